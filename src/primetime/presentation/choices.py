"""The words of the choices inside an action or a round: attaching while producing, the
timeslot, promos, upkeep, genres, executives' own choices, chance."""

from __future__ import annotations

from typing import Any

from ..cards import (
    GENRE_NAMES,
    AdCard,
    CardsById,
    ShowCard,
)
from ..cardtext import card_details, card_name, slot_name, slots_text, viewer_count
from ..engine.board import PENALTY_ROW
from ..engine.effect import effect_of
from ..engine.hooks import penalty_forced_by
from ..engine.modules.executives.base import executive, executive_of
from ..engine.modules.executives.base import value as board_value
from ..engine.modules.executives.beeb import BONUSES, NAMES, visible_ads
from ..engine.options import (
    BonusAction,
    CancelShow,
    Continue,
    Deal,
    Done,
    KeepCards,
    MoveMarker,
    MoveRondel,
    Option,
    PayPromo,
    PickAbility,
    PickCard,
    PickGenre,
    PickNumber,
    PickTimeslot,
    PlaceStarters,
    Swap,
)
from ..engine.production import starts_on_top, timeslots_open
from ..engine.progress import progress_of
from ..engine.scoring import show_viewers
from ..engine.settling import promo_payable
from ..engine.sides import (
    CHOICE,
    FREE_PROMO,
    IGNORE,
    PROMO,
    Side,
    produced_values,
    side_in_timeslot,
)
from ..engine.slots import counts_attachments
from .core import (
    Preview,
    Seen,
    changes_text,
    choice_words,
    down_reason,
    effects_text,
    joined,
    lowered,
    money_text,
    presents,
    side_text,
    side_values,
    then_text,
    upkeep_warning,
    viewers_text,
    with_effects,
)


def _choice_subject(seen: Seen) -> str:
    """The card an executive's pending choice is about (the show being produced, or the star
    named last in the decision's context)."""
    pending = seen.state.pending
    context = [c for c in (pending or ())[2:] if isinstance(c, str) and c in seen.state.cards]
    subject = next((c for c in reversed(context) if seen.state.cards[c].kind == "star"), None)
    if subject is not None:
        return seen.named(subject)
    production = seen.state.production
    return seen.named(production.card) if production is not None else "it"


def _flix_pay(seen: Seen, option: PickCard) -> str:
    cost = board_value(seen.state, option.card, "repeat_cost")
    return f"pay ${cost}M more (${seen.cash - cost}M left): no timeslot penalty"


def _superstar(seen: Seen, option: PickCard) -> str:
    income = board_value(seen.state, option.card, "superstar_income")
    return (
        f"make {_choice_subject(seen)} a superstar: no expenses, never forced upside down, "
        f"+${income}M income a round in your lineup (uses a token until discarded)"
    )


# An executive's own choices, PickCard(board, mode): (label, preview) by (board, mode).
CHOICES: dict[tuple[str, str], tuple[str, Preview]] = {
    ("flix", "pay"): ("Pay more (Flix)", _flix_pay),
    ("flix", "penalty"): (
        "Take the timeslot penalty (Flix)",
        lambda seen, o: (
            "pay nothing more: the show starts on the X of row 3 wherever it goes (a card "
            "used on the production that removes the timeslot penalty still does)"
        ),
    ),
    ("starryeye", "superstar"): ("Make a superstar (Starryeye)", _superstar),
    ("starryeye", "plain"): (
        "Keep a plain star (Starryeye)",
        lambda seen, o: f"attach {_choice_subject(seen)} as a plain star; keep your token",
    ),
}


def _pick_label(cards: CardsById, option: PickCard) -> str:
    choice = CHOICES.get((option.card, option.mode))
    if choice is not None:
        return choice[0]
    down = " (upside down)" if option.mode == "down" else ""
    return f"Choose {card_name(cards, option.card)}{down}"


