"""Beeb (complexity 3): a rondel of 5 spaces around START, clockwise from the top: Sign a Star,
Sign an Ad, Produce a Show (the pass icon), Take a Network Card, Add or Replace (RULINGS 7.2).

At the start of your first turn of a round you move your marker from START to any space; at the
start of every later turn you move it 1-2 spaces clockwise, or 3, 4 or 5 for $1M per space
beyond 2 (5: back to the same space). Where you land you may take the space's action and/or its
bonus action, in either order, or neither (and end your turn). Bonus actions, not actions:
- Sign a Star: pay $1M to add a star from the deck to the display (even if none is there);
- Sign an Ad: discard an ad from your lineup or green room for cash equal to its visible income
  (an ad in the green room: its upright income; RULINGS 7.4);
- Produce a Show: pass (the pass bonus as normal), the marker back to START; this is the only
  way you pass, and the turn's action may still follow it (RULINGS 7.4);
- Take a Network Card: add a network card from the deck to the display, then discard one from the
  display (only if one is there);
- Add or Replace: another Add or Replace.
An extra action (Talent Agency, an anomaly) may be any action, wherever the marker is, and brings
no bonus action; cards used beside the action (On-Set Accommodations, Page to Screen) work on
any space.

The rondel lives on the board (`board_of`): `space` (an index of SPACES, or START), and for the
turn being played `acted` (the space's action taken) and `bonus` (the bonus action taken).
"""

from __future__ import annotations

from ....cards import AdCard, CardSet, ExecutiveCard
from ...actions import add_or_replace, has_passed, pass_options
from ...attach_listing import attach_options
from ...effect import register
from ...effects.base import card_choice
from ...machine import emit, then
from ...options import (
    AddAttachment,
    BonusAction,
    EndTurn,
    FreePass,
    MoveRondel,
    Option,
    Pass,
    PickCard,
    Produce,
    SignAd,
    SignStar,
    TakeNetwork,
)
from ...scoring import attachment_values
from ...slots import detached
from ...state import GameState
from ...zones import can_draw, discard, display_cards, draw_steps, take_from_display
from .base import Board, Executive, board_of, value

# The spaces clockwise from the top, named by the action they allow.
SPACES = ("sign-star", "sign-ad", "produce", "take-network", "attach")
START = -1
PRODUCE = SPACES.index("produce")
ACTIONS: dict[str, type[Option]] = {
    "sign-star": SignStar,
    "sign-ad": SignAd,
    "produce": Produce,
    "take-network": TakeNetwork,
    "attach": AddAttachment,
}
NAMES = {
    "sign-star": "Sign a Star",
    "sign-ad": "Sign an Ad",
    "produce": "Produce a Show",
    "take-network": "Take a Network Card",
    "attach": "Add or Replace",
}
BONUSES = {
    "sign-star": "pay to add a star from the deck to the display",
    "sign-ad": "discard an ad from your lineup or green room for its income",
    "produce": "pass, your marker going back to START",
    "take-network": "add a network card to the display, then discard one from it",
    "attach": "another Add or Replace",
}


def space_of(state: GameState, player: int) -> int:
    """The index in SPACES of the player's rondel marker, or START."""
    return int(board_of(state, player)["space"])


def moves(state: GameState, player: int, card: str) -> list[MoveRondel]:
    """Where the marker may go this turn and what it costs: from START anywhere for free; else
    1 to `max_moves` spaces clockwise, `move_cost` per space beyond `free_moves`, if affordable."""
    at = space_of(state, player)
    if at == START:
        return [MoveRondel(space) for space in SPACES]
    free, most = value(state, card, "free_moves"), value(state, card, "max_moves")
    each, cash = value(state, card, "move_cost"), state.players[player].cash
    options = []
    for distance in range(1, most + 1):
        cost = max(0, distance - free) * each
        if cost <= cash:
            options.append(MoveRondel(SPACES[(at + distance) % len(SPACES)], cost))
    return options


def visible_ads(state: GameState, player: int) -> list[tuple[str, int]]:
    """The ads of the player's lineup and green room, with the income each shows."""
    seat = state.players[player]
    found = []
    for _, show in seat.shows():
        for attached, upright in show.attachments:
            if state.cards[attached].kind == "ad":
                found.append((attached, attachment_values(state, attached, upright)[1]))
    for held in seat.green_room:
        data = state.cards[held]
        if isinstance(data, AdCard):
            found.append((held, data.income))
    return found


