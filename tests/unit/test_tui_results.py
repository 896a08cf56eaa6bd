"""The end of the game: round scores, itemised end-game bonuses, the winners, the solo rank."""

from __future__ import annotations

import io

from rich.console import Console, RenderableType

from helpers import new_game, play_random
from primetime.engine.scoring import GameResult, PlayerResult
from primetime.presentation import final_columns, final_notes, rank_range, solo_standing
from primetime.server.payload import result_of
from primetime.tui.results import render_results, results_table, verdict


def text_of(thing: RenderableType, width: int = 100) -> str:
    console = Console(width=width, record=True, color_system=None, file=io.StringIO())
    console.print(thing)
    return console.export_text()


def result(totals: list[int]) -> GameResult:
    players = [
        PlayerResult(name, [20, 25, 30, 35], 5, 6, 7, 2, total, [("streaming-deal", 7)])
        for name, total in zip(("Ann", "Bob", "Cy"), totals, strict=False)
    ]
    best = max(totals)
    winners = [i for i, t in enumerate(totals) if t == best]
    for i in winners:
        players[i].winner = True
    return GameResult(players, winners)


def test_the_table_itemises_every_players_score() -> None:
    game = play_random(new_game(3, seed=8), seed=8)
    final = game.result()
    text = text_of(results_table(final, final_columns(game.state)))
    for heading in ("R1", "R4", "Rounds", "Genres", "Reruns", "Network", "Cash", "Total"):
        assert heading in text
    for player in final.players:
        row = next(line for line in text.splitlines() if line.startswith(player.name))
        numbers = [int(n) for n in row.replace("★", "").split()[1:]]
        assert numbers == [
            *player.rounds,
            player.round_total,
            player.genres,
            player.reruns,
            player.network,
            player.cash,
            player.total,
        ]


def test_the_winner_is_named_and_ties_share_the_win() -> None:
    assert verdict(result([150, 140]), False).plain == "Winner: Ann with 150 viewers"
    shared = verdict(result([150, 150, 90]), False).plain
    assert shared == "Shared win: Ann and Bob with 150 viewers"
    text = text_of(render_results(result([150, 150, 90]), new_game(3).state))
    assert "Ann ★" in text and "Bob ★" in text and "Cy ★" not in text
    assert "Game End cards: Ann: Streaming Deal 7" in text


def test_solo_mode_gives_the_rank() -> None:
    game = play_random(new_game(1, seed=2), seed=2)
    final = game.result()
    rank = final.players[0].rank
    assert rank
    text = verdict(final, True).plain
    assert (
        text
        == f"Ann scores {final.players[0].total} viewers: {solo_standing(final.players[0].total)}"
    )
    assert text.startswith(
        f"Ann scores {final.players[0].total} viewers: {rank} ({rank_range(rank)}"
    )
    assert "★" not in text_of(results_table(final, final_columns(game.state), solo=True))


def test_rank_ranges_follow_the_rulebook() -> None:
    assert rank_range("Intern") == "0-149 viewers"
    assert rank_range("Line Producer") == "180-199 viewers"
    assert rank_range("Industry Legend") == "260+ viewers"


def test_a_solo_standing_says_how_far_the_next_rank_was() -> None:
    assert solo_standing(194) == "Line Producer (180-199 viewers; 6 more for Executive Producer)"
    assert solo_standing(149) == "Intern (0-149 viewers; 1 more for Production Assistant)"
    assert solo_standing(150) == "Production Assistant (150-179 viewers; 30 more for Line Producer)"
    assert solo_standing(275) == "Industry Legend (260+ viewers)"


def test_the_final_table_never_cuts_a_heading_and_says_what_short_ones_mean() -> None:
    # Megacorp's "Network, Moguls & Execs" column: at 80 columns its words wrap whole; where the
    # table cannot fit with whole words (60 columns), short headings and a legend under it
    game = play_random(new_game(5, seed=3, modules=("moguls", "executives")), seed=3)
    final = game.result()
    shown = render_results(final, game.state)
    wide = text_of(shown, width=80)
    assert "Moguls &" in wide and "Execs" in wide and "…" not in wide
    narrow = text_of(shown, width=60)
    assert "…" not in narrow
    lines = narrow.splitlines()
    assert lines[1].split() == ["Player", "R1", "R2", "R3", "R4", "Rnd", "Gen", "Rer"] + [
        "NME",
        "$",
        "Tot",
    ]
    legend = " ".join(narrow.split())
    assert "NME network, moguls & execs" in legend and "Tot total" in legend
    for width in range(40, 130, 7):  # every width: a whole table, and each row's numbers whole
        text = text_of(shown, width=width)
        assert "…" not in text, width
        for player in final.players:
            row = next(line for line in text.splitlines() if line.startswith(player.name))
            assert row.split()[-1] == str(player.total), width


def test_the_browser_gets_the_same_solo_standing() -> None:
    """The server's result says the standing the terminal prints; a table game has none."""
    game = play_random(new_game(1, seed=2), seed=2)
    sent = result_of(game)
    assert sent is not None
    assert sent["standing"] == solo_standing(game.result().players[0].total)
    table = result_of(play_random(new_game(2, seed=2), seed=2))
    assert table is not None and table["standing"] is None


def test_the_game_end_cards_scored_are_told_in_view_in_both_interfaces() -> None:
    from primetime.cards import load_box
    from primetime.presentation import network_scored
    from primetime.tui.results import network_lines

    cards = load_box("primetime").cards
    words = network_scored(result([10, 20]), cards)
    assert words == "Ann: Streaming Deal 7; Bob: Streaming Deal 7"
    line = network_lines(result([10, 20]), cards)
    assert line is not None and line.plain == f"Game End cards: {words}"
    game = play_random(new_game(2, 3))
    sent = result_of(game)
    assert sent is not None
    assert sent["network_scored"] == network_scored(game.result(), game.state.cards)


def test_the_terminal_table_has_the_columns_the_game_scores() -> None:
    """`presentation.final_columns`, as the browser's: Telly Time's grid scores each round, so
    its table has no Genres column."""
    base = play_random(new_game(2, seed=4), seed=4)
    telly = play_random(new_game(2, seed=4, modules=("telly",)), seed=4)
    base_heading = text_of(render_results(base.result(), base.state), 120).splitlines()[1]
    telly_heading = text_of(render_results(telly.result(), telly.state), 120).splitlines()[1]
    assert "Genres" in base_heading and "Reruns" in base_heading
    assert "Genres" not in telly_heading and "Reruns" in telly_heading
    notes = final_notes(telly.state)  # a note for each column there is
    assert notes.startswith("Telly Time's genre grid scored in each round's score")
    assert "Genres:" not in notes and "Reruns:" in notes
    assert final_notes(base.state).startswith("Genres: viewers for your marker")
