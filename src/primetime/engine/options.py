"""Options: the values a decision offers. Hashable, comparable, with a stable text form.

Each option is a small value, never changed once made, and made by the thousand in every listing:
a plain class with slots and its own `__init__` rather than a frozen dataclass, whose generated
`__init__` stays interpreted Python in the compiled build. (The fields are not `Final`: mypyc then
lends out a field's value without keeping the option alive, which crashed the compiled build.)
An option equals another of its type with the same words (its text, which a save replays by),
and hashes by them; `fields` names its values, for copies and pickling.
"""

from __future__ import annotations

from typing import ClassVar, Final

from ..cards.model import TELLY_TIMESLOTS, TIMESLOTS

SLOT_WORDS: Final[tuple[str, ...]] = TIMESLOTS + TELLY_TIMESLOTS


def slot_word(index: int) -> str:
    """The timeslot word for a lineup index (0 daytime, 1 primetime, 2 latenight, 3 weekend)."""
    return SLOT_WORDS[index]


class Option:
    """Base of every option; `str(option)` is its stable text, e.g. `produce dawsons-reek`."""

    __slots__ = ()
    word: ClassVar[str] = ""
    fields: ClassVar[tuple[str, ...]] = ()  # the values that make the option, in order

    def words(self) -> tuple[str, ...]:
        raise NotImplementedError

    def key(self) -> tuple[str, ...]:
        """What tells this option from others of its type: its words."""
        return self.words()

    def values(self) -> tuple[object, ...]:
        """The option's field values, in the order of `fields` (its constructor's arguments)."""
        return tuple(getattr(self, name) for name in self.fields)

    def __str__(self) -> str:
        return " ".join((self.word,) + self.words())

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Option) and other.key() == self.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        shown = ", ".join(f"{n}={v!r}" for n, v in zip(self.fields, self.values(), strict=True))
        return f"{type(self).__name__}({shown})"

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), self.values())


class SignStar(Option):
    """Action: pay a star's signing cost and put it in your green room."""

    __slots__ = ("card",)
    word: ClassVar[str] = "sign-star"
    fields: ClassVar[tuple[str, ...]] = ("card",)

    def __init__(self, card: str) -> None:
        self.card = card

    def words(self) -> tuple[str, ...]:
        return (self.card,)


class SignAd(Option):
    """Action: take an ad's cash bonus and put it in your green room."""

    __slots__ = ("card",)
    word: ClassVar[str] = "sign-ad"
    fields: ClassVar[tuple[str, ...]] = ("card",)

    def __init__(self, card: str) -> None:
        self.card = card

    def words(self) -> tuple[str, ...]:
        return (self.card,)


class TakeNetwork(Option):
    """Action: take a network card from the display."""

    __slots__ = ("card",)
    word: ClassVar[str] = "take-network"
    fields: ClassVar[tuple[str, ...]] = ("card",)

    def __init__(self, card: str) -> None:
        self.card = card

    def words(self) -> tuple[str, ...]:
        return (self.card,)


class Produce(Option):
    """Action: produce a show (from the display, or your green room), maybe using cards at once."""

    __slots__ = ("card", "using")
    word: ClassVar[str] = "produce"
    fields: ClassVar[tuple[str, ...]] = ("card", "using")

    def __init__(self, card: str, using: tuple[str, ...] = ()) -> None:
        self.card = card
        self.using = using

    def words(self) -> tuple[str, ...]:
        return (self.card,) + (("using", "+".join(self.using)) if self.using else ())


class AddAttachment(Option):
    """Action: attach a star or ad from your green room to a show, maybe replacing one."""

    __slots__ = ("card", "timeslot", "replace", "using", "beside")
    word: ClassVar[str] = "attach"
    fields: ClassVar[tuple[str, ...]] = ("card", "timeslot", "replace", "using", "beside")

    def __init__(
        self, card: str, timeslot: int, replace: str = "", using: str = "", beside: str = ""
    ) -> None:
        self.card = card
        self.timeslot = timeslot
        self.replace = replace
        # a card whose effect lets this attachment break the slot rules (Ensemble Cast), or whose
        # attachments are uses of it beside the action (On-Set Accommodations)
        self.using = using
        self.beside = beside  # with a helper `using`: the card it is attached beside the action by

    def words(self) -> tuple[str, ...]:
        tail: tuple[str, ...] = ("replacing", self.replace) if self.replace else ()
        tail += ("using", self.using) if self.using else ()
        tail += ("beside", self.beside) if self.beside else ()
        return (self.card, slot_word(self.timeslot)) + tail


