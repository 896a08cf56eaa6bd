"""`primetime replay`: a saved game cut into steps (turns), stepped through or printed whole."""

from __future__ import annotations

import pytest

from helpers import new_game, play_random
from primetime import Game
from primetime.engine.game import SaveError
from primetime.tui import ReplaySession, Terminal
from primetime.tui.replay import split_steps


def finished(players: int = 2, seed: int = 6) -> Game:
    return play_random(new_game(players, seed), seed=seed)


def test_steps_cover_every_choice_once_each_by_one_player() -> None:
    for players in (1, 2, 4):
        game = finished(players, seed=players)
        steps = split_steps(game.config, True, game.history)
        assert steps[0].first == 0 and steps[-1].last == len(game.history)
        for before, after in zip(steps, steps[1:], strict=False):
            assert before.last == after.first and before.first < before.last
        replayed = Game.new(game.config)
        for step in steps:
            for choice in game.history[step.first : step.last]:
                decision = replayed.decision
                assert decision is not None and decision.player == step.player
                replayed.choose(choice)
        assert [s.round for s in steps] == sorted(s.round for s in steps)


def test_printing_a_whole_replay_ends_with_the_final_table() -> None:
    game = finished()
    terminal = Terminal.scripted([])
    session = ReplaySession(game.to_json(), terminal)
    session.print_all()
    text = terminal.text()
    assert text.startswith(f"Replay: Ann, Bob · seed 6 · {len(game.history)} choices")
    assert f"Step {len(session.steps)} of {len(session.steps)}" in text
    assert "Final scores" in text and ("Winner" in text or "Shared win" in text)
    assert "── Round 4 begins" in text


def test_stepping_back_and_forth() -> None:
    game = finished()
    lines = ["", "", "p", "3", "b", "x", "999", "e", "", "?", "q"]
    terminal = Terminal.scripted(lines)
    session = ReplaySession(game.to_json(), terminal)
    assert session.run() == 0
    text = terminal.text()
    count = len(session.steps)
    assert text.count("Step 1 of") == 2  # once, then again after p
    assert "Step 3 of" in text
    assert "Pass track:" in text  # the board
    assert "'x' is not understood" in text
    assert f"There is no step 999: steps go from 1 to {count}" in text
    assert f"At the end: step {count} of {count}." in text
    assert "That was the last step" in text
    assert "Final scores" in text


def test_a_replay_from_one_players_view_shows_their_cards() -> None:
    game = finished()
    hand = [e.data["cards"] for e in game.log if e.kind == "pilot-choose" and e.player == 1][0]
    names = [game.state.cards[c].name for c in hand]
    public = Terminal.scripted([])
    ReplaySession(game.to_json(), public).print_all()
    private = Terminal.scripted([])
    ReplaySession(game.to_json(), private, player=1).print_all()
    assert "Bob chooses which Pilot Season cards to keep" in public.text()
    assert f"Bob chooses Pilot Season cards: {names[0]} and {names[1]}" in private.text()


def test_an_unfinished_save_says_where_it_stops() -> None:
    game = new_game(2, seed=2)
    for _ in range(5):
        game.choose(0)
    terminal = Terminal.scripted([])
    ReplaySession(game.to_json(), terminal).print_all()
    assert "The save ends here; the game was not finished." in terminal.text()


def test_bad_saves_and_players_are_refused() -> None:
    with pytest.raises(SaveError):
        ReplaySession("{not json", Terminal.scripted([]))
    with pytest.raises(SaveError, match="there is no player 3"):
        ReplaySession(finished().to_json(), Terminal.scripted([]), player=2)
