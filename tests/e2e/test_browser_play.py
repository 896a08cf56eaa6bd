"""End to end in a real headless Chromium (Debian's, driven by Playwright for Python): a person and
two bots play to the final screen by clicking, two people play in two browser contexts, and the
replay viewer steps through the finished game. Screenshots go to test-artifacts/."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from stall import Stall

from primetime.presentation import solo_standing
from primetime.server import ServerSettings
from primetime.server.background import BackgroundServer

sync_api = pytest.importorskip("playwright.sync_api")

CHROMIUM = os.environ.get("PRIMETIME_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
MAX_CLICKS = 600

pytestmark = pytest.mark.skipif(
    not (Path(CHROMIUM).exists() or shutil.which("chromium")),
    reason="Debian's chromium is not installed (.ci/run installs it)",
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BackgroundServer]:
    db = tmp_path_factory.mktemp("e2e") / "e2e.db"
    settings = ServerSettings(db=str(db), bot_delay=0.0, durable=False)
    with BackgroundServer(settings) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    executable = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=ARGS)
        yield launched
        launched.close()


def new_page(browser: Any, width: int = 1440, height: int = 1000) -> Any:
    # The app's Content-Security-Policy forbids eval; Playwright's waits evaluate scripts.
    context = browser.new_context(viewport={"width": width, "height": height}, bypass_csp=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    return page


def lobby_page(browser: Any, base: str, width: int = 1440, height: int = 1000) -> Any:
    """A new page on the lobby, its New game form drawn."""
    page = new_page(browser, width, height)
    page.goto(base + "/")
    page.wait_for_selector("[data-testid=create]")
    return page


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name), full_page=True)


def state_of(page: Any) -> int:
    return int(page.evaluate("document.body.dataset.state || '-1'"))


# The page waits for this seat's choice (not for the server's answer to one) ...
MINE = "document.body.dataset.myTurn === '1' && document.body.dataset.pending !== '1'"
# ... with no round summary in front of it: one check, as the summary may open between two
CHOOSING = f"{MINE} && !document.querySelector('[data-testid=round-summary]')"


def stall_of(page: Any) -> Stall:
    """The watch of a loop that plays on this page (see `stall.Stall`)."""

    def where() -> str:
        data = page.evaluate("JSON.stringify(document.body.dataset)")
        decision = page.query_selector("[data-testid=decision]")
        text = decision.inner_text()[:300] if decision is not None else "(no decision shown)"
        return f"the page's data {data}, its decision: {text}"

    return Stall(where)


def ready_to_choose(page: Any) -> bool:
    """Whether the page waits for this seat's choice; the round summary, when it shows, is
    continued first (it waits for its button)."""
    if continue_summary(page):
        return False
    return bool(page.evaluate(CHOOSING))


def pick_option(page: Any) -> Any:
    """A quick way through a game: pass when offered, else end the turn or stop, else the first.
    Beeb passes only by the Produce space's bonus (`free-pass`), and may end a turn without an
    action, so a Beeb that preferred ending the turn would never pass and the game never end."""
    buttons = [b for b in page.query_selector_all("[data-testid=option]") if b.is_visible()]
    texts = [b.get_attribute("data-option") or "" for b in buttons]
    for prefix in ("pass cash", "pass", "free-pass cash", "end-turn", "done"):
        for button, text in zip(buttons, texts, strict=True):
            if text.startswith(prefix):
                return button
    return buttons[0]


def continue_summary(page: Any) -> bool:
    """Press the round summary's Continue if it shows (it can open at any new view)."""
    button = "[data-testid=round-summary-continue]"
    if page.query_selector(button) is None:
        return False
    for _ in range(3):  # a press may still be lost to a redraw on a loaded machine: press again
        try:
            page.click(button, timeout=5000)
        except Exception:  # the dialog closed itself meanwhile (the game's final view came)
            if page.query_selector(button) is not None:
                raise
            return False
        try:
            page.wait_for_selector("[data-testid=round-summary]", state="detached", timeout=10000)
            return True
        except sync_api.TimeoutError:
            continue
    page.wait_for_selector("[data-testid=round-summary]", state="detached")
    return True


def click_and_wait(page: Any, button: Any) -> bool:
    """Click an option and wait for the server's answer; False when the round's summary opened
    first and was continued (the click was held back: the choice is still to make)."""
    before = state_of(page)
    try:
        button.click(timeout=5000)
    except sync_api.TimeoutError:
        if continue_summary(page):
            return False
        raise
    page.wait_for_function(
        f"Number(document.body.dataset.state) > {before} || document.body.dataset.pending === '0'",
        timeout=15000,
    )
    return True


