// Direct connections between devices (WebRTC data channels), for web/browser/devices.py.
//
// The page's Python decides everything: which channel to open, what its codes say
// (web/link.py packs and reads the session descriptions), what is sent. This script only
// holds the browser's peer connections by the ids Python gives them, and hands back what
// happens to them. No server is contacted: the ICE servers are only the STUN address the
// players set (none by default), and a description is complete (every candidate gathered)
// before it is handed back, since it travels once, by hand.
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
    // one channel, agreed on both sides (web/link.py's template says so): no extra round trip
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

  window.australiaPeers = {
    // The host: a new connection and its offer's description (every candidate in it).
    offer: function (id, stun, events) {
      var pc = open(id, stun, events).pc;
      return pc.createOffer()
        .then(function (offer) { return pc.setLocalDescription(offer); })
        .then(function () { return gathered(pc); })
        .then(function () { return pc.localDescription.sdp; });
    },
    // The host: the invited device's answer.
    accept: function (id, sdp) {
      var peer = peers[id];
      if (!peer) return Promise.reject(new Error("no such invitation"));
      return peer.pc.setRemoteDescription({ type: "answer", sdp: sdp });
    },
    // The joining device: answer the host's offer.
    answer: function (id, stun, sdp, events) {
      var pc = open(id, stun, events).pc;
      return pc.setRemoteDescription({ type: "offer", sdp: sdp })
        .then(function () { return pc.createAnswer(); })
        .then(function (answer) { return pc.setLocalDescription(answer); })
        .then(function () { return gathered(pc); })
        .then(function () { return pc.localDescription.sdp; });
    },
    send: function (id, text) {
      var peer = peers[id];
      if (!peer || peer.channel.readyState !== "open") return false;
      peer.channel.send(text);
      return true;
    },
    close: close,
  };
})();
