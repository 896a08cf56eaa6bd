"""Starryeye (Megacorp rulebook, "Executives", Starryeye; RULINGS 7.2, 7.4).

"Whenever you attach a star to a show, you may use an available superstar token to make them into
a superstar. Place the token in the top right of their card, covering any expenses they have. When
you make a star into a superstar, you may ignore any condition or effect that would force you to
rotate them upside down and attach them rightside up instead. While in your lineup, they generate
$2M income each round. When you discard a superstar from a show for any reason, remove their
superstar token and return it to your executive board." Drawback: "When you attach an ad with a
condition of any kind, you must rotate it upside down, even if the condition is met." Example:
"Hawkini attaches the Cheeky Friend to a new show and makes her a superstar, baby! She stays
rightside up even though there's no other star on the show." Clarifications: Big Game / Monday
Night Foosball don't count superstar income as ad income; Reinfeld counts superstars as stars with
no expenses; Industry Veteran / Versatile Actor must be rotated for their effects; Redemption Arc
/ Cross-Promoting Star may rotate ads rightside up; Spinoff / Rerun Guy: the token stays. RULINGS
7.4: the token stays whenever the star does not reach the discard pile (Gray Fox too); promos go
upside down even with Viral Marketer.
"""

from __future__ import annotations

import pytest

from executives.random_seats import assert_every_option_has_an_adapter_id, given_config
from helpers import assert_conserved, assert_refused, options, play, play_random
from primetime import Game
from primetime.engine.machine import run
from primetime.engine.modules.executives.base import executive
from primetime.engine.modules.executives.starryeye import superstars, tokens_left
from primetime.engine.preview import round_viewers
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import income_and_expenses, show_viewers, upkeep_net
from primetime.engine.state import SUPERSTAR
from primetime.engine.views import make_view
from primetime.presentation import option_label, option_preview
from primetime.server.payload import table_of

MAKE, PLAIN = "pick starryeye superstar", "pick starryeye plain"


def scenario(cash: int = 20, **config: object) -> Scenario:
    """Ann is Starryeye (Bob is Cable); her lineup is empty."""
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "starryeye", "Bob": "cable"}, **config)
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    return sc.cash(0, cash)


def attached(game: Game, timeslot: int) -> list[tuple[str, bool]]:
    show = game.state.players[0].lineup[timeslot]
    assert show is not None
    return list(show.attachments)


def produce(game: Game, show: str, *picks: str, slot: str = "primetime") -> None:
    """Produce a show from the display with these attachments, in a timeslot."""
    play(game, f"produce {show}", *(f"pick {p}" for p in picks))
    if game.decision is not None and "done" in options(game):
        game.choose("done")
    game.choose(f"timeslot {slot}")


def ann_again(game: Game) -> None:
    """Ann takes another turn (whatever the turn order says)."""
    game.state.current, game.state.pending, game.state.stack = 0, None, [("turn", 0)]
    run(game.state)


def test_two_superstar_tokens_at_setup() -> None:
    game = scenario().start_turn(0)
    assert tokens_left(game.state, 0, "starryeye") == 2 and superstars(game.state, 0) == []
    status = executive(game.state, "starryeye").status(game.state, 0, "starryeye")
    assert status == "superstar tokens left: 2; superstars: none"


