"""Telly Time (Megacorp rulebook, "Telly Time"; RULINGS 7.3): a weekend timeslot (4 in all), the
Kids, Quiz and Chat genres, the 36-show Telly deck instead of the base shows (A over B; with 1-3
players the A shows marked 4 leave the game), the pass track tile for the player count, and a
genre grid per player instead of the genre board.

Telly Pilot Season: each player is dealt a Telly pilot show (face up) and takes the grid tile
with its genre at the center; the pilot goes in its preferred timeslot and the 3 starters in the
others; a marker goes on the center square instead of a genre advance; then each player is dealt
3 of the 14 base Pilot Season stars and ads (2 with 5 players) and keeps 2, cash and costs as
normal.
"""

from __future__ import annotations

from functools import cache

from ....cards import CardSet, GridTile, PassTile, ShowCard, load_box
from ...board import TOP_ROW
from ...config import GameConfig
from ...decision import CHANCE
from ...deck import Deck, Layer
from ...flow import extend
from ...geometry import Geometry
from ...machine import ask, decision, emit, step, then
from ...options import Option
from ...parts import Part
from ...pilot import pilot_frames
from ...progress.base import Progress
from ...rng import roll
from ...state import GameState, LineupShow
from ...zones import deal_options, take_dealt
from ..base import Frame, Module, module
from .grid import GRID, Grids

BOX = "telly"
DEAL = 3
PILOT_DECK = "telly-pilot"  # the Telly pilot shows, while chance decisions deal them
DEAL_FIVE = 2  # with 5 players (and in a Beginner Pilot Season: deal 2, keep both)


@cache
def telly_cards() -> CardSet:
    return load_box(BOX)


def pass_tile(players: int) -> PassTile:
    """The pass track tile for a player count."""
    for tile in telly_cards().of_type("passtile"):
        assert isinstance(tile, PassTile)
        if tile.players[0] <= players <= tile.players[1]:
            return tile
    raise ValueError(f"no Telly pass track tile for {players} players")


@module("telly")
class TellyModule(Module):
    """Telly Time: the fourth timeslot, nine genres, genre grids."""

    title = "Megacorp Telly Time"
    summary = "a weekend timeslot, 9 genres, genre grids"
    brief = (
        "Telly Time: a 4th timeslot, weekend, and 3 more genres, each with its own show effect: "
        "a Kids show can't go in your primetime or late night timeslot; a Quiz show, when it "
        "scores, may buy up to 5 viewers at $1M each; a Chat show, when it scores, gains the "
        "viewers of every star on your other shows."
    )
    boxes = ("megacorp", BOX)

    def geometry(self, config: GameConfig, geometry: Geometry) -> Geometry:
        cards = telly_cards()
        genres = tuple(dict.fromkeys(c.genre for c in cards.of_type("show")))  # type: ignore[union-attr]
        tile = pass_tile(config.player_count)
        slots = ("weekend",)
        return geometry.with_changes(
            timeslots=geometry.timeslots + tuple(s for s in slots if s not in geometry.timeslots),
            genres=geometry.genres + tuple(g for g in genres if g not in geometry.genres),
            progress="grid",
            pass_columns=tile.columns,
            last_pass_cash=tile.last,
        )

    def parts(self, state: GameState) -> list[Part]:
        count = state.player_count
        return [Grids([None] * count, [[] for _ in range(count)], [[] for _ in range(count)])]

    def setup(self, state: GameState) -> None:
        telly = telly_cards()
        base_shows = {c.id for c in state.card_set.of_type("show") if c.id not in telly}
        pilots = {c.id for c in state.card_set.of_type("pilot") if c.kind == "show"}
        telly_pilots = sorted(c for c in pilots if c in telly)
        show_deck = state.decks["show"]
        for index, layer in enumerate(show_deck.layers):
            show_deck.replace(index, [c for c in layer.cards if c not in base_shows])
        pilot_deck = state.decks["pilot"]
        for index, layer in enumerate(pilot_deck.layers):
            pilot_deck.replace(index, [c for c in layer.cards if c not in pilots])
        out = base_shows | (pilots - set(telly_pilots))
        # (Beginner Pilot Season leaves every pilot show out of the universe; the Telly ones
        # play all the same)
        kept = tuple(c for c in state.universe if c not in out)
        state.universe = kept + tuple(c for c in telly_pilots if c not in kept)
        if state.auto_chance:
            _deal_telly_pilots(state, telly_pilots)
        else:  # face down until each is dealt by a chance decision (`before_pilot`)
            state.decks[PILOT_DECK] = Deck(PILOT_DECK, [Layer(telly_pilots, False, PILOT_DECK)])

    def before_pilot(self, state: GameState) -> list[Frame]:
        """With chance as decisions, each player's pilot is a chance decision (with it drawn
        from the key, `setup` dealt them all)."""
        if state.auto_chance:
            return []
        return [("telly-pilot", p) for p in range(state.player_count)] + [("telly-pilots-aside",)]

    def pilot_season(self, state: GameState) -> list[Frame] | None:
        return [("telly-pilot-season",)]

    def progress(self, state: GameState, player: int) -> Progress | None:
        return GRID


