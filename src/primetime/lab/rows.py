"""What the lab stores: one row per player of each game, its columns declared once.

`COLUMNS` is the only list of fields: the Parquet schema, the manifest and the tests read it, and
`player_rows` fills exactly those keys. Facts that modules add (a seat's executive or mogul) come
from `SEAT_FACTS`, one function per column reading the finished game (config, result, log); a
module fills its column by registering there, and the column exists (null) in every game without it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards import ShowCard
from ..engine import Game, GameConfig
from ..tournament import ranks_of


@dataclass(frozen=True)
class Column:
    """One stored field: its name, its kind (see `store.ARROW_KINDS`) and what it holds."""

    name: str
    kind: str
    doc: str
    game_level: bool = False  # the same value in every row of one game


# Which log events name a card a player took, and the column that lists those cards.
CARD_EVENTS: dict[str, str] = {
    "sign-star": "stars_signed",
    "sign-ad": "ads_signed",
    "take-network": "networks_taken",
    "produce": "shows_produced",
    "attach": "attached",
}

COLUMNS: tuple[Column, ...] = (
    Column("game", "int", "index of the game in the run (0-based)", True),
    Column("seed", "int", "the game's seed, derived from the run's seed and the index", True),
    Column("players", "int", "players at the table", True),
    Column("modules", "str_list", "modules switched on (GameConfig.modules)", True),
    Column("classic_turns", "bool", "Classic Turns variant", True),
    Column("beginner", "bool", "Beginner Pilot Season", True),
    Column("rounds", "int", "rounds scored", True),
    Column("decisions", "int", "player decisions made in the game", True),
    Column("seconds", "float", "wall-clock seconds the game took to play", True),
    Column("error", "str", "the exception a game raised (its result columns are null)", True),
    Column("seat", "int", "seat (0 = first player)"),
    Column("bot", "str", "bot spec playing the seat"),
    Column("executive", "str", "the seat's executive (Megacorp; null without it)"),
    Column("mogul", "str", "the seat's mogul (Megacorp; null without it)"),
    Column("genre_focus", "str", "genre of most shows produced (ties: track space; else mixed)"),
    Column("total", "int", "final score"),
    Column("place", "float", "rank at the table, 1 = best, ties share the average place"),
    Column("winner", "bool", "has (or shares) the best score"),
    Column("win_share", "float", "1 / number of winners for a winner, else 0"),
    Column("round_scores", "int_list", "viewers scored each round"),
    Column("round_total", "int", "sum of the round scores"),
    Column("genres", "int", "end-game viewers from genre tracks"),
    Column("reruns", "int", "end-game viewers from reruns"),
    Column("network", "int", "end-game viewers from Game End network cards"),
    Column("cash", "int", "end-game viewers from cash"),
    Column("network_cards", "items", "each Game End network card and its viewers"),
    Column("extra", "items", "score items modules add (e.g. Network, Moguls & Execs)"),
    Column("money", "int", "cash left at the end ($M)"),
    *(
        Column(name, "str_list", f"card ids of the seat's {kind} events")
        for kind, name in CARD_EVENTS.items()
    ),
)
COLUMN_NAMES: tuple[str, ...] = tuple(c.name for c in COLUMNS)


@dataclass(frozen=True)
class GameSpec:
    """One game of a lab run: its index and seed, the seats' bots and the config switches."""

    index: int
    seed: int
    bots: tuple[str, ...]
    modules: tuple[str, ...] = ()
    classic_turns: bool = False
    beginner: bool = False

    def config(self) -> GameConfig:
        """The engine's GameConfig of this game (raises ConfigError for an unknown module)."""
        return GameConfig(
            players=tuple(f"{i + 1}:{bot}" for i, bot in enumerate(self.bots)),
            seed=self.seed,
            modules=self.modules,
            classic_turns=self.classic_turns,
            beginner=self.beginner,
        )


SeatFact = Callable[[Game, int], str | None]


