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


def confirm_quit(terminal: Terminal, save_as: Callable[[], bool]) -> None:
    """`quit`: leave (raising Leave), maybe saving first (`save_as` asks where), or go back to
    the game."""
    while True:
        answer = terminal.ask(
            "Leave the game? y = leave, s = save and leave, Enter = keep playing > "
        ).strip()
        answer = answer.lower()
        if answer in ("y", "yes"):
            raise Leave
        if answer in ("s", "save"):
            if save_as():
                raise Leave
            continue
        if answer in ("", "n", "no"):
            return
        terminal.note(f"'{answer}' is not an answer: type y, s, or Enter")


def interrupted(terminal: Terminal, save_as: Callable[[], bool]) -> None:
    """Ctrl-C: ask whether to save before leaving (Ctrl-C again leaves at once)."""
    terminal.show("")
    try:
        while True:
            answer = terminal.ask(
                "Interrupted. Save the game before leaving? "
                "y = save and leave, n = leave without saving, Enter = back to the game > "
            )
            answer = answer.strip().lower()
            if answer in ("y", "yes", "s", "save"):
                if save_as():
                    raise Leave
            elif answer in ("n", "no"):
                raise Leave
            elif answer == "":
                return
            else:
                terminal.note(f"'{answer}' is not an answer: type y, n, or Enter")
    except KeyboardInterrupt:
        raise Leave from None
