"""Megacorp's Moguls module: mogul tokens on space 3 of every genre track, the mogul deck, and
the mogul bonus (draw 3, keep 1, the other 2 to the bottom of the deck).

Rules (Megacorp rulebook, "Moguls"): landing on a token with no mogul yet removes the token and
gives the mogul bonus instead of the network bonus under it; landing on a token once you have a
mogul leaves it and gives the network bonus; a removed token uncovers the network bonus for
everyone after. One mogul per player per game. The moguls' own effects are in
`engine/effects/moguls.py`; a mogul in the green room is in play while face up.
"""

from __future__ import annotations

from typing import Any, Final

from ...cards import GENRE_NAMES, GENRES, MogulCard
from .. import hooks
from ..board import BONUS_NAMES
from ..deck import Deck, Layer
from ..flow import extend
from ..machine import ask, decision, emit, step, then
from ..narrate import LINES, named
from ..native import made_again
from ..options import Option, PickCard
from ..parts import Part
from ..progress.base import Progress
from ..progress.tracks import Tracks
from ..state import GameState
from ..zones import draw_steps, put_back_unseen
from .base import Module, module

MOGUL_SPACE: Final = 3  # the genre track space each token covers
MOGUL_DRAW: Final = 3  # moguls drawn by the mogul bonus, 1 kept
MOGUL_BONUS: Final = "mogul-bonus"  # the bonus a token gives (a step of that name)
BONUS_NAMES[MOGUL_BONUS] = f"Mogul (draw {MOGUL_DRAW}, keep 1)"


class Moguls(Part):
    """The mogul tokens still on the genre tracks, each player's mogul, and the viewers Host
    Turned Tycoon bought at game end. Public."""

    name = "moguls"
    seat_features = 2  # the seat's mogul face down; viewers Host Turned Tycoon bought / 20
    table_features = len(GENRES)  # a token still on each base genre's track

    def __init__(
        self, tokens: list[str], taken: list[str | None], bought: list[int] | None = None
    ) -> None:
        self.tokens = tokens  # genres whose track still has its token on space 3
        self.taken = taken  # per seat: the (first) mogul kept (None: none yet)
        self.bought = bought if bought is not None else [0] * len(taken)

    def clone(self) -> Moguls:
        return Moguls(self.tokens[:], self.taken[:], self.bought[:])

    def __reduce__(self) -> tuple[object, ...]:
        # compiled, a class whose constructor needs arguments pickles with them
        return made_again(self, self.tokens, self.taken)

    def to_dict(self) -> dict[str, Any]:
        return {"tokens": list(self.tokens), "taken": list(self.taken), "bought": list(self.bought)}

    def seat_cards(self, player: int) -> list[str]:
        mogul = self.taken[player]
        return [mogul] if mogul is not None else []

    def features(self, state: GameState, player: int) -> list[float]:
        mogul = self.taken[player]
        down = mogul is not None and mogul in state.players[player].face_down
        return [float(down), min(1.0, self.bought[player] / 20)]

    def table(self, state: GameState) -> list[float]:
        return [float(genre in self.tokens) for genre in GENRES]


def moguls(state: GameState) -> Moguls:
    """The Moguls module's part of a game."""
    part = state.parts["moguls"]
    assert isinstance(part, Moguls)
    return part


def mogul_of(state: GameState, player: int) -> str | None:
    """The player's mogul (face up or down), if they have one."""
    part = state.parts.get("moguls")
    return part.taken[player] if isinstance(part, Moguls) else None


class MogulTracks(Tracks):
    """The genre tracks with a mogul token on space 3 of each: the token's mogul bonus replaces
    the network bonus for a player with no mogul yet."""

    name = "mogul-tracks"

    def bonus(self, state: GameState, player: int, genre: str, space: int) -> str | None:
        printed = super().bonus(state, player, genre, space)
        if (
            space == MOGUL_SPACE
            and printed == "network"
            and genre in moguls(state).tokens
            and mogul_of(state, player) is None
        ):
            return MOGUL_BONUS
        return printed


MOGUL_TRACKS: Final = MogulTracks()


