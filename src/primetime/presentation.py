"""Words for people: card summaries and one-line previews of options, from a player's view.

Shared by every interface (terminal, browser, bots' explanations). Works on a `View`, so it can only
use what that player may see.
"""

from __future__ import annotations

from .cards import (
    GENRE_NAMES,
    TIMESLOT_NAMES,
    AdCard,
    Card,
    CardSet,
    NetworkCard,
    ShowCard,
    SoloCard,
    StarCard,
)
from .engine.actions import pass_column
from .engine.deck import HIDDEN
from .engine.options import (
    AddAttachment,
    CancelShow,
    Continue,
    Deal,
    Done,
    EndTurn,
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
from .engine.production import prepared, production_cost
from .engine.scoring import show_viewers
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
        prefers = TIMESLOT_NAMES.get(card.timeslot or "", "any timeslot")
        cost = f"${card.cost}M" if card.cost else "free"
        text = (
            f"{card.name}: {GENRE_NAMES[card.genre]} show, {cost}, expenses ${card.expenses}M, "
            f"prefers {prefers}, slots {slots_text(card)}, rows {'/'.join(map(str, card.rows))}"
        )
    elif isinstance(card, StarCard):
        cond = f", {card.condition.describe()}" if card.condition else ""
        text = (
            f"{card.name}: star, ${card.cost}M, {viewer_count(card.viewers)}"
            f" ${card.expenses}M expenses (upside down {viewer_count(card.down_viewers)}"
            f" ${card.down_expenses}M){cond}"
        )
    elif isinstance(card, AdCard):
        cond = f", promo: pay ${card.promo_cost}M or rotate" if card.is_promo else ""
        cond += f", {card.condition.describe()}" if card.condition else ""
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
    else:  # pragma: no cover - every card type is handled above
        text = card.name
    return text + (f". {card.text}" if card.text else "")


def option_label(cards: CardSet, option: Option) -> str:
    """A few words naming what an option does: "Produce Dawson's Reek", "Pass for cash"."""

    def named(card_id: str) -> str:
        return card_name(cards, card_id)

    if isinstance(option, SignStar | SignAd):
        return f"Sign {named(option.card)}"
    if isinstance(option, TakeNetwork):
        return f"Take {named(option.card)}"
    if isinstance(option, Produce):
        using = f" using {', '.join(named(c) for c in option.using)}" if option.using else ""
        return f"Produce {named(option.card)}{using}"
    if isinstance(option, AddAttachment):
        text = f"Attach {named(option.card)} to your {slot_name(option.timeslot)} show"
        if option.replace:
            text += f", replacing {named(option.replace)}"
        if option.using:
            text += f", using {named(option.using)}"
        return text
    if isinstance(option, Pass):
        return "Pass for cash" if option.bonus == "cash" else "Pass for viewers"
    if isinstance(option, UseCard):
        return f"Use {named(option.card)}"
    if isinstance(option, EndTurn):
        return "End your turn"
    if isinstance(option, PickCard):
        down = " (upside down)" if option.mode == "down" else ""
        return f"Choose {named(option.card)}{down}"
    if isinstance(option, KeepCards):
        return "Keep " + " and ".join(named(c) for c in option.cards)
    if isinstance(option, Done):
        return "Done"
    if isinstance(option, Continue):
        return "Continue"
    if isinstance(option, PickTimeslot):
        return slot_name(option.timeslot)
    if isinstance(option, PayPromo):
        return f"Pay for {named(option.card)}" if option.pay else f"Rotate {named(option.card)}"
    if isinstance(option, CancelShow):
        return f"Cancel your {slot_name(option.timeslot)} show"
    if isinstance(option, PickGenre):
        return GENRE_NAMES.get(option.genre, option.genre)
    if isinstance(option, MoveMarker):
        way = "up" if option.step < 0 else "down"
        return f"Move the {slot_name(option.timeslot)} marker {way}"
    if isinstance(option, Swap):
        return f"Swap {slot_name(option.first)} and {slot_name(option.second)}"
    if isinstance(option, PickNumber):
        return str(option.value)
    if isinstance(option, Deal):
        return f"Deal {named(option.card)}"
    return str(option)


def option_preview(view: View, option: Option) -> str:
    """One line saying what an option does (cost, viewers, cash after), from the view's state."""
    state = view.state
    cards = state.cards
    me = view.player if view.player is not None and view.player >= 0 else 0
    seat = state.players[me]
    cash = seat.cash

    def named(card_id: str) -> str:
        return card_name(cards, card_id)

    if isinstance(option, SignStar):
        star = cards[option.card]
        assert isinstance(star, StarCard)
        return f"pay ${star.cost}M (${cash - star.cost}M left): {card_summary(star)}"
    if isinstance(option, SignAd):
        ad = cards[option.card]
        assert isinstance(ad, AdCard)
        return f"gain ${ad.bonus}M (${cash + ad.bonus}M): {card_summary(ad)}"
    if isinstance(option, TakeNetwork):
        network = cards[option.card]
        assert isinstance(network, NetworkCard)
        after = f" (${cash - network.cost}M left)" if network.cost else ""
        return f"take{after}: {card_summary(network)}"
    if isinstance(option, Produce):
        show = cards[option.card]
        assert isinstance(show, ShowCard)
        using = f", using {', '.join(named(c) for c in option.using)}" if option.using else ""
        cost = production_cost(state, me, prepared(state, me, option.card, option.using))
        return f"pay ${cost}M (${cash - cost}M left){using}: {card_summary(show)}"
    if isinstance(option, AddAttachment):
        target = seat.lineup[option.timeslot]
        where = named(target.card) if target is not None else "an empty timeslot"
        replacing = f", discarding {named(option.replace)}" if option.replace else ""
        using = f", using {named(option.using)}" if option.using else ""
        return (
            f"attach to {where} ({slot_name(option.timeslot)}){replacing}{using}: "
            f"{card_summary(cards[option.card])}"
        )
    if isinstance(option, Pass):
        column = pass_column(state, me)
        double = 2 if state.turn_flags.get("double-pass") else 1
        if column is None:
            return f"pass last: gain $2M (${cash + 2 * double}M)"
        gain_cash, gain_viewers = column
        if option.bonus == "cash":
            return f"pass: gain ${gain_cash * double}M (${cash + gain_cash * double}M)"
        return f"pass: score {gain_viewers * double} more viewers this round"
    if isinstance(option, UseCard):
        return f"use {card_summary(cards[option.card])}"
    if isinstance(option, EndTurn):
        return "end your turn"
    if isinstance(option, PickCard):
        mode = " upside down (for its effect)" if option.mode == "down" else ""
        return (
            f"choose{mode}: {card_summary(cards[option.card])}"
            if option.card in cards
            else named(option.card)
        )
    if isinstance(option, KeepCards):
        from .engine.pilot import pilot_net

        net = pilot_net(state, option.cards)
        money = f"gain ${net}M" if net > 0 else f"pay ${-net}M" if net < 0 else "no cash"
        return f"keep {' and '.join(named(c) for c in option.cards)}: {money} (${cash + net}M)"
    if isinstance(option, Done):
        return "done"
    if isinstance(option, Continue):
        return "go on"
    if isinstance(option, PickTimeslot):
        return _timeslot_preview(view, me, option.timeslot)
    if isinstance(option, PayPromo):
        ad = cards[option.card]
        assert isinstance(ad, AdCard)
        if option.pay:
            left = cash - ad.promo_cost
            gain = f"+{ad.viewers} viewers, ${ad.income}M income"
            return f"pay ${ad.promo_cost}M (${left}M left): {gain}"
        return f"rotate it: ${ad.down_income}M income, no viewers"
    if isinstance(option, CancelShow):
        target = seat.lineup[option.timeslot]
        name = named(target.card) if target is not None else "nothing"
        return f"cancel {name} ({slot_name(option.timeslot)}): it goes to your reruns"
    if isinstance(option, PickGenre):
        space = seat.genres.get(option.genre, 0)
        return f"{GENRE_NAMES[option.genre]} (your track: space {space})"
    if isinstance(option, MoveMarker):
        target = seat.lineup[option.timeslot]
        name = named(target.card) if target is not None else "?"
        return f"move {name}'s marker {'up' if option.step < 0 else 'down'} a row"
    if isinstance(option, Swap):
        return f"swap your {slot_name(option.first)} and {slot_name(option.second)} shows"
    if isinstance(option, PickNumber):
        return str(option.value)
    if isinstance(option, Deal):
        return f"deal {named(option.card)}"
    return str(option)


def _timeslot_preview(view: View, player: int, timeslot: int) -> str:
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
    on_top = (
        show.timeslot is None
        or show.timeslot == slot_word(timeslot)
        or ("no-penalty" in production.flags)
        or (show.effect == "car-chases-without-context")
    )
    row = 0 if on_top else 2
    penalty = "" if on_top else " (timeslot penalty: starts on row 3)"
    return f"{slot_name(timeslot)}: {show.rows[row]} viewers this round{penalty}{lost}"
