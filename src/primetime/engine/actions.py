"""A player's turn: use network cards, take exactly one action, use cards, end the turn."""

from __future__ import annotations

from typing import Final

from ..cards import AdCard, Card, NetworkCard
from . import hooks
from .attach_listing import attach_options
from .config import GameConfig
from .decision import Prompt
from .machine import ask_listed, decision, emit, emit_data, step, then
from .modules import active_modules
from .options import (
    DONE,
    END_TURN,
    AddAttachment,
    EndTurn,
    FreePass,
    Option,
    Pass,
    Produce,
    SignAd,
    SignStar,
    TakeNetwork,
    UseCard,
)
from .production import attachable, produce_all, produce_options, start_production
from .progress import progress_of
from .settling import settle
from .slot_counts import add, fits
from .slots import classes_of, room_made, show_capacity, without
from .sources import CardTable
from .state import GameState
from .turn_uses import card_used, uses_words
from .uses_at import offer_uses
from .zones import cancel_show, discard, gain, take_from_display

ACTIONS: Final = (SignStar, SignAd, TakeNetwork, Produce, AddAttachment, Pass)
# the step that ends a turn (a tuple of constants: made once)
_NEXT_TURN: Final = ("next-turn",)
# the options that may use a card instead of taking an action (`card_used`)
_MAY_USE: Final = (UseCard, AddAttachment)


def has_passed(state: GameState, player: int) -> bool:
    return player in state.pass_track


@step("turn")
def _turn(state: GameState, player: int) -> None:
    if player < 0:  # a seat a module plays (the solo opponent): only such a seat is negative
        for module in active_modules(state.config).every:  # (`modules_of`)
            if module.seat_turn(state, player):
                return
    state.current = player
    state.actions_left = 1
    # (`TurnFlags.reset` spelled out: every turn; each state has its own flags, which
    # `GameState.clone` copies)
    flags = state.turn_flags
    flags.double_pass = False
    flags.free_pass = False
    emit_data(state, "turn", player, {"round": state.round})
    table: CardTable = state.table  # (`hooks.implemented`, read directly: every turn)
    if "turn_start" in table.present:
        then(state, ("turn-start", player), ("turn-continue", player))
    elif not actions_done(state, player):
        # nothing happens at the start of the turn and its action is still to take: asked at
        # once (what `_turn_continue`, the step that would run next, does first)
        state.pending = ("turn", player)  # (`ask`)
    else:
        _turn_continue(state, player)


@step("turn-start")
def _turn_start(state: GameState, player: int) -> None:
    """What cards in play do at the start of a turn (a decision, e.g. moving on a rondel)."""
    hooks.turn_start(state, player)


def actions_done(state: GameState, player: int) -> bool:
    """No action is left this turn: it was taken, or the player has passed (and takes no more,
    unless an effect lets this turn's action follow the pass: Beeb's pass bonus)."""
    if state.actions_left == 0:
        return True
    return player in state.pass_track and not hooks.acts_after_pass(state, player)


@step("turn-continue")
def _turn_continue(state: GameState, player: int) -> None:
    """Ask for the next thing this turn, or end it when nothing is left to do. Cards may be used
    after any action, passing included (a player who has passed takes no more actions)."""
    if not actions_done(state, player):
        state.pending = ("turn", player)  # (`ask`)
        return
    open_pass = free_pass_open(state, player)
    uses = hooks.use_options(state, player, "turn")
    if not open_pass and not uses:
        state.stack.append(_NEXT_TURN)  # (`then`, of one step)
    else:  # the uses just listed are the decision's (see `turn_options`)
        ask_listed(state, _done_options(state, player, open_pass, uses), "turn", player)


def free_pass_open(state: GameState, player: int) -> bool:
    """A pass that is not an action is on offer (Cable, after an action)."""
    return state.turn_flags.free_pass and not has_passed(state, player)


