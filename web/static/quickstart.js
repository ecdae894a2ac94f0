// Starting Python quickly: from a memory snapshot made on this device, else as usual.
//
// pyscript.toml names this module as PyScript's interpreter: PyScript's worker, where the
// page's Python runs (index.html's <script type="py" worker>), calls its loadPyodide as it
// would call Pyodide's own.
//
// A snapshot is the memory of an interpreter that has imported the game's modules
// (web/browser/snapshot.py says which), made in a worker of its own (snapshot.js) once a normal
// visit has the game on the screen and the browser is idle: the page starts the maker
// (later(), from relay.js). Nothing is downloaded for it.
// It is kept in Cache Storage, one entry, with the site's version it was made for: a start
// uses it only when that is the page's version (a new version makes a new one; the service
// worker deletes it when a new version takes over) and never in the working tree ("dev").
// Anything wrong — missing, of another version, damaged (its length and SHA-256, written when
// it was kept, are checked while Pyodide loads its own files), refused by this build of
// Pyodide, a restore that fails or lacks the game's modules — and Python starts as usual
// within the same visit; the bad snapshot is deleted and a new one made later. After three
// failed makings or restores for one version the device makes no more ("failed").
//
// The snapshot holds no file: the page (pyscript.toml) and the worker put the game's archive
// in Python's file system after the start as before (ARCHIVE). A restore also keeps the
// maker's seed of `random`, which web/browser/snapshot.py's after_restore() sets again.
//
// <html data-quickstart> tells the tests and the page how Python started: "snapshot",
// "normal", or "unavailable" (the working tree, no Cache Storage); after a normal start,
// "making", then "ready" once a snapshot is kept (or "failed"), or "skipped" when no service
// worker serves the page (the maker would download the runtime again). PyScript's worker
// keeps how it started in `self.australiaQuickStart`; the page's Python tells the page
// (relay.js), which marks it.

import { loadPyodide as loadStock, version } from "../../vendor/pyodide/pyodide.mjs";

export { version }; // PyScript reads it as it would from Pyodide's own module

const SITE = new URL("../../", import.meta.url);
export const INDEX_URL = new URL("vendor/pyodide/", SITE).href;
// Where the game's archive (app.zip) lies in Python's file system, on sys.path as it is
// (index.html's Python; putArchive in snapshot.js): imported from there, not
// unpacked.
export const ARCHIVE = "/home/pyodide/app.zip";
export const CACHE = "australia-snapshot"; // web/static/sw.js deletes it on an update
export const KEY = new URL("snapshot.bin", SITE).href;

// The game's archive (its bytes) put in `python`'s file system and on its sys.path.
export function putArchive(python, bytes) {
  python.FS.writeFile(ARCHIVE, bytes);
  python.runPython(`import sys\nif '${ARCHIVE}' not in sys.path: sys.path.insert(0, '${ARCHIVE}')`);
}

const MAKER = new URL("snapshot.js", import.meta.url);
// After the page is ready, then at the browser's next idle moment, a snapshot is made: about
// a second of work in a worker of its own, off the page's thread.
const IDLE_MS = 1000;
const onPage = typeof document !== "undefined";

// The version of the site this module was built for: tools/build_site.py's seal() writes it
// here ("dev": the working tree). PyScript's worker imports this module by an address that
// can carry no query.
export const BUILT_VERSION = "dev";

// The site's version: the page's <meta>, or the snapshot maker's ?version= (set by later()),
// or the version this module was built with.
export function siteVersion() {
  if (onPage) {
    const meta = document.querySelector('meta[name="australia-version"]');
    return meta ? meta.content : null;
  }
  return new URL(self.location.href).searchParams.get("version") || BUILT_VERSION;
}

function usable(site) {
  return Boolean(site) && site !== "dev" && typeof caches !== "undefined";
}

function mark(state) {
  if (onPage) document.documentElement.setAttribute("data-quickstart", state);
}

// The snapshot's entry alone: the count of tries kept beside it outlives a bad snapshot.
export async function discard() {
  try {
    await (await caches.open(CACHE)).delete(KEY);
  } catch (error) { /* nothing kept, or no storage */ }
}

// Failed makings and failed restores of this version's snapshot. After MAX_TRIES the device
// makes no more (a browser that cannot keep or restore one is left to start as usual); a new
// version's service worker deletes the count with the cache.
const MAX_TRIES = 3;
const TRIES = new URL("snapshot-tries", SITE).href;

export async function tries(site) {
  try {
    if (!(await caches.has(CACHE))) return 0;
    const response = await (await caches.open(CACHE)).match(TRIES);
    if (!response || response.headers.get("X-Site-Version") !== site) return 0;
    return Number(await response.text()) || 0;
  } catch (error) {
    return MAX_TRIES; // a storage that cannot be read cannot keep a snapshot either
  }
}

export async function failed(site) {
  try {
    const count = (await tries(site)) + 1;
    await (await caches.open(CACHE)).put(TRIES, new Response(String(count), { headers: { "X-Site-Version": site } }));
  } catch (error) { /* not kept: the next visit tries again */ }
}

