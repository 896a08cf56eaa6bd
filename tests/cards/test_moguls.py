"""The Moguls module (Megacorp rulebook, "Moguls" and "Mogul Clarifications"; RULINGS 7.1).

Each rule and each clarification is a scenario built with `Scenario(..., modules=("moguls",))`
and its exact numbers. The moguls from Host Turned Tycoon on are in `test_mogul_cards.py`, the
shared table in `mogul_scenarios.py`.
"""

from __future__ import annotations

import random

import pytest

from cards.mogul_scenarios import MOGULS, THREE, gaining, holding, part, scenario
from helpers import assert_conserved, options, play
from primetime import Game
from primetime.cards import MogulCard, load_box
from primetime.engine.deck import HIDDEN
from primetime.engine.game import determinize
from primetime.engine.modules.moguls import Moguls
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import show_viewers
from primetime.engine.views import make_view
from primetime.presentation import option_preview

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
    # it only asks: the drawn moguls are the hand every interface shows whole
    assert game.decision.prompt == "keep one mogul; the others go to the bottom of the mogul deck"
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
    assert show is not None and show.attachments == (("retired-slugger", True),)
    assert show_viewers(game.state, 0, 1, show) == 7 + 4


def test_director_lets_the_player_keep_the_star_upside_down_after_all() -> None:
    """Upside down, Retired Slugger shows its gray side: fewer viewers, no expenses."""
    sc = holding(scenario(), 0, "director-everyone-wants").cash(0, 10)
    sc.green_room(0, "retired-slugger").display(show=["star-trick"])
    game = sc.start_turn(0)
    play(game, "produce star-trick", "pick retired-slugger", "timeslot primetime")
    play(game, "pick retired-slugger down")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == (("retired-slugger", False),)


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
    assert show is not None and show.attachments == (("teen-idol", True),)


def test_without_director_the_failed_condition_turns_the_star_upside_down() -> None:
    sc = scenario().cash(0, 10).green_room(0, "retired-slugger").display(show=["star-trick"])
    game = sc.start_turn(0)
    play(game, "produce star-trick", "pick retired-slugger", "timeslot primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == (("retired-slugger", False),)


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
    assert show is not None and show.attachments == (("charity-infomercial-mainstay", upright),)
    assert show_viewers(game.state, 0, 1, show) == viewers
    assert game.decision is not None and game.decision.kind != "attach-side"


def test_without_director_the_effect_turns_the_star_upside_down_unasked() -> None:
    sc = scenario().cash(0, 10).green_room(0, "charity-infomercial-mainstay")
    sc.lineup(0, "primetime", "star-trick").scores(0, 30).scores(1, 20).scores(2, 5).scores(3, 0)
    game = sc.start_turn(0)
    play(game, "attach charity-infomercial-mainstay primetime")
    assert game.decision is not None and game.decision.kind != "attach-side"
    show = game.state.players[0].lineup[1]
    assert show is not None and show.attachments == (("charity-infomercial-mainstay", False),)


def test_director_industry_veteran_must_still_be_rotated_to_use_its_effect() -> None:
    """Used from the start (cost $3M less), Industry Veteran goes upside down anyway."""
    sc = holding(scenario(), 0, "director-everyone-wants").cash(0, 10)
    sc.green_room(0, "industry-veteran").display(show=["car-chases-without-context"])
    game = sc.start_turn(0)
    play(game, "produce car-chases-without-context using industry-veteran", "timeslot latenight")
    show = game.state.players[0].lineup[2]
    assert show is not None and show.attachments == (("industry-veteran", False),)
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
