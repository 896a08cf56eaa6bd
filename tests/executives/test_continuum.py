"""Continuum (Megacorp rulebook, "Continuum"; RULINGS 7.2): "At the start of your turn, advance
the marker on your time machine track 1 space to decrease its cost. If it is already at $1M, it
does not advance. At any time on your turn, you may pay the cost on your track and place an
anomaly card on top of the star deck to use your time machine. You may then take an extra action
of your choice. Afterward, reset your machine to "∞"."

Drawback: "Anomalies act like stars with no signing cost. Any player (including you) may use an
action to sign an anomaly from the display for free. If a player draws an anomaly while resolving
a genre bonus (or similar effect), they may choose the anomaly as the card they keep. Anomalies
can't be attached to shows. Instead, a player may discard an anomaly from their green room at any
time on their turn to take an extra action of their choice. Discarded anomalies return to your
supply." Clarifications: Underground (pg. 14); "Awards Show: Count anomalies in your green room as
stars."; "If you have no anomalies in your supply, you may use your machine without adding one to
the star deck."

The time machine track: ∞, $5M, $4M, $3M, $2M, $1M. Four anomalies (ids sorted): paradox-pilot,
rerun-from-tomorrow, the-host-who-never-was, yesterdays-premiere."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from helpers import assert_conserved, assert_refused, options, play_random
from primetime import Game, GameConfig
from primetime.engine.modules.executives.base import board_of, executive
from primetime.engine.modules.executives.continuum import MACHINE, machine_cost, supply
from primetime.engine.scenario import Scenario
from primetime.engine.views import determinized_state
from primetime.engine.zones import counts_as_star
from primetime.presentation import option_label, option_preview

ANOMALIES = [
    "paradox-pilot",
    "rerun-from-tomorrow",
    "the-host-who-never-was",
    "yesterdays-premiere",
]
MACHINE_USE = "use continuum"


def scenario(holder: str = "Ann", players: tuple[str, ...] = ("Ann", "Bob")) -> Scenario:
    sc = Scenario(list(players), executives={holder: "continuum"})
    for player in range(len(players)):  # empty lineups: nothing to attach to by accident
        for slot in ("daytime", "primetime", "latenight"):
            sc.lineup(player, slot, None)
    return sc


def set_machine(sc: Scenario, player: int, space: int) -> Scenario:
    board_of(sc.state, player)[MACHINE] = space
    return sc


def cost(game: Game, player: int = 0) -> int | None:
    return machine_cost(game.state, player, "continuum")


# -- setup and the track ---------------------------------------------------------------------------


def test_setup_puts_the_marker_above_infinity_and_the_four_anomalies_in_the_supply() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=3, executives={"Ann": "continuum"}))
    assert board_of(game.state, 0) == {MACHINE: 0, "cards": ANOMALIES}
    assert cost(game) is None
    assert Counter(game.state.universe)["paradox-pilot"] == 1
    assert_conserved(game)


def test_anomalies_are_not_in_a_game_without_continuum() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=3, executives={"Ann": "cable"}))
    assert not set(ANOMALIES) & set(game.state.universe)


def test_a_dealt_continuum_brings_its_anomalies_when_the_boards_are_revealed() -> None:
    for seed in range(60):
        game = Game.new(GameConfig(players=("Ann", "Bob"), seed=seed, modules=("executives",)))
        rng = random.Random(seed)
        while game.decision is not None and game.decision.kind == "executive-keep":
            keep = [o for o in game.decision.options if "continuum" in str(o)]
            game.choose(keep[0] if keep else rng.choice(game.decision.options))
        if "continuum" in game.state.parts["executives"].held:  # type: ignore[attr-defined]
            break
    else:
        pytest.fail("no seed dealt Continuum")
    assert set(ANOMALIES) <= set(game.state.universe)
    assert_conserved(game)


def test_the_machine_gets_1m_cheaper_at_the_start_of_each_turn_down_to_1m() -> None:
    costs = []
    for space in range(6):
        game = set_machine(scenario(), 0, space).start_turn(0)
        costs.append(cost(game))
    assert costs == [5, 4, 3, 2, 1, 1]  # from ∞, $5M, $4M, $3M, $2M, and $1M stays


def test_only_continuums_turn_advances_the_machine() -> None:
    game = set_machine(scenario(), 0, 2).start_turn(1)
    assert cost(game) == 4


def test_status_shows_the_machine_and_the_supply() -> None:
    game = set_machine(scenario(), 0, 3).start_turn(0)
    status = executive(game.state, "continuum").status(game.state, 0, "continuum")
    assert status == (
        "time machine ∞ $5M $4M $3M [$2M] $1M; 4 anomalies in the supply (Paradox Pilot, "
        "Rerun from Tomorrow, The Host Who Never Was, Yesterday's Premiere)"
    )


# -- using the machine -----------------------------------------------------------------------------


def test_mikeys_example() -> None:
    """A. Mikey decreases his time machine's cost at the start of his turn, then decides to use
    it. He pays $3M and adds an anomaly to the star deck. B. He uses his 2 actions to take an ad
    AND a network card from the display. He then resets his time machine. C. When the display is
    refreshed at the end of the round, Mikey's anomaly is dealt as 1 of 4 new stars."""
    sc = set_machine(scenario("Mikey", ("Mikey", "Bob")), 0, 2).cash(0, 10)
    sc.display(ad=["laundry-soap"], network=["streaming-deal"])
    game = sc.start_turn(0)
    assert cost(game) == 3
    assert MACHINE_USE in options(game)
    game.choose(MACHINE_USE)
    state = game.state
    mikey = state.players[0]
    assert mikey.cash == 7
    assert state.actions_left == 2
    assert state.decks["star"].cards()[0] == "paradox-pilot"
    assert supply(state, 0) == ANOMALIES[1:]
    assert cost(game) is None  # reset to ∞
    assert MACHINE_USE not in options(game)  # not again until it advances next turn
    game.choose("sign-ad laundry-soap")
    assert game.decision is not None and game.decision.player == 0  # the extra action
    game.choose("take-network streaming-deal")
    assert mikey.green_room == ["laundry-soap", "streaming-deal"]
    assert mikey.cash == 7 + 3
    assert game.decision is not None and game.decision.player == 1  # his turn is over
    assert cost(game) is None


