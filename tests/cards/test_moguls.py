"""The Moguls module (Megacorp rulebook, "Moguls" and "Mogul Clarifications"; RULINGS 7.1).

Each rule and each clarification is a scenario built with `Scenario(..., modules=("moguls",))`
and its exact numbers.
"""

from __future__ import annotations

import random

import pytest

from helpers import assert_conserved, options, play
from primetime import Game
from primetime.cards import MogulCard, load_box
from primetime.engine.deck import HIDDEN
from primetime.engine.game import determinize
from primetime.engine.modules.moguls import Moguls
from primetime.engine.results import NETWORK
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import final_items, round_items, round_score, show_viewers
from primetime.engine.views import make_view
from primetime.presentation import option_label, option_preview

MOGULS = ("moguls",)
THREE = ("celebrity-whisperer", "tech-pioneer", "penny-pincher")


def scenario(players: tuple[str, ...] = ("Ann", "Bob", "Cy", "Di"), **config: object) -> Scenario:
    """A moguls game with Ann's three starters off the air (lineups built by each test)."""
    sc = Scenario(players, modules=MOGULS, **config)
    for timeslot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, timeslot, None)
    return sc


def part(game: Game | Scenario) -> Moguls:
    state = game.state if isinstance(game, Game) else game.state
    found = state.parts["moguls"]
    assert isinstance(found, Moguls)
    return found


def holding(sc: Scenario, player: int, mogul: str) -> Scenario:
    """The player already has this mogul, face up in the green room."""
    sc.green_room(player, mogul)
    part(sc).taken[player] = mogul
    return sc


def gaining(sc: Scenario, mogul: str, *others: str) -> Game:
    """Ann takes the mogul bonus with `mogul` on top of the deck and keeps it."""
    sc.deck_top("mogul", mogul, *(others or tuple(m for m in THREE if m != mogul)[:2]))
    game = sc.start(("mogul-draw", 0, 3), ("turn", 0))
    game.choose(f"pick {mogul}")
    return game


def total_round(game: Game, player: int = 0) -> int:
    return round_score(round_items(game.state, player))


# -- the card data ----------------------------------------------------------------------------


def test_megacorp_box_has_the_ten_moguls_of_rulings_7_1_with_their_types() -> None:
    moguls = load_box("megacorp").of_type("mogul")
    types = {m.id: (m.top_type, m.bottom_type) for m in moguls if isinstance(m, MogulCard)}
    assert types == {
        "blockbuster-director": (None, "use-once"),
        "celebrity-whisperer": ("immediate", "ongoing"),
        "director-everyone-wants": ("ongoing", "ongoing"),
        "host-turned-tycoon": ("immediate", "game-end"),
        "page-to-screen": ("immediate", "use-once"),
        "penny-pincher": ("ongoing", "game-end"),
        "reboot-o-mancer": ("immediate", None),
        "viral-marketer": ("ongoing", "ongoing"),
        "voice-of-a-generation": (None, "use-once"),
        "tech-pioneer": ("immediate", "ongoing"),
    }
    assert all(m.effect == m.id for m in moguls)


# -- setup and the mogul bonus --------------------------------------------------------------------


def test_setup_puts_a_token_on_space_3_of_every_genre_and_shuffles_the_mogul_deck() -> None:
    game = Game.new(Scenario(modules=MOGULS).config)
    assert part(game).tokens == list(game.state.geometry.genres)
    assert len(game.state.decks["mogul"]) == 10
    assert not game.state.decks["mogul"].layers[0].ordered
    assert part(game).taken == [None, None]
    assert_conserved(game)


def test_without_the_module_there_are_no_moguls() -> None:
    game = Game.new(Scenario().config)
    assert "mogul" not in game.state.decks and "moguls" not in game.state.parts


def _to_space_3(sc: Scenario, player: int = 0) -> Game:
    sc.genres(player, sports=2)
    return sc.start(("genre-advance", player, "sports"), ("turn", player))


def test_landing_on_a_token_draws_3_moguls_keeps_1_and_puts_2_on_the_bottom_unseen() -> None:
    sc = scenario()
    sc.deck_top("mogul", *THREE)
    game = _to_space_3(sc)
    ann = game.state.players[0]
    assert game.decision is not None and game.decision.kind == "mogul-keep"
    assert sorted(ann.hand) == sorted(THREE)
    assert "sports" not in part(game).tokens
    play(game, "pick penny-pincher")
    assert ann.hand == [] and "penny-pincher" in ann.green_room
    assert part(game).taken == ["penny-pincher", None, None, None]
    bottom = game.state.decks["mogul"].layers[-1]
    assert bottom.cards == ["celebrity-whisperer", "tech-pioneer"]
    assert bottom.ordered and bottom.known_to == (0,)
    assert len(game.state.decks["mogul"]) == 9
    # no network bonus under the token
    assert all(game.state.cards[c].kind != "network" for c in ann.green_room)
    assert game.decision is not None and game.decision.kind == "turn"
    assert_conserved(game)


def test_landing_on_a_token_with_a_mogul_leaves_it_and_gives_the_network_bonus() -> None:
    sc = holding(scenario(), 0, "penny-pincher")
    game = _to_space_3(sc)
    assert game.decision is not None and game.decision.kind == "keep-one"
    assert all(game.state.cards[c].kind == "network" for c in game.state.players[0].hand)
    assert len(game.state.players[0].hand) == 2
    assert "sports" in part(game).tokens


