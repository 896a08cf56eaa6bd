// The replay's Coach panel: the coach's analysis of this browser's seat (asked with its token, the
// only way the server gives it: it names cards the seat held in secret): the expected final score
// after each of the seat's decisions as a curve, and the decisions that lost the most, each a
// button that moves the replay there (the decision as it stood, before the choice).

import { el, replace } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";
const POLL_MS = 700;
const WIDTH = 640, HEIGHT = 220, LEFT = 52, RIGHT = 14, TOP = 14, BOTTOM = 40;

/** An SVG element (el() makes HTML ones). */
function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

const viewers = (n) => (n === null || n === undefined ? "?" : n.toFixed(1));

/** Ask for the analysis of the seat `token` opens: {status, body} (202 while it is worked out). */
async function fetchAnalysis(gameId, token) {
  const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/analysis`, {
    headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
    cache: "no-store",
  });
  let body = null;
  try { body = await response.json(); } catch { body = null; }
  return { status: response.status, body };
}

/**
 * The Coach panel: `token` is this browser's seat token for the game (null: a note says why no
 * analysis is offered); `go(step)` moves the replay; `marks` is the strip under the slider.
 * Returns { node, onStep(step) } (onStep marks the worst decision the replay is at).
 */
export function coachPanel(gameId, token, steps, go, marks) {
  const body = el("div", { class: "coach-body", data: { testid: "coach-body" } });
  const node = el("section", { class: "panel coach-panel", data: { testid: "coach" }, "aria-labelledby": "coach-title" },
    el("h2", { id: "coach-title", text: "Coach: your decisions" }), body);
  let worstButtons = [];
  const onStep = (step) => {
    for (const button of worstButtons) {
      if (Number(button.dataset.step) === step) button.setAttribute("aria-current", "step");
      else button.removeAttribute("aria-current");
    }
  };
  if (!token) {
    replace(body, note("No analysis here: this browser holds no seat of this game. The coach's analysis names cards its player held in secret, so it is shown only in the browser that played the seat."));
    return { node, onStep };
  }
  const progress = el("progress", { max: 1, value: 0, "aria-label": "decisions analysed", data: { testid: "coach-progress-bar" } });
  const words = el("span", { text: "The coach is analysing your decisions…" });
  replace(body, el("p", { class: "coach-progress", role: "status", data: { testid: "coach-progress" } }, words, " ", progress));

  async function poll() {
    let answer;
    try {
      answer = await fetchAnalysis(gameId, token);
    } catch (error) {
      replace(body, note(`The coach's analysis is not available: ${error.message}`));
      return;
    }
    if (answer.status === 202 && answer.body) {
      progress.max = Math.max(1, answer.body.total);
      progress.value = answer.body.done;
      words.textContent = `The coach is analysing your decisions: ${answer.body.done} of ${answer.body.total} done…`;
      setTimeout(poll, POLL_MS);
      return;
    }
    if (answer.status !== 200 || !answer.body) {
      const detail = answer.body && answer.body.detail;
      replace(body, note(`The coach's analysis is not available: ${detail || `error ${answer.status}`}`));
      return;
    }
    worstButtons = show(answer.body);
  }

  function show(analysis) {
    const byStep = new Map(analysis.moments.map((m) => [m.step, m]));
    const worst = analysis.worst.map((step) => byStep.get(step)).filter(Boolean);
    const buttons = worst.map((m) => worstButton(m, go));
    for (const m of worst) {
      marks.appendChild(el("span", { class: "slider-mark", title: `decision at step ${m.step}`, data: { testid: "slider-mark", step: m.step }, style: { "--at": String(steps ? m.step / steps : 0) } }));
    }
    replace(body,
      el("p", { data: { testid: "coach-summary" }, text: `${analysis.name}: ${analysis.decisions} decisions with a choice; the bot agreed with ${analysis.agreed}${analysis.within_noise ? `, and ${analysis.within_noise} more were not worse beyond the noise` : ""}; ${viewers(analysis.total_loss)} expected viewers given up in all${analysis.final_score === null ? "" : `; final score ${analysis.final_score}`}.` }),
      analysis.moments.length
        ? curve(analysis, steps, new Set(analysis.worst), go)
        : el("p", { data: { testid: "coach-no-curve" }, text: "You had no decision with a choice to analyse." }),
      el("h3", { text: "The decisions that lost the most" }),
      buttons.length
        ? el("ol", { class: "coach-worst", data: { testid: "coach-worst-list" } }, buttons.map((b) => el("li", {}, b)))
        : el("p", { data: { testid: "coach-none" }, text: "You chose as the bot would at every decision." }),
      el("p", { class: "muted small", text: `Estimated by the hard bot's search from your view only, ${analysis.iterations} iterations a decision. Where you chose otherwise, both options were played again on the same ${analysis.duel_pairs} deals: a loss counts only beyond ${analysis.sure === 2 ? "twice" : `${analysis.sure} times`} its error (±).` }));
    return buttons;
  }

  poll();
  return { node, onStep };
}

