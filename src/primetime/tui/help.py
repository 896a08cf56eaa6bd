"""Help at a prompt: this decision and the commands (`?`); how to read the board and the game
in brief (`? rules`)."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..engine.board import VIEWERS_PER_CASH
from ..engine.modules.solo import RANKS
from ..engine.progress import progress_of
from ..engine.state import GameState

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
    ("quit, Ctrl-C", "leave the game (asks first; Ctrl-C offers to save)"),
)

LEGEND = (
    "Reading the board: seasons 7 8 [5] 3 are a show's season rows, top to bottom, and [5] is the "
    "row it scores this round; v = viewers, exp = expenses, inc = income; a slot with ? is "
    "optional, wild takes a star or an ad; 'upside down' cards show their gray values. "
    "'This round' is what your lineup would score and pay at upkeep if the round ended now."
)

WINNING = "Most viewers wins."


def primer(state: GameState, player: int) -> str:
    """The game in brief, for this game: its rounds, and how its genres score (the player's own
    genre progress: the tracks, Telly's grid, Generic's bonus track)."""
    genres = progress_of(state, player).brief(state, player)
    return (
        f"The game in brief: {state.geometry.rounds} rounds. On your turn take one action: sign a "
        "star (pay its cost), sign an ad (gain its bonus), take a network card, produce a show "
        "from the display (pay, attach stars and ads from your green room, put it in a "
        "timeslot), attach a card from your green room to a show, or pass (the earlier you pass, "
        "the bigger the bonus). When everyone has passed: upkeep (income minus expenses of your "
        "lineup), then each show scores the viewers of its current row plus its attachments, "
        f"then moves down a row. {genres} At the end: round scores + reruns' bottom rows + Game "
        f"End cards + 1 viewer per ${VIEWERS_PER_CASH}M. "
    )


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


def rules_panel(state: GameState, player: int, solo: bool = False) -> RenderableType:
    """`? rules`: how to read the board and the game in brief, for this game's modules
    (`solo`: how the solo game is judged)."""
    text = primer(state, player) + (solo_winning() if solo else WINNING)
    return Panel(
        Group(Text(LEGEND), Text(""), Text(text)),
        title="Rules in brief",
        title_align="left",
        padding=(0, 1),
    )
