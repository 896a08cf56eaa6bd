// The whole table from one view: the display, every network (lineup, green room, reruns, cash),
// genre tracks, the pass track, the scoreboard, decks and discards, and the log.

import { el, money } from "./dom.js";
import { renderCard, cardName, TIMESLOT_ICON } from "./cards.js";

const OPPONENT = -2;
const ROW_TITLES = { show: "Shows", star: "Stars", ad: "Ads", network: "Network cards" };
const PHASES = { setup: "Setup", pilot: "Pilot Season", actions: "Actions", upkeep: "Upkeep", scoring: "Scoring", aging: "Aging shows", over: "Game over" };
const BONUS = { star: "Star", ad: "Ad", network: "Network", wild: "Wild", mogul: "Mogul" };

/** "1 viewer", "3 viewers". */
const viewerCount = (n) => `${n} viewer${n === 1 ? "" : "s"}`;

export function seatName(ctx, index) {
  if (index === OPPONENT) return "the solo opponent";
  return ctx.table.players[index]?.name ?? `seat ${index}`;
}

function seatChip(ctx, index) {
  const cls = index === OPPONENT ? "p-opp" : `p${index}`;
  return el("span", { class: `chip ${cls}`, title: seatName(ctx, index), text: index === OPPONENT ? "Opp" : chipText(ctx, index) });
}

function initials(name) {
  const words = (name.match(/[\p{L}\p{N}]+/gu) || ["?"]).filter((w) => w.toLowerCase() !== "bot");
  if (!words.length) words.push("?");
  return (words.length > 1 ? words[0][0] + words[1][0] : words[0].slice(0, 2)).toUpperCase();
}

/** A seat's marker text: its initials, or, where two seats would share them, a letter and the
 * seat number (never "BO" for everyone). */
export function chipText(ctx, index) {
  const mine = initials(seatName(ctx, index));
  const shared = ctx.table.players.some((p, i) => i !== index && initials(p.name) === mine);
  return shared ? `${mine[0]}${index + 1}` : mine;
}

/** Who won, in a few words (the phase beside it already says "Game over"). */
function resultLine(result, solo) {
  const players = result.players;
  if (solo && players[0].rank) return `${players[0].rank}, ${players[0].total} viewers`;
  const names = result.winners.map((i) => players[i].name).join(" and ");
  return `${result.winners.length > 1 ? "Shared victory" : "Winner"}: ${names}`;
}

/** The banner: round, phase, and whose decision it is (once the game is over, who won). */
export function renderBanner(ctx) {
  const t = ctx.table;
  const waiting = ctx.waiting_on;
  let turn;
  if (t.over) turn = ctx.result ? el("strong", { data: { testid: "banner-result" }, text: resultLine(ctx.result, ctx.table.solo) }) : null;
  else if (waiting === null || waiting === undefined) turn = el("span", { text: "…" });
  else if (waiting === ctx.seat) turn = el("strong", { class: "your-turn", data: { testid: "your-turn" }, text: "Your decision" });
  else {
    const bot = ctx.seats[waiting]?.bot;
    turn = el("span", {}, "Waiting for ", el("strong", { text: seatName(ctx, waiting) }), bot ? ` (bot, ${bot})` : "");
  }
  const decide = waiting === ctx.seat && !t.over;
  return el("div", { class: "banner", data: { testid: "banner" } },
    el("h1", { class: "visually-hidden", text: "primetime: the game" }),
    // the decision is drawn after the board: a keyboard gets there in one step
    decide ? el("a", { class: "skip", href: "#decision", data: { testid: "skip-to-decision" }, text: "Skip to your decision" }) : null,
    el("span", { class: "round", text: t.round ? `Round ${t.round} of ${ctx.board.rounds}` : "Before round 1" }),
    el("span", { class: "phase", text: PHASES[t.phase] || t.phase }),
    el("span", { class: "turn" }, turn),
    ctx.seat === null || ctx.seat === undefined ? el("span", { class: "badge", text: "spectating" }) : null);
}