def turn_options(state: GameState, player: int) -> list[Option]:
    """Everything the player may do now: actions (if one is left), card uses, or end the turn
    (a free pass that is not an action, where an effect gives one)."""
    uses = hooks.use_options(state, player, "turn")
    if not actions_done(state, player):
        options = action_options(state, player)  # a list of this call's own: no copy made
        options.extend(uses)
        return options
    return _done_options(state, player, free_pass_open(state, player), uses)


def _done_options(
    state: GameState, player: int, open_pass: bool, uses: list[Option]
) -> list[Option]:
    """The options once the action is taken: a free pass (where one is open), the card uses,
    and ending the turn."""
    options: list[Option] = []
    if open_pass:
        passes = hooks.filter_actions(state, player, list(pass_options(state, player)))
        options.extend(FreePass(o.bonus) for o in passes if isinstance(o, Pass))
    options.extend(uses)
    options.append(END_TURN)
    return options


def _turn_prompt(state: GameState, options: tuple[Option, ...], player: int) -> Prompt:
    """What the turn asks, naming only what its options offer beside the action (a network
    card, a mogul, the executive board: `Module.turn_uses`). Worded when first read (bots never
    read it), from values that never change: the game's cards and config, and the options."""
    return _turn_words, (state.cards, state.config, options, actions_done(state, player))


def _turn_words(
    cards: dict[str, Card], config: GameConfig, options: tuple[Option, ...], done: bool
) -> str:
    uses = uses_words(cards, config, options)
    if not done:
        return f"take an action (or use {uses} first)" if uses else "take an action"
    free = isinstance(options[0], FreePass)  # listed first (`_done_options`)
    offered = (["take your free pass"] if free else []) + ([f"use {uses}"] if uses else [])
    return ", ".join(offered + ["or end your turn"])


@decision(
    "turn",
    turn_options,
    "",
    worded=_turn_prompt,
    remembers=True,  # (asks the cards in play for several hooks, and the green room twice)
    help=(
        "Your turn: take exactly one action (sign a star, sign an ad, take a network card, "
        "produce a show, add or replace a star or ad, or pass). You may use network cards from "
        "your green room before or after your action. Passing ends your round: you take the "
        "bonus of the leftmost free pass track column."
    ),
)
def _resolve_turn(state: GameState, option: Option, player: int) -> None:
    stack = state.stack
    if isinstance(option, EndTurn):
        stack.append(_NEXT_TURN)
        return
    goes_on = ("turn-continue", player)
    stack.append(goes_on)
    # (only a card use or an add may use a card: no call for the other actions)
    used = card_used(state, option) if isinstance(option, _MAY_USE) else ""
    if used:
        hooks.use(state, player, used, option, "turn")
        return
    if isinstance(option, FreePass):
        state.turn_flags.free_pass = False
        then(state, ("pass", player, option.bonus))
        return
    state.actions_left -= 1
    table: CardTable = state.table  # (`hooks.implemented`, read directly: every action)
    if "after_action" in table.present:
        take_action(state, player, option)
        hooks.after_action(state, player, option)
    else:  # nothing follows the action here: the step it schedules first may run at once
        take_action(state, player, option, True)
    if state.pending is None and stack[-1] is goes_on:
        # the action scheduled nothing and asked nothing: the turn goes on at once, as the
        # step would be the next one run (`machine._run_steps`)
        stack.pop()
        _turn_continue(state, player)


def all_passed(state: GameState) -> bool:
    """Every player has passed: the round's actions are over (in solo: once you pass, whether
    the opponent has or not)."""
    passed = state.pass_track
    for p in state.turns.seats:  # (`state.order`; a loop, not all() of a generator: every turn)
        if p >= 0 and p not in passed:
            return False
    return True


@step("next-turn")
def next_turn(state: GameState) -> None:
    """The next seat the turn order gives takes a turn; when every player has passed (in solo:
    when you pass), the round ends."""
    if all_passed(state):
        state.stack.append(("end-round",))  # (`then`, of one step)
        return
    seat = state.turns.after(state.current, state.pass_track)
    if seat is not None:
        _turn(state, seat)  # (the step run at once: it would be the next one run)


