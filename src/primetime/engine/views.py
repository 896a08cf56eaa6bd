"""Views (what one player may see) and determinization (a full game consistent with a view).

Hidden (RULINGS section 6): the order and contents of face-down decks, cards a player has drawn
and not yet kept or discarded (Pilot Season hands, bonus draws), cards returned to the box unseen,
and the seed. A view replaces each hidden card with a placeholder naming only what kind of card
it is (`?star`, `?showA`, `?pilot`), and shows the log as that player saw it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from typing import Any, Final, overload

from .config import GameConfig
from .decision import Decision
from .deck import HIDDEN
from .events import Event
from .machine import current_decision
from .native import made_again
from .rng import seed_key, shuffle
from .state import GameState


def hidden_pool(state: GameState, card: str) -> str:
    """What a hidden card is known to be: its deck (pilot cards: pilot; shows: show)."""
    data = state.cards[card]
    if data.category == "pilot":
        return "pilot"
    return data.kind


def card_pool(state: GameState, card: str, resurfaced: frozenset[str] = frozenset()) -> str:
    """The narrowest pool an unseen card can be in (A and B shows apart). A Pilot Season card is in
    the pilot pool unless it has been seen in play since, then in its own deck's."""
    data = state.cards[card]
    if data.category == "pilot" and card not in resurfaced:
        return "pilot"
    if data.kind == "show":
        return "show" + (data.deck or "")  # type: ignore[union-attr]
    return data.kind


class SeenLog(Sequence[Event]):
    """A log as one viewer saw it, read from the game's own (append-only) log without copying:
    the first `length` events, each as `viewer` sees it. Making one costs the same at any point
    of a game; an event is redacted when read."""

    __slots__ = ("events", "length", "viewer", "_seen")

    def __init__(self, events: list[Event], length: int, viewer: int | None) -> None:
        self.events = events
        self.length = length
        self.viewer = viewer
        self._seen: list[Event] | None = None

    def __reduce__(self) -> tuple[object, ...]:
        # Only what the viewer saw: the game's own log holds other players' private events.
        return (SeenLog, (self.seen(), self.length, self.viewer))

    def __len__(self) -> int:
        return self.length

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> list[Event]: ...

    def __getitem__(self, index: int | slice) -> Event | list[Event]:
        if isinstance(index, slice):
            return self.seen()[index]
        if index < 0:
            index += self.length
        if not 0 <= index < self.length:
            raise IndexError("log index out of range")
        return self.events[index].seen_by(self.viewer)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.seen())

    def seen(self) -> list[Event]:
        """The whole log as the viewer saw it (worked out once, on first need; do not change
        the list)."""
        if self._seen is None:
            viewer = self.viewer
            self._seen = [e.seen_by(viewer) for e in self.events[: self.length]]
        return self._seen

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SeenLog):
            return self.seen() == other.seen()
        if isinstance(other, list):
            return self.seen() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"SeenLog({self.seen()!r})"


class View:
    """What one player (or a spectator, player None) may see of a game."""

    __slots__ = ("player", "state", "log")

    def __init__(self, player: int | None, state: GameState, log: Sequence[Event]) -> None:
        self.player = player
        self.state = state  # redacted: hidden cards are placeholders, no seed
        self.log = log

    def __reduce__(self) -> tuple[object, ...]:
        return made_again(self, self.player, self.state, self.log)

    @property
    def decision(self) -> Decision | None:
        """The pending decision if it is this viewer's to make."""
        pending = self.state.pending
        if pending is None or pending[1] != self.player:
            return None
        return current_decision(self.state)

    @property
    def waiting_on(self) -> int | None:
        """Whose decision the game waits on (None when over)."""
        pending = self.state.pending
        return None if pending is None else int(pending[1])

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the visible state, the log in plain English, this viewer's decision."""
        from .narrate import describe

        data = self.state.to_dict()
        data["viewer"] = self.player
        data["waiting_on"] = self.waiting_on
        data["log"] = [dict(e.to_dict(), text=describe(e, self.state)) for e in self.log]
        decision = self.decision
        data["decision"] = (
            None
            if decision is None
            else {
                "player": decision.player,
                "kind": decision.kind,
                "prompt": decision.prompt,
                "options": [str(o) for o in decision.options],
            }
        )
        return data


_REDACTED: Final[dict[int, tuple[GameConfig, GameConfig]]] = {}


def redacted_config(config: GameConfig) -> GameConfig:
    """A config as a view shows it: everything but the seed (zeroed), from which the deal and every
    draw could be computed. Made once per config object (a config is a value; making and
    validating one again for every view cost more than the rest of the view)."""
    if config.seed == 0:
        return config
    found = _REDACTED.get(id(config))
    if found is None or found[0] is not config:
        if len(_REDACTED) > 256:
            _REDACTED.clear()
        found = _REDACTED[id(config)] = (config, replace(config, seed=0))
    return found[1]


