"""Previews that tell the truth: each option's preview is the option played on a copy of the
chooser's view (`engine.preview.outcome`), so its numbers are what choosing does, and it never
shows a card the chooser can't see."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from rich.console import Console

from helpers import new_game
from primetime import Game
from primetime.cardtext import card_details
from primetime.engine.deck import HIDDEN
from primetime.engine.game import determinize
from primetime.engine.options import KeepCards, Option
from primetime.engine.preview import Outcome, outcome, projected_viewers, round_viewers
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import upkeep_net
from primetime.engine.undo import known_cards
from primetime.presentation import option_label, option_outcome, option_preview, unavailable_cards
from primetime.presentation.core import joined
from primetime.tui.decisions import context

ANN = 0


def text_of(thing: Any, width: int = 200) -> str:
    console = Console(width=width, record=True, color_system=None, file=io.StringIO())
    console.print(thing)
    return console.export_text()


def previews(game: Game) -> dict[str, str]:
    decision = game.decision
    assert decision is not None
    view = game.view(decision.player)
    return {str(o): option_preview(view, o) for o in decision.options}


def producing(*attach: str, cash: int = 10) -> Game:
    """Ann producing Dawson's Reek (Drama, 7/8/5/3, prefers Primetime) with cards attached."""
    sc = Scenario(["Ann", "Bob"]).cash(ANN, cash).green_room(ANN, *attach)
    sc.display(show=["dawsons-reek"], star=[], ad=[], network=[])
    game = sc.start_turn(ANN)
    game.choose("produce dawsons-reek")
    for card in attach:
        game.choose(f"pick {card}")
    if game.decision is not None and game.decision.kind == "production-attach":
        game.choose("done")
    return game


def test_a_timeslot_counts_the_new_show_with_its_attachments() -> None:
    game = producing("character-actor")  # a star worth 3, no condition
    lines = previews(game)
    # Primetime: row 1 (7) + Character Actor (3); the Primetime starter (3 now) is canceled
    assert lines["timeslot primetime"].startswith(
        "Primetime: Dawson's Reek scores 10 viewers this round; cancels Space Patrol Classics "
        "(3 viewers now); +7 viewers this round (10 -> 17)"
    )
    # elsewhere the timeslot penalty: row 3 (5) + 3
    assert lines["timeslot daytime"].startswith(
        "Daytime: Dawson's Reek scores 8 viewers this round (timeslot penalty: starts on season "
        "row 3 of 4, skipping 7 and 8)"
    )
    assert lines["timeslot primetime"].endswith("; Drama -> space 1")  # the genre track
    game.choose("timeslot primetime")
    assert projected_viewers(game.state, ANN) == 17
    assert game.state.players[ANN].genres["drama"] == 1


def test_a_slot_dependent_condition_is_flagged_where_it_fails() -> None:
    game = producing("character-actor", "laundry-soap")  # Laundry Soap: only in Daytime
    lines = previews(game)
    flag = "Laundry Soap upside down here (needs: on a show in Daytime)"
    assert flag in lines["timeslot primetime"] and flag in lines["timeslot latenight"]
    assert "Laundry Soap" not in lines["timeslot daytime"]


def test_attaching_while_producing_says_where_a_card_goes_on_upright() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).green_room(ANN, "laundry-soap", "method-actor")
    sc.display(show=["dawsons-reek"], star=[], ad=[], network=[])
    game = sc.start_turn(ANN)
    game.choose("produce dawsons-reek")
    lines = previews(game)
    assert lines["pick laundry-soap"].startswith(
        "attach it, upright in Daytime: 0 viewers, $2M income, else upside down in Primetime or "
        "Late Night (needs: on a show in Daytime): 0 viewers, $1M income; "
    )
    # Method Actor's condition is a Drama show: Dawson's Reek is one
    assert lines["pick method-actor"].startswith(
        "attach it, upright in any timeslot: 6 viewers, $3M expenses"
    )


