// Cards as the table shows them: shows with slots and season rows, stars and ads with their
// upright and upside-down values, network cards with their type. Hidden cards are card backs.

import { el, money } from "./dom.js";

export const TIMESLOT_ICON = { daytime: "☀", primetime: "◐", latenight: "☾", weekend: "✦" };
const TIMESLOT_NAME = { daytime: "Daytime", primetime: "Primetime", latenight: "Late Night", weekend: "Weekend" };
const SLOT_ICON = { star: "★", ad: "$", wild: "✱" };
const NETWORK_TYPE = { immediate: "Immediate", "use-once": "Use Once", ongoing: "Ongoing", "game-end": "Game End" };

/** A hidden card (a placeholder like "?star"): its back, naming only its deck. */
export function cardBack(placeholder, small = false) {
  const pool = placeholder.slice(1).replace(/^show[AB]?$/, "show");
  return el("div", { class: ["card", "back", small && "small"], title: `hidden ${pool} card`, data: { testid: "card-back" } },
    el("span", { class: "back-label", text: pool }));
}

function slotIcons(slots) {
  return el("div", { class: "slots", title: "attachment slots (outlined: optional)" },
    slots.map((s) => el("span", {
      class: ["slot", s.kind, s.required ? "required" : "optional"],
      title: `${s.required ? "required" : "optional"} ${s.kind} slot`,
      text: SLOT_ICON[s.kind] || "?",
    })));
}

/** The season track: 4 rows of viewers; the preferred timeslot icon on row 1, X on row 3. */
function seasonRows(card, markerRow) {
  return el("ol", { class: "season", title: "season track: viewers per round" },
    card.rows.map((viewers, row) => el("li", { class: ["row", row === markerRow && "marker"], data: { row } },
      el("span", { class: "row-icon" },
        row === 0 && card.timeslots.length ? el("span", { class: `ts ${card.timeslots[0]}`, title: `prefers ${card.timeslots.map((t) => TIMESLOT_NAME[t] || t).join(" or ")}`, text: card.timeslots.map((t) => TIMESLOT_ICON[t] || "").join("") }) : null,
        row === 2 && card.timeslots.length ? el("span", { class: "ts penalty", title: "starts here outside its preferred timeslot", text: "✕" }) : null),
      el("span", { class: "viewers", text: viewers }))));
}

function showBody(card, opts) {
  const genre = card.genre;
  return [
    el("div", { class: "card-head" },
      el("span", { class: "cost", title: "production cost", text: card.cost ? money(card.cost) : "free" }),
      el("span", { class: "name", text: card.name })),
    el("div", { class: "card-sub" },
      el("span", { class: `genre g-${genre}`, text: opts.genreName || genre }),
      card.expenses ? el("span", { class: "expenses", title: "expenses each round", text: `−${money(card.expenses)}` }) : null,
      card.deck ? el("span", { class: "deck", title: "deck", text: card.deck }) : null),
    el("div", { class: "show-mid" }, slotIcons(card.slots), seasonRows(card, opts.row)),
    // on the air in its last row: canceled once it ages this round
    opts.row === card.rows.length - 1 ? el("div", { class: "last-season", data: { testid: "last-season" }, title: "its marker moves off the track when it ages: canceled to your reruns", text: "last season" }) : null,
    card.text ? el("div", { class: "effect", text: card.text, title: card.clarification ? `Clarification: ${card.clarification}` : null }) : null,
  ];
}

function valuePair(label, upright, down, title) {
  return el("div", { class: "values", title },
    el("span", { class: "label", text: label }),
    el("span", { class: "up", text: upright }),
    el("span", { class: "down", text: down }));
}

function starBody(card) {
  return [
    el("div", { class: "card-head" },
      el("span", { class: "cost", title: "signing cost", text: money(card.cost) }),
      el("span", { class: "name", text: card.name })),
    el("div", { class: "card-sub" }, el("span", { class: "type", text: card.category === "pilot" ? "pilot star" : "star" })),
    valuePair("viewers", `+${card.viewers}`, `+${card.down_viewers}`, "viewers: upright / upside down"),
    valuePair("expenses", `−${money(card.expenses)}`, `−${money(card.down_expenses)}`, "expenses each round: upright / upside down"),
    card.condition ? el("div", { class: "condition", title: "condition: upside down unless met", text: `if ${card.condition}` }) : null,
    card.text ? el("div", { class: "effect", text: card.text, title: card.clarification ? `Clarification: ${card.clarification}` : null }) : null,
  ];
}

function adBody(card) {
  return [
    el("div", { class: "card-head" },
      el("span", { class: "cost bonus", title: "cash bonus when signed", text: `+${money(card.bonus)}` }),
      el("span", { class: "name", text: card.name })),
    el("div", { class: "card-sub" }, el("span", { class: "type", text: card.promo_cost ? "promo ad" : card.category === "pilot" ? "pilot ad" : "ad" })),
    valuePair("income", `+${money(card.income)}`, `+${money(card.down_income)}`, "income each round: upright / upside down"),
    card.viewers || card.down_viewers ? valuePair("viewers", `+${card.viewers}`, `+${card.down_viewers}`, "viewers: upright / upside down") : null,
    card.promo_cost ? el("div", { class: "condition", text: `promo: pay ${money(card.promo_cost)} or rotate` }) : null,
    card.condition ? el("div", { class: "condition", title: "condition: upside down unless met", text: `if ${card.condition}` }) : null,
    card.text ? el("div", { class: "effect", text: card.text, title: card.clarification ? `Clarification: ${card.clarification}` : null }) : null,
  ];
}

