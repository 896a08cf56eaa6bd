"""Star effects: resolved when attached, when discarded, or while on a show."""

from __future__ import annotations

from ...cards import GENRE_NAMES, AdCard, ShowCard
from ..effect import Effect, register
from ..options import Option, PickCard, PickGenre
from ..settling import set_side
from ..state import GameState, LineupShow, Production
from ..zones import show_genre
from .base import card_choice


def _show_on(state: GameState, player: int, timeslot: int) -> LineupShow:
    show = state.players[player].lineup[timeslot]
    assert show is not None
    return show


class BrandAmbassador(Effect):
    """You may attach 1 more ad to this show than its printed slots allow (with an Add or
    Replace action, the extra ad may come in the same action)."""

    id = "brand-ambassador"
    brings_slots = ("ad",)


register(BrandAmbassador)


class FillsAdSlot(Effect):
    """Famously Famous, Fierce Drag Queen: may fill an empty ad slot; still a star."""

    id = "fills-ad-slot"
    attach_class = "flex"


register(FillsAdSlot)


class CharityInfomercialMainstay(Effect):
    """When attached, if your viewer score last round beat every other player's (not tied),
    rotate this star upside down."""

    id = "charity-infomercial-mainstay"

    def turns_itself_down(self, state: GameState, player: int, card: str, timeslot: int) -> bool:
        last = [p.round_scores[-1] if p.round_scores else None for p in state.players]
        mine = last[player]
        if mine is None:
            return False
        return all(s is not None and mine > s for i, s in enumerate(last) if i != player)

    def on_attach(self, state: GameState, player: int, card: str, timeslot: int) -> None:
        if card not in (c for c, _ in _show_on(state, player, timeslot).attachments):
            return
        if self.turns_itself_down(state, player, card, timeslot):
            set_side(state, player, timeslot, card, False, "effect")


register(CharityInfomercialMainstay)


class CrossPromotingStar(Effect):
    """When attached, turn every upside-down promo ad on the same show rightside up, free."""

    id = "cross-promoting-star"

    def on_attach(self, state: GameState, player: int, card: str, timeslot: int) -> None:
        show = _show_on(state, player, timeslot)
        if card not in (c for c, _ in show.attachments):
            return
        for attached, upright in show.attachments:  # (as attached: each turn makes a new show)
            data = state.cards[attached]
            if not upright and isinstance(data, AdCard) and data.is_promo:
                set_side(state, player, timeslot, attached, True, "effect")


register(CrossPromotingStar)


class GrayFox(Effect):
    """When discarded for any reason, goes to your green room instead."""

    id = "gray-fox"

    def discard_to(self, state: GameState, player: int, card: str) -> str | None:
        return "green_room"


register(GrayFox)


class RerunGuy(Effect):
    """When discarded for any reason, goes to your reruns instead (a rerun for all effects)."""

    id = "rerun-guy"

    def discard_to(self, state: GameState, player: int, card: str) -> str | None:
        return "reruns"


register(RerunGuy)


class BollywoodStar(Effect):
    """+1 viewer for each network card in your green room."""

    id = "bollywood-star"

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: LineupShow
    ) -> int:
        if state.players[player].lineup[timeslot] is not show or card not in (
            c for c, _ in show.attachments
        ):
            return 0
        cards = state.cards
        return sum(1 for c in state.players[player].green_room if cards[c].kind == "network")


register(BollywoodStar)


class IndustryVeteran(Effect):
    """When producing a show, you may attach this star upside down: the show costs $3M less.
    (Attached to a show already in your lineup, no effect.)"""

    id = "industry-veteran"

    def produce_using(self, state: GameState, player: int, card: str, show: str) -> bool:
        # whether the star fits the show (or slots are ignored, with Sponsored Content) is
        # checked for each combination of cards used from the start (production.can_produce)
        return isinstance(state.cards[show], ShowCard)

    def prepare_production(
        self, state: GameState, player: int, card: str, production: Production
    ) -> None:
        production.attachments.append(card)
        production.down += (card,)

    def production_cost(
        self, state: GameState, player: int, card: str, production: Production, cost: int
    ) -> int:
        if card in production.attachments and card in production.down:
            return cost - 3
        return cost


register(IndustryVeteran)


class VersatileActor(Effect):
    """When producing a show, you may attach this star upside down: change the show's genre for
    good (the genre track and conditions use the new one). On a show already in your lineup, no
    effect."""

    id = "versatile-actor"

    def attach_modes(self, state: GameState, player: int, card: str) -> list[Option]:
        return [PickCard(card, "down")]

    def on_pick(self, state: GameState, player: int, card: str, mode: str) -> None:
        card_choice(state, player, card, "genre")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        production = state.production
        assert production is not None
        current = production.genre or show_genre(state, production.card)  # a token's, if any
        return [PickGenre(g) for g in state.geometry.genres if g != current]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Versatile Actor: choose the show's new genre"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickGenre) and state.production is not None
        state.production.genre = option.genre
        state.changed_genres[state.production.card] = option.genre  # for good: in the reruns too
        from ..machine import emit

        emit(
            state,
            "genre-change",
            player,
            card=state.production.card,
            genre=option.genre,
            name=GENRE_NAMES[option.genre],
        )


register(VersatileActor)
