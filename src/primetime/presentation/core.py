"""The presenters' machinery: one entry per option type (`@presents`: label, preview, group),
and the words previews share (money, viewers, what comes next, warnings, attachment sides).

Works on a `View`, so it can only use what that player may see.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from ..cards import (
    CardsById,
)
from ..cardtext import card_name, viewer_count
from ..engine import hooks
from ..engine.options import (
    Option,
)
from ..engine.preview import Outcome, outcome
from ..engine.scoring import attached_values, attachment_values, show_viewers
from ..engine.views import View

Label = Callable[[CardsById, Any], str]
Preview = Callable[["Seen", Any], str]
LabelAt = Callable[[Any, Any], str]


@dataclass(frozen=True)
class Presenter:
    """How people see one option type: a label, a one-line preview, a group heading."""

    label: Label
    preview: Preview
    group: str = "Other"
    label_at: LabelAt | None = None  # the label where the decision says more (state, option)


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
    *kinds: type[Option], label: Label, group: str = "Other", label_at: LabelAt | None = None
) -> Callable[[Preview], Preview]:
    """Register the label, group and (the decorated) preview of option types (`label_at`:
    the label as the pending decision words it, when it has words of its own)."""

    def register(preview: Preview) -> Preview:
        for kind in kinds:
            PRESENTERS[kind] = Presenter(label, preview, group, label_at)
        return preview

    return register


def option_label(cards: CardsById, option: Option, state: Any = None) -> str:
    """A few words naming what an option does: "Produce Dawson's Reek", "Pass for cash"; given
    the state whose decision offers it, as that decision words it ("Buy 3 viewers")."""
    presenter = PRESENTERS.get(type(option))
    if presenter is None:
        return str(option)
    if state is not None and presenter.label_at is not None:
        label = presenter.label_at(state, option)
        if label:
            return label
    return presenter.label(cards, option)


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
    """ "+3 viewers this round (40 -> 43)" or "" for no change; when the option leads to the
    player's lineup being scored as the round ends, what it scores: "you score 9 viewers this
    round (+3)"; when the next decision still changes it, each way: "+1 or +3 viewers this
    round (40 -> 41 or 43)"."""
    change = outcome.viewer_change
    sign = "+" if change > 0 else "-"
    if outcome.scores:
        more = f" ({sign}{abs(change)})" if change else ""
        return f"you score {viewer_count(outcome.viewers_after)} this round{more}"
    ways = outcome.viewers_range
    if len(ways) > 1:
        changes = " or ".join(signed(v - outcome.viewers) for v in ways)
        afters = " or ".join(str(v) for v in ways)
        return f"{changes} viewers this round ({outcome.viewers} -> {afters})"
    after = ways[0]  # where the next decision settles it, as it will be
    change = after - outcome.viewers
    if not change:
        return ""
    sign = "+" if change > 0 else "-"
    return f"{sign}{viewer_count(abs(change))} this round ({outcome.viewers} -> {after})"


def other_shows_text(seen: Seen, timeslot: int) -> str:
    """The player's other shows whose viewers this round the outcome changes (a Chat show takes
    in every star on the other shows): "your other shows: Sofa So Good +5", or ""."""
    outcome = seen.outcome
    if outcome is None or outcome.branches:  # still open: the ways say what each brings
        return ""
    lineup = seen.state.players[seen.me].lineup
    changed = []
    for where, card, after in outcome.lineup:
        show = lineup[where] if where < len(lineup) else None
        if where == timeslot or show is None or show.card != card:
            continue
        before = show_viewers(seen.state, seen.me, where, show)
        if after != before:
            changed.append(f"{seen.named(card)} {signed(after - before)}")
    return "your other shows: " + ", ".join(changed) if changed else ""


def signed(number: int) -> str:
    """ "+3", "-2", "0"."""
    return f"+{number}" if number > 0 else str(number)


# A deck's card in words, where the deck's name is not ("then draws a network card").
DRAWN_WORDS: Final = {"network": "network card"}


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
        drawn = DRAWN_WORDS.get(outcome.draws, outcome.draws)
        article = "an" if drawn[:1] in "aeiou" else "a"
        return f"then draws {article} {drawn}"
    if outcome.then == "reveal":
        return "then the kept cards are revealed"
    if outcome.then == "over":
        return "then the game ends"
    if outcome.then == "hidden":
        return "then cards you can't see decide what follows"
    if outcome.then == "decision" and outcome.next_player is not None:
        if outcome.next_player == seen.me:
            return your_turn_text(seen, outcome.next_prompt)
        if outcome.next_player < 0:
            return "then chance decides"
        return f"then {seen.player_name(outcome.next_player)} decides"
    return ""


def your_turn_text(seen: Seen, prompt: str) -> str:
    """The chooser's next decision, from its prompt: "then you choose a timeslot...", "then
    you can't pay upkeep...", "then Starryeye asks you: make ... a superstar?", "then you
    decide: Heartthrob Next Door's condition is not met..."."""
    if not prompt:
        return ""
    for you in ("you ", "You "):
        if prompt.startswith(you):
            return f"then you {prompt[len(you) :]}"
    if not prompt[:1].isupper():
        return f"then you {prompt}"  # "choose a timeslot", "use a card as you score"
    name, colon, rest = prompt.partition(": ")
    names = {card.name for card in seen.state.cards.values()}
    if colon and name in names:
        return f"then {name} asks you: {rest}"
    return f"then you decide: {prompt}"


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
    """Non-empty parts, joined with "; " (a part's closing full stop dropped: no ".;")."""
    kept = [p for p in parts if p]
    return "; ".join(
        p[:-1] if i < len(kept) - 1 and p.endswith(".") and not p.endswith("..") else p
        for i, p in enumerate(kept)
    )