def _production_side(seen: Seen, card_id: str, down: bool) -> str:
    """For a card attached while producing (its side is settled once the timeslot is chosen):
    the side the engine would settle it on in each timeslot the show may go into
    (`sides.side_in_timeslot`), those that agree said once: "upright in Daytime: 0 viewers, $2M
    income, else upside down in Primetime or Late Night (needs: on a show in Daytime): ..."."""
    state = seen.state
    production = state.production
    if production is None:
        return side_text(seen, card_id, not down)
    player = production.player
    where: dict[Side, list[int]] = {}
    for timeslot in timeslots_open(state, player):
        side = side_in_timeslot(state, player, card_id, timeslot, down)
        where.setdefault(side, []).append(timeslot)
    if not where:
        return side_text(seen, card_id, not down)
    ways = [
        _side_way(
            seen,
            card_id,
            side,
            "any timeslot" if len(where) == 1 else " or ".join(slot_name(t) for t in slots),
        )
        for side, slots in where.items()
    ]
    text = ", else ".join(ways)
    condition = getattr(state.cards[card_id], "condition", None)
    if counts_attachments(condition) and any(not s.by for s in where):
        return f"with what is attached so far, {text}"  # cards attached next may change it
    return text


def _side_way(seen: Seen, card_id: str, side: Side, where: str) -> str:
    """One side a card attached while producing goes on, where, why and what it gives there:
    "upside down in any timeslot (Starryeye: every ad with a condition ...): 0 viewers, $1M
    income"."""
    card = seen.state.cards[card_id]
    condition = getattr(card, "condition", None)
    needs = f"needs: {condition.describe(card.kind)}" if condition is not None else ""
    values = _produced_values(seen, card_id, side.upright)
    if side.asks == PROMO:
        cost = card.promo_cost if isinstance(card, AdCard) else 0
        if not promo_payable(seen.state, seen.me, card_id):  # turned without a question
            short = f"its promo costs ${cost}M, you have ${seen.cash}M"
            return f"upside down in {where} ({short}): {_produced_values(seen, card_id, False)}"
        promo = "promo"
        if not promo_payable(seen.state, seen.me, card_id, side.first):
            first = " and ".join(seen.named(c) for c in side.first)
            promo = f"promo; you have ${seen.cash}M: only if you don't pay for {first}, asked first"
        return f"upright in {where} if you pay ${cost}M ({promo}), else upside down: {values}"
    if side.asks == FREE_PROMO:
        return f"upright in {where} without paying its promo cost (an effect allows it): {values}"
    if side.asks == IGNORE:
        what = f"{seen.named(side.by)}'s effect" if side.by else f"its condition ({needs})"
        return f"upright in {where} if you ignore {what}, else upside down: {values}"
    if side.upright:
        return f"upright in {where}: {values}"
    why = ""
    if side.by == card_id:  # its own on-attach effect turns it
        why = f" (its effect: {lowered(getattr(card, 'text', ''))})"
    elif side.by and side.by != CHOICE:  # an effect forces it upside down
        why = down_reason(seen, card_id, side.by)
    elif not side.by and needs:
        why = f" ({needs})"
    asker, words = side.unless
    unless = f", unless {words} ({seen.named(asker)})" if asker else ""
    return f"upside down in {where}{why}{unless}: {values}"


def _produced_values(seen: Seen, card_id: str, upright: bool) -> str:
    values = produced_values(seen.state, seen.me, card_id, upright)
    return side_values(seen, card_id, upright, values)


@presents(PickCard, label=_pick_label)
def _pick(seen: Seen, option: PickCard) -> str:
    choice = CHOICES.get((option.card, option.mode))
    if choice is not None:
        return with_effects(choice[1](seen, option), seen, cash=False)
    cards = seen.state.cards
    if option.card not in cards:
        return seen.named(option.card)
    pending = seen.state.pending
    kind = pending[0] if pending is not None else ""
    card = cards[option.card]
    if kind == "production-attach" and card.kind in ("star", "ad"):
        side = _production_side(seen, option.card, option.mode == "down")
        return with_effects(f"attach it, {side}", seen, viewers=False)
    if kind == "attach-side" and card.kind in ("star", "ad"):
        up = option.mode != "down"
        return with_effects(side_text(seen, option.card, up), seen, said=option.card)
    if kind == "keep-one":  # a drawn card kept: a star signed free, an ad with its bonus
        change = seen.outcome.cash_change if seen.outcome is not None else 0
        cost = getattr(card, "cost", 0)
        if card.kind == "star" and not change:
            keep = f"sign it free (not ${cost}M)" if cost else "sign it free"
        else:
            keep = joined("keep it", money_text(seen, change))
        return with_effects(f"{keep}: {card_details(card)}", seen, cash=False)
    # the label says "Choose X" (and "upside down"): the preview is what X is and does
    return with_effects(card_details(card), seen)


