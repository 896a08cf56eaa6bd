"""Telly Time's genre grids (Megacorp rulebook, "Your Genre Grid"; RULINGS 7.3, 7.4).

The first time a player would advance on a genre, they mark its square on their grid instead;
each row, column or diagonal completed gives the bonus at its end at once (several at once: each).
With Moguls the game's 2nd completed line gives a mogul (draw 2, keep 1) instead of its bonus;
lines completed at once are ordered by their player, asked which comes first whenever the order
changes what they give (the mogul line; a Specialist's 1st, 2nd and 3rd lines). Passing: +$1M per
empty square, whatever pass bonus is taken; scoring: +1 viewer per filled square; no Genres row at
game end.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from ....cards import GENRE_NAMES, GridTile
from ... import hooks
from ...board import BONUS_NAMES
from ...flow import extend
from ...machine import ask, decision, emit, step, then
from ...options import Option, PickNumber
from ...parts import Part
from ...progress.base import Progress
from ...results import GENRES, ScoreItem
from ...state import GameState

MOGUL_LINE = 2  # with Moguls, the game's 2nd completed line gives a mogul
MOGUL_DRAW = 2  # draw 2, keep 1
MOGUL_BONUS = "grid-mogul"  # the mogul line's bonus (a step of that name)
BONUS_NAMES[MOGUL_BONUS] = "Mogul (draw 2, keep 1)"
Line = tuple[str, tuple[tuple[int, int], ...], str]  # name, squares (row, column), bonus
# The bots' worth of a line not yet complete, by its marked squares (a bonus is worth ~3 viewers).
LINE_NEAR = {1: 0.5, 2: 1.5}


class Grids(Part):
    """Each seat's grid tile, marked genres and completed lines. Public."""

    name = "grids"
    seat_features = 10  # the tile's 9 squares marked (row by row), completed lines / 8

    def __init__(self, tiles: list[str | None], marks: list[list[str]], lines: list[list[str]]):
        self.tiles = tiles
        self.marks = marks
        self.lines = lines  # names of completed lines, in the order completed

    def clone(self) -> Grids:
        return Grids(self.tiles[:], [m[:] for m in self.marks], [ln[:] for ln in self.lines])

    def seat_cards(self, player: int) -> list[str]:
        tile = self.tiles[player]
        return [tile] if tile is not None else []

    def features(self, state: GameState, player: int) -> list[float]:
        tile = self.tiles[player]
        data = state.cards.get(tile) if tile is not None else None
        if not isinstance(data, GridTile):
            return [0.0] * self.seat_features
        marks = self.marks[player]
        squares = [float(genre in marks) for row in data.squares for genre in row]
        return [*squares, min(1.0, len(self.lines[player]) / 8)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "tiles": list(self.tiles),
            "marks": [list(m) for m in self.marks],
            "lines": [list(ln) for ln in self.lines],
        }


def grids(state: GameState) -> Grids:
    part = state.parts["grids"]
    assert isinstance(part, Grids)
    return part


def tile_of(state: GameState, player: int) -> GridTile | None:
    card = grids(state).tiles[player]
    if card is None:
        return None
    data = state.cards[card]
    assert isinstance(data, GridTile)
    return data


def lines_of(tile: GridTile) -> list[Line]:
    """The 8 lines of a tile with the bonus at the end of each."""
    found: list[Line] = []
    for r, name in enumerate(("top row", "middle row", "bottom row")):
        found.append((name, tuple((r, c) for c in range(3)), tile.row_bonuses[r]))
    for c, name in enumerate(("left column", "middle column", "right column")):
        found.append((name, tuple((r, c) for r in range(3)), tile.column_bonuses[c]))
    found.append(("diagonal from top left", ((0, 0), (1, 1), (2, 2)), tile.diagonal_bonus))
    found.append(("diagonal from top right", ((0, 2), (1, 1), (2, 0)), tile.diagonal_bonus))
    return found


def completed_by(state: GameState, player: int, genre: str) -> list[Line]:
    """The lines marking `genre` would complete now (none if it is marked already)."""
    tile = tile_of(state, player)
    part = grids(state)
    marks = part.marks[player]
    if tile is None or genre in marks:
        return []
    after = set(marks) | {genre}
    return [
        line
        for line in lines_of(tile)
        if line[0] not in part.lines[player]
        and all(tile.squares[r][c] in after for r, c in line[1])
    ]


