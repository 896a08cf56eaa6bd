"""The words of a turn's actions: sign, take, produce, add or replace, pass, use a card, end
the turn."""

from __future__ import annotations

from ..cards import (
    AnomalyCard,
    CardsById,
    NetworkCard,
    ShowCard,
)
from ..cardtext import card_details, card_name, slot_name
from ..engine.actions import pass_bonus, pass_column, pass_progress_cash
from ..engine.effect import effect_of
from ..engine.hooks import star_cost
from ..engine.options import (
    AddAttachment,
    EndTurn,
    FreePass,
    Pass,
    Produce,
    SignAd,
    SignStar,
    TakeNetwork,
    UseCard,
)
from ..engine.production import prepared, production_cost
from .core import (
    Seen,
    joined,
    money_text,
    other_shows_text,
    presents,
    sides_text,
    then_text,
    upkeep_warning,
    with_effects,
)


@presents(SignStar, label=lambda c, o: f"Sign {card_name(c, o.card)}", group="Sign a star")
def _sign_star(seen: Seen, option: SignStar) -> str:
    star = seen.state.cards[option.card]
    if seen.outcome is not None:
        change = seen.outcome.cash_change
    else:
        change = -star_cost(seen.state, seen.me, option.card)
    money = money_text(seen, change) or "free"
    return with_effects(f"{money}: {card_details(star)}", seen, cash=False)


@presents(SignAd, label=lambda c, o: f"Sign {card_name(c, o.card)}", group="Sign an ad")
def _sign_ad(seen: Seen, option: SignAd) -> str:
    ad = seen.state.cards[option.card]
    change = seen.outcome.cash_change if seen.outcome is not None else ad.bonus
    return with_effects(f"{money_text(seen, change)}: {card_details(ad)}", seen, cash=False)


@presents(
    TakeNetwork, label=lambda c, o: f"Take {card_name(c, o.card)}", group="Take a network card"
)
def _take_network(seen: Seen, option: TakeNetwork) -> str:
    network = seen.state.cards[option.card]
    assert isinstance(network, NetworkCard)
    return with_effects(f"take it: {card_details(network)}", seen)


def _produce_label(cards: CardsById, option: Produce) -> str:
    using = f" using {', '.join(card_name(cards, c) for c in option.using)}" if option.using else ""
    return f"Produce {card_name(cards, option.card)}{using}"


@presents(Produce, label=_produce_label, group="Produce a show")
def _produce(seen: Seen, option: Produce) -> str:
    state = seen.state
    show = state.cards[option.card]
    assert isinstance(show, ShowCard)
    using = f", using {', '.join(seen.named(c) for c in option.using)}" if option.using else ""
    production = prepared(state, seen.me, option.card, option.using)
    if seen.outcome is not None:
        change = seen.outcome.cash_change
    else:
        change = -production_cost(state, seen.me, production) - production.fee
    money = money_text(seen, change) or "free"
    optional = " (every slot optional)" if production.optional_slots else ""
    if production.fee:
        cost = production_cost(state, seen.me, production)
        optional = (
            f"{optional[:-1]}, ${cost}M + ${production.fee}M)"
            if optional
            else (f" (${cost}M + ${production.fee}M)")
        )
    return with_effects(f"{money}{using}{optional}: {card_details(show)}", seen, cash=False)


def _attach_label(cards: CardsById, option: AddAttachment) -> str:
    text = f"Attach {card_name(cards, option.card)} to your {slot_name(option.timeslot)} show"
    if option.replace:
        text += f", replacing {card_name(cards, option.replace)}"
    if option.using:
        text += f", using {card_name(cards, option.using)}"
    if option.beside:
        text += f", with {card_name(cards, option.beside)}"
    return text


@presents(AddAttachment, label=_attach_label, group="Add or replace a star or ad")
def _attach(seen: Seen, option: AddAttachment) -> str:
    target = seen.state.players[seen.me].lineup[option.timeslot]
    where = seen.named(target.card) if target is not None else "an empty timeslot"
    replacing = f", discarding {seen.named(option.replace)}" if option.replace else ""
    using = f", using {seen.named(option.using)}" if option.using else ""
    if option.beside:
        using += f" (beside your action, with {seen.named(option.beside)})"
    goes = sides_text(seen, option.card) or "its side is chosen next"
    ways = seen.outcome is not None and len(seen.outcome.sides_of(option.card)) > 1
    return with_effects(
        joined(
            f"onto {where} ({slot_name(option.timeslot)}){replacing}{using}: {goes}",
            other_shows_text(seen, option.timeslot),
        ),
        seen,
        viewers=not ways,  # the ways say what each brings
    )


def _pass_text(seen: Seen, bonus: str) -> str:
    state = seen.state
    outcome = seen.outcome
    cash, viewers = pass_bonus(state, seen.me)
    extra, why = pass_progress_cash(state, seen.me)
    total = cash + extra if bonus == "cash" or pass_column(state, seen.me) is None else extra
    if outcome is not None and outcome.passed:  # else it waits on a card usable as you pass
        total, viewers = outcome.cash_change, outcome.viewer_change
    if bonus == "cash" or pass_column(state, seen.me) is None:
        last = " last" if pass_column(state, seen.me) is None else ""
        parts = f": ${total - extra}M + ${extra}M for {why}" if extra else ""
        words = f"pass{last}: gain ${total}M (${seen.cash + total}M){parts}"
    else:
        words = f"pass: score {viewers} more viewer{'' if viewers == 1 else 's'} this round"
        if total:
            words += f"; gain ${total}M (${seen.cash + total}M)"
            words += f" for {why}" if total == extra else ""
    return joined(words, _ends_round(seen), then_text(seen), upkeep_warning(seen))


def _ends_round(seen: Seen) -> str:
    """ "ends the round now: the solo opponent has not passed" (in solo, passing first ends the
    round at once)."""
    outcome = seen.outcome
    if outcome is None or not outcome.ends_round:
        return ""
    state = seen.state
    waiting = [p for p in state.order if p != seen.me and p not in state.pass_track]
    if not waiting:
        return ""  # the last to pass: "pass last" says it
    names = " and ".join(seen.player_name(p) for p in waiting)
    return f"ends the round now: {names} {'has' if len(waiting) == 1 else 'have'} not passed"


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
    return _pass_text(seen, option.bonus)  # (its label says it is not an action)


@presents(UseCard, label=lambda c, o: f"Use {card_name(c, o.card)}", group="Use a card")
def _use(seen: Seen, option: UseCard) -> str:
    card = seen.state.cards[option.card]
    if isinstance(card, AnomalyCard):
        back = "it goes back to Continuum's supply"
        return with_effects(
            f"discard {card.name} ({back}) and take an extra action", seen, cash=False
        )
    effect = effect_of(seen.state, option.card)
    text = effect.use_text(seen.state, seen.me, option.card, option) if effect else ""
    if text:
        return with_effects(f"use {card.name}: {text}", seen, cash=False)
    return with_effects(f"use it: {card_details(card)}", seen)


@presents(EndTurn, label=lambda c, o: "End your turn", group="End your turn")
def _end_turn(seen: Seen, option: EndTurn) -> str:
    return joined("end your turn without using more cards", upkeep_warning(seen))
