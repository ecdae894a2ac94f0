"""Offline play and updates of the built site, served the way GitHub Pages serves it.

The run's built site (``built_site`` in tests/conftest.py: ``tools/build_site.py``) is copied
into a temporary folder of the module, and published from there (a new version sealed in
place when a test asks for one), served under the sub-path ``/australia/`` with ``Cache-Control: max-age=600``. Each test has its own
browser context, so its own service worker and caches: one test follows a player from the
first visit through offline play to the next version, in one context.
"""

from __future__ import annotations

import json
import shutil
import struct
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from web.text import i18n
from web.text import page as page_words

from tests import conftest as shared
from tests.conftest import App, load_tool
from tests.e2e.play import Player, check_final_screen, click, drawn_after, import_file, moment, rendered, start_game

DONE_SAVE = Path(__file__).resolve().parent.parent / "data" / "v2-done.json"

ROOT = Path(__file__).resolve().parent.parent.parent
PREFIX = "/australia/"
OFFLINE_READY = 'html[data-offline="ready"]'
QUICK = "document.documentElement.dataset.quickstart"
# The service worker's update checked now, and its install (if a new version) run to its end.
UPDATED = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  try { await registration.update(); } catch (error) { /* a failed install */ }
  while (registration.installing) await new Promise((resolve) => setTimeout(resolve, 50));
}"""
BLANK = "blank.html"




build_site = load_tool("build_site")
serve = load_tool("serve")


class Site:
    """A built site on a local server; ``rebuild()`` publishes a version in place: the one
    built once for the module, or with ``change`` a new one that differs by one file."""

    def __init__(self, folder: Path, base: str, built: Path, version: str) -> None:
        self.folder = folder
        self.base = base
        self.built = built
        self.built_version = version
        self.version = ""

    def rebuild(self, change: str = "") -> str:
        staging = self.folder.with_name("staging")
        shutil.rmtree(staging, ignore_errors=True)
        shutil.copytree(self.built, staging)
        version = self.built_version
        if change:  # a new version: one file differs
            with (staging / "web" / "static" / "app.css").open("a", encoding="utf-8") as css:
                css.write(f"\n/* {change} */\n")
            version = build_site.seal(staging)
        shutil.rmtree(self.folder, ignore_errors=True)
        staging.rename(self.folder)
        self.version = version
        return version

    def get(self, path: str) -> bytes:
        with urllib.request.urlopen(self.base + path, timeout=10) as response:
            assert response.headers["Cache-Control"] == "max-age=600"
            return response.read()


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, built_site: Path) -> Iterator[Site]:
    pages = tmp_path_factory.mktemp("pages")
    shutil.copytree(built_site, pages / "built")  # the run's build, published and changed here
    version = shared.site_version(built_site)
    shutil.copy(ROOT / "tests" / "e2e" / "blank.html", pages / "built" / BLANK)  # where tests clear storage
    folder = pages / "site"
    folder.mkdir()
    server = serve.make_server("127.0.0.1", 0, folder, quiet=True, site=True, prefix=PREFIX)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    site = Site(folder, f"http://127.0.0.1:{server.server_address[1]}{PREFIX}", pages / "built", version)
    site.rebuild()
    try:
        yield site
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def watched(browser, site: Site) -> Iterator[App]:
    """A page in a fresh context (its own worker and caches), watched like ``app``."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    app = App(context.new_page(), site.base, blank=BLANK)
    try:
        yield app
        problems = [p for p in app.all_problems() if p not in app._raised]
        if problems:
            pytest.fail("the page reported problems:\n  " + "\n  ".join(problems), pytrace=False)
    finally:
        context.close()


def _offline_line(page) -> dict:
    # the page has heard from its service worker (or found none)
    page.wait_for_selector('html[data-offline]:not([data-offline="preparing"])', state="attached", timeout=30_000)
    page.click('[data-command="saved-games"]')
    line = page.locator("#offline-status")
    return {"status": line.get_attribute("data-offline"), "text": line.inner_text()}


def _play_a_turn(page) -> Player:
    start_game(page, ["Ann", "Ben"], "simple", 20240601)
    player = Player(page)
    # the opening draws, then one whole turn of the first player to act
    info = player.play_until(lambda info: info["phase"] not in ("setup", "draw") and info["handover"] != "true")
    player.play_until(lambda now: now["current"] != info["current"], limit=60)
    return player


