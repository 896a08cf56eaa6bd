"""The replay's Coach panel end to end in headless Chromium: a person (played over the game's
WebSocket) and a bot finish a game; the person's browser opens the replay, sees the coach's
progress, then the expected-score curve and the worst decisions (exactly the server's analysis),
and a worst decision, a point of the curve (by mouse and by keyboard) move the replay to their
steps. A browser that holds no seat of the game is told why it gets no analysis."""

from __future__ import annotations

import json
from collections.abc import Iterator
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import pytest
from test_browser_play import (  # noqa: F401 - the fixtures are used by name
    browser,
    new_page,
    pytestmark,
    shot,
)
from test_browser_table import CONTRAST
from websockets.sync.client import connect

from primetime.server import ServerSettings
from primetime.server.background import BackgroundServer

ITERATIONS = 2  # a tiny budget: the searches' floor (twice the options) does the rest
SAW_PROGRESS = """new MutationObserver(() => {
  if (document.querySelector('[data-testid=coach-progress]')) window.sawProgress = true;
}).observe(document, { childList: true, subtree: true });"""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BackgroundServer]:
    db = tmp_path_factory.mktemp("e2e-coach") / "e2e.db"
    settings = ServerSettings(
        db=str(db), bot_delay=0.0, durable=False, analysis_iterations=ITERATIONS
    )
    with BackgroundServer(settings) as running:
        yield running


def quick(options: list[dict[str, Any]], made: int) -> str:
    """A short way through a game, with a few decisions: every other choice the first option,
    else pass when offered, else end the turn or stop, else the first."""
    texts = [o["text"] for o in options]
    for prefix in ("pass cash", "pass", "end-turn", "done") if made % 2 else ():
        for text in texts:
            if text.startswith(prefix):
                return str(text)
    return str(texts[0])


def finished_game(page: Any, base: str) -> tuple[str, str]:
    """Ann (a person) and an easy bot play to the end; the game's id and Ann's token."""
    seats = [{"name": "Ann", "bot": None, "join": "creator"}, {"name": "Bob", "bot": "easy"}]
    created = page.request.post(f"{base}/api/games", data={"seats": seats}).json()
    game_id, token = created["id"], created["seats"][0]["token"]
    with connect(f"{base.replace('http', 'ws')}/ws/games/{game_id}") as socket:
        socket.send(json.dumps({"type": "hello", "token": token}))
        made = 0
        for _ in range(5000):
            message = json.loads(socket.recv(timeout=60))
            if message["type"] != "view":
                continue
            if message["result"] is not None:
                return game_id, token
            if message["decision"] is not None:
                option = quick(message["decision"]["options"], made)
                made += 1
                socket.send(
                    json.dumps({"type": "choose", "state": message["state"], "option": option})
                )
    raise AssertionError("the game did not end")


def to_fixed(value: float) -> str:
    """`value.toFixed(1)` as the page writes it: a tie (60.25) rounds up, where Python's format
    rounds to even."""
    return str(Decimal(value).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def state_is(page: Any, step: int) -> None:
    page.wait_for_function(f"document.body.dataset.state === '{step}'")
    assert page.input_value("[data-testid=replay-slider]") == str(step)
    assert page.inner_text("[data-testid=replay-step]").startswith(f"step {step} of ")


def test_the_coach_panel_shows_my_curve_and_worst_decisions_and_jumps_to_them(
    server: BackgroundServer,
    browser: Any,  # noqa: F811 - the fixture imported above
) -> None:
    page = new_page(browser)
    game_id, token = finished_game(page, server.url)
    page.add_init_script(SAW_PROGRESS)
    page.goto(f"{server.url}/game/{game_id}#seat=0&token={token}")  # the seat's link: kept
    page.wait_for_selector("[data-testid=final]")
    page.click("[data-testid=replay-link]")
    page.wait_for_selector("[data-testid=coach-curve]", timeout=120_000)
    assert page.evaluate("window.sawProgress === true")  # the first answer is always 202
    analysis = page.request.get(
        f"{server.url}/api/games/{game_id}/analysis/0",
        headers={"Authorization": f"Bearer {token}"},
    ).json()
    steps = page.request.get(f"{server.url}/api/games/{game_id}/replay").json()["steps"]
    assert analysis["status"] == "done" and analysis["worst"], analysis.get("status")

    # the curve: a point per decision valued, at its step; the axes say what they show
    valued = [m["step"] for m in analysis["moments"] if m["expected"] is not None]
    points = page.query_selector_all("[data-testid=coach-point]")
    assert [int(p.get_attribute("data-step") or -1) for p in points] == valued
    assert page.text_content("[data-testid=coach-x-label]") == "step of the game"
    assert page.text_content("[data-testid=coach-y-label]") == "expected final score"
    worst_points = page.query_selector_all("[data-testid=coach-point].worst")
    assert {int(p.get_attribute("data-step") or -1) for p in worst_points} == set(
        analysis["worst"]
    ) & set(valued)
    summary = page.inner_text("[data-testid=coach-summary]")
    assert summary.startswith(f"Ann: {analysis['decisions']} decisions with a choice; ")
    noise = analysis["within_noise"]
    more = f", and {noise} more were not worse beyond the noise" if noise else ""
    assert f"the bot agreed with {analysis['agreed']}{more};" in summary

    # the worst decisions, worst first, each saying what was chosen, the bot's choice, the loss
    moments = {m["step"]: m for m in analysis["moments"]}
    buttons = page.query_selector_all("[data-testid=coach-worst]")
    assert [int(b.get_attribute("data-step") or -1) for b in buttons] == analysis["worst"]
    for button in buttons:
        m = moments[int(button.get_attribute("data-step") or -1)]
        assert button.inner_text().split("\n") == [
            f"Step {m['step']} (round {m['round']})",
            f"You: {m['chosen']['label']}",
            f"Bot: {m['best']['label']}",
            f"−{to_fixed(m['loss'])} viewers ±{to_fixed(m['duel']['error'])}",
        ]
        assert (button.get_attribute("aria-label") or "").startswith(f"Step {m['step']}, ")
    marks = page.query_selector_all("[data-testid=slider-mark]")
    assert [int(m.get_attribute("data-step") or -1) for m in marks] == analysis["worst"]
    shot(page, "replay-coach.png")

    # a worst decision moves the replay to its step (the decision as it stood), and is marked
    state_is(page, steps)
    target = analysis["worst"][-1]
    page.click(f"[data-testid=coach-worst][data-step='{target}']")
    state_is(page, target)
    current = page.get_attribute(f"[data-testid=coach-worst][data-step='{target}']", "aria-current")
    assert current == "step"
    # a point of the curve, by mouse, then by keyboard
    first, last = valued[0], valued[-1]
    page.click(f"[data-testid=coach-point][data-step='{first}']")
    state_is(page, first)
    page.focus(f"[data-testid=coach-point][data-step='{last}']")
    page.keyboard.press("Enter")
    state_is(page, last)
    page.focus(f"[data-testid=coach-worst][data-step='{analysis['worst'][0]}']")
    page.keyboard.press("Enter")
    state_is(page, analysis["worst"][0])

    result = page.evaluate(CONTRAST)
    assert result["bad"] == [], result["bad"]
    assert page.errors == []

    # another browser holds no seat: no analysis, and it is told why
    stranger = new_page(browser)
    stranger.goto(f"{server.url}/replay/{game_id}")
    note = stranger.wait_for_selector("[data-testid=coach-note]")
    assert "this browser holds no seat of this game" in note.inner_text()
    assert stranger.query_selector("[data-testid=coach-curve]") is None
    assert stranger.errors == []
