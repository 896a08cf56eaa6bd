"""Beeb (Megacorp rulebook, "Beeb"; RULINGS 7.2, 7.4): a rondel, clockwise from the top: Sign a
Star, Sign an Ad, Produce a Show (pass icon), Take a Network Card, Add or Replace. The first turn
of a round moves from START to any space; later turns 1-2 spaces clockwise, or $1M per space
beyond 2 up to 5 (the same space again). The space's action and/or its bonus action, in either
order, or neither. Passing only as the Produce space's bonus, back to START.

Two players' pass track: $10M or 6 viewers, last $2M."""

from __future__ import annotations

import random

import pytest
from rich.console import Console

from helpers import assert_conserved, options, play, play_random
from primetime import Game, GameConfig
from primetime.adapters.action_space import action_space
from primetime.bots.evaluate import cash_rate
from primetime.bots.heuristic import HeuristicBot
from primetime.bots.policy import quick_score
from primetime.engine.modules.executives.base import board_of, executive
from primetime.engine.modules.executives.beeb import SPACES, START
from primetime.engine.modules.moguls import Moguls
from primetime.engine.narrate import describe
from primetime.engine.options import BonusAction, FreePass, MoveRondel
from primetime.engine.scenario import Scenario
from primetime.presentation import option_group, option_label, option_preview, unavailable_cards
from primetime.server.payload import table_of
from primetime.tui.network import network_panel

NETWORK, STAR, AD, PRODUCE, ATTACH = (
    SPACES.index(s) for s in ("take-network", "sign-star", "sign-ad", "produce", "attach")
)
CHASES = "car-chases-without-context"  # $4M, late night, an optional star and ad slot


def beeb(
    space: int = START, cash: int = 10, passed: tuple[int, ...] = (1,), **config: object
) -> Scenario:
    """Ann is Beeb with her marker on `space`, Bob has passed (so Ann plays on), displays and
    Ann's lineup empty."""
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "beeb"}, **config)
    sc.cash(0, cash).passed(*passed)
    for timeslot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, timeslot, None)
    board_of(sc.state, 0)["space"] = space
    return sc


def moves(game: Game) -> list[str]:
    return [o for o in options(game) if o.startswith("rondel")]


def status(game: Game) -> str:
    return executive(game.state, "beeb").status(game.state, 0, "beeb")


# -- moving ---------------------------------------------------------------------------------------


def test_the_first_turn_of_a_round_moves_from_start_to_any_space_for_free() -> None:
    game = beeb().start_turn(0)
    decision = game.decision
    assert decision is not None and decision.kind == "card-choice" and decision.player == 0
    assert decision.prompt == (
        "Beeb: move your rondel marker from START to any space (you pass only on Produce a Show)"
    )
    assert moves(game) == [
        "rondel sign-star",
        "rondel sign-ad",
        "rondel produce",
        "rondel take-network",
        "rondel attach",
    ]
    game.choose("rondel take-network")
    assert board_of(game.state, 0)["space"] == NETWORK and game.state.players[0].cash == 10


def test_later_turns_move_1_or_2_spaces_free_and_3_4_5_for_1_2_3m() -> None:
    game = beeb(NETWORK).start_turn(0)
    assert game.decision is not None and game.decision.prompt == (
        "Beeb: move your rondel marker 1-2 spaces clockwise, or pay $1M a space beyond 2"
        " (up to 5: the same space again); you pass only on Produce a Show"
    )
    assert moves(game) == [
        "rondel attach",
        "rondel sign-star",
        "rondel sign-ad pay 1",
        "rondel produce pay 2",
        "rondel take-network pay 3",  # 5 spaces: the same space again
    ]
    game.choose("rondel produce pay 2")
    assert game.state.players[0].cash == 8 and board_of(game.state, 0)["space"] == PRODUCE


def test_only_the_moves_you_can_pay_for_are_offered() -> None:
    assert moves(beeb(STAR, cash=1).start_turn(0)) == [
        "rondel sign-ad",
        "rondel produce",
        "rondel take-network pay 1",
    ]
    assert moves(beeb(STAR, cash=0).start_turn(0)) == ["rondel sign-ad", "rondel produce"]


def test_the_status_shows_the_space_and_the_reachable_spaces_with_their_costs() -> None:
    game = beeb(NETWORK, cash=2).start_turn(0)
    assert status(game) == (
        "rondel at Take a Network Card; next turn: Add or Replace (free), Sign a Star (free), "
        "Sign an Ad ($1M), Produce a Show ($2M)"
    )
    assert status(beeb().start_turn(0)).startswith("rondel at START; next turn: Sign a Star (free)")


