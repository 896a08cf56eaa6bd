"""Options that fit a short screen. One line each when they fit; otherwise the largest runs of
one kind ("Produce a show") fold, one at a time, into a line of their own numbers and names
(`11-18 produce: 11 Allotment Wars · 12 The Vicar of Dibble · ...`), until they fit. Every
option keeps its number (and its text), and the run's word (`produce`) lists it in full."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..engine.decision import Decision
from ..engine.views import View
from ..presentation import option_group, option_label, option_preview


def height_of(console: Console, *things: RenderableType) -> int:
    """How many lines these take on the console."""
    return sum(len(console.render_lines(thing, console.options, pad=False)) for thing in things)


def _word(view: View, index: int, decision: Decision) -> str:
    """The word an option's label starts with, lower case: `produce`, `sign`, `pass`."""
    label = option_label(view.state.cards, decision.options[index], view.state)
    return label.split(" ", 1)[0].lower()


def runs(decision: Decision) -> list[list[int]]:
    """The options' indices in runs of one group ("Sign a star", "Produce a show")."""
    found: list[list[int]] = []
    last = None
    for index, option in enumerate(decision.options):
        group = option_group(option)
        if found and group == last:
            found[-1].append(index)
        else:
            found.append([index])
        last = group
    return found


def _one_line(text: Text) -> Text:
    text.no_wrap = True
    text.overflow = "ellipsis"
    return text


def _table() -> Table:
    table = Table(box=None, show_header=False, padding=(0, 1), pad_edge=False, expand=True)
    table.add_column(justify="right", no_wrap=True, style="bold cyan")
    table.add_column(ratio=1, no_wrap=True, overflow="ellipsis")
    return table


def option_line(view: View, decision: Decision, index: int) -> Text:
    """An option's label and preview on one line."""
    option = decision.options[index]
    label = option_label(view.state.cards, option, view.state)
    text = Text(label, style="bold")
    preview = option_preview(view, option)
    if preview and preview != label:
        text.append(f" · {preview}")
    return _one_line(text)


def _folded(view: View, decision: Decision, run: Sequence[int]) -> Text:
    """A run in one line: its word, then each option's number and the rest of its label."""
    text = Text(f"{_word(view, run[0], decision)}:", style="bold")
    for place, index in enumerate(run):
        label = option_label(view.state.cards, decision.options[index], view.state)
        text.append(" · " if place else " ")
        text.append(str(index + 1), style="bold cyan")
        text.append(" " + label.split(" ", 1)[-1])
    return _one_line(text)


def listed_options(view: View, decision: Decision, only: Sequence[int] | None = None) -> Table:
    """The options (or only those at `only`), one line each with their own numbers."""
    table = _table()
    for index in range(len(decision.options)) if only is None else only:
        table.add_row(str(index + 1), option_line(view, decision, index))
    return table


def fitted_options(view: View, decision: Decision, lines: int | None) -> RenderableType:
    """The options in at most `lines` lines if folding runs can make them fit (None: no limit):
    one line each, or with the largest runs folded and a line saying which words list them."""
    found = runs(decision)
    if lines is None or len(decision.options) <= lines:
        return listed_options(view, decision)
    folded: set[int] = set()
    for place in sorted(range(len(found)), key=lambda p: -len(found[p])):
        if len(found[place]) < 2:
            break
        folded.add(place)
        if sum(1 if p in folded else len(r) for p, r in enumerate(found)) + 1 <= lines:
            break
    table = _table()
    words: list[str] = []
    for place, run in enumerate(found):
        if place not in folded:
            for index in run:
                table.add_row(str(index + 1), option_line(view, decision, index))
            continue
        table.add_row(f"{run[0] + 1}-{run[-1] + 1}", _folded(view, decision, run))
        word = _word(view, run[0], decision)
        if word not in words:
            words.append(word)
    said = words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"
    hint = Text(f"Type {said} to list those options with what they do", style="dim")
    return Group(table, _one_line(hint))


def options_of_word(view: View, decision: Decision, word: str) -> list[int]:
    """The options whose label starts with `word` (`produce`): a folded run's word."""
    wanted = word.strip().lower()
    return [i for i in range(len(decision.options)) if _word(view, i, decision) == wanted]
