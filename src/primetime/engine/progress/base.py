"""Genre progress: how producing shows of a genre pays off, as one interface.

The base game climbs the shared genre tracks (`tracks.py`); Telly Time marks a genre grid per
player; Generic covers genres on its own bonus track. Producing, the effects that advance a genre
(Catalog Buyout, Waterbug, Market Research, Versatile Actor), passing, scoring, end-game bonuses,
views, bots and every interface go through a player's `Progress`, never through the tracks
directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...cards import GENRE_NAMES
from ..native import mypyc_attr

if TYPE_CHECKING:
    from ..results import ScoreItem
    from ..state import GameState


@mypyc_attr(allow_interpreted_subclasses=True)
class Progress:
    """One way genres progress; stateless (what it tracks lives in the state or a part)."""

    name: ClassVar[str] = ""
    # what a card that lets you choose a genre asks you to choose: "a genre track to advance on"
    choose_words: ClassVar[str] = "a genre"
    # an effect that discards one of its drawn shows to progress on its genre (Market Research)
    # must take one whose genre `choices` allows, if any (Telly's grid: "Place a marker on the
    # genre of the show you discard. If all 3 genres you draw already have markers, ...")
    discards_to_progress: ClassVar[bool] = False

    def advance(self, state: GameState, player: int, genre: str) -> None:
        """The player advances on `genre` (producing a show, or an effect): change the state,
        log it and schedule any bonus."""
        raise NotImplementedError

    def advance_producing(self, state: GameState, player: int, genre: str) -> None:
        """The player advances on `genre` by producing a show of it: as `advance` unless a way
        of progress gives producing more (Generic in Telly Time: a Kids, Quiz or Chat show may
        cover any genre of the board)."""
        self.advance(state, player, genre)

    def spaces(self, state: GameState, player: int) -> dict[str, int]:
        """How far the player is on each genre they have progress in (absent: none)."""
        raise NotImplementedError

    def choices(self, state: GameState, player: int) -> list[str]:
        """Genres an effect that lets the player choose (Catalog Buyout) may advance."""
        return list(state.geometry.genres)

    def round_items(self, state: GameState, player: int) -> list[ScoreItem]:
        """Viewers the progress adds to each round's score."""
        return []

    def changed(self, before: GameState, after: GameState, player: int) -> list[str]:
        """What the player's progress gained from `before` to `after`, in words, for a
        preview: by default each genre space reached ("Drama -> space 2")."""
        old, new = self.spaces(before, player), self.spaces(after, player)
        return [
            f"{GENRE_NAMES.get(g, g)} -> space {space}"
            for g, space in sorted(new.items())
            if old.get(g, 0) != space
        ]

    def item_words(self, state: GameState, player: int, item: ScoreItem) -> str:
        """What one of its `round_items` counts, in words ("3 filled grid squares")."""
        return ""

    def brief(self, state: GameState, player: int) -> str:
        """How genres score, in one sentence for the game in brief (help's rules summary)."""
        return ""

    def pass_cash(self, state: GameState, player: int) -> int:
        """Cash the progress adds when the player passes (whatever pass bonus they take)."""
        return 0

    def pass_cash_words(self, state: GameState, player: int, cash: int) -> str:
        """What the cash added when passing is for, in words ("8 empty grid squares"), given
        the amount after cards in play changed it."""
        return "genre progress"

    def final_items(self, state: GameState, player: int) -> list[ScoreItem]:
        """End-game viewers (the scoreboard's Genres row)."""
        return []

    def potential(self, state: GameState, player: int) -> float:
        """Viewers the progress may still bring beyond its items, for the bots' estimate (Telly's
        lines close to completion); rough, 0 by default."""
        return 0.0

    def genre_rank(self, state: GameState, player: int, genre: str) -> int:
        """How much a show of `genre` is worth to the player's progress, for the solo opponent's
        "prefers a show of YOUR best genre" (the tracks: the space reached)."""
        return self.spaces(state, player).get(genre, 0)

    def describe(self, state: GameState, player: int, genre: str) -> str:
        """What advancing on `genre` would do now, in words, for previews."""
        raise NotImplementedError
