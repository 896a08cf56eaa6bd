"""The sides of cards just attached to a show on the air: their conditions checked with
everything on the show (`sides.settled_side`), the questions a card in play may ask first (a
superstar), a side the player may choose (an effect they may ignore), promos paid for or turned,
then each card's on-attach effect in the order attached. `production.place_show` and every Add
or Replace schedule it (`("settle", ...)`)."""

from __future__ import annotations

from ..cards import AdCard
from . import hooks
from .machine import ask, decision, emit, emit_data, step, then, then_all
from .options import Option, PayPromo, PickCard
from .sides import FREE_PROMO, IGNORE, PROMO, Side, settled_side
from .sources import NO_CARDS, CardTable, table_of
from .state import GameState


@step("settle")
def settle(
    state: GameState, player: int, timeslot: int, new: tuple[str, ...], down: tuple[str, ...]
) -> None:
    """Cards were attached: effects in play may ask first (a superstar), then their sides."""
    table: CardTable = state.table  # (`hooks.implemented`, read directly: every attach)
    if "settling" not in table.present:
        # no card of this game asks first: the sides at once, as the step would run next
        _settle_sides(state, player, timeslot, new, down)
        return
    then(state, ("settle-sides", player, timeslot, new, down))
    hooks.settling(state, player, timeslot, new)


@step("settle-sides")
def _settle_sides(
    state: GameState, player: int, timeslot: int, new: tuple[str, ...], down: tuple[str, ...]
) -> None:
    """Settle the sides of newly attached cards, their conditions checked with everything on the
    show (`sides.settled_side`); ask about promos; then resolve their on-attach effects in the
    order attached."""
    if not new:  # a show produced with nothing attached: nothing to settle
        return
    show = state.players[player].lineup[timeslot]
    assert show is not None
    cards = state.cards
    first: Side | None = None
    if len(new) == 1:  # one card attached (an Add or Replace, mostly)
        card_id = new[0]
        if cards[card_id].kind == "show":  # a show attached as a star: no condition, no effect
            return
        first = settled_side(state, player, card_id, show, timeslot, card_id in down)
        if not first.asks:
            # nothing asked about it: its side, then its on-attach effect at once, as the step
            # would run next (turning it upside down schedules nothing)
            if not first.upright:
                set_side(state, player, timeslot, card_id, False, "condition")
            _on_attach(state, player, timeslot, card_id)
            return
    sides: dict[str, bool] = {}
    promos: list[tuple[str, bool]] = []  # (promo, free: an effect lets it go upright unpaid)
    choices: list[str] = []  # stars an effect lets go rightside up: the player may choose
    for card_id in new:
        if cards[card_id].kind == "show":  # a show attached as a star: no condition, no effect
            continue
        side = (
            first
            if first is not None  # (the one card's, found above)
            else settled_side(state, player, card_id, show, timeslot, card_id in down)
        )
        if side.asks in (PROMO, FREE_PROMO):
            promos.append((card_id, side.asks == FREE_PROMO))
            continue
        if side.asks == IGNORE:  # "you may ignore" the condition: the player chooses
            choices.append(card_id)
        sides[card_id] = side.upright
    for card_id, upright in sides.items():
        if not upright:
            set_side(state, player, timeslot, card_id, False, "condition")
    # (loops, not comprehensions: each of those is a function called, mostly for no step)
    frames: list[tuple[object, ...]] = []
    for card_id in choices:
        frames.append(("attach-side", player, timeslot, card_id))
    for card_id, free in promos:
        frames.append(("promo", player, timeslot, card_id, free))
    for card_id in new:
        if cards[card_id].kind != "show":
            frames.append(("on-attach", player, timeslot, card_id))
    then_all(state, frames)


def set_side(
    state: GameState, player: int, timeslot: int, card: str, upright: bool, why: str
) -> None:
    """Turn an attachment rightside up or upside down (`why`: "condition", "promo", "effect").
    Where a card in play lets the player ignore an effect that would rotate it upside down
    (a superstar, Director Everyone Wants to Work With), the player is asked instead."""
    if not upright and why == "effect" and hooks.keeps_upright(state, player, card, timeslot):
        then(state, ("attach-side", player, timeslot, card, why))
        return
    _rotate(state, player, timeslot, card, upright, why)


def _rotate(
    state: GameState, player: int, timeslot: int, card: str, upright: bool, why: str
) -> None:
    seat = state.players[player]
    show = seat.lineup[timeslot]
    assert show is not None
    attachments = show.attachments
    for i, (c, _) in enumerate(attachments):
        if c == card:
            rotated = attachments[:i] + ((c, upright),) + attachments[i + 1 :]
            seat.lineup[timeslot] = show.with_attachments(rotated)
            turned = {"card": card, "timeslot": timeslot, "upright": upright, "why": why}
            emit_data(state, "rotate", player, turned)
            return


