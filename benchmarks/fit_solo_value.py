"""Fit the learned solo value (`bots/solo_value.py`) to greedy solo continuations.

Solo deals (the base game, and with each Megacorp module) are played by the fast policy with a
share of random moves (so the states seen are varied); at a sample of the decisions, a copy of
the state is played on to the game's end by the greedy fast policy (what a solo search's
rollout plays) with a fresh chance seed, and the final score is the state's label: a sample of
what that policy would score from there, so the fit learns the policy's value of a state (not
what went with high scores in games played well). The value weighs the estimate's parts
(`bots/evaluate.py`, PARTS) and a few plain features, one weight set per rounds left, fitted by
ridge least squares. Held-out deals report the error of the learned value, of the weights
shipped now (for the same kind of state) and of the estimate.

`--at round` labels the states a solo search judges (`to_round`): from each sampled decision
the copy is first played on to its round's end by the same policy, and that state (a round's
first) is the one described and labelled; `--at decision` labels the sampled decision's own
state. The value keeps a weight set for each (`solo_value(state, at_round=...)`): fitted to
one kind of state, a set judges the other badly.

`--label SPEC` has a bot (a short search, `mcts:iters=30`) play each labelled state on to the
end instead of the greedy policy: the label is then what a search would score from there.
Such labels cost about half a second each, so `--rows FILE` appends every deal's rows to FILE
as they come, `--from-rows` fits that file's rows without playing, and `--skip N` starts N
deals on (a run resumed on fresh deals); `--sample` and `--round-one` set how many decisions
are labelled (Pilot Season's and round 1's, boosted by `--round-one`, are the only ones whose
next round's start has four or three rounds left).

    python benchmarks/fit_solo_value.py [--deals 6000] [--held-out 600] [--jobs 2]
        [--at round|decision] [--play SPEC --played N] [--label SPEC] [--sample P]
        [--round-one M] [--skip N] [--rows FILE [--from-rows]] [--write]

`--write` rewrites the weights of `--at`'s kind: `src/primetime/bots/solo_round_weights.py`
(round) or `src/primetime/bots/solo_value_weights.py` (decision).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
from functools import partial
from pathlib import Path

import numpy as np

from primetime.bots import Bot, make_bot
from primetime.bots.evaluate import estimate, rounds_left
from primetime.bots.policy import SOLO_POLICY, rollout, rollout_choice, rollout_round
from primetime.bots.solo_round_weights import WEIGHTS as ROUND_WEIGHTS
from primetime.bots.solo_value import FEATURES, features
from primetime.bots.solo_value_weights import WEIGHTS as DECISION_WEIGHTS
from primetime.engine.config import GameConfig
from primetime.engine.game import Game
from primetime.engine.options import Option
from primetime.engine.state import GameState

FIT_DEALS = 300_000  # the fit's first deal
HELD_OUT = 400_000  # the report's first deal: deals the fit never sees
PLAYED_DEALS = 500_000  # the first deal played by `--play`'s bot
EXPLORE = 0.2  # random moves in the played deals
SAMPLE = 0.15  # share of decisions labelled
RIDGE = 1.0
BOTS = Path(__file__).parent.parent / "src/primetime/bots"
FILES = {"round": BOTS / "solo_round_weights.py", "decision": BOTS / "solo_value_weights.py"}
SHIPPED = {"round": ROUND_WEIGHTS, "decision": DECISION_WEIGHTS}

Row = tuple[int, list[float], float, float]  # rounds left, features, label, hand estimate


# The solo games the value serves, dealt in turn: the base game and each Megacorp module
MIXES: tuple[tuple[str, ...], ...] = ((), (), ("moguls",), ("executives",), ("telly",))


def deal_rows(
    seed: int,
    at_round: bool = False,
    play: str | None = None,
    label: str | None = None,
    sample: float = SAMPLE,
    round_one: float = 1.0,
) -> list[Row]:
    """The labelled samples of one solo deal (`at_round`: of the rounds' first states reached
    from the sampled decisions); `play`: the deal is played by that bot (a search reaches the
    states a search meets), not by the policy with random moves; `label`: that bot plays each
    labelled state on to the end (what a search would score from it), not the greedy policy;
    `round_one`: the decisions before round 1 is scored (Pilot Season's and round 1's) are
    sampled that many times as often (the only ones whose next round's start has 4 or 3 rounds
    left)."""
    modules = MIXES[seed % len(MIXES)]
    game = Game.new(GameConfig(players=("Ann",), seed=seed, modules=modules))
    rng = random.Random(seed)
    bot = make_bot(play, seed) if play else None
    rows: list[Row] = []
    while not game.over:
        state = game.state
        rounds = rounds_left(state, 0)
        boost = round_one if rounds == state.geometry.rounds else 1.0
        if rng.random() < sample * boost and rounds:
            copy = state.clone(with_log=False)
            copy.key = rng.getrandbits(128)
            if at_round:
                rollout_round(copy, rng, 0.0, SOLO_POLICY)
                if copy.over:  # the last round: the score is exact, nothing to learn
                    game.choose(_next(game, rng, bot))
                    continue
            rounds, seen, hand = rounds_left(copy, 0), features(copy), estimate(copy, 0)
            _play_on(copy, rng, label)
            rows.append((rounds, seen, estimate(copy, 0), hand))  # at the end: the final score
        game.choose(_next(game, rng, bot))
    return rows


def _play_on(state: GameState, rng: random.Random, label: str | None) -> None:
    """Play a labelled state on to the end: greedily by the fast policy, or by the bot."""
    if label is None:
        rollout(state, rng, 10_000, 0.0, SOLO_POLICY)
        return
    game, bot = Game(state), make_bot(label, rng.getrandbits(32))
    while not game.over:
        game.choose(_next(game, rng, bot))


def _next(game: Game, rng: random.Random, bot: Bot | None) -> Option:
    """The played deal's next choice: the policy's with random moves, or the bot's."""
    decision = game.decision
    assert decision is not None
    if bot is None:
        return rollout_choice(game, rng, EXPLORE, SOLO_POLICY)
    if len(decision.options) == 1:
        return decision.options[0]
    return bot.choose(game.view(decision.player), decision)


