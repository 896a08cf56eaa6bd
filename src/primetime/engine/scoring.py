"""Counting: show viewers, upkeep, round scores and the final result with every bonus itemised."""

from __future__ import annotations

from typing import Any, Final

from . import hooks
from .board import VIEWERS_PER_CASH
from .effect import effect_of
from .modules import modules_of
from .progress import progress_of
from .results import (
    CARD,
    CASH,
    GENRES,
    NETWORK,
    PASSING,
    RERUNS,
    ROW,
    SHOW,
    WHY,
    GameResult,
    PlayerResult,
    ScoreItem,
    score_item,
    total,
)
from .sources import CardTable
from .state import SUPERSTAR, GameState, LineupShow

# A part of a score item's viewers as the score event records it: the fields of a `ScorePart`
# in a list (made so at once, where a `ScorePart` made and copied into a list cost two objects
# and a Python call: a few times a show scored)
Part = list[Any]


def attachment_values(state: GameState, card_id: str, upright: bool) -> tuple[int, int, int]:
    """(viewers, income, expenses) an attachment shows on the side it is turned to (printed on
    the card: `side_values`, kept per card set)."""
    table: CardTable = state.table
    return (table.upright if upright else table.down)[card_id]


def attached_values(
    state: GameState, show: LineupShow, card_id: str, upright: bool
) -> tuple[int, int, int]:
    """(viewers, income, expenses) an attachment of `show` gives: its visible side, or for a
    show attached as a star (Voice of a Generation) its row level with the host's marker and
    its expenses; a superstar has no expenses."""
    table: CardTable = state.table
    card = table.shows.get(card_id)
    if card is not None:
        return card.rows[min(show.row, len(card.rows) - 1)], 0, card.expenses
    values = (table.upright if upright else table.down)[card_id]  # (`attachment_values`)
    if show.tokens and show.token_on(card_id) == SUPERSTAR:  # the token covers its expenses
        return values[0], values[1], 0
    return values


def show_viewers(state: GameState, player: int, timeslot: int, show: LineupShow) -> int:
    """Viewers a show scores now: its current row, its attachments and effects."""
    table: CardTable = state.table
    shows = table.shows
    total = shows[show.card].rows[show.row]
    for attached, upright in show.attachments:
        if attached in shows:  # a show attached as a star
            total += attached_values(state, show, attached, upright)[0]
        else:  # (`attached_values` spelled out: a token changes no viewers; every show valued)
            total += (table.upright if upright else table.down)[attached][0]
    return total + hooks.show_viewers(state, player, timeslot, show)


def income_and_expenses(state: GameState, player: int) -> tuple[int, int]:
    """Income and expenses of the cards in a lineup (the green room does not count)."""
    table: CardTable = state.table
    shows = table.shows
    income = expenses = 0
    for show in state.players[player].lineup:
        if show is None:
            continue
        expenses += shows[show.card].expenses
        for attached, upright in show.attachments:
            if attached in shows or show.tokens:  # a show attached as a star, or a token on
                _, plus, minus = attached_values(state, show, attached, upright)
            else:  # (`attached_values` spelled out: most attachments, every upkeep)
                _, plus, minus = (table.upright if upright else table.down)[attached]
            income += plus
            expenses += minus
    return income, expenses


def lineup_expenses(state: GameState, player: int) -> int:
    """Every expense of a lineup, nothing ignored: the printed ones plus what effects add
    (Cheapo's surcharge)."""
    return income_and_expenses(state, player)[1] + hooks.added_expenses(state, player)


def upkeep_net(state: GameState, player: int) -> int:
    """Income minus expenses of the lineup (with the expenses effects add), after effects:
    gained if positive, paid if negative."""
    income, expenses = income_and_expenses(state, player)
    table: CardTable = state.table  # (`hooks.implemented`, read directly: every upkeep)
    present = table.present
    net = income - expenses
    if "added_expenses" in present:
        net -= hooks.added_expenses(state, player)
    return hooks.upkeep(state, player, net) if "upkeep" in present else net


def round_items(state: GameState, player: int) -> list[ScoreItem]:
    """This round's score, itemised: each show, the pass track, viewers effects banked this
    round, and what cards in play and genre progress add (a mogul's, an executive's)."""
    return _round_items(state, player, None)


def scored_round(state: GameState, player: int) -> tuple[list[ScoreItem], list[list[Part]]]:
    """`round_items` and each item's parts (`item_parts`), each show's viewers worked out once:
    the sum of its parts."""
    parts: list[list[Part]] = []
    items = _round_items(state, player, parts)
    for item in items[len(parts) :]:  # (the shows' items come first)
        parts.append(item_parts(state, player, item))
    return items, parts


