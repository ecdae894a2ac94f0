// The computer's worker (web/static/worker.js), started by the page for web/browser/worker_client.py.
//
// The page starts it for its Python, which runs in PyScript's worker (web/static/relay.js): a
// built site's worker gets the site's version in its address (it starts from a memory snapshot
// made for that version, web/static/quickstart.js), and the bytes of the snapshot this visit
// started from when the page's Python passed them on. Requests and answers are plain values; a failure of the worker is
// told with its message.
// Under Node (tests/js/) the function is exported and given stand-ins for the browser.
(function (root) {
  "use strict";

  function computer(window, script, version, quick) {
    return {
      start: function (onMessage, onError) {
        var handover = !!(quick && quick.holding());
        var address = script;
        if (typeof version === "string" && version !== "dev") {
          address += "?version=" + encodeURIComponent(version) + (handover ? "&handover=1" : "");
        } else {
          handover = false;
        }
        var worker = new window.Worker(address, { type: "module" });
        worker.onmessage = function (event) { onMessage(event.data); };
        worker.onerror = function (event) {
          if (event.preventDefault) event.preventDefault();
          onError(String(event.message || ""));
        };
        if (handover) quick.handOver(worker);
        return {
          post: function (request) { worker.postMessage(request); },
          stop: function () { worker.terminate(); },
        };
      },
    };
  }

  if (typeof module !== "undefined" && module.exports) {
    module.exports = { computer: computer };
  } else {
    root.australiaComputer = {
      start: function (script, onMessage, onError) {
        var meta = document.querySelector('meta[name="australia-version"]');
        var version = meta ? meta.getAttribute("content") : null;
        // the snapshot's bytes, held by web/static/relay.js
        return computer(window, script, version, window.australiaQuickStart).start(onMessage, onError);
      },
    };
  }
})(this);
