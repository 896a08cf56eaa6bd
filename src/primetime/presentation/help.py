"""Help words every interface shows: what a decision is (registered with the decision kind,
`engine.machine.decision`), and the game in brief for this game's rounds, genres and mode."""

from __future__ import annotations

from ..cardtext import card_summary
from ..engine.board import VIEWERS_PER_CASH
from ..engine.machine import ASKS
from ..engine.modules import modules_of
from ..engine.modules.solo import RANKS
from ..engine.progress import progress_of
from ..engine.state import GameState

WINNING = "Most viewers wins."


def decision_help(state: GameState, with_card: bool = True) -> str:
    """What the pending decision is, in a few sentences (its kind's help), and (`with_card`)
    the card it is about in full, where it is about one (`decision_card`)."""
    pending = state.pending
    ask = ASKS.get(pending[0]) if pending is not None else None
    if ask is None:
        return "Choose one of the options."
    card = decision_card(state)
    if with_card and card is not None:
        return f"{ask.help} {card_summary(state.cards[card])}"
    return ask.help


def decision_card(state: GameState) -> str | None:
    """The card the pending decision is about (`decision(..., about=...)`: a card's own choice,
    the promo to pay for), if it is one the state shows; else None."""
    pending = state.pending
    ask = ASKS.get(pending[0]) if pending is not None else None
    if pending is None or ask is None or ask.about is None or len(pending) <= 2 + ask.about:
        return None
    card = pending[2 + ask.about]
    return card if isinstance(card, str) and card in state.cards else None


def primer(state: GameState, player: int) -> str:
    """The game in brief, for this game: its rounds, and how its genres score (the player's own
    genre progress: the tracks, Telly's grid, Generic's bonus track)."""
    genres = progress_of(state, player).brief(state, player)
    modules = "".join(f"{m.brief} " for m in modules_of(state.config) if m.brief)
    return (
        f"The game in brief: {state.geometry.rounds} rounds. On your turn take one action: sign a "
        "star (pay its cost), sign an ad (gain its bonus), take a network card, produce a show "
        "from the display (pay, attach stars and ads from your green room, put it in a "
        "timeslot), attach a card from your green room to a show, or pass (the earlier you pass, "
        "the bigger the bonus). When everyone has passed: upkeep (income minus expenses of your "
        "lineup), then each show scores the viewers of its current row plus its attachments, "
        f"then moves down a row. {genres} At the end: round scores + reruns' bottom rows + Game "
        f"End cards + 1 viewer per ${VIEWERS_PER_CASH}M. {modules}"
    )


def solo_winning() -> str:
    """How a solo game is judged: the opponent, and the rank your total earns."""
    floors = ", ".join(f"{name} {floor}+" for floor, name in reversed(RANKS) if floor)
    return (
        "Solo: the opponent only discards cards from the display and passes (when its second "
        "card goes beside the pass track, or its deck runs out: a solo card goes beside the "
        "track when the display has no card of its type left); if you pass before it does, the "
        f"round ends at once. There is no winner: your total earns a rank ({floors}; below "
        f"{RANKS[-2][0]}: {RANKS[-1][1]})."
    )


def rules_in_brief(state: GameState, player: int) -> str:
    """The game in brief for `player` and how it is won (solo: how the solo game is judged)."""
    return primer(state, player) + (solo_winning() if state.config.solo else WINNING)
