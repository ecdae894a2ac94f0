// The page's drawings carried out (web/static/draw.js) under Node, with small stand-ins for the
// DOM. Run by tests/features/test_page_scripts.py, which hands over the names the page shares with
// Python (web/protocol.py's page_constants) in the file named by DRAW_NAMES.
"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");

const { painter } = require(path.join(__dirname, "..", "..", "web", "static", "draw.js"));
const names = JSON.parse(fs.readFileSync(process.env.DRAW_NAMES, "utf-8"));
const O = names.ops; // web/protocol.py's words, spelled otherwise here: the script must read them

function box(left, top, width, height) {
  return { left, top, width, height, right: left + width, bottom: top + height };
}

class Element {
  constructor(attributes, rect) {
    this.attributes = Object.assign({}, attributes || {});
    this.rect = rect || box(0, 0, 0, 0);
    this.found = {}; // selector -> element or list
    this.innerHTML = "";
    this.replaced = null;
    this.animations = [];
    this.focused = 0;
    this.tagName = this.attributes.tag || "DIV";
    this.type = this.attributes.type || "";
  }
  getAttribute(name) { return name in this.attributes ? this.attributes[name] : null; }
  setAttribute(name, value) { this.attributes[name] = value; }
  removeAttribute(name) { delete this.attributes[name]; }
  querySelector(selector) { const hit = this.found[selector]; return Array.isArray(hit) ? hit[0] : hit || null; }
  querySelectorAll(selector) { const hit = this.found[selector]; return hit ? [].concat(hit) : []; }
  getBoundingClientRect() { return this.rect; }
  get style() {
    if (!this.styles) this.styles = { props: {}, setProperty(k, v) { this.props[k] = v; }, removeProperty(k) { delete this.props[k]; } };
    return this.styles;
  }
  animate(frames, timing) { this.animations.push([frames, timing]); }
  set outerHTML(html) { this.replaced = html; }
  focus(options) { this.focused += 1; this.focusOptions = options; page.document.activeElement = this; }
  setSelectionRange(start, end) { this.selection = [start, end]; }
}

let page = null;

function makePage({ width = 1280, height = 800, reduced = false } = {}) {
  const app = new Element({ id: "app" });
  const html = new Element();
  const body = new Element();
  const ids = { app };
  const document = {
    documentElement: html, body, activeElement: body,
    getElementById: (id) => ids[id] || null,
    querySelector: (selector) => app.querySelector(selector),
    querySelectorAll: (selector) => app.querySelectorAll(selector),
  };
  const window = {
    scrollY: 0, innerHeight: height, t: 10000, scrolls: [], errors: [],
    performance: { now: () => window.t },
    getComputedStyle: (element) => ({ rowGap: element.rowGap || "normal" }),
    matchMedia: (query) => ({ matches: (query === names.stacked && width <= 999) || (query === names.calm && reduced) }),
    scrollBy: (options) => window.scrolls.push(["by", options]),
    scrollTo: (x, y) => window.scrolls.push(["to", x, y]),
    console: { error: (text) => window.errors.push(text) },
    history: { entries: [], pushState(state) { this.entries.push(["push", state]); },
      replaceState(state) { this.entries.push(["replace", state]); } },
  };
  page = { app, html, ids, document, window, painter: painter(document, window, names) };
  return page;
}

test("a screen drawn whole, its number and name on <html>", () => {
  const { app, html, painter: p } = makePage();
  assert.equal(p.apply([{ op: O.DRAW, how: "whole", html: "<p>new</p>", renders: 4, screen: "saved" }]), true);
  assert.equal(app.innerHTML, "<p>new</p>");
  assert.deepEqual([html.attributes["data-rendered"], html.attributes["data-screen"]], ["4", "saved"]);
  assert.equal(p.apply([{ op: "unknown" }]), false); // said, and told back (relay.js)
});

test("the first screen as built is kept when Python's first drawing is the same", () => {
  const { app, html, painter: p } = makePage();
  app.innerHTML = "<form id=setup>as built</form>";
  app.setAttribute("data-shown", "first-screen-en");
  assert.equal(p.apply([{ op: O.DRAW, how: "kept", renders: 1, screen: "new" }]), true);
  assert.equal(app.innerHTML, "<form id=setup>as built</form>"); // left in place, typing and all
  assert.deepEqual([html.attributes["data-rendered"], html.attributes["data-screen"]], ["1", "new"]);
  assert.equal(app.getAttribute("data-shown"), null); // said once, for the first drawing only
});

