"""Starryeye (complexity 2): whenever you attach a star to a show you may make it a superstar with
one of your 2 superstar tokens: the token covers its expenses, you may ignore any condition or
effect that would turn it upside down, and while it is in your lineup it brings $2M income a
round (not ad income: Big Game and Monday Night Foosball don't count it). The token comes back
when the star reaches the discard pile; it stays with the star wherever else it goes (Spinoff,
Gray Fox: the green room; Rerun Guy: the reruns), and a superstar attached again needs no new
token. Drawback: every ad with a condition of any kind goes on upside down, even when the
condition is met (promos too, even with Viral Marketer: RULINGS 7.4). Industry Veteran and
Versatile Actor must still be attached upside down by choice for their effects; Redemption Arc
and Cross-Promoting Star may turn ads rightside up."""

from __future__ import annotations

from ....cards import AdCard, StarCard
from ...effect import register
from ...machine import emit, then
from ...options import Option, PickCard
from ...state import SUPERSTAR, GameState
from .base import Board, Executive, board_of, value

MAKE = "superstar"
PLAIN = "plain"


def superstars(state: GameState, player: int) -> list[str]:
    """The stars holding one of the player's superstar tokens (wherever they are)."""
    found: list[str] = board_of(state, player)["superstars"]
    return found


def tokens_left(state: GameState, player: int, card: str) -> int:
    """Superstar tokens still on the board."""
    return value(state, card, "superstar_tokens") - len(superstars(state, player))


def _attached(state: GameState, player: int, timeslot: int, star: str) -> bool:
    show = state.players[player].lineup[timeslot]
    return show is not None and any(c == star for c, _ in show.attachments)


def _put_token(state: GameState, player: int, timeslot: int, star: str) -> None:
    seat = state.players[player]
    show = seat.lineup[timeslot]
    assert show is not None
    if show.token_on(star) != SUPERSTAR:
        seat.lineup[timeslot] = show.with_tokens(show.tokens + ((star, SUPERSTAR),))


@register
class Starryeye(Executive):
    id = "starryeye"
    choice_modes = (MAKE, PLAIN)

    def board(self, state: GameState, player: int, card: str) -> Board:
        return {"superstars": []}

    def status(self, state: GameState, player: int, card: str) -> str:
        names = ", ".join(state.cards[c].name for c in superstars(state, player)) or "none"
        left = tokens_left(state, player, card)
        return f"superstar tokens left: {left}; superstars: {names}"

    def settling(
        self, state: GameState, player: int, card: str, timeslot: int, new: tuple[str, ...]
    ) -> None:
        frames: list[tuple[object, ...]] = []
        for star in new:
            if not isinstance(state.cards[star], StarCard):
                continue
            if self.token_on_attach(state, player, card, star):  # still a superstar
                _put_token(state, player, timeslot, star)
            else:
                frames.append(("card-choice-step", player, card, "superstar", timeslot, star))
        then(state, *frames)

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> list[Option]:
        timeslot, star = context
        assert isinstance(timeslot, int) and isinstance(star, str)
        if tokens_left(state, player, card) <= 0 or not _attached(state, player, timeslot, star):
            return []
        return [PickCard(card, MAKE), PickCard(card, PLAIN)]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> str:
        star = str(context[1])
        left = tokens_left(state, player, card)
        income = value(state, card, "superstar_income")
        return (
            f"Starryeye: make {state.cards[star].name} a superstar ({left} token"
            f"{'' if left == 1 else 's'} left)? No expenses, never forced upside down, "
            f"+${income}M income a round in your lineup"
        )

    def on_choice(
        self,
        state: GameState,
        player: int,
        card: str,
        option: Option,
        stage: str,
        *context: object,
    ) -> None:
        assert isinstance(option, PickCard)
        timeslot, star = context
        assert isinstance(timeslot, int) and isinstance(star, str)
        if option.mode != MAKE:
            return
        superstars(state, player).append(star)
        _put_token(state, player, timeslot, star)
        emit(state, "superstar", player, card=star, timeslot=timeslot)

    def attach_side(
        self,
        state: GameState,
        player: int,
        card: str,
        attached: str,
        timeslot: int,
        upright: bool,
    ) -> bool:
        # a superstar may ignore a failed condition (the player is asked: rightside up or not)
        return upright or attached in superstars(state, player)

    def keeps_upright(
        self, state: GameState, player: int, card: str, attached: str, timeslot: int
    ) -> bool:
        return attached in superstars(state, player)

    def token_on_attach(self, state: GameState, player: int, card: str, attached: str) -> str:
        # back from the green room (Spinoff, Gray Fox): its token came with it
        return SUPERSTAR if attached in superstars(state, player) else ""

    def may_keep_upright(
        self, state: GameState, player: int, card: str, attached: str, timeslot: int
    ) -> str:
        # the superstar question comes before the star's side is settled (see `settling`)
        if not isinstance(state.cards[attached], StarCard) or attached in superstars(state, player):
            return ""
        return "you make it a superstar" if tokens_left(state, player, card) > 0 else ""

    def forced_down(
        self, state: GameState, player: int, card: str, attached: str, timeslot: int
    ) -> bool:
        data = state.cards[attached]
        return isinstance(data, AdCard) and (data.condition is not None or data.is_promo)

    def on_discard(self, state: GameState, player: int, card: str, discarded: str) -> None:
        stars = superstars(state, player)
        if discarded not in stars:
            return
        stars.remove(discarded)
        seat = state.players[player]
        token = (discarded, SUPERSTAR)
        for timeslot, show in seat.shows():
            if token in show.tokens:
                seat.lineup[timeslot] = show.with_tokens(
                    tuple(t for t in show.tokens if t != token)
                )
        emit(state, "superstar-back", player, card=discarded)

    def upkeep(self, state: GameState, player: int, card: str, net: int) -> int:
        count = sum(
            1
            for _, show in state.players[player].shows()
            for c, _ in show.attachments
            if show.token_on(c) == SUPERSTAR
        )
        return net + count * value(state, card, "superstar_income")
