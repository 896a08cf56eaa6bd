// The game page: connects to the game's WebSocket with this browser's seat token (or none, to
// watch), keeps the latest view and the log, and redraws the table on every new view.

import { el, replace, toast, setStatus, announce } from "./dom.js";
import { GameSocket, catalog as loadCatalog } from "./api.js";
import {
  renderBanner, renderInPlay, renderNetwork, renderScoreboard, renderGenres,
  renderPassTrack, renderDecks, renderLog, renderResult, renderExecutives, renderRules,
} from "./table.js";
import { renderDecision, markActionable, popoverCard } from "./decision.js";
import { withGameCards } from "./cards.js";
import {
  renderDisplayCompact, renderOpponents, renderRecap, markChanged, roundSummaryDialog, tabTitle,
  keyboardActionable,
} from "./glance.js";

const tokenKey = (gameId) => `primetime:token:${gameId}`;

/** The seat token for a game: from the link's fragment (then kept in this browser), or kept. */
function seatToken(gameId) {
  const params = new URLSearchParams(location.hash.slice(1));
  const search = new URLSearchParams(location.search);
  if (search.has("watch")) return null;
  const token = params.get("token");
  if (token) {
    try { localStorage.setItem(tokenKey(gameId), token); } catch { /* private mode: keep it in memory */ }
    history.replaceState(null, "", location.pathname + location.search);
    return token;
  }
  try { return localStorage.getItem(tokenKey(gameId)); } catch { return null; }
}

/** Forget a seat token the server refused, so the game's plain address watches instead of being
 * refused again. */
function forgetToken(gameId, token) {
  try {
    if (localStorage.getItem(tokenKey(gameId)) === token) localStorage.removeItem(tokenKey(gameId));
  } catch { /* private mode: nothing was kept */ }
}

/** A page in place of the table when the game cannot go on here: what happened, and the ways on
 * (links). It stays: a toast would fade and leave "Connecting…" behind. */
function notice(main, testid, title, text, links) {
  replace(main, el("section", { class: "panel notice", role: "alert", data: { testid } },
    el("h2", { text: title }),
    text ? el("p", { text }) : null,
    el("p", { class: "notice-links" }, links)));
}

const lobbyLink = (text) => el("a", { class: "button", href: "/", data: { testid: "back-to-lobby" }, text });

/** The page for a game id that names no game. */
export function noSuchGame(main) {
  notice(main, "no-such-game", "No such game.", null, lobbyLink("Back to the lobby"));
}

/** A seat link the server refused (mistyped, or its seat was taken from the lobby): the game can
 * still be watched. */
function seatRefused(main, gameId, token) {
  forgetToken(gameId, token);
  notice(main, "seat-refused", "This link opens no seat of this game",
    "It may be mistyped or cut short, or its seat may have been taken from the lobby. You can still watch the game.",
    [el("a", { class: "button primary", href: `/game/${encodeURIComponent(gameId)}?watch=1`, data: { testid: "watch-instead" }, text: "Watch as spectator" }),
      lobbyLink("Back to lobby")]);
}

// Options a first focus must never land on: Enter would pass for the round.
const PASS_KINDS = new Set(["pass", "free-pass"]);
// What names a control across redraws (the page is drawn afresh on every message).
const FOCUS_KEYS = ["testid", "option", "card", "slot", "kind", "group", "seat"];

/** A selector for the focused control that finds its twin in the next drawing, or null. */
function focusKey(node, root) {
  if (!node || node === document.body || !root.contains(node) || !node.dataset) return null;
  if (node.tagName === "SUMMARY" && node.parentElement?.dataset.group !== undefined) {
    return `details[data-group="${CSS.escape(node.parentElement.dataset.group)}"] > summary`;
  }
  const parts = FOCUS_KEYS.filter((key) => node.dataset[key] !== undefined)
    .map((key) => `[data-${key}="${CSS.escape(node.dataset[key])}"]`);
  return parts.length ? node.tagName.toLowerCase() + parts.join("") : null;
}

