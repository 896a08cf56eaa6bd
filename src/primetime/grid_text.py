"""Telly Time's genre grids in words, for every interface: the terminal draws `grid_rows` (and
the one-line `grid_summary`), the browser draws the payload's `grid_shown` (the same data as a
dict). None outside Telly Time, or while a seat has no tile yet."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from .cards import GENRE_NAMES, GridTile
from .engine.board import bonus_name
from .engine.modules.telly.grid import MOGUL_LINE, grids, lines_of, tile_of
from .engine.state import GameState

NEXT_SHOWN = 3  # lines one square from done named in the one-liner at most


@dataclass(frozen=True, slots=True)
class Square:
    genre: str
    name: str  # the genre's name
    marked: bool


@dataclass(frozen=True, slots=True)
class GridLine:
    name: str  # "top row", "left column", "diagonal from top left", ...
    bonus: str  # the bonus's name at its end ("Star"; "Mogul" for the one that gives a mogul)
    done: bool
    missing: tuple[str, ...]  # the genres (names) still to mark, in square order


@dataclass(frozen=True, slots=True)
class GridShown:
    tile: str  # the tile's name
    rows: tuple[tuple[Square, ...], ...]  # 3 rows of 3, top to bottom
    row_bonuses: tuple[str, ...]  # at the right end of each row
    column_bonuses: tuple[str, ...]  # at the bottom of each column
    diagonal_bonus: str  # both diagonals
    marked: int  # squares marked of 9
    lines: tuple[GridLine, ...]  # all 8

    @property
    def heading(self) -> str:
        """Whose grid it is not, but which tile: "Genre grid (Action tile)" (a tile is named
        after its centre genre, which reads as an Action-only grid on its own)."""
        return f"Genre grid ({self.rows[1][1].name} tile)"


def _mogul_next(state: GameState, player: int) -> bool:
    """Whether this player's next completed line gives a mogul instead of its bonus."""
    return "moguls" in state.config.modules and len(grids(state).lines[player]) == MOGUL_LINE - 1


def grid_rows(state: GameState, player: int) -> GridShown | None:
    """The player's grid: each square with its genre and whether it is marked, the bonuses at
    the lines' ends, and each line's state (None: not Telly Time, or no tile yet)."""
    if "grids" not in state.parts:
        return None
    tile = tile_of(state, player)
    if tile is None:
        return None
    marks = set(grids(state).marks[player])
    done = grids(state).lines[player]
    mogul = _mogul_next(state, player)
    lines = []
    for name, squares, bonus in lines_of(tile):
        finished = name in done
        missing = tuple(
            GENRE_NAMES.get(tile.squares[r][c], tile.squares[r][c])
            for r, c in squares
            if tile.squares[r][c] not in marks
        )
        shown = "Mogul" if mogul and not finished else bonus_name(bonus)
        lines.append(GridLine(name, shown, finished, missing))
    return GridShown(
        tile=tile.name,
        rows=_squares(tile, marks),
        row_bonuses=tuple(bonus_name(b) for b in tile.row_bonuses),
        column_bonuses=tuple(bonus_name(b) for b in tile.column_bonuses),
        diagonal_bonus=bonus_name(tile.diagonal_bonus),
        marked=len(marks),
        lines=tuple(lines),
    )


def _squares(tile: GridTile, marks: set[str]) -> tuple[tuple[Square, ...], ...]:
    return tuple(
        tuple(Square(g, GENRE_NAMES.get(g, g), g in marks) for g in row) for row in tile.squares
    )


def grid_summary(shown: GridShown) -> str:
    """One line: `grid 4/9, lines 1 (top row), next: Action -> left column Star`."""
    text = f"grid {shown.marked}/9"
    done = [line.name for line in shown.lines if line.done]
    if done:
        text += f", lines {len(done)} ({', '.join(done)})"
    near = [line for line in shown.lines if not line.done and len(line.missing) == 1]
    if near:
        listed = ", ".join(f"{ln.missing[0]} -> {ln.name} {ln.bonus}" for ln in near[:NEXT_SHOWN])
        more = f" (+{len(near) - NEXT_SHOWN} more)" if len(near) > NEXT_SHOWN else ""
        text += f", next lines: {listed}{more}"
    elif shown.marked < 9:
        text += ", no line one square away"
    return text


def grid_brief(shown: GridShown) -> str:
    """A few words for a line shared with other things: `grid 4/9, 1 line`."""
    done = sum(1 for line in shown.lines if line.done)
    return f"grid {shown.marked}/9, {done} line{'' if done == 1 else 's'}"


def grid_shown(state: GameState, player: int) -> dict[str, Any] | None:
    """`grid_rows` as plain data, with the one-liner (the payload's `grid` of each network)."""
    shown = grid_rows(state, player)
    if shown is None:
        return None
    data = asdict(shown)
    data["summary"] = grid_summary(shown)
    data["heading"] = shown.heading
    return data
