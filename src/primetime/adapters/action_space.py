"""Every option the engine can offer, as one integer id and back: the adapters' action space.

The card set is fixed (the `primetime` box), and every option is a small value built from card ids,
timeslot indices, genres and a few words, so the options a game can ever offer can be listed ahead
of time. Two id spaces, as OpenSpiel wants them:

- player actions, `0 .. len(player_options) - 1`, in blocks (in id order; counts for the base box):
  - flow: `end-turn`, `done`, `continue` (3); pass: `pass cash`, `pass viewers` (2);
  - sign a star, sign an ad, take a network card: one per star, ad, network card (57, 42, 31);
  - produce: each show x (nothing, or an ordered selection of the cards that may be used from the
    start: Industry Veteran, Sponsored Content) (57 x 5);
  - attach, an Add or Replace action: each star or ad x timeslot x (plain, replacing each other
    star or ad, or using a card that helps attaching: Ensemble Cast, Sponsored Content)
    (99 x 3 x 101);
  - attach beside the action, using a card whose attachments are uses of it (On-Set
    Accommodations): each star or ad x timeslot x (plain, or replacing each other) (99 x 3 x 99),
    and each star x timeslot x a card that helps attaching (57 x 3 x 2);
  - use: each card with an effect (46); pick: each card, and `down` for cards that may be attached
    upside down by choice (202 + 1); keep: each pair of Pilot Season cards, each card alone,
    and none (190 + 20 + 1); starters: each order of each network's 3 starter shows (30);
  - timeslot, cancel (3 each), genre (6), move up or down (6), swap a pair of timeslots (3);
  - promo: each ad x pay or rotate (84); free-pass cash or viewers (2);
  - ability: each ability an executive chooses between (Megacorp: Gorilla's 2);
  - then the options of types an effect defines for itself (`Effect.option_space`: Beeb's
    rondel moves and bonus actions), with the Megacorp box.

  60,759 player actions with the base box (`len(ActionSpace.player_options)`); almost all of them
  are `attach` options, because a replacement names the card it replaces.
- chance outcomes, `0 .. len(chance_options) - 1`: `deal <card>` for every card (a draw from any
  deck), then `number 0` and `number 1` (who takes the 1st player token in solo mode): 204.

Action strings are the options' own text (`str(option)`), unique across each space. The lists are
derived from the card set and from which effects implement which hook, so a new card of a known
shape gets its ids without code here; an option the engine offers that has no id (a new kind of
option) raises `UnmappedOption`, and the adapters' tests play many random games checking that
every offered option has an id.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations, permutations

from ..cards import CardSet
from ..engine.config import GameConfig
from ..engine.decision import Decision
from ..engine.effect import EFFECTS, Effect
from ..engine.game import card_set
from ..engine.geometry import Geometry
from ..engine.modules import geometry_of
from ..engine.options import (
    AddAttachment,
    CancelShow,
    Continue,
    Deal,
    Done,
    EndTurn,
    FreePass,
    KeepCards,
    MoveMarker,
    Option,
    Pass,
    PayPromo,
    PickAbility,
    PickCard,
    PickGenre,
    PickNumber,
    PickTimeslot,
    PlaceStarters,
    Produce,
    SignAd,
    SignStar,
    Swap,
    TakeNetwork,
    UseCard,
)
from ..engine.pilot import KEEP
from ..engine.registry import load_rules

MAX_NUMBER = 10  # the largest number a player's decision offers (Host Turned Tycoon: 10 viewers)
DOWN = "down"  # the PickCard mode of cards attached upside down by choice (Versatile Actor)


class UnmappedOption(ValueError):
    """An option the engine offered that the action space has no id for."""


def _overrides(card_effect: str | None, hook: str) -> bool:
    """Whether the effect registered under `card_effect` implements the hook `hook`."""
    if card_effect is None or card_effect not in EFFECTS:
        return False
    return getattr(type(EFFECTS[card_effect]), hook) is not getattr(Effect, hook)


def _choice_modes(card_effect: str | None) -> tuple[str, ...]:
    """The modes of the `PickCard(card, mode)` options a card's own choices offer."""
    effect = EFFECTS.get(card_effect) if card_effect is not None else None
    return effect.choice_modes if effect is not None else ()


def _free_attach(card_effect: str | None) -> bool:
    """Whether a card's attach options are uses of the card beside the action, adding or
    replacing (On-Set Accommodations: `attach X daytime replacing Y using on-set-...`)."""
    effect = EFFECTS.get(card_effect) if card_effect is not None else None
    return bool(getattr(effect, "free_attach", False))


