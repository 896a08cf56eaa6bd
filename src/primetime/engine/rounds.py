"""Rounds: deal the display, play turns, then upkeep, scoring, aging, and on to the next round."""

from __future__ import annotations

from typing import Any

from . import hooks
from .flow import TurnOrder
from .machine import ask, decision, emit, emit_data, step, then, then_all
from .modules import modules_of
from .options import CancelShow, Option
from .results import SHOW, ScoreItem, total
from .scoring import Part, round_score, scored_round, upkeep_net
from .sources import CardTable, begin_listing, end_listing
from .state import NO_EXPENSES, GameState
from .uses_at import offer_uses
from .zones import cancel_show, discard, draw_steps


def clockwise(state: GameState) -> list[int]:
    """Players clockwise from the 1st player."""
    count = state.player_count
    first = max(state.first, 0)
    players = []  # (a loop, not a comprehension: a function called, in 3.11)
    for i in range(count):
        players.append((first + i) % count)
    return players


def in_turn_order(state: GameState) -> list[int]:
    """The players (no solo opponent) in this round's turn order."""
    players = []  # (a loop, not a comprehension: a function called, in 3.11)
    for p in state.order or clockwise(state):
        if p >= 0:
            players.append(p)
    return players


def turn_order(state: GameState) -> list[int]:
    """This round's turn order: a module's (solo, Classic Turns), or clockwise."""
    for module in modules_of(state.config):
        order = module.turn_order(state)
        if order is not None:
            return order
    return clockwise(state)


@step("round-start")
def _round_start(state: GameState) -> None:
    state.round += 1
    state.phase = "actions"
    order = turn_order(state)
    state.turns = TurnOrder(order)
    state.first = order[0]
    begun = {"round": state.round, "first": state.first, "order": list(order)}
    emit_data(state, "round", None, begun)
    frames: list[tuple[Any, ...]] = []
    for kind, size in state.geometry.display:
        state.display[kind] = []
        frames += draw_steps(state, kind, size, ("display", kind))
    for module in modules_of(state.config):
        frames += module.round_start(state)
    for p in in_turn_order(state):  # (a loop: a comprehension is a function called)
        frames.append(("round-start-uses", p))
    frames.append(("first-turn",))
    then_all(state, frames)


@step("round-start-uses")
def _round_start_uses(state: GameState, player: int) -> None:
    """What cards in play do at the start of a round, after the display is dealt (a draw to
    choose from, a choice between an extra turn and extra cash)."""
    table: CardTable = state.table  # (`hooks.implemented`, read directly)
    if "round_start" in table.present:
        hooks.round_start(state, player)


@step("first-turn")
def _first_turn(state: GameState) -> None:
    seat = state.turns.first(state.pass_track)
    if seat is not None:
        then(state, ("turn", seat))


@step("end-round")
def _end_round(state: GameState) -> None:
    state.phase = "upkeep"
    order = in_turn_order(state)
    state.current = order[0]
    # (loops, not comprehensions: each is a function called)
    frames: list[tuple[Any, ...]] = []
    for p in order:
        frames.append(("upkeep-uses", p))  # then upkeep
    for p in order:
        frames.append(("score-uses", p))
        frames.append(("after-score", p))
    for p in order:
        frames.append(("age", p))
    frames.append(("round-cleanup",))
    then_all(state, frames)


@step("upkeep-uses")
def _upkeep_uses(state: GameState, player: int) -> None:
    """Cards used as upkeep starts (Penny Pincher chooses a show whose expenses it ignores)."""
    if not offer_uses(state, player, "upkeep", ("upkeep-uses", player), ("upkeep", player)):
        _upkeep(state, player)


@step("upkeep")
def _upkeep(state: GameState, player: int) -> None:
    """Gain the net income, or pay the net expenses; if you can't, cancel shows until you can."""
    seat = state.players[player]
    net = upkeep_net(state, player)
    if net < 0 and seat.cash < -net:
        if seat.shows():
            ask(state, "upkeep-cancel", player)
            return
        net = -seat.cash
    seat.cash += net
    emit_data(state, "upkeep", player, {"net": net})
    table: CardTable = state.table  # (`hooks.implemented`, read directly)
    if "upkept" in table.present:
        hooks.upkept(state, player, net)


def _cancel_options(state: GameState, player: int) -> list[Option]:
    return [CancelShow(t) for t, _ in state.players[player].shows()]


def _cancel_prompt(state: GameState, player: int) -> str:
    net = upkeep_net(state, player)
    return (
        f"you can't pay upkeep of ${-net}M with ${state.players[player].cash}M: "
        "cancel a show and recalculate"
    )


