"""The log told in plain English, with runs of deals, draws and discards said once."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text

from ..engine.events import Event
from ..engine.narrate import describe, run_key, run_line, told_already
from ..engine.state import GameState

STYLES = {
    "round": "bold reverse",
    "score": "bold green",
    "game-end": "bold reverse",
    "pass": "yellow",
    "solo-pass": "yellow",
    "upkeep": "green",
    "cancel": "red",
}


@dataclass(frozen=True)
class Line:
    """A line of narration, the player whose doing it tells (None: nobody's, e.g. a discard) and
    the kind of event it tells."""

    player: int | None
    text: Text
    kind: str = ""


def narrate(events: Sequence[Event], state: GameState) -> list[Text]:
    """Plain-English lines for events (already as their audience saw them), styled by kind."""
    return [line.text for line in narrate_lines(events, state)]


def context_start(log: Sequence[Event], start: int) -> int:
    """Where to start reading the log to narrate it from `start` as one stretch: the latest
    turn or round that began before it (its "turn" event tells whose turn it is, so "Bea's
    turn" before each of Bea's actions, when the others have passed, is told once)."""
    for index in range(min(start, len(log)) - 1, -1, -1):
        if log[index].kind in ("turn", "round"):
            return index
    return 0


def narrate_lines(events: Sequence[Event], state: GameState, start: int = 0) -> list[Line]:
    """Like `narrate`, with whose doing each line tells; only the events from `start` on are
    told, those before it are read to leave out what they already told (`told_already`)."""
    told = told_already(events)
    events = [e for i, e in enumerate(events) if i >= start and i not in told]
    lines: list[Line] = []
    index = 0
    while index < len(events):
        event = events[index]
        end = index + 1
        key = run_key(event)
        if key:
            while end < len(events) and run_key(events[end]) == key:
                end += 1
            line = run_line(events[index:end], state)
        elif event.kind == "round":
            line = f"── {describe(event, state)} ──"
        else:
            line = describe(event, state)
        lines.append(Line(event.player, Text(line, style=STYLES.get(event.kind, "")), event.kind))
        index = end
    return lines