class Pass(Option):
    """Action: pass, taking the cash or the viewer bonus of your pass track column."""

    __slots__ = ("bonus",)
    word: ClassVar[str] = "pass"
    fields: ClassVar[tuple[str, ...]] = ("bonus",)

    def __init__(self, bonus: str) -> None:
        self.bonus = bonus  # "cash" | "viewers"

    def words(self) -> tuple[str, ...]:
        return (self.bonus,)


class FreePass(Option):
    """Pass after your action without it being an action (an effect allows it)."""

    __slots__ = ("bonus",)
    word: ClassVar[str] = "free-pass"
    fields: ClassVar[tuple[str, ...]] = ("bonus",)

    def __init__(self, bonus: str) -> None:
        self.bonus = bonus  # "cash" | "viewers"

    def words(self) -> tuple[str, ...]:
        return (self.bonus,)


class UseCard(Option):
    """Use a card's effect (a network card, or an optional show or star effect)."""

    __slots__ = ("card",)
    word: ClassVar[str] = "use"
    fields: ClassVar[tuple[str, ...]] = ("card",)

    def __init__(self, card: str) -> None:
        self.card = card

    def words(self) -> tuple[str, ...]:
        return (self.card,)


class BonusAction(UseCard):
    """A bonus action a board offers beside the action (Beeb's rondel space), a use of the
    board `card`: the space's bonus, on a `target` card where it names one."""

    __slots__ = ("space", "target")
    word: ClassVar[str] = "bonus"
    fields: ClassVar[tuple[str, ...]] = ("card", "space", "target")

    def __init__(self, card: str, space: str = "", target: str = "") -> None:
        super().__init__(card)
        self.space = space
        self.target = target

    def words(self) -> tuple[str, ...]:
        return (self.space,) + ((self.target,) if self.target else ())

    def key(self) -> tuple[str, ...]:
        return (self.card,) + self.words()  # the board used, which the words leave out


class MoveRondel(Option):
    """Move your rondel marker to a space (Beeb), paying `cost` ($M) for the distance."""

    __slots__ = ("space", "cost")
    word: ClassVar[str] = "rondel"
    fields: ClassVar[tuple[str, ...]] = ("space", "cost")

    def __init__(self, space: str, cost: int = 0) -> None:
        self.space = space
        self.cost = cost

    def words(self) -> tuple[str, ...]:
        return (self.space,) + (("pay", str(self.cost)) if self.cost else ())


class EndTurn(Option):
    """End your turn (after your action)."""

    __slots__ = ()
    word: ClassVar[str] = "end-turn"

    def words(self) -> tuple[str, ...]:
        return ()


class PickCard(Option):
    """Choose a card: to attach, keep, discard or target; `mode` qualifies it (e.g. `down`)."""

    __slots__ = ("card", "mode")
    word: ClassVar[str] = "pick"
    fields: ClassVar[tuple[str, ...]] = ("card", "mode")

    def __init__(self, card: str, mode: str = "") -> None:
        self.card = card
        self.mode = mode

    def words(self) -> tuple[str, ...]:
        return (self.card,) + ((self.mode,) if self.mode else ())


class KeepCards(Option):
    """Pilot Season: the cards you keep."""

    __slots__ = ("cards",)
    word: ClassVar[str] = "keep"
    fields: ClassVar[tuple[str, ...]] = ("cards",)

    def __init__(self, cards: tuple[str, ...]) -> None:
        self.cards = cards

    def words(self) -> tuple[str, ...]:
        return self.cards


class PlaceStarters(Option):
    """Setup: your starter shows in the order of the timeslots they fill (the rulebook: "places
    them faceup to the right of their player board, in any order")."""

    __slots__ = ("cards",)
    word: ClassVar[str] = "starters"
    fields: ClassVar[tuple[str, ...]] = ("cards",)

    def __init__(self, cards: tuple[str, ...]) -> None:
        self.cards = cards

    def words(self) -> tuple[str, ...]:
        return self.cards


