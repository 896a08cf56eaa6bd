"""Every effect in play for a player, in one documented order.

`in_play(state, player)` lists (zone, card, effect) for:

1. `executive`: the player's executive board (Megacorp), from the modules;
2. `mogul`: face-up moguls in the green room;
3. `green-room`: network cards and anomalies in the green room (stars and ads there are not in
   play: their effects act when attached, or when used from the start of producing);
4. `show` and `attachment`: each lineup show, left to right, then its attachments in the order
   attached;
5. `part`: cards a module puts in play beyond these (from `Module.sources`).

Each hook in `engine/hooks.py` walks this list and says in its docstring which zones it asks.
Face-down cards (a used mogul) are in no zone, nor is a show attached to a show (Voice of a
Generation: the attached show loses its effect).
"""

from __future__ import annotations

from typing import Any, Final

from ..cards import AnomalyCard, CardSet, NetworkCard, ShowCard, StarCard
from ..cards.model import side_values
from .config import GameConfig
from .effect import EFFECTS, Effect
from .modules import Module, active_modules
from .native import made_again
from .options import SLOT_WORDS, AddAttachment, PickCard, Produce, SignAd, SignStar, TakeNetwork
from .results import RERUNS, ScoreItem, score_item
from .slot_counts import one_more_fits
from .state import GameState

EXECUTIVE: Final = "executive"
MOGUL: Final = "mogul"
GREEN_ROOM: Final = "green-room"
SHOW: Final = "show"
ATTACHMENT: Final = "attachment"
PART: Final = "part"
ZONES: Final = (EXECUTIVE, MOGUL, GREEN_ROOM, SHOW, ATTACHMENT, PART)
MAX_TIMESLOTS: Final = len(SLOT_WORDS)  # a lineup's timeslots at most (Telly Time's weekend)
# Card kinds whose effects are in play in the green room (an anomaly: discard it for an action).
IN_GREEN_ROOM: Final = {"mogul": MOGUL, "network": GREEN_ROOM, "anomaly": GREEN_ROOM}
_NONE: Final[list[Source]] = []  # in play for a hook no effect there implements (never changed)
# no card of the game implements the hook (`CardTable.doing`'s default; never changed)
NO_CARDS: Final[frozenset[str]] = frozenset()
# the hooks that change producing: the cost, slots filled, cards used from the start
# (`hooks.producing_unchanged`, `CardTable.producers`)
PRODUCING_HOOKS: Final = frozenset({"production_cost", "production_fillers", "produce_using"})


class Source:
    """One effect in play: where it is, the card, its effect, and (on a show) the timeslot. A
    value never changed once made (the card table makes most of them once per card set); a
    plain class, whose fields the compiled build reads natively."""

    __slots__ = ("zone", "card", "effect", "timeslot")

    def __init__(self, zone: str, card: str, effect: Effect, timeslot: int = -1) -> None:
        self.zone = zone
        self.card = card
        self.effect = effect
        self.timeslot = timeslot

    def __reduce__(self) -> tuple[object, ...]:
        return made_again(self, self.zone, self.card, self.effect)

    def __repr__(self) -> str:
        return f"Source({self.zone!r}, {self.card!r}, {self.effect.id!r}, {self.timeslot})"


def begin_listing(state: GameState) -> bool:
    """From now until `end_listing` this state does not change (its options are listed, it is
    valued): `in_play` may reuse its answers. True if this call began it (a nested listing of
    the same state shares the outer one)."""
    if state.memo is not None:
        return False
    table: CardTable = state.table  # (`check_table`, spelled out: every decision lists)
    if table.registered != len(EFFECTS):
        check_table(state)
    memo: list[dict[str, Any]] = []
    for _ in state.players:  # (a loop: a comprehension is a function called)
        memo.append({})
    state.memo = memo
    return True


def end_listing(state: GameState, began: bool) -> None:
    if began:
        state.memo = None


def holds_none(state: GameState, player: int, hook: str) -> bool:
    """Only held cards implement `hook`, and the player holds none of them: no effect in play
    answers it (`in_play`'s first answer, for a caller that may then skip its call)."""
    table: CardTable = state.table
    held_only = table.held_only
    return hook in held_only and held_only[hook].isdisjoint(state.players[player].green_room)


