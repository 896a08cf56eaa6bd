"""A fast rollout policy: scores each option from card values alone (no copying, no lookahead).

Used inside search, where thousands of moves must be played a second. It knows what options are
worth roughly (a show's rows, a star's viewers against its price, the pass bonus, a promo's
viewers against its cost) and picks the best, with a little randomness so rollouts differ.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..cards import AdCard, AnomalyCard, MogulCard, NetworkCard, ShowCard, StarCard
from ..engine.actions import pass_bonus
from ..engine.game import Game
from ..engine.hooks import star_cost
from ..engine.machine import options_of, resolve
from ..engine.options import (
    AddAttachment,
    BonusAction,
    CancelShow,
    FreePass,
    KeepCards,
    MoveRondel,
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
)
from ..engine.production import prepared, starts_on_top
from ..engine.scoring import show_viewers
from ..engine.sources import begin_listing, end_listing
from ..engine.state import GameState
from .evaluate import MOGUL_EXTRA, cash_rate, rounds_left


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


class _Ctx:
    """What every option's score needs, worked out once per call."""

    __slots__ = ("state", "player", "rounds", "rate", "passing")

    def __init__(self, state: GameState, player: int) -> None:
        self.state = state
        self.player = player
        self.rounds = max(rounds_left(state, player), 1)
        self.rate = cash_rate(self.rounds)
        self.passing: tuple[int, int] | None = None  # the pass bonus, once a pass asks for it

    def pass_bonus(self) -> tuple[int, int]:
        """(cash, viewers) for passing now: the same for both bonuses offered."""
        if self.passing is None:
            self.passing = pass_bonus(self.state, self.player)
        return self.passing


def _produce(c: _Ctx, option: Produce) -> float:
    show = c.state.cards[option.card]
    assert isinstance(show, ShowCard)
    rows = show.rows[: min(c.rounds, 4)]
    value = sum(rows) + 1.0 - show.cost * c.rate - show.expenses * c.rounds * c.rate - 6
    if option.using:  # a fee paid with the cost (Butcher's optional slots)
        value -= prepared(c.state, c.player, option.card, option.using).fee * c.rate
    return value


def _sign_star(c: _Ctx, option: SignStar) -> float:
    star = c.state.cards[option.card]
    if isinstance(star, AnomalyCard):  # an action now for an extra action later
        return 0.0
    assert isinstance(star, StarCard)
    cost = star_cost(c.state, c.player, option.card)
    return 0.5 * _star_value(star, c.rounds - 0.5, c.rate) - cost * c.rate


def _sign_ad(c: _Ctx, option: SignAd) -> float:
    ad = c.state.cards[option.card]
    assert isinstance(ad, AdCard)
    return ad.bonus * c.rate + 0.5 * _ad_value(ad, c.rounds - 0.5, c.rate)


def _take_network(c: _Ctx, option: TakeNetwork) -> float:
    network = c.state.cards[option.card]
    assert isinstance(network, NetworkCard)
    return (4.0 if network.type == "game-end" else 1.5) - network.cost * c.rate


def _attach(c: _Ctx, option: AddAttachment) -> float:
    value = _attach_value(c.state, option.card, c.rounds, c.rate)
    if option.replace:
        value -= _attach_value(c.state, option.replace, c.rounds, c.rate)
    return value


def _pass(c: _Ctx, option: Pass | FreePass) -> float:
    cash, viewers = c.pass_bonus()
    gain = cash * c.rate if option.bonus == "cash" else float(viewers)
    # a pass as an action gives up the action left; a free pass is no action (Cable, Beeb)
    forfeits = isinstance(option, Pass) and c.state.actions_left
    return gain - 4.0 if forfeits else gain


def _move_rondel(c: _Ctx, option: MoveRondel) -> float:
    """A rondel move: cheaper is better, and the Produce space is where one passes."""
    return -option.cost * c.rate + (0.5 if option.space == "produce" else 0.0)


