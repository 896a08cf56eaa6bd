"""Cheapo (Megacorp rulebook, "Cheapo"; RULINGS 7.4 on "no expenses").

"When scoring your lineup at the end of the round, score 2 bonus viewers for each show card with
no expenses and 1 bonus viewer for each attached star with no expenses. ... This includes stars
that have been attached upside down. (Note: If a star's condition is fulfilled, you must attach
them rightside up, even if you don't want to.)" Drawback: "When paying your upkeep at the end of
each round, you must pay an extra $1M for each show and star in your lineup with at least $1M
expenses."
"""

from __future__ import annotations

import pytest

from helpers import assert_conserved, options, play, play_random
from primetime import Game, GameConfig
from primetime.engine.modules.moguls import Moguls
from primetime.engine.results import NETWORK, SHOW
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import final_items, round_items, show_viewers, upkeep_net

PLAYERS = ("Ann", "Bob", "Cy", "Di")  # 4 players: every show in play
BOARDS = {"Ann": "cheapo", "Bob": "cable", "Cy": "butcher", "Di": "underground"}


def scenario(modules: tuple[str, ...] = (), **config: object) -> Scenario:
    """Ann is Cheapo (the others hold the other boards); her starters are off the air (each
    test builds her lineup)."""
    sc = Scenario(PLAYERS, executives=BOARDS, modules=modules, **config)
    for timeslot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, timeslot, None)
    return sc


def viewers(game: Game | Scenario, timeslot: int, player: int = 0) -> int:
    state = game.state
    show = state.players[player].lineup[timeslot]
    assert show is not None
    return show_viewers(state, player, timeslot, show)


def holding(sc: Scenario, mogul: str) -> Scenario:
    sc.green_room(0, mogul)
    part = sc.state.parts["moguls"]
    assert isinstance(part, Moguls)
    part.taken[0] = mogul
    return sc


# -- the rulebook's example ---------------------------------------------------------------


def test_virginias_example_pays_2m_for_the_star_and_scores_15_for_the_show() -> None:
    """ "During upkeep, Virginia must spend $2M to pay for this show's star. When scoring her
    lineup, she scores 15 viewers for the show (12 printed + 3 from her bonus)." Reconstructed:
    Big Bother (no expenses, 6 on its 2nd row) with an extra star slot (Ensemble Cast), Teen
    Idol rightside up (3 viewers, $1M) and Grizzled Action Hero upside down, its Action
    condition failed (3 viewers, no expenses): 6 + 3 + 3 = 12 printed, +2 for the show card,
    +1 for the gray star, nothing for the star with expenses."""
    sc = scenario().cash(0, 10)
    sc.lineup(
        0,
        "latenight",
        "big-bother",
        row=1,
        attachments=["teen-idol", ("grizzled-action-hero", False)],
        extra_slots=("star",),
    )
    assert upkeep_net(sc.state, 0) == -2  # $1M expenses + $1M surcharge
    assert viewers(sc, 2) == 15
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    assert ann.round_scores == [15]
    assert ann.cash == 10 - 2 + 0  # no pass bonus in a scenario
    score = next(e for e in game.state.log if e.kind == "score" and e.player == 0)
    assert [SHOW, "big-bother", 15] in score.data["items"]


def test_without_cheapo_the_same_show_scores_12_and_costs_1m() -> None:
    sc = Scenario(PLAYERS)
    sc.lineup(0, "daytime", None).lineup(0, "primetime", None)
    sc.lineup(
        0,
        "latenight",
        "big-bother",
        row=1,
        attachments=["teen-idol", ("grizzled-action-hero", False)],
        extra_slots=("star",),
    )
    assert viewers(sc, 2) == 12
    assert upkeep_net(sc.state, 0) == -1


# -- the ability ----------------------------------------------------------------------------