def gather(
    pool: multiprocessing.pool.Pool,
    first: int,
    deals: int,
    at_round: bool,
    play: str | None = None,
    label: str | None = None,
    sample: float = SAMPLE,
    round_one: float = 1.0,
    kept: Path | None = None,
) -> list[Row]:
    """The rows of `deals` deals from `first`; with `kept`, each deal's rows are also appended
    to that file as they come (a long run's rows survive it, for `--from-rows`)."""
    out: list[Row] = []
    seeds = range(first, first + deals)
    chunk = 20 if play is None and label is None else 1
    work = partial(
        deal_rows, at_round=at_round, play=play, label=label, sample=sample, round_one=round_one
    )
    for done, (seed, rows) in enumerate(zip(seeds, pool.imap(work, seeds, chunk), strict=True), 1):
        out.extend(rows)
        if kept is not None:
            with kept.open("a") as file:
                file.writelines(json.dumps({"deal": seed, "row": row}) + "\n" for row in rows)
        if chunk == 1 and done % 50 == 0:
            print(f"  {done}/{deals} deals from {first}, {len(out)} states", flush=True)
    return out


def kept_rows(path: Path) -> tuple[list[Row], list[Row]]:
    """The rows a run appended to `path` (`gather`'s `kept`): the fit's, the held-out deals'."""
    train: list[Row] = []
    test: list[Row] = []
    for line in path.read_text().splitlines():
        entry = json.loads(line)
        rounds, seen, label, hand = entry["row"]
        (test if entry["deal"] >= HELD_OUT else train).append((rounds, seen, label, hand))
    return train, test


def fit(rows: list[Row]) -> dict[int, list[float]]:
    """Per rounds left: the intercept and a weight per feature (ridge least squares)."""
    weights: dict[int, list[float]] = {}
    for rounds in sorted({r[0] for r in rows}):
        mine = [r for r in rows if r[0] == rounds]
        x = np.array([[1.0, *r[1]] for r in mine])
        y = np.array([r[2] for r in mine])
        penalty = RIDGE * np.eye(x.shape[1])
        penalty[0, 0] = 0.0
        w = np.linalg.solve(x.T @ x + penalty, x.T @ y)
        weights[rounds] = [round(float(v), 4) for v in w]
    return weights


