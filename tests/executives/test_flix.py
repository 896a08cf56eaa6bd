"""Flix (Megacorp rulebook, "Executives", Flix; RULINGS 7.4).

"When you produce a show, you may place it in any timeslot without suffering a timeslot penalty.
When you attach an ad with a timeslot condition, it always counts as being in the correct
timeslot." Drawback: "When you produce a show that has the same genre as another show in your
lineup, you must either pay an extra $3M, or suffer a timeslot penalty." Clarifications: ANY shows
ignore the drawback; Flexible Schedule may be used to ignore it. RULINGS 7.4: the lineup is the
one at the start of producing (before the replaced show is cancelled); the $3M is paid with the
cost.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from executives.random_seats import assert_every_option_has_an_adapter_id, given_config
from helpers import assert_conserved, assert_refused, options, placed, play, play_random
from primetime import Game, GameConfig
from primetime.adapters.action_space import action_space
from primetime.cards import ShowCard
from primetime.engine.board import PENALTY_ROW, TOP_ROW
from primetime.engine.options import PickCard
from primetime.engine.scenario import Scenario
from primetime.engine.views import make_view
from primetime.presentation import option_label, option_preview

PAY, PENALTY = "pick flix pay", "pick flix penalty"


def scenario(cash: int = 10) -> Scenario:
    """Ann is Flix (Bob is Cable), her lineup: a drama in daytime, nothing else."""
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "flix", "Bob": "cable"})
    sc.lineup(0, "daytime", "gregs-anatomy")
    sc.lineup(0, "primetime", None).lineup(0, "latenight", None)
    return sc.cash(0, cash)


def row(game: Game, timeslot: int, player: int = 0) -> int:
    show = game.state.players[player].lineup[timeslot]
    assert show is not None
    return show.row


def test_a_show_goes_in_any_timeslot_without_penalty() -> None:
    sc = scenario().lineup(0, "daytime", None)  # no drama on the air: no drawback
    sc.green_room(0, "extra-with-a-line").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick extra-with-a-line")
    assert options(game) == ["timeslot daytime", "timeslot primetime", "timeslot latenight"]
    view = make_view(game.state, 0)
    late = next(o for o in game.decision.options if str(o) == "timeslot latenight")  # type: ignore[union-attr]
    assert "penalty" not in option_preview(view, late)
    game.choose("timeslot latenight")  # Dawson's Reek prefers primetime
    assert row(game, 2) == TOP_ROW
    assert game.state.players[0].cash == 5


def test_without_flix_the_same_show_takes_the_penalty() -> None:
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "cable", "Bob": "flix"}).cash(0, 10)
    sc.green_room(0, "extra-with-a-line").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick extra-with-a-line", "timeslot latenight")
    assert row(game, 2) == PENALTY_ROW


def test_a_repeated_genre_asks_pay_3m_more_or_take_the_penalty() -> None:
    sc = scenario().green_room(0, "extra-with-a-line").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    game.choose("produce dawsons-reek")
    assert game.state.players[0].cash == 5  # the cost is paid; now the question
    assert game.decision is not None and game.decision.kind == "card-choice"
    assert options(game) == [PAY, PENALTY]
    assert "pay $3M more" in game.decision.prompt
    view = make_view(game.state, 0)
    pay, penalty = game.decision.options
    assert option_label(game.state.cards, pay) == "Pay more (Flix)"
    assert option_preview(view, pay) == (
        "pay $3M more ($2M left): no timeslot penalty; "
        "then you attach stars and ads to Dawson's Reek (required slots first), or done"
    )
    assert option_label(game.state.cards, penalty) == "Take the timeslot penalty (Flix)"
    assert "row 3" in option_preview(view, penalty)


def test_paying_3m_more_keeps_the_show_off_the_penalty_row() -> None:
    sc = scenario().green_room(0, "extra-with-a-line").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", PAY, "pick extra-with-a-line", "timeslot latenight")
    assert game.state.players[0].cash == 10 - 5 - 3
    assert row(game, 2) == TOP_ROW
    assert any(e.kind == "flix-pay" and e.data["cost"] == 3 for e in game.state.log)


def test_taking_the_penalty_puts_it_on_the_x_even_in_its_preferred_timeslot() -> None:
    sc = scenario().green_room(0, "extra-with-a-line").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", PENALTY, "pick extra-with-a-line")
    view = make_view(game.state, 0)
    prime = game.decision.options[1]  # type: ignore[union-attr]
    assert option_preview(view, prime).startswith(
        "Primetime: Dawson's Reek scores 6 viewers this round (timeslot penalty, forced by "
        "Flix: starts on season row 3 of 4, skipping 7 and 8)"
    )  # Dawson's Reek row 3 (5) + Extra With a Line (1)
    game.choose("timeslot primetime")
    assert row(game, 1) == PENALTY_ROW
    assert game.state.players[0].cash == 5


def test_the_lineup_is_the_one_before_the_replaced_show_is_cancelled() -> None:
    """Ann's only drama is the show the new drama replaces: the drawback still applies."""
    sc = scenario().green_room(0, "extra-with-a-line").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek")
    assert options(game) == [PAY, PENALTY]
    play(game, PENALTY, "pick extra-with-a-line", "timeslot daytime")
    assert row(game, 0) == PENALTY_ROW
    assert "gregs-anatomy" in game.state.players[0].reruns


