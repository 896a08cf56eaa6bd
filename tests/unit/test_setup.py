"""Game Setup (rulebook p. 2) and the setup board values by player count (RULINGS section 2)."""

from __future__ import annotations

import pytest

from helpers import new_game
from primetime import Game
from primetime.cards import ShowCard

# Shows with a player-count mark in the card data: A shows marked 3 and B shows marked 4.
A_MARKED_3 = {"pardon-the-eruption", "the-b-team", "big-bother", "jeers"}
B_MARKED_4 = {
    "drive-to-revive",
    "the-expense",
    "miami-dice",
    "glove-island",
    "fiends",
    "breaking-dad",
}


def _shows_in_universe(game: Game) -> set[str]:
    cards = game.state.cards
    return {c for c in game.state.universe if cards[c].type_word == "show"}


def test_marked_shows_match_the_card_data() -> None:
    # guards the constants above: if the data changes, the filter tests below must change too
    game = new_game(4)
    cards = game.state.card_set
    marked3 = {c.id for c in cards.of_type("show") if isinstance(c, ShowCard) and c.players == 3}
    marked4 = {c.id for c in cards.of_type("show") if isinstance(c, ShowCard) and c.players == 4}
    assert marked3 == A_MARKED_3
    assert marked4 == B_MARKED_4
    assert all(cards[c].deck == "A" for c in A_MARKED_3)  # type: ignore[union-attr]
    assert all(cards[c].deck == "B" for c in B_MARKED_4)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "players, cash",
    [(2, [6, 8]), (3, [6, 8, 10]), (4, [6, 8, 10, 12]), (5, [6, 8, 10, 12, 14])],
)
def test_starting_cash_by_turn_order(players: int, cash: list[int]) -> None:
    game = new_game(players)
    # the game waits on the 1st player's Pilot Season keep: no cash has moved yet
    assert game.decision is not None and game.decision.kind == "pilot-keep"
    assert game.state.first == 0
    assert [p.cash for p in game.state.players] == cash


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_three_starter_shows_of_your_network_on_the_top_row(players: int) -> None:
    game = new_game(players)
    cards = game.state.cards
    networks = []
    for seat in game.state.players:
        shows = [s for s in seat.lineup if s is not None]
        assert len(shows) == 3
        for show in shows:
            card = cards[show.card]
            assert isinstance(card, ShowCard) and card.category == "starter"
            assert show.row == 0  # marker on the top row
            assert show.attachments == ()
        own = {cards[s.card].network for s in shows}  # type: ignore[union-attr]
        assert len(own) == 1  # all three carry the same network logo
        networks.append(own.pop())
    assert len(set(networks)) == players  # every player has a network of their own


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_show_deck_is_a_shows_on_top_of_b_shows(players: int) -> None:
    game = new_game(players)
    cards = game.state.cards
    layers = game.state.decks["show"].layers
    assert [layer.pool for layer in layers] == ["showA", "showB"]
    assert layers[0].cards and all(cards[c].deck == "A" for c in layers[0].cards)  # type: ignore[union-attr]
    assert layers[1].cards and all(cards[c].deck == "B" for c in layers[1].cards)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "players, a_count, b_count, a3_in, b4_in",
    [
        (2, 14, 12, False, False),  # 1-2 players: no B marked 4, no A marked 3
        (3, 18, 12, True, False),  # 3 players: no B marked 4
        (4, 18, 18, True, True),  # 4-5 players: all
        (5, 18, 18, True, True),
    ],
)
def test_player_count_filter(
    players: int, a_count: int, b_count: int, a3_in: bool, b4_in: bool
) -> None:
    game = new_game(players)
    in_game = _shows_in_universe(game)
    assert (A_MARKED_3 <= in_game) is a3_in
    assert (B_MARKED_4 <= in_game) is b4_in
    if not a3_in:
        assert not A_MARKED_3 & in_game
    if not b4_in:
        assert not B_MARKED_4 & in_game
    layers = game.state.decks["show"].layers
    assert (len(layers[0].cards), len(layers[1].cards)) == (a_count, b_count)
    assert len(in_game) == a_count + b_count


