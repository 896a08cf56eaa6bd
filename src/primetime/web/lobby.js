// The lobby: create a game (seats: you, people by invitation link or in an open seat, or bots of
// some strength; variants; modules), get one join link per seat of yours and per invitation, take
// a free seat of an open game, watch games, replay finished ones.

import { el, replace, toast, setStatus } from "./dom.js";
import { getJSON, postJSON } from "./api.js";

const DEFAULT_NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"];

function seatRow(index, difficulties, executives, defaultBot) {
  const kind = el("select", { "aria-label": `seat ${index + 1}: person or bot`, data: { testid: `seat-kind-${index}` } },
    el("option", { value: "", text: index === 0 ? "Person (you)" : "Person (invitation link)" }),
    index > 0 ? el("option", { value: "@open", text: "Person (open seat in the lobby)" }) : null,
    difficulties.map((d) => el("option", { value: d, text: `Bot (${d})` })));
  if (index > 0) kind.value = difficulties.includes(defaultBot) ? defaultBot : difficulties[0] || "";
  const name = el("input", { type: "text", maxlength: 24, required: true, "aria-label": `seat ${index + 1} name`, value: DEFAULT_NAMES[index], data: { testid: `seat-name-${index}` } });
  // A bot's name is just its name: the table says it is a bot (never "Cy (bot) (bot)").
  // With the Executives module: this seat's executive, or dealt 2 to keep 1 (the default).
  const executive = el("select", { class: "executive", "aria-label": `seat ${index + 1} executive`, hidden: true, data: { testid: `seat-executive-${index}` } },
    el("option", { value: "", text: "Executive: dealt 2, keep 1" }),
    (executives || []).map((x) => el("option", { value: x.id, text: `Executive: ${x.name}` })));
  return { row: el("div", { class: "seat-row" }, el("span", { class: `chip p${index}`, text: index + 1 }), name, kind, executive), name, kind, executive };
}

/** A module as the lobby offers it, in the terminal's words: "Megacorp Telly Time (a weekend
 * timeslot, ...)", from the server's `module_words` (its title and what it changes). */
function moduleLabel(options, name) {
  const words = (options.module_words || {})[name];
  return words ? `${words.title} (${words.summary})` : name;
}

