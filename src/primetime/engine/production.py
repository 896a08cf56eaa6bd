"""Producing a show: pay, attach, choose the timeslot, place the marker, advance the genre track."""

from __future__ import annotations

from itertools import combinations
from typing import Final

from ..cards import TIMESLOT_NAMES, ShowCard
from . import hooks
from .board import PENALTY_ROW, TOP_ROW
from .decision import Prompt
from .machine import ask_listed, decision, emit, emit_data, step, then
from .options import DONE, SLOT_WORDS, Done, Option, PickCard, PickTimeslot, Produce, UseCard
from .settling import settle
from .slot_counts import add, covers, fits, with_extra
from .slots import capacity_of, classes_of, printed_slots, room_for, trimmed
from .sources import NO_CARDS, CardTable, remember, remembered
from .state import Attachment, GameState, LineupShow, Production
from .zones import cancel_show, discard, produced_genre, show_card, show_genre


def production_cost(state: GameState, player: int, production: Production) -> int:
    """What producing costs: the printed cost changed by effects (never below 0)."""
    card = show_card(state, production.card)
    return hooks.production_cost(state, player, production, card.cost)


def production_price(state: GameState, player: int, production: Production) -> int:
    """What starting a production takes from the player's cash: its cost plus any fee paid
    with it (Butcher's $3M for optional slots)."""
    return production_cost(state, player, production) + production.fee


def attachable(state: GameState, player: int) -> list[str]:
    """Green room cards that can be attached to shows (stars and ads)."""
    table: CardTable = state.table
    kinds = table.attachable
    found = []
    for card in state.players[player].green_room:  # (a loop: a comprehension is a call)
        if card in kinds:
            found.append(card)
    return found


def prepared(state: GameState, player: int, card_id: str, using: tuple[str, ...]) -> Production:
    """A production of `card_id` as it stands once the cards used from the start are applied."""
    production = Production(player, card_id)
    for card in using:
        hooks.prepare_production(state, player, card, production)
    return production


def pool_classes(state: GameState, player: int) -> tuple[int, int, int]:
    """The slot classes of a player's attachable green room cards (kept while a listing lasts:
    the same for every show of the display)."""
    return attach_pool(state, player)[1]


def attach_pool(state: GameState, player: int) -> tuple[list[str], tuple[int, int, int]]:
    """A player's attachable green room cards and their slot classes (`attachable` and
    `classes_of`, found in one walk of the green room), kept while a listing lasts: a turn's
    produce and Add or Replace options both ask. The list is shared: read it, never change
    it."""
    memo = state.memo  # (`remembered` and `remember` spelled out: every listing asks)
    if memo is not None:
        found: tuple[list[str], tuple[int, int, int]] | None = memo[player].get("pool")
        if found is not None:
            return found
    table: CardTable = state.table
    kinds = table.attachable
    classes = table.classes
    cards = []
    stars = ads = flex = 0
    for card in state.players[player].green_room:  # (a loop: a comprehension is a call)
        if card in kinds:
            cards.append(card)
            kind = classes[card]
            if kind == "star":
                stars += 1
            elif kind == "ad":
                ads += 1
            else:
                flex += 1
    found = (cards, (stars, ads, flex))
    if memo is not None:
        memo[player]["pool"] = found
    return found


def can_produce(state: GameState, player: int, card_id: str, using: tuple[str, ...] = ()) -> bool:
    """Whether a player can pay for a show and fill its required slots from their green room."""
    if not using:
        return _can_produce_plain(state, player, card_id, pool_classes(state, player))
    production = prepared(state, player, card_id, using)
    cost = production_price(state, player, production)
    if cost > state.players[player].cash:
        return False
    if production.ignore_slots:
        return True
    return _can_fill(state, player, card_id, production, cost, using)