def test_the_built_site_plays_offline_and_an_update_waits_for_the_player(watched: App, site: Site) -> None:
    """One browser context (one service worker, one cache) from the first visit to the
    next version: offline play first, then an update cut short, then one that is offered."""
    first = site.rebuild()
    page = watched.open()
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=60_000)
    scope = page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.scope)")
    assert scope == site.base
    # the first visit already runs from the worker's files
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == site.base + "sw.js"
    player = _play_a_turn(page)
    before = player.read()
    # the memory snapshot for a quick start (web/static/quickstart.js) made once the page is idle
    page.wait_for_function(f"{QUICK} === 'ready' || {QUICK} === 'failed'", timeout=120_000)
    assert page.evaluate(QUICK) == "ready"

    page.context.set_offline(True)
    page.reload(wait_until="domcontentloaded")
    watched.wait_ready()
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == site.base + "sw.js"
    assert page.evaluate(QUICK) == "snapshot"  # offline too, Python starts from the snapshot
    assert moment(player.read()) == moment(before)  # the game resumed
    line = _offline_line(page)
    assert line["status"] == "ready" and "without a network" in line["text"]
    assert "this visit started from" in page.inner_text("#quick-status")

    # with no network at all: a finished game imported shows its end screen and its replay,
    # the rules open, and a new game starts and plays (every screen's code is in the cache)
    import_file(page, "done.json", DONE_SAVE.read_bytes())
    check_final_screen(page, ["Ann", "Ben"], "simple")
    click(page, '[data-command="replay-current"]')
    click(page, '[data-command="replay-last"]')
    assert "Game over" in page.locator(".replay-step").inner_text()
    click(page, '[data-command="rules"]')
    assert page.locator("figure.rules-figure svg").count() == 2
    click(page, '[data-command="rules-close"]')
    click(page, '[data-command="replay-close"]')
    click(page, '[data-command="new-game"]')
    start_game(page, ["Cat", "Dan"], "simple", 7)
    Player(page).play_until(lambda info: info["phase"] == "turn" and info["step"] == "Action 2 of 2", limit=40)
    assert page.evaluate("navigator.onLine") is False

    # and the computer thinks offline too: its worker loads Pyodide and the game from the cache
    click(page, '[data-command="new-game"]')
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
    # and an invitation to a device on this network: its QR code drawn by the archive's own
    # package, the camera's reader at hand, all from the cache
    click(page, '[data-command="new-game"]')
    before = rendered(page)
    page.select_option('[data-field="seat1"]', "remote")
    drawn_after(page, before)
    page.click('[data-command="start"]')
    click(page, '#devices [data-command="invite"][data-arg="1"]')
    page.wait_for_selector("#invite-qr path")
    for name in ("ponyfill.js", "zxing_reader.wasm"):
        assert page.evaluate(f"fetch('vendor/barcode/{name}').then(r => r.ok)")
    assert not (site.built / "vendor" / "python").exists()  # those packages travel in the archive
    watched.check()
    page.context.set_offline(False)

    # Back online, a game of two people with a turn played: updates must not disturb it.
    click(page, '[data-command="new-game"]')
    before = rendered(page)
    page.select_option('[data-field="seat1"]', "person")  # the form kept the computer's seat
    drawn_after(page, before)
    player = _play_a_turn(page)
    before = player.read()

    # A new version whose download is cut short (the one file it changed is not the listed
    # one; the files it kept are copied from the version before): the install fails, nothing
    # is offered and the version before keeps serving, offline too.
    second = site.rebuild("second version")
    (site.folder / "web" / "static" / "app.css").write_bytes(b"cut short")
    page.reload(wait_until="domcontentloaded")
    watched.wait_ready()
    page.evaluate(UPDATED)
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.waiting === null)")
    assert page.locator("#update-banner").count() == 0
    page.context.set_offline(True)
    page.reload(wait_until="domcontentloaded")
    watched.wait_ready()
    assert page.get_attribute('meta[name="australia-version"]', "content") == first
    # and no new version is waiting either: its install did fail
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.waiting === null)")
    page.context.set_offline(False)

    # The same version, whole this time: the banner offers it, and waits.
    assert site.rebuild("second version") == second
    page.reload(wait_until="domcontentloaded")
    watched.wait_ready()
    banner = page.locator("#update-banner")
    banner.wait_for(state="visible", timeout=60_000)
    assert "A new version is ready" in banner.inner_text()
    assert moment(player.read()) == moment(before)
    # switched to Italian and back, the banner speaks each language and still reloads
    page.select_option(".masthead select", "it")
    i18n.use("it")
    try:
        # Python, in its worker, answers the switch a moment later
        page.wait_for_function("text => document.querySelector('#update-banner').innerText.startsWith(text)",
                               arg=page_words.update_ready())
        assert page.get_attribute("#update-reload", "aria-label") == page_words.update_reload_label()
    finally:
        i18n.use("en")
    page.select_option(".masthead select", "en")
    page.wait_for_function("() => document.querySelector('#update-banner').innerText.startsWith('A new version is ready')")
    with page.expect_navigation():
        page.click("#update-reload")
    watched.wait_ready()
    assert page.get_attribute('meta[name="australia-version"]', "content") == second
    assert moment(player.read()) == moment(before)  # the saved game resumed
    assert page.locator("#update-banner").count() == 0
    keys = page.evaluate("caches.keys()")
    # the old version's files are gone, and its memory snapshot (the new one makes its own)
    assert [key for key in keys if key != "australia-snapshot"] == [f"australia-{second}"]
    kept = page.evaluate("""async () => {
      if (!(await caches.has('australia-snapshot'))) return [];
      const cache = await caches.open('australia-snapshot');
      return Promise.all((await cache.keys()).map(async (r) => (await cache.match(r)).headers.get('X-Site-Version')));
    }""")
    assert first not in kept


def test_the_manifest_makes_it_installable(site: Site) -> None:
    manifest = json.loads(site.get("manifest.webmanifest"))
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    assert manifest["name"] and manifest["short_name"] and manifest["theme_color"]
    sizes = {}
    for icon in manifest["icons"]:
        png = site.get(icon["src"].removeprefix("./"))
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and icon["type"] == "image/png"
        width, height = struct.unpack(">II", png[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        sizes.setdefault(icon.get("purpose", "any"), set()).add(width)
    assert {192, 512} <= sizes["any"] and 512 in sizes["maskable"]
    page = site.get("").decode()
    assert '<link rel="manifest" href="./manifest.webmanifest">' in page


def test_without_service_workers_the_game_plays_online(browser, site: Site) -> None:
    context = browser.new_context(service_workers="block")
    app = App(context.new_page(), site.base, blank=BLANK)
    try:
        page = app.open()
        line = _offline_line(page)
        assert line["status"] == "unavailable" and "not available" in line["text"]
        page.click('[data-command="new-game"]')
        start_game(page, ["Ann", "Ben"], "simple", 3)
        app.check()
    finally:
        context.close()
