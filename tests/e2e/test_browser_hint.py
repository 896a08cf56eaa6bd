"""The browser's Hint button end to end in headless Chromium: at the person's decision it asks
the server's coach and shows the top options (offered ones) with their expected scores."""

from __future__ import annotations

from typing import Any

from test_browser_play import (  # noqa: F401 - the fixtures are used by name
    browser,
    create_game,
    new_page,
    pytestmark,
    server,
    shot,
)

from primetime.server.background import BackgroundServer


def test_hint_shows_the_coachs_top_options_for_my_decision(
    server: BackgroundServer,  # noqa: F811 - the fixture imported above
    browser: Any,  # noqa: F811
) -> None:
    page = new_page(browser)
    create_game(page, server.url, ["", "easy"])
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision] [data-testid=option]")
    assert page.query_selector("[data-testid=hint-list]") is None
    page.click("[data-testid=hint]")
    page.wait_for_selector("[data-testid=hint-list]", timeout=60_000)
    offered = {
        b.get_attribute("data-option")
        for b in page.query_selector_all("[data-testid=decision] [data-testid=option]")
    }
    hinted = page.query_selector_all("[data-testid=hint-option]")
    assert 1 <= len(hinted) <= 3
    for item in hinted:
        assert item.get_attribute("data-option") in offered
        assert "expected score " in item.inner_text()
    assert "from your view only" in page.inner_text("[data-testid=hint-box]")
    assert page.evaluate("document.body.dataset.pending") == "0"  # nothing was chosen
    shot(page, "hint.png")
