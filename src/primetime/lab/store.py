"""A lab run on disk: `manifest.json`, a copy of the card data, and one Parquet file per batch.

```
DIR/manifest.json                      the run's config, card-data hashes, columns
DIR/cards/primetime.toml               the card data the games were played with (and
                                       megacorp.toml, telly.toml when the modules use them)
DIR/games/games-0000000-0000099.parquet  one row per player of games 0..99 (see rows.COLUMNS)
```

A batch file is written under a temporary name and renamed, so a file either holds a whole batch
or is absent: a killed run resumes by playing the game indices no file holds.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from .. import __version__
from ..cards.loader import DATA_DIR, load_box
from ..engine.game import card_boxes
from .rows import COLUMN_NAMES, COLUMNS, GameSpec

FORMAT = 1
MANIFEST = "manifest.json"
GAMES_DIR = "games"
CARDS_DIR = "cards"

ITEM = pa.struct([("item", pa.string()), ("viewers", pa.int64())])
ARROW_KINDS: dict[str, pa.DataType] = {
    "int": pa.int64(),
    "float": pa.float64(),
    "bool": pa.bool_(),
    "str": pa.string(),
    "int_list": pa.list_(pa.int64()),
    "str_list": pa.list_(pa.string()),
    "items": pa.list_(ITEM),
}
SCHEMA = pa.schema([pa.field(c.name, ARROW_KINDS[c.kind]) for c in COLUMNS])


class LabError(ValueError):
    """A lab directory that cannot take this run, or cannot be read; the message says why."""


@dataclass(frozen=True)
class RunConfig:
    """What makes the games of one run comparable: every game in a DIR shares it."""

    bots: tuple[str, ...]
    modules: tuple[str, ...] = ()
    classic_turns: bool = False
    beginner: bool = False
    seed: int = 0
    # The card boxes the games use, whose data files the run records: () = those of the config
    # and its modules (Moguls and Executives need Megacorp's file), worked out here.
    boxes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.boxes:
            game = GameSpec(
                0, self.seed, self.bots, self.modules, self.classic_turns, self.beginner
            )
            object.__setattr__(self, "boxes", card_boxes(game.config()))

    @property
    def players(self) -> int:
        return len(self.bots)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self) | {"players": self.players}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RunConfig:
        return cls(
            bots=tuple(data["bots"]),
            modules=tuple(data["modules"]),
            classic_turns=bool(data["classic_turns"]),
            beginner=bool(data["beginner"]),
            seed=int(data["seed"]),
            boxes=tuple(data["boxes"]),
        )


def card_files(boxes: tuple[str, ...]) -> dict[str, Path]:
    """The card data files of these boxes, by file name."""
    return {f"{box}.toml": DATA_DIR / f"{box}.toml" for box in boxes}


def card_hashes(boxes: tuple[str, ...]) -> dict[str, str]:
    """SHA-256 of each card data file as it is on disk now."""
    return {
        name: hashlib.sha256(path.read_bytes()).hexdigest()
        for name, path in card_files(boxes).items()
    }


@cache
def loaded_card_hashes(boxes: tuple[str, ...]) -> dict[str, str]:
    """The hashes of the card data this process plays with: the files are hashed when the loader
    first loads (and caches) them here, so an edit made during a run cannot hide from the check."""
    for box in boxes:
        load_box(box)
    return card_hashes(boxes)


@dataclass
class Manifest:
    """The metadata of a lab directory."""

    config: RunConfig
    cards: dict[str, str]
    columns: list[str] = field(default_factory=lambda: list(COLUMN_NAMES))
    format: int = FORMAT
    primetime: str = __version__

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "primetime": self.primetime,
            "config": self.config.to_dict(),
            "cards": self.cards,
            "columns": self.columns,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Manifest:
        return cls(
            RunConfig.from_dict(data["config"]),
            dict(data["cards"]),
            list(data["columns"]),
            int(data["format"]),
            str(data.get("primetime", "")),
        )

    def describe(self) -> str:
        c = self.config
        parts = [f"{c.players} players", "bots " + ",".join(c.bots), f"seed {c.seed}"]
        parts.append("modules " + (",".join(c.modules) or "none"))
        parts += [name for name in ("classic_turns", "beginner") if getattr(c, name)]
        return ", ".join(parts)


def read_manifest(directory: Path) -> Manifest:
    """The manifest of a lab directory, or a LabError saying it is not one."""
    path = directory / MANIFEST
    if not path.is_file():
        raise LabError(f"{directory} is not a lab run directory (no {MANIFEST})")
    try:
        return Manifest.from_dict(json.loads(path.read_text()))
    except (KeyError, TypeError, ValueError) as error:
        raise LabError(f"{path} is not a lab manifest: {error}") from error


SOLO_REFUSED = (
    "the lab compares players: its figures are win shares between seats and cards' win-rate "
    "lifts, and a solo game (--players 1) has no one to win against, so every one would read "
    "100% and 0. For solo scores and ranks use `primetime simulate --solo --games N --bots BOT "
    "--json`"
)


def refuse_solo(config: RunConfig) -> None:
    """A LabError for a solo run, whose win shares would all be 1 (SOLO_REFUSED says why)."""
    if config.players == 1:
        raise LabError(SOLO_REFUSED)


def os_reason(error: OSError) -> str:
    """An OSError in one line, naming its file: "/proc/nope: No such file or directory"."""
    where = f"{error.filename}: " if error.filename else ""
    return f"{where}{error.strerror or error}"


def make_directory(directory: Path) -> None:
    """Create a directory (and its parents) if new; else a LabError naming the path and why."""
    if directory.exists() and not directory.is_dir():
        raise LabError(f"{directory} is a file, not a directory")
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise LabError(f"cannot create the directory {directory} ({os_reason(error)})") from error


def open_run(directory: Path, config: RunConfig) -> Manifest:
    """The directory's manifest for this run: created for a new directory, checked for an
    existing one (same config, card data and columns, or a LabError naming the difference)."""
    refuse_solo(config)
    wanted = Manifest(config, dict(loaded_card_hashes(config.boxes)))
    if not (directory / MANIFEST).exists():
        make_directory(directory)
        if any(directory.iterdir()):
            raise LabError(f"{directory} is not empty and holds no lab run; use another --out")
        (directory / GAMES_DIR).mkdir(exist_ok=True)
        (directory / CARDS_DIR).mkdir(exist_ok=True)
        for name, path in card_files(config.boxes).items():
            shutil.copyfile(path, directory / CARDS_DIR / name)
        write_atomic(directory / MANIFEST, json.dumps(wanted.to_dict(), indent=1) + "\n")
        return wanted
    stored = read_manifest(directory)
    problems = differences(stored, wanted)
    if problems:
        raise LabError(
            f"{directory} holds a different run ({stored.describe()}); this one differs: "
            + "; ".join(problems)
            + ". Use another --out for it (and `primetime lab compare` to compare the two)."
        )
    return stored


def differences(stored: Manifest, wanted: Manifest) -> list[str]:
    """Why two manifests' games cannot share one directory (empty if they can)."""
    problems = []
    old, new = stored.config.to_dict(), wanted.config.to_dict()
    for key in new:
        if old.get(key) != new[key]:
            problems.append(f"{key}: stored {old.get(key)!r}, now {new[key]!r}")
    for name in sorted(set(stored.cards) | set(wanted.cards)):
        if name not in stored.cards:
            problems.append(f"the stored games recorded no card data {name}")
        elif stored.cards.get(name) != wanted.cards.get(name):
            problems.append(f"card data {name} changed since the stored games")
    if stored.columns != wanted.columns or stored.format != wanted.format:
        problems.append("the stored columns are of another primetime version")
    return problems