def in_play(state: GameState, player: int, hook: str = "") -> list[Source]:
    """Every effect in play for `player`, in the documented order (with `hook`: only the
    effects that implement that hook method). The list is shared: read it, never change it."""
    memo = state.memo  # the hottest path of the engine: `remembered`, spelled out
    if memo is None:
        table: CardTable = state.table
        if hook:
            if hook not in table.present:
                return _NONE  # no card of this game implements the hook
            held_only = table.held_only
            if hook in held_only and held_only[hook].isdisjoint(state.players[player].green_room):
                return _NONE  # only held cards implement it, and the player holds none
        return _in_play(state, player, hook, table)
    mine: dict[str, Any] = memo[player]
    # (`in`, then `[]`: no method called, where most asks find the hook or find it absent)
    if hook in mine:
        found: list[Source] = mine[hook]
        return found
    table = state.table
    if hook:
        if hook not in table.present:
            return _NONE
        held_only = table.held_only
        if hook in held_only:
            # only held cards implement it: none if the player holds none, else their own
            # short walk, kept (the walk of every zone below sorts none of them)
            if held_only[hook].isdisjoint(state.players[player].green_room):
                return _NONE
            found = mine[hook] = _in_play(state, player, hook, table)
            return found
    # While a listing lasts, one walk of the player's zones serves every other hook: each
    # hook's effects are those of the whole list that implement it, in the same order, picked
    # out as the hook is first asked and kept (the shared empty list where none implements it).
    # (Only the hooks asked: a score asks three, where sorting the list by every hook each
    # effect implements cost more.)
    every: list[Source] | None = mine.get("")
    if every is None:
        every = mine[""] = _in_play(state, player, "", table)
    if not hook:
        return every
    found = []
    for source in every:
        if hook in source.effect.implements:
            found.append(source)
    if not found:
        found = _NONE
    mine[hook] = found
    return found


def remembered(state: GameState, player: int, name: str) -> Any:
    """What was kept of `player`'s under `name` while this listing lasts (see `begin_listing`
    and `remember`), or None. The names are apart from the hook names `in_play` keeps there."""
    memo = state.memo
    return memo[player].get(name) if memo is not None else None


def remember(state: GameState, player: int, name: str, value: Any) -> Any:
    """Keep `value` of `player`'s under `name` while a listing lasts (if one does); returns it.
    (Two plain calls, not one taking a closure: compiled or not, a closure is an object made
    at every call.)"""
    memo = state.memo
    if memo is not None:
        memo[player][name] = value
    return value


def _in_play(state: GameState, player: int, hook: str, table: CardTable) -> list[Source]:
    seat = state.players[player]
    found: list[Source] = []
    extra: list[Source] = []
    if table.sourced:  # a module of the game may put cards in play
        for module in active_modules(state.config).sourcing:  # (`sourcing_modules`)
            effects = table.effects
            for zone, card in module.sources(state, player):
                effect = effects.get(card)
                if effect is not None and (not hook or hook in effect.implements):
                    (found if zone == EXECUTIVE else extra).append(Source(zone, card, effect))
    # The cards that implement the hook (all cards with an effect, without one), held and on
    # the lineup, and their sources, worked out once per card set. (Outside listings a hook
    # is mostly asked where no held card implements it: `isdisjoint` says so without a loop.)
    held, aired, attached = table.by_hook[hook]
    if held and not held.isdisjoint(seat.green_room):
        network: list[Source] = []
        face_down = seat.face_down
        sources = table.held
        for card in seat.green_room:
            if card in held and card not in face_down:
                source = sources[card]
                (network if source.zone == GREEN_ROOM else found).append(source)
        found += network
    if aired:
        on_air = table.aired
        for timeslot, show in enumerate(seat.lineup):
            if show is None:
                continue
            if show.card in aired:
                found.append(on_air[show.card][timeslot])
            for card, _ in show.attachments:
                if card in attached:  # a show attached as a star has no effect
                    found.append(on_air[card][timeslot + MAX_TIMESLOTS])
    return found + extra if extra else found


def sourcing_modules(config: GameConfig) -> tuple[Module, ...]:
    """The config's modules that put cards in play (`Module.sources`)."""
    return active_modules(config).sourcing