class Grid(Progress):
    """The genre grid, in place of the genre tracks."""

    name = "grid"
    choose_words = "a genre to mark on your grid"
    discards_to_progress = True

    def advance(self, state: GameState, player: int, genre: str) -> None:
        part = grids(state)
        if genre in part.marks[player]:
            emit(state, "grid-marked", player, genre=genre)
            return
        new = tuple(line[0] for line in completed_by(state, player, genre))
        part.marks[player].append(genre)
        emit(state, "grid", player, genre=genre, lines=list(new))
        if new:
            then(state, ("grid-lines", player, genre, new))

    def spaces(self, state: GameState, player: int) -> dict[str, int]:
        return {}  # on no genre track

    def round_items(self, state: GameState, player: int) -> list[ScoreItem]:
        filled = hooks.progress_viewers(state, player, len(grids(state).marks[player]))
        return [ScoreItem(GENRES, "genre grid", filled)] if filled else []

    def changed(self, before: GameState, after: GameState, player: int) -> list[str]:
        tile = tile_of(after, player)
        if tile is None:
            return []
        old, new = set(grids(before).marks[player]), grids(after).marks[player]
        words = [
            f"marks {GENRE_NAMES.get(g, g)} on your grid (+1 viewer a round)"
            for g in new
            if g not in old
        ]
        for name, squares, bonus in lines_of(tile):
            marked = [tile.squares[r][c] for r, c in squares]
            if all(g in new for g in marked) and not all(g in old for g in marked):
                words.append(f"completes the {name}: {bonus.capitalize()} bonus")
        return words

    def item_words(self, state: GameState, player: int, item: ScoreItem) -> str:
        filled = len(grids(state).marks[player])
        square = f"{filled} filled square{'' if filled == 1 else 's'}"
        return square if filled == item.viewers else f"{square}, changed by a card in play"

    def brief(self, state: GameState, player: int) -> str:
        return (
            "The first time you produce each genre, mark its square on your genre grid: each "
            "round +1 viewer per marked square and, when you pass, +$1M per empty one; a "
            "completed row, column or diagonal gains the bonus at its end (genres score nothing "
            "more at the end)."
        )

    def pass_cash(self, state: GameState, player: int) -> int:
        if tile_of(state, player) is None:
            return 0
        return 9 - len(grids(state).marks[player])

    def pass_cash_words(self, state: GameState, player: int, cash: int) -> str:
        empty = self.pass_cash(state, player)
        if cash != empty:  # a card in play changed it (Generic)
            return "genre grid"
        return f"{empty} empty grid square{'' if empty == 1 else 's'}"

    def potential(self, state: GameState, player: int) -> float:
        # A line two squares along is about half a bonus card away, one square along a sixth.
        tile = tile_of(state, player)
        if tile is None:
            return 0.0
        part = grids(state)
        marks = set(part.marks[player])
        value = 0.0
        for name, squares, _ in lines_of(tile):
            if name in part.lines[player]:
                continue
            done = sum(1 for r, c in squares if tile.squares[r][c] in marks)
            value += LINE_NEAR.get(done, 0.0)
        return value

    def choices(self, state: GameState, player: int) -> list[str]:
        """Any empty square (Catalog Buyout, and Market Research's discard), Kids, Quiz and
        Chat too."""
        marks = grids(state).marks[player]
        empty = [g for g in state.geometry.genres if g not in marks]
        return empty or list(state.geometry.genres)

    def genre_rank(self, state: GameState, player: int, genre: str) -> int:
        return int(bool(completed_by(state, player, genre)))

    def describe(self, state: GameState, player: int, genre: str) -> str:
        name = GENRE_NAMES.get(genre, genre)
        if genre in grids(state).marks[player]:
            return f"{name} is already marked on your grid: nothing"
        new = completed_by(state, player, genre)
        lines = "; ".join(f"completes the {line[0]}: {line[2].capitalize()} bonus" for line in new)
        return f"marks {name} on your grid (+1 viewer a round)" + (f"; {lines}" if lines else "")


GRID = Grid()


