"""The whole board from one player's view: round, display, pass track, scores, every network."""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..cards import GENRE_NAMES
from ..engine.board import ROUNDS
from ..engine.modules.moguls import Moguls
from ..engine.modules.solo import OPPONENT
from ..engine.preview import round_viewers
from ..engine.state import GameState
from ..engine.views import View
from ..presentation import executive_shown, game_modes, solo_progress
from .display import display_tables
from .network import network_panel
from .theme import YOU, money

PHASES = {
    "pilot": "Pilot Season",
    "actions": "actions",
    "upkeep": "upkeep",
    "scoring": "scoring",
    "aging": "aging",
    "over": "game over",
}


def seat_name(state: GameState, player: int) -> str:
    """A seat's name; the solo opponent is `Opponent`."""
    return "Opponent" if player == OPPONENT else state.players[player].name


def before_round_one(state: GameState) -> str:
    """What comes before round 1, as a heading: setup (the starters placed), then Pilot
    Season."""
    return "Setup" if state.phase == "setup" else "Pilot Season"


def header(state: GameState) -> Text:
    """`Round 2 of 4 · actions · turn order: Ann (1st), Bob`."""
    text = Text()
    if state.round == 0:
        text.append(before_round_one(state), style="bold")
    else:
        text.append(f"Round {state.round} of {state.geometry.rounds}", style="bold")
        text.append(f" · {PHASES.get(state.phase, state.phase)}")
    order = state.order or list(range(state.player_count))
    if order:
        names = [seat_name(state, p) for p in order]
        names[0] += " (1st)"
        text.append(" · turn order: " + ", ".join(names))
    for mode in game_modes(state.config):
        text.append(f" · {mode}", style="dim")
    return text


def pass_track_text(state: GameState) -> Text:
    """Each pass track column with its bonus and whoever claimed it."""
    columns = state.geometry.pass_columns
    text = Text("Pass track: ", style="bold")
    ordinals = ("1st", "2nd", "3rd", "4th", "5th")
    spots = [f"{ordinals[i]} {money(c)} or {v}v" for i, (c, v) in enumerate(columns)]
    spots.append(f"last {money(state.geometry.last_pass_cash)}")
    for index, spot in enumerate(spots):
        if index:
            text.append(" · ")
        text.append(spot)
        if index < len(state.pass_track):  # an open column has no mark
            text.append(f" [{seat_name(state, state.pass_track[index])}]", style="yellow")
    return text


def solo_text(state: GameState) -> Text | None:
    """The solo opponent's progress this round (solo games only): `presentation.solo_progress`."""
    words = solo_progress(state)
    if not words:
        return None
    text = Text("Solo opponent: ", style="bold")
    return text.append(words, style="yellow" if OPPONENT in state.pass_track else "")


def moguls_text(state: GameState) -> Text | None:
    """The mogul tokens left on space 3 of the genre tracks and each player's mogul (games with
    the Moguls module only)."""
    part = state.parts.get("moguls")
    if not isinstance(part, Moguls):
        return None
    if "grids" in state.parts:  # Telly Time: no tracks, a player's 2nd grid line gives one
        text = Text("Moguls (a player's 2nd grid line gives one): ", style="bold")
    else:
        text = Text("Mogul tokens on space 3: ", style="bold")
        names = [GENRE_NAMES.get(g, g) for g in part.tokens]
        text.append(", ".join(names) if names else "none left", style="" if names else "dim")
        text.append(" · Moguls: ", style="bold")
    for index, mogul in enumerate(part.taken):
        if index:
            text.append(", ")
        text.append(f"{state.players[index].name} ")
        if mogul is None:
            text.append("no mogul" if state.over else "none yet", style="dim")
        else:
            text.append(state.cards[mogul].name, style="magenta")
            if mogul in state.players[index].face_down:
                text.append(" (face down)", style="dim")
    return text


def executives_text(state: GameState) -> Text | None:
    """Each player's executive: name, ability, drawback and its tokens or track (games with
    the Executives module only; a board still being chosen shows as such)."""
    if "executives" not in state.parts:
        return None
    text = Text("Executives", style="bold")
    for player, seat in enumerate(state.players):
        shown = executive_shown(state, player)
        text.append(f"\n  {seat.name}: ")
        if shown is None:
            text.append("choosing", style="dim")
            continue
        text.append(shown["name"], style="magenta")
        if shown["status"]:
            text.append(f" ({shown['status']})", style="bold")
        text.append(f". Ability: {shown['ability']} Drawback: {shown['drawback']}", style="dim")
    return text


def scoreboard(state: GameState, viewer: int | None) -> Table:
    """Cash, round scores so far and this round's projected viewers of every player."""
    table = Table(
        title="Scoreboard",
        title_justify="left",
        title_style="bold",
        box=box.SIMPLE_HEAD,
        padding=(0, 1),
        pad_edge=False,
        show_edge=False,
    )
    table.add_column("Network")
    table.add_column("Cash", justify="right")
    for number in range(1, ROUNDS + 1):
        table.add_column(f"R{number}", justify="right")
    table.add_column("Total", justify="right")
    table.add_column("This round", justify="right")
    for player, seat in enumerate(state.players):
        rounds = [str(s) for s in seat.round_scores] + [""] * (ROUNDS - len(seat.round_scores))
        now = round_viewers(state, player)
        name = Text(seat.name, style=YOU if player == viewer else "")
        if player == state.current and not state.over:
            name.append(" ◀", style="bold")
        table.add_row(
            name,
            money(seat.cash),
            *rounds[:ROUNDS],
            str(sum(seat.round_scores)),
            "" if state.over else f"~{now}",
        )
    return table


def display_panel(state: GameState, width: int) -> RenderableType:
    """The display in a panel titled with the round; before round 1 and after the game, just
    the title."""
    title = header(state)
    first: list[RenderableType] = []
    if title.cell_len > width - 6:  # a panel's title is cut, not wrapped: the heading goes in
        first = [title]
        title = Text(title.plain.split(" · ", 1)[0], style="bold")
    if state.round == 0 or state.over:
        note = "The display is dealt when round 1 begins." if state.round == 0 else ""
        return Panel(
            Group(*first, Text(note, style="dim")),
            title=title,
            title_align="left",
            border_style="bright_black",
        )
    return Panel(
        Group(*first, *display_tables(state, width)),
        title=title,
        title_align="left",
        border_style="bright_black",
        padding=(0, 1),
    )


def render_board(
    view: View, width: int, roles: Sequence[str] = (), others: bool = True
) -> RenderableType:
    """The board as `view.player` sees it; your own network comes last, by the prompt. Without
    `others`, the other networks are left out (they are a `board` command away)."""
    state = view.state
    me = view.player
    parts: list[RenderableType] = [display_panel(state, width), pass_track_text(state)]
    solo = solo_text(state)
    if solo is not None:
        parts.append(solo)
    moguls = moguls_text(state)
    if moguls is not None:
        parts.append(moguls)
    executives = executives_text(state)
    if executives is not None:
        parts.append(executives)
    parts.append(scoreboard(state, me))
    order = [p for p in range(state.player_count) if p != me and others]
    if me is not None and 0 <= me < state.player_count:
        order.append(me)
    if not others and order:
        parts.append(Text("(The other networks: type board.)", style="dim"))
    for player in order:
        role = roles[player] if player < len(roles) else ""
        parts.append(network_panel(state, player, me, role))
    return Group(*parts)