/** The display: four rows of face-up cards (taken cards leave a gap). */
export function renderDisplay(ctx) {
  const t = ctx.table;
  return el("section", { class: "panel display", data: { testid: "display" } },
    el("h2", { text: "Display" }),
    ctx.board.display_types.map((kind) => {
      const row = t.display[kind] || [];
      const deck = t.decks[kind];
      return el("div", { class: `display-row row-${kind}` },
        el("div", { class: "row-title" }, el("span", { text: ROW_TITLES[kind] || kind }),
          deck ? el("span", { class: "muted small", title: "cards left in the deck", text: `deck ${deck.count}` }) : null),
        el("div", { class: "cards" }, row.map((id, i) => id
          ? el("div", { class: "slot-holder", data: { zone: "display", index: i } }, renderCard(ctx.catalog, id))
          : el("div", { class: "card gone", title: "taken this round", text: "taken" }))));
    }));
}

/** Cards in the middle of something: a production, revealed cards, solo piles. */
export function renderInPlay(ctx) {
  const t = ctx.table;
  const parts = [];
  if (t.production) {
    const p = t.production;
    parts.push(el("div", { class: "in-play" },
      el("h3", {}, el("span", { text: `${seatName(ctx, p.player)} is producing` })),
      el("div", { class: "cards" }, renderCard(ctx.catalog, p.card),
        p.attachments.map((a) => renderCard(ctx.catalog, a, { small: true })))));
  }
  if (t.buffer.length) {
    parts.push(el("div", { class: "in-play" }, el("h3", { text: "Revealed" }),
      el("div", { class: "cards" }, t.buffer.map((id) => renderCard(ctx.catalog, id, { small: true })))));
  }
  const revealed = t.parts.solo && t.parts.solo.revealed;
  if (revealed) {
    parts.push(el("div", { class: "in-play solo-piles", data: { testid: "solo-piles" } },
      el("h3", { text: "Solo opponent" }),
      el("p", { class: "small", data: { testid: "solo-progress" }, text: `The opponent: ${t.solo_progress}.` }),
      el("div", { class: "cards" }, revealed.slice(-3).map((id) => renderCard(ctx.catalog, id, { small: true })))));
  }
  return parts.length ? el("section", { class: "panel in-play-panel" }, parts) : null;
}

/** Whether a star on this show holds a superstar token (Starryeye's: the show's `tokens`). */
export function isSuperstar(show, card) {
  return (show.tokens || []).some(([held, token]) => held === card && token === "superstar");
}

function lineupSlot(ctx, player, index, slotIndex, show) {
  const word = ctx.board.timeslots[slotIndex];
  const mine = index === ctx.seat;
  return el("div", { class: ["timeslot", `ts-${word}`], data: { slot: slotIndex, mine: mine ? "1" : null, testid: mine ? `my-slot-${slotIndex}` : null } },
    el("div", { class: "ts-title" }, el("span", { class: `ts ${word}`, text: TIMESLOT_ICON[word] || "" }), el("span", { text: ctx.catalog.timeslots[word] || word })),
    show
      ? el("div", { class: "on-air" },
        // once the game is over the shows have aged past their last round: no "viewers now"
        renderCard(ctx.catalog, show.card, { row: show.row, viewers: ctx.table.over ? null : show.viewers }),
        show.genre !== ctx.catalog.cards[show.card]?.genre ? el("div", { class: "small", text: `now a ${ctx.catalog.genres[show.genre] || show.genre} show` }) : null,
        el("div", { class: "attachments" }, show.attachments.map((a) => renderCard(ctx.catalog, a.card, {
          small: true,
          upright: a.upright,
          superstar: isSuperstar(show, a.card),
        }))))
      : el("div", { class: "card empty", text: "empty timeslot" }));
}

