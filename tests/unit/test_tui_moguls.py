"""The terminal with the Moguls module: tokens, each player's mogul, the draw choice with both
effects readable, the "Network, Moguls & Execs" row, and `? NAME` for moguls."""

from __future__ import annotations

import io

from rich.console import Console
from test_tui_session import Script, terminal

from primetime import Game, GameConfig
from primetime.tui import PlaySession, Seat, Terminal
from primetime.tui.board import moguls_text
from primetime.tui.setup import PlaySetup

SEATS = (Seat("Ann"), Seat("Bea", "random"), Seat("Cal", "random"), Seat("Dot", "random"))


def _session(lines: list[str], seed: int, script_seed: int) -> tuple[PlaySession, Terminal]:
    setup = PlaySetup(SEATS, seed, modules=("moguls",))
    term = terminal(Script(lines, seed=script_seed))
    return PlaySession(Game.new(setup.config()), SEATS, term), term


def test_a_4_player_game_with_moguls_plays_to_the_end_in_the_terminal() -> None:
    play, term = _session(["? Penny Pincher"], seed=4, script_seed=1)
    assert play.run() == 0
    assert play.game.over
    text = term.text()
    assert "Mogul tokens on space 3:" in text
    assert "Network, Moguls & Execs" in text
    assert "mogul (both effects are yours); top (ongoing): At upkeep, ignore the" in text
    taken = play.game.state.parts["moguls"].taken  # type: ignore[attr-defined]
    if taken[0] is not None:  # Ann chose between moguls, both halves of each readable
        assert "keep one mogul" in text.lower() and "bottom (" in text


def test_the_board_line_shows_tokens_and_each_players_mogul_face_up_or_down() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=1, modules=("moguls",)))
    state = game.state
    part = state.parts["moguls"]
    part.tokens.remove("sports")  # type: ignore[attr-defined]
    part.taken[0] = "blockbuster-director"  # type: ignore[attr-defined]
    state.players[0].green_room.append("blockbuster-director")
    state.players[0].face_down = ("blockbuster-director",)
    line = moguls_text(state)
    assert line is not None
    console = Console(file=io.StringIO(), width=200, record=True)
    console.print(line)
    text = console.export_text()
    assert "Mogul tokens on space 3: Sci-Fi, Action, Reality, Sitcom, Drama" in text
    assert "Ann Blockbuster Director (face down)" in text and "Bob none yet" in text


def test_without_moguls_there_is_no_mogul_line() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=1))
    assert moguls_text(game.state) is None


def test_a_show_attached_by_voice_of_a_generation_shows_its_row_and_expenses() -> None:
    from primetime.engine.scenario import Scenario
    from primetime.tui.network import show_cell

    sc = Scenario(["Ann", "Bob", "Cy", "Di"], modules=("moguls",))
    sc.lineup(0, "primetime", "dawsons-reek", row=1, attachments=["reinfeld"])
    show = sc.state.players[0].lineup[1]
    assert show is not None
    console = Console(file=io.StringIO(), width=200, record=True)
    console.print(show_cell(sc.state, show))
    assert "+ Reinfeld (show, up: +12v exp $2M)" in console.export_text()


def test_the_rules_in_brief_and_a_query_for_the_module_explain_moguls() -> None:
    from primetime.engine.modules.moguls import MogulsModule
    from primetime.presentation import rules_in_brief
    from primetime.tui.cardinfo import module_named

    game = Game.new(GameConfig(("Ann", "Bob"), seed=1, modules=("moguls", "executives")))
    brief = rules_in_brief(game.state, 0)
    assert MogulsModule.brief in brief and "Executives: each player keeps 1 of 2" in brief
    for query in ("moguls", "Megacorp Moguls", " MOGULS "):
        assert module_named(game.state, query) == MogulsModule.brief
    # a module not in this game is named as such, not looked for as a card
    assert module_named(game.state, "telly") == (
        "Megacorp Telly Time is not in this game (a weekend timeslot, 9 genres, genre grids):"
        " it is chosen when a game is set up."
    )
    assert module_named(game.state, "cheap laughs") == ""
    assert "Both of its effects are yours" in MogulsModule.brief
    plain = Game.new(GameConfig(("Ann", "Bob"), seed=1))
    assert "Moguls" not in rules_in_brief(plain.state, 0)
