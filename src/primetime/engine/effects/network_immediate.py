"""Immediate network cards: resolved when gained (from the display, a bonus or another card)."""

from __future__ import annotations

from ...cards import GENRE_NAMES, AdCard
from ..actions import cancel_by_effect
from ..effect import Effect, register
from ..machine import emit, step, then
from ..options import Option, PickCard, PickGenre
from ..progress import progress_of
from ..scoring import attachment_values, show_viewers
from ..state import GameState
from ..zones import discard, draw_steps, put_back_unseen, show_genre, take_from_display
from .base import card_choice


def gain_cash(state: GameState, player: int, amount: int, why: str) -> None:
    state.players[player].cash += amount
    emit(state, "cash", player, amount=amount, why=why)


def draw_and_keep(state: GameState, player: int, decks: tuple[str, ...], reason: str) -> None:
    then(state, ("draw-keep", player, decks, reason))


class BigGame(Effect):
    """Gain cash equal to the income of the ads in your lineup; ignore expenses."""

    id = "big-game"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        income = 0
        for _, show in state.players[player].shows():
            for attached, upright in show.attachments:
                if isinstance(state.cards[attached], AdCard):
                    income += attachment_values(state, attached, upright)[1]
        gain_cash(state, player, income, "Big Game")


register(BigGame)


class CSuiteConnections(Effect):
    """Draw 3 network cards, keep 1 (an Immediate one resolves now), discard the rest."""

    id = "c-suite-connections"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        draw_and_keep(state, player, ("network",) * 3, "C-Suite Connections")


register(CSuiteConnections)


class Upfronts(Effect):
    """Draw 2 ads, sign 1 and get its cash bonus, discard the other."""

    id = "upfronts"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        draw_and_keep(state, player, ("ad", "ad"), "Upfronts")


register(Upfronts)


class FocusGroup(Effect):
    """Draw 1 star, 1 ad and 1 network card; keep one as with the Wild genre bonus."""

    id = "focus-group"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        draw_and_keep(state, player, ("star", "ad", "network"), "Focus Group")


register(FocusGroup)


class SyndicationRights(Effect):
    """Gain $1M for each card in your reruns."""

    id = "syndication-rights"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        gain_cash(state, player, len(state.players[player].reruns), "Syndication Rights")


register(SyndicationRights)


class ExclusiveRights(Effect):
    """Put a show from the display into your green room (producing it later takes an action,
    its cost and its required slots)."""

    id = "exclusive-rights"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        if any(c is not None for c in state.display["show"]):
            card_choice(state, player, card, "show")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return [PickCard(c) for c in state.display["show"] if c is not None]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Exclusive Rights: choose a show from the display to put in your green room"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickCard)
        take_from_display(state, "show", option.card)
        state.players[player].green_room.append(option.card)
        emit(state, "exclusive", player, card=option.card)


register(ExclusiveRights)


class Writeoff(Effect):
    """Cancel your show with the fewest current viewers (you choose if tied) and gain $6M."""

    id = "writeoff"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        options = self.choice_options(state, player, card, "cancel")
        if len(options) == 1:
            self.on_choice(state, player, card, options[0], "cancel")
        elif options:
            card_choice(state, player, card, "cancel")
        else:
            gain_cash(state, player, 6, "Writeoff")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        shows = state.players[player].shows()
        if not shows:
            return []
        viewers = {t: show_viewers(state, player, t, s) for t, s in shows}
        fewest = min(viewers.values())
        return [PickCard(s.card) for t, s in shows if viewers[t] == fewest]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Writeoff: your shows tie for the fewest viewers; choose which to cancel"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickCard)
        seat = state.players[player]
        timeslot = next(t for t, s in seat.shows() if s.card == option.card)
        cancel_by_effect(state, player, timeslot, "writeoff", ("gain-cash", player, 6, "Writeoff"))


register(Writeoff)


@step("gain-cash")
def _gain_cash(state: GameState, player: int, amount: int, why: str) -> None:
    gain_cash(state, player, amount, why)


class _AdvanceGenre(Effect):
    """Shared shape: choose a genre among some, then advance on its track."""

    def genres(self, state: GameState, player: int) -> list[str]:
        raise NotImplementedError

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        options = self.genres(state, player)
        if len(options) == 1:
            then(state, ("genre-advance", player, options[0]))
        elif options:
            card_choice(state, player, card, "genre")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return [PickGenre(g) for g in self.genres(state, player)]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return f"{state.cards[card].name}: choose {progress_of(state, player).choose_words}"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickGenre)
        then(state, ("genre-advance", player, option.genre))


class CatalogBuyout(_AdvanceGenre):
    """Advance 1 space on a genre track of your choice."""

    id = "catalog-buyout"

    def genres(self, state: GameState, player: int) -> list[str]:
        # the genres the player's progress may take (Telly's grid: any empty square)
        return progress_of(state, player).choices(state, player)


register(CatalogBuyout)


class Waterbug(_AdvanceGenre):
    """Advance 1 space on the genre track of a show in your lineup."""

    id = "waterbug"

    def genres(self, state: GameState, player: int) -> list[str]:
        found = [s.genre for _, s in state.players[player].shows()]
        return sorted(set(found), key=found.index)


register(Waterbug)


class MarketResearch(Effect):
    """Draw 3 shows, discard 1 and advance on its genre track, put the other 2 at the bottom of
    the show deck (only you know which)."""

    id = "market-research"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        then(
            state,
            *draw_steps(state, "show", 3, ("hand", player)),
            ("card-choice-step", player, card, "discard"),
        )

    def discardable(self, state: GameState, player: int) -> list[str]:
        """The drawn shows the player may discard: any, or where the progress says so
        (`discards_to_progress`, Telly's grid) those whose genre it can still take, if any."""
        hand = state.players[player].hand
        progress = progress_of(state, player)
        if not progress.discards_to_progress:
            return list(hand)
        may = progress.choices(state, player)
        return [c for c in hand if show_genre(state, c) in may] or list(hand)

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return [PickCard(c) for c in self.discardable(state, player)]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        hand = state.players[player].hand
        names = ", ".join(
            f"{state.cards[c].name} ({GENRE_NAMES[show_genre(state, c)]})" for c in hand
        )
        prompt = f"Market Research: discard one show and advance on its genre ({names})"
        if len(self.discardable(state, player)) < len(hand):
            prompt += f"; only a show of {progress_of(state, player).choose_words} may go"
        return prompt

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickCard)
        seat = state.players[player]
        rest = [c for c in seat.hand if c != option.card]
        seat.hand.clear()
        discard(state, None, option.card)
        put_back_unseen(state, player, "show", rest)
        then(state, ("genre-advance", player, show_genre(state, option.card)))


register(MarketResearch)
