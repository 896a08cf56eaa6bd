"""The keyboard and screen readers in headless Chromium (from an accessibility review): a redraw
for someone else's doing keeps focus where the player left it (moved to an option, the next
Enter chose what they never picked); a card's options box takes the keyboard and gives it back;
each new decision is announced; the lobby's Create leaves focus on what it made."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from test_browser_play import (  # noqa: F401 - the fixtures are used by name
    MINE,
    browser,
    create_game,
    new_page,
    pytestmark,
    server,
)

from primetime.server import ServerSettings
from primetime.server.background import BackgroundServer

FOCUSED_OPTION = "document.activeElement && document.activeElement.dataset.option"


def my_decision(page: Any) -> None:
    page.wait_for_function(
        "document.body !== null"  # (none while the page is being replaced: a join's navigation)
        f" && {MINE}"
    )


def seated(chromium: Any, running: BackgroundServer, seats: list[str] | None = None) -> Any:
    """A page of a new game against an easy bot (or `seats`), at the person's first decision."""
    page = new_page(chromium)
    create_game(page, running.url, seats or ["", "easy"])
    page.click("[data-testid=join-0]")
    my_decision(page)
    return page


def play_until(page: Any, selector: str) -> Any:
    """Take the first option of each decision until an element matches `selector`."""
    for _ in range(200):
        my_decision(page)
        found = page.query_selector(selector)
        if found is not None:
            return found
        page.click("[data-testid=decision] [data-testid=option]")
        page.wait_for_timeout(50)
    raise AssertionError(f"no {selector} in 200 decisions")


def test_a_redraw_keeps_focus_on_the_option_the_player_was_on(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = new_page(browser)
    create_game(page, server.url, ["", "easy"])
    assert page.evaluate("document.activeElement.tagName") == "H2"  # the new game's heading
    page.click("[data-testid=join-0]")
    my_decision(page)
    assert "Your turn: " in page.inner_text("[data-testid=announce]")
    options = page.query_selector_all("[data-testid=decision] [data-testid=option]")
    assert len(options) > 2
    last = options[-1].get_attribute("data-option")
    options[-1].focus()
    page.evaluate("document.querySelector('[data-testid=decision]').dataset.old = '1'")
    watcher = page.context.new_page()  # a spectator arrives: the player's page is redrawn
    watcher.goto(page.url.split("#")[0] + "?watch=1")
    page.wait_for_function("!document.querySelector('[data-testid=decision]').dataset.old")
    assert page.evaluate(FOCUSED_OPTION) == last
    assert page.errors == []


def test_a_cards_options_box_takes_the_keyboard_and_gives_it_back(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = seated(browser, server)
    card = play_until(page, ".actionable[data-card]")  # options on a card of the table
    name = card.get_attribute("data-card")
    card.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-testid=popover]")
    assert page.evaluate("document.activeElement.dataset.testid") == "card-option"
    title = page.inner_text("#popover-title")
    assert page.get_attribute("[data-testid=popover]", "aria-labelledby") == "popover-title"
    assert title
    page.keyboard.press("Escape")
    page.wait_for_selector("[data-testid=popover]", state="detached")
    assert page.evaluate("document.activeElement.dataset.card") == name
    # a redraw while the box is open (a spectator arrives) gives focus back to its card, not
    # to the list's first option
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-testid=popover]")
    page.evaluate("document.querySelector('[data-testid=decision]').dataset.old = '1'")
    page.context.new_page().goto(page.url.split("#")[0] + "?watch=1")
    page.wait_for_function("!document.querySelector('[data-testid=decision]').dataset.old")
    assert page.evaluate("document.activeElement.dataset.card") == name
    assert page.errors == []


