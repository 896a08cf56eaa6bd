"""Rendering the board: the display by card type, a network, the pass track, the scoreboard, the
solo opponent, and the whole board fitting 80 to 120 columns."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console, RenderableType

from helpers import new_game
from primetime.cards import ShowCard, StarCard
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import upkeep_net
from primetime.tui.board import pass_track_text, render_board, scoreboard, solo_text
from primetime.tui.display import display_tables, shows_table
from primetime.tui.network import (
    genres_text,
    green_room_text,
    lineup_table,
    network_panel,
    projection,
    reruns_text,
    seasons_text,
)
from primetime.tui.theme import CURRENT_ROW


def text_of(thing: RenderableType, width: int = 120) -> str:
    console = Console(width=width, record=True, color_system=None, file=io.StringIO())
    console.print(thing)
    return console.export_text()


def millie() -> Scenario:
    sc = Scenario(["Millie", "Taio"])
    sc.cash(0, 12).green_room(0, "cheeky-friend", "big-game")
    sc.display(show=["dawsons-reek", "surpriser"], star=["cheeky-friend"], ad=[], network=[])
    sc.lineup(0, "primetime", "dawsons-reek", row=1, attachments=[("cheeky-friend", False)])
    sc.reruns(0, "plastic-chef").genres(0, drama=2).scores(0, 23, 32)
    return sc


# -- the display ---------------------------------------------------------------------------------


def test_the_shows_table_gives_every_value_of_a_show() -> None:
    sc = Scenario(["Ann", "Bob"])
    sc.display(show=["dawsons-reek", "surpriser"])
    state = sc.game_state()
    text = text_of(shows_table(state.cards, ["dawsons-reek", "surpriser"]))
    reek = state.cards["dawsons-reek"]
    assert isinstance(reek, ShowCard)
    row = next(line for line in text.splitlines() if "Dawson's Reek" in line)
    for value in ("Drama", f"${reek.cost}M", f"${reek.expenses}M", "star ad?", "Prime"):
        assert value in row
    assert " ".join(map(str, reek.rows)) in row
    assert "Cost" in text and "Exp" in text and "Slots" in text and "Prefers" in text


def test_display_tables_list_stars_ads_and_network_cards_with_conditions_and_effects() -> None:
    sc = Scenario(["Ann", "Bob"])
    sc.display(
        show=["surpriser"],
        star=["cheeky-friend", "gray-fox"],
        ad=["promo-sneak-peek"],
        network=["big-game"],
    )
    state = sc.game_state()
    text = "".join(text_of(table) for table in display_tables(state, 120))
    cheeky = state.cards["cheeky-friend"]
    assert isinstance(cheeky, StarCard)
    assert "with another star" in text  # the condition of a star
    assert f"{cheeky.viewers}v ${cheeky.expenses}M" in text
    assert f"{cheeky.down_viewers}v ${cheeky.down_expenses}M" in text
    assert "promo: pay $3M" in text
    assert "* Surpriser: " + state.cards["surpriser"].text[:30] in " ".join(text.split())
    assert "Gray Fox *" in text  # an effect, printed under the table
    assert "Big Game" in text and "Immediate" in text and "free" in text
    assert state.cards["big-game"].text[:25] in " ".join(text.split())


def test_an_empty_display_row_says_none_are_left() -> None:
    sc = Scenario(["Ann", "Bob"])
    sc.display(show=["surpriser"], star=[], ad=[], network=[])
    text = "".join(text_of(t) for t in display_tables(sc.game_state(), 100))
    assert "Stars: none left" in text and "Ads: none left" in text
    assert "Network cards: none left" in text


# -- a network -----------------------------------------------------------------------------------


def test_the_current_season_row_is_bracketed_and_highlighted() -> None:
    state = millie().game_state()
    reek = state.cards["dawsons-reek"]
    assert isinstance(reek, ShowCard)
    text = seasons_text(reek, 1)
    assert text.plain == f"{reek.rows[0]} [{reek.rows[1]}] {reek.rows[2]} {reek.rows[3]}"
    highlighted = [text.plain[s.start : s.end] for s in text.spans if s.style == CURRENT_ROW]
    assert highlighted == [f"[{reek.rows[1]}]"]


def test_a_show_in_its_last_season_says_so() -> None:
    """On its last row a show is canceled when it ages this round: the network and the compact
    line flag it (a player replaces it in time)."""
    from primetime.tui.compact import network_lines

    state = millie().game_state()
    reek = state.cards["dawsons-reek"]
    assert isinstance(reek, ShowCard)
    last = len(reek.rows) - 1
    assert seasons_text(reek, last).plain.endswith(f"[{reek.rows[last]}] last")
    assert not seasons_text(reek, last - 1).plain.endswith("last")
    show = state.players[0].lineup[1]
    assert show is not None and show.card == "dawsons-reek"
    state.players[0].lineup[1] = show.with_row(last)
    line = next(t for t in network_lines(state, 0, 0) if "Dawson's Reek" in str(t))
    assert f"Dawson's Reek [{reek.rows[last]}] last season + Cheeky Friend" in str(line)


def test_the_lineup_shows_each_show_its_attachments_and_viewers() -> None:
    state = millie().game_state()
    text = text_of(lineup_table(state, 0))
    assert "Dawson's Reek" in text
    assert "+ Cheeky Friend (star, upside down" in text
    reek = state.cards["dawsons-reek"]
    cheeky = state.cards["cheeky-friend"]
    assert isinstance(reek, ShowCard) and isinstance(cheeky, StarCard)
    viewers = reek.rows[1] + cheeky.down_viewers
    row = next(line for line in text.splitlines() if "Dawson's Reek" in line)
    assert row.rstrip().endswith(str(viewers))
    for slot in ("Day", "Prime", "Late"):
        assert slot in text


def test_the_projection_gives_this_rounds_viewers_and_upkeep() -> None:
    sc = millie()
    state = sc.game_state()
    state.players[0].pass_viewers = 4
    text = projection(state, 0).plain
    net = upkeep_net(state, 0)
    assert "This round: " in text and "+ 4 pass track = " in text
    assert (f"pay ${-net}M" if net < 0 else f"earn ${net}M" if net > 0 else "break even") in text


def test_upkeep_you_cannot_pay_is_flagged() -> None:
    sc = millie().cash(0, 0)
    state = sc.game_state()
    assert upkeep_net(state, 0) < 0
    assert "can't pay" in projection(state, 0).plain


def test_green_room_reruns_and_genres() -> None:
    state = millie().game_state()
    assert "Big Game (Immediate)" in green_room_text(state, 0).plain
    chef = state.cards["plastic-chef"]
    assert isinstance(chef, ShowCard)
    assert f"Plastic Chef {chef.rerun_value}v" in reruns_text(state, 0).plain
    assert "Drama 2 (3v, next: network)" in genres_text(state, 0).plain
    assert "no markers yet" in genres_text(state, 1).plain
    assert "Green room: empty" in green_room_text(state, 1).plain


def test_a_network_panel_is_titled_with_name_cash_and_you() -> None:
    state = millie().game_state()
    mine = text_of(network_panel(state, 0, 0))
    theirs = text_of(network_panel(state, 1, 0, "easy bot"))
    assert "Millie (you) · $12M" in mine
    assert "Taio · easy bot" in theirs and "(you)" not in theirs


# -- pass track, scoreboard, solo ----------------------------------------------------------------


def test_the_pass_track_shows_each_column_and_who_took_it() -> None:
    sc = Scenario(["Ann", "Bob", "Cy", "Di"]).passed(2)
    text = pass_track_text(sc.game_state()).plain
    assert text.startswith("Pass track: 1st $10M or 6v [Cy] · 2nd $6M or 4v · ")
    assert "3rd $4M or 2v · " in text and text.endswith("last $2M")


def test_the_scoreboard_has_round_scores_totals_and_cash() -> None:
    state = millie().game_state()
    text = text_of(scoreboard(state, 0))
    row = next(line for line in text.splitlines() if line.startswith("Millie"))
    assert "$12M" in row and "23" in row and "32" in row and "55" in row
    assert all(f"R{n}" in text for n in range(1, 5))


def test_the_solo_opponent_line_counts_its_cards() -> None:
    game = new_game(1, seed=3)
    while game.state.round == 0:
        game.choose(0)
    text = solo_text(game.view(0).state)
    assert text is not None and text.plain.startswith("Solo opponent: ")
    assert solo_text(new_game(2).view(0).state) is None
    sc = Scenario(["Ann"], solo=True).passed(-2)
    passed = solo_text(sc.game_state())
    assert passed is not None and "has passed" in passed.plain


# -- the whole board -----------------------------------------------------------------------------


def boards(players: int, seed: int) -> list[tuple[int | None, object]]:
    """Views at a few points of a random game."""
    game = new_game(players, seed)
    rng = random.Random(seed)
    views = []
    for index in range(400):
        if game.over:
            break
        decision = game.decision
        assert decision is not None
        if index % 60 == 0:
            views.append((decision.player, game.view(decision.player)))
        game.choose(rng.choice(decision.options))
    views.append((None, game.view(None)))
    return views


@pytest.mark.parametrize("players", [1, 2, 3, 5])
@pytest.mark.parametrize("width", [80, 100, 120])
def test_the_board_fits_the_terminal(players: int, width: int) -> None:
    for _, view in boards(players, seed=players):
        text = text_of(render_board(view, width, ["", "easy bot"]), width)  # type: ignore[arg-type]
        longest = max(len(line.rstrip()) for line in text.splitlines())
        assert longest <= width


def test_your_network_comes_last_and_others_can_be_left_out() -> None:
    game = new_game(3, seed=2)
    while game.state.round == 0:
        game.choose(0)
    view = game.view(1)
    text = text_of(render_board(view, 100))
    names = [view.state.players[p].name for p in range(3)]
    last = max(text.rfind(f"─ {n}") for n in names)
    assert text.rfind("─ Bob (you)") == last
    short = text_of(render_board(view, 100, others=False))
    assert "─ Ann" not in short and "─ Bob (you)" in short and "type board" in short


def test_hidden_cards_never_reach_the_board() -> None:
    game = new_game(2, seed=5)  # Pilot Season: both hands dealt
    mine = set(game.state.players[0].hand)
    theirs = set(game.state.players[1].hand)
    text = text_of(render_board(game.view(0), 120))
    for card in theirs - mine:
        assert game.state.cards[card].name not in text


def test_a_condition_says_another_only_of_a_card_of_the_same_kind() -> None:
    """Cheeky Friend (a star) wants another star; Celebrity Endorsement (an ad) wants a star;
    Indie Darling (a star) wants no ads at all, not "no other ads"."""
    sc = Scenario(["Ann", "Bob"])
    sc.display(star=["cheeky-friend", "indie-darling"], ad=["celebrity-endorsement"])
    state = sc.game_state()
    text = "".join(text_of(table) for table in display_tables(state, 140))
    # the star and ad tables stand side by side: the ad's row is the right half of a line
    ad_row = next(line for line in text.splitlines() if "Celebrity" in line).split("Celebrity")[1]
    assert ad_row.rstrip().endswith("with a star")
    indie = next(line for line in text.splitlines() if "Indie Darling" in line)
    assert "no ads" in indie and "no other" not in indie
    cards = state.cards
    assert cards["celebrity-endorsement"].condition.describe("ad") == "on a show with a star"
    assert cards["cheeky-friend"].condition.describe("star") == "on a show with another star"
    assert cards["indie-darling"].condition.describe("star") == "on a show with no ads"


def test_at_80_columns_the_heading_and_a_shows_expenses_are_never_cut_or_split() -> None:
    """A heading too long for the panel's title goes inside it whole (the title only cut it:
    "· Megacorp Mo─╮"), and a starter's line keeps "exp $0M" together."""
    from primetime import Game, GameConfig
    from primetime.engine.views import make_view

    config = GameConfig(("Player 1", "Bea", "Cal"), seed=5, modules=("telly", "moguls"))
    game = Game.new(config)
    rng = random.Random(5)
    while game.state.round < 1:
        decision = game.decision
        assert decision is not None
        game.choose(decision.options[rng.randrange(len(decision.options))])
    lines = text_of(render_board(make_view(game.state, 0), 80), 80).splitlines()
    assert lines[0].startswith("╭─ Round 1 of 4 ─")
    heading = " ".join(line.strip("│ ") for line in lines[1:3])  # wrapped, not cut
    assert heading.startswith("Round 1 of 4 · ")
    assert heading.endswith("Megacorp Telly Time · Megacorp Moguls")
    assert not any(line.rstrip("│ ").endswith(" · exp") for line in lines)
    assert any("no preference · slots" in line and "exp $0M" in line for line in lines)
    # the compact table's round line wraps too ("· Megacorp Moguls…" before)
    from primetime.tui.compact import compact_board

    compact = text_of(compact_board(make_view(game.state, 0)), 80).splitlines()
    assert compact[0].startswith("Round 1 of 4 · ") and "…" not in compact[0] + compact[1]
    assert " ".join(" ".join(compact[:2]).split()).endswith("Megacorp Telly Time · Megacorp Moguls")