def make_view(state: GameState, player: int | None) -> View:
    """Redact a state for `player`."""
    view = state.clone(with_log=False)  # the view reads the game's log (see SeenLog)
    view.config = redacted_config(state.config)
    view.key = None
    view.log = []
    view.parts = {k: part.redacted(player) for k, part in state.parts.items()}
    for deck in view.decks.values():
        for index, layer in enumerate(deck.layers):
            if player is None or not layer.visible_to(player):
                deck.replace(index, [HIDDEN + layer.pool] * len(layer.cards))
    for index, seat in enumerate(view.players):
        if index != player:
            seat.hand = [HIDDEN + hidden_pool(state, c) for c in seat.hand]
    view.box = [
        (card, known)
        if player is not None and known is not None and player in known
        else (HIDDEN + hidden_pool(state, card), known)
        for card, known in view.box
    ]
    return View(player, view, SeenLog(state.log, len(state.log), player))


def visible_cards(state: GameState) -> Iterator[str]:
    """Every card id in a state's zones (placeholders included)."""
    for zone in _zones(state):
        yield from zone


def seen_cards(state: GameState) -> set[str]:
    """The card ids in a state's zones, placeholders left out (what a view's state shows)."""
    return {card for card in _zone_cards(state) if not card.startswith(HIDDEN)}


def _zone_cards(state: GameState) -> set[str]:
    """The card ids in a state's zones, placeholders included (no card of the universe is one)."""
    found: set[str] = set()
    found.update(*_zones(state))  # (one call for every zone: a call a zone took longer)
    return found


def _zones(state: GameState) -> list[Iterable[str]]:
    """The card ids of each of a state's zones, zone by zone (placeholders included; the
    display's rows in one list, and each seat's lineup, its shows with what they hold)."""
    zones: list[Iterable[str]] = []
    for deck in state.decks.values():
        for layer in deck.layers:
            zones.append(layer.cards)
    shown: list[str] = []  # the display's rows, empty spaces left out (one list for all)
    for row in state.display.values():
        for card in row:
            if card is not None:
                shown.append(card)
    zones.append(shown)
    zones += state.discards.values()
    zones.append([card for card, _ in state.box])
    zones.append(state.buffer)
    for part in state.parts.values():
        zones.append(part.cards())
    if state.production is not None:
        zones.append([state.production.card])
        zones.append(state.production.attachments)
    for seat in state.players:
        zones.append(seat.green_room)
        zones.append(seat.reruns)
        zones.append(seat.hand)
        aired: list[str] = []  # the lineup: each show, then what it holds (one list a seat)
        for show in seat.lineup:
            if show is not None:
                aired.append(show.card)
                for card, _ in show.attachments:
                    aired.append(card)
        zones.append(aired)
    return zones


def _pools(state: GameState) -> dict[str, str | None]:
    """Each card's `card_pool`, worked out once per card set (None for Pilot Season cards,
    whose pool depends on what the log shows)."""
    cards = state.card_set
    found: dict[str, str | None] | None = cards.__dict__.get("_pools")
    if found is None or len(found) != len(cards):
        found = {
            c: None if d.category == "pilot" else card_pool(state, c) for c, d in cards.items()
        }
        cards.__dict__["_pools"] = found
    return found


# A universe's `_pool_runs`, by the universe's id (the tuple kept too: an id is not reused while
# its tuple lives)
_RUNS: Final[dict[int, tuple[tuple[str, ...], list[tuple[str | None, tuple[str, ...]]]]]] = {}


def _pool_runs(state: GameState) -> list[tuple[str | None, tuple[str, ...]]]:
    """The universe's cards in its order, as runs of cards of one `_pools` pool (None: Pilot
    Season cards), worked out once per universe (a game's, which its copies share)."""
    universe = state.universe
    found = _RUNS.get(id(universe))
    if found is None or found[0] is not universe:
        pools = _pools(state)
        runs: list[tuple[str | None, list[str]]] = []
        for card in universe:
            pool = pools[card]
            if runs and runs[-1][0] == pool:
                runs[-1][1].append(card)
            else:
                runs.append((pool, [card]))
        if len(_RUNS) > 256:
            _RUNS.clear()
        found = _RUNS[id(universe)] = (universe, [(pool, tuple(run)) for pool, run in runs])
    return found[1]


