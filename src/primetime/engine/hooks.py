"""The hook points where card effects plug into the rules, and the registry of effects by id.

An effect is a small class registered under its effect id (the `effect` field of a card). The
engine calls the functions below at fixed points of the rules; each asks the effects of the cards
that are in play for that point (a show's own effect, its attachments, network cards in the green
room) and combines their answers. The list of hook points is closed: a new effect uses these.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, ClassVar

from .options import Option

if TYPE_CHECKING:
    from .state import GameState, LineupShow, Production

# Points of a turn where a card may be used; each effect says which it offers options at.
USE_POINTS = ("turn", "produce", "timeslot", "attach", "pass", "score", "cancel")


class Effect:
    """The behaviour of one effect id at every hook point; the defaults do nothing."""

    id: ClassVar[str] = ""
    # Attaching: "flex" marks a star that may also fill an empty ad slot.
    attach_class: ClassVar[str] = ""
    # Optional slot kinds this card adds to the show it is attached to (for good).
    brings_slots: ClassVar[tuple[str, ...]] = ()
    # True for a card whose "attach ... using CARD" options are uses of the card beside the
    # action (On-Set Accommodations), not an Add or Replace action helped by it.
    free_attach: ClassVar[bool] = False

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        """An Immediate card was gained: resolve it (push steps or ask)."""

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        """Options for using this card at `point` of `player`'s turn (none by default)."""
        return []

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        """Carry out a use offered by `use_options`."""
        raise NotImplementedError(f"{self.id} cannot be used")

    def produce_using(self, state: GameState, player: int, card: str, show: str) -> bool:
        """True if this green room card may be used from the start of producing `show`
        (it then changes what the production costs or requires)."""
        return False

    def prepare_production(
        self, state: GameState, player: int, card: str, production: Production
    ) -> None:
        """Apply this card, used from the start, to a production (flags, attachments)."""

    def attach_modes(self, state: GameState, player: int, card: str) -> list[Option]:
        """Extra ways to attach this card while producing (e.g. upside down by choice)."""
        return []

    def on_pick(self, state: GameState, player: int, card: str, mode: str) -> None:
        """This card was picked for the production in a mode it offered."""

    def extra_capacity(
        self, state: GameState, player: int, card: str, new: str
    ) -> tuple[str, ...] | None:
        """Used during an Add or Replace action: extra slot kinds it grants for attaching `new`
        ("any" = ignore the slots), or None if it does not apply."""
        return None

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> list[Option]:
        """Options of a choice this effect asks for (see effects.base.card_choice)."""
        raise NotImplementedError(f"{self.id} asks no choice {stage!r}")

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> str:
        return f"choose for {state.cards[card].name}"

    def on_choice(
        self,
        state: GameState,
        player: int,
        card: str,
        option: Option,
        stage: str,
        *context: object,
    ) -> None:
        """Apply the option chosen in a choice this effect asked for."""
        raise NotImplementedError(f"{self.id} asks no choice {stage!r}")

    def production_cost(
        self, state: GameState, player: int, card: str, production: Production, cost: int
    ) -> int:
        """The cost of the show being produced, after this card's effect."""
        return cost

    def no_penalty(
        self, state: GameState, player: int, card: str, production: Production, timeslot: int
    ) -> bool:
        """True if this card lets the show go in `timeslot` without a timeslot penalty."""
        return False

    def on_attach(self, state: GameState, player: int, card: str, timeslot: int) -> None:
        """This card was just attached (its side settled) to the show in `timeslot`."""

    def discard_to(self, state: GameState, player: int, card: str) -> str | None:
        """Where this card goes instead of the discards ("green_room", "reruns"), if anywhere."""
        return None

    def upkeep(self, state: GameState, player: int, card: str, net: int) -> int:
        """The player's upkeep net cash (income minus expenses) after this card's effect."""
        return net

    def show_viewers(
        self, state: GameState, player: int, card: str, timeslot: int, show: LineupShow
    ) -> int:
        """Extra viewers this card gives the show in `timeslot` when it scores."""
        return 0

    def game_end(self, state: GameState, player: int, card: str) -> int:
        """End-game viewers from this card (Game End cards)."""
        return 0

    def rerun_viewers(self, state: GameState, player: int, card: str) -> int:
        """End-game viewers of this card in the reruns pile, if it is not a show."""
        return 0


EFFECTS: dict[str, Effect] = {}


def register(cls: type[Effect]) -> type[Effect]:
    """Class decorator: register an effect under its id."""
    if not cls.id or cls.id in EFFECTS:
        raise ValueError(f"effect id {cls.id!r} missing or registered twice")
    EFFECTS[cls.id] = cls()
    return cls


def effect_of(state: GameState, card: str) -> Effect | None:
    """The registered effect of a card, if it has one."""
    effect = state.cards[card].effect
    return EFFECTS.get(effect) if effect is not None else None


def _green_room_effects(
    state: GameState, player: int, network_only: bool = True
) -> Iterator[tuple[str, Effect]]:
    """Effects of green room cards: network cards (in play there), or every card."""
    cards = state.cards
    for card in state.players[player].green_room:
        data = cards[card]
        effect = data.effect
        if (
            effect is not None
            and effect in EFFECTS
            and (not network_only or data.kind == "network")
        ):
            yield card, EFFECTS[effect]


