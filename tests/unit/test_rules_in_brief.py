"""The rules in brief are read in the terminal and in the browser alike: no module's lines may
speak of one interface's commands (Executives' said "? and the board's name tells one", which
means nothing in a browser; browser play review)."""

from __future__ import annotations

import pytest

from helpers import new_game
from primetime.presentation.help import rules_in_brief

MIXES = [(), ("moguls",), ("executives",), ("telly",), ("moguls", "executives", "telly")]


@pytest.mark.parametrize("modules", MIXES)
@pytest.mark.parametrize("players", [1, 3])
def test_the_rules_in_brief_name_no_terminal_command(
    modules: tuple[str, ...], players: int
) -> None:
    game = new_game(players, seed=1, modules=modules)
    text = rules_in_brief(game.state, 0)
    assert "The game in brief" in text
    assert "? " not in text and "(?" not in text, text
    if "executives" in modules:
        assert "each board's card says which" in text