def determinized_state(
    view: View, rng: random.Random, auto_chance: bool | None = None
) -> GameState:
    """A full state consistent with the view: each placeholder gets an unseen card of its kind,
    dealt at random, what parts hid is filled in, and chance gets a fresh seed. For search bots
    (through `game.determinize`); the true state is untouched. `auto_chance` (default: as in the
    game viewed) says whether chance resolves itself."""
    state = view.state.clone(with_log=False)  # (its log is the view's, set below)
    state.parts = {k: part.determinized(rng, view.player) for k, part in state.parts.items()}
    seen = _zone_cards(state)
    # Pilot Season cards come back into play (and into decks) only through a rebuilt deck.
    resurfaced = frozenset(_logged_cards(view.log)) if state.reshuffles else frozenset()
    # Each pool's unseen cards in the universe's order (the pools too, by their first unseen
    # card): a run of one pool's cards at once, a Pilot Season card alone.
    unseen: dict[str, list[str]] = {}
    for pool, run in _pool_runs(state):
        if pool is not None:
            kept = [card for card in run if card not in seen]
            if kept:
                cards = unseen.get(pool)
                if cards is None:
                    unseen[pool] = kept
                else:
                    cards += kept
            continue
        for card in run:  # Pilot Season cards: each one's pool depends on the log
            if card not in seen:
                own = card_pool(state, card, resurfaced)
                cards = unseen.get(own)
                if cards is None:
                    unseen[own] = [card]
                else:
                    cards.append(card)
    for cards in unseen.values():
        shuffle(cards, rng)
    # Specific pools first, so the generic "show" placeholders take what is left. A run of
    # placeholders of one pool takes that pool's last cards, as one pop each would.
    runs = _placeholder_runs(state)
    runs.sort(key=_generic)
    for holder, indices, pool in runs:
        left = unseen.get(pool) if pool != "show" else None
        if left is None or len(left) < len(indices):
            for index in indices:
                holder[index] = _take(unseen, pool, rng)
            continue
        dealt = left[-len(indices) :]
        del left[-len(indices) :]
        dealt.reverse()
        if type(holder) is list and len(indices) == len(holder):
            # every card of the list is a placeholder (a run's indices rise, so as many as the
            # list's cards are all of them, in order): the list takes the cards at once
            holder[:] = dealt
            continue
        for index, card in zip(indices, dealt, strict=True):
            holder[index] = card
    state.key = seed_key(rng.getrandbits(128))
    state.chance_count = 0
    if auto_chance is not None:
        state.auto_chance = auto_chance
    log = view.log
    state.log = log.seen()[:] if isinstance(log, SeenLog) else list(log)
    return state


def _generic(run: tuple[Any, list[int], str]) -> bool:
    """Whether a run of placeholders is of the generic "show" pool (dealt last)."""
    return run[2] == "show"


def _take(unseen: dict[str, list[str]], pool: str, rng: random.Random) -> str:
    """An unseen card of `pool` for one placeholder: the pool's last; for a generic "show"
    one, an A or a B show at random, by how many of each are left."""
    if pool == "show":
        a, b = unseen.get("showA", []), unseen.get("showB", [])
        if a and (not b or rng.random() < len(a) / (len(a) + len(b))):
            return a.pop()
        return b.pop()
    return unseen[pool].pop()


def _logged_cards(log: Sequence[Event]) -> Iterator[str]:
    """Card ids named in a log's (visible) event data."""
    for event in log:
        for value in event.data.values():
            if isinstance(value, str):
                yield value
            elif isinstance(value, list):
                yield from (v for v in value if isinstance(v, str))


def _placeholder_runs(state: GameState) -> list[tuple[Any, list[int], str]]:
    """(list, indices, pool) for each run of placeholders of one pool in one list of a view's
    state (other cards between them do not end a run), in order; boxes are rebuilt as lists.
    The decks' layers become the state's own, to be dealt into (`Deck.own`)."""
    runs: list[tuple[Any, list[int], str]] = []
    for deck in state.decks.values():
        deck.own()
        for layer in deck.layers:
            _runs_in(layer.cards, layer.cards, runs)
    for seat in state.players:
        _runs_in(seat.hand, seat.hand, runs)
    if state.box:
        _runs_in(_BoxCards(state), [card for card, _ in state.box], runs)
    return runs


def _runs_in(holder: Any, cards: list[str], runs: list[tuple[Any, list[int], str]]) -> None:
    """Add the runs of `cards`' placeholders to `runs` (a placeholder is one string a pool, so
    a run goes on while the same string comes back)."""
    if not cards:
        return
    first = cards[0]
    if cards.count(first) == len(cards):  # (most decks' layers: one run, found in C)
        if first.startswith(HIDDEN):
            runs.append((holder, list(range(len(cards))), first[1:]))
        return
    last = ""
    indices: list[int] = []
    for index, card in enumerate(cards):
        if card == last:
            indices.append(index)
        elif card.startswith(HIDDEN):
            last = card
            indices = [index]
            runs.append((holder, indices, card[1:]))


class _BoxCards:
    """Index-assignable proxy for the card ids of `state.box` (a list of pairs)."""

    def __init__(self, state: GameState) -> None:
        self.state = state

    def __setitem__(self, index: int, card: str) -> None:
        _, known = self.state.box[index]
        self.state.box[index] = (card, known)
