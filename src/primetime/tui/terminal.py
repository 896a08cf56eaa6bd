"""The terminal: a Rich console to draw on and a way to read a line (scriptable for tests)."""

from __future__ import annotations

import io
import re
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext

from rich.console import Console, RenderableType
from rich.text import Text

Reader = Callable[[str], str]
UNREADABLE = "\ufffd"  # what a line that is not valid text reads as
ESCAPE = re.compile(r"(\x1b\[[0-9;?]*[A-Za-z])")


def printable(line: str) -> str:
    """A typed line with anything unprintable (control keys, undecodable bytes) made visible as
    U+FFFD, so that echoing it back cannot upset the terminal."""
    return "".join(c if c.isprintable() else UNREADABLE for c in line.rstrip("\r\n"))


class Terminal:
    """Where a session draws and reads. Reading raises KeyboardInterrupt (Ctrl-C) and EOFError
    (input closed) for the session to handle.

    While a session catches interrupts, Ctrl-C raises KeyboardInterrupt only where that is safe:
    while waiting for a line or for a bot to think. Pressed anywhere else (the engine applying a
    choice, the board being drawn), it waits for the next such place, so that neither the game
    nor the console is left half-changed.
    """

    def __init__(self, console: Console | None = None, reader: Reader | None = None) -> None:
        self.console = console if console is not None else Console(highlight=False)
        self._reader = reader
        self._interruptible = False
        self._interrupted = False

    @contextmanager
    def catching_interrupts(self) -> Iterator[None]:
        """Handle Ctrl-C as described above until the block ends (main thread only)."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        previous = signal.signal(signal.SIGINT, self._on_interrupt)
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, previous)
            self._interrupted = False

    def _on_interrupt(self, number: int, frame: object) -> None:
        if self._interruptible:
            raise KeyboardInterrupt
        self._interrupted = True

    @contextmanager
    def interruptible(self) -> Iterator[None]:
        """A place where Ctrl-C may stop what runs (raising at once one pressed before)."""
        if self._interrupted:
            self._interrupted = False
            raise KeyboardInterrupt
        self._interruptible = True
        try:
            yield
        finally:
            self._interruptible = False

    @classmethod
    def scripted(cls, lines: Iterable[str], width: int = 100, height: int = 100) -> Terminal:
        """A terminal that reads the given lines (then EOF) and records what it shows."""
        console = Console(
            file=io.StringIO(),
            width=width,
            height=height,
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
        """Columns to draw in."""
        return self.console.width

    @property
    def height(self) -> int:
        """Lines of the screen."""
        return self.console.height

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
        if self._reader is not None:
            self.console.print(Text(prompt, style="bold"), end="")
            return printable(self._reader(prompt))
        try:
            with self.interruptible():
                line = input(self._prompt_text(prompt))
        except UnicodeDecodeError:
            return UNREADABLE
        return printable(line)

    def _prompt_text(self, prompt: str) -> str:
        """The prompt drawn as input() is to show it. Handing it to input() (rather than
        printing it first) lets line editing know where the line starts, so the Enter pressed at
        it always ends the line: an empty answer no longer runs into what comes next. Escape
        sequences are marked as taking no room (readline's \\001 ... \\002)."""
        with self.console.capture() as captured:
            self.console.print(Text(prompt, style="bold"), end="")
        text = captured.get()
        return ESCAPE.sub("\x01\\1\x02", text) if "readline" in sys.modules else text

    def busy(self, message: str) -> AbstractContextManager[object]:
        """A spinner with a message while something slow runs (a bot thinking), on terminals
        that can redraw a line; nothing elsewhere."""
        if self.console.is_terminal and not self.console.is_dumb_terminal:
            return self.console.status(Text(message, style="dim"), spinner="dots")
        return nullcontext()

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
