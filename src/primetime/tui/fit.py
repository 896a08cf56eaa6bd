"""Options that fit a short screen. One line each when they fit; otherwise the runs of one kind
("Produce a show") fold, the one saving most lines first, into their numbers and names
(`11-18 produce: 11 Allotment Wars · 12 The Vicar of Dibble · ...`), until they fit. A folded
run wraps under its word rather than lose an option, a run folds only if that saves lines, and
the pass options never fold (their cash and warnings decide a pass). Every option keeps its
number (and its text), and the run's word (`produce`) lists it in full, each option wrapped
under its label. A warning (`warning: upkeep of $1M due ...`) is never cut: on the one-line
menu it comes first after the label if they fit the line, else it has lines of its own under
its option."""

from __future__ import annotations

import io
from collections.abc import Sequence

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..engine.decision import Decision
from ..engine.views import View
from ..presentation import option_group, option_label, option_preview
from .theme import WARNING_STYLE, mark_warnings

WARNING = "warning: "
UNFOLDED = ("Pass",)  # groups never folded: a pass's cash and its warning decide it


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


def _table(wrap: bool = False) -> Table:
    """Two columns: the numbers, right-aligned, and the options (`wrap`: wrapped under their
    first word, else one line each)."""
    table = Table(box=None, show_header=False, padding=(0, 1), pad_edge=False, expand=True)
    table.add_column(justify="right", no_wrap=True, style="bold cyan")
    if wrap:
        table.add_column(ratio=1, overflow="fold")
    else:
        table.add_column(ratio=1, no_wrap=True, overflow="ellipsis")
    return table


def warnings_apart(preview: str) -> tuple[str, list[str]]:
    """A preview without its warnings, and the warnings ("warning: upkeep of $4M due ...")."""
    parts = preview.split("; ")
    warnings = [part for part in parts if part.startswith(WARNING)]
    rest = "; ".join(part for part in parts if not part.startswith(WARNING))
    return rest, warnings


def _labelled(view: View, decision: Decision, index: int, preview: str) -> Text:
    option = decision.options[index]
    label = option_label(view.state.cards, option, view.state)
    text = Text(label, style="bold")
    if preview and preview != label:
        text.append(f" · {preview}")
    return text


def option_whole(view: View, decision: Decision, index: int) -> Text:
    """An option's label and its whole preview (to wrap, never cut), its warnings picked out."""
    return mark_warnings(
        _labelled(view, decision, index, option_preview(view, decision.options[index]))
    )


def option_rows(
    view: View, decision: Decision, index: int, width: int | None = None
) -> list[tuple[str, Text]]:
    """An option on the one-line menu, never with a warning cut: if its label and warnings fit
    the `width` of a line, that line with the warnings first (the rest of the preview after
    them, cut if long); else its line (cut if long) and each warning whole on a line of its own
    (wrapped if long)."""
    number = str(index + 1)
    preview = option_preview(view, decision.options[index])
    rest, warnings = warnings_apart(preview)
    plain = _one_line(_labelled(view, decision, index, rest))  # cut if long, warnings left out
    if not warnings:
        return [(number, plain)]
    first = _labelled(view, decision, index, "; ".join(warnings))
    if width is not None and first.cell_len <= width:
        line = _labelled(view, decision, index, "; ".join([*warnings, rest] if rest else warnings))
        return [(number, _one_line(mark_warnings(line)))]
    rows = [(number, plain)]
    rows += [("", Text(warning, style=WARNING_STYLE)) for warning in warnings]
    return rows


def _folded(view: View, decision: Decision, run: Sequence[int]) -> Text:
    """A run in a paragraph: its word, then each option's number and the rest of its label."""
    text = Text(f"{_word(view, run[0], decision)}:", style="bold")
    for place, index in enumerate(run):
        label = option_label(view.state.cards, decision.options[index], view.state)
        text.append(" · " if place else " ")
        text.append(str(index + 1), style="bold cyan")
        text.append(" " + label.split(" ", 1)[-1])
    return text


