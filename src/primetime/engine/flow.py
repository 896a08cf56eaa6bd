"""The flow of a game, declared: who takes the next turn (the turn-order value) and the table of
phases, the steps each runs and the decisions they stop at.

A leaf: it imports nothing of the engine. The steps and decisions named here are registered by
the files that implement them (`@step`, `@decision`); `tests/unit/test_flow.py` checks that the
table and the registries agree, so a step can't be scheduled that nobody handles.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any, Final

from .native import made_again


class TurnOrder:
    """This round's turn order and what bends it: extra turns queued (taken next, before the
    normal order goes on) and turns to skip (each skips that seat's next turn once). An extra
    turn doesn't move the order on: after it, play goes on from the last normal turn."""

    __slots__ = ("seats", "extra", "skips", "last", "in_extra")

    def __init__(
        self,
        seats: list[int],
        extra: list[int] | None = None,
        skips: list[int] | None = None,
        last: int = -1,
        in_extra: bool = False,
    ) -> None:
        self.seats = seats  # a module's seat (the solo opponent) is negative
        self.extra = extra if extra is not None else []
        self.skips = skips if skips is not None else []
        self.last = last  # index in `seats` of the last normal turn (-1: none yet)
        self.in_extra = in_extra  # the turn being played is an extra one

    def __reduce__(self) -> tuple[object, ...]:
        return made_again(self, self.seats)

    def clone(self) -> TurnOrder:
        return TurnOrder(self.seats[:], self.extra[:], self.skips[:], self.last, self.in_extra)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": list(self.seats),
            "extra": list(self.extra),
            "skips": list(self.skips),
            "last": self.last,
            "in_extra": self.in_extra,
        }

    def first(self, passed: Container[int]) -> int | None:
        """Who takes the round's first turn (`passed`: the seats that have passed)."""
        return self._from(-1, passed)

    def after(self, current: int, passed: Container[int]) -> int | None:
        """Who takes the turn after `current`'s: a queued extra turn, else the next seat in
        order (after the last normal turn) that has not passed and does not skip; None when
        everyone has passed. (`passed` is the pass track, not a function: no closure made a
        turn.)"""
        if self.in_extra:
            start = self.last
        else:
            try:  # (one walk of the seats, not `in` then `index`: every turn)
                start = self.seats.index(current)
            except ValueError:
                start = -1
        return self._from(start, passed)

    def _from(self, start: int, passed: Container[int]) -> int | None:
        extra = self.extra
        while extra:
            seat = extra.pop(0)
            if seat not in passed:
                self.last, self.in_extra = start, True
                return seat
        seats = self.seats  # (the fields read once, not at every seat: every turn)
        skips = self.skips
        count = len(seats)
        for ahead in range(1, 2 * count + 1):
            index = (start + ahead) % count
            seat = seats[index]
            if seat in passed:
                continue
            if seat in skips:
                skips.remove(seat)
                continue
            self.last, self.in_extra = index, False
            return seat
        return None


# Phase -> the steps it runs and the decisions it may stop at (module steps included; a module's
# file registers them when it loads).
FLOW: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "setup": {
        "steps": ("solo-first", "place-starters", "starters"),
        "decisions": ("solo-first", "starters"),
    },
    "pilot": {
        "steps": ("pilot-season", "pilot-keep", "pilot-reveal", "pilot-produce"),
        "decisions": ("pilot-keep",),
    },
    "round": {"steps": ("round-start", "round-start-uses", "first-turn"), "decisions": ()},
    "actions": {
        "steps": (
            "turn",
            "turn-start",
            "turn-continue",
            "next-turn",
            "pass",
            "take-pass",
            "bonus-attach",
            "extra-action",
            "cancel-by-effect",
            "cancel",
            "solo-turn",
            "solo-resolve",
        ),
        "decisions": ("turn", "bonus-attach", "use-at"),
    },
    "producing": {
        "steps": (
            "production-attach",
            "production-timeslot",
            "settle",
            "settle-sides",
            "attach-side",
            "promo",
            "on-attach",
            "genre-advance",
            "genre-bonus",
        ),
        "decisions": ("production-attach", "production-timeslot", "promo", "attach-side"),
    },
    "cards": {
        "steps": (
            "draw",
            "draw-keep",
            "keep-one",
            "resolve-immediate",
            "discard-resolved",
            "gain-cash",
            "card-choice-step",
        ),
        "decisions": ("deal", "keep-one", "card-choice"),
    },
    "end of round": {
        "steps": (
            "end-round",
            "upkeep-uses",
            "upkeep",
            "score-uses",
            "score",
            "after-score",
            "age",
        ),
        "decisions": ("upkeep-cancel",),
    },
    "cleanup": {
        "steps": ("round-cleanup", "game-end", "game-end-uses", "game-over"),
        "decisions": (),
    },
}


def extend(phase: str, steps: tuple[str, ...] = (), decisions: tuple[str, ...] = ()) -> None:
    """A module's own steps and decisions join a phase of the table (from the module's file)."""
    entry = FLOW.setdefault(phase, {"steps": (), "decisions": ()})
    entry["steps"] += tuple(s for s in steps if s not in entry["steps"])
    entry["decisions"] += tuple(d for d in decisions if d not in entry["decisions"])


def scheduled_steps() -> frozenset[str]:
    """Every step name the flow table lists."""
    return frozenset(s for phase in FLOW.values() for s in phase["steps"])


def decision_kinds() -> frozenset[str]:
    """Every decision kind the flow table lists."""
    return frozenset(d for phase in FLOW.values() for d in phase["decisions"])
