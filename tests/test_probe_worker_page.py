"""tools/probe_worker_page.py's page: the built page without PyScript, its Python in a plain worker."""

from __future__ import annotations

import re

from pathlib import Path

from tests.conftest import load_tool

ROOT = Path(__file__).resolve().parent.parent

probe = load_tool("probe_worker_page")
prerender = load_tool("prerender")


def test_the_probe_page_is_the_page_with_one_script_that_starts_a_worker() -> None:
    page = prerender.prerender((ROOT / "index.html").read_text(encoding="utf-8"))
    stripped = probe.probe_page(page)
    scripts = re.findall(r"<script\b[^>]*>", stripped)
    assert scripts == ['<script type="module" async src="./probe-worker-page.js">']
    # the same first screen, style sheets and policy; nothing of PyScript
    assert 'id="setup"' in stripped and 'id="app"' in stripped
    assert "Content-Security-Policy" in stripped and "app.css" in stripped
    assert 'type="py"' not in stripped and "boot.js" not in stripped
    assert "new Worker(`./probe-worker.js?version=" in probe.PAGE_SCRIPT
    assert 'from "./web/static/quickstart.js"' in probe.WORKER_SCRIPT


def test_the_probe_is_written_beside_the_built_page(tmp_path) -> None:
    page = prerender.prerender((ROOT / "index.html").read_text(encoding="utf-8"))
    (tmp_path / "index.html").write_text(page, encoding="utf-8")
    probe.add_probe(tmp_path)
    for name in ("probe-worker.html", "probe-worker-page.js", "probe-worker.js"):
        assert (tmp_path / name).is_file()
    assert (tmp_path / "probe-worker.html").read_text(encoding="utf-8") == probe.probe_page(page)
