"""The ten moguls (Megacorp; RULINGS section 7.1): one effect class per mogul, both halves.

Moguls follow network-card rules except: an Immediate half resolves when the mogul is gained and
the card stays in the green room; a used Use Once half flips the mogul face down (no more
effects, still the player's mogul). A face-down mogul is in no zone of `sources.in_play`.
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

from ...cards import AdCard, NetworkCard, ShowCard, StarCard
from ..effect import Effect, register
from ..flow import extend
from ..machine import emit, step, then
from ..modules.moguls import flip, moguls
from ..narrate import LINES, counted, named
from ..options import Done, Option, PickCard, PickNumber, Produce, UseCard
from ..production import has_room, produce_options, start_production
from ..results import EFFECT, NETWORK, ScoreItem
from ..scoring import attached_values, lineup_expenses, show_viewers, upkeep_net
from ..state import NO_EXPENSES, GameState, LineupShow
from ..zones import draw_steps, gain, show_genre, take_from_display
from .base import card_choice


def _stars(state: GameState, show: LineupShow) -> int:
    return sum(1 for c, _ in show.attachments if isinstance(state.cards[c], StarCard))


def _shows(state: GameState, player: int) -> list[Option]:
    return [PickCard(s.card) for _, s in state.players[player].shows()]


def _timeslot_of(state: GameState, player: int, show: str) -> int:
    return next(t for t, s in state.players[player].shows() if s.card == show)


class MogulUse(Effect):
    """A mogul's Use Once half, offered at some points of its holder's turn: using it flips
    the mogul face down."""

    use_points: ClassVar[tuple[str, ...]] = ("turn",)

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        return True

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        if self.can_use(state, player, card, point):
            return [UseCard(card)]
        return []

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        emit(state, "use", player, card=card)
        flip(state, player, card)
        self.apply(state, player, card, point)

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        raise NotImplementedError


class BlockbusterDirector(Effect):
    """Use Once: after your lineup is scored at the end of a round, score 1 of your shows again
    (every bonus and penalty of the show and its stars, a Quiz show's bought viewers too: the
    Telly rules leave them out only for Writeoff); the show still ages once. A Surpriser
    that used its effect is cancelled, so it is not there to score again."""

    id = "blockbuster-director"

    def after_score(self, state: GameState, player: int, card: str) -> None:
        if state.players[player].shows():
            card_choice(state, player, card, "rescore")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return [*_shows(state, player), Done()]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Blockbuster Director: score one of your shows again (flips it face down), or done"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        if not isinstance(option, PickCard):
            return
        seat = state.players[player]
        timeslot = _timeslot_of(state, player, option.card)
        show = seat.lineup[timeslot]
        assert show is not None
        # with what the show banked as it was scored (a Quiz show's bought viewers)
        bought = sum(i.viewers for i in seat.banked if i.source == show.card)
        viewers = show_viewers(state, player, timeslot, show) + bought
        emit(state, "use", player, card=card)
        flip(state, player, card)
        # a show's value may be negative (Butcher's penalty); a round's score never is
        seat.round_scores[-1] = max(0, seat.round_scores[-1] + viewers)
        emit(state, "rescore", player, card=option.card, viewers=viewers, by=card)


register(BlockbusterDirector)


class CelebrityWhisperer(Effect):
    """Immediate: draw 2 stars, sign 1 free, discard the other. Ongoing: +1 viewer per star
    attached to each of your shows."""

    id = "celebrity-whisperer"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        then(state, ("draw-keep", player, ("star", "star"), "Celebrity Whisperer"))

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: LineupShow
    ) -> int:
        return _stars(state, show)


register(CelebrityWhisperer)


class DirectorEveryoneWants(Effect):
    """Ongoing: you may ignore any condition or effect that would put a star upside down (asked
    each time; a star attached upside down by choice, to use its effect, stays so). Ongoing: +2
    viewers for each show with 2+ stars."""

    id = "director-everyone-wants"

    def attach_side(
        self,
        state: GameState,
        player: int,
        card: str,
        attached: str,
        timeslot: int,
        upright: bool,
    ) -> bool:
        return upright or isinstance(state.cards[attached], StarCard)

    def keeps_upright(
        self, state: GameState, player: int, card: str, attached: str, timeslot: int
    ) -> bool:
        return isinstance(state.cards[attached], StarCard)

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: LineupShow
    ) -> int:
        return 2 if _stars(state, show) >= 2 else 0


register(DirectorEveryoneWants)


TYCOON_CASH: Final = 15
TYCOON_MOST: Final = 10


def buy_label(option: object) -> str:
    """ "Buy 3 viewers" for a number of viewers bought at $1M each."""
    if not isinstance(option, PickNumber):
        return ""
    return f"Buy {option.value} viewer{'' if option.value == 1 else 's'}"


class HostTurnedTycoon(Effect):
    """Immediate, optional: flip it face down and gain $15M (only when gained). Game End: pay
    $1M per viewer, up to 10; the cash spent is not leftover cash."""

    id = "host-turned-tycoon"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        card_choice(state, player, card, "flip")

    def at_game_end(self, state: GameState, player: int, card: str) -> None:
        if state.players[player].cash > 0:
            card_choice(state, player, card, "buy")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        if stage == "flip":
            return [UseCard(card), Done()]
        most = min(TYCOON_MOST, state.players[player].cash)
        return [PickNumber(n) for n in range(most + 1)]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        if stage == "flip":
            return (
                f"Host Turned Tycoon: flip it face down for ${TYCOON_CASH}M (use), or keep it "
                "face up for its game end effect (done)"
            )
        return f"Host Turned Tycoon: pay $1M per viewer, up to {TYCOON_MOST} viewers"

    def choice_label(
        self, state: GameState, player: int, card: str, option: object, stage: str, *ctx: object
    ) -> str:
        return buy_label(option) if stage == "buy" else ""

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        seat = state.players[player]
        if stage == "flip":
            if isinstance(option, UseCard):
                flip(state, player, card)
                seat.cash += TYCOON_CASH
                emit(state, "cash", player, amount=TYCOON_CASH, why="Host Turned Tycoon")
            return
        assert isinstance(option, PickNumber)
        seat.cash -= option.value
        moguls(state).bought[player] = option.value
        emit(state, "buy-viewers", player, card=card, cost=option.value, viewers=option.value)

    def final_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        return [ScoreItem(NETWORK, card, moguls(state).bought[player])]


register(HostTurnedTycoon)


class PageToScreen(MogulUse):
    """Immediate: put 1 show from the display into your green room. Use Once: at any time on
    your turn, produce a show from your green room without an action (its cost and required
    slots as normal)."""

    id = "page-to-screen"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        if any(c is not None for c in state.display["show"]):
            card_choice(state, player, card, "take")

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        return state.production is None and bool(self._produce(state, player))

    def _produce(self, state: GameState, player: int) -> list[Option]:
        options: list[Option] = []
        for held in state.players[player].green_room:
            if state.cards[held].kind == "show":
                options.extend(produce_options(state, player, held))
        return options

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        card_choice(state, player, card, "produce")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        if stage == "take":
            return [PickCard(c) for c in state.display["show"] if c is not None]
        return self._produce(state, player)

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        if stage == "take":
            return "Page to Screen: choose a show from the display to put in your green room"
        return "Page to Screen: produce a show from your green room (no action)"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        if stage == "take":
            assert isinstance(option, PickCard)
            take_from_display(state, "show", option.card)
            state.players[player].green_room.append(option.card)
            emit(state, "exclusive", player, card=option.card)
            return
        assert isinstance(option, Produce)
        state.players[player].green_room.remove(option.card)
        start_production(state, player, option, "green_room")


register(PageToScreen)


PENNY_PINCHER_VIEWERS: Final = 15


def _show_expenses(state: GameState, show: LineupShow) -> int:
    data = state.cards[show.card]
    assert isinstance(data, ShowCard)
    return data.expenses + sum(attached_values(state, show, c, up)[2] for c, up in show.attachments)


class PennyPincher(Effect):
    """Ongoing: at each upkeep, 1 show of your choice (or none) and its stars have no expenses,
    for that upkeep and that round's scoring. Game End: 15 viewers minus your lineup's total
    expenses in $M, nothing ignored and added expenses included (Cheapo's), not below 0."""

    id = "penny-pincher"
    use_points = ("upkeep",)

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        seat = state.players[player]
        if any(s.expense_free() for _, s in seat.shows()):
            return []
        return [UseCard(card)] if seat.shows() else []

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        card_choice(state, player, card, "ignore")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return _shows(state, player)

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Penny Pincher: choose a show whose expenses (and its stars') you ignore this upkeep"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickCard)
        seat = state.players[player]
        timeslot = _timeslot_of(state, player, option.card)
        show = seat.lineup[timeslot]
        assert show is not None
        seat.lineup[timeslot] = show.with_tokens(show.tokens + ((show.card, NO_EXPENSES),))
        emit(state, "use", player, card=card, show=show.card)

    def upkeep(self, state: GameState, player: int, card: str, net: int) -> int:
        return net + sum(
            _show_expenses(state, s) for _, s in state.players[player].shows() if s.expense_free()
        )

    def final_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        expenses = lineup_expenses(state, player)  # with added expenses (Cheapo's surcharge)
        return [ScoreItem(NETWORK, card, max(0, PENNY_PINCHER_VIEWERS - expenses))]


register(PennyPincher)


REBOOTS: Final = 3


class RebootOMancer(Effect):
    """Immediate: return up to 3 A/B shows from your reruns to the top of the show deck (the
    order does not matter) and advance on each one's genre."""

    id = "reboot-o-mancer"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        then(state, ("card-choice-step", player, card, "return", 0))

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        shows = [
            PickCard(c) for c in state.players[player].reruns if state.cards[c].category == "show"
        ]
        return [*shows, Done()] if shows else []

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return (
            f"Reboot-o-mancer: return a show from your reruns to the top of the show deck and "
            f"advance on its genre ({ctx[0]} of {REBOOTS} returned), or done"
        )

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        if not isinstance(option, PickCard):
            return
        state.players[player].reruns.remove(option.card)
        state.decks["show"].put_top([option.card], None)
        emit(state, "reboot", player, card=option.card)
        returned = int(ctx[0]) + 1  # type: ignore[call-overload]
        frames: list[tuple[object, ...]] = [
            ("genre-advance", player, show_genre(state, option.card))
        ]
        if returned < REBOOTS:
            frames.append(("card-choice-step", player, card, "return", returned))
        then(state, *frames)


register(RebootOMancer)


class ViralMarketer(Effect):
    """Ongoing: promo ads go rightside up without paying. Ongoing: at the end of each round, 1
    viewer per $2M of positive net upkeep income (never negative): the net the round's upkeep
    settled, banked then; before the upkeep, what it would be now."""

    id = "viral-marketer"

    def attach_side(
        self,
        state: GameState,
        player: int,
        card: str,
        attached: str,
        timeslot: int,
        upright: bool,
    ) -> bool:
        data = state.cards[attached]
        return upright or (isinstance(data, AdCard) and data.is_promo)

    def upkept(self, state: GameState, player: int, card: str, net: int) -> None:
        # the net the upkeep settled, whatever leaves the lineup before scoring (Surpriser)
        state.players[player].banked.append(ScoreItem(EFFECT, card, _viral(net)))

    def round_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        if any(i.source == card for i in state.players[player].banked):
            return []  # banked at this round's upkeep
        return [ScoreItem(EFFECT, card, _viral(upkeep_net(state, player)))]  # what it would be

    def item_words(self, state: GameState, player: int, card: str, viewers: int) -> str:
        return "1 viewer per $2M of net upkeep income"


def _viral(net: int) -> int:
    return max(0, net) // 2


register(ViralMarketer)


class VoiceOfAGeneration(MogulUse):
    """Use Once: when producing, also take 1 show from the display, pay its cost and attach it
    in an empty star or wild slot (required or optional). It may fill a star requirement; it
    adds its expenses and the viewers of its row level with the new show's marker; it has no
    effect, advances no genre and is a star for nothing else; cancelled, both go to reruns."""

    id = "voice-of-a-generation"
    use_points = ("produce",)

    def can_use(self, state: GameState, player: int, card: str, point: str) -> bool:
        return bool(self._shows(state, player))

    def _shows(self, state: GameState, player: int) -> list[str]:
        production = state.production
        if production is None or production.player != player:
            return []
        if not has_room(state, production, "star"):
            return []
        cash = state.players[player].cash
        return [
            c
            for c in state.display["show"]
            if c is not None and state.cards[c].cost <= cash  # type: ignore[union-attr]
        ]

    def production_fillers(
        self, state: GameState, player: int, card: str, show: str, cash: int
    ) -> tuple[str, ...]:
        """The show it would attach may fill a required star slot of `show`."""
        affordable = [
            c
            for c in state.display["show"]
            if c is not None and c != show and state.cards[c].cost <= cash  # type: ignore[union-attr]
        ]
        return ("star",) if affordable else ()

    def apply(self, state: GameState, player: int, card: str, point: str) -> None:
        card_choice(state, player, card, "attach")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> list[Option]:
        return [PickCard(c) for c in self._shows(state, player)]

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *ctx: object
    ) -> str:
        return "Voice of a Generation: pay for a show from the display to attach as a star"

    def on_choice(
        self, state: GameState, player: int, card: str, option: Option, stage: str, *ctx: object
    ) -> None:
        assert isinstance(option, PickCard) and state.production is not None
        show = state.cards[option.card]
        assert isinstance(show, ShowCard)
        take_from_display(state, "show", option.card)
        state.players[player].cash -= show.cost
        state.production.attachments.append(option.card)
        emit(state, "voice", player, card=option.card, cost=show.cost)


register(VoiceOfAGeneration)


class TechPioneer(Effect):
    """Immediate: draw 2 network cards and keep both (Immediate ones resolve). Ongoing: at the
    end of each round, +1 viewer per network card in your green room."""

    id = "tech-pioneer"

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        then(state, *draw_steps(state, "network", 2, ("hand", player)), ("keep-all", player))

    def round_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        held = state.players[player].green_room
        count = sum(1 for c in held if isinstance(state.cards[c], NetworkCard))
        return [ScoreItem(EFFECT, card, count)]

    def item_words(self, state: GameState, player: int, card: str, viewers: int) -> str:
        return f"{counted(viewers, 'network card')} in the green room"


register(TechPioneer)


@step("keep-all")
def _keep_all(state: GameState, player: int) -> None:
    """Keep every drawn network card in the hand (Immediate ones resolve, one after another)."""
    seat = state.players[player]
    drawn = [c for c in seat.hand if isinstance(state.cards[c], NetworkCard)]
    seat.hand = [c for c in seat.hand if c not in drawn]
    for card in drawn:
        gain(state, player, card, "Tech Pioneer")


extend("moguls", ("keep-all",))


def _bought(state: GameState, who: str, data: dict[str, Any]) -> str:
    bought = f"{who} buys {counted(data['viewers'], 'viewer')}"
    return f"{named(state, data['card'])}: {bought}" + (
        f" for ${data['cost']}M" if data["viewers"] else ""
    )


LINES.update(
    {
        "buy-viewers": _bought,
        "rescore": lambda s, who, d: (
            f"{who}'s {named(s, d['card'])} scores again: {counted(d['viewers'], 'viewer')}"
        ),
        "reboot": lambda s, who, d: (
            f"{who} returns {named(s, d['card'])} from their reruns to the top of the show deck"
        ),
        "voice": lambda s, who, d: (
            f"{who} pays ${d['cost']}M for {named(s, d['card'])} from the display and attaches it"
            " to the show they are producing"
        ),
    }
)
