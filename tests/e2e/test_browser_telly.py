"""Telly Time in a real headless Chromium: a 4-player game with Moguls and Executives created
through the lobby form (a person and three bots), four timeslots in every lineup, each network's
genre grid (3x3 squares, marked ones highlighted, the bonuses at the lines' ends), played to the
final screen. Screenshots go to test-artifacts/."""

from __future__ import annotations

import re
from typing import Any

from test_browser_play import (
    MAX_CLICKS,
    browser,
    click_and_wait,
    create_game,
    lobby_page,
    pick_option,
    pytestmark,  # noqa: F401  (skipped where Debian's chromium is missing)
    ready_to_choose,
    server,
    shot,
    stall_of,
)

from primetime.server.background import BackgroundServer

__all__ = ["browser", "server"]  # the fixtures, shared with test_browser_play


def grid_state(page: Any, seat: int) -> tuple[int, int, str]:
    """Squares drawn, squares drawn as marked, and the grid's heading, for one network."""
    squares = page.query_selector_all(f"[data-testid=grid-{seat}] .grid-square")
    marked = page.query_selector_all(f"[data-testid=grid-{seat}] .grid-square.marked")
    return len(squares), len(marked), page.inner_text(f"[data-testid=grid-{seat}] h3")


def holds_generic(page: Any, seat: int) -> bool:
    """Whether the seat's executive is Generic, which marks no square of its grid (RULINGS
    7.4: "no grid markers at all")."""
    executive = page.query_selector(f"[data-testid=network-executive-{seat}]")
    return executive is not None and "Generic" in (executive.text_content() or "")


def test_a_4_player_telly_game_with_moguls_and_executives_plays_to_the_end(
    server: BackgroundServer, browser: Any
) -> None:
    page = lobby_page(browser, server.url)
    modules = page.inner_text("[data-testid=create-form] fieldset:has([data-testid=module-telly])")
    assert "Megacorp Telly Time (a weekend timeslot, 9 genres, genre grids)" in modules
    # a new table's other seats are medium bots, as in the terminal
    assert page.input_value("[data-testid=seat-kind-1]") == "medium"
    create_game(page, server.url, ["", "easy", "easy", "easy"], ("telly", "moguls", "executives"))
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision]")
    # the two executive boards dealt to the person read as executives, not as solo cards
    hand = page.inner_text("[data-testid=network-0] .zone.hand")
    assert "executive · complexity" in hand.lower() and "Ability: " in hand
    assert "undefined" not in hand and "solo:" not in hand.lower()
    for seat in range(4):  # four timeslots in every lineup, the weekend last
        slots = page.query_selector_all(f"[data-testid=network-{seat}] .timeslot")
        assert len(slots) == 4
        assert "ts-weekend" in (slots[3].get_attribute("class") or "")
        assert "Weekend" in (slots[3].text_content() or "")
    clicks = 0
    shown = False
    stall = stall_of(page)
    while clicks < MAX_CLICKS and not page.query_selector("[data-testid=final]"):
        if not ready_to_choose(page):
            stall.check()
            page.wait_for_timeout(20)
            continue
        stall.moved()
        if not shown and page.query_selector("[data-testid=grid-0]") is not None:
            squares, marked, heading = grid_state(page, 0)
            assert squares == 9 and re.match(r"Genre grid \(\S+ tile\)", heading), heading
            assert marked == 0 if holds_generic(page, 0) else marked >= 1
            assert f"({marked}/9)" in heading
            bonuses = page.inner_text("[data-testid=grid-0] .grid-squares")
            assert bonuses.count("→") == 3 and bonuses.count("↓") == 3
            assert "↘↙" in bonuses  # both score (it read as one, "⤡")
            corner = page.locator("[data-testid=grid-0] .grid-bonus").last
            bonus = corner.inner_text()[3:]  # after "↘↙ "
            assert corner.get_attribute("title") == f"each diagonal: {bonus} bonus"
            assert page.inner_text("[data-testid=grid-summary-0]").startswith(f"grid {marked}/9")
            assert page.query_selector("[data-testid=genre-tracks]") is None
            assert "Genre grids" in page.inner_text("[data-testid=genre-grids]")
            assert "Moguls:" in page.inner_text("[data-testid=moguls]")
            shot(page, "telly-board.png")
            shown = True
        click_and_wait(page, pick_option(page))
        clicks += 1
    page.wait_for_selector("[data-testid=final]")
    assert shown
    for seat in range(4):
        squares, marked, _ = grid_state(page, seat)
        assert squares == 9
        assert marked == 0 if holds_generic(page, seat) else 1 <= marked <= 9
    shot(page, "telly-final.png")
    final = page.inner_text("[data-testid=final]")
    assert "Network, Moguls & Execs" in final and "Total" in final
    assert page.errors == []