test("the game screen's changed sections and layers are replaced, and moved pieces glide", () => {
  const { app, ids, painter: p } = makePage();
  const game = new Element();
  const log = new Element();
  ids.log = log;
  const svg = new Element({}, box(0, 0, 500, 400));
  svg.viewBox = { baseVal: { width: 1000 } }; // the map's units: twice the screen's pixels
  const tokens = new Element();
  const locations = new Element();
  svg.found[":scope > g.tokens-layer"] = tokens;
  svg.found[":scope > g.locations"] = locations;
  const wasPlane = new Element({}, box(100, 100, 10, 10));
  const planeGroup = new Element({ "data-player": "0" });
  wasPlane.parentElement = planeGroup;
  svg.found[".plane[data-player] use"] = [wasPlane];
  const count = new Element({}, box(0, 0, 5, 5));
  count.textContent = "1";
  count.parentElement = new Element({ "data-location": "tanami" });
  svg.found[".location .count"] = [count];
  app.found[".game"] = game;
  app.found["#board svg"] = svg;
  // the new drawing: the plane 30 pixels to the right, a ranger more at Tanami
  const nowPlane = new Element({}, box(130, 100, 10, 10));
  planeGroup.found["use, circle"] = nowPlane;
  svg.found['.plane[data-player="0"]'] = planeGroup;
  tokens.innerHTML = "old";
  const changes = [["section", "log", "<ol id=\"log\">new</ol>"], ["layers", true, [["tokens-layer", "<g>moved</g>"]]]];
  const swap = () => { count.textContent = "2"; };
  Object.defineProperty(tokens, "innerHTML", { set(v) { this.inner = v; swap(); }, get() { return this.inner; } });
  p.apply([{ op: O.DRAW, how: "patch", attrs: [["data-phase", "turn"]], changes, renders: 2, screen: "game" }]);
  assert.equal(game.attributes["data-phase"], "turn");
  assert.equal(log.replaced, "<ol id=\"log\">new</ol>");
  assert.equal(tokens.inner, "<g>moved</g>");
  assert.equal(planeGroup.animations.length, 1);
  assert.deepEqual(planeGroup.animations[0][0][0], { transform: "translate(-60.0px, 0.0px)" });
  assert.equal(planeGroup.animations[0][1].duration, names.motionMs);
  assert.equal(count.parentElement.animations.length, 1); // the ranger added drops in
  // layers without pieces: nothing measured, nothing glides
  planeGroup.animations = [];
  p.apply([{ op: O.DRAW, how: "patch", attrs: [], changes: [["layers", false, [["locations", "x"]]]], renders: 3, screen: "game" }]);
  assert.equal(locations.innerHTML, "x");
  assert.equal(planeGroup.animations.length, 0);
});

test("a person who asked for less movement sees no piece glide", () => {
  const { app, painter: p } = makePage({ reduced: true });
  const svg = new Element();
  svg.found[":scope > g.tokens-layer"] = new Element();
  const plane = new Element();
  plane.parentElement = new Element({ "data-player": "0" });
  svg.found[".plane[data-player] use"] = [plane];
  app.found[".game"] = new Element();
  app.found["#board svg"] = svg;
  p.apply([{ op: O.DRAW, how: "patch", attrs: [], changes: [["layers", true, [["tokens-layer", "x"]]]], renders: 1, screen: "game" }]);
  assert.equal(plane.parentElement.animations.length, 0);
});

test("a step of the replay replaces its parts around the slider", () => {
  const { app, ids, painter: p } = makePage();
  const counter = new Element();
  const replay = new Element();
  const slider = new Element();
  slider.value = "3";
  app.found[".counter"] = counter;
  app.found[".replay"] = replay;
  ids[names.replaySlider] = slider;
  p.apply([{ op: O.DRAW, how: "replay", parts: [[".counter", "<p class=\"counter\">12</p>"]], step: "12", valuetext: "Step 12 of 40", renders: 1, screen: "replay" }]);
  assert.equal(counter.replaced, "<p class=\"counter\">12</p>");
  assert.equal(replay.attributes["data-step-index"], "12");
  assert.deepEqual([slider.value, slider.attributes["aria-valuetext"]], ["12", "Step 12 of 40"]);
});

