"""The end of the game: every player's round scores and itemised end-game bonuses, the winners,
and in solo mode the rank."""

from __future__ import annotations

from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.table import Table
from rich.text import Text

from ..cards import CardsById
from ..engine.board import ROUNDS
from ..engine.results import GameResult
from ..engine.state import GameState
from ..presentation import final_notes, network_row, network_scored, solo_standing

# Each column's heading, and the short one used when the whole table would not fit the width
# (then a legend under it says what each short one means).
SHORT = {"Rounds": "Rnd", "Genres": "Gen", "Reruns": "Rer", "Cash": "$", "Total": "Tot"}
SHORT_NETWORK = {"Network": "Net", "Network, Moguls & Execs": "NME"}
GAP = 3  # between two columns: padding on each side and the box's divider (a space)


def _headings(result: GameResult, network: str, short: bool, each_round: bool = True) -> list[str]:
    extras = sorted({key for p in result.players for key in p.extra})
    rounds = [f"R{n}" for n in range(1, ROUNDS + 1)] if each_round else []
    long = ["Player", *rounds, "Rounds", "Genres", "Reruns"]
    long += [network, "Cash", *(e.title() for e in extras), "Total"]
    if not short:
        return long
    return [SHORT.get(h) or SHORT_NETWORK.get(h) or h for h in long]


def _rows(result: GameResult, solo: bool, each_round: bool = True) -> list[list[Text]]:
    extras = sorted({key for p in result.players for key in p.extra})
    rows = []
    for player in result.players:
        rounds = [str(s) for s in player.rounds] + [""] * (ROUNDS - len(player.rounds))
        won = player.winner and not solo
        name = Text(player.name, style="bold green" if won else "")
        if won:
            name.append(" ★")
        numbers = [*(rounds[:ROUNDS] if each_round else []), player.round_total]
        numbers += [player.genres, player.reruns]
        numbers += [player.network, player.cash, *(player.extra.get(e, 0) for e in extras)]
        rows.append([name, *(Text(str(n)) for n in numbers), Text(str(player.total))])
    return rows


def results_table(
    result: GameResult,
    solo: bool = False,
    network: str = "Network",
    short: bool = False,
    each_round: bool = True,
) -> Table:
    """One row per player: rounds, bonuses (genres, reruns, network, cash, any others), total.
    With Megacorp the network column is the scoreboard's "Network, Moguls & Execs" row.
    For a narrow screen, `short` headings (`SHORT`), and without `each_round` only the
    rounds' sum."""
    table = Table(
        title="Final scores",
        title_style="bold",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        padding=(0, 1),
        pad_edge=False,
        show_edge=False,
    )
    headings = _headings(result, network, short, each_round)
    bold = {SHORT["Rounds"] if short else "Rounds", headings[-1]}  # the rounds' sum, the total
    for place, heading in enumerate(headings):
        if place == 0:
            table.add_column(heading, no_wrap=True)
        else:
            style = "bold" if heading in bold else ""
            table.add_column(heading, justify="right", style=style, min_width=_widest(heading))
    for row in _rows(result, solo, each_round):
        table.add_row(*row)
    return table


def _widest(heading: str) -> int:
    """A heading's longest word: its column is at least that wide, so no word is cut."""
    return max(cell_len(word) for word in heading.split())


def needed_width(
    result: GameResult, solo: bool, network: str, short: bool = False, each_round: bool = True
) -> int:
    """The width the table takes with each heading wrapped at its words and nothing cut."""
    headings = _headings(result, network, short, each_round)
    rows = _rows(result, solo, each_round)
    widths = [
        max(_widest(heading), *(row[place].cell_len for row in rows))
        for place, heading in enumerate(headings)
    ]
    widths[0] = max(widths[0], cell_len(headings[0]))
    return sum(widths) + GAP * (len(widths) - 1)


class FinalTable:
    """The final table at the console's width: the full headings where the table fits, else
    the short ones and a line saying what they mean, and on a very narrow screen only the
    rounds' sum (each round's score was in its summary)."""

    def __init__(self, result: GameResult, solo: bool, network: str) -> None:
        self.result, self.solo, self.network = result, solo, network

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        result, solo, network = self.result, self.solo, self.network
        if needed_width(result, solo, network) <= options.max_width:
            yield results_table(result, solo, network)
            return
        each_round = needed_width(result, solo, network, True) <= options.max_width
        yield results_table(result, solo, network, short=True, each_round=each_round)
        long = _headings(result, network, short=False)
        short = _headings(result, network, short=True)
        yield Text(
            " · ".join(f"{s} {h.lower()}" for s, h in zip(short, long, strict=True) if s != h),
            style="dim",
        )


def network_lines(result: GameResult, cards: CardsById) -> Text | None:
    """Which Game End network cards (and moguls) scored what (`presentation.network_scored`)."""
    words = network_scored(result, cards)
    return Text(f"Game End cards: {words}", style="dim") if words else None


def verdict(result: GameResult, solo: bool) -> Text:
    """Who won (ties share the win); in solo mode, the rank."""
    if solo:
        me = result.players[0]
        text = Text(f"{me.name} scores {me.total} viewers: ", style="bold")
        return text.append(solo_standing(me.total), style="bold green")
    winners = [result.players[i] for i in result.winners]
    names = " and ".join(p.name for p in winners)
    label = "Shared win" if len(winners) > 1 else "Winner"
    return Text(f"{label}: {names} with {winners[0].total} viewers", style="bold green")


def render_results(result: GameResult, state: GameState) -> RenderableType:
    """The final table of the game `state` ended (its Game End cards' row named by
    `network_row`), what its columns count (`final_notes`), the Game End cards that scored, and
    the verdict."""
    solo = state.config.solo
    parts: list[RenderableType] = [FinalTable(result, solo, network_row(state.config))]
    parts.append(Text(final_notes(state), style="dim"))
    scored = network_lines(result, state.cards)
    if scored is not None:
        parts.append(scored)
    parts.append(verdict(result, solo))
    return Group(*parts)
