// The replay viewer: steps through a finished game choice by choice, as a spectator saw it, with
// the coach's analysis of this browser's seat (if it holds one) beside it.

import { el, replace, toast, setStatus } from "./dom.js";
import { getJSON, catalog as loadCatalog } from "./api.js";
import {
  renderDisplay, renderInPlay, renderNetworks, renderScoreboard, renderGenres, renderPassTrack,
  renderLog, renderResult, renderExecutives, seatName,
} from "./table.js";
import { coachPanel } from "./coach.js";
import { withGameCards } from "./cards.js";

/** This browser's seat token for the game: from a `#token=` link (then kept, as the game page
 * keeps it), or kept by the game page; null if it holds none. */
function seatToken(gameId) {
  const key = `primetime:token:${gameId}`;
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  if (token) {
    try { localStorage.setItem(key, token); } catch { /* private mode: this page only */ }
    history.replaceState(null, "", location.pathname + location.search);
    return token;
  }
  try { return localStorage.getItem(key); } catch { return null; }
}

export async function replayPage(main, gameId) {
  setStatus("replay", "ok");
  const token = seatToken(gameId);
  const catalog = await loadCatalog();
  const base = `/api/games/${encodeURIComponent(gameId)}/replay`;
  let frame;
  try {
    frame = await getJSON(base);
  } catch (error) {
    replace(main, el("p", { text: `This game cannot be replayed: ${error.message}` }), el("a", { href: "/", text: "Back to the lobby" }));
    return;
  }
  const steps = frame.steps;
  let step = steps;
  let previousLog = 0;
  let loading = 0;

  const slider = el("input", { type: "range", min: 0, max: steps, value: steps, "aria-label": "step", data: { testid: "replay-slider" } });
  const counter = el("span", { class: "counter", data: { testid: "replay-step" } });
  const last = el("span", { class: "last-choice", data: { testid: "replay-last" } });
  const view = el("div", { class: "replay-view" });
  const marks = el("span", { class: "slider-marks", "aria-hidden": "true", data: { testid: "slider-marks" } });
  const go = (n) => show(Math.max(0, Math.min(steps, n)));
  const controls = el("div", { class: "panel replay-controls", data: { testid: "replay-controls" } },
    el("button", { type: "button", title: "start", "aria-label": "start", data: { testid: "replay-first" }, on: { click: () => go(0) }, text: "« Start" }),
    el("button", { type: "button", title: "back one choice", "aria-label": "back one choice", data: { testid: "replay-prev" }, on: { click: () => go(step - 1) }, text: "‹ Back" }),
    el("button", { type: "button", title: "forward one choice", "aria-label": "forward one choice", data: { testid: "replay-next" }, on: { click: () => go(step + 1) }, text: "Next ›" }),
    el("button", { type: "button", title: "end", "aria-label": "end", data: { testid: "replay-last-step" }, on: { click: () => go(steps) }, text: "End »" }),
    el("span", { class: "slider-wrap" }, slider, marks), counter, last);
  slider.addEventListener("input", () => go(Number(slider.value)));
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement && e.target.type !== "range") return;
    if (e.key === "ArrowRight") go(step + 1);
    if (e.key === "ArrowLeft") go(step - 1);
  });
  const coach = coachPanel(gameId, token, steps, go, marks);
  replace(main, el("div", { class: "replay", data: { testid: "replay" } }, el("h1", { text: `Replay: ${frame.names.join(", ")}` }), controls, coach.node, view));

  function draw(f) {
    const ctx = { catalog: withGameCards(catalog, f.board), seat: null, seats: f.names.map((name) => ({ name })), board: f.board, table: f.table, waiting_on: f.waiting_on, online: null, round_summary: f.round_summary };
    counter.textContent = `step ${f.step} of ${f.steps}`;
    last.textContent = f.last ? `${seatName(ctx, f.last.player)}: ${f.last.label}` : "the game begins";
    slider.value = String(f.step);
    coach.onStep(f.step);
    document.body.dataset.state = String(f.step);
    replace(view, el("div", { class: "layout" },
      el("div", { class: "board" }, f.result ? renderResult(ctx, f.result) : null, renderDisplay(ctx), renderInPlay(ctx), renderNetworks(ctx)),
      el("aside", { class: "side" }, renderScoreboard(ctx), renderPassTrack(ctx), renderGenres(ctx), renderExecutives(ctx), renderLog(f.log, previousLog))));
    previousLog = f.log.length;
  }

  async function show(n) {
    const ticket = ++loading;
    step = n;
    try {
      const f = await getJSON(`${base}/${n}`);
      if (ticket === loading) draw(f);
    } catch (error) {
      toast(error.message);
    }
  }
  draw(frame);
}