def _bonus_at(state: GameState, player: int, number: int, name: str) -> str | None:
    """What line `name` gives as the player's `number`th completed line: its printed bonus, a
    mogul for the 2nd with Moguls, as the effects in play change it (the Specialist)."""
    if number == MOGUL_LINE and "moguls" in state.config.modules:
        printed = MOGUL_BONUS
    else:
        tile = tile_of(state, player)
        assert tile is not None
        printed = next(line[2] for line in lines_of(tile) if line[0] == name)
    return hooks.line_bonus(state, player, number, printed)


def _order_matters(state: GameState, player: int, names: tuple[str, ...]) -> bool:
    """Whether completing these lines in another order gives other bonuses."""
    done = len(grids(state).lines[player])
    outcomes = {
        tuple(
            sorted(
                _word(_bonus_at(state, player, done + i, name)) for i, name in enumerate(order, 1)
            )
        )
        for order in permutations(names)
    }
    return len(outcomes) > 1


@step("grid-lines")
def _grid_lines(
    state: GameState, player: int, genre: str, names: tuple[str, ...], won: tuple[str, ...] = ()
) -> None:
    """Lines completed at once: the player says which comes first where the order matters,
    else each in turn; then each gives its bonus (`won`: those of the lines recorded so far)."""
    if len(names) > 1 and _order_matters(state, player, names):
        ask(state, "grid-line-order", player, genre, names, won)
        return
    for name in names:
        won += _complete(state, player, name)
    then(state, *(("genre-bonus", player, bonus, genre, 0) for bonus in won))


def _complete(state: GameState, player: int, name: str) -> tuple[str, ...]:
    """Record one completed line; its bonus (none: nothing)."""
    done = grids(state).lines[player]
    done.append(name)
    bonus = _bonus_at(state, player, len(done), name)
    emit(state, "grid-line", player, line=name, bonus=_word(bonus))
    return (bonus,) if bonus is not None else ()


def _word(bonus: str | None) -> str:
    return "none" if bonus is None else "mogul" if bonus == MOGUL_BONUS else bonus


@step(MOGUL_BONUS)
def _grid_mogul(state: GameState, player: int, genre: str, space: int) -> None:
    """The grid's mogul bonus: draw 2 moguls, keep 1 (RULINGS 7.1)."""
    then(state, ("mogul-draw", player, MOGUL_DRAW))


def _order_options(
    state: GameState, player: int, genre: str, names: tuple[str, ...], won: tuple[str, ...]
) -> list[Option]:
    return [PickNumber(i) for i in range(len(names))]


def _order_prompt(
    state: GameState, player: int, genre: str, names: tuple[str, ...], won: tuple[str, ...]
) -> str:
    number = len(grids(state).lines[player]) + 1
    gives = [_bonus_at(state, player, number, name) for name in names]
    listed = ", ".join(
        f"{i} {name}: {BONUS_NAMES.get(bonus, bonus) if bonus else 'nothing'}"
        for i, (name, bonus) in enumerate(zip(names, gives, strict=True))
    )
    return (
        f"you completed {len(names)} lines at once: which do you complete first? (as your "
        f"line {number} it gives: {listed})"
    )


@decision(
    "grid-line-order",
    _order_options,
    _order_prompt,
    help=(
        "You completed several lines of your genre grid at once. Choose which you complete "
        "first: with Moguls your 2nd line gives a mogul instead of its bonus (a Specialist's "
        "1st and 3rd lines give its moguls, its 2nd nothing), so the order decides which line "
        "keeps its printed bonus."
    ),
)
def _resolve_order(
    state: GameState,
    option: Option,
    player: int,
    genre: str,
    names: tuple[str, ...],
    won: tuple[str, ...],
) -> None:
    assert isinstance(option, PickNumber)
    first = names[option.value]
    rest = tuple(n for n in names if n != first)
    then(state, ("grid-lines", player, genre, rest, won + _complete(state, player, first)))


@step("grid-mark-center")
def _mark_center(state: GameState, player: int) -> None:
    """Telly Pilot Season: a marker on the tile's center square, instead of a genre advance."""
    tile = tile_of(state, player)
    if tile is not None and tile.center not in grids(state).marks[player]:
        grids(state).marks[player].append(tile.center)
        emit(state, "grid", player, genre=tile.center, lines=[])


extend(
    "producing",
    steps=("grid-mark-center", "grid-lines", MOGUL_BONUS),
    decisions=("grid-line-order",),
)