function createForm(options, onCreated) {
  const count = el("select", { "aria-label": "players", data: { testid: "player-count" } },
    Array.from({ length: options.max_players }, (_, i) => el("option", { value: i + 1, text: i === 0 ? "1 (solo)" : String(i + 1) })));
  count.value = "3";
  const seatsBox = el("div", { class: "seats" });
  // the seat fields' visible label (each field also names its seat for a screen reader)
  const seatsGroup = el("fieldset", { class: "seats-group", data: { testid: "seats" } },
    el("legend", { text: "Seats: each one's name, then who plays it" }), seatsBox);
  let seats = [];
  const beginner = el("input", { type: "checkbox", data: { testid: "beginner" } });
  const classic = el("input", { type: "checkbox", data: { testid: "classic-turns" } });
  const listed = el("input", { type: "checkbox", checked: true, data: { testid: "listed" } });
  const modules = options.modules.map((m) => ({ name: m, box: el("input", { type: "checkbox", value: m, data: { testid: `module-${m}` } }) }));
  const variants = options.variants.map((v) => ({ name: v, box: el("input", { type: "checkbox", value: v }) }));

  function layout() {
    const n = Number(count.value);
    const old = seats;
    seats = Array.from({ length: n }, (_, i) => old[i] || seatRow(i, options.difficulties, options.executives, options.default_bot));
    replace(seatsBox, seats.map((s) => s.row));
    showExecutives();
    classic.disabled = n < 2;
    if (n < 2) classic.checked = false;
  }
  const executivesOn = () => modules.some((m) => m.name === "executives" && m.box.checked);
  function showExecutives() {
    for (const s of seats) s.executive.hidden = !executivesOn();
  }
  for (const m of modules) m.box.addEventListener("change", showExecutives);
  count.addEventListener("change", layout);
  layout();

  const submit = el("button", { type: "submit", class: "primary", data: { testid: "create" }, text: "Create game" });
  const form = el("form", { class: "panel create", data: { testid: "create-form" } },
    el("h2", { text: "New game" }),
    el("label", {}, "Players ", count),
    seatsGroup,
    el("fieldset", {}, el("legend", { text: "Variants" }),
      el("label", {}, beginner, " Beginner Pilot Season (2 cards, keep both)"),
      el("label", {}, classic, " Classic Turns (turn order by last round's viewers)"),
      variants.map((v) => el("label", {}, v.box, ` ${v.name}`))),
    el("fieldset", {}, el("legend", { text: "Modules" }),
      modules.length ? modules.map((m) => el("label", {}, m.box, ` ${moduleLabel(options, m.name)}`)) : el("p", { class: "muted small", text: "The Megacorp modules are not playable yet." })),
    el("label", {}, listed, " List this game in the lobby (anyone may watch it; open seats are offered there)"),
    submit);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    submit.disabled = true;
    try {
      let first = true;
      const seatSpecs = seats.map((s) => {
        const value = s.kind.value;
        const executive = executivesOn() && s.executive.value ? { executive: s.executive.value } : {};
        if (value && !value.startsWith("@")) return { name: s.name.value, bot: value, ...executive };
        const join = value === "@open" ? "open" : first ? "creator" : "invite";
        first = false;
        return { name: s.name.value, bot: null, join, ...executive };
      });
      const anyOpen = seatSpecs.some((s) => s.join === "open");
      if (anyOpen) listed.checked = true;
      const body = {
        seats: seatSpecs,
        beginner: beginner.checked,
        classic_turns: classic.checked,
        modules: modules.filter((m) => m.box.checked).map((m) => m.name),
        variants: variants.filter((v) => v.box.checked).map((v) => v.name),
        listed: listed.checked,
      };
      onCreated(await postJSON("/api/games", body));
    } catch (error) {
      toast(`Could not create the game: ${error.message}`);
      submit.disabled = false;
      submit.focus(); // back where the player was, to try again
    } finally {
      submit.disabled = false;
    }
  });
  return form;
}

/** What the new game's links are for: invitations to send, or only your own seat's link; and
 * what the lobby offers of it (open seats, watching, or nothing). */
function createdWords(game, people) {
  const invited = people.some((s) => s.join === "invite");
  const links = !people.length ? null
    : invited ? "Each link below opens one seat. Send each invited player their own link: whoever has it plays that seat, so keep them private."
      : "Your seat's link is below: keep it private; it brings you back to your seat.";
  const lobby = game.table === "open" ? "Open seats are offered in the lobby: the first to take one plays it."
    : game.listed ? "Listed in the lobby for anyone to watch; no seat is offered there."
      : "Not listed in the lobby: only those given its address can watch.";
  return [links, lobby];
}

function createdPanel(game) {
  const people = game.seats.filter((s) => s.join_url);
  const [links, lobby] = createdWords(game, people);
  return el("section", { class: "panel created", data: { testid: "created" } },
    el("h2", { text: "Game created" }),
    links ? el("p", { text: links }) : null,
    el("p", { class: "muted small", data: { testid: "created-lobby" }, text: lobby }),
    el("ul", { class: "links" }, people.map((s) => {
      const url = new URL(s.join_url, location.origin).toString();
      const input = el("input", { type: "text", readonly: true, value: url, "aria-label": `link for ${s.name}`, data: { testid: `join-link-${s.seat}` } });
      return el("li", {},
        el("strong", { text: s.name }), " ", input,
        el("button", { type: "button", "aria-label": `Copy ${s.name}'s link`, on: { click: async () => { try { await navigator.clipboard.writeText(url); toast("Link copied", "ok"); } catch { input.select(); } } }, text: "Copy" }),
        el("a", { class: "button primary", href: s.join_url, data: { testid: `join-${s.seat}` }, text: `Play as ${s.name}` }));
    })),
    people.length === 0 ? el("p", {}, "Only bots play: ", el("a", { href: game.watch_url, data: { testid: "watch-new" }, text: "watch the game" })) : el("p", {}, el("a", { href: game.watch_url, text: "Watch as a spectator" })));
}

function seatsText(game) {
  return game.seats.map((s) => `${s.name}${s.bot ? ` (bot, ${s.bot})` : ""}`).join(", ");
}

