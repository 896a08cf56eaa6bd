"""The base game's genre board: a shared track per genre, a marker per player on each."""

from __future__ import annotations

from typing import Final

from .. import hooks
from ..board import bonus_name, genre_bonus
from ..machine import emit, emit_data
from ..native import mypyc_attr
from ..results import GENRES, ScoreItem, score_item
from ..sources import CardTable
from ..state import GameState
from .base import Progress

# Each genre's end-game item by the space reached, made once for each table of the spaces'
# viewers (`Geometry.genre_viewers`): items are never changed, and a bot's estimate counts them
# for every option it values.
_GENRE_ITEMS: Final[dict[tuple[int, ...], dict[str, tuple[ScoreItem, ...]]]] = {}


@mypyc_attr(allow_interpreted_subclasses=True)  # Moguls' tracks (interpreted) extend it
class Tracks(Progress):
    """Advance 1 space (a marker on space 1 the first time); spaces 2-4 give a genre bonus; the
    end-game viewers go by the space reached."""

    name = "tracks"
    choose_words = "a genre track to advance on"

    def advance(self, state: GameState, player: int, genre: str) -> None:
        seat = state.players[player]
        space = seat.genres.get(genre, 0)
        if space >= state.geometry.genre_top:
            emit(state, "genre-top", player, genre=genre)
            return
        space += 1
        seat.genres[genre] = space
        emit_data(state, "genre", player, {"genre": genre, "space": space})
        bonus = self.bonus(state, player, genre, space)
        if bonus is not None:
            state.stack.append(
                ("genre-bonus", player, bonus, genre, space)
            )  # (`then`, of one step)

    def bonus(self, state: GameState, player: int, genre: str, space: int) -> str | None:
        """The bonus printed on a space, as the effects in play may replace or veto it."""
        printed = genre_bonus(genre, space)
        table: CardTable = state.table  # (`hooks.implemented`, read directly)
        if "genre_bonus" not in table.present:
            return printed
        return hooks.genre_bonus(state, player, genre, space, printed)

    def spaces(self, state: GameState, player: int) -> dict[str, int]:
        return state.players[player].genres

    def brief(self, state: GameState, player: int) -> str:
        spaces = "/".join(str(v) for v in state.geometry.genre_viewers[1:])
        return (
            "Producing a show moves you up its genre track; at the end each genre track scores "
            f"{spaces} viewers by the space you reached."
        )

    def final_items(self, state: GameState, player: int) -> list[ScoreItem]:
        viewers = state.geometry.genre_viewers
        made = _GENRE_ITEMS.get(viewers)
        if made is None:
            made = _GENRE_ITEMS[viewers] = {}
        items = []  # (a loop: a comprehension is a function called)
        for genre, space in state.players[player].genres.items():
            by_space = made.get(genre)
            if by_space is None:
                by_space = made[genre] = tuple(score_item(GENRES, genre, v) for v in viewers)
            items.append(by_space[space])
        return items

    def describe(self, state: GameState, player: int, genre: str) -> str:
        geometry = state.geometry
        space = state.players[player].genres.get(genre, 0)
        if space >= geometry.genre_top:
            return "already at the top: no more viewers"
        new = space + 1
        viewers = geometry.genre_viewers[new]
        bonus = self.bonus(state, player, genre, new)
        gain = f", {bonus_name(bonus)} bonus now" if bonus else ""
        for later in range(new + 1, geometry.genre_top + 1):
            ahead = self.bonus(state, player, genre, later)
            if ahead:
                gain += f", next: {bonus_name(ahead)} bonus at space {later}"
                break
        return f"-> space {new}: {viewers} viewer{'s' if viewers != 1 else ''} at game end{gain}"


TRACKS: Final = Tracks()