def action_options(state: GameState, player: int) -> list[Option]:
    """The legal actions: sign, take, produce, add or replace, pass; then what cards in play
    take away or add (a rondel's space, say)."""
    seat = state.players[player]
    cash = seat.cash
    display = state.display
    table: CardTable = state.table  # (`table_of`, read directly: every listing, as below)
    options: list[Option] = []
    signing = table.signing
    costs = table.costs
    # (`hooks.implemented`, read directly, as at the end: most games hold no card that changes
    # what signing costs or takes actions away, and then no call asks the player's effects)
    present = table.present
    changing = hooks.star_cost_changers(state, player) if "sign_cost" in present else None
    for card in display["star"]:
        if card is None:
            continue
        # (where no effect changes it, a star costs what is printed: no call a star)
        cost = hooks.star_cost(state, player, card, changing) if changing else costs[card]
        if cost <= cash:
            options.append(signing[card])
    signing_ad = table.signing_ad
    for card in display["ad"]:
        if card is not None:
            options.append(signing_ad[card])
    taking = table.taking
    for card in display["network"]:
        if card is not None and costs[card] <= cash:
            options.append(taking[card])
    produce_all(state, player, display["show"], options)
    shows = table.shows  # (the show cards: a card's kind, without its lookup)
    for card in seat.green_room:
        if card in shows:  # put there by Exclusive Rights
            options.extend(produce_options(state, player, card))
    options.extend(attach_options(state, player))
    options.extend(pass_options(state, player))
    if "filter_actions" not in present:
        return options
    return hooks.filter_actions(state, player, options)


def pass_column(state: GameState, player: int) -> tuple[int, int] | None:
    """(cash, viewers) of the column this player would pass into; None for the last column."""
    if _passes_last(state, player):
        return None
    columns = state.geometry.pass_columns
    column = len(state.pass_track)
    last = len(columns) - 1
    return columns[column if column < last else last]  # (no call to min)


# made once: options are values never changed, and every turn lists a pass
_PASS_CASH: Final = Pass("cash")
_PASS_VIEWERS: Final = Pass("viewers")


# the passes offered: in the last column, or before it (made once: every turn lists them)
_LAST_PASS: Final = (_PASS_CASH,)
_PASSES: Final = (_PASS_CASH, _PASS_VIEWERS)


def _passes_last(state: GameState, player: int) -> bool:
    """Whether everyone else has passed: this player's pass goes in the last column."""
    passed = state.pass_track
    for p in state.turns.seats:  # (`state.order`, without the property's call)
        if p != player and p not in passed:
            return False  # someone else is still in
    return True


def pass_options(state: GameState, player: int) -> tuple[Pass, ...]:
    # (only whether the column is the last: `pass_column` is None, without its column found)
    return _LAST_PASS if _passes_last(state, player) else _PASSES


def take_action(state: GameState, player: int, option: Option, at_once: bool = False) -> None:
    """Carry out one action; `at_once`: nothing is done after it before the steps it schedules
    run, so the first of them may run at once (as it would be the next one run)."""
    seat = state.players[player]
    cards = state.cards
    if isinstance(option, SignStar):
        sign_star(state, player, option.card)
    elif isinstance(option, SignAd):
        ad = cards[option.card]
        assert isinstance(ad, AdCard)
        take_from_display(state, "ad", option.card)
        seat.cash += ad.bonus
        seat.green_room.append(option.card)
        emit_data(state, "sign-ad", player, {"card": option.card, "bonus": ad.bonus})
    elif isinstance(option, TakeNetwork):
        network = cards[option.card]
        assert isinstance(network, NetworkCard)
        take_from_display(state, "network", option.card)
        seat.cash -= network.cost
        emit_data(state, "take-network", player, {"card": option.card, "cost": network.cost})
        gain(state, player, option.card, "display")
    elif isinstance(option, Produce):
        source = "display" if option.card in state.display["show"] else "green_room"
        if source == "display":
            take_from_display(state, "show", option.card)
        else:
            seat.green_room.remove(option.card)
        start_production(state, player, option, source, at_once=at_once)
    elif isinstance(option, AddAttachment):
        add_or_replace(state, player, option, at_once=at_once)
    elif isinstance(option, Pass):
        if at_once:  # the step run at once: it would be the next one run
            _pass(state, player, option.bonus)
        else:
            state.stack.append(("pass", player, option.bonus))  # (`then`, of one step)
    else:
        raise AssertionError(f"not an action: {option}")


