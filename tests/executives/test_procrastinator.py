"""Procrastinator (Megacorp rulebook, "Executives", Procrastinator; RULINGS 7.2, 7.4).

"When you produce a show, you may use an available genre token to permanently change its genre.
... The token stays on the show for the rest of the game (even if the show is canceled). You must
decide whether to change the genre of a show before attaching stars or ads. Use only the new genre
to determine whether to rotate the stars and ads you attach, and which genre track you advance
on. You can only use each of your 12 genre tokens once per game." Drawback: "During setup, take
half the amount of starting cash for your position in turn order, rounded down." Example: "Jessica
changes Dextrous to sports and attaches a sports ad to it. She advances in Sports instead of
Action." (Dextrous: an Action show with 1 required and 1 optional ad slot, RULINGS 3.) RULINGS
7.4: the token stays on the card for whoever produces it next (Reboot-o-mancer).
"""

from __future__ import annotations

import pytest

from executives.random_seats import assert_every_option_has_an_adapter_id, given_config
from helpers import assert_conserved, assert_refused, options, play, play_random
from primetime import Game, GameConfig
from primetime.engine.machine import run
from primetime.engine.modules.executives.base import board_of, executive
from primetime.engine.scenario import Scenario
from primetime.engine.views import make_view
from primetime.engine.zones import show_genre
from primetime.presentation import option_label, option_preview

KEEP = "genre action"


def scenario(cash: int = 10, **config: object) -> Scenario:
    """Ann is the Procrastinator (Bob is Cable); her lineup is empty."""
    sc = Scenario(["Ann", "Bob"], executives={"Ann": "procrastinator", "Bob": "cable"}, **config)
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    return sc.cash(0, cash)


def tokens(game: Game, player: int = 0) -> dict[str, int]:
    left: dict[str, int] = board_of(game.state, player)["tokens"]
    return left


def test_twelve_tokens_two_of_each_base_genre() -> None:
    game = scenario().start_turn(0)
    assert tokens(game) == {
        "sports": 2,
        "scifi": 2,
        "action": 2,
        "reality": 2,
        "sitcom": 2,
        "drama": 2,
    }
    status = executive(game.state, "procrastinator").status(game.state, 0, "procrastinator")
    assert status == ("genre tokens: Sports 2, Sci-Fi 2, Action 2, Reality 2, Sitcom 2, Drama 2")


def test_half_starting_cash_for_the_turn_order_position() -> None:
    """Cable takes the 1st player token and $20M; Ann, 2nd, gets half of $8M."""
    config = GameConfig(
        players=("Bob", "Ann"), executives={"Ann": "procrastinator", "Bob": "cable"}
    )
    game = Game.new(config)
    setup = next(e for e in game.state.log if e.kind == "executives")
    assert game.state.geometry.starting_cash[1] == 8
    assert setup.data["cash"] == [20, 4]


def test_half_starting_cash_rounds_down() -> None:
    game = scenario().start_turn(0)
    board = executive(game.state, "procrastinator")
    assert board.starting_cash(game.state, 0, "procrastinator", 9) == 4
    assert board.starting_cash(game.state, 0, "procrastinator", 6) == 3


def test_jessicas_example_changes_the_genre_before_attaching() -> None:
    sc = scenario().green_room(0, "thirst-quencher-sports-drink").display(show=["dextrous"])
    game = sc.start_turn(0)
    game.choose("produce dextrous")
    assert game.state.players[0].cash == 8  # paid first, then the question, then attaching
    assert game.decision is not None and game.decision.kind == "card-choice"
    assert options(game) == [
        KEEP,
        "genre sports",
        "genre scifi",
        "genre reality",
        "genre sitcom",
        "genre drama",
    ]
    assert "before attaching" in game.decision.prompt
    view = make_view(game.state, 0)
    sports = game.decision.options[1]
    assert option_label(game.state.cards, sports) == "Sports"
    assert option_preview(view, sports).startswith("-> space 1: 1 viewer at game end")
    play(game, "genre sports", "pick thirst-quencher-sports-drink", "timeslot latenight")
    show = game.state.players[0].lineup[2]
    assert show is not None and show.genre == "sports"
    assert show.attachments == (("thirst-quencher-sports-drink", True),)  # a sports ad, upright
    assert game.state.players[0].genres == {"sports": 1}  # Sports instead of Action
    assert tokens(game)["sports"] == 1
    assert board_of(game.state, 0)["shows"] == {"dextrous": "sports"}


def test_only_the_new_genre_counts_for_conditions() -> None:
    """An action ad on the action show turned sitcom goes upside down."""
    sc = scenario().green_room(0, "monster-truck-rally").display(show=["dextrous"])
    game = sc.start_turn(0)
    play(game, "produce dextrous", "genre sitcom", "pick monster-truck-rally")
    game.choose("timeslot latenight")
    show = game.state.players[0].lineup[2]
    assert show is not None and show.attachments == (("monster-truck-rally", False),)
    assert game.state.players[0].genres == {"sitcom": 1}


