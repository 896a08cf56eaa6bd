"""Scenario helper: build a game situation directly (for rule tests, examples and tutorials).

    sc = Scenario(["Millie", "Taio"])
    sc.cash(0, 12).green_room(0, "cheeky-friend").display(show=["dawsons-reek"])
    sc.lineup(0, "daytime", "plastic-chef", row=1, attachments=["laundry-soap"])
    game = sc.start_turn(0)          # Millie's turn in round 1, at her first decision

Every card placed is taken from wherever setup put it (deck, display, another lineup), so the game
still holds each card exactly once.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..cards import ShowCard
from .config import GameConfig
from .game import Game, card_set
from .machine import run
from .setup import new_state
from .state import Attachment, GameState, LineupShow

AttachmentSpec = str | tuple[str, bool]


class Scenario:
    """A game state arranged card by card, then started at a chosen point of the flow."""

    def __init__(
        self,
        players: Iterable[str] = ("Ann", "Bob"),
        seed: int = 0,
        round: int = 1,
        auto_chance: bool = True,
        **config: Any,
    ) -> None:
        self.config = GameConfig(players=tuple(players), seed=seed, **config)
        state = new_state(self.config, card_set(self.config), auto_chance)
        state.stack = []
        pilot = state.decks.pop("pilot")
        state.box.extend((card, ()) for card in pilot.cards())
        state.round = round
        state.phase = "actions"
        for kind in state.geometry.display_types:
            state.display[kind] = []
        self.state = state

    # -- placing cards -------------------------------------------------------------------------

    def take(self, card: str) -> None:
        """Remove a card from wherever it is now."""
        s = self.state
        if card not in s.cards:
            raise KeyError(f"no card with id {card!r}")
        for deck in s.decks.values():
            for index, layer in enumerate(deck.layers):
                if card in layer.cards:
                    rest = list(layer.cards)
                    rest.remove(card)
                    deck.replace(index, rest)
                    return
        for row in s.display.values():
            if card in row:
                row.remove(card)
                return
        for pile in s.discards.values():
            if card in pile:
                pile.remove(card)
                return
        if card in s.buffer:
            s.buffer.remove(card)
            return
        for i, (c, _) in enumerate(s.box):
            if c == card:
                del s.box[i]
                return
        for part in s.parts.values():
            if part.release(card):
                return
        for seat in s.players:
            for zone in (seat.green_room, seat.reruns, seat.hand):
                if card in zone:
                    zone.remove(card)
                    return
            for t, show in enumerate(seat.lineup):
                if show is None:
                    continue
                if show.card == card:
                    seat.lineup[t] = None
                    for attached, _ in show.attachments:
                        self._to_deck(attached)
                    return
                for i, (c, _) in enumerate(show.attachments):
                    if c == card:
                        kept = show.attachments[:i] + show.attachments[i + 1 :]
                        seat.lineup[t] = show.with_attachments(kept)
                        return
        raise KeyError(f"card {card!r} is not anywhere in this game (not in play at this count?)")

    def _put_away(self, card: str) -> None:
        """Put a card out of the game, into the box, in the open: every player knows it is there,
        so views show it and a search bot's `determinize` deals the hidden cards without it (a
        starter boxed face down was a show placeholder no deck's cards could fill)."""
        self.state.box.append((card, tuple(range(len(self.state.players)))))

    def _to_deck(self, card: str) -> None:
        """Shuffle a card back into its deck (into the layer of its own pool)."""
        from .deck import Layer
        from .views import card_pool

        state = self.state
        data = state.cards[card]
        if data.category in ("starter", "pilot"):
            self._put_away(card)
            return
        if data.kind not in state.decks:  # a card with no deck (an anomaly): put away as discarded
            from .zones import discard

            discard(state, None, card)
            return
        deck = state.decks[data.kind]
        pool = card_pool(state, card)
        for index, layer in enumerate(deck.layers):
            if not layer.ordered and layer.pool in (pool, data.kind):
                deck.replace(index, [*layer.cards, card])
                return
        deck.layers.append(Layer([card], False, pool))

    def cash(self, player: int, amount: int) -> Scenario:
        self.state.players[player].cash = amount
        return self

    def green_room(self, player: int, *cards: str) -> Scenario:
        for card in cards:
            self.take(card)
            self.state.players[player].green_room.append(card)
        return self

    def reruns(self, player: int, *cards: str) -> Scenario:
        for card in cards:
            self.take(card)
            self.state.players[player].reruns.append(card)
        return self

    def hand(self, player: int, *cards: str) -> Scenario:
        for card in cards:
            self.take(card)
            self.state.players[player].hand.append(card)
        return self

    def discards(self, *cards: str) -> Scenario:
        for card in cards:
            self.take(card)
            self.state.discards[self.state.cards[card].kind].append(card)
        return self

    def display(self, **rows: Iterable[str]) -> Scenario:
        """Set display rows, e.g. display(show=[...], star=[...]); rows not named stay."""
        for kind, cards in rows.items():
            for card in list(self.state.display[kind]):
                if card is not None:
                    self._to_deck(card)
            self.state.display[kind] = []
            for card in cards:
                self.take(card)
                self.state.display[kind].append(card)
        return self

    def deck_top(self, kind: str, *cards: str) -> Scenario:
        """Put cards on top of a deck, in order (first drawn first), known to everyone."""
        for card in cards:
            self.take(card)
        self.state.decks[kind].put_top(list(cards), None)
        return self

    def empty_deck(self, kind: str) -> Scenario:
        """Move a deck's remaining cards out of the game (to the box), e.g. to test reshuffles."""
        for card in self.state.decks[kind].cards():
            self._put_away(card)
        self.state.decks[kind].layers = []
        return self

    def lineup(
        self,
        player: int,
        timeslot: str | int,
        show: str | None,
        row: int = 0,
        attachments: Iterable[AttachmentSpec] = (),
        genre: str | None = None,
        extra_slots: tuple[str, ...] = (),
        spent: tuple[str, ...] = (),
    ) -> Scenario:
        """Put a show (or nothing) in a timeslot, its marker on `row` (0 = top), with attachments
        given as ids (upright) or (id, upright), and one-time show effects already `spent`. The
        show it replaces goes back to the box."""
        t = self.state.geometry.slot(timeslot) if isinstance(timeslot, str) else timeslot
        seat = self.state.players[player]
        old = seat.lineup[t]
        if old is not None:
            seat.lineup[t] = None
            for card, _ in old.attachments:
                self._to_deck(card)
            self._put_away(old.card)
        if show is None:
            return self
        self.take(show)
        data = self.state.cards[show]
        assert isinstance(data, ShowCard)
        attached: list[Attachment] = []
        for spec in attachments:
            card_id, upright = (spec, True) if isinstance(spec, str) else spec
            self.take(card_id)
            attached.append((card_id, upright))
        on_show = tuple(attached)
        seat.lineup[t] = LineupShow(show, row, genre or data.genre, on_show, extra_slots, spent)
        return self

    def genres(self, player: int, **spaces: int) -> Scenario:
        self.state.players[player].genres.update(spaces)
        return self

    def scores(self, player: int, *rounds: int) -> Scenario:
        self.state.players[player].round_scores = list(rounds)
        return self

    def passed(self, *players: int) -> Scenario:
        """These players have already passed this round, in this order."""
        self.state.pass_track = list(players)
        return self

    def first(self, player: int) -> Scenario:
        self.state.first = player
        return self

    # -- starting ------------------------------------------------------------------------------

    def start(self, *frames: tuple[Any, ...]) -> Game:
        """Run the flow from these steps (e.g. ("turn", 0) or ("end-round",))."""
        from .rounds import turn_order

        state = self.state
        state.order = turn_order(state)
        state.stack = list(reversed(frames))
        run(state)
        return Game(state)

    def start_turn(self, player: int) -> Game:
        """The player's turn (an ordinary turn of the current round)."""
        self.state.current = player
        return self.start(("turn", player))

    def start_end_of_round(self) -> Game:
        """Everyone has passed: upkeep, scoring, aging, then the next round (or game end)."""
        state = self.state
        if len(state.pass_track) < state.player_count:
            state.pass_track = [p for p in range(state.player_count)]
        return self.start(("end-round",))

    def game_state(self) -> GameState:
        return self.state