def _can_produce_plain(
    state: GameState, player: int, card_id: str, classes: tuple[int, int, int]
) -> bool:
    """`can_produce` using no card from the start: the same answer, with what is the same for
    every show worked out once per listing (`classes`: `pool_classes`, the caller's)."""
    table: CardTable = state.table
    card = table.shows[card_id]  # (`show_card`, read directly)
    required = card.slot_counts[0]  # (`printed_slots`)
    # Where no held card may fill slots (`hooks.implemented`: most games hold none), whether
    # the green room fills the show does not hang on its cost (a cost change changes nothing
    # else of a production: `Effect.production_cost`), so it is asked first: no production is
    # made, nor its cost asked, for about half the shows, which the green room cannot fill.
    fillers = "production_fillers" in table.present
    if not fillers and not covers(required, classes):
        return False
    production = Production(player, card_id)
    cash = state.players[player].cash
    cost = hooks.production_cost(state, player, production, card.cost)  # (`production_cost`)
    if cost > cash:
        return False
    if production.ignore_slots:
        return True
    if production.attachments:  # nothing attached from the start here, but keep the rule whole
        return _can_fill(state, player, card_id, production, cost, ())
    if not fillers:
        return True  # (the slots asked above)
    for kind in hooks.production_fillers(state, player, card_id, cash - cost):
        classes = add(classes, kind)
    return covers(required, classes)


def _can_fill(
    state: GameState,
    player: int,
    card_id: str,
    production: Production,
    cost: int,
    using: tuple[str, ...],
) -> bool:
    """The slot half of `can_produce` for a production already prepared and paid for."""
    # cards attached from the start (Industry Veteran upside down) must fit the slots
    if not fits(_production_capacity(state, production), classes_of(state, production.attachments)):
        return False
    pool = [c for c in attachable(state, player) if c not in using]
    return _fills_required(state, player, production, pool, state.players[player].cash - cost)


def can_still_fill(state: GameState, player: int, production: Production, cash: int) -> bool:
    """Whether the production under way (paid for) could still fill its required slots from the
    green room, and the held cards that fill slots, if the player had `cash` (an extra payment
    that would leave it unfinishable is not offered: Flix's drawback)."""
    return _fills_required(state, player, production, attachable(state, player), cash)


def _fills_required(
    state: GameState, player: int, production: Production, pool: list[str], cash: int
) -> bool:
    if production.ignore_slots or production.optional_slots:
        return True
    required, _ = printed_slots(show_card(state, production.card))
    classes = classes_of(state, pool + production.attachments)
    for kind in hooks.production_fillers(state, player, production.card, cash):
        classes = add(classes, kind)
    return covers(required, classes)


def produce_all(
    state: GameState, player: int, shows: list[str | None], options: list[Option]
) -> None:
    """`produce_options` for each of several shows (a display row; None: an empty space), with
    the per-player part worked out once, added to `options`."""
    if hooks.producing_unchanged(state, player):
        _plain_produce(state, player, shows, options)
        return
    variants = hooks.any_produce_users(state, player)  # (the same for every show: asked once)
    classes = pool_classes(state, player)  # (as this, asked once)
    for card in shows:
        if card is not None:
            _changed_produce(state, player, card, options, classes, variants)


def _plain_produce(
    state: GameState, player: int, shows: list[str | None], options: list[Option]
) -> None:
    """The usual case (`hooks.producing_unchanged`), added to `options`: a show can be produced
    iff its printed cost is paid and the green room fills its required slots."""
    cash = state.players[player].cash
    stars, ads, flex = attach_pool(state, player)[1]  # (`pool_classes`, without its call)
    # (`covers` of each show's required slots, spelled out: the green room's side of it worked
    # out once, not once a show)
    star_room = stars + flex
    ad_room = ads + flex
    room = stars + ads + flex
    table: CardTable = state.table  # (`table_of`, read directly, as below)
    producing = table.producing
    cards = table.shows
    for card_id in shows:
        if card_id is not None:
            card = cards[card_id]
            if card.cost <= cash:
                required_stars, required_ads, required_wild = card.slot_counts[0]
                if (
                    required_stars <= star_room
                    and required_ads <= ad_room
                    and required_stars + required_ads + required_wild <= room
                ):
                    options.append(producing[card_id])


def produce_options(state: GameState, player: int, card_id: str) -> list[Option]:
    """Produce options for one show: plain, and with each combination of cards that may be used
    from the start (e.g. Industry Veteran and Sponsored Content together)."""
    options: list[Option] = []
    if hooks.producing_unchanged(state, player):  # the usual case
        _plain_produce(state, player, [card_id], options)
    else:
        _changed_produce(state, player, card_id, options, pool_classes(state, player))
    return options


