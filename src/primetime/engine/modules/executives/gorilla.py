"""Gorilla (complexity 2): at the start of each round, after the display is dealt (and after
Rich's draw), choose one ability and mark it on the board (RULINGS 7.2: Extra Turn left, Extra
Cash right); the same one as last round is allowed.

- Extra Turn: one extra full turn at once, before the 1st player (a 1st player Gorilla takes 2
  turns in a row), then the normal order. Drawback: passing this round gives no bonus (RULINGS
  7.4: the pass marker still takes the leftmost empty column).
- Extra Cash: $2M per opponent at once ($2M in solo). Drawback: skip your first turn this round.

The turn order value (`engine/flow.py` TurnOrder: `extra`, `skips`) takes the extra turn and the
skip. Telly Time: with an Extra Turn the pass track bonus is taken as normal, but the genre grid
gives no cash or viewers that round.
"""

from __future__ import annotations

from ...effect import register
from ...effects.base import card_choice
from ...machine import emit
from ...narrate import LINES
from ...options import Option, PickAbility
from ...state import GameState
from .base import Board, Executive, board_of, value

EXTRA_TURN = "extra-turn"
EXTRA_CASH = "extra-cash"
STAGE = "ability"
NAMES = {EXTRA_TURN: "Extra Turn", EXTRA_CASH: "Extra Cash"}


def chosen(state: GameState, player: int) -> str | None:
    """The ability marked on the player's Gorilla board (this round's, once chosen)."""
    marked = board_of(state, player).get("ability")
    return marked if isinstance(marked, str) else None


def telly(state: GameState) -> bool:
    """Telly Time's genre grids are on the table."""
    return state.geometry.progress == "grid"


def extra_cash(state: GameState, player: int, card: str) -> int:
    """Extra Cash: $2M per opponent, or $2M in solo."""
    opponents = state.player_count - 1
    if opponents == 0:
        return value(state, card, "solo_cash")
    return value(state, card, "cash_per_opponent") * opponents


@register
class Gorilla(Executive):
    id = "gorilla"
    round_rank = 20  # after Rich
    abilities = (EXTRA_TURN, EXTRA_CASH)

    def board(self, state: GameState, player: int, card: str) -> Board:
        return {"ability": None}

    def start_of_round(self, state: GameState, player: int, card: str) -> None:
        card_choice(state, player, card, STAGE)

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> list[Option]:
        return [PickAbility(a) for a in self.abilities]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> str:
        cash = extra_cash(state, player, card)
        return (
            f"Gorilla: take an Extra Turn now, before the 1st player ({_turn_cost(state)}), "
            f"or take Extra Cash (${cash}M now, and skip your first turn this round)"
        )

    def ability_text(self, state: GameState, player: int, card: str, ability: str) -> str:
        if ability == EXTRA_TURN:
            twice = " (you are 1st: 2 turns in a row)" if state.first == player else ""
            return f"take 1 extra turn now, before the 1st player{twice}; {_turn_cost(state)}"
        cash = extra_cash(state, player, card)
        left = state.players[player].cash + cash
        return f"gain ${cash}M now (${left}M); skip your first turn this round"

    def on_choice(
        self,
        state: GameState,
        player: int,
        card: str,
        option: Option,
        stage: str,
        *context: object,
    ) -> None:
        assert isinstance(option, PickAbility) and option.ability in self.abilities
        board_of(state, player)["ability"] = option.ability
        if option.ability == EXTRA_TURN:
            state.turns.extra.append(player)
            emit(state, "gorilla", player, ability=option.ability)
            return
        cash = extra_cash(state, player, card)
        state.players[player].cash += cash
        state.turns.skips.append(player)
        emit(state, "gorilla", player, ability=option.ability, cash=cash)

    def pass_bonus(
        self, state: GameState, player: int, card: str, cash: int, viewers: int
    ) -> tuple[int, int]:
        if chosen(state, player) != EXTRA_TURN or telly(state):
            return cash, viewers
        return 0, 0

    # Telly Time: an Extra Turn round keeps the pass track bonus but takes the grid's cash and
    # viewers instead.
    def progress_cash(self, state: GameState, player: int, card: str, cash: int) -> int:
        return 0 if telly(state) and chosen(state, player) == EXTRA_TURN else cash

    def progress_viewers(self, state: GameState, player: int, card: str, viewers: int) -> int:
        return 0 if telly(state) and chosen(state, player) == EXTRA_TURN else viewers

    def status(self, state: GameState, player: int, card: str) -> str:
        pending = state.pending
        if pending is not None and pending[:4] == ("card-choice", player, card, STAGE):
            return "choosing this round's ability"  # last round's marker is no answer
        marked = chosen(state, player)
        return f"this round: {NAMES[marked]}" if marked else ""


def _turn_cost(state: GameState) -> str:
    """What an Extra Turn round gives up: the pass track's bonus, or in Telly Time the genre
    grid's cash and viewers (the pass bonus is kept: Gorilla's Telly Time clarification)."""
    if telly(state):
        return "no cash or viewers from your genre grid this round"
    return "no bonus when you pass this round"


LINES["gorilla"] = lambda s, who, d: (
    f"{who} (Gorilla) takes an Extra Turn before the 1st player"
    if d["ability"] == EXTRA_TURN
    else f"{who} (Gorilla) takes ${d['cash']}M Extra Cash and skips their first turn"
)
