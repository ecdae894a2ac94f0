// The page's half of the messages with its Python, which runs in PyScript's worker
// (index.html's <script type="py" worker>; its half is web/browser/main.py). What crosses is defined
// once, in web/protocol.py, and read here from the page's constants (#page-constants).
//
// One record in, one frame out. Every input the page's scripts read (events.js, devices.js,
// offline.js) goes to Python as one numbered record; Python answers with one frame, which is
// carried out here in one task: first its storage writes (store.js), then its ops, each by
// the script that owns it (draw.js: the drawing, the focus, the keys the page takes; then
// devices.js, offline.js). So what a player sees is already saved. A write the browser
// refused, or a drawing that failed, is told back in one record.
// Start-up: the worker's Python says hello once it runs (with how it started: from the memory
// snapshot or as usual, web/static/quickstart.js), the page answers with its start record.
// The page says it listens, too, in case a hello came before it did. Start-up's stages and
// failures, and a failure of the interpreter, are boot.js's to show.
// Under Node (tests/js/) the function is exported and given stand-ins for the browser.
(function (root) {
  "use strict";

  // `page`: the page's scripts (window.australia*: store, events, peers, draw, offline,
  // scanner, boot) and `later(how)`, what follows how Python started. `protocol`: the
  // channels, the scripts, which one owns each op, and the record that tells a refusal.
  function relay(worker, page, protocol) {
    var channel = protocol.channels;
    var owner = protocol.owners; // op -> the script that carries it out
    var scripts = {}; // by web/protocol.py's names for them
    scripts[protocol.scripts.DRAW] = page.draw;
    scripts[protocol.scripts.PEERS] = page.peers;
    scripts[protocol.scripts.OFFLINE] = page.offline;
    var store = null;
    var sent = 0; // records sent to Python, numbered
    var answered = 0; // the last record Python has answered with its frame
    var frames = 0; // frames carried out
    var waiting = []; // who waits for Python to have answered every record sent

    function post(message) { worker.postMessage(message); }
    function sink(record, file) {
      sent += 1;
      var message = { record: JSON.stringify(record), seq: sent, file: file || null };
      message.australia = channel.RECORD;
      post(message);
    }
    function settle() {
      if (sent !== answered) return;
      var done = waiting;
      waiting = [];
      done.forEach(function (resolve) { resolve(frames); });
    }

    var api = {
      // How many records Python has not answered yet (0: the page shows all it has answered).
      pending: function () { return sent - answered; },
      // Resolves once Python has answered every record sent so far (the end-to-end tests wait
      // for it before and after an action, as a person waits for the page to settle).
      settled: function () {
        return new Promise(function (resolve) { waiting.push(resolve); settle(); });
      },
      // Frames carried out: a key pressed before the last one came is read against where
      // that one moved the focus (web/browser/events.py).
      frames: function () { return frames; },
      // Records sent so far (each is one message to Python).
      records: function () { return sent; },
    };

    function hello(message) {
      if (store) return; // said again after the page's own hello: started already
      page.boot.stage("STARTING");
      if (typeof message.quickstart === "string") page.later(message.quickstart);
      store = page.store.open(message.prefix);
      var scanner = page.scanner;
      var start = { start: page.events.start(), store: store.all(), camera: !!(scanner && scanner.available()) };
      start.australia = channel.START;
      post(start);
      page.events.listen(sink);
      page.peers.listen(sink);
    }

    function frame(message) {
      frames += 1;
      var refused = [];
      message.writes.forEach(function (write) {
        var answer = store.write(write[0], write[1], write[2], write[3]);
        if (answer !== null && answer !== undefined) refused.push([write[0], answer, store.read(write[0])]);
      });
      var drawing = [], others = [];
      message.ops.forEach(function (op) { (scripts[owner[op.op]] === page.draw ? drawing : others).push(op); });
      var drawn = drawing.length ? page.draw.apply(drawing) !== false : true; // one batch: a step's drawing
      others.forEach(function (op) { scripts[owner[op.op]].apply(op, sink); });
      if (typeof message.seq === "number") answered = Math.max(answered, message.seq);
      if (refused.length || !drawn) sink({ type: protocol.records.REFUSED, frame: frames, writes: refused, drawn: drawn });
      settle();
    }

    worker.onmessage = function (event) {
      var message = event.data;
      if (typeof message === "string") {
        try { message = JSON.parse(message); } catch (error) { return; } // PyScript's own
      }
      if (!message || typeof message !== "object") return;
      if (message.australia === channel.FRAME) frame(message);
      else if (message.australia === channel.HELLO) hello(message);
    };
    // The worker's Python failed to start, or its interpreter died.
    worker.addEventListener("error", function (event) {
      if (!store) page.boot.failed();
      page.boot.watch(event.message || (event.error && event.error.message));
    });
    var listening = {};
    listening.australia = channel.PAGE;
    post(listening);
    return api;
  }

  if (typeof module !== "undefined" && module.exports) {
    module.exports = { relay: relay };
    return;
  }

  var html = document.documentElement;
  var relayed = null;
  root.australiaRelay = {
    pending: function () { return relayed ? relayed.pending() : 0; },
    settled: function () { return relayed ? relayed.settled() : Promise.resolve(0); },
    frames: function () { return relayed ? relayed.frames() : 0; },
    records: function () { return relayed ? relayed.records() : 0; },
  };

  // How Python started; after a usual start on a built site, a snapshot is made for the next
  // visit once the page is ready and idle.
  function later(how) {
    html.setAttribute("data-quickstart", how);
    if (how === "normal") {
      import("./quickstart.js").then(function (module) { module.later(module.siteVersion()); }).catch(function () {});
    }
  }

  // PyScript makes the worker once its own module has run (boot.js imports it).
  (function find() {
    var script = document.querySelector('script[type="py"][worker]');
    if (!script || !script.xworker) return setTimeout(find, 25); // its hello comes later still
    var protocol = JSON.parse(document.getElementById("page-constants").textContent).relay;
    relayed = relay(script.xworker, {
      store: root.australiaStore, events: root.australiaEvents, peers: root.australiaPeers,
      draw: root.australiaDraw, offline: root.australiaOffline,
      scanner: root.australiaScanner, boot: root.australiaBoot, later: later,
    }, protocol);
  })();
})(this);
