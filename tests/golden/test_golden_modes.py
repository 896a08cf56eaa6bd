"""Golden games of every mode: each mix's seeded random games log the same events, in order.

The golden game (test_golden_game.py) is one base 3-player game. What the engine runs depends on
the mix: a step runs at once where it would be the next one popped, and a hook is skipped where
no card of the game implements it (`turn_start`, `settling`, the discard hooks), so solo, Classic
Turns, Moguls, Executives and Telly Time each take paths the base game does not.
`golden_modes.json` holds, for each mix, two games' event counts and digests (every event's
kind, player, data and who may see it, and the choices), written by `python
tests/golden/regen.py` ONLY ON PURPOSE (see there). A speed change must leave them all as they
are; `benchmarks/identity.py` checks more (option lists, bots, determinizations) by hand.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from regen import MIXES, MODE_SEEDS, MODES_FILE, mix_name, mode_game, mode_record

REGENERATE = "if the change to the game is intended, run: python tests/golden/regen.py"


@pytest.fixture(scope="module")
def golden() -> dict[str, Any]:
    data = json.loads(MODES_FILE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_the_file_holds_every_mix_and_seed(golden: dict[str, Any]) -> None:
    names = [mix_name(players, switches) for players, switches in MIXES]
    assert len(set(names)) == len(MIXES)  # one key a mix
    assert sorted(golden) == sorted(["about", *names])
    for name in names:
        assert sorted(golden[name]) == sorted(str(seed) for seed in MODE_SEEDS)


@pytest.mark.parametrize(("players", "switches"), MIXES, ids=[mix_name(*mix) for mix in MIXES])
def test_each_mix_logs_the_same_events(
    golden: dict[str, Any], players: int, switches: dict[str, Any]
) -> None:
    name = mix_name(players, switches)
    for seed in MODE_SEEDS:
        want = golden[name][str(seed)]
        got = mode_record(mode_game(players, switches, seed))
        assert got["events"] == want["events"], (
            f"{name}, seed {seed}: {got['events']} events, not {want['events']}; {REGENERATE}"
        )
        assert got["digest"] == want["digest"], (
            f"{name}, seed {seed}: the same number of events, but not the same ones; {REGENERATE}"
        )