def _bonus_action(c: _Ctx, option: BonusAction) -> float:
    """A bonus action beside the action: an ad discarded for its income loses what it brings."""
    if option.space != "sign-ad":
        return 0.5
    card = c.state.cards[option.target]
    assert isinstance(card, AdCard)
    attached = any(
        a == option.target for _, s in c.state.players[c.player].shows() for a, _ in s.attachments
    )
    kept = _ad_value(card, c.rounds, c.rate)
    return card.income * c.rate - (kept if attached else 0.5 * kept)


def _pick(c: _Ctx, option: PickCard) -> float:
    state = c.state
    if state.production is not None and option.card in state.players[c.player].green_room:
        return _attach_value(state, option.card, c.rounds, c.rate) + 0.5
    card = state.cards.get(option.card)
    if isinstance(card, (StarCard, AdCard)):
        return _attach_value(state, option.card, c.rounds, c.rate)
    if isinstance(card, MogulCard):  # a mogul to keep
        per_round, once = MOGUL_EXTRA.get(card.effect, (1.0, 0.0))
        return per_round * c.rounds + once + 1.0
    return 0.0


def _promo(c: _Ctx, option: PayPromo) -> float:
    ad = c.state.cards[option.card]
    assert isinstance(ad, AdCard)
    return ad.viewers * c.rounds - ad.promo_cost * c.rate if option.pay else 0.0


def _cancel(c: _Ctx, option: CancelShow) -> float:
    target = c.state.players[c.player].lineup[option.timeslot]
    if target is None:
        return 0.0
    return -show_viewers(c.state, c.player, option.timeslot, target)


Scorer = Callable[[_Ctx, Any], float]
# One entry per option type; an option type not listed scores 0.
SCORERS: dict[type[Option], Scorer] = {
    Produce: _produce,
    SignStar: _sign_star,
    SignAd: _sign_ad,
    TakeNetwork: _take_network,
    AddAttachment: _attach,
    Pass: _pass,
    FreePass: _pass,
    PickCard: _pick,
    PickTimeslot: lambda c, o: _timeslot_score(c.state, c.player, o.timeslot),
    PayPromo: _promo,
    KeepCards: lambda c, o: sum(_keep_value(c.state, x, c.rounds, c.rate) for x in o.cards),
    CancelShow: _cancel,
    UseCard: lambda c, o: 0.5,
    MoveRondel: _move_rondel,
    BonusAction: _bonus_action,
}


def quick_score(state: GameState, player: int, option: Option) -> float:
    """A rough value of an option for `player`, from the cards involved."""
    scorer = SCORERS.get(type(option))
    return scorer(_Ctx(state, player), option) if scorer is not None else 0.0


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
    preferred = starts_on_top(state, player, production, timeslot)
    return (10.0 if preferred else 0.0) - lost


def rollout_choice(game: Game, rng: random.Random, explore: float = 0.15) -> Option:
    """The fast policy's option for the pending decision (random with probability `explore`)."""
    state = game.state
    began = begin_listing(state)  # the options listed and scored share the effects in play
    try:
        decision = game.decision
        assert decision is not None
        return _policy(state, decision.player, decision.options, rng, explore)
    finally:
        end_listing(state, began)


def rollout(state: GameState, rng: random.Random, moves: int, explore: float = 0.15) -> int:
    """Play up to `moves` decisions of the fast policy on a search copy's state (no history nor
    prompts kept: the same choices as `rollout_choice` on a game); the moves played."""
    played = 0
    while played < moves and not state.over:
        pending = state.pending
        assert pending is not None
        began = begin_listing(state)
        try:
            option = _policy(state, pending[1], options_of(state), rng, explore)
        finally:
            end_listing(state, began)
        resolve(state, option)
        played += 1
    return played


def _policy(
    state: GameState,
    player: int,
    options: tuple[Option, ...],
    rng: random.Random,
    explore: float,
) -> Option:
    if len(options) == 1:
        return options[0]
    if rng.random() < explore:
        return rng.choice(options)
    best = options[0]
    best_score = float("-inf")
    ctx = _Ctx(state, player)
    scorers = SCORERS
    for option in options:
        scorer = scorers.get(type(option))
        score = scorer(ctx, option) if scorer is not None else 0.0
        if score > best_score:
            best, best_score = option, score
    return best
