// The page's half of the messages with its Python in PyScript's worker (web/static/relay.js)
// under Node, with a stand-in worker and page scripts. Run by tests/features/test_page_scripts.py.
"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("node:path");

const { relay } = require(path.join(__dirname, "..", "..", "web", "static", "relay.js"));
// web/protocol.py's page constants, as tests/features/test_page_scripts.py hands them over (the page
// reads #page-constants), every word of the protocol spelled otherwise: the script must read them.
const constants = JSON.parse(require("node:fs").readFileSync(process.env.PAGE_CONSTANTS, "utf-8"));
const protocol = constants.relay;
const C = protocol.channels;
const O = { ...constants.draw.ops, ...constants.peers.ops, ...constants.offline.ops };

function frame(seq, writes, ops) { return JSON.stringify({ australia: C.FRAME, seq, writes, ops }); }
function record(seq, made, file) { return { australia: C.RECORD, seq, record: JSON.stringify(made), file: file || null }; }

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
  const scripts = {
    told,
    kept,
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
    draw: { apply: (batch) => { told.push(["draw", batch.map((op) => op.op)]); return batch[0].how !== "broken"; } },
    scanner: { available: () => true },
    offline: { apply: (op, sink) => { scripts.offlineSink = sink; } },
  };
  return scripts;
}

test("the page says it listens, answers the worker's hello once with its start record, and hands on records", () => {
  const w = worker();
  const p = page();
  relay(w, p, protocol);
  assert.deepEqual(w.posted, [{ australia: C.PAGE }]);
  w.say(JSON.stringify({ australia: C.HELLO, prefix: "australia.", quickstart: "snapshot" }));
  assert.deepEqual(w.posted[1], { australia: C.START, start: { language: "it" }, store: { "australia.current": "{}" }, camera: true });
  assert.deepEqual(p.told, [["stage", "STARTING"], ["later", "snapshot"], ["open", "australia."]]);
  w.say(JSON.stringify({ australia: C.HELLO, prefix: "australia.", quickstart: "snapshot" })); // said again: started already
  assert.equal(w.posted.length, 2);
  p.eventSink({ type: "click" });
  p.peerSink({ type: "peer" }, undefined);
  p.eventSink({ type: "file" }, "the file");
  assert.deepEqual(w.posted.slice(2), [record(1, { type: "click" }), record(2, { type: "peer" }), record(3, { type: "file" }, "the file")]);
  // anything not ours is PyScript's own, and an unknown kind does nothing
  w.say("not ours");
  w.say({ australia: "constructor" });
  w.say(JSON.stringify({ australia: 5 }));
  assert.equal(w.posted.length, 5);
});

test("one frame for a record: its writes first, then its drawing, then the other scripts' ops", () => {
  const w = worker();
  const p = page();
  const relayed = relay(w, p, protocol);
  w.say(JSON.stringify({ australia: C.HELLO, prefix: "australia." }));
  p.eventSink({ type: "click" });
  w.posted.length = 0;
  p.told.length = 0;
  w.say(frame(1, [["australia.slot.g1", "game", true, null]], [
    { op: O.DRAW, how: "patch" }, { op: O.PEER_SEND, text: "hi" }, { op: O.KEYS, rules: [] }, { op: O.OFFLINE },
  ]));
  assert.deepEqual(p.told, [["draw", [O.DRAW, O.KEYS]], ["peers", { op: O.PEER_SEND, text: "hi" }]]);
  assert.equal(typeof p.offlineSink, "function"); // offline play started, told through the same sink
  assert.deepEqual(w.posted, []); // all carried out: nothing to tell
  assert.equal(relayed.pending(), 0);
  assert.equal(relayed.frames(), 1);
});

test("what a frame draws is already saved: its writes are carried out before its drawing", () => {
  const w = worker();
  const p = page();
  relay(w, p, protocol);
  w.say(JSON.stringify({ australia: C.HELLO, prefix: "australia." }));
  const seen = [];
  p.draw.apply = (batch) => { seen.push(["draw", p.kept["australia.slot.g1"] || null]); return true; };
  w.say(frame(null, [["australia.slot.g1", "after the click", true, null]], [{ op: O.DRAW, how: "patch" }]));
  assert.deepEqual(seen, [["draw", "after the click"]]);
});

test("the page knows, and can wait for, Python having answered every record it sent", async () => {
  const w = worker();
  const p = page();
  const relayed = relay(w, p, protocol);
  w.say(JSON.stringify({ australia: C.HELLO, prefix: "australia." }));
  assert.equal(relayed.pending(), 0);
  p.eventSink({ type: "field" });
  p.eventSink({ type: "click" });
  assert.equal(relayed.pending(), 2);
  let settled = false;
  const waiting = relayed.settled().then(() => { settled = true; });
  w.say(frame(1, [], []));
  await Promise.resolve();
  assert.equal(relayed.pending(), 1);
  assert.equal(settled, false);
  w.say(frame(null, [], [{ op: O.PROGRESS, done: 0.5 }])); // a frame of no record's (the computer's thinking)
  assert.equal(relayed.pending(), 1);
  w.say(frame(2, [], []));
  await waiting;
  assert.equal(settled, true);
  w.say(frame(1, [], [])); // late or repeated: never counted back
  assert.equal(relayed.pending(), 0);
  assert.equal(relayed.frames(), 4);
});

test("refused writes and a failed drawing are told back in one record, naming the frame", () => {
  const w = worker();
  const p = page();
  relay(w, p, protocol);
  w.say(JSON.stringify({ australia: C.HELLO, prefix: "australia." }));
  w.posted.length = 0;
  w.say(frame(null, [
    ["australia.slot.g1", "game", true, null],
    ["australia.current", "too big", false, null],
    ["australia.current", "new", true, "old"],
  ], [{ op: O.DRAW, how: "broken" }]));
  assert.equal(w.posted.length, 1);
  assert.equal(w.posted[0].australia, C.RECORD);
  assert.deepEqual(JSON.parse(w.posted[0].record), {
    type: protocol.records.REFUSED, frame: 1, drawn: false, writes: [
      ["australia.current", "full", "{}"],
      ["australia.current", { stale: true, now: "{}" }, "{}"],
    ],
  });
});

test("a worker that fails before its hello is a failed start; any failure is watched for a dead interpreter", () => {
  const w = worker();
  const p = page();
  relay(w, p, protocol);
  w.fail("SyntaxError in the page's Python");
  assert.deepEqual(p.told, [["failed"], ["watch", "SyntaxError in the page's Python"]]);
  w.say(JSON.stringify({ australia: C.HELLO, prefix: "australia." }));
  p.told.length = 0;
  w.fail("Pyodide has suffered a fatal error");
  assert.deepEqual(p.told, [["watch", "Pyodide has suffered a fatal error"]]);
});