def play_to_the_end(page: Any) -> None:
    """Choose the first option (as `pick_option` picks) until the final screen."""
    clicks = 0
    stall = stall_of(page)
    while clicks < MAX_CLICKS and not page.query_selector("[data-testid=final]"):
        if not ready_to_choose(page):
            stall.check()
            page.wait_for_timeout(20)
            continue
        click_and_wait(page, pick_option(page))
        stall.moved()
        clicks += 1
    page.wait_for_selector("[data-testid=final]")


def create_game(page: Any, base: str, seats: list[str], modules: tuple[str, ...] = ()) -> None:
    """Fill the lobby form: one entry per seat, '' for a person or a difficulty for a bot; tick
    the modules named."""
    page.goto(base + "/")
    page.wait_for_selector("[data-testid=create]")
    page.select_option("[data-testid=player-count]", str(len(seats)))
    for index, kind in enumerate(seats):
        page.select_option(f"[data-testid=seat-kind-{index}]", kind)
    for module in modules:
        page.check(f"[data-testid=module-{module}]")
    page.click("[data-testid=create]")
    page.wait_for_selector("[data-testid=created]")


def test_one_person_and_two_bots_play_to_the_final_screen(
    server: BackgroundServer, browser: Any
) -> None:
    page = new_page(browser)
    create_game(page, server.url, ["", "easy", "easy"])
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision]")

    on_card_clicks = 0
    clicks = 0
    screenshot_taken = False
    stall = stall_of(page)
    while clicks < MAX_CLICKS:
        if page.query_selector("[data-testid=final]"):
            break
        if not ready_to_choose(page):
            stall.check()
            page.wait_for_timeout(20)
            continue
        stall.moved()
        if not screenshot_taken and page.query_selector("[data-testid=display] .actionable"):
            shot(page, "board.png")
            screenshot_taken = True
        # Now and then, choose on the table itself: click a highlighted card, then its option.
        card = page.query_selector("[data-testid=display] .actionable")
        if card is not None and on_card_clicks < 2:
            try:
                card.click(timeout=5000)
                page.wait_for_selector("[data-testid=popover]", timeout=5000)
            except sync_api.TimeoutError:
                if continue_summary(page):
                    continue
                raise
            click_and_wait(page, page.query_selector("[data-testid=card-option]"))
            on_card_clicks += 1
        else:
            click_and_wait(page, pick_option(page))
        clicks += 1
    page.wait_for_selector("[data-testid=final]")
    shot(page, "final.png")
    assert on_card_clicks >= 1
    final = page.inner_text("[data-testid=final]")
    assert "Final scores" in final and "Total" in final
    assert page.evaluate("document.body.dataset.over") == "1"
    # the banner says "Game over" once, and who won
    banner = page.inner_text("[data-testid=banner]")
    assert banner.count("Game over") == 1
    headline = page.inner_text("[data-testid=final] .headline")  # "Winner: X"
    assert page.inner_text("[data-testid=banner-result]") == headline
    assert page.errors == []

    # The replay viewer steps through the finished game.
    page.click("[data-testid=replay-link]")
    page.wait_for_selector("[data-testid=replay-controls]")
    # the replay buttons say what they do in words (no glyphs the font may lack)
    for testid, word in (
        ("first", "Start"),
        ("prev", "Back"),
        ("next", "Next"),
        ("last-step", "End"),
    ):
        assert word in page.inner_text(f"[data-testid=replay-{testid}]")
    page.click("[data-testid=replay-first]")
    page.wait_for_function("document.body.dataset.state === '0'")
    page.click("[data-testid=replay-next]")
    page.wait_for_function("document.body.dataset.state === '1'")
    assert "step 1 of" in page.inner_text("[data-testid=replay-step]")
    page.click("[data-testid=replay-last-step]")
    page.wait_for_selector("[data-testid=final]")
    shot(page, "replay-end.png")
    assert page.errors == []


def test_a_4_player_game_with_moguls_plays_to_the_final_screen(
    server: BackgroundServer, browser: Any
) -> None:
    page = new_page(browser)
    create_game(page, server.url, ["", "easy", "easy", "easy"], ("moguls",))
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision]")
    assert "Moguls:" in page.inner_text("[data-testid=moguls]")
    play_to_the_end(page)
    shot(page, "final-moguls.png")
    final = page.inner_text("[data-testid=final]")
    assert "Network, Moguls & Execs" in final and "Total" in final
    assert page.errors == []


