"""Positions a bot comes back to: in a position it has chosen in before, a bot chooses only
among the options it has chosen there least often.

Every turn of the base game takes an action that uses up cards or cash, so a round always ends.
Beeb may end a turn without acting, and once everyone else has passed a search can circle the
rondel for ever: the position after each lap is the one before it (log aside), and a search that
finds the turns still to come worth more than passing (the learned solo value does, and a short
search averages a pass's poor follow-ups into the move that offers it) makes the same choices
again. Keeping to the least chosen options breaks every such loop (in the end the pass is the
one left) and changes nothing in a game that never repeats a position.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine.game import state_fingerprint
from ..engine.views import View

Chosen = dict[str, dict[str, int]]  # by position: how often each option (its text) was chosen


def position_key(view: View) -> str:
    """The position a view shows: everything in its state but the log (which always grows)."""
    return state_fingerprint(view.state)


def least_chosen(chosen: Chosen, key: str, texts: Iterable[str]) -> set[str]:
    """The options (texts) chosen least often in this position so far: all of them in a new
    one."""
    counts = chosen.get(key, {})
    offered = list(texts)
    fewest = min(counts.get(t, 0) for t in offered)
    return {t for t in offered if counts.get(t, 0) == fewest}


def remember(chosen: Chosen, key: str, text: str) -> None:
    """Note that `text` was chosen in this position."""
    counts = chosen.setdefault(key, {})
    counts[text] = counts.get(text, 0) + 1