@register
class Beeb(Executive):
    id = "beeb"
    use_points = ("turn",)

    def board(self, state: GameState, player: int, card: str) -> Board:
        return {"space": START, "acted": False, "bonus": False}

    # -- moving at the start of the turn -------------------------------------------------------

    def turn_start(self, state: GameState, player: int, card: str) -> None:
        board = board_of(state, player)
        board["acted"] = board["bonus"] = False
        card_choice(state, player, card, "move")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> list[Option]:
        if stage == "move":
            return list(moves(state, player, card))
        if stage == "network":
            return [PickCard(c) for c in display_cards(state, "network")]
        return list(attach_options(state, player))  # "attach": the second Add or Replace

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> str:
        if stage == "move":
            # passing is only Produce's bonus: a Beeb ending every turn elsewhere never passes
            passing = f"you pass only on {NAMES['produce']}"
            if space_of(state, player) == START:
                return f"Beeb: move your rondel marker from START to any space ({passing})"
            free, most = value(state, card, "free_moves"), value(state, card, "max_moves")
            each = value(state, card, "move_cost")
            return (
                f"Beeb: move your rondel marker 1-{free} spaces clockwise, or pay ${each}M a space"
                f" beyond {free} (up to {most}: the same space again); {passing}"
            )
        if stage == "network":
            return "Beeb's bonus: discard a network card from the display"
        return "Beeb's bonus: take another Add or Replace"

    def on_choice(
        self,
        state: GameState,
        player: int,
        card: str,
        option: Option,
        stage: str,
        *context: object,
    ) -> None:
        if stage == "move":
            assert isinstance(option, MoveRondel)
            state.players[player].cash -= option.cost
            board_of(state, player)["space"] = SPACES.index(option.space)
            name = NAMES[option.space]
            emit(state, "rondel", player, space=option.space, name=name, cost=option.cost)
        elif stage == "network":
            assert isinstance(option, PickCard)
            take_from_display(state, "network", option.card)
            discard(state, player, option.card)
        else:
            assert isinstance(option, AddAttachment)
            add_or_replace(state, player, option)

    # -- the space's action --------------------------------------------------------------------

    def filter_actions(
        self, state: GameState, player: int, card: str, options: list[Option]
    ) -> list[Option]:
        board = board_of(state, player)
        kept = [o for o in options if not isinstance(o, Pass)]  # passing is the Produce bonus
        if has_passed(state, player):  # passed on the Produce space, its action still to take
            kept = [] if board["acted"] else [o for o in kept if isinstance(o, Produce)]
        elif board["space"] != START and not board["acted"] and state.actions_left <= 1:
            # the turn's own action is the space's; an extra action may be any
            action = ACTIONS[SPACES[board["space"]]]
            kept = [o for o in kept if isinstance(o, action)]
        return kept + [EndTurn()]  # the action is optional

    def limit_words(self, state: GameState, player: int, card: str) -> str:
        board = board_of(state, player)
        if has_passed(state, player):
            return "you passed on the Produce a Show space: only a production is left"
        return f"your rondel marker is on {NAMES[SPACES[board['space']]]}"

    def after_action(self, state: GameState, player: int, card: str, option: Option) -> None:
        board = board_of(state, player)
        at = board["space"]
        if at == START and has_passed(state, player):
            at = PRODUCE
        if at != START and isinstance(option, ACTIONS[SPACES[at]]):
            board["acted"] = True

    # -- the bonus action ----------------------------------------------------------------------

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        board = board_of(state, player)
        if board["bonus"] or board["space"] == START:
            return []
        if has_passed(state, player) or state.current != player:
            return []
        space = SPACES[board["space"]]
        if space == "sign-star":
            cost = value(state, card, "star_bonus_cost")
            if state.players[player].cash >= cost and can_draw(state, "star"):
                return [BonusAction(card, space)]
        elif space == "sign-ad":
            return [BonusAction(card, space, ad) for ad, _ in visible_ads(state, player)]
        elif space == "produce":
            return [FreePass(o.bonus) for o in pass_options(state, player)]
        elif space == "take-network":
            if display_cards(state, "network") and can_draw(state, "network"):
                return [BonusAction(card, space)]
        elif attach_options(state, player):
            return [BonusAction(card, space)]
        return []

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        assert isinstance(option, BonusAction)
        board_of(state, player)["bonus"] = True
        seat = state.players[player]
        name = NAMES[option.space]
        emit(state, "rondel-bonus", player, space=option.space, name=name, card=option.target)
        if option.space == "sign-star":
            seat.cash -= value(state, card, "star_bonus_cost")
            then(state, *draw_steps(state, "star", 1, ("display", "star")))
        elif option.space == "sign-ad":
            income = dict(visible_ads(state, player))[option.target]
            if option.target in seat.green_room:
                seat.green_room.remove(option.target)
            else:
                for timeslot, show in seat.shows():
                    if any(c == option.target for c, _ in show.attachments):
                        seat.lineup[timeslot] = detached(state, show, option.target)
                        break
            discard(state, player, option.target)
            seat.cash += income
            emit(
                state,
                "cash",
                player,
                amount=income,
                why=f"discarding {state.cards[option.target].name}",
            )
        elif option.space == "take-network":
            then(
                state,
                *draw_steps(state, "network", 1, ("display", "network")),
                ("card-choice-step", player, card, "network"),
            )
        else:
            card_choice(state, player, card, "attach")

    def acts_after_pass(self, state: GameState, player: int, card: str) -> bool:
        return state.current == player and not board_of(state, player)["acted"]  # then produce

    def after_pass(self, state: GameState, player: int, card: str) -> None:
        board = board_of(state, player)
        board["space"] = START
        board["bonus"] = True

    # -- interfaces ----------------------------------------------------------------------------

    def option_space(self, cards: CardSet, card: str) -> list[Option]:
        data = cards[card]
        assert isinstance(data, ExecutiveCard)
        most = data.value("max_moves") - data.value("free_moves")
        costs = [0] + [data.value("move_cost") * n for n in range(1, most + 1)]
        options: list[Option] = [MoveRondel(s, c) for s in SPACES for c in costs]
        options += [BonusAction(card, s) for s in ("sign-star", "take-network", "attach")]
        ads = sorted(c for c in cards.cards if cards[c].kind == "ad")
        options += [BonusAction(card, "sign-ad", ad) for ad in ads]
        return options

    def status(self, state: GameState, player: int, card: str) -> str:
        at = space_of(state, player)
        if at == START:
            where = "START (passed)" if has_passed(state, player) else "START"
        else:
            where = NAMES[SPACES[at]]
        reach = ", ".join(
            f"{NAMES[m.space]}{' again' if SPACES.index(m.space) == at else ''} "
            f"({'$' + str(m.cost) + 'M' if m.cost else 'free'})"
            for m in moves(state, player, card)
        )
        if has_passed(state, player):
            return f"rondel at {where}"
        return f"rondel at {where}; next turn: {reach}"
