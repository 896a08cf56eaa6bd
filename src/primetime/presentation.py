"""Words for people: card summaries, and for each option type its label, preview and group.

Shared by every interface (terminal, browser, bots' explanations). Works on a `View`, so it can only
use what that player may see. Each option type has one entry in `PRESENTERS` (registered with
`@presents`): a new option type adds its words there and nowhere else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .cards import (
    GENRE_NAMES,
    TIMESLOT_NAMES,
    AdCard,
    AnomalyCard,
    Card,
    CardSet,
    ExecutiveCard,
    MogulCard,
    NetworkCard,
    ShowCard,
    SoloCard,
    StarCard,
)
from .engine.actions import pass_bonus, pass_column
from .engine.board import PENALTY_ROW, TOP_ROW
from .engine.deck import HIDDEN
from .engine.options import (
    AddAttachment,
    CancelShow,
    Continue,
    Deal,
    Done,
    EndTurn,
    FreePass,
    KeepCards,
    MoveMarker,
    Option,
    Pass,
    PayPromo,
    PickCard,
    PickGenre,
    PickNumber,
    PickTimeslot,
    Produce,
    SignAd,
    SignStar,
    Swap,
    TakeNetwork,
    UseCard,
    slot_word,
)
from .engine.production import prepared, production_cost, starts_on_top
from .engine.progress import progress_of
from .engine.scoring import attachment_values, show_viewers
from .engine.views import View


def viewer_count(count: int) -> str:
    """ "1 viewer", "4 viewers"."""
    return f"{count} viewer" if count == 1 else f"{count} viewers"


def slot_name(timeslot: int) -> str:
    return TIMESLOT_NAMES[slot_word(timeslot)]


def card_name(cards: CardSet, card_id: str) -> str:
    if card_id.startswith(HIDDEN):
        return f"(hidden {card_id[1:]})"
    return cards[card_id].name if card_id in cards else card_id


def slots_text(card: ShowCard) -> str:
    """e.g. "star, ad?, wild?" with ? marking optional slots."""
    return ", ".join(str(s) for s in card.slots) or "no slots"


def card_summary(card: Card) -> str:
    """Every value a player needs about a card, on one line."""
    if isinstance(card, ShowCard):
        prefers = " or ".join(TIMESLOT_NAMES[t] for t in card.timeslots) or "any timeslot"
        cost = f"${card.cost}M" if card.cost else "free"
        text = (
            f"{card.name}: {GENRE_NAMES[card.genre]} show, {cost}, expenses ${card.expenses}M, "
            f"prefers {prefers}, slots {slots_text(card)}, rows {'/'.join(map(str, card.rows))}"
        )
    elif isinstance(card, StarCard):
        cond = f", {card.condition.describe(card.kind)}" if card.condition else ""
        text = (
            f"{card.name}: star, ${card.cost}M, {viewer_count(card.viewers)}"
            f" ${card.expenses}M expenses (upside down {viewer_count(card.down_viewers)}"
            f" ${card.down_expenses}M){cond}"
        )
    elif isinstance(card, AdCard):
        cond = f", promo: pay ${card.promo_cost}M or rotate" if card.is_promo else ""
        cond += f", {card.condition.describe(card.kind)}" if card.condition else ""
        viewers = f" +{card.viewers} viewers" if card.viewers else ""
        text = (
            f"{card.name}: ad, +${card.bonus}M bonus, income ${card.income}M{viewers}"
            f" (rotated ${card.down_income}M"
            f"{f' +{card.down_viewers} viewers' if card.down_viewers else ''}){cond}"
        )
    elif isinstance(card, NetworkCard):
        cost = f", costs ${card.cost}M" if card.cost else ""
        text = f"{card.name}: {card.type} network card{cost}"
    elif isinstance(card, SoloCard):
        text = f"{card.name}: solo card ({card.discard})"
    elif isinstance(card, ExecutiveCard):
        text = (
            f"{card.name}: executive (complexity {card.complexity} of 3). Ability: "
            f"{card.ability} Drawback: {card.drawback}"
        )
    elif isinstance(card, MogulCard):
        top = f"top ({card.top_type}): {card.top_text}" if card.top_type else "no top effect"
        bottom = (
            f"bottom ({card.bottom_type}): {card.bottom_text}"
            if card.bottom_type
            else "no bottom effect"
        )
        text = f"{card.name}: mogul; {top}; {bottom}"
    elif isinstance(card, AnomalyCard):
        text = f"{card.name}: anomaly (a star with no cost that can't be attached)"
    else:  # pragma: no cover - every card type is handled above
        text = card.name
    return text + (f". {card.text}" if card.text else "")


Label = Callable[[CardSet, Any], str]
Preview = Callable[["Seen", Any], str]


@dataclass(frozen=True)
class Presenter:
    """How people see one option type: a label, a one-line preview, a group heading."""

    label: Label
    preview: Preview
    group: str = "Other"


@dataclass(frozen=True)
class Seen:
    """What a preview may look at: the viewer's state, their seat and cash."""

    view: View
    me: int

    @property
    def state(self) -> Any:
        return self.view.state

    @property
    def cash(self) -> int:
        return int(self.view.state.players[self.me].cash)

    def named(self, card_id: str) -> str:
        return card_name(self.view.state.cards, card_id)


