// The page before Python runs.
//
// It is a classic script, loaded at the end of <body> and run before anything is painted
// (a module script would run later, and a player of another language would first see the
// English screen). It reads what Python wrote into the page (tools/prerender.py): the first
// screens of every language in <template>s, their texts (#page-words) and the names the page
// shares with Python (#page-constants: storage keys, languages, element ids), so nothing here
// restates a choice of the Python side.
//
// 1. The player's language: their own choice (kept in the browser's storage), else the first
//    of the browser's preferred languages the page has. The first screen in that language
//    goes in before anything is painted; a returning player (a game on the table) sees the
//    neutral "resume" screen instead of the new-game form.
// 2. While Python loads, the form can be filled in and a button pressed: the button says it
//    will act once loaded, and web/browser/main.py carries it out with what was typed; a language
//    chosen meanwhile is kept too.
// 3. Start-up: a built site keeps every file for offline play in its service worker; on the
//    first visit the page lets the worker fetch them all and starts from them (nothing is
//    downloaded twice). Then PyScript starts Python in its worker (from the memory snapshot
//    made on this device, if there is one: web/static/quickstart.js); this script says
//    how far start-up is, says so if it fails, and offers a reload if the interpreter itself
//    stops (told by web/static/relay.js).
(function () {
  "use strict";

  // The one place the page's language is chosen (web/browser/main.py takes it from <html
  // data-language>): the player's own choice, else the first of the browser's preferred
  // languages the page has (by its main part: "de-AT" is German), else the default.
  function chooseLanguage(own, wanted, has, fallback) {
    if (typeof own === "string" && has(own)) return own;
    for (var i = 0; i < wanted.length; i++) {
      var main = String(wanted[i]).split("-")[0].toLowerCase();
      if (has(main)) return main;
    }
    return fallback;
  }
  if (typeof module !== "undefined" && module.exports) { // under Node (tests/web/text/test_i18n.py)
    module.exports = { chooseLanguage: chooseLanguage };
    return;
  }

  var root = document.documentElement;
  var app = document.getElementById("app");
  var words = JSON.parse(document.getElementById("page-words").textContent);
  var names = JSON.parse(document.getElementById("page-constants").textContent).boot;
  var select = document.getElementById(names.languageSwitch);

  function stored(key) {
    try { return localStorage.getItem(key); } catch (error) { return null; }
  }
  function loading() { return root.getAttribute("data-ready") !== "true"; }
  function say(key) { return words[root.getAttribute("data-language")][key]; }
  window.pageText = say;

  // --- 1. the player's language and first screen -----------------------------------------

  function choose() {
    var has = function (language) { return Object.prototype.hasOwnProperty.call(words, language); };
    return chooseLanguage(stored(names.languageKey), navigator.languages || [navigator.language || ""], has,
      names.defaultLanguage);
  }

  function speak(language, typed) {
    root.lang = language;
    root.setAttribute("data-language", language);
    if (select) select.value = language;
    var returning = !!stored(names.currentKey); // a game on the table
    var screen = returning ? "resume-screen-" : "first-screen-";
    var template = document.getElementById(screen + language);
    if (template && (language !== names.defaultLanguage || returning || typed)) {
      app.replaceChildren(template.content.cloneNode(true));
    }
    // The first screen as built, untouched: Python's first drawing of the same markup leaves
    // it in place (web/browser/draw.py). A button pressed meanwhile changes it (press()).
    if (!returning && !typed && (template || language === names.defaultLanguage)) {
      app.setAttribute("data-shown", screen + language);
    } else {
      app.removeAttribute("data-shown");
    }
    (typed || []).forEach(function (field) {
      var twin = app.querySelector("[" + names.field + '="' + field.name + '"]' +
        (field.type === "radio" ? '[value="' + field.value + '"]' : ""));
      if (!twin) return;
      if (field.type === "radio" || field.type === "checkbox") twin.checked = field.checked; else twin.value = field.value;
    });
    document.querySelectorAll("[data-text]").forEach(function (element) {
      element.textContent = say(element.getAttribute("data-text"));
    });
  }

  speak(choose());

  // --- 2. what a player does while Python loads ----------------------------------------------

  if (select) select.addEventListener("change", function () {
    if (!loading()) return; // once ready, Python switches the language
    try { localStorage.setItem(names.languageKey, select.value); } catch (error) { /* not kept */ }
    var typed = Array.prototype.map.call(app.querySelectorAll("[" + names.field + "]"), function (field) {
      return { name: field.getAttribute(names.field), type: field.type, value: field.value, checked: field.checked };
    });
    speak(select.value, typed);
  });

  function press(button) {
    if (!button || !button.hasAttribute("data-pending") || root.hasAttribute("data-pending")) return;
    root.setAttribute("data-pending", button.getAttribute("data-command"));
    app.removeAttribute("data-shown");
    button.setAttribute("aria-busy", "true");
    button.textContent = button.getAttribute("data-pending");
    var stage = document.createElement("span");
    stage.className = "pending-stage";
    stage.textContent = document.getElementById("loading-text").textContent;
    button.appendChild(stage);
  }

  document.addEventListener("click", function (event) {
    var button = loading() && event.target.closest && event.target.closest("[data-command]");
    if (button) { event.preventDefault(); press(button); }
  });
  document.addEventListener("keydown", function (event) {
    if (loading() && event.key === "Enter" && event.target.matches("#setup input[type=text]")) {
      event.preventDefault();
      press(document.querySelector('#setup [data-command="' + names.start + '"]'));
    }
  });
  document.addEventListener("submit", function (event) { event.preventDefault(); }); // the form is never sent

  // --- 3. start-up --------------------------------------------------------------------------

  var screen = document.getElementById("loading");
  var text = document.getElementById("loading-text");
  function stage(key) {
    text.textContent = say(key);
    var pending = document.querySelector("[aria-busy=true] > .pending-stage");
    if (pending) pending.textContent = text.textContent;
  }

  // If the Python interpreter itself dies (a fatal error of the runtime), no Python code can
  // run any more: say so from here and offer the reload that resumes the saved game.
  var stopped = document.getElementById("stopped");
  document.getElementById("stopped-reload").addEventListener("click", function () { location.reload(); });
  function watch(message) {
    if (/fatal error|call stack size exceeded|memory access out of bounds/i.test(String(message || ""))) {
      stopped.hidden = false;
      root.setAttribute("data-stopped", "true");
    }
  }
  addEventListener("error", function (event) { watch(event.message || (event.error && event.error.message)); });
  addEventListener("unhandledrejection", function (event) { watch(event.reason && (event.reason.message || event.reason)); });

  // Python runs in PyScript's worker, whose start the page hears of from web/static/relay.js:
  // its stages, a start that failed, and a failure of the interpreter.
  window.australiaBoot = {
    stage: stage,
    failed: function () {
      if (!loading()) return;
      screen.classList.add("failed");
      stage("START_FAILED");
    },
    watch: watch,
  };

  var version = document.querySelector('meta[name="australia-version"]').content;

  function settled(worker) {
    return new Promise(function (resolve) {
      function check() {
        if (worker.state === "activated" || worker.state === "redundant") resolve(worker.state);
      }
      worker.addEventListener("statechange", check);
      check();
    });
  }

  // A built site's first visit: let the service worker keep every file, then start from it.
  // Without a worker (the working tree, no support, a refused registration, an install that
  // failed) start from the network at once. web/static/offline.js does the rest.
  async function firstVisit() {
    var container = navigator.serviceWorker;
    if (version === "dev" || !container || container.controller) return;
    var registration = await container.register("./sw.js");
    // A worker already active but not serving this page: a forced reload, use the network.
    if (!registration || registration.active) return;
    var worker = registration.installing || registration.waiting;
    if (!worker) return;
    text.textContent = say("KEEPING_OFFLINE");
    if ((await settled(worker)) !== "activated" || container.controller) return;
    await new Promise(function (resolve) {
      container.addEventListener("controllerchange", resolve, { once: true });
      setTimeout(resolve, 2000);
    });
  }

  // PyScript reads its configuration (pyscript.toml: the vendored interpreter) from the
  // <script type="py"> element when its module runs: never before that element is parsed, or
  // it would fall back to a CDN.
  function parsed() {
    return new Promise(function (done) {
      if (document.readyState !== "loading") done();
      else document.addEventListener("DOMContentLoaded", function () { done(); });
    });
  }
  firstVisit().catch(function () {}).then(parsed).finally(function () {
    stage("LOADING_PYTHON");
    import("../../vendor/pyscript/core.js");
  });
})();
