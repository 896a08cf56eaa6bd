"""What a client receives: one seat's view of the table, its decision, and its log, as JSON.

Built only from the engine's redacted `View` (hidden cards are placeholders there), and from that
only the fields the client draws are copied, so nothing hidden can ride along.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine import Game
from ..engine.deck import HIDDEN
from ..engine.events import Event
from ..engine.narrate import describe, run_key, run_line, told_already
from ..engine.scoring import show_viewers
from ..engine.state import GameState
from ..engine.views import View
from ..grid_text import grid_shown
from ..presentation import (
    decision_help,
    executive_choice,
    executive_shown,
    final_columns,
    final_notes,
    network_row,
    network_scored,
    round_so_far,
    rules_in_brief,
    solo_progress,
    solo_standing,
    unavailable_cards,
)
from ..recap import MOVES, round_summary, since_last_turn
from .labels import option_entry


def _courtesy(work: Callable[..., Any], *args: Any) -> Any:
    """A number on the table (a show's viewers, this round's), or None: a courtesy never
    breaks a view."""
    try:
        return work(*args)
    except Exception:
        return None


def table_of(view: View) -> dict[str, Any]:
    """The visible table: the view's own serialization (every zone, part and track, hidden
    cards already placeholders), with each show's viewers now and decks as counts plus the cards
    this viewer knows."""
    state = view.state
    table = state.to_dict()
    for index, (seat, data) in enumerate(zip(state.players, table["players"], strict=True)):
        for slot, (show, entry) in enumerate(zip(seat.lineup, data["lineup"], strict=True)):
            if show is not None:
                entry["viewers"] = _courtesy(show_viewers, state, index, slot, show)
        if not state.over:  # the round as it stands, in parts (a courtesy, like the viewers)
            data["this_round"] = _courtesy(round_so_far, state, index)
    decks: dict[str, Any] = {}
    for kind, deck in state.decks.items():
        known = [c for layer in deck.layers for c in layer.cards if not c.startswith(HIDDEN)]
        decks[kind] = {"count": len(deck), "known": known}
    table.update(decks=decks, solo=state.config.solo)
    if state.config.solo:  # the opponent this round, in words
        table["solo_progress"] = solo_progress(state)
    if (
        "executives" in state.parts
    ):  # each player's executive in words, or kept yet unseen (None: choosing)
        table["executives"] = [
            executive_shown(state, p) or executive_choice(view, p)
            for p in range(state.player_count)
        ]
    if "grids" in state.parts:  # Telly Time: each player's genre grid in words (None: no tile)
        table["grids"] = [grid_shown(state, p) for p in range(state.player_count)]
    for internal in ("box", "pending", "chance_count"):
        table.pop(internal, None)
    return table


def decision_of(view: View) -> dict[str, Any] | None:
    """The viewer's own decision, with every option labelled and previewed; None otherwise."""
    decision = view.decision
    if decision is None:
        return None
    return {
        "player": decision.player,
        "kind": decision.kind,
        "prompt": decision.prompt,
        "help": decision_help(view.state),
        "options": [option_entry(view, option) for option in decision.options],
        "unavailable": unavailable_cards(view),
    }


LOOK_BACK = 60  # events before `start` read to see which of the new ones an earlier one told


def log_entries(view: View, start: int) -> list[dict[str, Any]]:
    """The viewer's log from index `start`, each event as a plain-English line; `again` marks one
    an earlier line already tells (a player's turn after their own), which the log leaves out.
    An event of a run told as one line (a new display's deals, `run_key`) carries the run's key
    and, as `run_text`, the line for the run so far: the browser shows one line for entries in a
    row with the same `run`, the last one's `run_text`, even when the run came in two pieces."""
    first = max(0, start - LOOK_BACK)
    events = view.log[first:]
    told = told_already(events)
    state = view.state
    entries: list[dict[str, Any]] = []
    run: list[Event] = []
    key = ""
    for index, event in enumerate(events):
        if index in told:
            if index + first >= start:
                entries.append(_entry(index + first, event, state, again=True))
            continue
        this = run_key(event)
        if this and this == key:
            run.append(event)
        else:
            run, key = [event], this
        if index + first >= start:
            entry = _entry(index + first, event, state)
            if key:
                entry["run"] = key
                entry["run_text"] = run_line(run, state)
            entries.append(entry)
    return entries


def _entry(i: int, event: Event, state: GameState, again: bool = False) -> dict[str, Any]:
    return {
        "i": i,
        "kind": event.kind,
        "player": event.player,
        "text": describe(event, state),
        **({"again": True} if again else {}),
    }


def result_of(game: Game) -> dict[str, Any] | None:
    """The end-of-game breakdown (with the rank in solo mode), its bonus columns, the name of
    its Game End cards' row and what each bonus column counts, once the game is over."""
    if not game.over:
        return None
    result = game.result()
    standing = solo_standing(result.players[0].total) if game.config.solo else None
    return {
        **result.to_dict(),
        "columns": [{"key": key, "title": title} for key, title in final_columns(game.state)],
        "network_row": network_row(game.config),
        "network_scored": network_scored(result, game.state.cards, game.state),
        "notes": final_notes(game.state),
        "standing": standing,
    }


def view_message(
    game: Game,
    view: View,
    log_start: int,
    game_id: str,
    result: dict[str, Any] | None = None,
    state: int | None = None,
) -> dict[str, Any]:
    """The `view` message for one viewer: state id, table, decision (with its help), new log
    lines, result, the game in brief (for a spectator, as the first seat reads it), and
    whether the viewer may take back their last choice now (and why not)."""
    waiting = view.waiting_on
    seat = view.player
    refusal = "spectators watch" if seat is None else game.can_undo(seat)
    return {
        "type": "view",
        "game": game_id,
        "state": len(game.history) if state is None else state,
        "undo": {"allowed": refusal is None, "reason": refusal or ""},
        "seat": view.player,
        "waiting_on": waiting,
        "table": table_of(view),
        "decision": decision_of(view),
        "log_start": log_start,
        "log": log_entries(view, log_start),
        "result": result,
        "rules": rules_in_brief(view.state, seat or 0),
        **what_happened(view),
    }


def what_happened(view: View) -> dict[str, Any]:
    """What the others did since this seat's last turn (a spectator: the latest moves) and the
    summary of the latest scored round, both from the view alone (primetime.recap); `seen`:
    the seat has moved since that round was scored, so the summary is no news to it (a new tab
    mid-round shows no old summary)."""
    summary = round_summary(view)
    shown = None
    if summary is not None:
        shown = {**summary.to_dict(), "seen": moved_since(view, summary.round)}
    return {"recap": since_last_turn(view).to_dict(), "round_summary": shown}


def moved_since(view: View, scored: int) -> bool:
    """Whether the viewer made a move (`recap.MOVES`) in a round after round `scored`."""
    log = view.log
    me = view.player
    start = next(
        (i for i, e in enumerate(log) if e.kind == "round" and e.data["round"] == scored + 1), None
    )
    return (
        me is not None
        and start is not None
        and any(e.player == me and e.kind in MOVES for e in log[start:])
    )
