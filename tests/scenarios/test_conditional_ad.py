"""Rulebook, Star & Ad Conditions.

"Example: If an ad is attached to a sports show, it stays rightside up and has $3M income. If it's
attached to a show of any other genre, it rotates upside down and has $1M income."

Thirst Quencher Sports Drink is that ad (sports condition, $3M income, $1M rotated). Ann's starters
have no income or expenses, so her upkeep is exactly the ad's income.
"""

from __future__ import annotations

import pytest

from primetime.engine.scenario import Scenario

AD = "thirst-quencher-sports-drink"


@pytest.mark.parametrize(
    "show, genre, timeslot, upright, income",
    [
        ("bowling-night-live", "sports", "daytime", True, 3),
        ("cheap-laughs", "sitcom", "latenight", False, 1),
    ],
)
def test_sports_ad_income_by_the_genre_of_its_show(
    show: str, genre: str, timeslot: str, upright: bool, income: int
) -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 0).passed(1).green_room(0, AD)
    sc.lineup(0, "daytime", "bowling-night-live").lineup(0, "latenight", "cheap-laughs")
    game = sc.start_turn(0)
    assert game.state.cards[show].genre == genre  # type: ignore[union-attr]
    game.choose(f"attach {AD} {timeslot}")
    ann = game.state.players[0]
    attached = ann.lineup[{"daytime": 0, "latenight": 2}[timeslot]]
    assert attached is not None and attached.card == show
    assert attached.attachments == ((AD, upright),)
    # Ann is the last player in: she passes for $2M and the round ends with her upkeep
    game.choose("pass cash")
    assert game.state.round == 2
    assert ann.cash == 2 + income
    assert attached.attachments == ((AD, upright),)  # and it stays that way
