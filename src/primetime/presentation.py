"""Words for people: for each option type its label, preview and group (card words: cardtext).

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
    NetworkCard,
    ShowCard,
    StarCard,
)
from .cardtext import card_details, card_name, slot_name, viewer_count
from .cardtext import card_summary as card_summary  # where the interfaces have always found it
from .engine.actions import pass_bonus, pass_column
from .engine.hooks import star_cost
from .engine.modules.executives.base import executive, executive_of
from .engine.modules.executives.base import value as board_value
from .engine.modules.executives.beeb import BONUSES, NAMES, visible_ads
from .engine.options import (
    AddAttachment,
    BonusAction,
    CancelShow,
    Continue,
    Deal,
    Done,
    EndTurn,
    FreePass,
    KeepCards,
    MoveMarker,
    MoveRondel,
    Option,
    Pass,
    PayPromo,
    PickAbility,
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
)
from .engine.preview import Outcome, outcome
from .engine.production import prepared, production_cost, starts_on_top
from .engine.progress import progress_of
from .engine.scoring import attachment_values, show_viewers
from .engine.views import View


def executive_shown(state: Any, player: int) -> dict[str, str] | None:
    """A player's executive as every interface shows it: card id, name, complexity, ability,
    drawback and its tokens or track in words (`Executive.status`); None before it is kept or
    without Executives. The terminal prints it, the server sends it to the browser."""
    card = executive_of(state, player)
    if card is None:
        return None
    data = state.cards[card]
    assert isinstance(data, ExecutiveCard)
    return {
        "card": card,
        "name": data.name,
        "complexity": f"{data.complexity} of 3",
        "ability": data.ability,
        "drawback": data.drawback,
        "status": executive(state, card).status(state, player, card),
    }


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
    """What a preview may look at: the viewer's state, their seat, and the option's outcome as
    played on a copy of that state (`engine.preview.outcome`)."""

    view: View
    me: int
    outcome: Outcome | None = None

    @property
    def state(self) -> Any:
        return self.view.state

    @property
    def cash(self) -> int:
        return int(self.view.state.players[self.me].cash)

    def named(self, card_id: str) -> str:
        return card_name(self.view.state.cards, card_id)

    def player_name(self, player: int) -> str:
        players = self.view.state.players
        return str(players[player].name) if 0 <= player < len(players) else "the solo opponent"


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


# The outcomes of the latest view's options: a decision's previews are played once, however
# many times they are asked for (the terminal and the server ask option by option).
_outcomes: tuple[View | None, frozenset[Option], dict[Option, Outcome]] = (None, frozenset(), {})


def option_outcome(view: View, option: Option) -> Outcome | None:
    """What choosing `option` does for the viewer, played on a copy of their view (None when the
    view has no decision of theirs offering it)."""
    global _outcomes
    cached_view, offered, found = _outcomes
    if cached_view is not view:
        decision = view.decision
        offered = frozenset(decision.options) if decision is not None else frozenset()
        found = {}
        _outcomes = (view, offered, found)
    if option not in offered or view.player is None:
        return None
    if option not in found:
        found[option] = outcome(view.state, view.player, option)
    return found[option]


def option_preview(view: View, option: Option) -> str:
    """One line saying what an option does (cost, viewers, cash after, what comes next), from the
    option played on a copy of the view's state: what it says is what happens."""
    presenter = PRESENTERS.get(type(option))
    if presenter is None:
        return str(option)
    me = view.player if view.player is not None and view.player >= 0 else 0
    return presenter.preview(Seen(view, me, option_outcome(view, option)), option)


def money_text(seen: Seen, change: int) -> str:
    """ "pay $5M ($5M left)", "gain $3M ($13M)" or "" for no change."""
    if change < 0:
        return f"pay ${-change}M (${seen.cash + change}M left)"
    if change > 0:
        return f"gain ${change}M (${seen.cash + change}M)"
    return ""


def viewers_text(outcome: Outcome) -> str:
    """ "+3 viewers this round (40 -> 43)" or "" for no change."""
    change = outcome.viewer_change
    if not change:
        return ""
    sign = "+" if change > 0 else "-"
    return (
        f"{sign}{viewer_count(abs(change))} this round "
        f"({outcome.viewers} -> {outcome.viewers_after})"
    )