# -- Dr. Carla's example turns ------------------------------------------------------------------


def test_dr_carla_moves_2_spaces_adds_a_star_for_1m_then_signs_it() -> None:
    """A: she moves 2 spaces (Take a Network Card -> Sign a Star), pays $1M to add a star to the
    display, likes the new one better and signs it. B: on her next turn she pays $1M to move 3
    spaces to take another network card, and doesn't use her bonus action."""
    sc = beeb(NETWORK, cash=10).display(star=["weather-anchor"], network=["cost-cutting"])
    sc.deck_top("star", "heartthrob-next-door")
    game = sc.start_turn(0)
    game.choose("rondel sign-star")
    assert options(game) == ["sign-star weather-anchor", "end-turn", "bonus sign-star"]
    game.choose("bonus sign-star")
    carla = game.state.players[0]
    assert carla.cash == 9
    assert game.state.display["star"] == ["weather-anchor", "heartthrob-next-door"]
    assert options(game) == [
        "sign-star weather-anchor",
        "sign-star heartthrob-next-door",
        "end-turn",
    ]  # one bonus action a turn
    game.choose("sign-star heartthrob-next-door")
    assert carla.cash == 7 and carla.green_room == ["heartthrob-next-door"]
    # B: her next turn (Bob has passed)
    decision = game.decision
    assert decision is not None and decision.kind == "card-choice" and decision.player == 0
    game.choose("rondel take-network pay 1")
    assert carla.cash == 6
    assert options(game) == ["take-network cost-cutting", "end-turn", "bonus take-network"]
    game.choose("take-network cost-cutting")
    assert "cost-cutting" in carla.green_room and carla.cash == 6
    # no bonus now: it needs a network card in the display; her turn ends, the next one starts
    decision = game.decision
    assert decision is not None and decision.kind == "card-choice" and decision.player == 0


def test_dr_carla_b_declines_the_network_bonus() -> None:
    sc = beeb(STAR, cash=3).display(network=["cost-cutting", "late-night-buzz"])
    game = sc.start_turn(0)
    game.choose("rondel take-network pay 1")
    assert options(game) == [
        "take-network cost-cutting",
        "take-network late-night-buzz",
        "end-turn",
        "bonus take-network",
    ]
    game.choose("take-network late-night-buzz")
    assert options(game) == ["bonus take-network", "end-turn"]
    game.choose("end-turn")
    carla = game.state.players[0]
    assert carla.cash == 2 and carla.green_room == ["late-night-buzz"]
    assert game.state.display["network"] == ["cost-cutting", None]


# -- the space's action -------------------------------------------------------------------------


def test_the_space_allows_only_its_action_and_never_a_pass() -> None:
    sc = beeb(NETWORK).display(
        star=["weather-anchor"],
        ad=["pharmacy-spot"],
        network=["cost-cutting"],
        show=["car-chases-without-context"],
    )
    game = sc.start_turn(0)
    game.choose("rondel sign-star")
    assert options(game) == ["sign-star weather-anchor", "end-turn", "bonus sign-star"]
    game = beeb(STAR).display(star=["weather-anchor"], ad=["pharmacy-spot"]).start_turn(0)
    game.choose("rondel sign-ad")
    assert options(game) == ["sign-ad pharmacy-spot", "end-turn"]


def test_a_display_card_out_of_reach_says_the_rondel_keeps_it() -> None:
    """Tapped, a show said "needs a star you don't have" and a star "not offered now" while the
    marker's space allowed neither (browser play review)."""
    sc = beeb().display(
        star=["weather-anchor"], ad=["pharmacy-spot"], network=["cost-cutting"], show=[CHASES]
    )
    game = sc.start_turn(0)
    game.choose("rondel take-network")  # from the start, any space for free
    rondel = "your rondel marker is on Take a Network Card"
    assert unavailable_cards(game.view(0)) == {
        "weather-anchor": rondel,
        "pharmacy-spot": rondel,
        CHASES: rondel,
    }


def test_beeb_may_move_and_take_neither_action() -> None:
    game = beeb(NETWORK).display(star=["weather-anchor"]).start_turn(0)
    game.choose("rondel sign-star")
    game.choose("end-turn")
    ann = game.state.players[0]
    assert ann.cash == 10 and ann.green_room == [] and game.state.pass_track == [1]
    assert game.state.display["star"] == ["weather-anchor"]
    decision = game.decision
    assert decision is not None and decision.kind == "card-choice" and decision.player == 0


