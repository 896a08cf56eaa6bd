"""Telly Time's new genres and timeslots (Megacorp rulebook, "New Genres & Show Effects", "Wild
Timeslots", "Solo Mode"): Kids shows can't go in primetime or late night; a Quiz show may buy up
to 5 bonus viewers at $1M each when it scores; a Chat show adds the current viewers of every star
on the other shows of the lineup ("Lay All Your Chat On Me" scores 3 + 6 = 9); Narrowtemple
prefers primetime or late night; Paisley Looking Glass any timeslot; the solo opponent's
"YOUR best genre" picks the leftmost show that would complete a line of your grid."""

from __future__ import annotations

from helpers import options, play
from primetime import Game, GameConfig
from primetime.cards import SoloCard
from primetime.engine.modules.solo import preferred
from primetime.engine.modules.telly.grid import grids
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import show_viewers
from primetime.engine.views import make_view
from primetime.presentation import option_preview, rules_in_brief

ANN = 0


def telly(**config: object) -> Scenario:
    sc = Scenario(["Ann", "Bob"], modules=("telly",), **config)  # type: ignore[arg-type]
    for timeslot in sc.state.geometry.timeslots:
        sc.lineup(ANN, timeslot, None)
    return sc


def timeslots_offered(sc: Scenario, show: str, *attach: str) -> list[str]:
    sc.display(show=[show]).cash(ANN, 20)
    game = sc.start_turn(ANN)
    game.choose(f"produce {show}")
    for card in attach:
        game.choose(f"pick {card}")
    if game.decision is not None and "done" in options(game):
        game.choose("done")
    return [o for o in options(game) if o.startswith("timeslot")]


def test_kids_shows_never_go_in_primetime_or_late_night() -> None:
    sc = telly().green_room(ANN, "laundry-soap")
    assert timeslots_offered(sc, "bluey-peter", "laundry-soap") == [
        "timeslot daytime",
        "timeslot weekend",
    ]


def test_the_timeslot_prompt_says_where_a_kids_show_may_not_go() -> None:
    sc = telly().green_room(ANN, "laundry-soap").display(show=["bluey-peter"]).cash(ANN, 20)
    game = sc.start_turn(ANN)
    play(game, "produce bluey-peter", "pick laundry-soap")
    if "done" in options(game):
        game.choose("done")
    decision = game.decision
    assert decision is not None and decision.kind == "production-timeslot"
    assert decision.prompt == (
        "choose a timeslot for Bluey Peter (prefers Daytime, not Primetime or Late Night); the "
        "show there is canceled"
    )


def test_other_shows_may_go_in_any_of_the_four_timeslots() -> None:
    sc = telly().green_room(ANN, "laundry-soap")
    assert timeslots_offered(sc, "pitchside-live", "laundry-soap") == [
        "timeslot daytime",
        "timeslot primetime",
        "timeslot latenight",
        "timeslot weekend",
    ]


def test_narrowtemple_has_no_penalty_in_primetime_or_late_night_only() -> None:
    for slot, row in (("primetime", 0), ("latenight", 0), ("weekend", 2), ("daytime", 2)):
        sc = telly().green_room(ANN, "method-actor").display(show=["narrowtemple"]).cash(ANN, 20)
        game = sc.start_turn(ANN)
        for choice in ("produce narrowtemple", "pick method-actor"):
            game.choose(choice)
        if "done" in options(game):
            game.choose("done")
        game.choose(f"timeslot {slot}")
        show = game.state.players[ANN].lineup[game.state.geometry.slot(slot)]
        assert show is not None and show.row == row, slot


def test_paisley_looking_glass_has_no_penalty_anywhere() -> None:
    for slot in ("daytime", "primetime", "latenight", "weekend"):
        sc = telly().green_room(ANN, "method-actor").cash(ANN, 20)
        sc.display(show=["paisley-looking-glass"])
        game = sc.start_turn(ANN)
        for choice in ("produce paisley-looking-glass", "pick method-actor"):
            game.choose(choice)
        if "done" in options(game):
            game.choose("done")
        game.choose(f"timeslot {slot}")
        show = game.state.players[ANN].lineup[game.state.geometry.slot(slot)]
        assert show is not None and show.row == 0, slot


