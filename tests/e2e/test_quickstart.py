"""The quick start: the built site starts Python from a memory snapshot made on this device.

The site is built and served as in ``test_offline.py`` (its ``site`` fixture); each test has
a fresh browser context, so its own service worker and caches. See web/static/quickstart.js.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.conftest import App
from tests.e2e.play import drawn_after, rendered
from tests.e2e.test_offline import BLANK, OFFLINE_READY, Site, site  # noqa: F401 - the module's site

QUICK = "document.documentElement.dataset.quickstart"
CACHE = "australia-snapshot"
ENTRY = f"""async () => {{
  if (!(await caches.has('{CACHE}'))) return null;
  const cache = await caches.open('{CACHE}');
  const [request] = await cache.keys();
  if (!request) return null;
  const response = await cache.match(request);
  const bytes = (await response.arrayBuffer()).byteLength;
  return {{ url: request.url, headers: Object.fromEntries(response.headers), bytes }};
}}"""

# Replaces the kept snapshot by `bytes` made from the good one by `how`, headers kept as
# they were but for the length.
DAMAGE = f"""async (how) => {{
  const cache = await caches.open('{CACHE}');
  const [request] = await cache.keys();
  const response = await cache.match(request);
  let bytes = new Uint8Array(await response.arrayBuffer());
  if (how === 'zeros') bytes = new Uint8Array(1 << 20);
  if (how === 'build') bytes[16] ^= 0xff;  // the build id, just after the magic and sizes
  if (how === 'heap') bytes.fill(0x5a, bytes.length >> 2, bytes.length >> 1);
  const headers = new Headers(response.headers);
  headers.set('X-Snapshot-Length', String(bytes.length));
  await cache.put(request, new Response(bytes, {{ headers }}));
}}"""

WORKER_START = """async (version) => {
  const worker = new Worker(`./web/static/worker.js?version=${version}`, { type: 'module' });
  try {
    return await new Promise((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
    });
  } finally { worker.terminate(); }
}"""


@pytest.fixture
def watched(browser, site: Site) -> Iterator[App]:  # noqa: ANN001, F811 - playwright Browser
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    app = App(context.new_page(), site.base, blank=BLANK)
    try:
        yield app
        problems = [p for p in app.all_problems() if p not in app._raised]
        if problems:
            pytest.fail("the page reported problems:\n  " + "\n  ".join(problems), pytrace=False)
    finally:
        context.close()


def _snapshot_made(page) -> dict:  # noqa: ANN001
    page.wait_for_function(f"{QUICK} === 'ready' || {QUICK} === 'failed'", timeout=120_000)
    assert page.evaluate(QUICK) == "ready"
    entry = page.evaluate(ENTRY)
    assert entry is not None
    return entry


def _reload(app: App) -> str:
    app.page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    return app.page.evaluate(QUICK)


def test_a_visit_makes_a_snapshot_and_the_next_ones_start_from_it(watched: App, site: Site) -> None:
    site.rebuild()
    page = watched.open()
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=60_000)
    assert page.evaluate(QUICK) in ("normal", "making", "ready")  # the first visit: as usual
    entry = _snapshot_made(page)
    assert entry["url"] == site.base + "snapshot.bin"
    assert entry["headers"]["x-site-version"] == site.version
    assert int(entry["headers"]["x-snapshot-length"]) == entry["bytes"] > 20_000_000

    assert _reload(watched) == "snapshot"
    # the computer's worker starts from it too, and the game plays against the computer
    assert page.evaluate(WORKER_START, site.version)["start"] == "snapshot"
    assert page.evaluate(WORKER_START, "another")["start"] == "normal"  # not its version
    page.wait_for_selector("#setup", state="visible")
    before = rendered(page)
    page.select_option('[data-field="seat1"]', "easy")
    drawn_after(page, before)
    page.fill('[data-field="name1"]', "Matilda")
    page.fill('[data-field="seed"]', "3")
    page.select_option('[data-field="start"]', "0")
    page.click('[data-command="start"]')
    page.click('[data-stack="1"]')  # Ann's opening draw; then the computer's
    page.wait_for_function(
        "() => [...document.querySelectorAll('.log li')].some(li => li.textContent.startsWith('Matilda drew'))",
        timeout=90_000,
    )
    watched.check()


@pytest.mark.parametrize("damage", ["zeros", "build", "heap"])
def test_a_bad_snapshot_is_set_aside_and_python_starts_as_usual(watched: App, site: Site, damage: str) -> None:
    site.rebuild()
    page = watched.open()
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=60_000)
    _snapshot_made(page)
    page.evaluate(DAMAGE, damage)
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)

    assert _reload(watched) == "normal"  # started as usual, with no error on the console
    assert any("the kept snapshot could not be used" in text for text in warnings)  # it was tried
    assert page.evaluate(f"caches.has('{CACHE}')") is False  # the bad one deleted
    entry = _snapshot_made(page)  # and a good one made again
    assert int(entry["headers"]["x-snapshot-length"]) == entry["bytes"]
    assert _reload(watched) == "snapshot"
    watched.check()
