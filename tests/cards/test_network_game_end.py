"""Game End network cards: scored at the end of the game from your green room, itemised.

Rulebook, Game End: "Network: Score all "Game End" effects on network cards in your green room."
Card Clarifications (Streaming Deal) and RULINGS section 4 for the card texts.

Each game here ends from round 4 with everyone passed: upkeep, scoring and aging of round 4, then
the end-game bonuses. Ann's red starters score 4 + 3 + 3 and cost nothing.
"""

from __future__ import annotations

from primetime.engine.scenario import Scenario
from primetime.engine.scoring import PlayerResult


def final(sc: Scenario, player: int = 0) -> PlayerResult:
    game = sc.start_end_of_round()
    assert game.over
    return game.result().players[player]


def last_round() -> Scenario:
    return Scenario(["Ann", "Bob"], round=4).cash(0, 0).cash(1, 0)


# -- the Game End type ----------------------------------------------------------------------------


def test_game_end_cards_are_itemised_and_added_to_the_final_score() -> None:
    sc = last_round().green_room(0, "streaming-deal", "award-show", "teen-idol")
    sc.reruns(0, "dextrous", "dawsons-reek")
    result = final(sc)
    assert result.network_cards == [("streaming-deal", 2), ("award-show", 1)]
    assert result.network == 3
    assert result.rounds == [10]
    assert result.reruns == 3 + 3
    assert result.total == 10 + 6 + 3


def test_only_game_end_cards_in_the_green_room_are_listed() -> None:
    sc = last_round().green_room(0, "spinoff", "late-night-buzz", "variety-channel")
    sc.discards("streaming-deal").genres(0, drama=1)
    result = final(sc)
    assert result.network_cards == [("variety-channel", 2)]
    assert result.network == 2


def test_game_end_cards_score_for_their_owner_only() -> None:
    sc = last_round().green_room(1, "variety-channel").genres(0, drama=1, action=1)
    sc.genres(1, sitcom=1)
    game = sc.start_end_of_round()
    ann, bob = game.result().players
    assert (ann.network_cards, ann.network) == ([], 0)
    assert (bob.network_cards, bob.network) == ([("variety-channel", 2)], 2)


def test_a_game_end_card_worth_nothing_is_listed_with_0() -> None:
    result = final(last_round().green_room(0, "streaming-deal"))
    assert result.network_cards == [("streaming-deal", 0)]
    assert result.network == 0


# -- Streaming Deal -------------------------------------------------------------------------------


def test_streaming_deal_scores_1_viewer_per_card_in_your_reruns() -> None:
    sc = last_round().green_room(0, "streaming-deal")
    sc.reruns(0, "dextrous", "dawsons-reek", "sportsedges")
    result = final(sc)
    assert result.network_cards == [("streaming-deal", 3)]


def test_streaming_deal_counts_all_cards_in_your_reruns_rerun_guy_too() -> None:
    """ "Count all cards in your reruns." Rerun Guy counts as a rerun for all effects."""
    sc = last_round().green_room(0, "streaming-deal").reruns(0, "dextrous", "rerun-guy")
    result = final(sc)
    assert result.network_cards == [("streaming-deal", 2)]
    assert result.reruns == 3  # Dextrous's bottom row; Rerun Guy has none: 0


def test_streaming_deal_counts_shows_canceled_at_the_end_of_round_4() -> None:
    """RULINGS 6: a show aging off the bottom at the end of round 4 goes to reruns first."""
    sc = last_round().cash(0, 5).green_room(0, "streaming-deal")
    sc.lineup(0, "primetime", "dawsons-reek", row=3, attachments=["tearful-ingenue"])
    result = final(sc)
    assert result.network_cards == [("streaming-deal", 1)]


# -- Award Show -----------------------------------------------------------------------------------


def test_award_show_scores_1_viewer_per_star_in_your_lineup_and_green_room() -> None:
    sc = last_round().green_room(0, "award-show", "teen-idol", "pet-insurance", "spinoff")
    sc.lineup(
        0, "primetime", "dawsons-reek", attachments=[("method-actor", False), "luxury-perfume"]
    )
    # Famously Famous in an ad slot is still a star
    sc.lineup(0, "latenight", "cheap-laughs", attachments=["famously-famous"])
    result = final(sc)
    assert result.network_cards == [("award-show", 3)]


# -- Variety Channel ------------------------------------------------------------------------------


def test_variety_channel_scores_2_viewers_per_genre_track_with_your_marker() -> None:
    sc = last_round().green_room(0, "variety-channel").genres(0, drama=1, action=3, sports=5)
    result = final(sc)
    assert result.network_cards == [("variety-channel", 6)]
    assert result.genres == 1 + 5 + 15


# -- Corporate Takeover ---------------------------------------------------------------------------


def test_corporate_takeover_scores_1_viewer_per_5m_of_unspent_cash() -> None:
    sc = last_round().cash(0, 14).green_room(0, "corporate-takeover")
    result = final(sc)
    assert result.network_cards == [("corporate-takeover", 2)]
    assert result.cash == 4  # and the usual 1 viewer per $3M


def test_corporate_takeover_counts_cash_after_the_last_upkeep() -> None:
    sc = last_round().cash(0, 16).green_room(0, "corporate-takeover")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])  # $2M expenses
    result = final(sc)
    assert result.network_cards == [("corporate-takeover", 2)]  # $14M left


# -- Critics' Choice ------------------------------------------------------------------------------


def test_critics_choice_scores_3_viewers_per_genre_track_on_space_3_or_higher() -> None:
    sc = last_round().green_room(0, "critics-choice")
    sc.genres(0, drama=2, action=3, sports=5, sitcom=4, scifi=1)
    result = final(sc)
    assert result.network_cards == [("critics-choice", 9)]


# -- Merchandising --------------------------------------------------------------------------------


def test_merchandising_scores_1_viewer_per_ad_in_your_lineup_and_green_room() -> None:
    sc = last_round().green_room(0, "merchandising", "pet-insurance", "teen-idol")
    sc.lineup(
        0,
        "daytime",
        "flounder-tank",
        attachments=[("used-car-lot", False), "gold-coin-investments"],
    )
    sc.lineup(0, "latenight", "cheap-laughs", attachments=["famously-famous"])  # a star, not an ad
    result = final(sc)
    assert result.network_cards == [("merchandising", 3)]
