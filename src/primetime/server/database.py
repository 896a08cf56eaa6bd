"""Where games are stored: a user's `--db` as a SQLAlchemy URL, and a SQLite file checked
before the server touches it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy.engine import make_url


class DamagedDatabase(RuntimeError):
    """A database file that is not a database, or fails SQLite's integrity check."""


def check_database(url: str) -> str | None:
    """Check a SQLite database file before serving: None if it is fine or absent, a message if
    it is a new (empty) file; DamagedDatabase if it is not a database or fails its integrity
    check. Other databases (PostgreSQL) check themselves."""
    full = database_url(url)
    parsed = make_url(full)
    if (
        parsed.get_backend_name() != "sqlite"
        or not parsed.database
        or parsed.database == ":memory:"
    ):
        return None
    path = Path(parsed.database)
    if not path.exists():
        return None
    if path.is_dir():
        raise DamagedDatabase(f"{path} is a folder, not a database file")
    if path.stat().st_size == 0:
        return f"{path} is empty: starting a new database in it"
    with path.open("rb") as handle:
        header = handle.read(16)
    if header != b"SQLite format 3\x00":
        raise DamagedDatabase(f"{path} is not a SQLite database (refusing to touch it)")
    try:
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            rows = connection.execute("PRAGMA quick_check").fetchall()
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise DamagedDatabase(f"{path} is damaged: {error}") from error
    if [r[0] for r in rows] != ["ok"]:
        raise DamagedDatabase(f"{path} is damaged: integrity check says {first_problem(rows)}")
    return None


def first_problem(rows: list[tuple[object, ...]]) -> str:
    """The first problem SQLite's check found, in one line, and how many more it found (its
    report is many lines, headed "*** in database main ***")."""
    problems = [
        line.strip()
        for row in rows
        for line in str(row[0]).splitlines()
        if line.strip() and not line.startswith("***")
    ]
    if not problems:
        return " ".join(str(rows[0][0]).split())
    more = len(problems) - 1
    return problems[0] + (f" (and {more} more problem{'s' if more > 1 else ''})" if more else "")


def database_url(url: str) -> str:
    """The SQLAlchemy URL for a user's `--db`: a bare path or sqlite URL, or a PostgreSQL URL
    (`postgresql://` and `postgres://` are driven by psycopg 3)."""
    if "://" not in url:
        return f"sqlite:///{url}"
    scheme, rest = url.split("://", 1)
    if scheme in ("postgresql", "postgres"):
        return f"postgresql+psycopg://{rest}"
    return url