def report(
    rows: list[Row], weights: dict[int, list[float]], shipped_weights: dict[int, list[float]]
) -> None:
    for rounds in sorted(weights):
        mine = [r for r in rows if r[0] == rounds]
        if not mine:
            continue
        w = np.array(weights[rounds])
        x = np.array([[1.0, *r[1]] for r in mine])
        y = np.array([r[2] for r in mine])
        hand = np.array([r[3] for r in mine])
        learned = np.sqrt(np.mean((x @ w - y) ** 2))
        shipped = np.sqrt(np.mean((x @ np.array(shipped_weights[rounds]) - y) ** 2))
        bias = np.mean(hand - y)
        raw = np.sqrt(np.mean((hand - y) ** 2))
        print(
            f"rounds left {rounds}: {len(mine):6d} states, label sd {np.std(y):5.1f}; "
            f"rms error learned {learned:5.1f}, shipped {shipped:5.1f}, "
            f"estimate {raw:5.1f} (bias {bias:+5.1f})"
        )


def write(weights: dict[int, list[float]], deals: int, at: str) -> Path:
    lines = []
    for rounds, values in weights.items():
        lines.append(f"    {rounds}: [")
        for start in range(0, len(values), 8):
            lines.append("        " + " ".join(f"{v}," for v in values[start : start + 8]))
        lines.append("    ],")
    table = "{\n" + "\n".join(lines) + "\n}"
    path = FILES[at]
    which = (
        "for the first state of a round (`solo_value(state,\nat_round=True)`)"
        if at == "round"
        else "for any state (`solo_value(state)`)"
    )
    path.write_text(
        f'"""The learned solo value\'s weights {which}, by rounds left: the intercept, then\n'
        "one weight per feature of `solo_value.FEATURES`. Written by\n"
        f'benchmarks/fit_solo_value.py ({deals} deals, --at {at}); do not edit by hand."""\n\n'
        "# fmt: off\n"
        f"WEIGHTS: dict[int, list[float]] = {table}\n"
        "# fmt: on\n"
    )
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6000)
    parser.add_argument("--held-out", type=int, default=600)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--at", choices=("round", "decision"), default="round")
    parser.add_argument("--play", help="a bot spec playing --played more deals (a search)")
    parser.add_argument("--played", type=int, default=0)
    parser.add_argument("--label", help="a bot spec playing each labelled state to the end")
    parser.add_argument("--sample", type=float, default=SAMPLE, help="share of decisions labelled")
    parser.add_argument("--round-one", type=float, default=1.0, help="round 1 sampled N times")
    parser.add_argument("--skip", type=int, default=0, help="start N deals on (a run resumed)")
    parser.add_argument("--rows", type=Path, help="append the rows here as they come")
    parser.add_argument("--from-rows", action="store_true", help="fit the --rows file's rows")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    at_round = args.at == "round"
    searched: list[Row] = []
    if args.from_rows:
        train, test = kept_rows(args.rows)
    else:
        train, test, searched = _played(args, at_round)
    print(f"{len(train)} states from {args.deals} deals; features: {', '.join(FEATURES)}")
    weights = fit(train)
    print("held-out deals:")
    report(test, weights, SHIPPED[args.at])
    if searched:
        print(f"held-out deals played by {args.play}:")
        report(searched, weights, SHIPPED[args.at])
    if args.write:
        print(f"wrote {write(weights, args.deals, args.at)}")


def _played(args: argparse.Namespace, at_round: bool) -> tuple[list[Row], list[Row], list[Row]]:
    """The training and held-out rows, played now, and the held-out deals played by `--play`'s
    bot (none without it)."""
    labelled = partial(
        gather, label=args.label, sample=args.sample, round_one=args.round_one, kept=args.rows
    )
    with multiprocessing.Pool(args.jobs) as pool:
        test = labelled(pool, HELD_OUT + args.skip, args.held_out, at_round)
        train = labelled(pool, FIT_DEALS + args.skip, args.deals, at_round)
        searched: list[Row] = []
        if args.play and args.played:
            train += gather(pool, PLAYED_DEALS, args.played, at_round, args.play)
            searched = gather(pool, HELD_OUT, max(1, args.played // 10), at_round, args.play)
    return train, test, searched


if __name__ == "__main__":
    main()
