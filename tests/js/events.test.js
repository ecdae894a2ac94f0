// The page's listeners (web/static/events.js) under Node, with small stand-ins for the DOM.
// Run by tests/features/test_page_scripts.py, which hands over the names the page shares with Python
// (web/protocol.py's page_constants) in the file named by EVENTS_NAMES.
"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");

const events = require(path.join(__dirname, "..", "..", "web", "static", "events.js"));
const names = JSON.parse(fs.readFileSync(process.env.EVENTS_NAMES, "utf-8"));
const R = names.records; // web/protocol.py's words, spelled otherwise here: the script must read them
const F = names.focus;

class Element {
  constructor(tag, parent, attributes) {
    this.tagName = tag.toUpperCase();
    this.parentElement = parent || null;
    this.attributes = Object.assign({}, attributes || {});
    this.id = this.attributes.id || "";
    this.type = this.attributes.type || "";
    this.value = this.attributes.value || "";
    this.checked = false;
    this.files = null;
  }
  getAttribute(name) { return name in this.attributes ? this.attributes[name] : null; }
  setAttribute(name, value) { this.attributes[name] = value; }
  matches(selector) {
    if (selector.startsWith("#")) return this.id === selector.slice(1);
    if (selector.startsWith(".")) return (this.attributes.class || "").split(" ").includes(selector.slice(1));
    if (selector.startsWith("[") && selector.endsWith("]")) {
      const [name, value] = selector.slice(1, -1).split("=");
      if (value === undefined) return name in this.attributes;
      return this.attributes[name] === (value.startsWith('"') ? JSON.parse(value) : value);
    }
    return this.tagName === selector.toUpperCase();
  }
  closest(selectors) {
    for (let element = this; element; element = element.parentElement) {
      if (selectors.split(",").some((s) => element.matches(s.trim()))) return element;
    }
    return null;
  }
}

function list(items) {
  const found = items.slice();
  found.item = (index) => found[index];
  return found;
}

class Target {
  constructor() { this.listeners = {}; }
  addEventListener(name, listener) { (this.listeners[name] = this.listeners[name] || []).push(listener); }
  fire(name, event) { (this.listeners[name] || []).forEach((listener) => listener(event)); return event; }
}

class Document extends Target {
  constructor(elements) {
    super();
    this.elements = elements || [];
    const classes = new Set();
    this.body = { classList: { add: (n) => classes.add(n), remove: (n) => classes.delete(n), has: (n) => classes.has(n) } };
  }
  querySelector(selector) { return this.querySelectorAll(selector)[0] || null; }
  querySelectorAll(selector) {
    const parts = selector.split(" ");
    return list(this.elements.filter((e) => e.matches(parts[parts.length - 1]) &&
      (parts.length === 1 || !!e.closest(parts[0]))));
  }
}

function event(target, fields) {
  const made = { target: target || null, key: "", ctrlKey: false, metaKey: false, altKey: false, detail: 1,
    defaultPrevented: false, prevented: false };
  made.preventDefault = () => { made.prevented = made.defaultPrevented = true; };
  return Object.assign(made, fields || {});
}

function page(elements) {
  const document = new Document(elements);
  const window = new Target();
  window.location = { hash: "", href: "https://example.org/australia/" };
  window.history = { state: null, replaced: [], replaceState(state, title, url) { this.replaced.push(url); } };
  const sent = [];
  const listening = events.listen(document, window, names, (record, file) => sent.push([record, file]));
  return { document, window, sent, listening };
}

function form() {
  const setup = new Element("form", null, { id: "setup" });
  const name = new Element("input", setup, { "data-field": "name1", type: "text", value: "Ann", "data-default": "Player 1" });
  const count = new Element("input", setup, { "data-field": "count", type: "radio", value: "3" });
  count.checked = true;
  const other = new Element("input", setup, { "data-field": "count", type: "radio", value: "4" });
  const hints = new Element("input", setup, { "data-field": "hints", type: "checkbox" });
  const start = new Element("button", setup, { type: "button", "data-command": "start" });
  return [setup, name, count, other, hints, start];
}

const FORM = { values: { name1: "Ann", count: "3", hints: "off" }, defaults: [] };