def _abilities(cards: CardSet, ids: list[str]) -> list[str]:
    """The abilities cards choose between (an executive's `abilities`: Gorilla's), each once,
    in card order."""
    found: list[str] = []
    for card in ids:
        effect = EFFECTS.get(cards[card].effect or "")
        for ability in getattr(effect, "abilities", ()):
            if ability not in found:
                found.append(ability)
    return found


def _starter_sets(cards: CardSet) -> list[tuple[str, ...]]:
    """Each network's starter shows, in card order."""
    by_network: dict[str, list[str]] = {}
    for card in cards.of_type("starter"):
        by_network.setdefault(getattr(card, "network", ""), []).append(card.id)
    return [tuple(ids) for ids in by_network.values()]


def _ordered_selections(cards: Sequence[str]) -> list[tuple[str, ...]]:
    """Every ordered selection of distinct cards, the empty one first (the engine lists the
    cards used from the start in green room order, so any order can be offered)."""
    selections: list[tuple[str, ...]] = [()]
    for size in range(1, len(cards) + 1):
        selections.extend(permutations(cards, size))
    return selections


def table_of(modules: tuple[str, ...] = ()) -> tuple[CardSet, Geometry]:
    """The cards and the table shape of games with these modules (the spaces are sized from
    them; the player count changes neither)."""
    config = GameConfig(players=("a", "b"), modules=modules)
    return card_set(config), geometry_of(config)


def enumerate_player_options(cards: CardSet, geometry: Geometry) -> list[Option]:
    """Every option a player decision can offer with this card set and table, in id order."""
    ids = sorted(cards.cards)

    def of_kind(*kinds: str) -> list[str]:
        return [c for c in ids if cards[c].kind in kinds]

    stars, ads, networks, shows = (
        of_kind("star"),
        of_kind("ad"),
        of_kind("network"),
        of_kind("show"),
    )
    attachable = of_kind("star", "ad")
    produce_helpers = [c for c in ids if _overrides(cards[c].effect, "produce_using")]
    attach_helpers = [c for c in ids if _overrides(cards[c].effect, "extra_capacity")]
    free_attachers = [c for c in ids if _free_attach(cards[c].effect)]
    down_cards = [c for c in ids if _overrides(cards[c].effect, "attach_modes")]
    usable = [c for c in ids if cards[c].effect is not None]
    pilots = sorted(c.id for c in cards.of_type("pilot"))
    slots = range(geometry.slot_count)

    options: list[Option] = [EndTurn(), Done(), Continue(), Pass("cash"), Pass("viewers")]
    options += [SignStar(c) for c in stars + of_kind("anomaly")]  # anomalies sign as stars
    options += [SignAd(c) for c in ads]
    options += [TakeNetwork(c) for c in networks]
    options += [Produce(c, using) for c in shows for using in _ordered_selections(produce_helpers)]
    for card in attachable:
        others = [old for old in attachable if old != card]
        for timeslot in slots:
            options.append(AddAttachment(card, timeslot))
            options += [AddAttachment(card, timeslot, old) for old in others]
            options += [AddAttachment(card, timeslot, "", helper) for helper in attach_helpers]
            for user in free_attachers:
                if user not in attach_helpers:
                    options.append(AddAttachment(card, timeslot, "", user))
                options += [AddAttachment(card, timeslot, old, user) for old in others]
                if cards[card].kind == "star":  # a helper beside the action: stars only
                    options += [
                        AddAttachment(card, timeslot, "", helper, user)
                        for helper in attach_helpers
                        if helper != user
                    ]
    options += [UseCard(c) for c in usable]
    options += [PickCard(c) for c in ids]
    options += [PickCard(c, DOWN) for c in down_cards]
    options += [PickCard(c, mode) for c in ids for mode in _choice_modes(cards[c].effect)]
    options += [KeepCards(pair) for pair in combinations(pilots, KEEP)]
    # a player who can pay for no pair keeps one card, or none (Procrastinator's half cash)
    options += [KeepCards(()), *(KeepCards((card,)) for card in pilots)]
    options += [PlaceStarters(order) for own in _starter_sets(cards) for order in permutations(own)]
    options += [PickTimeslot(t) for t in slots]
    options += [CancelShow(t) for t in slots]
    options += [PickGenre(g) for g in geometry.genres]
    options += [MoveMarker(t, step) for t in slots for step in (-1, 1)]
    options += [Swap(a, b) for a, b in combinations(slots, 2)]
    options += [PayPromo(c, pay) for c in ads for pay in (True, False)]
    options += [FreePass("cash"), FreePass("viewers")]
    options += [PickAbility(a) for a in _abilities(cards, ids)]
    if any(_overrides(cards[c].effect, "attach_side") for c in ids):
        # an effect may let a star go rightside up: the player may keep it upside down anyway
        options += [PickCard(c, DOWN) for c in stars if c not in down_cards]
    if any(_overrides(cards[c].effect, "at_game_end") for c in ids):
        # numbers a game end decision may ask for (Host Turned Tycoon's viewers bought)
        options += [PickNumber(n) for n in range(MAX_NUMBER + 1)]
    # options of types an effect defines for itself (Beeb's rondel moves and bonus actions)
    listed = set(options)
    for card in ids:
        effect_id = cards[card].effect
        if _overrides(effect_id, "option_space"):
            for option in EFFECTS[effect_id].option_space(cards, card):  # type: ignore[index]
                if option not in listed:
                    listed.add(option)
                    options.append(option)
    return options


