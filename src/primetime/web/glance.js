// The table at a glance: the display compact (one row of tiles per card type, the full card on
// hover, tap or keyboard focus), the other networks as one-line summaries that open into the
// whole network, "since your last turn" from the server's recap, the marks on what just changed,
// the round summary that waits for Continue, and the tab title when it is your turn.

import { el, money } from "./dom.js";
import { renderCard, cardName } from "./cards.js";
import { renderNetwork, chipText, thisRound, renderSummaryNetworks } from "./table.js";

const ROW_TITLES = { show: "Shows", star: "Stars", ad: "Ads", network: "Network" };

/** A card's few numbers for its tile: cost, viewers, income. */
function tileMeta(card, catalog) {
  if (!card) return "";
  // the genre in words too: its colour alone tells nothing to a colour-blind player
  if (card.kind === "show") return `${catalog.genres[card.genre] || card.genre} · ${card.cost ? money(card.cost) : "free"} · ${card.rows.join("/")}`;
  if (card.kind === "star") return `${money(card.cost)} · +${card.viewers}v`;
  if (card.kind === "ad") return `+${money(card.bonus)} · inc ${money(card.income)}`;
  if (card.kind === "network") return card.cost ? money(card.cost) : "free";
  return "";
}

const EDGE = 8; // px kept between a card's details and the screen's edge

/**
 * Places a tile's whole card by it and inside the screen: below the tile, or above it where
 * there is no room below, moved left near the right edge. It is fixed to the screen, so the
 * board's scroll area no longer cuts it off (the rightmost tile's details were clipped).
 */
function placeDetail(node) {
  const full = node.querySelector(".tile-full");
  if (!full) return;
  full.style.display = "block"; // measured as it shows (hover, focus and tap show it anyway)
  const { width, height } = full.getBoundingClientRect();
  full.style.removeProperty("display");
  const box = node.getBoundingClientRect();
  const screenW = document.documentElement.clientWidth;
  const screenH = document.documentElement.clientHeight;
  const below = box.bottom + 4;
  const above = box.top - 4 - height;
  let top = below;
  if (below + height > screenH - EDGE) top = above >= EDGE ? above : Math.max(EDGE, screenH - EDGE - height);
  full.style.left = `${Math.max(EDGE, Math.min(box.left, screenW - EDGE - width))}px`;
  full.style.top = `${top}px`;
}

// A shown detail follows its tile when a scroll area or the page scrolls, or the window resizes.
const placeShown = () => document.querySelectorAll(".tile:hover, .tile:focus-within").forEach(placeDetail);
document.addEventListener("scroll", placeShown, { capture: true, passive: true });
window.addEventListener("resize", placeShown);

/** One display card as a small tile; the whole card shows on hover, focus or tap. */
function tile(ctx, id, taken) {
  const card = ctx.catalog.cards[id];
  const full = renderCard(ctx.catalog, id);
  full.removeAttribute("data-card"); // the tile is what the decision marks and clicks
  full.removeAttribute("data-testid");
  full.classList.add("tile-full");
  const genre = card && card.kind === "show" ? `g-${card.genre}` : "";
  return el("div", {
    class: ["tile", card && card.kind, genre, taken && "just"],
    tabindex: 0,
    role: "button",
    "aria-label": `${card ? card.name : id}: ${tileMeta(card, ctx.catalog)}`,
    data: { card: id, testid: "tile" },
    on: { mouseenter: (e) => placeDetail(e.currentTarget), focusin: (e) => placeDetail(e.currentTarget) },
  },
  el("span", { class: "tile-name", text: card ? card.name : cardName(ctx.catalog, id) }),
  el("span", { class: "tile-meta", text: tileMeta(card, ctx.catalog) }),
  full);
}

/** The display, compact: a row of tiles per card type. */
export function renderDisplayCompact(ctx) {
  const t = ctx.table;
  const taken = new Set((ctx.recap && ctx.recap.cards) || []);
  return el("section", { class: "panel display compact", data: { testid: "display" } },
    el("h2", { text: "Display" }),
    ctx.board.display_types.map((kind) => {
      const row = t.display[kind] || [];
      const deck = t.decks[kind];
      return el("div", { class: `display-row row-${kind}` },
        el("div", { class: "row-title" }, el("span", { text: ROW_TITLES[kind] || kind }),
          deck ? el("span", { class: "muted small", title: "cards left in the deck", text: `deck ${deck.count}` }) : null),
        el("div", { class: "tiles" }, row.map((id) => (id ? tile(ctx, id, taken.has(id)) : el("span", { class: "tile gone", text: "taken" })))));
    }));
}

/** The other networks: one summary each (cash, viewers this round, passed, the lineup's shows),
 * opening into the whole network. */
