"""The figures of a lab run, computed with DuckDB SQL over its Parquet files.

Win rates are win shares (a shared win counts 1/winners) with 95% Wilson intervals. A card's lift
is the win rate of the players who took it (signed a star or an ad, took a network card, produced a
show) minus the win rate of the players who did not, over every finished game of the run, with a
95% Newcombe (hybrid Wilson) interval and both counts. A lift is an association, not a cause:
players who take more cards, or a card that comes with a good position, win more for that reason
too, which is why `vs_kind` also gives each card's lift minus the mean lift of the cards taken
the same way (a star against the typical star).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import duckdb

from ..cards import load_boxes
from ..tournament import wilson
from .store import LabError, Manifest, batch_files, parquet_glob, read_manifest, refuse_solo

# Group-by dimensions of the report: column -> heading. Null values (e.g. no executive) drop out.
DIMENSIONS: dict[str, str] = {
    "seat": "seat",
    "bot": "bot",
    "executive": "executive",
    "mogul": "mogul",
    "genre_focus": "genre focus",
}
IN_OWN_ORDER = frozenset({"seat"})  # every other dimension is listed best first
# A card is "taken" in one of these ways, each a list column of the rows.
ACTIONS: dict[str, str] = {
    "signed star": "stars_signed",
    "signed ad": "ads_signed",
    "taken": "networks_taken",
    "produced": "shows_produced",
}
SCORE_ITEMS = ("round_total", "genres", "reruns", "network", "cash")


def connect(directory: Path) -> duckdb.DuckDBPyConnection:
    """An in-memory DuckDB with view `rows` (every stored row) and `played` (finished games)."""
    if not batch_files(directory):
        raise LabError(
            f"{directory} holds no games yet (run `primetime lab run --out {directory}`)"
        )
    db = duckdb.connect()
    glob = parquet_glob(directory).replace("'", "''")
    db.execute(f"CREATE VIEW rows AS SELECT * FROM read_parquet('{glob}')")
    db.execute("CREATE VIEW played AS SELECT * FROM rows WHERE error IS NULL")
    return db


def records(db: duckdb.DuckDBPyConnection, sql: str) -> list[dict[str, Any]]:
    """A query's rows as dicts."""
    cursor = db.execute(sql)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


def rate(wins: float, n: int) -> dict[str, Any]:
    """A win rate with its 95% Wilson interval and count."""
    low, high = wilson(wins, n)
    return {
        "n": n,
        "win_rate": round(wins / n, 4) if n else 0.0,
        "ci95": [round(low, 4), round(high, 4)],
    }


def lift(w1: float, n1: int, w0: float, n0: int) -> dict[str, Any]:
    """Win rate with minus without, with the 95% Newcombe interval of the difference."""
    p1, p0 = (w1 / n1 if n1 else 0.0), (w0 / n0 if n0 else 0.0)
    l1, u1 = wilson(w1, n1)
    l0, u0 = wilson(w0, n0)
    d = p1 - p0
    low = d - math.sqrt((p1 - l1) ** 2 + (u0 - p0) ** 2)
    high = d + math.sqrt((u1 - p1) ** 2 + (p0 - l0) ** 2)
    return {"lift": round(d, 4), "ci95": [round(low, 4), round(high, 4)]}


def card_names(boxes: tuple[str, ...]) -> dict[str, str]:
    """The printed name of every card (executive boards and moguls too) of these boxes, by id."""
    return {card_id: card.name for card_id, card in load_boxes(boxes).items()}


def display_name(column: str, value: Any, names: dict[str, str]) -> str:
    """What a reader knows a value by: seats 1..N as everywhere in primetime (the column counts
    from 0), a card's printed name from `names`, else the value itself."""
    if column == "seat":
        return str(int(value) + 1)
    return names.get(str(value), str(value))