def test_hawkinis_example_cheeky_friend_stays_rightside_up() -> None:
    sc = scenario().green_room(0, "cheeky-friend").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "cheeky-friend")
    assert game.decision is not None and game.decision.kind == "card-choice"
    assert options(game) == [MAKE, PLAIN]
    assert "make Cheeky Friend a superstar (2 tokens left)" in game.decision.prompt
    view = make_view(game.state, 0)
    make, plain = game.decision.options
    assert option_label(game.state.cards, make) == "Make a superstar (Starryeye)"
    assert option_preview(view, make).startswith("make Cheeky Friend a superstar: no expenses")
    assert option_label(game.state.cards, plain) == "Keep a plain star (Starryeye)"
    game.choose(MAKE)
    # no other star on the show: her condition fails, but a superstar may ignore it
    assert options(game) == ["pick cheeky-friend", "pick cheeky-friend down"]
    game.choose("pick cheeky-friend")
    assert attached(game, 1) == [("cheeky-friend", True)]
    show = game.state.players[0].lineup[1]
    assert show is not None and show.token_on("cheeky-friend") == SUPERSTAR
    assert superstars(game.state, 0) == ["cheeky-friend"]
    assert tokens_left(game.state, 0, "starryeye") == 1
    assert show_viewers(game.state, 0, 1, show) == 7 + 4  # Dawson's Reek row 1, Cheeky upright
    # every seat's browser table carries the token, which marks the card "★ superstar"
    for seat in (0, 1):
        table = table_of(make_view(game.state, seat))
        assert ["cheeky-friend", SUPERSTAR] in table["players"][0]["lineup"][1]["tokens"]


def test_a_plain_star_follows_its_condition_and_keeps_the_token() -> None:
    sc = scenario().green_room(0, "cheeky-friend").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "cheeky-friend")
    game.choose(PLAIN)
    assert attached(game, 1) == [("cheeky-friend", False)]
    assert tokens_left(game.state, 0, "starryeye") == 2


def test_a_superstar_has_no_expenses_and_brings_2m_income_a_round() -> None:
    """Dawson's Reek ($1M) with Tearful Ingenue ($1M, a drama star): as a superstar she costs
    nothing and brings $2M: upkeep +$1M instead of -$2M."""
    sc = scenario().green_room(0, "tearful-ingenue").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "tearful-ingenue")
    before = game.state.clone()
    game.choose(MAKE)
    assert income_and_expenses(game.state, 0) == (0, 1)
    assert upkeep_net(game.state, 0) == 1
    other = Game(before)
    other.choose(PLAIN)
    assert income_and_expenses(other.state, 0) == (0, 2)
    assert upkeep_net(other.state, 0) == -2
    cash = game.state.players[0].cash
    game.state.stack, game.state.pending = [("upkeep", 0)], None
    run(game.state)
    assert game.state.players[0].cash == cash + 1


def test_the_question_comes_for_every_star_while_tokens_last() -> None:
    sc = scenario(cash=30).green_room(0, "tearful-ingenue", "romantic-lead", "teen-idol")
    sc.display(show=["upton-crabby"])
    game = sc.start_turn(0)
    produce(game, "upton-crabby", "tearful-ingenue", "romantic-lead", "teen-idol")
    play(game, MAKE, MAKE)  # two tokens: the third star is not asked about
    assert tokens_left(game.state, 0, "starryeye") == 0
    assert game.decision is not None and game.decision.kind != "card-choice"
    assert superstars(game.state, 0) == ["tearful-ingenue", "romantic-lead"]


def test_no_question_without_a_token_left() -> None:
    sc = scenario().green_room(0, "teen-idol").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    superstars(game.state, 0).extend(["living-legend", "a-list-superstar"])
    produce(game, "dawsons-reek", "teen-idol")
    assert game.decision is not None and game.decision.kind == "turn"
    assert_refused(game, MAKE)


def test_adding_a_star_later_also_asks() -> None:
    sc = scenario().green_room(0, "teen-idol")
    sc.lineup(0, "primetime", "dawsons-reek")
    game = sc.start_turn(0)
    game.choose("attach teen-idol primetime")
    assert options(game) == [MAKE, PLAIN]
    game.choose(MAKE)
    assert superstars(game.state, 0) == ["teen-idol"]


def test_every_ad_with_a_condition_goes_upside_down_even_if_met() -> None:
    sc = (
        scenario().green_room(0, "tearful-ingenue", "luxury-perfume").display(show=["dawsons-reek"])
    )
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "tearful-ingenue", "luxury-perfume")  # a drama ad on a drama
    game.choose(PLAIN)
    assert attached(game, 1) == [("tearful-ingenue", True), ("luxury-perfume", False)]