def green_room_doing(state: GameState, player: int, hook: str) -> list[tuple[str, Effect]]:
    """The green room cards whose effect implements `hook`, in play or not (a star that may be
    used from the start of producing, Industry Veteran), with their effects, in the green
    room's order. Not kept: its one caller keeps what it makes of it while a listing lasts
    (`hooks.produce_variants`)."""
    table: CardTable = state.table  # (`table_of`, read directly)
    doing = table.doing.get(hook, NO_CARDS)  # (the cards implementing it: no effect asked)
    effects = table.effects
    found: list[tuple[str, Effect]] = []
    for card in state.players[player].green_room:  # (a loop: a comprehension is a call)
        if card in doing:
            effect = effects[card]
            if effect is not None:
                found.append((card, effect))
    return found


class CardTable:
    """What the sources and the slot rules ask of every card of a card set, worked out once
    (again if effects were registered since) and kept on the card set. A game's state holds
    the table of its universe (`universe_table`): the same but for the hooks, which count only the
    cards of that game (a Moguls game loads Megacorp's executive boards and their hooks, and
    deals none of them)."""

    __slots__ = (
        "cards",
        "registered",
        "effects",
        "zones",
        "universe",
        "sourced",
        "games",
        "present",
        "doing",
        "by_hook",
        "held_only",
        "producers",
        "classes",
        "brings",
        "attaching",
        "held",
        "aired",
        "attachable",
        "shows",
        "upright",
        "down",
        "reruns",
        "empty_room",
        "costs",
        "signing",
        "signing_ad",
        "taking",
        "producing",
        "picking",
        "picking_down",
        "adding",
        "dealt",
        "fits_preference",
    )

    cards: CardSet
    registered: int
    effects: dict[str, Effect | None]
    zones: dict[str, str]
    universe: tuple[str, ...] | None
    sourced: bool
    games: dict[tuple[tuple[str, ...], bool], CardTable]
    present: frozenset[str]
    doing: dict[str, frozenset[str]]
    by_hook: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]]
    held_only: dict[str, frozenset[str]]
    producers: frozenset[str]
    classes: dict[str, str]
    brings: dict[str, tuple[str, ...]]
    attaching: dict[str, tuple[str, tuple[str, ...], str]]
    attachable: frozenset[str]
    shows: dict[str, ShowCard]
    upright: dict[str, tuple[int, int, int]]
    down: dict[str, tuple[int, int, int]]
    reruns: dict[str, ScoreItem]
    empty_room: dict[str, tuple[bool, bool, bool]]
    costs: dict[str, int]
    held: dict[str, Source]
    aired: dict[str, tuple[Source, ...]]
    signing: dict[str, SignStar]
    signing_ad: dict[str, SignAd]
    taking: dict[str, TakeNetwork]
    producing: dict[str, Produce]
    picking: dict[str, PickCard]
    picking_down: dict[str, PickCard]
    adding: dict[str, tuple[AddAttachment, ...]]
    dealt: dict[tuple[int, bool], Any]
    fits_preference: dict[str, dict[str, int]]

    def __init__(
        self,
        cards: CardSet,
        whole: CardTable | None = None,
        universe: tuple[str, ...] | None = None,
        sourced: bool = False,
    ) -> None:
        """The card set's table, or (with `whole`, the card set's, and `universe`) the table of
        a game of those cards: `whole`'s but for the hooks. `sourced`: a module of the game puts
        cards in play (`Module.sources`), which may be cards of no universe (a board never
        dealt): the hooks are the card set's, and `in_play` asks the modules. (The card set's
        own table may be asked before a game has its own: it asks them too.)"""
        self.cards = cards
        if whole is not None:
            self.registered = whole.registered
            effects = whole.effects
            zones = whole.zones
        else:
            self.registered = len(EFFECTS)
            effects = {
                c: EFFECTS.get(d.effect) if d.effect is not None else None for c, d in cards.items()
            }
            # the green room zone of the cards in play there
            zones = {c: IN_GREEN_ROOM[d.kind] for c, d in cards.items() if d.kind in IN_GREEN_ROOM}
        self.effects = effects
        self.zones = zones
        # the cards of the game (None: of the card set), and its games' tables by universe
        # (and whether a module puts cards in play)
        self.universe = universe
        self.sourced = sourced or universe is None
        self.games = {}
        # The hooks: of the game's cards only (a card of the set outside the universe is never
        # in a seat's zones). The effects of those cards:
        within = effects
        if universe is not None and not sourced:
            within = {c: effects.get(c) for c in universe}
        # the hooks some card implements
        self.present = frozenset(h for e in within.values() if e is not None for h in e.implements)
        # per hook: every card implementing it, wherever it is
        self.doing = {}
        # per hook ("" = any): the held cards, lineup cards and attachments implementing it
        self.by_hook = {}
        for hook in self.present | {""}:
            doing = {
                c for c, e in within.items() if e is not None and (not hook or hook in e.implements)
            }
            self.doing[hook] = frozenset(doing)
            aired = doing - zones.keys()
            shows = {c for c in aired if cards[c].kind == "show"}
            self.by_hook[hook] = (
                frozenset(doing & zones.keys()),
                frozenset(aired),
                frozenset(aired - shows),
            )
        # The hooks only held cards implement (no card on a lineup, and no module puts cards in
        # play), with those cards: `in_play` finds none where the green room holds none, and a
        # listing finds each with its own walk of the green room, without the walk of every
        # zone, the lineup's among them
        self.held_only = {
            h: held
            for h, (held, aired, _) in self.by_hook.items()
            if h and not aired and not self.sourced
        }
        # The cards that change producing for a player holding them (`hooks.producing_unchanged`,
        # where no module puts cards in play): held cards in play implementing a hook of
        # producing, and any card that may be used from the start (in play or not)
        producers = set(self.doing.get("produce_using", NO_CARDS))
        for hook in PRODUCING_HOOKS:
            if hook in self.by_hook:
                producers |= self.by_hook[hook][0]
        self.producers = frozenset(producers)
        if whole is not None:  # the rest is the card set's
            self.classes = whole.classes
            self.brings = whole.brings
            self.attaching = whole.attaching
            self.attachable = whole.attachable
            self.shows = whole.shows
            self.upright = whole.upright
            self.down = whole.down
            self.reruns = whole.reruns
            self.empty_room = whole.empty_room
            self.costs = whole.costs
            self.held = whole.held
            self.aired = whole.aired
            self.signing = whole.signing
            self.signing_ad = whole.signing_ad
            self.taking = whole.taking
            self.producing = whole.producing
            self.picking = whole.picking
            self.picking_down = whole.picking_down
            self.adding = whole.adding
            self.dealt = whole.dealt
            self.fits_preference = whole.fits_preference
            return
        # each card's slot class as an attachment, and the slots it brings (see hooks)
        self.classes = {c: _attach_class(d.kind, effects[c]) for c, d in cards.items()}
        self.brings = {
            c: e.brings_slots for c, e in effects.items() if e is not None and e.brings_slots
        }
        # what attaching or replacing a card asks of it, in one lookup: its slot class, the
        # slots it brings, its type
        self.attaching = {
            c: (self.classes[c], self.brings.get(c, ()), d.kind) for c, d in cards.items()
        }
        # the cards that go in a show's slots (stars and ads)
        self.attachable = frozenset(c for c, d in cards.items() if d.kind in ("star", "ad"))
        # the show cards, typed (no check of a card's class where a listing reads a show's
        # fields), and each printed cost
        self.shows = {c: d for c, d in cards.items() if isinstance(d, ShowCard)}
        # (viewers, income, expenses) printed on each card's side turned up, rightside up and
        # upside down (`side_values`: a star's or an ad's; an attachment's are asked at every
        # upkeep and score, and of every show a bot values)
        self.upright = {c: side_values(d, True) for c, d in cards.items()}
        self.down = {c: side_values(d, False) for c, d in cards.items()}
        # each show's end-game item in a reruns pile, its printed bottom row, made once: a
        # bot's estimate counts a player's reruns for every option it values
        self.reruns = {c: score_item(RERUNS, c, d.rerun_value) for c, d in self.shows.items()}
        # whether one more star, ad or flex star fits each show with nothing on it and no slot
        # added (`slot_counts.one_more_fits` of its printed slots: the Add or Replace listing
        # reads it for such a show)
        self.empty_room = {
            c: one_more_fits(d.slot_counts[1], (0, 0, 0)) for c, d in self.shows.items()
        }
        self.costs = {
            c: d.cost
            for c, d in cards.items()
            if isinstance(d, (ShowCard, StarCard, NetworkCard, AnomalyCard))
        }
        # The sources of the cards with an effect, made once: held ones by card; on the lineup
        # by card, then timeslot as a show (0..) or as an attachment (MAX_TIMESLOTS + timeslot)
        self.held = {
            c: Source(zones[c], c, e) for c, e in effects.items() if e is not None and c in zones
        }
        self.aired = {
            c: tuple(Source(SHOW, c, e, t) for t in range(MAX_TIMESLOTS))
            + tuple(Source(ATTACHMENT, c, e, t) for t in range(MAX_TIMESLOTS))
            for c, e in effects.items()
            if e is not None and c not in zones
        }
        # The action taking each card from its display row (the star row's anomalies sign as
        # stars), made once: options are values never changed, and listings made them by the
        # thousand
        self.signing = {c: SignStar(c) for c in cards}
        self.signing_ad = {c: SignAd(c) for c in cards}
        self.taking = {c: TakeNetwork(c) for c in cards}
        self.producing = {c: Produce(c) for c in cards}  # using no card from the start
        # picking a card to attach while producing, or to put rightside up or upside down
        self.picking = {c: PickCard(c) for c in cards}
        self.picking_down = {c: PickCard(c, "down") for c in cards}
        # adding each star or ad to the show in each timeslot (replacing none, helped by none)
        self.adding = {
            c: tuple(AddAttachment(c, t) for t in range(MAX_TIMESLOTS)) for c in self.attachable
        }

        # a new game's deck cards by player count and beginner flag (`setup.new_state`)
        self.dealt = {}
        # how well each display card fits each solo preference the card alone decides, kept
        # as asked (`solo.preferred`)
        self.fits_preference = {}

    def __reduce__(self) -> tuple[object, ...]:
        # Worked out again where it is unpickled, from the effects registered there.
        if self.universe is not None:
            return (universe_table, (self.cards, self.universe, self.sourced))
        return (card_table, (self.cards,))