test("the focus goes where asked, else back on the element that had it, with its caret", () => {
  const { app, document, painter: p } = makePage();
  const name = new Element({ "data-field": "name1", tag: "INPUT", type: "text" });
  name.tagName = "INPUT";
  name.selectionStart = 2;
  name.selectionEnd = 3;
  document.activeElement = name;
  const again = new Element({ "data-field": "name1", type: "text" });
  app.found['[data-field="name1"]'] = again;
  const end = new Element({ "data-command": "end-turn" });
  app.found['[data-command="end-turn"]'] = end;
  const draw = { op: O.DRAW, how: "whole", html: "", renders: 1, screen: "new" };
  p.apply([draw, { op: O.FOCUS, selectors: ["#missing"], preventScroll: false }, { op: O.KEEP, fallback: ['[data-command="end-turn"]'] }]);
  assert.equal(again.focused, 1); // nothing found for the step: back where it was
  assert.deepEqual(again.focusOptions, { preventScroll: true });
  assert.deepEqual(again.selection, [2, 3]);
  assert.equal(end.focused, 0);
  p.apply([draw, { op: O.FOCUS, selectors: ["#missing", '[data-command="end-turn"]'], preventScroll: true }, { op: O.KEEP, fallback: [] }]);
  assert.equal(end.focused, 1); // the step's own place wins
  assert.equal(again.focused, 1);
  document.activeElement = document.body;
  p.apply([draw, { op: O.KEEP, fallback: ['[data-command="end-turn"]'] }]);
  assert.equal(end.focused, 2); // nothing had it: the fallback, for a keyboard player
});

test("a move on the map is carried out only while the focus is still on the map", () => {
  const { app, document, painter: p } = makePage();
  const board = new Element({ id: "board" });
  const onMap = new Element({ "data-region": "kimberley" });
  onMap.closest = (selector) => (selector === "#board" ? board : null);
  const next = new Element({ "data-region": "pilbara" });
  app.found['[data-region="pilbara"]'] = next;
  const end = new Element({ "data-command": "end-turn" });
  end.closest = () => null;
  app.found['[data-command="end-turn"]'] = end;
  const move = { op: O.FOCUS, selectors: ['[data-region="pilbara"]'], preventScroll: false, within: "#board" };
  document.activeElement = onMap;
  p.apply([move, { op: O.KEEP, fallback: [] }]);
  assert.equal(next.focused, 1);
  // tabbed away before the move came: the focus stays where the person put it
  document.activeElement = end;
  p.apply([move, { op: O.KEEP, fallback: ['[data-command="end-turn"]'] }]);
  assert.equal(next.focused, 1);
  assert.equal(end.focused, 0);
  assert.equal(document.activeElement, end);
});

test("the rules open at their top and close back where the page was", () => {
  const { app, window, painter: p } = makePage();
  const heading = new Element();
  app.found["#" + names.rulesTitle] = heading;
  const button = new Element();
  app.found[names.rulesButton] = button;
  window.scrollY = 640;
  p.apply([{ op: O.DRAW, how: "whole", html: "", renders: 1, screen: "rules" }, { op: O.RULES_OPENED }]);
  assert.equal(heading.focused, 1);
  window.scrollY = 0;
  p.apply([{ op: O.DRAW, how: "whole", html: "", renders: 2, screen: "game" }, { op: O.RULES_CLOSED }]);
  assert.deepEqual(window.scrolls, [["to", 0, 0], ["to", 0, 640]]);
  assert.deepEqual(button.focusOptions, { preventScroll: true });
});

test("the map is scrolled under the status bar only when it is out of view on a phone", () => {
  function shown(options, board) {
    const made = makePage(options);
    made.ids.board = new Element({}, box(0, board[0], 390, board[1]));
    made.ids.status = new Element({}, box(0, 0, 390, 90));
    made.painter.apply([{ op: O.SHOW_BOARD }]);
    return made.window.scrolls;
  }
  const phone = { width: 390, height: 844 };
  assert.deepEqual(shown(phone, [900, 400]), [["by", { top: 900 - 90 - 4, behavior: "smooth" }]]);
  assert.deepEqual(shown(phone, [120, 400]), []); // already in view
  assert.equal(shown(phone, [-300, 400])[0][1].top, -300 - 90 - 4); // scrolled past it: back up
  assert.deepEqual(shown({ width: 1280, height: 800 }, [900, 400]), []); // beside the panels
  assert.equal(shown({ width: 390, height: 844, reduced: true }, [900, 400])[0][1].behavior, "instant");
});

test("on a phone with the map zoomed, the map's frame takes the height the status and the choices leave", () => {
  const { app, ids, html, window, painter: p } = makePage({ width: 390, height: 844 });
  const game = new Element();
  game.rowGap = "8px";
  const board = new Element({}, box(0, 150, 390, 300));
  board.parentElement = game;
  const controls = new Element({}, box(0, 458, 390, 420)); // the turn's panel, as tall as it may be
  app.found[".game > #board.zoomed"] = board;
  ids.controls = controls;
  window.scrollY = 50; // measured at the page's top: the map starts 200 pixels down
  const draw = () => p.apply([{ op: O.DRAW, how: "patch", attrs: [], changes: [], renders: 2 }]);
  app.found[".game"] = game;
  draw();
  assert.equal(html.style.props["--stage-map"], "216px"); // 844 - 200 - 8 - 420
  // the draw that ends a turn: the stacks under a short panel hold the step's choices
  const stacks = new Element({}, box(0, 500, 390, 120));
  stacks.found['[data-stack]:not([aria-disabled="true"])'] = new Element();
  ids.stacks = stacks;
  controls.rect = box(0, 458, 390, 40);
  draw();
  assert.equal(html.style.props["--stage-map"], "474px"); // 844 - 200 - 8 - (620 - 458)
  // the whole map: nothing measured
  delete app.found[".game > #board.zoomed"];
  draw();
  assert.equal("--stage-map" in html.style.props, false);
});

