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
from .sources import CardTable, card_table, set_universe
from .state import GameState, LineupShow, PlayerState, TurnFlags

NETWORK_ORDER: Final = ("red", "blue", "green", "yellow", "purple")
DECK_KINDS: Final = ("show", "star", "ad", "network")
# the decks dealt whole, in the order their cards are listed in `GameState.universe` (then pilots)
DEALT_KINDS: Final = ("star", "ad", "network")


def in_game(card: ShowCard, players: int) -> bool:
    """Player-count marks: shows marked 3 need 3+ players, shows marked 4 need 4+."""
    return card.players <= players


class Dealt:
    """The cards a new game starts with, for one card set and player count (worked out once,
    on the card set's table): the A and B show ids, the other decks' ids by kind, each seat's
    starters as (id, genre), and every card of the game (`GameState.universe`)."""

    __slots__ = ("shows", "decks", "starters", "universe")

    def __init__(self, cards: CardSet, count: int, beginner: bool) -> None:
        shows = [c for c in cards.of_type("show") if isinstance(c, ShowCard) and in_game(c, count)]
        self.shows = (
            tuple(c.id for c in shows if c.deck == "A"),
            tuple(c.id for c in shows if c.deck == "B"),
        )
        decks = {kind: tuple(c.id for c in cards.of_type(kind)) for kind in DEALT_KINDS}
        decks["pilot"] = tuple(
            c.id for c in cards.of_type("pilot") if not (beginner and c.kind == "show")
        )
        self.decks: dict[str, tuple[str, ...]] = decks
        starters = [c for c in cards.of_type("starter") if isinstance(c, ShowCard)]
        self.starters = tuple(
            tuple((c.id, c.genre) for c in starters if c.network == network)
            for network in NETWORK_ORDER[:count]
        )
        universe = [*self.shows[0], *self.shows[1]]
        for ids in decks.values():
            universe += ids
        for own in self.starters:
            universe += [card for card, _ in own]
        self.universe = tuple(universe)


def dealt(table: CardTable, count: int, beginner: bool) -> Dealt:
    """The cards a new game of this card set and player count starts with."""
    found: Dealt | None = table.dealt.get((count, beginner))
    if found is None:
        found = table.dealt[count, beginner] = Dealt(table.cards, count, beginner)
    return found


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

    cards_dealt = dealt(state.table, count, config.beginner)
    a_shows, b_shows = cards_dealt.shows
    state.decks = {
        "show": Deck(
            "show", [Layer(list(a_shows), False, "showA"), Layer(list(b_shows), False, "showB")]
        ),
    }
    for kind, ids in cards_dealt.decks.items():
        state.decks[kind] = Deck(kind, [Layer(list(ids), False, kind)])
    for index, seat in enumerate(state.players):
        for timeslot, (card, genre) in enumerate(cards_dealt.starters[index]):
            seat.lineup[timeslot] = LineupShow(card, TOP_ROW, genre)
    state.universe = cards_dealt.universe
    frames: list[tuple[object, ...]] = []
    for module in modules_of(config):
        for part in module.parts(state):
            state.parts[part.name] = part
        for index, seat in enumerate(state.players):
            seat.cash = module.starting_cash(state, index, seat.cash)
        module.setup(state)
        frames += module.before_pilot(state)
    set_universe(state, state.universe)  # the modules' cards are in it: the game's table
    frames.append(("place-starters",))  # after a Telly pilot took its timeslot
    pilot = next(
        (f for m in modules_of(config) if (f := m.pilot_season(state)) is not None),
        [("pilot-season",)],
    )
    frames += pilot
    state.stack = list(reversed(frames))
    return state
