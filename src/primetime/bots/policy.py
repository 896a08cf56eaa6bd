"""A fast rollout policy: scores each option from card values alone (no copying, no lookahead).

Used inside search, where thousands of moves must be played a second. It knows what options are
worth roughly (a show's rows, a star's viewers against its price, the pass bonus, a promo's
viewers against its cost) and picks the best, with a little randomness so rollouts differ.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, Final, NamedTuple

from ..cards import AdCard, AnomalyCard, MogulCard, NetworkCard, ShowCard, StarCard
from ..engine.actions import pass_bonus
from ..engine.config import GameConfig
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
from ..engine.rng import below
from ..engine.scoring import show_viewers
from ..engine.sources import begin_listing, end_listing
from ..engine.state import GameState
from .evaluate import MOGUL_EXTRA, cash_rate, rounds_left


class PolicyWeights(NamedTuple):
    """The fast policy's numbers (viewers, or shares of a card's viewers): what an option is
    worth against the others. The defaults are the hand-made ones the table's search uses."""

    cash_early: float = 0.10  # extra viewers of $1M per round still to play (1/3 at game end)
    produce_cost: float = 6.0  # taken from a show's rows (the action and what it displaces)
    show_cost: float = 1.0  # share of its price counted
    show_expenses: float = 1.0  # share of its upkeep counted
    star_share: float = 0.5  # share of a star's viewers counted when it is signed
    star_rounds: float = -0.5  # rounds added to those left for a signed star's viewers
    star_cost: float = 1.0
    ad_bonus: float = 1.0  # share of an ad's signing cash counted
    ad_share: float = 0.5  # share of an ad's viewers and income counted when signed
    game_end_card: float = 4.0  # a Game End network card
    network_card: float = 1.5  # any other network card
    network_cost: float = 1.0
    attach: float = 1.0  # share of a green-room card's worth counted for attaching it (an action)
    pass_forfeit: float = 4.0  # what passing as an action gives up
    pass_cash: float = 1.0  # share of the cash bonus counted
    preferred_timeslot: float = 10.0  # a show put where it starts on its top row
    show_lost: float = 1.5  # per viewer of a show replaced
    keep_show: float = 8.0  # taken from a kept show's rows (Pilot Season)
    keep_star: float = 0.6  # share of a kept star's viewers
    keep_ad: float = 0.6
    pick_attach: float = 0.5  # attaching a green-room card while producing


TABLE_POLICY: Final = PolicyWeights()
# Solo: fitted to the fast policy's own solo score (greedy, 1,000 deals, an evolution strategy
# on paired deals; README): 147 -> 174 alone on deals the fit never saw, and solo searches that
# roll out with it score about 16 more (`benchmarks/fit_solo_policy.py`).
SOLO_POLICY: Final = PolicyWeights(
    cash_early=0.195,
    produce_cost=-0.479,
    show_cost=1.737,
    show_expenses=0.646,
    star_share=0.618,
    star_rounds=-2.201,
    star_cost=0.837,
    ad_bonus=1.106,
    ad_share=0.531,
    game_end_card=5.073,
    network_card=3.739,
    network_cost=2.728,
    attach=0.091,
    pass_forfeit=5.731,
    pass_cash=0.769,
    preferred_timeslot=5.692,
    show_lost=1.468,
    keep_show=-0.638,
    keep_star=0.558,
    keep_ad=1.129,
    pick_attach=-0.922,
)


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


class _Known:
    """What a card is worth for some rounds left, whatever else the state holds (the rate follows
    from the rounds and the weights)."""

    __slots__ = ("rate", "attach", "play")

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.attach: dict[str, float] = {}  # a green-room card's `_attach_value`
        # the part of a show's, star's, ad's or network card's option score from the card alone
        # (the cards of these options differ in kind: one dict serves them all)
        self.play: dict[str, float] = {}


# `_Known` by the rounds left, as a rollout's moves ask them: kept by one rollout or one call,
# or by a search for all its rollouts and option scores (`new_worths`). Its values follow from
# the cards' printed numbers and the weights alone, so they hold for one card set and one
# `PolicyWeights` (a search's: its worlds are dealt from one game, with the same tuning).
Worths = dict[int, _Known]