def test_an_ad_without_a_condition_stays_rightside_up() -> None:
    sc = scenario().green_room(0, "teen-idol", "used-car-lot").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "teen-idol", "used-car-lot")
    game.choose(PLAIN)
    assert attached(game, 1) == [("teen-idol", True), ("used-car-lot", True)]


def test_a_promo_goes_upside_down_without_asking() -> None:
    sc = scenario().green_room(0, "promo-stay-tuned")
    sc.lineup(0, "daytime", "dextrous", attachments=["used-car-lot"])
    game = sc.start_turn(0)
    game.choose("attach promo-stay-tuned daytime")
    assert attached(game, 0) == [("used-car-lot", True), ("promo-stay-tuned", False)]
    assert game.state.players[0].cash == 20  # not asked to pay
    assert game.decision is not None and game.decision.kind == "turn"


def test_a_promo_goes_upside_down_even_with_viral_marketer() -> None:
    sc = scenario(modules=("moguls",)).green_room(0, "promo-stay-tuned", "viral-marketer")
    sc.state.parts["moguls"].taken[0] = "viral-marketer"  # type: ignore[attr-defined]
    sc.lineup(0, "daytime", "dextrous", attachments=["used-car-lot"])
    game = sc.start_turn(0)
    game.choose("attach promo-stay-tuned daytime")
    assert attached(game, 0) == [("used-car-lot", True), ("promo-stay-tuned", False)]
    assert game.decision is not None and game.decision.kind == "turn"


def test_the_token_comes_back_when_the_superstar_is_discarded() -> None:
    sc = scenario().green_room(0, "teen-idol", "influencer").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "teen-idol")
    game.choose(MAKE)
    assert tokens_left(game.state, 0, "starryeye") == 1
    ann_again(game)
    game.choose("attach influencer primetime replacing teen-idol")
    assert "teen-idol" in game.state.discards["star"]
    assert tokens_left(game.state, 0, "starryeye") == 2 and superstars(game.state, 0) == []
    show = game.state.players[0].lineup[1]
    assert show is not None and show.token_on("teen-idol") is None
    assert any(e.kind == "superstar-back" for e in game.state.log)


def test_the_token_comes_back_when_the_show_is_cancelled() -> None:
    sc = scenario(cash=30).green_room(0, "teen-idol", "influencer")
    sc.display(show=["dawsons-reek", "friday-night-bites"])
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "teen-idol")
    game.choose(MAKE)
    ann_again(game)
    produce(game, "friday-night-bites", "influencer")
    game.choose(PLAIN)
    assert "dawsons-reek" in game.state.players[0].reruns
    assert tokens_left(game.state, 0, "starryeye") == 2


def test_spinoff_keeps_the_token_and_the_star_needs_none_when_attached_again() -> None:
    sc = scenario().green_room(0, "teen-idol", "spinoff").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "teen-idol")
    game.choose(MAKE)
    ann_again(game)
    play(game, "use spinoff", "pick teen-idol")
    ann = game.state.players[0]
    assert "teen-idol" in ann.green_room
    assert superstars(game.state, 0) == ["teen-idol"]
    assert tokens_left(game.state, 0, "starryeye") == 1
    game.choose("attach teen-idol primetime")
    assert game.decision is not None and game.decision.kind == "turn"  # not asked again
    show = ann.lineup[1]
    assert show is not None and show.token_on("teen-idol") == SUPERSTAR
    assert income_and_expenses(game.state, 0) == (0, 1)


