"""Measure the page in a real Chromium: start-up against a bare runtime, and click latency.

    .venv/bin/python tools/bench_page.py [--loads 5] [--clicks 30]

(a) Cold start-up: navigation to ``html[data-ready="true"]`` for the game (``index.html``)
    and for ``tools/bare.html``, which boots the same vendored Pyodide through PyScript and
    prints one line. Each load uses a fresh browser context (empty cache, empty storage);
    the loads alternate between the two pages. Reports medians and the overhead ratio.
(b) Click latency: from a click (a capturing listener notes the time) to the re-rendered
    page (``data-rendered`` on ``<html>`` changes), and to the next animation frame, over
    repeated clicks that select and put down a card (each re-renders board and panels).
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import threading
from pathlib import Path

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


def _server():
    spec = importlib.util.spec_from_file_location("_serve", ROOT / "tools" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    server = module.make_server("127.0.0.1", 0, ROOT, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def cold_load(browser, url: str) -> float:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(READY_PROBE)
        page.goto(url, wait_until="domcontentloaded")
        page.wait_for_function("() => window.__readyAt", timeout=120_000, polling=50)
        return page.evaluate("window.__readyAt") / 1000
    finally:
        context.close()


def click_latencies(browser, base: str, clicks: int) -> list[tuple[float, float]]:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(base, wait_until="domcontentloaded")
    page.wait_for_selector('html[data-ready="true"]', timeout=120_000)
    page.fill('[data-field="seed"]', "11")
    page.select_option('[data-field="start"]', "0")
    page.click('[data-command="start"]')
    for _ in range(4):
        page.click('[data-command="reveal"]')
        page.click('[data-stack="1"]')
    page.click('[data-command="reveal"]')
    colour = page.locator("[data-card]").first.get_attribute("data-colour")
    region = page.evaluate(
        "c => [...document.querySelectorAll('#board [data-region]')]"
        ".find(e => e.getAttribute('aria-label').split(', ')[1].startsWith(c)).dataset.region",
        colour,
    )
    page.click(f'#board [data-region="{region}"]')
    page.wait_for_selector('.game[data-step="Action 2 of 2"]')
    card = page.locator("[data-card]:not([aria-disabled])").first
    page.evaluate(CLICK_PROBE)
    for i in range(clicks):
        card.click()
        page.wait_for_function("n => window.__lat.length >= n", arg=i + 1, polling="raf")
    result = page.evaluate("window.__lat")
    context.close()
    return [(a / 1000, b / 1000) for a, b in result]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=30)
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    server, base = _server()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            cold_load(browser, base + "tools/bare.html")  # warm the OS file cache once, untimed
            game, bare = [], []
            for _ in range(args.loads):
                bare.append(cold_load(browser, base + "tools/bare.html"))
                game.append(cold_load(browser, base))
            lat = click_latencies(browser, base, args.clicks)
            browser.close()
    finally:
        server.shutdown()

    def fmt(values):
        return f"median {statistics.median(values):.2f} s (min {min(values):.2f}, max {max(values):.2f})"

    print(f"(a) cold start to data-ready, {args.loads} loads each")
    print(f"    bare PyScript page: {fmt(bare)}")
    print(f"    the game:           {fmt(game)}")
    print(f"    overhead ratio:     {statistics.median(game) / statistics.median(bare):.2f}x")
    rendered = [a * 1000 for a, _ in lat]
    framed = [b * 1000 for _, b in lat]
    print(f"(b) click to updated page, {len(lat)} clicks")
    print(f"    re-rendered:  median {statistics.median(rendered):.1f} ms (max {max(rendered):.1f})")
    print(f"    next frame:   median {statistics.median(framed):.1f} ms (max {max(framed):.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