def test_a_removed_token_uncovers_the_network_bonus_for_everyone_after() -> None:
    sc = scenario()
    part(sc).tokens.remove("sports")
    game = _to_space_3(sc)
    assert game.decision is not None and game.decision.kind == "keep-one"
    assert part(game).taken == [None] * 4


def test_only_one_mogul_per_player_per_game_even_face_down() -> None:
    sc = holding(scenario(), 0, "blockbuster-director")
    sc.state.players[0].face_down = ("blockbuster-director",)
    game = _to_space_3(sc)
    assert game.decision is not None and game.decision.kind == "keep-one"


def test_the_mogul_bonus_is_the_preview_of_space_3() -> None:
    sc = scenario().genres(0, sports=2)
    from primetime.engine.progress import progress_of

    state = sc.state
    preview = progress_of(state, 0).describe(state, 0, "sports")
    assert "Mogul (draw 3, keep 1) bonus now" in preview


def test_mogul_draws_are_hidden_from_other_players_in_views_logs_and_determinize() -> None:
    sc = Scenario(modules=MOGULS)
    sc.deck_top("mogul", *THREE)
    sc.state.decks["mogul"].layers[0].known_to = (0,)  # only Ann could know the top here
    game = _to_space_3(sc)
    bob = make_view(game.state, 1)
    assert bob.state.players[0].hand == [HIDDEN + "mogul"] * 3
    drawn = [e for e in bob.log if e.kind == "draw"]
    assert len(drawn) == 3 and all("card" not in e.data for e in drawn)
    assert make_view(game.state, 0).state.players[0].hand == game.state.players[0].hand
    play(game, "pick tech-pioneer")
    bob = make_view(game.state, 1)
    assert all(c.startswith(HIDDEN) for c in bob.state.decks["mogul"].cards())
    bottoms = [e for e in bob.log if e.kind == "bottom"]
    assert bottoms and "cards" not in bottoms[-1].data
    guess = determinize(bob, random.Random(3))
    assert sorted(guess.state.decks["mogul"].cards()) == sorted(
        c for c in game.state.decks["mogul"].cards()
    )
    assert_conserved(guess)


# -- Blockbuster Director ---------------------------------------------------------------------


def _blockbuster() -> Scenario:
    sc = holding(scenario(), 0, "blockbuster-director").cash(0, 10)
    sc.lineup(0, "primetime", "star-trick", attachments=["teen-idol"])  # 7 + 3
    return sc


def test_blockbuster_director_scores_a_show_again_after_scoring_and_flips() -> None:
    game = _blockbuster().start_end_of_round()
    assert game.decision is not None and "pick star-trick" in options(game)
    assert "done" in options(game)
    play(game, "pick star-trick")
    ann = game.state.players[0]
    assert ann.round_scores == [20]
    assert ann.face_down == ("blockbuster-director",)
    assert "blockbuster-director" in ann.green_room
    # it still ages once
    show = ann.lineup[1]
    assert show is not None and show.row == 1


def test_blockbuster_director_may_be_declined_and_used_a_later_round() -> None:
    game = _blockbuster().start_end_of_round()
    play(game, "done")
    assert game.state.players[0].round_scores == [10]
    assert game.state.players[0].face_down == ()


def test_blockbuster_director_counts_every_bonus_of_the_show_again() -> None:
    """Late Night Buzz (+2 in late night) counts in the score again too: 6 + 3 + 2, twice."""
    sc = holding(scenario(), 0, "blockbuster-director").green_room(0, "late-night-buzz")
    sc.lineup(0, "latenight", "hard-knockoffs", attachments=["teen-idol"])
    game = sc.start_end_of_round()
    play(game, "pick hard-knockoffs")
    assert game.state.players[0].round_scores == [22]


def test_blockbuster_director_cannot_rescore_a_surpriser_that_used_its_effect() -> None:
    sc = holding(scenario(), 0, "blockbuster-director")
    sc.lineup(0, "daytime", "surpriser", attachments=["teen-idol"])
    sc.lineup(0, "primetime", "pardon-the-eruption")
    game = sc.start_end_of_round()
    play(game, "use surpriser")
    assert "pick surpriser" not in options(game)
    assert options(game) == ["pick pardon-the-eruption", "done"]


# -- Celebrity Whisperer ----------------------------------------------------------------------


def test_celebrity_whisperer_draws_2_stars_signs_1_free_and_stays() -> None:
    sc = scenario().cash(0, 0).deck_top("star", "teen-idol", "influencer")
    game = gaining(sc, "celebrity-whisperer")
    assert game.decision is not None and game.decision.kind == "keep-one"
    play(game, "pick teen-idol")
    ann = game.state.players[0]
    assert ann.cash == 0
    assert ann.green_room == ["celebrity-whisperer", "teen-idol"]
    assert "influencer" in game.state.discards["star"]


