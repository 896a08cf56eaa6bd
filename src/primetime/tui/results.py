"""The end of the game: every player's round scores and itemised end-game bonuses, the winners,
and in solo mode the rank."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..cards import CardsById, CardSet
from ..engine.board import ROUNDS
from ..engine.modules.solo import RANKS
from ..engine.results import GameResult


def results_table(result: GameResult, solo: bool = False, network: str = "Network") -> Table:
    """One row per player: rounds, bonuses (genres, reruns, network, cash, any others), total.
    With Megacorp the network column is the scoreboard's "Network, Moguls & Execs" row."""
    extras = sorted({key for p in result.players for key in p.extra})
    table = Table(
        title="Final scores",
        title_style="bold",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        padding=(0, 1),
        pad_edge=False,
        show_edge=False,
    )
    table.add_column("Player", no_wrap=True)
    for number in range(1, ROUNDS + 1):
        table.add_column(f"R{number}", justify="right")
    table.add_column("Rounds", justify="right", style="bold")
    for heading in ("Genres", "Reruns", network, "Cash", *(e.title() for e in extras)):
        table.add_column(heading, justify="right")
    table.add_column("Total", justify="right", style="bold")
    for player in result.players:
        rounds = [str(s) for s in player.rounds] + [""] * (ROUNDS - len(player.rounds))
        won = player.winner and not solo
        name = Text(player.name, style="bold green" if won else "")
        if won:
            name.append(" ★")
        table.add_row(
            name,
            *rounds[:ROUNDS],
            str(player.round_total),
            str(player.genres),
            str(player.reruns),
            str(player.network),
            str(player.cash),
            *(str(player.extra.get(e, 0)) for e in extras),
            str(player.total),
        )
    return table


def network_lines(result: GameResult, cards: CardsById) -> Text | None:
    """Which Game End network cards (and moguls) scored what, player by player."""
    lines = [
        f"{p.name}: "
        + ", ".join(f"{cards[c].name if c in cards else c} {v}" for c, v in p.network_cards)
        for p in result.players
        if p.network_cards
    ]
    if not lines:
        return None
    return Text("Game End cards: " + "; ".join(lines), style="dim")


def rank_range(rank: str) -> str:
    """`180-199 viewers` for a solo rank."""
    floors = [(floor, name) for floor, name in RANKS]
    for index, (floor, name) in enumerate(floors):
        if name == rank:
            if index == 0:
                return f"{floor}+ viewers"
            return f"{floor}-{floors[index - 1][0] - 1} viewers"
    return ""


def verdict(result: GameResult, solo: bool) -> Text:
    """Who won (ties share the win); in solo mode, the rank."""
    if solo:
        me = result.players[0]
        text = Text(f"{me.name} scores {me.total} viewers: ", style="bold")
        rank = me.rank or ""
        text.append(rank, style="bold green")
        return text.append(f" ({rank_range(rank)})" if rank else "")
    winners = [result.players[i] for i in result.winners]
    names = " and ".join(p.name for p in winners)
    label = "Shared win" if len(winners) > 1 else "Winner"
    return Text(f"{label}: {names} with {winners[0].total} viewers", style="bold green")


def render_results(result: GameResult, cards: CardSet, solo: bool) -> RenderableType:
    """The final table, the Game End cards that scored, and the verdict."""
    megacorp = bool(cards.of_type("mogul") or cards.of_type("executive"))
    heading = "Network, Moguls & Execs" if megacorp else "Network"
    parts: list[RenderableType] = [results_table(result, solo, heading)]
    network = network_lines(result, cards)
    if network is not None:
        parts.append(network)
    parts.append(verdict(result, solo))
    return Group(*parts)
