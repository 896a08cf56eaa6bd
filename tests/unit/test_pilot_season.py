"""Pilot Season (rulebook p. 3): deal 4, keep 2, net cash, green room, produce kept shows;
the Beginner variant; hands hidden until the reveal (RULINGS section 6)."""

from __future__ import annotations

from itertools import combinations

from helpers import NAMES, new_game, placed
from primetime import Game, GameConfig
from primetime.cards import ShowCard


def texts(game: Game) -> list[str]:
    assert game.decision is not None
    return [str(o) for o in game.decision.options]


def dealt(*hands: list[str], beginner: bool = False) -> Game:
    """A game whose Pilot Season hands are dealt as given (player 0's cards first)."""
    game = placed(
        Game.new(
            GameConfig(players=NAMES[: len(hands)], seed=0, beginner=beginner), auto_chance=False
        )
    )
    for hand in hands:
        for card in hand:
            game.choose(f"deal {card}")
    return game


def deal_rest(game: Game) -> None:
    """Resolve chance (the round 1 display) with its first options."""
    while game.decision is not None and game.decision.is_chance:
        game.choose(0)


def test_four_cards_dealt_to_each_player() -> None:
    game = new_game(3, seed=5)
    state = game.state
    assert [len(p.hand) for p in state.players] == [4, 4, 4]
    assert all(state.cards[c].category == "pilot" for p in state.players for c in p.hand)
    assert len(state.decks["pilot"]) == 20 - 12
    assert game.decision is not None
    assert (game.decision.kind, game.decision.player) == ("pilot-keep", 0)
    assert game.decision.prompt.startswith("Pilot Season: choose 2 of your 4 cards to keep")


def test_keep_options_are_every_pair_you_can_afford() -> None:
    hand = ["lost-in-spice", "lawn-and-order", "scene-stealing-newcomer", "pharmacy-spot"]
    game = dealt(hand, ["bae-watch", "weather-anchor", "plastic-chef", "former-child-star"])
    # $6M covers even the dearest pair (two $3M cards)
    pairs = combinations(sorted(hand), 2)
    assert sorted(texts(game)) == sorted("keep " + " ".join(pair) for pair in pairs)
    assert "keep lawn-and-order lost-in-spice" in texts(game)


def test_keep_options_leave_out_pairs_you_cannot_pay_for() -> None:
    game = placed(Game.new(GameConfig(players=NAMES[:2], seed=0), auto_chance=False))
    game.state.players[0].cash = 5  # less than any pair of two $3M cards
    for card in ["lost-in-spice", "lawn-and-order", "scene-stealing-newcomer", "pharmacy-spot"]:
        game.choose(f"deal {card}")
    for card in ["bae-watch", "weather-anchor", "plastic-chef", "former-child-star"]:
        game.choose(f"deal {card}")
    assert sorted(texts(game)) == [
        "keep lawn-and-order pharmacy-spot",  # -3 + 4
        "keep lost-in-spice pharmacy-spot",
        "keep pharmacy-spot scene-stealing-newcomer",
    ]


def test_net_cash_green_room_and_the_box() -> None:
    ann = ["plastic-chef", "pharmacy-spot", "lost-in-spice", "weather-anchor"]
    bob = ["scene-stealing-newcomer", "heartthrob-next-door", "bae-watch", "pizza-delivery-jingle"]
    game = dealt(ann, bob)
    game.choose("keep pharmacy-spot weather-anchor")  # ad +$4M, star $1M
    game.choose("keep heartthrob-next-door scene-stealing-newcomer")  # stars $2M + $3M
    deal_rest(game)
    state = game.state
    assert state.players[0].cash == 6 + 4 - 1
    assert state.players[1].cash == 8 - 2 - 3
    assert sorted(state.players[0].green_room) == ["pharmacy-spot", "weather-anchor"]
    assert sorted(state.players[1].green_room) == [
        "heartthrob-next-door",
        "scene-stealing-newcomer",
    ]
    # the cards not kept are out of the game (box), and the Pilot Season deck is gone
    boxed = {card for card, _ in state.box}
    assert {"plastic-chef", "lost-in-spice", "bae-watch", "pizza-delivery-jingle"} <= boxed
    assert "pilot" not in state.decks
    assert all(card not in boxed for card in ("pharmacy-spot", "weather-anchor"))
    # starters untouched: no show was kept
    assert [s.card for s in state.players[0].lineup if s] == [
        "bowling-night-live",
        "space-patrol-classics",
        "cheap-laughs",
    ]
    assert state.round == 1 and game.decision is not None and game.decision.kind == "turn"


