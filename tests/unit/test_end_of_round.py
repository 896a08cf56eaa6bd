"""End of Round (rulebook p. 9-10): upkeep, scoring, aging, clearing the pass track, passing the
1st player token, refreshing the display."""

from __future__ import annotations

from primetime import Game
from primetime.engine.scenario import Scenario


def texts(game: Game) -> list[str]:
    assert game.decision is not None
    return [str(o) for o in game.decision.options]


def ann_only(players: int = 2, **kwargs: object) -> Scenario:
    """Ann's lineup emptied (the other players keep their starters: no income, no expenses)."""
    sc = Scenario(["Ann", "Bob", "Cy", "Di", "Ed"][:players], **kwargs)  # type: ignore[arg-type]
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    return sc


# -- upkeep ----------------------------------------------------------------------------------


def test_positive_upkeep_is_gained() -> None:
    sc = ann_only().cash(0, 0)
    sc.lineup(0, "primetime", "flounder-tank", attachments=["pet-insurance"])  # +3 - 1
    game = sc.start_end_of_round()
    assert game.state.players[0].cash == 2


def test_the_green_room_pays_no_expenses_and_earns_no_income() -> None:
    sc = ann_only().cash(0, 0).green_room(0, "method-actor", "luxury-sedan")
    sc.lineup(0, "primetime", "flounder-tank", attachments=["pet-insurance"])
    game = sc.start_end_of_round()
    assert game.state.players[0].cash == 2
    assert game.state.players[0].green_room == ["method-actor", "luxury-sedan"]


def test_negative_upkeep_is_paid() -> None:
    sc = ann_only().cash(0, 5)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["method-actor"])  # -1 - 3
    game = sc.start_end_of_round()
    assert game.state.players[0].cash == 1


def test_upside_down_cards_use_their_gray_values() -> None:
    sc = ann_only().cash(0, 5)
    # Method Actor upside down: 3 viewers, $1M expenses; Psychic Hotline rotated: $0M income
    sc.lineup(
        0,
        "primetime",
        "dawsons-reek",
        attachments=[("method-actor", False), ("psychic-hotline", False)],
    )
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    assert ann.cash == 5 - 1 - 1
    assert ann.round_scores == [7 + 3 + 0]


def test_exactly_enough_cash_pays_without_canceling() -> None:
    sc = ann_only().cash(0, 4)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["method-actor"])
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    assert ann.cash == 0
    assert ann.reruns == []
    assert ann.round_scores == [7 + 6]


def _short_of_cash() -> Game:
    # net upkeep: income 3 - expenses (1 + 3) - 1 = -2, with only $1M
    sc = ann_only().cash(0, 1)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["method-actor"])
    sc.lineup(0, "latenight", "flounder-tank", attachments=["pet-insurance"])
    return sc.start_end_of_round()


def test_cannot_pay_upkeep_cancel_a_show_of_your_choice() -> None:
    game = _short_of_cash()
    assert game.decision is not None
    assert (game.decision.player, game.decision.kind) == (0, "upkeep-cancel")
    assert texts(game) == ["cancel primetime", "cancel latenight"]
    game.choose("cancel primetime")  # recalculated: +3 - 1 = +2
    state = game.state
    ann = state.players[0]
    assert ann.cash == 1 + 2
    assert ann.lineup[1] is None
    assert ann.reruns == ["dawsons-reek"]
    assert state.discards["star"] == ["method-actor"]
    assert ann.round_scores == [6]  # the canceled show scores nothing


def test_cancel_again_until_you_can_pay() -> None:
    game = _short_of_cash()
    game.choose("cancel latenight")  # recalculated: -1 - 3 = -4, still more than $1M
    assert game.decision is not None and game.decision.kind == "upkeep-cancel"
    assert texts(game) == ["cancel primetime"]
    game.choose("cancel primetime")
    ann = game.state.players[0]
    assert ann.cash == 1
    assert ann.lineup == [None, None, None]
    assert ann.reruns == ["flounder-tank", "dawsons-reek"]
    assert sorted(game.state.discards["ad"] + game.state.discards["star"]) == [
        "method-actor",
        "pet-insurance",
    ]
    assert ann.round_scores == [0]


# -- scoring and aging -----------------------------------------------------------------------


def _full_lineup() -> Scenario:
    sc = ann_only().cash(0, 0)
    sc.lineup(
        0,
        "daytime",
        "gregs-anatomy",
        row=1,
        attachments=["tearful-ingenue", "pet-insurance", ("romantic-lead", False)],
    )
    sc.lineup(0, "primetime", "dawsons-reek", row=3, attachments=["character-actor"])
    sc.lineup(
        0,
        "latenight",
        "flounder-tank",
        row=2,
        attachments=["fast-food-value-meal", ("online-dating-app", False)],
    )
    sc.state.players[0].pass_viewers = 4
    return sc


