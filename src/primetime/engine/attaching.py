"""The Add or Replace action's options: a green room star or ad added to a lineup show, or
replacing one of its attachments.

What a card may do on a show depends only on the show card, what is on it and its extra slots
(the card table's slot classes and the slots cards bring), unless a card in play helps attach:
so each show's options are kept on the card table, card by card, and shared by every decision
and game of the card set (`CardTable.rooms`).
"""

from __future__ import annotations

from typing import Any, Final

from ..cards import ShowCard
from . import hooks
from .options import AddAttachment, Option
from .production import attachable
from .slots import add, capacity_of, classes_of, covers, fits, room_for
from .sources import CardTable, remember, remembered
from .state import GameState, LineupShow

_ROOMS_MOST: Final = 4096  # lineup shows kept (`CardTable.rooms`), cleared when full
# whether a card fits added; the show's slots and classes with it added; what it may replace
_Fitting = tuple[bool, tuple[int, int, int], tuple[int, int, int], tuple[str, ...]]


def attach_options(
    state: GameState, player: int, helpers: bool = True, only: str = ""
) -> list[Option]:
    """Add a green room star or ad to a show, or replace one of its attachments with it; with
    `helpers`, also adds that only a card's effect allows (e.g. beyond the show's slots); with
    `only` ("star" or "ad"), just those of green room cards of that type."""
    if state.memo is None:
        return _attach_options(state, player, helpers, only)
    # While a listing lasts, worked out once with helpers: without them it is the same list
    # less the adds a helper allows (On-Set Accommodations asks for that one).
    found: list[Option] | None = remembered(state, player, "attach options")
    if found is None:
        found = remember(state, player, "attach options", _attach_options(state, player, True, ""))
    if helpers and not only:
        return found  # (the callers copy it, or read it)
    cards = state.cards
    return [
        o
        for o in found
        if (helpers or not (isinstance(o, AddAttachment) and o.using))
        and (not only or (isinstance(o, AddAttachment) and cards[o.card].kind == only))
    ]


def _attach_options(state: GameState, player: int, helpers: bool, only: str) -> list[Option]:
    seat = state.players[player]
    pool = attachable(state, player)
    if only:
        cards = state.cards
        pool = [c for c in pool if cards[c].kind == only]
    if not pool:
        return []
    # a helper's extra slots are asked only for a card that does not fit (and only if any card
    # in play helps)
    helping = helpers and hooks.helps_attach(state, player)
    table: CardTable = state.table
    rooms: dict[Any, Any] = table.rooms
    options: list[Option] = []
    for timeslot, show in enumerate(seat.lineup):
        if show is None:
            continue
        # (the upright flags need not be in the key, but a tuple of the list is made natively)
        key = (timeslot, show.card, show.extra_slots, tuple(show.attachments))
        room: _Room | None = rooms.get(key)
        if room is None:
            if len(rooms) >= _ROOMS_MOST:
                rooms.clear()
            room = rooms[key] = _Room(state, show)
        if helping:  # what a helper allows depends on the game: not kept
            for new in pool:
                options.extend(_card_options(state, player, room, timeslot, new, True))
            continue
        known = room.options
        for new in pool:
            found = known.get(new)
            if found is None:
                found = known[new] = tuple(_card_options(state, player, room, timeslot, new, False))
            options.extend(found)
    return options