def test_a_solo_game_ends_with_the_rank_and_the_next_one(
    server: BackgroundServer, browser: Any
) -> None:
    """One seat is the solo game: the final screen gives the rank with its range and how far
    the next rank was (the terminal's words), and no winner badge (a solo game has no winner)."""
    page = new_page(browser)
    create_game(page, server.url, [""])
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=decision]")
    play_to_the_end(page)
    shot(page, "final-solo.png")
    rank = page.inner_text("[data-testid=solo-rank]")
    total = int(rank.split(" viewers")[0])
    assert rank == f"{total} viewers. Your rank: {solo_standing(total)}"
    assert page.query_selector("[data-testid=final] .winner-badge") is None
    assert page.errors == []


def test_names_are_shown_as_text(server: BackgroundServer, browser: Any) -> None:
    page = new_page(browser)
    create_game(page, server.url, ["", "easy"])
    page.goto(server.url + "/")
    page.wait_for_selector("[data-testid=create]")
    page.select_option("[data-testid=player-count]", "2")
    page.fill("[data-testid=seat-name-0]", "<img src=x id=pwn>")
    page.click("[data-testid=create]")
    page.wait_for_selector("[data-testid=created]")
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=network-0]")
    assert page.query_selector("#pwn") is None
    assert "<img src=x id=pwn>" in page.inner_text("[data-testid=network-0]")


def test_two_people_play_in_two_browser_contexts(server: BackgroundServer, browser: Any) -> None:
    host = new_page(browser)
    create_game(host, server.url, ["", ""])
    second_link = host.get_attribute("[data-testid=join-link-1]", "value")
    assert second_link
    host.click("[data-testid=join-0]")
    guest = new_page(browser, width=900, height=1100)  # a tablet-wide second player
    guest.goto(second_link)
    for page in (host, guest):
        page.wait_for_selector("[data-testid=decision]")
    clicks = 0
    shots = False
    stall = stall_of(host)
    while clicks < MAX_CLICKS and not host.query_selector("[data-testid=final]"):
        moved = False
        for page in (host, guest):
            if ready_to_choose(page):
                click_and_wait(page, pick_option(page))
                clicks += 1
                moved = True
        if clicks > 10 and not shots:
            shot(host, "two-players-host.png")
            shot(guest, "two-players-guest-tablet.png")
            shots = True
        if moved:
            stall.moved()
        else:
            stall.check()
            host.wait_for_timeout(20)
    for page in (host, guest):
        page.wait_for_selector("[data-testid=final]")
        assert page.errors == []
    shot(guest, "two-players-final.png")
    # Each saw only their own decisions, and both see the same final scores.
    assert host.inner_text("[data-testid=final]") == guest.inner_text("[data-testid=final]")


def test_executives_are_given_in_the_form_shown_on_the_table_and_chosen(
    server: BackgroundServer, browser: Any
) -> None:
    page = lobby_page(browser, server.url)
    page.select_option("[data-testid=player-count]", "2")
    page.select_option("[data-testid=seat-kind-1]", "easy")
    assert not page.is_visible("[data-testid=seat-executive-0]")  # only with the module
    page.check("[data-testid=module-executives]")
    page.select_option("[data-testid=seat-executive-0]", "gorilla")
    page.select_option("[data-testid=seat-executive-1]", "rich")
    page.click("[data-testid=create]")
    page.wait_for_selector("[data-testid=created]")
    page.click("[data-testid=join-0]")
    page.wait_for_selector("[data-testid=executives]")
    panel = page.inner_text("[data-testid=executives]")
    assert "Gorilla" in panel and "Rich" in panel and "Drawback:" in panel
    clicks = 0
    stall = stall_of(page)
    while clicks < MAX_CLICKS:  # through Pilot Season to round 1's choice
        if not ready_to_choose(page):
            stall.check()
            page.wait_for_timeout(20)
            continue
        stall.moved()
        if page.query_selector("[data-testid=option][data-option='ability extra-cash']"):
            break
        click_and_wait(page, pick_option(page))
        clicks += 1
    assert "Extra Turn" in page.inner_text("[data-testid=decision]")
    click_and_wait(page, page.query_selector("[data-option='ability extra-cash']"))
    page.wait_for_function(
        "document.querySelector('[data-testid=executive-0]').innerText.includes('Extra Cash')"
    )
    assert page.errors == []