def test_celebrity_whisperer_adds_1_viewer_per_attached_star() -> None:
    sc = holding(scenario(), 0, "celebrity-whisperer")
    sc.lineup(0, "primetime", "star-trick", attachments=["teen-idol", "influencer"])
    game = sc.start_turn(0)
    show = game.state.players[0].lineup[1]
    assert show is not None
    assert show_viewers(game.state, 0, 1, show) == 7 + 3 + 3 + 2


def test_celebrity_whisperer_bonus_counts_for_writeoff() -> None:
    """Big Bother (4) and Pardon the Eruption on its last row (3) with Extra with a Line (1)
    tie at 4; with the +1 Pardon has 5, so Writeoff cancels Big Bother without asking."""
    sc = holding(scenario(), 0, "celebrity-whisperer").cash(0, 0)
    sc.lineup(0, "daytime", "pardon-the-eruption", row=3, attachments=["extra-with-a-line"])
    sc.lineup(0, "latenight", "big-bother")
    sc.display(network=["writeoff"])
    game = sc.start_turn(0)
    play(game, "take-network writeoff")
    ann = game.state.players[0]
    assert ann.lineup[2] is None and "big-bother" in ann.reruns
    assert ann.cash == 6


def test_celebrity_whisperer_bonus_counts_for_surpriser() -> None:
    """Surpriser row 0 (6) + Teen Idol (3) + 1: 10, plus the row again: 16."""
    sc = holding(scenario(), 0, "celebrity-whisperer")
    sc.lineup(0, "daytime", "surpriser", attachments=["teen-idol"])
    game = sc.start_end_of_round()
    play(game, "use surpriser")
    assert game.state.players[0].round_scores == [16]


def test_celebrity_whisperer_bonus_counts_for_blockbuster_director() -> None:
    """Blockbuster Director is another mogul: with both (as if a Specialist had two) the
    rescore includes Whisperer's +1: (7 + 3 + 1) twice."""
    sc = holding(scenario(), 0, "celebrity-whisperer").green_room(0, "blockbuster-director")
    sc.lineup(0, "primetime", "star-trick", attachments=["teen-idol"])
    game = sc.start_end_of_round()
    play(game, "pick star-trick")
    assert game.state.players[0].round_scores == [22]


# -- Director Everyone Wants to Work With ---------------------------------------------------


def test_director_ignores_a_failed_condition_that_would_turn_a_star_upside_down() -> None:
    """Retired Slugger (sports only) on Star Trick: upright, 4 viewers and $1M expenses."""
    sc = holding(scenario(), 0, "director-everyone-wants").cash(0, 10)
    sc.green_room(0, "retired-slugger").display(show=["star-trick"])
    game = sc.start_turn(0)
    play(game, "produce star-trick", "pick retired-slugger", "timeslot primetime")
    # "You may ignore": the player chooses
    assert options(game) == ["pick retired-slugger", "pick retired-slugger down"]
    play(game, "pick retired-slugger")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == [("retired-slugger", True)]
    assert show_viewers(game.state, 0, 1, show) == 7 + 4


def test_director_lets_the_player_keep_the_star_upside_down_after_all() -> None:
    """Upside down, Retired Slugger shows its gray side: fewer viewers, no expenses."""
    sc = holding(scenario(), 0, "director-everyone-wants").cash(0, 10)
    sc.green_room(0, "retired-slugger").display(show=["star-trick"])
    game = sc.start_turn(0)
    play(game, "produce star-trick", "pick retired-slugger", "timeslot primetime")
    play(game, "pick retired-slugger down")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == [("retired-slugger", False)]


def test_director_previews_each_side_once() -> None:
    """The side question words the side its option gives; the card is not named again as
    turned (the preview's list of cards turned leaves out the one it is about)."""
    sc = holding(scenario(), 0, "director-everyone-wants").cash(0, 10)
    sc.green_room(0, "retired-slugger").display(show=["star-trick"])
    game = sc.start_turn(0)
    play(game, "produce star-trick", "pick retired-slugger", "timeslot primetime")
    view = game.view(0)
    down = next(o for o in game.decision.options if str(o) == "pick retired-slugger down")
    text = option_preview(view, down)
    assert text.startswith("upside down (needs: ")
    assert "Retired Slugger" not in text


def test_director_asks_nothing_when_the_condition_is_met() -> None:
    """Teen Idol has no condition: it goes on rightside up without a question."""
    sc = holding(scenario(), 0, "director-everyone-wants").cash(0, 10)
    sc.green_room(0, "teen-idol").display(show=["star-trick"])
    game = sc.start_turn(0)
    play(game, "produce star-trick", "pick teen-idol", "timeslot primetime")
    assert game.decision is not None and game.decision.kind != "attach-side"
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == [("teen-idol", True)]