def test_the_bonus_may_follow_the_action() -> None:
    sc = beeb(NETWORK).display(star=["weather-anchor"]).deck_top("star", "cheeky-friend")
    game = sc.start_turn(0)
    game.choose("rondel sign-star")
    game.choose("sign-star weather-anchor")
    assert options(game) == ["bonus sign-star", "end-turn"]
    game.choose("bonus sign-star")
    assert game.state.players[0].cash == 10 - 1 - 1  # the move $1M, Weather Anchor $1M
    assert game.state.display["star"] == [None, "cheeky-friend"]


def test_the_star_bonus_needs_1m_and_works_with_no_star_in_the_display() -> None:
    game = beeb(NETWORK, cash=0).start_turn(0)
    game.choose("rondel sign-star")
    assert options(game) == ["end-turn"]
    game = beeb(NETWORK, cash=1).deck_top("star", "cheeky-friend").start_turn(0)
    game.choose("rondel sign-star")
    game.choose("bonus sign-star")
    assert game.state.display["star"] == ["cheeky-friend"] and game.state.players[0].cash == 0


def test_the_ad_bonus_discards_an_ad_for_its_visible_income() -> None:
    """pharmacy-spot: income $1M upright, $0 upside down; mattress-megasale $3M / $1M."""
    sc = beeb(STAR, cash=0).green_room(0, "pharmacy-spot")
    sc.lineup(0, "latenight", CHASES, attachments=[("mattress-megasale", False)])
    game = sc.start_turn(0)
    game.choose("rondel sign-ad")
    assert options(game) == [
        "end-turn",
        "bonus sign-ad mattress-megasale",
        "bonus sign-ad pharmacy-spot",
    ]
    game.choose("bonus sign-ad mattress-megasale")
    ann = game.state.players[0]
    assert ann.cash == 1  # its upside-down income
    assert ann.lineup[2] is not None and ann.lineup[2].attachments == ()
    assert game.state.discards["ad"] == ["mattress-megasale"]
    assert ann.green_room == ["pharmacy-spot"]
    assert options(game) == ["end-turn"]


def test_the_ad_bonus_pays_the_upright_income_of_an_ad_in_the_green_room() -> None:
    game = beeb(STAR, cash=0).green_room(0, "mattress-megasale").start_turn(0)
    game.choose("rondel sign-ad")
    game.choose("bonus sign-ad mattress-megasale")
    ann = game.state.players[0]
    assert ann.cash == 3 and ann.green_room == []
    assert game.state.discards["ad"] == ["mattress-megasale"]


def test_the_network_bonus_adds_one_then_discards_one_from_the_display() -> None:
    sc = beeb(PRODUCE).display(network=["cost-cutting"]).deck_top("network", "late-night-buzz")
    game = sc.start_turn(0)
    game.choose("rondel take-network")
    game.choose("bonus take-network")
    assert game.state.display["network"] == ["cost-cutting", "late-night-buzz"]
    decision = game.decision
    assert decision is not None and decision.prompt == (
        "Beeb's bonus: discard a network card from the display"
    )
    assert options(game) == ["pick cost-cutting", "pick late-night-buzz"]
    game.choose("pick cost-cutting")
    assert game.state.display["network"] == [None, "late-night-buzz"]
    assert game.state.discards["network"] == ["cost-cutting"]
    assert options(game) == ["take-network late-night-buzz", "end-turn"]
    assert game.state.players[0].cash == 10


def test_the_network_bonus_needs_a_network_card_in_the_display() -> None:
    game = beeb(PRODUCE).start_turn(0)
    game.choose("rondel take-network")
    assert options(game) == ["end-turn"]


def test_the_add_or_replace_bonus_is_another_add_or_replace() -> None:
    sc = beeb(NETWORK).green_room(0, "weather-anchor", "pharmacy-spot")
    sc.lineup(0, "latenight", "car-chases-without-context")
    game = sc.start_turn(0)
    game.choose("rondel attach")
    assert options(game) == [
        "attach weather-anchor latenight",
        "attach pharmacy-spot latenight",
        "end-turn",
        "bonus attach",
    ]
    game.choose("attach weather-anchor latenight")
    game.choose("bonus attach")
    decision = game.decision
    assert decision is not None and decision.prompt == "Beeb's bonus: take another Add or Replace"
    assert options(game) == ["attach pharmacy-spot latenight"]
    game.choose("attach pharmacy-spot latenight")
    show = game.state.players[0].lineup[2]
    assert show is not None
    assert [card for card, _ in show.attachments] == ["weather-anchor", "pharmacy-spot"]
    assert game.state.players[0].green_room == []
    assert moves(game)  # nothing left to do: the turn ended, the next one starts


