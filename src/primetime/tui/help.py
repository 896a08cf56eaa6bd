"""Help at a prompt: the commands, how to read the board, and the game in brief."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..engine.modules.solo import RANKS

COMMANDS: tuple[tuple[str, str], ...] = (
    ("1, 2, ...", "choose that option (Enter alone takes the only option)"),
    ("?", "this help"),
    ("? NAME", "a card with every value, its effect and its clarification (? 3: option 3's card)"),
    ("log [N|all]", "the last 20 lines of the log (or N lines, or all of it)"),
    ("board", "draw the whole board again"),
    (
        "undo",
        "take back your last choice of this turn (until a card is drawn or revealed, or "
        "someone else decides)",
    ),
    (
        "hint",
        "the coach: the hard bot's top 3 options with their expected final score (and win "
        "chance), from what you can see only",
    ),
    ("save [FILE]", "save the game; resume it with primetime play --load FILE"),
    ("quit", "leave the game (asks first)"),
    ("Ctrl-C", "asks whether to save, then leaves"),
)

LEGEND = (
    "Reading the board: seasons 7 8 [5] 3 are a show's season rows, top to bottom, and [5] is the "
    "row it scores this round; v = viewers, exp = expenses, inc = income; a slot with ? is "
    "optional, wild takes a star or an ad; 'upside down' cards show their gray values. "
    "'This round' is what your lineup would score and pay at upkeep if the round ended now."
)

PRIMER = (
    "The game in brief: 4 rounds. On your turn take one action: sign a star (pay its cost), sign "
    "an ad (gain its bonus), take a network card, produce a show from the display (pay, attach "
    "stars and ads from your green room, put it in a timeslot), attach a card from your green "
    "room to a show, or pass (the earlier you pass, the bigger the bonus). When everyone has "
    "passed: upkeep (income minus expenses of your lineup), then each show scores the viewers of "
    "its current row plus its attachments, then moves down a row. At the end: round scores + "
    "genre tracks (1/3/5/9/15) + reruns' bottom rows + Game End cards + 1 viewer per $3M. "
)
WINNING = "Most viewers wins."


def solo_winning() -> str:
    """How a solo game is judged: the opponent, and the rank your total earns."""
    floors = ", ".join(f"{name} {floor}+" for floor, name in reversed(RANKS) if floor)
    return (
        "Solo: the opponent only discards cards from the display and passes (when its second "
        "card goes beside the pass track, or its deck runs out); if you pass before it does, the "
        f"round ends at once. There is no winner: your total earns a rank ({floors}; below "
        f"{RANKS[-2][0]}: {RANKS[-1][1]})."
    )


def commands_table() -> Table:
    """What can be typed at a prompt."""
    table = Table(box=box.SIMPLE, show_header=False, padding=(0, 1), pad_edge=False)
    table.add_column(style="bold cyan", no_wrap=True)
    table.add_column(overflow="fold")
    for command, meaning in COMMANDS:
        table.add_row(command, meaning)
    return table


def help_panel(about: str = "", solo: bool = False) -> RenderableType:
    """The help shown by `?`: this decision, the commands, the legend and the game in brief
    (`solo`: how the solo game is judged)."""
    parts: list[RenderableType] = []
    if about:
        parts.append(Text(about, style="bold"))
    primer = PRIMER + (solo_winning() if solo else WINNING)
    parts += [commands_table(), Text(LEGEND, style="dim"), Text(primer, style="dim")]
    return Panel(Group(*parts), title="Help", title_align="left", padding=(0, 1))
