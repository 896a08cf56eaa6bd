"""What just happened, for any interface: "since your last turn" and the summary of a round.

Both read only a view (its state and its log as that viewer saw it), so they never tell a card
the viewer may not see: a hidden draw stays "draws a star card", and no hidden card id is ever
highlighted. The terminal and the browser (through the server's payload) show the same text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .cards import GENRE_NAMES, TIMESLOT_NAMES
from .engine.deck import HIDDEN
from .engine.events import Event
from .engine.narrate import describe, told_already
from .engine.results import CARD, PASSING, ROW, SHOW, ScoreItem, ScorePart
from .engine.state import GameState
from .engine.views import View

# What players do (and the solo opponent): the events a recap tells. Dealing, drawing for the
# display, turning cards and round business are left to the log and the round summary.
MOVES = frozenset(
    {
        "produce",
        "sign-star",
        "sign-ad",
        "take-network",
        "attach",
        "pass",
        "gain",
        "use",
        "reboot",
        "voice",
        "swap",
        "move-marker",
        "return",
        "exclusive",
        "keep",
        "genre",
        "bonus",
        "buy-viewers",
        "cash",
        "rescore",
        "surprise",
        "mogul",
        "promo-paid",
        "pilot-keep",
        "solo-discard",
        "solo-pass",
        "solo-empty",
        "cancel",
    }
)
SOLO_MOVES = frozenset({"solo-discard", "solo-pass", "solo-empty"})
# Moves whose card a player took from the display (or aired): the card the board highlights.
TAKES = frozenset(
    {"produce", "sign-star", "sign-ad", "take-network", "attach", "gain", "exclusive", "voice"}
)


LIMIT = 6  # moves a recap's text names; the log holds the rest


@dataclass(frozen=True)
class Recap:
    """Others' moves since the viewer's last turn: their lines, the networks that changed and
    the (visible) cards they took."""

    since: int  # the log index the recap starts at
    lines: tuple[str, ...]
    players: tuple[int, ...]
    cards: tuple[str, ...]

    def text(self, limit: int = LIMIT) -> str:
        """One line: "Since your last turn: Bob airs ...; Cy passes ..." (or "" if nothing);
        past `limit` moves, the latest ones and how many came before (the log has them all)."""
        if not self.lines:
            return ""
        lines = list(self.lines)
        head = "Since your last turn: "
        if len(lines) > limit:
            earlier = len(lines) - limit
            head += f"{earlier} earlier move{'s' if earlier != 1 else ''} (see the log), then "
            lines = lines[-limit:]
        return head + "; ".join(lines) + "."

    def to_dict(self) -> dict[str, Any]:
        return {
            "since": self.since,
            "lines": list(self.lines),
            "players": list(self.players),
            "cards": list(self.cards),
            "text": self.text(),
        }


def turn_begun(view: View, player: int) -> int | None:
    """The log index of the "turn" event of the player's turn now under way, if it is their
    turn in the round's actions (a turn's identity, for drawing its board once)."""
    state = view.state
    if state.phase != "actions" or state.current != player:
        return None
    log = view.log
    for index in range(len(log) - 1, -1, -1):
        event = log[index]
        if event.kind == "turn":
            return index if event.player == player else None
        if event.kind == "round":
            return None
    return None


def last_turn_end(log: Sequence[Event], viewer: int | None) -> int:
    """The log index where the viewer's previous turn ended (the next turn or round began
    after it); 0 if they have had no turn. A spectator's: the start of the latest turn."""
    turns = [i for i, e in enumerate(log) if e.kind == "turn" and e.player == viewer]
    if viewer is None or not turns:
        if viewer is None:
            starts = [i for i, e in enumerate(log) if e.kind == "turn"]
            return starts[-2] if len(starts) > 1 else 0
        return 0
    current = turns[-1]
    others_after = any(e.kind in ("turn", "round") for e in log[current + 1 :])
    previous = current if others_after else (turns[-2] if len(turns) > 1 else None)
    if previous is None:
        return 0
    for i in range(previous + 1, len(log)):
        kind = log[i].kind
        if kind in SOLO_MOVES:  # the solo opponent's turn, which has no "turn" event of its own
            return i
        if kind in ("turn", "round") and not (kind == "turn" and log[i].player == viewer):
            return i
    return len(log)


