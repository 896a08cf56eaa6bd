"""Moving cards between zones: drawing (chance), discarding, canceling shows, gaining cards."""

from __future__ import annotations

from typing import Any, Final

from ..cards import ShowCard
from . import hooks
from .decision import CHANCE
from .deck import Deck, Layer
from .machine import decision, emit, emit_data, step, then
from .options import Deal, Option
from .rng import roll
from .slot_counts import fits
from .slots import classes_of, show_capacity
from .sources import CardTable
from .state import GameState, LineupShow, Production

Dest = tuple[
    Any, ...
]  # ("display", kind) | ("hand", player) | ("attach", player, slot) | ("buffer",)


def deck_kind(state: GameState, card_id: str) -> str:
    """The deck a card belongs to when discarded: show, star, ad or network."""
    return state.cards[card_id].kind


STAR_LIKE: Final = frozenset({"star", "anomaly"})
ATTACHABLE: Final = frozenset({"star", "ad"})  # card kinds that go in a show's slots


def counts_as_star(state: GameState, card: str) -> bool:
    """Whether a held card counts as a star where stars you have are counted (Award Show,
    Underground's green room): stars, and Continuum's anomalies (which are never attached)."""
    return state.cards[card].kind in STAR_LIKE


def draw_steps(state: GameState, kind: str, count: int, dest: Dest) -> list[tuple[Any, ...]]:
    """Steps that draw `count` cards from a deck to a destination, one at a time."""
    return [("draw", kind, dest)] * count


@step("draw")
def draw(state: GameState, kind: str, dest: Dest) -> None:
    """Draw a card from a deck to a destination (a chance decision where chance is not
    automatic); a display row's next draws that follow at once are drawn too."""
    deck = state.decks[kind]
    stack = state.stack
    frame = ("draw", kind, dest)
    key = state.key or 0  # (read once, as where the cards go: a row's draws go on in the loop)
    to_row = dest[0] == "display"
    while True:
        layers = deck.layers
        # (`Deck.top_layer` where the top layer has cards: every draw)
        layer = layers[0] if layers and layers[0].cards else deck.top_layer()
        if layer is None:
            refill(state, kind)
            layer = deck.top_layer()
            if layer is None:
                emit(state, "deck-empty", None, deck=kind)
                return
        if layer.ordered:
            card = deck.take(0)
        elif state.auto_chance or len(layer.cards) == 1:  # (mostly automatic: asked first)
            index = roll(key, state.chance_count, len(layer.cards))
            state.chance_count += 1
            card = deck.take(index)
        else:
            state.pending = ("deal", CHANCE, kind, dest)
            return
        if not to_row:
            deliver(state, card, kind, dest)
            return
        _deal_to_row(state, card, kind, dest[1])  # (`deliver`'s own branch for a row, at once)
        # A display row is dealt one draw at a time (`draw_steps`): the next draw of it, the
        # step that would run next, is drawn now
        if state.pending is not None or not stack or stack[-1] != frame:
            return
        stack.pop()


def deal_options(state: GameState, kind: str) -> list[Option]:
    """The cards a chance decision may deal off the top layer of a deck (unordered)."""
    layer = state.decks[kind].top_layer()
    assert layer is not None and not layer.ordered
    return [Deal(card) for card in sorted(layer.cards)]


def take_dealt(state: GameState, kind: str, option: Option) -> str:
    """Take the card a chance decision dealt off its deck, a chance event counted; returns it."""
    assert isinstance(option, Deal)
    deck = state.decks[kind]
    layer = deck.top_layer()
    assert layer is not None
    deck.take(layer.cards.index(option.card), in_order=True)
    state.chance_count += 1
    return option.card


def _deal_options(state: GameState, player: int, kind: str, dest: Dest) -> list[Option]:
    return deal_options(state, kind)


def _deal_prompt(state: GameState, player: int, kind: str, dest: Dest) -> str:
    return f"the next card of the {kind} deck"


@decision(
    "deal",
    _deal_options,
    _deal_prompt,
    help="Chance: the next card of a deck, drawn at random.",
)
def _deal(state: GameState, option: Option, player: int, kind: str, dest: Dest) -> None:
    deliver(state, take_dealt(state, kind, option), kind, dest)