@pytest.mark.parametrize(("star", "zone"), [("gray-fox", "green_room"), ("rerun-guy", "reruns")])
def test_gray_fox_and_rerun_guy_keep_the_token(star: str, zone: str) -> None:
    sc = scenario().green_room(0, star, "influencer").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", star)
    game.choose(MAKE)
    if game.decision is not None and game.decision.kind == "attach-side":
        game.choose(f"pick {star}")  # condition failed: keep the superstar rightside up
    assert attached(game, 1) == [(star, True)]
    ann_again(game)
    game.choose(f"attach influencer primetime replacing {star}")
    assert star in getattr(game.state.players[0], zone)
    assert superstars(game.state, 0) == [star]
    assert tokens_left(game.state, 0, "starryeye") == 1


@pytest.mark.parametrize(("choice", "upright"), [("", True), (" down", False)])
def test_an_effect_that_would_rotate_a_superstar_may_be_ignored(choice: str, upright: bool) -> None:
    """Charity Infomercial Mainstay turns itself upside down after a winning round; a superstar
    "may ignore any condition or effect that would force you to rotate them upside down": Ann
    is asked."""
    sc = scenario().green_room(0, "charity-infomercial-mainstay").display(show=["dawsons-reek"])
    sc.scores(0, 30).scores(1, 20)
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "charity-infomercial-mainstay")
    game.choose(MAKE)
    assert game.decision is not None and game.decision.kind == "attach-side"
    game.choose("pick charity-infomercial-mainstay" + choice)
    assert attached(game, 1) == [("charity-infomercial-mainstay", upright)]


def test_the_same_effect_rotates_a_plain_star() -> None:
    sc = scenario().green_room(0, "charity-infomercial-mainstay").display(show=["dawsons-reek"])
    sc.scores(0, 30).scores(1, 20)
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "charity-infomercial-mainstay")
    game.choose(PLAIN)
    assert attached(game, 1) == [("charity-infomercial-mainstay", False)]


def test_industry_veteran_must_be_rotated_for_its_effect() -> None:
    """Upside down by choice (for $3M off), Industry Veteran may still be a superstar."""
    sc = scenario().green_room(0, "industry-veteran").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    play(game, "produce dawsons-reek using industry-veteran", "timeslot primetime")
    assert game.state.players[0].cash == 20 - 2  # $5M - $3M
    game.choose(MAKE)
    assert attached(game, 1) == [("industry-veteran", False)]
    assert superstars(game.state, 0) == ["industry-veteran"]


def test_versatile_actor_rightside_up_has_no_effect() -> None:
    sc = scenario().green_room(0, "versatile-actor").display(show=["dawsons-reek"])
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "versatile-actor")
    game.choose(MAKE)
    show = game.state.players[0].lineup[1]
    assert show is not None and show.genre == "drama"
    assert attached(game, 1) == [("versatile-actor", True)]


def test_redemption_arc_may_turn_an_ad_rightside_up() -> None:
    sc = scenario().green_room(0, "teen-idol", "luxury-perfume", "redemption-arc")
    game = sc.display(show=["dawsons-reek"]).start_turn(0)
    produce(game, "dawsons-reek", "teen-idol", "luxury-perfume")
    game.choose(PLAIN)
    assert attached(game, 1) == [("teen-idol", True), ("luxury-perfume", False)]
    ann_again(game)
    play(game, "use redemption-arc", "pick luxury-perfume")
    assert attached(game, 1) == [("teen-idol", True), ("luxury-perfume", True)]


def test_redemption_arc_on_a_superstar_keeps_its_expenses_covered() -> None:
    sc = scenario().green_room(0, "industry-veteran", "redemption-arc")
    game = sc.display(show=["dawsons-reek"]).start_turn(0)
    play(game, "produce dawsons-reek using industry-veteran", "timeslot primetime", MAKE)
    ann_again(game)
    play(game, "use redemption-arc", "pick industry-veteran")
    assert attached(game, 1) == [("industry-veteran", True)]
    assert income_and_expenses(game.state, 0) == (0, 1)  # upright $2M covered by the token


