// A later visit of a built site, served by its service worker, starts Python here, while the
// rest of the page arrives: from the memory snapshot made on this device if there is a good
// one (web/static/quickstart.js); PyScript then takes that interpreter. A file of its own (not
// inline): the page's Content-Security-Policy runs no inline script.
(function () {
  "use strict";
  var meta = document.querySelector('meta[name="australia-version"]');
  if (meta && meta.content !== "dev" && navigator.serviceWorker && navigator.serviceWorker.controller) {
    import("./quickstart.js").then(function (quick) { quick.begin(); }).catch(function () {});
  }
})();
