"""What each seat does in a game, on average: turns, actions by kind, passes, card and board
uses, paid rondel moves. For reading a bot's play of a board (the README's Beeb paragraph).

Plays the very games `primetime simulate` plays for the same options (the same configs, bots and
bot seeds: `simulation.GameSpec`, `bots.seated_bots`), one process:

    python benchmarks/seat_play.py --games 30 --modules executives -e beeb -e flix -e rich \
        -e gorilla --bots heuristic --seed 7000 [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

import typer

from primetime.bots import Bot, play_game, seated_bots
from primetime.cli.app import module_names, seat_bots
from primetime.engine import Decision, Game
from primetime.engine.actions import ACTIONS, card_used
from primetime.engine.options import BonusAction, FreePass, MoveRondel, Option, Pass, UseCard
from primetime.engine.state import GameState
from primetime.engine.views import View
from primetime.simulation import GameSpec


def counted(state: GameState, option: Option, kind: str) -> list[str]:
    """The tallies an option chosen at a decision of `kind` adds to: an action by its kind (a
    turn's choice, as the engine counts one: `card_used`), a pass, a use of a card or board..."""
    if isinstance(option, MoveRondel):
        return ["rondel moves"]
    if isinstance(option, (Pass, FreePass)):
        return ["passes"]
    if isinstance(option, BonusAction):
        return [f"board bonus: {option.space}"]
    if isinstance(option, UseCard) or (kind == "turn" and card_used(state, option)):
        return ["card uses"]
    if kind == "turn" and isinstance(option, ACTIONS):
        return ["actions (passes aside)", f"action: {option.word}"]
    return []


class Recording:
    """Plays as `bot` does and keeps each choice: (the decision's kind, the option)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name
        self.needs_view = bot.needs_view
        self.choices: list[tuple[str, Option]] = []

    def choose(self, view: View | None, decision: Decision) -> Option:
        option = self.bot.choose(view, decision)
        self.choices.append((decision.kind, option))
        return option


def play(spec: GameSpec) -> tuple[list[Counter[str]], list[int]]:
    """One game as `primetime simulate` plays it; each seat's tallies and final score."""
    game = Game.new(spec.config())
    seated = [Recording(bot) for bot in seated_bots(spec.bots, spec.seed)]
    play_game(game, seated)
    seats: list[Counter[str]] = [Counter() for _ in seated]
    for tally, bot in zip(seats, seated, strict=True):
        for kind, option in bot.choices:
            tally.update(counted(game.state, option, kind))
            if isinstance(option, MoveRondel):
                tally["cash paid to move"] += option.cost
    for event in game.state.log:
        if event.kind == "turn" and event.player is not None and event.player >= 0:
            seats[event.player]["turns"] += 1
    return seats, [p.total for p in game.result().players]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="heuristic", help="per seat, comma-separated")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--modules", default="", help="comma-separated, as for simulate")
    parser.add_argument("-e", "--executive", action="append", default=[])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    try:  # the checks and messages of `primetime simulate`
        bots = seat_bots(args.bots, args.players)
        modules = module_names(args.modules)
    except typer.Exit as stop:
        sys.exit(stop.exit_code)
    totals = [Counter[str]() for _ in bots]
    scores = [0] * len(bots)
    for i in range(args.games):
        spec = GameSpec(
            args.seed + i, tuple(bots), modules=modules, executives=tuple(args.executive)
        )
        seats, finals = play(spec)
        for seat, tally in enumerate(seats):
            totals[seat].update(tally)
            scores[seat] += finals[seat]
    rows = [
        {"seat": f"{s + 1}:{bots[s]}", "mean score": scores[s] / args.games}
        | {name: totals[s][name] / args.games for name in sorted(totals[s])}
        for s in range(len(bots))
    ]
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    for row in rows:
        print(row.pop("seat"))
        for name, value in row.items():
            print(f"  {name:32s} {value:8.2f}")


if __name__ == "__main__":
    main()
