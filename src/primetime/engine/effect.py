"""Effects: the behaviour of one effect id at every hook point, and the registry by id.

An effect is a small class registered under its effect id (the `effect` field of a card: a
network card, a star, a show, and with Megacorp an executive board or a mogul). The hook points
(`engine/hooks.py`) ask the effects in play (`engine/sources.py`) and combine their answers. The
list of hook points is closed: a new effect uses these. Every method defaults to doing nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from .native import mypyc_attr
from .options import Option
from .results import NETWORK, ScoreItem

if TYPE_CHECKING:
    from ..cards import Card, CardSet
    from .state import GameState, LineupShow, Production

# Points of a turn where a card may be used; each effect says which it offers options at.
USE_POINTS: Final = ("turn", "produce", "timeslot", "attach", "pass", "score", "cancel", "upkeep")


def use_hook(point: str) -> str:
    """The name under which `implements` lists an effect that offers uses at `point` (so the
    hooks ask only those; see `Effect.use_points`)."""
    return "use_options:" + point


@mypyc_attr(allow_interpreted_subclasses=True)
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
    # Modes of the `PickCard(this card, mode)` options of choices this card asks about itself
    # (an executive's "pay or take the penalty"), so interfaces and adapters can list them.
    choice_modes: ClassVar[tuple[str, ...]] = ()
    # True for a card in play that lets its player's shows go in a timeslot their genre bars
    # (Flix in Telly Time: Kids shows anywhere).
    any_timeslot: ClassVar[bool] = False
    # The points of a turn `use_options` offers uses at: asked only there (all, unless the
    # effect says; an effect lists its points rather than checking the point it is asked at).
    use_points: ClassVar[tuple[str, ...]] = USE_POINTS
    # The hook methods this effect overrides, and `use_hook` of each use point (set by `register`).
    implements: frozenset[str] = frozenset()

    def on_gain(self, state: GameState, player: int, card: str) -> None:
        """An Immediate card was gained: resolve it (push steps or ask)."""

    def use_options(self, state: GameState, player: int, card: str, point: str) -> list[Option]:
        """Options for using this card at `point` of `player`'s turn (none by default); asked
        only at the effect's `use_points`."""
        return []

    def use(self, state: GameState, player: int, card: str, option: Option, point: str) -> None:
        """Carry out a use offered by `use_options`."""
        raise NotImplementedError(f"{self.id} cannot be used")

    def use_text(self, state: GameState, player: int, card: str, option: Option) -> str:
        """What using the card now (a `UseCard` it offered) does, in words; "" to let the
        card's own text say it."""
        return ""

    def produce_using(self, state: GameState, player: int, card: str, show: str) -> bool:
        """True if this card (in the green room, or an executive board in play) may be used
        from the start of producing `show` (it then changes what the production costs or
        requires)."""
        return False

    def prepare_production(
        self, state: GameState, player: int, card: str, production: Production
    ) -> None:
        """Apply this card, used from the start, to a production (flags, attachments)."""

    def production_fillers(
        self, state: GameState, player: int, card: str, show: str, cash: int
    ) -> tuple[str, ...]:
        """Slot classes this card in play can fill while `show` is produced, with `cash` left
        once it is paid for (Voice of a Generation: a star), for whether it can be produced."""
        return ()

    def sign_cost(self, state: GameState, player: int, card: str, star: str, cost: int) -> int:
        """What signing `star` costs the player, after this card (Underground: $1M less)."""
        return cost

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

    def choice_label(
        self, state: GameState, player: int, card: str, option: object, stage: str, *context: object
    ) -> str:
        """A few words naming one of this card's choice options where its own label says
        too little ("Buy 3 viewers" for a number); "" to keep the option's own label."""
        return ""

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
        """The cost of the show being produced, after this card's effect (the production is
        read, never changed: listings ask whether the green room fills a show before its cost)."""
        return cost

    def no_penalty(
        self, state: GameState, player: int, card: str, production: Production, timeslot: int
    ) -> bool:
        """True if this card lets the show go in `timeslot` without a timeslot penalty."""
        return False

    def production_start(
        self, state: GameState, player: int, card: str, production: Production
    ) -> None:
        """A production has started (the show taken and paid for, nothing attached yet): push
        steps or ask (Flix's extra cost for a repeated genre, Procrastinator's genre token)."""

    def forces_penalty(
        self, state: GameState, player: int, card: str, production: Production, timeslot: int
    ) -> bool:
        """True if this card puts the show on the penalty row even in a preferred timeslot
        (Flix's drawback); an effect used on the production (Flexible Schedule) still wins."""
        return False

    def show_genre(self, state: GameState, player: int, card: str, show: str, genre: str) -> str:
        """The genre a show card has whoever produces it, after this card (a Procrastinator
        genre token stays on the card); asked of the effects in play of every seat."""
        return genre

    def settling(
        self, state: GameState, player: int, card: str, timeslot: int, new: tuple[str, ...]
    ) -> None:
        """Cards were just attached to the show in `timeslot`, their sides not yet settled:
        push steps or ask (Starryeye's superstar)."""

    def condition_met(
        self, state: GameState, player: int, card: str, attached: str, timeslot: int, met: bool
    ) -> bool:
        """Whether `attached`'s condition counts as met, after this card (Flix: an ad's
        timeslot condition always is)."""
        return met

    def forced_down(
        self, state: GameState, player: int, card: str, attached: str, timeslot: int
    ) -> bool:
        """True if `attached` must go on upside down whatever its condition, without a choice
        (Starryeye's conditional ads, promos included)."""
        return False

    def keeps_upright(
        self, state: GameState, player: int, card: str, attached: str, timeslot: int
    ) -> bool:
        """True if the player may ignore an effect that would rotate `attached` upside down (a
        superstar; a star with Director Everyone Wants to Work With): they are asked."""
        return False

    def turns_itself_down(self, state: GameState, player: int, card: str, timeslot: int) -> bool:
        """True if this card, attached now to the player's show in `timeslot`, would rotate
        itself upside down by its own on-attach effect (Charity Infomercial Mainstay after a
        round of most viewers): `on_attach` asks it, and so do the attach previews."""
        return False

    def token_on_attach(self, state: GameState, player: int, card: str, attached: str) -> str:
        """The token this card puts on `attached` as soon as it is attached (Starryeye: the
        token a superstar keeps wherever it goes), or "": settling asks it, and so do the attach
        previews (a superstar has no expenses)."""
        return ""

    def may_keep_upright(
        self, state: GameState, player: int, card: str, attached: str, timeslot: int
    ) -> str:
        """The words of a question this card will ask once `attached` is on the show, whose yes
        lets it stay rightside up whatever its condition or an effect ("you make it a
        superstar": Starryeye, with a token left), or "" (for the attach previews)."""
        return ""

    def on_discard(self, state: GameState, player: int, card: str, discarded: str) -> None:
        """A card of the player's reached the public discard pile (a superstar's token comes
        back)."""

    def on_attach(self, state: GameState, player: int, card: str, timeslot: int) -> None:
        """This card was just attached (its side settled) to the show in `timeslot`."""

    def discard_to(self, state: GameState, player: int, card: str) -> str | None:
        """Where this card goes instead of the discards ("green_room", "reruns"), if anywhere."""
        return None

    def put_away(self, state: GameState, player: int | None, card: str) -> bool:
        """This card would be discarded (by `player`; None: from the display or a draw): True if
        its effect put it in a place of its own instead (an anomaly goes back to Continuum's
        supply, never into the discards)."""
        return False

    def added_expenses(self, state: GameState, player: int, card: str) -> int:
        """Expenses this card adds to the player's lineup beyond the printed ones, paid at upkeep
        (Cheapo: $1M for each show and star with expenses)."""
        return 0

    def upkeep(self, state: GameState, player: int, card: str, net: int) -> int:
        """The player's upkeep net cash (income minus expenses) after this card's effect."""
        return net

    def upkept(self, state: GameState, player: int, card: str, net: int) -> None:
        """The player's upkeep was just settled, `net` gained (or paid, if negative), after
        every effect: a card keeps what it needs of it (Viral Marketer's viewers)."""

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

    # -- the turn, the round and the game ---------------------------------------------------

    def turn_start(self, state: GameState, player: int, card: str) -> None:
        """The player's turn starts (push steps or ask: e.g. move on a rondel)."""

    def filter_actions(
        self, state: GameState, player: int, card: str, options: list[Option]
    ) -> list[Option]:
        """The actions offered this turn, with some taken away or added."""
        return options

    def limit_words(self, state: GameState, player: int, card: str) -> str:
        """Why `filter_actions` takes an action away now, in words for the player ("your
        rondel marker is on Take a Network Card"); "" names the card instead."""
        return ""

    def after_action(self, state: GameState, player: int, card: str, option: Option) -> None:
        """The player has just taken an action (e.g. offer a pass that is not an action)."""

    def pass_bonus(
        self, state: GameState, player: int, card: str, cash: int, viewers: int
    ) -> tuple[int, int]:
        """The (cash, viewers) a pass would give, after this card."""
        return cash, viewers

    def after_pass(self, state: GameState, player: int, card: str) -> None:
        """The player has just passed, their marker on the pass track (e.g. back to START)."""

    def acts_after_pass(self, state: GameState, player: int, card: str) -> bool:
        """True if the player, who has passed this turn, may still take the turn's action (Beeb
        passes as a bonus action, then may produce)."""
        return False

    def option_space(self, cards: CardSet, card: str) -> list[Option]:
        """Every option of a type of its own this effect's decisions may offer, for the
        adapters' action space (Beeb's rondel moves); other option types are listed there."""
        return []

    def round_start(self, state: GameState, player: int, card: str) -> None:
        """A round starts, its display dealt (push steps or ask: e.g. a draw to keep one)."""

    def after_score(self, state: GameState, player: int, card: str) -> None:
        """The player's lineup has just been scored for the round, before shows age."""

    def at_game_end(self, state: GameState, player: int, card: str) -> None:
        """The last round is over; a decision before the end-game bonuses are counted."""

    def round_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        """Viewers this card adds to the player's round score (besides its show's viewers)."""
        return []

    def item_words(self, state: GameState, player: int, card: str, viewers: int) -> str:
        """What a round score item of this card (its `round_items`, or viewers it banked) counts,
        in words: "3 bonus viewers bought for $3M"; "" if the card's name says it all."""
        return ""

    def final_items(self, state: GameState, player: int, card: str) -> list[ScoreItem]:
        """End-game entries (the Network row): by default a Game End network card's
        `game_end` viewers."""
        data = state.cards[card]
        if data.kind == "network" and data.type == "game-end":  # type: ignore[union-attr]
            return [ScoreItem(NETWORK, card, self.game_end(state, player, card))]
        return []

    def adjust_final(
        self, state: GameState, player: int, card: str, items: list[ScoreItem]
    ) -> list[ScoreItem]:
        """The player's end-game entries after this card (Rich: Game End network cards score
        0)."""
        return items

    def attach_side(
        self,
        state: GameState,
        player: int,
        card: str,
        attached: str,
        timeslot: int,
        upright: bool,
    ) -> bool:
        """Which side `attached` goes on (its condition checked: `upright`), after this card."""
        return upright

    def timeslot_allowed(
        self, state: GameState, player: int, card: str, show: str, timeslot: int
    ) -> bool:
        """Whether `show` may be placed in `timeslot` (Kids shows: not in primetime)."""
        return True

    def genre_advance(self, state: GameState, player: int, card: str, genre: str) -> str | None:
        """The genre the player advances on instead of `genre` (None: no advance)."""
        return genre

    def genre_bonus(
        self, state: GameState, player: int, card: str, genre: str, space: int, bonus: str | None
    ) -> str | None:
        """The bonus the player gets for reaching `space` instead of the printed one (None:
        no bonus); a bonus may be any key of `genres.BONUS_DRAWS` or a step name a module
        registers."""
        return bonus

    def line_bonus(
        self, state: GameState, player: int, card: str, number: int, bonus: str | None
    ) -> str | None:
        """The bonus of the player's `number`th completed grid line (Telly Time) instead of
        `bonus` (None: no bonus); like `genre_bonus`, a key of `genres.BONUS_DRAWS` or a step."""
        return bonus

    def progress_cash(self, state: GameState, player: int, card: str, cash: int) -> int:
        """The cash the genre progress adds when the player passes, after this card."""
        return cash

    def progress_viewers(self, state: GameState, player: int, card: str, viewers: int) -> int:
        """The viewers the genre progress adds to the round's score (Telly's filled squares),
        after this card."""
        return viewers


