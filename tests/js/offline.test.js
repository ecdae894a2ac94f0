// Offline play's part of the page (web/static/offline.js) under Node, with stand-ins for the
// service worker's container, the storage manager and the document. Run by
// tests/features/test_page_scripts.py.
"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("node:path");

const { offline, script } = require(path.join(__dirname, "..", "..", "web", "static", "offline.js"));
// web/protocol.py's words for this script, spelled otherwise here: the script must read them
const names = JSON.parse(require("node:fs").readFileSync(process.env.OFFLINE_NAMES, "utf-8"));
const R = names.records;

class Target {
  constructor() { this.listeners = {}; }
  addEventListener(name, listener) { (this.listeners[name] = this.listeners[name] || []).push(listener); }
  fire(name, event) { (this.listeners[name] || []).forEach((listener) => listener(event || {})); }
}

class Node extends Target {
  constructor(tag) { super(); this.tag = tag; this.attributes = {}; this.children = []; this.hidden = true; }
  setAttribute(name, value) { this.attributes[name] = String(value); }
  getAttribute(name) { return name in this.attributes ? this.attributes[name] : null; }
  appendChild(child) { this.children.push(child); return child; }
}

function browser({ version = "v1", registration = null, refuse = false, persisted = false, grant = true } = {}) {
  const html = new Node("html");
  const body = new Node("body");
  const made = {};
  const document = Object.assign(new Target(), {
    documentElement: html, body, visibilityState: "visible",
    querySelector: (selector) => (selector === 'meta[name="australia-version"]' ? { getAttribute: () => version } : null),
    getElementById: (id) => made[id] || null,
    createElement: (tag) => new Node(tag),
    createTextNode: (text) => ({ text }),
  });
  const originalAppend = body.appendChild.bind(body);
  body.appendChild = (child) => {
    made[child.id] = child;
    child.children.forEach((inner) => { if (inner.id) made[inner.id] = inner; });
    return originalAppend(child);
  };
  const observers = [];
  const container = Object.assign(new Target(), {
    controller: null,
    register: async () => { if (refuse) throw new Error("refused"); return registration; },
  });
  const window = {
    reloads: 0,
    location: { reload: () => { window.reloads += 1; } },
    navigator: {
      serviceWorker: container,
      storage: { persisted: async () => persisted, persist: async () => grant },
    },
    MutationObserver: class {
      constructor(callback) { this.callback = callback; observers.push(this); }
      observe(target, options) { this.target = target; this.options = options; }
    },
  };
  const sent = [];
  const say = (key) => "«" + key + "»";
  const start = offline(document, window, (record) => sent.push(record), say, R);
  return { html, document, window, container, observers, sent, made, start };
}

function worker(state) {
  return Object.assign(new Target(), { state, posted: [], postMessage(message) { this.posted.push(message); } });
}

function registrationWith(fields) {
  return Object.assign(new Target(), { installing: null, waiting: null, active: null, update: async () => {} }, fields);
}

const offlineRecords = (sent) => sent.filter((r) => r.type === R.OFFLINE);

test("the working tree is told as development, and the browser asked to keep the saves", async () => {
  const { html, sent, start } = browser({ version: "dev" });
  await start();
  assert.deepEqual(offlineRecords(sent).at(-1), { type: R.OFFLINE, status: "development", persisted: true });
  assert.equal(html.getAttribute("data-offline"), "development");
});

test("no service worker, or a refused registration: offline play is not available", async () => {
  const without = browser();
  without.window.navigator.serviceWorker = undefined;
  await without.start();
  assert.equal(offlineRecords(without.sent).at(-1).status, "unavailable");
  const refused = browser({ refuse: true });
  await refused.start();
  assert.equal(offlineRecords(refused.sent).at(-1).status, "unavailable");
});

test("an install followed until it is active, or until it fails", async () => {
  const installing = worker("installing");
  const made = browser({ registration: registrationWith({ installing }) });
  await made.start();
  assert.equal(offlineRecords(made.sent).at(-1).status, "preparing");
  installing.state = "activated";
  installing.fire("statechange");
  assert.equal(offlineRecords(made.sent).at(-1).status, "ready");
  const failing = worker("installing");
  const other = browser({ registration: registrationWith({ installing: failing }) });
  await other.start();
  failing.state = "redundant";
  failing.fire("statechange");
  assert.equal(offlineRecords(other.sent).at(-1).status, "unavailable");
});

test("a new version waiting is offered in a banner, and takes over only when asked", async () => {
  const waiting = worker("installed");
  const registration = registrationWith({ waiting, active: worker("activated") });
  const made = browser({ registration, persisted: true });
  made.container.controller = {};
  await made.start();
  assert.deepEqual(offlineRecords(made.sent).at(-1), { type: R.OFFLINE, status: "ready", persisted: true });
  const banner = made.made["update-banner"];
  const button = made.made["update-reload"];
  assert.ok(banner && !banner.hidden && banner.getAttribute("role") === "status");
  assert.equal(banner.children[0].textContent, "«UPDATE_READY»");
  assert.equal(banner.children[0].getAttribute("data-text"), "UPDATE_READY"); // reworded with the page
  assert.equal(button.textContent, "«UPDATE_RELOAD»");
  assert.deepEqual([button.getAttribute("aria-label"), button.getAttribute("data-label")],
    ["«UPDATE_RELOAD_LABEL»", "UPDATE_RELOAD_LABEL"]);
  made.container.fire("controllerchange");
  assert.equal(made.window.reloads, 0); // not asked: the page is left alone
  let prevented = false;
  button.fire("click", { preventDefault: () => { prevented = true; } });
  assert.ok(prevented);
  assert.deepEqual(waiting.posted, [{ type: "take-over" }]);
  made.container.fire("controllerchange");
  assert.equal(made.window.reloads, 1);
});

test("an update found later is followed, and the page looks for one when shown again", async () => {
  let looked = 0;
  const registration = registrationWith({ active: worker("activated"), update: async () => { looked += 1; } });
  const made = browser({ registration });
  made.container.controller = {};
  await made.start();
  const next = worker("installing");
  registration.installing = next;
  registration.fire("updatefound");
  next.state = "installed";
  next.fire("statechange");
  assert.ok(made.made["update-banner"]);
  made.document.fire("visibilitychange");
  assert.equal(looked, 1);
});

test("the quick start's status is told now and at each change", async () => {
  const { html, observers, sent, start } = browser({ version: "dev" });
  html.setAttribute("data-quickstart", "normal");
  await start();
  const [observer] = observers;
  assert.equal(observer.target, html);
  assert.deepEqual(observer.options, { attributes: true, attributeFilter: ["data-quickstart"] });
  html.setAttribute("data-quickstart", "making");
  observer.callback();
  observer.callback(); // another attribute change: nothing new to tell
  html.setAttribute("data-quickstart", "ready");
  observer.callback();
  assert.deepEqual(sent.filter((r) => r.type === R.QUICKSTART).map((r) => r.status), ["normal", "making", "ready"]);
});

test("its one op, under web/protocol.py's word, starts offline play with the sink it is given", async () => {
  const made = browser({ version: "dev" });
  const carried = script(made.document, made.window, names, () => "");
  assert.deepEqual(carried.ops, Object.values(names.ops));
  const sent = [];
  await carried.apply({ op: names.ops.OFFLINE }, (record) => sent.push(record));
  assert.deepEqual(sent.at(-1), { type: R.OFFLINE, status: "development", persisted: true });
});