/** One network: name, cash, lineup, green room, reruns, hidden hand. */
export function renderNetwork(ctx, index) {
  const p = ctx.table.players[index];
  const seat = ctx.seats[index] || {};
  const mine = index === ctx.seat;
  const passed = ctx.table.pass_track.includes(index);
  const first = ctx.table.first === index;
  const deciding = ctx.waiting_on === index && !ctx.table.over;
  return el("section", { class: ["panel", "network", `p${index}`, mine && "mine", deciding && "deciding"], data: { testid: `network-${index}` } },
    el("div", { class: "network-head" },
      el("span", { class: `chip p${index}`, text: chipText(ctx, index) }),
      el("h2", { class: "player-name", text: p.name }),
      mine ? el("span", { class: "badge you", text: "you" }) : null,
      seat.bot ? el("span", { class: "badge", text: `bot · ${seat.bot}` }) : null,
      ctx.online && !seat.bot ? el("span", { class: ["dot", ctx.online[index] ? "on" : "off"], title: ctx.online[index] ? "connected" : "not connected", role: "img", "aria-label": ctx.online[index] ? "connected" : "not connected" }) : null,
      first ? el("span", { class: "badge first", title: "1st player", text: "1st" }) : null,
      passed ? el("span", { class: "badge passed", text: "passed" }) : null,
      deciding ? el("span", { class: "badge deciding", text: "deciding…" }) : null,
      el("span", { class: "cash", data: { testid: `cash-${index}` }, title: "cash", text: money(p.cash) })),
    ctx.table.executives && ctx.table.executives[index] ? el("p", { class: "small executive", data: { testid: `network-executive-${index}` } }, el("strong", { text: "Executive: " }), executiveLine(ctx.table.executives[index])) : null,
    el("div", { class: "lineup" }, p.lineup.map((show, slot) => lineupSlot(ctx, p, index, slot, show))),
    renderGrid(ctx, index),
    el("div", { class: "zones" },
      el("div", { class: "zone green-room" },
        el("h3", { text: `Green room (${p.green_room.length})` }),
        el("div", { class: "cards" }, p.green_room.length ? p.green_room.map((id) => renderCard(ctx.catalog, id, { small: true, faceDown: (p.face_down || []).includes(id) })) : el("span", { class: "muted", text: "empty" }))),
      p.hand.length ? el("div", { class: "zone hand" },
        el("h3", { text: mine ? "In your hand" : `Hand (${p.hand.length} hidden)` }),
        el("div", { class: "cards" }, p.hand.map((id) => renderCard(ctx.catalog, id, { small: true })))) : null,
      el("div", { class: "zone reruns" },
        el("h3", { text: `Reruns (${p.reruns.length})` }),
        p.reruns.length
          ? el("ul", { class: "rerun-list" }, p.reruns.map((id) => {
            const card = ctx.catalog.cards[id];
            const value = card && card.rows ? card.rows[card.rows.length - 1] : null;
            return el("li", { data: { card: id } }, el("span", { text: cardName(ctx.catalog, id) }), value !== null ? el("span", { class: "muted", text: ` ${value}` }) : null);
          }))
          : el("span", { class: "muted", text: "none" }))));
}

/** Telly Time: a player's genre grid, 3x3 squares (marked ones filled in their genre's colour)
 * with each row's bonus at its right end, the columns' below, the diagonals' in the corner, and
 * the lines one square away (the server's grid_text, so the terminal says the same). */
export function renderGrid(ctx, index) {
  const grid = ctx.table.grids && ctx.table.grids[index];
  if (!grid) return null;
  const square = (sq, r, c) => el("div", {
    class: ["grid-square", `g-${sq.genre}`, sq.marked && "marked"],
    title: `${sq.name}${sq.marked ? ": marked" : ": not marked yet"}`,
    data: { testid: `grid-${index}-${r}-${c}`, marked: sq.marked ? "1" : "0" },
  }, el("span", { text: sq.marked ? `✔ ${sq.name}` : sq.name }));
  // the diagonals' corner names both (each diagonal gives the bonus), as the terminal's "↘↙"
  const bonus = (text, where) => el("div", {
    class: "grid-bonus",
    title: where === "diagonals" ? `each diagonal: ${text} bonus` : `${where}: ${text} bonus`,
    text: `${where === "diagonals" ? "↘↙" : where.endsWith("row") ? "→" : "↓"} ${text}`,
  });
  const rowNames = ["top row", "middle row", "bottom row"];
  const cells = [];
  grid.rows.forEach((row, r) => {
    row.forEach((sq, c) => cells.push(square(sq, r, c)));
    cells.push(bonus(grid.row_bonuses[r], rowNames[r]));
  });
  grid.column_bonuses.forEach((b, c) => cells.push(bonus(b, ["left", "middle", "right"][c] + " column")));
  cells.push(bonus(grid.diagonal_bonus, "diagonals"));
  return el("div", { class: "zone genre-grid", data: { testid: `grid-${index}` } },
    el("h3", { title: grid.tile, text: `${grid.heading} (${grid.marked}/9)` }),
    el("div", { class: "grid-squares", role: "group", "aria-label": `${grid.tile}: ${grid.marked} of 9 squares marked` }, cells),
    el("p", { class: "muted small", data: { testid: `grid-summary-${index}` }, text: grid.summary }));
}

