// The page's drawings, carried out: the drawing's part of each frame web/browser/draw.py
// builds (web/static/relay.js hands it over, after the frame's storage writes).
//
// Python decides what the page shows and where the keyboard's focus goes; this script only
// carries that out, and keeps what only the document knows across a drawing: the element that
// had the focus (and its caret), how far the page and the zoomed map were scrolled, where the
// pieces were drawn before (so a plane that moved glides from there), and when the person
// last scrolled by hand. The instructions are plain values, made to cross from another thread.
//
// The ops it carries out are web/protocol.py's owned by Script.DRAW (the drawing, the focus,
// the keys, then the page's other effects). The listeners (events.js) tell it when the person
// scrolls by hand (`scrolled`): the page then leaves the scrolling to them a while.
//
// The names shared with Python, the ops' among them, come from the page (#page-constants).
// Under Node (tests/js/) the painter is exported and given stand-ins for the DOM.
(function (root) {
  "use strict";

  function painter(document, window, names) {
    var app = function () { return document.getElementById("app"); };
    var focusKey = null;
    var caret = null;
    var scrollBefore = 0;
    var scrollUnderRules = 0;
    var handScrolled = -Infinity;
    var focused = false; // in this batch, an element took the focus as asked

    function calm() { return window.matchMedia(names.calm).matches; }

    // A selector for the element with the focus (to find it again after a drawing).
    function focusKeyNow() {
      var active = document.activeElement;
      if (!active || !active.getAttribute) return null;
      var attributes = names.hooks.map(function (hook) { return "data-" + hook; }).concat([names.field]);
      for (var i = 0; i < attributes.length; i++) {
        var value = active.getAttribute(attributes[i]);
        if (typeof value === "string") {
          var arg = active.getAttribute(names.arg);
          return "[" + attributes[i] + '="' + value + '"]' + (typeof arg === "string" ? "[" + names.arg + '="' + arg + '"]' : "");
        }
      }
      var id = active.getAttribute("id");
      return typeof id === "string" && id && active !== document.body ? "#" + id : null;
    }

    function caretNow() {
      var active = document.activeElement;
      return active && active.tagName === "INPUT" && active.type === "text" ? [active.selectionStart, active.selectionEnd] : null;
    }

    // --- pieces gliding on the map ("first, last, invert, play") ----------------------------

    // Where each plane and the windmill are drawn, and how many rangers each location holds.
    function piecesNow(svg) {
      if (calm()) return null;
      var found = { planes: {}, windmill: null, rangers: {} };
      Array.prototype.forEach.call(svg.querySelectorAll(".plane[data-player] use"), function (plane) {
        found.planes[String(plane.parentElement.getAttribute("data-player"))] = plane.getBoundingClientRect();
      });
      var windmill = svg.querySelector(".windmill circle");
      if (windmill) found.windmill = windmill.getBoundingClientRect();
      Array.prototype.forEach.call(svg.querySelectorAll(".location .count"), function (count) {
        found.rangers[String(count.parentElement.getAttribute("data-location"))] = Number(count.textContent || 0);
      });
      return found;
    }

    // A plane or the windmill that moved glides from where it was; rangers added drop in.
    function glide(svg, before) {
      if (!before) return;
      var box = svg.getBoundingClientRect();
      var view = svg.viewBox.baseVal;
      var scale = box.width ? view.width / box.width : 1; // screen pixels to the map's units
      var timing = { duration: names.motionMs, easing: "ease-out" };
      var moved = Object.keys(before.planes).map(function (player) {
        return [svg.querySelector('.plane[data-player="' + player + '"]'), before.planes[player]];
      });
      if (before.windmill) moved.push([svg.querySelector(".windmill"), before.windmill]);
      moved.forEach(function (pair) {
        var piece = pair[0];
        var now = piece ? piece.querySelector("use, circle") : null;
        if (!now) return;
        var here = now.getBoundingClientRect();
        var dx = (pair[1].left - here.left) * scale;
        var dy = (pair[1].top - here.top) * scale;
        if (Math.abs(dx) + Math.abs(dy) > 1) {
          piece.animate([{ transform: "translate(" + dx.toFixed(1) + "px, " + dy.toFixed(1) + "px)" }, { transform: "none" }], timing);
        }
      });
      Array.prototype.forEach.call(svg.querySelectorAll(".location .count"), function (count) {
        var location = String(count.parentElement.getAttribute("data-location"));
        if (Number(count.textContent || 0) > (before.rangers[location] || 0)) {
          count.parentElement.animate([{ transform: "translateY(-18px)", opacity: 0 }, { transform: "none", opacity: 1 }], timing);
        }
      });
    }

    // --- the zoomed map's scroll --------------------------------------------------------------

    function boardScrollNow() {
      var board = document.querySelector("#board.zoomed");
      return board ? [board.scrollLeft, board.scrollTop, board.clientHeight] : null;
    }

    // Keep the zoomed map where the player scrolled it (its middle where it was, when the frame
    // grew or shrank with the panel under it); centre it when just zoomed in (on the region of
    // the player to act's plane, else the middle).
    function restoreBoardScroll(scroll) {
      var board = document.querySelector("#board.zoomed");
      if (!board) return;
      if (!scroll) {
        var here = board.querySelector(".region.current path");
        if (here) {
          var frame = board.getBoundingClientRect();
          var box = here.getBoundingClientRect();
          scroll = [box.left - frame.left + board.scrollLeft + box.width / 2 - board.clientWidth / 2,
            box.top - frame.top + board.scrollTop + box.height / 2 - board.clientHeight / 2];
        } else {
          scroll = [(board.scrollWidth - board.clientWidth) / 2, (board.scrollHeight - board.clientHeight) / 2];
        }
      }
      board.scrollLeft = scroll[0];
      board.scrollTop = scroll[1] + (scroll.length > 2 ? (scroll[2] - board.clientHeight) / 2 : 0);
    }

    // On a phone with the map zoomed, the status, the map and the step's choices share one
    // screen: the map's frame takes the height the others leave it (at the page's top), so the
    // choices' panel never lies over the map and every part of the map scrolls into view. The
    // choices are the turn's panel, and the stacks below it when one may be drawn from.
    function fitStage() {
      var root = document.documentElement;
      var board = document.querySelector(".game > #board.zoomed");
      var controls = document.getElementById("controls");
      if (!board || !controls || !window.matchMedia(names.stacked).matches) {
        root.style.removeProperty("--stage-map");
        return;
      }
      var stacks = document.getElementById("stacks");
      var foot = stacks && stacks.querySelector('[data-stack]:not([aria-disabled="true"])') ? stacks : controls;
      var gap = parseFloat(window.getComputedStyle(board.parentElement).rowGap) || 0;
      var top = board.getBoundingClientRect().top + window.scrollY;
      var under = foot.getBoundingClientRect().bottom - controls.getBoundingClientRect().top;
      root.style.setProperty("--stage-map", Math.floor(window.innerHeight - top - gap - under) + "px");
    }
    if (window.addEventListener) window.addEventListener("resize", fitStage);

    // --- the instructions ---------------------------------------------------------------------

    function patchGame(op) {
      var game = app().querySelector(".game");
      op.attrs.forEach(function (pair) { game.setAttribute(pair[0], pair[1]); });
      op.changes.forEach(function (change) {
        if (change[0] === "section") {
          document.getElementById(change[1]).outerHTML = change[2];
          return;
        }
        var svg = app().querySelector("#board svg");
        var before = change[1] ? piecesNow(svg) : null;
        change[2].forEach(function (layer) { svg.querySelector(":scope > g." + layer[0]).innerHTML = layer[1]; });
        glide(svg, before);
      });
    }

    function replayStep(op) {
      op.parts.forEach(function (part) { app().querySelector(part[0]).outerHTML = part[1]; });
      app().querySelector(".replay").setAttribute("data-step-index", op.step);
      var slider = document.getElementById(names.replaySlider);
      if (slider) {
        slider.setAttribute("aria-valuetext", op.valuetext);
        if (String(slider.value) !== op.step) slider.value = op.step;
      }
    }

    function focusOn(selectors, preventScroll) {
      var places = [app(), document];
      for (var p = 0; p < places.length; p++) {
        for (var i = 0; i < selectors.length; i++) {
          var found = places[p].querySelector(selectors[i]);
          if (found) {
            if (preventScroll) found.focus({ preventScroll: true }); else found.focus();
            return true;
          }
        }
      }
      return false;
    }

    var does = {};
    does[names.ops.DRAW] = function (op) {
      focusKey = focusKeyNow();
      caret = caretNow();
      scrollBefore = Number(window.scrollY);
      if (op.how !== "kept") { // kept: the first screen as built stays, nothing to measure
        var boardScroll = boardScrollNow();
        if (op.how === "patch") patchGame(op);
        else if (op.how === "replay") replayStep(op);
        else app().innerHTML = op.html;
        fitStage();
        restoreBoardScroll(boardScroll);
      } else {
        fitStage();
      }
      app().removeAttribute("data-shown");
      var html = document.documentElement;
      html.setAttribute("data-rendered", String(op.renders));
      if (op.screen) html.setAttribute("data-screen", op.screen);
    };
    does[names.ops.FOCUS] = function (op) {
      if (op.within) {
        var active = document.activeElement;
        if (!active || !active.closest || !active.closest(op.within)) {
          focused = true; // the person has moved the focus elsewhere meanwhile: it stays there
          return;
        }
      }
      if (focusOn(op.selectors, op.preventScroll)) focused = true;
    };
    does[names.ops.KEEP] = function (op) {
      if (focused) return;
      var again = focusKey ? app().querySelector(focusKey) : null;
      if (again) {
        // the same control, drawn anew where it was: the page must not scroll to it
        again.focus({ preventScroll: true });
        if (caret && again.type === "text") again.setSelectionRange(caret[0], caret[1]);
      } else if (op.fallback.length) {
        focusOn(op.fallback, false);
      }
    };
    does[names.ops.RULES_OPENED] = function () {
      scrollUnderRules = scrollBefore;
      window.scrollTo(0, 0);
      var heading = app().querySelector("#" + names.rulesTitle);
      if (heading) heading.focus();
      focused = true;
    };
    does[names.ops.RULES_CLOSED] = function () {
      window.scrollTo(0, scrollUnderRules);
      focusOn([names.rulesButton], true);
      focused = true;
    };
    does[names.ops.PROGRESS] = function (op) {
      var bar = document.querySelector(".thinking-progress");
      if (bar) bar.value = op.done;
    };
    // On a screen where the map is stacked above the panels: scrolled under the status bar,
    // unless most of it shows already or the person scrolled a moment ago.
    does[names.ops.SHOW_BOARD] = function () {
      if (!window.matchMedia(names.stacked).matches) return;
      if (window.performance.now() - handScrolled < names.handsOffMs) return;
      var board = document.getElementById("board");
      if (!board) return;
      var status = document.getElementById("status");
      var top = status ? Math.max(0, status.getBoundingClientRect().bottom) : 0;
      var box = board.getBoundingClientRect();
      var height = window.innerHeight;
      var room = Math.min(box.height, height - top);
      var seen = Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, top));
      if (room <= 0 || seen >= names.inView * room) return;
      window.scrollBy({ top: box.top - top - 4, behavior: calm() ? "instant" : "smooth" });
    };
    // The page around the game in the language in use: <html lang>, the switch, the texts
    // (data-text) and the labels (data-label) of the page's own elements.
    does[names.ops.SPEAK] = function (op) {
      var html = document.documentElement;
      html.setAttribute("lang", op.language);
      html.setAttribute("data-language", op.language);
      var select = document.getElementById(names.languageSwitch);
      if (select) select.value = op.language;
      Array.prototype.forEach.call(document.querySelectorAll("[data-text]"), function (element) {
        var text = op.texts[element.getAttribute("data-text")];
        if (typeof text === "string") element.textContent = text;
      });
      Array.prototype.forEach.call(document.querySelectorAll("[data-label]"), function (element) {
        var label = op.texts[element.getAttribute("data-label")];
        if (typeof label === "string") element.setAttribute("aria-label", label);
      });
    };
    // A file handed over to the player: a Blob behind a hidden link.
    does[names.ops.DOWNLOAD] = function (op) {
      var url = window.URL.createObjectURL(new window.Blob([op.text], { type: "application/json" }));
      var link = document.createElement("a");
      link.href = url;
      link.download = op.name;
      link.hidden = true;
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(function () { window.URL.revokeObjectURL(url); }, 60000);
    };
    does[names.ops.HISTORY] = function (op) {
      if (op.replace) window.history.replaceState(op.state, "");
      else window.history.pushState(op.state, "");
    };
    // The keys the page takes now, for its listeners (web/static/events.js).
    does[names.ops.KEYS] = function (op) { window.australiaEvents.keys(op.rules); };
    does[names.ops.RELOAD] = function () { window.location.reload(); };
    // Start-up has finished: the loading line goes, and the page says it is ready.
    does[names.ops.READY] = function (op) {
      var loading = document.getElementById("loading");
      if (loading) loading.hidden = true;
      document.documentElement.setAttribute("data-regions", String(op.regions)); // the boot smoke test reads it
      document.documentElement.setAttribute("data-ready", "true");
    };
    does[names.ops.FAULT] = function (op) {
      window.console.error("Australia: an unexpected failure was caught; the game goes on.\n" + op.detail);
    };

    return {
      // One batch: a step of the page (a drawing, then where the focus goes ...).
      // False when an instruction could not be carried out (said in the console): then
      // Python draws the screen whole, with the failure said.
      apply: function (batch) {
        focused = false;
        var done = true;
        Array.prototype.forEach.call(batch, function (op) {
          try {
            does[op.op](op);
          } catch (error) {
            done = false;
            window.console.error("Australia: an unexpected failure was caught; the game goes on.\n" +
              "The page could not carry out " + op.op + ": " + (error && error.stack || error));
          }
        });
        return done;
      },
      // The person scrolls (a wheel, a finger, a key that scrolls): hands off a while.
      scrolled: function () { handScrolled = window.performance.now(); },
      // The ops this script carries out (a test holds them to web/protocol.py's).
      ops: Object.keys(does),
    };
  }

  if (typeof module !== "undefined" && module.exports) {
    module.exports = { painter: painter };
  } else {
    var made = null;
    var painted = function () {
      if (!made) made = painter(document, window, JSON.parse(document.getElementById("page-constants").textContent).draw);
      return made;
    };
    root.australiaDraw = {
      apply: function (ops) { return painted().apply(ops); },
      scrolled: function () { painted().scrolled(); },
    };
  }
})(this);
