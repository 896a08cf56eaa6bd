"""Random games in every module mix: wherever a star or ad may be attached while producing, the
side the preview gives for each timeslot (`sides.side_in_timeslot`) is the side that attaching it,
finishing and choosing that timeslot settles, the questions that follow answered as the preview
says (a promo paid, a condition or effect ignored when the player is asked, no superstar made).
Scenario tests pin single cards (`tests/unit/test_production_side_preview.py`); this finds the
card we forgot."""

from __future__ import annotations

import pytest

from helpers import new_game, play_random
from primetime import Game
from primetime.engine.options import Done, PayPromo, PickCard, PickTimeslot
from primetime.engine.production import timeslots_open
from primetime.engine.settling import promo_payable
from primetime.engine.sides import FREE_PROMO, IGNORE, PROMO, Side, side_in_timeslot

MIXES = [
    (2, {}),
    (4, {}),
    (3, {"modules": ("moguls",)}),
    (2, {"modules": ("executives",)}),
    (4, {"modules": ("executives",)}),
    (1, {"modules": ("executives",)}),
    (3, {"modules": ("executives", "telly")}),
    (5, {"modules": ("moguls", "executives", "telly")}),
]
IDS = ["2p", "4p", "3p-moguls", "2p-executives", "4p-executives", "solo-executives"]
IDS += ["3p-executives-telly", "5p-megacorp-telly"]
# The questions settling may ask before the card's side stands.
SETTLING = frozenset({"attach-side", "promo", "card-choice"})


def _answer(game: Game, card: str, side: Side) -> bool:
    """Answer one question of the settling: as the preview assumes for `card` (paid, ignored),
    no for a superstar, the first option otherwise. False when no such question is pending."""
    decision = game.decision
    if decision is None or decision.kind not in SETTLING:
        return False
    options = decision.options
    if decision.kind == "promo":  # this card's paid (as previewed); another's not, so that
        # its price does not decide this one's (each promo is its own choice)
        pay = side.asks in (PROMO, FREE_PROMO)
        game.choose(
            next(
                o for o in options if isinstance(o, PayPromo) and o.pay is (pay and o.card == card)
            )
        )
    elif decision.kind == "attach-side":
        upright = side.asks == IGNORE
        wanted = [o for o in options if isinstance(o, PickCard) and o.card == card]
        chosen = [o for o in wanted if (o.mode != "down") == upright]
        game.choose(chosen[0] if chosen else options[0])
    else:  # a superstar? no (`Side.unless` is that question's yes)
        plain = [o for o in options if isinstance(o, PickCard) and o.mode == "plain"]
        game.choose(plain[0] if plain else options[0])
    return True


def _settled(game: Game, option: PickCard, timeslot: int, side: Side) -> bool | None:
    """On a copy: attach, finish, put the show in `timeslot`, answer the settling's questions:
    the side the card ends on (None when something else had to be decided first)."""
    player = game.decision.player  # type: ignore[union-attr]
    copy = Game(game.state.clone())
    copy.choose(option)
    decision = copy.decision
    if decision is not None and decision.kind == "production-attach":
        done = [o for o in decision.options if isinstance(o, Done)]
        if not done:
            return None  # a required slot still to fill
        copy.choose(done[0])
    decision = copy.decision
    if decision is None or decision.kind != "production-timeslot":
        return None  # a question of the card's own (a genre, say) came first
    copy.choose(
        next(o for o in decision.options if isinstance(o, PickTimeslot) and o.timeslot == timeslot)
    )
    for _ in range(20):
        if not _answer(copy, option.card, side):
            break
    show = copy.state.players[player].lineup[timeslot]
    assert show is not None
    found = [up for card, up in show.attachments if card == option.card]
    return found[0] if found else None


def _check(game: Game, checked: list[int]) -> None:
    decision = game.decision
    if decision is None or decision.kind != "production-attach":
        return
    state = game.state
    player = decision.player
    for option in decision.options:
        if not isinstance(option, PickCard) or state.cards[option.card].kind not in ("star", "ad"):
            continue
        for timeslot in timeslots_open(state, player):
            side = side_in_timeslot(state, player, option.card, timeslot, option.mode == "down")
            settled = _settled(game, option, timeslot, side)
            if settled is None:
                continue
            checked[0] += 1
            # a promo the player cannot pay for is turned without a question (the preview says
            # so from `promo_payable`, as the promo step asks it)
            payable = side.asks != PROMO or promo_payable(state, player, option.card)
            expected = side.upright and payable
            assert settled is expected, (option, timeslot, side, state.config.seed)


@pytest.mark.parametrize(("players", "switches"), MIXES, ids=IDS)
def test_every_side_previewed_while_producing_is_the_side_settled(
    players: int, switches: dict[str, object]
) -> None:
    checked = [0]
    for seed in range(30):
        play_random(new_game(players, seed, **switches), seed, lambda g: _check(g, checked))
    assert checked[0] > 30  # the games attached while producing, and were checked
