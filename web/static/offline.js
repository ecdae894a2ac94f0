// Offline play on the page: the service worker, the update banner, persistent storage, and
// the quick start's status; each change told to the page's Python as a record (the same sink
// as web/static/events.js's, read by web/browser/events.py).
//
// A built site (tools/build_site.py) writes its version into <meta name="australia-version">;
// only then is ./sw.js (web/static/sw.js) registered, which keeps every file needed to start
// and play. On a first visit the page's first script registers it and waits for it before
// starting; here it is registered again (the browser keeps one registration) to follow its
// updates. In the working tree the version is "dev" and nothing is registered, so edits show
// on reload.
//
// - When a new version has been installed while an older one serves the page, a quiet banner
//   offers to reload; the new version takes over only when the player asks, and the game on
//   the table (saved after every action) resumes after the reload.
// - The page asks the browser to keep its storage (navigator.storage.persist()).
// - The status ({type: OFFLINE, status, persisted}) is also written into <html
//   data-offline>: development, preparing, ready or unavailable (no service worker support, a
//   refused registration, an install that could not finish: the game plays online as before).
// - The quick start (web/static/quickstart.js) writes how Python started, and whether a memory
//   snapshot is kept for the next visit, into <html data-quickstart>; each new value is told
//   ({type: QUICKSTART, status}).
//
// The banner's words are the page's (#page-words, in the page's language: `say`), and marked
// with data-text so that a change of language rewords them (web/static/draw.js's speak).
// Under Node (tests/js/) the function is exported and given stand-ins for the browser.
(function (root) {
  "use strict";

  var BANNER = "update-banner";
  var RELOAD = "update-reload";
  var QUICK = "data-quickstart";

  function offline(document, window, sink, say, records) {
    var html = document.documentElement;
    var status = "preparing";
    var persisted = null;
    var registration = null;
    var waiting = null;
    var takingOver = false;

    function tell() {
      html.setAttribute("data-offline", status);
      sink({ type: records.OFFLINE, status: status, persisted: persisted });
    }
    function set(next) { status = next; tell(); }
    function controlled() { return !!window.navigator.serviceWorker.controller; }

    function takeOver(event) {
      event.preventDefault();
      if (!waiting) { window.location.reload(); return; }
      takingOver = true;
      waiting.postMessage({ type: "take-over" });
    }

    function offer(worker) {
      waiting = worker;
      var banner = document.getElementById(BANNER);
      if (!banner) {
        banner = document.createElement("div");
        banner.id = BANNER;
        banner.setAttribute("role", "status");
        var text = document.createElement("span");
        text.setAttribute("data-text", "UPDATE_READY");
        text.textContent = say("UPDATE_READY");
        var button = document.createElement("button");
        button.type = "button";
        button.id = RELOAD;
        button.setAttribute("data-text", "UPDATE_RELOAD");
        button.setAttribute("data-label", "UPDATE_RELOAD_LABEL");
        button.textContent = say("UPDATE_RELOAD");
        button.setAttribute("aria-label", say("UPDATE_RELOAD_LABEL"));
        button.addEventListener("click", takeOver);
        banner.appendChild(text);
        banner.appendChild(document.createTextNode(" "));
        banner.appendChild(button);
        document.body.appendChild(banner);
      }
      banner.hidden = false;
    }

    function follow(worker) {
      worker.addEventListener("statechange", function () {
        if (worker.state === "installed" && controlled()) offer(worker);
        else if (worker.state === "activated") set("ready");
        else if (worker.state === "redundant" && !(registration && registration.active)) set("unavailable"); // nothing half-kept
      });
    }

    async function register() {
      var container = window.navigator.serviceWorker;
      if (!container) { set("unavailable"); return; }
      try {
        registration = await container.register("./sw.js");
      } catch (error) { // refused (a private window, the settings): play online
        registration = null;
      }
      if (!registration) { set("unavailable"); return; }
      container.addEventListener("controllerchange", function () { if (takingOver) window.location.reload(); });
      registration.addEventListener("updatefound", function () {
        if (registration.installing) follow(registration.installing);
      });
      document.addEventListener("visibilitychange", function () {
        // offline: tried again on the next visit
        if (document.visibilityState === "visible") registration.update().catch(function () {});
      });
      if (registration.installing) follow(registration.installing);
      if (registration.waiting && container.controller) offer(registration.waiting);
      if (registration.active) set("ready");
      else set(registration.installing || registration.waiting ? "preparing" : "unavailable"); // or it failed
    }

    async function askToPersist() {
      var storage = window.navigator.storage;
      if (!storage || !storage.persist) { persisted = null; return; }
      try {
        var granted = await storage.persisted();
        if (!granted) granted = await storage.persist();
        persisted = !!granted;
      } catch (error) { // the browser would not say
        persisted = null;
      }
    }

    function watchQuickStart() {
      var told;
      function tellQuick() {
        var now = html.getAttribute(QUICK);
        if (now !== told) {
          told = now;
          sink({ type: records.QUICKSTART, status: now });
        }
      }
      new window.MutationObserver(tellQuick).observe(html, { attributes: true, attributeFilter: [QUICK] });
      tellQuick();
    }

    return async function start() {
      watchQuickStart();
      var meta = document.querySelector('meta[name="australia-version"]');
      var version = meta ? meta.getAttribute("content") : null;
      if (typeof version !== "string" || version === "dev") set("development");
      else await register();
      await askToPersist();
      tell();
    };
  }

  // Its one op (web/protocol.py's, #page-constants) comes once the game is on the screen.
  function script(document, window, names, say) {
    var does = {};
    does[names.ops.OFFLINE] = function (op, sink) { return offline(document, window, sink, say, names.records)(); };
    return { apply: function (op, sink) { return does[op.op](op, sink); }, ops: Object.keys(does) };
  }

  if (typeof module !== "undefined" && module.exports) {
    module.exports = { offline: offline, script: script };
  } else {
    root.australiaOffline = script(document, window, JSON.parse(document.getElementById("page-constants").textContent).offline,
      function (key) { return window.pageText(key); });
  }
})(this);
