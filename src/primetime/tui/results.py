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
from ..presentation import final_columns, final_notes, network_scored, solo_standing

# Each column's heading, and the short one used when the whole table would not fit the width
# (then a legend under it says what each short one means).
SHORT = {"Rounds": "Rnd", "Genres": "Gen", "Reruns": "Rer", "Cash": "$", "Total": "Tot"}
SHORT_NETWORK = {"Network": "Net", "Network, Moguls & Execs": "NME"}
GAP = 3  # between two columns: padding on each side and the box's divider (a space)


Columns = list[tuple[str, str]]  # the bonus columns: a result field and its heading


def _headings(
    result: GameResult, columns: Columns, short: bool, each_round: bool = True
) -> list[str]:
    extras = sorted({key for p in result.players for key in p.extra})
    rounds = [f"R{n}" for n in range(1, ROUNDS + 1)] if each_round else []
    long = ["Player", *rounds, "Rounds", *(title for _, title in columns)]
    long += [*(e.title() for e in extras), "Total"]
    if not short:
        return long
    return [SHORT.get(h) or SHORT_NETWORK.get(h) or h for h in long]


def _rows(
    result: GameResult, columns: Columns, solo: bool, each_round: bool = True
) -> list[list[Text]]:
    extras = sorted({key for p in result.players for key in p.extra})
    rows = []
    for player in result.players:
        rounds = [str(s) for s in player.rounds] + [""] * (ROUNDS - len(player.rounds))
        won = player.winner and not solo
        name = Text(player.name, style="bold green" if won else "")
        if won:
            name.append(" ★")
        numbers = [*(rounds[:ROUNDS] if each_round else []), player.round_total]
        numbers += [getattr(player, key) for key, _ in columns]
        numbers += [player.extra.get(e, 0) for e in extras]
        rows.append([name, *(Text(str(n)) for n in numbers), Text(str(player.total))])
    return rows


def results_table(
    result: GameResult,
    columns: Columns,
    solo: bool = False,
    short: bool = False,
    each_round: bool = True,
) -> Table:
    """One row per player: rounds, the game's bonus `columns` (`presentation.final_columns`:
    genres, reruns, network, cash; with Megacorp the network column is the scoreboard's
    "Network, Moguls & Execs" row, Telly Time has no genres), any others, total.
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
    headings = _headings(result, columns, short, each_round)
    bold = {SHORT["Rounds"] if short else "Rounds", headings[-1]}  # the rounds' sum, the total
    for place, heading in enumerate(headings):
        if place == 0:
            table.add_column(heading, no_wrap=True)
        else:
            style = "bold" if heading in bold else ""
            table.add_column(heading, justify="right", style=style, min_width=_widest(heading))
    for row in _rows(result, columns, solo, each_round):
        table.add_row(*row)
    return table


def _widest(heading: str) -> int:
    """A heading's longest word: its column is at least that wide, so no word is cut."""
    return max(cell_len(word) for word in heading.split())


def needed_width(
    result: GameResult, solo: bool, columns: Columns, short: bool = False, each_round: bool = True
) -> int:
    """The width the table takes with each heading wrapped at its words and nothing cut."""
    headings = _headings(result, columns, short, each_round)
    rows = _rows(result, columns, solo, each_round)
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

    def __init__(self, result: GameResult, solo: bool, columns: Columns) -> None:
        self.result, self.solo, self.columns = result, solo, columns

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        result, solo, columns = self.result, self.solo, self.columns
        if needed_width(result, solo, columns) <= options.max_width:
            yield results_table(result, columns, solo)
            return
        each_round = needed_width(result, solo, columns, True) <= options.max_width
        yield results_table(result, columns, solo, short=True, each_round=each_round)
        long = _headings(result, columns, short=False)
        short = _headings(result, columns, short=True)
        yield Text(
            " · ".join(f"{s} {h.lower()}" for s, h in zip(short, long, strict=True) if s != h),
            style="dim",
        )


def network_lines(
    result: GameResult, cards: CardsById, state: GameState | None = None
) -> Text | None:
    """Which Game End network cards (and moguls) scored what, and why an entry an effect set
    scored so (`presentation.network_scored`)."""
    words = network_scored(result, cards, state)
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
    """The final table of the game `state` ended (its bonus columns: `final_columns`), what its
    columns count (`final_notes`), the Game End cards that scored, and the verdict."""
    solo = state.config.solo
    parts: list[RenderableType] = [FinalTable(result, solo, final_columns(state))]
    parts.append(Text(final_notes(state), style="dim"))
    scored = network_lines(result, state.cards, state)
    if scored is not None:
        parts.append(scored)
    parts.append(verdict(result, solo))
    return Group(*parts)
