// Building DOM nodes. Text always goes in through textContent (never as markup), so names and
// any other text from the server can never become markup.

/**
 * el("div", {class: "card", data: {card: id}, on: {click: fn}, title: "..."}, child, "text", ...)
 * Children may be nodes, strings (inserted as text), arrays of those, or null (skipped).
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : value;
    else if (key === "text") node.textContent = String(value);
    else if (key === "data") for (const [k, v] of Object.entries(value)) { if (v !== null && v !== undefined) node.dataset[k] = String(v); }
    else if (key === "on") for (const [event, fn] of Object.entries(value)) node.addEventListener(event, fn);
    else if (key === "style") for (const [k, v] of Object.entries(value)) node.style.setProperty(k, String(v));
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else if (child instanceof Node) node.appendChild(child);
    else node.appendChild(document.createTextNode(String(child)));
  }
}

/** Replace every child of `node`. */
export function replace(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

let toastTimer = 0;

/** Show a short message at the top of the page. */
export function toast(message, kind = "error") {
  const box = document.getElementById("toast");
  box.textContent = message;
  box.className = `toast ${kind}`;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { box.hidden = true; }, 6000);
}

/** Say something to a screen reader (a polite live region), once: whose turn, what to decide. */
export function announce(text) {
  const box = document.getElementById("announce");
  if (box && box.textContent !== text) box.textContent = text;
}

/** Set the connection status text of the top bar. */
export function setStatus(text, kind = "") {
  const status = document.getElementById("status");
  status.textContent = text;
  status.className = `status ${kind}`;
}

export const money = (n) => `$${n}M`;
