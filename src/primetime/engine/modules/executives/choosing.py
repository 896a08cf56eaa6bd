"""Megacorp's Executives module: the player boards stay in the box; each player is dealt 2
random executive boards and keeps 1 (Megacorp rulebook, "Executives"; RULINGS 7.2).

The dealt pair is in the player's hand, seen by them alone; the kept boards are revealed
together once everyone has chosen, then each board's setup runs (Cable's 1st player token and
$20M, Procrastinator's half cash, tokens). A config may give a player a board
(`GameConfig(executives={"Ann": "cable"})`): that player is dealt none. Specialist is dealt only
with the Moguls module. What each board does is its `Executive` (base.py), one file each.
"""

from __future__ import annotations

from typing import Any

from ....cards import ExecutiveCard, load_boxes
from ...config import ConfigError, GameConfig
from ...deck import HIDDEN, Deck, Layer
from ...effect import EFFECTS
from ...flow import TurnOrder, extend
from ...machine import ask, decision, emit, step, then
from ...narrate import HIDDEN_LINES, LINES, named
from ...options import Option, PickCard
from ...parts import Part
from ...progress.base import Progress
from ...registry import load_rules
from ...rounds import clockwise
from ...sources import set_universe
from ...state import GameState
from ...zones import draw_steps
from ..base import Frame, Module, module
from .base import (
    Executive,
    ExecutiveBoards,
    board_cards,
    boards,
    executive,
    executive_of,
)

DEALT = 2  # boards dealt to each player, 1 kept


def executive_cards(config: GameConfig) -> list[ExecutiveCard]:
    """Every executive board of the boxes a config plays with."""
    from ...game import card_boxes

    cards = load_boxes(card_boxes(config)).of_type("executive")
    return [c for c in cards if isinstance(c, ExecutiveCard)]


def playable(card: ExecutiveCard, config: GameConfig) -> bool:
    """A board may be in this game: its modules are on and its behaviour is known."""
    load_rules()
    effect = EFFECTS.get(card.effect)
    return isinstance(effect, Executive) and all(m in config.modules for m in card.requires)


@module("executives")
class ExecutivesModule(Module):
    """Executives: deal 2, keep 1; each board's powers are its `Executive` effect."""

    title = "Megacorp Executives"
    summary = "each player keeps 1 of 2 executive boards"
    brief = (
        "Executives: each player keeps 1 of 2 executive boards for the whole game, with an "
        "ability that helps and a drawback that limits (each board's card says which)."
    )
    # Beeb's bonus action, Continuum's time machine, and the anomalies it puts in play
    turn_uses = (("executive", "your executive board"), ("anomaly", "an anomaly"))
    on_network_row = True  # Butcher's rerun viewers (RULINGS 7.4)
    boxes = ("megacorp",)
    progress_rank = 0
    setup_rank = 1

    @classmethod
    def check(cls, config: GameConfig) -> None:
        known = {c.id: c for c in executive_cards(config)}
        for name, card_id in config.executives:
            card = known.get(card_id)
            if card is None:
                raise ConfigError(
                    f"unknown executive {card_id!r} for {name}; executives: "
                    + ", ".join(sorted(known))
                )
            missing = [m for m in card.requires if m not in config.modules]
            if missing:
                raise ConfigError(
                    f"{card.name} needs the {', '.join(missing)} module; add it to modules"
                )
            if not playable(card, config):
                raise ConfigError(f"{card.name} is not playable yet")
        dealable = [c for c in known.values() if playable(c, config)]
        given = {card for _, card in config.executives}
        unassigned = config.player_count - len(config.executives)
        if len([c for c in dealable if c.id not in given]) < DEALT * unassigned:
            raise ConfigError("not enough executive boards to deal 2 to every player")

    def parts(self, state: GameState) -> list[Part]:
        config = state.config
        held = [config.executive_of(name) for name in config.players]
        part = ExecutiveBoards(held, [{} for _ in held])
        for player, card in enumerate(held):
            if card is not None:
                part.boards[player] = executive(state, card).board(state, player, card)
        state.universe = state.universe + tuple(board_cards(part.boards))  # Continuum's anomalies
        return [part]

    def setup(self, state: GameState) -> None:
        given = {card for _, card in state.config.executives}
        cards = [
            c.id
            for c in executive_cards(state.config)
            if c.id not in given and playable(c, state.config)
        ]
        state.universe = state.universe + tuple(sorted(given))
        if len(given) < state.player_count:
            state.decks["executive"] = Deck("executive", [Layer(cards, False, "executive")])
            state.universe = state.universe + tuple(cards)

    def before_pilot(self, state: GameState) -> list[Frame]:
        return [("executives-deal",)]

    def round_start(self, state: GameState) -> list[Frame]:
        order = [p for p in (state.order or range(state.player_count)) if p >= 0]
        held = [(p, executive_of(state, p)) for p in order]
        ranked = sorted(
            ((executive(state, c).round_rank, i, p) for i, (p, c) in enumerate(held) if c),
        )
        return [
            ("executive-round-start", p)
            for _, _, p in ranked
            if has_start_of_round(executive(state, executive_of(state, p) or ""))
        ]

    def progress(self, state: GameState, player: int) -> Progress | None:
        card = executive_of(state, player)
        return executive(state, card).genre_progress(state, player, card) if card else None

    def sources(self, state: GameState, player: int) -> list[tuple[str, str]]:
        card = executive_of(state, player)
        return [("executive", card)] if card else []