export function renderOpponents(ctx) {
  const others = ctx.table.players.map((_, i) => i).filter((i) => i !== ctx.seat);
  if (!others.length) return null;
  const changed = new Set((ctx.recap && ctx.recap.players) || []);
  const taken = new Set((ctx.recap && ctx.recap.cards) || []);
  ctx.expanded = ctx.expanded || new Set();
  return el("section", { class: "panel opponents", data: { testid: "opponents" } },
    el("h2", { text: ctx.seat === null || ctx.seat === undefined ? "Networks" : "Other networks" }),
    others.map((i) => {
      const p = ctx.table.players[i];
      const seat = ctx.seats[i] || {};
      const now = thisRound(p);
      const details = el("details", { class: ["opponent", `p${i}`, changed.has(i) && "changed"], data: { testid: `opponent-${i}` } },
        el("summary", {},
          el("span", { class: `chip p${i}`, text: chipText(ctx, i) }),
          el("strong", { class: "opp-name", text: p.name }),
          seat.bot ? el("span", { class: "muted small", text: " bot" }) : null,
          el("span", { class: "opp-cash", title: "cash", text: money(p.cash) }),
          now.total === "" || ctx.table.over ? null : el("span", { class: "opp-viewers", title: now.parts, text: `~${now.total}v` }),
          ctx.table.pass_track.includes(i) ? el("span", { class: "badge passed", text: "passed" }) : null,
          changed.has(i) ? el("span", { class: "badge changed", title: "changed since your last turn", text: "moved" }) : null,
          ctx.waiting_on === i && !ctx.table.over ? el("span", { class: "badge deciding", text: "deciding" }) : null,
          el("span", { class: "thumbs" }, p.lineup.map((show) => {
            if (!show) return el("span", { class: "thumb empty", text: "—" });
            const card = ctx.catalog.cards[show.card];
            const just = taken.has(show.card) || show.attachments.some((a) => taken.has(a.card));
            return el("span", {
              class: ["thumb", card && `g-${card.genre}`, just && "just"],
              title: `${cardName(ctx.catalog, show.card)}${card ? ` (${ctx.catalog.genres[card.genre] || card.genre})` : ""}${show.attachments.length ? ` + ${show.attachments.map((a) => cardName(ctx.catalog, a.card)).join(", ")}` : ""}: ${show.viewers ?? "?"} viewers`,
              text: `${cardName(ctx.catalog, show.card)}${show.attachments.length ? ` +${show.attachments.length}` : ""}`,
            });
          }))),
        renderNetwork(ctx, i));
      details.open = ctx.expanded.has(i);
      details.addEventListener("toggle", () => { if (details.open) ctx.expanded.add(i); else ctx.expanded.delete(i); });
      return details;
    }));
}

/** "Since your last turn: ..." (or, watching, the latest moves). */
export function renderRecap(ctx) {
  const recap = ctx.recap;
  if (!recap || !recap.lines.length) return null;
  const watching = ctx.seat === null || ctx.seat === undefined;
  return el("section", { class: "panel recap", data: { testid: "recap" }, "aria-live": "polite" },
    el("h2", { text: watching ? "Latest moves" : "Since your last turn" }),
    el("ul", { class: "recap-lines" }, recap.lines.slice(-8).map((line) => el("li", { text: line }))),
    recap.lines.length > 8 ? el("p", { class: "muted small", text: `and ${recap.lines.length - 8} earlier moves (see the log)` }) : null);
}

/** Marks the networks that changed (the viewer's own network is never marked). */
export function markChanged(root, ctx) {
  for (const player of (ctx.recap && ctx.recap.players) || []) {
    const node = root.querySelector(`[data-testid=network-${player}]`);
    if (node) node.classList.add("changed");
  }
}

// The latest round whose summary this seat closed, kept in this browser (every tab of it).
const seenKey = (gameId, seat) => `primetime:summary:${gameId}:${seat}`;

function seenRound(gameId, seat) {
  try { return Number(localStorage.getItem(seenKey(gameId, seat)) || 0); } catch { return 0; }
}

/** The round summary over the table, until Continue (or Enter) is pressed; seated players only,
 * once per round, and only while it is news to the seat: not once it was closed in this
 * browser, nor once the seat has moved since (the server's `seen`: another browser, or a new
 * tab mid-round). Returns the dialog, or null. */
export function roundSummaryDialog(ctx, onClose) {
  const summary = ctx.round_summary;
  // seated players only; at the end of the game the last round shows under the final scores
  if (!summary || ctx.seat === null || ctx.seat === undefined || ctx.table.over || summary.seen) return null;
  if (summary.round <= seenRound(ctx.gameId, ctx.seat) || ctx.summaryClosed >= summary.round) return null;
  // the same dialog across redraws (bots keep moving behind it): its button keeps its place
  if (ctx.summaryDialog && ctx.summaryDialog.round === summary.round) return ctx.summaryDialog.node;
  const close = () => {
    try { localStorage.setItem(seenKey(ctx.gameId, ctx.seat), String(summary.round)); } catch { /* memory only */ }
    ctx.summaryClosed = summary.round;
    ctx.summaryDialog = null;
    onClose();
  };
  const button = el("button", { type: "button", class: "primary", data: { testid: "round-summary-continue" }, on: { click: close }, text: "Continue" });
  const dialog = el("div", { class: "summary-backdrop", data: { testid: "round-summary" } },
    el("div", { class: "panel summary-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "summary-title" },
      el("h2", { id: "summary-title", text: summary.title }),
      renderSummaryNetworks(ctx, summary),
      el("div", { class: "summary-actions" }, button)));
  dialog.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
    if (e.key === "Tab") { e.preventDefault(); button.focus(); } // the dialog keeps the focus
  });
  ctx.summaryDialog = { round: summary.round, node: dialog };
  return dialog;
}

/** The tab's title: "Your turn" first when the decision is yours. */
export function tabTitle(ctx) {
  const base = `primetime · ${ctx.seats.map((s) => s.name).join(", ")}`;
  if (ctx.table && ctx.table.over) return `Game over · ${base}`;
  return ctx.decision ? `▶ Your turn · ${base}` : base;
}

/** Keyboard: Enter or Space on a marked card or timeslot acts like a click; each gets a place
 * in the tab order. */
export function keyboardActionable(root) {
  root.querySelectorAll(".actionable").forEach((node) => {
    if (!node.hasAttribute("tabindex")) node.tabIndex = 0;
    if (!node.getAttribute("role")) node.setAttribute("role", "button");
    node.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); node.click(); }
    });
  });
}