test("the zoomed map keeps its middle where it was when its frame shrinks under a taller panel", () => {
  const { app, ids, html, window, painter: p } = makePage({ width: 390, height: 844 });
  const game = new Element();
  const board = new Element({}, box(0, 150, 390, 500));
  board.parentElement = game;
  Object.defineProperty(board, "clientHeight", { get: () => parseInt(html.style.props["--stage-map"] || "500", 10) });
  board.scrollLeft = 40;
  board.scrollTop = 100;
  app.found[".game > #board.zoomed"] = board;
  app.found["#board.zoomed"] = board;
  app.found[".game"] = game;
  ids.controls = new Element({}, box(0, 658, 390, 420));
  window.scrollY = 50;
  p.apply([{ op: O.DRAW, how: "patch", attrs: [], changes: [], renders: 2 }]);
  assert.equal(board.clientHeight, 224); // 844 - 200 - 420
  assert.deepEqual([board.scrollLeft, board.scrollTop], [40, 100 + (500 - 224) / 2]);
});

test("the page does not fight a person who is scrolling", () => {
  const { ids, window, painter: p } = makePage({ width: 390, height: 844 });
  ids.board = new Element({}, box(0, 900, 390, 400));
  p.scrolled(); // told by the listeners (events.js), not by Python
  window.t += 500;
  p.apply([{ op: O.SHOW_BOARD }]);
  assert.deepEqual(window.scrolls, []);
  window.t += names.handsOffMs;
  p.apply([{ op: O.SHOW_BOARD }]);
  assert.equal(window.scrolls.length, 1);
});

test("the language, the progress, a fault, and an instruction that fails", () => {
  const { app, html, ids, window, painter: p } = makePage();
  const label = new Element({ "data-text": "LOADING" });
  app.found["[data-text]"] = [label];
  const select = new Element();
  ids[names.languageSwitch] = select;
  const bar = new Element();
  app.found[".thinking-progress"] = bar;
  assert.equal(p.apply([{ op: O.SPEAK, language: "it", texts: { LOADING: "Caricamento…" } }, { op: O.PROGRESS, done: 0.5 }]), true);
  assert.deepEqual([html.attributes.lang, html.attributes["data-language"], select.value], ["it", "it", "it"]);
  assert.equal(label.textContent, "Caricamento…");
  assert.equal(bar.value, 0.5);
  p.apply([{ op: O.FAULT, detail: "Traceback" }]);
  assert.match(window.errors[0], /the game goes on\.\nTraceback/);
  // a patch of a game screen that is not there: said, and the batch reported as not done
  assert.equal(p.apply([{ op: O.DRAW, how: "patch", attrs: [["a", "b"]], changes: [], renders: 5, screen: "game" }]), false);
  assert.match(window.errors[1], /an unexpected failure was caught; the game goes on\.\nThe page could not carry out draw/);
});

test("the keys the page takes go to its listeners", () => {
  const { window, painter: p } = makePage();
  const told = [];
  window.australiaEvents = { keys: (rules) => told.push(rules) };
  const rules = [{ keys: ["Escape"], focus: ["page"], shape: false, slot: false, ctrl: null, alt: null }];
  p.apply([{ op: O.KEYS, rules }]);
  assert.deepEqual(told, [rules]);
});

test("the browser's history gets the entries the step asks for", () => {
  const { window, painter: p } = makePage();
  p.apply([{ op: O.HISTORY, state: { screen: "game" }, replace: true }, { op: O.HISTORY, state: { screen: "saved" }, replace: false }]);
  assert.deepEqual(window.history.entries, [["replace", { screen: "game" }], ["push", { screen: "saved" }]]);
});

test("start-up finished: the loading line goes and the page says it is ready", () => {
  const { ids, html, painter: p } = makePage();
  const loading = new Element();
  loading.hidden = false;
  ids.loading = loading;
  p.apply([{ op: O.READY, regions: 23 }]);
  assert.equal(loading.hidden, true);
  assert.deepEqual([html.attributes["data-ready"], html.attributes["data-regions"]], ["true", "23"]);
});

test("the ops it carries out are those web/protocol.py gives it, each under its word", () => {
  assert.ok(Object.keys(O).length > 0);
  assert.deepEqual([...makePage().painter.ops].sort(), Object.values(O).sort());
});