def genre_focus(game: Game, seat: int) -> str | None:
    """The genre of most shows the seat produced; ties: the further genre track, then 'mixed'."""
    cards = game.state.cards
    counts: Counter[str] = Counter()
    for event in game.log:
        if event.kind == "produce" and event.player == seat:
            card = cards.get(event.data.get("card", ""))
            if isinstance(card, ShowCard):
                counts[card.genre] += 1
    if not counts:
        return None
    best = max(counts.values())
    tied = [g for g, n in counts.items() if n == best]
    if len(tied) > 1:
        spaces = game.state.players[seat].genres
        furthest = max(spaces.get(g, 0) for g in tied)
        tied = [g for g in tied if spaces.get(g, 0) == furthest]
    return tied[0] if len(tied) == 1 else "mixed"


def seat_executive(game: Game, seat: int) -> str | None:
    """The seat's executive board (given by config or kept from the 2 dealt), None without
    Executives."""
    from ..engine.modules.executives.base import executive_of

    return executive_of(game.state, seat)


def seat_mogul(game: Game, seat: int) -> str | None:
    """The seat's mogul, face up or down (a Specialist's first: its second joins the green room
    only), None without one; as the Moguls module keeps it."""
    from ..engine.modules.moguls import mogul_of

    return mogul_of(game.state, seat)


# Facts about a seat that modules define, each read from the engine; each must return None in a
# game without its module.
SEAT_FACTS: dict[str, SeatFact] = {
    "executive": seat_executive,
    "mogul": seat_mogul,
    "genre_focus": genre_focus,
}


def cards_taken(game: Game, seat: int) -> dict[str, list[str]]:
    """The card ids of each of CARD_EVENTS the seat made, in the order they happened."""
    taken: dict[str, list[str]] = {name: [] for name in CARD_EVENTS.values()}
    for event in game.log:
        column = CARD_EVENTS.get(event.kind)
        if column is not None and event.player == seat:
            card = event.data.get("card")
            if isinstance(card, str):
                taken[column].append(card)
    return taken


def player_rows(
    spec: GameSpec, game: Game | None, seconds: float, error: str | None
) -> list[dict[str, Any]]:
    """One row per seat of a finished game (or of a game that raised `error`: results null)."""
    common: dict[str, Any] = {
        "game": spec.index,
        "seed": spec.seed,
        "players": len(spec.bots),
        "modules": list(spec.modules),
        "classic_turns": spec.classic_turns,
        "beginner": spec.beginner,
        "seconds": round(seconds, 4),
        "error": error,
    }
    rows: list[dict[str, Any]] = []
    if game is None or error is not None:
        for seat, bot in enumerate(spec.bots):
            rows.append(
                in_column_order(dict.fromkeys(COLUMN_NAMES) | common | {"seat": seat, "bot": bot})
            )
        return rows
    result = game.result()
    scores = [p.total for p in result.players]
    places = ranks_of(scores)
    for seat, (bot, item) in enumerate(zip(spec.bots, result.players, strict=True)):
        winner = seat in result.winners
        row = common | {
            "rounds": len(item.rounds),
            "decisions": len(game.history),
            "seat": seat,
            "bot": bot,
            **{name: fact(game, seat) for name, fact in SEAT_FACTS.items()},
            "total": item.total,
            "place": places[seat],
            "winner": winner,
            "win_share": 1 / len(result.winners) if winner else 0.0,
            "round_scores": list(item.rounds),
            "round_total": item.round_total,
            "genres": item.genres,
            "reruns": item.reruns,
            "network": item.network,
            "cash": item.cash,
            "network_cards": [{"item": c, "viewers": v} for c, v in item.network_cards],
            "extra": [{"item": k, "viewers": v} for k, v in sorted(item.extra.items())],
            "money": game.state.players[seat].cash,
            **cards_taken(game, seat),
        }
        rows.append(in_column_order(row))
    return rows


def in_column_order(row: dict[str, Any]) -> dict[str, Any]:
    """The row with exactly COLUMNS' keys, in their order (a missing or extra key is a bug)."""
    if set(row) != set(COLUMN_NAMES):
        raise KeyError(f"row keys differ from COLUMNS: {sorted(set(row) ^ set(COLUMN_NAMES))}")
    return {name: row[name] for name in COLUMN_NAMES}