def _changed_produce(
    state: GameState,
    player: int,
    card_id: str,
    options: list[Option],
    classes: tuple[int, int, int],
    users: bool = True,
) -> None:
    """`produce_options` of one show where an effect changes producing, added to `options`
    (`classes`: `pool_classes`; `users`: False where `hooks.any_produce_users` says no card
    may be used from the start)."""
    # (`can_produce` using none, without a call)
    if _can_produce_plain(state, player, card_id, classes):
        table: CardTable = state.table  # (`table_of`, read directly)
        options.append(table.producing[card_id])
    if not users:
        return
    variants = hooks.produce_variants(state, player, card_id)
    if variants:
        for size in range(1, len(variants) + 1):
            for using in combinations(variants, size):
                if can_produce(state, player, card_id, using):
                    options.append(Produce(card_id, using))


def start_production(
    state: GameState,
    player: int,
    option: Produce,
    source: str,
    pilot: bool = False,
    at_once: bool = False,
) -> None:
    """Take the show and start producing it: apply cards used from the start (green room cards
    are spent or attached; an executive board stays), then pay for it (unless it is a Pilot
    Season show, already paid for). `at_once`: the caller does nothing more before the steps
    scheduled here run (the attaching then starts at once, where nothing comes first)."""
    seat = state.players[player]
    production = prepared(state, player, option.card, option.using)
    production.pilot = pilot
    genre = show_genre(state, option.card)
    if genre != show_card(state, option.card).genre:  # a genre token on the card
        production.genre = genre
    state.production = production
    for card in option.using:
        emit(state, "use", player, card=card)
        if card not in seat.green_room:  # an executive board in play
            continue
        seat.green_room.remove(card)
        if card not in production.attachments:
            discard(state, player, card)
    if not pilot:
        cost = production_price(state, player, production)
        seat.cash -= cost
        if production.fee:  # (the event names a fee only when there is one)
            emit(
                state,
                "produce-start",
                player,
                card=option.card,
                cost=cost,
                source=source,
                fee=production.fee,
            )
        else:
            started = {"card": option.card, "cost": cost, "source": source}
            emit_data(state, "produce-start", player, started)
    table: CardTable = state.table  # (`hooks.implemented`, read directly)
    if "production_start" not in table.present:
        if at_once and state.pending is None:  # the step run at once: the next one run
            _production_attach(state)
        else:
            state.stack.append(("production-attach",))  # (`then`, of one step)
        return
    state.stack.append(("production-attach",))
    hooks.production_start(state, player, production)  # its steps run before attaching


@step("production-attach")
def _production_attach(state: GameState) -> None:
    production = state.production
    assert production is not None
    options = _attach_options(state, production.player)
    if len(options) == 1 and isinstance(options[0], Done):
        _production_timeslot(state)  # (the step run at once: it would be the next one run)
    else:
        ask_listed(state, options, "production-attach", production.player)


def _production_capacity(
    state: GameState, production: Production, extra_card: str = ""
) -> tuple[int, int, int]:
    card = show_card(state, production.card)
    cards = production.attachments + ([extra_card] if extra_card else [])
    extra = ("star",) * production.extra_star_slots
    return capacity_of(state, card, extra, cards)


def has_room(state: GameState, production: Production, kind: str) -> bool:
    """Whether one more attachment of slot class `kind` fits the show being produced."""
    current = classes_of(state, production.attachments)
    return production.ignore_slots or fits(
        _production_capacity(state, production), add(current, kind)
    )


def _attach_options(state: GameState, player: int) -> list[Option]:
    production = state.production
    assert production is not None
    options: list[Option] = []
    current = classes_of(state, production.attachments)
    ignore_slots = production.ignore_slots
    table: CardTable = state.table  # (`table_of`, read directly)
    picking = table.picking
    classes = table.classes  # (`hooks.attach_class`, read directly)
    brings = table.brings
    moding = table.doing.get("attach_modes", NO_CARDS)  # (the others' `attach_modes`: none)
    pool = attachable(state, player)
    # `_production_capacity` with each card: the slots of what is attached so far, plus those
    # the card brings (worked out once, not card by card; not at all where the green room holds
    # nothing to attach, as for about half of the shows produced)
    capacity = _production_capacity(state, production) if pool else (0, 0, 0)
    for card in pool:
        kind = classes[card]
        if ignore_slots or fits(
            with_extra(capacity, brings[card]) if card in brings else capacity, add(current, kind)
        ):
            options.append(picking[card])
            if card in moding:
                options.extend(hooks.attach_modes(state, player, card))
    options.extend(hooks.use_options(state, player, "produce"))
    required = table.shows[production.card].slot_counts[0]  # (`printed_slots`)
    if ignore_slots or production.optional_slots or covers(required, current):
        options.append(DONE)
    return options


