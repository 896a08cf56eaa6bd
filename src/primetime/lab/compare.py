"""`primetime lab compare`: what changed between two runs, e.g. before and after a card edit.

First what differs in the runs themselves (config, and card by card the data each was played
with, read from the copies in DIR/cards/), then the figures: win share and mean score by every
report dimension, and card lifts, each with before, after and the change with a 95% interval.

Runs played from the same seed deal the same games (before the change shows): a seat of a game
in one run and the same seat of the same game in the other are a pair, and their results go
together. The intervals of the changes by dimension count that (the covariance of the pairs),
so they are narrower than for independent runs where the games were alike: for the identical
run twice, the change is 0 and so is its interval. Lifts are compared as independent.
"""

from __future__ import annotations

import math
import tomllib
from pathlib import Path
from typing import Any

import duckdb
from rich.console import Console
from rich.table import Table

from .stats import DIMENSIONS, lift, records, run_stats
from .store import CARDS_DIR, LabError, parquet_glob, read_manifest


def card_records(directory: Path) -> dict[str, dict[str, Any]]:
    """Every card entry of the data files stored with a run, by id (with its section)."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted((directory / CARDS_DIR).glob("*.toml")):
        try:
            data = tomllib.loads(path.read_text())
        except tomllib.TOMLDecodeError as error:
            raise LabError(f"{path}: not valid TOML: {error}") from error
        for section, entries in data.items():
            # a box's words for another box's cards (Telly Time's `[[reworded]]`) share their
            # ids, and change no game: the cards are those of their own boxes
            if not isinstance(entries, list) or section == "reworded":
                continue
            for entry in entries:
                if isinstance(entry, dict) and "id" in entry:
                    found[str(entry["id"])] = {"section": section} | entry
    return found


def card_changes(dir_a: Path, dir_b: Path) -> list[dict[str, Any]]:
    """Cards whose data differ between the two runs: field -> [before, after]."""
    before, after = card_records(dir_a), card_records(dir_b)
    changes: list[dict[str, Any]] = []
    for card in sorted(set(before) | set(after)):
        old, new = before.get(card), after.get(card)
        if old == new:
            continue
        if old is None or new is None:
            changes.append({"card": card, "change": "added" if old is None else "removed"})
            continue
        fields = {
            key: [old.get(key), new.get(key)]
            for key in sorted(set(old) | set(new))
            if old.get(key) != new.get(key)
        }
        changes.append({"card": card, "change": "edited", "fields": fields})
    return changes


def config_changes(dir_a: Path, dir_b: Path) -> dict[str, list[Any]]:
    a = read_manifest(dir_a).config.to_dict()
    b = read_manifest(dir_b).config.to_dict()
    return {k: [a.get(k), b.get(k)] for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)}


def half_width(ci: list[float]) -> float:
    return (ci[1] - ci[0]) / 2


def pairs(dir_a: Path, dir_b: Path) -> tuple[int, dict[str, dict[Any, dict[str, float]]]]:
    """How many finished games the runs share (the same seed), and per dimension and value the
    finished rows of each run (`n`, the variances of win share and total) and the pairs the runs
    share: the same seat of a game of the same seed holding the value in both (`m`, and the
    covariances of their win shares and totals)."""
    db = duckdb.connect()
    for name, directory in (("a", dir_a), ("b", dir_b)):
        glob = parquet_glob(directory).replace("'", "''")
        db.execute(
            f"CREATE VIEW {name} AS SELECT * FROM read_parquet('{glob}') WHERE error IS NULL"
        )
    out: dict[str, dict[Any, dict[str, float]]] = {}
    for column in DIMENSIONS:
        found: dict[Any, dict[str, float]] = {}
        for name in ("a", "b"):
            for r in records(
                db,
                f"SELECT {column} AS value, count(*) AS n, var_samp(win_share) AS w,"
                f" var_samp(total) AS t FROM {name} WHERE {column} IS NOT NULL GROUP BY {column}",
            ):
                found.setdefault(r["value"], {"m": 0, "cov_win": 0.0, "cov_total": 0.0}).update(
                    {f"n_{name}": r["n"], f"var_win_{name}": r["w"] or 0.0}
                    | {f"var_total_{name}": r["t"] or 0.0}
                )
        for r in records(
            db,
            f"SELECT a.{column} AS value, count(*) AS m,"
            " covar_samp(a.win_share, b.win_share) AS w, covar_samp(a.total, b.total) AS t"
            " FROM a JOIN b ON a.seed = b.seed AND a.seat = b.seat"
            f" AND a.{column} = b.{column} GROUP BY a.{column}",
        ):
            found[r["value"]].update({"m": r["m"], "cov_win": r["w"] or 0.0})
            found[r["value"]]["cov_total"] = r["t"] or 0.0
        out[column] = found
    shared = db.execute("SELECT count(DISTINCT seed) FROM a WHERE seed IN (SELECT seed FROM b)")
    row = shared.fetchone()
    return (int(row[0]) if row else 0), out


def paired_half_width(p: dict[str, float], figure: str) -> float:
    """Half the 95% interval of mean(B) - mean(A) of `figure` ("win" or "total"):
    var(A)/nA + var(B)/nB - 2 m cov / (nA nB)."""
    n_a, n_b = p["n_a"], p["n_b"]
    variance = p[f"var_{figure}_a"] / n_a + p[f"var_{figure}_b"] / n_b
    variance -= 2 * p["m"] * p[f"cov_{figure}"] / (n_a * n_b)
    return 1.96 * math.sqrt(max(variance, 0.0))


def group_changes(
    a: list[dict[str, Any]], b: list[dict[str, Any]], paired: dict[Any, dict[str, float]]
) -> list[dict[str, Any]]:
    """Per value present in both runs, in B's order (best first but the seat's, as the report's):
    win rate and mean score before, after, and the change; `paired` (see `pairs`) narrows the
    intervals where the runs share games."""
    before = {r["value"]: r for r in a}
    out = []
    for new in b:
        old = before.get(new["value"])
        if old is None:
            continue
        shared = paired.get(new["value"], {})
        wins_a, wins_b = old["win_rate"] * old["n"], new["win_rate"] * new["n"]
        change = lift(wins_b, new["n"], wins_a, old["n"])
        score = new["mean_score"] - old["mean_score"]
        score_hw = 1.96 * math.hypot(old["score_sem"], new["score_sem"])
        if shared.get("m", 0) > 1:
            rate, hw = change["lift"], paired_half_width(shared, "win")
            change["ci95"] = [round(rate - hw, 4), round(rate + hw, 4)]
            score_hw = paired_half_width(shared, "total")
        out.append(
            {
                "value": old["value"],
                "name": new["name"],
                "paired": int(shared.get("m", 0)),
                "win_rate": [old["win_rate"], new["win_rate"]],
                "win_rate_change": change["lift"],
                "win_rate_change_ci95": change["ci95"],
                "mean_score": [old["mean_score"], new["mean_score"]],
                "mean_score_change": round(score, 2),
                "mean_score_change_ci95": [round(score - score_hw, 2), round(score + score_hw, 2)],
            }
        )
    return out


def lift_changes(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per card and way of taking it, in both runs: lift before, after, change (95% CI)."""
    after = {(r["card"], r["action"]): r for r in b}
    out = []
    for old in a:
        new = after.get((old["card"], old["action"]))
        if new is None:
            continue
        change = new["lift"] - old["lift"]
        hw = math.hypot(half_width(old["ci95"]), half_width(new["ci95"]))
        out.append(
            {
                "card": old["card"],
                "name": old["name"],
                "action": old["action"],
                "n": [old["n_with"], new["n_with"]],
                "lift": [old["lift"], new["lift"]],
                "change": round(change, 4),
                "ci95": [round(change - hw, 4), round(change + hw, 4)],
                "clear": change - hw > 0 or change + hw < 0,
            }
        )
    return sorted(out, key=lambda r: -abs(r["change"]))


