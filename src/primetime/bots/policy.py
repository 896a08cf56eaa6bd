"""A fast rollout policy: scores each option from card values alone (no copying, no lookahead).

Used inside search, where thousands of moves must be played a second. It knows what options are
worth roughly (a show's rows, a star's viewers against its price, the pass bonus, a promo's
viewers against its cost) and picks the best, with a little randomness so rollouts differ.
"""

from __future__ import annotations

import random

from ..cards import AdCard, NetworkCard, ShowCard, StarCard
from ..engine.actions import pass_column
from ..engine.game import Game
from ..engine.options import (
    AddAttachment,
    CancelShow,
    Done,
    KeepCards,
    Option,
    Pass,
    PayPromo,
    PickCard,
    PickTimeslot,
    Produce,
    SignAd,
    SignStar,
    TakeNetwork,
    UseCard,
    slot_word,
)
from ..engine.scoring import show_viewers
from ..engine.state import GameState
from .evaluate import cash_rate, rounds_left


def _star_value(card: StarCard, rounds: float, rate: float) -> float:
    return card.viewers * rounds - card.expenses * rounds * rate


def _ad_value(card: AdCard, rounds: float, rate: float) -> float:
    return card.viewers * rounds + card.income * rounds * rate


def _attach_value(state: GameState, card_id: str, rounds: int, rate: float) -> float:
    card = state.cards[card_id]
    if isinstance(card, StarCard):
        return _star_value(card, rounds, rate)
    if isinstance(card, AdCard):
        return _ad_value(card, rounds, rate)
    return 0.0


def quick_score(state: GameState, player: int, option: Option) -> float:
    """A rough value of an option for `player`, from the cards involved."""
    cards = state.cards
    rounds = max(rounds_left(state, player), 1)
    rate = cash_rate(rounds)
    seat = state.players[player]
    if isinstance(option, Produce):
        show = cards[option.card]
        assert isinstance(show, ShowCard)
        rows = show.rows[: min(rounds, 4)]
        return sum(rows) + 1.0 - show.cost * rate - show.expenses * rounds * rate - 6
    if isinstance(option, SignStar):
        star = cards[option.card]
        assert isinstance(star, StarCard)
        return 0.5 * _star_value(star, rounds - 0.5, rate) - star.cost * rate
    if isinstance(option, SignAd):
        ad = cards[option.card]
        assert isinstance(ad, AdCard)
        return ad.bonus * rate + 0.5 * _ad_value(ad, rounds - 0.5, rate)
    if isinstance(option, TakeNetwork):
        network = cards[option.card]
        assert isinstance(network, NetworkCard)
        return (4.0 if network.type == "game-end" else 1.5) - network.cost * rate
    if isinstance(option, AddAttachment):
        value = _attach_value(state, option.card, rounds, rate)
        if option.replace:
            value -= _attach_value(state, option.replace, rounds, rate)
        return value
    if isinstance(option, Pass):
        column = pass_column(state, player)
        cash, viewers = column if column is not None else (2, 0)
        gain = cash * rate if option.bonus == "cash" else float(viewers)
        return gain - 4.0 if state.actions_left else gain
    if isinstance(option, PickCard):
        if state.production is not None and option.card in seat.green_room:
            return _attach_value(state, option.card, rounds, rate) + 0.5
        card = cards[option.card] if option.card in cards else None
        if isinstance(card, (StarCard, AdCard)):
            return _attach_value(state, option.card, rounds, rate)
        return 0.0
    if isinstance(option, PickTimeslot):
        return _timeslot_score(state, player, option.timeslot)
    if isinstance(option, PayPromo):
        ad = cards[option.card]
        assert isinstance(ad, AdCard)
        return ad.viewers * rounds - ad.promo_cost * rate if option.pay else 0.0
    if isinstance(option, KeepCards):
        return sum(_keep_value(state, c, rounds, rate) for c in option.cards)
    if isinstance(option, CancelShow):
        target = seat.lineup[option.timeslot]
        return -show_viewers(state, player, option.timeslot, target) if target is not None else 0.0
    if isinstance(option, UseCard):
        return 0.5
    if isinstance(option, Done):
        return 0.0
    return 0.0


def _keep_value(state: GameState, card_id: str, rounds: int, rate: float) -> float:
    card = state.cards[card_id]
    if isinstance(card, ShowCard):
        return sum(card.rows) - card.cost * rate - 8
    if isinstance(card, StarCard):
        return 0.6 * _star_value(card, rounds, rate) - card.cost * rate
    if isinstance(card, AdCard):
        return card.bonus * rate + 0.6 * _ad_value(card, rounds, rate)
    return 0.0


def _timeslot_score(state: GameState, player: int, timeslot: int) -> float:
    production = state.production
    seat = state.players[player]
    lost = 0.0
    current = seat.lineup[timeslot]
    if current is not None:
        lost = show_viewers(state, player, timeslot, current) * 1.5
    if production is None:
        return -lost
    show = state.cards[production.card]
    assert isinstance(show, ShowCard)
    preferred = show.timeslot is None or show.timeslot == slot_word(timeslot)
    return (10.0 if preferred else 0.0) - lost


def rollout_choice(game: Game, rng: random.Random, explore: float = 0.15) -> Option:
    """The fast policy's option for the pending decision (random with probability `explore`)."""
    decision = game.decision
    assert decision is not None
    options = decision.options
    if len(options) == 1:
        return options[0]
    if rng.random() < explore:
        return rng.choice(options)
    state = game.state
    player = decision.player
    best = options[0]
    best_score = float("-inf")
    for option in options:
        score = quick_score(state, player, option)
        if score > best_score:
            best, best_score = option, score
    return best