def test_without_director_the_failed_condition_turns_the_star_upside_down() -> None:
    sc = scenario().cash(0, 10).green_room(0, "retired-slugger").display(show=["star-trick"])
    game = sc.start_turn(0)
    play(game, "produce star-trick", "pick retired-slugger", "timeslot primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == [("retired-slugger", False)]


@pytest.mark.parametrize(
    ("choice", "upright", "viewers"), [("", True, 7 + 5), (" down", False, 7 + 2)]
)
def test_director_may_ignore_an_effect_that_turns_a_star_upside_down(
    choice: str, upright: bool, viewers: int
) -> None:
    """ "You may ignore any condition or other effect that would force you to attach a star upside
    down": Charity Infomercial Mainstay after Ann's winning round (30 to 20, 5 and 0), on Star
    Trick (7). Ann chooses; upright the star shows 5 viewers and $1M expenses, upside down 2 and
    none."""
    sc = holding(scenario(), 0, "director-everyone-wants").cash(0, 10)
    sc.lineup(0, "primetime", "star-trick").green_room(0, "charity-infomercial-mainstay")
    sc.scores(0, 30).scores(1, 20).scores(2, 5).scores(3, 0)
    game = sc.start_turn(0)
    play(game, "attach charity-infomercial-mainstay primetime")
    decision = game.decision
    assert decision is not None and decision.kind == "attach-side" and decision.player == 0
    assert decision.prompt.startswith("An effect would rotate Charity Infomercial Mainstay")
    assert options(game) == [
        "pick charity-infomercial-mainstay",
        "pick charity-infomercial-mainstay down",
    ]
    play(game, "pick charity-infomercial-mainstay" + choice)
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == [("charity-infomercial-mainstay", upright)]
    assert show_viewers(game.state, 0, 1, show) == viewers
    assert game.decision is not None and game.decision.kind != "attach-side"


def test_without_director_the_effect_turns_the_star_upside_down_unasked() -> None:
    sc = scenario().cash(0, 10).green_room(0, "charity-infomercial-mainstay")
    sc.lineup(0, "primetime", "star-trick").scores(0, 30).scores(1, 20).scores(2, 5).scores(3, 0)
    game = sc.start_turn(0)
    play(game, "attach charity-infomercial-mainstay primetime")
    assert game.decision is not None and game.decision.kind != "attach-side"
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == [("charity-infomercial-mainstay", False)]


def test_director_industry_veteran_must_still_be_rotated_to_use_its_effect() -> None:
    """Used from the start (cost $3M less), Industry Veteran goes upside down anyway."""
    sc = holding(scenario(), 0, "director-everyone-wants").cash(0, 10)
    sc.green_room(0, "industry-veteran").display(show=["car-chases-without-context"])
    game = sc.start_turn(0)
    play(game, "produce car-chases-without-context using industry-veteran", "timeslot latenight")
    show = game.state.players[0].lineup[2]
    assert show is not None and show.attachments == [("industry-veteran", False)]
    assert game.state.players[0].cash == 10 - (4 - 3)


def test_director_gives_2_viewers_to_each_show_with_2_or_more_stars() -> None:
    sc = holding(scenario(), 0, "director-everyone-wants")
    sc.lineup(0, "primetime", "star-trick", attachments=["teen-idol", "influencer"])
    sc.lineup(0, "latenight", "hard-knockoffs", attachments=["character-actor"])
    game = sc.start_turn(0)
    two, one = game.state.players[0].lineup[1], game.state.players[0].lineup[2]
    assert two is not None and one is not None
    assert show_viewers(game.state, 0, 1, two) == 7 + 3 + 3 + 2
    assert show_viewers(game.state, 0, 2, one) == 6 + 3


def test_director_bonus_counts_for_surpriser() -> None:
    """Surpriser (6) + two stars (3 + 3) + 2, plus the row again (6): 20."""
    sc = holding(scenario(), 0, "director-everyone-wants")
    sc.lineup(0, "daytime", "surpriser", attachments=["teen-idol", "influencer"])
    game = sc.start_end_of_round()
    play(game, "use surpriser")
    assert game.state.players[0].round_scores == [20]


# -- Host Turned Tycoon -----------------------------------------------------------------------


def test_host_turned_tycoon_may_be_flipped_for_15m_when_gained() -> None:
    sc = scenario().cash(0, 4)
    game = gaining(sc, "host-turned-tycoon")
    assert options(game) == ["use host-turned-tycoon", "done"]
    play(game, "use host-turned-tycoon")
    ann = game.state.players[0]
    assert ann.cash == 19 and ann.face_down == ("host-turned-tycoon",)
    assert part(game).taken[0] == "host-turned-tycoon"


def test_host_turned_tycoon_kept_face_up_cannot_be_flipped_later() -> None:
    sc = scenario().cash(0, 4)
    game = gaining(sc, "host-turned-tycoon")
    play(game, "done")
    assert game.state.players[0].cash == 4
    assert not any("host-turned-tycoon" in o for o in options(game))


def _last_round(sc: Scenario) -> Game:
    sc.state.round = sc.state.geometry.rounds
    return sc.start_end_of_round()


def test_host_turned_tycoon_buys_up_to_10_viewers_at_1m_each_at_game_end() -> None:
    sc = holding(scenario(), 0, "host-turned-tycoon").cash(0, 20)
    game = _last_round(sc)
    assert game.decision is not None and game.decision.player == 0
    assert options(game) == [f"number {n}" for n in range(11)]
    play(game, "number 7")
    while not game.over:
        game.choose(0)
    ann = game.result().players[0]
    assert ("host-turned-tycoon", 7) in ann.network_cards
    assert ann.cash == 13 // 3


def test_host_turned_tycoon_options_say_how_many_viewers_and_what_they_cost() -> None:
    sc = holding(scenario(), 0, "host-turned-tycoon").cash(0, 4)
    game = _last_round(sc)
    view = make_view(game.state, 0)
    assert game.decision is not None
    shown = {
        option_label(view.state.cards, o, view.state): option_preview(view, o)
        for o in game.decision.options
    }
    assert list(shown) == [
        "Buy 0 viewers",
        "Buy 1 viewer",
        "Buy 2 viewers",
        "Buy 3 viewers",
        "Buy 4 viewers",
    ]
    assert shown["Buy 3 viewers"] == "pay $3M ($1M left); then the game ends"
    assert shown["Buy 0 viewers"] == "pay nothing; then the game ends"


def test_host_turned_tycoon_spends_at_most_your_cash() -> None:
    sc = holding(scenario(), 0, "host-turned-tycoon").cash(0, 4)
    game = _last_round(sc)
    assert options(game) == [f"number {n}" for n in range(5)]


def test_host_turned_tycoon_cash_spent_is_not_leftover_cash_for_corporate_takeover() -> None:
    sc = holding(scenario(), 0, "host-turned-tycoon").cash(0, 20)
    sc.green_room(0, "corporate-takeover")
    game = _last_round(sc)
    play(game, "number 10")
    while not game.over:
        game.choose(0)
    ann = game.result().players[0]
    assert dict(ann.network_cards) == {"host-turned-tycoon": 10, "corporate-takeover": 2}
    assert ann.cash == 10 // 3


# -- Page to Screen ---------------------------------------------------------------------------


def test_page_to_screen_puts_a_display_show_in_your_green_room_and_stays() -> None:
    sc = scenario().display(show=["jeers", "dextrous"])
    game = gaining(sc, "page-to-screen")
    assert options(game) == ["pick jeers", "pick dextrous"]
    play(game, "pick jeers")
    assert game.state.players[0].green_room == ["page-to-screen", "jeers"]
    assert game.state.display["show"] == [None, "dextrous"]


def test_page_to_screen_produces_from_the_green_room_without_an_action() -> None:
    sc = holding(scenario(), 0, "page-to-screen").cash(0, 5).green_room(0, "jeers")
    game = sc.start_turn(0)
    play(game, "use page-to-screen")
    assert options(game) == ["produce jeers"]
    play(game, "produce jeers", "timeslot latenight")
    ann = game.state.players[0]
    assert ann.cash == 3 and game.state.actions_left == 1
    assert ann.face_down == ("page-to-screen",) and "page-to-screen" in ann.green_room
    show = ann.lineup[2]
    assert show is not None and show.card == "jeers"
    assert not any(o.startswith("use page-to-screen") for o in options(game))


def test_page_to_screen_still_needs_the_required_slots_filled() -> None:
    """Dawson's Reek needs a star: with none in the green room it can't be produced."""
    sc = holding(scenario(), 0, "page-to-screen").cash(0, 10).green_room(0, "dawsons-reek")
    game = sc.start_turn(0)
    assert "use page-to-screen" not in options(game)


def test_page_to_screen_with_exclusive_rights_any_green_room_show() -> None:
    sc = holding(scenario(), 0, "page-to-screen").cash(0, 10)
    sc.green_room(0, "jeers", "dextrous", "promo-stay-tuned")
    game = sc.start_turn(0)
    play(game, "use page-to-screen")
    assert options(game) == ["produce jeers", "produce dextrous"]


# -- Penny Pincher ----------------------------------------------------------------------------


def _pincher() -> Scenario:
    sc = holding(scenario(), 0, "penny-pincher").cash(0, 10)
    sc.lineup(0, "primetime", "reinfeld", attachments=["teen-idol"])  # $2M + $1M
    sc.lineup(0, "latenight", "friday-night-bites", attachments=["influencer"])  # $2M + $1M
    return sc


def test_penny_pincher_ignores_one_show_and_its_stars_at_upkeep() -> None:
    game = _pincher().start_end_of_round()
    assert options(game) == ["use penny-pincher", "done"]
    play(game, "use penny-pincher")
    assert options(game) == ["pick reinfeld", "pick friday-night-bites"]
    play(game, "pick friday-night-bites")
    assert game.state.players[0].cash == 10 - 3


def test_penny_pincher_may_ignore_nothing() -> None:
    game = _pincher().start_end_of_round()
    play(game, "done")
    assert game.state.players[0].cash == 10 - 6


def test_penny_pincher_ignored_stars_have_no_expenses_for_reinfeld() -> None:
    """Reinfeld 10 + Teen Idol 3 and Friday Night Bites 6 + Influencer 3: 22; with Friday
    Night Bites ignored, Influencer has no expenses, so Reinfeld scores +1: 23."""
    game = _pincher().start_end_of_round()
    play(game, "done")
    assert game.state.players[0].round_scores == [22]
    game = _pincher().start_end_of_round()
    play(game, "use penny-pincher", "pick friday-night-bites")
    assert game.state.players[0].round_scores == [23]
    assert all(not s.expense_free() for _, s in game.state.players[0].shows())


def test_penny_pincher_lasts_through_blockbuster_directors_second_scoring() -> None:
    """ "For that upkeep and that round's scoring" (RULINGS 7.4): a Specialist holds both moguls;
    Reinfeld (10) with Teen Idol (3), ignored by Penny Pincher, scores 10 + 3 + 1 (a star with
    no expenses), and again 14 when Blockbuster Director scores it a second time."""
    sc = Scenario(["Ann", "Bob"], modules=MOGULS, executives={"Ann": "specialist", "Bob": "cable"})
    for timeslot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, timeslot, None)
    holding(sc.cash(0, 20), 0, "penny-pincher").green_room(0, "blockbuster-director")
    sc.lineup(0, "primetime", "reinfeld", attachments=["teen-idol"])
    game = sc.start_end_of_round()
    play(game, "use penny-pincher", "pick reinfeld")
    while game.decision is not None and game.decision.kind != "card-choice":
        play(game, "done")
    assert [i.viewers for i in round_items(game.state, 0) if i.source == "reinfeld"] == [14]
    play(game, "pick reinfeld")
    assert [e.data["viewers"] for e in game.state.log if e.kind == "rescore"] == [14]
    assert all(not s.expense_free() for _, s in game.state.players[0].shows())  # aged: over