def test_each_show_card_and_star_without_expenses_scores_its_bonus_ads_never() -> None:
    sc = scenario()
    sc.lineup(0, "daytime", "pardon-the-eruption", attachments=["character-actor"])  # 0 / 0
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["teen-idol", "laundry-soap"])
    state = sc.state
    assert viewers(sc, 0) == 4 + 3 + 2 + 1  # row, star, show card bonus, star bonus
    assert viewers(sc, 1) == 7 + 3 + 0 + 0  # the show and its star have $1M each
    ad = state.cards["laundry-soap"]
    assert viewers(sc, 1) == 10 + ad.viewers  # type: ignore[attr-defined]
    # surcharge: Dawson's Reek and Teen Idol; the ad has no expenses icon to count
    assert upkeep_net(state, 0) == ad.income - 2 - 2  # type: ignore[attr-defined]


def test_an_upside_down_star_has_no_expenses_unless_its_gray_side_prints_some() -> None:
    """RULINGS 7.4: "no expenses" is the side that shows. The B-Team ($1M) with Teen Idol
    upside down (2 viewers, none) and Method Actor upside down (3 viewers, but $1M printed on
    the gray side): 5 + 2 + 3, +1 for Teen Idol only; $2M expenses and $2M surcharge."""
    sc = scenario()
    sc.lineup(
        0, "primetime", "the-b-team", attachments=[("teen-idol", False), ("method-actor", False)]
    )
    assert viewers(sc, 1) == 5 + 2 + 3 + 1
    assert upkeep_net(sc.state, 0) == -4


def test_a_star_whose_condition_holds_goes_rightside_up_with_no_choice() -> None:
    """Cheeky Friend's condition (with another star) holds: Cheapo may not turn her down to
    save her expenses; nothing about it is asked."""
    sc = scenario().cash(0, 20).display(show=["the-b-team"])
    sc.green_room(0, "teen-idol", "cheeky-friend")
    game = sc.start_turn(0)
    play(game, "produce the-b-team", "pick teen-idol")
    assert "pick cheeky-friend" in options(game)
    assert not [o for o in options(game) if o.endswith(" down")]
    play(game, "pick cheeky-friend", "timeslot primetime")  # full: no "done" to ask
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == (("teen-idol", True), ("cheeky-friend", True))
    assert game.decision is not None and game.decision.kind == "turn"


# -- the drawback -----------------------------------------------------------------------------


def test_the_surcharge_can_cancel_a_show_at_upkeep() -> None:
    """$3M expenses with Cheapo's surcharge: Ann has $2M, so a show must go."""
    sc = scenario().cash(0, 2)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["teen-idol"])  # $2M + $2M surcharge
    game = sc.start_end_of_round()
    decision = game.decision
    assert decision is not None and decision.kind == "upkeep-cancel" and decision.player == 0


def test_the_green_room_pays_nothing() -> None:
    sc = scenario()
    sc.green_room(0, "method-actor", "teen-idol")
    sc.lineup(0, "daytime", "pardon-the-eruption")
    assert upkeep_net(sc.state, 0) == 0
    assert viewers(sc, 0) == 4 + 2


# -- clarifications ---------------------------------------------------------------------------


def test_writeoff_counts_the_bonus_when_finding_the_fewest_viewers() -> None:
    """Pardon the Eruption prints 4 but scores 6 for Cheapo; Hard Knockoffs ($1M expenses) on
    its 3rd row scores 5: Writeoff cancels Hard Knockoffs (without Cheapo, Pardon the Eruption
    would go)."""
    sc = scenario().cash(0, 5).display(network=["writeoff"])
    sc.lineup(0, "daytime", "pardon-the-eruption").lineup(0, "latenight", "hard-knockoffs", row=2)
    assert (viewers(sc, 0), viewers(sc, 2)) == (6, 5)
    game = sc.start_turn(0)
    play(game, "take-network writeoff")
    ann = game.state.players[0]
    assert ann.lineup[2] is None and "hard-knockoffs" in ann.reruns
    assert ann.lineup[0] is not None
    assert ann.cash == 5 + 6


def test_surpriser_counts_the_bonus_once_and_doubles_only_its_row() -> None:
    """Surpriser ($1M expenses) with Character Actor (3 viewers, no expenses): 6 + 3 + 1 = 10,
    cancelled to score its row once more: 16."""
    sc = scenario()
    sc.lineup(0, "daytime", "surpriser", attachments=["character-actor"])
    assert viewers(sc, 0) == 10
    game = sc.start_end_of_round()
    play(game, "use surpriser")
    assert game.state.players[0].round_scores == [16]


