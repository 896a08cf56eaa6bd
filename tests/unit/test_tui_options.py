"""Options on a short screen: a word lists its options whole (wrapped under their labels, never
cut), a warning is never cut on the one-line menu, pass options never fold, folded runs wrap
rather than hide options, and after `board`, `? rules` or a card the options come back folded
as they first were."""

from __future__ import annotations

import io
import re

from rich.console import Console, RenderableType
from test_tui_fit import play_to_first_turn

from helpers import placed
from primetime import Game
from primetime.engine.scenario import Scenario
from primetime.tui import PlaySession, Seat, Terminal
from primetime.tui.fit import fitted_options, listed_options, options_of_word
from primetime.tui.setup import PlaySetup

WARNING = (
    "warning: upkeep of $4M due and you would have $0M: a show will be canceled and score nothing"
)


def text_of(thing: RenderableType, width: int = 80) -> list[str]:
    console = Console(width=width, file=io.StringIO(), record=True, color_system=None)
    console.print(thing)
    return [line.rstrip() for line in console.export_text().splitlines()]


def broke() -> Game:
    """Ann, $0M and $4M of upkeep due, at her turn: four ads, three network cards, two passes
    (passing for viewers leaves the upkeep unpaid) and a card to use."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 0)
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["method-actor"])
    sc.green_room(0, "trendy-showrunner")
    sc.display(
        ad=["used-car-lot", "pharmacy-spot", "luxury-sedan", "mattress-megasale"],
        network=["talent-agency", "spinoff", "big-game"],
    )
    return sc.start_turn(0)


def test_a_word_lists_its_options_whole_each_wrapped_under_its_label() -> None:
    game = broke()
    view, decision = game.view(0), game.decision
    assert decision is not None
    listed = listed_options(view, decision, options_of_word(view, decision, "pass"))
    assert text_of(listed) == [
        "8  Pass for cash · pass: gain $10M ($10M); then you use a network card, or end",
        "   your turn",
        "9  Pass for viewers · pass: score 6 more viewers this round; then you use a",
        "   network card, or end your turn; warning: upkeep of $4M due and you would have",
        "   $0M: a show will be canceled and score nothing",
    ]
    assert not any("…" in line for line in text_of(listed, 120))


def test_a_warning_is_never_cut_on_the_one_line_menu() -> None:
    game = broke()
    view, decision = game.view(0), game.decision
    assert decision is not None
    console = Console(width=80, file=io.StringIO())
    lines = text_of(fitted_options(view, decision, 20, console))
    place = lines.index(
        " 9  Pass for viewers · pass: score 6 more viewers this round; then you use a ne…"
    )
    assert lines[place + 1 : place + 3] == [
        "    warning: upkeep of $4M due and you would have $0M: a show will be canceled",
        "    and score nothing",
    ]
    assert " ".join(line.strip() for line in lines).count(WARNING) == 1
    # where the label and the warning fit a line, the warning comes first on it
    # (11 lines: too few for every option in full)
    wide = text_of(fitted_options(view, decision, 11, Console(width=120, file=io.StringIO())), 120)
    assert f" 9  Pass for viewers · {WARNING}; pa…" in wide
    assert len(wide) == len(decision.options) + 1
    assert wide[-1] == "Type ? N to read option N in full"  # lines are cut: how to read one


def test_pass_options_never_fold_and_folded_runs_wrap_rather_than_hide_options() -> None:
    game = broke()
    view, decision = game.view(0), game.decision
    assert decision is not None
    console = Console(width=80, file=io.StringIO())
    lines = text_of(fitted_options(view, decision, 9, console))
    assert lines == [
        "1-4  sign: 1 Used Car Lot · 2 Pharmacy Spot · 3 Luxury Sedan · 4 Mattress",
        "     Megasale",
        "5-7  take: 5 Talent Agency · 6 Spinoff · 7 Big Game",
        "  8  Pass for cash · pass: gain $10M ($10M); then you use a network card, or en…",
        "  9  Pass for viewers · pass: score 6 more viewers this round; then you use a n…",
        "     warning: upkeep of $4M due and you would have $0M: a show will be canceled",
        "     and score nothing",
        " 10  Use Trendy Showrunner · use it: use-once network card. Move one of your sh…",
        "Type sign or take to list those options, ? N for one in full",
    ]
    # no room at all: a run is cut to a line only then, and the pass options still stand
    tight = text_of(fitted_options(view, decision, 3, console))
    assert (
        tight[0]
        == "1-4  sign: 1 Used Car Lot · 2 Pharmacy Spot · 3 Luxury Sedan · 4 Mattress Megas…"
    )
    assert any(line.startswith("  8  Pass for cash · pass: gain $10M") for line in tight)
    assert not any(re.match(r"^\s*\d+-\d+\s+pass:", line) for line in tight)


def test_a_pilot_season_hand_keeps_every_option_on_its_line_at_80x24() -> None:
    """The hand is listed whole above the options: those stay on screen, not the board, so the
    six ways to keep two cards are not folded into `1-6 keep: 1 ... · 2 ...…`."""
    seats = (Seat("Player 1"),)
    terminal = Terminal.scripted([], width=80, height=24)
    PlaySession(placed(Game.new(PlaySetup(seats, 5).config())), seats, terminal).run()
    text = terminal.text()
    assert "1-6  keep" not in text
    assert (
        "1  Keep Energy Drink Blitz and Insurance Lizard · gain $6M ($12M); ad, +$3M bon…" in text
    )
    assert "6  Keep Saved by the Smell and Scene-Stealing Newcomer · pay $4M ($2M); Sitcom …" in (
        text
    )


def option_block(lines: list[str]) -> list[str]:
    """The lines from a decision's title to its prompt."""
    start = max(i for i, line in enumerate(lines) if line.startswith("Ann: Take an action"))
    return lines[start:]


def test_after_board_rules_or_a_card_the_options_come_back_folded_as_they_were() -> None:
    reader = play_to_first_turn(
        ("Ann", "Bea", "Cal", "Dan"),
        "medium",
        5,
        ("executives",),
        then=["? rules", "board", "? Gray Fox", "produce"],
    )
    assert reader.turn is not None
    first = option_block(reader.turn)
    assert any(re.match(r"^\s*\d+-\d+\s+sign:", line) for line in first)  # folded at 80x24
    assert len(first) < reader.count + 2
    for shown in reader.after[:3]:
        again = option_block([line.rstrip() for line in shown.split("\n")])
        assert again[:-1] == first[:-1]  # the same folded list (the prompt's line differs)
