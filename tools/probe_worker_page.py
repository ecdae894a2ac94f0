"""Probe the fastest start measured: the page's Python in a plain worker, without PyScript.

    .venv/bin/python tools/probe_worker_page.py [--loads 5] [--lighthouse 0]

The page runs its Python in PyScript's worker (``<script type="py" worker>``), started from
the memory snapshot on a later visit (web/static/quickstart.js). This probe measures how much
faster a page without PyScript could be, without building it: the built site, beside it a
copy of its page stripped of every script (no PyScript, no boot.js) but one small module that
starts a worker; the worker starts Pyodide from the same snapshot (quickstart.js's ``start``
in a worker), asks the views for the first screen and posts its HTML, which the page puts in
place and then says it is ready (``data-ready``). The page's thread only parses, lays out and
swaps markup.

Everything else a real page needs (the page's events sent to the worker, its effects and
storage carried out by the page) is left out, so the figures are lower bounds for such a
design, not measures of a page that exists. Side by side in one Chromium (loads taking
turns), each from a visit whose service worker and snapshot are ready:

- bare cold: ``tools/bare.html`` as in ``tools/bench_page.py`` (the yardstick);
- the game's second visit (its Python in PyScript's worker, from the snapshot);
- the probe's visit (Python in a plain worker, from the same snapshot).

With ``--lighthouse N`` (needs the ``lighthouse`` command: ``npm install -g lighthouse``), also
Lighthouse's performance (mobile, its default throttling) for both visits, N runs each.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import shutil
import statistics
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE_PAGE = "probe-worker.html"

# What the probe's page does with the first screen's HTML once the page is parsed.
SHOW_SCREEN = """const parsed = new Promise((done) => {
  if (document.readyState !== "loading") done();
  else document.addEventListener("DOMContentLoaded", () => done(), { once: true });
});
async function show(data) {
  await parsed;
  const root = document.documentElement;
  document.getElementById("app").innerHTML = data.html;
  root.setAttribute("data-start", data.how);
  const loading = document.getElementById("loading");
  if (loading) loading.hidden = true;
  root.setAttribute("data-ready", "true");
}
"""

# The page's one script: a worker, the first screen from it, then ready.
PAGE_SCRIPT = """// tools/probe_worker_page.py: the page's Python in a worker.
const version = document.querySelector('meta[name="australia-version"]').content;
const worker = new Worker(`./probe-worker.js?version=${encodeURIComponent(version)}`, { type: "module" });
""" + SHOW_SCREEN + """worker.onmessage = (event) => {
  const { restore, view } = event.data;
  document.documentElement.setAttribute("data-probe", JSON.stringify({ restore, view }));
  show(event.data);
};
"""

WORKER_SCRIPT = """// tools/probe_worker_page.py: Pyodide from the snapshot, then the first screen's HTML.
import { start } from "./web/static/quickstart.js";
const began = performance.now();
const { python, how } = await start();
const restored = performance.now();
const html = python.runPython("from web.view.page import first_screen\\nfirst_screen('en')");
postMessage({ how, html, restore: restored - began, view: performance.now() - restored });
"""


def _bench():  # noqa: ANN202 - tools/bench_page.py as a module
    spec = importlib.util.spec_from_file_location("_bench_page", ROOT / "tools" / "bench_page.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def probe_page(index_html: str) -> str:
    """The built page with every script (and comment) taken out but the probe's one module."""
    page = re.sub(r"<script\b[^>]*>.*?</script>\s*|<!--.*?-->\s*", "", index_html, flags=re.S)
    # async: started while the rest of the page is parsed
    script = '<script type="module" async src="./probe-worker-page.js"></script>\n'
    return page.replace("</head>", script + "</head>", 1)


def add_probe(site: Path) -> None:
    index = (site / "index.html").read_text(encoding="utf-8")
    (site / PROBE_PAGE).write_text(probe_page(index), encoding="utf-8")
    (site / "probe-worker-page.js").write_text(PAGE_SCRIPT, encoding="utf-8")
    (site / "probe-worker.js").write_text(WORKER_SCRIPT, encoding="utf-8")


def _prepared(context, bench, site: str) -> None:  # noqa: ANN001
    """A first visit until the service worker and the snapshot are ready."""
    page = bench.first_visit(context, site)
    page.wait_for_timeout(1000)  # let the browser store what it compiled
    page.close()


def visits(browser, bench, site: str) -> tuple[float, float, str]:  # noqa: ANN001
    """(the game's second visit, the probe's) to ready, in one context; and how the probe's
    worker started."""
    context = browser.new_context()
    try:
        _prepared(context, bench, site)
        page = bench._probed(context)
        game = bench._ready_time(page, site).ready
        page.close()
        page = bench._probed(context)
        probe = bench._ready_time(page, site + PROBE_PAGE).ready
        how = page.evaluate("document.documentElement.dataset.start")
        page.close()
        return game, probe, how
    finally:
        context.close()


def lighthouse(playwright, bench, site: str, runs: int) -> dict[str, list[dict]]:  # noqa: ANN001
    """Lighthouse (performance, mobile) on the game's second visit and on the probe's, each after
    a first visit to the game that left its service worker and snapshot ready."""
    found: dict[str, list[dict]] = {"game": [], "probe": []}
    for _ in range(runs):
        for name, url in (("game", site), ("probe", site + PROBE_PAGE)):
            found[name].append(bench.lighthouse(playwright, url, second=True, first=site))
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--lighthouse", type=int, default=0, metavar="RUNS")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    bench = _bench()
    work = Path(tempfile.mkdtemp(prefix="australia-probe-"))
    servers = []
    try:
        bench._tool("build_site").build(work / "site")
        add_probe(work / "site")
        server, root = bench._server(ROOT, site=True)
        servers.append(server)
        server, site = bench._server(work / "site", site=True, prefix="/australia/")
        servers.append(server)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=bench.CHROMIUM, args=bench.FLAGS)
            bench.cold_load(browser, root + "tools/bare.html")  # warm the OS file cache once, untimed
            bare, game, probe, starts = [], [], [], []
            for _ in range(args.loads):
                bare.append(bench.cold_load(browser, root + "tools/bare.html").ready)
                second, worker, how = visits(browser, bench, site)
                game.append(second)
                probe.append(worker)
                starts.append(how)
            browser.close()
            yardstick = statistics.median(bare)
            print(f"{args.loads} loads each, to ready (median, min-max):")
            for name, values in (("bare page, cold", bare), ("game, second visit (Python in PyScript's worker)", game),
                                 ("probe, second visit (Python in a plain worker)", probe)):
                print(f"    {name}: {statistics.median(values):.2f} s ({min(values):.2f}-{max(values):.2f})"
                      f" = {statistics.median(values) / yardstick:.2f}x the bare page")
            print(f"    the probe's worker started from: {', '.join(sorted(set(starts)))}")
            if args.lighthouse:
                found = lighthouse(p, bench, site, args.lighthouse)
                for name, runs in found.items():
                    print(f"    Lighthouse, {name}: " + ", ".join(
                        f"{key} {statistics.median(r[key] for r in runs):.2f}" for key in ("performance", "tbt", "fid", "tti")
                    ) + f" (times in s; {len(runs)} runs)")
    finally:
        for server in servers:
            server.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