def then_text(seen: Seen) -> str:
    """What comes after the option, as far as the copy went: "then draws a star", "then you
    choose a timeslot...", "then Bob decides", or "" when the effect has settled."""
    outcome = seen.outcome
    if outcome is None:
        return ""
    if outcome.then == "draw":
        if outcome.draws == "solo-first":
            return "then chance decides who goes first"
        if outcome.draws == "pilot-season":
            return "then Pilot Season cards are dealt"
        if outcome.draws == "solo":
            return "then the solo opponent's card is revealed"
        article = "an" if outcome.draws[:1] in "aeiou" else "a"
        return f"then draws {article} {outcome.draws}"
    if outcome.then == "reveal":
        return "then the kept cards are revealed"
    if outcome.then == "over":
        return "then the game ends"
    if outcome.then == "hidden":
        return "what follows depends on cards you can't see"
    if outcome.then == "decision" and outcome.next_player is not None:
        if outcome.next_player == seen.me:
            return f"then you {outcome.next_prompt}" if outcome.next_prompt else ""
        if outcome.next_player < 0:
            return "then chance decides"
        return f"then {seen.player_name(outcome.next_player)} decides"
    return ""


def upkeep_warning(seen: Seen) -> str:
    """A warning when the option leaves this round's upkeep unpayable (a show gets canceled)."""
    outcome = seen.outcome
    if outcome is None or not outcome.cannot_pay or seen.state.phase not in ACTION_PHASES:
        return ""
    if outcome.cash + outcome.upkeep < 0 and not outcome.passed:
        return ""  # it could not be paid before either, and it is not the last chance
    due = -outcome.upkeep_after
    return (
        f"warning: upkeep of ${due}M due and you would have ${outcome.cash_after}M: "
        "a show will be canceled and score nothing"
    )


ACTION_PHASES = ("actions",)  # later phases: the upkeep is being paid, no warning helps


def joined(*parts: str) -> str:
    """Non-empty parts, joined with "; "."""
    return "; ".join(p for p in parts if p)


def changes_text(seen: Seen) -> str:
    """Genre spaces reached and season rows moved by the option: "Drama -> space 2", "Cheap
    Laughs to row 2"."""
    outcome = seen.outcome
    if outcome is None:
        return ""
    genres = [f"{GENRE_NAMES.get(g, g)} -> space {new}" for g, _, new in outcome.genres]
    rows = [f"{seen.named(card)} to row {new + 1}" for _, card, _, new in outcome.rows]
    return joined(*genres, *rows)


def _effects(seen: Seen, *, cash: bool = True, viewers: bool = True) -> str:
    """The outcome's numbers and what comes next, with any warning."""
    outcome = seen.outcome
    if outcome is None:
        return ""
    return joined(
        money_text(seen, outcome.cash_change) if cash else "",
        viewers_text(outcome) if viewers else "",
        changes_text(seen),
        then_text(seen),
        upkeep_warning(seen),
    )


def _with(text: str, seen: Seen, **which: bool) -> str:
    """A preview's own words, then the outcome's."""
    return joined(text, _effects(seen, **which))


@presents(SignStar, label=lambda c, o: f"Sign {card_name(c, o.card)}", group="Sign a star")
def _sign_star(seen: Seen, option: SignStar) -> str:
    star = seen.state.cards[option.card]
    if seen.outcome is not None:
        change = seen.outcome.cash_change
    else:
        change = -star_cost(seen.state, seen.me, option.card)
    money = money_text(seen, change) or "free"
    return _with(f"{money}: {card_details(star)}", seen, cash=False)


@presents(SignAd, label=lambda c, o: f"Sign {card_name(c, o.card)}", group="Sign an ad")
def _sign_ad(seen: Seen, option: SignAd) -> str:
    ad = seen.state.cards[option.card]
    change = seen.outcome.cash_change if seen.outcome is not None else ad.bonus
    return _with(f"{money_text(seen, change)}: {card_details(ad)}", seen, cash=False)


