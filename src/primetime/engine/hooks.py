"""The hook points where effects plug into the rules.

The engine calls these functions at fixed points of the rules; each asks the effects in play
(`sources.in_play`: executive board, face-up moguls, green-room network cards, lineup shows and
their attachments, module parts, in that order) and combines their answers. Each docstring says
which zones it asks when it is not all of them. The effects themselves are in `engine/effect.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .effect import EFFECTS, USE_POINTS, Effect, effect_of, register, use_hook
from .options import Option
from .results import RERUNS, ScoreItem, score_item
from .sources import (
    ATTACHMENT,
    EXECUTIVE,
    NO_CARDS,
    PART,
    PRODUCING_HOOKS,
    SHOW,
    CardTable,
    Source,
    green_room_doing,
    holds_none,
    in_play,
    remember,
    remembered,
    table_of,
)

if TYPE_CHECKING:
    from .state import GameState, LineupShow, Production

__all__ = ["EFFECTS", "USE_POINTS", "Effect", "effect_of", "register"]

# The hook name of each use point's effects (`Effect.use_points`), made once.
USE_HOOKS: Final = {point: use_hook(point) for point in USE_POINTS}
_HELD: Final = frozenset({SHOW, ATTACHMENT})  # zones on the lineup, as opposed to held cards


def implemented(state: GameState, hook: str) -> bool:
    """Whether any card of this game implements `hook` (else asking the effects in play for it
    finds none, and a step that only asks them does nothing)."""
    table: CardTable = state.table
    return hook in table.present


def on_gain(state: GameState, player: int, card: str) -> None:
    """A card was gained (an Immediate card resolves): that card's own effect."""
    effect = effect_of(state, card)
    if effect is not None:
        effect.on_gain(state, player, card)


def use_options(state: GameState, player: int, point: str) -> list[Option]:
    """Every use `player` may make of a card in play at `point` (attachments offer none): only
    the effects that offer uses there are asked (`Effect.use_points`)."""
    hook = USE_HOOKS[point]
    if holds_none(state, player, hook):  # (every turn asks twice, mostly of such a player)
        return []
    options: list[Option] = []
    for source in in_play(state, player, hook):
        if source.zone != ATTACHMENT:
            options.extend(source.effect.use_options(state, player, source.card, point))
    return options


def use(state: GameState, player: int, card: str, option: Option, point: str) -> None:
    effect = effect_of(state, card)
    assert effect is not None
    effect.use(state, player, card, option, point)


def produce_variants(state: GameState, player: int, show: str) -> list[str]:
    """Cards that may be used from the start of producing `show`: green room cards (any, in
    play or not: Industry Veteran, Sponsored Content), then an executive board (Butcher)."""
    found = []
    for card, effect in _produce_users(state, player):  # (a loop: a comprehension is a call)
        if effect.produce_using(state, player, card, show):
            found.append(card)
    return found


def any_produce_users(state: GameState, player: int) -> bool:
    """Whether any card may be used from the start of producing a show (else `produce_variants`
    finds none for any show: a listing of the display's shows asks this once)."""
    return bool(_produce_users(state, player))


def _produce_users(state: GameState, player: int) -> list[tuple[str, Effect]]:
    """The cards `produce_variants` asks, in its order (kept while a listing lasts: the same
    for every show)."""
    users: list[tuple[str, Effect]] | None = remembered(state, player, "produce users")
    if users is None:
        users = green_room_doing(state, player, "produce_using")  # (a list of its own)
        for source in in_play(state, player, "produce_using"):
            if source.zone in (EXECUTIVE, PART):
                users.append((source.card, source.effect))
        remember(state, player, "produce users", users)
    return users


def production_fillers(state: GameState, player: int, show: str, cash: int) -> tuple[str, ...]:
    """Slot classes held cards in play can fill while producing `show` (see `Effect`)."""
    found: tuple[str, ...] = ()
    for source in in_play(state, player, "production_fillers"):
        if source.zone not in _HELD:
            found += source.effect.production_fillers(state, player, source.card, show, cash)
    return found


def prepare_production(state: GameState, player: int, card: str, production: Production) -> None:
    effect = effect_of(state, card)
    assert effect is not None
    effect.prepare_production(state, player, card, production)


def attach_modes(state: GameState, player: int, card: str) -> list[Option]:
    """Ways to attach a green room card while producing: that card's own effect."""
    effect = effect_of(state, card)
    return effect.attach_modes(state, player, card) if effect is not None else []


