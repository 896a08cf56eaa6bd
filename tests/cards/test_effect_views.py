"""What each player may see of the cards effects draw (RULINGS section 6).

Hidden: deck order, cards a player draws and has not yet kept or discarded. Public: display, green
rooms, lineups, reruns, discards. So:
- Talent Agency deals its stars face up into the display: public.
- C-Suite Connections: the drawn hand is seen only by the drawer until one is kept; the discarded
  ones become public (and the kept one, in the green room).
- Market Research: only the drawer sees the 3 shows; the 2 put on the bottom stay known to the
  drawer only.
- Upton Crabby attaches the drawn star face up on a show in the lineup: public.

The draws here come from the shuffled decks (no known top cards), as in a real game.
"""

from __future__ import annotations

import json

import pytest

from primetime import Game
from primetime.engine.scenario import Scenario

OTHERS = [1, None]  # Bob, and a spectator


def view_text(game: Game, viewer: int | None) -> str:
    return json.dumps(game.view(viewer).to_dict())


def named_in(game: Game, viewer: int | None, card: str) -> bool:
    return f'"{card}"' in view_text(game, viewer)


def logged_cards(game: Game, viewer: int | None, kind: str) -> list[object]:
    return [e.data.get("card") for e in game.view(viewer).log if e.kind == kind]


# -- Talent Agency --------------------------------------------------------------------------------


def test_talent_agency_stars_are_dealt_face_up_for_everyone() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "talent-agency")
    game = sc.start_turn(0)
    game.choose("use talent-agency")
    game.choose("continue")
    game.choose("continue")
    drawn = list(game.state.display["star"])
    assert len(drawn) == 2 and all(c is not None for c in drawn)
    for viewer in [0, *OTHERS]:
        view = game.view(viewer)
        assert view.state.display["star"] == drawn
        assert logged_cards(game, viewer, "deal") == drawn


# -- C-Suite Connections --------------------------------------------------------------------------


def _c_suite() -> tuple[Game, list[str]]:
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).display(network=["c-suite-connections"])
    game = sc.start_turn(0)
    game.choose("take-network c-suite-connections")
    hand = list(game.state.players[0].hand)
    assert len(hand) == 3
    return game, hand


def test_c_suite_connections_drawn_cards_are_seen_only_by_the_drawer() -> None:
    game, hand = _c_suite()
    assert game.view(0).state.players[0].hand == hand
    assert [str(o) for o in game.view(0).decision.options] == [f"pick {c}" for c in hand]
    for viewer in OTHERS:
        view = game.view(viewer)
        assert view.state.players[0].hand == ["?network"] * 3
        assert view.decision is None
        draws = [e for e in view.log if e.kind == "draw"]
        assert len(draws) == 3
        assert all(e.data == {"deck": "network", "hidden": True} for e in draws)
        for card in hand:
            assert not named_in(game, viewer, card), (viewer, card)
    for card in hand:
        assert named_in(game, 0, card)


def test_c_suite_connections_discarded_cards_become_public() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).display(network=["c-suite-connections"])
    sc.deck_top("network", "rebrand", "award-show", "spinoff")
    game = sc.start_turn(0)
    game.choose("take-network c-suite-connections")
    for viewer in OTHERS:
        assert game.view(viewer).state.players[0].hand == ["?network"] * 3
    game.choose("pick award-show")
    for viewer in [0, *OTHERS]:
        view = game.view(viewer)
        assert view.state.players[0].hand == []
        assert view.state.players[0].green_room == ["award-show"]
        assert sorted(view.state.discards["network"]) == [
            "c-suite-connections",
            "rebrand",
            "spinoff",
        ]
        for card in ("rebrand", "award-show", "spinoff"):
            assert named_in(game, viewer, card), (viewer, card)


# -- Market Research ------------------------------------------------------------------------------


def _market_research() -> tuple[Game, list[str]]:
    sc = Scenario(["Ann", "Bob"]).display(network=["market-research"])
    game = sc.start_turn(0)
    game.choose("take-network market-research")
    hand = list(game.state.players[0].hand)
    assert len(hand) == 3 and all(game.state.cards[c].kind == "show" for c in hand)
    return game, hand


def test_market_research_drawn_shows_are_seen_only_by_the_drawer() -> None:
    game, hand = _market_research()
    assert game.view(0).state.players[0].hand == hand
    for viewer in OTHERS:
        assert game.view(viewer).state.players[0].hand == ["?show"] * 3
        for card in hand:
            assert not named_in(game, viewer, card), (viewer, card)


def test_market_research_shows_put_on_the_bottom_stay_known_to_the_drawer_only() -> None:
    game, hand = _market_research()
    discarded, *bottom = hand
    game.choose(f"pick {discarded}")
    assert game.state.decks["show"].cards()[-2:] == bottom
    assert game.view(0).state.decks["show"].layers[-1].cards == bottom
    assert game.view(0).state.decks["show"].cards()[-2:] == bottom
    for viewer in OTHERS:
        view = game.view(viewer)
        assert view.state.decks["show"].layers[-1].cards == ["?show", "?show"]
        assert view.state.discards["show"] == [discarded]  # the discarded one is public
        assert named_in(game, viewer, discarded)
        for card in bottom:
            assert not named_in(game, viewer, card), (viewer, card)
        bottoms = [e for e in view.log if e.kind == "bottom"]
        assert [e.data for e in bottoms] == [{"count": 2, "deck": "show", "hidden": True}]
    for card in bottom:
        assert named_in(game, 0, card)


# -- Upton Crabby ---------------------------------------------------------------------------------


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_upton_crabby_drawn_star_is_attached_face_up_for_everyone(viewer: int | None) -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(0, "teen-idol")
    sc.lineup(0, "primetime", "upton-crabby", attachments=["tearful-ingenue"])
    game = sc.start_turn(0)
    game.choose("attach teen-idol primetime")
    show = game.state.players[0].lineup[1]
    assert show is not None and len(show.attachments) == 3
    drawn = show.attachments[2][0]
    assert game.state.cards[drawn].kind == "star"
    seen = game.view(viewer).state.players[0].lineup[1]
    assert seen is not None and seen.attachments == show.attachments
    assert logged_cards(game, viewer, "attach-drawn") == [drawn]