def test_an_attach_option_says_the_side_and_not_the_signing_bonus_again() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).green_room(ANN, "laundry-soap")
    sc.display(show=[], star=[], ad=[], network=[])
    lines = previews(sc.start_turn(ANN))
    assert lines["attach laundry-soap daytime"] == (
        "onto Bowling Night Live (Daytime): upright: 0 viewers, $2M income"
    )
    assert lines["attach laundry-soap latenight"] == (
        "onto Cheap Laughs (Late Night): upside down (needs: on a show in Daytime): 0 viewers, "
        "$1M income"
    )
    assert all("$3M" not in line for line in lines.values() if line.startswith("onto"))


def test_a_stars_condition_reads_as_on_its_card_another_star() -> None:
    """Buddy Cop Partner: "if on a show with another star", onto a show with no star."""
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).green_room(ANN, "buddy-cop-partner")
    sc.display(show=[], star=[], ad=[], network=[])
    lines = previews(sc.start_turn(ANN))
    assert lines["attach buddy-cop-partner daytime"] == (
        "onto Bowling Night Live (Daytime): upside down (needs: on a show with another star): "
        "2 viewers; +2 viewers this round (10 -> 12)"
    )


def test_attaching_cross_promoting_star_names_the_promos_it_turns() -> None:
    """ "rotate all upside down promo ads attached to the same show rightside up": the preview
    names them (Promo: Sneak Peek is on another show, and stays)."""
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).green_room(ANN, "cross-promoting-star")
    sc.lineup(
        ANN,
        "primetime",
        "dawsons-reek",
        attachments=["tearful-ingenue", ("promo-stay-tuned", False)],
    )
    sc.lineup(ANN, "daytime", "flounder-tank", attachments=[("promo-sneak-peek", False)])
    line = previews(sc.start_turn(ANN))[
        "attach cross-promoting-star primetime replacing tearful-ingenue"
    ]
    assert line.endswith("; Promo: Stay Tuned turns rightside up")
    assert "Sneak Peek" not in line


def test_redemption_arc_says_which_card_it_turns() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(ANN, "redemption-arc")
    sc.lineup(
        ANN, "primetime", "dawsons-reek", attachments=[("method-actor", False), "luxury-sedan"]
    )
    game = sc.start_turn(ANN)
    game.choose("use redemption-arc")
    line = previews(game)["pick method-actor"]
    assert line.startswith("star, $")  # the label says "Choose Method Actor"
    assert "; Method Actor turns rightside up" in line


def test_writeoff_names_the_show_it_cancels() -> None:
    """Cheap Laughs (row 2: 2 viewers, with Used Car Lot's none) has the fewest viewers."""
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 1).display(network=["writeoff"])
    sc.lineup(ANN, "primetime", "space-patrol-classics", row=0)
    sc.lineup(ANN, "latenight", "cheap-laughs", row=1, attachments=["used-car-lot"])
    line = previews(sc.start_turn(ANN))["take-network writeoff"]
    assert line.endswith("; Cheap Laughs goes to your reruns")
    assert line.count("goes to your reruns") == 1


def test_an_attachment_that_is_not_discarded_with_its_show_is_named() -> None:
    """Gray Fox: "When this star is discarded for any reason, put it in your green room
    instead"; Used Car Lot is discarded with the show, as canceling says."""
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 1).display(network=["writeoff"])
    sc.lineup(ANN, "daytime", None)
    sc.lineup(ANN, "primetime", "dawsons-reek", row=0)
    sc.lineup(ANN, "latenight", "cheap-laughs", row=1, attachments=["gray-fox", "used-car-lot"])
    line = previews(sc.start_turn(ANN))["take-network writeoff"]
    assert line.endswith("; Cheap Laughs goes to your reruns; Gray Fox goes to your green room")
    assert "Used Car Lot" not in line


def test_a_marker_moved_off_the_bottom_says_the_show_goes_to_the_reruns() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(ANN, "trendy-showrunner")
    sc.lineup(ANN, "primetime", "dawsons-reek", row=3, attachments=["tearful-ingenue"])
    game = sc.start_turn(ANN)
    game.choose("use trendy-showrunner")
    lines = previews(game)
    assert "; Dawson's Reek goes to your reruns" in lines["move primetime down"]
    assert "reruns" not in lines["move daytime down"]  # Bowling Night Live: row 1 to 2


