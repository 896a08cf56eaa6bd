"""Fixed-size tensors of a player's view, and bounded returns: shared by every adapter.

A tensor is built from a `View` only (`make_view` has already replaced every hidden card with a
placeholder), so it holds exactly what that player may see. Seats are relative: block 0 is the
viewer, then the next seats in seat order (a spectator, viewer None, sees seat 0 first). The layout
is the same for 1 to 5 players (absent seats are zeros), so one network can play every count.

Pieces, in order (`ViewEncoder.pieces`):

- `cards` (202 x 40): for every card of the box, where it is (one of 37 zones: per relative seat
  its green room, lineup show, attached rightside up, attached upside down, reruns, hand; the
  display, the discards, the show being produced, revealed cards, a deck layer this viewer knows,
  a boxed card this viewer knows, the solo piles) and, in a lineup, its timeslot (3).
- `lineups` (5 x 3 x 14): per relative seat and timeslot: occupied, season row (one-hot of 4),
  genre (one-hot of 6), attachments / 4, extra slots / 2, current viewers / 40.
- `seats` (5 x 22): present, cash / 60, pass viewers / 20, round scores / 60 (4), genre track
  spaces / 5 (6), passed, position on the pass track / 5, deciding now, 1st player, taking a turn,
  hand size / 4, green room size / 10, reruns / 10, producing.
- `global` (32): round (one-hot 0..4), phase (one-hot of 7), actions left / 2, deck sizes / 60
  (show, star, ad, network, pilot, solo), discard sizes / 60, pass markers / 6, solo opponent
  passed, solo, player count (one-hot 1..5), double pass this turn.
- `decision` (14): the pending decision's kind (one-hot), whether it is the viewer's, whether it
  is chance.
- With modules that keep state of their own (Moguls, Executives, Telly Time's grids), their
  parts (`engine/parts.py`): `part_cards` (cards x 5: the cards a part gives each relative seat:
  its mogul, its executive board, its grid tile), `part_seats` (5 x each part's
  `seat_features`: its grid's squares marked and lines, its mogul face down, its board's markers)
  and `part_table` (the parts' `table_features`: the mogul tokens still on the tracks). Without
  them (the base game, solo) these pieces are absent and the sizes are as before.
- `seen` (202, information state only): every card named in the log as this viewer saw it.

Every value is scaled into [0, 1] and clipped (a value past its scale reads 1), so observation
spaces can be `Box(0, 1)`.

Returns (`returns_of`): with 2 or more players, each player's return is (opponents with a lower
final score - opponents with a higher one) / (players - 1): in [-1, 1], zero-sum, +1 for a sole
winner, 0 for a draw between two. Solo: the final score / 150 - 1, clipped to [-1, 1] (0 at 150,
the Production Assistant rank; 1 at 300 and above).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ..engine.board import MAX_PLAYERS, ROUNDS
from ..engine.deck import HIDDEN
from ..engine.machine import ASKS
from ..engine.modules.solo import OPPONENT
from ..engine.modules.solo import rank as solo_rank
from ..engine.registry import load_rules
from ..engine.scoring import show_viewers
from ..engine.views import View
from .action_space import table_of

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.state import GameState

Tensor = npt.NDArray[np.float32]

SOLO_PAR = 150  # solo return 0 (score / SOLO_PAR - 1)
PHASES = ("setup", "pilot", "actions", "upkeep", "scoring", "aging", "over")
load_rules()  # every decision kind is registered before the encoder is sized
DECISION_KINDS = tuple(sorted(ASKS))
SEAT_ZONES = ("green_room", "lineup", "attached_up", "attached_down", "reruns", "hand")
GLOBAL_ZONES = ("display", "discard", "production", "revealed", "deck_known", "box_known", "piles")
_SEAT = {zone: i for i, zone in enumerate(SEAT_ZONES)}
ZONES = tuple(f"{zone}{seat}" for seat in range(MAX_PLAYERS) for zone in SEAT_ZONES) + GLOBAL_ZONES
ROW_SLOTS = 4
SEAT_BASE = 16  # seat features besides one per genre
GLOBAL_FEATURES = 32
DECISION_FEATURES = len(DECISION_KINDS) + 2
DECKS = ("show", "star", "ad", "network", "pilot", "solo")
DISCARDS = ("show", "star", "ad", "network")

# Scales: a value is divided by its scale and clipped to [0, 1].
CASH_SCALE = 60.0
PASS_VIEWERS_SCALE = 20.0
ROUND_SCORE_SCALE = 60.0
DECK_SCALE = 60.0
VIEWERS_SCALE = 40.0


def agent_names(players: int) -> tuple[str, ...]:
    """Seat names: `player_0`, `player_1`, ... (PettingZoo's agent names, and the adapters'
    player names in the engine)."""
    return tuple(f"player_{i}" for i in range(players))


def module_names(modules: str | Iterable[str]) -> tuple[str, ...]:
    """The modules an adapter is given, every adapter alike: one string is one name or several
    joined by "+" or "," (`"moguls"`, `"moguls+executives"`), and each name of a sequence may be
    too (a string is never taken letter by letter)."""
    names = [modules] if isinstance(modules, str) else list(modules)
    return tuple(
        part.strip() for name in names for part in name.replace("+", ",").split(",") if part.strip()
    )


def returns_of(game: Game) -> list[float]:
    """Each player's return, bounded in [-1, 1] (see the module docstring); zeros until the end."""
    count = game.state.player_count
    if not game.over:
        return [0.0] * count
    totals = [p.total for p in game.result().players]
    if count == 1:
        return [max(-1.0, min(1.0, totals[0] / SOLO_PAR - 1.0))]
    return [(sum(t > o for o in totals) - sum(t < o for o in totals)) / (count - 1) for t in totals]