def on_pick(state: GameState, player: int, card: str, mode: str) -> None:
    effect = effect_of(state, card)
    if effect is not None:
        effect.on_pick(state, player, card, mode)


def rerun_item(state: GameState, player: int, card: str) -> ScoreItem:
    """The end-game entry of one card in a reruns pile: a show's bottom row (its item made once
    per card set, `CardTable.reruns`), or an effect's value."""
    table: CardTable = state.table  # (`table_of`, read directly: every rerun a bot values)
    printed = table.reruns.get(card)
    if printed is not None:
        return printed
    effect = effect_of(state, card)
    viewers = effect.rerun_viewers(state, player, card) if effect is not None else 0
    return score_item(RERUNS, card, viewers)


def attach_helpers(state: GameState, player: int, new: str) -> list[tuple[str, tuple[str, ...]]]:
    """Held cards in play that may help attach `new` in an Add or Replace action, with the
    extra slot kinds each grants (("any",) to ignore slots)."""
    helpers = []
    for source in in_play(state, player, "extra_capacity"):
        if source.zone not in _HELD:
            extra = source.effect.extra_capacity(state, player, source.card, new)
            if extra is not None:
                helpers.append((source.card, extra))
    return helpers


def helps_attach(state: GameState, player: int) -> bool:
    """Whether any held card in play may help attach a card (see `attach_helpers`)."""
    if holds_none(state, player, "extra_capacity"):  # (every turn's listing asks)
        return False
    for source in in_play(state, player, "extra_capacity"):  # (a loop: a generator is a call)
        if source.zone not in _HELD:
            return True
    return False


def star_cost(
    state: GameState, player: int, star: str, changing: list[Source] | None = None
) -> int:
    """What signing a star costs the player: its printed cost, changed by the held cards in
    play (never below 0). `changing`: `star_cost_changers(state, player)`, where the caller asks
    once for several stars (the display's)."""
    cost: int = state.cards[star].cost  # type: ignore[union-attr]
    if changing is None:
        changing = star_cost_changers(state, player)
    for source in changing:
        if source.zone not in _HELD:
            cost = source.effect.sign_cost(state, player, source.card, star, cost)
    return cost if cost > 0 else 0


def star_cost_changers(state: GameState, player: int) -> list[Source]:
    """The effects in play `star_cost` asks (it keeps the held cards among them)."""
    return in_play(state, player, "sign_cost")


def production_cost(state: GameState, player: int, production: Production, cost: int) -> int:
    """The cost of producing: held cards in play, then the cards on the production."""
    for source in in_play(state, player, "production_cost"):
        if source.zone not in _HELD:
            cost = source.effect.production_cost(state, player, source.card, production, cost)
    for card in production.attachments:
        attached = effect_of(state, card)
        if attached is not None:
            cost = attached.production_cost(state, player, card, production, cost)
    return cost if cost > 0 else 0


def producing_unchanged(state: GameState, player: int) -> bool:
    """True when nothing changes what producing a show costs or needs for `player` (no held card
    in play changes the cost or fills slots, no card may be used from the start):
    then a show can be produced iff its printed cost is paid and the green room fills its
    required slots. Keep in step with `production_cost`, `production_fillers` and
    `produce_variants` above: a new way for them to change producing must show here too
    (`sources.PRODUCING_HOOKS`)."""
    table: CardTable = state.table  # (`table_of`, read directly: asked by every listing)
    green_room = state.players[player].green_room
    if not table.sourced and table.producers.isdisjoint(green_room):
        # no card that may change producing is in the green room, and no module puts cards in
        # play: the walk below would find none (the usual case: one set test)
        return True
    if table.present.isdisjoint(PRODUCING_HOOKS):
        return True
    # one walk of everything in play: a held card changing the cost, filling slots or that may
    # be used from the start (an executive board, say; on the lineup none is asked: an Industry
    # Veteran attached there changes nothing)
    for source in in_play(state, player):
        if source.zone not in _HELD and not source.effect.implements.isdisjoint(PRODUCING_HOOKS):
            return False
    # any green room card, in play or not (Industry Veteran)
    return table.doing.get("produce_using", NO_CARDS).isdisjoint(green_room)


def _own_doing(table: CardTable, card: str, hook: str) -> Effect | None:
    """The card's own effect where it implements `hook`, else None (the other effects' answer
    is the default: asking them would change nothing)."""
    return table.effects[card] if card in table.doing.get(hook, NO_CARDS) else None


