"""The table's layout in headless Chromium (Playwright), measured with bounding boxes: an opened
opponent's network has no card over another and nothing cut off (3 and 4 timeslots, laptop, wide
and phone), Telly Time's Kids, Quiz and Chat shows have their colours with readable labels, the
final scores keep their Total column in view, the first focus of a turn is never a Pass, a wrong
seat link says so on the page with a way on, and a card's details and its options stay on
screen. Screenshots go to test-artifacts/layout-*.png."""

from __future__ import annotations

from typing import Any

import pytest
from test_browser_play import (  # noqa: F401 - the fixtures are used by name
    ARTIFACTS,
    MAX_CLICKS,
    browser,
    click_and_wait,
    continue_summary,
    create_game,
    lobby_page,
    new_page,
    pick_option,
    play_to_the_end,
    pytestmark,  # noqa: F401  (skipped where Debian's chromium is missing)
    ready_to_choose,
    server,
    shot,
)
from test_browser_table import CONTRAST, my_turn, start, to_the_display

from primetime.server.background import BackgroundServer

SIZES = ((1366, 768), (1920, 1080), (390, 844))
FIVE_TELLY = (["", "easy", "easy", "easy", "easy"], ("telly",))


def start_with(page_of: Any, base: str, seats: list[str], modules: tuple[str, ...] = ()) -> Any:
    """A new game from the lobby form with these seats and modules, seated at seat 0."""
    page = new_page(page_of, 1366, 768)
    create_game(page, base, seats, modules)
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision]")
    return page


