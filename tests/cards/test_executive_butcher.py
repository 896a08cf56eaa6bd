"""Butcher (Megacorp rulebook, "Butcher"; RULINGS 7.4).

"When you produce a show, you may pay $3M to treat all of its attachment slots as optional. ...
During end-game scoring, score 2 bonus viewers for each rerun in your reruns pile, including your
starter shows." Drawback: "each of your shows that is not in its 1st season suffers a viewer
penalty based on how far down the season track its season marker is (1st none, 2nd -2, 3rd -4,
4th -6). Shows with a timeslot penalty count as starting in their '3rd' season." Clarifications:
Writeoff / Surpriser / Blockbuster Director apply the penalty; "If a show's viewer value is
negative ..., subtract its value from your score for the round. Your total score for the round
can't be less than 0."
"""

from __future__ import annotations

import random

import pytest

from helpers import assert_conserved, options, play, play_random
from primetime import Game, GameConfig
from primetime.engine.modules.moguls import Moguls
from primetime.engine.options import Produce
from primetime.engine.results import NETWORK
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import final_items, round_items, round_score, show_viewers
from primetime.presentation import option_label, option_preview

PLAYERS = ("Ann", "Bob", "Cy", "Di")  # 4 players: every show in play
BOARDS = {"Ann": "butcher", "Bob": "cable", "Cy": "cheapo", "Di": "underground"}


def scenario(modules: tuple[str, ...] = ()) -> Scenario:
    """Ann is the Butcher; her starters are off the air (each test builds her lineup)."""
    sc = Scenario(PLAYERS, executives=BOARDS, modules=modules)
    for timeslot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, timeslot, None)
    return sc


def viewers(game: Game | Scenario, timeslot: int, player: int = 0) -> int:
    show = game.state.players[player].lineup[timeslot]
    assert show is not None
    return show_viewers(game.state, player, timeslot, show)


def holding(sc: Scenario, mogul: str) -> Scenario:
    sc.green_room(0, mogul)
    part = sc.state.parts["moguls"]
    assert isinstance(part, Moguls)
    part.taken[0] = mogul
    return sc


# -- pay $3M: every slot optional ---------------------------------------------------------------


