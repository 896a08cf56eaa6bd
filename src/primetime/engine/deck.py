"""Face-down decks as layers: shuffled multisets of unseen cards, plus known cards on top or
bottom.

A deck's clone shares its layers (a clone of a game state is the search bots' commonest step):
both decks are marked `shared`, and the first change to either's cards copies that deck's
layers first (`Deck.own`). So a layer's cards change only through its deck's methods (`take`,
`replace`); `tests/unit/test_decks.py` checks that no other file changes them in place.
"""

from __future__ import annotations

from typing import Final

from .native import made_again

HIDDEN: Final = "?"  # prefix of a placeholder for a card a view may not see: "?star", "?showA"


class Layer:
    """A run of cards in a deck (the deck's clones may share it: change it only through the
    deck's methods).

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

    def holding(self, cards: list[str]) -> Layer:
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

    __slots__ = ("kind", "layers", "shared")

    def __init__(self, kind: str, layers: list[Layer], shared: bool = False) -> None:
        self.kind = kind
        self.layers = layers
        self.shared = shared  # its layers may be another deck's too (see `own`)

    def __reduce__(self) -> tuple[object, ...]:
        return made_again(self, self.kind, self.layers)

    def clone(self) -> Deck:
        """A copy sharing this deck's layers until either deck's cards change."""
        self.shared = True
        return Deck(self.kind, self.layers[:], True)

    def own(self) -> None:
        """Make this deck's layers its own (copies of them, if a clone may share them)."""
        if self.shared:
            layers = []  # (a loop: a comprehension is a function called)
            for layer in self.layers:
                layers.append(layer.holding(layer.cards[:]))
            self.layers = layers
            self.shared = False

    def __len__(self) -> int:
        count = 0  # (a loop, not sum() of a generator)
        for layer in self.layers:
            count += len(layer.cards)
        return count

    def empty(self) -> bool:
        """No card is left: asked after every card drawn (a method called, where `len` would
        call `__len__` from C, a second run of the interpreter, in the pure build)."""
        for layer in self.layers:
            if layer.cards:
                return False
        return True

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
        if self.shared:
            self.own()
        layer = self.layers[0]
        cards = layer.cards
        if layer.ordered or in_order:
            return cards.pop(index)
        card = cards[index]
        cards[index] = cards[-1]
        cards.pop()
        return card

    def replace(self, index: int, cards: list[str]) -> None:
        """Layer `index` holds these cards (the list itself) instead: a view's placeholders,
        say."""
        self.layers[index] = self.layers[index].holding(cards)

    def cards(self) -> list[str]:
        found: list[str] = []  # (a loop: a comprehension is a function called)
        for layer in self.layers:
            found += layer.cards
        return found

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