def new_worths() -> Worths:
    """Card values to share between calls with one card set and weights (a search's)."""
    return {}


class _Ctx:
    """What every option's score needs, worked out once per decision scored (a rollout keeps one
    and sets it again at each of its decisions: `_play`)."""

    __slots__ = ("state", "player", "rounds", "rate", "passing", "known", "w")

    def __init__(
        self, state: GameState, player: int, weights: PolicyWeights, worths: Worths | None = None
    ) -> None:
        self.state = state
        self.player = player
        self.w = weights
        rounds = self.rounds = max(rounds_left(state, player), 1)
        self.passing: tuple[int, int] | None = None  # the pass bonus, once a pass asks for it
        # card values once asked (attach options repeat the cards, a rollout's moves the green
        # rooms and the market): the rollout's or search's for these rounds, or this call's
        self.known = known = _known(worths if worths is not None else {}, rounds, weights)
        self.rate = known.rate

    def pass_bonus(self) -> tuple[int, int]:
        """(cash, viewers) for passing now: the same for both bonuses offered."""
        if self.passing is None:
            self.passing = pass_bonus(self.state, self.player)
        return self.passing

    def attach_value(self, card_id: str) -> float:
        """`_attach_value` of a card for these rounds and rate."""
        known = self.known.attach
        value = known.get(card_id)
        if value is None:
            value = known[card_id] = _attach_value(self.state, card_id, self.rounds, self.rate)
        return value


def _known(worths: Worths, rounds: int, weights: PolicyWeights) -> _Known:
    """The card values kept for these rounds left (made, with their cash rate, when first asked)."""
    known = worths.get(rounds)
    if known is None:
        known = worths[rounds] = _Known(cash_rate(rounds, weights.cash_early))
    return known


def _produce_value(c: _Ctx, card_id: str) -> float:
    show = c.state.cards[card_id]
    assert isinstance(show, ShowCard)
    rows = show.rows[: min(c.rounds, 4)]
    w = c.w
    return (
        sum(rows)
        + 1.0
        - w.show_cost * show.cost * c.rate
        - w.show_expenses * show.expenses * c.rounds * c.rate
        - w.produce_cost
    )


def _produce(c: _Ctx, option: Produce) -> float:
    known = c.known.play
    value = known.get(option.card)
    if value is None:
        value = known[option.card] = _produce_value(c, option.card)
    if option.using:  # a fee paid with the cost (Butcher's optional slots)
        value -= prepared(c.state, c.player, option.card, option.using).fee * c.rate
    return value


def _sign_star(c: _Ctx, option: SignStar) -> float:
    known = c.known.play
    value = known.get(option.card)
    if value is None:
        star = c.state.cards[option.card]
        if isinstance(star, AnomalyCard):  # an action now for an extra action later
            return 0.0
        assert isinstance(star, StarCard)
        w = c.w
        value = known[option.card] = w.star_share * _star_value(
            star, c.rounds + w.star_rounds, c.rate
        )
    # the price, unlike the star's viewers, follows the state (discounts)
    cost = star_cost(c.state, c.player, option.card)
    return value - c.w.star_cost * cost * c.rate


def _sign_ad_value(c: _Ctx, card_id: str) -> float:
    ad = c.state.cards[card_id]
    assert isinstance(ad, AdCard)
    return c.w.ad_bonus * ad.bonus * c.rate + c.w.ad_share * _ad_value(ad, c.rounds - 0.5, c.rate)


def _sign_ad(c: _Ctx, option: SignAd) -> float:
    known = c.known.play
    value = known.get(option.card)
    if value is None:
        value = known[option.card] = _sign_ad_value(c, option.card)
    return value


def _take_network_value(c: _Ctx, card_id: str) -> float:
    network = c.state.cards[card_id]
    assert isinstance(network, NetworkCard)
    w = c.w
    worth = w.game_end_card if network.type == "game-end" else w.network_card
    return worth - w.network_cost * network.cost * c.rate


def _take_network(c: _Ctx, option: TakeNetwork) -> float:
    known = c.known.play
    value = known.get(option.card)
    if value is None:
        value = known[option.card] = _take_network_value(c, option.card)
    return value


