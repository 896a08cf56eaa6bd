"""Leaving a game at the terminal: saving it (with who sits where), `quit`, and Ctrl-C. The
session keeps the save file's name; these ask and answer."""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable, Sequence
from pathlib import Path

from ..engine.game import Game
from .setup import PERSON, SEATS_KEY, Seat
from .terminal import Terminal


class Leave(Exception):
    """The person asked to leave the game."""


def save_game(terminal: Terminal, game: Game, seats: Sequence[Seat], target: Path) -> bool:
    """Save the game with who sits where (bots by their specs) to `target`; say where (and how
    to resume), or why not."""
    data = json.loads(game.to_json())
    data["config"].setdefault("extra", {})[SEATS_KEY] = [s.bot or PERSON for s in seats]
    try:
        target.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    except OSError as error:
        terminal.note(f"Could not save to {target}: {error.strerror or error}", "red")
        return False
    except ValueError as error:  # e.g. a NUL character in the name
        terminal.note(f"Could not save to {str(target)!r}: {error}", "red")
        return False
    terminal.note(f"Saved to {target}.", "green")
    # the command on a line of its own, quoted for the shell, to copy whole
    terminal.note(f"Resume with: primetime play --load {shlex.quote(str(target))}", "green")
    return True


# `quit` and Ctrl-C ask the same question with the same keys, so that a key learned at one
# never does the opposite at the other (Ctrl-C's `y` once meant "save and leave").
LEAVE_PROMPT = "Leave? s = save and leave, y = leave without saving, n/Enter = keep playing > "
SAVE_WORDS = ("s", "save")
LEAVE_WORDS = ("y", "yes")
STAY_WORDS = ("", "n", "no")


def ask_to_leave(terminal: Terminal, save_as: Callable[[], bool]) -> None:
    """Ask whether to leave: `s` saves (`save_as` asks where) and leaves, `y` leaves without
    saving (raising Leave), `n` or Enter goes back to the game (returns)."""
    while True:
        answer = terminal.ask(LEAVE_PROMPT).strip().lower()
        if answer in SAVE_WORDS:
            if save_as():
                raise Leave
            continue
        if answer in LEAVE_WORDS:
            raise Leave
        if answer in STAY_WORDS:
            return
        terminal.note(f"'{answer}' is not an answer: type s, y, n or Enter")


def confirm_quit(terminal: Terminal, save_as: Callable[[], bool]) -> None:
    """`quit`: leave (raising Leave), maybe saving first (`save_as` asks where), or go back to
    the game."""
    ask_to_leave(terminal, save_as)


def interrupted(terminal: Terminal, save_as: Callable[[], bool]) -> None:
    """Ctrl-C: the same question as `quit` (Ctrl-C again leaves at once, without saving)."""
    terminal.show("")
    terminal.note("Interrupted.", "bold")
    try:
        ask_to_leave(terminal, save_as)
    except KeyboardInterrupt:
        raise Leave from None
