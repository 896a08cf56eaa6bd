"""The MCTS bot's settings: what each mode searches with, the solo reward, and a bot spec's
settings read into them (`mcts:c=0.5:depth=8`, README's bot table)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import NamedTuple

from .base import spec_number
from .policy import SOLO_POLICY, TABLE_POLICY, PolicyWeights

# Solo rewards: the logistic's width in viewers, and the linear reward's slope matching it at
# the center (1/(4 * width) a viewer).
SOLO_WIDTH = 25.0
REWARDS = ("logistic", "linear")


def to_rewards(
    values: list[float], scale: float, center: float, reward: str = "logistic"
) -> list[float]:
    """Each player's reward from every player's estimated final score: against rivals a win
    chance in [0, 1]; solo 1/2 at `center`, logistic in [0, 1] or linear in the score."""
    if len(values) == 1:
        if reward == "linear":
            return [0.5 + (values[0] - center) / (4 * SOLO_WIDTH)]
        return [1 / (1 + math.exp(-(values[0] - center) / SOLO_WIDTH))]
    # each player's best rival: the best score, or for the (first) player holding it the best
    # of the others (a generator over the others for each player cost more than the scores)
    first, best = 0, values[0]  # (the first of the best, as max() finds it)
    for j in range(1, len(values)):
        if values[j] > best:
            first, best = j, values[j]
    start = 1 if first == 0 else 0
    second = values[start]  # the best of the others, taken in order as max() takes them
    for j in range(start + 1, len(values)):
        if j != first and values[j] > second:
            second = values[j]
    out = []
    for i, mine in enumerate(values):
        rival = second if i == first else best
        out.append(1 / (1 + math.exp(-(mine - rival) / scale)))
    return out


class Tuning(NamedTuple):
    """A mode's search settings."""

    exploration: float  # UCT's constant
    depth: int  # decisions a rollout plays before the state estimate judges it
    explore: float  # share of random moves in rollouts (the rest: the fast policy's best)
    widen: float  # progressive widening: a node searches its 1 + widen * sqrt(visits) options
    # that the fast policy scores best (0: all of them)
    center: float | None  # solo: the score at reward 1/2 (None: the root's own estimate)
    policy: PolicyWeights  # the fast policy's numbers, for rollouts and widening
    reward: str  # solo: "logistic" (a bounded reward) or "linear" (the score itself, rescaled)
    reuse: bool  # solo: the next search starts from the subtree of the option played
    value: str  # solo: what judges a rollout's last state: "estimate" (hand-made) or "learned"
    paired: bool  # the k-th visit of every root option plays the same world and chance seed
    root: str  # how the root shares the iterations: "uct" (as every node) or "halving"
    # (sequential halving: rounds of equal visits, the better half of the options kept each)
    to_round: bool  # after `depth` decisions a rollout plays on to the end of the round, so
    # the value judges only between rounds
    mixmax: float  # a node's value: this share of its best child's (by who decides there),
    # the rest its mean reward (0: the mean alone, plain UCT)
    bank: bool  # the budget is a game's average a decision: each decision's share follows
    # how many options it has (`MCTSBot._share`), what small ones leave banked for big ones
    prior: float  # PUCT (unless widening): the fast policy's softmax at this temperature
    # (its score's units, about viewers) is each option's prior, and selection is the mean
    # reward plus `exploration` * prior * sqrt(visits) / (1 + the option's visits) (0: UCT,
    # every option tried once first)