def test_another_genre_asks_nothing() -> None:
    sc = scenario().green_room(0, "extra-with-a-line").display(show=["macguffin"])
    game = sc.start_turn(0)
    play(game, "produce macguffin", "pick extra-with-a-line")
    assert game.decision is not None and game.decision.kind == "production-timeslot"
    game.choose("timeslot latenight")
    assert row(game, 2) == TOP_ROW and game.state.players[0].cash == 4


def test_without_3m_left_the_penalty_is_taken_without_asking() -> None:
    sc = scenario(cash=6).green_room(0, "extra-with-a-line").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    game.choose("produce dawsons-reek")  # $1M left after the cost: can't pay $3M more
    assert game.decision is not None and game.decision.kind == "production-attach"
    play(game, "pick extra-with-a-line")
    # even its own preferred timeslot's preview says why it takes the penalty (a review found
    # the penalty previewed everywhere without a reason)
    view = make_view(game.state, 0)
    prime = next(o for o in game.decision.options if str(o) == "timeslot primetime")  # type: ignore[union-attr]
    assert "(timeslot penalty, forced by Flix: starts on season row 3 of 4" in option_preview(
        view, prime
    )
    game.choose("timeslot primetime")
    assert row(game, 1) == PENALTY_ROW and game.state.players[0].cash == 1


def test_flexible_schedule_ignores_the_drawback() -> None:
    sc = scenario().green_room(0, "extra-with-a-line", "flexible-schedule")
    game = sc.display(show=["dawsons-reek"]).start_turn(0)
    play(game, "produce dawsons-reek", PENALTY, "pick extra-with-a-line")
    assert "use flexible-schedule" in options(game)
    play(game, "use flexible-schedule", "timeslot latenight")
    assert row(game, 2) == TOP_ROW
    assert game.state.players[0].cash == 5
    assert "flexible-schedule" not in game.state.players[0].green_room


def test_a_show_preferring_any_timeslot_ignores_the_drawback() -> None:
    sc = scenario().green_room(0, "extra-with-a-line").display(show=["dawsons-reek"])
    state = sc.state
    show = state.cards["dawsons-reek"]
    assert isinstance(show, ShowCard)
    # an ANY show (Telly Time has them)
    state.cards = {**state.cards, "dawsons-reek": replace(show, timeslots=())}
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick extra-with-a-line")
    assert game.decision is not None and game.decision.kind == "production-timeslot"
    game.choose("timeslot latenight")
    assert row(game, 2) == TOP_ROW and game.state.players[0].cash == 5


def test_a_show_placed_anywhere_by_its_own_effect_ignores_the_drawback() -> None:
    """Car Chases Without Context (a ruling: like ANY, it can't suffer a timeslot penalty)."""
    sc = scenario().lineup(0, "primetime", "dextrous")
    sc.display(show=["car-chases-without-context"])
    game = sc.start_turn(0)
    play(game, "produce car-chases-without-context")
    assert game.decision is not None and game.decision.kind == "production-timeslot"


@pytest.mark.parametrize("ad", ["luxury-sedan", "laundry-soap", "psychic-hotline"])
def test_an_ad_with_a_timeslot_condition_always_counts_as_in_the_right_timeslot(ad: str) -> None:
    sc = scenario().green_room(0, "extra-with-a-line", ad).display(show=["dawsons-reek"])
    sc.lineup(0, "daytime", None)
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek", "pick extra-with-a-line", f"pick {ad}")
    slot = "latenight" if ad == "luxury-sedan" else "primetime"
    game.choose(f"timeslot {slot}")
    show = game.state.players[0].lineup[game.state.geometry.slot(slot)]
    assert show is not None and (ad, True) in show.attachments
    assert game.decision is not None and game.decision.kind == "turn"  # nothing asked


def test_an_ad_added_later_also_counts_as_in_the_right_timeslot() -> None:
    sc = scenario().green_room(0, "breakfast-cereal")
    sc.lineup(0, "latenight", "dextrous", attachments=["used-car-lot"])
    game = sc.start_turn(0)
    game.choose("attach breakfast-cereal latenight")
    assert ("breakfast-cereal", True) in game.state.players[0].lineup[2].attachments  # type: ignore[union-attr]