def _attach(c: _Ctx, option: AddAttachment) -> float:
    known = c.known.attach  # (`attach_value`, read here first: attach options are many)
    value = known.get(option.card)
    if value is None:
        value = c.attach_value(option.card)
    replace = option.replace
    if replace:
        replaced = known.get(replace)
        value -= c.attach_value(replace) if replaced is None else replaced
    return c.w.attach * value


def _pass(c: _Ctx, option: Pass | FreePass) -> float:
    passing = c.passing  # (`pass_bonus`, read here first: passes come in pairs)
    cash, viewers = passing if passing is not None else c.pass_bonus()
    gain = c.w.pass_cash * cash * c.rate if option.bonus == "cash" else float(viewers)
    # a pass as an action gives up the action left; a free pass is no action (Cable, Beeb)
    forfeits = isinstance(option, Pass) and c.state.actions_left
    return gain - c.w.pass_forfeit if forfeits else gain


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
        return c.attach_value(option.card) + c.w.pick_attach
    card = state.cards.get(option.card)
    if isinstance(card, (StarCard, AdCard)):
        return c.attach_value(option.card)
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


def _keep_value(c: _Ctx, card_id: str) -> float:
    card = c.state.cards[card_id]
    rounds, rate, w = c.rounds, c.rate, c.w
    if isinstance(card, ShowCard):
        return sum(card.rows) - card.cost * rate - w.keep_show
    if isinstance(card, StarCard):
        return w.keep_star * _star_value(card, rounds, rate) - card.cost * rate
    if isinstance(card, AdCard):
        return card.bonus * rate + w.keep_ad * _ad_value(card, rounds, rate)
    return 0.0


def _keep(c: _Ctx, option: KeepCards) -> float:
    return sum(_keep_value(c, card) for card in option.cards)


def _pick_timeslot(c: _Ctx, option: PickTimeslot) -> float:
    state, player, timeslot = c.state, c.player, option.timeslot
    production = state.production
    seat = state.players[player]
    lost = 0.0
    current = seat.lineup[timeslot]
    if current is not None:
        lost = show_viewers(state, player, timeslot, current) * c.w.show_lost
    if production is None:
        return -lost
    preferred = starts_on_top(state, player, production, timeslot)
    return (c.w.preferred_timeslot if preferred else 0.0) - lost


# A round's decisions at most when a rollout plays to its end (solo rounds take about 20)
ROUND_MOVES: Final = 400

Scorer = Callable[[_Ctx, Any], float]
# One entry per option type; an option type not listed scores 0.
SCORERS: Final[dict[type[Option], Scorer]] = {
    Produce: _produce,
    SignStar: _sign_star,
    SignAd: _sign_ad,
    TakeNetwork: _take_network,
    AddAttachment: _attach,
    Pass: _pass,
    FreePass: _pass,
    PickCard: _pick,
    PickTimeslot: _pick_timeslot,
    PayPromo: _promo,
    KeepCards: _keep,
    CancelShow: _cancel,
    UseCard: lambda c, o: 0.5,
    MoveRondel: _move_rondel,
    BonusAction: _bonus_action,
}


def quick_score(
    state: GameState, player: int, option: Option, weights: PolicyWeights = TABLE_POLICY
) -> float:
    """A rough value of an option for `player`, from the cards involved."""
    scorer = SCORERS.get(type(option))
    return scorer(_Ctx(state, player, weights), option) if scorer is not None else 0.0


def rollout_choice(
    game: Game,
    rng: random.Random,
    explore: float = 0.15,
    weights: PolicyWeights = TABLE_POLICY,
) -> Option:
    """The fast policy's option for the pending decision (random with probability `explore`)."""
    state = game.state
    began = begin_listing(state)  # the options listed and scored share the effects in play
    try:
        decision = game.decision
        assert decision is not None
        return _policy(state, decision.player, decision.options, rng, explore, weights, None)
    finally:
        end_listing(state, began)


def rollout(
    state: GameState,
    rng: random.Random,
    moves: int,
    explore: float = 0.15,
    weights: PolicyWeights = TABLE_POLICY,
    worths: Worths | None = None,
) -> int:
    """Play up to `moves` decisions of the fast policy on a search copy's state (no history nor
    prompts kept: the same choices as `rollout_choice` on a game); the moves played. `worths`:
    card values kept between calls with the same card set and weights (`new_worths`)."""
    return _play(state, rng, moves, explore, weights, None, worths)