def test_paying_3m_produces_a_show_without_its_required_star() -> None:
    """Dawson's Reek ($5M) requires a star; Ann has none. For $5M + $3M every slot is
    optional: she produces it bare."""
    sc = scenario().cash(0, 9).display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    assert "produce dawsons-reek" not in options(game)  # no star to fill its slot
    play(game, "produce dawsons-reek using butcher")
    assert game.state.players[0].cash == 1
    decision = game.decision
    assert decision is not None and decision.kind == "production-timeslot"  # nothing to attach
    play(game, "timeslot primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.card == "dawsons-reek" and show.attachments == ()


def test_optional_slots_may_still_be_filled_and_done_is_offered_at_once() -> None:
    sc = scenario().cash(0, 20).display(show=["dawsons-reek"])
    sc.green_room(0, "teen-idol", "laundry-soap")
    game = sc.start_turn(0)
    assert {"produce dawsons-reek", "produce dawsons-reek using butcher"} <= set(options(game))
    play(game, "produce dawsons-reek using butcher")
    assert set(options(game)) == {"pick teen-idol", "pick laundry-soap", "done"}
    play(game, "pick laundry-soap", "done", "timeslot primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None and [c for c, _ in show.attachments] == ["laundry-soap"]
    assert game.state.players[0].cash == 20 - 8


def test_the_option_needs_the_cash_and_a_required_slot() -> None:
    """$7M can't pay $5M + $3M; Jeers has only optional slots, so there is nothing to pay for."""
    sc = scenario().cash(0, 7).display(show=["dawsons-reek", "jeers"])
    game = sc.start_turn(0)
    assert "produce dawsons-reek using butcher" not in options(game)
    assert "produce jeers" in options(game)
    assert "produce jeers using butcher" not in options(game)


def test_the_3m_is_no_part_of_the_cost_that_effects_lower() -> None:
    """Creative Accounting takes $2M off the show's cost, not off the $3M: 5 - 2 + 3."""
    sc = scenario().cash(0, 10).display(show=["dawsons-reek"])
    sc.green_room(0, "creative-accounting")
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek using butcher")
    assert game.state.players[0].cash == 10 - 6
    produced = next(e for e in game.state.log if e.kind == "produce-start")
    assert (produced.data["cost"], produced.data["fee"]) == (6, 3)


def test_a_show_from_the_green_room_exclusive_rights_may_use_it() -> None:
    """RULINGS 7.4: every production, Exclusive Rights shows too."""
    sc = scenario().cash(0, 10)
    sc.green_room(0, "dawsons-reek")
    game = sc.start_turn(0)
    assert "produce dawsons-reek using butcher" in options(game)
    play(game, "produce dawsons-reek using butcher", "timeslot primetime")
    ann = game.state.players[0]
    assert ann.cash == 2 and "dawsons-reek" not in ann.green_room


def test_page_to_screen_may_use_it() -> None:
    sc = holding(scenario(modules=("moguls",)), "page-to-screen").cash(0, 10)
    sc.green_room(0, "dawsons-reek")
    game = sc.start_turn(0)
    play(game, "use page-to-screen")
    assert options(game) == ["produce dawsons-reek using butcher"]
    play(game, "produce dawsons-reek using butcher", "timeslot primetime")
    assert game.state.players[0].cash == 2


def test_the_option_reads_as_what_it_does() -> None:
    sc = scenario().cash(0, 10).display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    option = Produce("dawsons-reek", ("butcher",))
    assert option_label(game.state.cards, option) == "Produce Dawson's Reek using Butcher"
    preview = option_preview(game.view(0), option)
    assert preview.startswith(
        "pay $8M ($2M left), using Butcher (every slot optional, $5M + $3M): Drama show, $5M"
    )


# -- the season penalty -----------------------------------------------------------------------


@pytest.mark.parametrize(("row", "penalty"), [(0, 0), (1, 2), (2, 4), (3, 6)])
def test_each_season_row_has_its_penalty(row: int, penalty: int) -> None:
    sc = scenario()
    sc.lineup(0, "primetime", "dawsons-reek", row=row, attachments=["teen-idol"])
    printed = (7, 8, 5, 3)[row] + 3
    assert viewers(sc, 1) == printed - penalty


def test_a_show_placed_with_a_timeslot_penalty_counts_as_in_its_3rd_season() -> None:
    """Dawson's Reek in daytime starts on its 3rd row: 5 + 3 - 4 this round."""
    sc = scenario().cash(0, 10).display(show=["dawsons-reek"])
    sc.green_room(0, "teen-idol")
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick teen-idol", "timeslot daytime")
    assert game.state.players[0].lineup[0].row == 2  # type: ignore[union-attr]
    assert viewers(game, 0) == 5 + 3 - 4


def test_a_negative_show_subtracts_and_the_round_never_goes_below_0() -> None:
    """Cheap Laughs on its 4th row scores 2 - 6 = -4: it takes 4 off Dawson's Reek's 10; alone
    (with nothing else) the round scores 0."""
    sc = scenario()
    sc.lineup(0, "daytime", "cheap-laughs", row=3)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["teen-idol"])
    assert viewers(sc, 0) == -4
    assert round_score(round_items(sc.state, 0)) == 6
    sc.lineup(0, "primetime", None)
    assert round_score(round_items(sc.state, 0)) == 0
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [0]


def test_writeoff_cancels_the_show_with_fewest_viewers_after_the_penalty() -> None:
    """Dawson's Reek on its 3rd row with Teen Idol: 5 + 3 - 4 = 4; Pardon the Eruption on its
    1st row with Extra With a Line: 4 + 1 = 5. Dawson's Reek goes (without the penalty it would
    score 8 and Pardon the Eruption would go)."""
    sc = scenario().cash(0, 0).display(network=["writeoff"])
    sc.lineup(0, "daytime", "pardon-the-eruption", attachments=["extra-with-a-line"])
    sc.lineup(0, "primetime", "dawsons-reek", row=2, attachments=["teen-idol"])
    assert (viewers(sc, 0), viewers(sc, 1)) == (5, 4)
    game = sc.start_turn(0)
    play(game, "take-network writeoff")
    ann = game.state.players[0]
    assert ann.lineup[1] is None and "dawsons-reek" in ann.reruns and ann.cash == 6


def test_surpriser_applies_the_penalty_once() -> None:
    """Surpriser on its 2nd row with Character Actor: 8 + 3 - 2 = 9; cancelled, it scores its
    row once more: 9 + 8 = 17 (RULINGS 7.4: only the printed row doubles)."""
    sc = scenario()
    sc.lineup(0, "daytime", "surpriser", row=1, attachments=["character-actor"])
    assert viewers(sc, 0) == 9
    game = sc.start_end_of_round()
    play(game, "use surpriser")
    assert game.state.players[0].round_scores == [17]


def test_blockbuster_director_scores_again_with_the_penalty_never_below_0() -> None:
    sc = holding(scenario(modules=("moguls",)), "blockbuster-director")
    sc.lineup(0, "daytime", "surpriser", row=1, attachments=["character-actor"])  # 9
    sc.lineup(0, "latenight", "cheap-laughs", row=3)  # 2 - 6 = -4
    game = sc.start_end_of_round()
    while game.decision is not None and game.decision.kind != "card-choice":
        play(game, "done")  # no Surpriser this time
    play(game, "pick surpriser")
    assert game.state.players[0].round_scores == [5 + 9]


def test_blockbuster_director_on_a_negative_show_takes_the_round_down_to_0_at_most() -> None:
    sc = holding(scenario(modules=("moguls",)), "blockbuster-director")
    sc.lineup(0, "daytime", "pardon-the-eruption", row=0)  # 4
    sc.lineup(0, "latenight", "cheap-laughs", row=3)  # -4
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [0]
    play(game, "pick cheap-laughs")
    assert game.state.players[0].round_scores == [0]


# -- game end ---------------------------------------------------------------------------------


def test_every_rerun_is_worth_2_more_on_the_network_row_starters_included() -> None:
    sc = scenario()
    sc.reruns(0, "cheap-laughs", "dawsons-reek", "robot-repairmen")
    items = final_items(sc.state, 0)
    assert (NETWORK, "butcher", 6) in items
    reruns = sum(i.viewers for i in items if i.category == "reruns")
    assert reruns == 2 + 3 + 2  # their bottom rows, as ever


def test_the_network_row_of_the_result_holds_the_butcher() -> None:
    sc = scenario()
    sc.reruns(0, "cheap-laughs")
    sc.state.round = 4
    game = sc.start_end_of_round()
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(decision.options[-1])
    ann = game.result().players[0]
    assert ("butcher", 2 * len(game.state.players[0].reruns)) in ann.network_cards


# -- random games -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "executives",
    [{"Ann": "butcher"}, {"Ann": "butcher", "Bob": "underground", "Cy": "cheapo"}],
    ids=["2p-dealt", "3p-given"],
)
def test_random_games_with_the_butcher_keep_every_card_and_replay(
    executives: dict[str, str],
) -> None:
    names = ("Ann", "Bob", "Cy")[: max(2, len(executives))]
    for seed in range(6):
        config = GameConfig(players=names, seed=seed, executives=executives, modules=("moguls",))
        game = play_random(Game.new(config), seed, assert_conserved)
        assert all(seat.cash >= 0 for seat in game.state.players)
        assert all(score >= 0 for seat in game.state.players for score in seat.round_scores)
        again = Game.from_json(game.to_json())
        assert again.result().to_dict() == game.result().to_dict()


def test_every_option_of_games_with_these_executives_has_an_adapter_id() -> None:
    """The adapters' action space lists `produce X using butcher` (Butcher is a card used from
    the start of producing), and Underground's extra signs are `sign-star` ids."""
    from primetime.adapters.action_space import action_space

    executives = {"Ann": "butcher", "Bob": "underground", "Cy": "cheapo"}
    config = GameConfig(players=("Ann", "Bob", "Cy"), seed=0, executives=executives)
    space = action_space(config.modules)
    assert Produce("dawsons-reek", ("butcher",)) in space.player_options
    for seed in range(8):
        game = Game.new(GameConfig(players=config.players, seed=seed, executives=executives))
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert decision is not None
            ids = space.legal_ids(decision)
            game.choose(space.find(decision, rng.choice(ids)))