@presents(
    KeepCards,
    label=lambda c, o: "Keep " + (" and ".join(card_name(c, x) for x in o.cards) or "none"),
)
def _keep(seen: Seen, option: KeepCards) -> str:
    from ..engine.pilot import pilot_net

    net = pilot_net(seen.state, option.cards, seen.me)
    money = f"gain ${net}M" if net > 0 else f"pay ${-net}M" if net < 0 else "no cash"
    cards = seen.state.cards
    each = [card_details(cards[c]) for c in option.cards if c in cards]
    return joined(f"{money} (${seen.cash + net}M)", *each, then_text(seen))


# the label names the shows in the prompt's order of timeslots ("Daytime / Primetime / ...")
@presents(PlaceStarters, label=lambda c, o: " / ".join(card_name(c, x) for x in o.cards))
def _starters(seen: Seen, option: PlaceStarters) -> str:
    """Each show's attachment slots, in the label's order: what the order changes (a star's or
    ad's timeslot condition can only be met where a slot takes it)."""
    cards = seen.state.cards
    slots = [slots_text(c) if isinstance(c := cards[x], ShowCard) else "" for x in option.cards]
    return joined("their slots: " + " / ".join(slots), then_text(seen))


def _card_choice_label(state: Any, option: Option) -> str:
    """A card's own words for one of its choice options ("Buy 3 viewers"), or ""."""
    pending = state.pending
    if pending is None or pending[0] != "card-choice":
        return ""
    effect = effect_of(state, pending[2])
    if effect is None:
        return ""
    return effect.choice_label(state, pending[1], pending[2], option, pending[3], *pending[4:])


@presents(Done, label=lambda c, o: "Done", label_at=_card_choice_label)
def _done(seen: Seen, option: Done) -> str:
    pending = seen.state.pending
    production = seen.state.production
    if pending is not None and pending[0] == "production-attach" and production is not None:
        count = len(production.attachments)
        attach = (
            f"attach nothing more ({count} card{'s' if count != 1 else ''} attached)"
            if count
            else "attach nothing"
        )
        return joined(attach, effects_text(seen, cash=False))
    return joined("nothing more here", effects_text(seen)) if seen.outcome else "done"


@presents(Continue, label=lambda c, o: "Continue", label_at=_card_choice_label)
def _continue(seen: Seen, option: Continue) -> str:
    if _card_choice_label(seen.state, option):  # the card's own words say what it does
        return effects_text(seen) or "go on"
    return joined("go on", effects_text(seen))


@presents(PickTimeslot, label=lambda c, o: slot_name(o.timeslot))
def _timeslot(seen: Seen, option: PickTimeslot) -> str:
    return _timeslot_preview(seen, option.timeslot)


@presents(PayPromo, label=lambda c, o: f"{'Pay for' if o.pay else 'Rotate'} {card_name(c, o.card)}")
def _promo(seen: Seen, option: PayPromo) -> str:
    ad = seen.state.cards[option.card]
    assert isinstance(ad, AdCard)
    pending = seen.state.pending
    free = bool(pending is not None and pending[0] == "promo" and pending[-1] is True)
    if option.pay and free:
        words = f"keep it rightside up for free: +{viewer_count(ad.viewers)}, ${ad.income}M income"
    elif option.pay:
        paid = money_text(seen, -ad.promo_cost)
        words = f"{paid}: +{viewer_count(ad.viewers)}, ${ad.income}M income"
    elif _turned_back(seen, option.card):
        # turned back once rotated (Cross-Promoting Star attached with it): paying gains nothing
        up = f"+{viewer_count(ad.viewers)}, ${ad.income}M income"
        words = f"rotate it, then an effect turns it rightside up for free: {up}"
    else:
        words = f"rotate it: ${ad.down_income}M income, no viewers"
    return joined(words, then_text(seen), upkeep_warning(seen))


