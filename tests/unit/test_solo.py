"""Solo mode, sentence by sentence (rulebook "Solo Mode")."""

from __future__ import annotations

import random

import pytest

from primetime import CHANCE, ConfigError, Game, GameConfig
from primetime.engine.modules.solo import OPPONENT, RANKS, piles, rank
from primetime.engine.scenario import Scenario
from primetime.presentation import option_preview


def solo_scenario(first: int = 0, **kwargs: object) -> Scenario:
    sc = Scenario(["Ann"], **kwargs)  # type: ignore[arg-type]
    sc.first(first)
    return sc


def test_one_player_is_solo_and_solo_needs_one_player() -> None:
    assert GameConfig(players=("Ann",)).solo
    with pytest.raises(ConfigError, match="solo mode is for 1 player"):
        GameConfig(players=("Ann", "Bob"), solo=True)
    with pytest.raises(ConfigError, match="Classic Turns"):
        GameConfig(players=("Ann",), classic_turns=True)


def test_solo_uses_the_1_2_player_board() -> None:
    game = Game.new(GameConfig(players=("Ann",), seed=3))
    while game.state.round == 0:
        game.choose(game.decision.options[0])
    sizes = {k: len(v) for k, v in game.state.display.items()}
    assert sizes == {"show": 5, "star": 4, "ad": 4, "network": 3}
    # shows marked 3 (A) and 4 (B) leave the game
    cards = game.state.cards
    assert all(
        cards[c].players == 0
        for c in game.state.universe
        if cards[c].kind == "show" and cards[c].category == "show"
    )


@pytest.mark.parametrize(("coin", "first", "cash"), [(0, 0, 6), (1, OPPONENT, 8)])
def test_first_player_is_chosen_at_random_and_cash_follows_position(
    coin: int, first: int, cash: int
) -> None:
    game = Game.new(GameConfig(players=("Ann",), seed=1), auto_chance=False)
    decision = game.decision
    assert decision.player == CHANCE and decision.kind == "solo-first"
    assert [str(o) for o in decision.options] == ["number 0", "number 1"]
    game.choose(f"number {coin}")
    assert game.state.first == first
    assert game.state.players[0].cash == cash


def test_the_seeded_coin_gives_both_outcomes() -> None:
    firsts = {Game.new(GameConfig(players=("Ann",), seed=s)).state.first for s in range(20)}
    assert firsts == {0, OPPONENT}


def test_taking_a_card_leaves_a_gap_in_its_display_row() -> None:
    sc = solo_scenario()
    sc.display(
        star=["method-actor", "romantic-lead", "influencer", "teen-idol"],
        network=["big-game", "award-show"],
    )
    sc.deck_top("solo", "rival-plays-the-long-game")  # the opponent then takes a network card
    game = sc.start_turn(0)
    game.choose("sign-star romantic-lead")
    assert game.state.display["star"] == ["method-actor", None, "influencer", "teen-idol"]
    assert game.state.display["network"] == ["big-game", None]


def opponent_discards(
    display: dict[str, list[str]], solo: list[str], genres: dict[str, int] | None = None
) -> Game:
    """Ann passes nothing: the opponent takes its turn with these solo cards on top."""
    sc = solo_scenario(first=OPPONENT)
    sc.display(**display)
    if genres:
        sc.genres(0, **genres)
    sc.deck_top("solo", *solo)
    return sc.start(("turn", OPPONENT))


def test_most_wild_slots_takes_the_leftmost_of_the_best() -> None:
    # wild slots: sportsedges 1, hard-knockoffs 0, quantum-leapfrog 2, walker-texas-stranger 1
    game = opponent_discards(
        {"show": ["sportsedges", "hard-knockoffs", "quantum-leapfrog", "walker-texas-stranger"]},
        ["flexible-format-frenzy"],
    )
    assert game.state.display["show"] == [
        "sportsedges",
        "hard-knockoffs",
        None,
        "walker-texas-stranger",
    ]
    assert "quantum-leapfrog" in game.state.discards["show"]
    assert piles(game.state).revealed == ["flexible-format-frenzy"]
    assert game.decision.player == 0  # then it is Ann's turn


def test_ties_go_to_the_leftmost() -> None:
    # sportsedges and doctor-whom both have one wild slot: the leftmost is discarded
    game = opponent_discards(
        {"show": ["hard-knockoffs", "doctor-whom", "sportsedges"]}, ["anything-goes-pitch-meeting"]
    )
    assert game.state.display["show"] == ["hard-knockoffs", None, "sportsedges"]


def test_when_no_card_fits_the_preference_the_leftmost_goes() -> None:
    # no show has a wild slot
    game = opponent_discards(
        {"show": ["hard-knockoffs", "normal-stuff", "dawsons-reek"]}, ["flexible-format-frenzy"]
    )
    assert game.state.display["show"] == [None, "normal-stuff", "dawsons-reek"]


