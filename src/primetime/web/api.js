// Talking to the server: JSON over HTTP for the lobby, one WebSocket per game for play.

export async function getJSON(path) {
  const response = await fetch(path, { headers: { Accept: "application/json" } });
  return answer(response);
}

export async function postJSON(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  return answer(response);
}

/** One refused field of a request in words: "seat 1 name: a name must not be empty", or the
 * message alone for the request as a whole (Pydantic's "Value error, " left out). */
function refusal(d) {
  const where = (d.loc || []).slice(1).join(".").replace(/^seats\.(\d+)\.?/, (_, i) => `seat ${Number(i) + 1} `).trim();
  const message = String(d.msg || "").replace(/^Value error, /, "");
  return where ? `${where}: ${message}` : message;
}

async function answer(response) {
  let data = null;
  try { data = await response.json(); } catch { data = null; }
  if (!response.ok) {
    let detail = data && data.detail;
    if (Array.isArray(detail)) detail = detail.map(refusal).join("; ");
    throw new Error(detail || `${response.status} ${response.statusText}`);
  }
  return data;
}

let catalogPromise = null;

/** The card catalog (fetched once per page). */
export function catalog() {
  if (!catalogPromise) catalogPromise = getJSON("/api/catalog");
  return catalogPromise;
}

// Close codes after which reconnecting cannot help (4410: the game is gone: expired or damaged).
// "Full" (4429) is not final: a spectator's place frees up when another leaves, so we retry.
const FINAL_CODES = new Set([4400, 4401, 4404, 4410]);
const FULL = 4429;

/**
 * A game's WebSocket: says hello (with the seat token, or none to watch), reconnects with backoff,
 * hands every message to `onMessage`, and reports its state to `onState`.
 */
export class GameSocket {
  constructor(gameId, token, onMessage, onState) {
    this.gameId = gameId;
    this.token = token;
    this.onMessage = onMessage;
    this.onState = onState;
    this.retry = 0;
    this.closed = false;
    this.socket = null;
    this.connect();
  }

  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${location.host}/ws/games/${encodeURIComponent(this.gameId)}`);
    this.socket = socket;
    this.onState("connecting");
    socket.addEventListener("open", () => {
      this.retry = 0;
      socket.send(JSON.stringify({ type: "hello", token: this.token || null }));
      this.onState("open");
    });
    socket.addEventListener("message", (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      this.onMessage(message);
    });
    socket.addEventListener("close", (event) => {
      if (this.closed) return;
      if (FINAL_CODES.has(event.code)) { this.onState("refused"); return; }
      this.onState(event.code === FULL ? "full" : "reconnecting");
      const base = event.code === FULL ? 2000 : 500;
      const wait = Math.min(event.code === FULL ? 30000 : 10000, base * 2 ** this.retry++) * (0.75 + Math.random() / 2);
      setTimeout(() => { if (!this.closed) this.connect(); }, wait);
    });
  }

  /** Send a choice made against the state id it was offered at. */
  choose(state, option) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: "choose", state, option }));
      return true;
    }
    return false;
  }

  /** Ask to take back this seat's last choice (the server refuses with a reason if it can't). */
  undo(state) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: "undo", state }));
      return true;
    }
    return false;
  }

  /** Ask the coach for the hard bot's top options at this seat's decision (answered to us only). */
  hint(state) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: "hint", state }));
      return true;
    }
    return false;
  }

  close() {
    this.closed = true;
    if (this.socket) this.socket.close();
  }
}