def no_penalty(state: GameState, player: int, production: Production, timeslot: int) -> bool:
    """Whether the show goes in without a timeslot penalty: its own effect, or a held card."""
    # only a show whose effect implements it is asked (the others' say no): every show placed
    # outside its preferred timeslot
    card = production.card
    effect = _own_doing(state.table, card, "no_penalty")
    if effect is not None and effect.no_penalty(state, player, card, production, timeslot):
        return True
    for source in in_play(state, player, "no_penalty"):  # (a loop, not any() of a generator)
        if source.zone not in _HELD and source.effect.no_penalty(
            state, player, source.card, production, timeslot
        ):
            return True
    return False


def timeslot_allowed(state: GameState, player: int, show: str, timeslot: int) -> bool:
    """Whether a show may go in a timeslot: the show's own effect and every effect in play."""
    # only a show whose effect implements it is asked (the others' allow any timeslot)
    effect = _own_doing(state.table, show, "timeslot_allowed")
    if effect is not None and not effect.timeslot_allowed(state, player, show, show, timeslot):
        return False
    for source in in_play(state, player, "timeslot_allowed"):  # (a loop, not all(): a call)
        if not source.effect.timeslot_allowed(state, player, source.card, show, timeslot):
            return False
    return True


def production_start(state: GameState, player: int, production: Production) -> None:
    """A production has started, paid for: the effects in play (their steps run before the
    attaching)."""
    for source in in_play(state, player, "production_start"):
        source.effect.production_start(state, player, source.card, production)


def forces_penalty(state: GameState, player: int, production: Production, timeslot: int) -> bool:
    """Whether an effect in play puts the show on the penalty row wherever it goes."""
    return penalty_forced_by(state, player, production, timeslot) is not None


def penalty_forced_by(
    state: GameState, player: int, production: Production, timeslot: int
) -> str | None:
    """The card whose effect puts the show on the penalty row wherever it goes (Flix's
    drawback), or None."""
    for s in in_play(state, player, "forces_penalty"):
        if s.effect.forces_penalty(state, player, s.card, production, timeslot):
            return s.card
    return None


def show_genre(state: GameState, show: str, genre: str) -> str:
    """The genre a show card has whoever produces it: its printed one, after the effects in
    play of every seat (a genre token stays on the card)."""
    for seat in range(state.player_count):
        for source in in_play(state, seat, "show_genre"):
            genre = source.effect.show_genre(state, seat, source.card, show, genre)
    return genre


def settling(state: GameState, player: int, timeslot: int, new: tuple[str, ...]) -> None:
    """Cards were attached, their sides not yet settled: the effects in play (their steps
    run first)."""
    for source in in_play(state, player, "settling"):
        source.effect.settling(state, player, source.card, timeslot, new)


def condition_met(state: GameState, player: int, card: str, timeslot: int, met: bool) -> bool:
    """Whether an attachment's condition counts as met, after every effect in play."""
    for source in in_play(state, player, "condition_met"):
        met = source.effect.condition_met(state, player, source.card, card, timeslot, met)
    return met


def forced_down_by(state: GameState, player: int, card: str, timeslot: int) -> str:
    """The card of the first effect in play that sends an attachment upside down whatever its
    condition (Starryeye's drawback), or "" when none does."""
    for source in in_play(state, player, "forced_down"):
        if source.effect.forced_down(state, player, source.card, card, timeslot):
            return source.card
    return ""


def keeps_upright(state: GameState, player: int, card: str, timeslot: int) -> bool:
    """Whether an effect in play lets the player keep an attachment rightside up against an
    effect (they are asked)."""
    return any(
        s.effect.keeps_upright(state, player, s.card, card, timeslot)
        for s in in_play(state, player, "keeps_upright")
    )


def tokens_on_attach(state: GameState, player: int, card: str) -> tuple[tuple[str, str], ...]:
    """The tokens effects in play put on `card` as soon as it is attached, as a show's
    (card, token) pairs (a superstar's)."""
    found: list[tuple[str, str]] = []
    for source in in_play(state, player, "token_on_attach"):
        token = source.effect.token_on_attach(state, player, source.card, card)
        if token:
            found.append((card, token))
    return tuple(found)


def may_keep_upright(state: GameState, player: int, card: str, timeslot: int) -> tuple[str, str]:
    """(the card, its words) of the first effect in play that will ask a question whose yes
    keeps `card` rightside up whatever sends it upside down (a superstar to be), else ("", "")."""
    for source in in_play(state, player, "may_keep_upright"):
        words = source.effect.may_keep_upright(state, player, source.card, card, timeslot)
        if words:
            return source.card, words
    return "", ""