def test_blockbuster_director_scores_the_show_again_with_the_bonus() -> None:
    sc = holding(scenario(modules=("moguls",)), "blockbuster-director")
    sc.lineup(0, "daytime", "pardon-the-eruption", attachments=["character-actor"])
    assert viewers(sc, 0) == 4 + 3 + 2 + 1
    game = sc.start_end_of_round()
    while game.decision is not None and game.decision.kind != "card-choice":
        game.choose(game.decision.options[0])
    play(game, "pick pardon-the-eruption")
    assert game.state.players[0].round_scores == [20]


def test_penny_pinchers_show_and_its_stars_have_no_expenses_bonus_and_no_surcharge() -> None:
    """ "Reinfeld / Cheapo: Count shows and stars with expenses you've ignored as having 'no
    expenses.'" RULINGS 7.4: Cheapo's surcharge is waived for them."""
    sc = holding(scenario(modules=("moguls",)), "penny-pincher").cash(0, 10)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["teen-idol"])
    sc.lineup(0, "latenight", "hard-knockoffs")
    game = sc.start_end_of_round()
    play(game, "use penny-pincher", "pick dawsons-reek")
    ann = game.state.players[0]
    assert ann.cash == 10 - 2  # Hard Knockoffs' $1M and its surcharge; Dawson's Reek: nothing
    # Dawson's Reek 7 + 3, +2 for the show card, +1 for Teen Idol; Hard Knockoffs 6
    assert ann.round_scores == [13 + 6]


def test_penny_pinchers_game_end_counts_the_surcharge() -> None:
    """ "When resolving your bottom effect, do not ignore any of your shows. Include extra
    expenses added by effects like Cheapo's drawback." $2M printed + $2M surcharge: 15 - 4."""
    sc = holding(scenario(modules=("moguls",)), "penny-pincher")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["teen-idol"])
    items = final_items(sc.state, 0)
    assert (NETWORK, "penny-pincher", 11) in items


def test_a_show_attached_by_voice_of_a_generation_is_a_show_card_for_cheapo() -> None:
    """ "Award Show / Spinoff / Cheapo: The attached show does not count as a star. It still
    counts as a show for Cheapo's effects." Big Bother (no expenses) on Dawson's Reek: +2, not
    +1; Hard Knockoffs ($1M) on The B-Team: no bonus and $1M surcharge."""
    sc = scenario()
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["big-bother"])
    sc.lineup(0, "latenight", "the-b-team", attachments=["hard-knockoffs"])
    assert viewers(sc, 1) == 7 + 4 + 2
    assert viewers(sc, 2) == 5 + 6
    # $1M each for Dawson's Reek, The B-Team and Hard Knockoffs, each doubled by the surcharge
    assert upkeep_net(sc.state, 0) == -6


def test_round_items_name_no_separate_cheapo_entry() -> None:
    """The bonus is part of each show's viewers (one SHOW item per show)."""
    sc = scenario()
    sc.lineup(0, "daytime", "pardon-the-eruption")
    items = round_items(sc.state, 0)
    assert items == [(SHOW, "pardon-the-eruption", 6)]


# -- random games -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "executives",
    [{"Ann": "cheapo"}, {"Ann": "cheapo", "Bob": "butcher", "Cy": "underground"}],
    ids=["2p-dealt", "3p-given"],
)
def test_random_games_with_cheapo_keep_every_card_and_replay(executives: dict[str, str]) -> None:
    names = ("Ann", "Bob", "Cy")[: max(2, len(executives))]
    for seed in range(6):
        config = GameConfig(players=names, seed=seed, executives=executives, modules=("moguls",))
        game = play_random(Game.new(config), seed, assert_conserved)
        assert all(seat.cash >= 0 for seat in game.state.players)
        again = Game.from_json(game.to_json())
        assert again.result().to_dict() == game.result().to_dict()
