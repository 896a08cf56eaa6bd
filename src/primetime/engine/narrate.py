"""Plain-English lines for events: "Ann pays $5M and produces Dawson's Reek in primetime"."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from ..cards import GENRE_NAMES, TIMESLOT_NAMES
from .board import bonus_name
from .deck import HIDDEN
from .events import Event
from .options import slot_word
from .state import GameState


def named(state: GameState, card: str) -> str:
    """A card by its name (a hidden one by its kind)."""
    if card.startswith(HIDDEN):
        return f"a hidden {card[1:]} card"
    return state.cards[card].name if card in state.cards else card


def _cards(state: GameState, cards: list[str]) -> str:
    names = [named(state, c) for c in cards]
    if len(names) <= 1:
        return "".join(names) or "nothing"
    return ", ".join(names[:-1]) + " and " + names[-1]


def counted(number: int, noun: str) -> str:
    """`no viewers`, `1 viewer`, `2 viewers`."""
    return f"{number or 'no'} {noun}{'' if number == 1 else 's'}"


def _seat(state: GameState, player: int) -> str:
    return state.players[player].name if player >= 0 else "the opponent"


def _slot(timeslot: int) -> str:
    return TIMESLOT_NAMES[slot_word(timeslot)].lower()


CANCEL_REASONS = {
    "replaced": "replaced",
    "upkeep": "can't pay upkeep",
    "ended": "its last season ended",
    "writeoff": "written off",
    "surpriser": "cashed in by its own effect",
}

Line = Callable[[GameState, str, dict[str, Any]], str]


def _bottom(state: GameState, who: str, data: dict[str, Any]) -> str:
    # logs from before the deck was named only ever put shows there
    deck = data.get("deck", "show")
    cards = _cards(state, data["cards"]) if "cards" in data else counted(data.get("count", 0), deck)
    return f"{who} puts {cards} on the bottom of the {deck} deck"


def _hidden_draw(state: GameState, who: str, data: dict[str, Any]) -> str:
    deck = data.get("deck", "")
    return f"{who} draws {'an' if deck[:1] in ('a', 'e', 'i', 'o', 'u') else 'a'} {deck} card"


LINES: dict[str, Line] = {
    "turn": lambda s, who, d: f"{who}'s turn",
    "round": lambda s, who, d: f"Round {d['round']} begins; {_seat(s, d['first'])} is 1st player",
    "solo-first": lambda s, who, d: (
        f"{'The opponent takes' if d['first'] == 'opponent' else 'You take'} the 1st player token;"
        f" you start with ${d['cash']}M"
    ),
    "solo-discard": lambda s, who, d: (
        f"The opponent reveals {named(s, d['solo'])} and discards {named(s, d['card'])}"
    ),
    "solo-empty": lambda s, who, d: (
        f"The opponent reveals {named(s, d['solo'])}, but no {d['row']} is left: it goes beside the"
        " pass track"
    ),
    "solo-pass": lambda s, who, d: "The opponent passes and claims the first pass track column",
    "deal": lambda s, who, d: f"{named(s, d['card'])} is dealt to the display",
    "draw": lambda s, who, d: f"{who} draws {named(s, d['card'])}",
    "reveal": lambda s, who, d: f"{named(s, d['card'])} is revealed",
    "reshuffle": lambda s, who, d: (
        f"the {d['deck']} discards ({d['count']}) are shuffled into a new deck"
    ),
    "deck-empty": lambda s, who, d: f"the {d['deck']} deck and its discards are empty",
    "discard": lambda s, who, d: f"{named(s, d['card'])} is discarded",
    "discard-to": lambda s, who, d: (
        f"{named(s, d['card'])} goes to {who}'s {d['zone'].replace('_', ' ')}, not the discards"
    ),
    "cancel": lambda s, who, d: (
        f"{who} cancels {named(s, d['card'])} ({_slot(d['timeslot'])}, "
        + CANCEL_REASONS.get(d["reason"], str(d["reason"]))
        + "); it goes to reruns"
    ),
    "gain": lambda s, who, d: f"{who} gains {named(s, d['card'])}",
    "use": lambda s, who, d: (
        f"{who} uses {named(s, d['card'])}"
        + (f" on {named(s, d['show'])}" if d.get("show") else "")
    ),
    "produce-start": lambda s, who, d: (
        (
            f"{who} pays ${d['cost']}M to produce {named(s, d['card'])}"
            if d["cost"]
            else f"{who} produces {named(s, d['card'])} for free"
        )
        + (f" (${d['fee']}M of it beyond the show's cost)" if d.get("fee") else "")
    ),
    "produce": lambda s, who, d: (
        f"{who} airs {named(s, d['card'])} in {_slot(d['timeslot'])}"
        + (f" with {_cards(s, d['attachments'])}" if d["attachments"] else "")
        + (" (timeslot penalty: starts on row 3)" if d["row"] == 2 else "")
    ),
    "rotate": lambda s, who, d: (
        f"{named(s, d['card'])} is turned {'rightside up' if d['upright'] else 'upside down'}"
        + {"condition": " (condition not met)", "promo": " (promo not paid)"}.get(d["why"], "")
    ),
    "promo-paid": lambda s, who, d: (
        f"{who} pays ${d['cost']}M to keep {named(s, d['card'])} upright"
    ),
    "promo-free": lambda s, who, d: f"{who} keeps {named(s, d['card'])} upright without paying",
    "genre": lambda s, who, d: (
        f"{who} advances to space {d['space']} on the {GENRE_NAMES[d['genre']]} track"
    ),
    "genre-top": lambda s, who, d: (
        f"{who} is already at the top of the {GENRE_NAMES[d['genre']]} track"
    ),
    "bonus": lambda s, who, d: f"{who} gets the {bonus_name(d['bonus'])} bonus",
    "keep": lambda s, who, d: f"{who} keeps {named(s, d['card'])}",
    "cash": lambda s, who, d: f"{who} gains ${d['amount']}M ({d['why']})",
    "sign-star": lambda s, who, d: f"{who} pays ${d['cost']}M and signs {named(s, d['card'])}",
    "sign-ad": lambda s, who, d: (
        f"{who} signs {named(s, d['card'])} and gains its ${d['bonus']}M bonus"
    ),
    "take-network": lambda s, who, d: (
        f"{who} takes {named(s, d['card'])}" + (f" for ${d['cost']}M" if d["cost"] else "")
    ),
    "attach": lambda s, who, d: (
        f"{who} attaches {named(s, d['card'])} to the {_slot(d['timeslot'])} show"
        + (f", replacing {named(s, d['replace'])}" if d["replace"] else "")
    ),
    "pass": lambda s, who, d: (
        f"{who} passes"
        + (" last" if d["last"] else f" (column {d['column'] + 1})")
        + (
            f" and takes ${d['amount']}M"
            if d["bonus"] == "cash"
            else f" and takes {counted(d['amount'], 'viewer')}"
        )
    ),
    "upkeep": lambda s, who, d: (
        f"{who} earns ${d['net']}M at upkeep"
        if d["net"] > 0
        else f"{who} pays ${-d['net']}M upkeep"
        if d["net"] < 0
        else f"{who} breaks even at upkeep"
    ),
    "score": lambda s, who, d: (
        f"{who} scores {counted(d['viewers'], 'viewer')} in round {d['round']}"
    ),
    "game-end": lambda s, who, d: "The game is over",
    "return": lambda s, who, d: f"{who} returns {named(s, d['card'])} to their green room",
    "extra-action": lambda s, who, d: f"{who} gets an extra action",
    "rondel": lambda s, who, d: (
        f"{who} moves their rondel marker to {d['name']}"
        + (f" for ${d['cost']}M" if d["cost"] else "")
    ),
    "rondel-bonus": lambda s, who, d: (
        f"{who} takes the {d['name']} bonus action"
        + (f" on {named(s, d['card'])}" if d["card"] else "")
    ),
    "move-marker": lambda s, who, d: (
        f"{who} moves {named(s, d['card'])}'s marker to row {d['row'] + 1}"
    ),
    "swap": lambda s, who, d: (
        f"{who} swaps their {_slot(d['first'])} and {_slot(d['second'])} shows"
    ),
    "surprise": lambda s, who, d: (
        f"{who} cancels {named(s, d['card'])} as it scores, for {counted(d['viewers'], 'viewer')}"
    ),
    "exclusive": lambda s, who, d: f"{who} puts {named(s, d['card'])} in their green room",
    "attach-drawn": lambda s, who, d: (
        f"{named(s, d['card'])} is drawn and attached to {who}'s {_slot(d['timeslot'])} show"
    ),
    "genre-change": lambda s, who, d: f"{named(s, d['card'])} becomes a {d['name']} show",
    "flix-pay": lambda s, who, d: (
        f"{who} pays ${d['cost']}M more for {named(s, d['card'])}"
        " (Flix: a genre already on the air)"
    ),
    "flix-penalty": lambda s, who, d: (
        f"{named(s, d['card'])} will take the timeslot penalty (Flix: a genre already on the air)"
    ),
    "superstar": lambda s, who, d: f"{who} makes {named(s, d['card'])} a superstar",
    "superstar-back": lambda s, who, d: (
        f"{who}'s superstar token comes back from {named(s, d['card'])}"
    ),
    "bottom": _bottom,
    "pilot-choose": lambda s, who, d: (
        f"{who} chooses Pilot Season cards" + (f": {_cards(s, d['cards'])}" if "cards" in d else "")
    ),
    "starters": lambda s, who, d: (
        f"{who} places their starters: "
        + ", ".join(
            f"{named(s, c)} in {_slot(t)}" for c, t in zip(d["cards"], d["timeslots"], strict=True)
        )
    ),
    "telly-pilot": lambda s, who, d: (
        f"{who} airs {named(s, d['card'])} in {_slot(d['timeslot'])} (Telly Pilot Season) and "
        f"takes the {named(s, d['tile'])}"
    ),
    "grid": lambda s, who, d: (
        f"{who} marks {GENRE_NAMES.get(d['genre'], d['genre'])} on their genre grid"
    ),
    "grid-marked": lambda s, who, d: (
        f"{GENRE_NAMES.get(d['genre'], d['genre'])} is already marked on {who}'s grid"
    ),
    "grid-line": lambda s, who, d: (
        f"{who} completes the {d['line']} of their grid: "
        + ("no bonus" if d["bonus"] == "none" else f"{bonus_name(d['bonus'])} bonus")
    ),
    "quiz": lambda s, who, d: (
        f"{who} pays ${d['cost']}M for {counted(d['viewers'], 'viewer')} on {named(s, d['card'])}"
        " (Quiz)"
    ),
    "pilot-keep": lambda s, who, d: (
        f"{who} keeps {_cards(s, d['cards'])} from Pilot Season"
        + (
            f" and gains ${d['net']}M"
            if d["net"] > 0
            else f" and pays ${-d['net']}M"
            if d["net"] < 0
            else ""
        )
    ),
}


# What everyone else reads of an event only its player sees (its data is then its public part).
HIDDEN_LINES: dict[str, Line] = {
    "draw": _hidden_draw,
    "pilot-choose": lambda s, who, d: f"{who} chooses which Pilot Season cards to keep",
    "bottom": _bottom,
}


def describe(event: Event, state: GameState) -> str:
    """The event as one plain-English line (hidden parts stay hidden)."""
    who = (
        state.players[event.player].name
        if event.player is not None and event.player >= 0
        else "Chance"
    )
    hidden = bool(event.data.get("hidden"))
    line = (HIDDEN_LINES if hidden else LINES).get(event.kind)
    if line is None:  # every kind the engine emits has a line: never show a player raw data
        return f"{who}: {event.kind.replace('-', ' ')}" + (" (hidden)" if hidden else "")
    return line(state, who, event.data)


def told_already(events: Sequence[Event]) -> set[int]:
    """The indexes of events an earlier or the next one of the stretch already tells, left out
    of a log read by people: a player's turn right after their own (when the others have passed:
    "Bea's turn" before each of her actions), the gain of a card just kept ("Bea keeps X", "Bea
    gains X"), and the solo opponent's reveal and the discard of the card it took (its
    "solo-discard" tells both)."""
    told: set[int] = set()
    turn: int | None = None
    kept: set[tuple[int | None, object]] = set()
    for index, event in enumerate(events):
        if event.kind == "round":
            turn = None
        elif event.kind == "turn":
            if event.player == turn:
                told.add(index)
            turn = event.player
        elif event.kind == "keep":
            kept.add((event.player, event.data.get("card")))
        elif event.kind == "gain" and (event.player, event.data.get("card")) in kept:
            told.add(index)  # each keep tells one gain: a later gain of the card is news
            kept.discard((event.player, event.data.get("card")))
        elif _said_by_the_opponent(events, index):
            told.add(index)
    return told


def _said_by_the_opponent(events: Sequence[Event], index: int) -> bool:
    """A reveal the solo opponent's discard right after it tells, or the discard of the card
    the one right before it took."""
    event = events[index]
    card = event.data.get("card")
    if event.kind == "reveal" and index + 1 < len(events):
        following = events[index + 1]
        return (
            following.kind in ("solo-discard", "solo-empty") and following.data.get("solo") == card
        )
    if event.kind == "discard" and index > 0:
        before = events[index - 1]
        return before.kind == "solo-discard" and before.data.get("card") == card
    return False


RUNS: Final = frozenset(("deal", "draw", "discard"))
LONG_RUN: Final = 4  # a longer run of deals or discards is told by its count


def run_key(event: Event) -> str:
    """Events in a row with the same key are told as one line (a run of deals, of one player's
    draws from one deck, of discards); "" for an event told on its own."""
    if event.kind not in RUNS:
        return ""
    data = event.data
    return f"{event.kind}/{event.player}/{bool(data.get('hidden'))}/{data.get('deck')}"


def run_line(run: Sequence[Event], state: GameState) -> str:
    """One line for a run of events of one `run_key`."""
    first = run[0]
    if len(run) == 1:
        return describe(first, state)
    cards = [c for e in run if isinstance(c := e.data.get("card", ""), str)]
    count = len(run)
    if first.kind == "deal":
        if count > LONG_RUN:
            return f"A new display is dealt ({count} cards)"
        return f"{_cards(state, cards)} are dealt to the display"
    if first.kind == "discard":
        if count > LONG_RUN:
            return f"{count} cards are discarded"
        return f"{_cards(state, cards)} are discarded"
    who = _seat(state, first.player) if first.player is not None else ""
    if first.data.get("hidden") or any(c.startswith(HIDDEN) for c in cards if c):
        deck = first.data.get("deck", "")
        return f"{who} draws {count} {deck} cards".replace("  ", " ").strip()
    return f"{who} draws {_cards(state, cards)}".strip()
