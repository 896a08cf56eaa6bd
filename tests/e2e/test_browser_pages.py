"""Pages around the table in headless Chromium: executives being chosen (each player sees their
own, and who has chosen), unknown game ids and addresses, and the lobby's lists after a game is
created there."""

from __future__ import annotations

from typing import Any

from test_browser_play import (  # noqa: F401 - the fixtures are used by name
    browser,
    click_and_wait,
    create_game,
    lobby_page,
    new_page,
    pytestmark,
    server,
)

from primetime.server.background import BackgroundServer


def first_to_choose(pages: list[Any]) -> int:
    """The index of the page offered a decision first."""
    for _ in range(500):
        for index, page in enumerate(pages):
            if page.query_selector("[data-testid=option]"):
                return index
        pages[0].wait_for_timeout(20)
    raise AssertionError("nobody was offered a decision")


def test_a_player_sees_the_executive_they_kept_and_the_others_who_has_chosen(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    host = new_page(browser)
    create_game(host, server.url, ["", ""], ("executives",))
    guest_link = host.get_attribute("[data-testid=join-link-1]", "value")
    host.click("[data-testid=join-0]")
    guest = new_page(browser)
    guest.goto(guest_link)
    pages = [host, guest]
    for page in pages:
        page.wait_for_selector("[data-testid=executives]")
    keeper = first_to_choose(pages)
    other = 1 - keeper
    me = pages[keeper]
    line = f"[data-testid=executive-{keeper}]"
    assert "choosing" in me.inner_text(line)
    option = me.query_selector("[data-testid=option]")
    card = (option.get_attribute("data-option") or "").split(" ", 1)[1]  # "pick rich"
    name = me.evaluate(
        "(id) => fetch('/api/catalog').then((r) => r.json()).then((c) => c.cards[id].name)", card
    )
    click_and_wait(me, option)
    me.wait_for_function(f"!document.querySelector('{line}').innerText.includes('choosing')")
    assert me.inner_text(line).strip().endswith(f"{name} (others see it when everyone has chosen)")
    pages[other].wait_for_function(
        f"document.querySelector('{line}').innerText.trim().endsWith('chosen')"
    )
    assert "choosing" in me.inner_text(f"[data-testid=executive-{other}]")
    assert me.errors == [] and pages[other].errors == []


def test_every_unknown_game_id_says_no_such_game_and_unknown_pages_lead_back(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = new_page(browser)
    for path in ("/game/abc", "/game/nosuchgame123", "/replay/abc"):
        page.goto(server.url + path)
        page.wait_for_selector("[data-testid=no-such-game]")
        assert "No such game." in page.inner_text("[data-testid=no-such-game]")
    page.goto(server.url + "/foo/bar")
    assert "No such page." in page.inner_text("[data-testid=not-found]")
    page.click("[data-testid=back-to-lobby]")
    page.wait_for_selector("[data-testid=create]")
    assert page.errors == []


def test_a_game_created_in_the_lobby_joins_its_list(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = lobby_page(browser, server.url)
    page.select_option("[data-testid=player-count]", "2")
    page.select_option("[data-testid=seat-kind-1]", "easy")
    page.click("[data-testid=create]")
    page.wait_for_selector("[data-testid=created]")
    link = page.get_attribute("[data-testid=join-link-0]", "value") or ""
    game = link.split("/game/")[1].split("#")[0]
    line = page.wait_for_selector(f"[data-testid=games-playing] [data-game='{game}']")
    assert line is not None
    link = line.query_selector("a.button")  # named with its game, not a bare "Watch"
    assert link is not None and "game of Ann" in (link.get_attribute("aria-label") or "")
    assert page.errors == []


def test_a_refused_game_says_why_in_plain_words(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = lobby_page(browser, server.url)
    page.select_option("[data-testid=player-count]", "2")
    page.fill("[data-testid=seat-name-0]", "Ann")
    page.fill("[data-testid=seat-name-1]", "ann")
    page.click("[data-testid=create]")
    page.wait_for_selector("#toast:not([hidden])")
    said = page.inner_text("#toast")
    assert said.startswith("Could not create the game: two seats are named alike"), said
    assert "Value error" not in said and ": :" not in said
    assert page.query_selector("[data-testid=created]") is None
    page.fill("[data-testid=seat-name-1]", "\u3164")  # a letter that shows nothing
    page.click("[data-testid=create]")
    page.wait_for_function(
        "document.getElementById('toast').textContent.includes('seat 2 name: a name needs')"
    )


def test_the_seat_fields_have_a_visible_label(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    """The seats' name fields and pickers are a group with a legend one can read, not only the
    aria-labels a screen reader hears (accessibility review)."""
    page = lobby_page(browser, server.url)
    group = page.get_by_role("group", name="Seats: each one's name, then who plays it")
    assert group.is_visible()
    assert group.get_by_role("textbox", name="seat 1 name").count() == 1
    assert group.get_by_role("combobox", name="seat 2: person or bot").count() == 1
    page.select_option("[data-testid=player-count]", "5")
    assert group.get_by_role("textbox").count() == 5


def test_an_anomaly_is_drawn_as_an_anomaly(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    """Continuum's anomalies had no card layout of their own and were drawn as solo cards:
    "SOLO: DISCARDS A UNDEFINED" (browser play review)."""
    page = lobby_page(browser, server.url)
    text = page.evaluate(
        """async () => {
          const { renderCard } = await import('/static/cards.js');
          const { catalog } = await import('/static/api.js');
          return renderCard(await catalog(), 'paradox-pilot').textContent;
        }"""
    )
    assert "Paradox Pilot" in text and "anomaly" in text and "signs free" in text, text
    assert "undefined" not in text.lower() and "solo" not in text.lower(), text
    solo = page.evaluate(  # the solo cards, drawn by the same layout, keep their type line
        """async () => {
          const { renderCard } = await import('/static/cards.js');
          const { catalog } = await import('/static/api.js');
          return renderCard(await catalog(), 'rival-copies-your-format').textContent;
        }"""
    )
    assert solo.startswith("Rival Copies Your Formatsolo: discards a show"), solo


def test_the_lobby_fits_a_phone_with_executives_and_after_create(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    """At 390 px the lobby was 650 px wide with Executives on (a fieldset is as wide as its
    content by default) and Play as Ann was half off screen (browser play review)."""
    page = lobby_page(browser, server.url, width=390, height=844)
    page.check("[data-testid=module-executives]")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.click("[data-testid=create]")
    page.wait_for_selector("[data-testid=created]")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    join = page.locator("[data-testid=join-0]").bounding_box()
    assert join is not None and join["x"] >= 0 and join["x"] + join["width"] <= 390
    page.click("[data-testid=join-0]")  # nothing lies over it
    page.wait_for_selector("[data-testid=game]")


def test_a_superstar_is_marked_on_its_card(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    """Starryeye's superstars were named only in the Executives panel: a superstar on a show
    looked like any star, its condition still shown (browser play review). The table's show
    carries the token (`tokens`), and the card says so."""
    page = lobby_page(browser, server.url)
    found = page.evaluate(
        """async () => {
          const { renderCard } = await import('/static/cards.js');
          const { isSuperstar } = await import('/static/table.js');
          const { catalog } = await import('/static/api.js');
          const show = { tokens: [['lovable-neighbor', 'superstar'], ['x', 'genre']] };
          const card = renderCard(await catalog(), 'lovable-neighbor', {
            small: true, upright: true, superstar: isSuperstar(show, 'lovable-neighbor') });
          return [isSuperstar(show, 'lovable-neighbor'), isSuperstar(show, 'x'),
                  card.querySelector('[data-testid=superstar]')?.textContent || ''];
        }"""
    )
    assert found == [True, False, "★ superstar"]
