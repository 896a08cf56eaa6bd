"""Megacorp rulebook, "Executives", Setup: "leave the base game player boards in the box and
instead give each player 2 random executive boards to choose from ... Return unused executives
to the box." RULINGS 7.2: Specialist is dealt only with Moguls. A config may give a board.

The dealing is tested on its own (see conftest.py: every board is known to these tests)."""

from __future__ import annotations

import random

import pytest

from helpers import assert_conserved, play_random
from primetime import Game, GameConfig, determinize
from primetime.engine.modules.executives.base import executive_of
from primetime.presentation import option_label, option_preview

NAMES = ("Ann", "Bob", "Cy")


def dealt_game(seed: int = 1, players: tuple[str, ...] = NAMES, **config: object) -> Game:
    config.setdefault("modules", ("executives",))
    return Game.new(GameConfig(players=players, seed=seed, **config))  # type: ignore[arg-type]


def boards_in(cards: list[str], game: Game) -> list[str]:
    return [c for c in cards if game.state.cards[c].kind == "executive"]


def test_each_player_is_dealt_two_boards_and_keeps_one_in_turn_order() -> None:
    game = dealt_game()
    hands = [boards_in(seat.hand, game) for seat in game.state.players]
    assert [len(h) for h in hands] == [2, 2, 2]
    assert len({c for h in hands for c in h}) == 6
    for player in range(3):
        decision = game.decision
        assert decision is not None
        assert (decision.player, decision.kind) == (player, "executive-keep")
        offered = sorted(str(o) for o in decision.options)
        assert offered == sorted(f"pick {c}" for c in hands[player])
        game.choose(f"pick {hands[player][1]}")
    held = [executive_of(game.state, p) for p in range(3)]
    assert held == [h[1] for h in hands]
    assert all(boards_in(seat.hand, game) == [] for seat in game.state.players)
    boxed = {card for card, _ in game.state.box}
    assert {h[0] for h in hands} <= boxed  # the boards not kept go back to the box
    assert "executive" not in game.state.decks  # and so do the boards never dealt
    assert len(boards_in(sorted(boxed), game)) == 13 - 3 - 1  # Specialist: not in this game
    assert game.decision is not None and game.decision.kind == "starters"  # then Pilot Season


def test_each_option_shows_its_boards_ability_and_drawback() -> None:
    # the prompt only asks (a sentence, not the two boards again); each option says it all
    game = dealt_game()
    decision = game.decision
    assert decision is not None
    assert decision.prompt == "choose your executive; the other goes back to the box"
    view = game.view(0)
    dealt = boards_in(game.state.players[0].hand, game)
    assert [o.card for o in decision.options] == dealt  # type: ignore[attr-defined]
    for option in decision.options:
        data = game.state.cards[option.card]  # type: ignore[attr-defined]
        assert option_label(game.state.cards, option) == f"Choose {data.name}"
        shown = option_preview(view, option)
        assert shown.startswith(f"executive (complexity {data.complexity} of 3). Ability: ")  # type: ignore[union-attr]
        assert data.ability in shown and data.drawback.rstrip(".") in shown  # type: ignore[union-attr]


def test_each_keep_previews_who_chooses_next_then_the_reveal() -> None:
    """From a seat's own view the others' pairs are hidden: the preview says who chooses next,
    and the last to choose that the kept boards are turned up, not that cards it can't see
    decide."""
    game = dealt_game()
    for follows in ("then Bob decides", "then Cy decides", "then the kept cards are revealed"):
        decision = game.decision
        assert decision is not None
        view = game.view(decision.player)
        assert all(option_preview(view, o).endswith(follows) for o in decision.options)
        game.choose(decision.options[0])


def test_the_dealt_pair_is_private_and_the_kept_board_is_hidden_until_everyone_has_kept() -> None:
    game = dealt_game()
    ann_pair = boards_in(game.state.players[0].hand, game)
    bob_view = game.view(1)
    assert not set(ann_pair) & set(bob_view.state.players[0].hand)
    assert all(c.startswith("?") for c in bob_view.state.players[0].hand)
    game.choose(f"pick {ann_pair[0]}")
    bob_view = game.view(1)
    assert ann_pair[0] not in str([e.data for e in bob_view.log])
    assert executive_of(bob_view.state, 0) is None
    while game.decision is not None and game.decision.kind == "executive-keep":
        game.choose(game.decision.options[0])
    assert executive_of(game.view(1).state, 0) == ann_pair[0]  # public once all have kept


def test_a_determinized_view_deals_the_others_boards_bob_has_not_seen() -> None:
    game = dealt_game(seed=4)
    game.choose(game.decision.options[0])  # type: ignore[union-attr]
    view = game.view(1)
    mine = set(boards_in(game.state.players[1].hand, game))
    for seed in range(20):
        other = determinize(view, random.Random(seed))
        anns = boards_in(other.state.players[0].hand, other)
        assert len(anns) == 1 and not set(anns) & mine  # Ann kept 1 of her 2
        assert set(boards_in(other.state.players[1].hand, other)) == mine


def test_a_board_given_by_config_is_not_dealt_and_the_others_are_dealt_two() -> None:
    game = dealt_game(executives={"Bob": "cable"})
    assert executive_of(game.state, 1) == "cable"
    assert boards_in(game.state.players[1].hand, game) == []
    hands = [boards_in(game.state.players[p].hand, game) for p in (0, 2)]
    assert [len(h) for h in hands] == [2, 2] and "cable" not in hands[0] + hands[1]
    assert game.decision is not None and game.decision.player == 0


def test_specialist_is_dealt_only_with_moguls() -> None:
    seen_without, seen_with = set(), set()
    for seed in range(30):
        game = dealt_game(seed, ("A", "B", "C", "D", "E"))
        seen_without |= {c for s in game.state.players for c in boards_in(s.hand, game)}
        game = dealt_game(seed, ("A", "B", "C", "D", "E"), modules=("moguls", "executives"))
        seen_with |= {c for s in game.state.players for c in boards_in(s.hand, game)}
    assert "specialist" not in seen_without
    assert "specialist" in seen_with


def test_solo_is_dealt_two_boards_too() -> None:
    game = dealt_game(players=("Ann",))
    assert len(boards_in(game.state.players[0].hand, game)) == 2
    assert game.decision is not None and game.decision.kind == "executive-keep"


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_with_dealt_boards_finish_and_keep_every_card(players: int) -> None:
    for seed in range(3):
        game = dealt_game(seed, tuple(f"P{i}" for i in range(players)))
        play_random(game, seed)
        assert game.over
        assert_conserved(game)
        assert all(executive_of(game.state, p) for p in range(players))


def test_the_terminal_line_says_who_has_chosen_and_its_holder_what() -> None:
    """As the browser's panel (`presentation.executive_choice`): the board kept is its
    holder's to see until every board is shown; the others see only that it is chosen."""
    from primetime.tui.compact import executives_line

    game = dealt_game()
    decision = game.decision
    assert decision is not None
    kept = decision.options[0]
    game.choose(kept)
    name = game.state.cards[kept.card].name  # type: ignore[attr-defined]
    mine = executives_line(game.view(0))
    theirs = executives_line(game.view(1))
    assert mine is not None and theirs is not None
    assert mine.plain.startswith(f"Executives: Ann {name} (others see it when everyone has chosen)")
    assert theirs.plain == "Executives: Ann chosen · Bob choosing · Cy choosing"
