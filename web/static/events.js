// The document's events as plain records for the page's Python (web/browser/events.py).
//
// One listener per kind of event, on the document and the window, survives every drawing. Each
// event the page cares about is read here, at once, into a record of plain values (strings,
// numbers, booleans, lists, objects) with the File a player gave, if any: what was clicked
// (its hook, web/hooks.py), which key and where it was pressed, what the form's fields
// hold, a file dropped, another tab's change to the store, a step back in the history. The
// records go to one sink; they are made to cross to another thread as they are.
//
// What the browser must be told while the event is still being dispatched is decided here:
// a click on one of the page's controls is the page's; a key is the page's when the table of
// keys it takes (web/state/keys.py, handed over after every step) says so; a dragged file is
// taken; the map's one stop in the Tab order follows the focus. Nothing else is decided here.
//
// The names shared with Python, the records' kinds among them, come from #page-constants.
// Under Node (tests/js/) the functions are exported and given stand-ins for the DOM.
(function (root) {
  "use strict";

  // The keys the page takes, as web.state.keys.takes reads them.
  function takes(rules, press) {
    return (rules || []).some(function (rule) {
      return rule.keys.indexOf(press.key) >= 0 &&
        rule.focus.indexOf(press.focus) >= 0 &&
        (!rule.shape || !!press.shape) &&
        (!rule.slot || !!press.slot) &&
        // null (undefined, from Python's None): either
        (rule.ctrl == null || rule.ctrl === press.ctrl) &&
        (rule.alt == null || rule.alt === press.alt);
    });
  }

  function string(value) { return typeof value === "string" ? value : null; }

  function hookSelector(names) {
    return names.hooks.map(function (hook) { return "[data-" + hook + "]"; }).join(",");
  }

  // [hook, value, argument] of the clickable element `element` is in, or null.
  function hookOf(element, names) {
    var hit = element && element.closest ? element.closest(hookSelector(names)) : null;
    if (!hit) return null;
    for (var i = 0; i < names.hooks.length; i++) {
      var value = string(hit.getAttribute("data-" + names.hooks[i]));
      if (value !== null) return [names.hooks[i], value, string(hit.getAttribute(names.arg))];
    }
    return null;
  }

  // [kind, id] when `element` is a region or location of the map, else null.
  function mapShape(element, names) {
    if (!element || !element.closest || !element.closest(names.board)) return null;
    var found = hookOf(element, names);
    return found && names.shapes.indexOf(found[0]) >= 0 ? [found[0], found[1]] : null;
  }

  // What the page's fields hold now ({values, defaults}), or null when there are none.
  function readFields(document, names) {
    var found = document.querySelectorAll("[" + names.field + "]");
    if (!found.length) return null;
    var values = {};
    var defaults = [];
    Array.prototype.forEach.call(found, function (field) {
      var name = field.getAttribute(names.field);
      if (field.type === "radio") {
        if (field.checked) values[name] = String(field.value);
      } else if (field.type === "checkbox") {
        values[name] = field.checked ? "on" : "off";
      } else {
        var value = String(field.value);
        if (string(field.getAttribute(names.fieldDefault)) === value) defaults.push(name);
        else values[name] = value;
      }
    });
    return { values: values, defaults: defaults };
  }

  // A key, with where it was pressed (web.messages.Focus).
  function keyOf(event, names, window) {
    var element = event.target;
    var shape = mapShape(element, names);
    var tag = element && element.tagName ? element.tagName : "";
    var relay = window && window.australiaRelay;
    var press = {
      type: names.records.KEY, key: String(event.key), ctrl: !!(event.ctrlKey || event.metaKey), alt: !!event.altKey,
      focus: names.focus.PAGE, shape: shape, field: null, slot: null,
      drawn: relay && relay.frames ? relay.frames() : null, // the frames carried out so far
    };
    if (shape) {
      press.focus = names.focus.MAP;
    } else if (tag === "INPUT" && ["text", "search", "number"].indexOf(element.type) >= 0) {
      press.focus = names.focus.TEXT;
      press.field = string(element.getAttribute(names.field));
      press.slot = string(element.getAttribute(names.slotLabel));
    } else if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") {
      press.focus = names.focus.FIELD;
    } else if (tag === "BUTTON") {
      press.focus = names.focus.BUTTON;
    }
    return press;
  }

  function carriesFiles(event) {
    var types = event.dataTransfer ? event.dataTransfer.types : null;
    return !!types && Array.prototype.some.call(types, function (type) { return String(type) === "Files"; });
  }

  // The page's listeners: each event the page cares about becomes a record for `sink(record,
  // file)`. Returns what the page's Python tells them: the keys it takes now.
  function listen(document, window, names, told) {
    var rules = [];
    var records = names.records;
    // Every record says where the map's one stop in the Tab order is (kept here, below), so
    // Python learns of a move of it with the next record instead of in one of its own.
    var sink = function (record, file) {
      var stop = mapShape(document.querySelector(names.board + ' [tabindex="0"]'), names);
      if (stop) record.stop = stop;
      told(record, file);
    };
    var withFields = function (record) {
      record.fields = readFields(document, names);
      return record;
    };

    var on = {
      click: function (event) {
        var hook = hookOf(event.target, names);
        if (hook) event.preventDefault();
        var target = event.target;
        var inKey = !!(target && target.closest && target.closest(names.mapKeyBox));
        // detail 0: a key pressed on a button, not a pointer
        sink(withFields({
          type: records.CLICK, hook: hook, inMapKey: inKey, repeat: Number(event.detail || 1), pointer: Number(event.detail) > 0,
        }), null);
      },
      keydown: function (event) {
        var press = keyOf(event, names, window);
        if (takes(rules, press)) event.preventDefault();
        // moving on the map reads no field
        if (!(press.focus === names.focus.MAP && names.mapKeys.indexOf(press.key) >= 0)) withFields(press);
        sink(press, null);
      },
      change: function (event) {
        var element = event.target;
        var id = element && element.id ? element.id : "";
        if (id === names.languageSwitch) {
          sink(withFields({ type: records.LANGUAGE, value: String(element.value) }), null);
        } else if (id === names.importInput) {
          var file = element.files && element.files.length ? element.files.item(0) : null;
          if (file) sink({ type: records.FILE, name: String(file.name), size: Number(file.size) }, file);
        } else if (id === names.replaySlider) {
          sink({ type: records.SLIDER, value: String(element.value) }, null);
        } else {
          var name = element && element.getAttribute ? string(element.getAttribute(names.field)) : null;
          if (name !== null) sink(withFields({ type: records.FIELD, name: name }), null);
        }
      },
      input: function (event) {
        var element = event.target;
        if (element && element.id === names.replaySlider) sink({ type: records.SLIDER, value: String(element.value) }, null);
      },
      focusin: function (event) {
        var shape = mapShape(event.target, names);
        if (!shape) return;
        Array.prototype.forEach.call(document.querySelectorAll(names.board + ' [tabindex="0"]'), function (other) {
          other.setAttribute("tabindex", "-1");
        });
        event.target.closest(hookSelector(names)).setAttribute("tabindex", "0");
      },
      dragover: function (event) {
        if (!carriesFiles(event)) return;
        event.preventDefault(); // lets the page take the drop
        document.body.classList.add("dropping");
      },
      dragleave: function (event) {
        if (!event.relatedTarget) document.body.classList.remove("dropping");
      },
      drop: function (event) {
        document.body.classList.remove("dropping");
        var found = event.dataTransfer ? event.dataTransfer.files : null;
        if (!found || !found.length || (event.target && event.target.id === names.importInput)) return;
        event.preventDefault(); // never let the browser go to the dropped file
        var file = found.item(0);
        sink({ type: records.FILE, name: String(file.name), size: Number(file.size) }, file);
      },
    };

    // A wheel, a finger on the screen or a key that scrolls: the person is moving the page,
    // which the drawings leave to them a while (draw.js; nothing for Python).
    function scrolling(event) {
      if (event.type === "keydown") {
        var target = event.target;
        var onControl = !!(target && target.closest && target.closest(names.controls));
        if (event.defaultPrevented || onControl || names.scrollKeys.indexOf(String(event.key)) < 0) return;
      }
      if (window.australiaDraw && window.australiaDraw.scrolled) window.australiaDraw.scrolled();
    }

    Object.keys(on).forEach(function (name) { document.addEventListener(name, on[name]); });
    ["wheel", "touchmove", "keydown"].forEach(function (name) {
      // passive: the page never stops the window's scrolling it only notes
      window.addEventListener(name, scrolling, { passive: true });
    });
    window.addEventListener("storage", function (event) {
      sink(withFields({ type: records.STORAGE, key: string(event.key), value: string(event.newValue) }), null);
    });
    window.addEventListener("popstate", function (event) {
      sink({ type: records.HISTORY, state: event.state || null }, null);
    });
    // An invitation link opened in this page, already open: taken off the address (a reload
    // opens this device's own games), and joined.
    window.addEventListener("hashchange", function () {
      var hash = String(window.location.hash || "");
      if (hash.indexOf(names.join) !== 0) return;
      window.history.replaceState(window.history.state, "", String(window.location.href).split("#")[0]);
      sink({ type: records.INVITATION, hash: hash }, null);
    });

    return {
      keys: function (taken) { rules = taken; },
    };
  }

  // What the page is like as Python starts (web.browser.events.boot_message): what was typed
  // and pressed on the first screen while it loaded (tools/prerender.py, web/static/boot.js),
  // the language chosen there, the screen, and the address. An invitation in the address's
  // fragment (never sent to any server) is taken off it, so a reload opens this device's own
  // games (a device comes back to the game through a new invitation).
  function startOf(document, window, names) {
    var html = document.documentElement;
    var pending = html.getAttribute("data-pending");
    html.removeAttribute("data-pending");
    var fragment = String(window.location.hash || "");
    var address = String(window.location.href).split("#")[0];
    if (fragment.indexOf(names.join) === 0) window.history.replaceState(window.history.state, "", address);
    var shown = document.querySelector("[data-shown]"); // the first screen as built (boot.js)
    return {
      shown: shown ? string(shown.getAttribute("data-shown")) : null,
      typed: document.querySelector(names.form) ? readFields(document, names) : null,
      pending: string(pending),
      language: string(html.getAttribute("data-language")),
      smallScreen: !!window.matchMedia(names.stacked).matches,
      reducedMotion: !!window.matchMedia(names.calm).matches,
      fragment: fragment,
      address: address,
    };
  }

  var api = {
    takes: takes, hookOf: hookOf, mapShape: mapShape, readFields: readFields, keyOf: keyOf, listen: listen, startOf: startOf,
  };
  if (typeof module !== "undefined" && module.exports) {
    module.exports = api;
  } else {
    var names = function () { return JSON.parse(document.getElementById("page-constants").textContent).events; };
    var listening = null;
    root.australiaEvents = {
      // The page's own listeners, with the names it shares with Python.
      listen: function (sink) { listening = listen(document, window, names(), sink); },
      // The keys the page takes now (handed over with a step's drawing, web/static/draw.js).
      keys: function (rules) { if (listening) listening.keys(rules); },
      // What the page is like as Python starts (once: it takes an invitation off the address).
      start: function () { return startOf(document, window, names()); },
    };
  }
})(this);