def rollout_round(
    state: GameState,
    rng: random.Random,
    explore: float = 0.15,
    weights: PolicyWeights = TABLE_POLICY,
    most: int = ROUND_MOVES,
    worths: Worths | None = None,
) -> int:
    """Play the fast policy on to the end of the round under way (or of the game); the moves
    played (at most `most`, should a policy with random moves linger). `worths`: as `rollout`'s."""
    return _play(state, rng, most, explore, weights, state.round, worths)


def _play(
    state: GameState,
    rng: random.Random,
    moves: int,
    explore: float,
    weights: PolicyWeights,
    within: int | None,
    worths: Worths | None,
) -> int:
    """`rollout`'s moves, stopping also once the round is no longer `within` (None: never);
    the moves played."""
    played = 0
    if worths is None:
        worths = {}
    scorers = SCORERS
    ctx: _Ctx | None = None  # made at the first decision scored, then set again at each
    while played < moves and not state.over:
        if within is not None and state.round != within:
            break
        pending = state.pending
        assert pending is not None
        began = begin_listing(state)
        try:
            options = options_of(state)
            # `_policy` and `_best` written out (two calls a move saved)
            option = options[0]
            count = len(options)
            if count > 1:
                if rng.random() < explore:
                    option = options[below(rng, count)]  # rng.choice's draw, compiled
                else:
                    player = pending[1]
                    if ctx is None:
                        ctx = _Ctx(state, player, weights, worths)
                    else:  # `_Ctx.__init__` on the same state (not over: `rounds_left`'s count)
                        seat = state.players[player]
                        rounds = state.geometry.rounds - len(seat.round_scores)
                        if rounds < 1:
                            rounds = 1
                        known = worths.get(rounds)
                        if known is None:
                            known = _known(worths, rounds, weights)
                        ctx.player = player
                        ctx.rounds = rounds
                        ctx.rate = known.rate
                        ctx.known = known
                        ctx.passing = None
                    best_score = -math.inf
                    for candidate in options:
                        scorer = scorers.get(type(candidate))
                        score = scorer(ctx, candidate) if scorer is not None else 0.0
                        if score > best_score:
                            option, best_score = candidate, score
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
    weights: PolicyWeights,
    worths: Worths | None,
) -> Option:
    if len(options) == 1:
        return options[0]
    if rng.random() < explore:
        return options[below(rng, len(options))]  # rng.choice's draw, compiled
    return _best(state, player, options, weights, worths)


def greedy_choice(
    state: GameState, player: int, options: tuple[Option, ...], weights: PolicyWeights
) -> Option:
    """The fast policy's best option, without random moves (the first of equals)."""
    began = begin_listing(state)
    try:
        return _best(state, player, options, weights, None)
    finally:
        end_listing(state, began)


def option_scores(
    state: GameState,
    player: int,
    options: Sequence[Option],
    weights: PolicyWeights,
    worths: Worths | None = None,
) -> list[float]:
    """The fast policy's score of each option (listing: the caller's, see `begin_listing`;
    `worths`: as `rollout`'s)."""
    ctx = _Ctx(state, player, weights, worths)
    scorers = SCORERS
    found = []
    for option in options:
        scorer = scorers.get(type(option))
        found.append(scorer(ctx, option) if scorer is not None else 0.0)
    return found


def _best(
    state: GameState,
    player: int,
    options: tuple[Option, ...],
    weights: PolicyWeights,
    worths: Worths | None,
) -> Option:
    best = options[0]
    best_score = float("-inf")
    ctx = _Ctx(state, player, weights, worths)
    scorers = SCORERS
    for option in options:
        scorer = scorers.get(type(option))
        score = scorer(ctx, option) if scorer is not None else 0.0
        if score > best_score:
            best, best_score = option, score
    return best


def solo_score(seed: int, weights: PolicyWeights) -> int:
    """The fast policy's final score in the solo game of this seed, choosing greedily (what
    the solo weights were fitted to)."""
    game = Game.new(GameConfig(players=("Ann",), seed=seed))
    rng = random.Random(seed)
    while not game.over:
        game.choose(rollout_choice(game, rng, 0.0, weights))
    return game.result().players[0].total
