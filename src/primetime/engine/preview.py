"""What an option would do, found by doing it: the option is played on a copy of the chooser's
view until the next decision (anyone's), a chance draw, the end of the turn or the round, and
the copy is compared with the state before.

So a preview cannot disagree with what happens, and it cannot leak: it starts from the view
(hidden cards are placeholders there) and stops before anything hidden would be drawn or dealt,
saying what comes ("then draws a star"). `outcome` is the one function every interface's
previews come from (`presentation/` words them).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .actions import all_passed
from .deck import HIDDEN
from .events import Event
from .machine import ASKS, REVEALING, STEPS, options_of
from .options import Option
from .progress import progress_of
from .results import ScoreItem
from .scoring import round_items, round_score, show_viewers, upkeep_net
from .state import GameState, LineupShow
from .zones import zone_of

# Steps a preview stops before: chance (a draw, the solo coin), a reveal of hidden choices, and
# the end of the turn or of the round's actions (the effect has settled by then).
CHANCE_STEPS = frozenset({"draw", "solo-first", "pilot-season"})
SETTLED_STEPS = frozenset({"next-turn", "end-round", "round-start", "round-cleanup"})
# Steps that settle what an option did (the sides of cards just attached): when the copy stops
# at the player's own decision with one of these still to come, that decision may change the
# outcome, so each of its options is played on too (`Outcome.branches`).
UNSETTLED_STEPS = frozenset({"settle-sides"})
MAX_STEPS = 10_000  # a preview never runs away


@dataclass(frozen=True, slots=True)
class Outcome:
    """The player's side of an option's outcome, before and after.

    `then` says why the copy stopped: "" (the effect settled), "draw" (a card of `draws` would be
    drawn next), "reveal" (hidden choices would be revealed), "decision" (`next_player` decides
    `next_kind`), "over", or "hidden" (the effect needs a card the player can't see).
    """

    player: int
    cash: int
    cash_after: int
    viewers: int  # this round's: projected as the lineup stands, or scored (`round_viewers`)
    viewers_after: int
    upkeep: int  # this round's net upkeep (income minus expenses; negative: to pay)
    upkeep_after: int
    gained: tuple[str, ...]  # cards that came to the player's zones
    lost: tuple[str, ...]  # cards that left them
    rows: tuple[tuple[int, str, int, int], ...]  # (timeslot, show, row before, row after)
    sides: tuple[tuple[int, str, bool], ...]  # (timeslot, attachment, upright): new or turned
    shows: tuple[tuple[int, str, int], ...]  # (timeslot, show, viewers now) new in the lineup
    genres: tuple[tuple[str, int, int], ...]  # (genre, space before, space after)
    then: str
    draws: str = ""
    next_player: int | None = None
    next_kind: str = ""
    next_prompt: str = ""
    events: tuple[Event, ...] = field(default=(), compare=False)  # what the copy logged
    passed: bool = False  # the player passed (takes no more actions this round)
    scores: bool = False  # the player's lineup was scored for the round (`viewers_after`)
    ends_round: bool = False  # the round's actions end with this (everyone has passed)
    # when the next decision is the player's own and may still change the outcome: each of its
    # options with what it leads to (from where this outcome stopped)
    branches: tuple[tuple[Option, Outcome], ...] = field(default=(), compare=False)
    # (timeslot, attachment, upright): attachments that were there before and were turned (by
    # an effect, say: Cross-Promoting Star rights its show's promos), a part of `sides`
    turned: tuple[tuple[int, str, bool], ...] = ()
    # (timeslot, card, where): shows that left the lineup (canceled, aged out, taken back) and
    # where they went: "reruns", "green room", "discard", or "" (elsewhere); and attachments
    # that left it for anywhere but the discard pile (Gray Fox back to the green room)
    removed: tuple[tuple[int, str, str], ...] = ()
    # what the player's genre progress gained, in words: "Drama -> space 2", "marks Sci-Fi on
    # your grid (+1 viewer a round)" (`Progress.changed`)
    progressed: tuple[str, ...] = ()
    lineup: tuple[tuple[int, str, int], ...] = ()  # (timeslot, show, viewers now): every show

    @property
    def cash_change(self) -> int:
        return self.cash_after - self.cash

    @property
    def viewer_change(self) -> int:
        return self.viewers_after - self.viewers

    def side(self, card: str) -> bool | None:
        """The side this outcome put an attachment on (None: not new or turned)."""
        return next((up for _, c, up in self.sides if c == card), None)

    def sides_of(self, card: str) -> tuple[tuple[Option | None, bool, int], ...]:
        """The side an attachment ends on and this round's viewers then: ((None, side,
        viewers),) when settled, else for each option of the next decision (when they differ)."""
        side = self.side(card)
        if side is None:
            return ()
        ends = [
            (option, side if then.side(card) is None else bool(then.side(card)), then.viewers_after)
            for option, then in self.branches
        ]
        if len({up for _, up, _ in ends}) <= 1:
            return ((None, ends[0][1] if ends else side, self.viewers_after),)
        return tuple(ends)

    def show_viewers(self, timeslot: int) -> tuple[int, ...]:
        """This round's viewers of the show in `timeslot` after, one for each way the next
        decision may go (sorted; settled: the one)."""
        own = tuple(v for t, _, v in self.lineup if t == timeslot)
        if not self.branches:
            return own
        ways = {v for _, then in self.branches for v in then.show_viewers(timeslot)}
        return tuple(sorted(ways)) or own

    @property
    def viewers_range(self) -> tuple[int, ...]:
        """This round's viewers after, one for each way the next decision may go (sorted)."""
        if not self.branches:
            return (self.viewers_after,)
        return tuple(sorted({then.viewers_after for _, then in self.branches}))

    @property
    def cannot_pay(self) -> bool:
        """After this, the player could not pay this round's upkeep as things stand."""
        return self.cash_after + self.upkeep_after < 0