def test_a_card_that_cannot_be_taken_says_why_to_the_keyboard_too(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    """Enter on such a tile says why, as a tap does; it is marked disabled, and a show's tile
    names its genre in words (its colour alone told a colour-blind player nothing)."""
    page = seated(browser, server)
    blocked = play_until(page, "[data-testid=tile][data-unavailable]")  # a card out of reach
    assert blocked.get_attribute("aria-disabled") == "true"
    assert "can't take now: " in (blocked.get_attribute("aria-label") or "")
    blocked.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#toast:not([hidden])")
    assert page.inner_text("#toast").startswith("Can't take ")
    genres = set(httpx.get(f"{server.url}/api/catalog").json()["genres"].values())
    shows = page.query_selector_all("[data-testid=tile].show .tile-meta")
    assert shows
    assert all(s.inner_text().split(" · ")[0] in genres for s in shows)
    assert page.errors == []


def test_the_keyboard_skips_to_the_decision_and_hears_why_undo_is_off(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = seated(browser, server)
    assert page.query_selector("h1") is not None
    page.focus("[data-testid=skip-to-decision]")
    assert page.evaluate("getComputedStyle(document.activeElement).position") == "static"
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")  # from the decision panel: its first control
    assert page.evaluate("document.activeElement.closest('[data-testid=decision]') !== null")
    undo = page.query_selector("[data-testid=undo]")
    assert undo is not None and undo.get_attribute("aria-disabled") == "true"
    assert (undo.get_attribute("aria-label") or "").startswith("Undo: can't, ")
    assert page.errors == []


@pytest.fixture(scope="module")
def slow_bots(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BackgroundServer]:
    """A server whose bots wait a second before each move, as in a real game."""
    db = tmp_path_factory.mktemp("slow") / "games.db"
    with BackgroundServer(ServerSettings(db=str(db), bot_delay=1.0, durable=False)) as running:
        yield running


def test_a_bots_move_leaves_focus_where_it_was(
    slow_bots: BackgroundServer,
    browser: Any,  # noqa: F811
) -> None:
    """Another's move changes the state, not the player's decision: focus stays on the card
    the player is reading (it went to the decision panel at every bot's move)."""
    page = seated(browser, slow_bots, ["", "easy", "easy"])
    # past Pilot Season, to a turn (the display is out and passing is offered)
    play_until(page, "[data-testid=decision] [data-testid=option][data-kind=pass]")
    tile = page.query_selector("[data-testid=tile]")
    assert tile is not None
    card = tile.get_attribute("data-card")
    tile.focus()
    state = page.evaluate("document.body.dataset.state")
    # pass (the bots play on), choosing without moving focus: a script's click, not a key
    page.evaluate(
        "document.querySelector('[data-testid=decision] [data-testid=option][data-kind=pass]')"
        ".click()"
    )
    page.wait_for_function(
        f"document.body.dataset.myTurn === '0' && document.body.dataset.state !== '{state}'"
    )
    moved = page.evaluate("document.body.dataset.state")
    page.wait_for_function(f"document.body.dataset.state !== '{moved}'")  # a bot moved
    still = page.query_selector(f"[data-testid=tile][data-card='{card}']")  # (not taken)
    if page.evaluate("document.body.dataset.myTurn") == "0" and still is not None:
        # (not yet this player's again, and the bot took another card: the games are unseeded)
        assert page.evaluate("document.activeElement.dataset.card") == card
        assert page.inner_text("[data-testid=announce]").endswith(" is deciding.")
    assert page.errors == []


def test_arrow_keys_move_between_the_options(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = seated(browser, server)
    options = page.query_selector_all("[data-testid=decision] [data-testid=option]")
    assert len(options) > 2
    texts = [o.get_attribute("data-option") for o in options]
    options[0].focus()
    page.keyboard.press("ArrowDown")
    assert page.evaluate(FOCUSED_OPTION) == texts[1]
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    assert page.evaluate(FOCUSED_OPTION) == texts[1]
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")  # stays on the first
    assert page.evaluate(FOCUSED_OPTION) == texts[0]
    assert page.evaluate("document.body.dataset.pending") != "1"  # moving chose nothing
    assert page.errors == []
