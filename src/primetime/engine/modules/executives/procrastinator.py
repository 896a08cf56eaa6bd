"""Procrastinator (complexity 2): when you produce a show, before attaching anything, you may
use one of your genre tokens (2 of each base genre, each used once a game) to change its genre
for good: the stars and ads attached, the genre track and every later check use the new genre.
The token stays on the card for the rest of the game, in your reruns too, and for whoever
produces the card next (RULINGS 7.4: after Reboot-o-mancer). Telly Time: no tokens for Kids,
Quiz or Chat. Drawback: half the starting cash of your turn order position, rounded down."""

from __future__ import annotations

from ....cards import GENRE_NAMES
from ....cards.model import GENRES
from ...effect import register
from ...effects.base import card_choice
from ...machine import emit
from ...options import Option, PickGenre
from ...state import GameState, Production
from ...zones import produced_genre
from .base import Board, Executive, board_of, value


def tokens_left(state: GameState, player: int) -> dict[str, int]:
    """The Procrastinator's unused genre tokens, by genre."""
    tokens: dict[str, int] = board_of(state, player)["tokens"]
    return tokens


@register
class Procrastinator(Executive):
    id = "procrastinator"

    def board(self, state: GameState, player: int, card: str) -> Board:
        count = value(state, card, "tokens_per_genre")
        # tokens: unused ones by genre; shows: card -> the genre of the token on it
        return {"tokens": {genre: count for genre in GENRES}, "shows": {}}

    def starting_cash(self, state: GameState, player: int, card: str, cash: int) -> int:
        return cash // 2

    def status(self, state: GameState, player: int, card: str) -> str:
        left = tokens_left(state, player)
        return "genre tokens: " + ", ".join(f"{GENRE_NAMES[g]} {n}" for g, n in left.items())

    def show_genre(self, state: GameState, player: int, card: str, show: str, genre: str) -> str:
        changed: dict[str, str] = board_of(state, player)["shows"]
        return changed.get(show, genre)

    def production_start(
        self, state: GameState, player: int, card: str, production: Production
    ) -> None:
        if self.choice_options(state, player, card, "genre")[1:]:
            card_choice(state, player, card, "genre")

    def choice_options(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> list[Option]:
        production = state.production
        assert production is not None
        current = produced_genre(state, production)
        left = tokens_left(state, player)
        options: list[Option] = [PickGenre(current)]
        options += [
            PickGenre(g) for g in state.geometry.genres if g != current and left.get(g, 0) > 0
        ]
        return options

    def choice_prompt(
        self, state: GameState, player: int, card: str, stage: str, *context: object
    ) -> str:
        production = state.production
        assert production is not None
        current = GENRE_NAMES[produced_genre(state, production)]
        name = state.cards[production.card].name
        return (
            f"Procrastinator: keep {name} a {current} show, or use a genre token to change its "
            "genre for good (before attaching; the token stays on the card)"
        )

    def on_choice(
        self,
        state: GameState,
        player: int,
        card: str,
        option: Option,
        stage: str,
        *context: object,
    ) -> None:
        production = state.production
        assert isinstance(option, PickGenre) and production is not None
        if option.genre == produced_genre(state, production):
            return
        tokens_left(state, player)[option.genre] -= 1
        board_of(state, player)["shows"][production.card] = option.genre
        state.changed_genres.pop(
            production.card, None
        )  # the token covers an earlier Versatile Actor
        production.genre = option.genre
        emit(
            state,
            "genre-change",
            player,
            card=production.card,
            genre=option.genre,
            name=GENRE_NAMES[option.genre],
            token=True,
        )