def on_gain(state: GameState, player: int, card: str) -> None:
    effect = effect_of(state, card)
    if effect is not None:
        effect.on_gain(state, player, card)


def use_options(state: GameState, player: int, point: str) -> list[Option]:
    """Every card use `player` may make at `point`: green room cards and lineup show effects."""
    options: list[Option] = []
    for card, effect in _green_room_effects(state, player):
        options.extend(effect.use_options(state, player, card, point))
    if point == "score":
        for _, show in state.players[player].shows():
            show_effect = effect_of(state, show.card)
            if show_effect is not None:
                options.extend(show_effect.use_options(state, player, show.card, point))
    return options


def use(state: GameState, player: int, card: str, option: Option, point: str) -> None:
    effect = effect_of(state, card)
    assert effect is not None
    effect.use(state, player, card, option, point)


def produce_variants(state: GameState, player: int, show: str) -> list[str]:
    """Green room cards that may be used from the start of producing `show`."""
    return [
        card
        for card, effect in _green_room_effects(state, player, network_only=False)
        if effect.produce_using(state, player, card, show)
    ]


def prepare_production(state: GameState, player: int, card: str, production: Production) -> None:
    effect = effect_of(state, card)
    assert effect is not None
    effect.prepare_production(state, player, card, production)


def attach_modes(state: GameState, player: int, card: str) -> list[Option]:
    effect = effect_of(state, card)
    return effect.attach_modes(state, player, card) if effect is not None else []


def on_pick(state: GameState, player: int, card: str, mode: str) -> None:
    effect = effect_of(state, card)
    if effect is not None:
        effect.on_pick(state, player, card, mode)


def rerun_viewers(state: GameState, player: int, card: str) -> int:
    """End-game viewers of one card in a reruns pile: a show's bottom row, or an effect's value."""
    data = state.cards[card]
    if data.kind == "show":
        return data.rows[-1]  # type: ignore[union-attr]
    effect = effect_of(state, card)
    return effect.rerun_viewers(state, player, card) if effect is not None else 0


def attach_helpers(state: GameState, player: int, new: str) -> list[tuple[str, tuple[str, ...]]]:
    """Green room cards that may help attach `new` in an Add or Replace action, with the extra
    slot kinds each grants (("any",) to ignore slots)."""
    helpers = []
    for card, effect in _green_room_effects(state, player):
        extra = effect.extra_capacity(state, player, card, new)
        if extra is not None:
            helpers.append((card, extra))
    return helpers


def production_cost(state: GameState, player: int, production: Production, cost: int) -> int:
    for card, effect in _green_room_effects(state, player):
        cost = effect.production_cost(state, player, card, production, cost)
    for card in production.attachments:
        attached = effect_of(state, card)
        if attached is not None:
            cost = attached.production_cost(state, player, card, production, cost)
    return max(0, cost)


def no_penalty(state: GameState, player: int, production: Production, timeslot: int) -> bool:
    effect = effect_of(state, production.card)
    if effect is not None and effect.no_penalty(
        state, player, production.card, production, timeslot
    ):
        return True
    return any(
        effect.no_penalty(state, player, card, production, timeslot)
        for card, effect in _green_room_effects(state, player)
    )


def on_attach(state: GameState, player: int, card: str, timeslot: int) -> None:
    effect = effect_of(state, card)
    if effect is not None:
        effect.on_attach(state, player, card, timeslot)
    show = state.players[player].lineup[timeslot]
    if show is not None:
        show_effect = effect_of(state, show.card)
        if show_effect is not None:
            show_effect.on_attach(state, player, card, timeslot)


def discard_to(state: GameState, player: int, card: str) -> str | None:
    effect = effect_of(state, card)
    return effect.discard_to(state, player, card) if effect is not None else None


def upkeep(state: GameState, player: int, net: int) -> int:
    for card, effect in _green_room_effects(state, player):
        net = effect.upkeep(state, player, card, net)
    return net


def show_viewers(state: GameState, player: int, timeslot: int, show: LineupShow) -> int:
    """Extra viewers from the show's effect, its attachments' effects and ongoing cards."""
    total = 0
    effect = effect_of(state, show.card)
    if effect is not None:
        total += effect.show_viewers(state, player, show.card, timeslot, show)
    for card, _ in show.attachments:
        effect = effect_of(state, card)
        if effect is not None:
            total += effect.show_viewers(state, player, card, timeslot, show)
    for card, effect in _green_room_effects(state, player):
        total += effect.show_viewers(state, player, card, timeslot, show)
    return total


def game_end(state: GameState, player: int) -> list[tuple[str, int]]:
    """(card, viewers) for each card in the green room that scores at game end."""
    return [
        (card, effect.game_end(state, player, card))
        for card, effect in _green_room_effects(state, player)
        if state.cards[card].kind == "network" and state.cards[card].type == "game-end"  # type: ignore[union-attr]
    ]


def attach_class(state: GameState, card: str) -> str:
    """The slot class of an attachment: "star", "ad", or "flex" (a star that fits ad slots)."""
    effect = effect_of(state, card)
    if effect is not None and effect.attach_class:
        return effect.attach_class
    return state.cards[card].kind


def brings_slots(state: GameState, card: str) -> tuple[str, ...]:
    effect = effect_of(state, card)
    return effect.brings_slots if effect is not None else ()