function networkBody(card) {
  return [
    el("div", { class: "card-head" },
      card.cost ? el("span", { class: "cost", text: money(card.cost) }) : null,
      el("span", { class: "name", text: card.name })),
    el("div", { class: "card-sub" }, el("span", { class: `ntype n-${card.network_type}`, text: NETWORK_TYPE[card.network_type] || card.network_type })),
    card.text ? el("div", { class: "effect", text: card.text, title: card.clarification ? `Clarification: ${card.clarification}` : null }) : null,
  ];
}

function mogulBody(card) {
  const half = (where, type, text) => (type
    ? el("div", { class: `effect mogul-${where}` }, el("span", { class: `ntype n-${type}`, text: NETWORK_TYPE[type] || type }), ` ${text}`)
    : null);
  return [
    el("div", { class: "card-head" }, el("span", { class: "name", text: card.name })),
    el("div", { class: "card-sub" }, el("span", { class: "type", text: "mogul" })),
    half("top", card.top_type, card.top_text),
    half("bottom", card.bottom_type, card.bottom_text),
    card.clarification ? el("div", { class: "small muted", text: card.clarification }) : null,
  ];
}

function executiveBody(card) {
  return [
    el("div", { class: "card-head" }, el("span", { class: "name", text: card.name })),
    el("div", { class: "card-sub" }, el("span", { class: "type", text: `executive · complexity ${card.complexity} of 3` })),
    el("div", { class: "effect", text: `Ability: ${card.ability}` }),
    el("div", { class: "effect muted", text: `Drawback: ${card.drawback}` }),
  ];
}

/** Telly Time's tiles (a genre grid, a pass track tile), should one be drawn as a card. */
function tileBody(card, catalog) {
  const sub = card.kind === "grid"
    ? card.squares.map((row) => row.map((g) => catalog.genres[g] || g).join(" · ")).join(" / ")
    : (card.columns || []).map(([cash, viewers]) => `$${cash}M or ${viewers}v`).join(", ");
  return [
    el("div", { class: "card-head" }, el("span", { class: "name", text: card.name })),
    el("div", { class: "card-sub" }, el("span", { class: "type", text: card.kind === "grid" ? "genre grid" : "pass track tile" })),
    el("div", { class: "effect small", text: sub }),
  ];
}

/** A card that is its name, a type line and a text (a solo card, one of Continuum's anomalies). */
function textBody(card, type) {
  return [
    el("div", { class: "card-head" }, el("span", { class: "name", text: card.name })),
    el("div", { class: "card-sub" }, el("span", { class: "type", text: type })),
    card.text ? el("div", { class: "effect", text: card.text, title: card.clarification ? `Clarification: ${card.clarification}` : null }) : null,
  ];
}

/**
 * A card element. opts: {row (marker row of a show on the air), upright (attachments),
 * small, viewers (a show's viewers this round), genreName, faceDown (a used mogul)}.
 */
export function renderCard(catalog, id, opts = {}) {
  if (!id) return el("div", { class: "card empty", text: "—" });
  if (id.startsWith("?")) return cardBack(id, opts.small);
  const card = catalog.cards[id];
  if (!card) return el("div", { class: "card", text: id });
  let body;
  if (card.kind === "show") body = showBody(card, { ...opts, genreName: catalog.genres[card.genre] });
  else if (card.kind === "star") body = starBody(card);
  else if (card.kind === "ad") body = adBody(card);
  else if (card.kind === "network") body = networkBody(card);
  else if (card.kind === "mogul") body = mogulBody(card);
  else if (card.kind === "executive") body = executiveBody(card);
  else if (card.kind === "grid" || card.kind === "passtile") body = tileBody(card, catalog);
  // anomalies: star-backed, signed free, never attached (their text says the rest)
  else if (card.kind === "anomaly") body = textBody(card, "anomaly · signs free, can't be attached");
  else body = textBody(card, `solo: discards a ${card.discard}`);
  const classes = ["card", card.kind, card.kind === "show" && `g-${card.genre}`, opts.small && "small",
    opts.upright === false && "rotated", opts.faceDown && "face-down"];
  return el("div", { class: classes, data: { card: id, testid: "card" }, title: card.name },
    body,
    opts.upright === false ? el("div", { class: "rotated-badge", title: "attached upside down: the gray values count", text: "upside down" }) : null,
    opts.superstar ? el("div", { class: "superstar-badge", data: { testid: "superstar" }, title: "a superstar (Starryeye's token): no expenses, never forced upside down, whatever its condition", text: "★ superstar" }) : null,
    opts.faceDown ? el("div", { class: "rotated-badge", data: { testid: "face-down" }, title: "a used mogul: no more effects", text: "face down" }) : null,
    opts.viewers !== undefined && opts.viewers !== null ? el("div", { class: "now", title: "viewers this round", text: `${opts.viewers} viewers now` }) : null);
}

/** A card's name for lists and logs (hidden cards say which deck). */
export function cardName(catalog, id) {
  if (!id) return "";
  if (id.startsWith("?")) return `hidden ${id.slice(1)} card`;
  return catalog.cards[id]?.name || id;
}

/** The catalog as this game words its cards: the board's `cards` (Telly Time words some base
 * cards and executives otherwise) over the catalog's own. */
export function withGameCards(catalog, board) {
  if (!board || !board.cards || !Object.keys(board.cards).length) return catalog;
  return { ...catalog, cards: { ...catalog.cards, ...board.cards } };
}
