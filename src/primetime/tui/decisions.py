"""A decision on screen: what it is about, then its options, numbered, each with a preview."""

from __future__ import annotations

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from ..cards import ShowCard
from ..engine.decision import Decision
from ..engine.options import Option
from ..engine.views import View
from ..presentation import (
    NOT_OFFERED,
    TurnLimit,
    card_summary,
    option_group,
    option_label,
    option_preview,
    unavailable_cards,
)
from .theme import card_label, mark_warnings


def preview(view: View, option: Option) -> Text:
    """The option's label and its one-line preview (played on a copy: what it says happens),
    with the card's name picked out."""
    text = option_preview(view, option)
    state = view.state
    line = Text(option_label(state.cards, option, state), style="bold")
    if text:
        line.append(" · " + text)
    card = getattr(option, "card", None)
    if isinstance(card, str) and card in state.cards:
        line.highlight_words([state.cards[card].name], style="bold")
    return mark_warnings(line)


def options_table(view: View, decision: Decision) -> Table:
    """The numbered options, grouped under headings on a turn."""
    table = Table(box=None, show_header=False, padding=(0, 1), pad_edge=False, expand=True)
    table.add_column(justify="right", no_wrap=True, style="bold cyan")
    table.add_column(ratio=1, overflow="fold")
    grouped = decision.kind == "turn" and len({option_group(o) for o in decision.options}) > 1
    last = ""
    for number, option in enumerate(decision.options, 1):
        if grouped and option_group(option) != last:
            last = option_group(option)
            table.add_row("", Text(last, style="bold underline"))
        table.add_row(str(number), preview(view, option))
    return table


def decision_title(view: View, decision: Decision) -> Text:
    """`Ann: take an action (or use a network card first)`."""
    name = view.state.players[decision.player].name
    prompt = decision.prompt[:1].upper() + decision.prompt[1:]
    return Text.assemble((f"{name}: ", "bold cyan"), (prompt, "bold"))


# What the cards in a player's hand are, by the decision that asks about them.
HAND_HEADINGS = {
    "pilot-keep": "Your Pilot Season hand:",
    "executive-keep": "The executive boards you were dealt:",
    "mogul-keep": "The moguls you drew:",
    "keep-one": "The cards you drew:",
}


def context(view: View, decision: Decision, short: bool = False) -> list[RenderableType]:
    """What a decision is about, when the options alone do not say: the cards in your hand
    (a Pilot Season hand, executive boards, cards drawn to keep one), the show being produced,
    the display cards out of reach (`short`: in one line, `why` lists them)."""
    state = view.state
    parts: list[RenderableType] = []
    me = decision.player
    held = [c for c in state.players[me].hand if c in state.cards] if me >= 0 else []
    if held:  # the cards drawn to choose among, whole (an option's line may be cut short)
        hand = Text(HAND_HEADINGS.get(decision.kind, "Your hand:"), style="bold")
        for card_id in held:
            hand.append("\n  ")
            hand.append(card_summary(state.cards[card_id]))
        parts.append(hand)
    production = state.production
    if production is not None and production.player == me and decision.kind != "turn":
        show = state.cards[production.card]
        assert isinstance(show, ShowCard)
        text = Text("Producing ", style="bold")
        text.append_text(card_label(state.cards, production.card))
        text.append(": " + card_summary(show).split(": ", 1)[1])
        if production.attachments:
            text.append("\nAttached so far: ")
            for number, card_id in enumerate(production.attachments):
                text.append(", " if number else "")
                text.append_text(card_label(state.cards, card_id))
        parts.append(text)
    out_of_reach = unavailable_cards(view)
    if short:
        line = out_of_reach_line(view)
        if line is not None:
            parts.append(line)
    elif out_of_reach:
        text = Text("Can't take now: ", style="dim bold")
        text.append(
            "; ".join(
                f"{state.cards[card].name} ({reason})" for card, reason in out_of_reach.items()
            ),
            style="dim",
        )
        parts.append(text)
    return parts


def _apart(why: str) -> bool:
    """Whether a card is simply not on offer this turn (or not by this turn's limit)."""
    return why == NOT_OFFERED or isinstance(why, TurnLimit)


def out_of_reach_line(view: View, width: int = 80) -> Text | None:
    """The display cards you could take but can't now, in one line: their names and reasons if
    that fits, else how many ("Can't take now: 8 cards (type why to see why)"). Cards that are
    simply not offered on this turn are left out (`why` lists them too)."""
    state = view.state
    reasons = {card: why for card, why in unavailable_cards(view).items() if not _apart(why)}
    if not reasons:
        return None
    text = Text("Can't take now: ", style="dim bold")
    whole = "; ".join(f"{state.cards[card].name} ({reason})" for card, reason in reasons.items())
    if len(text) + len(whole) <= width:
        text.append(whole, style="dim")
    else:
        text.append(f"{len(reasons)} cards (type why to see why)", style="dim")
    return text


def out_of_reach_list(view: View) -> Text:
    """`why`: every display card you can't take now, one a line, with the reason; then those
    simply not on offer this turn, with this turn's limit where one says why (the count "Can't
    take now" gives leaves them out)."""
    state = view.state
    reasons = unavailable_cards(view)
    if not reasons:
        return Text("No card on the display is out of your reach now.")
    blocked = {card: why for card, why in reasons.items() if not _apart(why)}
    other = [
        state.cards[card].name + (f" ({why})" if isinstance(why, TurnLimit) else "")
        for card, why in reasons.items()
        if _apart(why)
    ]
    text = Text()
    if blocked:
        text.append("Can't take now:", style="bold")
        for card, reason in blocked.items():
            text.append(f"\n  {state.cards[card].name}: {reason}")
    if other:
        text.append("\n" if blocked else "")
        text.append("Not offered on this turn: ", style="bold")
        text.append(", ".join(other))
    return text


def option_count_hint(count: int) -> str:
    """`type a number from 1 to 12`."""
    return "type 1" if count == 1 else f"type a number from 1 to {count}"
