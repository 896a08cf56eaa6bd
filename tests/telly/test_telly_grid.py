"""Telly Time (Megacorp rulebook, "Telly Time"; RULINGS 7.3): setup, Telly Pilot Season, the genre
grid (marks, lines and their bonuses, the mogul line), grid cash and viewers, and the pass track
tiles. Grid tiles are RULINGS 7.3's: e.g. the Drama tile reads, rows top to bottom,
Sp K SF / Ac Dr Q / C Si Re; row bonuses Wild, Star, Ad; column bonuses Star, Ad, Wild; both
diagonals Network."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from helpers import assert_conserved, options, placed, play, play_random
from primetime import Game, GameConfig
from primetime.cards import ShowCard
from primetime.engine.modules.executives.base import board_of
from primetime.engine.modules.telly.grid import grids
from primetime.engine.narrate import describe
from primetime.engine.results import GENRES
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import final_items, round_items
from primetime.presentation import option_preview, round_so_far
from primetime.server.payload import table_of
from primetime.tui.board import scoreboard
from primetime.tui.compact import network_lines
from primetime.tui.network import projection

TELLY = ("telly",)
ANN = 0


def telly(players: tuple[str, ...] = ("Ann", "Bob"), **config: object) -> Scenario:
    modules = config.pop("modules", TELLY)
    return Scenario(players, modules=modules, **config)  # type: ignore[arg-type]


def grid(sc: Scenario, player: int, tile: str, *marks: str) -> Scenario:
    part = grids(sc.state)
    part.tiles[player] = tile
    part.marks[player] = list(marks)
    return sc


# -- the table -----------------------------------------------------------------------------------


def test_the_table_has_four_timeslots_nine_genres_and_the_pass_tile() -> None:
    game = placed(Game.new(GameConfig(players=("A", "B", "C", "D"), modules=TELLY)))
    geometry = game.state.geometry
    assert geometry.timeslots == ("daytime", "primetime", "latenight", "weekend")
    assert set(geometry.genres) == {
        "sports",
        "scifi",
        "action",
        "reality",
        "sitcom",
        "drama",
        "kids",
        "quiz",
        "chat",
    }
    assert geometry.pass_columns[:3] == ((7, 6), (5, 4), (4, 3))
    assert geometry.last_pass_cash == 1
    three = placed(Game.new(GameConfig(players=("A", "B", "C"), modules=TELLY))).state.geometry
    assert three.pass_columns == ((7, 6), (4, 3)) and three.last_pass_cash == 1
    assert placed(
        Game.new(GameConfig(players=tuple("ABCDE"), modules=TELLY))
    ).state.geometry.pass_columns == ((7, 6), (5, 4), (4, 3), (2, 2))


def test_kids_shows_have_no_slot_a_star_could_fill() -> None:
    """RULINGS 7.3: "Kids: cheaper, ad-heavy, no star slot" (nor a wild slot, which a star could
    fill)."""
    game = placed(Game.new(GameConfig(players=("A", "B"), modules=TELLY)))
    kids = [c for c in game.state.card_set.of_type("show") if getattr(c, "genre", "") == "kids"]
    assert len(kids) == 4
    for show in kids:
        assert isinstance(show, ShowCard)
        assert {s.kind for s in show.slots} == {"ad"}, show.id


@pytest.mark.parametrize(("players", "a_shows"), [(3, 15), (4, 18)])
def test_only_telly_shows_are_in_the_deck_a_over_b_and_the_4_marks_leave_with_3(
    players: int, a_shows: int
) -> None:
    game = placed(Game.new(GameConfig(players=tuple("ABCDE"[:players]), modules=TELLY)))
    state = game.state
    telly_ids = {c.id for c in state.card_set.of_type("show") if c.id in _telly_ids()}
    in_play = [
        c
        for c in state.universe
        if state.cards[c].kind == "show" and state.cards[c].category == "show"
    ]
    assert set(in_play) <= telly_ids
    deck = state.decks["show"]
    assert [layer.pool for layer in deck.layers] == ["showA", "showB"]
    dealt = state.display["show"]
    assert len(deck.layers[0].cards) + len(dealt) == a_shows
    assert len(deck.layers[1].cards) == 18


def _telly_ids() -> set[str]:
    from primetime.cards import load_box

    return set(load_box("telly"))


def test_telly_pilot_season_pilot_in_its_slot_starters_around_marker_on_the_center() -> None:
    game = placed(Game.new(GameConfig(players=("Ann", "Bob", "Cy"), seed=4, modules=TELLY)))
    state = game.state
    part = grids(state)
    for player, seat in enumerate(state.players):
        [pilot] = [s for s in seat.lineup if s and state.cards[s.card].category == "pilot"]
        data = state.cards[pilot.card]
        assert isinstance(data, ShowCard) and data.cost == 0
        assert seat.lineup.index(pilot) == state.geometry.slot(data.timeslots[0])
        assert sum(1 for s in seat.lineup if s and state.cards[s.card].category == "starter") == 3
        tile = state.cards[part.tiles[player] or ""]
        assert tile.center == data.genre  # type: ignore[union-attr]
        assert part.marks[player] == [data.genre]
        assert seat.genres == {}
        assert len([c for c in seat.hand if state.cards[c].kind != "show"]) == 3
    assert game.decision is not None and game.decision.kind == "pilot-keep"
    assert game.decision.prompt.startswith("Pilot Season: choose 2 of your 3 cards to keep")
    assert all(state.cards[c].kind in ("star", "ad") for s in state.players for c in s.hand)


def test_with_5_players_two_pilot_cards_each_both_kept() -> None:
    game = placed(Game.new(GameConfig(players=tuple("ABCDE"), seed=2, modules=TELLY)))
    assert game.decision is not None and game.decision.kind == "turn"  # no keep to choose
    assert all(len(s.green_room) == 2 for s in game.state.players)


# -- the grid ------------------------------------------------------------------------------------


def test_arkadys_drama_completes_a_column_and_draws_2_stars_keeping_1() -> None:
    # the Drama tile's left column: Sports, Action, Chat (bonus: Star); Sports and Chat marked
    sc = grid(telly(), ANN, "drama-grid", "drama", "sports", "chat")
    sc.deck_top("star", "cheeky-friend", "famously-famous")
    game = sc.start(("genre-advance", ANN, "action"), ("turn", ANN))
    assert grids(game.state).lines[ANN] == ["left column"]
    assert game.decision is not None and game.decision.kind == "keep-one"
    assert sorted(options(game)) == ["pick cheeky-friend", "pick famously-famous"]
    cash = game.state.players[ANN].cash
    game.choose("pick famously-famous")
    assert "famously-famous" in game.state.players[ANN].green_room
    assert game.state.players[ANN].cash == cash  # signed for free


def test_virginias_corner_completes_a_column_and_a_diagonal_network_and_wild() -> None:
    # Drama tile, bottom right Reality: right column SF Q Re (Wild), diagonal Sp Dr Re (Network)
    sc = grid(telly(), ANN, "drama-grid", "drama", "scifi", "quiz", "sports")
    game = sc.start(("genre-advance", ANN, "reality"), ("turn", ANN))
    assert grids(game.state).lines[ANN] == ["right column", "diagonal from top left"]
    bonuses = [e.data["bonus"] for e in game.state.log if e.kind == "grid-line"]
    assert bonuses == ["wild", "network"]
    assert game.decision is not None and game.decision.kind == "keep-one"
    kinds = sorted(game.state.cards[c].kind for c in game.state.players[ANN].hand)
    assert kinds == ["ad", "network", "star"]  # the Wild first, then the Network


def test_a_marked_genre_marks_nothing_more() -> None:
    sc = grid(telly(), ANN, "drama-grid", "drama", "scifi")
    game = sc.start(("genre-advance", ANN, "scifi"), ("turn", ANN))
    assert grids(game.state).marks[ANN] == ["drama", "scifi"]
    assert game.decision is not None and game.decision.kind == "turn"


def test_with_moguls_the_second_line_gives_a_mogul_draw_2_keep_1() -> None:
    sc = grid(telly(modules=("moguls", "telly")), ANN, "drama-grid", "drama", "sports", "chat")
    grids(sc.state).lines[ANN] = ["top row"]  # (a line already completed)
    sc.deck_top("mogul", "celebrity-whisperer", "tech-pioneer")
    game = sc.start(("genre-advance", ANN, "action"), ("turn", ANN))
    assert game.decision is not None and game.decision.kind == "mogul-keep"
    assert sorted(game.state.players[ANN].hand) == ["celebrity-whisperer", "tech-pioneer"]
    game.choose("pick tech-pioneer")
    assert game.state.decks["mogul"].layers[-1].cards == ["celebrity-whisperer"]


def test_the_first_two_lines_at_once_with_moguls_the_player_chooses_which_is_first() -> None:
    sc = grid(
        telly(modules=("moguls", "telly")), ANN, "drama-grid", "drama", "scifi", "quiz", "sports"
    )
    game = sc.start(("genre-advance", ANN, "reality"), ("turn", ANN))
    # "choose which of them you complete 'first' and gain its printed bonus, then gain a mogul
    # bonus instead of the printed bonus for the other line"
    assert game.decision is not None and game.decision.kind == "grid-line-order"
    assert "0 right column: Wild, 1 diagonal from top left: Network" in game.decision.prompt
    previews = [option_preview(game.view(ANN), o) for o in game.decision.options]
    assert [p.split(";")[0] for p in previews] == [
        "complete the right column first",
        "complete the diagonal from top left first",
    ]
    game.choose("number 1")  # the diagonal first, its Network; the right column the mogul
    lines = [(e.data["line"], e.data["bonus"]) for e in game.state.log if e.kind == "grid-line"]
    assert lines == [("diagonal from top left", "network"), ("right column", "mogul")]


def test_no_mogul_line_without_moguls() -> None:
    sc = grid(telly(), ANN, "drama-grid", "drama", "sports", "chat")
    grids(sc.state).lines[ANN] = ["top row"]
    game = sc.start(("genre-advance", ANN, "action"), ("turn", ANN))
    assert [e.data["bonus"] for e in game.state.log if e.kind == "grid-line"] == ["star"]


def test_arkady_passes_for_6_viewers_and_gets_5m_for_5_empty_squares() -> None:
    sc = grid(
        telly(("Arkady", "Bob", "Cy", "Di")), ANN, "drama-grid", "drama", "sports", "chat", "action"
    ).cash(ANN, 0)
    game = sc.start_turn(ANN)
    game.choose("pass viewers")
    arkady = game.state.players[ANN]
    assert (arkady.cash, arkady.pass_viewers) == (5, 6)
    items = round_items(game.state, ANN)
    assert [i.viewers for i in items if i.source == "genre grid"] == [4]
    assert [i.viewers for i in items if i.source == "pass-track"] == [6]


def test_grid_cash_comes_with_the_cash_bonus_too() -> None:
    sc = grid(telly(), ANN, "drama-grid", "drama").cash(ANN, 0)
    game = sc.start_turn(ANN)
    game.choose("pass cash")
    assert game.state.players[ANN].cash == 7 + 8


def test_no_genres_row_at_game_end() -> None:
    sc = grid(telly(), ANN, "drama-grid", "drama", "sports", "chat", "action")
    assert [i for i in final_items(sc.state, ANN) if i.category == GENRES] == []


def test_the_preview_says_what_a_mark_completes() -> None:
    from primetime.engine.progress import progress_of

    sc = grid(telly(), ANN, "drama-grid", "drama", "sports", "chat")
    text = progress_of(sc.state, ANN).describe(sc.state, ANN, "action")
    assert text == (
        "marks Action on your grid (+1 viewer a round); completes the left column: Star bonus"
    )


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("modules", [TELLY, ("moguls", "telly")])
def test_random_telly_games_finish_and_keep_every_card(
    players: int, modules: tuple[str, ...]
) -> None:
    for seed in range(3):
        config = GameConfig(
            players=tuple(f"P{i}" for i in range(players)), seed=seed, modules=modules
        )
        game = play_random(placed(Game.new(config)), seed)
        assert game.over
        assert_conserved(game)
        for seat in game.state.players:
            assert seat.genres == {}


def test_the_bots_estimate_values_a_line_closer_to_completion() -> None:
    from primetime.bots.evaluate import estimate
    from primetime.engine.progress import progress_of

    sc = grid(telly(), ANN, "drama-grid", "drama", "sports")
    near = progress_of(sc.state, ANN).potential(sc.state, ANN)
    before = estimate(sc.state, ANN)
    grids(sc.state).marks[ANN].append("chat")  # the left column: 2 of 3 -> Sports, Chat
    assert progress_of(sc.state, ANN).potential(sc.state, ANN) > near
    assert estimate(sc.state, ANN) > before


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_telly_games_with_executives_finish_and_keep_every_card(players: int) -> None:
    for seed in range(2):
        modules = ("moguls", "executives", "telly") if seed else ("executives", "telly")
        config = GameConfig(
            players=tuple(f"P{i}" for i in range(players)), seed=seed, modules=modules
        )
        game = play_random(placed(Game.new(config)), seed)
        assert game.over
        assert_conserved(game)


def test_with_5_players_a_player_who_cannot_pay_for_both_keeps_one() -> None:
    """Ed is Cable (1st player), so Ann, the Procrastinator, is 2nd with half of $8M; her 2
    Pilot Season stars cost $3M and $2M. Keeping both would leave her below $0, so she chooses
    the one to keep (RULINGS: cash never goes below $0; `pilot.affordable_keeps`)."""
    executives = {"Ann": "procrastinator", "Bob": "rich", "Cy": "generic", "Di": "gorilla"}
    config = GameConfig(
        players=("Ann", "Bob", "Cy", "Di", "Ed"),
        seed=0,
        modules=TELLY,
        executives={**executives, "Ed": "cable"},
    )
    game = Game.new(config, auto_chance=False)
    while game.decision is not None and game.decision.kind == "telly-pilot":
        game.choose(0)  # each player's Telly pilot show
    placed(game)  # then the starters fill the other timeslots
    ann = game.state.players[ANN]
    assert ann.cash == 4
    dealt = ["weather-anchor", "mattress-megasale"]  # Ed's
    dealt += ["scene-stealing-newcomer", "heartthrob-next-door"]  # Ann's
    dealt += ["former-child-star", "pharmacy-spot", "stand-up-comic", "insurance-lizard"]
    dealt += ["cat-food-classic", "local-car-dealership"]
    for card in dealt:
        game.choose(f"deal {card}")
    decision = game.decision
    assert decision is not None and (decision.kind, decision.player) == ("pilot-keep", ANN)
    assert sorted(options(game)) == ["keep heartthrob-next-door", "keep scene-stealing-newcomer"]
    game.choose("keep heartthrob-next-door")
    while game.decision is not None and game.decision.is_chance:
        game.choose(0)  # the display
    assert ann.green_room == ["heartthrob-next-door"] and ann.cash == 4 - 2
    assert [s.green_room for s in game.state.players[1:]] == [
        ["former-child-star", "pharmacy-spot"],
        ["stand-up-comic", "insurance-lizard"],
        ["cat-food-classic", "local-car-dealership"],
        ["weather-anchor", "mattress-megasale"],
    ]  # the others keep both without a choice
    assert min(s.cash for s in game.state.players) >= 0


def test_beginner_pilot_season_in_telly_deals_2_each_and_keeps_both() -> None:
    """Beginner Pilot Season ("deal each player 2 Pilot Season cards instead of 4. Each player
    keeps both cards") on Telly's step D: 2 stars and ads each, both kept, no choice; the Telly
    pilot shows are still dealt (only the base pilot shows are out)."""
    config = GameConfig(players=("Ann", "Bob", "Cy"), seed=4, modules=TELLY, beginner=True)
    game = placed(Game.new(config))
    state = game.state
    assert game.decision is not None and game.decision.kind == "turn"  # no keep to choose
    assert all(len(s.green_room) == 2 for s in state.players)
    assert all(state.cards[c].kind in ("star", "ad") for s in state.players for c in s.green_room)
    telly_pilots = {c.id for c in state.card_set.of_type("pilot") if c.id in _telly_ids()}
    aired = [s.card for seat in state.players for s in seat.lineup if s is not None]
    assert len(telly_pilots & set(aired)) == 3
    assert telly_pilots <= set(state.universe)  # every Telly pilot is a card of the game
    assert_conserved(game)
    play_random(game, 4)
    assert game.over
    assert_conserved(game)


def test_with_chance_as_decisions_each_telly_pilot_is_a_chance_decision() -> None:
    """Each player's pilot is dealt by a chance decision among the pilots left (uniform); the
    player then has its tile, its center mark (not Generic) and the pilot in its preferred
    timeslot; the pilots no one was dealt go to the box. Ann's given Generic board covers her
    pilot's genre, as when the pilots are drawn from the key."""
    config = GameConfig(
        players=("Ann", "Bob"), seed=1, modules=TELLY, executives={"Ann": "generic", "Bob": "cable"}
    )
    game = placed(Game.new(config, auto_chance=False))
    state = game.state
    telly = _telly_ids()
    pilots = sorted(c.id for c in state.card_set.of_type("pilot") if c.id in telly)
    decision = game.decision
    assert decision is not None and decision.kind == "telly-pilot" and decision.is_chance
    assert options(game) == [f"deal {c}" for c in pilots]
    assert decision.probabilities == (1 / 6,) * 6
    game.choose("deal coronation-close")  # a Drama pilot; its timeslot: primetime
    assert options(game) == [f"deal {c}" for c in pilots if c != "coronation-close"]
    game.choose("deal blakes-seventeen")
    ann, bob = state.players
    assert ann.lineup[1] is not None and ann.lineup[1].card == "coronation-close"
    assert [s.card for s in ann.lineup if s is not None][0] != "coronation-close"  # a starter
    assert grids(state).tiles == ["drama-grid", "scifi-grid"]
    assert grids(state).marks == [[], ["scifi"]]  # Generic marks no square, not even the center
    assert any(s is not None and s.card == "blakes-seventeen" for s in bob.lineup)
    placed(game)  # the starters fill the other timeslots
    while game.decision is not None and game.decision.is_chance:
        game.choose(0)
    boxed = {card for card, _ in state.box}
    assert set(pilots) - {"coronation-close", "blakes-seventeen"} <= boxed
    assert board_of(state, 0)["covered"] == ["drama"]
    assert_conserved(game)


def test_arkadys_drama_show_completes_a_column_then_he_passes_for_6_and_5m() -> None:
    """ "Arkady produces a drama show and completes a column. He draws 2 stars and signs 1 for
    free." Then "A: Arkady passes and selects the 6 viewers bonus on the pass track. He has 5
    empty squares, so he gets $5M immediately. B: When the round ends, he scores +6 viewers from
    the pass track, and +4 viewers from filled squares." Sports tile: left column Drama, Quiz,
    Sitcom (Star); Sports (center), Quiz and Sitcom marked. Casualty Ward Nine: drama, $3M,
    daytime, optional slots only, 5 on its first row. Arkady's lineup is otherwise empty, so his
    round is 5 + 6 + 4 = 15. The others sign an ad each, then Arkady passes 1st."""
    sc = Scenario(["Arkady", "Bob", "Cy", "Di"], modules=("telly",)).cash(0, 3)
    for slot in sc.state.geometry.timeslots:
        sc.lineup(0, slot, None)
    part = grids(sc.state)
    part.tiles[0] = "sports-grid"
    part.marks[0] = ["sports", "quiz", "sitcom"]
    sc.display(show=["casualty-ward-nine"], ad=["pet-insurance", "used-car-lot", "laundry-soap"])
    sc.deck_top("star", "cheeky-friend", "famously-famous")
    game = sc.start_turn(0)
    play(game, "produce casualty-ward-nine")
    if "done" in options(game):
        game.choose("done")
    game.choose("timeslot daytime")
    arkady = game.state.players[0]
    assert arkady.cash == 0
    assert grids(game.state).lines[0] == ["left column"]
    assert game.decision is not None and game.decision.kind == "keep-one"
    assert sorted(options(game)) == ["pick cheeky-friend", "pick famously-famous"]
    game.choose("pick famously-famous")
    assert arkady.green_room == ["famously-famous"] and arkady.cash == 0  # signed for free
    assert arkady.genres == {}  # no genre track in Telly Time
    assert sorted(grids(game.state).marks[0]) == ["drama", "quiz", "sitcom", "sports"]
    for ad in ["pet-insurance", "used-car-lot", "laundry-soap"]:  # Bob, Cy, Di
        game.choose(f"sign-ad {ad}")
    # A: he passes 1st, takes the 6 viewers, and gets $1M for each of his 5 empty squares
    assert game.decision is not None and game.decision.player == 0
    game.choose("pass viewers")
    assert (arkady.pass_viewers, arkady.cash) == (6, 5)
    items = round_items(game.state, 0)
    assert [i.viewers for i in items if i.source == "pass-track"] == [6]
    assert [i.viewers for i in items if i.source == "genre grid"] == [4]
    assert_this_round_everywhere(game)
    # B: the others pass; at the end of the round his lineup scores 5 + 6 + 4
    while game.state.round == 1:
        game.choose("pass cash")
    assert arkady.round_scores == [5 + 6 + 4]


def test_the_pass_previews_and_the_log_count_the_grids_cash() -> None:
    """Passing pays $1M per empty square of the grid, whatever bonus is taken: with Drama
    marked, $8M; the pass track's first column $7M or 6 viewers."""
    sc = grid(telly(), ANN, "drama-grid", "drama").cash(ANN, 10)
    game = sc.start_turn(ANN)
    view = game.view(ANN)
    offered = {str(o): o for o in game.decision.options}  # type: ignore[union-attr]
    assert option_preview(view, offered["pass cash"]) == (
        "pass: gain $15M ($25M): $7M + $8M for 8 empty grid squares"
    )
    assert option_preview(view, offered["pass viewers"]) == (
        "pass: score 6 more viewers this round; gain $8M ($18M) for 8 empty grid squares"
    )
    game.choose("pass viewers")
    assert game.state.players[ANN].cash == 18
    cash = [e for e in game.state.log if e.kind == "cash"][-1]
    assert describe(cash, game.state) == "Ann gains $8M (8 empty grid squares)"


def assert_this_round_everywhere(game: Game) -> None:
    """Arkady's 5 + 6 + 4 as every interface shows this round as it stands: the terminal's
    network panel, scoreboard and compact line, and what the server sends a browser."""
    state = game.state
    assert round_so_far(state, 0) == {
        "shows": 5,
        "others": [("pass track", 6), ("genre grid", 4)],
        "total": 15,
    }
    assert "This round: 5 from shows + 6 pass track + 4 genre grid = 15 viewers" in (
        projection(state, 0).plain
    )
    console = Console(width=120, record=True, color_system=None, file=io.StringIO())
    console.print(scoreboard(state, 0))
    arkady = next(line for line in console.export_text().splitlines() if "Arkady" in line)
    assert arkady.rstrip().endswith("~15")
    assert "~15v this round" in network_lines(state, 0, 0)[0].plain
    sent = table_of(game.view(1))["players"][0]["this_round"]  # as Bob's browser gets it
    assert sent == round_so_far(state, 0)