def on_discard(state: GameState, player: int, card: str) -> None:
    """A card of the player's reached the public discard pile: the effects in play."""
    for source in in_play(state, player, "on_discard"):
        source.effect.on_discard(state, player, source.card, card)


def any_timeslot(state: GameState, player: int) -> bool:
    """Whether a card in play lets the player's shows go where their genre bars them."""
    return any(source.effect.any_timeslot for source in in_play(state, player))


def on_attach(state: GameState, player: int, card: str, timeslot: int) -> None:
    """A card was attached: its own effect, then the show's (e.g. Upton Crabby)."""
    # only the cards whose effect implements it are asked (the others' do nothing): every
    # card attached asks
    table: CardTable = state.table
    effect = _own_doing(table, card, "on_attach")
    if effect is not None:
        effect.on_attach(state, player, card, timeslot)
    show = state.players[player].lineup[timeslot]
    if show is not None:
        show_effect = _own_doing(table, show.card, "on_attach")
        if show_effect is not None:
            show_effect.on_attach(state, player, card, timeslot)


def attach_side(state: GameState, player: int, card: str, timeslot: int, upright: bool) -> bool:
    """The side an attachment goes on, its condition checked: as every effect in play says."""
    for source in in_play(state, player, "attach_side"):
        upright = source.effect.attach_side(state, player, source.card, card, timeslot, upright)
    return upright


def discard_to(state: GameState, player: int, card: str) -> str | None:
    """Where a discarded card goes instead of the discards: that card's own effect."""
    # only a card whose effect implements it is asked (the others' say None): every discard
    effect = _own_doing(state.table, card, "discard_to")
    return effect.discard_to(state, player, card) if effect is not None else None


def put_away(state: GameState, player: int | None, card: str) -> bool:
    """Whether a card about to be discarded was put in a place of its own instead: that card's
    own effect (asked for every discard, the display's and the draws' too)."""
    effect = effect_of(state, card)
    return effect is not None and effect.put_away(state, player, card)


def upkept(state: GameState, player: int, net: int) -> None:
    """The player's upkeep was just settled (`net`): the effects in play."""
    for source in in_play(state, player, "upkept"):
        source.effect.upkept(state, player, source.card, net)


def added_expenses(state: GameState, player: int) -> int:
    """Expenses the effects in play add to the lineup's printed ones (Cheapo's surcharge)."""
    added = 0  # a loop, not sum() of a generator: most players have no such card in play
    for s in in_play(state, player, "added_expenses"):
        added += s.effect.added_expenses(state, player, s.card)
    return added


def upkeep(state: GameState, player: int, net: int) -> int:
    """The upkeep net cash (income minus expenses) after every effect in play."""
    for source in in_play(state, player, "upkeep"):
        net = source.effect.upkeep(state, player, source.card, net)
    return net


def show_viewers(state: GameState, player: int, timeslot: int, show: LineupShow) -> int:
    """Extra viewers of one show from the effects in play (each says which shows it adds to)."""
    extra = 0  # a loop, not sum() of a generator: asked for every show, often of no effect
    for s in in_play(state, player, "show_viewers"):
        extra += s.effect.show_viewers(state, player, s.card, timeslot, show)
    return extra


def show_viewer_sources(
    state: GameState, player: int, timeslot: int, show: LineupShow
) -> list[tuple[str, int]]:
    """`show_viewers` card by card: each card in play that adds viewers to the show (the show's
    own effect, an attachment's, an executive's) and how many, in `in_play` order."""
    given: list[tuple[str, int]] = []
    for s in in_play(state, player, "show_viewers"):
        extra = s.effect.show_viewers(state, player, s.card, timeslot, show)
        if extra:
            given.append((s.card, extra))
    return given


def round_items(state: GameState, player: int) -> list[ScoreItem]:
    """Round viewers the effects in play add besides their shows'."""
    items: list[ScoreItem] = []
    for source in in_play(state, player, "round_items"):
        items += source.effect.round_items(state, player, source.card)
    return items


def final_items(state: GameState, player: int) -> list[ScoreItem]:
    """End-game entries of the effects in play (Game End cards: the Network row)."""
    items: list[ScoreItem] = []
    for source in in_play(state, player, "final_items"):
        items += source.effect.final_items(state, player, source.card)
    return items