def test_penny_pincher_game_end_is_15_minus_all_lineup_expenses_ignoring_nothing() -> None:
    sc = _pincher()
    sc.state.players[0].lineup[1].tokens = (("reinfeld", "no-expenses"),)  # type: ignore[union-attr]
    items = [i for i in final_items(sc.state, 0) if i.category == NETWORK]
    assert items == [(NETWORK, "penny-pincher", 15 - 6)]


def test_penny_pincher_game_end_is_never_below_0() -> None:
    sc = holding(scenario(), 0, "penny-pincher")
    sc.lineup(0, "daytime", "secession", attachments=["method-actor", "a-list-superstar"])
    sc.lineup(0, "primetime", "throne-of-games", attachments=["tabloid-magnet", "comeback-kid"])
    sc.lineup(0, "latenight", "breaking-dad", attachments=["network-golden-boy"])
    items = [i for i in final_items(sc.state, 0) if i.category == NETWORK]
    assert items == [(NETWORK, "penny-pincher", 0)]


# -- Reboot-o-mancer --------------------------------------------------------------------------


def test_reboot_o_mancer_returns_up_to_3_shows_to_the_deck_top_and_advances_each() -> None:
    sc = scenario().reruns(0, "dawsons-reek", "jeers", "bowling-night-live", "dextrous")
    sc.reruns(0, "sportsedges")
    game = gaining(sc, "reboot-o-mancer")
    assert options(game) == [
        "pick dawsons-reek",
        "pick jeers",
        "pick dextrous",
        "pick sportsedges",
        "done",
    ]  # not the starter
    play(game, "pick jeers", "pick dawsons-reek", "pick sportsedges")
    ann = game.state.players[0]
    assert ann.reruns == ["bowling-night-live", "dextrous"]
    assert ann.genres == {"sitcom": 1, "drama": 1, "sports": 1}
    assert game.state.decks["show"].cards()[:3] == ["sportsedges", "dawsons-reek", "jeers"]
    assert game.decision is not None and game.decision.kind == "turn"