def sign_star(state: GameState, player: int, card: str) -> None:
    """Pay what a star from the display costs you and put it in your green room."""
    cost = hooks.star_cost(state, player, card)
    take_from_display(state, "star", card)
    state.players[player].cash -= cost
    state.players[player].green_room.append(card)
    emit_data(state, "sign-star", player, {"card": card, "cost": cost})


def add_or_replace(
    state: GameState,
    player: int,
    option: AddAttachment,
    action: bool = True,
    at_once: bool = False,
) -> None:
    """Attach a star or ad from the green room, discarding the card it replaces; a helping card
    is spent and the show keeps just enough extra slots to hold what it now has. Cards that
    bring slots (Brand Ambassador) may have them filled only as part of an Add or Replace
    `action`, not when a card attaches them beside it (On-Set Accommodations). `at_once`: the
    caller does nothing more before the steps scheduled here run (the settling then runs at
    once, where it is the only one)."""
    seat = state.players[player]
    seat.green_room.remove(option.card)
    if option.using:
        seat.green_room.remove(option.using)
        emit_data(state, "use", player, {"card": option.using})
        discard(state, player, option.using)
    show = seat.lineup[option.timeslot]  # (read after the discard: a new show if it changed one)
    assert show is not None
    attachments = show.attachments
    replace = option.replace
    if replace:
        attachments = without(attachments, replace)
    # room of its own type for a card a helper let in, or for cards staying when the replaced
    # card took slots with it; then only the added slots that are filled stay
    added = show.with_attachments(attachments + ((option.card, True),))
    seat.lineup[option.timeslot] = room_made(state, added)
    attached = {"card": option.card, "timeslot": option.timeslot, "replace": replace}
    emit_data(state, "attach", player, attached)
    if replace:
        discard(state, player, replace)
    table: CardTable = state.table  # (`hooks.brings_slots`, read directly)
    bonus = action and option.card in table.brings
    if at_once and not bonus and state.pending is None:
        # the settling, the one step scheduled, run at once: it would be the next one run
        settle(state, player, option.timeslot, (option.card,), ())
        return
    stack = state.stack  # (`then`, of one step, as below)
    stack.append(("settle", player, option.timeslot, (option.card,), ()))
    if bonus:
        stack.append(("bonus-attach", player, option.timeslot, option.card))


@step("bonus-attach")
def _bonus_attach(state: GameState, player: int, timeslot: int, card: str) -> None:
    """A card that brings slots (Brand Ambassador) may have them filled in the same action."""
    options = _bonus_options(state, player, timeslot, card)
    if len(options) > 1:
        ask_listed(state, options, "bonus-attach", player, timeslot, card)


def _bonus_options(state: GameState, player: int, timeslot: int, card: str) -> list[Option]:
    kinds = hooks.brings_slots(state, card)
    show = state.players[player].lineup[timeslot]
    options: list[Option] = [DONE]
    if show is None:
        return options
    capacity = show_capacity(state, show)
    current = classes_of(state, [c for c, _ in show.attachments])
    for new in attachable(state, player):
        if state.cards[new].kind in kinds and fits(
            capacity, add(current, hooks.attach_class(state, new))
        ):
            options.append(AddAttachment(new, timeslot))
    return options


def _bonus_prompt(state: GameState, player: int, timeslot: int, card: str) -> str:
    return f"{state.cards[card].name} lets you attach another card to this show now, or done"