PRESENTERS: dict[type[Option], Presenter] = {}


def presents(
    *kinds: type[Option], label: Label, group: str = "Other"
) -> Callable[[Preview], Preview]:
    """Register the label, group and (the decorated) preview of option types."""

    def register(preview: Preview) -> Preview:
        for kind in kinds:
            PRESENTERS[kind] = Presenter(label, preview, group)
        return preview

    return register


def option_label(cards: CardSet, option: Option) -> str:
    """A few words naming what an option does: "Produce Dawson's Reek", "Pass for cash"."""
    presenter = PRESENTERS.get(type(option))
    return presenter.label(cards, option) if presenter is not None else str(option)


def option_group(option: Option) -> str:
    """The heading an option is listed under on a turn: "Sign a star", "Pass"..."""
    presenter = PRESENTERS.get(type(option))
    return presenter.group if presenter is not None else "Other"


def option_preview(view: View, option: Option) -> str:
    """One line saying what an option does (cost, viewers, cash after), from the view's state."""
    presenter = PRESENTERS.get(type(option))
    if presenter is None:
        return str(option)
    me = view.player if view.player is not None and view.player >= 0 else 0
    return presenter.preview(Seen(view, me), option)


@presents(SignStar, label=lambda c, o: f"Sign {card_name(c, o.card)}", group="Sign a star")
def _sign_star(seen: Seen, option: SignStar) -> str:
    star = seen.state.cards[option.card]
    assert isinstance(star, StarCard)
    return f"pay ${star.cost}M (${seen.cash - star.cost}M left): {card_summary(star)}"


@presents(SignAd, label=lambda c, o: f"Sign {card_name(c, o.card)}", group="Sign an ad")
def _sign_ad(seen: Seen, option: SignAd) -> str:
    ad = seen.state.cards[option.card]
    assert isinstance(ad, AdCard)
    return f"gain ${ad.bonus}M (${seen.cash + ad.bonus}M): {card_summary(ad)}"


@presents(
    TakeNetwork, label=lambda c, o: f"Take {card_name(c, o.card)}", group="Take a network card"
)
def _take_network(seen: Seen, option: TakeNetwork) -> str:
    network = seen.state.cards[option.card]
    assert isinstance(network, NetworkCard)
    after = f" (${seen.cash - network.cost}M left)" if network.cost else ""
    return f"take{after}: {card_summary(network)}"


def _produce_label(cards: CardSet, option: Produce) -> str:
    using = f" using {', '.join(card_name(cards, c) for c in option.using)}" if option.using else ""
    return f"Produce {card_name(cards, option.card)}{using}"