def test_reboot_o_mancer_may_return_fewer_in_any_order() -> None:
    sc = scenario().reruns(0, "dawsons-reek", "jeers")
    game = gaining(sc, "reboot-o-mancer")
    play(game, "pick jeers", "done")
    assert game.state.players[0].reruns == ["dawsons-reek"]
    assert game.state.decks["show"].cards()[0] == "jeers"


def test_reboot_o_mancer_with_no_shows_in_reruns_does_nothing() -> None:
    game = gaining(scenario(), "reboot-o-mancer")
    assert game.decision is not None and game.decision.kind == "turn"


# -- Viral Marketer ---------------------------------------------------------------------------


def test_viral_marketer_attaches_promo_ads_rightside_up_without_paying() -> None:
    sc = holding(scenario(), 0, "viral-marketer").cash(0, 5)
    sc.green_room(0, "promo-stay-tuned").display(show=["dextrous"])
    game = sc.start_turn(0)
    play(game, "produce dextrous", "pick promo-stay-tuned", "timeslot daytime")
    # "You may attach promo ads rightside up without paying": asked, for free
    assert options(game) == ["promo promo-stay-tuned pay", "promo promo-stay-tuned rotate"]
    assert game.decision is not None and "without paying" in game.decision.prompt
    play(game, "promo promo-stay-tuned pay")
    show = game.state.players[0].lineup[0]
    assert show is not None and show.attachments == [("promo-stay-tuned", True)]
    assert game.state.players[0].cash == 5 - 2  # the show's cost only


def test_viral_marketer_free_promo_may_still_be_rotated() -> None:
    sc = holding(scenario(), 0, "viral-marketer").cash(0, 2)  # less than the promo's $3M
    sc.green_room(0, "promo-stay-tuned").display(show=["dextrous"])
    game = sc.start_turn(0)
    play(game, "produce dextrous", "pick promo-stay-tuned", "timeslot daytime")
    play(game, "promo promo-stay-tuned rotate")
    show = game.state.players[0].lineup[0]
    assert show is not None and show.attachments == [("promo-stay-tuned", False)]
    assert game.state.players[0].cash == 0