def test_kept_show_is_produced_replacing_a_starter() -> None:
    ann = ["plastic-chef", "pharmacy-spot", "lost-in-spice", "weather-anchor"]
    bob = ["lawn-and-order", "former-child-star", "bae-watch", "pizza-delivery-jingle"]
    game = dealt(ann, bob)
    game.choose("keep pharmacy-spot plastic-chef")  # +4 - 1
    game.choose("keep bae-watch lawn-and-order")  # -2 - 3
    state = game.state
    # Ann produces Plastic Chef; the ad in her green room may go in its optional ad slot
    assert game.decision is not None and game.decision.player == 0
    assert texts(game) == ["pick pharmacy-spot", "done"]
    game.choose("done")
    assert texts(game) == ["timeslot daytime", "timeslot primetime", "timeslot latenight"]
    game.choose("timeslot primetime")  # its preferred timeslot
    # then Bob produces his two shows, one at a time
    assert state.production is not None and state.production.card == "bae-watch"
    game.choose("timeslot daytime")  # Bae Watch prefers daytime
    assert state.production is not None and state.production.card == "lawn-and-order"
    game.choose("timeslot latenight")  # Lawn & Order prefers primetime: penalty
    deal_rest(game)

    ann_seat, bob_seat = state.players
    assert ann_seat.cash == 6 + 4 - 1  # the cost was in the net; nothing paid twice
    assert bob_seat.cash == 8 - 2 - 3
    show = ann_seat.lineup[1]
    assert show is not None and (show.card, show.row, show.attachments) == ("plastic-chef", 0, ())
    assert ann_seat.reruns == ["space-patrol-classics"]  # the starter there is canceled
    assert ann_seat.genres == {"reality": 1}
    assert ann_seat.green_room == ["pharmacy-spot"]
    late, day = bob_seat.lineup[2], bob_seat.lineup[0]
    assert late is not None and (late.card, late.row) == ("lawn-and-order", 2)
    assert day is not None and (day.card, day.row) == ("bae-watch", 0)
    assert sorted(bob_seat.reruns) == ["hospital-hallways", "the-stunt-hour"]
    assert bob_seat.genres == {"drama": 1, "action": 1}
    assert state.round == 1


def test_kept_star_can_be_attached_to_the_kept_show() -> None:
    ann = ["lawn-and-order", "former-child-star", "lost-in-spice", "weather-anchor"]
    bob = ["plastic-chef", "pharmacy-spot", "bae-watch", "pizza-delivery-jingle"]
    game = dealt(ann, bob)
    game.choose("keep former-child-star lawn-and-order")
    game.choose("keep pharmacy-spot pizza-delivery-jingle")
    assert texts(game) == ["pick former-child-star", "done"]
    game.choose("pick former-child-star")
    game.choose("timeslot primetime")
    seat = game.state.players[0]
    show = seat.lineup[1]
    assert show is not None and show.attachments == (("former-child-star", True),)
    assert seat.green_room == []
    assert seat.cash == 6 - 3 - 1
    assert game.state.players[1].cash == 8 + 4 + 2


def test_hands_are_hidden_until_the_reveal() -> None:
    ann = ["plastic-chef", "pharmacy-spot", "lost-in-spice", "weather-anchor"]
    bob = ["scene-stealing-newcomer", "heartthrob-next-door", "bae-watch", "pizza-delivery-jingle"]
    game = dealt(ann, bob)
    secret = set(ann)
    bob_view = game.view(1)
    assert bob_view.state.players[0].hand == ["?pilot"] * 4
    assert game.view(0).state.players[0].hand == ann  # Ann sees her own hand
    assert not secret & _named(bob_view.log)

    game.choose("keep pharmacy-spot weather-anchor")
    bob_view = game.view(1)  # Ann has chosen, Bob has not: still nothing to see
    assert bob_view.state.players[0].hand == ["?pilot"] * 2
    assert bob_view.state.players[0].cash == 6
    assert bob_view.state.players[0].green_room == []
    assert not secret & _named(bob_view.log)
    assert not secret & {c for c, _ in bob_view.state.box}

    game.choose("keep bae-watch pizza-delivery-jingle")
    bob_view = game.view(1)  # revealed together: kept cards are public, returned ones are not
    assert sorted(bob_view.state.players[0].green_room) == ["pharmacy-spot", "weather-anchor"]
    assert bob_view.state.players[0].cash == 6 + 4 - 1
    returned = {"plastic-chef", "lost-in-spice"}
    assert not returned & {c for c, _ in bob_view.state.box}
    assert returned <= {c for c, _ in game.view(0).state.box}  # Ann knows what she returned


