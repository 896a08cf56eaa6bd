"""Rulebook, End-Game Bonuses: Millie's final score.

"Millie's 4 round scores were 23, 32, 38, and 36, totaling 129 viewers. Her end-game bonuses were
10 from Genres, 6 from Reruns, 14 from Network, and 2 from Cash, totaling 32 viewers. Her final
score is 129 + 32 = 161!"

The 14 Network viewers come from Game End network cards, whose effects are implemented and tested
with the card effects (tests/cards). Here Millie has none, so her network item is 0 and her total
is 161 - 14 = 147; with the network cards' 14 it is 161.
"""

from __future__ import annotations

from primetime.engine.scenario import Scenario

MILLIE = 0


def test_millies_final_score_without_her_network_cards() -> None:
    sc = Scenario(["Millie", "Taio"], round=4)
    sc.scores(MILLIE, 23, 32, 38)
    # round 4 scores 36: Secession 14 + 3, Eastworld 10 + 3 + 4, Cheap Laughs 2
    sc.lineup(
        MILLIE, "daytime", "secession", row=1, attachments=["character-actor", "pet-insurance"]
    )
    sc.lineup(
        MILLIE,
        "primetime",
        "eastworld",
        row=2,
        attachments=["golden-voiced-narrator", "breakout-star"],
    )
    sc.lineup(MILLIE, "latenight", "cheap-laughs", row=1)
    # upkeep: income 3, expenses 4 + 4 = 8: $12M - $5M = $7M left, 2 viewers
    sc.cash(MILLIE, 12)
    # genres: drama 3 (5) + scifi 2 (3) + sports 1 (1) + reality 1 (1) = 10
    sc.genres(MILLIE, drama=3, scifi=2, sports=1, reality=1)
    # reruns: Dawson's Reek 3 + Hard Knockoffs 3 = 6
    sc.reruns(MILLIE, "dawsons-reek", "hard-knockoffs")
    game = sc.start_end_of_round()

    assert game.over
    millie = game.result().players[MILLIE]
    assert millie.name == "Millie"
    assert millie.rounds == [23, 32, 38, 36]
    assert millie.round_total == 129
    assert millie.genres == 10
    assert millie.reruns == 6
    assert millie.network == 0  # 14 with her Game End network cards
    assert millie.cash == 2
    assert game.state.players[MILLIE].cash == 7
    assert millie.genres + millie.reruns + millie.network + millie.cash == 32 - 14
    assert millie.total == 147  # 161 - 14
    assert millie.total + 14 == 161


def test_millies_final_score_is_161_with_14_from_network_cards() -> None:
    """ "Millie's 4 round scores were 23, 32, 38, and 36, totaling 129 viewers. Her end-game
    bonuses were 10 from Genres, 6 from Reruns, 14 from Network, and 2 from Cash, totaling 32
    viewers. Her final score is 129 + 32 = 161!" The lineup, genres, reruns and cash of
    scenarios/test_millie_161.py, plus four Game End network cards: Variety Channel (4 genre
    tracks: 8) + Award Show (3 stars in her lineup: 3) + Streaming Deal (2 reruns: 2) + Corporate
    Takeover ($7M left: 1) = 14."""
    sc = Scenario(["Millie", "Taio"], round=4)
    sc.scores(0, 23, 32, 38)
    sc.lineup(0, "daytime", "secession", row=1, attachments=["character-actor", "pet-insurance"])
    sc.lineup(
        0, "primetime", "eastworld", row=2, attachments=["golden-voiced-narrator", "breakout-star"]
    )
    sc.lineup(0, "latenight", "cheap-laughs", row=1)
    sc.cash(0, 12)
    sc.genres(0, drama=3, scifi=2, sports=1, reality=1)
    sc.reruns(0, "dawsons-reek", "hard-knockoffs")
    sc.green_room(0, "variety-channel", "award-show", "streaming-deal", "corporate-takeover")
    game = sc.start_end_of_round()
    assert game.over
    millie = game.result().players[0]
    assert millie.rounds == [23, 32, 38, 36] and millie.round_total == 129
    assert (millie.genres, millie.reruns, millie.network, millie.cash) == (10, 6, 14, 2)
    assert millie.genres + millie.reruns + millie.network + millie.cash == 32
    assert millie.total == 161


# --- Megacorp, Moguls: Isaac advances to 3 in the Action genre ----------------------------------