def compare(dir_a: Path, dir_b: Path, min_games: int = 30, top: int = 10) -> dict[str, Any]:
    """The comparison as JSON-ready data."""
    stats_a, stats_b = run_stats(dir_a, min_games), run_stats(dir_b, min_games)
    edits = card_changes(dir_a, dir_b)
    edited = {c["card"] for c in edits}
    lifts = lift_changes(stats_a["card_lift"], stats_b["card_lift"])
    shared, paired = pairs(dir_a, dir_b)
    return {
        "a": str(dir_a),
        "b": str(dir_b),
        "games": [stats_a["games"], stats_b["games"]],
        "config_changes": config_changes(dir_a, dir_b),
        "card_changes": edits,
        "mean_score": [stats_a["score"]["mean"], stats_b["score"]["mean"]],
        "paired_games": shared,
        "by": {
            column: group_changes(stats_a["by"][column], stats_b["by"][column], paired[column])
            for column in DIMENSIONS
        },
        "edited_cards": [r for r in lifts if r["card"] in edited],
        "cards_moved_most": lifts[:top],
    }


def render_compare(data: dict[str, Any], console: Console) -> None:
    """The comparison for people."""
    console.print(
        f"A: {data['a']} ({data['games'][0]} games)   B: {data['b']} ({data['games'][1]} games)"
    )
    for key, (old, new) in data["config_changes"].items():
        console.print(f"config {key}: {old!r} -> {new!r}")
    if not data["card_changes"]:
        console.print("card data: the same in both runs")
    for change in data["card_changes"]:
        fields = change.get("fields", {})
        detail = "; ".join(f"{k} {v[0]!r} -> {v[1]!r}" for k, v in fields.items())
        console.print(f"card {change['card']}: {change['change']} {detail}")
    old, new = data["mean_score"]
    console.print(f"mean score {old:.1f} -> {new:.1f}")
    if data["paired_games"]:
        console.print(
            f"{data['paired_games']} games dealt from the same seeds in both runs: the intervals"
            " by dimension count each seat's pair of results (narrower than for other games)"
        )
    for column, heading in DIMENSIONS.items():
        rows = data["by"][column]
        if len(rows) < 2:
            continue
        table = Table(title=f"by {heading}")
        for name in (
            "value",
            "win share A",
            "B",
            "change (95% CI)",
            "mean score A",
            "B",
            "change (95% CI)",
        ):
            table.add_column(name, justify="left" if name == "value" else "right")
        for r in rows:
            low, high = r["win_rate_change_ci95"]
            s_low, s_high = r["mean_score_change_ci95"]
            table.add_row(
                r["name"],
                f"{r['win_rate'][0]:.1%}",
                f"{r['win_rate'][1]:.1%}",
                f"{r['win_rate_change']:+.1%} ({low:+.1%}, {high:+.1%})",
                f"{r['mean_score'][0]:.1f}",
                f"{r['mean_score'][1]:.1f}",
                f"{r['mean_score_change']:+.1f} ({s_low:+.1f}, {s_high:+.1f})",
            )
        console.print(table)
    for title, key in (
        ("edited cards", "edited_cards"),
        ("cards whose lift moved most", "cards_moved_most"),
    ):
        if not data[key]:
            continue
        table = Table(title=title)
        for name in ("card", "taken as", "n A/B", "lift A", "lift B", "change (95% CI)"):
            table.add_column(name, justify="left" if name in ("card", "taken as") else "right")
        for r in data[key]:
            low, high = r["ci95"]
            mark = " *" if r["clear"] else ""
            table.add_row(
                r["name"],
                r["action"],
                f"{r['n'][0]}/{r['n'][1]}",
                f"{r['lift'][0]:+.1%}",
                f"{r['lift'][1]:+.1%}",
                f"{r['change']:+.1%} ({low:+.1%}, {high:+.1%}){mark}",
            )
        console.print(table)
    console.print("* the 95% interval of the change excludes 0")
