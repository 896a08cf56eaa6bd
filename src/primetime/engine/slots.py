"""Attachment slots and conditions: which stars and ads a show can hold, and which side up.

Slots are matched as a set (the rulebook's wild-slot rule: a show's attachments must *match its
slots*), so a show's capacity is counted by kind: star slots, ad slots and wild slots, each
required or optional. Attachments come in three classes: stars (star or wild slots), ads (ad or
wild slots) and "flex" stars (any slot, e.g. Famously Famous). By Hall's theorem:

- the attachments fit  iff  stars <= s + w,  ads <= a + w,  all <= s + a + w;
- they fill every required slot  iff  req_s <= stars + flex,  req_a <= ads + flex,
  req_s + req_a + req_w <= all;

and a set of cards that fits can be completed to fill the required slots from a pool of spare cards
iff the attachments plus the whole pool fill them (Mendelsohn-Dulmage).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ..cards import Condition, ShowCard
from . import hooks
from .slot_counts import Capacity, Classes, fits, with_extra
from .sources import CardTable
from .state import Attachment, GameState, LineupShow


def printed_slots(card: ShowCard) -> tuple[Capacity, Capacity]:
    """(required, total) slot counts by kind printed on a show (counted when the card is made)."""
    return card.slot_counts


def classes_of(state: GameState, cards: Iterable[str]) -> Classes:
    """Count attachments by slot class."""
    stars = ads = flex = 0
    table: CardTable = state.table  # (`table_of`, read directly: asked many times a decision)
    classes = table.classes
    for card in cards:
        kind = classes[card]
        if kind == "star":
            stars += 1
        elif kind == "ad":
            ads += 1
        else:
            flex += 1
    return stars, ads, flex


def capacity_of(
    state: GameState, card: ShowCard, extra: Iterable[str], cards: Iterable[str]
) -> Capacity:
    """Total slots of a show: printed, added for good by effects, and brought by attachments."""
    total = card.slot_counts[1]  # (`printed_slots`, read directly: asked many times a listing)
    if extra:
        total = with_extra(total, extra)
    table: CardTable = state.table
    brings = table.brings
    if brings:
        for attached in cards:
            brought = brings.get(attached)
            if brought:
                total = with_extra(total, brought)
    return total


def show_capacity(state: GameState, show: LineupShow) -> Capacity:
    card = state.cards[show.card]
    assert isinstance(card, ShowCard)
    # a list, not a generator: compiled, a generator passed on is an object made and iterated
    return capacity_of(state, card, show.extra_slots, [c for c, _ in show.attachments])


def room_for(
    state: GameState, card: ShowCard, extra: tuple[str, ...], cards: list[str]
) -> tuple[str, ...]:
    """The room (extra slots) the cards need beyond the show's slots and `extra`, taken in the
    order attached: each card that does not fit gets a slot of its own type (a star room holds
    a star, an ad room an ad), never a wild slot."""
    table: CardTable = state.table  # (`table_of`, read directly)
    brings = table.brings
    for attached in cards:  # (a loop: a generator is a call)
        if attached in brings:
            break
    else:
        # No card brings slots: every run of the cards has the same capacity, and where all of
        # them fit so does each run (the usual show: no room made)
        if fits(capacity_of(state, card, extra, ()), classes_of(state, cards)):
            return ()
    room: tuple[str, ...] = ()
    for i in range(len(cards)):
        so_far = cards[: i + 1]
        if not fits(capacity_of(state, card, extra + room, so_far), classes_of(state, so_far)):
            room += ("ad" if hooks.attach_class(state, cards[i]) == "ad" else "star",)
    return room


def room_made(state: GameState, show: LineupShow) -> LineupShow:
    """The show with the room its attachments need (see room_for), keeping only the added slots
    they fill (see trimmed). A new show, for the caller to put in its timeslot."""
    card = state.cards[show.card]
    assert isinstance(card, ShowCard)
    attached = []  # (a loop: a comprehension is a call; every Add or Replace asks)
    for c, _ in show.attachments:
        attached.append(c)
    room = room_for(state, card, show.extra_slots, attached)
    if room:
        show = show.with_extra_slots(show.extra_slots + room)
    return trimmed(state, show)


def trimmed(state: GameState, show: LineupShow) -> LineupShow:
    """Slots an effect added stay only as long as cards fill them (a show's slots are also the
    most it can hold): the show without every added slot the attachments no longer need."""
    if not show.extra_slots:  # (mostly none)
        return show
    card = state.cards[show.card]
    assert isinstance(card, ShowCard)
    attached = [c for c, _ in show.attachments]
    classes = classes_of(state, attached)
    extra = show.extra_slots
    i = 0
    while i < len(extra):
        fewer = extra[:i] + extra[i + 1 :]
        if fits(capacity_of(state, card, fewer, attached), classes):
            extra = fewer  # dropped: the next slot now sits at index i
        else:
            i += 1
    return show.with_extra_slots(extra) if extra != show.extra_slots else show


def without(attachments: tuple[Attachment, ...], card: str) -> tuple[Attachment, ...]:
    """A show's attachments less `card`, in the order attached."""
    kept = []  # (a loop: a generator is a call, resumed at every attachment)
    for attachment in attachments:
        if attachment[0] != card:
            kept.append(attachment)
    return tuple(kept)


def detached(state: GameState, show: LineupShow, card: str) -> LineupShow:
    """The show with an attachment taken off (it goes wherever the caller puts it). The cards
    that stay keep room of their own type if the card took slots with it (an ad Brand
    Ambassador made room for stays when he leaves)."""
    return room_made(state, show.with_attachments(without(show.attachments, card)))


# The conditions that count the show's other attachments (`condition_met` below).
_COUNTING: Final = frozenset(("with-star", "with-ad", "no-other-stars", "no-other-ads"))


def counts_attachments(condition: Condition | None) -> bool:
    """Whether a condition counts the show's other attachments: then cards attached after the
    one it is on may change whether it holds (it is checked once everything is on the show)."""
    return condition is not None and condition.kind in _COUNTING


def condition_met(
    state: GameState,
    player: int,
    condition: Condition | None,
    card: str,
    show: LineupShow,
    timeslot: int,
) -> bool:
    """Whether an attachment's condition holds on this show, in the timeslot it occupies.

    Checked once everything is on the show; a card never counts itself.
    """
    if condition is None:
        return True
    kind = condition.kind
    if kind == "genre":
        return show.genre in condition.genres
    if kind == "timeslot":
        return state.geometry.word(timeslot) == condition.timeslot
    if kind == "network-cards":
        cards = state.cards
        count = sum(1 for c in state.players[player].green_room if cards[c].kind == "network")
        return count >= condition.count
    # the other attachments counted in one walk (a loop: a comprehension and sum() of a
    # generator are calls, and every condition of an attachment checked counts them)
    cards = state.cards
    stars = ads = 0
    for c, _ in show.attachments:
        if c != card:
            if cards[c].kind == "star":
                stars += 1
            else:
                ads += 1
    if kind == "with-star":
        return stars > 0
    if kind == "with-ad":
        return ads > 0
    if kind == "no-other-stars":
        return stars == 0
    if kind == "no-other-ads":
        return ads == 0
    raise ValueError(f"unknown condition {kind!r}")
