"""Fit the fast policy's solo weights (`SOLO_POLICY` in `bots/policy.py`) to its own solo score.

The fast policy plays a solo game greedily (no random moves) in about a millisecond, so a weight
set is judged by its mean score over many deals, the same deals for every set (paired, so small
differences show). A (1+1) evolution strategy perturbs about a third of the weights at a time,
each by a normal step of its own scale, tries the step both ways and keeps the first that scores
more. Solo searches then roll out with the fitted weights (README, issue 21).

    python benchmarks/fit_solo_policy.py [--deals 1000] [--steps 150] [--jobs 2] [--start table]
    python benchmarks/fit_solo_policy.py --method cma [--generations 60] [--start solo]
    python benchmarks/fit_solo_policy.py --evaluate [--first 200000] [--deals 1000]

`--method cma` fits by CMA-ES instead (the `cma` package, in the `fit` extra): the weights in
units of their step scales, a population a generation, all scored on the same deals.
`--evaluate` scores the table's and the solo weights on deals the fit did not see.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys

from primetime.bots.policy import SOLO_POLICY, TABLE_POLICY, PolicyWeights, solo_score

# The step scale of each weight (about its plausible range over ten).
SCALES = {
    "cash_early": 0.05,
    "produce_cost": 2.0,
    "show_cost": 0.3,
    "show_expenses": 0.3,
    "star_share": 0.15,
    "star_rounds": 0.5,
    "star_cost": 0.3,
    "ad_bonus": 0.3,
    "ad_share": 0.15,
    "game_end_card": 2.0,
    "network_card": 1.0,
    "network_cost": 0.3,
    "attach": 0.2,
    "pass_forfeit": 2.0,
    "pass_cash": 0.3,
    "preferred_timeslot": 4.0,
    "show_lost": 0.5,
    "keep_show": 3.0,
    "keep_star": 0.15,
    "keep_ad": 0.15,
    "pick_attach": 1.0,
}
FIT_DEALS = 100_000  # the fit's first deal
HELD_OUT_DEALS = 200_000  # --evaluate's first deal: deals the fit never sees


def _scores(job: tuple[PolicyWeights, range]) -> list[int]:
    weights, seeds = job
    return [solo_score(s, weights) for s in seeds]


def mean_score(pool: multiprocessing.pool.Pool, weights: PolicyWeights, seeds: range) -> float:
    chunks = [range(seeds.start + i, seeds.stop, 8) for i in range(8)]
    return statistics.mean(
        v for part in pool.map(_scores, [(weights, c) for c in chunks]) for v in part
    )


def fit(
    pool: multiprocessing.pool.Pool, start: PolicyWeights, seeds: range, steps: int
) -> PolicyWeights:
    rng = random.Random(1)
    best, best_score = start, mean_score(pool, start, seeds)
    print(f"start: {best_score:.2f}", flush=True)
    for step in range(steps):
        moves = {
            name: rng.gauss(0.0, scale) for name, scale in SCALES.items() if rng.random() < 0.3
        }
        for sign in (1, -1):
            tried = best._replace(**{n: getattr(best, n) + sign * d for n, d in moves.items()})
            score = mean_score(pool, tried, seeds)
            if score > best_score:
                best, best_score = tried, score
                print(f"step {step}: {best_score:.2f}", flush=True)
                break
    print(f"fitted: {best_score:.2f}\n{best!r}")
    return best


def fit_cma(
    pool: multiprocessing.pool.Pool, start: PolicyWeights, seeds: range, generations: int
) -> PolicyWeights:
    """CMA-ES over the weights, each in units of its step scale from `start`."""
    import cma  # the `fit` extra

    names = list(SCALES)

    def weights_of(x: list[float]) -> PolicyWeights:
        return start._replace(
            **{n: getattr(start, n) + v * SCALES[n] for n, v in zip(names, x, strict=True)}
        )

    # a small first step: the start is a fitted optimum already
    strategy = cma.CMAEvolutionStrategy([0.0] * len(names), 0.3, {"seed": 1, "verbose": -9})
    best, best_score = start, mean_score(pool, start, seeds)
    print(f"start: {best_score:.2f}", flush=True)
    for generation in range(generations):
        population = strategy.ask()
        scores = [mean_score(pool, weights_of(list(x)), seeds) for x in population]
        strategy.tell(population, [-v for v in scores])
        top = max(range(len(scores)), key=scores.__getitem__)
        if scores[top] > best_score:
            best, best_score = weights_of(list(population[top])), scores[top]
        print(f"generation {generation}: best {max(scores):.2f}, kept {best_score:.2f}", flush=True)
    print(f"fitted: {best_score:.2f}\n{best!r}")
    return best


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--steps", type=int, default=150)
    parser.add_argument("--method", choices=["es", "cma"], default="es")
    parser.add_argument("--generations", type=int, default=60)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--start", choices=["table", "solo"], default="table")
    parser.add_argument("--evaluate", action="store_true")
    parser.add_argument("--first", type=int, default=None, help="the first deal's seed")
    args = parser.parse_args(argv)
    with multiprocessing.Pool(args.jobs) as pool:
        if args.evaluate:
            first = HELD_OUT_DEALS if args.first is None else args.first
            seeds = range(first, first + args.deals)
            for name, weights in (("table", TABLE_POLICY), ("solo", SOLO_POLICY)):
                print(f"{name}: {mean_score(pool, weights, seeds):.2f} over {len(seeds)} deals")
            return
        first = FIT_DEALS if args.first is None else args.first
        start = TABLE_POLICY if args.start == "table" else SOLO_POLICY
        seeds = range(first, first + args.deals)
        if args.method == "cma":
            fit_cma(pool, start, seeds, args.generations)
        else:
            fit(pool, start, seeds, args.steps)


if __name__ == "__main__":
    main(sys.argv[1:])