def test_mikeys_example_c_the_anomaly_is_dealt_when_the_display_is_refreshed() -> None:
    sc = set_machine(scenario("Mikey", ("Mikey", "Bob")), 0, 2).cash(0, 10)
    sc.display(ad=["laundry-soap"], network=["streaming-deal"]).passed(1)
    game = sc.start_turn(0)
    game.choose(MACHINE_USE)
    game.choose("sign-ad laundry-soap")
    game.choose("take-network streaming-deal")
    # his turn is over (no action, nothing to use): Bob has passed, so Mikey's turn comes again
    assert game.decision is not None and game.decision.player == 0
    assert cost(game) == 5  # a new turn: ∞ -> $5M
    game.choose("pass cash")
    while game.state.round == 1:
        game.choose(game.decision.options[0])  # type: ignore[union-attr]
    # C: the round 2 display: 4 new stars, the anomaly first (it was on top)
    stars = game.state.display["star"]
    assert len(stars) == 4 and stars[0] == "paradox-pilot"


def test_the_machine_can_be_used_after_the_action() -> None:
    sc = set_machine(scenario(), 0, 4).cash(0, 4).display(ad=["laundry-soap"])
    game = sc.start_turn(0)
    game.choose("sign-ad laundry-soap")
    assert options(game) == [MACHINE_USE, "end-turn"]
    game.choose(MACHINE_USE)
    assert game.state.actions_left == 1 and game.state.players[0].cash == 4 + 3 - 1


def test_the_machine_is_not_offered_without_the_cash() -> None:
    game = set_machine(scenario(), 0, 1).cash(0, 3).start_turn(0)
    assert cost(game) == 4
    assert_refused(game, MACHINE_USE)
    game = set_machine(scenario(), 0, 1).cash(0, 4).start_turn(0)
    assert MACHINE_USE in options(game)


