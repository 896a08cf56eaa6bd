"""Options: the values a decision offers. Hashable, comparable, with a stable text form."""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields, is_dataclass
from typing import Any, ClassVar

from ..cards.model import TELLY_TIMESLOTS, TIMESLOTS

SLOT_WORDS: tuple[str, ...] = TIMESLOTS + TELLY_TIMESLOTS


def slot_word(index: int) -> str:
    """The timeslot word for a lineup index (0 daytime, 1 primetime, 2 latenight, 3 weekend)."""
    return SLOT_WORDS[index]


class Option:
    """Base of every option; `str(option)` is its stable text, e.g. `produce dawsons-reek`."""

    __slots__ = ()
    word: ClassVar[str] = ""

    def words(self) -> tuple[str, ...]:
        raise NotImplementedError

    def __str__(self) -> str:
        return " ".join((self.word,) + self.words())


@dataclass(frozen=True, slots=True)
class SignStar(Option):
    """Action: pay a star's signing cost and put it in your green room."""

    card: str
    word: ClassVar[str] = "sign-star"

    def words(self) -> tuple[str, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class SignAd(Option):
    """Action: take an ad's cash bonus and put it in your green room."""

    card: str
    word: ClassVar[str] = "sign-ad"

    def words(self) -> tuple[str, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class TakeNetwork(Option):
    """Action: take a network card from the display."""

    card: str
    word: ClassVar[str] = "take-network"

    def words(self) -> tuple[str, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class Produce(Option):
    """Action: produce a show (from the display, or your green room), maybe using cards at once."""

    card: str
    using: tuple[str, ...] = ()
    word: ClassVar[str] = "produce"

    def words(self) -> tuple[str, ...]:
        return (self.card,) + (("using", "+".join(self.using)) if self.using else ())


@dataclass(frozen=True, slots=True)
class AddAttachment(Option):
    """Action: attach a star or ad from your green room to a show, maybe replacing one."""

    card: str
    timeslot: int
    replace: str = ""
    using: str = ""  # a card whose effect lets this attachment break the slot rules
    word: ClassVar[str] = "attach"

    def words(self) -> tuple[str, ...]:
        tail: tuple[str, ...] = ("replacing", self.replace) if self.replace else ()
        tail += ("using", self.using) if self.using else ()
        return (self.card, slot_word(self.timeslot)) + tail


@dataclass(frozen=True, slots=True)
class Pass(Option):
    """Action: pass, taking the cash or the viewer bonus of your pass track column."""

    bonus: str  # "cash" | "viewers"
    word: ClassVar[str] = "pass"

    def words(self) -> tuple[str, ...]:
        return (self.bonus,)


@dataclass(frozen=True, slots=True)
class FreePass(Option):
    """Pass after your action without it being an action (an effect allows it)."""

    bonus: str  # "cash" | "viewers"
    word: ClassVar[str] = "free-pass"

    def words(self) -> tuple[str, ...]:
        return (self.bonus,)


@dataclass(frozen=True, slots=True)
class UseCard(Option):
    """Use a card's effect (a network card, or an optional show or star effect)."""

    card: str
    word: ClassVar[str] = "use"

    def words(self) -> tuple[str, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class BonusAction(UseCard):
    """A bonus action a board offers beside the action (Beeb's rondel space), a use of the
    board `card`: the space's bonus, on a `target` card where it names one."""

    space: str = ""
    target: str = ""
    word: ClassVar[str] = "bonus"

    def words(self) -> tuple[str, ...]:
        return (self.space,) + ((self.target,) if self.target else ())


@dataclass(frozen=True, slots=True)
class MoveRondel(Option):
    """Move your rondel marker to a space (Beeb), paying `cost` ($M) for the distance."""

    space: str
    cost: int = 0
    word: ClassVar[str] = "rondel"

    def words(self) -> tuple[str, ...]:
        return (self.space,) + (("pay", str(self.cost)) if self.cost else ())


@dataclass(frozen=True, slots=True)
class EndTurn(Option):
    """End your turn (after your action)."""

    word: ClassVar[str] = "end-turn"

    def words(self) -> tuple[str, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class PickCard(Option):
    """Choose a card: to attach, keep, discard or target; `mode` qualifies it (e.g. `down`)."""

    card: str
    mode: str = ""
    word: ClassVar[str] = "pick"

    def words(self) -> tuple[str, ...]:
        return (self.card,) + ((self.mode,) if self.mode else ())


@dataclass(frozen=True, slots=True)
class KeepCards(Option):
    """Pilot Season: the cards you keep."""

    cards: tuple[str, ...]
    word: ClassVar[str] = "keep"

    def words(self) -> tuple[str, ...]:
        return self.cards


@dataclass(frozen=True, slots=True)
class Done(Option):
    """Stop adding (attachments, optional picks)."""

    word: ClassVar[str] = "done"

    def words(self) -> tuple[str, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class PickTimeslot(Option):
    """Choose a timeslot of your lineup."""

    timeslot: int
    word: ClassVar[str] = "timeslot"

    def words(self) -> tuple[str, ...]:
        return (slot_word(self.timeslot),)


@dataclass(frozen=True, slots=True)
class PayPromo(Option):
    """Promo ad: pay to keep it rightside up, or not and rotate it."""

    card: str
    pay: bool
    word: ClassVar[str] = "promo"

    def words(self) -> tuple[str, ...]:
        return (self.card, "pay" if self.pay else "rotate")


@dataclass(frozen=True, slots=True)
class CancelShow(Option):
    """Cancel the show in a timeslot (upkeep you cannot pay, or an effect)."""

    timeslot: int
    word: ClassVar[str] = "cancel"

    def words(self) -> tuple[str, ...]:
        return (slot_word(self.timeslot),)


@dataclass(frozen=True, slots=True)
class PickGenre(Option):
    """Choose a genre."""

    genre: str
    word: ClassVar[str] = "genre"

    def words(self) -> tuple[str, ...]:
        return (self.genre,)


@dataclass(frozen=True, slots=True)
class PickNumber(Option):
    """Choose a number or direction (e.g. move a season marker up or down)."""

    value: int
    word: ClassVar[str] = "number"

    def words(self) -> tuple[str, ...]:
        return (str(self.value),)


@dataclass(frozen=True, slots=True)
class Deal(Option):
    """Chance: the card that comes off the deck."""

    card: str
    word: ClassVar[str] = "deal"

    def words(self) -> tuple[str, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class Continue(Option):
    """Go on (e.g. draw another card)."""

    word: ClassVar[str] = "continue"

    def words(self) -> tuple[str, ...]:
        return ()


@dataclass(frozen=True, slots=True)
class MoveMarker(Option):
    """Move the season marker of the show in a timeslot up (-1) or down (+1) a row."""

    timeslot: int
    step: int
    word: ClassVar[str] = "move"

    def words(self) -> tuple[str, ...]:
        return (slot_word(self.timeslot), "up" if self.step < 0 else "down")


@dataclass(frozen=True, slots=True)
class Swap(Option):
    """Swap the shows of two timeslots."""

    first: int
    second: int
    word: ClassVar[str] = "swap"

    def words(self) -> tuple[str, ...]:
        return (slot_word(self.first), slot_word(self.second))


@dataclass(frozen=True, slots=True)
class PickAbility(Option):
    """Choose one of the abilities a card offers for now (Gorilla: extra-turn or extra-cash)."""

    ability: str
    word: ClassVar[str] = "ability"

    def words(self) -> tuple[str, ...]:
        return (self.ability,)


def quick_init(cls: type) -> None:
    """Give a frozen slots dataclass (an option, a decision) an `__init__` that sets its slots
    through their descriptors: the same fields, defaults and result, without the generated
    init's `object.__setattr__` per field (options are made by the thousand in every listing).
    Leaves a class alone if it is not such a dataclass, or was compiled."""
    if not is_dataclass(cls) or "__slots__" not in cls.__dict__:
        return
    env: dict[str, object] = {}
    params: list[str] = []
    lines: list[str] = []
    for i, f in enumerate(fields(cls)):
        slot = cls.__dict__.get(f.name)
        if slot is None or not hasattr(slot, "__set__") or f.default_factory is not MISSING:
            return
        env[f"_s{i}"] = slot.__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            env[f"_d{i}"] = f.default
            params.append(f"{f.name}=_d{i}")
        lines.append(f"        _s{i}(self, {f.name})")
    body = "\n".join(lines) or "        pass"
    source = (
        f"def make({', '.join(env)}):\n"
        f"    def __init__(self, {', '.join(params)}):\n{body}\n"
        f"    return __init__\n"
    )
    namespace: dict[str, Any] = {}
    exec(source, {}, namespace)  # noqa: S102 - built from the class's own field names
    init = namespace["make"](**env)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    setattr(cls, "__init__", init)  # noqa: B010 - any class, so not a typed assignment


def _quicken(base: type[Option]) -> None:
    for cls in base.__subclasses__():
        quick_init(cls)
        _quicken(cls)


_quicken(Option)
