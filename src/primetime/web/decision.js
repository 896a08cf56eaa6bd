// The viewer's decision: a clear list of the offered options with a preview of each, and the same
// options offered on the cards and timeslots they are about. Only offered options ever appear.

import { el, replace, toast } from "./dom.js";
import { seatName } from "./table.js";

const GROUPS = [
  ["produce", "Produce a show"],
  ["sign-star", "Sign a star"],
  ["sign-ad", "Sign an ad"],
  ["take-network", "Take a network card"],
  ["attach", "Add or replace a star or ad"],
  ["use", "Use a card"],
  ["pass", "Pass"],
];

/**
 * Which groups of a turn's options start open: Produce (the turn's main action), Use and Pass
 * (Pass stays a click away), any of 4 or fewer, and any with an option about the card you just
 * chose (a star just signed: adding it); with 5 players every group can be longer, so if no group
 * of actions would be open, the first one is. (Folding all but Pass left the keyboard focus on
 * Pass, and Enter passed the round.)
 */
export function openGroups(groups, lastCard = null) {
  const open = new Set(groups
    .filter(([kind, mine]) => kind === "produce" || kind === "use" || kind === "pass" || mine.length <= 4
      || (lastCard && mine.some((o) => o.card === lastCard)))
    .map(([kind]) => kind));
  const actions = groups.filter(([kind]) => kind !== "pass");
  if (actions.length && !actions.some(([kind]) => open.has(kind))) open.add(actions[0][0]);
  return open;
}

function optionButton(option, choose, testid = "option") {
  return el("button", {
    type: "button",
    class: ["option", `k-${option.kind}`],
    data: { testid, option: option.text, kind: option.kind },
    on: { click: () => choose(option) },
  }, el("span", { class: "label", text: option.label }), option.preview ? el("span", { class: "preview", text: option.preview }) : null);
}

/**
 * Undo: take back this seat's last choice. Enabled only when the server says it may (own choices
 * of this turn, nothing hidden revealed, nobody else decided since); otherwise its tooltip says why.
 */
function undoButton(ctx, undo) {
  if (!undo || ctx.seat === null || ctx.seat === undefined || !ctx.undo) return null;
  const allowed = Boolean(ctx.undo.allowed);
  return el("button", {
    type: "button",
    class: ["undo", allowed ? null : "disabled"],
    data: { testid: "undo" },
    "aria-disabled": allowed ? "false" : "true",
    title: allowed ? "Take back your last choice" : `Can't undo: ${ctx.undo.reason}`,
    // a keyboard or a screen reader gets the reason too (a tooltip needs a mouse)
    "aria-label": allowed ? "Undo" : `Undo: can't, ${ctx.undo.reason}`,
    style: allowed ? null : { opacity: "0.75", cursor: "not-allowed" },
    on: { click: () => { if (allowed) undo(); } },
  }, "Undo");
}

/**
 * The coach: a Hint button, and once the server answers, the hard bot's top 3 options for this
 * decision with their expected final score (and win chance), worked out from this seat's view only.
 */
function hintBox(ctx, askHint) {
  if (!askHint || ctx.seat === null || ctx.seat === undefined || !ctx.decision) return null;
  const hint = ctx.hint && ctx.hint.state === ctx.state ? ctx.hint : null;
  const thinking = ctx.hinting === ctx.state;
  const button = el("button", {
    type: "button",
    class: "hint",
    data: { testid: "hint" },
    title: "The hard bot's top 3 options here, from what you can see only",
    "aria-disabled": thinking ? "true" : "false",
    on: { click: () => { if (!thinking && !hint) askHint(); } },
  }, thinking ? "Coach is thinking…" : "Hint");
  if (!hint) return el("div", { class: "coach" }, button);
  const rows = hint.options.map((o) => el("li", { data: { testid: "hint-option", option: o.option } },
    el("strong", { text: o.label }),
    el("span", { class: "muted", text: ` · expected score ${o.score.toFixed(1)}${o.win === null ? "" : ` · win ${Math.round(o.win * 100)}%`}` })));
  return el("div", { class: "coach", role: "region", "aria-label": "Coach's hint", data: { testid: "hint-box" } },
    el("p", { class: "small", text: "Coach: the hard bot's top options (from your view only)" }),
    el("ol", { class: "hint-list", data: { testid: "hint-list" } }, rows),
    el("p", { class: "muted small", text: hint.caption }));
}

/**
 * What this kind of decision is, folded under the prompt; it stays open (or closed) from one
 * decision to the next, as the player left it.
 */
