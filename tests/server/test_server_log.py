"""The log a browser is sent: each event a plain-English line, sent in pieces as the game goes
on; a line an earlier one already tells (a player's turn after their own, when the others have
passed) is marked `again`, the same whether the log came whole or in pieces, and the browser
leaves it out."""

from __future__ import annotations

import random

import pytest

from helpers import dealt_card_by_card
from primetime import Game, GameConfig
from primetime.engine.events import Event
from primetime.engine.narrate import told_already
from primetime.server.payload import log_entries
from primetime.tui.narration import narrate_lines


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


def browser_lines(entries: list[dict[str, object]]) -> list[str]:
    """What the browser's log shows of the entries (`logLines` in web/table.js): no `again`
    entry, one line for entries in a row of one `run`, the last one's `run_text`."""
    lines: list[tuple[object, str]] = []
    for entry in entries:
        if entry.get("again"):
            continue
        run = entry.get("run")
        text = str(entry["run_text"] if run else entry["text"])
        if run and lines and lines[-1][0] == run:
            lines[-1] = (run, text)
        else:
            lines.append((run, text))
    return [text for _, text in lines]


@pytest.mark.parametrize("players", [("Ann",), ("Ann", "Bob", "Cy")])
def test_the_browser_tells_the_log_as_the_terminal_does_in_pieces_as_whole(
    players: tuple[str, ...],
) -> None:
    """A new display's deals are one line ("A new display is dealt (8 cards)"), and so is each
    run of discards or of one player's draws, as in the terminal, even when the run came in two
    pieces; in solo the opponent's reveal and the discard of the card it took are told only by
    its "reveals X and discards Y"."""
    game = Game.new(GameConfig(players=players, seed=5))
    rng = random.Random(5)
    while not game.over:
        game.choose(rng.choice(game.decision.options))  # type: ignore[union-attr]
    view = game.view(0)
    terminal = [
        line.text.plain.removeprefix("── ").removesuffix(" ──")
        if line.kind == "round"
        else line.text.plain
        for line in narrate_lines(view.log, view.state)
    ]
    whole = browser_lines(log_entries(view, 0))
    pieces: list[dict[str, object]] = []
    for start in range(0, len(view.log), 5):  # a run cut in two: deals come 8 to 14 at a time
        pieces += log_entries(view, start)[:5]
    assert whole == browser_lines(pieces) == terminal
    assert any(line.startswith("A new display is dealt (") for line in whole)
    assert not dealt_card_by_card(whole)
    if len(players) == 1:
        assert any(line.startswith("The opponent reveals ") for line in whole)
        assert not any(line.endswith(" is revealed") for line in whole)


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


def test_a_card_dealt_alone_is_its_own_line_between_the_events_around_it() -> None:
    """Talent Agency deals one star to the display in the middle of a turn: the log tells that
    card on its own line, in the terminal and the browser alike, and still no display card by
    card."""
    game = finished(16)
    view = game.view(0)
    log = list(view.log)
    alone = [
        i
        for i, e in enumerate(log)
        if e.kind == "deal" and log[i - 1].kind != "deal" and log[i + 1].kind != "deal"
    ]
    assert alone, "seed 16 no longer plays Talent Agency"
    terminal = [line.text.plain for line in narrate_lines(view.log, view.state)]
    whole = browser_lines(log_entries(view, 0))
    card = game.state.cards[str(log[alone[0]].data["card"])].name
    assert f"{card} is dealt to the display" in whole
    assert [line for line in whole if line.endswith(" is dealt to the display")] == [
        line for line in terminal if line.endswith(" is dealt to the display")
    ]
    assert not dealt_card_by_card(whole)