def test_canceling_at_upkeep_says_where_the_show_goes_once() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 0)
    sc.lineup(ANN, "daytime", "surpriser", row=1, attachments=["celebrity-chef"])
    line = previews(sc.start_end_of_round())["cancel primetime"]
    assert line.startswith("cancel Space Patrol Classics (Primetime): it goes to your reruns;")
    assert line.count("reruns") == 1


def test_a_genre_choice_says_the_space_its_viewers_and_the_next_bonus() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).genres(ANN, drama=1)
    sc.display(network=["catalog-buyout"], show=[], star=[], ad=[])
    game = sc.start_turn(ANN)
    game.choose("take-network catalog-buyout")
    lines = previews(game)
    assert lines["genre sports"] == "-> space 1: 1 viewer at game end, next: Ad bonus at space 2"
    assert lines["genre drama"].startswith(
        "-> space 2: 3 viewers at game end, Star bonus now, next: Network bonus at space 3"
    )
    assert lines["genre drama"].endswith("then draws a star")


def test_a_network_bonus_draws_a_network_card_in_words() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).genres(ANN, drama=2)
    sc.display(network=["catalog-buyout"], show=[], star=[], ad=[])
    game = sc.start_turn(ANN)
    game.choose("take-network catalog-buyout")
    assert previews(game)["genre drama"].endswith("then draws a network card")


def test_pilot_keeps_do_not_repeat_their_label() -> None:
    game = new_game(2, seed=1)
    decision = game.decision
    assert decision is not None and decision.kind == "pilot-keep"
    view = game.view(decision.player)
    for option in decision.options:
        assert isinstance(option, KeepCards)
        line = option_preview(view, option)
        assert not line.lower().startswith("keep")
        assert line.startswith(("gain $", "pay $", "no cash"))
        assert option_label(view.state.cards, option).startswith("Keep ")


def test_done_says_what_comes_next() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).green_room(ANN, "character-actor")
    sc.display(show=["car-chases-without-context"], star=[], ad=[], network=[])  # slots: star?, ad?
    game = sc.start_turn(ANN)
    game.choose("produce car-chases-without-context")
    lines = previews(game)
    assert lines["done"] == (
        "attach nothing; then you choose a timeslot for Car Chases Without Context "
        "(prefers Late Night); the show there is canceled"
    )


def _in_debt() -> Scenario:
    """Ann with $0 and a lineup that costs: Dawson's Reek ($1M) with Method Actor ($3M)."""
    sc = Scenario(["Ann", "Bob", "Cy"]).cash(ANN, 0)
    sc.lineup(ANN, "primetime", "dawsons-reek", attachments=["method-actor"])
    sc.display(show=[], star=[], ad=[], network=[])
    return sc


def test_passing_for_viewers_warns_when_the_upkeep_cannot_be_paid() -> None:
    game = _in_debt().start_turn(ANN)
    due = -upkeep_net(game.state, ANN)
    assert due > 0
    lines = previews(game)
    assert lines["pass viewers"].endswith(
        f"warning: upkeep of ${due}M due and you would have $0M: a show will be canceled and "
        "score nothing"
    )
    assert "warning" not in lines["pass cash"]  # the pass track's cash pays it


@pytest.mark.parametrize(
    ("modules", "cash", "grid"),
    [((), "gain $10M ($19M)", ""), (("telly",), "gain $15M ($24M): $7M + $8M", "gain $8M ($17M)")],
)
def test_a_pass_that_waits_on_a_card_usable_as_you_pass_says_its_bonus(
    modules: tuple[str, ...], cash: str, grid: str
) -> None:
    """Preempted Timeslot in the green room: the pass stops to offer it before the bonus comes,
    and the preview says the column's bonus (3 players: $10M or 6 viewers; Telly Time's tile:
    $7M or 6, and $1M for each of the 8 empty grid squares), not the nothing paid so far."""
    sc = Scenario(["Ann", "Bob", "Cy"], modules=modules)
    game = sc.green_room(ANN, "preempted-timeslot").cash(ANN, 9).start_turn(ANN)
    lines = previews(game)
    assert lines["pass cash"].startswith(f"pass: {cash}")
    assert lines["pass viewers"].startswith("pass: score 6 more viewers this round")
    assert grid in lines["pass viewers"]
    assert lines["pass cash"].endswith("then you use a card as you pass, or done")


