"""A soak: many random games in every mix of player count, modules and variants, every state
checked. The property tests play a few hundred games in 20 chosen modes on every run; this plays
as many as you ask for in all of them (5 player counts, 8 module sets, Classic Turns, Beginner
Pilot Season: 144 mixes), off CI, to find what rarely happens.

    python tests/soak.py --games 100                  # 100 games per mix, compiled or not
    .venv-fast/bin/python tests/soak.py --games 400   # the compiled build: about 4x faster
    python tests/soak.py --games 20 --only telly --executive procrastinator
    python tests/soak.py --games 2 --bot medium --every 0   # bots reach other states
    python tests/soak.py --games 5 --undo   # every choice that may be taken back is

Every decision: each card in one place, no cash below $0, markers and rows in range, options
offered and none twice. Every `--every` decisions: every seat's and a spectator's view hide what
they may not see, and a determinization of the deciding seat's view is a full game offering the
same options. Every game ends with a result, and its save loads to the same state. A failure
prints its mix and seed (a game to replay) and the exit status is 1.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

sys.path.insert(0, str(Path(__file__).parent))

from helpers import NAMES, assert_conserved, assert_view_hides, check_invariants  # noqa: E402
from primetime import Game, GameConfig, determinize  # noqa: E402
from primetime.bots import make_bot  # noqa: E402
from primetime.engine.config import ConfigError  # noqa: E402
from primetime.engine.deck import HIDDEN  # noqa: E402
from primetime.engine.options import Option  # noqa: E402
from primetime.engine.views import visible_cards  # noqa: E402

MODULES = ("moguls", "executives", "telly")


@dataclass(frozen=True)
class Mix:
    players: int
    modules: tuple[str, ...]
    classic_turns: bool
    beginner: bool

    def __str__(self) -> str:
        words = [f"{self.players}p", "+".join(self.modules) or "base"]
        words += ["classic"] * self.classic_turns + ["beginner"] * self.beginner
        return " ".join(words)

    def config(self, seed: int, executive: str) -> GameConfig:
        modules = self.modules
        given = {NAMES[0]: executive} if executive else {}
        if given and "executives" not in modules:
            modules = (*modules, "executives")
        return GameConfig(
            players=NAMES[: self.players],
            seed=seed,
            modules=modules,
            classic_turns=self.classic_turns,
            beginner=self.beginner,
            executives=given,
        )


def mixes(only: str, executive: str) -> list[Mix]:
    """Every mix the engine accepts (a config it refuses is no mix), those whose name has
    `only` in it."""
    found = []
    sets = [c for r in range(len(MODULES) + 1) for c in itertools.combinations(MODULES, r)]
    for players, modules, classic, beginner in itertools.product(
        range(1, 6), sets, (False, True), (False, True)
    ):
        mix = Mix(players, modules, classic, beginner)
        try:
            mix.config(0, executive)
        except ConfigError:
            continue
        if only in str(mix):
            found.append(mix)
    return found


def check_decision(game: Game) -> None:
    check_invariants(game)
    decision = game.decision
    assert decision is not None and decision.options, "a decision offers nothing"
    texts = [str(o) for o in decision.options]
    assert len(set(texts)) == len(texts), f"an option offered twice: {texts}"


def check_copies(game: Game, seed: int) -> None:
    """The views hide what they must; a determinization is a game offering the same options."""
    decision = game.decision
    assert decision is not None
    for viewer in [None, *range(len(game.state.players))]:
        assert_view_hides(game, viewer)
    if decision.player < 0:
        return
    world = determinize(game.view(decision.player), random.Random(seed))
    assert not any(c.startswith(HIDDEN) for c in visible_cards(world.state))
    assert_conserved(world)
    assert world.decision is not None and world.decision.options == decision.options


def choose(game: Game, option: Option, player: int, undo: bool) -> None:
    """Choose; with `undo`, where the chooser may then take it back, undoing restores the
    state, the history and the options exactly, and the option is chosen again."""
    if not undo or player < 0:
        game.choose(option)
        return
    before = game.fingerprint(), list(game.history), game.decision
    game.choose(option)
    if game.can_undo(player) is None:
        game.undo(player)
        assert (game.fingerprint(), game.history) == before[:2], "undo restored another state"
        assert game.decision is not None and before[2] is not None
        assert game.decision.options == before[2].options, "undo restored other options"
        game.choose(option)


def play(
    config: GameConfig, every: int, auto_chance: bool, bot: str = "", undo: bool = False
) -> None:
    """One game, every state checked: random choices, or every seat played by `bot` (a bot
    spec, as `primetime simulate --bots` takes) and chance at random; with `undo`, every
    choice that may be taken back is, and chosen again."""
    game = Game.new(config, auto_chance=auto_chance)
    if undo:
        game.keep_undo()
    rng = random.Random(config.seed)
    bots = [make_bot(bot, config.seed * 8 + i) for i in range(len(config.players))] if bot else []
    for step in itertools.count():
        if game.over:
            break
        assert step < 100_000, "the game did not end"
        check_decision(game)
        if every and step % every == 0:
            check_copies(game, step)
        decision = game.decision
        assert decision is not None
        if bots and decision.player >= 0:
            seat = bots[decision.player]
            view = game.view(decision.player) if seat.needs_view else None
            option = decision.find(seat.choose(view, decision), config.players)
        else:
            option = rng.choice(decision.options)
        choose(game, option, decision.player, undo)
    assert_conserved(game)
    check_invariants(game)
    result = game.result()
    assert result.winners and all(len(p.rounds) == 4 for p in result.players)
    loaded = Game.from_json(game.to_json())
    assert loaded.fingerprint() == game.fingerprint(), "the save loads to another state"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games per mix (default 20)")
    parser.add_argument("--seed", type=int, default=0, help="seed of each mix's first game")
    parser.add_argument("--every", type=int, default=7, help="views checked every N decisions")
    parser.add_argument("--only", default="", help="only mixes whose name has this, e.g. '5p'")
    parser.add_argument("--executive", default="", help="give the 1st seat this executive")
    parser.add_argument(
        "--chance-decisions", action="store_true", help="deal cards as random decisions"
    )
    parser.add_argument("--bot", default="", help="every seat this bot (e.g. medium), not random")
    parser.add_argument("--undo", action="store_true", help="take back every choice one may")
    args = parser.parse_args()
    if args.bot:
        try:
            make_bot(args.bot)
        except ValueError as error:
            print(error)
            return 2
    chosen = mixes(args.only, args.executive)
    if not chosen:
        print(f"no mix has {args.only!r} in its name (e.g. '3p', 'telly', 'classic beginner')")
        return 2
    failures = 0
    columns = (TextColumn("{task.description:<40}"), BarColumn(), MofNCompleteColumn())
    with Progress(*columns, TimeRemainingColumn()) as progress:
        task = progress.add_task("", total=len(chosen) * args.games)
        for mix in chosen:
            progress.update(task, description=str(mix))
            for seed in range(args.seed, args.seed + args.games):
                config = mix.config(seed, args.executive)
                try:
                    play(config, args.every, not args.chance_decisions, args.bot, args.undo)
                except Exception as error:  # every failure is reported, the soak goes on
                    failures += 1
                    progress.console.print(f"[red]FAIL[/] {mix} seed {seed}: {error!r}"[:400])
                    if failures <= 3:
                        progress.console.print(traceback.format_exc())
                progress.advance(task)
    games = len(chosen) * args.games
    print(f"{games} games in {len(chosen)} mixes, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