# -- passing on the Produce space ---------------------------------------------------------------


def test_beeb_passes_only_as_the_produce_bonus_and_goes_back_to_start() -> None:
    game = beeb(NETWORK, passed=()).display(show=["car-chases-without-context"]).start_turn(0)
    game.choose("rondel produce pay 2")
    assert options(game) == [
        "produce car-chases-without-context",
        "end-turn",
        "free-pass cash",
        "free-pass viewers",
    ]
    game.choose("free-pass cash")
    ann = game.state.players[0]
    assert ann.cash == 18 and game.state.pass_track == [0]
    assert board_of(game.state, 0)["space"] == START
    assert status(game) == "rondel at START (passed)"
    # pass, then produce, in the same turn (RULINGS 7.4)
    assert options(game) == ["produce car-chases-without-context", "end-turn"]
    play(game, "produce car-chases-without-context", "timeslot latenight")
    show = ann.lineup[2]
    assert ann.cash == 14 and show is not None and show.card == "car-chases-without-context"
    decision = game.decision
    assert decision is not None and decision.player == 1  # Bob's turn


def test_beeb_may_produce_then_pass() -> None:
    game = beeb(ATTACH, cash=5).display(show=["car-chases-without-context"]).start_turn(0)
    game.choose("rondel produce pay 1")
    play(game, "produce car-chases-without-context", "timeslot latenight")
    assert options(game) == ["free-pass cash", "end-turn"]  # passing last: $2M
    game.choose("free-pass cash")
    ann = game.state.players[0]
    assert ann.lineup[2] is not None
    assert game.state.round == 2  # everyone has passed: the round ended
    [passed] = [e for e in game.state.log if e.kind == "pass"]
    assert (passed.player, passed.data["amount"], passed.data["last"]) == (0, 2, True)


def test_after_a_pass_the_next_round_starts_from_start() -> None:
    game = beeb(NETWORK).start_turn(0)
    game.choose("rondel produce pay 2")
    game.choose("free-pass cash")
    while not (
        game.decision is not None
        and game.decision.player == 0
        and game.decision.kind == "card-choice"
    ):
        decision = game.decision
        assert decision is not None
        game.choose(decision.options[0])
    assert game.state.round == 2
    assert moves(game) == [f"rondel {space}" for space in SPACES]


# -- extra actions and cards used beside the action ---------------------------------------------


def test_an_extra_action_may_be_any_action_but_brings_no_bonus_and_no_pass() -> None:
    sc = beeb(STAR).green_room(0, "talent-agency", "mattress-megasale")
    sc.display(star=["weather-anchor"], ad=["pharmacy-spot"], show=["car-chases-without-context"])
    game = sc.start_turn(0)
    game.choose("rondel sign-ad")
    play(game, "use talent-agency", "done")  # no star drawn, then the extra action
    assert game.state.actions_left == 2
    assert options(game) == [
        "sign-star weather-anchor",
        "sign-ad pharmacy-spot",
        "produce car-chases-without-context",
        "end-turn",
        "bonus sign-ad mattress-megasale",
    ]
    game.choose("sign-star weather-anchor")
    # the action left is the space's
    assert options(game) == ["sign-ad pharmacy-spot", "end-turn", "bonus sign-ad mattress-megasale"]
    game.choose("bonus sign-ad mattress-megasale")
    game.choose("sign-ad pharmacy-spot")
    ann = game.state.players[0]
    assert ann.cash == 10 - 1 + 3 + 4 and ann.green_room == ["weather-anchor", "pharmacy-spot"]


def test_the_extra_action_after_the_space_action_is_any_action() -> None:
    sc = beeb(STAR).green_room(0, "talent-agency")
    sc.display(star=["weather-anchor"], ad=["pharmacy-spot"])
    game = sc.start_turn(0)
    game.choose("rondel sign-ad")
    game.choose("sign-ad pharmacy-spot")
    play(game, "use talent-agency", "done")
    # any action, no pass; the bonus is still the space's (an ad now in the green room)
    assert options(game) == ["sign-star weather-anchor", "end-turn", "bonus sign-ad pharmacy-spot"]