def _deal_telly_pilots(state: GameState, pilots: list[str]) -> None:
    """One Telly pilot show to each player, face up, drawn from the key: its grid tile, its
    timeslot, the starters in the others, a marker on the center square. The others are set
    aside (the box)."""
    left = pilots[:]
    for player in range(state.player_count):
        index = roll(state.key or 0, state.chance_count, len(left))
        state.chance_count += 1
        _air_pilot(state, player, left.pop(index))
    state.box.extend((card, ()) for card in left)


def _air_pilot(state: GameState, player: int, pilot: str) -> None:
    """The player's Telly pilot: its grid tile and center mark, the pilot in its preferred
    timeslot and the starters in the others."""
    from .grid import grids

    tiles = {t.center: t.id for t in telly_cards().of_type("grid") if isinstance(t, GridTile)}
    seat = state.players[player]
    show = state.cards[pilot]
    assert isinstance(show, ShowCard)
    part = grids(state)
    part.tiles[player] = tiles[show.genre]
    part.marks[player] = [show.genre]
    slot = state.geometry.slot(show.timeslots[0]) if show.timeslots else 0
    starters = [s for s in seat.lineup if s is not None]
    seat.lineup = [None] * state.geometry.slot_count
    seat.lineup[slot] = LineupShow(pilot, TOP_ROW, show.genre)
    free = [t for t in range(state.geometry.slot_count) if t != slot]
    for timeslot, starter in zip(free, starters, strict=False):
        seat.lineup[timeslot] = starter
    emit(state, "telly-pilot", player, card=pilot, timeslot=slot, tile=tiles[show.genre])


@step("telly-pilot")
def _telly_pilot(state: GameState, player: int) -> None:
    ask(state, "telly-pilot", CHANCE, player)


def _pilot_options(state: GameState, chance: int, player: int) -> list[Option]:
    return deal_options(state, PILOT_DECK)


def _pilot_prompt(state: GameState, chance: int, player: int) -> str:
    return f"the Telly pilot show dealt to {state.config.players[player]}"


@decision(
    "telly-pilot",
    _pilot_options,
    _pilot_prompt,
    help="Chance: a player's Telly pilot show, dealt at random.",
)
def _resolve_pilot(state: GameState, option: Option, chance: int, player: int) -> None:
    _air_pilot(state, player, take_dealt(state, PILOT_DECK, option))


@step("telly-pilots-aside")
def _pilots_aside(state: GameState) -> None:
    state.box.extend((card, ()) for card in state.decks.pop(PILOT_DECK).cards())


@step("telly-pilot-season")
def _telly_pilot_season(state: GameState) -> None:
    """Step D: 3 of the base Pilot Season stars and ads each (2 with 5 players, or with
    Beginner Pilot Season), keep 2."""
    state.phase = "pilot"
    deal = DEAL_FIVE if state.player_count == 5 or state.config.beginner else DEAL
    then(state, *pilot_frames(state, deal))


extend("setup", steps=("telly-pilot", "telly-pilots-aside"), decisions=("telly-pilot",))
extend("pilot", steps=("telly-pilot-season",))
