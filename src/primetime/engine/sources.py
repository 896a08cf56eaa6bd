"""Every effect in play for a player, in one documented order.

`in_play(state, player)` lists (zone, card, effect) for:

1. `executive`: the player's executive board (Megacorp), from the modules;
2. `mogul`: face-up moguls in the green room;
3. `green-room`: network cards in the green room (stars and ads there are not in play: their
   effects act when attached, or when used from the start of producing);
4. `show` and `attachment`: each lineup show, left to right, then its attachments in the order
   attached;
5. `part`: cards a module puts in play beyond these (from `Module.sources`).

Each hook in `engine/hooks.py` walks this list and says in its docstring which zones it asks.
Face-down cards (a used mogul) are in no zone, nor is a show attached to a show (Voice of a
Generation: the attached show loses its effect).
"""

from __future__ import annotations

from typing import NamedTuple

from .effect import EFFECTS, Effect
from .modules import modules_of
from .state import GameState

EXECUTIVE = "executive"
MOGUL = "mogul"
GREEN_ROOM = "green-room"
SHOW = "show"
ATTACHMENT = "attachment"
PART = "part"
ZONES = (EXECUTIVE, MOGUL, GREEN_ROOM, SHOW, ATTACHMENT, PART)
IN_GREEN_ROOM = {"mogul": MOGUL, "network": GREEN_ROOM}


class Source(NamedTuple):
    """One effect in play: where it is, the card, its effect, and (on a show) the timeslot."""

    zone: str
    card: str
    effect: Effect
    timeslot: int = -1


def in_play(state: GameState, player: int) -> list[Source]:
    """Every effect in play for `player`, in the documented order."""
    cards = state.cards
    seat = state.players[player]
    found: list[Source] = []
    extra: list[Source] = []
    for module in modules_of(state.config):
        for zone, card in module.sources(state, player):
            effect = _effect(state, card)
            if effect is not None:
                (found if zone == EXECUTIVE else extra).append(Source(zone, card, effect))
    held = [(IN_GREEN_ROOM.get(cards[c].kind), c) for c in seat.green_room]
    for zone in (MOGUL, GREEN_ROOM):
        for where, card in held:
            if where == zone and card not in seat.face_down:
                effect = _effect(state, card)
                if effect is not None:
                    found.append(Source(zone, card, effect))
    for timeslot, show in enumerate(seat.lineup):
        if show is None:
            continue
        effect = _effect(state, show.card)
        if effect is not None:
            found.append(Source(SHOW, show.card, effect, timeslot))
        for card, _ in show.attachments:
            if cards[card].kind == "show":  # a show attached as a star has no effect
                continue
            effect = _effect(state, card)
            if effect is not None:
                found.append(Source(ATTACHMENT, card, effect, timeslot))
    return found + extra


def green_room_effects(state: GameState, player: int) -> list[tuple[str, Effect]]:
    """Effects of every green room card, in play or not (a star that may be used from the
    start of producing, Industry Veteran)."""
    found = []
    for card in state.players[player].green_room:
        effect = _effect(state, card)
        if effect is not None:
            found.append((card, effect))
    return found


def _effect(state: GameState, card: str) -> Effect | None:
    effect = state.cards[card].effect
    return EFFECTS.get(effect) if effect is not None else None