def test_the_machine_is_not_offered_once_you_have_passed() -> None:
    game = set_machine(scenario(), 0, 4).cash(0, 9).start_turn(0)
    assert MACHINE_USE in options(game)
    game.choose("pass viewers")
    assert game.decision is not None and game.decision.player == 1  # Ann's turn simply ended
    assert cost(game) == 1 and game.state.players[0].cash == 9


def test_with_no_anomaly_left_the_machine_still_works_and_adds_nothing() -> None:
    sc = set_machine(scenario(), 0, 3).cash(0, 5)
    sc.green_room(1, *ANOMALIES)  # all four signed by Bob
    game = sc.start_turn(0)
    top = game.state.decks["star"].cards()[:1]
    game.choose(MACHINE_USE)
    assert game.state.players[0].cash == 3
    assert game.state.actions_left == 2
    assert game.state.decks["star"].cards()[:1] == top
    assert supply(game.state, 0) == []


def test_the_anomaly_on_the_deck_is_known_to_everyone() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=4, executives={"Ann": "continuum"}))
    rng = random.Random(4)
    while MACHINE_USE not in options(game):
        offered = options(game)
        game.choose(rng.choice([o for o in offered if not o.startswith("pass")] or offered))
    game.choose(MACHINE_USE)
    anomaly = game.state.decks["star"].cards()[0]
    assert anomaly == "paradox-pilot"
    for player in (0, 1, None):
        view = game.view(player)
        # spectators see no deck's cards, but know the top one is an anomaly
        seen = [anomaly] if player is not None else ["?anomaly"]
        assert view.state.decks["star"].layers[0].cards == seen
        determinized = determinized_state(view, random.Random(player))
        assert determinized.decks["star"].cards()[0] == anomaly
        assert Counter(determinized.universe) == Counter(
            c for c in _all_cards(determinized) if not c.startswith("?")
        )


def _all_cards(state: object) -> list[str]:
    from primetime.engine.views import visible_cards

    return list(visible_cards(state))  # type: ignore[arg-type]


# -- anomalies -------------------------------------------------------------------------------------


def test_anyone_may_sign_an_anomaly_from_the_display_for_free_with_an_action() -> None:
    sc = scenario().cash(1, 0).display(star=["rerun-from-tomorrow", "teen-idol"])
    game = sc.start_turn(1)
    assert "sign-star rerun-from-tomorrow" in options(game)
    assert "sign-star teen-idol" not in options(game)  # $3M, Bob has none
    game.choose("sign-star rerun-from-tomorrow")
    bob = game.state.players[1]
    assert (bob.cash, bob.green_room) == (0, ["rerun-from-tomorrow"])
    assert game.state.display["star"] == [None, "teen-idol"]
    assert game.state.actions_left == 0


def test_an_anomaly_may_be_kept_from_a_genre_bonus_draw_the_other_star_is_discarded() -> None:
    sc = scenario().cash(0, 5).green_room(0, "character-actor").genres(0, drama=1)
    sc.display(show=["dawsons-reek"]).deck_top("star", "teen-idol", "yesterdays-premiere")
    game = sc.start_turn(0)
    for choice in ["produce dawsons-reek", "pick character-actor", "timeslot primetime"]:
        game.choose(choice)
    assert sorted(options(game)) == ["pick teen-idol", "pick yesterdays-premiere"]
    game.choose("pick yesterdays-premiere")
    ann = game.state.players[0]
    assert ann.cash == 0 and ann.green_room == ["yesterdays-premiere"]
    assert game.state.discards["star"] == ["teen-idol"]


def test_an_anomaly_drawn_and_not_kept_goes_back_to_the_supply() -> None:
    sc = scenario("Bob").cash(0, 5).green_room(0, "character-actor").genres(0, drama=1)
    sc.display(show=["dawsons-reek"]).deck_top("star", "teen-idol", "yesterdays-premiere")
    game = sc.start_turn(0)
    for choice in ["produce dawsons-reek", "pick character-actor", "timeslot primetime"]:
        game.choose(choice)
    game.choose("pick teen-idol")
    assert game.state.discards["star"] == []
    assert supply(game.state, 1) == ANOMALIES  # Bob's supply: all four again, in board order
    assert_conserved(game)