def projected_viewers(state: GameState, player: int, items: list[ScoreItem] | None = None) -> int:
    """Viewers the player would score this round if it were scored now (`items`: its
    `round_items`, where the caller has them already)."""
    return round_score(items if items is not None else round_items(state, player))


SCORING_PHASES = ("scoring", "aging")  # the round's lineups are being scored, then aged


def scored(state: GameState, player: int) -> bool:
    """The player's lineup has been scored this round (at its end), as the flow stands: it is
    the scoring (or aging) phase and neither the player's scoring nor the uses before it are
    still to come, on the stack or as the pending decision's continuation."""
    if state.phase not in SCORING_PHASES:
        return False
    waiting = {("score", player), ("score-uses", player)}
    if any(tuple(frame) in waiting for frame in state.stack):
        return False
    pending = state.pending or ()
    return not any(isinstance(arg, tuple) and arg in waiting for arg in pending[1:])


def round_viewers(state: GameState, player: int, items: list[ScoreItem] | None = None) -> int:
    """The player's viewers for the round being played: once their lineup is scored at the end
    of the round, the score recorded (shows aging after it no longer change it), before that
    the projection as the lineup stands (`items`: as `projected_viewers`)."""
    scores = state.players[player].round_scores
    if scores and scored(state, player):
        return scores[-1]
    return projected_viewers(state, player, items)


def last_round_over(state: GameState) -> bool:
    """The last round's lineups are aging: rows no longer matter."""
    return state.phase == "aging" and state.round >= state.geometry.rounds


def owned_cards(state: GameState, player: int) -> Counter[str]:
    """The cards in a player's zones (lineup with attachments, green room, reruns, hand, the
    show they are producing), placeholders left out."""
    seat = state.players[player]
    cards: list[str] = [*seat.green_room, *seat.reruns, *seat.hand]
    for show in seat.lineup:
        if show is not None:
            cards.append(show.card)
            cards += [c for c, _ in show.attachments]
    production = state.production
    if production is not None and production.player == player:
        cards.append(production.card)
        cards += production.attachments
    return Counter(c for c in cards if not c.startswith(HIDDEN))


def _run(state: GameState) -> tuple[str, str]:
    """Run the copy's steps until it stops; (why, deck drawn from)."""
    stack = state.stack
    for _ in range(MAX_STEPS):
        if state.pending is not None:
            return "decision", ""
        if state.over:
            return "over", ""
        if not stack:
            return "", ""
        frame = stack[-1]
        name = frame[0]
        if name in CHANCE_STEPS:
            return "draw", str(frame[1]) if name == "draw" else name
        if name in REVEALING:
            return "reveal", ""
        if name in SETTLED_STEPS:
            return "", ""
        stack.pop()
        STEPS[name](state, *frame[1:])
    return "", ""


def _prompt(state: GameState) -> str:
    """The prompt of the copy's pending decision ("" if none, or if it can't be worded)."""
    pending = state.pending
    if pending is None or pending[1] < 0:
        return ""
    try:
        return str(ASKS[pending[0]].prompt(state, *pending[1:]))
    except (KeyError, AssertionError, IndexError, ValueError):
        return ""


def _unsettled(state: GameState) -> bool:
    return any(frame[0] in UNSETTLED_STEPS for frame in state.stack)


