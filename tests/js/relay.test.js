// The page's half of the messages with its Python in PyScript's worker (web/static/relay.js)
// under Node, with a stand-in worker and page scripts. Run by tests/test_page_scripts.py.
"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("node:path");

const { relay } = require(path.join(__dirname, "..", "..", "web", "static", "relay.js"));

function worker() {
  const listeners = {};
  return {
    posted: [],
    postMessage(message, transfer) { this.posted.push(transfer ? [message, transfer] : message); },
    addEventListener(name, call) { listeners[name] = call; },
    say(data) { this.onmessage({ data }); },
    fail(message) { listeners.error({ message }); },
  };
}

function page() {
  const told = [];
  const kept = { "australia.current": "{}" };
  const computers = [];
  const scripts = {
    told,
    computers,
    boot: { stage: (key) => told.push(["stage", key]), failed: () => told.push(["failed"]), watch: (text) => told.push(["watch", text]) },
    later: (how) => told.push(["later", how]),
    store: {
      open: (prefix) => {
        told.push(["open", prefix]);
        return {
          all: () => ({ ...kept }),
          read: (key) => (key in kept ? kept[key] : null),
          write: (key, value, guarded, expected) => {
            const now = key in kept ? kept[key] : null;
            if (guarded && now !== expected) return { stale: true, now };
            if (value === "too big") return "full";
            kept[key] = value;
            return null;
          },
        };
      },
    },
    events: { start: () => ({ language: "it" }), listen: (sink) => { scripts.eventSink = sink; } },
    peers: { listen: (sink) => { scripts.peerSink = sink; }, apply: (op) => told.push(["peers", op]) },
    draw: { apply: (batch) => batch[0] !== "broken" },
    scanner: { available: () => true },
    offline: { start: (sink) => { scripts.offlineSink = sink; } },
    computer: {
      start: (script, onMessage, onError) => {
        const made = { script, onMessage, onError, posted: [], stopped: false };
        made.post = (request) => made.posted.push(request);
        made.stop = () => { made.stopped = true; };
        computers.push(made);
        return made;
      },
    },
  };
  return scripts;
}

test("the page says it listens, answers the worker's hello once with its start record, and hands on records", () => {
  const w = worker();
  const p = page();
  relay(w, p);
  assert.deepEqual(w.posted, [{ australia: "page" }]);
  w.say({ australia: "hello", prefix: "australia.", quickstart: "snapshot" });
  assert.deepEqual(w.posted[1], { australia: "start", start: { language: "it" }, store: { "australia.current": "{}" }, camera: true });
  assert.deepEqual(p.told, [["stage", "STARTING"], ["later", "snapshot"], ["open", "australia."]]);
  w.say({ australia: "hello", prefix: "australia.", quickstart: "snapshot" }); // said again: already started
  assert.equal(w.posted.length, 2);
  p.eventSink({ type: "click" });
  p.peerSink({ type: "peer" }, undefined);
  p.eventSink({ type: "file" }, "the file");
  assert.deepEqual(w.posted.slice(2), [
    { australia: "record", seq: 1, record: { type: "click" }, file: null },
    { australia: "record", seq: 2, record: { type: "peer" }, file: null },
    { australia: "record", seq: 3, record: { type: "file" }, file: "the file" },
  ]);
  w.say({ australia: "offline" });
  p.offlineSink({ type: "offline" });
  assert.deepEqual(w.posted.at(-1), { australia: "record", seq: 4, record: { type: "offline" }, file: null });
  // anything not ours is PyScript's own, and an unknown kind does nothing
  w.say("not ours");
  w.say({ australia: "constructor" });
  w.say({ australia: 5 });
  assert.equal(w.posted.length, 6);
});

