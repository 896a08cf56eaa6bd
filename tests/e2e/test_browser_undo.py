"""The browser's Undo button and previews, end to end in headless Chromium: disabled with the
reason as its tooltip while undo does not apply, enabled in the middle of a production, and a
click takes the choice back (the turn and its options come again). Screenshots go to
test-artifacts/."""

from __future__ import annotations

from typing import Any

from test_browser_play import (  # noqa: F401 - the fixtures are used by name
    MAX_CLICKS,
    browser,
    click_and_wait,
    create_game,
    new_page,
    pick_option,
    pytestmark,
    ready_to_choose,
    server,
    shot,
    stall_of,
    state_of,
)

from primetime.server.background import BackgroundServer


def undo_button(page: Any) -> Any:
    return page.query_selector("[data-testid=undo]")


def option_texts(page: Any) -> list[str]:
    return [
        b.get_attribute("data-option") or ""
        for b in page.query_selector_all("[data-testid=decision] [data-testid=option]")
    ]


def test_undo_is_offered_only_when_it_applies_and_takes_the_choice_back(
    server: BackgroundServer,  # noqa: F811 - the fixture imported above
    browser: Any,  # noqa: F811
) -> None:
    page = new_page(browser)
    create_game(page, server.url, ["", "easy"])
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision] [data-testid=option]")
    button = undo_button(page)
    assert button.get_attribute("aria-disabled") == "true"
    assert button.get_attribute("title") == (
        "Can't undo: there is no choice of this turn to take back"
    )
    button.click(force=True)  # a disabled Undo sends nothing
    page.wait_for_timeout(200)
    assert page.evaluate("document.body.dataset.pending") == "0"

    undone = False
    clicks = 0
    stall = stall_of(page)
    while clicks < MAX_CLICKS and not undone and not page.query_selector("[data-testid=final]"):
        if not ready_to_choose(page):
            stall.check()
            page.wait_for_timeout(20)
            continue
        stall.moved()
        for node in page.query_selector_all("[data-unavailable]"):
            assert "Can't take: " in (node.get_attribute("title") or "")
        texts = option_texts(page)
        produce = [t for t in texts if t.startswith("produce")]
        if not produce:  # sign ads and stars (cash, cards to attach) until a show can be made
            signs = [t for t in texts if t.startswith(("sign-ad", "sign-star"))]
            if signs:
                sign = page.query_selector(f"[data-testid=decision] [data-option='{signs[0]}']")
                sign.evaluate("b => { const g = b.closest('details'); if (g) g.open = true; }")
            click_and_wait(page, sign if signs else pick_option(page))
            clicks += 1
            continue
        turn = texts
        option = page.query_selector(f"[data-testid=decision] [data-option='{produce[0]}']")
        option.evaluate("b => { const g = b.closest('details'); if (g) g.open = true; }")
        click_and_wait(page, option)
        page.wait_for_function("document.body.dataset.pending === '0'")
        button = undo_button(page)
        assert button.get_attribute("aria-disabled") == "false"
        assert button.get_attribute("title") == "Take back your last choice"
        # the production's next step previews each of its options (what attaching a card, or
        # none, leads to; a timeslot's viewers)
        options = page.query_selector_all("[data-testid=decision] [data-testid=option]")
        previews = [(o.query_selector(".preview"), o.get_attribute("data-option")) for o in options]
        assert options and all(
            p is not None and (p.text_content() or "").strip() for p, _ in previews
        ), [t for _, t in previews]
        assert any("timeslot" in (p.text_content() or "") for p, _ in previews)
        shot(page, "undo-offered.png")
        before = state_of(page)
        button.click()
        page.wait_for_function(f"Number(document.body.dataset.state) > {before}")
        page.wait_for_function("document.body.dataset.pending === '0'")
        assert option_texts(page) == turn  # the turn again, with the same options
        assert undo_button(page).get_attribute("aria-disabled") == "true"
        undone = True
    assert undone
    assert page.errors == []