def _play_pilot_season(game: Game) -> None:
    """Take the first option of every Pilot Season decision until round 1's first turn."""
    while game.decision is not None and game.decision.kind != "turn":
        game.choose(0)


@pytest.mark.parametrize(
    "players, sizes",
    [
        (2, {"show": 5, "star": 4, "ad": 4, "network": 3}),
        (3, {"show": 6, "star": 4, "ad": 4, "network": 3}),
        (4, {"show": 7, "star": 5, "ad": 5, "network": 4}),
        (5, {"show": 8, "star": 6, "ad": 6, "network": 5}),
    ],
)
@pytest.mark.parametrize("beginner", [False, True])
def test_display_dealt_after_pilot_season(
    players: int, sizes: dict[str, int], beginner: bool
) -> None:
    game = new_game(players, seed=3, beginner=beginner)
    if not beginner:  # the display is dealt only once Pilot Season is over
        assert game.decision is not None and game.decision.kind == "pilot-keep"
        assert all(not row for row in game.state.display.values())
    _play_pilot_season(game)
    state = game.state
    assert state.round == 1
    assert game.decision is not None and game.decision.player == 0  # the 1st player starts
    assert {kind: len(row) for kind, row in state.display.items()} == sizes
    assert all(card is not None for row in state.display.values() for card in row)
    assert state.pass_track == []


def test_a_played_game_leaves_the_next_games_decks_whole() -> None:
    """Setup works out a card set's deck cards once per player count and deals copies: playing
    a game to its end (every deck drawn from, discards reshuffled) changes nothing the next game
    of the same count starts with, and the beginner game and other counts get their own."""
    import random

    from primetime.engine.setup import DEALT_KINDS

    def starting(players: int, beginner: bool = False) -> dict[str, list[str]]:
        state = new_game(players, seed=3, beginner=beginner).state
        decks = {kind: sorted(deck.cards()) for kind, deck in state.decks.items()}
        return {**decks, "universe": sorted(state.universe)}

    before = starting(4)
    game = new_game(4, seed=5)
    rng = random.Random(5)
    while not game.over:
        decision = game.decision
        assert decision is not None
        game.choose(rng.choice(decision.options))
    assert game.state.decks["show"].cards() != before["show"]
    assert starting(4) == before
    assert set(DEALT_KINDS) < set(before)
    beginner = starting(4, beginner=True)
    assert len(beginner["universe"]) < len(before["universe"])  # no show pilots
    assert starting(4) == before
    assert len(starting(2)["show"]) < len(before["show"])


def test_a_games_hooks_are_those_of_its_cards() -> None:
    """A Moguls game loads all of Megacorp's cards, its executive boards too, and deals none of
    the boards: the hooks the engine asks are those of the game's cards (`sources.CardTable`,
    by universe), so no step asks the boards' (after each action, say). A game whose module
    puts cards in play (the Executives) asks the card set's, boards never dealt among them."""
    from primetime.engine import hooks
    from primetime.engine.sources import card_table

    state = new_game(4, modules=("moguls",)).state
    whole = card_table(state.card_set)
    assert whole.universe is None and "after_action" in whole.present
    assert state.table.universe == state.universe
    assert not hooks.implemented(state, "after_action")  # only boards (Beeb, Cable ...)
    assert hooks.implemented(state, "after_score")  # Blockbuster Director, a mogul
    assert state.table.present < whole.present
    again = new_game(4, seed=1, modules=("moguls",)).state
    assert again.table is state.table and again.universe is state.universe  # one per universe
    boards = new_game(4, modules=("moguls", "executives")).state
    assert boards.table.present == card_table(boards.card_set).present
