"""The table at a glance in headless Chromium (Playwright): at 1366x768 your network and the
decision are on screen together with no page scroll, the display is tiles with the full card on
hover or focus, the other networks are summaries that open; what the bots did is summed up and
marked, the tab title says when it is your turn, each round stops for its summary, keyboard focus
stays on the decision, every control takes the keyboard, text contrast is at least 4.5:1, and the
lobby offers a returning player their seat. Screenshots at three sizes go to test-artifacts/."""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_browser_play import (
    ARGS,
    CHOOSING,
    CHROMIUM,
    MINE,
    click_and_wait,
    continue_summary,
    create_game,
    lobby_page,
    new_page,
    pick_option,
    pytestmark,  # noqa: F401  (skipped where Debian's chromium is missing)
    shot,
    sync_api,
)

from helpers import dealt_card_by_card
from primetime.server import ServerSettings
from primetime.server.background import BackgroundServer


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BackgroundServer]:
    db = tmp_path_factory.mktemp("e2e-table") / "e2e.db"
    with BackgroundServer(ServerSettings(db=str(db), bot_delay=0.0, durable=False)) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    executable = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=ARGS)
        yield launched
        launched.close()


SIZES = ((1366, 768), (1920, 1080), (390, 844))

# Contrast of every visible piece of text against the first solid background behind it (WCAG
# relative luminance); the offenders, if any.
CONTRAST = """(() => {
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const background = (node) => {
    for (let n = node; n; n = n.parentElement) {
      const c = rgb(getComputedStyle(n).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] >= 0.99)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const bad = [];
  let checked = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode;
    const node = text.parentElement;
    if (!text.textContent.trim() || !node || !node.checkVisibility()) continue;
    const box = node.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const fg = rgb(getComputedStyle(node).color).slice(0, 3);
    const [a, b] = [lum(fg), lum(background(node))].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    checked += 1;
    const what = text.textContent.trim().slice(0, 30);
    if (ratio < 4.5) bad.push(`${ratio.toFixed(2)} "${what}" (${node.className})`);
  }
  return { checked, bad: [...new Set(bad)] };
})()"""


def my_turn(page: Any, moves: int = 0) -> None:
    """Play `moves` choices (passing when offered), then wait until the decision is ours (an
    error, not a wait for ever, if the game ends first or nothing comes in 2 minutes)."""
    made = 0
    deadline = time.monotonic() + 120
    while True:
        assert time.monotonic() < deadline, "no decision of ours came in 2 minutes"
        assert page.evaluate("document.body.dataset.over") != "1", "the game ended first"
        if continue_summary(page):
            continue
        if page.evaluate(CHOOSING):
            if made >= moves:
                return
            if click_and_wait(page, pick_option(page)):
                made += 1
        else:
            page.wait_for_timeout(20)


def to_the_display(page: Any) -> None:
    """Choose until the display is dealt and the decision is ours (past Pilot Season)."""
    my_turn(page)
    while page.query_selector("[data-testid=display] .tile") is None:
        my_turn(page, moves=1)


def start(browser: Any, base: str, seats: list[str], width: int = 1366, height: int = 768) -> Any:
    page = new_page(browser, width, height)
    create_game(page, base, seats)
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision]")
    return page