def _attach_prompt(state: GameState, player: int) -> str:
    production = state.production
    assert production is not None
    name = state.cards[production.card].name
    return f"attach stars and ads to {name} (required slots first), or done"


@decision(
    "production-attach",
    _attach_options,
    _attach_prompt,
    help=(
        "Attach stars and ads from your green room to the show you are producing. Required "
        "slots must be filled before you can choose done; optional slots may stay empty. A card "
        "whose condition is not met goes on upside down."
    ),
)
def _resolve_attach(state: GameState, option: Option, player: int) -> None:
    production = state.production
    assert production is not None
    if isinstance(option, Done):
        _production_timeslot(state)  # (the step run at once: it would be the next one run)
        return
    if isinstance(option, UseCard):
        then(state, ("production-attach",))
        hooks.use(state, player, option.card, option, "produce")
        return
    assert isinstance(option, PickCard)
    state.players[player].green_room.remove(option.card)
    production.attachments.append(option.card)
    if not option.mode:  # (mostly) the step run at once: it would be the next one run
        _production_attach(state)
        return
    state.stack.append(("production-attach",))  # (`then`, of one step: the pick's steps first)
    if option.mode == "down":
        production.down += (option.card,)
    hooks.on_pick(state, player, option.card, option.mode)


@step("production-timeslot")
def _production_timeslot(state: GameState) -> None:
    production = state.production
    assert production is not None
    state.pending = ("production-timeslot", production.player)  # (`ask`)


def timeslots_open(state: GameState, player: int) -> list[int]:
    """The timeslots the show `player` is producing may go into (where an effect may keep it
    out of some, kept while a listing lasts: the options and the prompt both ask)."""
    count = len(state.players[player].lineup)
    table: CardTable = state.table  # (`hooks.implemented`, read directly)
    if "timeslot_allowed" not in table.present:  # no card of the game keeps a show out
        return list(range(count))  # (nothing kept: less than the memo's calls)
    found: list[int] | None = remembered(state, player, "timeslots open")
    if found is None:
        production = state.production
        assert production is not None
        card = production.card
        found = [i for i in range(count) if hooks.timeslot_allowed(state, player, card, i)]
        remember(state, player, "timeslots open", found)
    return found


# made once: options are values never changed
_PICK_TIMESLOT: Final = tuple(PickTimeslot(i) for i in range(len(SLOT_WORDS)))


def _timeslot_options(state: GameState, player: int) -> list[Option]:
    options: list[Option] = []
    for i in timeslots_open(state, player):  # (a loop: a comprehension is a call)
        options.append(_PICK_TIMESLOT[i])
    options.extend(hooks.use_options(state, player, "timeslot"))
    return options


# The words of a show's preferred timeslots, by its preference (worked out once a preference:
# a few tuples of constant words, asked at every timeslot prompt)
_PREFERS: Final[dict[tuple[str, ...], str]] = {}


def _prefers_words(timeslots: tuple[str, ...]) -> str:
    words = _PREFERS.get(timeslots)
    if words is None:
        words = " or ".join(TIMESLOT_NAMES[t] for t in timeslots) or "any timeslot"
        _PREFERS[timeslots] = words
    return words


def _timeslot_prompt(state: GameState, options: tuple[Option, ...], player: int) -> Prompt:
    """Worded when first read, from the show card, the lineup's timeslots and the options (the
    open timeslots): values that never change (`decision.Prompt`)."""
    production = state.production
    assert production is not None
    table: CardTable = state.table  # (`show_card`, read directly)
    return _timeslot_words, (table.shows[production.card], state.geometry.timeslots, options)