/** Whose turn it is, in words for a screen reader: "Your turn: <prompt>", or who decides. */
function turnWords(ctx) {
  if (ctx.table.over) return "The game is over.";
  if (ctx.decision) return `Your turn: ${ctx.decision.prompt}`;
  const waiting = ctx.waiting_on;
  if (waiting === null || waiting === undefined) return "";
  return `${ctx.seats[waiting]?.name || "Someone"} is deciding.`;
}

export async function gamePage(main, gameId) {
  const catalog = await loadCatalog();
  const token = seatToken(gameId);
  const ctx = { catalog, gameId, seat: null, seats: [], board: null, online: null, table: null, decision: null, undo: null, hint: null, hinting: null, waiting_on: null, state: -1, log: [], result: null };
  let pending = false;

  const root = el("div", { class: "game", data: { testid: "game" } }, el("p", { class: "muted", text: "Connecting…" }));
  replace(main, root);

  function choose(option) {
    if (pending || !ctx.decision) return;
    if (socket.choose(ctx.state, option.text)) {
      ctx.lastCard = option.card || null; // the next turn's options about it start open
      pending = true;
      root.classList.add("pending");
      document.body.dataset.pending = "1";
    } else toast("Not connected; reconnecting…");
  }

  function undo() {
    if (pending) return;
    if (socket.undo(ctx.state)) {
      pending = true;
      document.body.dataset.pending = "1";
    } else toast("Not connected; reconnecting…");
  }

  function askHint() {
    if (ctx.hinting === ctx.state) return;
    if (socket.hint(ctx.state)) {
      ctx.hinting = ctx.state;
      draw();
    } else toast("Not connected; reconnecting…");
  }

  function draw() {
    if (!ctx.table || !ctx.board) return;
    document.body.dataset.state = String(ctx.state);
    document.body.dataset.myTurn = ctx.decision ? "1" : "0";
    document.body.dataset.over = ctx.table.over ? "1" : "0";
    // Three areas, each its own scroll: your network and the display | what just happened and
    // the decision | the other networks, scores, pass track, genre tracks, log (glance.js).
    const seated = ctx.seat !== null && ctx.seat !== undefined;
    const board = el("div", { class: "board" },
      ctx.result ? renderResult(ctx, ctx.result) : null,
      seated ? renderNetwork(ctx, ctx.seat) : null,
      renderInPlay(ctx),
      renderDisplayCompact(ctx));
    const middle = el("div", { class: "middle" }, renderRecap(ctx), renderDecision(ctx, choose, undo, askHint), renderRules(ctx));
    const side = el("aside", { class: "side", "aria-label": "networks and scores" },
      renderOpponents(ctx),
      renderScoreboard(ctx),
      renderPassTrack(ctx),
      renderGenres(ctx),
      renderExecutives(ctx),
      renderLog(ctx.log),
      renderDecks(ctx));
    const links = el("div", { class: "game-links" },
      el("a", { href: `/game/${encodeURIComponent(gameId)}?watch=1`, text: "watch as spectator" }),
      ctx.table.over ? el("a", { href: `/replay/${encodeURIComponent(gameId)}`, data: { testid: "replay-link" }, text: "replay this game" }) : null,
      el("a", { href: "/", text: "lobby" }));
    const dialog = roundSummaryDialog(ctx, () => { draw(); });
    // A redraw for a bot's move, someone connecting or a hint keeps the keyboard where it was:
    // moved to an option, the next Enter would choose what the player never picked.
    // (a new decision is one of this player's: another's move changes the state, not that)
    const mine = ctx.decision ? ctx.state : null;
    const newDecision = mine !== null && mine !== ctx.drawnDecision;
    ctx.drawnDecision = mine;
    // focus in a card's options box (closed by the redraw) goes back to its card
    const kept = focusKey(popoverCard(document.activeElement) || document.activeElement, root);
    const page = [renderBanner(ctx), el("div", { class: "layout glance" }, board, middle, side), links];
    if (dialog && dialog.parentNode === root) {
      // The round's summary stays in place while bots' moves redraw the page behind it: taken
      // out and put back, a click on its Continue pressed meanwhile could be lost.
      [...root.children].forEach((child) => { if (child !== dialog) child.remove(); });
      page.forEach((child) => root.insertBefore(child, dialog));
    } else replace(root, ...page, dialog);
    // behind the round's summary the page is inert: no Tab reaches it, no reader reads it
    if (dialog) [...root.children].forEach((child) => { if (child !== dialog) child.inert = true; });
    markActionable(board, ctx, choose);
    keyboardActionable(board);
    markChanged(side, ctx);
    root.classList.remove("pending");
    document.title = tabTitle(ctx);
    announce(turnWords(ctx)); // said when it changes: a new decision, who decides, the end
    document.body.dataset.summary = dialog ? "1" : "0";
    // Keyboard focus: on the summary's Continue; on the hint that came; where it was; else on
    // the decision (a new one, or focus lost with what it was on).
    const twin = kept ? root.querySelector(kept) : null;
    const active = document.activeElement;
    if (dialog) dialog.querySelector("button").focus();
    else if (ctx.focusHint && middle.querySelector("[data-testid=hint-box]")) {
      const box = middle.querySelector("[data-testid=hint-box]");
      box.tabIndex = -1;
      box.focus({ preventScroll: true });
    } else if (twin && !newDecision) twin.focus({ preventScroll: true });
    else if (!active || active === document.body || !document.contains(active)) {
      // the first option in view (not one in a closed group) that is not a pass, else the
      // decision panel itself
      const shown = [...middle.querySelectorAll("[data-testid=option]")]
        .find((b) => b.closest("details:not([open])") === null && !PASS_KINDS.has(b.dataset.kind));
      const target = shown || middle.querySelector("[data-testid=decision]");
      if (target) {
        if (!target.matches("button")) target.tabIndex = -1;
        target.focus({ preventScroll: true });
      }
    }
  }

  function onMessage(message) {
    switch (message.type) {
      case "welcome":
        ctx.seat = message.seat;
        ctx.seats = message.seats;
        ctx.board = message.board;
        ctx.catalog = withGameCards(ctx.catalog, message.board);
        document.title = `primetime · ${message.seats.map((s) => s.name).join(", ")}`;
        break;
      case "view":
        if (message.log_start === 0) ctx.log = message.log;
        else if (message.log_start === ctx.log.length) ctx.log = ctx.log.concat(message.log);
        ctx.table = message.table;
        ctx.decision = message.decision;
        ctx.undo = message.undo;
        ctx.waiting_on = message.waiting_on;
        ctx.state = message.state;
        ctx.result = message.result;
        ctx.rules = message.rules;
        ctx.recap = message.recap;
        ctx.round_summary = message.round_summary;
        pending = false;
        document.body.dataset.pending = "0";
        draw();
        break;
      case "hint":
        if (message.state === ctx.state) {
          ctx.hint = message;
          ctx.hinting = null;
          ctx.focusHint = true; // the answer takes the keyboard (and a screen reader) to it
          draw();
          ctx.focusHint = false;
        }
        break;
      case "presence":
        ctx.online = message.online;
        draw();
        break;
      case "undone": // someone took a choice back: the view that follows may take a decision away
        if (message.seat !== ctx.seat) toast(`${message.name} took back their last choice`, "ok");
        break;
      case "error":
        if (ctx.hinting !== null) { ctx.hinting = null; draw(); }
        pending = false;
        document.body.dataset.pending = "0";
        root.classList.remove("pending");
        if (message.code === "bad-token") seatRefused(main, gameId, token);
        else if (message.code === "not-found") noSuchGame(main);
        else if (message.code === "gone") notice(main, "game-gone", message.message || "This game can no longer be played.", null, lobbyLink("Back to the lobby"));
        else if (message.code === "full") toast("Too many people are watching this game; trying again shortly…");
        else toast(message.message || message.code);
        break;
      default:
        break;
    }
  }

  const socket = new GameSocket(gameId, token, onMessage, (state) => {
    const labels = { connecting: ["connecting…", "warn"], open: [token ? "connected" : "watching", "ok"], reconnecting: ["reconnecting…", "warn"], full: ["watchers full: retrying…", "warn"], refused: ["disconnected", "bad"] };
    const [text, kind] = labels[state] || [state, ""];
    setStatus(text, kind);
  });
}