/** Every network, the viewer's own first. */
export function renderNetworks(ctx) {
  const order = ctx.table.players.map((_, i) => i);
  if (ctx.seat !== null && ctx.seat !== undefined) order.sort((a, b) => (a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b));
  return el("div", { class: "networks" }, order.map((i) => renderNetwork(ctx, i)));
}

/** This round's viewers as things stand (the server's `this_round`: the round's score if it
 * ended now, with the grid, an executive's and the pass track's viewers), and its parts in words
 * for a tooltip. */
export function thisRound(p) {
  const found = p.this_round;
  if (!found) return { total: "", parts: "viewers this round, as things stand" };
  const parts = [`${found.shows} from shows`].concat(found.others.map(([name, v]) => `${v >= 0 ? "+" : "-"} ${Math.abs(v)} ${name}`));
  return { total: found.total, parts: `viewers this round, as things stand: ${parts.join(" ")} = ${found.total}` };
}

/** Round scores so far and this round's running count. */
export function renderScoreboard(ctx) {
  const rounds = ctx.board.rounds;
  const head = el("tr", {}, el("th", { text: "Network" }),
    Array.from({ length: rounds }, (_, r) => el("th", { text: `R${r + 1}` })), el("th", { title: "sum of the round scores so far (end-game bonuses come at the end)", text: "Rounds" }), el("th", { title: "this round's viewers as things stand (shows, pass track, grid, executive)", text: "Now" }));
  const rows = ctx.table.players.map((p, i) => {
    const now = thisRound(p);
    return el("tr", { class: `p${i}` }, el("td", {}, seatChip(ctx, i), el("span", { text: ` ${p.name}` })),
      Array.from({ length: rounds }, (_, r) => el("td", { text: p.round_scores[r] ?? "" })),
      el("td", { class: "total", text: p.round_scores.reduce((a, b) => a + b, 0) }),
      el("td", { class: "muted", title: now.parts, text: ctx.table.over ? "" : now.total }));
  });
  return el("section", { class: "panel scoreboard", data: { testid: "scoreboard" } }, el("h2", { text: "Scoreboard" }),
    el("table", {}, el("thead", {}, head), el("tbody", {}, rows)));
}

/** A player without a mogul: "none yet" while one may come, "no mogul" once the game is over. */
const noMogul = (ctx) => (ctx.table.over ? "no mogul" : "none yet");

