"""Preview speed: the time to preview every option of a decision (each played on a copy of the
chooser's view), for the decisions with the most options in random 4-player games.

Run with `python benchmarks/previews.py [--json]`. One core, one process. Interactive use wants
a decision of about 40 options previewed well under 100 ms.
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

from primetime import Game, GameConfig
from primetime.engine.views import View
from primetime.presentation import option_preview

PLAYERS = ("Ann", "Bob", "Cy", "Di")


def widest_decisions(seeds: range, keep: int = 10) -> list[tuple[Game, int]]:
    """Copies of games at the player decisions with the most options."""
    found: list[tuple[int, int, Game]] = []
    for seed in seeds:
        game = Game.new(GameConfig(players=PLAYERS, seed=seed))
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert decision is not None
            if decision.player >= 0:
                found.append((len(decision.options), len(found), game.clone()))
                found.sort(key=lambda item: -item[0])
                del found[keep:]
            game.choose(rng.choice(decision.options))
    return [(game, count) for count, _, game in found]


def preview_all(view: View) -> float:
    """Seconds to preview every option of the view's decision (a fresh view: nothing cached)."""
    decision = view.decision
    assert decision is not None
    start = time.perf_counter()
    for option in decision.options:
        option_preview(view, option)
    return time.perf_counter() - start


def run(seeds: int = 20) -> dict[str, Any]:
    rows = []
    for game, count in widest_decisions(range(seeds)):
        decision = game.decision
        assert decision is not None
        best = min(preview_all(game.view(decision.player)) for _ in range(5))
        rows.append({"options": count, "ms": round(best * 1000, 2)})
    return {
        "decisions": rows,
        "max_options": max(r["options"] for r in rows),
        "worst_ms": max(r["ms"] for r in rows),
    }


if __name__ == "__main__":
    result = run()
    if "--json" in sys.argv:
        print(json.dumps(result))
    else:
        for row in result["decisions"]:
            print(f"{row['options']:3d} options: {row['ms']:6.2f} ms")
        print(f"worst: {result['worst_ms']} ms for decisions of up to {result['max_options']}")
