"""Face-down decks as layers: shuffled multisets of unseen cards, plus known cards on top or
bottom.

A layer is never changed once made: its cards are a tuple, and a deck changes by replacing its
layers (`Deck.take`, `Deck.replace`). So a deck's clone copies only its list of layers, sharing
the layers themselves (a clone of a game state is the search bots' commonest step).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from .native import made_again

HIDDEN: Final = "?"  # prefix of a placeholder for a card a view may not see: "?star", "?showA"


class Layer:
    """A run of cards in a deck, never changed once made (clones of a deck share it).

    An unordered layer is a shuffled multiset: which card comes next is chance. An ordered layer
    holds cards in known order (top first), e.g. cards put on the bottom by an effect; `known_to`
    lists who knows them (None: everyone).
    """

    __slots__ = ("cards", "ordered", "pool", "known_to")

    def __init__(
        self,
        cards: Iterable[str],
        ordered: bool = False,
        pool: str = "",
        known_to: tuple[int, ...] | None = None,
    ) -> None:
        self.cards: Final = tuple(cards)
        self.ordered: Final = ordered
        self.pool: Final = pool
        self.known_to: Final = known_to

    def __reduce__(self) -> tuple[object, ...]:
        # every field from the constructor: compiled, `Final` fields cannot be set afterwards
        return (Layer, (self.cards, self.ordered, self.pool, self.known_to))

    def holding(self, cards: Iterable[str]) -> Layer:
        """The same layer with these cards instead."""
        return Layer(cards, self.ordered, self.pool, self.known_to)

    def visible_to(self, player: int) -> bool:
        """Whether `player` knows exactly which cards this layer holds, in order."""
        return self.ordered and (self.known_to is None or player in self.known_to)

    def to_dict(self) -> dict[str, object]:
        return {
            "cards": list(self.cards),
            "ordered": self.ordered,
            "pool": self.pool,
            "known_to": None if self.known_to is None else list(self.known_to),
        }


class Deck:
    """A deck of one card type, top layer first."""

    __slots__ = ("kind", "layers")

    def __init__(self, kind: str, layers: list[Layer]) -> None:
        self.kind = kind
        self.layers = layers

    def __reduce__(self) -> tuple[object, ...]:
        return made_again(self, self.kind, self.layers)

    def clone(self) -> Deck:
        return Deck(self.kind, self.layers[:])  # the layers are shared: never changed

    def __len__(self) -> int:
        count = 0  # a loop, not sum() of a generator: asked after every card drawn
        for layer in self.layers:
            count += len(layer.cards)
        return count

    def top_layer(self) -> Layer | None:
        """The layer the next card comes from, dropping empty layers on the way."""
        layers = self.layers
        while layers and not layers[0].cards:
            layers.pop(0)
        return layers[0] if layers else None

    def take(self, index: int, in_order: bool = False) -> str:
        """Take the card at `index` of the top layer (there must be one). An unordered layer's
        last card moves into the gap (the order its chance draws have always used), unless
        `in_order`; an ordered layer keeps its order."""
        layer = self.layers[0]
        cards = layer.cards
        card = cards[index]
        if index == len(cards) - 1:
            rest = cards[:-1]
        elif layer.ordered or in_order:
            rest = cards[:index] + cards[index + 1 :]
        else:
            rest = cards[:index] + cards[-1:] + cards[index + 1 : -1]
        self.layers[0] = layer.holding(rest)
        return card

    def replace(self, index: int, cards: Iterable[str]) -> None:
        """Layer `index` holds these cards instead (a view's placeholders, say)."""
        self.layers[index] = self.layers[index].holding(cards)

    def cards(self) -> list[str]:
        return [card for layer in self.layers for card in layer.cards]

    def put_bottom(self, cards: list[str], known_to: tuple[int, ...] | None) -> None:
        """Place cards on the bottom in the given order, known to `known_to`."""
        if cards:
            self.layers.append(Layer(list(cards), True, self.kind, known_to))

    def put_top(self, cards: list[str], known_to: tuple[int, ...] | None) -> None:
        """Place cards on top in the given order (first card on top)."""
        if cards:
            self.layers.insert(0, Layer(list(cards), True, self.kind, known_to))

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "layers": [layer.to_dict() for layer in self.layers]}