test("the page knows whether Python has handled every record it sent", () => {
  const w = worker();
  const p = page();
  const relayed = relay(w, p);
  w.say({ australia: "hello", prefix: "australia." });
  assert.equal(relayed.pending(), 0);
  p.eventSink({ type: "field" });
  p.eventSink({ type: "click" });
  assert.equal(relayed.pending(), 2);
  w.say({ australia: "answered", seq: 1 });
  assert.equal(relayed.pending(), 1);
  w.say({ australia: "answered", seq: 2 });
  w.say({ australia: "answered", seq: 1 }); // late or repeated: never counted back
  assert.equal(relayed.pending(), 0);
});

test("drawings are carried out, a failed one said; writes are answered with what the key holds now", () => {
  const w = worker();
  const p = page();
  relay(w, p);
  w.say({ australia: "hello", prefix: "australia." });
  w.posted.length = 0;
  w.say({ australia: "draw", batch: [{ op: "draw" }] });
  w.say({ australia: "draw", batch: ["broken"] });
  assert.deepEqual(w.posted, [{ australia: "draw-failed" }]);
  w.say({ australia: "store", key: "australia.slot.g1", value: "game", guarded: true, expected: null });
  w.say({ australia: "store", key: "australia.current", value: "too big", guarded: false, expected: null });
  w.say({ australia: "store", key: "australia.current", value: "new", guarded: true, expected: "old" });
  assert.deepEqual(w.posted.slice(1), [
    { australia: "stored", key: "australia.slot.g1", answer: null, now: "game" },
    { australia: "stored", key: "australia.current", answer: "full", now: "{}" },
    { australia: "stored", key: "australia.current", answer: { stale: true, now: "{}" }, now: "{}" },
  ]);
  w.say({ australia: "peers", op: { op: "close" } });
  assert.deepEqual(p.told.at(-1), ["peers", { op: "close" }]);
});

test("the computer's worker is started, spoken to and stopped for the worker's Python, with the snapshot's bytes", () => {
  const w = worker();
  const p = page();
  const quick = relay(w, p);
  assert.equal(quick.holding(), false);
  const bytes = new Uint8Array([1, 2, 3]);
  w.say({ australia: "handover", message: { kind: "snapshot-bytes", bytes } });
  assert.equal(quick.holding(), true);
  const target = worker();
  assert.equal(quick.handOver(target), true);
  assert.deepEqual(target.posted, [[{ kind: "snapshot-bytes", bytes }, [bytes.buffer]]]);
  assert.equal(quick.holding(), false); // given once
  assert.equal(quick.handOver(worker()), false);

  w.say({ australia: "computer-start", id: 7, script: "./web/static/worker.js" });
  const started = p.computers[0];
  assert.equal(started.script, "./web/static/worker.js");
  w.say({ australia: "computer-post", id: 7, request: { id: 1 } });
  w.say({ australia: "computer-post", id: 8, request: { id: 2 } }); // no such worker
  assert.deepEqual(started.posted, [{ id: 1 }]);
  w.posted.length = 0;
  started.onMessage({ kind: "decided" });
  started.onError("boom");
  assert.deepEqual(w.posted, [
    { australia: "computer", id: 7, data: { kind: "decided" } },
    { australia: "computer-error", id: 7, error: "boom" },
  ]);
  w.say({ australia: "computer-stop", id: 7 });
  assert.ok(started.stopped);
  w.say({ australia: "computer-post", id: 7, request: { id: 3 } });
  assert.deepEqual(started.posted, [{ id: 1 }]);
});

test("a worker that fails before its hello is a failed start; any failure is watched for a dead interpreter", () => {
  const w = worker();
  const p = page();
  relay(w, p);
  w.fail("SyntaxError in the page's Python");
  assert.deepEqual(p.told, [["failed"], ["watch", "SyntaxError in the page's Python"]]);
  w.say({ australia: "hello", prefix: "australia." });
  p.told.length = 0;
  w.fail("Pyodide has suffered a fatal error");
  assert.deepEqual(p.told, [["watch", "Pyodide has suffered a fatal error"]]);
});