class MogulsModule(Module):
    """Moguls: tokens on the tracks, the mogul deck, one mogul per player."""

    title = "Megacorp Moguls"
    summary = "a mogul token on space 3 of each genre track"
    brief = (
        "Moguls: each player gains 1 mogul a game. Land on a genre track's mogul token (space "
        "3) to draw 3 moguls and keep 1 (with Telly Time: complete your 2nd grid line, draw 2, "
        "keep 1). Both of its effects are yours, each as its type says: Immediate when you gain "
        "it (you keep the card), Ongoing while it is face up, Use Once (then it turns face "
        'down), Game End on the "Network, Moguls & Execs" row. A mogul is not a network card.'
    )
    turn_uses = (("mogul", "a mogul"),)  # not a network card (RULINGS 7.1)
    on_network_row = True
    boxes = ("megacorp",)

    def parts(self, state: GameState) -> list[Part]:
        tokens = list(state.geometry.genres) if state.geometry.progress == "tracks" else []
        return [Moguls(tokens, [None] * state.player_count)]

    def setup(self, state: GameState) -> None:
        cards = [c.id for c in state.card_set.of_type("mogul")]
        state.decks["mogul"] = Deck("mogul", [Layer(cards, False, "mogul")])
        state.discards.setdefault("mogul", [])
        state.universe = state.universe + tuple(cards)

    def progress(self, state: GameState, player: int) -> Progress | None:
        return MOGUL_TRACKS if state.geometry.progress == "tracks" else None


module("moguls")(MogulsModule)  # a call: compiled, a decorated class stays interpreted


@step(MOGUL_BONUS)
def _mogul_bonus(state: GameState, player: int, genre: str, space: int) -> None:
    """A token reached by a player with no mogul: remove it, then the mogul draw."""
    part = moguls(state)
    if genre in part.tokens:
        part.tokens.remove(genre)
        emit(state, "mogul-token", player, genre=genre)
    then(state, ("mogul-draw", player, MOGUL_DRAW))


@step("mogul-draw")
def _mogul_draw(state: GameState, player: int, count: int) -> None:
    """Draw `count` moguls (only the drawer sees them) and keep 1."""
    if mogul_of(state, player) is not None:
        return
    then(state, *draw_steps(state, "mogul", count, ("hand", player)), ("mogul-keep", player))


@step("mogul-keep")
def _mogul_keep(state: GameState, player: int) -> None:
    if _drawn(state, player):
        ask(state, "mogul-keep", player)


def _drawn(state: GameState, player: int) -> list[str]:
    return [c for c in state.players[player].hand if state.cards[c].kind == "mogul"]


def _keep_options(state: GameState, player: int) -> list[Option]:
    return [PickCard(card) for card in _drawn(state, player)]


# The moguls drawn are the hand each interface shows whole (with the options' previews): the
# prompt only asks, as the executive keep does.
KEEP_PROMPT: Final = "keep one mogul; the others go to the bottom of the mogul deck"


@decision(
    "mogul-keep",
    _keep_options,
    KEEP_PROMPT,
    help=(
        "Keep one of the moguls you drew; the others go to the bottom of the mogul deck. A "
        "mogul has up to two effects, each saying when it acts: Immediate (when you gain it), "
        "Ongoing (while it is face up), Use Once (then it turns face down; it still counts as "
        "your mogul). A mogul is not a network card."
    ),
)
def _resolve_keep(state: GameState, option: Option, player: int) -> None:
    assert isinstance(option, PickCard)
    seat = state.players[player]
    drawn = _drawn(state, player)
    rest = [c for c in drawn if c != option.card]
    seat.hand = [c for c in seat.hand if c not in drawn]
    put_back_unseen(state, player, "mogul", rest)
    gain_mogul(state, player, option.card)


def gain_mogul(state: GameState, player: int, card: str) -> None:
    """A mogul joins the player's green room, face up; an Immediate top effect resolves now and
    the card stays."""
    part = moguls(state)
    if part.taken[player] is None:  # a Specialist's 2nd mogul joins the green room only
        part.taken[player] = card
    state.players[player].green_room.append(card)
    emit(state, "mogul", player, card=card)
    data = state.cards[card]
    assert isinstance(data, MogulCard)
    if data.top_type == "immediate":
        hooks.on_gain(state, player, card)


def flip(state: GameState, player: int, card: str) -> None:
    """Turn a mogul face down: no more effects, still the player's mogul."""
    seat = state.players[player]
    if card not in seat.face_down:
        seat.face_down += (card,)
        emit(state, "flip", player, card=card)


extend("moguls", (MOGUL_BONUS, "mogul-draw", "mogul-keep"), ("mogul-keep",))

LINES.update(
    {
        "mogul-token": lambda s, who, d: (
            f"{who} takes the {GENRE_NAMES.get(d['genre'], d['genre'])} mogul token"
        ),
        "mogul": lambda s, who, d: f"{who} keeps the mogul {named(s, d['card'])}",
        "flip": lambda s, who, d: f"{who} turns {named(s, d['card'])} face down",
    }
)
