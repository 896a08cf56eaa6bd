"""What a person may type at a decision prompt, parsed into commands.

A number chooses an option; `?` helps, `? NAME` shows a card, `log [N|all]` shows the recent
log, `board` redraws, `hint` asks the coach, `undo` takes back your last choice of this turn,
`save [FILE]` saves, `quit` asks before leaving, `why` lists the display cards out of reach and
why; a word that starts options (`produce`) lists those options in full. The exact text of an option
(`pass cash`) also chooses it, and so does its label as the list shows it (`End your turn`, any
case) when no other option has that label. Anything else is `Unknown`: the prompt says so and
asks again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.decision import Decision
from ..typed import echoed, typed_number

DEFAULT_LOG_LINES = 20


@dataclass(frozen=True)
class Choose:
    """Choose the option at this index (0-based)."""

    index: int


@dataclass(frozen=True)
class Help:
    """Show the commands and what the current decision is about (`rules`: how to read the
    board and the game in brief instead)."""

    rules: bool = False


@dataclass(frozen=True)
class CardInfo:
    """Show a card (by name, or by the number of an option) with its clarification."""

    query: str


@dataclass(frozen=True)
class ShowLog:
    """Show the last `count` lines of the log (0: all of it)."""

    count: int


@dataclass(frozen=True)
class Board:
    """Draw the whole board again."""


@dataclass(frozen=True)
class Undo:
    """Take back your last choice (of this turn, while nothing hidden has been revealed)."""


@dataclass(frozen=True)
class AskHint:
    """Ask the coach for the hard bot's top options here (from your own view)."""


@dataclass(frozen=True)
class Why:
    """List the display cards you can't take now, with the reasons."""


@dataclass(frozen=True)
class Save:
    """Save the game to a file (empty: the default file name)."""

    path: str


@dataclass(frozen=True)
class Quit:
    """Leave the game (after asking)."""


@dataclass(frozen=True)
class Empty:
    """Nothing typed."""


@dataclass(frozen=True)
class Unknown:
    """Something not understood; `reason` says what was wrong when it is known."""

    text: str
    reason: str = ""


Command = (
    Choose
    | Help
    | CardInfo
    | ShowLog
    | Board
    | Undo
    | AskHint
    | Why
    | Save
    | Quit
    | Empty
    | Unknown
)

HELP_WORDS = ("?", "help", "h")
CARD_WORDS = ("?", "help", "card", "show")
RULES_WORDS = ("rules", "rule")
LOG_WORDS = ("log", "l")
BOARD_WORDS = ("board", "b", "redraw")
QUIT_WORDS = ("quit", "exit", "q")
UNDO_WORDS = ("undo", "u")
HINT_WORDS = ("hint", "coach")
WHY_WORDS = ("why",)


def parse(text: str, decision: Decision | None = None, labels: Sequence[str] = ()) -> Command:
    """The command a line of input asks for (options counted from `decision`, if any; `labels`:
    the options' labels as shown, each in the options' order)."""
    line = " ".join(text.split())
    if not line:
        return Empty()
    word, _, rest = line.partition(" ")
    lower = word.lower()
    count = len(decision.options) if decision is not None else 0
    number = typed_number(line)
    if number is not None:
        if decision is not None and 1 <= number <= count:
            return Choose(number - 1)
        return Unknown(text.strip())
    if lower in HELP_WORDS and not rest:
        return Help()
    if lower in HELP_WORDS and rest.lower() in RULES_WORDS:
        return Help(rules=True)
    if lower.startswith("?") and len(lower) > 1 and not rest:
        return CardInfo(line[1:])
    if lower in CARD_WORDS and rest:
        return CardInfo(rest)
    if lower in LOG_WORDS:
        return _log(rest)
    if lower in BOARD_WORDS and not rest:
        return Board()
    if lower in UNDO_WORDS and not rest:
        return Undo()
    if lower in HINT_WORDS and not rest:
        return AskHint()
    if lower in WHY_WORDS and not rest:
        return Why()
    if lower == "save":
        return Save(rest)
    if lower in QUIT_WORDS and not rest:
        return Quit()
    if decision is not None:
        for index, option in enumerate(decision.options):
            if str(option) == line.lower():
                return Choose(index)
    return _labelled(line, labels) or Unknown(text.strip())


def _labelled(line: str, labels: Sequence[str]) -> Command | None:
    """The option whose shown label is the line (any case), if exactly one has it."""
    wanted = line.casefold()
    found = [i for i, label in enumerate(labels) if " ".join(label.split()).casefold() == wanted]
    if len(found) == 1:
        return Choose(found[0])
    if found:
        numbers = ", ".join(str(i + 1) for i in found[:-1]) + f" and {found[-1] + 1}"
        return Unknown(line, f"'{echoed(line)}' is options {numbers}: type the number of one")
    return None


def _log(rest: str) -> Command:
    if not rest:
        return ShowLog(DEFAULT_LOG_LINES)
    if rest.lower() == "all":
        return ShowLog(0)
    lines = typed_number(rest)
    if lines is not None and lines > 0:
        return ShowLog(lines)
    return Unknown(f"log {rest}", "log takes a number of lines or 'all', e.g. log 30")