def test_score_is_rows_plus_attachments_plus_pass_viewers() -> None:
    game = _full_lineup().start_end_of_round()
    ann = game.state.players[0]
    gregs = 9 + 4 + 0 + 2  # row 2, Tearful Ingenue, Pet Insurance, Romantic Lead upside down
    dawsons = 3 + 3  # bottom row, Character Actor
    flounder = 5 + 1 + 0  # row 3, Fast Food Value Meal, Online Dating App rotated (no viewers)
    assert ann.round_scores == [gregs + dawsons + flounder + 4]
    # upkeep: income 3 + 2 + 1 (rotated), expenses 2 + 1 + 0 (upside down) + 1 + 0 + 1
    assert ann.cash == 1


def test_aging_moves_markers_down_and_cancels_shows_off_the_bottom() -> None:
    game = _full_lineup().start_end_of_round()
    state = game.state
    ann = state.players[0]
    rows = [(s.card, s.row) if s is not None else None for s in ann.lineup]
    assert rows == [("gregs-anatomy", 2), None, ("flounder-tank", 3)]
    assert ann.reruns == ["dawsons-reek"]
    assert state.discards["star"] == ["character-actor"]
    # attachments of the shows still on the air stay, on their sides
    gregs = ann.lineup[0]
    assert gregs is not None
    assert gregs.attachments == (
        ("tearful-ingenue", True),
        ("pet-insurance", True),
        ("romantic-lead", False),
    )


def _pass_round(game: Game) -> None:
    round_now = game.state.round
    while game.state.round == round_now and not game.over:
        game.choose("pass cash")


def test_a_show_on_the_x_lasts_two_seasons() -> None:
    # the rulebook's Dawson's Reek outside primetime: 5 viewers, then canceled after 2 seasons
    sc = ann_only().cash(0, 10)
    sc.lineup(0, "daytime", "dawsons-reek", row=2, attachments=["character-actor"])
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    assert ann.round_scores == [5 + 3]
    show = ann.lineup[0]
    assert show is not None and show.row == 3
    _pass_round(game)
    assert ann.round_scores == [8, 3 + 3]
    assert ann.lineup[0] is None
    assert ann.reruns == ["dawsons-reek"]


# -- the rest of the end of round ------------------------------------------------------------


def test_pass_track_cleared_and_first_player_token_passes_clockwise() -> None:
    sc = Scenario(["Ann", "Bob", "Cy"]).first(2).passed(2, 0, 1)
    sc.state.players[0].pass_viewers = 6
    sc.state.players[2].pass_viewers = 3
    game = sc.start_end_of_round()
    state = game.state
    assert state.pass_track == []
    assert [p.pass_viewers for p in state.players] == [0, 0, 0]
    assert [p.round_scores for p in state.players] == [[16], [10], [13]]
    assert state.first == 0  # Cy had it; it goes clockwise to Ann
    assert state.round == 2
    assert game.decision is not None
    assert (game.decision.player, game.decision.kind) == (0, "turn")


def test_display_leftovers_are_discarded_and_a_full_display_dealt() -> None:
    sc = Scenario(["Ann", "Bob"])
    sc.display(
        show=["dawsons-reek", "flounder-tank"],
        star=["teen-idol"],
        ad=["pet-insurance"],
        network=["streaming-deal"],
    )
    game = sc.start_end_of_round()
    state = game.state
    assert state.discards == {
        "show": ["dawsons-reek", "flounder-tank"],
        "star": ["teen-idol"],
        "ad": ["pet-insurance"],
        "network": ["streaming-deal"],
    }
    assert {k: len(row) for k, row in state.display.items()} == {
        "show": 5,
        "star": 4,
        "ad": 4,
        "network": 3,
    }
    shown = {c for row in state.display.values() for c in row}
    assert None not in shown
    assert not shown & {"dawsons-reek", "flounder-tank", "teen-idol", "pet-insurance"}


def test_after_round_four_shows_off_the_bottom_go_to_reruns_before_end_game_scoring() -> None:
    sc = ann_only(round=4).cash(0, 0)
    sc.lineup(0, "primetime", "dawsons-reek", row=3, attachments=["character-actor"])
    sc.lineup(0, "latenight", "flounder-tank", row=2, attachments=["pet-insurance"])
    sc.scores(0, 20, 20, 20)
    game = sc.start_end_of_round()
    assert game.over
    ann = game.state.players[0]
    assert ann.reruns == ["dawsons-reek"]
    flounder = ann.lineup[2]
    assert flounder is not None and flounder.row == 3
    result = game.result().players[0]
    assert result.rounds == [20, 20, 20, 3 + 3 + 5]
    assert result.reruns == 3  # Dawson's Reek's bottom row
    assert result.cash == 0  # $0M + $3M - $2M = $1M: 0 viewers
    assert ann.cash == 1