/** Genre tracks: spaces 1-5 with their bonuses and end-game viewers, and everyone's marker. */
export function renderGenres(ctx) {
  if (ctx.board.progress === "grid") return renderGridsPanel(ctx);
  const top = ctx.board.genre_top;
  const spaces = Array.from({ length: top }, (_, s) => s + 1);
  const rows = ctx.board.genres.map((genre) => [genre, ctx.catalog.genres[genre] || genre]).map(([genre, name]) => el("tr", {},
    el("th", { class: `g-${genre} genre-name`, text: name }),
    spaces.map((space) => {
      const moguls = ctx.table.parts.moguls;
      const token = moguls && space === 3 && moguls.tokens.includes(genre);
      const bonus = token ? "mogul" : ctx.board.genre_bonuses[genre]?.[space];
      const here = ctx.table.players.map((p, i) => (p.genres[genre] === space ? i : -1)).filter((i) => i >= 0);
      return el("td", { class: "space", title: `space ${space}: ${viewerCount(ctx.board.genre_viewers[space])} at game end${bonus ? `; ${BONUS[bonus]} bonus` : ""}` },
        el("div", { class: "space-top" }, el("span", { class: "muted small", text: ctx.board.genre_viewers[space] }), bonus ? el("span", { class: `bonus b-${bonus}`, text: BONUS[bonus][0] }) : null),
        el("div", { class: "markers" }, here.map((i) => seatChip(ctx, i))));
    })));
  const moguls = ctx.table.parts.moguls;
  return el("section", { class: "panel genres", data: { testid: "genre-tracks" } }, el("h2", { text: "Genre tracks" }),
    el("table", {}, el("thead", {}, el("tr", {}, el("th", {}), spaces.map((s) => el("th", { class: "small", text: s })))), el("tbody", {}, rows)),
    el("p", { class: "muted small", text: moguls ? "Top number: viewers at game end. S/A/N/W: the Star, Ad, Network or Wild bonus gained on landing there; M: a mogul token (a mogul for a player without one; the network bonus under it for the rest)." : "Top number: viewers at game end. S/A/N/W: the Star, Ad, Network or Wild bonus gained on landing there." }),
    mogulsHeld(ctx));
}

/** With Moguls, who holds which mogul ("(face down)" once used), under the tracks or the grids. */
function mogulsHeld(ctx) {
  const moguls = ctx.table.parts.moguls;
  if (!moguls) return null;
  const held = (m, i) => cardName(ctx.catalog, m) + ((ctx.table.players[i].face_down || []).includes(m) ? " (face down)" : "");
  return el("p", { class: "small", data: { testid: "moguls" } }, el("strong", { text: "Moguls: " }),
    moguls.taken.map((m, i) => `${ctx.table.players[i].name} ${m ? held(m, i) : noMogul(ctx)}`).join(", "));
}

/** Telly Time, in place of the genre tracks: each player's grid in one line, and the moguls. */
function renderGridsPanel(ctx) {
  const grids = ctx.table.grids || [];
  const moguls = ctx.table.parts.moguls;
  return el("section", { class: "panel genres", data: { testid: "genre-grids" } }, el("h2", { text: "Genre grids" }),
    el("ul", { class: "plain" }, ctx.table.players.map((p, i) => el("li", {}, seatChip(ctx, i), ` ${p.name}: `,
      el("span", { text: grids[i] ? grids[i].summary : "no tile yet" })))),
    el("p", { class: "muted small", text: "The first time you would advance on a genre, you mark its square; a completed row, column or diagonal gives the bonus at its end. +1 viewer a round per marked square; passing: +$1M per empty square." + (moguls ? " With Moguls, your 2nd completed line gives a mogul instead." : "") }),
    mogulsHeld(ctx));
}

/** An executive in one line: its name and its tokens or track. */
function executiveLine(x) {
  return x.status ? `${x.name}: ${x.status}` : x.name;
}

/** A board not shown yet: "choosing" (none sent) or "chosen", and to its keeper, which. */
function executiveChoice(x) {
  if (!x || x.choice !== "chosen") return el("span", { class: "muted", text: "choosing" });
  if (!x.kept) return el("span", { class: "muted", text: "chosen" });
  return [el("strong", { text: x.kept }), el("span", { class: "muted", text: " (others see it when everyone has chosen)" })];
}

/** Each player's executive (Megacorp Executives): name, its tokens or track, ability and
 * drawback; while the boards are chosen, who has chosen (and to each player, their own). */
export function renderExecutives(ctx) {
  const shown = ctx.table.executives;
  if (!shown) return null;
  const rows = shown.map((x, i) => el("li", { data: { testid: `executive-${i}` } }, seatChip(ctx, i), ` ${ctx.table.players[i].name}: `,
    x && x.name ? [el("strong", { text: x.name }), x.status ? el("span", { text: ` (${x.status})` }) : null,
      el("div", { class: "muted small", text: `Ability: ${x.ability} Drawback: ${x.drawback}` })]
      : executiveChoice(x)));
  return el("section", { class: "panel executives", data: { testid: "executives" } }, el("h2", { text: "Executives" }), el("ul", { class: "plain" }, rows));
}

