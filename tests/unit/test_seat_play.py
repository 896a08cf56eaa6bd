"""benchmarks/seat_play.py: what each seat does, counted in the very games `primetime simulate`
plays (the README's Beeb figures rest on both)."""

from __future__ import annotations

from helpers import load_benchmark
from primetime.simulation import GameSpec, play_one


def test_seat_play_counts_the_games_simulate_plays() -> None:
    seat_play = load_benchmark("seat_play")
    spec = GameSpec(
        7000,
        ("heuristic", "random", "heuristic"),
        modules=("executives",),
        executives=("beeb", "flix"),
    )
    seats, scores = seat_play.play(spec)
    assert scores == play_one(spec).scores  # the same game, to the viewer
    beeb, flix, _ = seats
    rounds = 4
    assert all(tally["passes"] == rounds for tally in seats)  # one a round, Beeb's free pass too
    assert beeb["rondel moves"] == beeb["turns"] > 0  # each Beeb turn starts with a move
    assert "rondel moves" not in flix and flix["turns"] >= flix["actions (passes aside)"] > 0
    kinds = [name for name in beeb if name.startswith("action: ")]
    assert sum(beeb[name] for name in kinds) == beeb["actions (passes aside)"]