def since_last_turn(view: View, since: int | None = None) -> Recap:
    """What the other players did since the viewer's last turn (or since log index `since`)."""
    log = view.log
    start = last_turn_end(log, view.player) if since is None else since
    state = view.state
    lines: list[str] = []
    players: list[int] = []
    cards: list[str] = []
    events = log[start:]
    told = told_already(events)  # as the log leaves them out: "Bea gains X" after "keeps X"
    divider = ""  # a new round's line, told before its first move if moves came before it
    for index, event in enumerate(events):
        if event.kind == "round":
            divider = describe(event, state) if lines else ""
            continue
        if event.kind not in MOVES or (event.player is not None and event.player == view.player):
            continue
        if event.kind == "cancel" and event.data.get("reason") in ("ended", "upkeep", "replaced"):
            continue  # round business (the round summary tells it), or a new show's shadow
        if index not in told:
            if divider:
                lines.append(divider)
                divider = ""
            lines.append(describe(event, state))
        if event.player is not None and event.player >= 0 and event.player not in players:
            players.append(event.player)
        card = event.data.get("card")
        if (
            event.kind in TAKES
            and isinstance(card, str)
            and not card.startswith(HIDDEN)
            and not event.data.get("hidden")
            and card not in cards
        ):
            cards.append(card)
    return Recap(start, tuple(lines), tuple(players), tuple(cards))


# -- the round summary ------------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One score item of a round as people read it: what, how many viewers, and why."""

    label: str
    viewers: int
    why: str = ""


@dataclass(frozen=True)
class NetworkRound:
    """One network's end of a round: upkeep, pass bonus, each scored item, the new score."""

    player: int
    name: str
    upkeep: int  # net cash: gained if positive, paid if negative
    canceled: tuple[str, ...]  # shows canceled because upkeep could not be paid
    passed: str  # "column 1: $2M", "last: 3 viewers", or ""
    entries: tuple[Entry, ...]
    viewers: int  # the round's score
    score: int  # all rounds so far

    def lines(self) -> list[str]:
        """Plain lines: upkeep and passing, then each item with its reason."""
        upkeep = (
            f"earns ${self.upkeep}M"
            if self.upkeep > 0
            else f"pays ${-self.upkeep}M"
            if self.upkeep < 0
            else "breaks even"
        )
        head = f"{self.name}: {self.viewers} viewers (total {self.score}); upkeep {upkeep}"
        if self.canceled:
            head += f", canceling {', '.join(self.canceled)}"
        if self.passed:
            head += f"; passed {self.passed}"
        out = [head]
        for entry in self.entries:
            out.append(
                f"  {entry.label}: {entry.viewers}" + (f" ({entry.why})" if entry.why else "")
            )
        return out


@dataclass(frozen=True)
class RoundSummary:
    """The end of one round for every network."""

    round: int
    networks: tuple[NetworkRound, ...]

    def title(self) -> str:
        return f"Round {self.round} is over"

    def lines(self) -> list[str]:
        return [line for network in self.networks for line in network.lines()]

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "title": self.title(),
            "networks": [
                {
                    "player": n.player,
                    "name": n.name,
                    "upkeep": n.upkeep,
                    "canceled": list(n.canceled),
                    "passed": n.passed,
                    "viewers": n.viewers,
                    "score": n.score,
                    "entries": [
                        {"label": e.label, "viewers": e.viewers, "why": e.why} for e in n.entries
                    ],
                    "lines": n.lines(),
                }
                for n in self.networks
            ],
        }


def scored_rounds(log: Sequence[Event]) -> list[int]:
    """The rounds whose scores are in the log, in order."""
    rounds: list[int] = []
    for event in log:
        if event.kind == "score" and event.data["round"] not in rounds:
            rounds.append(int(event.data["round"]))
    return rounds


def _passed(event: Event, after: Sequence[Event]) -> str:
    """A pass in words: its column and bonus, and the cash genre progress added then (Telly's
    empty grid squares: the "cash" event right after it)."""
    data = event.data
    where = "last" if data["last"] else f"column {data['column'] + 1}"
    amount = f"${data['amount']}M" if data["bonus"] == "cash" else f"{data['amount']} viewers"
    extra = next((e for e in after if e.kind == "cash" and e.player == event.player), None)
    if extra is not None:
        plus = f"${extra.data['amount']}M for {extra.data['why']}"
        amount += f" + {plus}" if data["bonus"] == "cash" else f", and {plus}"
    return f"{where}: {amount}"


def _complete_rounds(log: Sequence[Event], players: int) -> list[int]:
    """The rounds every network has scored, in order (one pass over the log: every view the
    server sends asks)."""
    scored: dict[int, set[int | None]] = {}
    for event in log:
        if event.kind == "score":
            scored.setdefault(int(event.data["round"]), set()).add(event.player)
    return [number for number, who in scored.items() if len(who) >= players]


