"""Discarding and empty decks (rulebook p. 12, RULINGS section 6): discards are public; an empty
deck is rebuilt at once from the discards of its type (shows: A and B together)."""

from __future__ import annotations

import re
from pathlib import Path

import primetime
from primetime.engine.deck import Deck, Layer
from primetime.engine.scenario import Scenario

STARS = ["teen-idol", "character-actor", "influencer", "extra-with-a-line"]


def test_a_deck_emptied_by_a_draw_is_rebuilt_at_once() -> None:
    sc = Scenario(["Ann", "Bob"]).empty_deck("star")
    sc.deck_top("star", *STARS)  # exactly the 4 stars the next display needs
    sc.discards("living-legend", "comeback-kid")
    game = sc.start_end_of_round()
    state = game.state
    assert state.display["star"] == STARS
    # the deck ran out with the 4th star and was rebuilt then, before anyone drew again
    assert sorted(state.decks["star"].cards()) == ["comeback-kid", "living-legend"]
    assert state.discards["star"] == []


def test_an_empty_deck_is_rebuilt_from_its_own_discards_when_drawn_from() -> None:
    sc = Scenario(["Ann", "Bob"]).empty_deck("star")
    pile = [*STARS, "living-legend", "comeback-kid"]
    sc.discards(*pile, "pet-insurance")
    game = sc.start_end_of_round()
    state = game.state
    dealt = state.display["star"]
    assert len(dealt) == 4 and set(dealt) <= set(pile)
    assert sorted(dealt + state.decks["star"].cards()) == sorted(pile)
    assert state.discards["star"] == []
    assert state.discards["ad"] == ["pet-insurance"]  # other types' discards stay


def test_the_show_deck_is_rebuilt_from_a_and_b_shows_together() -> None:
    sc = Scenario(["Ann", "Bob"]).empty_deck("show")
    a_shows = ["dawsons-reek", "flounder-tank", "sportsedges"]
    b_shows = ["secession", "eastworld", "macguffin", "throne-of-games"]
    sc.discards(*a_shows, *b_shows)
    game = sc.start_end_of_round()
    state = game.state
    deck = state.decks["show"]
    assert len(state.display["show"]) == 5
    assert sorted(state.display["show"] + deck.cards()) == sorted(a_shows + b_shows)
    # one shuffled deck, A and B mixed, no A layer on top of a B layer
    assert len(deck.layers) == 1
    assert not deck.layers[0].ordered
    assert state.discards["show"] == []


def test_discards_are_public() -> None:
    sc = Scenario(["Ann", "Bob", "Cy"]).green_room(0, "character-actor")
    sc.lineup(0, "latenight", "hard-knockoffs", attachments=["teen-idol"])
    game = sc.start_turn(0)
    game.choose("attach character-actor latenight replacing teen-idol")
    for viewer in (0, 1, 2, None):
        assert game.view(viewer).state.discards["star"] == ["teen-idol"]


def test_a_decks_clone_shares_its_layers_until_either_changes() -> None:
    game = Scenario(["Ann", "Bob"]).start_turn(0)
    deck = game.state.decks["star"]
    before = deck.cards()
    copy = deck.clone()
    assert copy.layers[0] is deck.layers[0] and deck.shared and copy.shared
    drawn = copy.take(0)
    assert deck.cards() == before  # the copy's draw made its layers its own first
    assert sorted([*copy.cards(), drawn]) == sorted(before)
    assert not copy.shared and copy.layers[0] is not deck.layers[0]
    deck.take(0)
    assert len(deck) == len(before) - 1 and not deck.shared


def test_an_unordered_draw_moves_the_last_card_into_the_gap() -> None:
    deck = Deck("star", [Layer(["a", "b", "c", "d"])])
    assert deck.take(1) == "b"
    assert deck.cards() == ["a", "d", "c"]
    assert deck.take(1, in_order=True) == "d"
    assert deck.cards() == ["a", "c"]
    ordered = Deck("star", [Layer(["a", "b", "c"], True)])
    assert ordered.take(0) == "a" and ordered.cards() == ["b", "c"]


# In-place changes to a list of a layer's cards: `.cards.pop(`, `.cards[i] = `, `layer.cards = `.
_IN_PLACE = re.compile(
    r"\.cards\.(append|pop|remove|insert|extend|clear|reverse|sort)\(|\.cards\[[^]]*\] *=[^=]"
    r"|\blayer\.cards *=[^=]"
)


def test_no_file_but_the_decks_changes_a_layers_cards_in_place() -> None:
    # A deck's clone shares its layers until one changes (`Deck.own`): a change made elsewhere
    # would change every copy (the property tests play clones, views and determinizations apart).
    root = Path(primetime.__file__).parent
    found = [
        f"{path.relative_to(root)}:{number}: {line.strip()}"
        for path in sorted(root.rglob("*.py"))
        if path.name != "deck.py"
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if _IN_PLACE.search(line)
    ]
    assert found == []
