"""The side a star or ad goes on when it is attached to a show: its condition checked with
everything on the show, as the effects in play change it (Starryeye's drawback, Flix, Viral
Marketer, a superstar, Director Everyone Wants to Work With).

One mechanism: settling a new attachment (`production._settle_sides`) asks `settled_side`, and
so does `side_in_timeslot`, which says beforehand where a card attached while producing would go
if the show went into a timeslot (the attach previews ask it for each open timeslot)."""

from __future__ import annotations

from typing import Final

from ..cards import AdCard, StarCard
from . import hooks
from .board import TOP_ROW
from .scoring import attached_values
from .slots import condition_met
from .sources import CardTable
from .state import GameState, LineupShow, Production
from .zones import produced_genre

# Why a card goes upside down whatever its condition (`Side.by`): attached so by choice (Industry
# Veteran, Versatile Actor); otherwise the card of the effect that forces it (Starryeye).
CHOICE: Final = "choice"
# The player is asked once it is on the show (`Side.asks`): a promo's payment (it stays upright
# only if paid), the same unpaid (an effect lets it, Viral Marketer), or whether to ignore a
# failed condition that an effect lets them ignore (a superstar).
PROMO: Final = "promo"
FREE_PROMO: Final = "free promo"
IGNORE: Final = "ignore"


class Side:
    """The side an attachment goes on when it is settled: `upright`, and what decides it beyond
    its condition (`by`: CHOICE or the card of an effect sending it upside down; `asks`: PROMO,
    FREE_PROMO or IGNORE when the player is asked next, from rightside up: IGNORE with `by`,
    whether to ignore that card's effect). For the previews (`side_in_timeslot`), `unless`: the
    card and words of a question asked first whose yes keeps it rightside up anyway (Starryeye:
    "you make it a superstar"); `first`: for a promo, the promos attached before it whose
    payment is asked first."""

    __slots__ = ("upright", "asks", "by", "unless", "first")

    def __init__(
        self,
        upright: bool,
        asks: str = "",
        by: str = "",
        unless: tuple[str, str] = ("", ""),
        first: tuple[str, ...] = (),
    ) -> None:
        self.upright = upright
        self.asks = asks
        self.by = by
        self.unless = unless
        self.first = first

    def key(self) -> tuple[bool, str, str, tuple[str, str], tuple[str, ...]]:
        return (self.upright, self.asks, self.by, self.unless, self.first)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Side) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        unless = f", unless={self.unless!r}" if self.unless[0] else ""
        first = f", first={self.first!r}" if self.first else ""
        return f"Side({self.upright}, asks={self.asks!r}, by={self.by!r}{unless}{first})"


# the sides most attachments settle on, made once (a side is a value never changed)
_UPRIGHT: Final = Side(True)
_DOWN: Final = Side(False)
_IGNORE: Final = Side(True, IGNORE)
_PROMO: Final = Side(True, PROMO)
_FREE_PROMO: Final = Side(True, FREE_PROMO)
_DOWN_BY_CHOICE: Final = Side(False, by=CHOICE)


def settled_side(
    state: GameState, player: int, card_id: str, show: LineupShow, timeslot: int, down: bool
) -> Side:
    """The side `card_id` goes on, attached (with everything else) to `show` in the player's
    `timeslot`; `down`: attached upside down by choice. A show attached as a star has no
    condition: upright."""
    card = state.cards[card_id]
    if not isinstance(card, (StarCard, AdCard)):
        return _UPRIGHT
    if down:
        return _DOWN_BY_CHOICE
    # Each hook asked only where a card of the game implements it (`hooks.implemented`, read
    # directly: every card attached); none that does changes nothing
    table: CardTable = state.table
    present = table.present
    if "forced_down" in present:
        forced = hooks.forced_down_by(state, player, card_id, timeslot)
        if forced:
            return Side(False, by=forced)
    asks_side = "attach_side" in present
    if isinstance(card, AdCard) and card.is_promo:
        # an effect in play may let it go rightside up without paying (Viral Marketer)
        if asks_side and hooks.attach_side(state, player, card_id, timeslot, False):
            return _FREE_PROMO
        return _PROMO
    condition = card.condition
    if condition is None:
        met = True
    else:
        met = condition_met(state, player, condition, card_id, show, timeslot)
        if "condition_met" in present:
            met = hooks.condition_met(state, player, card_id, timeslot, met)
    upright = hooks.attach_side(state, player, card_id, timeslot, met) if asks_side else met
    # "you may ignore" the failed condition: the player chooses
    if upright:
        return _UPRIGHT if met else _IGNORE
    return _DOWN


def side_in_timeslot(
    state: GameState, player: int, card_id: str, timeslot: int, down: bool = False
) -> Side:
    """The side `card_id` would go on, attached now to the show `player` is producing, if the
    show went into `timeslot` with what is attached so far (`down`: attached upside down by
    choice): what settling it gives, then its own on-attach effect (Charity Infomercial
    Mainstay); with, where it goes upside down other than by choice, the question asked first
    that may keep it rightside up (a superstar to be)."""
    production = state.production
    assert production is not None and production.player == player
    cards = [c for c in production.attachments if c != card_id] + [card_id]
    show = _show_produced(state, production, cards)
    down = down or card_id in production.down
    side = settled_side(state, player, card_id, show, timeslot, down)
    if (
        side.upright
        and side.asks in ("", IGNORE)
        and _turns_itself_down(state, player, card_id, timeslot)
    ):
        if hooks.keeps_upright(state, player, card_id, timeslot):
            side = Side(True, IGNORE, by=card_id)  # asked whether to ignore its effect
        else:
            side = Side(False, by=card_id)
    if side.asks == PROMO:
        first = _promos_asked_first(state, player, card_id, timeslot)
        return Side(True, PROMO, first=first) if first else side
    if side.upright or side.by == CHOICE:
        return side
    unless = hooks.may_keep_upright(state, player, card_id, timeslot)
    return Side(side.upright, side.asks, side.by, unless) if unless[0] else side


def produced_values(
    state: GameState, player: int, card_id: str, upright: bool
) -> tuple[int, int, int]:
    """(viewers, income, expenses) `card_id` gives on that side once attached to the show
    `player` is producing, with the tokens put on it as it is attached (a superstar back from
    the green room has no expenses)."""
    production = state.production
    assert production is not None
    show = _show_produced(state, production, [card_id])
    show = show.with_tokens(hooks.tokens_on_attach(state, player, card_id))
    return attached_values(state, show, card_id, upright)


def _promos_asked_first(
    state: GameState, player: int, card_id: str, timeslot: int
) -> tuple[str, ...]:
    """The promos attached so far to the show being produced whose payment would be asked before
    `card_id`'s in `timeslot` (in the order attached, as settling asks them)."""
    production = state.production
    assert production is not None
    show = _show_produced(state, production, production.attachments)
    first: list[str] = []
    for card in production.attachments:
        if card == card_id:
            break
        down = card in production.down
        if settled_side(state, player, card, show, timeslot, down).asks == PROMO:
            first.append(card)
    return tuple(first)


def _show_produced(state: GameState, production: Production, cards: list[str]) -> LineupShow:
    """The show being produced as it would stand in a timeslot with `cards` attached (their
    sides not settled yet), for the questions asked of it beforehand."""
    genre = produced_genre(state, production)
    return LineupShow(production.card, TOP_ROW, genre, tuple([(c, True) for c in cards]))


def _turns_itself_down(state: GameState, player: int, card_id: str, timeslot: int) -> bool:
    effect = hooks.effect_of(state, card_id)
    return effect is not None and effect.turns_itself_down(state, player, card_id, timeslot)