def test_other_conditions_and_timeslot_stars_still_count() -> None:
    """Only ads, only timeslot conditions: a drama ad and a daytime star go upside down."""
    sc = scenario().green_room(0, "soap-opera-legend", "luxury-perfume")
    sc.lineup(0, "daytime", None).display(show=["macguffin"])
    game = sc.start_turn(0)
    play(game, "produce macguffin", "pick soap-opera-legend", "pick luxury-perfume")
    play(game, "timeslot primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None
    assert show.attachments == (("soap-opera-legend", False), ("luxury-perfume", False))


def test_assert_refused_pay_when_short() -> None:
    sc = scenario(cash=8).green_room(0, "extra-with-a-line").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    game.choose("produce dawsons-reek")  # $3M left: exactly enough
    assert options(game) == [PAY, PENALTY]
    game.choose(PAY)
    assert game.state.players[0].cash == 0
    assert_refused(game, PAY)


def test_a_pilot_season_show_of_a_starters_genre_falls_under_the_drawback() -> None:
    """Pilot Season shows are produced too: a Flix pilot of one of her starters' genres asks;
    with the penalty it starts on row 3 even in its own preferred timeslot."""
    for seed in range(60):
        config = GameConfig(
            players=("Ann", "Bob"), seed=seed, executives={"Ann": "flix", "Bob": "cable"}
        )
        game = placed(Game.new(config))  # Bob (Cable, the 1st player) keeps first
        state = game.state
        starters = {s.genre for s in state.players[0].lineup if s is not None}
        pilots = [
            c
            for c in state.players[0].hand
            if isinstance(state.cards[c], ShowCard) and state.cards[c].genre in starters
        ]
        if pilots:
            break
    else:
        pytest.fail("no seed dealt Ann a pilot show of a starter's genre")
    pilot = state.cards[pilots[0]]
    assert isinstance(pilot, ShowCard)
    game.choose(game.decision.options[0])  # type: ignore[union-attr]
    keep = next(o for o in options(game) if pilot.id in o)
    play(game, keep)
    while game.decision is not None and game.decision.player != 0:
        game.choose(game.decision.options[0])
    cash = state.players[0].cash
    assert options(game) == [PAY, PENALTY]
    play(game, PENALTY)
    while game.decision is not None and game.decision.kind != "production-timeslot":
        game.choose(options(game)[-1])  # attach nothing more
    slot = state.geometry.slot(pilot.timeslots[0])
    play(game, f"timeslot {pilot.timeslots[0]}")
    assert row(game, slot) == PENALTY_ROW and state.players[0].cash == cash


@pytest.mark.parametrize("seed", range(10))
def test_random_games_with_flix_finish_and_conserve_cards(seed: int) -> None:
    game = play_random(placed(Game.new(given_config("flix", seed))), seed)
    assert game.over
    assert_conserved(game)


@pytest.mark.parametrize("seed", range(4))
def test_every_option_offered_with_flix_has_an_adapter_id(seed: int) -> None:
    assert_every_option_has_an_adapter_id(given_config("flix", seed), seed)


def test_the_executives_own_choices_have_adapter_ids() -> None:
    space = action_space(("executives",))
    for board, mode in [
        ("flix", "pay"),
        ("flix", "penalty"),
        ("starryeye", "superstar"),
        ("starryeye", "plain"),
    ]:
        option = PickCard(board, mode)
        assert space.player_options[space.player_id(option)] == option


def _flix_with_voice(cash: int) -> Game:
    """Ann (Flix, a drama on the air) produces Dawson's Reek ($5M, a drama; a star required)
    with no star in her green room: only Voice of a Generation can fill the slot, with a show
    from the display (Jeers, $2M) paid from what cash is left."""
    boards = {"Ann": "flix", "Bob": "cable", "Cy": "generic", "Di": "rich"}
    sc = Scenario(["Ann", "Bob", "Cy", "Di"], modules=("moguls",), executives=boards)
    sc.lineup(0, "daytime", "gregs-anatomy")
    sc.lineup(0, "primetime", None).lineup(0, "latenight", None)
    sc.green_room(0, "voice-of-a-generation")
    sc.state.parts["moguls"].taken[0] = "voice-of-a-generation"  # type: ignore[attr-defined]
    sc.display(show=["dawsons-reek", "jeers"]).cash(0, cash)
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek")
    return game


def test_paying_is_not_offered_when_it_would_leave_the_show_unfinishable() -> None:
    """$8M: $3M left after the cost; paying $3M more would leave nothing for Jeers, and the
    required star could not be filled: the penalty is taken without asking."""
    game = _flix_with_voice(8)
    assert PAY not in options(game)
    assert options(game) == ["use voice-of-a-generation"]
    assert game.state.players[0].cash == 3
    play(game, "use voice-of-a-generation", "pick jeers", "timeslot primetime")
    assert row(game, 1) == PENALTY_ROW
    assert game.state.players[0].cash == 1


def test_paying_is_offered_when_the_show_can_still_be_finished() -> None:
    game = _flix_with_voice(10)  # $5M left: $2M after paying, enough for Jeers
    assert options(game) == [PAY, PENALTY]
    play(game, PAY, "use voice-of-a-generation", "pick jeers", "timeslot primetime")
    assert row(game, 1) == TOP_ROW
    assert game.state.players[0].cash == 0