@decision(
    "bonus-attach",
    _bonus_options,
    _bonus_prompt,
    help="An effect lets you attach another card to this show now, or choose done.",
    about=1,
)
def _resolve_bonus(state: GameState, option: Option, player: int, timeslot: int, card: str) -> None:
    if isinstance(option, AddAttachment):
        add_or_replace(state, player, option, at_once=True)  # (nothing follows it here)


@step("pass")
def _pass(state: GameState, player: int, bonus: str) -> None:
    if not offer_uses(state, player, "pass", ("pass", player, bonus), ("take-pass", player, bonus)):
        _take_pass(state, player, bonus)


@step("take-pass")
def _take_pass(state: GameState, player: int, bonus: str) -> None:
    """Place a marker in the leftmost free column (or the last one) and take its bonus."""
    seat = state.players[player]
    column = pass_column(state, player)  # (asked once: the bonus and the event both need it)
    cash, viewers = _column_bonus(state, player, column)
    if bonus == "cash":
        seat.cash += cash
    else:
        seat.pass_viewers += viewers
    placed = {
        "column": len(state.pass_track),
        "bonus": bonus,
        "amount": cash if bonus == "cash" else viewers,
        "last": column is None,
    }
    emit_data(state, "pass", player, placed)
    extra, why = pass_progress_cash(state, player)
    if extra:
        seat.cash += extra
        emit(state, "cash", player, amount=extra, why=why)
    state.pass_track.append(player)
    table: CardTable = state.table  # (`hooks.implemented`, read directly)
    if "after_pass" in table.present:
        hooks.after_pass(state, player)


def pass_bonus(state: GameState, player: int) -> tuple[int, int]:
    """(cash, viewers) this player would get for passing now: the column (the last one pays
    cash only), doubled by Preempted Timeslot, then as cards in play change it."""
    return _column_bonus(state, player, pass_column(state, player))


def _column_bonus(state: GameState, player: int, column: tuple[int, int] | None) -> tuple[int, int]:
    """`pass_bonus`, the column the player would pass into found (`pass_column`)."""
    if column is None:
        cash, viewers = state.geometry.last_pass_cash, 0
    else:
        cash, viewers = column
    if state.turn_flags.double_pass:
        cash, viewers = cash * 2, viewers * 2
    table: CardTable = state.table  # (`hooks.implemented`, read directly, as below)
    if "pass_bonus" not in table.present:
        return cash, viewers
    return hooks.pass_bonus(state, player, cash, viewers)


def pass_progress_cash(state: GameState, player: int) -> tuple[int, str]:
    """The cash the player's genre progress adds when they pass, whatever bonus they take
    (Telly's grid: $1M per empty square), and what it is for in words."""
    progress = progress_of(state, player)
    cash = progress.pass_cash(state, player)
    table: CardTable = state.table
    if "progress_cash" in table.present:
        cash = hooks.progress_cash(state, player, cash)
    return cash, progress.pass_cash_words(state, player, cash)


def cancel_by_effect(
    state: GameState, player: int, timeslot: int, reason: str, *after: tuple[object, ...]
) -> None:
    """An effect cancels one of the player's shows: first, on the player's turn, cards usable
    just before a show is canceled (Spinoff) are offered; then the show is canceled and the
    steps `after` run."""
    then(state, ("cancel-by-effect", player, timeslot, reason), *after)


@step("cancel-by-effect")
def _cancel_by_effect(state: GameState, player: int, timeslot: int, reason: str) -> None:
    cancel = ("cancel", player, timeslot, reason)
    if state.phase == "actions" and state.current == player:
        again = ("cancel-by-effect", player, timeslot, reason)
        if not offer_uses(state, player, "cancel", again, cancel):
            _cancel(state, player, timeslot, reason)
    else:
        then(state, cancel)


@step("cancel")
def _cancel(state: GameState, player: int, timeslot: int, reason: str) -> None:
    cancel_show(state, player, timeslot, reason)