def _named(log: list) -> set[str]:  # type: ignore[type-arg]
    names: set[str] = set()
    for event in log:
        for value in event.data.values():
            if isinstance(value, str):
                names.add(value)
            elif isinstance(value, list):
                names.update(v for v in value if isinstance(v, str))
    return names


def test_beginner_pilot_season_deals_two_and_keeps_both() -> None:
    game = placed(Game.new(GameConfig(players=NAMES[:2], seed=0, beginner=True), auto_chance=False))
    state = game.state
    cards = state.cards
    pilot = state.decks["pilot"].cards()
    assert len(pilot) == 14 and not any(isinstance(cards[c], ShowCard) for c in pilot)
    assert not any(
        cards[c].category == "pilot" and isinstance(cards[c], ShowCard) for c in state.universe
    )
    hands = ["pharmacy-spot", "scene-stealing-newcomer"], ["heartthrob-next-door", "weather-anchor"]
    for hand in hands:
        for card in hand:
            game.choose(f"deal {card}")
    # no keep decision: the next decision is already the round 1 display deal
    assert game.decision is not None and game.decision.is_chance
    assert all(cards[str(o).split()[1]].kind == "show" for o in game.decision.options)
    ann, bob = state.players
    assert sorted(ann.green_room) == ["pharmacy-spot", "scene-stealing-newcomer"]
    assert sorted(bob.green_room) == ["heartthrob-next-door", "weather-anchor"]
    assert ann.cash == 6 + 4 - 3
    assert bob.cash == 8 - 2 - 1
    assert ann.hand == [] and bob.hand == []
    deal_rest(game)
    assert state.round == 1 and game.decision is not None and game.decision.kind == "turn"


def _beginner_procrastinator(hand: list[str]) -> Game:
    """Beginner Pilot Season, Bob is Cable (1st player), Ann the Procrastinator (2nd: half of
    $8M); Bob, 1st, is dealt two free cards, then Ann `hand`."""
    config = GameConfig(
        players=NAMES[:2],
        seed=0,
        beginner=True,
        executives={NAMES[0]: "procrastinator", NAMES[1]: "cable"},
    )
    game = placed(Game.new(config, auto_chance=False))
    assert game.state.players[0].cash == 4
    for card in ["weather-anchor", "mattress-megasale", *hand]:
        game.choose(f"deal {card}")
    return game


def test_beginner_keeps_both_without_a_choice_when_they_can_be_paid_for() -> None:
    game = _beginner_procrastinator(["stand-up-comic", "former-child-star"])  # $2M + $1M of $4M
    assert game.decision is not None and game.decision.is_chance  # the display: no keep asked
    ann = game.state.players[0]
    assert sorted(ann.green_room) == ["former-child-star", "stand-up-comic"]
    assert ann.cash == 4 - 2 - 1


def test_beginner_who_cannot_pay_for_both_chooses_one_to_keep() -> None:
    """$4M and two stars of $3M and $2M: both cards cost more than Ann has, so she keeps the one
    she chooses (the ruling of `affordable_keeps`: cash never goes below $0), and the other goes
    to the box."""
    game = _beginner_procrastinator(["scene-stealing-newcomer", "heartthrob-next-door"])
    decision = game.decision
    assert decision is not None and (decision.kind, decision.player) == ("pilot-keep", 0)
    assert sorted(texts(game)) == ["keep heartthrob-next-door", "keep scene-stealing-newcomer"]
    assert "choose 1 to keep" in decision.prompt
    game.choose("keep scene-stealing-newcomer")
    deal_rest(game)
    ann = game.state.players[0]
    assert ann.green_room == ["scene-stealing-newcomer"]
    assert ann.cash == 4 - 3
    assert ("heartthrob-next-door", (0,)) in game.state.box