@pytest.mark.parametrize(
    ("row", "cards", "solo", "gone"),
    [
        (
            "show",
            ["hard-knockoffs", "eastworld", "secession"],
            "rival-network-buys-a-hit",
            "eastworld",
        ),
        ("show", ["normal-stuff", "secession", "eastworld"], "ratings-grab", "secession"),
        (
            "show",
            ["sportsedges", "star-trick", "secession"],
            "rival-buys-a-big-production",
            "secession",
        ),
        (
            "star",
            ["method-actor", "living-legend", "a-list-superstar"],
            "rival-outbids-you",
            "living-legend",
        ),
        (
            "ad",
            ["laundry-soap", "psychic-hotline", "promo-stay-tuned"],
            "house-ads-pulled",
            "promo-stay-tuned",
        ),
        (
            "network",
            ["big-game", "spinoff", "award-show"],
            "rival-plays-the-long-game",
            "award-show",
        ),
        ("network", ["big-game", "award-show", "spinoff"], "rival-calls-in-a-favor", "spinoff"),
    ],
)
def test_each_preference_picks_its_card(row: str, cards: list[str], solo: str, gone: str) -> None:
    game = opponent_discards({row: cards}, [solo])
    assert gone in game.state.discards[row]
    assert gone not in game.state.display[row]
    assert sum(c is None for c in game.state.display[row]) == 1


def test_your_best_genre_reads_your_genre_track() -> None:
    game = opponent_discards(
        {"show": ["hard-knockoffs", "dawsons-reek", "normal-stuff"]},
        ["rival-copies-your-format"],
        genres={"drama": 2, "sitcom": 1},
    )
    assert "dawsons-reek" in game.state.discards["show"]


def test_with_no_show_of_your_best_genre_the_leftmost_goes_not_your_next_best() -> None:
    """The card prefers "a show of the genre where your genre track marker is highest"; the
    rulebook: if none satisfies the preference, the leftmost card of the type is discarded."""
    display = {"show": ["gregs-anatomy", "surpriser", "star-trick", "doctor-whom"]}
    best = {"sports": 2, "scifi": 1}  # no sports show on display; two sci-fi shows
    game = opponent_discards(display, ["rival-copies-your-format"], genres=best)
    assert game.state.discards["show"] == ["gregs-anatomy"]
    tied = {"sports": 2, "scifi": 2}  # tied highest: a sci-fi show fits, the leftmost of them
    game = opponent_discards(display, ["rival-copies-your-format"], genres=tied)
    assert game.state.discards["show"] == ["star-trick"]


def test_an_empty_type_puts_the_card_beside_the_pass_track_and_reveals_another() -> None:
    game = opponent_discards(
        {"network": [], "star": ["method-actor", "romantic-lead"]},
        ["rival-plays-the-long-game", "poached-headliner"],
    )
    assert piles(game.state).passing == ["rival-plays-the-long-game"]
    assert piles(game.state).revealed == ["poached-headliner"]
    assert game.state.pass_track == []  # one card beside the track: not passed yet


def test_the_second_card_beside_the_pass_track_means_the_opponent_passes() -> None:
    game = opponent_discards(
        {"network": [], "ad": []},
        ["rival-plays-the-long-game", "house-ads-pulled", "poached-headliner"],
    )
    state = game.state
    assert piles(state).passing == ["rival-plays-the-long-game", "house-ads-pulled"]
    assert state.pass_track == [OPPONENT]  # claims the first column
    assert "poached-headliner" not in piles(state).revealed  # draws no more this round
    # Ann plays on alone and, passing last, takes the $2M column only
    assert [str(o) for o in game.decision.options if str(o).startswith("pass")] == ["pass cash"]
    cash = state.players[0].cash
    game.choose("pass cash")
    assert state.players[0].cash >= cash + 2


def test_if_you_pass_first_the_round_ends_at_once() -> None:
    sc = solo_scenario(first=0)
    sc.display(star=["method-actor"], show=["dawsons-reek"])
    sc.cash(0, 5)
    game = sc.start_turn(0)
    start = len(game.log)
    game.choose("pass cash")  # column 1: $10M
    state = game.state
    kinds = [e.kind for e in game.log[start:]]
    round_two = kinds.index("round")
    assert "solo-discard" not in kinds[:round_two]  # the opponent took no turn before the end
    assert kinds.index("upkeep") < round_two
    assert state.round == 2
    assert len(state.players[0].round_scores) == 1


def test_the_pass_preview_says_passing_first_ends_the_round() -> None:
    sc = solo_scenario(first=0).cash(0, 5)
    game = sc.start_turn(0)
    view = game.view(0)
    assert game.decision is not None
    lines = {str(o): option_preview(view, o) for o in game.decision.options}
    assert lines["pass cash"] == (
        "pass: gain $10M ($15M); ends the round now: the solo opponent has not passed"
    )
    assert lines["pass viewers"].endswith("; ends the round now: the solo opponent has not passed")


