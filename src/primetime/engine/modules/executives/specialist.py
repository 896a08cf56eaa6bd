"""Specialist (complexity 2, needs Moguls): up to 2 moguls. The first time in the game the
Specialist reaches space 2 of any genre track, instead of its printed bonus they draw 2 moguls
and keep 1; the first time they reach space 4, they draw 4 and keep 1 (the others to the bottom
of the mogul deck). Later spaces 2 and 4 give their printed bonus. Drawback: a mogul token on
space 3 is an empty space for them (the token stays, no network bonus under it); once another
player has removed the token, the network bonus there is theirs as normal. Telly Time: the 1st
completed grid line gives the 1st mogul (draw 2) instead of its bonus, the 2nd line nothing, the
3rd the 2nd mogul (draw 4); later lines their printed bonus."""

from __future__ import annotations

from ...board import BONUS_NAMES
from ...effect import register
from ...flow import extend
from ...machine import emit, step, then
from ...narrate import LINES, counted
from ...state import GameState
from ...zones import draw_steps
from ..moguls import MOGUL_SPACE, moguls
from .base import Board, Executive, board_of, executive_of, value

FIRST = "specialist-first-mogul"
SECOND = "specialist-second-mogul"
BONUS_NAMES[FIRST] = "Specialist's 1st mogul (draw 2, keep 1)"
BONUS_NAMES[SECOND] = "Specialist's 2nd mogul (draw 4, keep 1)"


@register
class Specialist(Executive):
    id = "specialist"

    def board(self, state: GameState, player: int, card: str) -> Board:
        return {"first": False, "second": False}

    def genre_bonus(
        self, state: GameState, player: int, card: str, genre: str, space: int, bonus: str | None
    ) -> str | None:
        board = board_of(state, player)
        if space == value(state, card, "first_space") and not board["first"]:
            return FIRST
        if space == value(state, card, "second_space") and not board["second"]:
            return SECOND
        if space == MOGUL_SPACE and genre in moguls(state).tokens:
            return None  # the token is an empty space for the Specialist
        return bonus

    def line_bonus(
        self, state: GameState, player: int, card: str, number: int, bonus: str | None
    ) -> str | None:
        # Telly Time: the 1st line gives the 1st mogul, the 2nd nothing, the 3rd the 2nd mogul
        board = board_of(state, player)
        if number == 1 and not board["first"]:
            return FIRST
        if number == 2:
            return None
        if number == 3 and not board["second"]:
            return SECOND
        return bonus

    def status(self, state: GameState, player: int, card: str) -> str:
        board = board_of(state, player)
        first = "taken" if board["first"] else "at your first space 2"
        second = "taken" if board["second"] else "at your first space 4"
        return f"1st mogul: {first}; 2nd mogul: {second}"


def _mogul(state: GameState, player: int, which: str, draw: str) -> None:
    card = executive_of(state, player)
    assert card is not None
    board_of(state, player)[which] = True
    count = value(state, card, draw)
    emit(state, "specialist-mogul", player, which=which, draw=count)
    then(state, *draw_steps(state, "mogul", count, ("hand", player)), ("mogul-keep", player))


@step(FIRST)
def _first(state: GameState, player: int, genre: str, space: int) -> None:
    _mogul(state, player, "first", "first_draw")


@step(SECOND)
def _second(state: GameState, player: int, genre: str, space: int) -> None:
    _mogul(state, player, "second", "second_draw")


extend("producing", steps=(FIRST, SECOND))

LINES["specialist-mogul"] = lambda s, who, d: (
    f"{who} (Specialist) draws {counted(d['draw'], 'mogul')} for their"
    f" {'1st' if d['which'] == 'first' else '2nd'} mogul and keeps 1"
)
