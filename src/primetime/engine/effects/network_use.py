"""Use Once and Ongoing network cards: used on your turn, some during an action."""

from __future__ import annotations

from ...cards import AdCard, ShowCard
from .. import hooks
from ..actions import add_or_replace, cancel_by_effect, has_passed, pass_bonus
from ..attach_listing import attach_options
from ..effect import Effect, register
from ..machine import emit, then
from ..modules.telly.grid import grids
from ..options import (
    AddAttachment,
    Continue,
    Done,
    MoveMarker,
    Option,
    PickCard,
    Swap,
)
from ..scoring import income_and_expenses
from ..settling import set_side
from ..slots import detached
from ..state import GameState, Production
from ..zones import (
    can_draw,
    counts_as_star,
    discard,
    draw_steps,
    show_genre,
    take_from_display,
)
from .base import Usable, card_choice


def _attachments(state: GameState, player: int) -> list[tuple[int, str, bool]]:
    """The stars and ads in a lineup (a show attached as a star is neither)."""
    return [
        (t, c, up)
        for t, s in state.players[player].shows()
        for c, up in s.attachments
        if state.cards[c].kind != "show"
    ]


class EnsembleCast(Usable):
    """When producing a show or adding a star, attach up to 2 stars beyond its slots."""

    id = "ensemble-cast"
    use_points = ("produce",)

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        production = state.production
        return (
            production is not None
            and not production.extra_star_slots
            and any(state.cards[c].kind == "star" for c in state.players[player].green_room)
        )

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        assert state.production is not None
        state.production.extra_star_slots = 2

    def extra_capacity(
        self, state: GameState, player: int, card: str, new: str
    ) -> tuple[str, ...] | None:
        return ("star", "star") if state.cards[new].kind == "star" else None


register(EnsembleCast)


class SponsoredContent(Usable):
    """When producing a show from the display or adding a star or ad, ignore the show's slots
    (required ones too)."""

    id = "sponsored-content"
    use_points = ()

    def produce_using(self, state: GameState, player: int, card: str, show: str) -> bool:
        return show in state.display["show"]

    def prepare_production(
        self, state: GameState, player: int, card: str, production: Production
    ) -> None:
        production.ignore_slots = True

    def extra_capacity(
        self, state: GameState, player: int, card: str, new: str
    ) -> tuple[str, ...] | None:
        return ("any",)


register(SponsoredContent)


class FlexibleSchedule(Usable):
    """Produce a show in any timeslot without a timeslot penalty."""

    id = "flexible-schedule"
    use_points = ("timeslot",)

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        production = state.production
        if production is None or production.no_penalty:
            return False
        show = state.cards[production.card]
        return isinstance(show, ShowCard) and bool(show.timeslots)

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        assert state.production is not None
        state.production.no_penalty = True


register(FlexibleSchedule)


class PreemptedTimeslot(Usable):
    """When you pass, double the cash or viewer bonus."""

    id = "preempted-timeslot"
    use_points = ("pass",)

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        # Doubling nothing is no use (Cable passing last): not offered, the card stays.
        return pass_bonus(state, player) != (0, 0)

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        state.turn_flags.double_pass = True


register(PreemptedTimeslot)


class Spinoff(Usable):
    """Return a star or ad from a show in your lineup to your green room (the show stays, even
    if that card filled a required slot)."""

    id = "spinoff"
    use_points = ("turn", "timeslot", "cancel")

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        return bool(_attachments(state, player))

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        card_choice(state, player, card, "return")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return [PickCard(c) for _, c, _ in _attachments(state, player)]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Spinoff: choose a star or ad to return to your green room"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickCard)
        seat = state.players[player]
        for timeslot, show in seat.shows():
            if any(c == option.card for c, _ in show.attachments):
                seat.lineup[timeslot] = detached(state, show, option.card)
                seat.green_room.append(option.card)
                emit(state, "return", player, card=option.card, timeslot=timeslot)
                return


register(Spinoff)


class TalentAgency(Usable):
    """Draw up to 3 stars one at a time into the display, then take an extra action."""

    id = "talent-agency"
    draws = 3

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        return not has_passed(state, player)  # no extra action once you are out of the round

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        card_choice(state, player, card, "more", 0)  # "up to 3": drawing none is allowed

    def _draw(self, state: GameState, player: int, card: str, drawn: int) -> None:
        after = (
            ("card-choice-step", player, card, "more", drawn)
            if drawn < self.draws
            else ("extra-action", player)
        )
        then(state, *draw_steps(state, "star", 1, ("display", "star")), after)

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return [Continue(), Done()] if can_draw(state, "star") else [Done()]

    def choice_label(
        self, state: GameState, player: int, card: str, option: object, stage: str, *ctx: object
    ) -> str:
        if isinstance(option, Continue):
            return "Draw a star"
        return "Stop drawing" if isinstance(option, Done) else ""

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        if not can_draw(state, "star"):
            return (
                f"Talent Agency: no star left to draw ({ctx[0]} of 3 drawn): take your extra action"
            )
        if not ctx[0]:
            return "Talent Agency: draw a star into the display (then take an extra action)?"
        return f"Talent Agency: draw another star into the display ({ctx[0]} of 3 drawn)?"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        if isinstance(option, Continue):
            self._draw(state, player, card, int(ctx[0]) + 1)  # type: ignore[call-overload]
        else:
            then(state, ("extra-action", player))


