"""The coach at the terminal: `hint` shows the hard bot's top options with their values."""

from __future__ import annotations

from rich import box
from rich.console import RenderableType
from rich.table import Table

from ..coach import Hint
from ..engine.decision import Decision

TITLE = "Coach: the hard bot's top options, from your view"


def hint_table(found: Hint, decision: Decision) -> RenderableType:
    """The coach's top options: the option's number to type, its label, the expected final
    score, the win chance."""
    caption = found.caption
    table = Table(
        box=box.SIMPLE,
        title=TITLE,
        title_justify="left",
        title_style="bold",
        padding=(0, 1),
        pad_edge=False,
        caption=caption,
        caption_justify="left",
        caption_style="dim",
        min_width=max(len(TITLE), len(caption)),  # wide enough for both on one line each
    )
    table.add_column("type", justify="right")
    table.add_column("option", overflow="fold")
    table.add_column("score", justify="right")
    solo = all(e.win is None for e in found.ranked)
    if not solo:
        table.add_column("win", justify="right")
    for estimate in found.ranked:
        number = decision.options.index(estimate.option) + 1
        row = [str(number), estimate.label, f"{estimate.score:.1f}"]
        if not solo:
            row.append("" if estimate.win is None else f"{estimate.win:.0%}")
        table.add_row(*row)
    return table