def listed_options(view: View, decision: Decision, only: Sequence[int] | None = None) -> Table:
    """The options (or only those at `only`) in full, with their own numbers: each wraps under
    its label, nothing cut (what a run's word lists)."""
    table = _table(wrap=True)
    for index in range(len(decision.options)) if only is None else only:
        table.add_row(str(index + 1), option_whole(view, decision, index))
    return table


WHOLE, FOLDED, ONE_LINE = 0, 1, 2  # a run: its options each on its line; in a paragraph; cut


def _menu(
    view: View,
    decision: Decision,
    found: list[list[int]],
    folds: dict[int, int],
    width: int | None = None,
) -> Group:
    """The options one line each (warnings whole: see `option_rows`; `width`: the screen's),
    the runs folded at `folds` (a paragraph each, or a line cut short), and, if any is folded,
    which words list them."""
    table = _table(wrap=True)
    if width is not None:  # what the options' column leaves, with the widest number ("11-18")
        width -= 2 * len(str(len(decision.options))) + 2
    words: list[str] = []
    cut = False  # an option's line is cut short: `? N` reads it in full
    for place, run in enumerate(found):
        fold = folds.get(place, WHOLE)
        if fold == WHOLE:
            for index in run:
                for number, line in option_rows(view, decision, index, width):
                    table.add_row(number, line)
                    cut = cut or (
                        width is not None and bool(line.no_wrap) and line.cell_len > width
                    )
            continue
        text = _folded(view, decision, run)
        table.add_row(f"{run[0] + 1}-{run[-1] + 1}", _one_line(text) if fold == ONE_LINE else text)
        word = _word(view, run[0], decision)
        if word not in words:
            words.append(word)
    if not words and not cut:
        return Group(table)
    said = ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else "".join(words)
    if not words:
        hint = "Type ? N to read option N in full"
    elif cut:
        hint = f"Type {said} to list those options, ? N for one in full"
    else:
        hint = f"Type {said} to list those options with what they do"
    return Group(table, _one_line(Text(hint, style="dim")))


def fitted_options(
    view: View, decision: Decision, lines: int | None, console: Console | None = None
) -> RenderableType:
    """The options in at most `lines` lines on `console` if folding runs can make them fit
    (None: no limit): each in full if they fit so, else one line each, else with runs folded
    into paragraphs that show every option (the fold saving most lines first, and only folds
    that save lines), and only if that is not enough, folded runs cut to a line each. The pass
    options never fold."""
    found = runs(decision)
    if lines is None:
        return _menu(view, decision, found, {})
    console = console if console is not None else Console(width=80, file=io.StringIO())
    if len(decision.options) <= lines:  # every option in full, where there is room
        whole = listed_options(view, decision)
        if height_of(console, whole) <= lines:
            return whole
    width = console.width
    menu = _menu(view, decision, found, {}, width)
    height = height_of(console, menu)
    foldable = [
        place
        for place, run in enumerate(found)
        if len(run) > 1 and option_group(decision.options[run[0]]) not in UNFOLDED
    ]
    folds: dict[int, int] = {}
    for fold in (FOLDED, ONE_LINE):  # paragraphs first: they hide nothing
        while height > lines:
            best: tuple[int, int, Group] | None = None  # (height, place, menu)
            for place in foldable:
                if folds.get(place, WHOLE) >= fold:
                    continue
                trial = _menu(view, decision, found, {**folds, place: fold}, width)
                trial_height = height_of(console, trial)
                if trial_height < height and (best is None or trial_height < best[0]):
                    best = (trial_height, place, trial)
            if best is None:  # no such fold saves a line
                break
            height, place, menu = best
            folds[place] = fold
    return menu


def options_of_word(view: View, decision: Decision, word: str) -> list[int]:
    """The options whose label starts with `word` (`produce`): a folded run's word."""
    wanted = word.strip().lower()
    return [i for i in range(len(decision.options)) if _word(view, i, decision) == wanted]