@step("attach-side")
def _attach_side(
    state: GameState, player: int, timeslot: int, card: str, why: str = "condition"
) -> None:
    """Ask whether to ignore what would put `card` upside down: its failed condition, or (`why`
    "effect") an effect."""
    show = state.players[player].lineup[timeslot]
    if show is not None and any(c == card for c, _ in show.attachments):
        ask(state, "attach-side", player, timeslot, card, *((why,) if why != "condition" else ()))


def _side_options(
    state: GameState, player: int, timeslot: int, card: str, why: str = "condition"
) -> list[Option]:
    table = table_of(state)
    return [table.picking[card], table.picking_down[card]]


def _side_prompt(
    state: GameState, player: int, timeslot: int, card: str, why: str = "condition"
) -> str:
    name = state.cards[card].name
    if why == "effect":
        what = f"An effect would rotate {name} upside down"
    else:
        what = f"{name}'s condition is not met"
    return f"{what}, but you may ignore it: keep it rightside up, or not"


@decision(
    "attach-side",
    _side_options,
    _side_prompt,
    help=(
        "A card in play lets you ignore what would put this card upside down (its condition "
        "not met, or an effect): keep it rightside up, or let it go upside down (its gray side: "
        "fewer viewers, often no expenses)."
    ),
    about=1,
)
def _resolve_side(
    state: GameState,
    option: Option,
    player: int,
    timeslot: int,
    card: str,
    why: str = "condition",
) -> None:
    assert isinstance(option, PickCard)
    if option.mode == "down":
        _rotate(state, player, timeslot, card, False, why)


@step("promo")
def _promo(state: GameState, player: int, timeslot: int, card: str, free: bool = False) -> None:
    show = state.players[player].lineup[timeslot]
    if show is None or all(c != card for c, _ in show.attachments):
        return
    if free or promo_payable(state, player, card):
        ask(state, "promo", player, timeslot, card, free)
    else:
        set_side(state, player, timeslot, card, False, "promo")


def promo_payable(state: GameState, player: int, card: str, paid: tuple[str, ...] = ()) -> bool:
    """Whether the player has the cash to keep a promo rightside up (having paid for each of the
    promos `paid`, asked before it, that they could pay for): else it goes upside down without a
    question."""
    ad = state.cards[card]
    assert isinstance(ad, AdCard)
    cash = state.players[player].cash
    for other in paid:
        first = state.cards[other]
        assert isinstance(first, AdCard)
        if cash >= first.promo_cost:
            cash -= first.promo_cost
    return cash >= ad.promo_cost


def _promo_options(
    state: GameState, player: int, timeslot: int, card: str, free: bool = False
) -> list[Option]:
    return [PayPromo(card, True), PayPromo(card, False)]


def _promo_prompt(
    state: GameState, player: int, timeslot: int, card: str, free: bool = False
) -> str:
    ad = state.cards[card]
    assert isinstance(ad, AdCard)
    if free:
        return f"keep {ad.name} rightside up without paying (an effect allows it), or rotate it"
    return f"pay ${ad.promo_cost}M to keep {ad.name} rightside up, or rotate it (income only)"


@decision(
    "promo",
    _promo_options,
    _promo_prompt,
    help=(
        "A promo ad: pay its cost to keep it rightside up (viewers and income), or rotate it "
        "(income only)."
    ),
    about=1,
)
def _resolve_promo(
    state: GameState, option: Option, player: int, timeslot: int, card: str, free: bool = False
) -> None:
    assert isinstance(option, PayPromo)
    ad = state.cards[card]
    assert isinstance(ad, AdCard)
    if option.pay and free:
        emit(state, "promo-free", player, card=card)
    elif option.pay:
        state.players[player].cash -= ad.promo_cost
        emit(state, "promo-paid", player, card=card, cost=ad.promo_cost)
    else:
        set_side(state, player, timeslot, card, False, "promo")


@step("on-attach")
def _on_attach(state: GameState, player: int, timeslot: int, card: str) -> None:
    show = state.players[player].lineup[timeslot]
    table: CardTable = state.table  # (`table_of`, read directly: every card attached)
    doing = table.doing.get("on_attach", NO_CARDS)
    if show is not None and (card in doing or show.card in doing):  # (else none acts)
        for attached, _ in show.attachments:  # (a loop, not any() of a generator)
            if attached == card:
                hooks.on_attach(state, player, card, timeslot)
                return
