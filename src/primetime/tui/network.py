"""A network: its lineup (current season row highlighted), this round's projected viewers and
upkeep, green room, reruns and genre tracks."""

from __future__ import annotations

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..cards import GENRE_NAMES, ShowCard
from ..engine.board import bonus_name, genre_bonus
from ..engine.modules.moguls import MOGUL_BONUS
from ..engine.progress import Tracks, progress_of
from ..engine.scoring import (
    attached_values,
    attachment_values,
    show_viewers,
    upkeep_net,
)
from ..engine.state import GameState, LineupShow
from ..grid_text import grid_rows, grid_summary
from ..presentation import executive_shown, round_so_far_text
from .theme import (
    CURRENT_ROW,
    YOU,
    card_label,
    genre_label,
    genre_style,
    money,
    short_timeslot,
    slots_short,
    timeslot_label,
    values_short,
)


def seasons_text(card: ShowCard, row: int) -> Text:
    """Season rows with the marker's row highlighted (and bracketed, for plain terminals);
    rows already aired are dim."""
    text = Text()
    for index, viewers in enumerate(card.rows):
        if index:
            text.append(" ")
        if index == row:
            text.append(f"[{viewers}]", style=CURRENT_ROW)
        else:
            text.append(str(viewers), style="dim" if index < row else "")
    if last_season(card, row):
        text.append(" last", style="bold yellow")
    return text


def last_season(card: ShowCard, row: int) -> bool:
    """The marker is on the show's last row: it is canceled once it ages this round."""
    return row == len(card.rows) - 1


def attachment_line(
    state: GameState, card_id: str, upright: bool, show: LineupShow | None = None
) -> Text:
    """`+ Name (star, up: +4v exp $1M)`: an attachment, its side and the values it shows (a
    show attached as a star: its row level with `show`'s marker)."""
    text = Text("+ ", style="dim")
    text.append_text(card_label(state.cards, card_id))
    kind = state.cards[card_id].kind if card_id in state.cards else "card"
    text.append(f" ({kind}, ")
    text.append("up" if upright else "upside down", style="" if upright else "red")
    viewers, income, expenses = (
        attached_values(state, show, card_id, upright)
        if show is not None
        else attachment_values(state, card_id, upright)
    )
    parts = [f"+{viewers}v"] if viewers else []
    if income:
        parts.append(f"inc {money(income)}")
    if expenses:
        parts.append(f"exp {money(expenses)}")
    return text.append((": " + " ".join(parts) if parts else "") + ")")


def show_cell(state: GameState, show: LineupShow) -> Text:
    """The show's name in its genre's colour; genre, preference, slots and expenses; then one
    line per attachment."""
    card = state.cards[show.card]
    assert isinstance(card, ShowCard)
    text = card_label(state.cards, show.card, show.genre)
    text.append("\n")
    text.append_text(genre_label(show.genre))
    # (short: with "exp $0M" it must fit the column, or "$0M" wraps away from "exp")
    prefers = short_timeslot(card.timeslots) if card.timeslots else "no preference"
    text.append(
        f" · {prefers} · slots {slots_short(card)} · exp {money(card.expenses)}", style="dim"
    )
    for card_id, upright in show.attachments:
        text.append("\n")
        text.append_text(attachment_line(state, card_id, upright, show))
    return text


def lineup_table(state: GameState, player: int) -> Table:
    """The lineup: one row per timeslot, with this round's viewers of each show."""
    seat = state.players[player]
    table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False, expand=True, show_edge=False)
    table.add_column("Slot", no_wrap=True)
    table.add_column("Show and attachments", ratio=1, overflow="fold")
    table.add_column("Seasons", no_wrap=True)
    table.add_column("Viewers", justify="right", no_wrap=True)
    for timeslot, show in enumerate(seat.lineup):
        slot = timeslot_label(timeslot)
        if show is None:
            table.add_row(slot, Text("(empty)", style="dim"), "", "0")
            continue
        card = state.cards[show.card]
        assert isinstance(card, ShowCard)
        table.add_row(
            slot,
            show_cell(state, show),
            seasons_text(card, show.row),
            str(show_viewers(state, player, timeslot, show)),
        )
    return table


def projection(state: GameState, player: int) -> Text:
    """This round's projected viewers and upkeep, as they stand now."""
    text = Text("This round: ", style="bold")
    text.append(round_so_far_text(state, player), style="bold")
    text.append("  ·  upkeep: ")
    return text.append(upkeep_text(state, player))


def upkeep_text(state: GameState, player: int, short: bool = False) -> Text:
    """What the lineup earns or pays at this round's upkeep, as it stands: "earn $2M", "pay $4M
    (can't pay: a show will be canceled)"; `short`: "+$2M", "-$4M (can't pay)"."""
    net = upkeep_net(state, player)
    if net > 0:
        return Text(f"+{money(net)}" if short else f"earn {money(net)}", style="green")
    if net < 0:
        unpaid = state.players[player].cash < -net
        words = (" (can't pay)" if short else " (can't pay: a show will be canceled)") * unpaid
        return Text(f"-{money(-net)}{words}" if short else f"pay {money(-net)}{words}", style="red")
    return Text("$0M" if short else "break even")