def final_info(game: Game, player: int) -> dict[str, Any]:
    """What a finished game's info says of a player: the score, and whether they won, or in
    solo the rank (solo has no winner: the engine's result marks its one player as one)."""
    result = game.result().players[player]
    if game.state.config.solo:
        return {"score": result.total, "rank": solo_rank(result.total)}
    return {"score": result.total, "winner": result.winner}


def _scaled(value: float, scale: float) -> float:
    return min(1.0, max(0.0, value / scale))


class ViewEncoder:
    """Writes a view into a fixed-size float32 tensor (observation, or information state with
    `perfect_recall`)."""

    def __init__(self, perfect_recall: bool = False, modules: tuple[str, ...] = ()) -> None:
        cards, geometry = table_of(modules)
        self.genres = geometry.genres
        self.card_ids: tuple[str, ...] = tuple(sorted(cards.cards))
        self.card_index = {c: i for i, c in enumerate(self.card_ids)}
        self.zone_index = {z: i for i, z in enumerate(ZONES)}
        self.perfect_recall = perfect_recall
        count = len(self.card_ids)
        self.pieces: list[tuple[str, tuple[int, ...]]] = [
            ("cards", (count, len(ZONES) + geometry.slot_count)),
            ("lineups", (MAX_PLAYERS, geometry.slot_count, 1 + ROW_SLOTS + len(self.genres) + 3)),
            ("seats", (MAX_PLAYERS, SEAT_BASE + len(self.genres))),
            ("global", (GLOBAL_FEATURES,)),
            ("decision", (DECISION_FEATURES,)),
        ]
        self.part_layout = part_layout(modules)
        if self.part_layout:
            seat_size = sum(size for _, size, _ in self.part_layout)
            table_size = sum(size for _, _, size in self.part_layout)
            self.pieces.append(("part_cards", (count, MAX_PLAYERS)))
            self.pieces.append(("part_seats", (MAX_PLAYERS, seat_size)))
            self.pieces.append(("part_table", (table_size,)))
        if perfect_recall:
            self.pieces.append(("seen", (count,)))
        self.size = sum(int(np.prod(shape)) for _, shape in self.pieces)

    def new_tensor(self) -> tuple[Tensor, dict[str, Tensor]]:
        """A zeroed tensor and its named pieces (views into the same memory)."""
        tensor = np.zeros(self.size, np.float32)
        return tensor, self.split(tensor)

    def split(self, tensor: Tensor) -> dict[str, Tensor]:
        """Named, reshaped views of a flat tensor's pieces."""
        pieces: dict[str, Tensor] = {}
        offset = 0
        for name, shape in self.pieces:
            size = int(np.prod(shape))
            pieces[name] = tensor[offset : offset + size].reshape(shape)
            offset += size
        return pieces

    def encode(self, view: View) -> Tensor:
        """A new tensor of a view."""
        tensor, pieces = self.new_tensor()
        self.write(view, pieces)
        return tensor

    def write(self, view: View, pieces: dict[str, Tensor]) -> None:
        """Fill the pieces of a tensor (zeroed first) from a view."""
        for array in pieces.values():
            array.fill(0.0)
        state = view.state
        count = state.player_count
        first = view.player if view.player is not None else 0
        relative = [(p - first) % count for p in range(count)]
        self._cards(view, pieces["cards"], relative)
        self._lineups(state, pieces["lineups"], relative)
        self._seats(view, pieces["seats"], relative)
        self._global(state, pieces["global"])
        self._decision(view, pieces["decision"])
        if self.part_layout:
            self._parts(state, pieces, relative)
        if self.perfect_recall:
            seen = pieces["seen"]
            for card in logged_cards(view):
                index = self.card_index.get(card)
                if index is not None:
                    seen[index] = 1.0

    def _put(self, cards: Tensor, ids: Iterable[str], zone: int, timeslot: int = -1) -> None:
        """Mark the known cards among `ids` as in `zone` (and `timeslot`); placeholders are
        hidden cards, with nothing to mark."""
        index = self.card_index
        rows = [index[c] for c in ids if c in index]
        if rows:
            cards[rows, zone] = 1.0
            if timeslot >= 0:
                cards[rows, len(ZONES) + timeslot] = 1.0

    def _cards(self, view: View, cards: Tensor, relative: list[int]) -> None:
        state = view.state
        put = self._put
        zone = self.zone_index
        for p, seat in enumerate(state.players):
            base = relative[p] * len(SEAT_ZONES)
            put(cards, seat.green_room, base + _SEAT["green_room"])
            put(cards, seat.reruns, base + _SEAT["reruns"])
            put(cards, seat.hand, base + _SEAT["hand"])
            for timeslot, show in seat.shows():
                put(cards, (show.card,), base + _SEAT["lineup"], timeslot)
                upright = [c for c, up in show.attachments if up]
                down = [c for c, up in show.attachments if not up]
                put(cards, upright, base + _SEAT["attached_up"], timeslot)
                put(cards, down, base + _SEAT["attached_down"], timeslot)
        for row in state.display.values():
            put(cards, (c for c in row if c is not None), zone["display"])
        for pile in state.discards.values():
            put(cards, pile, zone["discard"])
        if state.production is not None:
            put(cards, [state.production.card, *state.production.attachments], zone["production"])
        put(cards, state.buffer, zone["revealed"])
        for deck in state.decks.values():
            for layer in deck.layers:
                if layer.cards and not layer.cards[0].startswith(HIDDEN):  # a layer it knows
                    put(cards, layer.cards, zone["deck_known"])
        put(cards, (c for c, _ in state.box), zone["box_known"])
        for part in state.parts.values():
            put(cards, part.cards(), zone["piles"])

    def _lineups(self, state: GameState, lineups: Tensor, relative: list[int]) -> None:
        for p, seat in enumerate(state.players):
            block = lineups[relative[p]]
            for timeslot, show in seat.shows():
                row = block[timeslot]
                row[0] = 1.0
                row[1 + min(show.row, ROW_SLOTS - 1)] = 1.0
                if show.genre in self.genres:
                    row[1 + ROW_SLOTS + self.genres.index(show.genre)] = 1.0
                tail = 1 + ROW_SLOTS + len(self.genres)
                row[tail] = _scaled(len(show.attachments), 4)
                row[tail + 1] = _scaled(len(show.extra_slots), 2)
                row[tail + 2] = _scaled(show_viewers(state, p, timeslot, show), VIEWERS_SCALE)

    def _seats(self, view: View, seats: Tensor, relative: list[int]) -> None:
        state = view.state
        waiting = view.waiting_on
        producer = state.production.player if state.production is not None else None
        for p, seat in enumerate(state.players):
            row = seats[relative[p]]
            row[0] = 1.0
            row[1] = _scaled(seat.cash, CASH_SCALE)
            row[2] = _scaled(seat.pass_viewers, PASS_VIEWERS_SCALE)
            for i, score in enumerate(seat.round_scores[:ROUNDS]):
                row[3 + i] = _scaled(score, ROUND_SCORE_SCALE)
            for i, genre in enumerate(self.genres):
                row[7 + i] = _scaled(seat.genres.get(genre, 0), 5)
            k = len(self.genres) - 6  # the features after the genres move along
            if p in state.pass_track:
                row[13 + k] = 1.0
                row[14 + k] = _scaled(state.pass_track.index(p) + 1, 5)
            row[15 + k] = float(waiting == p)
            row[16 + k] = float(state.first == p)
            row[17 + k] = float(state.current == p)
            row[18 + k] = _scaled(len(seat.hand), 4)
            row[19 + k] = _scaled(len(seat.green_room), 10)
            row[20 + k] = _scaled(len(seat.reruns), 10)
            row[21 + k] = float(producer == p)

    def _global(self, state: GameState, out: Tensor) -> None:
        out[min(max(state.round, 0), ROUNDS)] = 1.0
        at = ROUNDS + 1
        if state.phase in PHASES:
            out[at + PHASES.index(state.phase)] = 1.0
        at += len(PHASES)
        out[at] = _scaled(state.actions_left, 2)
        at += 1
        for i, kind in enumerate(DECKS):
            deck = state.decks.get(kind)
            out[at + i] = _scaled(len(deck) if deck is not None else 0, DECK_SCALE)
        at += len(DECKS)
        for i, kind in enumerate(DISCARDS):
            out[at + i] = _scaled(len(state.discards.get(kind, ())), DECK_SCALE)
        at += len(DISCARDS)
        out[at] = _scaled(len(state.pass_track), 6)
        out[at + 1] = float(OPPONENT in state.pass_track)
        out[at + 2] = float(state.config.solo)
        out[at + 3 + min(state.player_count, MAX_PLAYERS) - 1] = 1.0
        out[at + 3 + MAX_PLAYERS] = float(state.turn_flags.double_pass)

    def _parts(self, state: GameState, pieces: dict[str, Tensor], relative: list[int]) -> None:
        cards, seats, table = pieces["part_cards"], pieces["part_seats"], pieces["part_table"]
        seat_at = table_at = 0
        for name, seat_size, table_size in self.part_layout:
            part = state.parts.get(name)
            if part is not None:
                for p in range(state.player_count):
                    rows = [self.card_index[c] for c in part.seat_cards(p) if c in self.card_index]
                    cards[rows, relative[p]] = 1.0
                    values = part.features(state, p)[:seat_size]
                    seats[relative[p], seat_at : seat_at + len(values)] = np.clip(values, 0, 1)
                values = part.table(state)[:table_size]
                table[table_at : table_at + len(values)] = np.clip(values, 0, 1)
            seat_at += seat_size
            table_at += table_size

    def _decision(self, view: View, out: Tensor) -> None:
        pending = view.state.pending
        if pending is None:
            return
        kind, player = pending[0], pending[1]
        if kind in DECISION_KINDS:
            out[DECISION_KINDS.index(kind)] = 1.0
        out[len(DECISION_KINDS)] = float(player == view.player)
        out[len(DECISION_KINDS) + 1] = float(player < 0)


@cache
def part_layout(modules: tuple[str, ...]) -> tuple[tuple[str, int, int], ...]:
    """The parts these modules keep that a tensor encodes, by name: (name, seat features,
    table features), read from a game set up with them."""
    from ..engine.config import GameConfig
    from ..engine.game import Game

    probe = Game.new(GameConfig(players=("A", "B"), modules=modules))
    found = [
        (name, part.seat_features, part.table_features)
        for name, part in probe.state.parts.items()
        if part.seat_features or part.table_features
    ]
    return tuple(sorted(found))


def logged_cards(view: View) -> Iterator[str]:
    """Card ids named in the log as the viewer saw it (placeholders and other words included)."""
    for event in view.log:
        for value in event.data.values():
            if isinstance(value, str):
                if not value.startswith(HIDDEN):
                    yield value
            elif isinstance(value, list | tuple):
                yield from (v for v in value if isinstance(v, str))