test("a click inside a control is its hook, and the page's; elsewhere it is nothing the browser loses", () => {
  const card = new Element("button", null, { "data-card": "2" });
  const label = new Element("span", card);
  assert.deepEqual(events.hookOf(label, names), ["card", "2", null]);
  const slot = new Element("button", null, { "data-command": "open", "data-arg": "abc" });
  assert.deepEqual(events.hookOf(slot, names), ["command", "open", "abc"]);
  assert.equal(events.hookOf(new Element("p"), names), null);
  assert.equal(events.hookOf(null, names), null);
  const { document, sent } = page(form());
  const pressed = document.fire("click", event(document.elements[5]));
  assert.ok(pressed.prevented);
  assert.deepEqual(sent[0][0], { type: R.CLICK, hook: ["command", "start", null], inMapKey: false, repeat: 1, pointer: true, fields: FORM });
  const key = new Element("div", null, { class: "map-key" });
  const plain = document.fire("click", event(new Element("p", key), { detail: 2 }));
  assert.ok(!plain.prevented);
  assert.equal(sent[1][0].inMapKey, true);
  assert.equal(sent[1][0].hook, null);
  assert.equal(sent[1][0].repeat, 2);
  document.fire("click", event(document.elements[5], { detail: 0 })); // Enter on the button
  assert.equal(sent[2][0].pointer, false);
});

test("the form's fields are read as typed, with defaults told apart", () => {
  const elements = form();
  const document = new Document(elements);
  assert.deepEqual(events.readFields(document, names), FORM);
  elements[1].value = "Player 1"; // the seat's default name, untouched
  assert.deepEqual(events.readFields(document, names), { values: { count: "3", hints: "off" }, defaults: ["name1"] });
  assert.equal(events.readFields(new Document(), names), null);
});

test("a key says where it was pressed", () => {
  const board = new Element("div", null, { id: "board" });
  const region = new Element("g", board, { "data-region": "pilbara", tabindex: "0" });
  const onMap = events.keyOf(event(region, { key: "ArrowLeft" }), names);
  assert.deepEqual([onMap.focus, onMap.shape, onMap.ctrl], [F.MAP, ["region", "pilbara"], false]);
  const rename = new Element("input", null, { type: "text", "data-field": "label", "data-slot-label": "s1" });
  const typed = events.keyOf(event(rename, { key: "Enter", metaKey: true }), names);
  assert.deepEqual([typed.focus, typed.field, typed.slot, typed.ctrl], [F.TEXT, "label", "s1", true]);
  assert.equal(events.keyOf(event(new Element("select"), { key: "x" }), names).focus, F.FIELD);
  assert.equal(events.keyOf(event(new Element("button"), { key: "x" }), names).focus, F.BUTTON);
  assert.equal(events.keyOf(event(new Element("div"), { key: "x" }), names).focus, F.PAGE);
  // a region outside the map (a picture in the rules) is no place on the map
  const elsewhere = new Element("g", null, { "data-region": "pilbara" });
  assert.equal(events.keyOf(event(elsewhere, { key: "ArrowLeft" }), names).focus, F.PAGE);
});

test("a key the page takes is kept from the browser, one it leaves is not, and moving on the map reads no field", () => {
  const board = new Element("div", null, { id: "board" });
  const region = new Element("g", board, { "data-region": "pilbara" });
  const { document, sent, listening } = page(form());
  const before = document.fire("keydown", event(region, { key: "ArrowUp" }));
  assert.ok(!before.prevented); // told nothing yet: every key is the browser's
  listening.keys([{ keys: ["ArrowUp"], focus: [F.MAP], shape: true, slot: false, ctrl: false, alt: false },
    // Python's None arrives as undefined: either
    { keys: ["Escape"], focus: [F.PAGE], shape: false, slot: false, ctrl: undefined, alt: undefined }]);
  const taken = document.fire("keydown", event(region, { key: "ArrowUp" }));
  assert.ok(taken.prevented);
  assert.equal(sent[1][0].fields, undefined);
  const held = document.fire("keydown", event(region, { key: "ArrowUp", ctrlKey: true }));
  assert.ok(!held.prevented); // Ctrl with the arrow: the browser's
  const escape = document.fire("keydown", event(new Element("div"), { key: "Escape", altKey: true }));
  assert.ok(escape.prevented);
  assert.deepEqual(sent[3][0].fields, FORM);
  const typing = document.fire("keydown", event(new Element("input", null, { type: "text" }), { key: "Escape" }));
  assert.ok(!typing.prevented);
});