def has_start_of_round(board: Executive) -> bool:
    """Whether a board does something at the start of each round (`Executive.start_of_round`
    is not an `Effect` hook, so `implements` does not list it)."""
    return type(board).start_of_round is not Executive.start_of_round


def position(state: GameState, player: int) -> int:
    """The player's position in turn order (0: the 1st player); the solo opponent's seat is -1."""
    if state.first < 0:  # the solo opponent holds the token
        return 1
    return (player - state.first) % state.player_count


@step("executives-deal")
def _deal(state: GameState) -> None:
    part = boards(state)
    assert part is not None
    order = [p for p in range(state.player_count) if part.held[p] is None]
    order = order[state.first % state.player_count :] + order[: state.first % state.player_count]
    frames: list[Frame] = []
    for player in order:
        frames += draw_steps(state, "executive", DEALT, ("hand", player))
    frames += [("executive-keep", p) for p in order]
    frames.append(("executives-reveal",))
    then(state, *frames)


def _dealt(state: GameState, player: int) -> list[str]:
    # a view's copy (a preview) holds another seat's deal as placeholders ("?executive"), so
    # a preview of your keep goes on to "then Bob decides"
    hand = state.players[player].hand
    return [c for c in hand if (c[1:] if c[:1] == HIDDEN else state.cards[c].kind) == "executive"]


@step("executive-keep")
def _keep(state: GameState, player: int) -> None:
    if len(_dealt(state, player)) > 1:
        ask(state, "executive-keep", player)


def _keep_options(state: GameState, player: int) -> list[Option]:
    return [PickCard(card) for card in _dealt(state, player)]


@decision(
    "executive-keep",
    _keep_options,
    "choose your executive; the other goes back to the box",
    help=(
        "Executives (Megacorp): you were dealt 2 executive boards; keep 1 for the whole game, "
        "the other goes back to the box. Each board has an ability and a drawback (complexity "
        "1-3: how much it changes your play). The boards kept are shown when everyone has "
        "chosen."
    ),
)
def _resolve_keep(state: GameState, option: Option, player: int) -> None:
    assert isinstance(option, PickCard)
    seat = state.players[player]
    for card in _dealt(state, player):
        if card != option.card:
            seat.hand.remove(card)
            state.box.append((card, (player,)))
    emit(state, "executive-choose", player, private=player, public={}, card=option.card)


@step("executives-reveal", reveals=True)
def _reveal(state: GameState) -> None:
    """The kept boards are turned face up together; unused boards go back to the box."""
    part = boards(state)
    assert part is not None
    for player, seat in enumerate(state.players):
        dealt = _dealt(state, player)
        for card in dealt:
            seat.hand.remove(card)
            part.held[player] = card
            part.boards[player] = executive(state, card).board(state, player, card)
            set_universe(state, state.universe + tuple(board_cards([part.boards[player]])))
        given = part.held[player]
        if not dealt and given is not None:
            # A board the config gave was set up with the parts, before the table: again now
            # (with chance as decisions, Telly's pilots, which Generic's board covers, are dealt
            # after the parts; its cards are the same, already in the universe).
            part.boards[player] = executive(state, given).board(state, player, given)
    deck = state.decks.pop("executive", None)
    if deck is not None:
        state.box.extend((card, ()) for card in deck.cards())
    then(state, ("executives-setup",))


@step("executives-setup")
def _setup(state: GameState) -> None:
    """Each board's setup: the 1st player token (Cable), then starting cash by position."""
    part = boards(state)
    assert part is not None
    first = next(
        (p for p, c in enumerate(part.held) if c and executive(state, c).takes_first), None
    )
    if first is not None and first != state.first:
        state.first = first
        state.turns = TurnOrder(clockwise(state))  # Pilot Season goes from the new 1st player
        for player, seat in enumerate(state.players):
            seat.cash = state.geometry.starting_cash[position(state, player)]
    for player, card in enumerate(part.held):
        if card is None:
            continue
        seat = state.players[player]
        seat.cash = executive(state, card).starting_cash(state, player, card, seat.cash)
    emit(
        state,
        "executives",
        None,
        held=list(part.held),
        first=state.first,
        cash=[seat.cash for seat in state.players],
    )


@step("executive-round-start")
def _round_start(state: GameState, player: int) -> None:
    card = executive_of(state, player)
    if card:
        executive(state, card).start_of_round(state, player, card)


extend(
    "setup",
    steps=("executives-deal", "executive-keep", "executives-reveal", "executives-setup"),
    decisions=("executive-keep",),
)
extend("round", steps=("executive-round-start",))


def _held(state: GameState, player: int, card: str | None, data: dict[str, Any]) -> str:
    """One seat of the revealed executives: "Bea Cable (1st player, $20M)"."""
    notes = ["1st player"] if player == data["first"] else []
    notes.append(f"${data['cash'][player]}M")
    board = named(state, card) if card else "no executive"
    return f"{state.players[player].name} {board} ({', '.join(notes)})"


def _revealed(state: GameState, who: str, data: dict[str, Any]) -> str:
    seats = [_held(state, player, card, data) for player, card in enumerate(data["held"])]
    opponent = "; the opponent is 1st player" if data["first"] < 0 else ""
    return "Executives: " + ", ".join(seats) + opponent


LINES["executives"] = _revealed
LINES["executive-choose"] = lambda s, who, d: (
    f"{who} keeps {named(s, d['card'])} as their executive (shown when everyone has chosen)"
)
HIDDEN_LINES["executive-choose"] = lambda s, who, d: (
    f"{who} keeps an executive (shown when everyone has chosen)"
)