async function takeSeat(game, seat) {
  try {
    const claimed = await postJSON(`/api/games/${encodeURIComponent(game.id)}/seats/${seat}/claim`, {});
    location.assign(claimed.join_url);
  } catch (error) {
    toast(`Could not take the seat: ${error.message}`);
  }
}

/** Whether this browser holds a seat token for the game (kept by the game page from its link). */
function heldSeat(gameId) {
  try { return Boolean(localStorage.getItem(`primetime:token:${gameId}`)); } catch { return false; }
}

function gameList(title, games, kind) {
  const rows = games.map((g) => el("li", { class: "game-line", data: { game: g.id } },
    el("span", { class: "who", text: seatsText(g) }),
    el("span", { class: "muted small", text: ` · ${g.round ? `round ${g.round} · ` : ""}${g.choices} choices${g.table === "invite only" && kind !== "over" ? " · invite only" : ""}` }),
    [g.solo ? "Solo" : null, ...(g.modes || [])].filter(Boolean).map((mode) => el("span", { class: "badge mode", data: { testid: "game-mode" }, text: mode.replace(/^Megacorp /, "") })),
    g.seeded ? el("span", { class: "badge", title: "the creator chose the seed", text: "seeded" }) : null,
    kind === "open" ? g.seats.filter((s) => !s.bot && !s.claimed).map((s) =>
      el("button", { type: "button", data: { testid: "take-seat" }, on: { click: () => takeSeat(g, s.seat) }, text: `Take ${s.name}'s seat` })) : null,
    // each link named with its game: a list of bare "Watch" links tells a screen reader nothing
    kind === "over"
      ? el("a", { class: "button", href: `/replay/${encodeURIComponent(g.id)}`, "aria-label": `Replay the game of ${seatsText(g)}`, data: { testid: "replay" }, text: "Replay" })
      : heldSeat(g.id)
        ? el("a", { class: "button primary", href: `/game/${encodeURIComponent(g.id)}`, "aria-label": `Resume your seat in the game of ${seatsText(g)}`, data: { testid: "resume" }, text: "Resume your seat" })
        : el("a", { class: "button", href: `/game/${encodeURIComponent(g.id)}?watch=1`, "aria-label": `Watch the game of ${seatsText(g)}`, text: "Watch" })));
  return el("section", { class: "panel games", data: { testid: `games-${kind}` } }, el("h2", { text: title }),
    rows.length ? el("ul", { class: "plain" }, rows) : el("p", { class: "muted", text: "None right now." }));
}

const REFRESH_MS = 15000; // the game lists come again this often while the lobby is in view

/** The lobby's three game lists, as the server has them now. */
async function gameLists() {
  const [open, playing, over] = await Promise.all([
    getJSON("/api/games?status=open"), getJSON("/api/games?status=playing"), getJSON("/api/games?status=over&limit=20"),
  ]);
  return [
    gameList("Open games: take a free seat", open.games, "open"),
    gameList("Games being played", playing.games, "playing"),
    gameList("Finished games", over.games, "over"),
  ];
}

export async function lobbyPage(main) {
  setStatus("");
  document.title = "primetime";
  const [options, lists] = await Promise.all([getJSON("/api/options"), gameLists()]);
  const side = el("div", { class: "lobby-side" }, lists);
  // a game just created, or created elsewhere, joins the lists (a failed refresh keeps them)
  const refresh = async () => { try { replace(side, await gameLists()); } catch { /* the next one may do */ } };
  const createdBox = el("div");
  const form = createForm(options, (game) => {
    replace(createdBox, createdPanel(game));
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    createdBox.scrollIntoView({ behavior: still ? "auto" : "smooth" });
    // the keyboard follows (Create was disabled while asking, and focus fell to the page)
    const heading = createdBox.querySelector("h2");
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    refresh();
  });
  // not while a keyboard's focus is in the lists: redrawing them would lose it
  setInterval(() => { if (!document.hidden && !side.contains(document.activeElement)) refresh(); }, REFRESH_MS);
  replace(main, el("div", { class: "lobby", data: { testid: "lobby" } },
    el("div", { class: "lobby-main" }, form, createdBox),
    side));
}