EFFECTS: Final[dict[str, Effect]] = {}


def register(cls: type[Effect]) -> type[Effect]:
    """Register an effect class under its id: called after the class, not as a decorator,
    which would keep mypyc from compiling the class as a native one."""
    if not cls.id or cls.id in EFFECTS:
        raise ValueError(f"effect id {cls.id!r} missing or registered twice")
    effect = cls()
    effect.implements = implemented(cls)
    EFFECTS[cls.id] = effect
    return cls


def implemented(cls: type[Effect]) -> frozenset[str]:
    """The hook methods an effect class overrides (the hooks skip effects that don't); a
    Game End card's `game_end` is reported through the default `final_items`."""
    names = {
        name
        for name, value in vars(Effect).items()
        if callable(value) and not name.startswith("_") and getattr(cls, name) is not value
    }
    if "game_end" in names:
        names.add("final_items")
    if "use_options" in names:
        unknown = set(cls.use_points) - set(USE_POINTS)
        if unknown:
            raise ValueError(f"effect {cls.id!r}: no use point {sorted(unknown)} (see USE_POINTS)")
        names.update(use_hook(point) for point in cls.use_points)
    return frozenset(names)


def effect_of(state: GameState, card: str) -> Effect | None:
    """The registered effect of a card, if it has one."""
    return card_effect(state.cards[card])


def card_effect(card: Card) -> Effect | None:
    """`effect_of`, from the card itself."""
    effect = card.effect
    return EFFECTS.get(effect) if effect is not None else None