/** The pass track: a column per passing position, who took it. */
export function renderPassTrack(ctx) {
  const columns = ctx.board.pass_columns;
  const track = ctx.table.pass_track;
  const cells = columns.map((c, i) => el("div", { class: "pass-col" },
    el("div", { class: "small", text: `${money(c.cash)} or ${c.viewers} viewers` }),
    el("div", { class: "markers" }, track[i] !== undefined ? seatChip(ctx, track[i]) : null)));
  const lastTaken = track.length > columns.length ? track[track.length - 1] : undefined;
  cells.push(el("div", { class: "pass-col last" },
    el("div", { class: "small", text: `last: ${money(ctx.board.last_pass_cash)}` }),
    el("div", { class: "markers" }, lastTaken !== undefined ? seatChip(ctx, lastTaken) : null)));
  return el("section", { class: "panel pass-track", data: { testid: "pass-track" } }, el("h2", { text: "Pass track" }), el("div", { class: "pass-cols" }, cells));
}

/** Deck sizes, and the public discards by type. */
export function renderDecks(ctx) {
  const t = ctx.table;
  return el("section", { class: "panel decks" }, el("h2", { text: "Decks and discards" }),
    el("ul", { class: "plain" }, Object.entries(t.decks).map(([kind, deck]) => el("li", {},
      el("span", { text: `${kind}: ${deck.count} in the deck` }),
      deck.known.length ? el("span", { class: "muted", text: ` (you know: ${deck.known.map((c) => cardName(ctx.catalog, c)).join(", ")})` }) : null))),
    Object.entries(t.discards).map(([kind, pile]) => pile.length ? el("details", {},
      el("summary", { text: `${kind} discards (${pile.length})` }),
      el("p", { class: "small", text: pile.map((c) => cardName(ctx.catalog, c)).join(", ") })) : null));
}

/** The game in brief (this game's rounds, how its genres score, how it is won), folded; it
 * stays as the player left it from one view to the next. */
export function renderRules(ctx) {
  if (!ctx.rules) return null;
  const box = el("details", { open: Boolean(ctx.rulesOpen) },
    el("summary", { text: "Rules in brief" }),
    el("p", { class: "small", text: ctx.rules }));
  box.addEventListener("toggle", () => { ctx.rulesOpen = box.open; });
  return el("section", { class: "panel rules", data: { testid: "rules" } }, box);
}

const QUIET = new Set(["deal", "draw", "discard", "reveal", "reshuffle"]);

/** The log's lines: entries an earlier line tells ("again": a player's turn after their own)
 * left out, and entries in a row of one `run` (a new display's deals) as one line, the last
 * one's `run_text`, which the server words for the whole run so far. */
export function logLines(entries) {
  const lines = [];
  for (const e of entries) {
    if (e.again) continue;
    const last = lines[lines.length - 1];
    const line = e.run ? { ...e, text: e.run_text } : e;
    if (e.run && last && last.run === e.run) lines[lines.length - 1] = line;
    else lines.push(line);
  }
  return lines;
}

/** The game log in plain English, newest first. */
export function renderLog(entries, highlightFrom = null) {
  const kept = logLines(entries);
  const shown = kept.slice(-400).reverse();
  const list = el("ol", { class: "log-lines", reversed: true, start: kept.length, data: { testid: "log" } },
    shown.map((e) => el("li", { class: [QUIET.has(e.kind) && "quiet", ["round", "score", "game-end"].includes(e.kind) && "loud", highlightFrom !== null && e.i >= highlightFrom && "fresh"] }, e.text)));
  return el("section", { class: "panel log" }, el("h2", {}, "Log ", el("span", { class: "muted small", text: "newest first" })), list);
}

/** A round summary's networks: each one's viewers, total, upkeep, cancels, pass and every
 * scored item with its why (the dialog after a round, and the last round under the final scores). */