def test_star_search_may_keep_an_anomaly_too() -> None:
    sc = scenario().green_room(1, "star-search")
    sc.deck_top("star", "rerun-from-tomorrow", "teen-idol")
    game = sc.start_turn(1)
    game.choose("use star-search")
    assert sorted(options(game)) == ["pick rerun-from-tomorrow", "pick teen-idol"]
    game.choose("pick rerun-from-tomorrow")
    assert game.state.players[1].green_room == ["rerun-from-tomorrow"]
    assert game.state.discards["star"] == ["teen-idol"]


def test_upton_crabby_skips_an_anomaly_on_the_deck_it_goes_back_to_the_supply() -> None:
    sc = scenario().green_room(0, "teen-idol")
    sc.lineup(0, "primetime", "upton-crabby", attachments=["tearful-ingenue"])
    sc.deck_top("star", "paradox-pilot", "living-legend")
    game = sc.start_turn(0)
    game.choose("attach teen-idol primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None
    assert [c for c, _ in show.attachments] == ["tearful-ingenue", "teen-idol", "living-legend"]
    assert supply(game.state, 0)[-1] == "paradox-pilot"
    assert game.state.discards["star"] == []
    assert_conserved(game)


def test_anomalies_cant_be_attached() -> None:
    sc = scenario().cash(0, 10).green_room(0, "paradox-pilot", "character-actor")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["teen-idol"])  # a free ad slot only
    sc.display(show=["dawsons-reek"])
    sc.lineup(0, "daytime", None)
    game = sc.start_turn(0)
    assert not [o for o in options(game) if o.startswith("attach paradox-pilot")]
    sc = scenario().cash(0, 10).green_room(0, "paradox-pilot")
    sc.display(show=["dawsons-reek"])  # needs a star: an anomaly can't fill it
    game = sc.start_turn(0)
    assert not [o for o in options(game) if o.startswith("produce dawsons-reek")]


def test_discarding_an_anomaly_gives_an_extra_action_and_it_goes_back_to_the_supply() -> None:
    sc = scenario().green_room(1, "the-host-who-never-was").display(ad=["laundry-soap"])
    game = sc.start_turn(1)
    assert "use the-host-who-never-was" in options(game)
    game.choose("use the-host-who-never-was")
    state = game.state
    assert state.actions_left == 2
    assert state.players[1].green_room == []
    assert state.discards["star"] == []
    assert supply(state, 0)[-1] == "the-host-who-never-was"  # back in Continuum's (Ann's) supply
    game.choose("sign-ad laundry-soap")
    assert game.decision is not None and game.decision.player == 1  # the second action


def test_an_anomaly_can_be_discarded_after_the_action_but_not_after_passing() -> None:
    sc = scenario().green_room(1, "paradox-pilot").display(ad=["laundry-soap"])
    game = sc.start_turn(1)
    game.choose("sign-ad laundry-soap")
    assert options(game) == ["use paradox-pilot", "end-turn"]
    sc = scenario().green_room(1, "paradox-pilot")
    game = sc.start_turn(1)
    game.choose("pass cash")
    assert game.decision is not None and game.decision.player == 0  # Bob's turn simply ended
    assert game.state.players[1].green_room == ["paradox-pilot"]


def test_anomalies_left_in_the_display_go_back_to_the_supply_never_into_a_reshuffle() -> None:
    sc = scenario().display(star=["paradox-pilot", "teen-idol"]).discards("living-legend")
    sc.empty_deck("star")
    game = sc.start_end_of_round()
    state = game.state
    assert "paradox-pilot" in supply(state, 0)
    assert "paradox-pilot" not in state.decks["star"].cards() + state.discards["star"]
    assert "paradox-pilot" not in state.display["star"]
    assert_conserved(game)


def test_the_solo_opponent_discards_an_anomaly_back_to_the_supply() -> None:
    from primetime.engine.modules.solo import _score

    sc = Scenario(["Ann"], executives={"Ann": "continuum"})
    anomaly = sc.state.cards["paradox-pilot"]
    assert [_score(sc.state, p, anomaly) for p in ("highest-cost", "most-viewers")] == [0, 0]
    assert _score(sc.state, "no-condition", anomaly) == 1
    sc.display(star=["paradox-pilot"]).deck_top("solo", "easygoing-talent-walks")
    game = sc.start(("solo-turn",))
    assert "paradox-pilot" in supply(game.state, 0)
    assert game.state.discards["star"] == []