def next_bonus(state: GameState, player: int, genre: str, space: int) -> str | None:
    """The bonus the player would get for reaching `space` (a mogul token's: "mogul")."""
    progress = progress_of(state, player)
    bonus = (
        progress.bonus(state, player, genre, space)
        if isinstance(progress, Tracks)
        else genre_bonus(genre, space)
    )
    if bonus is None:
        return None
    return "mogul" if bonus == MOGUL_BONUS else bonus_name(bonus).lower()


def grid_text(state: GameState, player: int) -> Text | None:
    """Telly Time's genre grid: 3 rows of squares (■ marked, · not) with each row's bonus at
    its end, the columns' bonuses under them, the diagonals' and the lines one square away
    (None outside Telly Time or before the seat has a tile)."""
    shown = grid_rows(state, player)
    if shown is None:
        return None
    text = Text(f"{shown.heading}: ", style="bold")
    text.append(f"{shown.marked}/9 marked", style="dim")
    for row, bonus in zip(shown.rows, shown.row_bonuses, strict=True):
        text.append("\n  ")
        for square in row:
            style = genre_style(square.genre) if square.marked else "dim"
            text.append(f"{'■' if square.marked else '·'} {square.name:<8}", style=style)
        text.append(f"→ {bonus}")
    text.append("\n  ")
    for bonus in shown.column_bonuses:
        text.append(f"↓ {bonus:<8}")
    text.append(f"↘↙ diagonals: {shown.diagonal_bonus}")
    text.append("\n  " + grid_summary(shown).split(", ", 1)[-1], style="dim")
    return text


def genres_text(state: GameState, player: int) -> Text:
    """Genre track spaces, with what each is worth at game end and the next bonus (Telly
    Time: the genre grid instead)."""
    grid = grid_text(state, player)
    if grid is not None:
        return grid
    spaces = progress_of(state, player).spaces(state, player)
    text = Text("Genres: ", style="bold")
    if not spaces:
        return text.append("no markers yet", style="dim")
    for number, (genre, space) in enumerate(sorted(spaces.items())):
        if number:
            text.append(" · ")
        text.append(GENRE_NAMES.get(genre, genre), style=genre_style(genre))
        text.append(f" {space} ({state.geometry.genre_viewers[space]}v")
        if space < state.geometry.genre_top:
            bonus = next_bonus(state, player, genre, space + 1)
            text.append(f", next: {bonus}" if bonus else "")
        text.append(")")
    return text


def green_room_text(state: GameState, player: int) -> Text:
    """The green room: each card with its values."""
    seat = state.players[player]
    text = Text("Green room: ", style="bold")
    if not seat.green_room:
        return text.append("empty", style="dim")
    for number, card_id in enumerate(seat.green_room):
        if number:
            text.append(" · ")
        text.append_text(card_label(state.cards, card_id))
        if card_id in seat.face_down:
            text.append(" (face down: used)", style="dim")
        else:
            text.append(f" ({values_short(state.cards, card_id)})", style="dim")
    return text


def reruns_text(state: GameState, player: int) -> Text:
    """Reruns, each with the viewers its bottom row scores at game end."""
    seat = state.players[player]
    text = Text("Reruns: ", style="bold")
    if not seat.reruns:
        return text.append("none", style="dim")
    total = 0
    for number, card_id in enumerate(seat.reruns):
        if number:
            text.append(" · ")
        text.append_text(card_label(state.cards, card_id))
        card = state.cards[card_id]
        if isinstance(card, ShowCard):
            total += card.rerun_value
            text.append(f" {card.rerun_value}v", style="dim")
    return text.append(f"  (total {total}v)")


def network_title(state: GameState, player: int, viewer: int | None, role: str = "") -> Text:
    """`Ann (you) · $12M · rounds 24 30`."""
    seat = state.players[player]
    title = Text(seat.name, style=YOU if player == viewer else "bold")
    if player == viewer:
        title.append(" (you)", style=YOU)
    if role:
        title.append(f" · {role}", style="dim")
    title.append(f" · {money(seat.cash)}", style="bold green")
    if player in state.pass_track:
        title.append(" · passed", style="yellow")
    return title


def network_panel(
    state: GameState, player: int, viewer: int | None, role: str = ""
) -> RenderableType:
    """One network, as a panel: lineup, projection, green room, reruns, genre tracks."""
    parts: list[RenderableType] = [
        lineup_table(state, player),
        projection(state, player),
        green_room_text(state, player),
        reruns_text(state, player),
        genres_text(state, player),
    ]
    shown = executive_shown(state, player)
    if shown is not None:
        line = f"{shown['name']}: {shown['status']}" if shown["status"] else shown["name"]
        parts.insert(0, Text.assemble(("Executive: ", "bold"), (line, "magenta")))
    return Panel(
        Group(*parts),
        title=network_title(state, player, viewer, role),
        title_align="left",
        border_style="cyan" if player == viewer else "white",
        padding=(0, 1),
    )
