"""Rulebook, Promo Ads.

"When you attach a promo to a show, you can either pay cash to keep it rightside up, or you can
choose not to pay and attach it upside down. If attached rightside up, it adds viewers to the show
as well as income. If rotated, it still provides income, but no viewers.
Example: When you sign a promo ad, you get a $1M cash bonus. When you later attach it, you can
either pay $3M to keep it rightside up, or rotate it."

Promo Stay Tuned: $1M bonus, $2M income and 2 viewers upright, $2M income rotated. Ann's starters
(4 + 3 + 3 viewers, no upkeep) make the rest of her numbers plain.
"""

from __future__ import annotations

import pytest

from primetime import Game
from primetime.engine.scenario import Scenario

PROMO = "promo-stay-tuned"
STARTERS = 10


def texts(game: Game) -> list[str]:
    assert game.decision is not None
    return [str(o) for o in game.decision.options]


def test_signing_a_promo_gives_1m() -> None:
    game = Scenario(["Ann", "Bob"]).cash(0, 0).display(ad=[PROMO]).start_turn(0)
    game.choose(f"sign-ad {PROMO}")
    assert game.state.players[0].cash == 1
    assert game.state.players[0].green_room == [PROMO]


def attaching(cash: int) -> Game:
    """Ann, the last player in, attaches the promo to Cheap Laughs (an optional ad slot)."""
    sc = Scenario(["Ann", "Bob"]).cash(0, cash).passed(1).green_room(0, PROMO)
    game = sc.lineup(0, "latenight", "cheap-laughs").start_turn(0)
    game.choose(f"attach {PROMO} latenight")
    return game


@pytest.mark.parametrize(
    "choice, upright, cash_after, viewers",
    [("pay", True, 0, STARTERS + 2), ("rotate", False, 3, STARTERS)],
)
def test_pay_3m_to_keep_it_upright_or_rotate_it(
    choice: str, upright: bool, cash_after: int, viewers: int
) -> None:
    game = attaching(3)  # exactly $3M: Ann may pay
    assert game.decision is not None
    assert (game.decision.player, game.decision.kind) == (0, "promo")
    assert texts(game) == [f"promo {PROMO} pay", f"promo {PROMO} rotate"]
    game.choose(f"promo {PROMO} {choice}")
    ann = game.state.players[0]
    show = ann.lineup[2]
    assert show is not None and show.attachments == ((PROMO, upright),)
    assert ann.cash == cash_after
    game.choose("pass cash")  # $2M; the round ends: upkeep, scoring
    assert ann.cash == cash_after + 2 + 2  # the promo's $2M income either way
    assert ann.round_scores == [viewers]  # its 2 viewers only rightside up


def test_with_less_than_3m_it_is_rotated_without_asking() -> None:
    game = attaching(2)
    ann = game.state.players[0]
    show = ann.lineup[2]
    assert show is not None and show.attachments == ((PROMO, False),)
    assert ann.cash == 2
    assert game.decision is not None and game.decision.kind == "turn"  # no promo decision
    game.choose("pass cash")
    assert ann.cash == 2 + 2 + 2
    assert ann.round_scores == [STARTERS]


@pytest.mark.parametrize("cash, asked", [(6, True), (5, False)])
def test_when_producing_the_promo_is_paid_after_the_show(cash: int, asked: bool) -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, cash).green_room(0, PROMO)
    game = sc.display(show=["flounder-tank"]).start_turn(0)
    for choice in ["produce flounder-tank", f"pick {PROMO}", "timeslot primetime"]:
        game.choose(choice)
    ann = game.state.players[0]
    assert ann.cash == cash - 3  # Flounder Tank's cost
    show = ann.lineup[1]
    assert show is not None and show.card == "flounder-tank"
    if asked:
        assert texts(game) == [f"promo {PROMO} pay", f"promo {PROMO} rotate"]
        game.choose(f"promo {PROMO} pay")
        assert ann.cash == 0
        assert show.attachments == ((PROMO, True),)
    else:
        assert show.attachments == ((PROMO, False),)
        assert game.decision is not None and game.decision.player == 1