def test_keeping_the_genre_uses_no_token() -> None:
    sc = scenario().green_room(0, "monster-truck-rally").display(show=["dextrous"])
    game = sc.start_turn(0)
    play(game, "produce dextrous", KEEP, "pick monster-truck-rally")
    game.choose("timeslot latenight")
    show = game.state.players[0].lineup[2]
    assert show is not None and show.genre == "action"
    assert show.attachments == (("monster-truck-rally", True),)
    assert sum(tokens(game).values()) == 12 and board_of(game.state, 0)["shows"] == {}


def test_a_genre_without_tokens_left_is_not_offered() -> None:
    sc = scenario().green_room(0, "used-car-lot").display(show=["dextrous"])
    game = sc.start_turn(0)
    tokens(game).update(sports=0, drama=0)
    game.choose("produce dextrous")
    assert options(game) == [KEEP, "genre scifi", "genre reality", "genre sitcom"]
    assert_refused(game, "genre sports")


def test_with_no_tokens_left_nothing_is_asked() -> None:
    sc = scenario().green_room(0, "used-car-lot").display(show=["dextrous"])
    game = sc.start_turn(0)
    tokens(game).update({g: 0 for g in tokens(game)})
    game.choose("produce dextrous")
    assert game.decision is not None and game.decision.kind == "production-attach"


def test_the_token_stays_on_the_card_when_the_show_is_cancelled() -> None:
    sc = scenario(cash=20).green_room(0, "used-car-lot", "local-injury-lawyer")
    game = sc.display(show=["dextrous", "arrested-developer"]).start_turn(0)
    play(game, "produce dextrous", "genre sitcom", "pick used-car-lot", "done")
    play(game, "timeslot latenight")
    game.state.current, game.state.pending = 0, None  # Ann's next turn
    game.state.stack = [("turn", 0)]
    run(game.state)
    play(game, "produce arrested-developer", "genre sitcom", "done", "timeslot latenight")
    assert "dextrous" in game.state.players[0].reruns
    assert board_of(game.state, 0)["shows"] == {"dextrous": "sitcom"}
    assert show_genre(game.state, "dextrous") == "sitcom"


def test_whoever_produces_the_card_next_gets_the_tokens_genre() -> None:
    """A card with Ann's token back in the display (Reboot-o-mancer): Bob produces it as a
    sitcom and advances on Sitcom (RULINGS 7.4)."""
    sc = scenario().green_room(1, "used-car-lot").cash(1, 10).lineup(1, "latenight", None)
    game = sc.display(show=["dextrous"]).start_turn(1)
    board_of(game.state, 0)["shows"]["dextrous"] = "sitcom"
    play(game, "produce dextrous", "pick used-car-lot", "timeslot latenight")
    produced = game.state.players[1].lineup[2]
    assert produced is not None and produced.genre == "sitcom"
    assert game.state.players[1].genres == {"sitcom": 1}


def test_reboot_o_mancer_advances_on_the_tokens_genre() -> None:
    sc = scenario(modules=("moguls",)).reruns(0, "dextrous")
    sc.deck_top("mogul", "reboot-o-mancer", "tech-pioneer", "penny-pincher")
    game = sc.start(("mogul-draw", 0, 3), ("turn", 0))
    board_of(game.state, 0)["shows"]["dextrous"] = "drama"
    play(game, "pick reboot-o-mancer", "pick dextrous")
    assert game.state.players[0].genres == {"drama": 1}
    assert game.state.decks["show"].layers[0].cards[0] == "dextrous"


@pytest.mark.parametrize("seed", range(10))
def test_random_games_with_the_procrastinator_finish_and_conserve_cards(seed: int) -> None:
    game = play_random(Game.new(given_config("procrastinator", seed)), seed)
    assert game.over
    assert_conserved(game)


@pytest.mark.parametrize("seed", range(4))
def test_every_option_offered_with_procrastinator_has_an_adapter_id(seed: int) -> None:
    assert_every_option_has_an_adapter_id(given_config("procrastinator", seed), seed)


PRICEY_PILOTS = ["stand-up-comic", "ex-quarterback-commentator", "lawn-and-order", "lost-in-spice"]


def _pilot_keep_with(cash: int, hand: list[str]) -> Game:
    """Ann, the Procrastinator, at her Pilot Season keep with `cash` and `hand`."""
    config = GameConfig(
        players=("Ann", "Bob"), seed=3, executives={"Ann": "procrastinator", "Bob": "rich"}
    )
    game = Game.new(config)
    while game.decision is not None and game.decision.kind != "pilot-keep":
        game.choose(game.decision.options[0])
    decision = game.decision
    assert decision is not None
    seat = game.state.players[decision.player]
    assert seat.name == "Ann"  # with seed 3 she keeps first
    seat.cash = cash
    seat.hand = list(hand)
    game._decision = None  # listed again from the changed state
    return game