@presents(
    TakeNetwork, label=lambda c, o: f"Take {card_name(c, o.card)}", group="Take a network card"
)
def _take_network(seen: Seen, option: TakeNetwork) -> str:
    network = seen.state.cards[option.card]
    assert isinstance(network, NetworkCard)
    return _with(f"take it: {card_details(network)}", seen)


def _produce_label(cards: CardSet, option: Produce) -> str:
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
        optional = f"{optional[:-1]}, ${cost}M + ${production.fee}M)" if optional else (
            f" (${cost}M + ${production.fee}M)"
        )
    return _with(f"{money}{using}{optional}: {card_details(show)}", seen, cash=False)


def _attach_label(cards: CardSet, option: AddAttachment) -> str:
    text = f"Attach {card_name(cards, option.card)} to your {slot_name(option.timeslot)} show"
    if option.replace:
        text += f", replacing {card_name(cards, option.replace)}"
    if option.using:
        text += f", using {card_name(cards, option.using)}"
    return text


def side_text(seen: Seen, card_id: str, upright: bool) -> str:
    """What an attachment gives on the side it goes on (no signing bonus: that came when it was
    signed): "upright: 3 viewers, $1M expenses"."""
    viewers, income, expenses = attachment_values(seen.state, card_id, upright)
    parts = [viewer_count(viewers)]
    if income:
        parts.append(f"${income}M income")
    if expenses:
        parts.append(f"${expenses}M expenses")
    side = "upright" if upright else "upside down"
    card = seen.state.cards[card_id]
    condition = getattr(card, "condition", None)
    why = f" (needs: {condition.describe()})" if condition is not None and not upright else ""
    return f"{side}{why}: {', '.join(parts)}"


def _side_of(seen: Seen, card_id: str) -> bool | None:
    """The side the copy put an attachment on (None: not settled yet)."""
    if seen.outcome is None:
        return None
    return next((up for _, c, up in seen.outcome.sides if c == card_id), None)


@presents(AddAttachment, label=_attach_label, group="Add or replace a star or ad")
def _attach(seen: Seen, option: AddAttachment) -> str:
    target = seen.state.players[seen.me].lineup[option.timeslot]
    where = seen.named(target.card) if target is not None else "an empty timeslot"
    replacing = f", discarding {seen.named(option.replace)}" if option.replace else ""
    using = f", using {seen.named(option.using)}" if option.using else ""
    side = _side_of(seen, option.card)
    goes = side_text(seen, option.card, side) if side is not None else "its side is chosen next"
    return _with(f"onto {where} ({slot_name(option.timeslot)}){replacing}{using}: {goes}", seen)


def _pass_text(seen: Seen, bonus: str) -> str:
    state = seen.state
    outcome = seen.outcome
    cash, viewers = pass_bonus(state, seen.me)
    if outcome is not None:
        cash, viewers = outcome.cash_change, outcome.viewer_change
    if pass_column(state, seen.me) is None:
        words = f"pass last: gain ${cash}M (${seen.cash + cash}M)"
    elif bonus == "cash":
        words = f"pass: gain ${cash}M (${seen.cash + cash}M)"
    else:
        words = f"pass: score {viewers} more viewers this round"
    return joined(words, then_text(seen), upkeep_warning(seen))


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
    card = seen.state.cards[option.card]
    if isinstance(card, AnomalyCard):
        back = "it goes back to Continuum's supply"
        return _with(f"discard {card.name} ({back}) and take an extra action", seen, cash=False)
    if isinstance(card, ExecutiveCard):
        from .engine.modules.executives.base import executive

        text = executive(seen.state, option.card).use_text(seen.state, seen.me, option.card, option)
        if text:
            return _with(f"use {card.name}: {text}", seen, cash=False)
    return _with(f"use it: {card_details(card)}", seen)


@presents(EndTurn, label=lambda c, o: "End your turn", group="End your turn")
def _end_turn(seen: Seen, option: EndTurn) -> str:
    return joined("end your turn without using more cards", upkeep_warning(seen))


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
        lambda seen, o: "pay nothing more: the show starts on the X of row 3 (unless an effect "
        "such as Flexible Schedule removes the penalty)",
    ),
    ("starryeye", "superstar"): ("Make a superstar (Starryeye)", _superstar),
    ("starryeye", "plain"): (
        "Keep a plain star (Starryeye)",
        lambda seen, o: f"attach {_choice_subject(seen)} as a plain star; keep your token",
    ),
}


