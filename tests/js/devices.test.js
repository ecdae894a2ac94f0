// Connections between devices, the camera and the clipboard (web/static/devices.js) under Node,
// with stand-ins for WebRTC's peer connection, the scanner and the clipboard. Run by
// tests/features/test_page_scripts.py, which hands over the names web/protocol.py gives the
// script in the file named by PEERS_NAMES, every word spelled otherwise: the script must read them.
"use strict";

const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");

const { devices } = require(path.join(__dirname, "..", "..", "web", "static", "devices.js"));
const names = JSON.parse(fs.readFileSync(process.env.PEERS_NAMES, "utf-8"));
const O = names.ops;
const R = names.records;

const channels = [];
globalThis.RTCPeerConnection = class {
  constructor() { this.iceGatheringState = "complete"; this.connectionState = "new"; this.localDescription = { sdp: "mine" }; }
  createDataChannel() { const channel = { readyState: "open", sent: [], send(text) { this.sent.push(text); }, close() {} }; channels.push(channel); return channel; }
  addEventListener() {}
  createOffer() { return Promise.resolve({ type: "offer" }); }
  createAnswer() { return Promise.resolve({ type: "answer" }); }
  setLocalDescription() { return Promise.resolve(); }
  setRemoteDescription(description) { return description.sdp === "unfit" ? Promise.reject(new Error("unfit")) : Promise.resolve(); }
  close() {}
};
globalThis.window = { australiaScanner: { start: (video, read, failed) => { read("a code"); failed("no camera"); }, stop: () => {} } };

const settle = () => new Promise((resolve) => setImmediate(resolve));

test("the ops it carries out are those web/protocol.py gives it, each under its word", () => {
  assert.ok(Object.keys(O).length > 0);
  assert.deepEqual([...devices(names).ops].sort(), Object.values(O).sort());
});

test("what happens to a connection and the camera is told as records of the protocol's kinds", async () => {
  const script = devices(names);
  const told = [];
  script.listen((record) => told.push(record));
  script.apply({ op: O.PEER_OFFER, channel: "c1", seat: 2, stun: null });
  await settle();
  const channel = channels.at(-1);
  channel.onopen();
  channel.onmessage({ data: "hello" });
  script.apply({ op: O.PEER_SEND, channel: "c1", text: "move" });
  assert.deepEqual(channel.sent, ["move"]);
  script.apply({ op: O.PEER_ACCEPT, channel: "c1", sdp: "unfit" });
  script.apply({ op: O.PEER_ANSWER, channel: "c2", sdp: "theirs", stun: "stun.example" });
  script.apply({ op: O.CAMERA_ON, video: "#scan-video" });
  await settle();
  assert.deepEqual(told, [
    { type: R.PEER_OFFERED, seat: 2, channel: "c1", sdp: "mine" },
    { type: R.CHANNEL_OPENED, channel: "c1" },
    { type: R.CHANNEL_SAID, channel: "c1", text: "hello" },
    { type: R.SCANNED, text: "a code" },
    { type: R.CAMERA_FAILED, reason: "no camera" },
    { type: R.CHANNEL_CLOSED, channel: "c1" },
    { type: R.PEER_ANSWERED, sdp: "mine" },
  ]);
  assert.deepEqual(new Set(told.map((record) => record.type)), new Set(Object.values(R))); // every kind it is given
  script.apply({ op: O.PEER_CLOSE, channel: "c2" });
  script.apply({ op: O.CAMERA_OFF });
});
