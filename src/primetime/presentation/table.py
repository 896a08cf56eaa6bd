"""What the interfaces show beside the options: a player's executive in words, why the
display cards the viewer can't take are out of reach, and the final table's row names."""

from __future__ import annotations

from typing import Any

from ..cards import (
    AdCard,
    Card,
    ExecutiveCard,
    ShowCard,
    StarCard,
)
from ..engine.board import VIEWERS_PER_CASH
from ..engine.config import GameConfig
from ..engine.hooks import action_taken_away_by, final_items
from ..engine.modules import modules_of
from ..engine.modules.executives.base import executive, executive_of
from ..engine.modules.solo import OPPONENT, RANKS, SoloPiles
from ..engine.modules.solo import rank as solo_rank
from ..engine.options import Option, Produce, SignAd, SignStar, TakeNetwork
from ..engine.preview import round_viewers
from ..engine.production import prepared, production_cost
from ..engine.results import PASSING, SHOW
from ..engine.scoring import round_items
from ..engine.sources import in_play
from ..engine.views import View
from ..recap import source_name


def game_modes(config: GameConfig) -> list[str]:
    """What a game plays with beyond the base game, in words: "Classic Turns", "Beginner Pilot
    Season", each module's title ("Megacorp Moguls"); the board's heading, the lobby's tags."""
    modes = ["Classic Turns"] if config.classic_turns else []
    modes += ["Beginner Pilot Season"] if config.beginner else []
    return modes + [m.title for m in modules_of(config) if m.title]


def network_row(config: GameConfig) -> str:
    """The name of the score row of Game End cards: with a module whose cards score there
    (`Module.on_network_row`: Megacorp's Moguls, Executives) "Network, Moguls & Execs"
    (RULINGS 7.1, 7.4)."""
    megacorp = any(m.on_network_row for m in modules_of(config))
    return "Network, Moguls & Execs" if megacorp else "Network"


def final_notes(state: Any) -> str:
    """What each bonus column of the final table (`final_columns`) counts, for this game (its
    genre progress, the Game End cards' row, the cash rate)."""
    network = network_row(state.config)
    cards = "Game End cards" + ("" if network == "Network" else ", moguls and executive boards")
    notes = {
        "genres": "Genres: viewers for your marker on each genre track.",
        "reruns": "Reruns: the bottom row of each canceled show.",
        "network": f"{network}: {cards}.",
        "cash": f"Cash: 1 viewer per ${VIEWERS_PER_CASH}M.",
    }
    words = [notes[key] for key, _ in final_columns(state)]
    if state.geometry.progress == "grid":  # no Genres column: say where the grid's viewers are
        words.insert(0, "Telly Time's genre grid scored in each round's score (no Genres column).")
    return " ".join(words)


def final_columns(state: Any) -> list[tuple[str, str]]:
    """The final table's bonus columns for this game, each a result field and its heading:
    genres, reruns, the Game End cards' row (`network_row`), cash. Telly Time has no Genres
    column: its grid scores each round, never at the end."""
    columns = [] if state.geometry.progress == "grid" else [("genres", "Genres")]
    return columns + [
        ("reruns", "Reruns"),
        ("network", network_row(state.config)),
        ("cash", "Cash"),
    ]


def network_scored(result: Any, cards: Any, state: Any = None) -> str:
    """Which Game End cards, moguls and executive boards scored what, player by player ("" if
    none): "Ann: Streaming Deal 9, Award Show 3; Bob: Butcher 12". Given the final `state`, an
    entry an effect changed says which ("Merchandising 0 (Rich's drawback)")."""
    words = []
    for player, p in enumerate(result.players):
        if not p.network_cards:
            continue
        why = changed_by(state, player) if state is not None else {}
        entries = [
            f"{cards[c].name if c in cards else c} {v}" + (f" ({why[c]})" if c in why else "")
            for c, v in p.network_cards
        ]
        words.append(f"{p.name}: " + ", ".join(entries))
    return "; ".join(words)