def test_a_procrastinator_who_can_pay_for_no_pair_keeps_one_pilot() -> None:
    """$3M (half of a 1st player's $6M) and four pilots of $2M-$3M: no pair is affordable, so
    each single card is offered (rules silent; cash never goes below $0)."""
    game = _pilot_keep_with(3, PRICEY_PILOTS)
    assert options(game) == sorted(f"keep {card}" for card in PRICEY_PILOTS)
    assert "choose 1 to keep" in game.decision.prompt  # type: ignore[union-attr]
    play(game, "keep lawn-and-order")  # a $3M show
    while game.state.phase == "pilot":
        game.choose(game.decision.options[0])  # type: ignore[union-attr]
    ann = game.state.players[0]
    assert ann.cash == 0  # $3M less the $3M show
    assert any(s is not None and s.card == "lawn-and-order" for s in ann.lineup)


def test_a_procrastinator_who_can_pay_for_no_pilot_keeps_none() -> None:
    game = _pilot_keep_with(1, PRICEY_PILOTS)
    assert options(game) == ["keep"]
    play(game, "keep")
    assert game.state.players[0].hand == []


def test_a_procrastinator_who_can_pay_for_a_pair_keeps_two() -> None:
    """$5M: every pair but the two $3M shows."""
    game = _pilot_keep_with(5, PRICEY_PILOTS)
    pairs = ["keep ex-quarterback-commentator lawn-and-order"]
    pairs += ["keep ex-quarterback-commentator lost-in-spice"]
    pairs += ["keep ex-quarterback-commentator stand-up-comic"]
    pairs += ["keep lawn-and-order stand-up-comic", "keep lost-in-spice stand-up-comic"]
    assert options(game) == pairs


def test_keeping_no_pilot_is_labelled() -> None:
    game = _pilot_keep_with(1, PRICEY_PILOTS)
    decision = game.decision
    assert decision is not None
    assert option_label(game.state.cards, decision.options[0]) == "Keep none"


def test_the_solo_opponent_reads_a_genre_token_for_your_best_genre() -> None:
    """The token "permanently change[s]" the show's genre, also for the solo card "Prefers show
    of YOUR best genre. Uses highest position on genre track": Ann is on Sitcom space 4 only, so
    Dextrous (printed Action) with her Sitcom token goes, not Dawson's Reek (Drama)."""
    from primetime.engine.modules.solo import OPPONENT

    sc = Scenario(["Ann"], executives={"Ann": "procrastinator"})
    sc.first(OPPONENT)
    sc.state.players[0].genres.update({"sitcom": 4})
    sc.display(show=["dawsons-reek", "dextrous"]).deck_top("solo", "rival-copies-your-format")
    board_of(sc.state, 0)["shows"]["dextrous"] = "sitcom"  # a token put on it earlier
    game = sc.start(("turn", OPPONENT))
    assert game.state.display["show"] == ["dawsons-reek", None]
    assert game.state.discards["show"] == ["dextrous"]


def test_versatile_actor_offers_the_printed_genre_back_after_a_token() -> None:
    """Star Trick (Sci-Fi) made Drama with a token: Versatile Actor, attached upside down, may
    change it to any genre but the one it has now (Drama), Sci-Fi included."""
    sc = scenario().green_room(0, "versatile-actor").display(show=["star-trick"])
    game = sc.start_turn(0)
    play(game, "produce star-trick", "genre drama", "pick versatile-actor down")
    genres = [o for o in options(game) if o.startswith("genre ")]
    assert "genre scifi" in genres and "genre drama" not in genres and len(genres) == 5
    play(game, "genre scifi", "timeslot primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None and show.genre == "scifi"
    assert show_genre(game.state, "star-trick") == "scifi"  # the later change, for good


def test_a_token_placed_later_covers_a_versatile_actors_change() -> None:
    """Dextrous (Action), once made Drama by Versatile Actor, comes back (Reboot-o-mancer) and
    Ann puts her Sitcom token on it: the card is a Sitcom from then on, in her reruns too."""
    sc = scenario(cash=20).green_room(0, "used-car-lot", "local-injury-lawyer")
    game = sc.display(show=["dextrous", "arrested-developer"]).start_turn(0)
    game.state.changed_genres["dextrous"] = "drama"
    assert show_genre(game.state, "dextrous") == "drama"
    play(game, "produce dextrous")
    assert options(game)[0] == "genre drama"  # keeping it: the genre it has now
    play(game, "genre sitcom", "pick used-car-lot", "done", "timeslot latenight")
    assert show_genre(game.state, "dextrous") == "sitcom"
    assert game.state.players[0].genres == {"sitcom": 1}
    game.state.current, game.state.pending = 0, None  # Ann's next turn
    game.state.stack = [("turn", 0)]
    run(game.state)
    play(game, "produce arrested-developer")
    play(game, options(game)[0], "done", "timeslot latenight")  # its own genre
    assert "dextrous" in game.state.players[0].reruns
    assert show_genre(game.state, "dextrous") == "sitcom"
