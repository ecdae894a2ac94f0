// The browser's storage for the page's Python (web/browser/store.py's Mirror): the game's keys
// read at once, and each change written, with the browser's refusal if it refuses. Plain values
// only cross, whichever thread the page's Python runs on.
// Under Node (tests/js/) the function is exported and given a stand-in for localStorage.
(function (root) {
  "use strict";

  function store(storage, prefix) {
    return {
      // {key: value} of the game's keys; null when the page may not use the storage at all
      // (a private window, storage disabled).
      all: function () {
        try {
          var found = {};
          for (var i = 0; i < storage.length; i++) {
            var key = storage.key(i);
            if (typeof key === "string" && key.indexOf(prefix) === 0) found[key] = storage.getItem(key);
          }
          return found;
        } catch (error) {
          return null;
        }
      },
      // What a key holds now (null: nothing, or the storage cannot be read).
      read: function (key) {
        try { return storage.getItem(key); } catch (error) { return null; }
      },
      // A value kept (null or undefined: the key removed); null when done, else the refusal.
      // `guarded`: only while the key still holds `expected` (null or undefined: nothing),
      // else {stale: true, now} and nothing written (another tab wrote there a moment ago).
      write: function (key, value, guarded, expected) {
        try {
          if (guarded) {
            var now = storage.getItem(key);
            if (now !== (expected === undefined ? null : expected)) return { stale: true, now: now };
          }
          if (value === null || value === undefined) storage.removeItem(key);
          else storage.setItem(key, value);
          return null;
        } catch (error) {
          return String(error && error.name ? error.name + ": " + error.message : error);
        }
      },
    };
  }

  if (typeof module !== "undefined" && module.exports) {
    module.exports = { store: store };
  } else {
    root.australiaStore = {
      open: function (prefix) {
        var storage = null;
        try { storage = window.localStorage; } catch (error) { /* denied: all() says so */ }
        return storage ? store(storage, prefix) : { all: function () { return null; }, read: function () { return null; }, write: function () { return "denied"; } };
      },
    };
  }
})(this);
