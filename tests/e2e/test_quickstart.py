"""The quick start: the built site starts Python from a memory snapshot made on this device.

The site is built and served as in ``test_offline.py`` (its ``site`` fixture); the test has
a fresh browser context (its ``watched`` fixture), so its own service worker and caches. See
web/static/quickstart.js.
"""

from __future__ import annotations

from tests.conftest import App
from tests.e2e.play import check_final_screen, drawn_after, rendered, workers
from tests.e2e.test_offline import OFFLINE_READY, QUICK, Site, site, watched  # noqa: F401 - its fixtures
from web.storage import PACE_KEY

CACHE = "australia-snapshot"
ENTRY = f"""async () => {{
  if (!(await caches.has('{CACHE}'))) return null;
  const cache = await caches.open('{CACHE}');
  const request = (await cache.keys()).find((r) => r.url.endsWith('/snapshot.bin'));
  if (!request) return null;
  const response = await cache.match(request);
  const bytes = (await response.arrayBuffer()).byteLength;
  return {{ url: request.url, headers: Object.fromEntries(response.headers), bytes }};
}}"""

# Replaces the kept snapshot by bytes made from the good one by `how`, its headers kept but
# for the length: "heap" overwrites a stretch of the interpreter's memory (the SHA-256 kept
# with it no longer matches); "build" changes the Pyodide build id the snapshot carries and
# writes a matching SHA-256, so that Pyodide itself is what refuses it.
DAMAGE = f"""async (how) => {{
  const cache = await caches.open('{CACHE}');
  const request = (await cache.keys()).find((r) => r.url.endsWith('snapshot.bin'));
  const response = await cache.match(request);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (how === 'heap') bytes.fill(0x5a, bytes.length >> 2, bytes.length >> 1);
  if (how === 'build') {{
    bytes[16] ^= 0xff;  // the build id, just after the magic and sizes
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    headers.set('X-Snapshot-SHA256', Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join(''));
  }}
  headers.set('X-Snapshot-Length', String(bytes.length));
  await cache.put(request, new Response(bytes, {{ headers }}));
}}"""

TRIES = f"""async () => {{
  const response = await (await caches.open('{CACHE}')).match(new URL('snapshot-tries', location.href).href);
  return response ? response.text() : null;
}}"""

# A snapshot entry of this version whose bytes are fewer than its headers say.
CUT_SHORT = f"""async (headers) => {{
  const cache = await caches.open('{CACHE}');
  await cache.put(new URL('snapshot.bin', location.href).href, new Response(new Uint8Array(1 << 20), {{ headers }}));
}}"""

def _snapshot_made(page) -> dict:
    page.wait_for_function(f"{QUICK} === 'ready' || {QUICK} === 'failed'", timeout=120_000)
    assert page.evaluate(QUICK) == "ready"
    entry = page.evaluate(ENTRY)
    assert entry is not None
    return entry


def _reload(app: App) -> str:
    app.page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    return app.page.evaluate(QUICK)


def _saved_games_line(page) -> str:
    before = rendered(page)
    page.click('[data-command="saved-games"]')
    drawn_after(page, before)
    return page.inner_text("#quick-status")


def test_one_device_makes_a_snapshot_starts_from_it_and_sets_a_bad_one_aside(
    watched: App, site: Site  # noqa: F811 - test_offline's fixtures
) -> None:
    """One browser context (one device) from its first visit: the snapshot made, the page
    started from it (the computer thinking in that same interpreter), then bad snapshots set
    aside, until the device gives up making them."""
    site.rebuild()
    page = watched.open(storage={PACE_KEY: "instant"})
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=60_000)
    assert page.evaluate(QUICK) in ("normal", "making", "ready")  # the first visit: as usual
    entry = _snapshot_made(page)
    assert entry["url"] == site.base + "snapshot.bin"
    assert entry["headers"]["x-site-version"] == site.version
    assert int(entry["headers"]["x-snapshot-length"]) == entry["bytes"] > 20_000_000
    assert len(entry["headers"]["x-snapshot-sha256"]) == 64
    assert "ready" in _saved_games_line(page)

    assert _reload(watched) == "snapshot"
    assert "this visit started from" in _saved_games_line(page)
    # two computers play a game to its end, thinking in the page's Python started from it
    page.click('[data-command="new-game"]')
    page.wait_for_selector("#setup", state="visible")
    for seat in (0, 1):
        before = rendered(page)
        page.select_option(f'[data-field="seat{seat}"]', "easy")
        drawn_after(page, before)
    page.fill('[data-field="name0"]', "Ann")
    page.fill('[data-field="name1"]', "Ben")
    page.fill('[data-field="seed"]', "5")
    page.click('[data-command="start"]')
    page.wait_for_selector("#final", timeout=120_000)
    check_final_screen(page, ["Ann", "Ben"], "simple")
    assert workers(page) == []  # no second interpreter, nor its start
    watched.check()

    # bad snapshots: each tried, set aside, Python started as usual in the same visit, a good
    # one made again (and used); the failures are counted
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)
    page.evaluate(DAMAGE, "heap")
    assert _reload(watched) == "normal"  # started as usual, with no error on the console
    assert any("the kept snapshot could not be used" in text for text in warnings)  # it was tried
    assert page.evaluate(ENTRY) is None  # the bad one deleted
    entry = _snapshot_made(page)  # and a good one made again
    assert int(entry["headers"]["x-snapshot-length"]) == entry["bytes"]
    assert _reload(watched) == "snapshot"
    warnings.clear()
    page.evaluate(DAMAGE, "build")
    assert _reload(watched) == "normal"
    assert any("the kept snapshot could not be used" in text for text in warnings)
    assert page.evaluate(ENTRY) is None
    assert page.evaluate(TRIES) == "2"

    # a third failure for this version (a snapshot cut short, written before the page makes a
    # new one): the device makes no more, and Saved games says so
    page.evaluate(CUT_SHORT, entry["headers"])
    assert _reload(watched) == "normal"
    page.wait_for_function(f"{QUICK} === 'failed'", timeout=30_000)
    assert page.evaluate(TRIES) == "3"
    assert "not available on this device" in _saved_games_line(page)
    assert page.evaluate(ENTRY) is None
    watched.check()
