"""The log told in plain English, with runs of deals, draws and discards said once."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text

from ..engine.deck import HIDDEN
from ..engine.events import Event
from ..engine.narrate import describe, told_already
from ..engine.state import GameState

RUNS = ("deal", "draw", "discard")
LONG_RUN = 4
STYLES = {
    "round": "bold reverse",
    "score": "bold green",
    "game-end": "bold reverse",
    "pass": "yellow",
    "solo-pass": "yellow",
    "upkeep": "green",
    "cancel": "red",
}


def _names(state: GameState, cards: list[str]) -> str:
    names = [
        state.cards[c].name if c in state.cards else f"a hidden {c[1:]} card"
        for c in cards
        if isinstance(c, str)
    ]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _run_line(state: GameState, run: list[Event]) -> str:
    """One line for a run of deals, draws or discards."""
    first = run[0]
    if len(run) == 1:
        return describe(first, state)
    cards = [e.data.get("card", "") for e in run]
    count = len(run)
    if first.kind == "deal":
        if count > LONG_RUN:
            return f"A new display is dealt ({count} cards)"
        return f"{_names(state, cards)} are dealt to the display"
    if first.kind == "discard":
        if count > LONG_RUN:
            return f"{count} cards are discarded"
        return f"{_names(state, cards)} are discarded"
    who = state.players[first.player].name if first.player is not None and first.player >= 0 else ""
    if first.data.get("hidden") or any(c.startswith(HIDDEN) for c in cards if c):
        deck = first.data.get("deck", "")
        return f"{who} draws {count} {deck} cards".replace("  ", " ")
    return f"{who} draws {_names(state, cards)}"


def _key(event: Event) -> tuple[str, int | None, bool, str]:
    return (event.kind, event.player, bool(event.data.get("hidden")), str(event.data.get("deck")))


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


def _said_twice(events: Sequence[Event], index: int) -> bool:
    """An event the next or previous one already tells: the solo opponent's reveal (told with
    its discard) and the discard of the card it took."""
    event = events[index]
    card = event.data.get("card")
    if event.kind == "reveal" and index + 1 < len(events):
        following = events[index + 1]
        return (
            following.kind in ("solo-discard", "solo-empty") and following.data.get("solo") == card
        )
    if event.kind == "discard" and index > 0:
        before = events[index - 1]
        return before.kind == "solo-discard" and before.data.get("card") == card
    return False


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
    events = [
        e
        for i, e in enumerate(events)
        if i >= start and not _said_twice(events, i) and i not in told
    ]
    lines: list[Line] = []
    index = 0
    while index < len(events):
        event = events[index]
        end = index + 1
        if event.kind in RUNS:
            while end < len(events) and _key(events[end]) == _key(event):
                end += 1
            line = _run_line(state, list(events[index:end]))
        elif event.kind == "round":
            line = f"── {describe(event, state)} ──"
        else:
            line = describe(event, state)
        lines.append(Line(event.player, Text(line, style=STYLES.get(event.kind, "")), event.kind))
        index = end
    return lines