def test_producing_over_a_show_that_scores_more_warns() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).green_room(ANN, "character-actor")
    sc.lineup(ANN, "primetime", "throne-of-games", row=1, attachments=["award-winning-actress"])
    sc.display(show=["dawsons-reek"], star=[], ad=[], network=[])
    game = sc.start_turn(ANN)
    game.choose("produce dawsons-reek")
    game.choose("pick character-actor")
    lines = previews(game)
    assert lines["timeslot primetime"].endswith(
        "warning: Throne of Games there now scores 18, more than 10"
    )
    assert "warning" not in lines["timeslot daytime"]
    # what it cancels is said once, as canceling (not again as a show gone to the reruns),
    # with the cards discarded with it and what that does to this round's upkeep
    primetime = lines["timeslot primetime"]
    assert (
        "cancels Throne of Games (18 viewers now; Award-Winning Actress discarded with it)"
        in primetime
    )
    assert "goes to your reruns" not in primetime
    cards = game.state.cards
    old = sum(cards[c].expenses for c in ("throne-of-games", "award-winning-actress"))  # type: ignore[attr-defined]
    new = sum(cards[c].expenses for c in ("dawsons-reek", "character-actor"))  # type: ignore[attr-defined]
    before = upkeep_net(game.state, ANN)
    assert f"upkeep: pays ${-before}M -> pays ${-before - old + new}M" in primetime


def test_a_display_card_you_cannot_take_says_why() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 4)
    sc.display(star=["method-actor"], show=["dawsons-reek", "hard-knockoffs"], ad=[], network=[])
    game = sc.start_turn(ANN)
    reasons = unavailable_cards(game.view(ANN))
    assert reasons["method-actor"] == "can't afford: $1M short"  # $5M
    assert reasons["dawsons-reek"] == "can't afford: $1M short"
    assert reasons["hard-knockoffs"] == "needs a star you don't have"  # $3M, slots: star, ad?
    assert unavailable_cards(game.view(1)) == {}  # not Bob's decision
    decision = game.decision
    assert decision is not None
    shown = "".join(text_of(part) for part in context(game.view(ANN), decision))
    assert "Can't take now: " in shown
    assert "Hard Knockoffs (needs a star you don't have)" in shown


def _quiz_scoring(round: int) -> Game:
    """Telly Time, Ann's round ends: Pointless Pursuit (Quiz, rows 4/5/3/2) on row 2 scores 5,
    the grid's filled square 1; she may buy Quiz viewers as she scores."""
    sc = Scenario(["Ann", "Bob"], modules=("telly",), round=round).cash(ANN, 10)
    for timeslot in sc.state.geometry.timeslots:
        sc.lineup(ANN, timeslot, None)
    sc.lineup(ANN, "daytime", "pointless-pursuit", row=1)
    return sc.start(("score-uses", ANN), ("age", ANN), ("round-cleanup",))


def test_previews_at_scoring_measure_the_round_being_scored_not_the_aged_lineup() -> None:
    game = _quiz_scoring(round=3)
    lines = previews(game)
    # not the aged lineup's 4 (row 3: 3, and the grid's 1)
    assert lines["done"] == (
        "nothing more here; you score 6 viewers this round; Pointless Pursuit to row 3"
    )
    game.choose("use pointless-pursuit")
    assert previews(game)["number 3"] == (
        "pay $3M ($7M left); you score 9 viewers this round (+3); Pointless Pursuit to row 3"
    )
    view = game.view(ANN)
    assert game.decision is not None
    labels = [option_label(view.state.cards, o, view.state) for o in game.decision.options]
    assert labels == [
        "Buy 1 viewer",
        "Buy 2 viewers",
        "Buy 3 viewers",
        "Buy 4 viewers",
        "Buy 5 viewers",
    ]
    game.choose("number 3")
    assert game.state.players[ANN].round_scores[-1] == 9


