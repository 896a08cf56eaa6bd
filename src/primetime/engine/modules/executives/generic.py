"""Generic (complexity 3): producing a show whose genre is not yet covered on the board covers
it and moves the current marker 1 space up the bonus track (START, then spaces worth +1 to +5
viewers a round; bonus icons on 2: star and ad, 3: network card, 5: mogul, the Wild bonus without
Moguls). A marker reaching the topmost empty space clears the covered genres and a new marker
starts at START (the space below is the new top). Each round every marker scores its space's
viewers. Drawback: Generic never advances on the genre tracks (no bonuses, no end-game genre
viewers). Market Research, Waterbug and Reboot-o-mancer cover the genre instead (RULINGS 7.4:
every cover advances the bonus track, Catalog Buyout too; at the top the bonus comes first,
then the clear). Telly Time: no grid markers at all (no grid viewers or line bonuses), a fixed
+$5M when passing instead of the empty squares' cash, the Telly pilot covers its genre, and a
Kids, Quiz or Chat show produced may cover any genre of the board (a choice; "When you produce":
Market Research, Waterbug or Reboot-o-mancer on such a genre covers nothing, "cover that genre"
having no square on the board)."""

from __future__ import annotations

from ....cards import GENRE_NAMES, GridTile
from ....cards import GENRES as BOARD_GENRES  # the board's six (not Kids, Quiz, Chat)
from ...effect import register
from ...flow import extend
from ...machine import ask, decision, emit, step, then
from ...narrate import LINES, counted
from ...options import Done, Option, PickGenre
from ...progress.base import Progress
from ...results import GENRES, ScoreItem
from ...state import GameState
from ..telly.grid import Grids
from .base import Board, Executive, board_of, executive_of, value

SPACES = 5
# The bonus on each space of the track: a draw and keep (decks drawn from), or the mogul draw.
STAR_AND_AD = ("star", "ad")
NETWORK = ("network", "network")
WILD = ("star", "ad", "network")
BONUS_SPACES = {2: "star and ad", 3: "network card", 5: "mogul"}


def _top(board: Board) -> int:
    """The topmost empty space for the current marker (the last one placed)."""
    return SPACES - (len(board["markers"]) - 1)


class GenericTrack(Progress):
    """Generic's bonus track, in place of the genre tracks."""

    name = "generic"
    choose_words = "a genre to cover on your board"

    def advance_producing(self, state: GameState, player: int, genre: str) -> None:
        board = board_of(state, player)
        if genre in BOARD_GENRES:
            self.advance(state, player, genre)
        elif any(g not in board["covered"] for g in BOARD_GENRES):
            ask(state, "generic-cover", player, genre)  # Telly's Kids, Quiz, Chat: any genre
        else:  # every genre of the board covered: nothing for it to cover
            emit(state, "generic-covered", player, genre=genre, covered=False)

    def advance(self, state: GameState, player: int, genre: str) -> None:
        board = board_of(state, player)
        if genre not in BOARD_GENRES:  # Kids, Quiz, Chat by an effect: "cover that genre"
            emit(state, "generic-covered", player, genre=genre, covered=False)
            return
        if genre in board["covered"]:
            emit(state, "generic-covered", player, genre=genre, covered=True)
            return
        board["covered"].append(genre)
        board["markers"][-1] += 1
        space = board["markers"][-1]
        emit(state, "generic", player, genre=genre, space=space)
        frames: list[tuple[object, ...]] = []
        bonus = BONUS_SPACES.get(space)
        if bonus is not None:
            frames.append(_bonus_frame(state, player, bonus))
        if space == _top(board):
            frames.append(("generic-clear", player))
        if frames:
            then(state, *frames)

    def spaces(self, state: GameState, player: int) -> dict[str, int]:
        return {}  # on no genre track

    def choices(self, state: GameState, player: int) -> list[str]:
        """The board's genres not yet covered (Catalog Buyout), all six once every one is."""
        covered = board_of(state, player)["covered"]
        return [g for g in BOARD_GENRES if g not in covered] or list(BOARD_GENRES)

    def round_items(self, state: GameState, player: int) -> list[ScoreItem]:
        board = board_of(state, player)
        card = executive_of(state, player) or self.name
        return [
            ScoreItem(GENRES, "generic track", value(state, card, f"space_{space}"))
            for space in board["markers"]
            if space
        ]

    def changed(self, before: GameState, after: GameState, player: int) -> list[str]:
        old = board_of(before, player).get("covered", [])  # (none before the board is kept)
        board = board_of(after, player)
        new = [g for g in board.get("covered", []) if g not in old]
        if not new:
            return []
        space = board["markers"][-1]
        covers = [f"covers {GENRE_NAMES.get(g, g)} on your board" for g in new]
        return covers + ([f"bonus marker -> space {space}"] if space else [])

    def brief(self, state: GameState, player: int) -> str:
        return (
            "Generic: producing a show of a genre not yet covered on your board moves your marker "
            "up its bonus track; each marker scores its space's viewers every round."
        )

    def item_words(self, state: GameState, player: int, item: ScoreItem) -> str:
        return "a marker on Generic's bonus track"

    def describe(self, state: GameState, player: int, genre: str) -> str:
        board = board_of(state, player)
        if genre not in BOARD_GENRES:
            return "not on your board: nothing"
        if genre in board["covered"]:
            return "already covered on your board: nothing"
        space = board["markers"][-1] + 1
        bonus = BONUS_SPACES.get(space)
        gain = f", {bonus} bonus" if bonus else ""
        clear = ", then your board clears and a new marker starts" if space == _top(board) else ""
        viewers = f"+{space} viewer{'' if space == 1 else 's'} a round"
        return f"covers it: bonus marker -> space {space} ({viewers}{gain}){clear}"