def test_cross_promoting_star_turns_a_promo_rightside_up() -> None:
    sc = scenario().green_room(0, "promo-stay-tuned", "cross-promoting-star")
    sc.lineup(0, "primetime", "dawsons-reek")
    game = sc.start_turn(0)
    game.choose("attach promo-stay-tuned primetime")
    assert attached(game, 1) == [("promo-stay-tuned", False)]
    ann_again(game)
    play(game, "attach cross-promoting-star primetime", PLAIN)
    assert attached(game, 1) == [("promo-stay-tuned", True), ("cross-promoting-star", True)]


def test_big_game_and_monday_night_foosball_do_not_count_superstar_income() -> None:
    sc = scenario(cash=30).green_room(0, "teen-idol", "used-car-lot")
    sc.display(show=["monday-night-foosball"], network=["big-game"])
    game = sc.start_turn(0)
    produce(game, "monday-night-foosball", "used-car-lot", "teen-idol")
    game.choose(MAKE)
    show = game.state.players[0].lineup[1]
    assert show is not None
    # row 1: 9, Used Car Lot 0 viewers, Teen Idol 3; Foosball: +2 for Used Car Lot's $2M only
    assert show_viewers(game.state, 0, 1, show) == 9 + 0 + 3 + 2
    assert income_and_expenses(game.state, 0) == (2, 2)
    assert upkeep_net(game.state, 0) == 2  # the superstar's $2M is upkeep income
    cash = game.state.players[0].cash
    ann_again(game)
    game.choose("take-network big-game")
    assert game.state.players[0].cash == cash + 2  # Used Car Lot's $2M only


def test_reinfeld_counts_superstars_as_stars_with_no_expenses() -> None:
    sc = scenario(cash=30).green_room(0, "teen-idol", "influencer").display(show=["reinfeld"])
    game = sc.start_turn(0)
    produce(game, "reinfeld", "teen-idol", "influencer")
    play(game, MAKE, PLAIN)
    show = game.state.players[0].lineup[1]
    assert show is not None
    # row 1: 10, Teen Idol 3, Influencer 3; Reinfeld +1 for the superstar Teen Idol only
    assert show_viewers(game.state, 0, 1, show) == 10 + 3 + 3 + 1


@pytest.mark.parametrize("seed", range(10))
def test_random_games_with_starryeye_finish_and_conserve_cards(seed: int) -> None:
    game = play_random(Game.new(given_config("starryeye", seed)), seed)
    assert game.over
    assert_conserved(game)
    # every superstar token is on the board or on a star that never reached the discards
    stars = superstars(
        game.state,
        game.state.config.players.index(
            next(n for n, c in game.state.config.executives if c == "starryeye")
        ),
    )
    assert len(stars) <= 2
    assert not set(stars) & set(game.state.discards["star"])


@pytest.mark.parametrize("seed", range(4))
def test_every_option_offered_with_starryeye_has_an_adapter_id(seed: int) -> None:
    assert_every_option_has_an_adapter_id(given_config("starryeye", seed), seed)


def test_the_attach_preview_gives_both_sides_when_the_superstar_choice_decides() -> None:
    """Heartthrob Next Door (3 viewers, upside down 1; needs a Drama or Sitcom show) attached to
    Star Trick (Sci-Fi): upright only if Ann makes her a superstar, so the preview says both."""
    sc = scenario().green_room(0, "heartthrob-next-door")
    sc.lineup(0, "primetime", "star-trick")  # row 1: 7
    game = sc.start_turn(0)
    view = make_view(game.state, 0)
    [attach] = [
        o for o in game.decision.options if str(o) == "attach heartthrob-next-door primetime"
    ]  # type: ignore[union-attr]
    assert option_preview(view, attach).startswith(
        "onto Star Trick (Primetime): upright +3 viewers if you make a superstar (Starryeye), "
        "else upside down (needs: on a Drama or Sitcom show) +1 viewer if you keep a plain "
        "star (Starryeye); then Starryeye asks you: make Heartthrob Next Door a superstar "
    )
    play(game, "attach heartthrob-next-door primetime", PLAIN)
    assert attached(game, 1) == [("heartthrob-next-door", False)]


