// The computer's worker started by the page (web/static/computer.js) under Node, with a
// stand-in Worker and quick start. Run by tests/test_page_scripts.py.
"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const path = require("node:path");

const { computer } = require(path.join(__dirname, "..", "..", "web", "static", "computer.js"));

function browser() {
  const made = [];
  class Worker {
    constructor(address, options) { this.address = address; this.options = options; this.posted = []; this.ended = false; made.push(this); }
    postMessage(message) { this.posted.push(message); }
    terminate() { this.ended = true; }
  }
  return { window: { Worker }, made };
}

function quickStart(holding) {
  return { given: [], holding: () => holding, handOver(worker) { this.given.push(worker); return true; } };
}

test("a built site's worker has the version in its address, and the snapshot's bytes if the page holds them", () => {
  const { window, made } = browser();
  const quick = quickStart(true);
  computer(window, "./web/static/worker.js", "v 1", quick).start(() => {}, () => {});
  assert.equal(made[0].address, "./web/static/worker.js?version=v%201&handover=1");
  assert.deepEqual(made[0].options, { type: "module" });
  assert.deepEqual(quick.given, [made[0]]);
  computer(window, "./web/static/worker.js", "v1", quickStart(false)).start(() => {}, () => {});
  assert.equal(made[1].address, "./web/static/worker.js?version=v1");
  const dev = quickStart(true);
  computer(window, "./web/static/worker.js", "dev", dev).start(() => {}, () => {});
  assert.equal(made[2].address, "./web/static/worker.js"); // the working tree: no snapshot
  assert.deepEqual(dev.given, []);
  computer(window, "./web/static/worker.js", null, undefined).start(() => {}, () => {});
  assert.equal(made[3].address, "./web/static/worker.js");
});

test("requests go to the worker, answers and failures come back, and it can be stopped", () => {
  const { window, made } = browser();
  const heard = [];
  const failed = [];
  const started = computer(window, "w.js", "dev", null).start((data) => heard.push(data), (message) => failed.push(message));
  started.post({ kind: "decide", id: 1 });
  assert.deepEqual(made[0].posted, [{ kind: "decide", id: 1 }]);
  made[0].onmessage({ data: { kind: "decision", id: 1 } });
  let prevented = false;
  made[0].onerror({ message: "boom", preventDefault: () => { prevented = true; } });
  made[0].onerror({});
  assert.deepEqual(heard, [{ kind: "decision", id: 1 }]);
  assert.deepEqual(failed, ["boom", ""]);
  assert.ok(prevented); // the page says so itself: not the browser's console too
  started.stop();
  assert.ok(made[0].ended);
});