register(TalentAgency)


class TrendyShowrunner(Usable):
    """Move one of your shows' season markers up or down 1 row (off the bottom cancels it)."""

    id = "trendy-showrunner"

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        return bool(state.players[player].shows())

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        card_choice(state, player, card, "move")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        options: list[Option] = []
        for timeslot, show in state.players[player].shows():
            if show.row > 0:
                options.append(MoveMarker(timeslot, -1))
            options.append(MoveMarker(timeslot, 1))
        return options

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Trendy Showrunner: move a season marker up or down a row (off the bottom cancels)"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, MoveMarker)
        show = state.players[player].lineup[option.timeslot]
        assert show is not None
        row = show.row + option.step
        emit(state, "move-marker", player, card=show.card, timeslot=option.timeslot, row=row)
        if row >= len(state.cards[show.card].rows):  # type: ignore[union-attr]
            # off the bottom: the marker stays on the track until the show is canceled, after
            # any card used just before (Spinoff)
            cancel_by_effect(state, player, option.timeslot, "ended")
        else:
            state.players[player].lineup[option.timeslot] = show.with_row(row)


register(TrendyShowrunner)


class RedemptionArc(Usable):
    """Rotate one upside-down star or ad in your lineup rightside up."""

    id = "redemption-arc"

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        return any(not up for _, _, up in _attachments(state, player))

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        card_choice(state, player, card, "rotate")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return [PickCard(c) for _, c, up in _attachments(state, player) if not up]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Redemption Arc: choose an upside-down star or ad to turn rightside up"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickCard)
        timeslot = next(t for t, c, _ in _attachments(state, player) if c == option.card)
        set_side(state, player, timeslot, option.card, True, "effect")


register(RedemptionArc)


class StarSearch(Usable):
    """Draw 2 stars, sign 1 for free, discard the other."""

    id = "star-search"

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        then(state, ("draw-keep", player, ("star", "star"), "Star Search"))


register(StarSearch)


class MidSeasonRefresh(Usable):
    """Deal 3 shows from the deck into the display, then discard any 3 shows from the display."""

    id = "mid-season-refresh"

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        then(
            state,
            *draw_steps(state, "show", 3, ("display", "show")),
            ("card-choice-step", player, card, "discard", 3),
        )

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return [PickCard(c) for c in state.display["show"] if c is not None]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return f"Mid-Season Refresh: discard a show from the display ({ctx[0]} left to discard)"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickCard)
        take_from_display(state, "show", option.card)
        discard(state, None, option.card)
        left = int(ctx[0]) - 1  # type: ignore[call-overload]
        if left:
            then(state, ("card-choice-step", player, card, "discard", left))


register(MidSeasonRefresh)


class Rebrand(Usable):
    """Swap the timeslots of two of your shows; markers and attachments stay as they are. A show
    may not go where it can't be placed (Telly's Kids, in primetime or late night)."""

    id = "rebrand"

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        return bool(_swaps(state, player, first=True))  # (every turn of a player holding it)

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        card_choice(state, player, card, "swap")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return list(_swaps(state, player))

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Rebrand: choose two of your shows to swap timeslots"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, Swap)
        lineup = state.players[player].lineup
        lineup[option.first], lineup[option.second] = lineup[option.second], lineup[option.first]
        emit(state, "swap", player, first=option.first, second=option.second)


register(Rebrand)


def _swaps(state: GameState, player: int, first: bool = False) -> list[Swap]:
    """Every swap of two of the player's shows that puts each where it may go (`first`: only
    the first found, enough to know whether there is any)."""
    shows = state.players[player].shows()
    found: list[Swap] = []
    for i, (a, one) in enumerate(shows):
        for b, other in shows[i + 1 :]:
            if hooks.timeslot_allowed(state, player, one.card, b) and hooks.timeslot_allowed(
                state, player, other.card, a
            ):
                found.append(Swap(a, b))
                if first:
                    return found
    return found