class _Room:
    """A lineup show as Add or Replace asks it: its slots and what is on it, worked out once,
    and each green room card's options on it (without helpers), kept as they are asked. Shared
    by every state and game of the card set: what it holds is never changed once worked out."""

    __slots__ = (
        "card",
        "extra",
        "required",
        "attached",
        "olds",
        "current",
        "capacity",
        "covered",
        "fitting",
        "options",
    )

    def __init__(self, state: GameState, show: LineupShow) -> None:
        card = state.cards[show.card]
        assert isinstance(card, ShowCard)
        self.card = card
        self.extra = show.extra_slots
        self.required = card.slot_counts[0]
        attaching = state.table.attaching  # each card's slot class, slots brought, and type
        attached: list[str] = []
        olds = []  # each card there, and what replacing it asks of it
        for c, _ in show.attachments:  # (a loop: a comprehension is a function called)
            attached.append(c)
            olds.append((c, *attaching[c]))
        self.attached = attached
        self.olds: list[tuple[str, str, tuple[str, ...], str]] = olds
        self.current = classes_of(state, attached)
        self.capacity = capacity_of(state, card, show.extra_slots, attached)
        self.covered = bool(attached) and covers(self.required, self.current)
        # by a card's slot class, slots brought and type (`_fitting`); by green room card
        self.fitting: dict[tuple[str, tuple[str, ...], str], _Fitting] = {}
        self.options: dict[str, tuple[Option, ...]] = {}


def _card_options(
    state: GameState, player: int, room: _Room, timeslot: int, new: str, helping: bool
) -> list[Option]:
    """Adding green room card `new` to the show in `timeslot`, or replacing each of its
    attachments with it (with `helping`: also the adds a card in play helps with)."""
    table: CardTable = state.table
    attaching = table.attaching[new]  # its slot class, slots brought, and type
    fitting = room.fitting.get(attaching)
    if fitting is None:
        fitting = room.fitting[attaching] = _fitting(state, room, attaching)
    fits_as_added, grown, more, replacing = fitting
    options: list[Option] = []
    if fits_as_added:
        options.append(table.adding[new][timeslot])
    elif helping:
        for helper, extra in hooks.attach_helpers(state, player, new):
            if extra == ("any",) or fits(_grow(grown, extra), more):
                options.append(AddAttachment(new, timeslot, "", helper))
    for old in replacing:
        options.append(AddAttachment(new, timeslot, old))
    return options


def _fitting(
    state: GameState, room: _Room, attaching: tuple[str, tuple[str, ...], str]
) -> _Fitting:
    """How a card of this slot class, bringing these slots, of this type fits the show:
    whether it fits added, the show's slots and classes with it added, and the attachments it
    may replace."""
    kind, brings, new_type = attaching
    capacity = room.capacity
    current = room.current
    grown = _grow(capacity, brings) if brings else capacity
    more = add(current, kind)
    replacing: list[str] = []
    attached = room.attached
    for old, old_kind, old_brings, old_type in room.olds:
        if old_type == "show":  # a show attached by Voice of a Generation stays
            continue
        # The other type only where a wild slot is (rulebook: Replacing Cards in Wild Slots)
        if new_type != old_type and not capacity[2]:
            continue
        swapped = add(add(current, old_kind, -1), kind)
        shrunk = grown
        if old_brings:
            # the slots the old card brought go with it; the cards that stay keep the room
            # they need (of their own type)
            i = attached.index(old)
            staying = attached[:i] + attached[i + 1 :]
            needed = room_for(state, room.card, room.extra, staying)
            shrunk = _grow(_shrink(grown, old_brings), needed)
        if fits(shrunk, swapped) and (covers(room.required, swapped) or not room.covered):
            replacing.append(old)
    return fits(grown, more), grown, more, tuple(replacing)


def _grow(capacity: tuple[int, int, int], kinds: tuple[str, ...]) -> tuple[int, int, int]:
    s, a, w = capacity
    for kind in kinds:
        s, a, w = (
            (s + 1, a, w) if kind == "star" else (s, a + 1, w) if kind == "ad" else (s, a, w + 1)
        )
    return s, a, w


def _shrink(capacity: tuple[int, int, int], kinds: tuple[str, ...]) -> tuple[int, int, int]:
    s, a, w = capacity
    for kind in kinds:
        s, a, w = (
            (s - 1, a, w) if kind == "star" else (s, a - 1, w) if kind == "ad" else (s, a, w - 1)
        )
    return s, a, w