def _turned_back(seen: Seen, card: str) -> bool:
    """Whether the outcome's last turn of `card` was rightside up (what the copy logged)."""
    if seen.outcome is None:
        return False
    turns = [e for e in seen.outcome.events if e.kind == "rotate" and e.data["card"] == card]
    return bool(turns) and bool(turns[-1].data["upright"])


@presents(CancelShow, label=lambda c, o: f"Cancel your {slot_name(o.timeslot)} show")
def _cancel(seen: Seen, option: CancelShow) -> str:
    target = seen.state.players[seen.me].lineup[option.timeslot]
    name = seen.named(target.card) if target is not None else "nothing"
    return with_effects(
        f"cancel {name} ({slot_name(option.timeslot)}): it goes to your reruns",
        seen,
        said=target.card if target is not None else "",
    )


@presents(PickGenre, label=lambda c, o: GENRE_NAMES.get(o.genre, o.genre))
def _genre(seen: Seen, option: PickGenre) -> str:
    progress = progress_of(seen.state, seen.me)
    words = progress.describe(seen.state, seen.me, option.genre)
    return joined(words, then_text(seen), upkeep_warning(seen))


@presents(
    MoveMarker,
    label=lambda c, o: f"Move the {slot_name(o.timeslot)} marker {'up' if o.step < 0 else 'down'}",
)
def _move(seen: Seen, option: MoveMarker) -> str:
    target = seen.state.players[seen.me].lineup[option.timeslot]
    name = seen.named(target.card) if target is not None else "?"
    return with_effects(f"move {name}'s marker {'up' if option.step < 0 else 'down'} a row", seen)


@presents(Swap, label=lambda c, o: f"Swap {slot_name(o.first)} and {slot_name(o.second)}")
def _swap(seen: Seen, option: Swap) -> str:
    return with_effects(
        f"swap your {slot_name(option.first)} and {slot_name(option.second)} shows", seen
    )


@presents(PickNumber, label=lambda c, o: str(o.value), label_at=_card_choice_label)
def _number(seen: Seen, option: PickNumber) -> str:
    pending = seen.state.pending
    if _card_choice_label(seen.state, option):  # the label says what the number is
        free = seen.outcome is None or not seen.outcome.cash_change
        return joined("pay nothing" if free else "", effects_text(seen))
    if pending is not None and pending[0] == "grid-line-order":  # (kind, player, genre, names..)
        return joined(f"complete the {pending[3][option.value]} first", effects_text(seen))
    return joined(str(option.value), effects_text(seen))


def _rondel_label(cards: CardsById, option: MoveRondel) -> str:
    cost = f" for ${option.cost}M" if option.cost else ""
    return f"Move your rondel marker to {NAMES[option.space]}{cost}"


@presents(MoveRondel, label=_rondel_label, group="Move on your rondel")
def _rondel(seen: Seen, option: MoveRondel) -> str:
    paid = f"pay ${option.cost}M (${seen.cash - option.cost}M left)" if option.cost else "free"
    return (
        f"{paid}: there, {NAMES[option.space].lower()} and/or the bonus action "
        f"({BONUSES[option.space]}), or neither"
    )


def _bonus_label(cards: CardsById, option: BonusAction) -> str:
    if option.space == "sign-ad":
        return f"Bonus action: discard {card_name(cards, option.target)} for its income"
    return f"Bonus action: {BONUSES.get(option.space, option.space)}"


@presents(BonusAction, label=_bonus_label, group="Bonus action")
def _bonus(seen: Seen, option: BonusAction) -> str:
    state = seen.state
    if option.space == "sign-ad":
        income = dict(visible_ads(state, seen.me)).get(option.target, 0)
        return f"discard {seen.named(option.target)}: gain ${income}M (${seen.cash + income}M)"
    if option.space == "sign-star":
        cost = state.cards[option.card].value("star_bonus_cost")
        return f"pay ${cost}M (${seen.cash - cost}M left): a star from the deck to the display"
    return f"not an action: {BONUSES.get(option.space, option.space)}"


