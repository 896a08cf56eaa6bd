"""Parts: state a module owns, per game and per player, kept with the game state.

A part (the solo piles, a rondel position, superstar tokens, a genre grid...) is one object that
knows how to copy itself, turn itself into JSON and hide what a viewer may not see. The engine
clones, fingerprints, redacts and sends every part through these three methods, so no other file
copies a module's fields by hand. Parts live in `state.parts` under their name.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .native import fields_of, mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Part:
    """State a module owns. Subclasses hold plain data and implement the three methods."""

    name: ClassVar[str] = ""
    # For learners' tensors (adapters/encoding.py), which hold only numbers: how many a seat
    # has (`features`) and the table has (`table`), each in [0, 1].
    seat_features: ClassVar[int] = 0
    table_features: ClassVar[int] = 0

    # Pickling (server bot workers): the compiled build's own default would keep only a native
    # part's fields, and lose those an interpreted subclass keeps in its __dict__.
    def __getstate__(self) -> dict[str, Any]:
        return fields_of(self)

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            setattr(self, name, value)

    def clone(self) -> Part:
        """An independent copy (plain data, by hand; never deepcopy)."""
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready snapshot (for fingerprints, views and the server)."""
        raise NotImplementedError

    def cards(self) -> list[str]:
        """Card ids this part holds (every card of a game is in exactly one place)."""
        return []

    def seat_cards(self, player: int) -> list[str]:
        """The cards this part gives a seat (its mogul, its executive board, its grid tile):
        a tensor places them with the seat."""
        return []

    # (`state` is the GameState: not named here, since state.py imports this module)
    def features(self, state: Any, player: int) -> list[float]:
        """A seat's `seat_features` numbers in [0, 1]: what the part holds of it beyond its
        cards (marks, tokens, markers)."""
        return []

    def table(self, state: Any) -> list[float]:
        """The table's `table_features` numbers in [0, 1] (what belongs to no seat)."""
        return []

    def release(self, card: str) -> bool:
        """Let go of a card this part holds (the scenario helper placing it elsewhere): True if
        it was here."""
        return False

    def redacted(self, viewer: int | None) -> Part:
        """This part as `viewer` may see it (None: a spectator); by default all of it is
        public. A part that hides something returns a copy with it replaced by placeholders,
        and `determinize` fills them back."""
        return self.clone()

    def determinized(self, rng: Any, viewer: int | None) -> Part:
        """A copy with what `redacted` hid from `viewer` filled in at random (consistent with
        what the viewer saw); by default nothing is hidden."""
        return self.clone()


@mypyc_attr(allow_interpreted_subclasses=True)
class PerPlayer(Part):
    """A part holding one value per player (a list indexed by seat)."""

    def __init__(self, values: list[Any]) -> None:
        self.values = values

    def clone(self) -> PerPlayer:
        other = type(self).__new__(type(self))
        other.values = [_copy(v) for v in self.values]
        return other

    def to_dict(self) -> dict[str, Any]:
        return {"values": [_copy(v) for v in self.values]}


def _copy(value: Any) -> Any:
    """A copy of a plain value (lists and dicts one level deep, the rest shared)."""
    if isinstance(value, list):
        return value[:]
    if isinstance(value, dict):
        return dict(value)
    return value