def test_using_a_quiz_show_previews_the_purchase_not_the_show_card() -> None:
    """Its preview said the show's values ("use it: quiz, $3M, ..."); what using it does is
    buying viewers: up to 5 with $10M, 2 with $2M, 1 with $1M."""
    for cash, words in (
        (10, "up to 5 bonus viewers"),
        (2, "up to 2 bonus viewers"),
        (1, "1 bonus viewer"),
    ):
        game = _quiz_scoring(round=3)
        game.state.players[ANN].cash = cash
        game = Game(game.state)
        assert previews(game)["use pointless-pursuit"].startswith(
            f"use Pointless Pursuit: buy {words} for this round, $1M each; then "
        )


def test_previews_in_the_last_rounds_scoring_leave_out_aging() -> None:
    game = _quiz_scoring(round=4)
    assert previews(game)["done"] == "nothing more here; you score 6 viewers this round"
    game.choose("done")
    assert game.state.players[ANN].round_scores[-1] == 6


def test_base_scoring_decisions_preview_the_score() -> None:
    """Surpriser, used as you score: its row once more; Blockbuster Director, after scoring:
    the show again; a show canceled at upkeep scores nothing."""
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10)
    # Surpriser on row 2 (8) with Celebrity Chef (4), the starters 3 + 3
    sc.lineup(ANN, "daytime", "surpriser", row=1, attachments=["celebrity-chef"])
    lines = previews(sc.start_end_of_round())
    assert lines["use surpriser"].endswith(
        "; you score 26 viewers this round (+8); Space Patrol Classics to row 2; "
        "Cheap Laughs to row 2; Surpriser goes to your reruns"
    )
    assert lines["done"].startswith("nothing more here; you score 18 viewers this round; ")
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 0)
    sc.lineup(ANN, "daytime", "surpriser", row=1, attachments=["celebrity-chef"])
    lines = previews(sc.start_end_of_round())
    assert "; you score 6 viewers this round (-12); " in lines["cancel daytime"]


def _actual(
    game: Game, option: Option, played: Outcome
) -> tuple[int, int, list[tuple[int, str, bool]], dict[str, str]] | None:
    """(cash, projected viewers, each attachment's (timeslot, card, upright), where each show
    that left the lineup is: `Outcome.removed`'s words) once the option is chosen, if the real
    game stopped where the copy did: at the same next decision, or (the copy settled at the end
    of the turn) still in the same round and phase, before upkeep and scoring."""
    real = game.clone()
    real.choose(option)
    decision = real.decision
    if real.over or decision is None:
        return None
    same_stop = (decision.player, decision.kind) == (played.next_player, played.next_kind)
    same_phase = real.state.round == game.state.round and real.state.phase == game.state.phase
    if not (same_stop if played.then == "decision" else same_phase):
        return None
    player = played.player
    seat = real.state.players[player]
    sides = [(t, c, up) for t, show in seat.shows() for c, up in show.attachments]
    places = {card: "lineup" for _, show in seat.shows() for card in show.cards()}
    places |= {c: "reruns" for c in seat.reruns} | {c: "green room" for c in seat.green_room}
    discards = real.state.discards.values()
    for _, card, _ in played.removed:
        if card not in places:
            places[card] = "discard" if any(card in pile for pile in discards) else ""
    return seat.cash, round_viewers(real.state, player), sides, places


@pytest.mark.parametrize(
    "players,modules",
    [
        (1, ()),
        (2, ("moguls",)),
        (3, ()),
        (4, ()),
        (1, ("executives",)),
        (2, ("executives",)),
        (3, ("executives", "telly")),
        (1, ("telly",)),
        (4, ("moguls", "executives", "telly")),
    ],
)
def test_a_preview_is_what_choosing_does(players: int, modules: tuple[str, ...]) -> None:
    """Over random games, for every option of every decision: the preview's cash and viewers
    after are the real game's after choosing it, the attachments it says turn are on that side,
    and the shows it says leave the lineup are where it says, wherever the copy stopped before a
    draw."""
    checked = 0
    for seed in range(4 if players == 1 else 2):  # a solo game has fewer decisions
        game = new_game(players, seed, modules=modules)
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert decision is not None
            if decision.player >= 0:
                view = game.view(decision.player)
                for option in decision.options:
                    played = outcome(view.state, decision.player, option)
                    assert played == option_outcome(view, option)
                    if played.then in ("draw", "reveal", "hidden"):
                        continue
                    actual = _actual(game, option, played)
                    if actual is None:
                        continue
                    cash, viewers, sides, places = actual
                    assert (cash, viewers) == (played.cash_after, played.viewers_after), (
                        seed,
                        str(option),
                    )
                    assert set(played.turned) <= set(sides), (seed, str(option))
                    for _, show, where in played.removed:
                        assert places[show] == where, (seed, str(option), show)
                    checked += 1
            game.choose(rng.choice(decision.options))
    assert checked > 200


