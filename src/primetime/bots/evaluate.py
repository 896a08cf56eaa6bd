"""Estimating a player's final score from any game state: the value bots maximise.

The estimate counts what is banked (round scores, pass viewers, reruns, genre tracks, Game End
cards) plus what the player's assets should still bring: each show's remaining season rows and
attachments, its rerun value once it ages off, cash (worth more early, when it can still buy shows),
upkeep over the remaining rounds, cards waiting in the green room, an executive's round viewers, a
show being produced, cards in hand, and the pass bonus still to come this round. Every number is
computed from the state alone, so it works on a determinized view in the middle of any action.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from ..cards import AdCard, AnomalyCard, MogulCard, NetworkCard, ShowCard, StarCard
from ..cards.model import DataValue
from ..engine import hooks
from ..engine.actions import has_passed, pass_column
from ..engine.board import VIEWERS_PER_CASH
from ..engine.deck import HIDDEN
from ..engine.effect import effect_of
from ..engine.pilot import pilot_net
from ..engine.preview import SCORING_PHASES, scored
from ..engine.progress import progress_of
from ..engine.results import CASH, total
from ..engine.scoring import attachment_values, final_items, show_viewers, upkeep_net
from ..engine.sources import EXECUTIVE, begin_listing, end_listing, in_play
from ..engine.state import GameState, LineupShow


@dataclass(frozen=True)
class Weights(DataValue):
    """Tunable weights of the estimate (viewers per unit)."""

    cash_early: float = 0.10  # extra value of $1M per round still to play
    star_waiting: float = 0.55  # share of a green-room star's future viewers counted
    ad_waiting: float = 0.5
    use_once: float = 1.5  # a Use Once card not yet used
    action: float = 2.5  # an action still to take this turn (e.g. Talent Agency's extra one)
    ongoing: float = 1.5  # an Ongoing card, per round left
    pass_later: float = 0.5  # weight of the column after this one, for a pass still to come
    production_share: float = 0.9  # a show being produced, before its timeslot is chosen
    genre_progress: float = 0.6  # share of the next genre space's extra viewers
    skipped_turn: float = 1.0  # a turn of this round skipped (the others act first)
    # A turn still to come this round (not passed, someone else still in): what ending the round
    # early gives up (a pass that is not an action, Cable's, compares against it). Measured:
    # Cable's heuristic seat 113.7 -> 154.2 mean over 200 games; the base game unchanged (100
    # four-player games, turns=2 vs 0: 152.6 vs 152.4 mean, 28% vs 22% win share).
    turn_to_come: float = 2.0


DEFAULT: Final = Weights()
# What a face-up mogul may still bring beyond what the estimate counts from the state (its show
# bonuses are in the shows' viewers, its Game End viewers in the final items): (viewers per
# round left, viewers once while unused). Rough hand-made values.
MOGUL_EXTRA: Final[dict[str, tuple[float, float]]] = {
    "blockbuster-director": (0.0, 9.0),  # a show scored again, once
    "director-everyone-wants": (0.5, 0.0),  # stars rightside up
    "host-turned-tycoon": (0.0, 4.0),  # viewers bought at game end for cash worth less
    "page-to-screen": (0.0, 4.0),  # a production without an action
    "penny-pincher": (1.5, 0.0),  # expenses ignored at upkeep
    "viral-marketer": (0.3, 0.0),  # promos free
    "celebrity-whisperer": (0.5, 0.0),
    "voice-of-a-generation": (0.0, 5.0),  # a second show on the air, as a star
}
STARTER_LEFT: Final = 12  # about what a starter show still scores over a game, rerun included


def rounds_left(state: GameState, player: int) -> int:
    """Rounds still to be scored for this player (the current one included)."""
    if state.over:
        return 0
    left = state.geometry.rounds - len(state.players[player].round_scores)
    return left if left > 0 else 0  # (no call to max: every estimate)


def cash_rate(rounds: int, early: float = DEFAULT.cash_early) -> float:
    """Viewers a $1M is worth with this many rounds left ($3M per viewer at game end), `early`
    more per round left."""
    return 1 / VIEWERS_PER_CASH + early * rounds


def show_future(
    state: GameState, player: int, timeslot: int, show: LineupShow, rounds: int
) -> float:
    """Viewers a show on the air should still score, and its rerun value if it ages off."""
    card = state.cards[show.card]
    assert isinstance(card, ShowCard)
    rows = card.rows
    extra = show_viewers(state, player, timeslot, show) - rows[show.row]
    ahead = rows[show.row : show.row + rounds]  # the rows still to score, the game allowing
    total = sum(ahead) + extra * len(ahead)
    if show.row + rounds >= len(rows):
        total += rows[-1]
    return float(total)


def waiting_value(
    state: GameState, player: int, card_id: str, rounds: int, rate: float, weights: Weights
) -> float:
    """What a card in the green room (or in hand, about to be kept) may still bring (`rate`:
    `cash_rate` for the rounds left)."""
    card = state.cards[card_id]
    useful = rounds - 0.5
    if useful <= 0.0:  # (`max(0.0, rounds - 0.5)`, without its call: every card waiting)
        useful = 0.0
    if isinstance(card, StarCard):
        return weights.star_waiting * useful * (card.viewers - card.expenses * rate)
    if isinstance(card, AdCard):
        return weights.ad_waiting * useful * (card.viewers + card.income * rate)
    if isinstance(card, NetworkCard):
        if card.type == "game-end":
            return 0.0  # counted exactly in the banked part
        if card.type == "ongoing":
            return weights.ongoing * rounds
        return weights.use_once if rounds else 0.0
    if isinstance(card, ShowCard):  # held by Exclusive Rights: still to be produced
        seasons = 4 if rounds > 4 else rounds if rounds > 1 else 1  # (1 to 4, no min or max)
        return 0.4 * sum(card.rows[:seasons])
    if isinstance(card, MogulCard):
        return mogul_value(state, player, card_id, rounds)
    if isinstance(card, AnomalyCard):  # an extra action to come (discarded on a turn)
        return 0.9 * weights.action if rounds else 0.0
    return 0.0


def mogul_value(state: GameState, player: int, card_id: str, rounds: int) -> float:
    """A mogul's future worth: its round viewers now for each round left, plus `MOGUL_EXTRA`
    (nothing once face down)."""
    if player < 0 or card_id in state.players[player].face_down or not rounds:
        return 0.0
    per_round, once = MOGUL_EXTRA.get(state.cards[card_id].effect or "", (0.0, 0.0))
    value = per_round * rounds + once
    effect = effect_of(state, card_id)
    if effect is not None and card_id in state.players[player].green_room:
        value += sum(i.viewers for i in effect.round_items(state, player, card_id)) * rounds
    return value


def pilot_value(state: GameState, card_id: str, rounds: int, weights: Weights) -> float:
    """A kept Pilot Season card: shows are produced at once (replacing a starter), the rest wait."""
    card = state.cards[card_id]
    if isinstance(card, ShowCard):
        return sum(card.rows) + card.rows[-1] - STARTER_LEFT
    rate = cash_rate(rounds, weights.cash_early)
    return waiting_value(state, -1, card_id, rounds, rate, weights)


def production_value(
    state: GameState, player: int, rounds: int, weights: Weights, futures: list[float]
) -> float:
    """A show being produced: its rows from the top and attachments, replacing the weakest show
    (`futures`: each show's `show_future`, in lineup order)."""
    production = state.production
    if production is None or production.player != player:
        return 0.0
    card = state.cards[production.card]
    assert isinstance(card, ShowCard)
    # (loops, not sum() of generators; and no call to min: a production's every option)
    per_round = 0
    for attached in production.attachments:
        per_round += attachment_values(state, attached, True)[0]
    rows = card.rows
    seasons = len(rows)
    if rounds < seasons:
        seasons = rounds
    future = 0
    for k in range(seasons):
        future += rows[k] + per_round
    if rounds >= len(rows):
        future += rows[-1]
    lineup = state.players[player].lineup
    lost = 0.0
    if len(futures) == len(lineup):  # a full lineup: the show replaced loses its future
        lost = math.inf
        for show, show_left in zip(lineup, futures, strict=True):
            assert show is not None
            left = show_left - state.cards[show.card].rows[-1]  # type: ignore[union-attr]
            if left < lost:
                lost = left
    return weights.production_share * (future - (lost if lost > 0.0 else 0.0))  # (no call to max)


def pass_to_come(
    state: GameState, player: int, rounds: int, column: tuple[int, int] | None, weights: Weights
) -> float:
    """The pass bonus this player, not passed yet in the actions phase, will still take this
    round: this column's (`column`, `pass_column`'s), or (if someone else passes first) the
    next one's. `rounds`: the rounds left (`rounds_left`)."""
    rate = cash_rate(rounds - 1, weights.cash_early)
    last = state.geometry.last_pass_cash
    if column is None:
        return hooks.pass_bonus(state, player, last, 0)[0] * rate
    cash, viewers = hooks.pass_bonus(state, player, column[0], column[1])  # as cards change it
    paid = cash * rate
    now = viewers if viewers > paid else paid  # (`max(paid, viewers)`, without its call)
    columns = state.geometry.pass_columns
    index = columns.index(column) if column in columns else len(columns) - 1
    following = columns[index + 1] if index + 1 < len(columns) else (last, 0)
    cash, viewers = hooks.pass_bonus(state, player, following[0], following[1])
    paid = cash * rate
    later = viewers if viewers > paid else paid
    chance = weights.pass_later
    return (1 - chance) * now + chance * later


def estimate(state: GameState, player: int, weights: Weights = DEFAULT) -> float:
    """Expected final score of `player` from this state."""
    began = begin_listing(state)  # valuing changes nothing: effects in play are listed once
    try:
        return _tally(state, player, weights).value
    finally:
        end_listing(state, began)


# The estimate's parts, in the order it adds them (what the learned solo value weighs:
# `bots/solo_value.py`)
PARTS: Final = (
    "banked",  # round scores, pass viewers and banked viewers
    "shows",  # the lineup's remaining rows and reruns
    "final",  # the end-game items counted now (genres, reruns, Game End cards), cash aside
    "genre",  # progress toward the next genre space
    "cash",  # cash after upkeep, at its rate (or the final cash), and upkeep it cannot pay
    "waiting",  # cards in the green room
    "progress",  # the genre progress's round viewers and potential
    "executive",  # an executive's round viewers
    "hand",  # cards in hand (kept Pilot Season cards, or one of those drawn)
    "production",  # a show being produced
    "pass",  # the pass bonus still to come this round
    "turns",  # actions and turns still to come (or skipped) this round
)
BANKED, SHOWS, FINAL, GENRE, CASH_PART, WAITING, PROGRESS, EXEC, HAND, PRODUCTION, PASS, TURNS = (
    range(len(PARTS))
)


class _Tally:
    """The estimate as it is added up, and each part's share of it."""

    __slots__ = ("value", "parts")

    def __init__(self) -> None:
        self.value = 0.0
        self.parts = [0.0] * len(PARTS)

    def add(self, part: int, viewers: float) -> None:
        self.value += viewers
        self.parts[part] += viewers


def estimate_parts(state: GameState, player: int, weights: Weights = DEFAULT) -> list[float]:
    """The estimate of `player` split into its `PARTS` (they add up to `estimate`)."""
    began = begin_listing(state)
    try:
        return _tally(state, player, weights).parts
    finally:
        end_listing(state, began)


def _tally(state: GameState, player: int, weights: Weights) -> _Tally:
    seat = state.players[player]
    rounds = rounds_left(state, player)
    tally = _Tally()
    # Each part is added in place, to its share and to the value (`_Tally.add`, a call each
    # time; `_add_turns` too, `_add_hand` still calls it): the value sums them in this order.
    parts = tally.parts
    value = 0.0
    viewers = float(sum(seat.round_scores))
    value += viewers
    parts[BANKED] += viewers
    if rounds:
        # banked viewers stay until the show ages (a show scored again counts them), but once
        # the round is scored they are in its score
        in_score = state.phase in SCORING_PHASES and scored(state, player)
        banked = seat.pass_viewers + (0 if in_score else total(seat.banked))
        value += banked
        parts[BANKED] += banked
    futures: list[float] = []  # each show's, for the one a production would replace
    for timeslot, show in enumerate(seat.lineup):
        if show is None:
            continue
        future = show_future(state, player, timeslot, show, rounds)
        futures.append(future)
        value += future
        parts[SHOWS] += future
    # The banked end-game items (genres, reruns, Game End cards...) as the scoring counts them;
    # cash is valued below, by how much it can still buy.
    final = 0
    for item in final_items(state, player):  # (a loop, not sum() of a generator)
        if item.category != CASH:
            final += item.viewers
    value += final
    parts[FINAL] += final
    progress = progress_of(state, player)
    if rounds:
        genre_viewers = state.geometry.genre_viewers
        for space in progress.spaces(state, player).values():
            if space < len(genre_viewers) - 1:
                viewers = (
                    weights.genre_progress
                    * 0.25
                    * (genre_viewers[space + 1] - genre_viewers[space])
                )
                value += viewers
                parts[GENRE] += viewers
    rate = cash_rate(rounds, weights.cash_early)
    net = upkeep_net(state, player) if rounds else 0
    cash = seat.cash + net * rounds
    # (`max(cash, 0)`, without its call)
    viewers = (cash if cash > 0 else 0) * rate if rounds else seat.cash // VIEWERS_PER_CASH
    value += viewers
    parts[CASH_PART] += viewers
    if cash < 0:
        value += cash * 2  # upkeep it cannot pay: shows will be canceled
        parts[CASH_PART] += cash * 2
    for card in seat.green_room:
        viewers = waiting_value(state, player, card, rounds, rate, weights)
        value += viewers
        parts[WAITING] += viewers
    if rounds and player >= 0:  # the genre progress's round viewers (Telly's grid, Generic)
        round_viewers = total(progress.round_items(state, player)) * rounds
        value += round_viewers
        parts[PROGRESS] += round_viewers
        viewers = progress.potential(state, player)
        value += viewers
        parts[PROGRESS] += viewers
    if rounds and player >= 0:  # an executive's round viewers (Underground's green room penalty)
        for source in in_play(state, player, "round_items"):
            if source.zone == EXECUTIVE:
                items = total(source.effect.round_items(state, player, source.card)) * rounds
                value += items
                parts[EXEC] += items
    if seat.hand:
        tally.value = value
        _add_hand(tally, state, player, rounds, rate, weights)
        value = tally.value
    viewers = production_value(state, player, rounds, weights, futures)
    value += viewers
    parts[PRODUCTION] += viewers
    tally.value = value
    if state.phase == "actions":
        _add_turns(tally, state, player, rounds, weights)
    return tally


def _add_turns(tally: _Tally, state: GameState, player: int, rounds: int, weights: Weights) -> None:
    """In the actions phase: the pass bonus still to come this round, the actions and turns
    still to come (or skipped) this round."""
    # (each part added in place, as in `_tally`: `_Tally.add` spelled out, every estimate)
    parts = tally.parts
    value = tally.value
    passed = has_passed(state, player)
    column = None if passed else pass_column(state, player)
    if player >= 0 and not passed:
        viewers = pass_to_come(state, player, rounds, column, weights)
        value += viewers
        parts[PASS] += viewers
    if state.current == player:
        viewers = weights.action * state.actions_left
        value += viewers
        parts[TURNS] += viewers
    if weights.turn_to_come and column is not None:  # someone else is still in: more turns
        viewers = weights.turn_to_come
        value += viewers
        parts[TURNS] += viewers
    # turns the turn order still owes or takes away (Gorilla)
    turns = state.turns
    viewers = weights.action * turns.extra.count(player)
    value += viewers
    parts[TURNS] += viewers
    viewers = -weights.skipped_turn * turns.skips.count(player)
    value += viewers
    parts[TURNS] += viewers
    tally.value = value


def _add_hand(
    tally: _Tally, state: GameState, player: int, rounds: int, rate: float, weights: Weights
) -> None:
    """Cards in hand: kept Pilot Season cards, or drawn ones (hidden ones count nothing)."""
    known = [c for c in state.players[player].hand if not c.startswith(HIDDEN)]
    if known and state.phase == "pilot":  # kept Pilot Season cards, revealed and paid for soon
        tally.add(HAND, sum(pilot_value(state, c, rounds, weights) for c in known))
        tally.add(HAND, pilot_net(state, known, player) * rate)
    elif known:  # drawn cards, one of which is about to be kept: the best of them
        tally.add(HAND, max(waiting_value(state, player, c, rounds, rate, weights) for c in known))


def estimates(state: GameState, weights: Weights = DEFAULT) -> list[float]:
    """The estimate of every player."""
    began = begin_listing(state)  # the players' estimates share the effects in play
    try:
        found = []  # (a loop: a comprehension is a function called)
        for player in range(len(state.players)):
            found.append(_tally(state, player, weights).value)
        return found
    finally:
        end_listing(state, began)