def _timeslot_words(card: ShowCard, timeslots: tuple[str, ...], options: tuple[Option, ...]) -> str:
    prefers = _prefers_words(card.timeslots)
    open_slots: set[int] = set()  # a Kids show: not Primetime, Late Night
    for option in options:
        if isinstance(option, PickTimeslot):
            open_slots.add(option.timeslot)
    shut: list[str] = []
    i = 0
    for word in timeslots:  # (a loop: a comprehension is a call)
        if i not in open_slots:
            shut.append(TIMESLOT_NAMES[word])
        i += 1
    if shut:
        prefers += f", not {' or '.join(shut)}"
    return f"choose a timeslot for {card.name} (prefers {prefers}); the show there is canceled"


@decision(
    "production-timeslot",
    _timeslot_options,
    "",
    worded=_timeslot_prompt,
    help=(
        "Choose where the new show airs. The show already there is canceled (to your reruns). "
        "Outside its preferred timeslot a show starts on its 3rd season row (the penalty)."
    ),
)
def _resolve_timeslot(state: GameState, option: Option, player: int) -> None:
    production = state.production
    assert production is not None
    if isinstance(option, UseCard):
        then(state, ("production-timeslot",))
        hooks.use(state, player, option.card, option, "timeslot")
        return
    assert isinstance(option, PickTimeslot)
    production.timeslot = option.timeslot
    place_show(state, production)


def starts_on_top(state: GameState, player: int, production: Production, timeslot: int) -> bool:
    """Whether the marker goes on the top row: preferred timeslot, no preference, or an effect."""
    if production.no_penalty:
        return True
    table: CardTable = state.table  # (`hooks.implemented` and `show_card`, read directly)
    if "forces_penalty" in table.present and hooks.forces_penalty(
        state, player, production, timeslot
    ):
        return False
    card = table.shows[production.card]
    if card.prefers(state.geometry.timeslots[timeslot]):  # (`Geometry.word`, read directly)
        return True
    return hooks.no_penalty(state, player, production, timeslot)


def place_show(state: GameState, production: Production) -> None:
    """Cancel the show in the chosen timeslot, put the new one there, settle its attachments."""
    player = production.player
    timeslot = production.timeslot
    seat = state.players[player]
    if seat.lineup[timeslot] is not None:
        cancel_show(state, player, timeslot, "replaced")
    table: CardTable = state.table  # (`show_card`, read directly)
    card = table.shows[production.card]
    row = TOP_ROW if starts_on_top(state, player, production, timeslot) else PENALTY_ROW
    genre = produced_genre(state, production)
    attachments = production.attachments
    attached: list[Attachment] = []
    for c in attachments:  # (a loop: a comprehension is a call)
        attached.append((c, True))
    show = LineupShow(card.id, row, genre, tuple(attached))
    extra = _extra_slots_kept(state, production, show)
    if extra:  # (mostly none: nothing to trim)
        # e.g. room a card bringing slots (Brand Ambassador) made moot
        show = trimmed(state, show.with_extra_slots(extra))
    seat.lineup[timeslot] = show
    state.production = None
    produced = {
        "card": card.id,
        "timeslot": timeslot,
        "row": row,
        "attachments": attachments[:],
    }
    emit_data(state, "produce", player, produced)
    state.stack.append(("genre-advance", player, genre, True))  # (`then`: after the settling)
    new = tuple(attachments)
    if state.pending is None:  # (the one caller, `_resolve_timeslot`, does nothing after it)
        # the settling run at once: it would be the next step run
        settle(state, player, timeslot, new, production.down)
    else:
        state.stack.append(("settle", player, timeslot, new, production.down))


def _extra_slots_kept(
    state: GameState, production: Production, show: LineupShow
) -> tuple[str, ...]:
    """Slots an effect added while producing stay as long as cards fill them: just enough to hold
    the attachments (stars for extra star slots; when slots were ignored, a slot of its own type
    for each card beyond the show's slots, never a wild slot)."""
    if not production.ignore_slots and not production.extra_star_slots:
        return ()  # (mostly: no card, no list of them)
    card = show_card(state, production.card)
    cards = [c for c, _ in show.attachments]
    if production.ignore_slots:
        return room_for(state, card, (), cards)
    classes = classes_of(state, cards)
    extra: tuple[str, ...] = ()
    while not fits(capacity_of(state, card, extra, cards), classes):
        extra += ("star",)
    return extra