@presents(Produce, label=_produce_label, group="Produce a show")
def _produce(seen: Seen, option: Produce) -> str:
    state = seen.state
    show = state.cards[option.card]
    assert isinstance(show, ShowCard)
    using = f", using {', '.join(seen.named(c) for c in option.using)}" if option.using else ""
    cost = production_cost(state, seen.me, prepared(state, seen.me, option.card, option.using))
    return f"pay ${cost}M (${seen.cash - cost}M left){using}: {card_summary(show)}"


def _attach_label(cards: CardSet, option: AddAttachment) -> str:
    text = f"Attach {card_name(cards, option.card)} to your {slot_name(option.timeslot)} show"
    if option.replace:
        text += f", replacing {card_name(cards, option.replace)}"
    if option.using:
        text += f", using {card_name(cards, option.using)}"
    return text


@presents(AddAttachment, label=_attach_label, group="Add or replace a star or ad")
def _attach(seen: Seen, option: AddAttachment) -> str:
    target = seen.state.players[seen.me].lineup[option.timeslot]
    where = seen.named(target.card) if target is not None else "an empty timeslot"
    replacing = f", discarding {seen.named(option.replace)}" if option.replace else ""
    using = f", using {seen.named(option.using)}" if option.using else ""
    return (
        f"attach to {where} ({slot_name(option.timeslot)}){replacing}{using}: "
        f"{card_summary(seen.state.cards[option.card])}"
    )


def _pass_text(seen: Seen, bonus: str) -> str:
    state = seen.state
    cash, viewers = pass_bonus(state, seen.me)
    if pass_column(state, seen.me) is None:
        return f"pass last: gain ${cash}M (${seen.cash + cash}M)"
    if bonus == "cash":
        return f"pass: gain ${cash}M (${seen.cash + cash}M)"
    return f"pass: score {viewers} more viewers this round"


@presents(
    Pass,
    label=lambda c, o: "Pass for cash" if o.bonus == "cash" else "Pass for viewers",
    group="Pass",
)
def _pass(seen: Seen, option: Pass) -> str:
    return _pass_text(seen, option.bonus)


@presents(
    FreePass,
    label=lambda c, o: f"Pass now for {o.bonus} (not an action)",
    group="Pass",
)
def _free_pass(seen: Seen, option: FreePass) -> str:
    return _pass_text(seen, option.bonus) + " (not an action)"


@presents(UseCard, label=lambda c, o: f"Use {card_name(c, o.card)}", group="Use a card")
def _use(seen: Seen, option: UseCard) -> str:
    return f"use {card_summary(seen.state.cards[option.card])}"


@presents(EndTurn, label=lambda c, o: "End your turn", group="End your turn")
def _end_turn(seen: Seen, option: EndTurn) -> str:
    return "end your turn"


def _pick_label(cards: CardSet, option: PickCard) -> str:
    down = " (upside down)" if option.mode == "down" else ""
    return f"Choose {card_name(cards, option.card)}{down}"


@presents(PickCard, label=_pick_label)
def _pick(seen: Seen, option: PickCard) -> str:
    cards = seen.state.cards
    if option.card not in cards:
        return seen.named(option.card)
    mode = " upside down (for its effect)" if option.mode == "down" else ""
    return f"choose{mode}: {card_summary(cards[option.card])}"


@presents(KeepCards, label=lambda c, o: "Keep " + " and ".join(card_name(c, x) for x in o.cards))
def _keep(seen: Seen, option: KeepCards) -> str:
    from .engine.pilot import pilot_net

    net = pilot_net(seen.state, option.cards)
    money = f"gain ${net}M" if net > 0 else f"pay ${-net}M" if net < 0 else "no cash"
    kept = " and ".join(seen.named(c) for c in option.cards)
    return f"keep {kept}: {money} (${seen.cash + net}M)"


@presents(Done, label=lambda c, o: "Done")
def _done(seen: Seen, option: Done) -> str:
    return "done"