def test_lay_all_your_chat_on_me_scores_3_plus_6_from_two_stars_on_other_shows() -> None:
    sc = telly()
    sc.lineup(ANN, "latenight", "lay-all-your-chat-on-me", attachments=["laundry-soap"])
    sc.lineup(
        ANN, "daytime", "pitchside-live", attachments=["pet-insurance", "convention-circuit-icon"]
    )
    sc.lineup(ANN, "weekend", "orbit-of-tea", attachments=["stunt-double"])
    state = sc.state
    chat = state.players[ANN].lineup[2]
    assert chat is not None
    ad_viewers = state.cards["laundry-soap"].viewers  # type: ignore[union-attr]
    assert show_viewers(state, ANN, 2, chat) == 3 + ad_viewers + 3 + 3


def test_chat_counts_a_stars_own_effect_but_not_the_shows_bonuses() -> None:
    """RULINGS 7.4: "Chat counts each star's visible viewers plus that star's own effect
    (Bollywood Star), not show-level bonuses." Bollywood Star (4) with 3 network cards in the
    green room (+3) on Pitchside Live: the Chat show scores 3 + 4 + 3 = 10; the host show's own
    row and ad are not counted."""
    sc = telly()
    sc.lineup(ANN, "latenight", "lay-all-your-chat-on-me")
    sc.lineup(ANN, "daytime", "pitchside-live", attachments=["pet-insurance", "bollywood-star"])
    sc.green_room(ANN, "writeoff", "big-game", "streaming-deal")
    state = sc.state
    chat = state.players[ANN].lineup[2]
    assert chat is not None and state.cards["bollywood-star"].viewers == 4  # type: ignore[union-attr]
    assert show_viewers(state, ANN, 2, chat) == 3 + 4 + 3
    sc.state.players[ANN].green_room.remove("big-game")
    assert show_viewers(state, ANN, 2, chat) == 3 + 4 + 2


def test_a_quiz_show_may_buy_up_to_5_viewers_at_1m_each_when_it_scores() -> None:
    sc = telly().cash(ANN, 4).cash(1, 0)
    sc.lineup(ANN, "latenight", "university-challenged")
    game = sc.start_end_of_round()
    while game.decision is not None and game.decision.player != ANN:
        game.choose(game.decision.options[-1])
    assert game.decision is not None and "use university-challenged" in options(game)
    game.choose("use university-challenged")
    assert options(game) == ["number 1", "number 2", "number 3", "number 4"]  # $4M: up to 4
    game.choose("number 3")
    ann = game.state.players[ANN]
    assert ann.cash == 4 + _upkeep(game) - 3
    scored = [e for e in game.state.log if e.kind == "score" and e.player == ANN]
    assert scored, "Ann's lineup was scored"
    assert ("effect", "university-challenged", 3) in [tuple(i) for i in scored[0].data["items"]]


def _upkeep(game: object) -> int:
    log = game.state.log  # type: ignore[attr-defined]
    return next(e.data["net"] for e in log if e.kind == "upkeep" and e.player == ANN)


def test_the_quiz_purchase_is_once_a_round() -> None:
    sc = telly().cash(ANN, 10)
    sc.lineup(ANN, "latenight", "university-challenged")
    game = sc.start(("score-uses", ANN), ("turn", ANN))
    game.choose("use university-challenged")
    game.choose("number 5")
    assert game.decision is None or "use university-challenged" not in options(game)
    [scored] = [e for e in game.state.log if e.kind == "score" and e.player == ANN]
    items = [tuple(i) for i in scored.data["items"]]
    assert [i[2] for i in items if i[:2] == ("effect", "university-challenged")] == [5]
    assert game.state.players[ANN].cash == 5