def source_name(state: GameState, source: str) -> str:
    """A score item's source in words: a card's name, a genre's track, a part's name."""
    if source in state.cards:
        return state.cards[source].name
    if source in GENRE_NAMES:
        return f"{GENRE_NAMES[source]} track"
    return source.replace("-", " ")


def _why(state: GameState, show: str, parts: Sequence[Sequence[Any]], ended: bool) -> str:
    """An item's parts as the engine recorded them when it scored (`ScorePart`), in words:
    "Primetime, season row 2: 5, Method Actor +6, Cheapo +2"; "its last season" after them."""
    words: list[str] = []
    for raw in parts:
        part = ScorePart(*raw)
        if part.kind == ROW:
            words.append(
                f"{TIMESLOT_NAMES[part.source]}, season row {part.row + 1}: {part.viewers}"
            )
        elif part.kind == CARD:
            name = "its own effect" if part.source == show else source_name(state, part.source)
            words.append(f"{name} {part.viewers:+d}")
        else:
            words.append(part.source)
    if ended:
        words.append("its last season")
    return ", ".join(words)


def _scored_again(state: GameState, window: Sequence[Event], player: int) -> list[Entry]:
    """The shows a card scored again after the round's scoring (Blockbuster Director), each
    with the card that did it (the event's `by`)."""
    return [
        Entry(
            source_name(state, e.data["card"]),
            e.data["viewers"],
            f"scored again by {source_name(state, e.data['by'])}",
        )
        for e in window
        if e.kind == "rescore" and e.player == player
    ]


def _round_viewers(scores: Sequence[int], number: int, scored: int) -> int:
    """The round's score as the scoreboard keeps it (a show scored again included), else as
    its scoring gave it."""
    return scores[number - 1] if 0 < number <= len(scores) else scored


def round_summary(view: View, round: int | None = None) -> RoundSummary | None:
    """The summary of a round every network has scored (default: the latest), from the log's
    upkeep, pass and score events and the score items the engine recorded; None if there is
    none. A round some network is still scoring (a Quiz show's viewers to buy) waits for it."""
    log = view.log
    state = view.state
    rounds = _complete_rounds(log, state.player_count)
    if not rounds:
        return None
    number = rounds[-1] if round is None else round
    if number not in rounds:
        return None
    # the events of that round: from its "round" event (or the log's start) to the next one
    start = next(
        (i for i, e in enumerate(log) if e.kind == "round" and e.data["round"] == number), 0
    )
    end = next(
        (i for i, e in enumerate(log) if i > start and e.kind == "round"),
        len(log),
    )
    window = log[start:end]
    later: dict[int, int] = {}  # viewers of rounds scored after this one, per player
    for event in log:
        if event.kind == "score" and event.data["round"] > number and event.player is not None:
            later[event.player] = later.get(event.player, 0) + int(event.data["viewers"])
    networks: list[NetworkRound] = []
    for player, seat in enumerate(state.players):
        upkeep = sum(
            int(e.data["net"]) for e in window if e.kind == "upkeep" and e.player == player
        )
        canceled = tuple(
            source_name(state, e.data["card"])
            for e in window
            if e.kind == "cancel" and e.player == player and e.data["reason"] == "upkeep"
        )
        ended = {
            e.data["card"]
            for e in window
            if e.kind == "cancel" and e.player == player and e.data["reason"] == "ended"
        }
        passed = ""
        for index, e in enumerate(window):
            if e.kind == "pass" and e.player == player:
                passed = _passed(e, window[index + 1 : index + 2])
        score = next((e for e in window if e.kind == "score" and e.player == player), None)
        if score is None:
            continue
        entries = []
        parts = score.data.get("parts") or [[] for _ in score.data["items"]]
        for raw, item_parts in zip(score.data["items"], parts, strict=True):
            item = ScoreItem(*raw)
            label = "pass track" if item.category == PASSING else source_name(state, item.source)
            last = item.category == SHOW and item.source in ended
            entries.append(Entry(label, item.viewers, _why(state, item.source, item_parts, last)))
        entries += _scored_again(state, window, player)
        networks.append(
            NetworkRound(
                player,
                seat.name,
                upkeep,
                canceled,
                passed,
                tuple(entries),
                _round_viewers(seat.round_scores, number, int(score.data["viewers"])),
                sum(seat.round_scores) - later.get(player, 0),
            )
        )
    return RoundSummary(number, tuple(networks))
