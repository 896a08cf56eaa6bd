"""RandomBot: uniform over the offered options, seeded."""

from __future__ import annotations

import random

from ..engine import Decision
from ..engine.options import Option
from ..engine.views import View
from .base import BotSpecError, register_bot


class RandomBot:
    """Chooses uniformly among the legal options."""

    needs_view = False

    def __init__(self, seed: int = 0) -> None:
        self.name = "random"
        self.rng = random.Random(seed)

    def choose(self, view: View | None, decision: Decision) -> Option:
        return self.rng.choice(decision.options)


@register_bot("random")
def _random(params: dict[str, str], seed: int) -> RandomBot:
    if params:
        raise BotSpecError(f"the random bot takes no options, got {sorted(params)}")
    return RandomBot(seed)