def _attach_class(kind: str, effect: Effect | None) -> str:
    if kind == "show":  # a show attached to a show (Voice of a Generation) takes a star slot
        return "star"
    if effect is not None and effect.attach_class:
        return effect.attach_class
    return kind


def table_of(state: GameState) -> CardTable:
    """The table of a game's card set, kept on the state (the hottest paths read `state.table`
    themselves). It is made again should effects have been registered since, as tests do, once
    a decision: where listing and applying begin (`check_table`)."""
    table: CardTable = state.table
    return table


def check_table(state: GameState) -> None:
    """Make the state's card table again if effects were registered since it was made (for
    the same universe: the engine changes the universe through `set_universe`)."""
    table: CardTable = state.table
    if table.registered != len(EFFECTS):
        set_universe(state, state.universe)


def set_universe(state: GameState, universe: tuple[str, ...]) -> None:
    """`universe` is now every card of the game (`GameState.universe`): the state takes the
    table of its game (`universe_table`), and that table's tuple of them (the same cards: one
    tuple shared by the games of the same cards, as the state's clones share it)."""
    sourced = bool(active_modules(state.config).sourcing)
    table = universe_table(state.table.cards, universe, sourced)
    state.table = table
    assert table.universe is not None
    state.universe = table.universe


# the tables of a card set's games kept at most (the universes seen; most runs see a few)
_GAMES_MOST: Final = 64


def universe_table(cards: CardSet, universe: tuple[str, ...], sourced: bool) -> CardTable:
    """The table of a game of these cards whose cards are `universe`, `sourced` if a module of
    the game puts cards in play (see CardTable)."""
    whole = card_table(cards)
    games = whole.games
    key = (universe, sourced)
    found = games.get(key)
    if found is None:
        if len(games) >= _GAMES_MOST:
            games.clear()
        found = games[key] = CardTable(cards, whole, universe, sourced)
    return found


def card_table(cards: CardSet) -> CardTable:
    """The card set's table (see CardTable)."""
    entry: CardTable | None = cards.table
    if entry is None or entry.registered != len(EFFECTS):
        entry = cards.table = CardTable(cards)
    return entry
