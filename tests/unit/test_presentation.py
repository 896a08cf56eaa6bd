"""Card summaries and option previews: every option of every decision gets a line of words."""

from __future__ import annotations

import random

import pytest

from helpers import new_game
from primetime.cards import load_box
from primetime.engine.scenario import Scenario
from primetime.presentation import card_summary, option_preview


def test_every_card_has_a_summary_with_its_name_and_values() -> None:
    cards = load_box("primetime")
    for card in cards.cards.values():
        text = card_summary(card)
        assert text.startswith(card.name + ":")
    assert card_summary(cards["dawsons-reek"]) == (
        "Dawson's Reek: Drama show, $5M, expenses $1M, prefers Primetime, slots star, ad?, "
        "rows 7/8/5/3"
    )


def test_a_moguls_summary_says_both_effects_are_yours_and_never_runs_into_a_full_stop() -> None:
    cards = load_box("megacorp")
    assert card_summary(cards["director-everyone-wants"]) == (
        "Director Everyone Wants to Work With: mogul (both effects are yours); top (ongoing): "
        "You may ignore any condition or effect that would attach a star upside down; bottom "
        "(ongoing): Each of your shows with 2 or more stars scores +2 viewers."
    )
    assert not any(".;" in card_summary(c) for c in cards.cards.values())


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_option_of_random_games_has_a_preview(players: int) -> None:
    for seed in range(6):
        game = new_game(players, seed)
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            if decision.player >= 0:
                view = game.view(decision.player)
                for option in decision.options:
                    assert option_preview(view, option).strip()
            game.choose(rng.choice(decision.options))


def test_previews_give_costs_and_cash_after() -> None:
    sc = Scenario(["Ann", "Bob"])
    sc.cash(0, 10).display(star=["method-actor"], ad=["laundry-soap"], show=["dawsons-reek"])
    sc.green_room(0, "character-actor")
    game = sc.start_turn(0)
    view = game.view(0)
    previews = {str(o): option_preview(view, o) for o in game.decision.options}
    assert previews["sign-star method-actor"].startswith("pay $5M ($5M left): star, $5M, 6 viewers")
    assert previews["sign-ad laundry-soap"].startswith("gain $")
    assert previews["pass cash"] == "pass: gain $10M ($20M)"
    assert previews["pass viewers"] == "pass: score 6 more viewers this round"
    produce = previews["produce dawsons-reek"]
    assert produce.startswith("pay $5M ($5M left): Drama show")


def test_a_shows_card_says_what_its_preferred_timeslot_means() -> None:
    """Rulebook: Dawson's Reek at primetime scores 7 in its starting season; in daytime or late
    night only 5 (its 3rd row)."""
    import io

    from rich.console import Console

    from primetime.cardtext import timeslot_note
    from primetime.tui.cardinfo import card_panel

    cards = load_box("primetime")
    note = timeslot_note(cards["dawsons-reek"])
    assert note == (
        "Outside Primetime it starts on season row 3, skipping 7 and 8 (the timeslot penalty), "
        "unless a card says otherwise."
    )
    assert cards["dawsons-reek"].rows[2] == 5  # type: ignore[attr-defined]
    assert timeslot_note(cards["cheap-laughs"]) == ""  # a starter prefers none
    console = Console(width=200, file=io.StringIO(), color_system=None)
    console.print(card_panel(cards["dawsons-reek"]))
    assert note in console.file.getvalue()  # type: ignore[attr-defined]