function note(text) {
  return el("p", { class: "coach-note", data: { testid: "coach-note" }, text });
}

/** The duel's standard error, in words for a screen reader. */
function errorWords(m) {
  return m.duel ? ` (give or take ${viewers(m.duel.error)})` : "";
}

function worstButton(m, go) {
  return el("button", {
    type: "button",
    class: "coach-jump",
    data: { testid: "coach-worst", step: m.step },
    "aria-label": `Step ${m.step}, round ${m.round}: you chose ${m.chosen.label}; the bot would choose ${m.best.label}; ${viewers(m.loss)} viewers lost${errorWords(m)}. Show this step.`,
    on: { click: () => go(m.step) },
  },
  el("span", { class: "coach-step", text: `Step ${m.step} (round ${m.round})` }),
  el("span", { text: `You: ${m.chosen.label}` }),
  el("span", { text: `Bot: ${m.best.label}` }),
  el("strong", { class: "coach-loss" }, `−${viewers(m.loss)} viewers`,
    m.duel ? el("span", { class: "muted small", text: ` ±${viewers(m.duel.error)}` }) : null));
}

/** The expected final score after each decision, over the game's steps; every point a button. */
function curve(analysis, steps, worst, go) {
  const points = analysis.moments; // each has its expected score (the best's less the loss)
  const scores = points.map((m) => m.expected);
  const low = Math.floor(Math.min(...scores, analysis.final_score ?? Infinity));
  const high = Math.ceil(Math.max(...scores, analysis.final_score ?? -Infinity));
  const span = high - low || 1;
  const x = (step) => LEFT + (steps ? step / steps : 0) * (WIDTH - LEFT - RIGHT);
  const y = (score) => TOP + (1 - (score - low) / span) * (HEIGHT - TOP - BOTTOM);
  const bottom = HEIGHT - BOTTOM;
  const ticks = [low, Math.round((low + high) / 2), high].filter((v, i, all) => all.indexOf(v) === i);
  const axes = svg("g", { class: "axes" },
    svg("line", { x1: LEFT, y1: bottom, x2: WIDTH - RIGHT, y2: bottom }),
    svg("line", { x1: LEFT, y1: TOP, x2: LEFT, y2: bottom }),
    ...ticks.map((v) => svg("text", { x: LEFT - 6, y: y(v) + 4, "text-anchor": "end" }, String(v))),
    svg("text", { x: LEFT, y: bottom + 16, "text-anchor": "middle" }, "0"),
    svg("text", { x: WIDTH - RIGHT, y: bottom + 16, "text-anchor": "end" }, String(steps)),
    svg("text", { x: (LEFT + WIDTH - RIGHT) / 2, y: HEIGHT - 6, "text-anchor": "middle", "data-testid": "coach-x-label" }, "step of the game"),
    svg("text", { x: 12, y: (TOP + bottom) / 2, "text-anchor": "middle", transform: `rotate(-90 12 ${(TOP + bottom) / 2})`, "data-testid": "coach-y-label" }, "expected final score"));
  const line = svg("polyline", { class: "curve-line", points: points.map((m) => `${x(m.step)},${y(m.expected)}`).join(" ") });
  const dots = points.map((m) => {
    const label = `Step ${m.step}: expected final score ${viewers(m.expected)}${m.loss > 0 ? `, ${viewers(m.loss)} lost` : ""}. Show this step.`;
    const jump = () => go(m.step);
    const dot = svg("circle", {
      class: worst.has(m.step) ? "curve-point worst" : "curve-point",
      cx: x(m.step), cy: y(m.expected), r: worst.has(m.step) ? 6 : 4.5,
      tabindex: 0, role: "button", "aria-label": label, "data-testid": "coach-point", "data-step": m.step,
    }, svg("title", {}, label));
    dot.addEventListener("click", jump);
    dot.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopPropagation(); jump(); }
    });
    return dot;
  });
  return el("figure", { class: "coach-curve" },
    svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "group", "aria-label": "Your expected final score after each of your decisions; each point shows its step", "data-testid": "coach-curve" }, axes, line, ...dots),
    el("figcaption", { class: "small", text: "Your expected final score (viewers) after each of your decisions; larger red points are the decisions that lost the most. Points and the list below show that step of the replay." }));
}