def _round_items(state: GameState, player: int, shows: list[list[Part]] | None) -> list[ScoreItem]:
    """`round_items`; with `shows`, the parts of each show's item are put there."""
    seat = state.players[player]
    items = []
    for timeslot, show in enumerate(seat.lineup):
        if show is None:
            continue
        if shows is None:
            viewers = show_viewers(state, player, timeslot, show)
        else:
            parts = show_parts(state, player, timeslot, show)
            shows.append(parts)
            viewers = 0
            for part in parts:
                viewers += part[3]  # (`ScorePart.viewers`)
        items.append(score_item(SHOW, show.card, viewers))
    if seat.pass_viewers:
        items.append(score_item(PASSING, "pass-track", seat.pass_viewers))
    items += seat.banked
    table: CardTable = state.table  # (`hooks.implemented`, read directly)
    if "round_items" in table.present:
        items += hooks.round_items(state, player)
    items += progress_of(state, player).round_items(state, player)
    return items


def show_parts(state: GameState, player: int, timeslot: int, show: LineupShow) -> list[Part]:
    """Where a show's viewers come from, adding up to `show_viewers`: its timeslot and season
    row, then each card that gives it viewers (an attachment, with what its effect adds; an
    effect in play, an executive's; the show's own effect)."""
    table: CardTable = state.table  # (`show_card` and `hooks.implemented`, read directly)
    row = show.row
    word = state.geometry.timeslots[timeslot]  # (`Geometry.word`, read directly)
    parts: list[Part] = [[ROW, word, row, table.shows[show.card].rows[row]]]
    for attached, upright in show.attachments:  # (a card is attached once: a part each)
        viewers = attached_values(state, show, attached, upright)[0]
        if viewers:
            parts.append([CARD, attached, 0, viewers])
    if "show_viewers" not in table.present:
        return parts
    given = hooks.show_viewer_sources(state, player, timeslot, show)
    if not given:
        return parts
    for source, extra in given:
        _add_viewers(parts, source, extra)
    kept = [parts[0]]  # what effects take away may leave a card's part none: left out
    for index in range(1, len(parts)):
        if parts[index][3]:
            kept.append(parts[index])
    return kept


def _add_viewers(parts: list[Part], source: str, viewers: int) -> None:
    """Add what a card gives a show to the card's part (made at the end if it has none)."""
    for index in range(1, len(parts)):  # (after the season row's part)
        part = parts[index]
        if part[1] == source:
            part[3] += viewers
            return
    parts.append([CARD, source, 0, viewers])


def item_parts(state: GameState, player: int, item: ScoreItem) -> list[Part]:
    """One round score item's parts (see `ScorePart`): a show's breakdown, or what a card's or
    the genre progress's item counts; none for the pass track (its name says it)."""
    if item.category == SHOW:
        for timeslot, show in enumerate(state.players[player].lineup):
            if show is not None and show.card == item.source:
                return show_parts(state, player, timeslot, show)
        return []
    words = ""
    if item.source in state.cards:
        effect = effect_of(state, item.source)
        if effect is not None:
            words = effect.item_words(state, player, item.source, item.viewers)
    elif item.category == GENRES:
        words = progress_of(state, player).item_words(state, player, item)
    return [[WHY, words, 0, item.viewers]] if words else []


def round_score(items: list[ScoreItem]) -> int:
    """A round's score from its items: never below 0."""
    return max(0, total(items))


# The cash's end-game item by the viewers it counts, made once each: items are never changed,
# and a bot's estimate counts the final items for every option it values.
_CASH_ITEMS: Final[dict[int, ScoreItem]] = {}


def final_items(state: GameState, player: int) -> list[ScoreItem]:
    """The end-game bonuses, itemised: genres, reruns, Game End cards (and with Megacorp the
    rest of the "Network, Moguls & Execs" row), and cash."""
    seat = state.players[player]
    items = progress_of(state, player).final_items(state, player)
    for card in seat.reruns:  # (a loop: a comprehension is a function called)
        items.append(hooks.rerun_item(state, player, card))
    items += hooks.final_items(state, player)
    viewers = seat.cash // VIEWERS_PER_CASH
    cash = _CASH_ITEMS.get(viewers)
    if cash is None:
        cash = _CASH_ITEMS[viewers] = score_item(CASH, "cash", viewers)
    items.append(cash)
    return hooks.adjust_final(state, player, items)


def final_result(state: GameState) -> GameResult:
    """Round scores plus the end-game items of every player, and who won."""
    results: list[PlayerResult] = []
    for index, seat in enumerate(state.players):
        items = final_items(state, index)
        network_cards = [(i.source, i.viewers) for i in items if i.category == NETWORK]
        results.append(
            PlayerResult(
                seat.name,
                list(seat.round_scores),
                total(items, GENRES),
                total(items, RERUNS),
                total(items, NETWORK),
                total(items, CASH),
                sum(seat.round_scores) + total(items),
                network_cards,
                items=items,
            )
        )
    best = max(r.total for r in results)
    winners = [i for i, r in enumerate(results) if r.total == best]
    for i in winners:
        results[i].winner = True
    result = GameResult(results, winners)
    for active in modules_of(state.config):
        active.finish(state, result)
    return result
