"""A learned solo value: the final score a solo state should reach.

The hand-made estimate (`evaluate.py`) adds up parts with weights set by hand; here each part,
and a few plain features of the round's progress, gets a weight per rounds left, fitted by least
squares to the final scores that greedy fast-policy play reached from states of many solo deals
(`benchmarks/fit_solo_value.py`, which writes `solo_value_weights.py`). A solo search can judge a
position by it at once, for less than one rollout decision costs, where a rollout to the game's
end plays tens of decisions (README).

A solo search plays its rollouts on to a round's end (`to_round`) and judges the first state of
the next round, so that kind of state has weights of its own (`solo_round_weights.py`), fitted
to those states alone (`--at round`): they judge them better (README: +8.5 +- 3.0 viewers at
400 iterations) and any other state worse, so a caller says which it asks about.
"""

from __future__ import annotations

from typing import Final

from ..cards import ShowCard
from ..engine.state import GameState
from .evaluate import PARTS, estimate, estimate_parts, rounds_left
from .solo_round_weights import WEIGHTS as ROUND_WEIGHTS
from .solo_value_weights import WEIGHTS

# The plain features after the estimate's parts
PLAIN: Final = (
    "display",  # cards left in the display (the solo opponent passes once rows run out)
    "passed",  # the opponent has passed: the round ends at the player's pass
    "cash_m",  # cash in $M
    "actions",  # the actions phase
    "empty",  # timeslots without a show
    "green_room",  # cards waiting in the green room
    "shows_on_offer",  # the top rows of the shows in the display (what the player may produce)
)
FEATURES: Final = PARTS + PLAIN


def features(state: GameState) -> list[float]:
    """The solo player's features, in `FEATURES` order."""
    parts = estimate_parts(state, 0)
    display = sum(c is not None for row in state.display.values() for c in row)
    parts.append(float(display))
    parts.append(1.0 if state.pass_track else 0.0)
    parts.append(float(state.players[0].cash))
    parts.append(1.0 if state.phase == "actions" else 0.0)
    seat = state.players[0]
    parts.append(float(sum(show is None for show in seat.lineup)))
    parts.append(float(len(seat.green_room)))
    shows = (state.cards[c] for c in state.display.get("show", ()) if c is not None)
    parts.append(float(sum(s.rows[0] for s in shows if isinstance(s, ShowCard))))
    return parts


def solo_value(state: GameState, at_round: bool = False) -> float:
    """The solo player's expected final score (its exact score once the game is over);
    `at_round`: the state is the first of a round (a rollout played to its round's end)."""
    rounds = rounds_left(state, 0)
    weights = (ROUND_WEIGHTS if at_round else WEIGHTS).get(rounds)
    if weights is None:  # over, or a round count the fit never saw: the hand-made estimate
        return estimate(state, 0)
    value = weights[0]
    for weight, feature in zip(weights[1:], features(state), strict=True):
        value += weight * feature
    return value