export function renderSummaryNetworks(ctx, summary) {
  return el("div", { class: "summary-networks" }, summary.networks.map((n) => el("section", { class: `summary-network p${n.player}` },
    el("h3", {}, el("span", { class: `chip p${n.player}`, text: chipText(ctx, n.player) }), ` ${n.name}: ${n.viewers} viewers`, el("span", { class: "muted", text: ` (total ${n.score})` })),
    el("p", { class: "small", text: [
      n.upkeep > 0 ? `upkeep: earns ${money(n.upkeep)}` : n.upkeep < 0 ? `upkeep: pays ${money(-n.upkeep)}` : "upkeep: breaks even",
      n.canceled.length ? `canceled ${n.canceled.join(", ")}` : "",
      n.passed ? `passed ${n.passed}` : "",
    ].filter(Boolean).join(" · ") }),
    el("ul", { class: "summary-items" }, n.entries.map((e) => el("li", {},
      el("span", { class: "item-viewers", text: e.viewers }), el("span", { text: ` ${e.label}` }),
      e.why ? el("span", { class: "muted", text: ` (${e.why})` }) : null))))));
}

/** The last round's summary under the final scores: the game's end shows no summary dialog,
 * and the final table gives that round only as a number. */
function lastRound(ctx) {
  const summary = ctx.round_summary;
  if (!summary || summary.round !== ctx.board.rounds) return null;
  return el("section", { class: "last-round", data: { testid: "last-round" } },
    el("h3", { text: summary.title }), renderSummaryNetworks(ctx, summary));
}

/** The end-of-game breakdown: rounds, then the bonus columns this game has (the server's
 * `columns`: no Genres in Telly Time), total; the solo rank; the last round's summary. */
export function renderResult(ctx, result) {
  const rounds = ctx.board.rounds;
  const players = result.players;
  const columns = result.columns;
  // "R1" as on the scoreboard: with "Round 1" the Total column ran off a laptop's board column
  const head = el("tr", {}, el("th", { text: "" }),
    Array.from({ length: rounds }, (_, r) => el("th", { title: `Round ${r + 1}`, "aria-label": `Round ${r + 1}`, text: `R${r + 1}` })),
    columns.map((c) => el("th", { text: c.title })),
    el("th", { class: "total", text: "Total" }));
  const rows = players.map((p, i) => el("tr", { class: [p.winner && "winner", `p${i}`] },
    el("th", {}, el("span", { text: p.name }), p.winner && !ctx.table.solo ? el("span", { class: "badge winner-badge", text: "winner" }) : null),
    Array.from({ length: rounds }, (_, r) => el("td", { text: p.rounds[r] ?? 0 })),
    columns.map((c) => el("td", c.key === "network"
      ? { title: (p.network_cards || []).map(([card, v]) => `${cardName(ctx.catalog, card)}: ${v}`).join(", "), text: p.network }
      : { text: p[c.key] })),
    el("td", { class: "total", text: p.total })));
  const winners = result.winners.map((i) => players[i].name);
  const solo = ctx.table.solo && players[0].rank;
  return el("section", { class: "panel final", data: { testid: "final" } },
    el("h2", { text: "Final scores" }),
    result.seeded ? el("p", { class: "muted small", data: { testid: "seeded" }, text: "Seeded game: its creator chose the seed, so knew every card in advance." }) : null,
    solo
      ? el("p", { class: "headline", data: { testid: "solo-rank" } }, `${players[0].total} viewers. Your rank: `, el("strong", { text: result.standing || players[0].rank }))
      : el("p", { class: "headline" }, winners.length > 1 ? "Shared victory: " : "Winner: ", el("strong", { text: winners.join(" and ") })),
    el("p", { class: "muted small scroll-note", text: "Swipe the table sideways for every column; names and totals stay in view." }),
    el("div", { class: "table-wrap" }, el("table", { class: "breakdown" }, el("thead", {}, head), el("tbody", {}, rows))),
    // what the tooltips of the Network column say, in view (a phone has no hover)
    result.network_scored ? el("p", { class: "small", data: { testid: "network-scored" }, text: `${result.network_row}: ${result.network_scored}.` }) : null,
    el("p", { class: "muted small", data: { testid: "final-notes" }, text: result.notes }),
    lastRound(ctx));
}
