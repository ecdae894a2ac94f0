// The page's half of the messages with its Python, which runs in PyScript's worker
// (index.html's <script type="py" worker>; its half is web/main.py).
//
// The worker's Python cannot touch the document: it says what to do in plain messages, and the
// page's scripts do it (events.js, draw.js, store.js, devices.js, computer.js, offline.js).
// Their records, and their answers, go back the same way. Messages both ways are objects with
// an `australia` kind; anything else is PyScript's own.
// Start-up: the worker's Python says hello once it runs (with how it started: from the memory
// snapshot or as usual, web/static/quickstart.js), the page answers with its start record. The
// page says it listens, too, in case a hello came before it did. Records are numbered, and
// Python says which it has handled, once its drawings for it are sent. Start-up's stages and
// failures, and a failure of the interpreter, are boot.js's to show.
// Under Node (tests/js/) the function is exported and given stand-ins for the browser.
(function (root) {
  "use strict";

  // `page`: the page's scripts (window.australia*: store, events, peers, draw, computer,
  // offline, scanner, boot) and `later(how)`, what follows how Python started.
  function relay(worker, page) {
    var store = null;
    var computers = {};
    var held = null; // the snapshot's bytes the worker's Python passed on for the computer's worker
    var sent = 0; // records sent to Python, numbered
    var answered = 0; // the last record Python has handled (its drawings came before it said so)

    function post(message) { worker.postMessage(message); }
    function sink(record, file) {
      sent += 1;
      post({ australia: "record", seq: sent, record: record, file: file || null });
    }

    // For computer.js: the bytes of the snapshot this visit started from, if still held. And
    // how many records Python has not handled yet (0: the page shows all it has answered).
    var api = {
      pending: function () { return sent - answered; },
      holding: function () { return held !== null; },
      handOver: function (target) {
        if (!held) return false;
        var message = held;
        held = null;
        target.postMessage(message, [message.bytes.buffer]);
        return true;
      },
    };

    var does = {
      hello: function (message) {
        if (store) return; // said again after the page's own hello: started already
        page.boot.stage("STARTING");
        if (typeof message.quickstart === "string") page.later(message.quickstart);
        store = page.store.open(message.prefix);
        var scanner = page.scanner;
        post({
          australia: "start",
          start: page.events.start(),
          store: store.all(),
          camera: !!(scanner && scanner.available()),
        });
        page.events.listen(sink);
        page.peers.listen(sink);
      },
      draw: function (message) {
        if (page.draw.apply(message.batch) === false) post({ australia: "draw-failed" });
      },
      store: function (message) {
        var answer = store.write(message.key, message.value, message.guarded, message.expected);
        post({ australia: "stored", key: message.key, answer: answer, now: store.read(message.key) });
      },
      peers: function (message) { page.peers.apply(message.op); },
      handover: function (message) { held = message.message; },
      "computer-start": function (message) {
        var id = message.id;
        computers[id] = page.computer.start(
          message.script,
          function (data) { post({ australia: "computer", id: id, data: data }); },
          function (error) { post({ australia: "computer-error", id: id, error: error }); }
        );
      },
      "computer-post": function (message) {
        if (computers[message.id]) computers[message.id].post(message.request);
      },
      "computer-stop": function (message) {
        if (computers[message.id]) computers[message.id].stop();
        delete computers[message.id];
      },
      offline: function () { page.offline.start(sink); },
      answered: function (message) { answered = Math.max(answered, Number(message.seq) || 0); },
    };

    worker.onmessage = function (event) {
      var message = event.data;
      if (!message || typeof message !== "object" || typeof message.australia !== "string") return;
      if (Object.prototype.hasOwnProperty.call(does, message.australia)) does[message.australia](message);
    };
    // The worker's Python failed to start, or its interpreter died.
    worker.addEventListener("error", function (event) {
      if (!store) page.boot.failed();
      page.boot.watch(event.message || (event.error && event.error.message));
    });
    post({ australia: "page" });
    return api;
  }

  if (typeof module !== "undefined" && module.exports) {
    module.exports = { relay: relay };
    return;
  }

  var html = document.documentElement;
  var relayed = null;
  // For computer.js: until PyScript has made its worker, nothing is held.
  root.australiaQuickStart = {
    holding: function () { return !!relayed && relayed.holding(); },
    handOver: function (worker) { return !!relayed && relayed.handOver(worker); },
  };
  // Whether Python has handled every record the page sent it (the end-to-end tests wait for it
  // before an action, as a person waits for the page to settle).
  root.australiaRelay = { pending: function () { return relayed ? relayed.pending() : 0; } };

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
    relayed = relay(script.xworker, {
      store: root.australiaStore, events: root.australiaEvents, peers: root.australiaPeers,
      draw: root.australiaDraw, computer: root.australiaComputer, offline: root.australiaOffline,
      scanner: root.australiaScanner, boot: root.australiaBoot, later: later,
    });
  })();
})(this);
