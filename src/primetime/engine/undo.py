"""Taking choices back: a player may undo their own choices of the current turn while nothing
hidden has been revealed since and nobody else has decided.

An interactive game keeps a journal (`Game.keep_undo`): for each of the trailing run of one
player's choices in one turn, the state before it. Undoing restores that state and drops the
choice from the history, so saves and replays hold only the choices that stood.
"""

from __future__ import annotations

from dataclasses import dataclass

from .decision import CHANCE
from .state import GameState
from .views import make_view, seen_cards


@dataclass(frozen=True, slots=True)
class UndoEntry:
    """One choice that may be taken back: who made it, the state before it, and the turn it was
    made in (the log index of the latest turn start then)."""

    player: int
    before: GameState
    turn: int


class UndoRefused(ValueError):
    """An undo that is not allowed now; the message says why."""


def turn_mark(state: GameState) -> int:
    """The log index of the latest turn start (-1 before the first)."""
    log = state.log
    for index in range(len(log) - 1, -1, -1):
        if log[index].kind == "turn":
            return index
    return -1


def record(journal: list[UndoEntry], player: int, before: GameState) -> None:
    """Remember a choice just made; forget what it puts out of reach (another player's choices, or
    choices of an earlier turn)."""
    entry = UndoEntry(player, before, turn_mark(before))
    if journal and (journal[-1].player != player or journal[-1].turn != entry.turn):
        journal.clear()
    journal.append(entry)


def known_cards(state: GameState, player: int) -> set[str]:
    """Every card `player` can see in a state."""
    view = make_view(state.clone(with_log=False), player).state  # zones only: skip the log
    return seen_cards(view)


def revealed(before: GameState, after: GameState) -> str | None:
    """Why something hidden came to light between two states (None if nothing did)."""
    if after.chance_count != before.chance_count:
        return "a card was drawn or revealed since"
    for player in range(len(after.players)):
        if known_cards(after, player) - known_cards(before, player):
            return "cards hidden from someone were revealed since"
    return None


def refusal(state: GameState, journal: list[UndoEntry] | None, player: object) -> str | None:
    """Why `player` may not take back a choice now, or None if they may."""
    if journal is None:
        return "this game does not keep choices to take back"
    if state.over:
        return "the game is over"
    if type(player) is not int:
        return f"a player is a seat number, 0 to {len(state.players) - 1}, not {player!r}"
    if player == CHANCE or not 0 <= player < len(state.players):
        return "only a player can take back a choice"
    if not journal:
        return "there is no choice of this turn to take back"
    last = journal[-1]
    if last.player != player:
        if last.player == CHANCE:
            return "a card was dealt since"
        return f"the last choice was {state.config.players[last.player]}'s"
    return revealed(last.before, state)
