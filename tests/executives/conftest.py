"""Executive tests: every board of the box can be dealt, so that a test of one board can have the
others at the table. A board whose behaviour has no module in this checkout gets a plain
`Executive` for the tests (none once every board has its module)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from primetime import GameConfig
from primetime.engine.effect import EFFECTS
from primetime.engine.modules.executives.base import Executive
from primetime.engine.modules.executives.choosing import executive_cards


@pytest.fixture(autouse=True)
def every_board_known() -> Iterator[None]:
    added = []
    for card in executive_cards(GameConfig(players=("a",), modules=("moguls",))):
        if card.effect not in EFFECTS:
            blank = type(card.name, (Executive,), {"id": card.effect})
            EFFECTS[card.effect] = blank()
            added.append(card.effect)
    yield
    for effect in added:
        EFFECTS.pop(effect)