def inside(page: Any, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    view = page.viewport_size
    return bool(
        box
        and box["y"] >= 0
        and box["y"] + box["height"] <= view["height"]
        and box["x"] >= 0
        and box["x"] + box["width"] <= view["width"]
    )


def test_the_table_at_a_glance_at_three_sizes(server: BackgroundServer, browser: Any) -> None:
    page = start(browser, server.url, ["", "easy", "easy"])
    to_the_display(page)  # past Pilot Season: the display is dealt, bots have moved
    # 1366x768: no page scroll; your network (lineup, green room, cash) and the decision shown
    assert page.evaluate("document.documentElement.scrollHeight <= window.innerHeight + 1")
    assert inside(page, "[data-testid=network-0] .lineup")
    assert inside(page, "[data-testid=network-0] .green-room")
    assert inside(page, "[data-testid=cash-0]")
    assert inside(page, "[data-testid=decision] .prompt")
    # a prompt reads as a sentence ("Take an action ..."), as in the terminal
    assert (
        page.evaluate(
            "getComputedStyle(document.querySelector('[data-testid=decision] .prompt'),"
            " '::first-letter').textTransform"
        )
        == "uppercase"
    )
    assert inside(page, "[data-testid=decision] [data-testid=option]:visible")
    for panel in ("scoreboard", "pass-track", "genre-tracks"):  # one scroll area, at its top
        assert inside(page, f"[data-testid={panel}] h2"), panel
    assert page.evaluate(
        "['scoreboard','pass-track','genre-tracks','opponents'].every((t) =>"
        " document.querySelector(`[data-testid=${t}]`).closest('.side'))"
    )
    # the display: tiles, one row per card type; the full card on hover and on focus
    rows = page.query_selector_all("[data-testid=display] .display-row")
    assert len(rows) == 4
    tile = page.query_selector("[data-testid=display] .tile[data-card]")
    assert not tile.query_selector(".tile-full").is_visible()
    tile.hover()
    assert tile.query_selector(".tile-full").is_visible()
    page.mouse.move(0, 0)
    tile.focus()
    assert tile.query_selector(".tile-full").is_visible()
    # the other networks: a summary each (cash, viewers, lineup thumbnails) that opens
    summary = page.inner_text("[data-testid=opponent-1] summary")
    assert "$" in summary and "v" in summary
    assert len(page.query_selector_all("[data-testid=opponent-1] .thumb")) == 3
    assert not page.locator("[data-testid=network-1]").is_visible()
    page.click("[data-testid=opponent-1] summary")
    assert page.locator("[data-testid=network-1]").is_visible()
    page.click("[data-testid=opponent-1] summary")
    # every seat's marker is its own (Ann, Bob, Cy: never "BO" for all); names carry no "(bot)"
    chips = page.eval_on_selector_all(
        "[data-testid=scoreboard] tbody .chip", "(nodes) => nodes.map((n) => n.textContent)"
    )
    assert chips == ["AN", "BO", "CY"]
    assert "(bot)" not in page.inner_text("[data-testid=scoreboard]")
    # log numbers past 99 have room: the list's indent fits four digits and a dot
    log = page.evaluate(
        "(() => { const s = getComputedStyle(document.querySelector('[data-testid=log]'));"
        " return [parseFloat(s.paddingLeft), parseFloat(s.fontSize)]; })()"
    )
    assert log[0] >= 2.7 * log[1]  # "100. " is about 2.7 em wide
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(100)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        shot(page, f"glance-{width}x{height}.png")
        if width >= 1366:
            assert inside(page, "[data-testid=network-0] .lineup")
            assert inside(page, "[data-testid=decision] .prompt")
    # a phone: the decision comes first
    assert inside(page, "[data-testid=decision] .prompt")
    assert page.errors == []


def test_what_the_bots_did_is_summed_up_and_marked(server: BackgroundServer, browser: Any) -> None:
    page = start(browser, server.url, ["", "easy", "easy"])
    to_the_display(page)
    recap = page.inner_text("[data-testid=recap]")
    assert "Since your last turn" in recap
    assert "Bob" in recap or "Cy" in recap
    assert page.query_selector_all(".opponent.changed")  # the networks that changed
    assert page.title().startswith("▶ Your turn")
    # while others decide, the title says nothing of a turn (read in one go: views keep coming)
    waited = False
    for _ in range(300):
        if not waited:
            my_turn(page)
            click_and_wait(page, pick_option(page))
        now = page.evaluate("({ mine: document.body.dataset.myTurn, title: document.title })")
        assert now["title"].startswith("▶ Your turn") == (now["mine"] == "1"), now
        waited = waited or now["mine"] != "1"
        if waited:
            break
    assert waited
    assert page.errors == []


def test_the_end_of_a_round_waits_for_its_summary_and_focus_stays_on_the_decision(
    server: BackgroundServer, browser: Any
) -> None:
    page = start(browser, server.url, ["", "easy"])
    for _ in range(400):
        now = page.evaluate(
            """({
              summary: !!document.querySelector('[data-testid=round-summary]'),
              mine: """
            + MINE
            + """,
              focused: !!document.activeElement.closest('[data-testid=decision]'),
              active: document.activeElement.outerHTML.slice(0, 120),
            })"""
        )
        if now["summary"]:
            break
        if now["mine"]:
            # the keyboard only: focus is on the decision after every move; Enter chooses
            assert now["focused"], now["active"]
            pick_option(page).focus()
            before = page.evaluate("Number(document.body.dataset.state)")
            page.keyboard.press("Enter")
            page.wait_for_function(
                f"Number(document.body.dataset.state) > {before} || "
                "document.body.dataset.pending === '0'"
            )
        else:
            page.wait_for_timeout(20)
    dialog = page.inner_text("[data-testid=round-summary]")
    shot(page, "round-summary.png")
    assert "Round 1 is over" in dialog
    assert "upkeep" in dialog and "total" in dialog and "viewers" in dialog
    # the log tells each new display in one line, as the terminal does
    log = page.eval_on_selector_all(
        "[data-testid=log] li", "(nodes) => nodes.map((n) => n.textContent)"
    )
    assert any(line.startswith("A new display is dealt (") for line in log), log
    # one card dealt alone (Talent Agency's star) is its own line; a display card by card is not
    assert not dealt_card_by_card(log), log
    assert page.evaluate("document.activeElement.dataset.testid === 'round-summary-continue'")
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-testid=round-summary]", state="detached")
    my_turn(page)
    assert page.evaluate("!!document.activeElement.closest('[data-testid=decision]')")
    assert page.errors == []


