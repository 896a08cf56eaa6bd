"""Storage: games as their config plus their choices (event-sourced), through SQLAlchemy.

SQLite (a file, nothing to install) by default, PostgreSQL by URL. Three tables: `games` (config,
status), `seats` (name, bot, the sha256 of the seat's token) and `choices` (the option texts, in
order, primary key (game, index) so that no choice can ever be stored twice). Every method is
synchronous and thread-safe; the server calls them from worker threads.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    Engine,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    and_,
    create_engine,
    delete,
    event,
    func,
    insert,
    inspect,
    select,
    text,
    type_coerce,
    update,
)
from sqlalchemy.engine import make_url

from ..engine import ConfigError, GameConfig
from .database import database_url

metadata = MetaData()

games_table = Table(
    "games",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("config", Text, nullable=False),
    Column("engine", String(32), nullable=False),
    Column("listed", Boolean, nullable=False, default=True),
    Column("status", String(16), nullable=False, index=True),  # playing | over
    Column("finished_at", DateTime(timezone=True), nullable=True),
    # Added later (migrated in place): the creator chose the seed; the checksum of the game's
    # id and config, which each stored choice's chain continues.
    Column("seeded", Boolean, nullable=True),
    Column("checksum", String(64), nullable=True),
    # choices taken back (each undo): a game's state id, which only ever grows, counts them
    Column("undone", Integer, nullable=True),
)

seats_table = Table(
    "seats",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", String(64), nullable=False),
    Column("bot", String(64), nullable=True),
    Column("token_hash", String(64), nullable=True),
    Column("claimed", Boolean, nullable=False, default=False),
)

choices_table = Table(
    "choices",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("idx", Integer, primary_key=True),
    Column("option", Text, nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
    # Added later: the game's checksum through this choice (chained from the game's), verified
    # on load. Written with the row itself, so storing a choice costs no extra statement.
    Column("chain", String(64), nullable=True),
)

# Commits never checkpoint the WAL themselves (a checkpoint fsyncs the database file and would stall
# every choice waiting in that commit); `Store.checkpoint` does it from the journal's idle time.
WAL_AUTOCHECKPOINT = 0

PLAYING = "playing"
OVER = "over"
EXPIRED = "expired"  # a playing game nobody made a choice in for the server's game_ttl

ADDED_COLUMNS = {
    "games": {"seeded": "BOOLEAN", "checksum": "VARCHAR(64)", "undone": "INTEGER"},
    "choices": {"chain": "VARCHAR(64)"},
}


class DamagedGame(RuntimeError):
    """A stored game that cannot be rebuilt: its rows fail their checksum or no longer replay."""


def first_checksum(game_id: str, config_text: str) -> str:
    """The checksum of a game with no choices: of its id and its stored config."""
    return hashlib.sha256(f"primetime-game\0{game_id}\0{config_text}".encode()).hexdigest()


def next_checksum(previous: str, index: int, option: str) -> str:
    """The checksum after one more choice."""
    return hashlib.sha256(f"{previous}\0{index}\0{option}".encode()).hexdigest()


def config_text(config: GameConfig) -> str:
    """A config as stored (the checksum covers exactly this text)."""
    return json.dumps(config.to_dict(), sort_keys=True)


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """One seat of a stored game."""

    seat: int
    name: str
    bot: str | None  # a bot spec or difficulty name; None for a person
    token_hash: str | None
    claimed: bool


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game as stored: enough to rebuild it exactly by replaying its choices."""

    id: str
    config: GameConfig
    seats: tuple[SeatRecord, ...]
    choices: tuple[str, ...]
    listed: bool
    status: str
    created_at: datetime
    seeded: bool = False
    undone: int = 0  # choices taken back over the game's life


def _config_or_none(text: str) -> GameConfig | None:
    try:
        return GameConfig.from_dict(json.loads(text))
    except (ValueError, TypeError, KeyError, RecursionError, ConfigError):
        return None


# what loading a game reads of its row (its times apart: see `_created_at`)
GAME_COLUMNS = tuple(
    c for name, c in games_table.c.items() if name not in ("created_at", "finished_at")
)


def _created_at() -> Any:
    """The creation time as stored (SQLite: its text), read by `_time_or_none`: SQLAlchemy's
    own reading fails the whole query on one damaged row."""
    return type_coerce(games_table.c.created_at, String).label("created_at")


