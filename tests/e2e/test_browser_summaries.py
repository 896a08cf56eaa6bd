"""The ends of rounds and of the game in headless Chromium: a round summary closed once stays
closed in a new tab of the same browser, and the final screen shows the last round's summary
under the final scores, only the columns the game's modules score (their headings on one line on a
phone), and no "none yet" of a mogul once the game is over. Screenshots go to test-artifacts/."""

from __future__ import annotations

from typing import Any

from test_browser_play import (  # noqa: F401 - the fixtures are used by name
    MINE,
    browser,
    create_game,
    new_page,
    pick_option,
    play_to_the_end,
    pytestmark,
    server,
    shot,
    sync_api,
)

from primetime.server.background import BackgroundServer

SUMMARY = "[data-testid=round-summary]"


def to_the_first_summary(page: Any) -> None:
    """Play (passing where offered) until round 1's summary shows. Not `click_and_wait`: where
    the summary opens between looking and clicking, it presses Continue (and round 1's summary
    was gone before this test could read it)."""
    for _ in range(400):
        if page.query_selector(SUMMARY):
            return
        if page.evaluate(MINE):
            try:
                pick_option(page).click(timeout=5000)
            except sync_api.TimeoutError:
                if page.query_selector(SUMMARY) is None:  # not held back by the summary
                    raise
        else:
            page.wait_for_timeout(20)
    raise AssertionError("no round summary")


def test_a_closed_round_summary_stays_closed_in_a_new_tab(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = new_page(browser)
    create_game(page, server.url, ["", "easy"])
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision]")
    to_the_first_summary(page)
    assert "Round 1 is over" in page.inner_text(SUMMARY)
    # the page behind it is inert: Tab stays in the summary
    assert page.evaluate(
        "document.querySelector('[data-testid=banner]').closest('[inert]') !== null"
    )
    for _ in range(3):
        page.keyboard.press("Tab")
        assert page.evaluate(f"document.activeElement.closest('{SUMMARY}') !== null")
    page.click("[data-testid=round-summary-continue]")
    page.wait_for_selector(SUMMARY, state="detached")
    # the same seat in a new tab of this browser (its token kept there): no old summary
    tab = page.context.new_page()
    tab.goto(page.url)
    tab.wait_for_selector("[data-testid=scoreboard]")
    tab.wait_for_timeout(300)
    assert tab.query_selector(SUMMARY) is None
    assert page.errors == []


def test_the_final_screen_shows_the_last_round_and_the_columns_that_score(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = new_page(browser, width=390, height=844)  # a phone
    create_game(page, server.url, ["", "easy"], ("telly", "moguls"))
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision]")
    play_to_the_end(page)
    shot(page, "final-telly-phone.png")
    last = page.inner_text("[data-testid=final] [data-testid=last-round]")
    assert "Round 4 is over" in last and "viewers" in last and "upkeep" in last
    headings = page.inner_text("[data-testid=final] thead")
    # on a phone the headings stay on one line: no tall band above the rows
    head, row = (
        page.eval_on_selector(f"[data-testid=final] {part} tr", "r => r.offsetHeight")
        for part in ("thead", "tbody")
    )
    assert head <= row, (head, row)
    assert "Genres" not in headings and "Reruns" in headings and "Total" in headings
    assert "none yet" not in page.inner_text("[data-testid=moguls]")
    assert page.errors == []
