"""Group commit: accepted choices are written by one thread, many to a transaction.

A coroutine that stores a choice waits until the transaction holding it is committed, so a choice
is never acknowledged before it is durable; meanwhile the event loop keeps serving other games, and
under load one commit (one fsync) carries the choices of many games at once.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading

from .storage import ChoiceRecord, Store

log = logging.getLogger("primetime.server")

MAX_BATCH = 512
CHECKPOINT_EVERY = 1.0  # seconds between SQLite WAL checkpoints

Drop = tuple[str, int]  # (game id, choices kept): later choices were taken back (undo)
_Item = tuple[ChoiceRecord | Drop, asyncio.Future[None], asyncio.AbstractEventLoop]


class JournalClosed(RuntimeError):
    """The journal was closed; nothing more can be stored."""


class Journal:
    """A writer thread that commits choices in batches; `append` resolves once committed."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._queue: queue.SimpleQueue[_Item | None] = queue.SimpleQueue()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="primetime-journal", daemon=True)
        self._thread.start()
        self._stopped = threading.Event()
        self._checkpointer = threading.Thread(
            target=self._checkpoints, name="primetime-checkpoint", daemon=True
        )
        self._checkpointer.start()

    async def append(self, record: ChoiceRecord) -> None:
        """Store one choice; returns once it is committed, raises if it could not be."""
        if self._closed:
            raise JournalClosed("the server is shutting down")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._queue.put((record, future, loop))
        await future

    async def drop(self, game_id: str, keep: int) -> None:
        """Delete a game's stored choices from index `keep` on, in order with the choices
        queued before; returns once committed."""
        if self._closed:
            raise JournalClosed("the server is shutting down")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._queue.put(((game_id, keep), future, loop))
        await future

    def close(self) -> None:
        """Commit what is queued, then stop the writer thread."""
        if not self._closed:
            self._closed = True
            self._queue.put(None)
            self._thread.join()
            self._stopped.set()
            self._checkpointer.join()

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            stop = False
            while len(batch) < MAX_BATCH:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stop = True
                    break
                batch.append(item)
            self._commit(batch)
            if stop:
                return

    def _checkpoints(self) -> None:
        """Checkpoint the WAL now and then, beside the writer (a passive checkpoint never blocks
        a commit), so that no commit has to do it."""
        while not self._stopped.wait(CHECKPOINT_EVERY):
            try:
                self.store.checkpoint()
            except Exception:
                log.exception("WAL checkpoint failed")

    def _commit(self, batch: list[_Item]) -> None:
        drops = [i for i, item in enumerate(batch) if not isinstance(item[0], ChoiceRecord)]
        if drops:  # in order: the choices before a drop, the drop, then the rest
            first = drops[0]
            if first:
                self._commit(batch[:first])
            self._drop(batch[first])
            if first + 1 < len(batch):
                self._commit(batch[first + 1 :])
            return
        try:
            self.store.append_choices(r for r, _, _ in batch if isinstance(r, ChoiceRecord))
        except Exception:
            if len(batch) == 1:
                record, future, loop = batch[0]
                assert isinstance(record, ChoiceRecord)
                log.exception("could not store choice %d of game %s", record.index, record.game_id)
                _settle(future, loop, RuntimeError("the choice could not be stored"))
                return
            # One bad choice must not sink the others: store them one by one.
            for item in batch:
                self._commit([item])
            return
        for _, future, loop in batch:
            _settle(future, loop, None)

    def _drop(self, item: _Item) -> None:
        """Delete the choices a player took back."""
        drop, future, loop = item
        assert not isinstance(drop, ChoiceRecord)
        game_id, keep = drop
        try:
            self.store.drop_choices(game_id, keep)
        except Exception as error:
            log.exception("could not drop choices of game %s from %d", game_id, keep)
            _settle(future, loop, RuntimeError(f"the choices could not be dropped: {error}"))
            return
        _settle(future, loop, None)


def _settle(
    future: asyncio.Future[None], loop: asyncio.AbstractEventLoop, error: Exception | None
) -> None:
    def settle() -> None:
        if future.done():
            return
        if error is None:
            future.set_result(None)
        else:
            future.set_exception(error)

    try:
        loop.call_soon_threadsafe(settle)
    except RuntimeError:  # the loop is closed: nobody is waiting any more
        pass