test("a key says how many frames the page had carried out when it was pressed", () => {
  const region = new Element("g", new Element("div", null, { id: "board" }), { "data-region": "pilbara" });
  const { document, window, sent } = page(form());
  document.fire("keydown", event(region, { key: "ArrowUp" }));
  assert.equal(sent[0][0].drawn, null); // no relay: nothing to tell by
  let applied = 3;
  window.australiaRelay = { frames: () => applied };
  document.fire("keydown", event(region, { key: "ArrowUp" }));
  applied = 4;
  document.fire("keydown", event(region, { key: "ArrowRight" }));
  assert.deepEqual(sent.slice(1).map(([record]) => [record.key, record.drawn]), [["ArrowUp", 3], ["ArrowRight", 4]]);
});

test("changes of the language, the file picker, the slider and the fields", () => {
  const { document, sent } = page(form());
  const fire = (element) => document.fire("change", event(element));
  fire(new Element("select", null, { id: names.languageSwitch, value: "de" }));
  assert.deepEqual(sent[0][0], { type: R.LANGUAGE, value: "de", fields: FORM });
  const picker = new Element("input", null, { id: names.importInput, type: "file" });
  const file = { name: "game.json", size: 120 };
  picker.files = list([file]);
  fire(picker);
  assert.deepEqual(sent[1], [{ type: R.FILE, name: "game.json", size: 120 }, file]);
  picker.files = list([]);
  fire(picker);
  assert.equal(sent.length, 2); // no file chosen: nothing
  const slider = new Element("input", null, { id: names.replaySlider, type: "range", value: "7" });
  fire(slider);
  document.fire("input", event(slider));
  assert.deepEqual(sent.slice(2).map((s) => s[0]), [{ type: R.SLIDER, value: "7" }, { type: R.SLIDER, value: "7" }]);
  document.fire("input", event(new Element("input", null, { type: "text" })));
  fire(document.elements[2]);
  assert.deepEqual(sent[4][0], { type: R.FIELD, name: "count", fields: FORM });
  fire(new Element("div"));
  assert.equal(sent.length, 5);
});

test("a shape of the map taking the focus becomes the map's one tab stop", () => {
  const board = new Element("div", null, { id: "board" });
  const first = new Element("g", board, { "data-region": "pilbara", tabindex: "0" });
  const second = new Element("g", board, { "data-location": "wiluna", tabindex: "-1" });
  const dot = new Element("circle", second);
  const { document, sent } = page([board, first, second, dot]);
  document.fire("click", event(first));
  assert.deepEqual(sent[0][0].stop, ["region", "pilbara"]); // every record says where the stop is
  document.fire("focusin", event(dot));
  assert.deepEqual([first.getAttribute("tabindex"), second.getAttribute("tabindex")], ["-1", "0"]);
  assert.equal(sent.length, 1); // a focus is no record of its own: the next one tells it
  document.fire("focusin", event(new Element("button")));
  document.fire("click", event(second));
  assert.equal(sent.length, 2);
  assert.deepEqual(sent[1][0].stop, ["location", "wiluna"]);
});

test("a file dragged over the page is taken when dropped, never the browser's", () => {
  const { document, sent } = page();
  const dropped = { name: "save.json", size: 10 };
  const carrying = { types: ["Files"], files: list([dropped]) };
  const over = document.fire("dragover", event(new Element("main"), { dataTransfer: carrying }));
  assert.ok(over.prevented && document.body.classList.has("dropping"));
  const text = document.fire("dragover", event(new Element("main"), { dataTransfer: { types: ["text/plain"], files: list([]) } }));
  assert.ok(!text.prevented); // only files may be dropped
  document.fire("dragleave", event(null, { relatedTarget: new Element("main") }));
  assert.ok(document.body.classList.has("dropping")); // still over the page
  document.fire("dragleave", event(null, { relatedTarget: null }));
  assert.ok(!document.body.classList.has("dropping"));
  const drop = document.fire("drop", event(new Element("main"), { dataTransfer: carrying }));
  assert.ok(drop.prevented);
  assert.deepEqual(sent, [[{ type: R.FILE, name: "save.json", size: 10 }, dropped]]);
  document.fire("drop", event(new Element("input", null, { id: names.importInput }), { dataTransfer: carrying }));
  assert.equal(sent.length, 1); // the picker's own change event brings that one
});