def _pick_label(cards: CardSet, option: PickCard) -> str:
    choice = CHOICES.get((option.card, option.mode))
    if choice is not None:
        return choice[0]
    down = " (upside down)" if option.mode == "down" else ""
    return f"Choose {card_name(cards, option.card)}{down}"


def _production_side(seen: Seen, card_id: str, down: bool) -> str:
    """For a card attached while producing (its side is settled once the timeslot is chosen):
    the side it will go on, or in which timeslots its condition holds."""
    state = seen.state
    production = state.production
    card = state.cards[card_id]
    condition = getattr(card, "condition", None)
    if down:
        return side_text(seen, card_id, False)
    if production is None or condition is None:
        return side_text(seen, card_id, True)
    show = state.cards[production.card]
    assert isinstance(show, ShowCard)
    if condition.kind == "timeslot":
        return (
            f"upright only in {TIMESLOT_NAMES[condition.timeslot or '']}, else upside down "
            f"({condition.describe()})"
        )
    if condition.kind == "genre":
        genre = production.genre or show.genre
        return side_text(seen, card_id, genre in condition.genres)
    return f"upright if its condition holds once attached ({condition.describe()})"


@presents(PickCard, label=_pick_label)
def _pick(seen: Seen, option: PickCard) -> str:
    choice = CHOICES.get((option.card, option.mode))
    if choice is not None:
        return choice[1](seen, option)
    cards = seen.state.cards
    if option.card not in cards:
        return seen.named(option.card)
    pending = seen.state.pending
    kind = pending[0] if pending is not None else ""
    card = cards[option.card]
    if kind == "production-attach" and card.kind in ("star", "ad"):
        side = _production_side(seen, option.card, option.mode == "down")
        return _with(f"attach it, {side}", seen, viewers=False)
    if kind == "attach-side" and card.kind in ("star", "ad"):
        return _with(side_text(seen, option.card, option.mode != "down"), seen)
    mode = " upside down (for its effect)" if option.mode == "down" else ""
    return _with(f"choose{mode}: {card_details(card)}", seen)


@presents(
    KeepCards,
    label=lambda c, o: "Keep " + (" and ".join(card_name(c, x) for x in o.cards) or "none"),
)
def _keep(seen: Seen, option: KeepCards) -> str:
    from .engine.pilot import pilot_net

    net = pilot_net(seen.state, option.cards, seen.me)
    money = f"gain ${net}M" if net > 0 else f"pay ${-net}M" if net < 0 else "no cash"
    cards = seen.state.cards
    each = [card_details(cards[c]) for c in option.cards if c in cards]
    return joined(f"{money} (${seen.cash + net}M)", *each, then_text(seen))


@presents(Done, label=lambda c, o: "Done")
def _done(seen: Seen, option: Done) -> str:
    pending = seen.state.pending
    production = seen.state.production
    if pending is not None and pending[0] == "production-attach" and production is not None:
        count = len(production.attachments)
        attached = f"{count} card{'s' if count != 1 else ''} attached" if count else "none"
        return joined(f"attach nothing more ({attached})", _effects(seen, cash=False))
    return joined("nothing more here", _effects(seen)) if seen.outcome else "done"


@presents(Continue, label=lambda c, o: "Continue")
def _continue(seen: Seen, option: Continue) -> str:
    return joined("go on", _effects(seen))


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
        words = f"keep it rightside up for free: +{ad.viewers} viewers, ${ad.income}M income"
    elif option.pay:
        paid = money_text(seen, -ad.promo_cost)
        words = f"{paid}: +{ad.viewers} viewers, ${ad.income}M income"
    else:
        words = f"rotate it: ${ad.down_income}M income, no viewers"
    return joined(words, then_text(seen), upkeep_warning(seen))


@presents(CancelShow, label=lambda c, o: f"Cancel your {slot_name(o.timeslot)} show")
def _cancel(seen: Seen, option: CancelShow) -> str:
    target = seen.state.players[seen.me].lineup[option.timeslot]
    name = seen.named(target.card) if target is not None else "nothing"
    return _with(f"cancel {name} ({slot_name(option.timeslot)}): it goes to your reruns", seen)


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
    return _with(f"move {name}'s marker {'up' if option.step < 0 else 'down'} a row", seen)