def best_first(column: str, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A dimension's rows as every output lists them: by win share, then mean score (the seat
    in its own order), so the strongest and weakest stand out."""
    if column in IN_OWN_ORDER:
        return rows
    return sorted(rows, key=lambda r: (-r["win_rate"], -r["mean_score"]))


def by_dimension(
    db: duckdb.DuckDBPyConnection, column: str, names: dict[str, str]
) -> list[dict[str, Any]]:
    """Win rate and mean score of each value of one column (nulls left out), best first (see
    `best_first`), each with the `name` a reader knows it by (`display_name`)."""
    out = []
    for row in records(
        db,
        f"SELECT {column} AS value, count(*) AS n, sum(win_share) AS wins, avg(total) AS mean,"
        f" stddev_samp(total) AS sd FROM played WHERE {column} IS NOT NULL"
        f" GROUP BY {column} ORDER BY {column}",
    ):
        n = int(row["n"])
        sd = float(row["sd"] or 0.0)
        out.append(
            {"value": row["value"], "name": display_name(column, row["value"], names)}
            | rate(float(row["wins"]), n)
            | {"mean_score": round(float(row["mean"]), 2), "score_sem": round(sd / math.sqrt(n), 2)}
        )
    return best_first(column, out)


def card_lifts(
    db: duckdb.DuckDBPyConnection, min_games: int, names: dict[str, str]
) -> list[dict[str, Any]]:
    """Each card's lift for each way of taking it, most positive first; cards taken in fewer than
    `min_games` player-games are left out. `names`: the cards' names by id (`card_names`)."""
    total = db.execute("SELECT count(*), coalesce(sum(win_share), 0) FROM played").fetchone()
    assert total is not None
    n_all, w_all = int(total[0]), float(total[1])
    parts = " UNION ALL ".join(
        f"SELECT game, seat, '{action}' AS action, unnest({expr}) AS card, win_share FROM played"
        for action, expr in ACTIONS.items()
    )
    sql = (
        f"WITH took AS (SELECT DISTINCT game, seat, action, card, win_share FROM ({parts}))"
        " SELECT action, card, count(*) AS n, sum(win_share) AS wins FROM took"
        " GROUP BY action, card"
    )
    out = []
    for row in records(db, sql):
        n1, w1 = int(row["n"]), float(row["wins"])
        if n1 < min_games or n_all - n1 < 1:
            continue
        out.append(
            {
                "card": row["card"],
                "name": names.get(row["card"], row["card"]),
                "action": row["action"],
                "n_with": n1,
                "win_rate_with": round(w1 / n1, 4),
                "n_without": n_all - n1,
                "win_rate_without": round((w_all - w1) / (n_all - n1), 4),
            }
            | lift(w1, n1, w_all - w1, n_all - n1)
        )
    for action in ACTIONS:
        same = [r for r in out if r["action"] == action]
        typical = sum(r["lift"] for r in same) / len(same) if same else 0.0
        for r in same:
            r["vs_kind"] = round(r["lift"] - typical, 4)
    out.sort(key=lambda r: (-r["lift"], r["action"], r["card"]))
    return out


def histogram(values: list[float], bins: int = 30) -> dict[str, list[Any]]:
    """Counts of values in at most `bins` equal-width bins (edges has one more entry than counts);
    whole-number values get whole-number widths, so no bin holds more integers than another."""
    if not values:
        return {"edges": [], "counts": []}
    low, high = min(values), max(values)
    if all(float(v).is_integer() for v in values):
        width = float(max(1, math.ceil((high - low + 1) / bins)))
        bins = int((high - low) // width) + 1
        low -= 0.5
    else:
        width = (high - low) / bins or 1.0
    counts = [0] * bins
    for v in values:
        counts[min(int((v - low) / width), bins - 1)] += 1
    return {"edges": [round(low + i * width, 4) for i in range(bins + 1)], "counts": counts}


def quantiles(db: duckdb.DuckDBPyConnection, expr: str, table: str) -> dict[str, float]:
    row = db.execute(
        f"SELECT avg({expr}), min({expr}), quantile_cont({expr}, 0.5), quantile_cont({expr}, 0.9),"
        f" max({expr}) FROM {table}"
    ).fetchone()
    assert row is not None
    keys = ("mean", "min", "median", "p90", "max")
    return {k: round(float(v), 4) if v is not None else 0.0 for k, v in zip(keys, row, strict=True)}


def run_stats(directory: Path, min_games: int = 30) -> dict[str, Any]:
    """Every figure of the report, as JSON-ready data."""
    manifest: Manifest = read_manifest(directory)
    refuse_solo(manifest.config)  # a solo run stored before the lab refused them
    db = connect(directory)
    games = "(SELECT DISTINCT game, rounds, decisions, seconds, error FROM rows)"
    counts = db.execute(
        f"SELECT count(*), count(*) FILTER (WHERE error IS NOT NULL) FROM {games}"
    ).fetchone()
    assert counts is not None
    errors = [
        r["error"]
        for r in records(
            db, f"SELECT error FROM {games} WHERE error IS NOT NULL ORDER BY game LIMIT 5"
        )
    ]
    finished = f"(SELECT * FROM {games} WHERE error IS NULL)"
    items = records(
        db,
        "SELECT seat, "
        + ", ".join(f"avg({i}) AS {i}" for i in SCORE_ITEMS)
        + " FROM played GROUP BY seat ORDER BY seat",
    )
    totals = [float(r[0]) for r in db.execute("SELECT total FROM played").fetchall()]
    names = card_names(manifest.config.boxes)
    return {
        "directory": str(directory),
        "config": manifest.config.to_dict(),
        "cards": manifest.cards,
        "games": int(counts[0]),
        "errors": int(counts[1]),
        "error_messages": errors,
        "by": {column: by_dimension(db, column, names) for column in DIMENSIONS},
        "card_lift": card_lifts(db, min_games, names),
        "min_n": min_games,
        "score": quantiles(db, "total", "played") | {"histogram": histogram(totals)},
        "score_items": [{k: round(float(v), 2) for k, v in r.items()} for r in items],
        "winning_score": quantiles(db, "total", "played WHERE winner"),
        "margin": quantiles(
            db,
            "best - second",
            "(SELECT game, max(total) AS best, list_sort(list(total), 'DESC')[2] AS second"
            " FROM played GROUP BY game HAVING count(*) > 1)",
        ),
        "length": {
            "rounds": quantiles(db, "rounds", finished),
            "decisions": quantiles(db, "decisions", finished),
            "seconds": quantiles(db, "seconds", finished),
            "decisions_histogram": histogram(
                [float(r[0]) for r in db.execute(f"SELECT decisions FROM {finished}").fetchall()]
            ),
        },
    }
