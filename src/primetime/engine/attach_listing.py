"""The Add or Replace action's options: each star or ad in a player's green room added to a show
on the air, or replacing one of its attachments (rulebook p. 8, "Adding and Replacing Stars and
Ads"; "Replacing Cards in Wild Slots")."""

from __future__ import annotations

from . import hooks
from .options import AddAttachment, Option
from .production import attach_pool
from .slot_counts import add, covers, fits, one_more_fits, with_extra
from .slots import room_for
from .sources import CardTable
from .state import GameState


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
    cards = state.cards
    pool = attach_pool(state, player)[0]  # (shared with the produce options: never changed)
    if only:
        pool = [c for c in pool if cards[c].kind == only]
    if not pool:
        return []
    # a helper's extra slots are asked only for a card that does not fit (and only if any card
    # in play helps)
    helping = helpers and hooks.helps_attach(state, player)
    table: CardTable = state.table
    attaching = table.attaching  # each card's slot class, slots brought, and type
    adding = table.adding
    shows = table.shows
    empty_room = table.empty_room
    options: list[Option] = []
    for timeslot, show in enumerate(seat.lineup):
        if show is None:
            continue
        card = shows[show.card]
        attached = show.attachments  # (card, side) pairs: never changed here
        if attached:
            # The cards there by slot class, and the show's slots with those they bring, found
            # in the walk that looks each card up (`classes_of` and `capacity_of`, spelled out
            # from `CardTable.attaching`: every listing, every show)
            stars = ads = flex = 0
            required, capacity = card.slot_counts  # (`printed_slots`)
            if show.extra_slots:
                capacity = with_extra(capacity, show.extra_slots)
            for c, _ in attached:  # (a loop: a comprehension is a function called)
                asks = attaching[c]
                there = asks[0]
                if there == "star":
                    stars += 1
                elif there == "ad":
                    ads += 1
                else:
                    flex += 1
                if asks[1]:
                    capacity = with_extra(capacity, asks[1])
            current = (stars, ads, flex)
            # a card replacing one of its own slot class (neither bringing slots) leaves the
            # show's counts as they are: it fits wherever they fit (None: not asked yet)
            holds: bool | None = None
            # whether a card of each class fits, for the cards that bring no slots (most)
            star_fits, ad_fits, flex_fits = one_more_fits(capacity, current)
        else:  # nothing to count, no slots brought: `capacity_of`, less its walk of the cards
            current = (0, 0, 0)
            capacity = card.slot_counts[1]
            if show.extra_slots:
                capacity = with_extra(capacity, show.extra_slots)
                star_fits, ad_fits, flex_fits = one_more_fits(capacity, current)
            else:  # (`one_more_fits` of the printed slots, worked out once per show card)
                star_fits, ad_fits, flex_fits = empty_room[show.card]
        for new in pool:
            kind, brings, new_type = attaching[new]
            if brings:
                grown = with_extra(capacity, brings)
                fit = fits(grown, add(current, kind))
            else:
                grown = capacity
                fit = star_fits if kind == "star" else ad_fits if kind == "ad" else flex_fits
            if fit:
                options.append(adding[new][timeslot])
            elif helping:
                more = add(current, kind)
                for helper, extra in hooks.attach_helpers(state, player, new):
                    if extra == ("any",) or fits(with_extra(grown, extra), more):
                        options.append(AddAttachment(new, timeslot, "", helper))
            if not attached:
                continue
            for old, _ in attached:
                old_kind, old_brings, old_type = attaching[old]  # what replacing it asks
                if old_type == "show":  # a show attached by Voice of a Generation stays
                    continue
                # The other type only where a wild slot is (rulebook: Replacing Cards in Wild Slots)
                if new_type != old_type and not capacity[2]:
                    continue
                if old_kind == kind and not old_brings and not brings:
                    if holds is None:
                        holds = fits(capacity, current)
                    if holds:
                        options.append(AddAttachment(new, timeslot, old))
                    continue
                swapped = add(add(current, old_kind, -1), kind)
                shrunk = grown
                if old_brings:
                    # the slots the old card brought go with it; the cards that stay keep the
                    # room they need (of their own type)
                    staying = [c for c, _ in attached if c != old]
                    room = room_for(state, card, show.extra_slots, staying)
                    shrunk = with_extra(_shrink(grown, old_brings), room)
                # a swap may leave required slots empty only where they were (asked last: the
                # swap mostly fills them)
                if fits(shrunk, swapped) and (
                    covers(required, swapped) or not covers(required, current)
                ):
                    options.append(AddAttachment(new, timeslot, old))
    return options


def _shrink(capacity: tuple[int, int, int], kinds: tuple[str, ...]) -> tuple[int, int, int]:
    s, a, w = capacity
    for kind in kinds:
        s, a, w = (
            (s - 1, a, w) if kind == "star" else (s, a - 1, w) if kind == "ad" else (s, a, w - 1)
        )
    return s, a, w