function helpBox(ctx, decision) {
  if (!decision.help) return null;
  const box = el("details", { class: "help", data: { testid: "decision-help" }, open: Boolean(ctx.helpOpen) },
    el("summary", { text: "How this decision works" }),
    el("p", { class: "small", text: decision.help }));
  box.addEventListener("toggle", () => { ctx.helpOpen = box.open; });
  return box;
}

/** Arrow keys move between the options in view (and a group's heading), as in a list: Tab
 * took a dozen presses to reach Pass. */
function stepThrough(e) {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
  if (!step) return;
  const stops = [...e.currentTarget.querySelectorAll("summary, [data-testid=option]")]
    .filter((node) => node.matches("summary") || node.closest("details:not([open])") === null);
  const at = stops.indexOf(document.activeElement);
  if (at < 0) return;
  e.preventDefault();
  stops[Math.min(stops.length - 1, Math.max(0, at + step))].focus();
}

/** The decision panel: prompt and every option, grouped by kind on a turn (and Undo, Hint). */
export function renderDecision(ctx, choose, undo = null, askHint = null) {
  const decision = ctx.decision;
  const panel = el("section", { class: "panel decision", id: "decision", "aria-label": "your decision", data: { testid: "decision" } });
  if (ctx.table.over) {
    return replace(panel, el("h2", { text: "The game is over" }));
  }
  if (!decision) {
    const waiting = ctx.waiting_on;
    const bot = waiting !== null && waiting !== undefined ? ctx.seats[waiting]?.bot : null;
    return replace(panel, el("h2", { text: "Waiting" }),
      el("p", { class: "muted" }, waiting === null || waiting === undefined ? "…" : `${seatName(ctx, waiting)} ${bot ? "(bot) is thinking" : "is deciding"}…`),
      undoButton(ctx, undo));
  }
  const options = decision.options;
  let body;
  if (decision.kind === "turn" && options.length > 6) {
    const used = new Set();
    const groups = GROUPS.map(([kind, title]) => [kind, options.filter((o) => o.kind === kind), title])
      .filter(([, mine]) => mine.length);
    const open = openGroups(groups, ctx.lastCard);
    // a group the player opened or closed stays so through redraws of this decision
    if (ctx.groupsState !== ctx.state) { ctx.groupsState = ctx.state; ctx.groupsToggled = new Map(); }
    body = groups.map(([kind, mine, title]) => {
      mine.forEach((o) => used.add(o));
      const group = el("details", { class: "group", open: ctx.groupsToggled.get(kind) ?? open.has(kind), data: { group: kind } },
        el("summary", { text: `${title} (${mine.length})` }), mine.map((o) => optionButton(o, choose)));
      group.addEventListener("toggle", () => { ctx.groupsToggled.set(kind, group.open); });
      return group;
    });
    const rest = options.filter((o) => !used.has(o));
    if (rest.length) body.unshift(el("div", { class: "group" }, rest.map((o) => optionButton(o, choose))));
  } else {
    body = options.map((o) => optionButton(o, choose));
  }
  return replace(panel,
    el("h2", { class: "your-turn" }, "Your decision"),
    el("p", { class: "prompt", id: "decision-prompt", data: { testid: "prompt" }, text: decision.prompt }),
    helpBox(ctx, decision),
    el("p", { class: "muted small", text: "Choose a highlighted card or timeslot on the board, or pick from the list." }),
    el("div", { class: "options", role: "group", "aria-labelledby": "decision-prompt", on: { keydown: stepThrough } }, body),
    undoButton(ctx, undo),
    hintBox(ctx, askHint));
}

let openPopover = null;
let popoverAnchor = null; // the card or timeslot it opened from: focus goes back there

/** The card or timeslot whose options box holds `node`, if it is in one. */
export function popoverCard(node) {
  return openPopover && node && openPopover.contains(node) ? popoverAnchor : null;
}

function closePopover() {
  if (openPopover) {
    const hadFocus = openPopover.contains(document.activeElement);
    openPopover.remove();
    document.querySelectorAll(".popped").forEach((node) => node.classList.remove("popped"));
    openPopover = null;
    if (hadFocus && popoverAnchor && document.contains(popoverAnchor)) popoverAnchor.focus({ preventScroll: true });
  }
  popoverAnchor = null;
}

document.addEventListener("keydown", (e) => { if (e.key === "Escape") closePopover(); });
document.addEventListener("click", (e) => {
  if (openPopover && !openPopover.contains(e.target) && !e.target.closest(".actionable")) closePopover();
});

/** A display tile's whole card, for its options box (the tile shows it only on hover). */
function tileFace(anchor) {
  const full = anchor.classList.contains("tile") ? anchor.querySelector(".tile-full") : null;
  if (!full) return null;
  const face = full.cloneNode(true);
  face.removeAttribute("style"); // the tile's own placement on the screen
  face.classList.replace("tile-full", "popover-card");
  return face;
}