def test_every_control_takes_the_keyboard_and_text_has_contrast(
    server: BackgroundServer, browser: Any
) -> None:
    page = start(browser, server.url, ["", "easy", "easy"])
    to_the_display(page)
    unreachable = page.evaluate(
        """[...document.querySelectorAll(
            'button, a[href], summary, select, input, .actionable, .tile[data-card],'
            + ' [data-testid=option]')]
          .filter((n) => n.checkVisibility() && !n.disabled && n.tabIndex < 0)
          .map((n) => n.outerHTML.slice(0, 80))"""
    )
    assert unreachable == []
    marked = page.query_selector("[data-testid=display] .actionable")
    if marked is not None:  # a marked card opens its options from the keyboard
        marked.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector("[data-testid=popover]")
        page.keyboard.press("Escape")
    for width, height in ((1366, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        result = page.evaluate(CONTRAST)
        assert result["checked"] > 100
        assert result["bad"] == [], result["bad"]
    page.goto(server.url + "/")
    page.wait_for_selector("[data-testid=create]")
    result = page.evaluate(CONTRAST)
    assert result["bad"] == [], result["bad"]
    assert page.errors == []


def test_help_for_each_decision_and_the_rules_in_brief_stay_as_left(
    server: BackgroundServer, browser: Any
) -> None:
    page = start(browser, server.url, ["", "easy", "easy"])
    my_turn(page)  # setup: place the starters
    help_box = "[data-testid=decision-help]"
    assert page.inner_text(f"{help_box} summary") == "How this decision works"
    assert not page.evaluate(f"document.querySelector('{help_box}').open")  # folded at first
    page.click(f"{help_box} summary")
    pilot = page.inner_text(help_box)
    assert "Setup: place your 3 starter shows in your timeslots, in any order" in pilot
    page.click("[data-testid=rules] summary")
    rules = page.inner_text("[data-testid=rules]")
    assert "The game in brief: 4 rounds." in rules and "Most viewers wins." in rules
    result = page.evaluate(CONTRAST)  # the help's and the rules' text too, opened
    assert result["bad"] == [], result["bad"]
    to_the_display(page)  # later decisions: each its own help, both still open
    assert page.evaluate(f"document.querySelector('{help_box}').open")
    turn = page.inner_text(help_box)
    assert "Your turn: take exactly one action" in turn and turn != pilot
    shot(page, "help-and-rules.png")
    assert page.evaluate("document.querySelector('[data-testid=rules] details').open")
    page.click(f"{help_box} summary")  # closed again, it stays closed
    my_turn(page, moves=1)
    assert not page.evaluate(f"document.querySelector('{help_box}').open")
    assert page.errors == []


def test_a_returning_player_is_offered_their_seat_in_the_lobby(
    server: BackgroundServer, browser: Any
) -> None:
    page = start(browser, server.url, ["", "easy"])
    game = page.url.split("/game/")[1].split("?")[0].split("#")[0]
    page.goto(server.url + "/")
    line = page.locator(f"[data-testid=games-playing] [data-game='{game}']")
    line.wait_for()
    assert line.locator("[data-testid=resume]").inner_text() == "Resume your seat"
    assert line.get_by_text("Watch", exact=True).count() == 0
    line.locator("[data-testid=resume]").click()
    page.wait_for_selector("[data-testid=network-0] .badge.you")  # back in the seat
    stranger = new_page(browser)  # another browser holds no seat: it may watch
    stranger.goto(server.url + "/")
    other = stranger.locator(f"[data-testid=games-playing] [data-game='{game}']")
    other.wait_for()
    assert other.locator("[data-testid=resume]").count() == 0
    assert other.get_by_text("Watch", exact=True).count() == 1


def test_a_display_card_out_of_reach_says_why_when_tapped(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    """A phone has no hover for the tile's title: a tap tells why it can't be taken now."""
    page = start(browser, server.url, ["", "easy"], 390, 844)
    to_the_display(page)
    out = "[data-testid=display] [data-testid=tile][data-unavailable]"
    for _ in range(12):  # a few turns on, a card is out of reach (a star too dear, say)
        if page.query_selector(out) is not None:
            break
        # spend: sign a star or produce where offered (passing for cash every turn kept the
        # player rich, and the game could end with every card in reach)
        spend = page.query_selector(
            "[data-testid=decision] [data-testid=option][data-kind=sign-star],"
            " [data-testid=decision] [data-testid=option][data-kind=produce]"
        )
        if spend is not None and spend.is_visible():
            click_and_wait(page, spend)
        else:
            my_turn(page, moves=1)
        my_turn(page)
    tile = page.query_selector(out)
    assert tile is not None, "no display card was ever out of reach"
    reason = tile.get_attribute("data-unavailable")
    name = tile.query_selector(".tile-name").inner_text()  # type: ignore[union-attr]
    tile.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    page.wait_for_selector("#toast:not([hidden])")
    assert page.inner_text("#toast") == f"Can't take {name} now: {reason}"
    assert page.errors == []


OPEN_GROUPS = """async () => {
  const { openGroups } = await import('/static/decision.js');
  const of = (kind, n, card = null) =>
    [kind, Array.from({ length: n }, (_, i) => ({ kind, card: i === 0 ? card : `c${i}` }))];
  const groups = [
    of('produce', 6), of('sign-star', 5), of('attach', 6, 'teen-idol'), of('pass', 2),
  ];
  return [[...openGroups(groups)].sort(), [...openGroups(groups, 'teen-idol')].sort()];
}"""


def test_the_group_about_the_card_just_chosen_starts_open(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    """Sign a star, and adding it is the next thing to do: its group is not folded away."""
    page = lobby_page(browser, server.url, 1366, 768)
    before, after = page.evaluate(OPEN_GROUPS)
    assert before == ["pass", "produce"]  # groups of 5 or more start folded
    assert after == ["attach", "pass", "produce"]


LAST_SEASON = """async () => {
  const { renderCard } = await import('/static/cards.js');
  const catalog = await (await fetch('/api/catalog')).json();
  const rows = catalog.cards['dawsons-reek'].rows.length;
  const flagged = (row) => renderCard(catalog, 'dawsons-reek', { row })
    .querySelector('[data-testid=last-season]');
  return [rows, flagged(rows - 1)?.textContent ?? null, flagged(rows - 2)];
}"""


def test_a_show_on_its_last_row_says_last_season(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    page = lobby_page(browser, server.url, 1366, 768)
    rows, last, before = page.evaluate(LAST_SEASON)
    assert rows == 4 and last == "last season" and before is None


LOG_LINES = """async () => {
  const { logLines } = await import('/static/table.js');
  const deal = (i, run_text) =>
    ({ i, kind: 'deal', run: 'deal/null/false/None', text: `card ${i}`, run_text });
  const lines = logLines([
    { i: 0, kind: 'turn', text: "Ann's turn" },
    deal(1, 'card 1 is dealt'), deal(2, 'cards 1 and 2'),
    { i: 3, kind: 'turn', text: "Ann's turn", again: true },
    deal(4, 'cards 1, 2 and 4'),
    { i: 5, kind: 'pass', text: 'Ann passes' },
    deal(6, 'card 6 is dealt'),
  ]);
  return lines.map((line) => [line.i, line.text]);
}"""


def test_the_log_tells_a_run_in_one_line_its_last_entrys_words(
    server: BackgroundServer,  # noqa: F811
    browser: Any,  # noqa: F811
) -> None:
    """Entries in a row of one run are one line with the run's words so far (the server's
    `run_text`), across an entry the log leaves out; another run after a move is a new line."""
    page = lobby_page(browser, server.url, 1366, 768)
    assert page.evaluate(LOG_LINES) == [
        [0, "Ann's turn"],
        [4, "cards 1, 2 and 4"],
        [5, "Ann passes"],
        [6, "card 6 is dealt"],
    ]
