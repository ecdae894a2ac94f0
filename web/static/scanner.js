// Reading a QR code with the camera, for web/devices/browser.py (the host reading the answer
// code another device shows).
//
// The page's Python decides when the camera is on and what a text read means; this script
// only opens the camera, shows it in the page's <video> (found afresh at every look, since
// the page may draw that element again), and hands back each new text it reads. The reader
// is the browser's own BarcodeDetector where it reads QR codes, otherwise the vendored
// ponyfill (vendor/barcode/: zxing-wasm's reader, loaded from this page's origin the first
// time it is needed). Nothing is sent anywhere.
(function () {
  "use strict";
  var LOOK_EVERY = 250; // ms between two looks at the camera's picture
  var READER = "vendor/barcode/ponyfill.js";
  var running = null;
  var reader = null; // a promise of the detector, made once

  function ponyfill() {
    return new Promise(function (resolve, reject) {
      if (window.BarcodeDetectionAPI) { resolve(window.BarcodeDetectionAPI); return; }
      var script = document.createElement("script");
      script.src = new URL(READER, document.baseURI).href;
      script.onload = function () {
        if (window.BarcodeDetectionAPI) resolve(window.BarcodeDetectionAPI);
        else reject(new Error("no reader"));
      };
      script.onerror = function () { reject(new Error("the reader did not load")); };
      document.head.appendChild(script);
    }).then(function (api) {
      var base = new URL("vendor/barcode/", document.baseURI).href;
      // the reader's WebAssembly loaded now, so a reader that cannot load says so at once
      // instead of a camera that never reads
      return api.prepareZXingModule({
        overrides: {
          locateFile: function (path, prefix) { return path.endsWith(".wasm") ? base + path : prefix + path; },
        },
        fireImmediately: true,
      }).then(
        function () { return new api.BarcodeDetector({ formats: ["qr_code"] }); },
        function (error) { api.purgeZXingModule(); throw error; }, // the next try loads it afresh
      );
    });
  }

  function detector() {
    if (!reader) {
      var own = window.BarcodeDetector;
      var formats = own && own.getSupportedFormats ? own.getSupportedFormats() : Promise.resolve([]);
      reader = formats.then(function (found) {
        return found.indexOf("qr_code") >= 0 ? new own({ formats: ["qr_code"] }) : ponyfill();
      }, ponyfill);
      reader.catch(function () { reader = null; }); // a failed load is tried again next time
    }
    return reader;
  }

  function release(scan) {
    scan.stopped = true;
    clearTimeout(scan.timer);
    if (scan.stream) scan.stream.getTracks().forEach(function (track) { track.stop(); });
    var video = document.querySelector(scan.selector);
    if (video && video.srcObject === scan.stream) video.srcObject = null;
  }

  function why(error, scan) {
    var name = error && error.name;
    if (name === "NotAllowedError" || name === "SecurityError") return "denied";
    if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError") return "none";
    return scan.stream ? "reader" : "other";
  }

  function look(scan) {
    if (scan.stopped) return;
    var video = document.querySelector(scan.selector);
    var again = function () { if (!scan.stopped) scan.timer = setTimeout(function () { look(scan); }, LOOK_EVERY); };
    if (video && video.srcObject !== scan.stream) {
      video.srcObject = scan.stream;
      video.play().catch(function () { /* it plays once it can */ });
    }
    if (!video || video.readyState < 2) { again(); return; }
    scan.detector.detect(video).then(function (codes) {
      if (scan.stopped) return;
      for (var i = 0; i < codes.length; i++) {
        var text = codes[i].rawValue;
        if (typeof text === "string" && text && text !== scan.last) {
          scan.last = text; // the same code in view is handed back once
          scan.found(text);
          break;
        }
      }
    }, function () { /* a picture that could not be read: the next one may */ }).then(again);
  }

  window.australiaScanner = {
    available: function () {
      return !!(navigator.mediaDevices && navigator.mediaDevices.getUserMedia);
    },
    // Turn the camera on; found(text) for every new text read, failed(reason) if it cannot.
    start: function (selector, found, failed) {
      window.australiaScanner.stop();
      var scan = { selector: selector, found: found, stopped: false, stream: null, timer: null, last: null };
      running = scan;
      if (!window.australiaScanner.available()) { scan.stopped = true; failed("none"); return; }
      navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false })
        .then(function (stream) {
          scan.stream = stream;
          if (scan.stopped) { release(scan); return null; }
          return detector();
        })
        .then(function (made) {
          if (!made || scan.stopped) return;
          scan.detector = made;
          look(scan);
        })
        .catch(function (error) {
          if (scan.stopped) return;
          var reason = why(error, scan);
          release(scan);
          if (running === scan) running = null;
          failed(reason);
        });
    },
    stop: function () {
      if (running) release(running);
      running = null;
    },
  };
})();