@pytest.mark.parametrize(
    "players,modules",
    [
        (2, ("moguls",)),
        (3, ("moguls",)),
        (2, ("executives",)),
        (3, ("executives", "telly")),
        (1, ("executives", "telly")),
        (4, ("moguls", "executives", "telly")),
        (5, ("executives",)),
    ],
)
def test_games_differing_only_in_hidden_cards_give_the_same_previews(
    players: int, modules: tuple[str, ...]
) -> None:
    """A twin built from the chooser's view (every hidden card dealt differently) previews every
    option word for word the same, and no preview names a card hidden from the chooser."""
    game = new_game(players, seed=players, modules=modules)
    rng = random.Random(players)
    compared = 0
    while not game.over:
        decision = game.decision
        assert decision is not None
        me = decision.player
        if me >= 0 and (players == 1 or rng.random() < 0.5):  # a solo game is short
            twin = determinize(game.view(me), random.Random(compared))
            assert twin.state.players[me].hand == game.state.players[me].hand
            mine, theirs = game.view(me), twin.view(me)
            seen = known_cards(game.state, me)
            hidden_names = {
                game.state.cards[c].name
                for c in game.state.universe
                if c not in seen and not c.startswith(HIDDEN)
            } - {game.state.cards[c].name for c in seen}
            for option in decision.options:
                line = option_preview(mine, option)
                assert line == option_preview(theirs, option)
                assert not [name for name in hidden_names if name in line], line
            compared += 1
        game.choose(rng.choice(decision.options))
    assert compared > 10  # (a solo game with Telly Time: 17 of its decisions)


def test_what_comes_next_reads_as_a_sentence() -> None:
    """A card's prompt is the card asking; "you can't ..." is not "you you can't ..."; a card's
    closing full stop does not run into the next part (".;"); one viewer is "1 viewer"."""
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).display(network=["waterbug"])
    lines = previews(sc.start_turn(ANN))
    assert lines["take-network waterbug"].endswith(
        "; then Waterbug asks you: choose a genre track to advance on"
    )
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 0)
    sc.lineup(ANN, "daytime", "surpriser", row=1, attachments=["celebrity-chef"])
    lines = previews(sc.start_end_of_round())
    assert lines["cancel primetime"].endswith(
        "; then you can't pay upkeep of $2M with $0M: cancel a show and recalculate"
    )
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10)
    sc.lineup(ANN, "daytime", "surpriser", row=1, attachments=["celebrity-chef"])
    lines = previews(sc.start_end_of_round())
    assert "double its current row; you score 26 viewers this round (+8)" in lines["use surpriser"]
    assert joined("discard the other.", "then ...", "done.") == "discard the other; then ...; done."
    state = Scenario(["Ann", "Bob"]).state
    assert card_details(state.cards["toy-line-tie-in"]).startswith(
        "ad, +$2M bonus, income $3M +1 viewer (upside down $1M)"
    )


def test_a_star_kept_from_a_genre_bonus_draw_is_signed_free() -> None:
    """The genre bonus (star): draw 2 stars, sign 1 for free (rulebook)."""
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 10).deck_top("star", "method-actor", "character-actor")
    game = sc.start(("genre-bonus", ANN, "star", "drama", 2), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "keep-one"
    line = previews(game)["pick method-actor"]
    assert line.startswith("sign it free (not $5M): star, $5M, 6 viewers $3M expenses")
    game.choose("pick method-actor")
    assert game.state.players[ANN].cash == 10
