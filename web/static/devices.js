// Direct connections between devices (WebRTC data channels), the camera reading a QR code
// (web/static/scanner.js) and the clipboard, for web/devices/browser.py.
//
// The page's Python decides everything: which channel to open, what its codes say
// (web/devices/link.py packs and reads the session descriptions), what is sent. This script only
// carries out its ops (`apply`) and tells what happens as records (`listen`'s sink), both
// web/protocol.py's, holding the browser's peer connections by the ids Python gives them. No
// server is contacted: the ICE servers are only the STUN address the players set (none by
// default), and a description is complete (every candidate gathered) before it is handed
// back, since it travels once, by hand.
(function () {
  "use strict";
  var peers = {}; // id -> {pc, channel}
  var GATHERING_LIMIT = 10000; // ms: a description with the candidates found by then

  function gathered(pc) {
    return new Promise(function (resolve) {
      if (pc.iceGatheringState === "complete") { resolve(); return; }
      var timer = setTimeout(resolve, GATHERING_LIMIT);
      pc.addEventListener("icegatheringstatechange", function () {
        if (pc.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
      });
    });
  }

  function open(id, stun, events) {
    close(id);
    var servers = stun ? [{ urls: "stun:" + stun }] : [];
    var pc = new RTCPeerConnection({ iceServers: servers });
    // one channel, agreed on both sides (web/devices/link.py's template says so): no extra round trip
    var channel = pc.createDataChannel("game", { negotiated: true, id: 0 });
    var peer = { pc: pc, channel: channel, closed: false };
    peers[id] = peer;
    function ended() {
      if (peer.closed) return;
      peer.closed = true;
      if (peers[id] === peer) delete peers[id];
      try { pc.close(); } catch (error) { /* already closed */ }
      events.closed(id);
    }
    channel.onopen = function () { events.opened(id); };
    channel.onmessage = function (event) {
      if (typeof event.data === "string") events.said(id, event.data);
    };
    channel.onclose = ended;
    pc.addEventListener("connectionstatechange", function () {
      if (pc.connectionState === "failed" || pc.connectionState === "closed") ended();
    });
    return peer;
  }

  function close(id) {
    var peer = peers[id];
    if (!peer) return;
    delete peers[id];
    peer.closed = true;
    try { peer.channel.close(); } catch (error) { /* nothing to close */ }
    try { peer.pc.close(); } catch (error) { /* nothing to close */ }
  }

  // The script, given the names it shares with Python (#page-constants: web/protocol.py's).
  function devices(names) {
    var ops = names.ops, records = names.records; // web/protocol.py's: the ops it carries out, the records it makes
    var sink = function () {}; // the page's Python, once it listens

    // What happens to a connection, told.
    var events = {
      opened: function (id) { sink({ type: records.CHANNEL_OPENED, channel: id }); },
      said: function (id, text) { sink({ type: records.CHANNEL_SAID, channel: id, text: text }); },
      closed: function (id) { sink({ type: records.CHANNEL_CLOSED, channel: id }); },
    };

    function failure(error) { return String(error); }

    var does = {};
    // The host: a new connection and its offer's description (every candidate in it).
    does[ops.PEER_OFFER] = function (op) {
      var pc = open(op.channel, op.stun, events).pc;
      pc.createOffer()
        .then(function (offer) { return pc.setLocalDescription(offer); })
        .then(function () { return gathered(pc); })
        .then(function () { sink({ type: records.PEER_OFFERED, seat: op.seat, channel: op.channel, sdp: pc.localDescription.sdp }); },
          function (error) { sink({ type: records.PEER_OFFERED, seat: op.seat, channel: op.channel, error: failure(error) }); });
    };
    // The host: the invited device's answer (an answer that does not fit closes the channel).
    does[ops.PEER_ACCEPT] = function (op) {
      var peer = peers[op.channel];
      (peer ? peer.pc.setRemoteDescription({ type: "answer", sdp: op.sdp }) : Promise.reject(new Error("no such invitation")))
        .catch(function () { sink({ type: records.CHANNEL_CLOSED, channel: op.channel }); });
    };
    // The joining device: answer the host's offer.
    does[ops.PEER_ANSWER] = function (op) {
      var pc = open(op.channel, op.stun, events).pc;
      pc.setRemoteDescription({ type: "offer", sdp: op.sdp })
        .then(function () { return pc.createAnswer(); })
        .then(function (answer) { return pc.setLocalDescription(answer); })
        .then(function () { return gathered(pc); })
        .then(function () { sink({ type: records.PEER_ANSWERED, sdp: pc.localDescription.sdp }); },
          function (error) { sink({ type: records.PEER_ANSWERED, error: failure(error) }); });
    };
    // Sent only while the channel is open: a channel that closed has said so (CHANNEL_CLOSED),
    // and Python waits for that device to be invited again.
    does[ops.PEER_SEND] = function (op) {
      var peer = peers[op.channel];
      if (peer && peer.channel.readyState === "open") peer.channel.send(op.text);
    };
    does[ops.PEER_CLOSE] = function (op) { close(op.channel); };
    does[ops.CAMERA_ON] = function (op) {
      window.australiaScanner.start(op.video,
        function (text) { sink({ type: records.SCANNED, text: typeof text === "string" ? text : null }); },
        function (reason) { sink({ type: records.CAMERA_FAILED, reason: String(reason) }); });
    };
    does[ops.CAMERA_OFF] = function () { window.australiaScanner.stop(); };
    does[ops.COPY] = function (op) {
      var clipboard = navigator.clipboard;
      if (clipboard) clipboard.writeText(op.text).catch(function () { /* the code stays on the screen to copy by hand */ });
    };
    return {
      listen: function (told) { sink = told; },
      apply: function (op) { return does[op.op](op); },
      ops: Object.keys(does), // a test holds them to web/protocol.py's
    };
  }

  if (typeof module !== "undefined" && module.exports) module.exports = { devices: devices };
  else window.australiaPeers = devices(JSON.parse(document.getElementById("page-constants").textContent).peers);
})();