def test_solo_your_best_genre_prefers_the_leftmost_show_completing_a_line() -> None:
    sc = Scenario(["Ann"], modules=("telly",))
    part = grids(sc.state)
    part.tiles[ANN] = "drama-grid"
    part.marks[ANN] = ["drama", "sports", "chat"]  # Action would complete the left column
    card = sc.state.cards["rival-copies-your-format"]
    assert isinstance(card, SoloCard) and card.prefers == "your-best-genre"
    row = ["pitchside-live", "motorway-menace", "spies-of-whitehall"]
    assert preferred(sc.state, card, row) == "motorway-menace"
    assert preferred(sc.state, card, ["pitchside-live", "bluey-peter"]) == "pitchside-live"


def test_variety_channel_in_telly_scores_2_per_genre_on_two_shows_in_lineup_or_reruns() -> None:
    from primetime.engine.scoring import final_items

    sc = telly().green_room(ANN, "variety-channel")
    sc.lineup(ANN, "daytime", "bluey-peter").lineup(ANN, "weekend", "pitchside-live")
    sc.lineup(ANN, "latenight", "university-challenged")
    sc.reruns(ANN, "the-clangers-on", "grand-slam-sundays", "orbit-of-tea")
    items = [i for i in final_items(sc.state, ANN) if i.source == "variety-channel"]
    assert [i.viewers for i in items] == [2 * 2]  # Kids twice, Sports twice; Quiz, Sci-Fi once


def test_variety_channel_counts_a_reruns_genre_token() -> None:
    """The Procrastinator's token "stays on the show for the rest of the game (even if the show is
    canceled)": Bluey Peter (Kids) made Sports, in the reruns, and Extra Time (Sports) on the air
    are 2 Sports shows, 2 viewers; without the token, none."""
    from primetime.engine.modules.executives.base import board_of
    from primetime.engine.scoring import final_items

    sc = telly(executives={"Ann": "procrastinator", "Bob": "cable"})
    sc.green_room(ANN, "variety-channel").lineup(ANN, "primetime", "extra-time")
    sc.reruns(ANN, "bluey-peter")

    def variety() -> list[int]:
        return [i.viewers for i in final_items(sc.state, ANN) if i.source == "variety-channel"]

    assert variety() == [0]
    board_of(sc.state, ANN)["shows"]["bluey-peter"] = "sports"
    assert variety() == [2]


def test_variety_channel_counts_a_versatile_actors_genre_in_the_reruns() -> None:
    """Versatile Actor makes Pitchside Live (Sports) a Kids show "permanently": canceled, it is
    a Kids rerun beside Bluey Peter, 2 Kids shows, 2 viewers; read as printed, none."""
    from primetime.engine.scoring import final_items
    from primetime.engine.zones import cancel_show

    sc = telly().cash(ANN, 10).green_room(ANN, "versatile-actor", "laundry-soap")
    sc.green_room(ANN, "variety-channel").reruns(ANN, "bluey-peter")
    game = sc.display(show=["pitchside-live"]).start_turn(ANN)
    play(game, "produce pitchside-live", "pick versatile-actor down", "genre kids")
    play(game, "pick laundry-soap")
    if "done" in options(game):
        game.choose("done")
    game.choose("timeslot primetime")
    cancel_show(game.state, ANN, 1, "test")
    assert game.state.players[ANN].reruns == ["bluey-peter", "pitchside-live"]
    items = [i for i in final_items(game.state, ANN) if i.source == "variety-channel"]
    assert [i.viewers for i in items] == [2]


def test_critics_choice_in_telly_scores_3_per_completed_grid_line() -> None:
    """RULINGS 7.4: "Critics' Choice scores 3 viewers per completed grid line instead of per track
    space 3+": 3 lines, 9 viewers; none, 0."""
    from primetime.engine.scoring import final_items

    sc = telly().green_room(ANN, "critics-choice")
    part = grids(sc.state)

    def critics() -> list[int]:
        return [i.viewers for i in final_items(sc.state, ANN) if i.source == "critics-choice"]

    assert critics() == [0]
    part.lines[ANN] = ["top row", "middle column", "left column"]
    assert critics() == [3 * 3]