def test_on_set_accommodations_works_on_any_space() -> None:
    sc = beeb(STAR).green_room(0, "on-set-accommodations", "weather-anchor")
    sc.lineup(0, "latenight", "car-chases-without-context")
    game = sc.start_turn(0)
    game.choose("rondel sign-ad")
    assert "attach weather-anchor latenight using on-set-accommodations" in options(game)
    assert "attach weather-anchor latenight" not in options(game)  # not the space's action


def test_page_to_screen_works_on_any_space() -> None:
    sc = beeb(NETWORK, modules=("moguls",)).green_room(0, "page-to-screen", CHASES)
    part = sc.state.parts["moguls"]
    assert isinstance(part, Moguls)
    part.taken[0] = "page-to-screen"
    game = sc.start_turn(0)
    game.choose("rondel sign-star")
    assert "use page-to-screen" in options(game)
    play(game, "use page-to-screen", "produce car-chases-without-context", "timeslot latenight")
    ann = game.state.players[0]
    show = ann.lineup[2]
    assert show is not None and show.card == "car-chases-without-context" and ann.cash == 6


# -- bots, adapters, random games ---------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_with_beeb_finish_and_conserve_cards(players: int) -> None:
    names = tuple(f"p{i}" for i in range(players))
    for seed in range(4):
        rng = random.Random(seed * 10 + players)
        seat = rng.randrange(players)
        modules = ("moguls",) if seed % 2 else ()
        config = GameConfig(
            players=names, seed=seed, modules=modules, executives={names[seat]: "beeb"}
        )
        game = play_random(Game.new(config), seed)
        assert game.over
        assert_conserved(game)
        assert any(e.kind == "rondel" and e.player == seat for e in game.state.log)


@pytest.mark.parametrize("modules", [("executives",), ("executives", "moguls")])
def test_every_option_beeb_is_offered_has_an_action_id(modules: tuple[str, ...]) -> None:
    space = action_space(modules)
    for seed in range(3):
        config = GameConfig(
            players=("a", "b", "c"), seed=seed, modules=modules, executives={"b": "beeb"}
        )
        game = Game.new(config, auto_chance=False)
        rng = random.Random(seed)
        seen = set()
        while not game.over:
            decision = game.decision
            assert decision is not None
            ids = space.legal_ids(decision)
            assert len(ids) == len(decision.options)
            seen |= {type(o).__name__ for o in decision.options}
            game.choose(space.find(decision, rng.choice(ids)))
        assert {"MoveRondel", "FreePass"} <= seen


def test_the_heuristic_bot_plays_beeb_to_the_end() -> None:
    game = Game.new(GameConfig(players=("a", "b"), seed=3, executives={"a": "beeb"}))
    bots = [HeuristicBot(seed=1), HeuristicBot(seed=2)]
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(bots[decision.player].choose(game.view(decision.player), decision))
    assert_conserved(game)
    assert sum(1 for e in game.state.log if e.kind == "rondel" and e.player == 0) >= 4


def test_the_moves_and_bonus_actions_have_words_for_people() -> None:
    sc = beeb(STAR, cash=4).green_room(0, "mattress-megasale")
    game = sc.start_turn(0)
    cards = game.state.cards
    move = MoveRondel("produce", 1)
    assert option_label(cards, move) == "Move your rondel marker to Produce a Show for $1M"
    assert option_group(move) == "Move on your rondel"
    assert option_preview(game.view(0), move) == (
        "pay $1M ($3M left): there, produce a show and/or the bonus action (pass, your marker "
        "going back to START), or neither"
    )
    game.choose("rondel sign-ad")
    ad = BonusAction("beeb", "sign-ad", "mattress-megasale")
    assert option_label(cards, ad) == "Bonus action: discard Mattress Megasale for its income"
    assert option_preview(game.view(0), ad) == "discard Mattress Megasale: gain $3M ($7M)"
    star = BonusAction("beeb", "sign-star")
    assert option_preview(game.view(0), star) == (
        "pay $1M ($3M left): a star from the deck to the display"
    )
    game.choose(str(ad))
    lines = [describe(e, game.state) for e in game.state.log if e.kind.startswith("rondel")]
    assert lines == [
        "Ann moves their rondel marker to Sign an Ad",
        "Ann takes the Sign an Ad bonus action on Mattress Megasale",
    ]