def _time_or_none(value: object) -> datetime | None:
    """A stored time as SQLAlchemy would give it, or None where it is not a time (damaged)."""
    if isinstance(value, datetime):
        return value
    try:
        return datetime.fromisoformat(str(value))
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A line of the lobby's game lists (no tokens)."""

    id: str
    created_at: datetime
    status: str
    players: tuple[str, ...]
    bots: tuple[str | None, ...]
    claimed: tuple[bool, ...]
    choices: int
    solo: bool
    seeded: bool = False
    config: GameConfig | None = None  # None if unreadable (the game itself says so on load)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, as the lobby API sends it."""
        return {
            "id": self.id,
            "created_at": self.created_at.isoformat(),
            "status": self.status,
            "choices": self.choices,
            "solo": self.solo,
            "seeded": self.seeded,
            "seats": [
                {"seat": i, "name": name, "bot": bot, "claimed": claimed}
                for i, (name, bot, claimed) in enumerate(
                    zip(self.players, self.bots, self.claimed, strict=True)
                )
            ],
        }


@dataclass(frozen=True, slots=True)
class ChoiceRecord:
    """An accepted choice to store: the game, its index in the history, its text, and whether
    it ended the game."""

    game_id: str
    index: int
    option: str
    ends_game: bool = False


def _now() -> datetime:
    return datetime.now(UTC)


