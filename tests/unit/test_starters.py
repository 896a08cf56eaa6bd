"""Setup: "Each player takes the 3 Starter shows with their network logo on the back and places
them faceup to the right of their player board, in any order" (rulebook, Game Setup); in Telly
Time "Place your Pilot Season show in its preferred timeslot and fill your other 3 slots with your
starter shows" (Megacorp rulebook, step B). Found by an audit of the base flow: every game placed
them in one fixed order."""

from __future__ import annotations

from itertools import permutations

import pytest

from helpers import assert_refused, options, placed
from primetime import Game, GameConfig
from primetime.engine.narrate import describe
from primetime.presentation import option_label, option_preview
from primetime.tui.board import header

ANN = ("bowling-night-live", "space-patrol-classics", "cheap-laughs")  # as dealt: day, prime, late
BOB = ("the-stunt-hour", "backyard-makeover", "hospital-hallways")


def lineup(game: Game, player: int) -> list[str]:
    return [s.card if s is not None else "" for s in game.state.players[player].lineup]


def test_each_player_places_their_starters_in_turn_order_before_pilot_season() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=1))
    assert game.state.first == 0 and game.state.phase == "setup"
    for player, dealt in ((0, ANN), (1, BOB)):
        decision = game.decision
        assert decision is not None and (decision.kind, decision.player) == ("starters", player)
        # every order, the order as dealt first (Enter keeps it)
        assert options(game) == [f"starters {' '.join(order)}" for order in permutations(dealt)]
        game.choose(0)
    assert game.decision is not None and game.decision.kind == "pilot-keep"
    assert lineup(game, 0) == list(ANN) and lineup(game, 1) == list(BOB)


def test_the_order_chosen_is_the_lineup_and_everyone_reads_it() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=1))
    game.choose("starters cheap-laughs bowling-night-live space-patrol-classics")
    game.choose("starters backyard-makeover the-stunt-hour hospital-hallways")
    assert lineup(game, 0) == ["cheap-laughs", "bowling-night-live", "space-patrol-classics"]
    assert lineup(game, 1) == ["backyard-makeover", "the-stunt-hour", "hospital-hallways"]
    # each still on its top row, with its own genre
    show = game.state.players[1].lineup[0]
    assert show is not None and (show.row, show.genre) == (0, "reality")
    for viewer in (None, 0, 1):
        view = game.view(viewer)
        lines = [describe(e, view.state) for e in view.log if e.kind == "starters"]
        assert lines == [
            "Ann places their starters: Cheap Laughs in daytime, Bowling Night Live in "
            "primetime, Space Patrol Classics in late night",
            "Bob places their starters: Backyard Makeover in daytime, The Stunt Hour in "
            "primetime, Hospital Hallways in late night",
        ]


def test_another_networks_starters_or_a_card_twice_are_refused() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=1))
    assert_refused(game, "starters " + " ".join(BOB))
    assert_refused(game, "starters bowling-night-live bowling-night-live cheap-laughs")
    assert_refused(game, "starters bowling-night-live cheap-laughs")
    assert game.history == []


def test_a_pilot_season_show_replaces_the_starter_placed_in_its_timeslot() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=0), auto_chance=False)
    game.choose("starters cheap-laughs space-patrol-classics bowling-night-live")
    placed(game)
    for card in ("plastic-chef", "pharmacy-spot", "lost-in-spice", "weather-anchor"):
        game.choose(f"deal {card}")
    for card in ("lawn-and-order", "former-child-star", "bae-watch", "pizza-delivery-jingle"):
        game.choose(f"deal {card}")
    game.choose("keep pharmacy-spot plastic-chef")
    game.choose("keep bae-watch lawn-and-order")
    game.choose("done")
    game.choose("timeslot daytime")  # where Ann put Cheap Laughs
    assert game.state.players[0].reruns == ["cheap-laughs"]
    assert lineup(game, 0) == ["plastic-chef", "space-patrol-classics", "bowling-night-live"]


@pytest.mark.parametrize("players", [("Ann",), ("Ann", "Bob", "Cy")])
def test_in_telly_time_the_starters_fill_the_timeslots_the_pilot_left(
    players: tuple[str, ...],
) -> None:
    game = Game.new(GameConfig(players=players, seed=4, modules=("telly",)))
    state = game.state
    pilot_slot = next(
        t
        for t, s in enumerate(state.players[0].lineup)
        if s is not None and state.cards[s.card].category != "starter"
    )
    free = [t for t in range(4) if t != pilot_slot]
    dealt = tuple(lineup(game, 0)[t] for t in free)
    assert game.decision is not None and game.decision.kind == "starters"
    assert len(game.decision.options) == 6
    game.choose("starters " + " ".join(reversed(dealt)))
    assert [lineup(game, 0)[t] for t in free] == list(reversed(dealt))
    assert state.players[0].lineup[pilot_slot] is not None  # the pilot stays in its timeslot
    # in solo only the player places; the opponent has no lineup
    placed(game)
    assert game.decision is not None and game.decision.kind != "starters"


def test_the_prompt_names_the_timeslots_and_each_option_the_shows_and_their_slots() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=1))
    decision = game.decision
    assert decision is not None
    assert decision.prompt == (
        "Setup: place your starter shows in any order (Daytime / Primetime / Late Night)"
    )
    option = decision.options[1]
    view = game.view(0)
    assert option_label(view.state.cards, option, view.state) == (
        "Bowling Night Live / Cheap Laughs / Space Patrol Classics"
    )
    assert option_preview(view, option) == "their slots: wild? / ad? / star?; then Bob decides"


def test_the_terminal_heading_says_setup_until_pilot_season() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=1))
    assert header(game.state).plain.startswith("Setup · turn order: Ann (1st), Bob")
    placed(game)
    assert header(game.state).plain.startswith("Pilot Season · turn order")
