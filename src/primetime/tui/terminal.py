"""The terminal: a Rich console to draw on and a way to read a line (scriptable for tests)."""

from __future__ import annotations

import io
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

from rich.console import Console, RenderableType
from rich.text import Text

Reader = Callable[[str], str]
UNREADABLE = "\ufffd"  # what a line that is not valid text reads as


def printable(line: str) -> str:
    """A typed line with anything unprintable (control keys, undecodable bytes) made visible as
    U+FFFD, so that echoing it back cannot upset the terminal."""
    return "".join(c if c.isprintable() else UNREADABLE for c in line.rstrip("\r\n"))


class Terminal:
    """Where a session draws and reads. Reading raises KeyboardInterrupt (Ctrl-C) and EOFError
    (input closed) for the session to handle."""

    def __init__(self, console: Console | None = None, reader: Reader | None = None) -> None:
        self.console = console if console is not None else Console(highlight=False)
        self._reader = reader

    @classmethod
    def scripted(cls, lines: Iterable[str], width: int = 100) -> Terminal:
        """A terminal that reads the given lines (then EOF) and records what it shows."""
        console = Console(
            file=io.StringIO(),
            width=width,
            force_terminal=False,
            color_system=None,
            highlight=False,
            record=True,
        )
        queue = list(lines)

        def read(prompt: str) -> str:
            if not queue:
                raise EOFError
            line = queue.pop(0)
            console.print(line, markup=False)
            return line

        return cls(console, read)

    @property
    def width(self) -> int:
        return self.console.width

    def show(self, *things: RenderableType | str) -> None:
        """Print renderables (strings are taken literally, not as markup)."""
        for thing in things:
            if isinstance(thing, str):
                self.console.print(Text(thing))
            else:
                self.console.print(thing)

    def note(self, message: str, style: str = "yellow") -> None:
        """A short message, e.g. why an input was not understood (left to the terminal to wrap,
        so that file names stay whole)."""
        self.console.print(Text(message, style=style), soft_wrap=True)

    def ask(self, prompt: str) -> str:
        """Show a prompt and read a line."""
        text = Text(prompt, style="bold")
        if self._reader is not None:
            self.console.print(text, end="")
            return printable(self._reader(prompt))
        try:
            return printable(self.console.input(text))
        except UnicodeDecodeError:
            return UNREADABLE

    def clear(self) -> None:
        """Clear the screen and its scrollback (hotseat: before passing the screen)."""
        if self.console.is_terminal and not self.console.is_dumb_terminal:
            self.console.clear()
            self.console.file.write("\x1b[3J")
            self.console.file.flush()
        elif self.console.is_terminal:  # cannot clear: push what was there off the screen
            self.console.file.write("\n" * self.console.height)
            self.console.file.flush()
        else:
            self.console.print("\n" + "─" * min(self.width, 40) + "\n")

    def text(self) -> str:
        """Everything shown so far (scripted terminals only)."""
        return self.console.export_text(clear=False)


@contextmanager
def interrupts_deferred() -> Iterator[None]:
    """Hold Ctrl-C while the engine applies a choice (a state half-changed must not be left
    behind), then raise it."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: caught.append(number))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        raise KeyboardInterrupt