def outcome(state: GameState, player: int, option: Option, branch: bool = True) -> Outcome:
    """Play `option` (offered at `state`'s pending decision, which is `player`'s) on a copy of
    `state`, a view's state, and say what it did for `player`. Where the copy stops at the
    player's own decision before what the option did is settled, each option of that decision
    is played on too (`branch`: one level)."""
    pending = state.pending
    assert pending is not None
    seat = state.players[player]
    before_cards = owned_cards(state, player)
    viewers = round_viewers(state, player)
    upkeep = upkeep_net(state, player)
    trial = state.clone(with_log=False)
    trial.pending = None
    try:
        ASKS[pending[0]].resolve(trial, option, *pending[1:])
        then, draws = _run(trial)
        after = trial.players[player]
        viewers_after = round_viewers(trial, player)
        upkeep_after = upkeep_net(trial, player)
        lineup = tuple(
            (t, show.card, show_viewers(trial, player, t, show)) for t, show in after.shows()
        )
        shows = tuple(
            (t, card, count)
            for t, card, count in lineup
            if seat.lineup[t] is None or seat.lineup[t].card != card  # type: ignore[union-attr]
        )
    except (KeyError, AssertionError, IndexError, ValueError):
        # the effect needs a card the player can't see (a placeholder reached the rules)
        return Outcome(
            player,
            seat.cash,
            seat.cash,
            viewers,
            viewers,
            upkeep,
            upkeep,
            (),
            (),
            (),
            (),
            (),
            (),
            "hidden",
        )
    after_cards = owned_cards(trial, player)
    rows: list[tuple[int, str, int, int]] = []
    sides: list[tuple[int, str, bool]] = []
    turned: list[tuple[int, str, bool]] = []
    aged_out = last_round_over(trial)  # the last round scored: where shows age to is moot
    for t, show in after.shows():
        old = seat.lineup[t]
        moved = old is not None and old.card == show.card and old.row != show.row
        if old is not None and moved and not aged_out:
            rows.append((t, show.card, old.row, show.row))
        previous = dict(old.attachments) if old is not None and old.card == show.card else {}
        for card, upright in show.attachments:
            if previous.get(card) != upright:
                sides.append((t, card, upright))
                if card in previous:
                    turned.append((t, card, upright))
    genres = tuple(
        (g, seat.genres.get(g, 0), space)
        for g, space in sorted(after.genres.items())
        if seat.genres.get(g, 0) != space
    )
    next_player = int(trial.pending[1]) if trial.pending is not None else None
    branches: tuple[tuple[Option, Outcome], ...] = ()
    if branch and then == "decision" and next_player == player and _unsettled(trial):
        branches = tuple(
            (follow, outcome(trial, player, follow, branch=False)) for follow in options_of(trial)
        )
    return Outcome(
        player,
        seat.cash,
        after.cash,
        viewers,
        viewers_after,
        upkeep,
        upkeep_after,
        gained=tuple(sorted((after_cards - before_cards).elements())),
        lost=tuple(sorted((before_cards - after_cards).elements())),
        rows=tuple(rows),
        sides=tuple(sides),
        shows=shows,
        lineup=lineup,
        genres=genres,
        then=then,
        draws=draws,
        next_player=next_player,
        next_kind=str(trial.pending[0]) if trial.pending is not None else "",
        next_prompt=_prompt(trial),
        events=tuple(trial.log),
        passed=player in trial.pass_track and player not in state.pass_track,
        scores=scored(trial, player) and not scored(state, player),
        ends_round=state.phase == "actions" and all_passed(trial) and not all_passed(state),
        branches=branches,
        turned=tuple(turned),
        removed=_removed(seat.lineup, trial, player),
        progressed=tuple(progress_of(trial, player).changed(state, trial, player)),
    )


def _removed(
    lineup: list[LineupShow | None], trial: GameState, player: int
) -> tuple[tuple[int, str, str], ...]:
    """The cards of `lineup` no longer anywhere in the player's lineup in `trial`, and where
    they are now: every show, and the attachments not discarded (the usual fate, said by the
    cancel or the replacement itself)."""
    after = trial.players[player]
    staying = {card for show in after.lineup if show is not None for card in show.cards()}
    found = []
    for timeslot, show in enumerate(lineup):
        if show is None:
            continue
        for card in show.cards():
            if card in staying:
                continue
            where = _where(trial, player, card)
            if card == show.card or where not in ("discard", ""):
                found.append((timeslot, card, where))
    return tuple(found)


def _where(trial: GameState, player: int, card: str) -> str:
    """Where a card that left the player's lineup is: "reruns", "green room" (the player's),
    "discard" or ""."""
    zone, owner, _ = zone_of(trial, card)
    if zone == "discard" or (owner == player and zone in ("reruns", "green room")):
        return zone
    return ""
