"""Measure the page in a real Chromium: start-up against a bare runtime, and click latency.

    .venv/bin/python tools/bench_page.py [--loads 5] [--clicks 30] [--before FOLDER]

(a) Start-up: navigation to ``html[data-ready="true"]``, to the board shown (the first
    ``[data-region]`` laid out, the pre-rendered first screen) and to the first screen shown,
    side by side in one run (the loads take turns, so the machine's load falls on all of
    them alike):
    - bare cold: ``tools/bare.html``, the stock PyScript and Pyodide packages straight from
      ``node_modules/`` (unmodified), booting and printing one line;
    - game cold: the built site (``tools/build_site.py`` into a temporary folder), served
      as GitHub Pages serves it (under ``/australia/``, ``Cache-Control: max-age=600``);
    - game repeat: the same site visited again once its service worker is ready and the
      memory snapshot made (web/static/quickstart.js), twice: the second visit takes its
      files from the worker's cache and starts from the snapshot; the third also finds the
      compiled WebAssembly the browser kept from the second;
    - ``--before FOLDER``: optionally, another checkout of the game (with its own
      ``vendor/``), built by its own ``tools/build_site.py`` and served the same way, its
      loads taking turns with these: cold, second and third visits, for a before/after
      comparison in one run.
    Cold loads use a fresh browser context (empty cache, empty storage). Reports medians
    and the ratios to the bare page's time to ready (cold).
(b) Click latency: from a click (a capturing listener notes the time) to the re-rendered
    page (``data-rendered`` on ``<html>`` changes), and to the next animation frame, over
    repeated clicks that select and put down a card in a late five-player full game at
    1280x800 (each re-renders board and panels), one after the other, or each after a pause
    of ``--pause SECONDS`` (the page judges the people's decisions in the background
    meanwhile); with ``--before``, the same clicks there,
    the two taking turns. Then the renderer's resident memory (the tab: its page, its
    workers and their interpreters). ``--threats``: the same clicks with the threats shown
    (what the rivals could complete, analysed once per moment of the game) and hidden, the two
    taking turns, side by side.
(f) ``--morph FILE``: a DOM-morphing library (``FILE``: idiomorph's ``idiomorph.js``, say,
    from its npm package) against the page's own patch, on the same drawings: the late
    five-player game's card clicks, each step applied either as the patch Python sends
    (changed sections and map layers replaced) or as the whole game screen morphed into the
    page, with the style and layout it causes; the two take turns, step by step.
(e) ``--lighthouse N``: Lighthouse's performance (mobile, its default throttling: the
    ``lighthouse`` command, ``npm install -g lighthouse``) on the built site's first visit
    (a new browser profile) and second visit (after a first visit that left the service
    worker and the snapshot ready), N runs each, taking turns with ``--before``'s; with the
    total blocking time, the longest possible first input delay and time to interactive.
(g) ``--review N``: the review of a finished game of N players (the full game, people at
    every seat, played to its end by the medium computer from a fixed seed): from the click on
    *Review this game* to its summary on the screen (luck and charts) and to every decision
    reviewed at the hard level's budget; the latency of clicks (switching whose decisions are
    shown) while it works, against the same clicks once it is done; the renderer's memory
    then, against the same game's end screen before the review. With ``--think SECONDS``,
    instead: a full game of N people played on the page by clicks (the browser tests' player),
    each person taking that long over each action, as the page judges their decisions
    meanwhile; then the review from its end screen, against the same finished game reviewed
    in a fresh page (nothing judged in advance), the two in the same run.
(c) ``--computer``: the computer in the browser, with ``--before``'s beside it. Decision
    time per level (between one decision and the next as the page shows them, in a game of
    two computers of that level at instant pace: so whatever runs the computer is timed
    alike), the renderer's memory once they are made, and the click latency of the map's
    zoom button (on a phone's screen) while a hard computer thinks, against the same clicks
    in a game of people.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import statistics
import tempfile
import threading
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--no-first-run"]

# Notes when <html> gets data-ready, in ms since navigation start.
READY_PROBE = """
new MutationObserver(() => {
  const html = document.documentElement;
  if (!window.__readyAt && html && html.dataset.ready === 'true') window.__readyAt = performance.now();
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']});
"""

# Notes the first animation frame after which the board (a region of the map) and the first
# screen (the new-game form, the resume screen or any region) are laid out and visible.
PAINT_PROBE = """
(function watch() {
  const shown = (selector) => {
    const element = document.querySelector(selector);
    return element && element.getBoundingClientRect().width > 0;
  };
  const now = performance.now();
  if (!window.__boardAt && shown('[data-region]')) window.__boardAt = now;
  if (!window.__screenAt && shown('#setup, .resume, [data-region]')) window.__screenAt = now;
  if (!window.__boardAt || !window.__screenAt) requestAnimationFrame(watch);
})();
"""

CLICK_PROBE = """() => {
  window.__lat = [];
  let t0 = null;
  addEventListener('click', () => { t0 = performance.now(); }, true);
  new MutationObserver(() => {
    if (t0 === null) return;
    const start = t0, rendered = performance.now();
    t0 = null;
    requestAnimationFrame(() => window.__lat.push([rendered - start, performance.now() - start]));
  }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-rendered']});
}"""


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(f"_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _server(directory: Path, *, site: bool = False, prefix: str = "/"):
    server = _tool("serve").make_server("127.0.0.1", 0, directory, quiet=True, site=site, prefix=prefix)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{prefix}"


class Load(NamedTuple):
    """One page load, in seconds from navigation start: Python ready, the board shown, the
    first screen shown (None: not before ready)."""

    ready: float
    board: float | None
    screen: float | None


def _ready_time(page, url: str) -> Load:
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function("() => window.__readyAt", timeout=120_000, polling=50)
    ready, board, screen = page.evaluate("[window.__readyAt, window.__boardAt, window.__screenAt]")
    ready /= 1000
    return Load(
        ready,
        board / 1000 if board is not None and board / 1000 <= ready else None,
        screen / 1000 if screen is not None and screen / 1000 <= ready else None,
    )


def _probed(context):
    page = context.new_page()
    page.add_init_script(READY_PROBE + PAINT_PROBE)
    return page


def cold_load(browser, url: str) -> Load:
    context = browser.new_context()
    try:
        return _ready_time(_probed(context), url)
    finally:
        context.close()


def first_visit(context, url: str):
    """A visit that lasts until the service worker is ready and the memory snapshot for the
    next visits is made (web/static/quickstart.js; a checkout without it has no
    data-quickstart); its page, still open."""
    page = _probed(context)
    _ready_time(page, url)
    page.wait_for_selector('html[data-offline="ready"]', state="attached", timeout=120_000)
    page.wait_for_function(
        "() => !['normal', 'making'].includes(document.documentElement.dataset.quickstart)",
        timeout=120_000, polling=100,
    )
    return page


def repeat_loads(browser, url: str) -> tuple[Load, Load]:
    """A first visit until the service worker is ready, then two more visits, timed.

    The second visit takes every file from the worker's cache; the browser keeps the
    compiled WebAssembly of a file it ran from there, which the third visit finds.
    """
    context = browser.new_context()
    try:
        page = first_visit(context, url)
        times = []
        for _ in range(2):
            page.wait_for_timeout(1000)  # let the browser store what it compiled
            page.close()
            page = _probed(context)
            times.append(_ready_time(page, url))
        return times[0], times[1]
    finally:
        context.close()


def late_position() -> dict[str, str]:
    """The page's storage holding a late five-player full game, a person to act with cards
    in hand at the start of a turn (played by the easy computer from a fixed seed)."""
    import sys

    sys.path.insert(0, str(ROOT))
    from australia import apply_action, new_game
    from australia.computer import choose
    from australia.observation import observe
    from australia.state import FULL, TURN, Config
    from web.browser.store import Storage

    state = new_game(Config(("Ann", "Ben", "Cleo", "Dan", "Eve"), FULL, 0), 11)
    done = 0
    while done < 80 or state.phase != TURN or state.actions_done or len(state.player.hand) < 2:
        apply_action(state, choose(observe(state, state.current), "easy", done))
        done += 1
    store: dict[str, str] = {}
    Storage(store).save("g1", state, {"saved": 1_790_000_000, "handover": False, "viewer": state.current})
    store["australia.current"] = "g1"
    return store


def _open_seeded(page, base: str, store: dict[str, str]) -> None:
    """Open the page with its storage holding ``store`` (put there before the first load only)
    and wait until Python is ready."""
    items = json.dumps(store)
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" for (const [k, v] of Object.entries({items})) localStorage.setItem(k, v); }}"
    )
    page.goto(base, wait_until="domcontentloaded")
    page.wait_for_selector('html[data-ready="true"]', timeout=120_000)


def click_latencies(browser, base: str, clicks: int, memory: list, threats: bool | None = None,
                    pause: float = 0.0) -> list[tuple[float, float]]:
    """Clicks on a card of the hand in a late five-player full game (each selects or puts
    down the card, and redraws the board and the panels), at 1280x800; the renderer's memory
    after them is added to ``memory`` (MB, a game of people). ``threats``: shown or hidden
    (the page's switch, as this device remembers it); None leaves the page's default.
    ``pause``: seconds the person waits before each click (what the page does meanwhile)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    store = late_position()
    if threats is not None:
        store["australia.threats"] = "on" if threats else "off"
    _open_seeded(page, base, store)
    page.wait_for_selector(".game[data-phase]")
    if page.locator('.game[data-handover="true"] [data-command="reveal"]').count():  # five people share it
        page.click('[data-command="reveal"]')
        page.wait_for_selector('.game[data-handover="false"]')
    if page.locator("[data-card]:not([aria-disabled])").count() == 0:
        # fly where the first card can be played (a flight may also reveal a tile)
        colour = page.locator("[data-card]").first.get_attribute("data-colour")
        region = page.evaluate(
            "c => [...document.querySelectorAll('#board [data-region]')]"
            ".find(e => e.getAttribute('aria-label').split(', ')[1].startsWith(c) && !e.classList.contains('current'))"
            ".dataset.region",
            colour,
        )
        page.click(f'#board [data-region="{region}"]')
        page.wait_for_selector('.game[data-step="Action 2 of 2"]')
    if threats is not None:  # the switch took: the list is drawn, or only the panel's head
        shown = page.locator("#threats .threats, #threats > p").count() > 0
        assert shown == threats, f"threats {'not ' if threats else ''}shown"
    card = page.locator("[data-card]:not([aria-disabled])").first
    page.evaluate(CLICK_PROBE)
    for i in range(clicks):
        if pause:
            page.wait_for_timeout(pause * 1000)  # the person thinks: the page works in the background meanwhile
        card.click()
        page.wait_for_function("n => window.__lat.length >= n", arg=i + 1, polling="raf")
    result = page.evaluate("window.__lat")
    memory.append(renderer_memory(browser))
    context.close()
    return [(a / 1000, b / 1000) for a, b in result]


# Notes, at every drawing, when the game on the table gained an action (its save's length):
# the computer's decisions as the page shows them, whatever runs the computer, so two builds
# are timed alike. Seeded with the time Start is
# pressed (``window.__startAt``).
MOVES_PROBE = """
(() => {
  window.__moves = [];
  let known = 0;
  new MutationObserver(() => {
    const slot = localStorage.getItem('australia.current');
    const text = slot && localStorage.getItem('australia.slot.' + slot);
    if (!text) return;
    const done = JSON.parse(text).actions.length;
    if (done > known) window.__moves.push(performance.now());
    known = done;
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-rendered']});
  addEventListener('click', (event) => {
    if (event.target.closest && event.target.closest('[data-command="start"]')) window.__startAt = performance.now();
  }, true);
})();
"""


def _gaps(moves: list[float], start: float | None) -> list[float]:
    """Seconds between one decision shown and the next (the first from Start)."""
    points = ([start] if start is not None else []) + moves
    return [(b - a) / 1000 for a, b in zip(points, points[1:])]


def renderer_memory(browser) -> float | None:
    """The resident memory of the largest renderer process of ``browser`` (the one tab open:
    its page, its workers and their interpreters), in MB; None when it cannot be read."""
    try:
        session = browser.new_browser_cdp_session()
        processes = session.send("SystemInfo.getProcessInfo")["processInfo"]
    except Exception:  # noqa: BLE001 - not Chromium, or no such command
        return None
    sizes = []
    for process in processes:
        if process.get("type") != "renderer":
            continue
        try:
            status = Path(f"/proc/{process['id']}/status").read_text(encoding="utf-8")
        except OSError:
            continue
        found = [line for line in status.splitlines() if line.startswith("VmRSS:")]
        if found:
            sizes.append(int(found[0].split()[1]) / 1024)
    return max(sizes) if sizes else None


def _start_form(page, seats: list[str], seed: int, *, pause: float = 0.0) -> None:
    page.select_option('[data-field="count"]', str(len(seats)))
    for seat, kind in enumerate(seats):
        if kind != "person":
            before = page.evaluate("+document.documentElement.dataset.rendered")
            page.select_option(f'[data-field="seat{seat}"]', kind)
            page.wait_for_function("n => +document.documentElement.dataset.rendered > n", arg=before)
    if pause:
        page.wait_for_timeout(pause * 1000)
    page.fill('[data-field="seed"]', str(seed))
    page.select_option('[data-field="start"]', "0")
    page.click('[data-command="start"]')


def decision_times(browser, base: str, level: str, decisions: int) -> tuple[list[float], float | None]:
    """The first ``decisions`` of a game of two computers of ``level`` at instant pace, as the
    page shows them (seconds between one and the next), and the renderer's memory then (MB)."""
    context = browser.new_context()
    page = context.new_page()
    page.add_init_script("localStorage.setItem('australia.pace', 'instant');" + MOVES_PROBE)
    page.goto(base, wait_until="domcontentloaded")
    page.wait_for_selector('html[data-ready="true"]', timeout=120_000)
    _start_form(page, [level, level], 17)
    page.wait_for_function(
        "n => window.__moves.length >= n || document.querySelector('#final')", arg=decisions + 1, timeout=600_000
    )
    memory = renderer_memory(browser)
    moves = page.evaluate("window.__moves")
    context.close()
    return _gaps(moves, None)[:decisions], memory


def first_decisions(browser, base: str, runs: int, *, pause: float = 0.0, quick: bool = True) -> dict[str, list[float]]:
    """The computer's first decision of a game started right after the page is ready, from
    Start to the decision shown, in one browser context. ``pause``: seconds between choosing
    the computer's seat and Start (a person typing names; the computer gets ready at that
    choice). With ``quick`` (a site with the quick start, web/static/quickstart.js) the visits
    take turns: with the memory snapshot kept ("snapshot") and deleted just before the visit
    ("normal"); without, plain visits ("plain": a checkout from before the quick start)."""
    context = browser.new_context()
    page = context.new_page()
    page.add_init_script("localStorage.setItem('australia.pace', 'instant');" + MOVES_PROBE)
    state = "document.documentElement.dataset.quickstart"
    times: dict[str, list[float]] = {"snapshot": [], "normal": []} if quick else {"plain": []}
    try:
        page.goto(base, wait_until="domcontentloaded")
        page.wait_for_selector('html[data-offline="ready"]', state="attached", timeout=120_000)
        for _ in range(runs):
            for mode, found in times.items():
                if quick:
                    page.wait_for_function(f"() => {state} === 'ready' || {state} === 'snapshot'", timeout=120_000)
                if mode == "normal":
                    page.evaluate("caches.delete('australia-snapshot')")
                page.reload(wait_until="domcontentloaded")
                page.wait_for_selector('html[data-ready="true"]', timeout=120_000)
                if quick:
                    assert page.evaluate(state) == mode
                if page.locator("#setup").count() == 0:
                    page.click('[data-command="new-game"]')
                    page.wait_for_selector("#setup")
                _start_form(page, ["easy", "easy"], 17, pause=pause)
                page.wait_for_function("() => window.__moves.length >= 1", timeout=120_000)
                found.append(_gaps(page.evaluate("window.__moves"), page.evaluate("window.__startAt"))[0])
                page.evaluate("localStorage.removeItem('australia.current')")
                page.wait_for_timeout(1000)  # the page idle again before the next visit
    finally:
        context.close()
    return times


def zoom_latencies(browser, base: str, clicks: int, *, computer: bool) -> list[tuple[float, float]]:
    """Clicks on the map's zoom button (a phone's screen): while a hard computer thinks, or in
    a game of people."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(base, wait_until="domcontentloaded")
    page.wait_for_selector('html[data-ready="true"]', timeout=120_000)
    # two hard computers keep thinking (a decision takes longer than the pace), or two people
    _start_form(page, ["hard", "hard"] if computer else ["person", "person"], 23)
    page.wait_for_selector(".game[data-phase]")
    if computer:
        page.wait_for_function("() => (document.querySelector('.thinking-progress') || {}).value > 0", timeout=120_000)
    page.evaluate(CLICK_PROBE)
    for i in range(clicks):
        page.click('[data-command="zoom-map"]')
        page.wait_for_function("n => window.__lat.length >= n", arg=i + 1, polling="raf")
    result = page.evaluate("window.__lat")
    context.close()
    return [(a / 1000, b / 1000) for a, b in result]


def computer_report(browser, sites: list[tuple[str, str]], decisions: int, clicks: int) -> None:
    """Each site's computer side by side: decisions, memory, and clicks while it thinks."""
    print(f"(c) the computer in the browser (first {decisions} decisions of a two-computer game each,"
          " as the page shows them; renderer memory once they are made)")
    for level in ("easy", "medium", "hard"):
        for name, site in sites:
            gaps, memory = decision_times(browser, site, level, decisions)
            times = sorted(t * 1000 for t in gaps)
            p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
            held = f"{memory:.0f} MB" if memory is not None else "unknown"
            print(f"    {name}: {level:6} decision: median {statistics.median(times):.0f} ms, p95 {p95:.0f} ms "
                  f"({len(times)} decisions); renderer memory {held}")
    for name, site in sites:
        quiet = zoom_latencies(browser, site, clicks, computer=False)
        busy = zoom_latencies(browser, site, clicks, computer=True)
        for what, lat in (("a game of people", quiet), ("while a hard computer thinks", busy)):
            rendered = statistics.median(a * 1000 for a, _ in lat)
            framed = statistics.median(b * 1000 for _, b in lat)
            print(f"    {name}: zoom click, {what}: re-rendered {rendered:.1f} ms, next frame {framed:.1f} ms"
                  f" (medians of {len(lat)})")


def drawing_steps(clicks: int) -> tuple[str, list[tuple[list, str]]]:
    """The late five-player game's screen, then ``clicks`` card clicks there, as the page's
    Python draws them: the first screen's markup and, for each click, (the frame's ops, the
    whole game screen's markup)."""
    import sys

    sys.path.insert(0, str(ROOT))
    from australia.actions import PlayCard
    from australia.rules import legal_actions
    from web import messages as m
    from web.browser.draw import Drawer
    from web.browser.runtime import Runtime
    from web.browser.store import Storage
    from web.view.game import game_parts, join_game

    class Clock:
        def now(self) -> float:
            return 1_790_000_100.0

        def later(self, ms, call):
            return None

        def cancel(self, handle) -> None:
            pass

    frames: list[dict] = []
    drawer = Drawer(frames.append, when=str)
    runtime = Runtime(storage=Storage(late_position()), document=drawer, clock=Clock())
    runtime.dispatch(m.Boot(language="en"))
    if runtime.model.session.handover:  # five people share the device: the player to act takes it
        runtime.dispatch(m.GameClick("command", "reveal"))
    first = join_game(game_parts(runtime.model))
    state = runtime.model.session.state
    if not any(isinstance(a, PlayCard) for a in legal_actions(state)):
        # fly where a card can be played, as the clicks in (b) do
        import copy

        from australia import apply_action
        from australia.actions import Fly

        for fly in (a for a in legal_actions(state) if isinstance(a, Fly)):
            after = copy.deepcopy(state)
            apply_action(after, fly)
            if any(isinstance(a, PlayCard) for a in legal_actions(after)):
                runtime.dispatch(m.GameClick("region", fly.region))
                first = join_game(game_parts(runtime.model))
                break
        state = runtime.model.session.state
    card = next(a.card for a in legal_actions(state) if isinstance(a, PlayCard))
    steps = []
    for _ in range(clicks):
        runtime.dispatch(m.GameClick("card", card))
        ops = [op for op in frames[-1]["ops"] if op["op"] == "draw"]
        steps.append((ops, join_game(game_parts(runtime.model))))
    return first, steps


MORPH_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="/web/static/app.css"></head>
<body><main id="app"></main>
<script src="/web/static/draw.js"></script><script src="/morph.js"></script></body></html>"""


def morph_report(browser, morph: Path, clicks: int) -> None:
    """The page's own patch against morphing the whole game screen, step by step."""
    from tools.prerender import page_constants

    first, steps = drawing_steps(clicks)
    work = Path(tempfile.mkdtemp(prefix="australia-morph-"))
    try:
        (work / "web" / "static").mkdir(parents=True)
        for name in ("app.css", "draw.js"):
            shutil.copy(ROOT / "web" / "static" / name, work / "web" / "static" / name)
        shutil.copy(morph, work / "morph.js")
        page_html = MORPH_PAGE.replace(
            "</body>",
            f'<script type="application/json" id="page-constants">{json.dumps({"draw": page_constants()["draw"]})}'
            "</script></body>",
        )
        (work / "index.html").write_text(page_html, encoding="utf-8")
        server, base = _server(work)
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        page = context.new_page()
        page.goto(base + "index.html")
        timed = page.evaluate(
            """([first, steps]) => {
              const app = document.getElementById('app');
              const settle = () => document.body.offsetHeight;  // style and layout, as a frame would
              const patch = [], morph = [];
              let before = first;  // each step from the screen the one before left
              for (const [ops, whole] of steps) {
                app.innerHTML = before; settle();
                let t = performance.now(); window.australiaDraw.apply(ops); settle(); patch.push(performance.now() - t);
                app.innerHTML = before; settle();
                t = performance.now(); Idiomorph.morph(app, whole, {morphStyle: 'innerHTML'}); settle();
                morph.push(performance.now() - t);
                before = whole;
              }
              return {patch, morph};
            }""",
            [first, [[ops, whole] for ops, whole in steps]],
        )
        context.close()
        server.shutdown()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"(f) a card click's drawing applied, {len(steps)} steps each, taking turns (with style and layout):")
    for name in ("patch", "morph"):
        times = timed[name]
        print(f"    {name}: median {statistics.median(times):.1f} ms (max {max(times):.1f})")


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class LighthouseFailed(Exception):
    """A Lighthouse run that measured nothing."""


def lighthouse(playwright, url: str, *, second: bool, first: str | None = None) -> dict[str, float]:
    """One Lighthouse run on ``url``'s first visit or, with ``second``, on ``url`` after a first
    visit to ``first`` (default ``url``) left the service worker and the snapshot ready; in
    seconds."""
    import subprocess

    port = _free_port()
    profile = Path(tempfile.mkdtemp(prefix="australia-lh-"))
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=[*FLAGS, f"--remote-debugging-port={port}"]
    )
    try:
        if second:
            page = first_visit(context, first or url)
            page.wait_for_timeout(1000)  # let the browser store what it compiled
            page.close()
        report = profile / "report.json"
        subprocess.run(
            ["lighthouse", url, f"--port={port}", "--only-categories=performance", "--output=json",
             f"--output-path={report}", "--quiet", *(["--disable-storage-reset"] if second else [])],
            check=True,
        )
        result = json.loads(report.read_text(encoding="utf-8"))
        audits = result["audits"]
        missing = [name for name in ("total-blocking-time", "max-potential-fid", "interactive", "first-contentful-paint")
                   if "numericValue" not in audits[name]]
        if missing:  # Lighthouse could not measure this run (it says why)
            why = result.get("runtimeError") or {name: audits[name].get("errorMessage") for name in missing}
            raise LighthouseFailed(f"{url}: {why}")
        return {
            "performance": result["categories"]["performance"]["score"],
            "tbt": audits["total-blocking-time"]["numericValue"] / 1000,
            "fid": audits["max-potential-fid"]["numericValue"] / 1000,
            "tti": audits["interactive"]["numericValue"] / 1000,
            "fcp": audits["first-contentful-paint"]["numericValue"] / 1000,
        }
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def lighthouse_report(playwright, sites: list[tuple[str, str]], runs: int) -> None:
    found: dict[tuple[str, str], list[dict[str, float]]] = {}
    for _ in range(runs):
        for visit in ("first", "second"):
            for name, url in sites:
                for _attempt in range(3):  # a run that measured nothing is run again
                    try:
                        result = lighthouse(playwright, url, second=visit == "second")
                        break
                    except LighthouseFailed as failure:
                        print(f"    (Lighthouse measured nothing, run again: {failure})")
                else:
                    continue
                found.setdefault((name, visit), []).append(result)
    print(f"(e) Lighthouse, mobile, default throttling, {runs} runs each (medians):")
    for (name, visit), results in sorted(found.items()):
        med = {key: statistics.median(r[key] for r in results) for key in results[0]}
        each = ", ".join(f"{r['performance']:.2f}" for r in results)
        print(f"    {name}, {visit} visit: performance {med['performance']:.2f} ({each}); "
              f"total blocking time {med['tbt']:.2f} s, max potential first input delay {med['fid']:.2f} s, "
              f"interactive {med['tti']:.1f} s, first contentful paint {med['fcp']:.1f} s")


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--before", type=Path, help="another checkout of the game to time as well")
    parser.add_argument("--pause", type=float, default=0.0, metavar="SECONDS",
                        help="(b): the person waits this long before each click")
    parser.add_argument("--computer", action="store_true", help="also time the computer in the browser")
    parser.add_argument("--decisions", type=int, default=40)
    parser.add_argument("--threats", action="store_true", help="also time the clicks with the threats shown and hidden")
    parser.add_argument("--review", type=int, nargs="*", default=(), metavar="PLAYERS",
                        help="also time the review of a finished full game of so many players (2 to 5)")
    parser.add_argument("--think", type=float, default=None, metavar="SECONDS",
                        help="with --review: play the game on the page, each person taking this long an action")
    parser.add_argument("--lighthouse", type=int, default=0, metavar="RUNS",
                        help="also Lighthouse's performance on the first and second visits")
    parser.add_argument("--first-decision", type=int, default=0, metavar="RUNS",
                        help="also time the computer's first decision after ready, with and without a snapshot")
    parser.add_argument("--morph", type=Path, metavar="FILE",
                        help="also a DOM-morphing library (its script) against the page's own patch")
    parser.add_argument("--form-pause", type=float, default=1.5, metavar="SECONDS",
                        help="with --first-decision: also with this pause between the seat chosen and Start")
    return parser.parse_args(argv)


def _start_servers(args: argparse.Namespace, work: Path, servers: list) -> tuple[str, str, str | None]:
    """(the checkout's address, the built site's, the other checkout's built site's or None); each
    server started is added to ``servers``, to be shut down however the timing ends."""
    server, root = _server(ROOT, site=True)  # bare.html and the stock packages
    servers.append(server)
    server, site = _server(work / "site", site=True, prefix="/australia/")
    servers.append(server)
    if not args.before:
        return root, site, None
    import subprocess
    import sys

    before_dir = args.before.resolve()
    subprocess.run(
        [sys.executable, str(before_dir / "tools" / "build_site.py"), "--out", str(work / "before")],
        cwd=before_dir, check=True, stdout=subprocess.DEVNULL,
    )
    server, before_url = _server(work / "before", site=True, prefix="/before/")
    servers.append(server)
    return root, site, before_url


def _time_loads(browser, args: argparse.Namespace, root: str, site: str, before_url: str | None) -> dict:
    """(a) each kind of start, ``args.loads`` times: the bare page, the game's three visits, the other checkout's."""
    if args.loads:
        cold_load(browser, root + "tools/bare.html")  # warm the OS file cache once, untimed
        cold_load(browser, site)
    kinds = ("bare", "game", "repeat", "later", "before", "before_repeat", "before_later")
    loads: dict[str, list] = {name: [] for name in kinds}
    for _ in range(args.loads):
        loads["bare"].append(cold_load(browser, root + "tools/bare.html"))
        loads["game"].append(cold_load(browser, site))
        second, third = repeat_loads(browser, site)
        loads["repeat"].append(second)
        loads["later"].append(third)
        if args.before:
            loads["before"].append(cold_load(browser, before_url))
            second, third = repeat_loads(browser, before_url)
            loads["before_repeat"].append(second)
            loads["before_later"].append(third)
    return loads


def _time_clicks(browser, args: argparse.Namespace, site: str, before_url: str | None) -> tuple:
    """(b) the latencies of clicks and the renderer's memory after them, here and in the other checkout."""
    lat, lat_before, memory, memory_before = [], [], [], []
    for _ in range(3 if args.clicks else 0):  # the two take turns, a third of the clicks each time
        lat += click_latencies(browser, site, max(1, args.clicks // 3), memory, pause=args.pause)
        if args.before:
            lat_before += click_latencies(browser, before_url, max(1, args.clicks // 3), memory_before,
                                          pause=args.pause)
    return lat, lat_before, memory, memory_before


def threats_report(browser, site: str, clicks: int) -> None:
    """(b') the same clicks with the threats shown and hidden, the two taking turns."""
    shown: list = []
    hidden: list = []
    for _ in range(3):
        shown += click_latencies(browser, site, max(1, clicks // 3), [], threats=True)
        hidden += click_latencies(browser, site, max(1, clicks // 3), [], threats=False)
    print(f"(b') click to updated page with the threats shown and hidden, {len(shown)} and {len(hidden)} clicks")
    for i, what in ((0, "re-rendered"), (1, "next frame")):
        on = statistics.median(x[i] * 1000 for x in shown)
        off = statistics.median(x[i] * 1000 for x in hidden)
        print(f"    {what + ':':13} shown median {on:.1f} ms, hidden {off:.1f} ms, ratio {on / off:.2f}")


def finished_store(players: int) -> dict[str, str]:
    """The page's storage holding a finished full game of ``players`` people, on the table."""
    import sys

    sys.path.insert(0, str(ROOT))
    from australia import apply_action, new_game
    from australia.computer import choose
    from australia.observation import observe
    from australia.state import FULL, Config
    from web.browser.store import Storage

    state = new_game(Config(("Ann", "Ben", "Cleo", "Dan", "Eve")[:players], FULL, 0), 11)
    done = 0
    while not state.is_over:
        apply_action(state, choose(observe(state, state.current), "medium", done))
        done += 1
    store: dict[str, str] = {}
    Storage(store).save("g1", state, {"saved": 1_790_000_000, "handover": False, "viewer": 0})
    store["australia.current"] = "g1"
    return store


def _reviewed(page) -> tuple[float, float, int]:
    """From the end screen: seconds to the review's summary and to every decision reviewed,
    and how many decisions it reviewed."""
    page.evaluate("() => { window.__t0 = performance.now(); }")
    page.click('#final [data-command="review-current"]')
    page.wait_for_selector(".review-luck", timeout=600_000)
    summary = page.evaluate("() => performance.now() - window.__t0") / 1000
    page.wait_for_selector('.review-screen[data-done="1.00"]', timeout=1_800_000)
    whole = page.evaluate("() => performance.now() - window.__t0") / 1000
    decisions = page.evaluate(
        "() => JSON.parse(localStorage.getItem('australia.reviews')).reviews[0].review.decisions.length")
    return summary, whole, decisions


def played_review_report(browser, site: str, players: int, think: float) -> None:
    """(g) with ``--think``: a game of people played on the page, reviewed at its end."""
    import sys
    import time as clock

    sys.path.insert(0, str(ROOT))
    from tests.e2e.play import Player, start_game

    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    _open_seeded(page, site, {})
    start_game(page, ["Ann", "Ben", "Cleo", "Dan", "Eve"][:players], "full", 11, start="0")
    player, began = Player(page), clock.perf_counter()
    info, moment, actions = player.read(), 0, 0
    while not info["over"]:
        info = player.step(info)
        now = page.evaluate("() => +(document.querySelector('.game')?.dataset.moment || -1)")
        if now > moment:  # an action done: the next person thinks a while
            moment, actions = now, actions + 1
            page.wait_for_timeout(think * 1000)
            info = player.read()
    played = clock.perf_counter() - began
    save = page.evaluate("() => { const k = localStorage.getItem('australia.current');"
                         " return [k, localStorage.getItem('australia.slot.' + k)]; }")
    summary, whole, decisions = _reviewed(page)
    context.close()
    context = browser.new_context(viewport={"width": 1280, "height": 800})  # the same game, nothing judged before
    page = context.new_page()
    _open_seeded(page, site, {"australia.current": save[0], f"australia.slot.{save[0]}": save[1]})
    page.wait_for_selector("#final")
    fresh = _reviewed(page)
    context.close()
    print(f"(g) the review of a {players}-player full game played on the page ({actions} actions in {played:.0f} s,"
          f" each person taking {think:g} s an action; {decisions} decisions at the hard level's budget)")
    print(f"    judged while played: summary {summary:.1f} s after the click, every decision reviewed after {whole:.1f} s")
    print(f"    the same game in a fresh page: summary {fresh[0]:.1f} s, every decision after {fresh[1]:.1f} s")


def review_report(browser, site: str, players: int, clicks: int) -> None:
    """(g) the review of a finished game in the browser."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    _open_seeded(page, site, finished_store(players))
    page.wait_for_selector("#final")
    before = renderer_memory(browser)
    page.evaluate("() => { window.__t0 = performance.now(); }")
    page.click('#final [data-command="review-current"]')
    page.wait_for_selector(".review-luck", timeout=600_000)
    summary = page.evaluate("() => performance.now() - window.__t0") / 1000
    page.evaluate(CLICK_PROBE)
    busy = []
    for i in range(clicks):
        if page.locator('.review-screen[data-done="1.00"]').count():
            break
        page.click(f'[data-command="review-seat"][data-arg="{i % players}"]')
        page.wait_for_function("n => window.__lat.length >= n", arg=i + 1, polling="raf")
        busy = page.evaluate("window.__lat")
    page.wait_for_selector('.review-screen[data-done="1.00"]', timeout=1_800_000)
    whole = page.evaluate("() => performance.now() - window.__t0") / 1000
    decisions = page.evaluate("() => JSON.parse(localStorage.getItem('australia.reviews')).reviews[0].review.decisions.length")
    during = renderer_memory(browser)
    page.evaluate(CLICK_PROBE)
    for i in range(clicks):
        page.click(f'[data-command="review-seat"][data-arg="{i % players}"]')
        page.wait_for_function("n => window.__lat.length >= n", arg=i + 1, polling="raf")
    idle = page.evaluate("window.__lat")
    context.close()

    def med(rows, i):
        return f"{statistics.median(r[i] for r in rows):.1f} ms" if rows else "none (done first)"

    print(f"(g) the review of a finished {players}-player full game ({decisions} decisions at the hard level's budget)")
    print(f"    summary on screen {summary:.1f} s after the click; every decision reviewed after {whole:.1f} s")
    print(f"    clicks while it works ({len(busy)}): to re-rendered {med(busy, 0)}, next frame {med(busy, 1)}; "
          f"once done ({len(idle)}): {med(idle, 0)}, {med(idle, 1)}")
    print(f"    renderer memory: end screen {before or 0:.0f} MB, after the review {during or 0:.0f} MB")


def _first_decision_report(browser, args: argparse.Namespace, site: str, before_url: str | None) -> None:
    """(d) the computer's first decision after ready, with a snapshot and without, Start pressed at once and later."""
    print(f"(d) the computer's first decision after ready, from Start, {args.first_decision} runs each:")
    for pause in (0.0, args.form_pause):
        found = first_decisions(browser, site, args.first_decision, pause=pause)
        if args.before:
            found.update(first_decisions(browser, before_url, args.first_decision, pause=pause, quick=False))
        print(f"    Start pressed {pause:.1f} s after the computer's seat was chosen:")
        for mode, times in found.items():
            name = {"snapshot": "from the snapshot", "normal": "without a snapshot",
                    "plain": "before (--before)"}[mode]
            print(f"        {name}: median {statistics.median(times):.2f} s "
                  f"({', '.join(f'{t:.2f}' for t in times)})")


def _loads_report(args: argparse.Namespace, loads: dict[str, list]) -> None:
    if not args.loads:  # (a) not measured: --loads 0
        return

    def fmt(values):
        return f"median {statistics.median(values):.2f} s (min {min(values):.2f}, max {max(values):.2f})"

    bare_ready = statistics.median(load.ready for load in loads["bare"])

    def ratio(values):
        return f"{statistics.median(values) / bare_ready:.2f}x the bare page's time to ready"

    def shown(timed, what):
        times = [getattr(load, what) for load in timed]
        if any(t is None for t in times):
            return "not before ready"
        return f"{fmt(times)}  = {ratio(times)}"

    print(f"(a) start, {args.loads} loads each: to data-ready; to the board (a region) shown; to the first screen shown")
    print(f"    bare page, stock packages, cold: ready {fmt([load.ready for load in loads['bare']])}")
    rows = [("the game, built site, cold", loads["game"]), ("the game, second visit (worker)", loads["repeat"]),
            ("the game, third visit (worker)", loads["later"])]
    if loads["before"]:
        rows += [(f"{args.before}, built site, cold", loads["before"]),
                 (f"{args.before}, second visit (worker)", loads["before_repeat"]),
                 (f"{args.before}, third visit (worker)", loads["before_later"])]
    for name, timed in rows:
        print(f"    {name}:")
        print(f"        ready:        {fmt([load.ready for load in timed])}  = {ratio([load.ready for load in timed])}")
        print(f"        board shown:  {shown(timed, 'board')}")
        print(f"        first screen: {shown(timed, 'screen')}")


def _clicks_report(args: argparse.Namespace, lat: list, lat_before: list, memory: list, memory_before: list) -> None:
    if not lat:
        return
    rendered = [a * 1000 for a, _ in lat]
    framed = [b * 1000 for _, b in lat]
    print(f"(b) click to updated page, {len(lat)} clicks")
    print(f"    re-rendered:  median {statistics.median(rendered):.1f} ms (max {max(rendered):.1f})")
    print(f"    next frame:   median {statistics.median(framed):.1f} ms (max {max(framed):.1f})")

    def held(found):
        found = [f for f in found if f is not None]
        return f"{statistics.median(found):.0f} MB" if found else "unknown"

    print(f"    renderer memory after the clicks (a game of people): {held(memory)}")
    if lat_before:
        print(f"    {args.before}: re-rendered median {statistics.median(a * 1000 for a, _ in lat_before):.1f} ms, "
              f"next frame median {statistics.median(b * 1000 for _, b in lat_before):.1f} ms; "
              f"renderer memory {held(memory_before)}")


def main(argv=None) -> int:
    args = _arguments(argv)

    from playwright.sync_api import sync_playwright

    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file():
        raise SystemExit("bench_page: the stock packages are missing: run `make vendor`")
    work = Path(tempfile.mkdtemp(prefix="australia-bench-"))
    _tool("build_site").build(work / "site")
    servers: list = []
    try:
        root, site, before_url = _start_servers(args, work, servers)
        others = [(str(args.before), before_url)] if args.before else []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            loads = _time_loads(browser, args, root, site, before_url)
            clicks = _time_clicks(browser, args, site, before_url)
            if args.computer:
                computer_report(browser, [("the game", site)] + others, args.decisions, max(10, args.clicks // 2))
            if args.threats:
                threats_report(browser, site, args.clicks)
            for players in args.review:
                if args.think is not None:
                    played_review_report(browser, site, players, args.think)
                else:
                    review_report(browser, site, players, max(10, args.clicks // 2))
            if args.first_decision:
                _first_decision_report(browser, args, site, before_url)
            if args.morph:
                morph_report(browser, args.morph, max(10, args.clicks))
            browser.close()
            if args.lighthouse:
                lighthouse_report(p, [("the game", site)] + others, args.lighthouse)
    finally:
        for server in servers:
            server.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    _loads_report(args, loads)
    _clicks_report(args, *clicks)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
