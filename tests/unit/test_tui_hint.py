"""`hint` at a terminal prompt: the coach's top options, with the numbers to type."""

from __future__ import annotations

import io
import re

from rich.console import Console
from test_tui_session import INTERRUPT, PLACED, YOU_AND_BOT, Script, session

from primetime import Game, GameConfig, coach
from primetime.presentation import option_label
from primetime.tui.coaching import hint_table
from primetime.tui.commands import AskHint, Unknown, parse


def test_hint_is_a_command() -> None:
    assert parse("hint") == AskHint() and parse(" Coach ") == AskHint()
    assert isinstance(parse("hint me"), Unknown)


def test_hint_at_a_prompt_shows_the_coachs_top_three_and_changes_nothing() -> None:
    script = Script(["hint"], seed=5)
    play, term = session(YOU_AND_BOT, script)
    decision = play.game.decision
    assert decision is not None
    expected = coach.hint(play.game.view(decision.player), decision, seed=len(PLACED))
    script.lines += [INTERRUPT, "y"]
    play.run()
    assert play.game.history == PLACED
    text = " ".join(term.text().split())
    assert "Coach: the hard bot's top options, from your view" in text
    cards = play.game.state.cards
    for estimate in expected.ranked:
        number = decision.options.index(estimate.option) + 1
        label = " ".join(option_label(cards, estimate.option).split())
        assert re.search(rf"{number} {re.escape(label[:30])}", text), label
        assert f"{estimate.score:.1f}" in text
    assert f"from {expected.iterations} searches" in text


def test_the_coachs_title_and_caption_stay_on_one_line_each_with_short_labels() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=5))
    decision = game.decision
    assert decision is not None
    option = decision.options[0]
    found = coach.Hint(0, (coach.Estimate(option, "Keep", 61.25, 0.5, 10),), 1200)
    console = Console(width=80, record=True, color_system=None, file=io.StringIO())
    console.print(hint_table(found, decision))
    lines = [line.rstrip() for line in console.export_text().splitlines()]
    assert lines[0] == "Coach: the hard bot's top options, from your view"
    assert lines[-1] == (
        "the bot's choice first, then by expected final viewers; from 1200 searches"
    )
    assert re.search(r"^\s*1\s+Keep\s+61\.2\s+50%$", "\n".join(lines), re.M)