def test_the_terminal_and_the_browser_show_the_rondel() -> None:
    game = beeb(NETWORK, cash=1).start_turn(0)
    line = (
        "Beeb: rondel at Take a Network Card; next turn: Add or Replace (free), "
        "Sign a Star (free), Sign an Ad ($1M)"
    )
    shown = table_of(game.view(1))["executives"]
    assert shown[1] is None and f"{shown[0]['name']}: {shown[0]['status']}" == line
    console = Console(width=200, record=True)
    console.print(network_panel(game.state, 0, 0))
    assert f"Executive: {line}" in console.export_text()


def test_the_rollout_policy_knows_a_rondel_move_costs_and_beebs_pass_keeps_the_action() -> None:
    game = beeb(AD, passed=()).start_turn(0)
    state = game.state
    free, paid = (
        quick_score(state, 0, MoveRondel("sign-star")),
        quick_score(state, 0, MoveRondel("sign-ad", 1)),
    )
    assert free > paid
    assert quick_score(state, 0, MoveRondel("produce")) > free  # where Beeb can pass
    game.choose("rondel produce")
    rate = cash_rate(4)
    assert quick_score(state, 0, FreePass("cash")) == pytest.approx(10 * rate)  # no action lost


def test_the_heuristic_looking_ahead_moves_beeb_to_the_action_it_wants() -> None:
    """A move alone changes nothing the estimate sees (the action comes after it), so the plain
    heuristic finds every free move worth the same and takes the first; with `ahead=1` a move
    is worth the best of what can be done where it lands: Produce, for the only show there."""
    from primetime.bots import make_bot
    from primetime.bots.evaluate import DEFAULT
    from primetime.bots.heuristic import option_values

    game = beeb().display(show=[CHASES], star=[], ad=[], network=[]).start_turn(0)
    decision = game.decision
    assert decision is not None
    assert len(set(option_values(game, 0, decision.options, DEFAULT))) == 1
    looked = option_values(game, 0, decision.options, DEFAULT, ahead=1)
    assert max(looked) == looked[moves(game).index("rondel produce")] > min(looked)
    assert str(make_bot("heuristic", 1).choose(game.view(0), decision)) == "rondel sign-star"
    chosen = make_bot("heuristic:ahead=1", 1).choose(game.view(0), decision)
    assert str(chosen) == "rondel produce"


def test_looking_ahead_beeb_alone_in_the_round_ends_it() -> None:
    """Everyone else has passed: Beeb may circle its rondel for ever. The looking-ahead bot does
    not look into its next turn (ending the turn is worth what it is to the plain bot), and in a
    position it has chosen in before it takes an option chosen there least: even with an
    estimate that values the action of every turn to come above any pass, it passes."""
    from dataclasses import replace

    from primetime.bots.evaluate import DEFAULT
    from primetime.bots.heuristic import HeuristicBot, option_values

    game = beeb(ATTACH, cash=3).start_turn(0)
    waiting = replace(DEFAULT, action=1000.0)
    bot = HeuristicBot(4, weights=waiting, ahead=2)
    chosen = []
    while game.state.round == 1 and len(chosen) < 200:
        decision = game.decision
        assert decision is not None and decision.player == 0
        ends = tuple(o for o in decision.options if str(o) == "end-turn")
        if ends and len(decision.options) > 1:
            plain = option_values(game, 0, ends, waiting)
            assert option_values(game, 0, ends, waiting, ahead=2) == plain
        option = bot.choose(game.view(0), decision)
        chosen.append(str(option))
        game.choose(option)
    assert game.state.round == 2 and len(chosen) < 40
    assert chosen[-2:] == ["free-pass cash", "end-turn"] and chosen.count("end-turn") >= 4


def test_why_lists_the_cards_the_rondel_does_not_offer_apart() -> None:
    """On the Star space Beeb is offered no ad: `why` names those apart from the cards she
    can't take, whose count the one-line "Can't take now" gives."""
    from primetime.tui.decisions import out_of_reach_line, out_of_reach_list

    sc = beeb(cash=4).display(star=["method-actor"], ad=["used-car-lot"], show=[])
    game = sc.start_turn(0)
    game.choose("rondel sign-star")
    view = game.view(0)
    listed = out_of_reach_list(view).plain
    assert listed == (
        "Can't take now:\n  Method Actor: can't afford: $1M short\n"
        "Not offered on this turn: Used Car Lot (your rondel marker is on Sign a Star)"
    )
    line = out_of_reach_line(view)
    assert (
        line is not None and line.plain == "Can't take now: Method Actor (can't afford: $1M short)"
    )
