"""The Moguls tests' shared table: a moguls game, its part, a mogul held or gained."""

from __future__ import annotations

from primetime import Game
from primetime.engine.modules.moguls import Moguls
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import round_items, round_score

MOGULS = ("moguls",)
THREE = ("celebrity-whisperer", "tech-pioneer", "penny-pincher")


def scenario(players: tuple[str, ...] = ("Ann", "Bob", "Cy", "Di"), **config: object) -> Scenario:
    """A moguls game with Ann's three starters off the air (lineups built by each test)."""
    sc = Scenario(players, modules=MOGULS, **config)
    for timeslot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, timeslot, None)
    return sc


def part(game: Game | Scenario) -> Moguls:
    state = game.state if isinstance(game, Game) else game.state
    found = state.parts["moguls"]
    assert isinstance(found, Moguls)
    return found


def holding(sc: Scenario, player: int, mogul: str) -> Scenario:
    """The player already has this mogul, face up in the green room."""
    sc.green_room(player, mogul)
    part(sc).taken[player] = mogul
    return sc


def gaining(sc: Scenario, mogul: str, *others: str) -> Game:
    """Ann takes the mogul bonus with `mogul` on top of the deck and keeps it."""
    sc.deck_top("mogul", mogul, *(others or tuple(m for m in THREE if m != mogul)[:2]))
    game = sc.start(("mogul-draw", 0, 3), ("turn", 0))
    game.choose(f"pick {mogul}")
    return game


def total_round(game: Game, player: int = 0) -> int:
    return round_score(round_items(game.state, player))
