"""What a client receives: one seat's view of the table, its decision, and its log, as JSON.

Built only from the engine's redacted `View` (hidden cards are placeholders there), and from that
only the fields the client draws are copied, so nothing hidden can ride along.
"""

from __future__ import annotations

from typing import Any

from ..engine import Game
from ..engine.deck import HIDDEN
from ..engine.narrate import describe
from ..engine.scoring import show_viewers
from ..engine.state import GameState, LineupShow
from ..engine.views import View
from .labels import option_entry


def _show(state: GameState, player: int, timeslot: int, show: LineupShow) -> dict[str, Any]:
    try:
        viewers: int | None = show_viewers(state, player, timeslot, show)
    except Exception:  # a number on the table is a courtesy: never let it break a view
        viewers = None
    return {
        "card": show.card,
        "row": show.row,
        "genre": show.genre,
        "attachments": [{"card": c, "upright": up} for c, up in show.attachments],
        "viewers": viewers,
    }


def table_of(view: View) -> dict[str, Any]:
    """The visible table: display, every network, tracks, decks (counts), discards."""
    state = view.state
    players = []
    for index, seat in enumerate(state.players):
        players.append(
            {
                "name": seat.name,
                "cash": seat.cash,
                "lineup": [
                    None if show is None else _show(state, index, slot, show)
                    for slot, show in enumerate(seat.lineup)
                ],
                "green_room": list(seat.green_room),
                "reruns": list(seat.reruns),
                "genres": dict(seat.genres),
                "round_scores": list(seat.round_scores),
                "pass_viewers": seat.pass_viewers,
                "hand": list(seat.hand),
                "face_down": list(seat.face_down),
            }
        )
    decks: dict[str, Any] = {}
    for kind, deck in state.decks.items():
        known = [c for layer in deck.layers for c in layer.cards if not c.startswith(HIDDEN)]
        decks[kind] = {"count": sum(len(layer.cards) for layer in deck.layers), "known": known}
    production = state.production
    return {
        "round": state.round,
        "phase": state.phase,
        "first": state.first,
        "order": list(state.order),
        "current": state.current,
        "over": state.over,
        "solo": state.config.solo,
        "players": players,
        "display": {kind: list(row) for kind, row in state.display.items()},
        "decks": decks,
        "discards": {kind: list(pile) for kind, pile in state.discards.items()},
        "pass_track": list(state.pass_track),
        "production": None
        if production is None
        else {
            "player": production.player,
            "card": production.card,
            "attachments": list(production.attachments),
            "timeslot": production.timeslot,
        },
        "buffer": list(state.buffer),
        "parts": {name: part.to_dict() for name, part in state.parts.items()},
    }


def decision_of(view: View) -> dict[str, Any] | None:
    """The viewer's own decision, with every option labelled and previewed; None otherwise."""
    decision = view.decision
    if decision is None:
        return None
    return {
        "player": decision.player,
        "kind": decision.kind,
        "prompt": decision.prompt,
        "options": [option_entry(view, option) for option in decision.options],
    }


def log_entries(view: View, start: int) -> list[dict[str, Any]]:
    """The viewer's log from index `start`, each event as a plain-English line."""
    return [
        {"i": i, "kind": event.kind, "player": event.player, "text": describe(event, view.state)}
        for i, event in enumerate(view.log[start:], start)
    ]


def result_of(game: Game) -> dict[str, Any] | None:
    """The end-of-game breakdown (with the rank in solo mode), once the game is over."""
    if not game.over:
        return None
    return game.result().to_dict()


def view_message(
    game: Game,
    view: View,
    log_start: int,
    game_id: str,
    result: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The `view` message for one viewer: state id, table, decision, new log lines, result."""
    waiting = view.waiting_on
    return {
        "type": "view",
        "game": game_id,
        "state": len(game.history),
        "seat": view.player,
        "waiting_on": waiting,
        "table": table_of(view),
        "decision": decision_of(view),
        "log_start": log_start,
        "log": log_entries(view, log_start),
        "result": result,
    }
