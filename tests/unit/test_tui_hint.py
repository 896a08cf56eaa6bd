"""`hint` at a terminal prompt: the coach's top options, with the numbers to type."""

from __future__ import annotations

import re

from test_tui_session import INTERRUPT, YOU_AND_BOT, Script, session

from primetime import coach
from primetime.presentation import option_label
from primetime.tui.commands import AskHint, Unknown, parse


def test_hint_is_a_command() -> None:
    assert parse("hint") == AskHint() and parse(" Coach ") == AskHint()
    assert isinstance(parse("hint me"), Unknown)


def test_hint_at_a_prompt_shows_the_coachs_top_three_and_changes_nothing() -> None:
    script = Script(["hint"], seed=5)
    play, term = session(YOU_AND_BOT, script)
    decision = play.game.decision
    assert decision is not None
    expected = coach.hint(play.game.view(decision.player), decision, seed=0)
    script.lines += [INTERRUPT, "n"]
    play.run()
    assert play.game.history == []
    text = " ".join(term.text().split())
    assert "Coach: the hard bot's top options (from your view only)" in text
    cards = play.game.state.cards
    for estimate in expected.ranked:
        number = decision.options.index(estimate.option) + 1
        label = " ".join(option_label(cards, estimate.option).split())
        assert re.search(rf"{number} {re.escape(label[:30])}", text), label
        assert f"{estimate.score:.1f}" in text
    assert f"from {expected.iterations} searches" in text