class Store:
    """The database of games. Thread-safe; every write is one committed transaction."""

    def __init__(self, url: str, durable: bool = False) -> None:
        self.url = database_url(url)
        kind = make_url(self.url).get_backend_name()
        self.engine: Engine = create_engine(self.url, pool_pre_ping=kind != "sqlite")
        if kind == "sqlite":
            self._tune_sqlite(durable)
        metadata.create_all(self.engine)
        self._add_columns()
        # Each game's latest checksum, as committed by this store (its only writer), so that a
        # commit need not read it back; games not in it are read once.
        self._sums: dict[str, str | None] = {}

    def _add_columns(self) -> None:
        """Give a database made by an earlier version the columns added since (nullable)."""
        inspector = inspect(self.engine)
        for table, columns in ADDED_COLUMNS.items():
            present = {c["name"] for c in inspector.get_columns(table)}
            missing = [name for name in columns if name not in present]
            if missing:
                with self.engine.begin() as connection:
                    for name in missing:
                        connection.execute(
                            text(f"ALTER TABLE {table} ADD COLUMN {name} {columns[name]}")
                        )

    def _tune_sqlite(self, durable: bool) -> None:
        """WAL (readers never wait for the writer) and a busy timeout. A commit always survives a
        crash of the server; with `durable`, it is also synced to disk (survives a power cut)."""
        synchronous = "FULL" if durable else "NORMAL"

        @event.listens_for(self.engine, "connect")
        def _pragmas(connection: Any, _record: Any) -> None:
            cursor = connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute(f"PRAGMA synchronous={synchronous}")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA busy_timeout=10000")
            cursor.execute(f"PRAGMA wal_autocheckpoint={WAL_AUTOCHECKPOINT}")
            cursor.close()

    def checkpoint(self) -> None:
        """Copy the SQLite write-ahead log into the database, without blocking writers."""
        if self.engine.dialect.name == "sqlite":
            with self.engine.connect() as connection:
                connection.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")

    def close(self) -> None:
        """Release every pooled connection."""
        self.engine.dispose()

    # --- writes -------------------------------------------------------------------------

    def create_game(
        self,
        game_id: str,
        config: GameConfig,
        seats: Sequence[SeatRecord],
        engine_version: str,
        listed: bool = True,
        seeded: bool = False,
    ) -> None:
        """Store a new game (config and seats, no choices yet)."""
        stored_config = config_text(config)
        with self.engine.begin() as connection:
            connection.execute(
                insert(games_table).values(
                    id=game_id,
                    created_at=_now(),
                    config=stored_config,
                    engine=engine_version,
                    listed=listed,
                    status=PLAYING,
                    seeded=seeded,
                    checksum=first_checksum(game_id, stored_config),
                )
            )
            self._sums[game_id] = first_checksum(game_id, stored_config)
            connection.execute(
                insert(seats_table),
                [
                    {
                        "game_id": game_id,
                        "seat": s.seat,
                        "name": s.name,
                        "bot": s.bot,
                        "token_hash": s.token_hash,
                        "claimed": s.claimed,
                    }
                    for s in seats
                ],
            )

    def append_choices(self, records: Iterable[ChoiceRecord]) -> None:
        """Store accepted choices, all in one transaction (group commit). A choice whose index
        is already stored violates the primary key, and the whole transaction is refused."""
        rows = list(records)
        if not rows:
            return
        at = _now()
        with self.engine.begin() as connection:
            ids = sorted({r.game_id for r in rows})
            sums = {gid: self._sums[gid] for gid in ids if gid in self._sums}
            for gid in ids:
                if gid not in sums:
                    sums[gid] = self._last_checksum(connection, gid)
            chains: list[str | None] = []
            for record in rows:
                previous = sums[record.game_id]
                chain = (
                    None
                    if previous is None
                    else next_checksum(previous, record.index, record.option)
                )
                sums[record.game_id] = chain
                chains.append(chain)
            connection.execute(
                insert(choices_table),
                [
                    {
                        "game_id": r.game_id,
                        "idx": r.index,
                        "option": r.option,
                        "at": at,
                        "chain": chain,
                    }
                    for r, chain in zip(rows, chains, strict=True)
                ],
            )
            for record in rows:
                if record.ends_game:
                    connection.execute(
                        update(games_table)
                        .where(games_table.c.id == record.game_id)
                        .values(status=OVER, finished_at=at)
                    )
        self._sums.update(sums)  # committed: the chain goes on from here
        for record in rows:
            if record.ends_game:
                self._sums.pop(record.game_id, None)

    def drop_choices(self, game_id: str, keep: int) -> None:
        """Delete a playing game's stored choices from index `keep` on (a player took them
        back), counted as one undo; the chain goes on from the last one kept."""
        with self.engine.begin() as connection:
            connection.execute(
                delete(choices_table).where(
                    and_(choices_table.c.game_id == game_id, choices_table.c.idx >= keep)
                )
            )
            connection.execute(
                update(games_table)
                .where(games_table.c.id == game_id)
                .values(undone=func.coalesce(games_table.c.undone, 0) + 1)
            )
            self._sums[game_id] = self._last_checksum(connection, game_id)

    def _last_checksum(self, connection: Any, game_id: str) -> str | None:
        """A game's checksum through its last stored choice (None for a game stored before
        checksums, or none such)."""
        last = connection.execute(
            select(choices_table.c.chain)
            .where(choices_table.c.game_id == game_id)
            .order_by(choices_table.c.idx.desc())
            .limit(1)
        ).first()
        if last is not None:
            return last.chain  # type: ignore[no-any-return]
        head = connection.execute(
            select(games_table.c.checksum).where(games_table.c.id == game_id)
        ).first()
        return None if head is None else head.checksum

    def claim_seat(self, game_id: str, seat: int, token_hash: str | None) -> bool:
        """Mark a person's seat claimed, giving it a new token hash if one is given. Atomic:
        only one of two racing claims of an unclaimed seat succeeds."""
        values: dict[str, Any] = {"claimed": True}
        if token_hash is not None:
            values["token_hash"] = token_hash
        with self.engine.begin() as connection:
            result = connection.execute(
                update(seats_table)
                .where(
                    and_(
                        seats_table.c.game_id == game_id,
                        seats_table.c.seat == seat,
                        seats_table.c.bot.is_(None),
                        seats_table.c.claimed.is_(False),
                    )
                )
                .values(**values)
            )
            return bool(result.rowcount == 1)

    # --- reads --------------------------------------------------------------------------

    def load_game(self, game_id: str) -> StoredGame | None:
        """A stored game with its seats and choices in order, or None; DamagedGame if its rows
        fail their checksum or its config is unreadable."""
        with self.engine.connect() as connection:
            row = connection.execute(
                select(*GAME_COLUMNS, _created_at()).where(games_table.c.id == game_id)
            ).first()
            if row is None:
                return None
            seats = connection.execute(
                select(seats_table)
                .where(seats_table.c.game_id == game_id)
                .order_by(seats_table.c.seat)
            ).all()
            choices = connection.execute(
                select(choices_table.c.idx, choices_table.c.option, choices_table.c.chain)
                .where(choices_table.c.game_id == game_id)
                .order_by(choices_table.c.idx)
            ).all()
        if row.checksum is not None:
            checksum = first_checksum(row.id, row.config)
            intact = checksum == row.checksum
            for number, choice in enumerate(choices):
                checksum = next_checksum(checksum, choice.idx, choice.option)
                intact = intact and choice.idx == number and choice.chain == checksum
            if not intact:
                raise DamagedGame(
                    f"game {game_id} is damaged: its stored choices fail their checksum"
                )
        try:
            config = GameConfig.from_dict(json.loads(row.config))
        except (ValueError, TypeError, RecursionError, ConfigError) as error:
            raise DamagedGame(f"game {game_id} is damaged: its config is unreadable") from error
        created_at = _time_or_none(row.created_at)
        if created_at is None:
            raise DamagedGame(f"game {game_id} is damaged: its creation time is unreadable")
        # The seat rows are outside the checksum: each player has exactly one, by name
        if [(s.seat, s.name) for s in seats] != list(enumerate(config.players)):
            raise DamagedGame(
                f"game {game_id} is damaged: its seats do not match its players "
                f"({', '.join(config.players)})"
            )
        return StoredGame(
            id=row.id,
            config=config,
            seats=tuple(
                SeatRecord(s.seat, s.name, s.bot, s.token_hash, bool(s.claimed)) for s in seats
            ),
            choices=tuple(c.option for c in choices),
            listed=bool(row.listed),
            status=row.status,
            created_at=created_at,
            seeded=bool(row.seeded),
            undone=int(row.undone or 0),
        )

    def list_games(
        self, status: str, limit: int = 50, listed_only: bool = True
    ) -> list[GameSummary]:
        """The newest games with a status (`playing` or `over`), for the lobby."""
        conditions = [games_table.c.status == status]
        if listed_only:
            conditions.append(games_table.c.listed.is_(True))
        with self.engine.connect() as connection:
            games = connection.execute(
                select(
                    games_table.c.id,
                    _created_at(),
                    games_table.c.status,
                    games_table.c.seeded,
                    games_table.c.config,
                )
                .where(and_(*conditions))
                .order_by(games_table.c.created_at.desc())
                .limit(limit)
            ).all()
            ids = [g.id for g in games]
            if not ids:
                return []
            seats = connection.execute(
                select(seats_table)
                .where(seats_table.c.game_id.in_(ids))
                .order_by(seats_table.c.game_id, seats_table.c.seat)
            ).all()
            counts: dict[str, int] = {
                row[0]: int(row[1])
                for row in connection.execute(
                    select(choices_table.c.game_id, func.count())
                    .where(choices_table.c.game_id.in_(ids))
                    .group_by(choices_table.c.game_id)
                ).all()
            }
        by_game: dict[str, list[Any]] = {}
        for seat in seats:
            by_game.setdefault(seat.game_id, []).append(seat)
        times = {g.id: _time_or_none(g.created_at) for g in games}
        return [
            GameSummary(
                id=g.id,
                created_at=times[g.id] or datetime.min,
                status=g.status,
                players=tuple(s.name for s in by_game.get(g.id, [])),
                bots=tuple(s.bot for s in by_game.get(g.id, [])),
                claimed=tuple(bool(s.claimed) for s in by_game.get(g.id, [])),
                choices=counts.get(g.id, 0),
                solo=len(by_game.get(g.id, [])) == 1,
                seeded=bool(g.seeded),
                config=_config_or_none(g.config),
            )
            for g in games
            if times[g.id] is not None  # damaged: left out (the game itself says so on load)
        ]

    def expire_games(self, before: datetime, keep: Iterable[str] = ()) -> list[str]:
        """Mark expired every playing game with no choice (or creation) since `before`, except
        those in `keep` (someone is connected); their ids."""
        kept = list(keep)
        last_choice = (
            select(func.max(choices_table.c.at))
            .where(choices_table.c.game_id == games_table.c.id)
            .scalar_subquery()
        )
        conditions = [
            games_table.c.status == PLAYING,
            func.coalesce(last_choice, games_table.c.created_at) < before,
        ]
        if kept:
            conditions.append(games_table.c.id.not_in(kept))
        with self.engine.begin() as connection:
            ids = [
                r.id for r in connection.execute(select(games_table.c.id).where(and_(*conditions)))
            ]
            if ids:
                connection.execute(
                    update(games_table)
                    .where(and_(games_table.c.id.in_(ids), games_table.c.status == PLAYING))
                    .values(status=EXPIRED, finished_at=_now())
                )
        return ids

    def games_to_resume(self) -> list[str]:
        """Games still playing that have a bot seat: the server resumes them at start, so their
        bots move again without waiting for a person to connect."""
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(games_table.c.id)
                .where(
                    and_(
                        games_table.c.status == PLAYING,
                        games_table.c.id.in_(
                            select(seats_table.c.game_id).where(seats_table.c.bot.is_not(None))
                        ),
                    )
                )
                .order_by(games_table.c.created_at)
            ).all()
        return [r.id for r in rows]