@decision(
    "upkeep-cancel",
    _cancel_options,
    _cancel_prompt,
    help=(
        "You can't pay this round's upkeep: cancel shows (to your reruns) until you can. "
        "Canceled shows score nothing this round."
    ),
)
def _resolve_cancel(state: GameState, option: Option, player: int) -> None:
    assert isinstance(option, CancelShow)
    cancel_show(state, player, option.timeslot, "upkeep")
    then(state, ("upkeep", player))


@step("score-uses")
def _score_uses(state: GameState, player: int) -> None:
    state.phase = "scoring"
    # the uses offered and the score ask the same effects in play: one listing's memo for both,
    # ended before the score is recorded (nothing changes while a listing lasts)
    began = begin_listing(state)
    try:
        if offer_uses(state, player, "score", ("score-uses", player), ("score", player)):
            return
        items, parts = scored_round(state, player)
    finally:
        end_listing(state, began)
    _record_score(state, player, items, parts)


@step("score")
def _score(state: GameState, player: int) -> None:
    """Record the round's viewers, itemised: the lineup, pass track viewers and what effects,
    cards in play and genre progress add."""
    began = begin_listing(state)  # the items and their parts ask the same effects in play
    try:
        items, parts = scored_round(state, player)  # (the parts made as the event records them)
    finally:
        end_listing(state, began)
    _record_score(state, player, items, parts)


def _record_score(
    state: GameState, player: int, items: list[ScoreItem], parts: list[list[Part]]
) -> None:
    seat = state.players[player]
    viewers = round_score(items)
    shows = total(items, SHOW)
    seat.round_scores.append(viewers)
    listed = []  # each item as a list (a loop: a comprehension is a function called)
    for category, source, item_viewers in items:
        listed.append([category, source, item_viewers])
    scored = {
        "round": state.round,
        "viewers": viewers,
        "shows": shows,
        "passing": seat.pass_viewers,
        "bonus": viewers - shows - seat.pass_viewers,
        "items": listed,
        "parts": parts,
    }
    emit_data(state, "score", player, scored)


@step("after-score")
def _after_score(state: GameState, player: int) -> None:
    """A decision point right after a player's lineup is scored, before shows age (a show
    scored again, say)."""
    table: CardTable = state.table  # (`hooks.implemented`, read directly)
    if "after_score" in table.present:
        hooks.after_score(state, player)


@step("age")
def _age(state: GameState, player: int) -> None:
    """Move each season marker down a row; a show that moves off the bottom is canceled. What
    made a show expense-free this round (Penny Pincher) ends: the round's upkeep and scoring,
    a show scored again included, are done."""
    state.phase = "aging"
    seat = state.players[player]
    seat.banked = []  # kept through the scoring: a show scored again counts what it banked
    lineup = seat.lineup
    table: CardTable = state.table  # (`show_card`, read directly)
    shows = table.shows
    for timeslot in range(len(lineup)):
        # (each show read as it stands: canceling a show before it discards cards, and a discard
        # may put a new show in another timeslot, its superstar token taken off by Starryeye)
        show = lineup[timeslot]
        if show is None:
            continue
        row = show.row + 1
        if row >= len(shows[show.card].rows):
            # it moves off the bottom: canceled as it stands (its timeslot is emptied before
            # anything else sees it, so no moved copy of it is made)
            cancel_show(state, player, timeslot, "ended")
            continue
        if show.tokens:
            show = show.with_tokens(tuple(t for t in show.tokens if t[1] != NO_EXPENSES))
        lineup[timeslot] = show.with_row(row)


@step("round-cleanup")
def _round_cleanup(state: GameState) -> None:
    """Clear the pass track, pass the 1st player token, discard the display leftovers."""
    for seat in state.players:
        seat.pass_viewers = 0
    state.pass_track = []
    state.first = next_first(state)
    for kind, _ in state.geometry.display:  # (as dealt: no tuple of the types made)
        for card in state.display[kind]:
            if card is not None:
                discard(state, None, card)
        state.display[kind] = []
    if state.round >= state.geometry.rounds:
        then(state, ("game-end",))
    else:
        then(state, ("round-start",))


def next_first(state: GameState) -> int:
    """The 1st player token passes clockwise (or as a module says)."""
    for module in modules_of(state.config):
        first = module.next_first(state)
        if first is not None:
            return first
    return (state.first + 1) % state.player_count


@step("game-end")
def _game_end(state: GameState) -> None:
    """After the last round: the decisions cards in play ask at game end (paying for viewers,
    say), then the game is over."""
    state.phase = "game-end"
    then(state, *[("game-end-uses", p) for p in in_turn_order(state)], ("game-over",))


@step("game-end-uses")
def _game_end_uses(state: GameState, player: int) -> None:
    table: CardTable = state.table  # (`hooks.implemented`, read directly)
    if "at_game_end" in table.present:
        hooks.at_game_end(state, player)


@step("game-over")
def _game_over(state: GameState) -> None:
    state.phase = "over"
    state.over = True
    emit(state, "game-end", None, scores=[sum(p.round_scores) for p in state.players])
