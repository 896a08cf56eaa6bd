"""Numbers people type: the one parser every prompt and text field uses.

`str.isdigit` is true for '²' and '①', which `int` refuses, and `int` refuses numbers over 4,300
digits; so a number typed is ASCII digits (with a minus sign where allowed) and not longer than
the question could need."""

from __future__ import annotations

import re
from typing import Final

_UNSIGNED: Final = re.compile(r"[0-9]+")
_SIGNED: Final = re.compile(r"-?[0-9]+")


def typed_number(text: str, *, signed: bool = False, most_digits: int = 9) -> int | None:
    """The whole number `text` spells (surrounding spaces aside), or None if it spells none,
    or one of more than `most_digits` digits."""
    text = text.strip()
    if not (_SIGNED if signed else _UNSIGNED).fullmatch(text):
        return None
    if len(text.lstrip("-")) > most_digits:
        return None
    return int(text)


ECHO_MOST: Final = 60  # characters of a refused answer that a note repeats


def echoed(text: str) -> str:
    """A refused answer as a note repeats it: cut short if long (a paste, say)."""
    return text if len(text) <= ECHO_MOST else text[:ECHO_MOST] + "..."