@presents(Swap, label=lambda c, o: f"Swap {slot_name(o.first)} and {slot_name(o.second)}")
def _swap(seen: Seen, option: Swap) -> str:
    return _with(f"swap your {slot_name(option.first)} and {slot_name(option.second)} shows", seen)


@presents(PickNumber, label=lambda c, o: str(o.value))
def _number(seen: Seen, option: PickNumber) -> str:
    return joined(str(option.value), _effects(seen))


def _rondel_label(cards: CardSet, option: MoveRondel) -> str:
    cost = f" for ${option.cost}M" if option.cost else ""
    return f"Move your rondel marker to {NAMES[option.space]}{cost}"


@presents(MoveRondel, label=_rondel_label, group="Move on your rondel")
def _rondel(seen: Seen, option: MoveRondel) -> str:
    paid = f"pay ${option.cost}M (${seen.cash - option.cost}M left)" if option.cost else "free"
    return (
        f"{paid}: there, {NAMES[option.space].lower()} and/or the bonus action "
        f"({BONUSES[option.space]}), or neither"
    )


def _bonus_label(cards: CardSet, option: BonusAction) -> str:
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
        lost = f"cancels {seen.named(replaced.card)} ({viewer_count(replaced_viewers)} now)"
    if production is None or outcome is None:
        return joined(slot_name(timeslot), lost)
    new = next((v for t, c, v in outcome.shows if t == timeslot), None)
    show = state.cards[production.card]
    assert isinstance(show, ShowCard)
    penalty = "" if starts_on_top(state, seen.me, production, timeslot) else " (timeslot penalty)"
    scores = ""
    if new is not None:
        scores = f"{show.name} scores {viewer_count(new)} this round{penalty}"
    down = [
        f"{seen.named(c)} upside down here (needs: {state.cards[c].condition.describe()})"
        for t, c, up in outcome.sides
        if t == timeslot and not up and getattr(state.cards[c], "condition", None) is not None
    ]
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
        changes_text(seen),
        then_text(seen),
        warning,
        upkeep_warning(seen),
    )


def unavailable_cards(view: View) -> dict[str, str]:
    """Why each display card the viewer can't take now is out of reach, on their turn while an
    action is left: "can't afford: $2M short", "needs a star you don't have"."""
    decision = view.decision
    state = view.state
    me = view.player
    if decision is None or me is None or decision.kind != "turn" or state.actions_left <= 0:
        return {}
    offered = {getattr(o, "card", None) for o in decision.options}
    cash = state.players[me].cash
    green = [state.cards[c] for c in state.players[me].green_room if c in state.cards]
    reasons: dict[str, str] = {}
    for row in state.display.values():
        for card_id in row:
            if card_id is None or card_id in offered or card_id not in state.cards:
                continue
            card = state.cards[card_id]
            cost = getattr(card, "cost", 0)
            if isinstance(card, ShowCard):
                cost = production_cost(state, me, prepared(state, me, card_id, ()))
            if cost > cash:
                reasons[card_id] = f"can't afford: ${cost - cash}M short"
            elif isinstance(card, ShowCard):
                reasons[card_id] = _missing_slots(card, green)
            else:
                reasons[card_id] = "not offered now"
    return reasons


def _missing_slots(show: ShowCard, green: list[Card]) -> str:
    """What a show's required slots need that the green room can't give."""
    from .engine.slots import printed_slots

    (stars, ads, wilds), _ = printed_slots(show)
    have_stars = sum(1 for c in green if isinstance(c, StarCard))
    have_ads = sum(1 for c in green if isinstance(c, AdCard))
    if have_stars < stars:
        return "needs a star you don't have" if stars - have_stars == 1 else (
            f"needs {stars - have_stars} more stars than you have"
        )
    if have_ads < ads:
        return "needs an ad you don't have"
    if have_stars + have_ads < stars + ads + wilds:
        return "needs a star or ad you don't have"
    return "not offered now"
