// The service worker that keeps the game for offline play.
//
// tools/build_site.py writes it as the built site's sw.js, with PRECACHE set above this
// text: the site's version and every file needed to start and play, each with the
// SHA-256 of its content. It registers from the page's own folder ("./sw.js"), so its
// scope is that folder: the site root, or https://<user>.github.io/<repo>/.
//
// Install: a new cache named after the version is filled with every listed file. A file
// whose hash is unchanged is copied from the cache of the version before; the rest are
// downloaded (revalidated, never taken stale from the HTTP cache) and their hashes
// checked. If anything fails (the network drops, the storage is full, a file is not the
// listed one), the new cache is deleted and the install fails: the version before keeps
// serving, and the next visit tries again.
// Update: a new version waits until the page asks it to take over (the page's "reload"
// banner), so a game in progress is never interrupted.
// Activate: every other cache of ours is deleted (the memory snapshot of quickstart.js, made
// for the version before, too). After the very first install (no cache of
// an earlier version was there) the worker takes charge of the open page at once (the page
// waits for it, see web/static/boot.js), so the first visit already runs from the kept
// files. The worker keeps nothing in memory between events: the browser may stop it
// between install and activate.
// Fetch: listed files come from the cache; anything else goes to the network.

/* global PRECACHE */
const PREFIX = "australia-";
const CACHE = PREFIX + PRECACHE.version;
const SNAPSHOT = PREFIX + "snapshot"; // web/static/quickstart.js
const BASE = new URL("./", self.location.href).href;
const LISTED = new Map(Object.entries(PRECACHE.files).map(([path, hash]) => [new URL(path, BASE).href, hash]));
const INDEX = new URL("index.html", BASE).href;

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The entry for `url` with content `hash` in a cache of an earlier version, if any.
async function earlier(url, hash) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const response = await cache.match(url);
    if (response && response.headers.get("X-Content-Hash") === hash) return response;
  }
  return null;
}

// A copy of `response` that carries the hash it was checked against.
async function stamped(response, hash) {
  const body = await response.arrayBuffer();
  const found = await sha256(body);
  if (found !== hash) throw new Error(`${response.url} is not the listed version (${found})`);
  const headers = new Headers(response.headers);
  headers.set("X-Content-Hash", hash);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(
      Array.from(LISTED, async ([url, hash]) => {
        const kept = await earlier(url, hash);
        if (kept) return cache.put(url, kept);
        const response = await fetch(url, { cache: "no-cache" });
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return cache.put(url, await stamped(response, hash));
      }),
    );
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      let earlier = false;
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) {
          // the memory snapshot of quickstart.js is made for one version: gone with it
          if (name !== SNAPSHOT) earlier = true;
          await caches.delete(name);
        }
      }
      if (!earlier) await self.clients.claim(); // the very first install
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "take-over") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  let key = url.href;
  if (request.mode === "navigate" && key === BASE) key = INDEX;
  if (!LISTED.has(key)) return;
  event.respondWith(
    (async () => {
      const cached = await caches.match(key, { cacheName: CACHE });
      return cached || fetch(request);
    })(),
  );
});
