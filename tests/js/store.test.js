// The page's storage for Python (web/static/store.js) under Node, with a stand-in for
// localStorage. Run by tests/features/test_page_scripts.py.
"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("node:path");

const { store } = require(path.join(__dirname, "..", "..", "web", "static", "store.js"));

function local(items, { quota = Infinity, denied = false } = {}) {
  const data = new Map(Object.entries(items));
  const check = () => { if (denied) throw Object.assign(new Error("access denied"), { name: "SecurityError" }); };
  return {
    get length() { check(); return data.size; },
    key: (i) => { check(); return [...data.keys()][i] ?? null; },
    getItem: (k) => { check(); return data.has(k) ? data.get(k) : null; },
    setItem: (k, v) => {
      check();
      if (String(v).length > quota) throw Object.assign(new Error("the quota was exceeded"), { name: "QuotaExceededError" });
      data.set(k, String(v));
    },
    removeItem: (k) => { check(); data.delete(k); },
    data,
  };
}

test("the game's keys are read at once, and none of another page's", () => {
  const kept = local({ "australia.current": "s1", "australia.slot.s1": "{}", "other.app": "x" });
  assert.deepEqual(store(kept, "australia.").all(), { "australia.current": "s1", "australia.slot.s1": "{}" });
  assert.equal(store(local({}, { denied: true }), "australia.").all(), null); // a private window
});

test("a change is written, or the browser's refusal said and nothing written", () => {
  const kept = local({ "australia.current": "s1" }, { quota: 10 });
  const page = store(kept, "australia.");
  assert.equal(page.write("australia.language", "it"), null);
  assert.equal(kept.data.get("australia.language"), "it");
  assert.equal(page.write("australia.slot.s2", "x".repeat(11)), "QuotaExceededError: the quota was exceeded");
  assert.ok(!kept.data.has("australia.slot.s2"));
  assert.equal(page.write("australia.current", null), null);
  assert.ok(!kept.data.has("australia.current"));
  assert.match(store(local({}, { denied: true }), "australia.").write("australia.current", "s1"), /SecurityError/);
});

test("a guarded write is made only while the key holds what the page's copy holds", () => {
  const kept = local({ "australia.slot.a": "mine" });
  const page = store(kept, "australia.");
  assert.equal(page.write("australia.slot.a", "next", true, "mine"), null);
  kept.data.set("australia.slot.a", "theirs"); // another tab saved there a moment ago
  assert.deepEqual(page.write("australia.slot.a", "mine again", true, "next"), { stale: true, now: "theirs" });
  assert.equal(kept.data.get("australia.slot.a"), "theirs");
  assert.equal(page.write("australia.slot.b", "new", true, undefined), null); // an empty slot: Python's None
  assert.deepEqual(page.write("australia.slot.b", "x", true, undefined), { stale: true, now: "new" });
});