PROBE = 1_000_003  # viewers no entry has: an effect that sets an entry changes it


def changed_by(state: Any, player: int) -> dict[str, str]:
    """The player's Game End entries an effect in play sets at the end (`adjust_final`: Rich's
    drawback scores the Game End cards in the green room 0), each with why in words. Asked with
    every entry at `PROBE` viewers, so an entry already 0 that the effect zeroes is named too."""
    items = [item._replace(viewers=PROBE) for item in final_items(state, player)]
    why: dict[str, str] = {}
    for source in in_play(state, player, "adjust_final"):
        data = state.cards.get(source.card)
        name = data.name if data is not None else source.card
        reason = f"{name}'s drawback" if isinstance(data, ExecutiveCard) else name
        for item in source.effect.adjust_final(state, player, source.card, items):
            if item.viewers != PROBE:
                why.setdefault(item.source, reason)
    return why


def round_so_far(state: Any, player: int) -> dict[str, Any]:
    """This round's viewers as things stand, as every interface shows them: `shows` (the
    lineup's together), `others` (each other item of the round's score in words and viewers:
    the pass track, the genre grid, an executive's, a mogul's, viewers banked) and `total` (the
    round's score: `round_viewers`, never below 0, the scored one once the lineup is scored)."""
    items = round_items(state, player)
    others = [
        (
            "pass track" if item.category == PASSING else source_name(state, item.source),
            item.viewers,
        )
        for item in items
        if item.category != SHOW and item.viewers
    ]
    shows = sum(item.viewers for item in items if item.category == SHOW)
    return {"shows": shows, "others": others, "total": round_viewers(state, player, items)}


def round_so_far_text(state: Any, player: int) -> str:
    """ "16 from shows + 3 pass track + 3 genre grid - 2 Underground = 20 viewers", or "16
    viewers" when the shows are all of it."""
    found = round_so_far(state, player)
    total = found["total"]
    if not found["others"]:
        return f"{total} viewer{'' if total == 1 else 's'}"
    words = [f"{found['shows']} from shows"]
    words += [f"{'+' if v >= 0 else '-'} {abs(v)} {name}" for name, v in found["others"]]
    return f"{' '.join(words)} = {total} viewer{'' if total == 1 else 's'}"


def rank_range(rank: str) -> str:
    """`180-199 viewers` for a solo rank (the rulebook's table, `solo.RANKS`)."""
    for index, (floor, name) in enumerate(RANKS):
        if name == rank:
            return (
                f"{floor}+ viewers" if index == 0 else f"{floor}-{RANKS[index - 1][0] - 1} viewers"
            )
    return ""


def solo_progress(state: Any) -> str:
    """The solo opponent this round, in words ("" outside solo): "2 display cards discarded,
    1 solo card beside the pass track (it passes at the 2nd), 9 left in its deck"."""
    found = state.parts.get("solo")
    if not isinstance(found, SoloPiles):
        return ""
    if OPPONENT in state.pass_track:
        return "has passed this round"
    revealed, beside = len(found.revealed), len(found.passing)
    deck = state.decks.get("solo")
    left = f", {counted(len(deck), 'card')} left in its deck" if deck is not None else ""
    return (
        f"{counted(revealed, 'display card')} discarded this round, "
        f"{counted(beside, 'solo card')} beside the pass track (it passes at the 2nd){left}"
    )


def counted(number: int, thing: str) -> str:
    return f"{number} {thing}{'' if number == 1 else 's'}"


def solo_standing(total: int) -> str:
    """A solo final score's rank, its range and how far the next rank was: "Line Producer
    (180-199 viewers; 6 more for Executive Producer)"."""
    rank = solo_rank(total)
    above = [(floor, name) for floor, name in RANKS if floor > total]
    more = f"; {above[-1][0] - total} more for {above[-1][1]}" if above else ""
    return f"{rank} ({rank_range(rank)}{more})"