def changes_text(seen: Seen, said: str = "") -> str:
    """Genre progress (`Progress.changed`), season rows moved, attachments turned and cards
    gone from the lineup by the option: "Drama -> space 2", "Cheap Laughs to row 2", "Promo:
    Stay Tuned turns rightside up", "Robot Repairmen goes to your reruns" (not `said`, a card
    whose side or fate the preview's own words give)."""
    outcome = seen.outcome
    if outcome is None:
        return ""
    rows = [f"{seen.named(card)} to row {new + 1}" for _, card, _, new in outcome.rows]
    turned = [
        f"{seen.named(card)} turns {'rightside up' if up else 'upside down'}"
        for _, card, up in outcome.turned
        if card != said
    ]
    gone = [f"{seen.named(c)} {_GONE[where]}" for _, c, where in outcome.removed if c != said]
    return joined(*outcome.progressed, *rows, *turned, *gone)


# Where a card that left the lineup went (`Outcome.removed`), as a preview says it.
_GONE: Final = {
    "reruns": "goes to your reruns",
    "green room": "goes to your green room",
    "discard": "is discarded",
    "": "leaves your lineup",
}


def effects_text(seen: Seen, *, cash: bool = True, viewers: bool = True, said: str = "") -> str:
    """The outcome's numbers and what comes next, with any warning."""
    outcome = seen.outcome
    if outcome is None:
        return ""
    return joined(
        money_text(seen, outcome.cash_change) if cash else "",
        viewers_text(outcome) if viewers else "",
        changes_text(seen, said),
        then_text(seen),
        upkeep_warning(seen),
    )


def with_effects(
    text: str, seen: Seen, *, cash: bool = True, viewers: bool = True, said: str = ""
) -> str:
    """A preview's own words, then the outcome's (see `effects_text`)."""
    return joined(text, effects_text(seen, cash=cash, viewers=viewers, said=said))


def side_values(
    seen: Seen, card_id: str, upright: bool, values: tuple[int, int, int] | None = None
) -> str:
    """What an attachment gives on one side (no signing bonus: that came when it was signed):
    "3 viewers, $1M expenses" (`values`: the engine's, where a show changes them; else as the
    show it is on already gives it: a superstar's token covers its expenses)."""
    viewers, income, expenses = values or _values_on_its_show(seen, card_id, upright)
    parts = [viewer_count(viewers)]
    if income:
        parts.append(f"${income}M income")
    if expenses:
        parts.append(f"${expenses}M expenses")
    return ", ".join(parts)


def _values_on_its_show(seen: Seen, card_id: str, upright: bool) -> tuple[int, int, int]:
    state = seen.state
    for _, show in state.players[seen.me].shows():
        if any(c == card_id for c, _ in show.attachments):
            return attached_values(state, show, card_id, upright)
    return attachment_values(state, card_id, upright)


def lowered(text: str) -> str:
    """A card's sentence inside another: "When attached, ..." -> "when attached, ..."."""
    text = text.rstrip(".")
    return text[:1].lower() + text[1:]


def down_reason(seen: Seen, card_id: str, by: str = "", timeslot: int = -1) -> str:
    """Why an attachment goes upside down, in brackets: the effect in play that forces it
    (`by`, else asked of the engine: Starryeye's drawback for an ad with a condition), else its
    condition; "" when neither is the reason."""
    state = seen.state
    if not by and seen.me >= 0:
        by = hooks.forced_down_by(state, seen.me, card_id, timeslot)
    if by:
        drawback = lowered(str(getattr(state.cards.get(by), "drawback", "")))
        return f" ({seen.named(by)}: {drawback})" if drawback else f" ({seen.named(by)})"
    card = state.cards[card_id]
    condition = getattr(card, "condition", None)
    return f" (needs: {condition.describe(card.kind)})" if condition is not None else ""


def side_text(seen: Seen, card_id: str, upright: bool) -> str:
    """What an attachment gives on the side it goes on (no signing bonus: that came when it was
    signed): "upright: 3 viewers, $1M expenses"; upside down, why (`down_reason`)."""
    side = "upright" if upright else "upside down"
    why = "" if upright else down_reason(seen, card_id)
    return f"{side}{why}: {side_values(seen, card_id, upright)}"


def side_of(seen: Seen, card_id: str) -> bool | None:
    """The side the copy put an attachment on (None: not settled yet)."""
    if seen.outcome is None:
        return None
    return seen.outcome.side(card_id)


def sides_text(seen: Seen, card_id: str) -> str:
    """The side an attachment goes on, as `side_text`; when the next decision decides it, each
    way with what it brings this round: "upright +3 viewers if you make a superstar
    (Starryeye), else upside down (needs: ...) +1 viewer if you keep a plain star (Starryeye)";
    "" when not settled at all."""
    outcome = seen.outcome
    ends = outcome.sides_of(card_id) if outcome is not None else ()
    if outcome is None or not ends:
        return ""
    if len(ends) == 1:
        return side_text(seen, card_id, ends[0][1])
    cards = seen.state.cards
    ways: list[str] = []
    for upright in (True, False):
        picks = [(o, v) for o, up, v in ends if up == upright and o is not None]
        if not picks:
            continue
        side = "upright" if upright else "upside down" + down_reason(seen, card_id)
        change = picks[0][1] - outcome.viewers
        choices = " or ".join(choice_words(cards, o) for o, _ in picks)
        count = viewer_count(abs(change))
        ways.append(f"{side} {'-' if change < 0 else '+'}{count} if you {choices}")
    return ", else ".join(ways)


def choice_words(cards: CardsById, option: Option) -> str:
    """An option's label to follow "if you": "make a superstar (Starryeye)"."""
    label = option_label(cards, option)
    return label[:1].lower() + label[1:]