async function digest(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The kept snapshot for this version, unread: {response, length, hash}, or null (one made
// by another release of Pyodide deleted).
async function find(site) {
  try {
    if (!(await caches.has(CACHE))) return null;
    const response = await (await caches.open(CACHE)).match(KEY);
    if (!response) return null;
    const headers = response.headers;
    // another version's: left for it (a page of that version may still be open); the service
    // worker of a new version deletes it, and the next snapshot made replaces it
    if (headers.get("X-Site-Version") !== site) return null;
    if (headers.get("X-Pyodide-Version") !== version) {
      await discard();
      return null;
    }
    return { response, length: Number(headers.get("X-Snapshot-Length")), hash: headers.get("X-Snapshot-SHA256") };
  } catch (error) {
    await discard();
    return null;
  }
}

// Its bytes, once read and found whole (the length and the SHA-256 written when it was kept);
// rejects if not.
async function body(found) {
  const bytes = new Uint8Array(await found.response.arrayBuffer());
  performance.mark("quickstart:read");
  if (bytes.length !== found.length) throw new Error("the kept snapshot is cut short");
  if ((await digest(bytes)) !== found.hash) throw new Error("the kept snapshot is damaged");
  performance.mark("quickstart:checked");
  return bytes;
}

// Keeps the snapshot, through one handle on the cache (WebKit lost a snapshot put through a
// second handle on a cache just created), and reads it back: it is made only once it is
// found there whole, else this rejects and the making counts as failed.
export async function keep(bytes, site, build) {
  const hash = await digest(bytes);
  const cache = await caches.open(CACHE);
  await cache.delete(KEY);
  await cache.put(KEY, new Response(bytes, {
    headers: {
      "Content-Type": "application/octet-stream",
      "X-Site-Version": site,
      "X-Pyodide-Version": version,
      "X-Pyodide-Build": String(build || ""),
      "X-Snapshot-Length": String(bytes.length),
      "X-Snapshot-SHA256": hash,
    },
  }));
  const kept = await find(site);
  if (!kept || kept.length !== bytes.length || kept.hash !== hash) throw new Error("the snapshot was not kept");
}

// The page's own look at what the maker kept (another context than the maker's worker):
// true when this version's snapshot is there.
export async function stored(site) {
  return (await find(site)) !== null;
}

// Pyodide started from the kept snapshot if there is a good one, else as usual; and how.
// The snapshot is read and checked while Pyodide fetches and compiles its own files.
export async function start(options = {}) {
  const site = siteVersion();
  const settings = { ...options, indexURL: INDEX_URL };
  if (!usable(site)) return { python: await loadStock(settings), how: "unavailable" };
  performance.mark("quickstart:start");
  const found = await find(site);
  if (found) {
    const bytes = body(found);
    bytes.catch(() => {}); // a failure is Pyodide's to report, below
    try {
      const python = await loadStock({ ...settings, _loadSnapshot: bytes });
      performance.mark("quickstart:restored");
      if (python.runPython("import web.browser.snapshot\nweb.browser.snapshot.after_restore()") !== true) {
        throw new Error("the snapshot lacks the game's modules");
      }
      return { python, how: "snapshot" };
    } catch (error) {
      console.warn("Starting Python as usual: the kept snapshot could not be used.", error);
      await discard();
      await failed(site);
    }
  }
  return { python: await loadStock(settings), how: "normal" };
}

// Once the page is ready and the browser idle, a worker makes a snapshot for the next visit.
export function later(site) {
  const root = document.documentElement;
  const idle = (call) => (self.requestIdleCallback ? requestIdleCallback(call, { timeout: 10000 }) : setTimeout(call, 0));
  const make = async () => {
    // Only a page its service worker serves: the maker's files then come from its cache.
    if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return mark("skipped");
    if ((await tries(site)) >= MAX_TRIES) return mark("failed");
    mark("making");
    const worker = new Worker(`${MAKER.href}?version=${encodeURIComponent(site)}`, { type: "module" });
    // The page reads it back too, before it is called made and before the maker is stopped:
    // WebKit lost a snapshot whose maker was stopped as soon as it said it had kept it.
    const done = async (made) => {
      const kept = made && (await stored(site));
      worker.terminate();
      if (!kept) await failed(site);
      mark(kept ? "ready" : "failed");
    };
    worker.onmessage = (event) => done(Boolean(event.data && event.data.kind === "made"));
    worker.onerror = (event) => { event.preventDefault(); done(false); };
  };
  const ready = () => setTimeout(() => idle(make), IDLE_MS);
  if (root.getAttribute("data-ready") === "true") return ready();
  const watch = new MutationObserver(() => {
    if (root.getAttribute("data-ready") !== "true") return;
    watch.disconnect();
    ready();
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}

// What PyScript calls, in its worker. It passes its own stdout and stderr (and packages,
// which the page has none of). How Python started is left for the page's Python (web/browser/main.py)
// in `self.australiaQuickStart`.
export async function loadPyodide(options = {}) {
  const { python, how } = await start(options);
  self.australiaQuickStart = { how };
  return python;
}