def write_atomic(path: Path, text: str) -> None:
    """Write a text file whole or not at all."""
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(text)
    os.replace(temporary, path)


def batch_name(indices: list[int]) -> str:
    return f"games-{min(indices):07d}-{max(indices):07d}.parquet"


def write_batch(directory: Path, rows: list[dict[str, Any]]) -> Path:
    """Store the rows of one batch of games as its own Parquet file (atomic rename)."""
    indices = sorted({row["game"] for row in rows})
    target = directory / GAMES_DIR / batch_name(indices)
    temporary = target.with_name(target.name + ".tmp")
    ordered = sorted(rows, key=lambda row: (row["game"], row["seat"]))
    table = pa.Table.from_pylist(ordered, schema=SCHEMA)
    pq.write_table(table, temporary)
    os.replace(temporary, target)
    return target


def batch_files(directory: Path) -> list[Path]:
    """The finished batch files of a run, in name order (temporary files left by a kill ignored)."""
    return sorted((directory / GAMES_DIR).glob("games-*.parquet"))


def stored_games(directory: Path) -> set[int]:
    """Indices of the games already stored."""
    found: set[int] = set()
    for path in batch_files(directory):
        found.update(pq.read_table(path, columns=["game"]).column("game").to_pylist())
    return found


def read_rows(directory: Path) -> pa.Table:
    """Every stored row, ordered by game and seat."""
    files = batch_files(directory)
    if not files:
        return SCHEMA.empty_table()
    table = pa.concat_tables([pq.read_table(path, schema=SCHEMA) for path in files])
    return table.sort_by([("game", "ascending"), ("seat", "ascending")])


def parquet_glob(directory: Path) -> str:
    """The glob DuckDB reads a run's rows from: `read_parquet('<this>')`."""
    return str(directory / GAMES_DIR / "games-*.parquet")