def test_the_timeslot_preview_gives_both_scores_when_the_superstar_choice_decides() -> None:
    sc = scenario().green_room(0, "heartthrob-next-door").display(show=["star-trick"])
    game = sc.start_turn(0)
    play(game, "produce star-trick", "pick heartthrob-next-door")
    view = make_view(game.state, 0)
    assert game.decision is not None
    [primetime] = [o for o in game.decision.options if str(o) == "timeslot primetime"]
    assert option_preview(view, primetime).startswith(
        "Primetime: Star Trick scores 8 or 10 viewers this round; Heartthrob Next Door upside "
        "down here (needs: on a Drama or Sitcom show) if you keep a plain star (Starryeye); "
        "+8 or +10 viewers this round (0 -> 8 or 10); "
    )


def test_the_timeslot_preview_counts_what_settles_after_the_superstar_question() -> None:
    """Telly Time: the production stops at Starryeye's question before Ask Your Doctor turns
    upside down (needs a Drama or Reality show) and before Sports is marked on the grid. The
    preview gives the show as it will score (Extra Time row 1: 8, Golden-Voiced Narrator +3)
    and the round with the grid's viewer (the 3 empty timeslots' 4 -> 16), as then played."""
    sc = scenario(modules=("telly",)).green_room(0, "golden-voiced-narrator", "ask-your-doctor")
    game = sc.display(show=["extra-time"]).start_turn(0)
    play(game, "produce extra-time", "pick golden-voiced-narrator", "pick ask-your-doctor")
    view = make_view(game.state, 0)
    assert game.decision is not None
    [primetime] = [o for o in game.decision.options if str(o) == "timeslot primetime"]
    assert option_preview(view, primetime).startswith(
        "Primetime: Extra Time scores 11 viewers this round; Ask Your Doctor upside down here "
        "(needs: on a Drama or Reality show); +12 viewers this round (4 -> 16); "
    )
    play(game, "timeslot primetime", PLAIN)
    show = game.state.players[0].lineup[1]
    assert show is not None and show_viewers(game.state, 0, 1, show) == 11
    assert round_viewers(game.state, 0) == 16


def test_the_add_preview_names_starryeye_as_why_an_ad_goes_upside_down() -> None:
    """An Add or Replace of a drama ad onto a drama show: its condition is met, so the reason it
    goes upside down is Starryeye's drawback, and the preview says so (not its condition)."""
    sc = scenario().green_room(0, "luxury-perfume")
    sc.lineup(0, "primetime", "dawsons-reek")
    game = sc.start_turn(0)
    decision = game.decision
    assert decision is not None
    attach = next(o for o in decision.options if str(o) == "attach luxury-perfume primetime")
    preview = option_preview(game.view(0), attach)
    assert preview.startswith(
        "onto Dawson's Reek (Primetime): upside down (Starryeye: every ad with a condition of "
        "any kind goes on upside down, even when the condition is met): 0 viewers, $1M income"
    )
    assert "needs:" not in preview


def test_a_superstars_side_question_shows_no_expenses() -> None:
    """Charity Infomercial Mainstay ($1M expenses upright) made a superstar, then asked whether
    to ignore its own effect: the upright side has no expenses (the token covers them)."""
    sc = scenario().green_room(0, "charity-infomercial-mainstay").display(show=["dawsons-reek"])
    sc.scores(0, 30).scores(1, 20)
    game = sc.start_turn(0)
    produce(game, "dawsons-reek", "charity-infomercial-mainstay")
    game.choose(MAKE)
    decision = game.decision
    assert decision is not None and decision.kind == "attach-side"
    up = next(o for o in decision.options if str(o) == "pick charity-infomercial-mainstay")
    assert option_preview(game.view(0), up).startswith("upright: 5 viewers")
    assert "expenses" not in option_preview(game.view(0), up)