def enumerate_chance_options(cards: CardSet) -> list[Option]:
    """Every outcome a chance decision can offer: any card off any deck, or a solo coin."""
    return [Deal(c) for c in sorted(cards.cards)] + [PickNumber(0), PickNumber(1)]


class ActionSpace:
    """The two id spaces (player actions, chance outcomes) and the maps between ids and options."""

    __slots__ = ("player_options", "chance_options", "_player_ids", "_chance_ids")

    def __init__(self, player_options: Iterable[Option], chance_options: Iterable[Option]) -> None:
        self.player_options: tuple[Option, ...] = tuple(player_options)
        self.chance_options: tuple[Option, ...] = tuple(chance_options)
        self._player_ids = {o: i for i, o in enumerate(self.player_options)}
        self._chance_ids = {o: i for i, o in enumerate(self.chance_options)}
        for name, options, index in (
            ("player", self.player_options, self._player_ids),
            ("chance", self.chance_options, self._chance_ids),
        ):
            if len(index) != len(options):
                raise ValueError(f"the {name} action space lists an option twice")
            if len({str(o) for o in options}) != len(options):
                raise ValueError(f"two {name} actions share an action string")

    @property
    def num_player_actions(self) -> int:
        return len(self.player_options)

    @property
    def num_chance_outcomes(self) -> int:
        return len(self.chance_options)

    def player_id(self, option: Option) -> int:
        """The id of a player option (UnmappedOption if it has none)."""
        try:
            return self._player_ids[option]
        except KeyError:
            raise UnmappedOption(f"player option {option} has no action id") from None

    def chance_id(self, option: Option) -> int:
        """The id of a chance outcome (UnmappedOption if it has none)."""
        try:
            return self._chance_ids[option]
        except KeyError:
            raise UnmappedOption(f"chance outcome {option} has no action id") from None

    def option_id(self, option: Option, chance: bool) -> int:
        return self.chance_id(option) if chance else self.player_id(option)

    def option(self, action: int, chance: bool) -> Option:
        """The option of an id (IndexError-free: a ValueError names a bad id)."""
        options = self.chance_options if chance else self.player_options
        if not 0 <= action < len(options):
            kind = "chance outcome" if chance else "player action"
            raise ValueError(f"{action} is not a {kind} id (0..{len(options) - 1})")
        return options[action]

    def legal_ids(self, decision: Decision) -> list[int]:
        """The ids of a decision's options, ascending (each offered option once)."""
        index = self._chance_ids if decision.is_chance else self._player_ids
        try:
            return sorted({index[o] for o in decision.options})
        except KeyError:
            missing = [o for o in decision.options if o not in index]
            raise UnmappedOption(
                f"the {decision.kind} decision offers options with no action id: "
                + ", ".join(str(o) for o in missing)
            ) from None

    def find(self, decision: Decision, action: int) -> Option:
        """The option of `decision` with id `action` (ValueError if it is not offered)."""
        option = self.option(int(action), decision.is_chance)
        if option not in decision.options:
            raise ValueError(
                f"action {action} ({option}) is not legal in the {decision.kind} decision"
            )
        return option

    def action_string(self, action: int, chance: bool) -> str:
        """The text of an action: its option's stable text, e.g. `produce dawsons-reek`."""
        return str(self.option(action, chance))


@cache
def action_space(modules: tuple[str, ...] = ()) -> ActionSpace:
    """The action space of games with these modules (built once per process): their card boxes
    and their table's shape."""
    load_rules()  # every effect registered: which hooks a card implements decides its options
    cards, geometry = table_of(modules)
    return ActionSpace(enumerate_player_options(cards, geometry), enumerate_chance_options(cards))