class Done(Option):
    """Stop adding (attachments, optional picks)."""

    __slots__ = ()
    word: ClassVar[str] = "done"

    def words(self) -> tuple[str, ...]:
        return ()


# made once: the listings that offer them hand out the same values
DONE: Final = Done()
END_TURN: Final = EndTurn()


class PickTimeslot(Option):
    """Choose a timeslot of your lineup."""

    __slots__ = ("timeslot",)
    word: ClassVar[str] = "timeslot"
    fields: ClassVar[tuple[str, ...]] = ("timeslot",)

    def __init__(self, timeslot: int) -> None:
        self.timeslot = timeslot

    def words(self) -> tuple[str, ...]:
        return (slot_word(self.timeslot),)


class PayPromo(Option):
    """Promo ad: pay to keep it rightside up, or not and rotate it."""

    __slots__ = ("card", "pay")
    word: ClassVar[str] = "promo"
    fields: ClassVar[tuple[str, ...]] = ("card", "pay")

    def __init__(self, card: str, pay: bool) -> None:
        self.card = card
        self.pay = pay

    def words(self) -> tuple[str, ...]:
        return (self.card, "pay" if self.pay else "rotate")


class CancelShow(Option):
    """Cancel the show in a timeslot (upkeep you cannot pay, or an effect)."""

    __slots__ = ("timeslot",)
    word: ClassVar[str] = "cancel"
    fields: ClassVar[tuple[str, ...]] = ("timeslot",)

    def __init__(self, timeslot: int) -> None:
        self.timeslot = timeslot

    def words(self) -> tuple[str, ...]:
        return (slot_word(self.timeslot),)


class PickGenre(Option):
    """Choose a genre."""

    __slots__ = ("genre",)
    word: ClassVar[str] = "genre"
    fields: ClassVar[tuple[str, ...]] = ("genre",)

    def __init__(self, genre: str) -> None:
        self.genre = genre

    def words(self) -> tuple[str, ...]:
        return (self.genre,)


class PickNumber(Option):
    """Choose a number or direction (e.g. move a season marker up or down)."""

    __slots__ = ("value",)
    word: ClassVar[str] = "number"
    fields: ClassVar[tuple[str, ...]] = ("value",)

    def __init__(self, value: int) -> None:
        self.value = value

    def words(self) -> tuple[str, ...]:
        return (str(self.value),)


class Deal(Option):
    """Chance: the card that comes off the deck."""

    __slots__ = ("card",)
    word: ClassVar[str] = "deal"
    fields: ClassVar[tuple[str, ...]] = ("card",)

    def __init__(self, card: str) -> None:
        self.card = card

    def words(self) -> tuple[str, ...]:
        return (self.card,)


class Continue(Option):
    """Go on (e.g. draw another card)."""

    __slots__ = ()
    word: ClassVar[str] = "continue"

    def words(self) -> tuple[str, ...]:
        return ()


class MoveMarker(Option):
    """Move the season marker of the show in a timeslot up (-1) or down (+1) a row."""

    __slots__ = ("timeslot", "step")
    word: ClassVar[str] = "move"
    fields: ClassVar[tuple[str, ...]] = ("timeslot", "step")

    def __init__(self, timeslot: int, step: int) -> None:
        self.timeslot = timeslot
        self.step = step

    def words(self) -> tuple[str, ...]:
        return (slot_word(self.timeslot), "up" if self.step < 0 else "down")


class Swap(Option):
    """Swap the shows of two timeslots."""

    __slots__ = ("first", "second")
    word: ClassVar[str] = "swap"
    fields: ClassVar[tuple[str, ...]] = ("first", "second")

    def __init__(self, first: int, second: int) -> None:
        self.first = first
        self.second = second

    def words(self) -> tuple[str, ...]:
        return (slot_word(self.first), slot_word(self.second))


class PickAbility(Option):
    """Choose one of the abilities a card offers for now (Gorilla: extra-turn or extra-cash)."""

    __slots__ = ("ability",)
    word: ClassVar[str] = "ability"
    fields: ClassVar[tuple[str, ...]] = ("ability",)

    def __init__(self, ability: str) -> None:
        self.ability = ability

    def words(self) -> tuple[str, ...]:
        return (self.ability,)
