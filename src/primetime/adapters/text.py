"""Strings of a game for the adapters: canonical view strings, log lines and a text board.

- `view_string(view)`: the whole visible state of a view as canonical JSON (sorted keys), minus the
  chance counter (a determinized game restarts it, and it says nothing about the game itself).
  It is what OpenSpiel's observation string is.
- `event_line(event)`: one log event as a line (`kind player {data}`); the information-state string
  is the view string followed by the viewer's log, one line per event.
- `render_board(state)`: the board for people: round and phase, pass track, display, and each
  network's cash, scores, genre markers, lineup, green room and reruns. Works on a true state or
  on a view's state (hidden cards read "(hidden star)"); with `color`, ANSI bold headings and dim
  upside-down cards.
"""

from __future__ import annotations

import json
from typing import Any

from ..cards import GENRE_NAMES, TIMESLOT_NAMES
from ..engine.deck import HIDDEN
from ..engine.events import Event
from ..engine.modules.solo import OPPONENT
from ..engine.options import slot_word
from ..engine.scoring import show_viewers
from ..engine.state import GameState
from ..engine.views import View
from ..presentation import solo_standing

BOLD, DIM, RESET = "\x1b[1m", "\x1b[2m", "\x1b[0m"


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def view_string(view: View) -> str:
    """The visible state of a view as canonical JSON (no log, no chance counter)."""
    data = view.state.to_dict()
    del data["chance_count"]
    data["viewer"] = view.player
    return _canonical(data)


def event_line(event: Event) -> str:
    """One log event as a line: kind, player, data."""
    return f"{event.kind} {event.player} {_canonical(event.data)}"


def _name(state: GameState, card: str) -> str:
    if card.startswith(HIDDEN):
        return f"(hidden {card[1:]})"
    return state.cards[card].name if card in state.cards else card


def _names(state: GameState, cards: list[str]) -> str:
    return ", ".join(_name(state, c) for c in cards) or "-"


def _who(state: GameState, seat: int) -> str:
    if seat == OPPONENT:
        return "solo opponent"
    return state.players[seat].name


def render_board(state: GameState, color: bool = False) -> str:
    """The board as text (see the module docstring)."""
    bold, dim, reset = (BOLD, DIM, RESET) if color else ("", "", "")
    lines: list[str] = []
    if state.over:
        heading = "Game over"
    elif state.round:
        heading = f"Round {state.round} of {state.geometry.rounds}, {state.phase}"
    else:
        heading = f"Before round 1: {state.phase}"
    lines.append(f"{bold}{heading}{reset}")
    if not state.over and state.phase == "actions":
        turn = _who(state, state.current) if state.current != OPPONENT else "solo opponent"
        passed = ", ".join(_who(state, p) for p in state.pass_track) or "nobody"
        lines.append(f"turn: {turn}; passed: {passed}")
    decks = ", ".join(f"{kind} {len(deck)}" for kind, deck in sorted(state.decks.items()))
    lines.append(f"decks: {decks}")
    lines.append(f"{bold}Display{reset}")
    for kind, row in state.display.items():
        lines.append(f"  {kind + 's':9} {_names(state, [c for c in row if c is not None])}")
    if state.production is not None:
        production = state.production
        lines.append(
            f"producing: {_name(state, production.card)} for {_who(state, production.player)}"
            f" (with {_names(state, production.attachments)})"
        )
    for index, seat in enumerate(state.players):
        first = " (1st player)" if state.first == index else ""
        lines.append(f"{bold}{seat.name}{first}{reset}")
        scores = "/".join(str(s) for s in seat.round_scores) or "-"
        genres = ", ".join(
            f"{GENRE_NAMES.get(g, g)} {space}" for g, space in sorted(seat.genres.items())
        )
        lines.append(
            f"  cash ${seat.cash}M, round scores {scores}, pass viewers {seat.pass_viewers},"
            f" genres: {genres or '-'}"
        )
        for timeslot, show in enumerate(seat.lineup):
            slot = TIMESLOT_NAMES[slot_word(timeslot)]
            if show is None:
                lines.append(f"  {slot:10} (empty)")
                continue
            attached = ", ".join(
                _name(state, card) if upright else f"{dim}{_name(state, card)} (upside down){reset}"
                for card, upright in show.attachments
            )
            viewers = show_viewers(state, index, timeslot, show)
            lines.append(
                f"  {slot:10} {_name(state, show.card)} ({GENRE_NAMES.get(show.genre, show.genre)},"
                f" row {show.row + 1}, {viewers} viewers){': ' + attached if attached else ''}"
            )
        lines.append(f"  green room: {_names(state, seat.green_room)}")
        lines.append(f"  reruns: {_names(state, seat.reruns)}")
        if seat.hand:
            lines.append(f"  hand: {_names(state, seat.hand)}")
    return "\n".join(lines)


def render_for(game: Any, render_mode: str | None) -> str | None:
    """The environments' `render()`: the board as text ("ansi"), printed ("human"), or a warning
    and nothing without a render mode."""
    if render_mode is None:
        import gymnasium

        gymnasium.logger.warn("render() called without a render_mode (ansi or human)")
        return None
    text = render_board(game.view(None).state, color=True)
    if game.over:
        text += "\n" + final_line(game)
    if render_mode == "human":
        print(text)
        return None
    return text


def final_line(game: Any) -> str:
    """The game's end in one line: every total and who won ("Final scores: player_0 150,
    player_1 140; winner: player_0"), or in solo the rank (`presentation.solo_standing`)."""
    result = game.result()
    scores = ", ".join(f"{p.name} {p.total}" for p in result.players)
    if game.config.solo:
        return f"Final score: {scores}: {solo_standing(result.players[0].total)}"
    names = " and ".join(result.players[i].name for i in result.winners)
    return (
        f"Final scores: {scores}; {'shared win' if len(result.winners) > 1 else 'winner'}: {names}"
    )
