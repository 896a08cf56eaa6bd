"""The browser client in Firefox (Debian's firefox-esr over WebDriver BiDi): a person and two bots
play to the final screen by clicking, at laptop width, and the table lays out at tablet width.
Screenshots go to test-artifacts/firefox-*.png."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from firefox_bidi import Firefox, firefox_path
from stall import Stall

from primetime.server import ServerSettings
from primetime.server.background import BackgroundServer

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
MAX_CLICKS = 600

pytestmark = pytest.mark.skipif(
    firefox_path() is None, reason="Debian's firefox-esr is not installed (.ci/run installs it)"
)

# One step through a game: when `busy`, the first option that is not passing or ending the turn;
# otherwise pass when offered, else end the turn or stop, else the first option. Says what it did.
STEP = """((busy) => {
  if (document.querySelector('[data-testid=final]')) return 'final';
  const d = document.body.dataset;
  const summary = document.querySelector('[data-testid=round-summary-continue]');
  if (summary) { summary.click(); return 'summary'; }  // the end of a round waits for Continue
  if (!(d.myTurn === '1' && d.pending !== '1')) return 'wait';
  const buttons = [...document.querySelectorAll('[data-testid=option]')];
  const texts = buttons.map((b) => b.dataset.option || '');
  const act = texts.findIndex((t) => !t.startsWith('pass') && !t.startsWith('end-turn'));
  if (busy && act >= 0) { buttons[act].click(); return 'clicked ' + d.state; }
  for (const prefix of ['pass cash', 'pass', 'end-turn', 'done']) {
    const i = texts.findIndex((t) => t.startsWith(prefix));
    if (i >= 0) { buttons[i].click(); return 'clicked ' + d.state; }
  }
  if (buttons.length) { buttons[0].click(); return 'clicked ' + d.state; }
  return 'wait';
})"""


def select(name: str, value: str) -> str:
    return (
        f"(() => {{ const s = document.querySelector('[data-testid={name}]'); "
        f"s.value = {json.dumps(value)}; s.dispatchEvent(new Event('change', {{bubbles: true}})); "
        "return true; })()"
    )


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BackgroundServer]:
    db = tmp_path_factory.mktemp("firefox") / "e2e.db"
    with BackgroundServer(ServerSettings(db=str(db), bot_delay=0.0, durable=False)) as running:
        yield running


def create_and_join(browser: Firefox, base: str, seats: list[str]) -> None:
    browser.goto(base + "/")
    browser.wait_for("!!document.querySelector('[data-testid=create]')")
    browser.run(select("player-count", str(len(seats))))
    for index, kind in enumerate(seats):
        browser.run(select(f"seat-kind-{index}", kind))
    browser.run("document.querySelector('[data-testid=create]').click(), true")
    browser.wait_for("!!document.querySelector('[data-testid=created]')")
    browser.run("document.querySelector('[data-testid=join-0]').click(), true")
    browser.wait_for("!!document.querySelector('[data-testid=decision]')")


def test_a_person_and_two_bots_play_to_the_final_screen_in_firefox(
    server: BackgroundServer,
) -> None:
    browser = Firefox(width=1440, height=1000)
    try:
        create_and_join(browser, server.url, ["", "easy", "easy"])
        clicks = 0
        board_shot = False
        stall = Stall(
            lambda: f"the page's data {browser.run('JSON.stringify(document.body.dataset)')}"
        )
        while clicks < MAX_CLICKS:
            done = browser.run(f"{STEP}({'true' if clicks % 4 else 'false'})")
            if done == "final":
                break
            if done.startswith("clicked"):
                stall.moved()
                clicks += 1
                before = int(done.split()[1] or -1)
                if not board_shot:
                    browser.screenshot(ARTIFACTS / "firefox-board.png")
                    board_shot = True
                browser.wait_for(
                    f"Number(document.body.dataset.state) > {before} || "
                    "document.body.dataset.pending === '0' || "
                    "!!document.querySelector('[data-testid=final]')"
                )
            else:
                stall.check()
                browser.run("new Promise((done) => setTimeout(() => done(true), 30))")
        browser.wait_for("!!document.querySelector('[data-testid=final]')")
        browser.screenshot(ARTIFACTS / "firefox-final.png")
        final = browser.run("document.querySelector('[data-testid=final]').innerText")
        assert "Final scores" in final and "Total" in final
        assert browser.run("document.body.dataset.over") == "1"
        assert clicks > 10
        assert browser.errors == []
    finally:
        browser.close()


def test_the_table_fits_a_tablet_in_firefox(server: BackgroundServer) -> None:
    browser = Firefox(width=900, height=1100)
    try:
        create_and_join(browser, server.url, ["", "easy"])
        width = browser.run("document.documentElement.scrollWidth")
        assert width <= 900  # no sideways scrolling at tablet width
        browser.screenshot(ARTIFACTS / "firefox-tablet.png")
        assert browser.errors == []
    finally:
        browser.close()
