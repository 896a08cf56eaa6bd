"""The log a browser is sent: each event a plain-English line, sent in pieces as the game goes
on; a line an earlier one already tells (a player's turn after their own, when the others have
passed) is marked `again`, the same whether the log came whole or in pieces, and the browser
leaves it out."""

from __future__ import annotations

import random

from primetime import Game, GameConfig
from primetime.engine.events import Event
from primetime.engine.narrate import told_already
from primetime.server.payload import log_entries


def finished(seed: int) -> Game:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=seed))
    rng = random.Random(seed)
    while not game.over:
        game.choose(rng.choice(game.decision.options))  # type: ignore[union-attr]
    return game


def test_a_turn_after_ones_own_is_marked_again_in_pieces_as_whole() -> None:
    game = finished(3)
    view = game.view(0)
    whole = told_already(list(view.log))
    pieces: list[dict[str, object]] = []
    for start in range(0, len(view.log), 7):
        pieces += log_entries(view, start)[:7]
    assert [e["i"] for e in pieces] == list(range(len(view.log)))
    again = {e["i"] for e in pieces if e.get("again")}
    assert again == whole
    turns = [e for e in pieces if e["kind"] == "turn"]
    assert any(e.get("again") for e in turns) and not all(e.get("again") for e in turns)
    for entry in pieces:  # only a turn right after the same player's, or a gain of a kept card
        if entry.get("again"):
            assert entry["kind"] in ("turn", "gain")


def test_a_keep_leaves_out_one_gain_of_the_card_not_every_later_one() -> None:
    """ "Bea keeps X" tells the "Bea gains X" right after it; a later gain of X (the card back
    from the discards, say) is news and stays in the log."""
    events = [
        Event("keep", 1, {"card": "big-game"}),
        Event("gain", 1, {"card": "big-game"}),
        Event("turn", 0, {"round": 2}),
        Event("gain", 1, {"card": "big-game"}),
    ]
    assert told_already(events) == {1}