def deliver(state: GameState, card: str, kind: str, dest: Dest) -> None:
    """Put a drawn card where it was drawn to, log it, and rebuild the deck if it ran out. A card
    drawn to be attached that can never be attached (an anomaly) is shown, put away as
    discarded, and the next card is drawn instead."""
    where = dest[0]
    if where == "display":
        _deal_to_row(state, card, kind, dest[1])
        return
    if where == "hand":
        player = dest[1]
        state.players[player].hand.append(card)
        emit(state, "draw", player, private=player, public={"deck": kind}, card=card, deck=kind)
    elif where != "attach":  # ("buffer",)
        state.buffer.append(card)
        emit_data(state, "reveal", None, {"card": card, "deck": kind})
    elif state.cards[card].kind not in ATTACHABLE:
        emit_data(state, "reveal", None, {"card": card, "deck": kind})
        discard(state, dest[1], card)
        then(state, ("draw", kind, dest))
    else:
        player, timeslot = dest[1], dest[2]
        seat = state.players[player]
        show = seat.lineup[timeslot]
        assert show is not None
        drawn = show.with_attachments(show.attachments + ((card, True),))
        seat.lineup[timeslot] = _room_forced(state, drawn)
        emit(state, "attach-drawn", player, card=card, timeslot=timeslot)
        then(state, ("settle", player, timeslot, (card,), ()))
    if state.decks[kind].empty():
        refill(state, kind)


def _deal_to_row(state: GameState, card: str, kind: str, row: str) -> None:
    """Deal a card just taken from the top layer of `kind`'s deck to a display row, and
    rebuild the deck if it ran out."""
    state.display[row].append(card)
    emit_data(state, "deal", None, {"card": card, "row": row})
    deck = state.decks[kind]
    if not deck.layers[0].cards and deck.empty():  # (a layer left below the one drawn from)
        refill(state, kind)


def _room_forced(state: GameState, show: LineupShow) -> LineupShow:
    """A card an effect attaches regardless of slots gets an extra slot of its kind for good:
    the show with the slots it needs."""
    classes = classes_of(state, [c for c, _ in show.attachments])
    while not fits(show_capacity(state, show), classes):
        show = show.with_extra_slots(
            show.extra_slots + ("star" if classes[0] or classes[2] else "ad",)
        )
    return show


def can_draw(state: GameState, kind: str) -> bool:
    """Whether a card of this type can still be drawn: from its deck, or from the discards the
    deck is rebuilt from (`refill`)."""
    return not state.decks[kind].empty() or bool(state.discards[kind])


def refill(state: GameState, kind: str) -> None:
    """An empty deck is rebuilt at once from its type's discards (shows: A and B together)."""
    deck = state.decks[kind]
    pile = state.discards.get(kind)
    if not deck.empty() or not pile:
        return
    deck.layers = [Layer(pile[:], False, kind)]
    pile.clear()
    state.reshuffles += 1
    emit(state, "reshuffle", None, deck=kind, count=len(deck))


def new_deck(kind: str, layers: list[tuple[list[str], str]]) -> Deck:
    """A shuffled deck from (cards, pool) runs, top run first."""
    return Deck(kind, [Layer(cards, False, pool) for cards, pool in layers if cards])


def discard(state: GameState, player: int | None, card: str) -> None:
    """Discard a card to the public discard pile, unless an effect sends it elsewhere."""
    table: CardTable = state.table  # (`hooks.implemented`, read directly: every discard)
    present = table.present
    if "put_away" in present and hooks.put_away(state, player, card):
        return
    # a player's card may go elsewhere (its own effect); no one's (the display's, the draws')
    # goes to the discards
    if player is not None:
        destination = hooks.discard_to(state, player, card)
        if destination == "green_room":
            state.players[player].green_room.append(card)
            emit(state, "discard-to", player, card=card, zone="green_room")
            return
        if destination == "reruns":
            state.players[player].reruns.append(card)
            emit(state, "discard-to", player, card=card, zone="reruns")
            return
    state.discards[deck_kind(state, card)].append(card)
    emit_data(state, "discard", player, {"card": card})
    if player is not None and "on_discard" in present:
        hooks.on_discard(state, player, card)