# Settings by mode, measured with `primetime simulate`/`tournament` (README). Against rivals the
# reward is a win chance, and a short rollout plus the estimate judges it well. Solo, the reward
# follows the score itself, rollouts play the solo weights' greedy policy (which alone scores 174
# to the table weights' 147), and after 8 decisions the learned solo value judges the rollout:
# it foresees what the rest of that greedy rollout would score, for a fraction of its cost, so a
# second buys several times the iterations (README: better at 0.25 s a decision in paired runs,
# alike at 1 s). Solo rollouts then play on to the round's end, so the value judges a state
# between rounds, where it errs least (README: +12.2 +- 3.2 at 1,000 iterations over 26 deals, a
# rollout about twice as long; +2.8 +- 3.0 at 1 s compiled). Solo nodes choose by PUCT with the
# solo policy's softmax (temperature 5) as priors, c = 0.5 (README: +7.4 +- 2.9 at 400
# iterations on the 30 deals the setting was chosen on, +9.5 +- 2.5 on 60 fresh ones).
# Widening and a reward centred on the root's estimate scored no better solo in paired trials;
# they stay settings.
TABLE = Tuning(
    exploration=0.7,
    depth=24,
    explore=0.15,
    widen=0.0,
    center=200.0,
    policy=TABLE_POLICY,
    reward="logistic",
    reuse=False,
    value="estimate",
    paired=False,
    root="uct",
    to_round=False,
    mixmax=0.0,
    bank=False,
    prior=0.0,
)
SOLO = TABLE._replace(
    exploration=0.5,
    depth=8,
    explore=0.0,
    policy=SOLO_POLICY,
    value="learned",
    to_round=True,
    prior=5.0,
)
# The bank (`bank=1`): a decision's weight is its options (at most BANK_OPTIONS), its share of
# the budget its weight over the mean weight of the decisions searched so far (BANK_MEAN counted
# BANK_PRIOR times before the first), at least BANK_LEAST and at most BANK_MOST budgets, and
# never more than is banked (a budget is banked at each decision searched).
BANK_OPTIONS = 20
BANK_MEAN = 8.0  # solo: 45 turns of about 11.5 options, 27 smaller choices of 2-4
BANK_PRIOR = 10
BANK_LEAST = 0.25
BANK_MOST = 3.0
SETTINGS = Tuning._fields
POLICIES = {"table": TABLE_POLICY, "solo": SOLO_POLICY}
VALUES = ("estimate", "learned")
ROOTS = ("uct", "halving")


# A spec's settings: numbers by their short names, the rest by their allowed values
NUMBERS = {
    "c": "exploration",
    "depth": "depth",
    "explore": "explore",
    "widen": "widen",
    "mixmax": "mixmax",
    "prior": "prior",
}
SWITCH = {"0": False, "1": True}
CHOICES: dict[str, Mapping[str, str | bool | PolicyWeights]] = {
    "policy": POLICIES,
    "reward": {r: r for r in REWARDS},
    "reuse": SWITCH,
    "value": {v: v for v in VALUES},
    "paired": SWITCH,
    "root": {r: r for r in ROOTS},
    "to_round": SWITCH,
    "bank": SWITCH,
}
SPEC_SETTINGS = ("center", *NUMBERS, *CHOICES)
Settings = dict[str, float | str | bool | PolicyWeights | None]


def chosen_settings(params: Mapping[str, str]) -> Settings:
    """The `Tuning` fields a spec's parameters set, by field name; a bad value raises
    ValueError naming what is allowed."""
    chosen: Settings = {
        NUMBERS[k]: (int(spec_number(k, v, whole=True)) if k == "depth" else spec_number(k, v))
        for k, v in params.items()
        if k in NUMBERS
    }
    for key, allowed in CHOICES.items():
        if key in params:
            if params[key] not in allowed:
                raise ValueError(f"{key} is one of {', '.join(allowed)}, not {params[key]!r}")
            chosen[key] = allowed[params[key]]
    if "center" in params:
        center = params["center"]
        chosen["center"] = None if center == "root" else spec_number("center", center, low=None)
    if not 0.0 <= float(params.get("mixmax", "0")) <= 1.0:
        raise ValueError(f"mixmax is a share from 0 to 1, not {params['mixmax']}")
    if float(params.get("prior", "0")) < 0.0:
        raise ValueError(f"prior is a temperature, 0 (off) or more, not {params['prior']}")
    return chosen
