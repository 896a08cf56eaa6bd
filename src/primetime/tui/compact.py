"""The compact table for screens under 100 columns or 60 lines: one line per thing (a display
row, a timeslot, a network), cut with an ellipsis rather than wrapped (except the pass track and
Telly Time's grid, which wrap: their ends decide a turn), so that a whole turn fits
160x50 and 80x24 (the options one line each, folded where they would not fit: see fit.py).
`board` shows the full table (under 80 columns it too stays compact: wide tables would
fold into a letter per line). Also the width limit that keeps names near their numbers on very
wide screens."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.constrain import Constrain
from rich.padding import Padding
from rich.panel import Panel
from rich.text import Text

from ..cards import ShowCard
from ..engine.preview import round_viewers
from ..engine.scoring import show_viewers
from ..engine.state import GameState
from ..engine.views import View
from ..grid_text import grid_brief, grid_rows, grid_summary
from ..presentation import executive_choice, executive_shown
from ..recap import Recap, RoundSummary
from .board import header, moguls_text, pass_track_text, seat_name, solo_text
from .network import last_season, upkeep_text
from .theme import YOU, money, timeslot_label

WIDEST = 120  # columns the board spreads over at most: wider, names drift from their numbers
COMPACT_WIDTH = 100  # below this width or COMPACT_HEIGHT lines: the compact table
COMPACT_HEIGHT = 60
OPTIONS_HEIGHT = 60  # below this (or COMPACT_WIDTH): the options one line each
NARROW = 80  # below: even `board` draws the compact table (wide tables would fold to letters)
ROW_TITLES = {"show": "Shows", "star": "Stars", "ad": "Ads", "network": "Network"}


def is_compact(width: int, height: int) -> bool:
    """Whether a screen this size gets the compact table by default."""
    return width < COMPACT_WIDTH or height < COMPACT_HEIGHT


def options_compact(width: int, height: int) -> bool:
    """Whether a screen this size lists the options one line each."""
    return width < COMPACT_WIDTH or height < OPTIONS_HEIGHT


def limited(renderable: RenderableType, width: int) -> RenderableType:
    """A renderable kept to WIDEST columns."""
    return Constrain(renderable, width=min(width, WIDEST))


def _line(text: Text) -> Text:
    text.no_wrap = True
    text.overflow = "ellipsis"
    return text


def _card(state: GameState, card: str | None) -> str:
    if card is None:
        return "-"
    return state.cards[card].name if card in state.cards else f"a hidden {card[1:]} card"


def display_lines(state: GameState) -> list[Text]:
    """One line per display row: its cards' names (with cost) and how many are left."""
    lines = []
    for kind in state.geometry.display_types:
        row = state.display.get(kind, [])
        text = Text(f"{ROW_TITLES.get(kind, kind):<8}", style="bold")
        names = []
        for card in row:
            if card is None or card not in state.cards:
                continue
            data = state.cards[card]
            cost = getattr(data, "cost", 0)
            names.append(data.name + (f" {money(cost)}" if cost else ""))
        text.append(" · ".join(names) if names else "none left", style="" if names else "dim")
        lines.append(_line(text))
    return lines


def network_lines(
    state: GameState,
    player: int,
    viewer: int | None,
    role: str = "",
    mark: bool = False,
    taken: Sequence[str] = (),
    grid_inline: bool = False,
) -> list[RenderableType]:
    """A network in a few lines: name, cash, passed, this round's viewers and upkeep, score;
    one line per show; the green room; Telly Time's grid (its lines one square from done wrap
    under it, never cut; `grid_inline`: a few words at the end of the first line instead,
    where the screen is tight: `board` tells the rest). `mark`: it changed since the viewer's
    last turn; `taken`: the cards taken since then (shown in magenta)."""
    fresh = "bold magenta"
    seat = state.players[player]
    title = Text("» " if mark else "  ", style="bold magenta")
    title.append(seat.name, style=YOU if player == viewer else "bold")
    if player == viewer:
        title.append(" (you)", style=YOU)
    if role:
        title.append(f" · {role}", style="dim")
    title.append(f" · {money(seat.cash)}", style="bold green")
    if player in state.pass_track:
        title.append(" · passed", style="yellow")
    title.append(f" · ~{round_viewers(state, player)}v this round")
    grid = grid_rows(state, player)
    inline = grid is not None and grid_inline
    if not inline:  # where the grid's words must fit on this line too, `board` tells upkeep
        title.append(" · upkeep ").append(upkeep_text(state, player, short=True))
    title.append(f" · {sum(seat.round_scores)} total")
    if grid is not None and inline:
        title.append(f" · {grid_brief(grid)}", style="dim")
    lines: list[RenderableType] = [_line(title)]
    for timeslot, show in enumerate(seat.lineup):
        text = Text(f"    {timeslot_label(timeslot):<6}")
        if show is None:
            lines.append(_line(text.append("(empty)", style="dim")))
            continue
        card = state.cards[show.card]
        assert isinstance(card, ShowCard)
        text.append(f"{show_viewers(state, player, timeslot, show):>2}v ", style="bold")
        text.append(card.name, style=fresh if show.card in taken else "")
        text.append(f" [{card.rows[show.row]}]", style="dim")
        if last_season(card, show.row):
            text.append(" last season", style="yellow")
        for attached, upright in show.attachments:
            text.append(" + ")
            text.append(_card(state, attached), style=fresh if attached in taken else "")
            text.append("" if upright else " (down)")
        lines.append(_line(text))
    if seat.green_room:
        room = Text()
        room.append("    Green room: ", style="dim")
        for index, card_id in enumerate(seat.green_room):
            room.append(", " if index else "")
            room.append(_card(state, card_id), style=fresh if card_id in taken else "")
        lines.append(_line(room))
    if grid is not None and not grid_inline:
        lines.append(Padding(Text(f"Grid{grid_summary(grid)[4:]}", style="dim"), (0, 0, 0, 4)))
    return lines


