"""Probe Pyodide's memory snapshots in Chromium with the vendored runtime and the game's modules.

    .venv/bin/python tools/probe_snapshot.py [--runs 3]

Builds the site into a temporary folder, serves it as GitHub Pages would, and in a page of
its origin starts module workers (from blob URLs) that:

* ``make``: start Pyodide with ``_makeSnapshot``, unpack ``app.zip``, import the game's
  modules that touch no browser object, make the snapshot and keep it in Cache Storage;
* ``normal``: start Pyodide as today, unpack ``app.zip`` and import the same modules;
* ``restore``: read the snapshot back from Cache Storage and start Pyodide from it.

Each worker reports its times (to Pyodide ready, to the modules imported) and what it finds
after the start: the modules present, the file system, hash randomisation, ``random``'s
state. Then it checks the same on the page's main thread, and that another build's id is
refused. Prints one JSON line per step, then medians.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--no-first-run"]

# The game's modules the snapshot holds: every module of the archive but the page's wiring.
IMPORTS = """
import sys, importlib, pkgutil
def walk(package):
    module = importlib.import_module(package)
    for info in pkgutil.walk_packages(module.__path__, package + '.'):
        if info.name in ('web.main',):
            continue
        importlib.import_module(info.name)
walk('australia'); walk('web')
import random
len([m for m in sys.modules if m.startswith(('australia', 'web'))])
"""

REPORT = """
import sys, os, random, json
json.dumps({
    'modules': len([m for m in sys.modules if m.startswith(('australia', 'web'))]),
    'thinking': 'web.thinking' in sys.modules,
    'home': sorted(os.listdir('/home/pyodide'))[:5],
    'hash_randomization': sys.flags.hash_randomization,
    'hash_abc': hash('abc'),
    'random': random.random(),
})
"""

WORKER = """
import { loadPyodide } from "%(base)svendor/pyodide/pyodide.mjs";
const base = "%(base)s";
const indexURL = base + "vendor/pyodide/";
onmessage = async (event) => {
  const { mode, key, buildId } = event.data;
  const t0 = performance.now();
  const out = { mode };
  try {
    let python;
    if (mode === "restore") {
      const cache = await caches.open("probe-snapshot");
      const response = await cache.match(key);
      const bytes = new Uint8Array(await response.arrayBuffer());
      out.read = performance.now() - t0;
      out.bytes = bytes.length;
      const options = { indexURL, _loadSnapshot: bytes };
      if (buildId) options.BUILD_ID = buildId;
      python = await loadPyodide(options);
      out.ready = performance.now() - t0;
      out.imported = out.ready;
    } else {
      python = await loadPyodide({ indexURL, _makeSnapshot: mode === "make" });
      out.ready = performance.now() - t0;
      const archive = await (await fetch(base + "app.zip")).arrayBuffer();
      python.unpackArchive(archive, "zip", { extractDir: "/home/pyodide" });
      python.runPython("import sys\\nif '/home/pyodide' not in sys.path: sys.path.insert(0, '/home/pyodide')");
      out.modules = python.runPython(%(imports)s);
      out.imported = performance.now() - t0;
      if (mode === "make") {
        const bytes = python.makeMemorySnapshot();
        out.made = performance.now() - t0;
        out.bytes = bytes.length;
        const cache = await caches.open("probe-snapshot");
        await cache.put(key, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
        out.stored = performance.now() - t0;
      }
    }
    out.report = JSON.parse(python.runPython(%(report)s));
    if (mode === "restore") {
      try { python.runPython("import web.thinking; web.thinking.SLICE_MS"); out.thinkingWorks = true; }
      catch (error) { out.thinkingWorks = String(error); }
      try { python.runPython("import web.main"); out.lateImport = "no error?"; }
      catch (error) { out.lateImport = String(error).split("\\n").slice(-2).join(" "); }
    }
  } catch (error) {
    out.error = String((error && error.message) || error);
  }
  postMessage(out);
};
"""

RUN_IN_WORKER = """async ([code, message]) => {
  const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
  const worker = new Worker(url, { type: "module" });
  try {
    return await new Promise((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || "worker error"));
      worker.postMessage(message);
    });
  } finally { worker.terminate(); URL.revokeObjectURL(url); }
}"""

# The same restore on the page's main thread (a module script importing pyodide.mjs).
RUN_ON_PAGE = """async ([base, key]) => {
  const { loadPyodide } = await import(base + "vendor/pyodide/pyodide.mjs");
  const t0 = performance.now();
  const cache = await caches.open("probe-snapshot");
  const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
  const python = await loadPyodide({ indexURL: base + "vendor/pyodide/", _loadSnapshot: bytes });
  const ready = performance.now() - t0;
  const title = python.runPython("import js\\njs.document.title = 'restored'\\nstr(js.document.title)");
  const body = python.runPython("import js\\nstr(js.document.body.tagName)");
  return { ready, title, body };
}"""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)

    import importlib.util

    from playwright.sync_api import sync_playwright

    def tool(name):
        spec = importlib.util.spec_from_file_location(f"_{name}", ROOT / "tools" / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    work = Path(tempfile.mkdtemp(prefix="australia-probe-"))
    tool("build_site").build(work / "site")
    server = tool("serve").make_server("127.0.0.1", 0, work / "site", quiet=True, site=True, prefix="/australia/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/australia/"
    code = WORKER % {"base": base, "imports": json.dumps(IMPORTS), "report": json.dumps(REPORT)}
    results: dict[str, list[dict]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            context = browser.new_context()
            page = context.new_page()
            page.on("console", lambda message: print("console:", message.type, message.text[:200]))
            page.goto(base + "pyscript.toml")

            def run(mode, **extra):
                out = page.evaluate(RUN_IN_WORKER, [code, {"mode": mode, "key": base + "snapshot.bin", **extra}])
                print(json.dumps(out))
                results.setdefault(mode, []).append(out)
                return out

            run("normal")  # warm: compiled WebAssembly kept by the browser from here on
            run("make")
            for _ in range(args.runs):
                run("normal")
                run("restore")
            bad = run("restore", buildId="0" * 64)
            print("another build id:", bad.get("error", "accepted?!"))
            print("on the page:", json.dumps(page.evaluate(RUN_ON_PAGE, [base, base + "snapshot.bin"])))
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    for mode in ("normal", "restore"):
        runs = [r for r in results.get(mode, [])[1 if mode == "normal" else 0:] if "error" not in r]
        if runs:
            ready = statistics.median(r["ready"] for r in runs)
            imported = statistics.median(r["imported"] for r in runs)
            print(f"{mode}: ready median {ready:.0f} ms, modules imported median {imported:.0f} ms "
                  f"({len(runs)} runs: {', '.join(format(r['imported'], '.0f') for r in runs)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