def test_rebrand_cannot_put_a_kids_show_in_primetime_or_late_night() -> None:
    """ "You can't place Kids shows in your primetime or late night timeslots (even using network
    cards)"; RULINGS 7.4 names Rebrand. Bluey Peter (Kids) in daytime may swap with the weekend
    show only; the other three swap freely."""
    sc = telly().green_room(ANN, "rebrand")
    sc.lineup(ANN, "daytime", "bluey-peter").lineup(ANN, "primetime", "extra-time")
    sc.lineup(ANN, "latenight", "university-challenged").lineup(ANN, "weekend", "orbit-of-tea")
    game = sc.start_turn(ANN)
    game.choose("use rebrand")
    assert options(game) == [
        "swap daytime weekend",
        "swap primetime latenight",
        "swap primetime weekend",
        "swap latenight weekend",
    ]
    game.choose("swap daytime weekend")
    lineup = game.state.players[ANN].lineup
    assert [s.card if s else None for s in lineup] == [
        "orbit-of-tea",
        "extra-time",
        "university-challenged",
        "bluey-peter",
    ]


def test_rebrand_is_not_offered_when_no_swap_is_allowed() -> None:
    sc = telly().green_room(ANN, "rebrand")
    sc.lineup(ANN, "daytime", "bluey-peter").lineup(ANN, "primetime", "extra-time")
    game = sc.start_turn(ANN)
    assert "use rebrand" not in options(game)


def test_flix_may_put_a_kids_show_in_any_timeslot_and_without_penalty() -> None:
    sc = telly(executives={"Ann": "flix", "Bob": "cable"}).green_room(ANN, "laundry-soap")
    assert timeslots_offered(sc, "bluey-peter", "laundry-soap") == [
        "timeslot daytime",
        "timeslot primetime",
        "timeslot latenight",
        "timeslot weekend",
    ]


def test_flexible_schedule_does_not_put_kids_in_primetime() -> None:
    sc = telly().green_room(ANN, "laundry-soap", "flexible-schedule")
    offered = timeslots_offered(sc, "bluey-peter", "laundry-soap")
    assert "timeslot primetime" not in offered and "timeslot latenight" not in offered


def test_the_game_in_brief_tells_telly_times_weekend_and_genre_effects() -> None:
    """Kids, Quiz and Chat effects (the rulebook's "New Genres & Show Effects") in every
    interface's rules in brief, and nothing of Telly Time in a base game."""
    telly = Game.new(GameConfig(players=("Ann", "Bob"), seed=1, modules=("telly",)))
    text = rules_in_brief(telly.state, 0)
    assert "Telly Time: a 4th timeslot, weekend, and 3 more genres" in text
    assert "a Kids show can't go in your primetime or late night timeslot" in text
    assert "a Quiz show, when it scores, may buy up to 5 viewers at $1M each" in text
    assert (
        "a Chat show, when it scores, gains the viewers of every star on your other shows" in text
    )
    base = Game.new(GameConfig(players=("Ann", "Bob"), seed=1))
    assert "Telly" not in rules_in_brief(base.state, 0)


def test_attaching_a_star_previews_what_a_chat_show_gains_with_it() -> None:
    """A 5-viewer star added 15 viewers with two Chat shows on the air and the preview said
    nothing of why (browser play review): it names the other shows it changes."""
    sc = telly().cash(ANN, 10)
    sc.lineup(ANN, "daytime", "casualty-ward-nine")  # an optional star slot
    sc.lineup(ANN, "latenight", "lay-all-your-chat-on-me")
    sc.green_room(ANN, "method-actor")
    game = sc.start_turn(ANN)
    option = next(o for o in game.decision.options if str(o) == "attach method-actor daytime")  # type: ignore[union-attr]
    star = game.state.cards["method-actor"].viewers  # type: ignore[union-attr]
    preview = option_preview(make_view(game.state, ANN), option)
    assert f"your other shows: Lay All Your Chat On Me +{star}" in preview, preview
    assert f"+{2 * star} viewers this round" in preview, preview