@presents(Continue, label=lambda c, o: "Continue")
def _continue(seen: Seen, option: Continue) -> str:
    return "go on"


@presents(PickTimeslot, label=lambda c, o: slot_name(o.timeslot))
def _timeslot(seen: Seen, option: PickTimeslot) -> str:
    return _timeslot_preview(seen.view, seen.me, option.timeslot)


@presents(PayPromo, label=lambda c, o: f"{'Pay for' if o.pay else 'Rotate'} {card_name(c, o.card)}")
def _promo(seen: Seen, option: PayPromo) -> str:
    ad = seen.state.cards[option.card]
    assert isinstance(ad, AdCard)
    pending = seen.state.pending
    free = bool(pending is not None and pending[0] == "promo" and pending[-1] is True)
    if option.pay and free:
        return f"keep it rightside up for free: +{ad.viewers} viewers, ${ad.income}M income"
    if option.pay:
        left = seen.cash - ad.promo_cost
        return f"pay ${ad.promo_cost}M (${left}M left): +{ad.viewers} viewers, ${ad.income}M income"
    return f"rotate it: ${ad.down_income}M income, no viewers"


@presents(CancelShow, label=lambda c, o: f"Cancel your {slot_name(o.timeslot)} show")
def _cancel(seen: Seen, option: CancelShow) -> str:
    target = seen.state.players[seen.me].lineup[option.timeslot]
    name = seen.named(target.card) if target is not None else "nothing"
    return f"cancel {name} ({slot_name(option.timeslot)}): it goes to your reruns"


@presents(PickGenre, label=lambda c, o: GENRE_NAMES.get(o.genre, o.genre))
def _genre(seen: Seen, option: PickGenre) -> str:
    progress = progress_of(seen.state, seen.me)
    return f"{GENRE_NAMES[option.genre]} ({progress.describe(seen.state, seen.me, option.genre)})"


@presents(
    MoveMarker,
    label=lambda c, o: f"Move the {slot_name(o.timeslot)} marker {'up' if o.step < 0 else 'down'}",
)
def _move(seen: Seen, option: MoveMarker) -> str:
    target = seen.state.players[seen.me].lineup[option.timeslot]
    name = seen.named(target.card) if target is not None else "?"
    return f"move {name}'s marker {'up' if option.step < 0 else 'down'} a row"


@presents(Swap, label=lambda c, o: f"Swap {slot_name(o.first)} and {slot_name(o.second)}")
def _swap(seen: Seen, option: Swap) -> str:
    return f"swap your {slot_name(option.first)} and {slot_name(option.second)} shows"


@presents(PickNumber, label=lambda c, o: str(o.value))
def _number(seen: Seen, option: PickNumber) -> str:
    return str(option.value)


@presents(Deal, label=lambda c, o: f"Deal {card_name(c, o.card)}")
def _deal(seen: Seen, option: Deal) -> str:
    return f"deal {seen.named(option.card)}"


def _timeslot_preview(view: View, player: int, timeslot: int) -> str:
    """What the show being produced would score there this round (its row, as the engine
    places it, plus its attachments), and what it cancels."""
    state = view.state
    seat = state.players[player]
    production = state.production
    replaced = seat.lineup[timeslot]
    lost = ""
    if replaced is not None:
        lost = (
            f"; cancels {card_name(state.cards, replaced.card)} "
            f"({show_viewers(state, player, timeslot, replaced)} viewers now)"
        )
    if production is None:
        return f"{slot_name(timeslot)}{lost}"
    show = state.cards[production.card]
    assert isinstance(show, ShowCard)
    on_top = starts_on_top(state, player, production, timeslot)
    row = TOP_ROW if on_top else PENALTY_ROW
    viewers = show.rows[row] + sum(
        attachment_values(state, c, c not in production.down)[0] for c in production.attachments
    )
    penalty = "" if on_top else " (timeslot penalty: starts on row 3)"
    return f"{slot_name(timeslot)}: {viewers} viewers this round{penalty}{lost}"