GENERIC_TRACK = GenericTrack()


def _bonus_frame(state: GameState, player: int, bonus: str) -> tuple[object, ...]:
    if bonus == "star and ad":
        return ("draw-keep", player, STAR_AND_AD, "Generic's star and ad bonus")
    if bonus == "network card":
        return ("draw-keep", player, NETWORK, "Generic's network card bonus")
    if "moguls" in state.config.modules:
        return ("mogul-draw", player, 3)
    return ("draw-keep", player, WILD, "Generic's mogul bonus, Wild without Moguls")


@register
class Generic(Executive):
    id = "generic"

    def board(self, state: GameState, player: int, card: str) -> Board:
        pilot = _telly_pilot_genre(state, player)
        if pilot is not None:  # Telly Time: the pilot covers its genre (and moves the marker)
            # "Do not place any markers on your genre grid": not even the pilot's center one,
            # placed with the pilot before the executives were revealed (RULINGS 7.4)
            grid = state.parts["grids"]
            assert isinstance(grid, Grids)
            grid.marks[player] = []
            return {"covered": [pilot], "markers": [1]}
        return {"covered": [], "markers": [0]}

    def progress_cash(self, state: GameState, player: int, card: str, cash: int) -> int:
        if state.geometry.progress == "grid":
            return value(state, card, "telly_pass_cash")
        return cash

    def genre_progress(self, state: GameState, player: int, card: str) -> Progress:
        return GENERIC_TRACK

    def status(self, state: GameState, player: int, card: str) -> str:
        board = board_of(state, player)
        covered = ", ".join(GENRE_NAMES.get(g, g) for g in board["covered"]) or "none"
        markers = ", ".join("START" if m == 0 else f"space {m}" for m in board["markers"])
        return f"bonus track: {markers} (top {_top(board)}); covered: {covered}"


def _telly_pilot_genre(state: GameState, player: int) -> str | None:
    """In Telly Time, the genre of the player's Telly pilot (the center of their grid tile)."""
    part = state.parts.get("grids")
    if not isinstance(part, Grids) or part.tiles[player] is None:
        return None
    tile = state.cards[part.tiles[player] or ""]
    assert isinstance(tile, GridTile)
    return tile.center


def _cover_options(state: GameState, player: int, genre: str) -> list[Option]:
    covered = board_of(state, player)["covered"]
    return [PickGenre(g) for g in BOARD_GENRES if g not in covered] + [Done()]


def _cover_prompt(state: GameState, player: int, genre: str) -> str:
    name = GENRE_NAMES.get(genre, genre)
    return f"Generic: a {name} show may cover any genre of your board; choose one, or done"


@decision(
    "generic-cover",
    _cover_options,
    _cover_prompt,
    help=(
        "Generic: the Kids, Quiz or Chat show you produced may cover any genre of your board "
        "not yet covered; covering one moves you 1 up your bonus track. Choose the genre, or "
        "done to cover none."
    ),
)
def _resolve_cover(state: GameState, option: Option, player: int, genre: str) -> None:
    if isinstance(option, PickGenre):
        GENERIC_TRACK.advance(state, player, option.genre)


@step("generic-clear")
def _clear(state: GameState, player: int) -> None:
    """The marker reached the top: the covered genres clear, a new marker starts at START."""
    board = board_of(state, player)
    board["covered"] = []
    board["markers"].append(0)
    emit(state, "generic-clear", player, markers=list(board["markers"]))


extend("producing", steps=("generic-clear",), decisions=("generic-cover",))

LINES.update(
    {
        "generic": lambda s, who, d: (
            f"{who} covers {GENRE_NAMES.get(d['genre'], d['genre'])} on their Generic board: the"
            f" bonus marker moves to space {d['space']} (+{counted(d['space'], 'viewer')} a round)"
        ),
        "generic-covered": lambda s, who, d: (
            f"{GENRE_NAMES.get(d['genre'], d['genre'])} is already covered on {who}'s Generic board"
            if d.get("covered", True)
            else f"{GENRE_NAMES.get(d['genre'], d['genre'])} is not on {who}'s Generic board:"
            " nothing to cover"
        ),
        "generic-clear": lambda s, who, d: (
            f"{who}'s Generic board clears its covered genres; a new bonus marker starts at START"
        ),
    }
)