@presents(PickAbility, label=lambda c, o: o.ability.replace("-", " ").title())
def _ability(seen: Seen, option: PickAbility) -> str:
    card = executive_of(seen.state, seen.me)
    if card is None:
        return option.ability
    return executive(seen.state, card).ability_text(seen.state, seen.me, card, option.ability)


@presents(Deal, label=lambda c, o: f"Deal {card_name(c, o.card)}")
def _deal(seen: Seen, option: Deal) -> str:
    return f"deal {seen.named(option.card)}"


def _timeslot_preview(seen: Seen, timeslot: int) -> str:
    """What the show being produced scores there this round (as the copy placed it: its row,
    its attachments on the sides their conditions give there, its effects), which attachments a
    slot-dependent condition turns upside down there, and what it cancels."""
    state = seen.state
    replaced = state.players[seen.me].lineup[timeslot]
    outcome = seen.outcome
    production = state.production
    lost = ""
    replaced_viewers = 0
    if replaced is not None:
        replaced_viewers = show_viewers(state, seen.me, timeslot, replaced)
        cards = [seen.named(c) for c, _ in replaced.attachments]
        with_it = f"; {' and '.join(cards)} discarded with it" if cards else ""
        lost = (
            f"cancels {seen.named(replaced.card)} ({viewer_count(replaced_viewers)} now{with_it})"
        )
    if production is None or outcome is None:
        return joined(slot_name(timeslot), lost)
    new = next((v for t, c, v in outcome.shows if t == timeslot), None)
    show = state.cards[production.card]
    assert isinstance(show, ShowCard)
    penalty = ""
    if not starts_on_top(state, seen.me, production, timeslot):
        skipped = " and ".join(str(v) for v in show.rows[:PENALTY_ROW])
        by = penalty_forced_by(state, seen.me, production, timeslot)
        why = f", forced by {seen.named(by)}" if by is not None else ""
        penalty = (
            f" (timeslot penalty{why}: starts on season row {PENALTY_ROW + 1} of "
            f"{len(show.rows)}, skipping {skipped})"
        )
    scores = ""
    if new is not None:
        ways = outcome.show_viewers(timeslot)  # the next decision may still turn its cards
        count = " or ".join(str(v) for v in ways[:-1])
        count = f"{count} or {viewer_count(ways[-1])}" if count else viewer_count(ways[-1])
        scores = f"{show.name} scores {count} this round{penalty}"
    down = []
    for t, c, _ in outcome.sides:
        condition = getattr(state.cards[c], "condition", None)
        ends = outcome.sides_of(c)
        if t != timeslot or condition is None or all(up for _, up, _ in ends):
            continue
        unless = " or ".join(choice_words(state.cards, o) for o, up, _ in ends if o and not up)
        when = f" if you {unless}" if unless else ""
        down.append(
            f"{seen.named(c)} upside down here (needs: {condition.describe(state.cards[c].kind)})"
            f"{when}"
        )
    warning = ""
    if replaced is not None and new is not None and replaced_viewers > new:
        warning = (
            f"warning: {seen.named(replaced.card)} there now scores {replaced_viewers}, "
            f"more than {new}"
        )
    return joined(
        f"{slot_name(timeslot)}: {scores}" if scores else slot_name(timeslot),
        *down,
        lost,
        viewers_text(outcome),
        _upkeep_change(outcome.upkeep, outcome.upkeep_after),
        changes_text(seen, replaced.card if replaced is not None else ""),
        then_text(seen),
        warning,
        upkeep_warning(seen),
    )


def _upkeep_change(before: int, after: int) -> str:
    """ "upkeep: pays $1M -> pays $4M" where the lineup's net upkeep changes (a show's cost
    each round, and the income of the ads discarded with the show it replaces)."""
    if before == after:
        return ""
    return f"upkeep: {_net(before)} -> {_net(after)}"


def _net(net: int) -> str:
    return f"earns ${net}M" if net > 0 else f"pays ${-net}M" if net < 0 else "breaks even"