def executives_line(view: View) -> Text | None:
    """Every player's executive and its tokens or track on one line (`? NAME` tells a board's
    ability and drawback; `board` shows them all); while they are chosen, who has chosen (and
    to its holder, the board kept: `executive_choice`)."""
    state = view.state
    if "executives" not in state.parts:
        return None
    text = Text("Executives: ", style="bold")
    for player, seat in enumerate(state.players):
        shown = executive_shown(state, player)
        if player:
            text.append(" · ")
        text.append(f"{seat.name} ")
        if shown is None:
            choice = executive_choice(view, player)
            if choice is not None and "kept" in choice:
                text.append(choice["kept"], style="magenta")
                text.append(" (others see it when everyone has chosen)", style="dim")
            else:
                text.append("chosen" if choice is not None else "choosing", style="dim")
            continue
        text.append(shown["name"], style="magenta")
        if shown["status"]:
            text.append(f" ({shown['status']})")
    return text


def board_heading(view: View) -> list[Text]:
    """The compact board's first lines: the round, and the moguls' and executives' lines (they
    wrap rather than lose their ends: the round's line ended "· Megacorp Moguls…"; on a short
    screen they are the lines to scroll away first, before the display rows)."""
    state = view.state
    parts = [header(state)]
    parts += [t for t in (moguls_text(state), executives_line(view)) if t is not None]
    return parts


def compact_board(
    view: View,
    roles: Sequence[str] = (),
    changed: Sequence[int] = (),
    others: bool = True,
    taken: Sequence[str] = (),
) -> RenderableType:
    """The board in about a dozen lines: the round (with the moguls and executives), the
    display, the pass track, each other network (`others`: in full, else in a summary line; »
    marks those that changed since your last turn), then yours."""
    state = view.state
    me = view.player
    parts: list[RenderableType] = [*board_heading(view)]
    if 0 < state.round and not state.over:
        parts += display_lines(state)
    # These wrap rather than lose their ends: who sits in which pass column decides a turn (cut
    # at 80 columns, a 5-player pass track lost its last two columns)
    for extra in (pass_track_text(state), solo_text(state)):
        if extra is not None:
            parts.append(extra)
    order = [p for p in range(state.player_count) if p != me]
    for player in order:
        role = roles[player] if player < len(roles) else ""
        lines = network_lines(state, player, me, role, player in changed, taken, not others)
        parts += lines if others else lines[:1]
    if me is not None and 0 <= me < state.player_count:
        parts += network_lines(state, me, me, grid_inline=not others)
    return Group(*parts)


def other_networks(
    view: View, roles: Sequence[str] = (), changed: Sequence[int] = (), taken: Sequence[str] = ()
) -> RenderableType:
    """The other networks in full (shows, green room), for a screen too short to hold them with
    the display and the options: drawn before the board, whose lines for them are one each."""
    state = view.state
    parts: list[RenderableType] = []
    for player in range(state.player_count):
        if player != view.player:
            role = roles[player] if player < len(roles) else ""
            parts += network_lines(state, player, view.player, role, player in changed, taken)
    return Group(*parts)


def recap_text(recap: Recap, state: GameState) -> Text | None:
    """ "Since your last turn: ..." as one paragraph (None if nothing happened)."""
    line = recap.text()
    if not line:
        return None
    text = Text("Since your last turn: ", style="bold magenta")
    text.append(line.removeprefix("Since your last turn: "))
    if recap.players:
        names = ", ".join(seat_name(state, p) for p in recap.players)
        text.append(f" (networks changed: {names})", style="dim")
    return text


def summary_panel(summary: RoundSummary, viewer: int | None = None) -> RenderableType:
    """The round summary: each network's upkeep, pass bonus, scored items and new score; the
    viewer's own last, nearest the prompt (on a short screen the top is what scrolls away)."""
    body = Text()
    networks = sorted(summary.networks, key=lambda n: n.player == viewer)
    for network in networks:
        lines = network.lines()
        if body:
            body.append("\n")
        body.append(lines[0], style="bold")
        for line in lines[1:]:
            body.append("\n" + line)
    return Panel(body, title=Text(summary.title(), style="bold"), title_align="left")
