"""The HTML report of a lab run: tables and matplotlib plots (PNG files beside the page)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from .stats import DIMENSIONS, SCORE_ITEMS  # noqa: E402
from .store import make_directory  # noqa: E402

LIFTS_PLOTTED = 15  # most positive and most negative cards in the lift plot


def percent(value: float) -> str:
    return f"{value:.1%}"


AXIS_LABELS = {"seat": "seat (1 = first player)"}  # a dimension's x label, else its heading


def save(fig: Figure, path: Path) -> None:
    """Write a plot as PNG and free it."""
    fig.savefig(path, dpi=80, bbox_inches="tight")
    plt.close(fig)


def groups_figure(rows: list[dict[str, Any]], column: str, heading: str) -> Figure:
    """Win rate (95% CI) and mean score (+-2 SEM) of each value of one dimension."""
    labels = [r["name"] for r in rows]
    rates = [r["win_rate"] for r in rows]
    low = [r["win_rate"] - r["ci95"][0] for r in rows]
    high = [r["ci95"][1] - r["win_rate"] for r in rows]
    fig, (left, right) = plt.subplots(1, 2, figsize=(9, 3.2 + 0.12 * len(rows)))
    left.bar(labels, rates, yerr=[low, high], capsize=4, color="#4c72b0")
    left.set_title(f"win share by {heading} (95% CI)")
    left.set_ylabel("win share (ties split)")
    left.yaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0))
    scores = [r["mean_score"] for r in rows]
    right.bar(labels, scores, yerr=[2 * r["score_sem"] for r in rows], capsize=4, color="#55a868")
    right.set_title(f"mean score by {heading} (+-2 SEM)")
    right.set_ylabel("mean final score")
    for axis in (left, right):
        axis.set_xlabel(AXIS_LABELS.get(column, heading))
        if len(rows) > 4:  # slanted, each label ending under its bar, so long names do not overlap
            plt.setp(axis.get_xticklabels(), rotation=40, ha="right", rotation_mode="anchor")
    fig.tight_layout()
    return fig


def lifts_figure(lifts: list[dict[str, Any]]) -> Figure:
    """The cards with the largest and smallest lift, with their 95% intervals."""
    shown = (
        lifts
        if len(lifts) <= 2 * LIFTS_PLOTTED
        else (lifts[:LIFTS_PLOTTED] + lifts[-LIFTS_PLOTTED:])
    )
    shown = list(reversed(shown))
    labels = [f"{r['name']} ({r['action']}, n={r['n_with']})" for r in shown]
    values = [r["lift"] for r in shown]
    errors = [[r["lift"] - r["ci95"][0] for r in shown], [r["ci95"][1] - r["lift"] for r in shown]]
    colours = ["#c44e52" if v < 0 else "#4c72b0" for v in values]
    fig, axis = plt.subplots(figsize=(9, 1.5 + 0.24 * len(shown)))
    axis.barh(labels, values, xerr=errors, capsize=2, color=colours)
    axis.axvline(0, color="black", linewidth=0.8)
    axis.xaxis.set_major_formatter(matplotlib.ticker.PercentFormatter(1.0))
    axis.set_title("win-rate lift when taken (95% CI): top and bottom cards")
    axis.set_xlabel("win share with the card minus without")
    axis.set_ylabel("card (taken as, player-games)")
    axis.tick_params(axis="y", labelsize=8)
    fig.tight_layout()
    return fig


def scores_figure(stats: dict[str, Any]) -> Figure:
    """The distribution of final scores and the mean score items by seat."""
    hist = stats["score"]["histogram"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.6))
    if hist["counts"]:
        edges = hist["edges"]
        left.stairs(hist["counts"], edges, fill=True, color="#4c72b0")
    left.axvline(stats["score"]["mean"], color="black", linestyle="--", label="mean")
    left.axvline(stats["winning_score"]["mean"], color="#c44e52", linestyle="--", label="mean win")
    left.set_title("final scores (every player)")
    left.set_xlabel("final score")
    left.set_ylabel("player-games")
    left.legend()
    bottom = [0.0] * len(stats["score_items"])
    seats = [str(int(r["seat"]) + 1) for r in stats["score_items"]]
    for item in SCORE_ITEMS:
        values = [r[item] for r in stats["score_items"]]
        right.bar(seats, values, bottom=bottom, label=item.replace("_", " "))
        bottom = [b + v for b, v in zip(bottom, values, strict=True)]
    right.set_title("mean score items by seat")
    right.set_xlabel(AXIS_LABELS["seat"])
    right.set_ylabel("mean score")
    # beside the bars, not over the first seat's
    right.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0)
    fig.tight_layout()
    return fig


def length_figure(stats: dict[str, Any]) -> Figure:
    """How long games take: decisions per game."""
    hist = stats["length"]["decisions_histogram"]
    fig, axis = plt.subplots(figsize=(6, 3.2))
    if hist["counts"]:
        axis.stairs(hist["counts"], hist["edges"], fill=True, color="#8172b2")
    seconds = stats["length"]["seconds"]["mean"]
    axis.set_title(f"decisions per game (mean {seconds:.3f} s a game)")
    axis.set_xlabel("decisions in the game (every player's)")
    axis.set_ylabel("games")
    fig.tight_layout()
    return fig


def table(headings: list[str], rows: list[list[Any]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headings)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def group_table(rows: list[dict[str, Any]]) -> str:
    return table(
        ["value", "player-games", "win share", "95% CI", "mean score"],
        [
            [
                r["name"],
                r["n"],
                percent(r["win_rate"]),
                f"{percent(r['ci95'][0])}-{percent(r['ci95'][1])}",
                f"{r['mean_score']:.1f}",
            ]
            for r in rows
        ],
    )


def lift_table(rows: list[dict[str, Any]]) -> str:
    return table(
        [
            "card",
            "taken as",
            "n with",
            "win with",
            "n without",
            "win without",
            "lift",
            "95% CI",
            "vs kind",
        ],
        [
            [
                r["name"],
                r["action"],
                r["n_with"],
                percent(r["win_rate_with"]),
                r["n_without"],
                percent(r["win_rate_without"]),
                f"{r['lift']:+.1%}",
                f"{r['ci95'][0]:+.1%} to {r['ci95'][1]:+.1%}",
                f"{r['vs_kind']:+.1%}",
            ]
            for r in rows
        ],
    )


STYLE = (
    "body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em}"
    "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:2px 8px;"
    "text-align:right}td:first-child,th:first-child{text-align:left}img{max-width:100%}"
)


def write_report(stats: dict[str, Any], out: Path) -> Path:
    """Write `index.html` and its PNG plots into `out`; return the page's path."""
    make_directory(out)
    config = stats["config"]
    parts = [
        f"<!doctype html><meta charset=utf-8><title>primetime lab report</title><style>{STYLE}"
        "</style><h1>primetime lab report</h1>",
        f"<p>{stats['games']} games ({stats['errors']} errors) in "
        f"<code>{html.escape(stats['directory'])}</code>: {config['players']} players, bots "
        f"{html.escape(', '.join(config['bots']))}, modules "
        f"{html.escape(', '.join(config['modules']) or 'none')}, seed {config['seed']}; card data "
        + ", ".join(f"{html.escape(k)} {v[:12]}" for k, v in stats["cards"].items())
        + ".</p>",
    ]
    for message in stats["error_messages"]:
        parts.append(f"<p style=color:#c44e52>{html.escape(message)}</p>")
    for column, heading in DIMENSIONS.items():
        rows = stats["by"][column]
        parts.append(f"<h2>By {html.escape(heading)}</h2>")
        if not rows or (column == "bot" and len(rows) < 2):
            parts.append(f"<p>No {html.escape(heading)} differs in this run.</p>")
            continue
        image = f"by_{column}.png"
        save(groups_figure(rows, column, heading), out / image)
        parts.append(f'<img src="{image}" alt="by {html.escape(heading)}">' + group_table(rows))
    lifts = stats["card_lift"]
    parts.append(
        "<h2>Cards: win-rate lift when taken</h2><p>Win share of the players who signed a star or "
        "an ad, took a network card or produced a show, minus that of the players who did not, "
        "with 95% Newcombe intervals; cards taken in fewer than "
        f"{stats['min_n']} player-games are left out. A lift is an association, not a cause: "
        "taking cards at all goes with winning, so <i>vs kind</i> is the lift minus the mean lift "
        "of the cards taken the same way.</p>"
    )
    if lifts:
        save(lifts_figure(lifts), out / "card_lift.png")
        parts.append('<img src="card_lift.png" alt="card lift">' + lift_table(lifts))
    else:
        parts.append(f"<p>No card was taken in {stats['min_n']} player-games yet.</p>")
    save(scores_figure(stats), out / "scores.png")
    score, win = stats["score"], stats["winning_score"]
    parts.append(
        "<h2>Scores</h2><img src=scores.png alt=scores>"
        f"<p>Final score mean {score['mean']:.1f} (median {score['median']:.0f}, "
        f"{score['min']:.0f}-{score['max']:.0f}); winners' mean {win['mean']:.1f}; "
        f"winning margin median {stats['margin']['median']:.0f}.</p>"
    )
    save(length_figure(stats), out / "length.png")
    length = stats["length"]
    parts.append(
        "<h2>How long games take</h2><img src=length.png alt=length>"
        f"<p>{length['rounds']['mean']:.2f} rounds, {length['decisions']['mean']:.1f} decisions "
        f"(median {length['decisions']['median']:.0f}, 90% under {length['decisions']['p90']:.0f})"
        f", {length['seconds']['mean']:.3f} s a game to play (90% under "
        f"{length['seconds']['p90']:.3f} s).</p>"
    )
    page = out / "index.html"
    page.write_text("\n".join(parts) + "\n")
    return page
