"""Setting up a new game: decks filtered by player count, starter shows, starting cash."""

from __future__ import annotations

from typing import Final

from ..cards import CardSet, ShowCard
from .board import TOP_ROW
from .config import GameConfig
from .deck import Deck, Layer
from .flow import TurnOrder
from .modules import geometry_of, modules_of
from .rng import seed_key
from .sources import card_table
from .state import GameState, LineupShow, PlayerState, TurnFlags

NETWORK_ORDER: Final = ("red", "blue", "green", "yellow", "purple")
DECK_KINDS: Final = ("show", "star", "ad", "network")


def in_game(card: ShowCard, players: int) -> bool:
    """Player-count marks: shows marked 3 need 3+ players, shows marked 4 need 4+."""
    return card.players <= players


def new_state(config: GameConfig, cards: CardSet, auto_chance: bool = True) -> GameState:
    """A game ready to run from Pilot Season; seat 0 holds the 1st player token."""
    count = config.player_count
    state = GameState.__new__(GameState)
    geometry = geometry_of(config)
    state.config = config
    state.cards = cards.by_id
    state.table = card_table(cards)
    state.geometry = geometry
    state.players = [
        PlayerState(name, geometry.starting_cash[i], geometry.slot_count)
        for i, name in enumerate(config.players)
    ]
    state.round = 0
    state.phase = "setup"
    state.first = 0
    state.turns = TurnOrder(list(range(count)))
    state.current = 0
    state.actions_left = 0
    state.turn_flags = TurnFlags()
    state.display = {kind: [] for kind in geometry.display_types}
    state.discards = {kind: [] for kind in DECK_KINDS}
    state.box = []
    state.pass_track = []
    state.production = None
    state.buffer = []
    state.stack = []
    state.pending = None
    state.key = seed_key(config.seed)
    state.chance_count = 0
    state.auto_chance = auto_chance
    state.log = []
    state.over = False
    state.reshuffles = 0
    state.changed_genres = {}
    state.parts = {}
    state.memo = None
    state.listed = None

    universe: list[str] = []
    shows = [c for c in cards.of_type("show") if isinstance(c, ShowCard) and in_game(c, count)]
    a_shows = [c.id for c in shows if c.deck == "A"]
    b_shows = [c.id for c in shows if c.deck == "B"]
    state.decks = {
        "show": Deck("show", [Layer(a_shows, False, "showA"), Layer(b_shows, False, "showB")]),
    }
    universe += a_shows + b_shows
    for kind in ("star", "ad", "network"):
        ids = [c.id for c in cards.of_type(kind)]
        state.decks[kind] = Deck(kind, [Layer(ids, False, kind)])
        universe += ids
    pilots = [c.id for c in cards.of_type("pilot") if not (config.beginner and c.kind == "show")]
    state.decks["pilot"] = Deck("pilot", [Layer(pilots, False, "pilot")])
    universe += pilots

    starters = cards.of_type("starter")
    for index, seat in enumerate(state.players):
        network = NETWORK_ORDER[index]
        own = [c for c in starters if isinstance(c, ShowCard) and c.network == network]
        for timeslot, starter in enumerate(own):
            seat.lineup[timeslot] = LineupShow(starter.id, TOP_ROW, starter.genre)
        universe += [c.id for c in own]
    state.universe = tuple(universe)
    frames: list[tuple[object, ...]] = []
    for module in modules_of(config):
        for part in module.parts(state):
            state.parts[part.name] = part
        for index, seat in enumerate(state.players):
            seat.cash = module.starting_cash(state, index, seat.cash)
        module.setup(state)
        frames += module.before_pilot(state)
    pilot = next(
        (f for m in modules_of(config) if (f := m.pilot_season(state)) is not None),
        [("pilot-season",)],
    )
    frames += pilot
    state.stack = list(reversed(frames))
    return state