test("another tab, the history, an invitation, and scrolling by hand told to the drawings", () => {
  const { document, window, sent } = page(form());
  let scrolled = 0;
  window.australiaDraw = { scrolled: () => { scrolled += 1; } };
  document.fire("pointerdown", event()); // nothing to tell: a click says whether a pointer made it
  window.fire("storage", { key: "australia.current", newValue: "s2" });
  window.fire("storage", { key: null, newValue: null });
  window.fire("popstate", { state: { screen: "saved" } });
  assert.deepEqual(sent.map((s) => s[0]), [
    { type: R.STORAGE, key: "australia.current", value: "s2", fields: FORM },
    { type: R.STORAGE, key: null, value: null, fields: FORM },
    { type: R.HISTORY, state: { screen: "saved" } },
  ]);
  window.location.hash = "#rules";
  window.fire("hashchange", {});
  assert.equal(sent.length, 3); // not an invitation
  window.location.hash = "#join=2.abc.xyz";
  window.location.href = "https://example.org/australia/#join=2.abc.xyz";
  window.fire("hashchange", {});
  assert.deepEqual(sent[3][0], { type: R.INVITATION, hash: "#join=2.abc.xyz" });
  assert.deepEqual(window.history.replaced, ["https://example.org/australia/"]); // off the address
  window.fire("wheel", event(null, { type: "wheel" }));
  window.fire("keydown", event(new Element("div"), { type: "keydown", key: "PageDown" }));
  window.fire("keydown", event(new Element("button"), { type: "keydown", key: " " })); // Space presses a button
  window.fire("keydown", event(new Element("div"), { type: "keydown", key: "x" }));
  const taken = event(new Element("div"), { type: "keydown", key: "ArrowDown" });
  taken.preventDefault();
  window.fire("keydown", taken);
  assert.equal(scrolled, 2);
  assert.equal(sent.length, 4); // nothing of it for Python
});

test("what the page is like as Python starts, an invitation taken off the address", () => {
  const elements = form();
  const document = new Document(elements);
  const html = new Element("html");
  html.setAttribute("data-pending", "start");
  html.setAttribute("data-language", "it");
  html.removeAttribute = function (name) { delete this.attributes[name]; };
  document.documentElement = html;
  const app = new Element("main", null, { "data-shown": "first-screen-it" });
  document.querySelector = (selector) => ({ "#setup": elements[0], "[data-shown]": app })[selector] || null;
  const window = {
    location: { hash: "#join=1.abc.xyz", href: "https://example.org/australia/#join=1.abc.xyz" },
    history: { state: null, replaced: [], replaceState(state, title, url) { this.replaced.push(url); } },
    navigator: { languages: ["it-IT", "en"] },
    matchMedia: (query) => ({ matches: query === names.stacked }),
  };
  assert.deepEqual(events.startOf(document, window, names), {
    shown: "first-screen-it", typed: FORM, pending: "start", language: "it", smallScreen: true, reducedMotion: false,
    fragment: "#join=1.abc.xyz", address: "https://example.org/australia/",
  });
  assert.equal(html.getAttribute("data-pending"), null); // a button pressed is carried out once
  assert.deepEqual(window.history.replaced, ["https://example.org/australia/"]);
  window.location = { hash: "", href: "https://example.org/australia/" };
  document.querySelector = () => null;
  const plain = events.startOf(document, window, names);
  assert.deepEqual([plain.shown, plain.typed, plain.pending, plain.fragment], [null, null, null, ""]);
  assert.equal(window.history.replaced.length, 1);
});
