"""The terminal: what a typed line becomes, and where Ctrl-C may stop the program."""

from __future__ import annotations

import signal

import pytest

from primetime.tui.terminal import UNREADABLE, Terminal, printable


def test_unprintable_characters_are_made_visible() -> None:
    assert printable("pass cash\n") == "pass cash"
    assert printable("\x1b[A") == UNREADABLE + "[A"
    assert printable("a\udcffb") == f"a{UNREADABLE}b"
    assert printable("Dawson's Reek ★") == "Dawson's Reek ★"


def test_ctrl_c_outside_a_safe_place_waits_for_the_next_one() -> None:
    terminal = Terminal.scripted([])
    before = signal.getsignal(signal.SIGINT)  # default, or ignored when run in the background
    with terminal.catching_interrupts():
        assert signal.getsignal(signal.SIGINT) == terminal._on_interrupt
        terminal._on_interrupt(signal.SIGINT, None)  # e.g. while the engine applies a choice
        with pytest.raises(KeyboardInterrupt):
            with terminal.interruptible():
                raise AssertionError("the pending Ctrl-C is raised before the block runs")
        with terminal.interruptible():  # nothing pending any more
            with pytest.raises(KeyboardInterrupt):
                terminal._on_interrupt(signal.SIGINT, None)  # while waiting: at once
    assert signal.getsignal(signal.SIGINT) is before  # put back as it was


def test_a_scripted_terminal_reads_its_lines_then_ends() -> None:
    terminal = Terminal.scripted(["one", "two"])
    assert terminal.ask("First? ") == "one"
    assert terminal.ask("Second? ") == "two"
    with pytest.raises(EOFError):
        terminal.ask("Third? ")
    assert "First? one" in terminal.text()
