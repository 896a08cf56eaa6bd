"""The Add or Replace action's options: each star or ad in a player's green room added to a show
on the air, or replacing one of its attachments.

What a show allows a card depends on the show and the card alone (their printed slots and
classes), and a show is a value (`state.LineupShow`: a change puts a new show in its timeslot).
So it is worked out when first listed and kept on the show (`ShowOffers`), for every later
listing and every copy of the state that shares the show: a show stays on the air for rounds,
a green room card for turns, while a turn lists the action again at every decision. Only the
adds a held card's effect allows (beyond the show's slots) are asked anew each time, as they
depend on the cards in play.
"""

from __future__ import annotations

from . import hooks
from .options import AddAttachment, Option
from .production import attach_pool
from .slot_counts import Capacity, Classes, add, covers, fits, one_more_fits, with_extra
from .slots import room_for
from .sources import CardTable
from .state import GameState, LineupShow

# What a green room card may do on a show: whether it fits the show's slots as an add, the
# attachments it may replace (as options, in the order attached), and the show's slots with
# those it brings and its classes with it added (for an add a helper allows)
CardOffer = tuple[bool, tuple[Option, ...], Capacity, Classes]


class ShowOffers:
    """What a show on the air allows the Add or Replace action, in one timeslot: its slots and
    attachments counted, and each green room card's `CardOffer` once asked."""

    __slots__ = ("timeslot", "required", "capacity", "current", "fitting", "holds", "cards")

    def __init__(self, table: CardTable, show: LineupShow, timeslot: int) -> None:
        self.timeslot = timeslot  # the options name it: a show moved is worked out anew
        # the show's slots with those it brings and its attachments by slot class
        # (`capacity_of` and `classes_of`, in one walk of the attachments)
        required, capacity = table.shows[show.card].slot_counts  # (`printed_slots`)
        if show.extra_slots:
            capacity = with_extra(capacity, show.extra_slots)
        attaching = table.attaching
        stars = ads = flex = 0
        for c, _ in show.attachments:
            kind, brings, _type = attaching[c]
            if kind == "star":
                stars += 1
            elif kind == "ad":
                ads += 1
            else:
                flex += 1
            if brings:
                capacity = with_extra(capacity, brings)
        self.required = required
        self.capacity = capacity
        self.current = (stars, ads, flex)
        # whether one more star, ad or flex star fits (for the cards that bring no slots: most)
        self.fitting = one_more_fits(capacity, self.current)
        # whether the show's cards fit its slots (a card replacing one of its own class, neither
        # bringing slots, fits where they do)
        self.holds = fits(capacity, self.current)
        self.cards: dict[str, CardOffer] = {}


def attach_options(
    state: GameState, player: int, helpers: bool = True, only: str = ""
) -> list[Option]:
    """Add a green room star or ad to a show, or replace one of its attachments with it; with
    `helpers`, also adds that only a card's effect allows (e.g. beyond the show's slots); with
    `only` ("star" or "ad"), just those of green room cards of that type."""
    memo = state.memo
    if memo is None:
        return _attach_options(state, player, helpers, only)
    # While a listing lasts, worked out once with helpers: without them it is the same list
    # less the adds a helper allows (On-Set Accommodations asks for that one). (`remembered`
    # and `remember` spelled out: every turn's listing asks.)
    mine = memo[player]
    found: list[Option] | None = mine.get("attach options")
    if found is None:
        found = mine["attach options"] = _attach_options(state, player, True, "")
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
    pool = attach_pool(state, player)[0]  # (shared with the produce options: never changed)
    if only:
        cards = state.cards
        pool = [c for c in pool if cards[c].kind == only]
    if not pool:
        return []
    # a helper's extra slots are asked only for a card that does not fit (and only if any card
    # in play helps)
    helping = helpers and hooks.helps_attach(state, player)
    table: CardTable = state.table
    adding = table.adding
    options: list[Option] = []
    for timeslot, show in enumerate(seat.lineup):
        if show is None:
            continue
        offers = show.offers
        if offers is None or offers.timeslot != timeslot:
            offers = show.offers = ShowOffers(table, show, timeslot)
        known = offers.cards
        for new in pool:
            offer = known.get(new)
            if offer is None:
                offer = known[new] = _card_offer(state, show, offers, new)
            if offer[0]:
                options.append(adding[new][timeslot])
            elif helping:
                for helper, extra in hooks.attach_helpers(state, player, new):
                    if extra == ("any",) or fits(with_extra(offer[2], extra), offer[3]):
                        options.append(AddAttachment(new, timeslot, "", helper))
            if offer[1]:
                options.extend(offer[1])
    return options


def _card_offer(state: GameState, show: LineupShow, offers: ShowOffers, new: str) -> CardOffer:
    """What a green room card may do on a show: add to it, replace which of its attachments."""
    table: CardTable = state.table
    attaching = table.attaching
    kind, brings, new_type = attaching[new]
    capacity = offers.capacity
    current = offers.current
    more = add(current, kind)
    if brings:
        grown = with_extra(capacity, brings)
        fit = fits(grown, more)
    else:
        grown = capacity
        star_fits, ad_fits, flex_fits = offers.fitting
        fit = star_fits if kind == "star" else ad_fits if kind == "ad" else flex_fits
    timeslot = offers.timeslot
    replacing: list[Option] = []
    attached = show.attachments
    for old, _ in attached:
        old_kind, old_brings, old_type = attaching[old]  # what replacing it asks
        if old_type == "show":  # a show attached by Voice of a Generation stays
            continue
        # The other type only where a wild slot is (rulebook: Replacing Cards in Wild Slots)
        if new_type != old_type and not capacity[2]:
            continue
        if old_kind == kind and not old_brings and not brings:
            if offers.holds:
                replacing.append(AddAttachment(new, timeslot, old))
            continue
        swapped = add(add(current, old_kind, -1), kind)
        shrunk = grown
        if old_brings:
            # the slots the old card brought go with it; the cards that stay keep the room they
            # need (of their own type)
            staying = [c for c, _ in attached if c != old]
            room = room_for(state, table.shows[show.card], show.extra_slots, staying)
            shrunk = with_extra(_shrink(grown, old_brings), room)
        # a swap may leave required slots empty only where they were (asked last: the swap
        # mostly fills them)
        if fits(shrunk, swapped) and (
            covers(offers.required, swapped) or not covers(offers.required, current)
        ):
            replacing.append(AddAttachment(new, timeslot, old))
    return fit, tuple(replacing), grown, more


def _shrink(capacity: Capacity, kinds: tuple[str, ...]) -> Capacity:
    s, a, w = capacity
    for kind in kinds:
        s, a, w = (
            (s - 1, a, w) if kind == "star" else (s, a - 1, w) if kind == "ad" else (s, a, w - 1)
        )
    return s, a, w