def put_back_unseen(state: GameState, player: int, kind: str, cards: list[str]) -> None:
    """Put cards only `player` has seen on the bottom of a deck (the rest of a draw they kept
    one of): the others learn how many, and which deck, not which cards."""
    state.decks[kind].put_bottom(cards, (player,))
    public = {"count": len(cards), "deck": kind}
    emit(state, "bottom", player, private=player, public=public, cards=cards, deck=kind)


def cancel_show(state: GameState, player: int, timeslot: int, reason: str) -> None:
    """Cancel a show: free its marker, discard its attachments, put it in your reruns."""
    seat = state.players[player]
    show = seat.lineup[timeslot]
    assert show is not None
    seat.lineup[timeslot] = None
    emit_data(state, "cancel", player, {"card": show.card, "timeslot": timeslot, "reason": reason})
    for card, _ in show.attachments:
        if state.cards[card].kind == "show":  # attached by Voice of a Generation: reruns too
            seat.reruns.append(card)
        else:
            discard(state, player, card)
    seat.reruns.append(show.card)


def zone_of(state: GameState, card_id: str) -> tuple[str, int | None, str]:
    """Where a card is, if anywhere public or a player's own: (zone, its player, the display row)
    with zone "display", "green room", "reruns", "hand", "lineup" or "discard"; ("", None, "")
    elsewhere (a deck, the box, a production under way)."""
    for kind, row in state.display.items():
        if card_id in row:
            return "display", None, kind
    for player, seat in enumerate(state.players):
        if card_id in seat.green_room:
            return "green room", player, ""
        if card_id in seat.reruns:
            return "reruns", player, ""
        if card_id in seat.hand:
            return "hand", player, ""
        for show in seat.lineup:
            if show is not None and card_id in show.cards():
                return "lineup", player, ""
    if any(card_id in pile for pile in state.discards.values()):
        return "discard", None, ""
    return "", None, ""


def take_from_display(state: GameState, kind: str, card: str) -> None:
    """Remove a card from its display row, leaving its position empty."""
    row = state.display[kind]
    row[row.index(card)] = None


def display_cards(state: GameState, kind: str) -> list[str]:
    """The cards still in a display row, left to right."""
    return [c for c in state.display[kind] if c is not None]


def show_genre(state: GameState, card_id: str) -> str:
    """A show card's genre: the printed one, unless a genre token sits on the card or Versatile
    Actor changed it ("permanently changes the show"; a token placed later lifts that change)."""
    table: CardTable = state.table  # (`show_card` and `hooks.implemented`, read directly)
    genre = table.shows[card_id].genre
    if "show_genre" in table.present:  # (else no effect of any seat's changes it)
        genre = hooks.show_genre(state, card_id, genre)
    return state.changed_genres.get(card_id, genre) if state.changed_genres else genre


def produced_genre(state: GameState, production: Production) -> str:
    """The genre of the show being produced: the one a card gave it while producing (Versatile
    Actor, a Procrastinator token), else the one printed."""
    return production.genre or show_card(state, production.card).genre


def show_card(state: GameState, card_id: str) -> ShowCard:
    table: CardTable = state.table  # (`table_of`, read directly)
    return table.shows[card_id]


def gain(state: GameState, player: int, card: str, how: str) -> None:
    """A card you take or keep: Immediate network cards resolve and are then discarded; the rest
    go to your green room."""
    data = state.cards[card]
    if how != "display":  # taking it from the display is logged by the action itself
        emit_data(state, "gain", player, {"card": card, "how": how})
    if data.kind == "network" and data.type == "immediate":  # type: ignore[union-attr]
        # While its effect resolves (maybe waiting on decisions) the card lies face up in the
        # public buffer: not in the discards, so a deck rebuilt meanwhile does not hold it.
        state.buffer.append(card)
        then(state, ("resolve-immediate", player, card))
    else:
        state.players[player].green_room.append(card)


@step("resolve-immediate")
def _resolve_immediate(state: GameState, player: int, card: str) -> None:
    then(state, ("discard-resolved", player, card))
    hooks.on_gain(state, player, card)  # its steps run before the discard


@step("discard-resolved")
def _discard_resolved(state: GameState, player: int, card: str) -> None:
    """An Immediate card has resolved: it leaves the buffer for the discards."""
    state.buffer.remove(card)
    discard(state, player, card)