def adjust_final(state: GameState, player: int, items: list[ScoreItem]) -> list[ScoreItem]:
    """The end-game entries (every category) after the effects in play changed them."""
    for source in in_play(state, player, "adjust_final"):
        items = source.effect.adjust_final(state, player, source.card, items)
    return items


def turn_start(state: GameState, player: int) -> None:
    for source in in_play(state, player, "turn_start"):
        source.effect.turn_start(state, player, source.card)


def filter_actions(state: GameState, player: int, options: list[Option]) -> list[Option]:
    """The actions offered, after every effect in play took some away or added some."""
    for source in in_play(state, player, "filter_actions"):
        options = source.effect.filter_actions(state, player, source.card, options)
    return options


def action_taken_away_by(state: GameState, player: int, option: Option) -> str:
    """Why an effect in play takes this action away now, in words ("" if none does): the
    effect's own `limit_words`, else its card's name."""
    for source in in_play(state, player, "filter_actions"):
        if option not in source.effect.filter_actions(state, player, source.card, [option]):
            words = source.effect.limit_words(state, player, source.card)
            return words or f"{state.cards[source.card].name} takes it away"
    return ""


def after_action(state: GameState, player: int, option: Option) -> None:
    for source in in_play(state, player, "after_action"):
        source.effect.after_action(state, player, source.card, option)


def pass_bonus(state: GameState, player: int, cash: int, viewers: int) -> tuple[int, int]:
    for source in in_play(state, player, "pass_bonus"):
        cash, viewers = source.effect.pass_bonus(state, player, source.card, cash, viewers)
    return cash, viewers


def after_pass(state: GameState, player: int) -> None:
    for source in in_play(state, player, "after_pass"):
        source.effect.after_pass(state, player, source.card)


def acts_after_pass(state: GameState, player: int) -> bool:
    """Whether a player who has passed this turn may still take its action (asked only then)."""
    return any(
        s.effect.acts_after_pass(state, player, s.card)
        for s in in_play(state, player, "acts_after_pass")
    )


def round_start(state: GameState, player: int) -> None:
    for source in in_play(state, player, "round_start"):
        source.effect.round_start(state, player, source.card)


def after_score(state: GameState, player: int) -> None:
    for source in in_play(state, player, "after_score"):
        source.effect.after_score(state, player, source.card)


def at_game_end(state: GameState, player: int) -> None:
    for source in in_play(state, player, "at_game_end"):
        source.effect.at_game_end(state, player, source.card)


def genre_advance(state: GameState, player: int, genre: str) -> str | None:
    """The genre actually advanced (None: none), after every effect in play."""
    result: str | None = genre
    for source in in_play(state, player, "genre_advance"):
        if result is None:
            break
        result = source.effect.genre_advance(state, player, source.card, result)
    return result


def genre_bonus(
    state: GameState, player: int, genre: str, space: int, bonus: str | None
) -> str | None:
    """The bonus for reaching a space, after every effect in play replaced or vetoed it."""
    for source in in_play(state, player, "genre_bonus"):
        bonus = source.effect.genre_bonus(state, player, source.card, genre, space, bonus)
    return bonus


def line_bonus(state: GameState, player: int, number: int, bonus: str | None) -> str | None:
    """The bonus of the player's `number`th completed grid line (Telly Time), after every
    effect in play replaced or vetoed it."""
    for source in in_play(state, player, "line_bonus"):
        bonus = source.effect.line_bonus(state, player, source.card, number, bonus)
    return bonus


def progress_cash(state: GameState, player: int, cash: int) -> int:
    """The cash the player's genre progress adds when they pass (Telly's grid: $1M per empty
    square), after every effect in play."""
    for source in in_play(state, player, "progress_cash"):
        cash = source.effect.progress_cash(state, player, source.card, cash)
    return cash


def progress_viewers(state: GameState, player: int, viewers: int) -> int:
    """The viewers the player's genre progress adds to a round's score, after every effect."""
    for source in in_play(state, player, "progress_viewers"):
        viewers = source.effect.progress_viewers(state, player, source.card, viewers)
    return viewers


def attach_class(state: GameState, card: str) -> str:
    """The slot class of an attachment: "star", "ad", or "flex" (a star that fits ad slots). A
    show attached to a show (Voice of a Generation) takes a star slot, and its own effect is
    lost. (Worked out once per card set: `sources.CardTable`.)"""
    return table_of(state).classes[card]


def brings_slots(state: GameState, card: str) -> tuple[str, ...]:
    """The slots an attachment brings with it (Brand Ambassador), from its effect."""
    return table_of(state).brings.get(card, ())