def screen_shot(page: Any, name: str) -> None:
    """What the screen shows (a full-page shot would resize the page and move what is fixed)."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name))


def resize(page: Any, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(150)


# A network's cards, measured: any two that overlap, any that stick out of their timeslot or
# network or off the screen, any season track cut off, and whether the network's scroll area
# (the side column on a laptop, the page on a phone) must scroll sideways.
CARDS_LAID_OUT = """(testid) => {
  const net = document.querySelector(`[data-testid=${testid}]`);
  const width = document.documentElement.clientWidth;
  const name = (n) => (n.querySelector('.name') || n).textContent.trim().slice(0, 24);
  const cards = [...net.querySelectorAll('.card')].filter((n) => n.checkVisibility())
    .map((n) => ({ n, r: n.getBoundingClientRect() }));
  const bad = [];
  cards.forEach((a, i) => cards.slice(i + 1).forEach((b) => {
    const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
    const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
    if (x > 1 && y > 1) bad.push(`${name(a.n)} overlaps ${name(b.n)}`);
  }));
  for (const { n, r } of cards) {
    const outer = (n.closest('.timeslot') || net).getBoundingClientRect();
    if (r.left < outer.left - 1 || r.right > outer.right + 1) bad.push(`${name(n)} sticks out`);
    if (r.left < -1 || r.right > width + 1) bad.push(`${name(n)} is off the screen`);
    const season = n.querySelector('.season');
    if (season && season.getBoundingClientRect().right > r.right + 1) bad.push(`${name(n)}: cut`);
  }
  if (net.getBoundingClientRect().right > width + 1) bad.push('the network runs off the screen');
  const scroller = net.closest('.side');
  const area = scroller && getComputedStyle(scroller).overflowX !== 'visible'
    ? scroller : document.documentElement;
  if (area.scrollWidth > area.clientWidth + 1) bad.push(`${area.className || 'page'} scrolls`);
  return { cards: cards.length, bad };
}"""


@pytest.mark.parametrize(
    ("seats", "modules"),
    [(["", "easy", "easy"], ()), FIVE_TELLY],
    ids=["3-timeslots", "telly-4-timeslots"],
)
def test_an_opened_network_has_every_card_in_full(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
    seats: list[str],
    modules: tuple[str, ...],
) -> None:
    page = start_with(browser, server.url, seats, modules)
    to_the_display(page)
    slots = 4 if modules else 3
    assert len(page.query_selector_all("[data-testid=network-1] .timeslot")) == slots
    page.click("[data-testid=opponent-1] summary")
    page.wait_for_selector("[data-testid=network-1]", state="visible")
    for width, height in SIZES:
        resize(page, width, height)
        page.locator("[data-testid=network-1]").scroll_into_view_if_needed()
        shot(page, f"layout-open-network-{slots}-{width}x{height}.png")
        for seat in (0, 1):  # your own board, and the opened one
            laid = page.evaluate(CARDS_LAID_OUT, f"network-{seat}")
            assert laid["cards"] >= slots, (width, seat, laid)
            assert laid["bad"] == [], (width, seat, laid["bad"])
    if modules:  # Telly's Kids, Quiz and Chat shows on the table read as well as the rest
        resize(page, 1366, 768)
        result = page.evaluate(CONTRAST)
        assert result["bad"] == [], result["bad"]
    # a spectator opens any network the same way
    game = page.url.split("/game/")[1].split("?")[0].split("#")[0]
    watcher = new_page(browser, 1366, 768)
    watcher.goto(f"{server.url}/game/{game}?watch=1")
    watcher.click("[data-testid=opponent-0] summary")
    watcher.wait_for_selector("[data-testid=network-0]", state="visible")
    shot(watcher, f"layout-spectator-open-{slots}-1366x768.png")
    laid = watcher.evaluate(CARDS_LAID_OUT, "network-0")
    assert laid["cards"] >= slots and laid["bad"] == [], laid
    assert page.errors == [] and watcher.errors == []


# For each genre of the catalog, a show card, a display tile, an opponent's thumbnail and a grid
# square of that genre drawn with the client's own cards.js and style.css: the colours they get
# and the contrast of a genre label's white text on its colour.
GENRE_COLOURS = """async () => {
  const { renderCard } = await import('/static/cards.js');
  const catalog = await (await fetch('/api/catalog')).json();
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (x, y) => {
    const [a, b] = [lum(x), lum(y)].sort((p, q) => q - p);
    return (a + 0.05) / (b + 0.05);
  };
  const node = (tag, className) => {
    const n = document.createElement(tag);
    n.className = className;
    n.textContent = 'text';
    return n;
  };
  const host = document.createElement('div');
  document.body.appendChild(host);
  const out = {};
  for (const genre of Object.keys(catalog.genres)) {
    const id = Object.keys(catalog.cards)
      .find((c) => catalog.cards[c].kind === 'show' && catalog.cards[c].genre === genre);
    const card = renderCard(catalog, id);
    const tile = node('div', `tile show g-${genre}`);
    const thumb = node('span', `thumb g-${genre}`);
    const square = node('div', `grid-square marked g-${genre}`);
    host.append(card, tile, thumb, square);
    const label = getComputedStyle(card.querySelector('.genre'));
    const background = rgb(label.backgroundColor);
    out[genre] = {
      label: label.backgroundColor,
      stripe: getComputedStyle(card).borderTopColor,
      tile: getComputedStyle(tile).borderLeftColor,
      thumb: getComputedStyle(thumb).borderTopColor,
      square: getComputedStyle(square).backgroundColor,
      opaque: background.length === 3 || background[3] >= 0.99,
      contrast: ratio(rgb(label.color).slice(0, 3), background.slice(0, 3)),
    };
  }
  host.remove();
  return out;
}"""


def test_every_genre_has_its_colour_and_readable_labels(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = lobby_page(browser, server.url, 1366, 768)
    colours = page.evaluate(GENRE_COLOURS)
    assert {"kids", "quiz", "chat"} <= set(colours)
    grey = "rgb(156, 163, 175)"  # a show's stripe when its genre has no colour
    for genre, seen in colours.items():
        assert seen["opaque"], (genre, seen)
        assert seen["contrast"] >= 4.5, (genre, seen)
        # the label, the card's stripe, the tile's and the thumbnail's edge: one colour
        assert seen["stripe"] == seen["label"] == seen["tile"] == seen["thumb"], (genre, seen)
        assert seen["square"] == seen["label"], (genre, seen)  # a marked square of the grid
        assert seen["stripe"] != grey, (genre, seen)
    assert len({seen["label"] for seen in colours.values()}) == len(colours)  # each its own
    assert page.errors == []


# The final table's edges against the box that shows it and the screen.
FINAL_TABLE = """() => {
  const wrap = document.querySelector('[data-testid=final] .table-wrap');
  const view = wrap.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shown = (n) => { const r = n.getBoundingClientRect();
    return r.left >= Math.max(view.left, 0) - 1 && r.right <= Math.min(view.right, width) + 1; };
  const totals = [...wrap.querySelectorAll('.total')];
  const names = [...wrap.querySelectorAll('tr > :first-child')];
  return {
    scrolls: wrap.scrollWidth > wrap.clientWidth + 1,
    totals: totals.length,
    totalsShown: totals.every(shown),
    namesShown: names.every(shown),
    heads: [...wrap.querySelectorAll('thead th')].map((n) => n.textContent),
  };
}"""


def test_the_final_scores_keep_their_total_in_view(server: BackgroundServer, browser: Any) -> None:  # noqa: F811
    page = start_with(browser, server.url, ["", "easy", "easy"], ("moguls",))
    play_to_the_end(page)
    for width, height in SIZES:
        resize(page, width, height)
        page.locator("[data-testid=final]").scroll_into_view_if_needed()
        shot(page, f"layout-final-{width}x{height}.png")
        table = page.evaluate(FINAL_TABLE)
        assert table["totals"] == 4, table  # the heading and a total per player
        assert table["totalsShown"] and table["namesShown"], (width, table)
        if width >= 1366:  # the whole table, no sideways scroll
            assert not table["scrolls"], (width, table)
    # on a phone the table scrolls sideways; the names and the totals stay where they are
    page.eval_on_selector("[data-testid=final] .table-wrap", "(n) => { n.scrollLeft = 10000; }")
    page.wait_for_timeout(50)
    table = page.evaluate(FINAL_TABLE)
    assert table["scrolls"] and table["totalsShown"] and table["namesShown"], table
    assert page.evaluate(CONTRAST)["bad"] == []
    assert page.errors == []


FOCUS = """() => {
  const a = document.activeElement;
  const produce = [...document.querySelectorAll('[data-testid=decision] details.group')]
    .find((g) => g.querySelector('[data-kind=produce]'));
  return {
    inDecision: !!a.closest('[data-testid=decision]'),
    kind: a.dataset.kind || null,
    groups: document.querySelectorAll('[data-testid=decision] details.group').length,
    produceOpen: produce ? produce.open : null,
  };
}"""


def test_a_turn_never_gives_its_first_focus_to_pass(server: BackgroundServer, browser: Any) -> None:  # noqa: F811
    page = start_with(browser, server.url, *FIVE_TELLY)
    to_the_display(page)
    turns = 0
    for _ in range(40):  # several decisions, up to and past the first pass
        my_turn(page)
        # the redraw that brings the decision places the focus; on a loaded machine another
        # message may be drawn between (a screenshot then showed it in place), and a round's
        # summary can open at any new view, its Continue taking the focus: dismiss it, look again
        page.wait_for_function(
            "() => !!document.activeElement.closest('[data-testid=decision]')"
            " || document.body.dataset.summary === '1'",
            timeout=10000,
        )
        if continue_summary(page):
            continue
        focus = page.evaluate(FOCUS)
        if turns == 0:
            shot(page, "layout-first-focus-telly5.png")
        assert focus["inDecision"], focus
        assert focus["kind"] not in ("pass", "free-pass"), focus
        if focus["groups"]:
            turns += 1
            assert focus["produceOpen"] in (True, None), focus
            # Pass stays in view, a click away
            assert page.locator("[data-testid=option][data-kind=pass]").first.is_visible()
        if turns >= 3:
            break
        click_and_wait(page, pick_option(page))
    assert turns >= 1
    assert page.errors == []


def test_a_wrong_seat_link_says_so_and_offers_a_way_on(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = start(browser, server.url, ["", "easy"])
    game = page.url.split("/game/")[1].split("?")[0].split("#")[0]
    stranger = new_page(browser, 1366, 768)
    stranger.goto(f"{server.url}/game/{game}#token=not-the-token")
    notice = stranger.locator("[data-testid=seat-refused]")
    notice.wait_for()
    stranger.wait_for_timeout(6500)  # longer than a toast shows
    shot(stranger, "layout-wrong-seat-link.png")
    assert notice.is_visible()
    assert "no seat" in notice.inner_text()
    assert "Connecting" not in stranger.inner_text("main")
    watch = notice.get_by_role("link", name="Watch as spectator")
    lobby = notice.get_by_role("link", name="Back to lobby")
    assert lobby.get_attribute("href") == "/"
    watch.click()
    stranger.wait_for_selector("[data-testid=banner] .badge:text('spectating')")
    # the refused token is forgotten: the game's plain address watches too
    stranger.goto(f"{server.url}/game/{game}")
    stranger.wait_for_selector("[data-testid=banner] .badge:text('spectating')")
    assert stranger.query_selector("[data-testid=seat-refused]") is None
    assert stranger.errors == []


# Where a box sits against the screen, and whether its corners are really drawn (not clipped by
# a scroll area nor covered).
ON_SCREEN = """(node) => {
  const r = node.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const corners = [[r.left + 3, r.top + 3], [r.right - 3, r.top + 3], [r.left + 3, r.bottom - 3],
    [r.right - 3, r.bottom - 3]];
  const passing = node.style.pointerEvents;
  node.style.pointerEvents = 'auto';  // a tile's details let the pointer through; hit it here
  const drawn = corners.every(([x, y]) => node.contains(document.elementFromPoint(x, y)));
  node.style.pointerEvents = passing;
  return {
    inside: r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= width && r.bottom <= height,
    drawn,
    box: [r.left, r.top, r.right, r.bottom].map(Math.round),
  };
}"""


def tap_and_check(page: Any, tile: Any, name: str) -> None:
    """Tap a display tile: a marked one opens its options with the card in them, any other shows
    its details; either wholly on the screen."""
    tile.scroll_into_view_if_needed()
    box = tile.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    popover = page.locator("[data-testid=popover]")
    shown = popover if popover.count() else tile.locator(".tile-full")
    assert shown.is_visible()
    if popover.count():
        assert popover.locator(".popover-card").is_visible()
        assert not tile.locator(".tile-full").is_visible()  # not both, one over the other
    seen = shown.evaluate(ON_SCREEN)
    screen_shot(page, name)
    assert seen["inside"] and seen["drawn"], (tile.get_attribute("data-card"), seen)
    page.keyboard.press("Escape")  # closes the options of a marked tile
    page.evaluate("document.activeElement.blur()")


def test_card_details_and_options_stay_on_screen(server: BackgroundServer, browser: Any) -> None:  # noqa: F811
    page = start(browser, server.url, ["", "easy", "easy"])
    to_the_display(page)
    # a laptop: hover every tile, its details in full on the screen, the last of each row too
    tiles = page.locator("[data-testid=display] .tile[data-card]")
    rights = tiles.evaluate_all("(nodes) => nodes.map((n) => n.getBoundingClientRect().right)")
    rightmost = rights.index(max(rights))
    for index in range(tiles.count()):
        tile = tiles.nth(index)
        tile.hover()
        full = tile.locator(".tile-full")
        assert full.is_visible()
        seen = full.evaluate(ON_SCREEN)
        if index == rightmost or not (seen["inside"] and seen["drawn"]):
            screen_shot(page, "layout-tile-detail-1366.png")
        assert seen["inside"] and seen["drawn"], (tile.get_attribute("data-card"), seen)
    page.mouse.move(0, 0)
    # a phone: a tapped tile's details on the screen; a marked tile at the bottom of the screen
    # opens its options where they can be seen
    resize(page, 390, 844)
    rows = page.locator("[data-testid=display] .tiles")
    for index in range(rows.count()):  # each row's last tile, and its last unmarked one
        for which, tile in (
            ("last", rows.nth(index).locator(".tile[data-card]").last),
            ("unmarked", rows.nth(index).locator(".tile[data-card]:not(.actionable)").last),
        ):
            if tile.count():
                tap_and_check(page, tile, f"layout-phone-tap-{index}-{which}.png")
    marked = page.locator("[data-testid=display] .tile.actionable").last
    marked.evaluate("(n) => n.scrollIntoView({ block: 'end' })")
    box = marked.bounding_box()
    assert box["y"] + box["height"] > 844 - 80  # at the bottom of the screen
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_selector("[data-testid=popover]")
    page.wait_for_timeout(100)
    screen_shot(page, "layout-phone-popover.png")
    seen = page.locator("[data-testid=popover]").evaluate(ON_SCREEN)
    assert seen["inside"], seen
    assert page.locator("[data-testid=popover] [data-testid=card-option]").first.is_visible()
    assert page.errors == []


def test_the_created_panel_speaks_of_the_links_this_game_has(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    """A table of bots has no invitation to send; a person with bots has only their own link;
    a listed table without open seats is there to watch (it said "Invite only" before)."""
    page = new_page(browser, 1366, 768)
    create_game(page, server.url, ["easy", "easy"])
    created = page.inner_text("[data-testid=created]")
    assert "invited" not in created and "Only bots play" in created
    assert "Listed in the lobby for anyone to watch; no seat is offered there." in created
    create_game(page, server.url, ["", "easy"])
    created = page.inner_text("[data-testid=created]")
    assert "invited" not in created
    assert "Your seat's link is below: keep it private" in created
    assert page.errors == []


# Every star and ad of the catalog drawn by the client's cards.js, as it is and upside down, in
# a card's own width and a small one: any number of its values that runs past the card's edge.
VALUES_FIT = """async () => {
  const { renderCard } = await import('/static/cards.js');
  const catalog = await (await fetch('/api/catalog')).json();
  const host = document.createElement('div');
  host.style.display = 'flex';
  host.style.flexWrap = 'wrap';
  document.body.appendChild(host);
  const bad = [];
  let drawn = 0;
  for (const id of Object.keys(catalog.cards)) {
    if (!['star', 'ad'].includes(catalog.cards[id].kind)) continue;
    for (const opts of [{}, { upright: false }, { small: true }]) {
      const card = renderCard(catalog, id, opts);
      host.appendChild(card);
      drawn += 1;
      const edge = card.getBoundingClientRect().right;
      for (const v of card.querySelectorAll('.values .up, .values .down')) {
        const right = v.getBoundingClientRect().right;
        if (right > edge + 1) bad.push(`${id} ${JSON.stringify(opts)}: ${v.textContent}`);
      }
    }
  }
  host.remove();
  return { drawn, bad };
}"""


def test_a_cards_values_never_run_past_its_edge(server: BackgroundServer, browser: Any) -> None:  # noqa: F811
    page = lobby_page(browser, server.url, 390, 844)
    for width, height in ((390, 844), (1366, 768)):
        resize(page, width, height)
        found = page.evaluate(VALUES_FIT)
        assert found["drawn"] > 100 and found["bad"] == [], (width, found["bad"][:5])
    assert page.errors == []
