// The browser client's entry point: picks the page from the address.
//   /                 the lobby
//   /game/ID#token=…  play a seat (the token is kept in this browser, then removed from the address)
//   /game/ID?watch=1  watch as a spectator
//   /replay/ID        step through a finished game

import { el, replace } from "./dom.js";
import { lobbyPage } from "./lobby.js";
import { gamePage, noSuchGame } from "./game.js";
import { replayPage } from "./replay.js";

async function route() {
  const main = document.getElementById("main");
  const path = location.pathname;
  const game = path.match(/^\/game\/([^/]+)\/?$/);
  const replay = path.match(/^\/replay\/([^/]+)\/?$/);
  const known = (match) => /^[A-Za-z0-9_-]{6,32}$/.test(match[1]); // the form of a game id
  try {
    // an id no game can have is no game, as the server says of an unknown one
    if ((game && !known(game)) || (replay && !known(replay))) noSuchGame(main);
    else if (game) await gamePage(main, game[1]);
    else if (replay) await replayPage(main, replay[1]);
    else await lobbyPage(main);
  } catch (error) {
    replace(main, el("p", { text: `Something went wrong: ${error.message}` }), el("a", { href: "/", text: "Back to the lobby" }));
  }
}

route();