def executive_shown(state: Any, player: int) -> dict[str, str] | None:
    """A player's executive as every interface shows it: card id, name, complexity, ability,
    drawback and its tokens or track in words (`Executive.status`); None before it is kept or
    without Executives. The terminal prints it, the server sends it to the browser."""
    card = executive_of(state, player)
    if card is None:
        return None
    data = state.cards[card]
    assert isinstance(data, ExecutiveCard)
    return {
        "card": card,
        "name": data.name,
        "complexity": f"{data.complexity} of 3",
        "ability": data.ability,
        "drawback": data.drawback,
        "status": executive(state, card).status(state, player, card),
    }


def executive_choice(view: View, player: int) -> dict[str, str] | None:
    """A board kept but not shown yet, as the viewer may know it: `choice` "chosen" (the log
    tells who kept one, not which) and, to the player who kept it, `kept`: its name. None while
    the player chooses, once the boards are shown (`executive_shown`) or without Executives."""
    state = view.state
    if "executives" not in state.parts or executive_of(state, player) is not None:
        return None
    chosen = [e for e in view.log if e.kind == "executive-choose" and e.player == player]
    if not chosen:
        return None
    shown = {"choice": "chosen"}
    kept = chosen[-1].data.get("card")
    if isinstance(kept, str) and kept in state.cards:  # only its holder's log names it
        shown["kept"] = state.cards[kept].name
    return shown


NOT_OFFERED = "not offered now"  # a card no rule keeps from you, not on offer this turn


class TurnLimit(str):
    """A reason that is this turn's limit, not the card's (Beeb's rondel space): the card is
    not on offer this turn, and the words say why."""

    __slots__ = ()


def unavailable_cards(view: View) -> dict[str, str]:
    """Why each display card the viewer can't take now is out of reach, on their turn while an
    action is left: "can't afford: $2M short", "needs a star you don't have"."""
    decision = view.decision
    state = view.state
    me = view.player
    if decision is None or me is None or decision.kind != "turn" or state.actions_left <= 0:
        return {}
    offered = {getattr(o, "card", None) for o in decision.options}
    cash = state.players[me].cash
    green = [state.cards[c] for c in state.players[me].green_room if c in state.cards]
    reasons: dict[str, str] = {}
    for row in state.display.values():
        for card_id in row:
            if card_id is None or card_id in offered or card_id not in state.cards:
                continue
            card = state.cards[card_id]
            limit = action_taken_away_by(state, me, _plain_action(card))
            if limit:  # an effect keeps this kind of action from you now (Beeb's rondel)
                reasons[card_id] = TurnLimit(limit)
                continue
            cost = getattr(card, "cost", 0)
            if isinstance(card, ShowCard):
                cost = production_cost(state, me, prepared(state, me, card_id, ()))
            if cost > cash:
                reasons[card_id] = f"can't afford: ${cost - cash}M short"
            elif isinstance(card, ShowCard):
                reasons[card_id] = _missing_slots(card, green)
            else:
                reasons[card_id] = NOT_OFFERED
    return reasons


def _plain_action(card: Card) -> Option:
    """The action that takes a display card, with nothing else used (an anomaly signs as a
    star)."""
    if card.kind == "show":
        return Produce(card.id)
    if card.kind == "ad":
        return SignAd(card.id)
    if card.kind == "network":
        return TakeNetwork(card.id)
    return SignStar(card.id)


def _missing_slots(show: ShowCard, green: list[Card]) -> str:
    """What a show's required slots need that the green room can't give."""
    from ..engine.slots import printed_slots

    (stars, ads, wilds), _ = printed_slots(show)
    have_stars = sum(1 for c in green if isinstance(c, StarCard))
    have_ads = sum(1 for c in green if isinstance(c, AdCard))
    if have_stars < stars:
        return (
            "needs a star you don't have"
            if stars - have_stars == 1
            else (f"needs {stars - have_stars} more stars than you have")
        )
    if have_ads < ads:
        return "needs an ad you don't have"
    if have_stars + have_ads < stars + ads + wilds:
        return "needs a star or ad you don't have"
    return "not offered now"