/**
 * The options of a card or timeslot in a box by it: below it, or above it where there is no room
 * below (a tile at the foot of a phone's screen), scrolled into view where neither fits.
 */
function showPopover(anchor, options, choose, title) {
  closePopover();
  const rect = anchor.getBoundingClientRect();
  const face = tileFace(anchor);
  const pop = el("div", { class: "popover", role: "dialog", "aria-labelledby": "popover-title", data: { testid: "popover" } },
    el("div", { class: "popover-head" }, el("strong", { id: "popover-title", text: title }),
      el("button", { type: "button", class: "close", title: "close", "aria-label": "Close", on: { click: closePopover }, text: "×" })),
    face,
    options.map((o) => optionButton(o, (opt) => { closePopover(); choose(opt); }, "card-option")));
  if (face) anchor.classList.add("popped"); // the tile's own details would lie under the box
  document.body.appendChild(pop);
  const screenW = document.documentElement.clientWidth;
  const screenH = document.documentElement.clientHeight;
  const width = Math.min(360, screenW - 16);
  pop.style.width = `${width}px`;
  const left = Math.max(8, Math.min(window.scrollX + rect.left, window.scrollX + screenW - width - 8));
  pop.style.left = `${left}px`;
  const height = pop.offsetHeight;
  const fitsBelow = rect.bottom + 6 + height <= screenH - 8;
  const fitsAbove = rect.top - 6 - height >= 8;
  const top = !fitsBelow && fitsAbove ? rect.top - 6 - height : rect.bottom + 6;
  pop.style.top = `${window.scrollY + top}px`;
  if (!fitsBelow && !fitsAbove) pop.scrollIntoView({ block: "nearest" });
  openPopover = pop;
  popoverAnchor = anchor;
  // the keyboard goes with the box (it is last in the page: 30-odd Tabs away otherwise)
  const first = pop.querySelector("[data-testid=card-option]") || pop.querySelector("button");
  if (first) first.focus({ preventScroll: true });
}

/**
 * Offer options on the table: every card an option is about (data-card) and every own timeslot
 * an option targets (data-slot + data-mine) becomes clickable and opens its options.
 */
export function markActionable(root, ctx, choose) {
  closePopover();
  const decision = ctx.decision;
  if (!decision || ctx.table.over) return;
  const byCard = new Map();
  const bySlot = new Map();
  const add = (map, key, option) => { if (!map.has(key)) map.set(key, []); map.get(key).push(option); };
  for (const option of decision.options) {
    const cards = option.cards || (option.card ? [option.card] : []);
    let placed = false;
    for (const card of cards) {
      if (root.querySelector(`[data-card="${CSS.escape(card)}"]`)) { add(byCard, card, option); placed = true; }
    }
    if (!placed && option.timeslot !== undefined) add(bySlot, String(option.timeslot), option);
  }
  for (const [card, options] of byCard) {
    root.querySelectorAll(`[data-card="${CSS.escape(card)}"]`).forEach((node) => {
      node.classList.add("actionable");
      node.dataset.actions = String(options.length);
      node.addEventListener("click", (e) => {
        e.stopPropagation();
        showPopover(node, options, choose, ctx.catalog.cards[card]?.name || card);
      });
    });
  }
  // Display cards that can't be taken now say why (a star you don't have, $X short).
  for (const [card, reason] of Object.entries(decision.unavailable || {})) {
    root.querySelectorAll(`[data-card="${CSS.escape(card)}"]`).forEach((node) => {
      if (node.classList.contains("actionable")) return;
      node.dataset.unavailable = reason;
      node.title = `${node.title ? `${node.title}\n` : ""}Can't take: ${reason}`;
      node.setAttribute("aria-disabled", "true");
      if (node.getAttribute("aria-label")) node.setAttribute("aria-label", `${node.getAttribute("aria-label")}; can't take now: ${reason}`);
      // a tap or Enter says it too: a phone has no hover for the title, a keyboard neither
      const say = (e) => {
        e.stopPropagation();
        toast(`Can't take ${ctx.catalog.cards[card]?.name || card} now: ${reason}`, "info");
      };
      node.addEventListener("click", say);
      node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); say(e); } });
    });
  }
  for (const [slot, options] of bySlot) {
    root.querySelectorAll(`[data-slot="${slot}"][data-mine="1"]`).forEach((node) => {
      node.classList.add("actionable");
      node.dataset.actions = String(options.length);
      node.addEventListener("click", (e) => {
        e.stopPropagation();
        showPopover(node, options, choose, ctx.catalog.timeslots[ctx.board.timeslots[Number(slot)]] || "Timeslot");
      });
    });
  }
}