def test_award_show_counts_anomalies_in_the_green_room_as_stars() -> None:
    sc = scenario().green_room(0, "award-show", "paradox-pilot", "teen-idol")
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["character-actor"])
    state = sc.state
    [item] = executive_free_final_items(state)
    assert item.viewers == 3  # Character Actor, Teen Idol, and the anomaly


def executive_free_final_items(state: object) -> list:  # type: ignore[type-arg]
    from primetime.engine.hooks import final_items

    return [i for i in final_items(state, 0) if i.source == "award-show"]  # type: ignore[arg-type]


def test_anomalies_count_as_stars_for_undergrounds_green_room() -> None:
    state = scenario().state
    assert counts_as_star(state, "paradox-pilot")
    assert counts_as_star(state, "teen-idol")
    assert not counts_as_star(state, "laundry-soap")


# -- words for people ------------------------------------------------------------------------------


def test_the_options_say_what_they_do() -> None:
    sc = set_machine(scenario(), 0, 2).cash(0, 10).green_room(0, "paradox-pilot")
    game = sc.start_turn(0)
    view = game.view(0)
    decision = view.decision
    assert decision is not None
    by_text = {str(o): o for o in decision.options}
    machine = by_text[MACHINE_USE]
    assert option_label(view.state.cards, machine) == "Use Continuum"
    assert option_preview(view, machine).startswith(
        "use Continuum: pay $3M ($7M left), put an anomaly on top of the star deck, take an "
        "extra action; the time machine resets to ∞"
    )
    assert option_preview(view, by_text["use paradox-pilot"]).startswith(
        "discard Paradox Pilot (it goes back to Continuum's supply) and take an extra action"
    )
    game.choose(MACHINE_USE)
    narrated = [e for e in game.state.log if e.kind == "use-time-machine"]
    from primetime.engine.narrate import describe

    assert describe(narrated[0], game.state) == (
        "Ann pays $3M to use the time machine and puts Rerun from Tomorrow on top of the star "
        "deck; it resets to ∞"
    )


# -- random games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_with_continuum_finish_and_keep_every_card(players: int) -> None:
    names = tuple(f"P{i}" for i in range(players))
    used = Counter[str]()
    for seed in range(4):
        holder = names[seed % players]
        modules = ("moguls",) if seed % 2 else ()
        config = GameConfig(
            players=names, seed=seed, modules=modules, executives={holder: "continuum"}
        )
        game = Game.new(config)

        def each(game: Game) -> None:
            used.update(o.split()[0] for o in options(game) if "continuum" in o)

        play_random(game, seed, each)
        assert game.over
        assert_conserved(game)
        log = Counter(e.kind for e in game.state.log)
        used.update({k: log[k] for k in ("use-time-machine", "anomaly-back")})
    assert used["use-time-machine"] > 0


def test_the_adapters_give_every_continuum_option_an_id() -> None:
    from primetime.adapters.action_space import action_space

    space = action_space(("executives",))
    offered = Counter[str]()
    for seed in range(3):
        config = GameConfig(players=("a", "b"), seed=seed, executives={"a": "continuum"})
        game = Game.new(config, auto_chance=False)
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert decision is not None
            ids = space.legal_ids(decision)
            offered.update(str(o).split()[0] for o in decision.options if _continuums(game, o))
            game.choose(space.find(decision, rng.choice(ids)))
    assert offered["use"] > 0 and offered["sign-star"] > 0


def _continuums(game: Game, option: object) -> bool:
    card = getattr(option, "card", "")
    return card == "continuum" or card in ANOMALIES


def test_heuristic_bots_play_continuum() -> None:
    from primetime.bots.heuristic import HeuristicBot

    game = Game.new(GameConfig(players=("a", "b"), seed=0, executives={"a": "continuum"}))
    bots = [HeuristicBot(0), HeuristicBot(1)]
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(bots[decision.player].choose(game.view(decision.player), decision))
    assert_conserved(game)
    assert any(e.kind == "use-time-machine" for e in game.state.log)