def test_the_first_player_token_alternates_and_the_solo_deck_is_reshuffled_each_round() -> None:
    game = Game.new(GameConfig(players=("Ann",), seed=11))
    rng = random.Random(11)
    firsts = []
    while not game.over:
        state = game.state
        events = len(game.log)
        game.choose(rng.choice(game.decision.options))
        for event in game.log[events:]:
            if event.kind == "round":
                firsts.append(event.data["first"])
                assert (
                    len(game.state.decks["solo"])
                    + len(piles(game.state).revealed)
                    + len(piles(game.state).passing)
                    == 15
                )
        del state
    assert len(firsts) == 4
    assert all(a != b for a, b in zip(firsts, firsts[1:], strict=False))
    assert set(firsts) == {0, OPPONENT}


def test_the_solo_deck_is_whole_again_at_the_start_of_each_round() -> None:
    sc = solo_scenario(first=OPPONENT)
    sc.display(network=[], ad=[])
    sc.deck_top("solo", "rival-plays-the-long-game", "house-ads-pulled")
    game = sc.start(("turn", OPPONENT))
    game.choose("pass cash")  # Ann passes last; the round ends
    state = game.state
    assert state.round == 2
    assert len(state.decks["solo"]) == 15
    assert state.first == 0  # Ann is 1st player in round 2, so no card is revealed yet
    assert piles(state).passing == [] and piles(state).revealed == []


@pytest.mark.parametrize(
    ("score", "name"),
    [
        (0, "Intern"),
        (149, "Intern"),
        (150, "Production Assistant"),
        (179, "Production Assistant"),
        (180, "Line Producer"),
        (199, "Line Producer"),
        (200, "Executive Producer"),
        (219, "Executive Producer"),
        (220, "Vice President"),
        (239, "Vice President"),
        (240, "Chief Executive"),
        (259, "Chief Executive"),
        (260, "Industry Legend"),
        (400, "Industry Legend"),
    ],
)
def test_rank_boundaries(score: int, name: str) -> None:
    assert rank(score) == name


def test_seven_ranks_in_order() -> None:
    assert [name for _, name in reversed(RANKS)] == [
        "Intern",
        "Production Assistant",
        "Line Producer",
        "Executive Producer",
        "Vice President",
        "Chief Executive",
        "Industry Legend",
    ]


def test_result_carries_the_rank() -> None:
    sc = Scenario(["Ann"], round=4)
    sc.scores(0, 40, 40, 40)
    sc.cash(0, 0)
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    game = sc.start_end_of_round()
    result = game.result()
    mine = result.players[0]
    assert mine.total == 120 + mine.reruns + mine.genres + mine.cash
    assert mine.rank == rank(mine.total)


def test_the_opponents_draws_stay_hidden_until_revealed() -> None:
    game = Game.new(GameConfig(players=("Ann",), seed=2))
    view = game.view(0)
    deck = view.state.decks["solo"]
    assert all(card == "?solo" for layer in deck.layers for card in layer.cards)
    assert len(deck) == 15


def test_the_opponents_round_in_words_for_every_interface() -> None:
    """One card beside the pass track after one discard; then the second makes it pass. The
    terminal's line and the browser's table (`solo_progress`) say the same words."""
    from primetime.presentation import solo_progress
    from primetime.server.payload import table_of
    from primetime.tui.board import solo_text

    game = opponent_discards(
        {"network": [], "star": ["method-actor", "romantic-lead"]},
        ["rival-plays-the-long-game", "poached-headliner"],
    )
    left = len(game.state.decks["solo"])
    words = solo_progress(game.state)
    assert words == (
        "1 display card discarded this round, 1 solo card beside the pass track "
        f"(it passes at the 2nd), {left} cards left in its deck"
    )
    line = solo_text(game.state)
    assert line is not None and line.plain == f"Solo opponent: {words}"
    assert table_of(game.view(0))["solo_progress"] == words
    passed = opponent_discards(
        {"network": [], "ad": []},
        ["rival-plays-the-long-game", "house-ads-pulled", "poached-headliner"],
    )
    assert solo_progress(passed.state) == "has passed this round"
    assert solo_progress(Game.new(GameConfig(("Ann", "Bob"), seed=1)).state) == ""


def test_the_solo_rules_in_brief_say_what_puts_a_card_beside_the_pass_track() -> None:
    from primetime.presentation import rules_in_brief

    game = Game.new(GameConfig(("Ann",), seed=1))
    brief = rules_in_brief(game.state, 0)
    assert "a solo card goes beside the track when the display has no card of its type" in brief
