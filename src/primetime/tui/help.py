"""Help at a prompt: this decision and the commands (`?`); how to read the board and the game
in brief (`? rules`)."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..engine.state import GameState
from ..presentation.help import rules_in_brief

# One line each at 80 columns: the short help fits a 24-line screen with the options after it.
COMMANDS: tuple[tuple[str, str], ...] = (
    ("1, 2, ...", "choose that option (Enter alone takes the only option)"),
    ("? NAME, ? N", "a card in full, by name or by option number"),
    ("? rules", "how to read the board, and the game in brief"),
    ("log [N|all]", "the log's last 20 lines (or N, or all); board: the board again"),
    ("undo", "take back your last choice this turn, until a card is revealed"),
    ("hint", "the coach: the hard bot's top 3 options, from what you can see"),
    ("why, WORD", "why cards are out of reach; produce, sign, ...: those options"),
    ("save [FILE]", "save the game; resume it with primetime play --load FILE"),
    ("quit, Ctrl-C", "leave: asks first (s = save and leave, y = leave without saving)"),
)

LEGEND = (
    "Reading the board: seasons 7 8 [5] 3 are a show's season rows, top to bottom, and [5] is the "
    "row it scores this round; v = viewers, exp = expenses, inc = income; a slot with ? is "
    "optional, wild takes a star or an ad; 'upside down' cards show their gray values. "
    "'This round' is what your lineup would score and pay at upkeep if the round ended now."
)


def commands_table() -> Table:
    """What can be typed at a prompt."""
    table = Table(box=None, show_header=False, padding=(0, 1), pad_edge=False)
    table.add_column(style="bold cyan", no_wrap=True)
    table.add_column(overflow="fold")
    for command, meaning in COMMANDS:
        table.add_row(command, meaning)
    return table


def help_panel(about: str = "") -> RenderableType:
    """The help shown by `?`: this decision, then the commands (`? rules` has the rest)."""
    parts: list[RenderableType] = []
    parts.append(Text(about or "What you can type at a prompt:", style="bold"))
    parts.append(commands_table())
    return Group(*parts)


def rules_panel(state: GameState, player: int) -> RenderableType:
    """`? rules`: how to read the board and the game in brief, for this game's modules (solo:
    how the solo game is judged)."""
    return Panel(
        Group(Text(LEGEND), Text(""), Text(rules_in_brief(state, player))),
        title="Rules in brief",
        title_align="left",
        padding=(0, 1),
    )
