"""Face-down decks as layers: shuffled multisets of unseen cards, plus known cards on top or
bottom."""

from __future__ import annotations

from typing import Final

from .native import made_again

HIDDEN: Final = "?"  # prefix of a placeholder for a card a view may not see: "?star", "?showA"


class Layer:
    """A run of cards in a deck.

    An unordered layer is a shuffled multiset: which card comes next is chance. An ordered layer
    holds cards in known order (top first), e.g. cards put on the bottom by an effect; `known_to`
    lists who knows them (None: everyone).
    """

    __slots__ = ("cards", "ordered", "pool", "known_to")

    def __init__(
        self,
        cards: list[str],
        ordered: bool = False,
        pool: str = "",
        known_to: tuple[int, ...] | None = None,
    ) -> None:
        self.cards = cards
        self.ordered = ordered
        self.pool = pool
        self.known_to = known_to

    def __reduce__(self) -> tuple[object, ...]:
        return made_again(self, self.cards)

    def clone(self) -> Layer:
        return Layer(self.cards[:], self.ordered, self.pool, self.known_to)

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
        return Deck(self.kind, [layer.clone() for layer in self.layers])

    def __len__(self) -> int:
        return sum(len(layer.cards) for layer in self.layers)

    def top_layer(self) -> Layer | None:
        """The layer the next card comes from, dropping empty layers on the way."""
        layers = self.layers
        while layers and not layers[0].cards:
            layers.pop(0)
        return layers[0] if layers else None

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