def test_viral_marketer_gives_1_viewer_per_2m_of_net_upkeep_income() -> None:
    """Dextrous (no expenses) with two promos upright ($2M each): +$4M, 2 viewers."""
    sc = holding(scenario(), 0, "viral-marketer")
    sc.lineup(0, "daytime", "dextrous", attachments=["promo-stay-tuned", "promo-sneak-peek"])
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + 2 + 2 + 2]


def test_viral_marketer_never_loses_viewers() -> None:
    sc = holding(scenario(), 0, "viral-marketer").cash(0, 10)
    sc.lineup(0, "primetime", "star-trick", attachments=["teen-idol"])  # $3M expenses
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [10]


def test_viral_marketer_counts_the_upkeep_settled_even_if_a_show_leaves_before_scoring() -> None:
    """The round's net upkeep income is what the upkeep settled: Surpriser ($1M expenses) with
    two promos ($2M income each) and Dextrous: +$3M, 1 viewer; using Surpriser when scoring
    cancels it (and its ads' income) after the upkeep, and the viewer stays."""
    for use, score in (("use surpriser", 4 + 1 + 16), ("done", 10 + 4 + 1)):
        sc = holding(scenario(), 0, "viral-marketer").cash(0, 10)
        sc.lineup(0, "daytime", "surpriser", attachments=["promo-stay-tuned", "promo-sneak-peek"])
        sc.lineup(0, "primetime", "dextrous")
        game = sc.start_end_of_round()
        assert game.state.players[0].cash == 10 + 3
        play(game, use)
        scored = next(e for e in game.state.log if e.kind == "score" and e.player == 0)
        assert [v for _, source, v in scored.data["items"] if source == "viral-marketer"] == [1]
        assert game.state.players[0].round_scores == [score]


# -- Voice of a Generation --------------------------------------------------------------------


def _voice() -> Game:
    """Ann produces Dawson's Reek ($5M; star, ad?) and uses Voice of a Generation to attach
    Jeers ($2M, rows 4/6/5/3, no expenses) from the display in its star slot."""
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 20)
    sc.green_room(0, "teen-idol").display(show=["dawsons-reek", "jeers"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek")
    assert "use voice-of-a-generation" in options(game)
    play(game, "use voice-of-a-generation")
    assert options(game) == ["pick jeers"]
    play(game, "pick jeers")
    return game


def test_voice_of_a_generation_attaches_a_display_show_paid_for_as_a_star() -> None:
    game = _voice()
    ann = game.state.players[0]
    assert ann.cash == 20 - 5 - 2
    assert ann.face_down == ("voice-of-a-generation",)
    # the show fills the required star slot: done is the only option left (the star has no
    # room), so the production goes on to its timeslot
    assert game.decision is not None and game.decision.kind == "production-timeslot"
    play(game, "timeslot primetime")
    show = ann.lineup[1]
    assert show is not None and show.attachments == [("jeers", True)]
    assert show_viewers(game.state, 0, 1, show) == 7 + 4
    assert ann.genres == {"drama": 1}  # the attached show advances no genre
    assert "teen-idol" in ann.green_room


def test_voice_of_a_generation_adds_the_row_level_with_the_marker_and_its_expenses() -> None:
    """Dawson's Reek on row 1 (8) with Reinfeld attached: Reinfeld's row 1 (12); expenses
    $1M + $2M at upkeep; Reinfeld's own effect is lost (Character Actor has no expenses, but
    no +1)."""
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 10)
    sc.lineup(0, "primetime", "dawsons-reek", row=1, attachments=["reinfeld"])
    sc.lineup(0, "latenight", "hard-knockoffs", attachments=["character-actor"])
    game = sc.start_turn(0)
    show = game.state.players[0].lineup[1]
    assert show is not None and show_viewers(game.state, 0, 1, show) == 8 + 12
    from primetime.engine.scoring import income_and_expenses

    assert income_and_expenses(game.state, 0) == (0, 1 + 2 + 1 + 0)
    other = game.state.players[0].lineup[2]
    assert other is not None and show_viewers(game.state, 0, 2, other) == 6 + 3


def test_voice_of_a_generation_both_shows_go_to_reruns_when_cancelled() -> None:
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 10)
    sc.lineup(0, "primetime", "dawsons-reek", row=3, attachments=["jeers"])
    game = sc.start_end_of_round()
    ann = game.state.players[0]
    assert ann.lineup[1] is None
    assert ann.reruns == ["jeers", "dawsons-reek"]
    assert "jeers" not in game.state.discards["show"]


def test_voice_of_a_generation_show_is_not_a_star_for_award_show_or_spinoff() -> None:
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 10)
    sc.green_room(0, "award-show", "spinoff")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["jeers"])
    sc.lineup(0, "latenight", "hard-knockoffs", attachments=["teen-idol"])
    items = dict((i.source, i.viewers) for i in final_items(sc.state, 0) if i.category == NETWORK)
    assert items["award-show"] == 1  # Teen Idol only
    game = sc.start_turn(0)
    play(game, "use spinoff")
    assert options(game) == ["pick teen-idol"]


