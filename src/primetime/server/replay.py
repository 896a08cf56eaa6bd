"""Replays of finished games: any step, as a spectator saw it, rebuilt by replaying the choices."""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from typing import Any

from ..engine import Game
from .catalog import board_info
from .labels import public_cards, public_label
from .payload import result_of, view_message
from .storage import OVER, DamagedGame, Store, StoredGame

CACHED_GAMES = 16


class NotReplayable(LookupError):
    """No such game, or not finished yet (a game in progress is watched, not replayed)."""


class ReplayCache:
    """Finished games' choices, and the last game rebuilt per id, so that stepping forward one
    choice at a time costs one choice, not a whole replay."""

    def __init__(self, store: Store) -> None:
        self.store = store
        # id -> (stored game, the game rebuilt to some step, the choice that led to that step)
        self._games: OrderedDict[str, tuple[StoredGame, Game, dict[str, Any] | None]] = (
            OrderedDict()
        )
        self._lock = threading.Lock()

    async def frame(self, game_id: str, step: int | None) -> dict[str, Any]:
        """The spectator view after `step` choices (None: the end), with the choice that led
        there."""
        return await asyncio.to_thread(self._frame, game_id, step)

    def _frame(self, game_id: str, step: int | None) -> dict[str, Any]:
        try:
            return self._build(game_id, step)
        except DamagedGame as error:
            with self._lock:
                self._games.pop(game_id, None)
            raise NotReplayable(str(error)) from error
        except (ValueError, AssertionError) as error:  # a stored choice that does not replay
            with self._lock:
                self._games.pop(game_id, None)
            raise NotReplayable(
                f"game {game_id} is damaged: its stored choices no longer replay"
            ) from error

    def _build(self, game_id: str, step: int | None) -> dict[str, Any]:
        with self._lock:
            stored, cursor, last = self._load(game_id)
            total = len(stored.choices)
            target = total if step is None else max(0, min(step, total))
            if target < len(cursor.history):
                cursor, last = Game.new(stored.config), None
            else:
                cursor = cursor.clone()
            while len(cursor.history) < target:
                decision = cursor.decision
                assert decision is not None
                before = (
                    public_cards(cursor.view(None)) if len(cursor.history) + 1 == target else set()
                )
                option = cursor.choose(stored.choices[len(cursor.history)])
                if len(cursor.history) == target:
                    # Only cards public at this step (to a spectator) are named.
                    public = before | public_cards(cursor.view(None))
                    last = {
                        "player": decision.player,
                        "label": public_label(cursor.state.cards, option, public),
                    }
            self._games[game_id] = (stored, cursor, last)
            self._games.move_to_end(game_id)
            while len(self._games) > CACHED_GAMES:
                self._games.popitem(last=False)
        view = cursor.view(None)
        result = result_of(cursor)
        if result is not None:
            result["seeded"] = stored.seeded
        message = view_message(cursor, view, 0, game_id, result)
        message.update(
            type="replay",
            step=target,
            steps=total,
            last=last,
            names=list(stored.config.players),
            seeded=stored.seeded,
            board=board_info(stored.config),
        )
        return message

    def _load(self, game_id: str) -> tuple[StoredGame, Game, dict[str, Any] | None]:
        cached = self._games.get(game_id)
        if cached is not None:
            return cached
        stored = self.store.load_game(game_id)
        if stored is None:
            raise NotReplayable(f"no game {game_id!r}")
        if stored.status != OVER:
            raise NotReplayable("the game is not over yet: watch it instead")
        return stored, Game.new(stored.config), None