class CreativeAccounting(Effect):
    """Each show you produce costs $2M less (not below $0); expenses are unchanged."""

    id = "creative-accounting"

    def production_cost(
        self, state: GameState, player: int, card: str, production: Production, cost: int
    ) -> int:
        return cost - 2


register(CreativeAccounting)


class OnSetAccommodations(Effect):
    """Attach any number of stars from your green room on your turn, beside your action,
    following the rules for adding and replacing; a card that helps adding a star (Ensemble
    Cast, Sponsored Content) may help these too (`attach X slot using HELPER beside ON-SET`)."""

    id = "on-set-accommodations"
    free_attach = True
    use_points = ("turn",)

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        # (a loop: a comprehension is a function called; every turn of a player holding it)
        options: list[Option] = []
        for o in attach_options(state, player, only="star"):
            if isinstance(o, AddAttachment):
                if o.using:
                    options.append(AddAttachment(o.card, o.timeslot, o.replace, o.using, card))
                else:
                    options.append(AddAttachment(o.card, o.timeslot, o.replace, card))
        return options

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        assert isinstance(option, AddAttachment)
        emit(state, "use", player, card=card)
        helper = option.using if option.beside else ""
        attach = AddAttachment(option.card, option.timeslot, option.replace, helper)
        add_or_replace(state, player, attach, action=False)  # beside the action, not one


register(OnSetAccommodations)


class CostCutting(Effect):
    """Your upkeep expenses are $1M lower each round (not below 0)."""

    id = "cost-cutting"

    def upkeep(self, state: GameState, player: int, card: str, net: int) -> int:
        _, expenses = income_and_expenses(state, player)
        return net + min(1, expenses)


register(CostCutting)


class LateNightBuzz(Effect):
    """Your show in late night scores 2 extra viewers each round."""

    id = "late-night-buzz"

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: object
    ) -> int:
        return 2 if state.geometry.word(timeslot) == "latenight" else 0


# -- Game End ---------------------------------------------------------------------------------


register(LateNightBuzz)


def _lineup_cards(state: GameState, player: int) -> list[str]:
    return [c for _, s in state.players[player].shows() for c, _ in s.attachments]


class StreamingDeal(Effect):
    """1 viewer per card in your reruns."""

    id = "streaming-deal"

    def game_end(self, state: GameState, player: int, card: str) -> int:
        return len(state.players[player].reruns)


register(StreamingDeal)


class AwardShow(Effect):
    """1 viewer per star you have, in your lineup and green room (anomalies in your green room
    count as stars: Megacorp, Continuum)."""

    id = "award-show"

    def game_end(self, state: GameState, player: int, card: str) -> int:
        seat = state.players[player]
        return sum(
            1 for c in _lineup_cards(state, player) + seat.green_room if counts_as_star(state, c)
        )


register(AwardShow)


class Merchandising(Effect):
    """1 viewer per ad in your lineup and green room."""

    id = "merchandising"

    def game_end(self, state: GameState, player: int, card: str) -> int:
        seat = state.players[player]
        return sum(
            1
            for c in _lineup_cards(state, player) + seat.green_room
            if isinstance(state.cards[c], AdCard)
        )


register(Merchandising)


class VarietyChannel(Effect):
    """2 viewers per genre track you have a marker on."""

    id = "variety-channel"

    def game_end(self, state: GameState, player: int, card: str) -> int:
        seat = state.players[player]
        if state.geometry.progress == "grid":
            # Telly Time (no genre tracks): 2 viewers per genre on 2+ shows of the lineup and
            # reruns together, Kids, Quiz and Chat included
            # (a rerun's genre token stays on it: the Procrastinator's change lasts)
            shows = [s.genre for _, s in seat.shows()]
            shows += [show_genre(state, c) for c in seat.reruns if state.cards[c].kind == "show"]
            return 2 * sum(1 for g in set(shows) if shows.count(g) >= 2)
        genres = seat.genres
        return 2 * sum(1 for g in state.geometry.genres if genres.get(g, 0) > 0)


register(VarietyChannel)


class CriticsChoice(Effect):
    """3 viewers for each genre track where your marker is on space 3 or higher (Telly Time: for
    each completed line of your grid, RULINGS 7.4)."""

    id = "critics-choice"

    def game_end(self, state: GameState, player: int, card: str) -> int:
        if state.geometry.progress == "grid":
            return 3 * len(grids(state).lines[player])
        return 3 * sum(1 for space in state.players[player].genres.values() if space >= 3)


register(CriticsChoice)


class CorporateTakeover(Effect):
    """1 extra viewer per $5M of unspent cash."""

    id = "corporate-takeover"

    def game_end(self, state: GameState, player: int, card: str) -> int:
        return state.players[player].cash // 5


register(CorporateTakeover)