def test_voice_of_a_generation_show_is_not_a_star_for_celebrity_whisperer() -> None:
    """Blockbuster Director aside, a second mogul here only shows the count: Whisperer adds
    +1 for Teen Idol, nothing for the attached show."""
    sc = holding(scenario(), 0, "voice-of-a-generation").green_room(0, "celebrity-whisperer")
    sc.lineup(0, "primetime", "star-trick", attachments=["jeers", "teen-idol"])
    game = sc.start_turn(0)
    show = game.state.players[0].lineup[1]
    assert show is not None and show_viewers(game.state, 0, 1, show) == 7 + 4 + 3 + 1


def test_voice_of_a_generation_lets_you_produce_a_show_whose_star_only_it_fills() -> None:
    """No star in the green room: Dawson's Reek ($5M, a required star) can be produced with
    $7M, the attached Jeers ($2M) filling the star; with $6M it can't."""
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 7)
    sc.display(show=["dawsons-reek", "jeers"])
    game = sc.start_turn(0)
    assert "produce dawsons-reek" in options(game)
    play(game, "produce dawsons-reek")
    assert options(game) == ["use voice-of-a-generation"]  # no done before the star is filled
    play(game, "use voice-of-a-generation", "pick jeers", "timeslot primetime")
    ann = game.state.players[0]
    show = ann.lineup[1]
    assert show is not None and show.attachments == [("jeers", True)] and ann.cash == 0
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 6)
    sc.display(show=["dawsons-reek", "jeers"])
    assert "produce dawsons-reek" not in options(sc.start_turn(0))


def test_voice_of_a_generation_needs_an_empty_star_or_wild_slot_and_the_cash() -> None:
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 6)
    sc.green_room(0, "teen-idol").display(show=["dawsons-reek", "reinfeld"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek")  # $1M left: Reinfeld costs $8M
    assert "use voice-of-a-generation" not in options(game)
    sc = holding(scenario(), 0, "voice-of-a-generation").cash(0, 20)
    sc.green_room(0, "promo-stay-tuned").display(show=["dextrous", "jeers"])
    game = sc.start_turn(0)
    play(game, "produce dextrous")  # ad, ad?: no star or wild slot
    assert "use voice-of-a-generation" not in options(game)


# -- Tech Pioneer -----------------------------------------------------------------------------


def test_tech_pioneer_draws_2_network_cards_keeps_both_and_immediate_ones_resolve() -> None:
    sc = scenario().cash(0, 0).deck_top("network", "syndication-rights", "cost-cutting")
    sc.reruns(0, "jeers", "dawsons-reek")
    game = gaining(sc, "tech-pioneer")
    ann = game.state.players[0]
    assert ann.green_room == ["tech-pioneer", "cost-cutting"]
    assert ann.cash == 2  # Syndication Rights: $1M per rerun
    assert "syndication-rights" in game.state.discards["network"]


def test_tech_pioneer_scores_1_viewer_per_network_card_in_your_green_room() -> None:
    sc = holding(scenario(), 0, "tech-pioneer")
    sc.green_room(0, "cost-cutting", "late-night-buzz", "teen-idol")
    sc.discards("creative-accounting")  # used and discarded: not counted
    sc.lineup(0, "daytime", "jeers")
    game = sc.start_end_of_round()
    assert game.state.players[0].round_scores == [4 + 2]


def test_a_mogul_is_not_a_network_card_for_tech_pioneer() -> None:
    sc = holding(scenario(), 0, "tech-pioneer")
    game = sc.start_turn(0)
    assert total_round(game) == 0


# -- face down ------------------------------------------------------------------------------


def test_a_face_down_mogul_has_no_effects() -> None:
    sc = holding(scenario(), 0, "celebrity-whisperer")
    sc.state.players[0].face_down = ("celebrity-whisperer",)
    sc.lineup(0, "primetime", "star-trick", attachments=["teen-idol"])
    game = sc.start_turn(0)
    show = game.state.players[0].lineup[1]
    assert show is not None and show_viewers(game.state, 0, 1, show) == 10


def test_isaacs_example_action_space_3_draws_3_moguls_keeps_1() -> None:
    """ "Isaac advances to 3 in the Action genre. He removes the token, then draws 3 moguls and
    chooses 1 to keep." He produces Car Chases Without Context (action, optional slots only)
    with his Action marker on space 2."""
    sc = Scenario(["Isaac", "Bob", "Cy", "Di"], modules=("moguls",)).cash(0, 10)
    sc.genres(0, action=2).display(show=["car-chases-without-context"])
    sc.deck_top("mogul", "celebrity-whisperer", "tech-pioneer", "penny-pincher")
    game = sc.start_turn(0)
    play(game, "produce car-chases-without-context")
    if "done" in options(game):
        game.choose("done")
    game.choose("timeslot latenight")
    isaac = game.state.players[0]
    part = game.state.parts["moguls"]
    assert isinstance(part, Moguls)
    assert isaac.genres["action"] == 3
    assert "action" not in part.tokens  # he removes the token
    assert game.decision is not None and game.decision.kind == "mogul-keep"
    assert sorted(isaac.hand) == ["celebrity-whisperer", "penny-pincher", "tech-pioneer"]
    game.choose("pick penny-pincher")
    assert "penny-pincher" in isaac.green_room and isaac.hand == []
    assert part.taken[0] == "penny-pincher"
    assert not any(game.state.cards[c].kind == "network" for c in isaac.green_room)


# --- Megacorp, Telly Time: Arkady's drama show completes a column; A and B ---------------------
