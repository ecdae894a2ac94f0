"""tools/probe_worker_page.py's page: the built page with its Python moved out of it."""

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


def test_the_pyscript_probe_keeps_pyscript_and_runs_its_python_in_pyscripts_worker() -> None:
    page = prerender.prerender((ROOT / "index.html").read_text(encoding="utf-8"))
    probed = probe.pyscript_probe_page(page)
    scripts = re.findall(r"<script\b[^>]*>", probed)
    assert scripts == [
        '<script type="module" src="./probe-pyscript-page.js">',
        '<script type="module" src="./vendor/pyscript/core.js">',
        '<script type="py" worker config="./probe-pyscript.toml" src="./probe_pyscript_worker.py">',
    ]
    assert 'id="setup"' in probed and "boot.js" not in probed
    # the page's policy, but for PyScript's workers, which start from blob: addresses
    policy = re.search(r'Content-Security-Policy" content="([^"]+)"', page).group(1)
    probed_policy = re.search(r'Content-Security-Policy" content="([^"]+)"', probed).group(1)
    assert probed_policy == policy.replace("worker-src 'self'", "worker-src 'self' blob:")
    assert 'interpreter = "./web/static/probe-quickstart.js"' in probe.PYSCRIPT_CONFIG
    assert "new BroadcastChannel(\"probe-pyscript\").onmessage" in probe.PYSCRIPT_PAGE_SCRIPT
    assert 'BroadcastChannel.new("probe-pyscript")' in probe.PYSCRIPT_WORKER


def test_the_pyscript_probes_interpreter_knows_the_build_it_restores(tmp_path) -> None:
    quick = (ROOT / "web" / "static" / "quickstart.js").read_text(encoding="utf-8")
    (tmp_path / "web" / "static").mkdir(parents=True)
    (tmp_path / "web" / "static" / "quickstart.js").write_text(quick, encoding="utf-8")
    page = prerender.prerender((ROOT / "index.html").read_text(encoding="utf-8"))
    (tmp_path / "index.html").write_text(page.replace('content="dev"', 'content="1.2.3-abc"', 1), encoding="utf-8")
    probe.add_probe(tmp_path)
    copy = (tmp_path / "web" / "static" / "probe-quickstart.js").read_text(encoding="utf-8")
    assert 'return "1.2.3-abc";' in copy and "searchParams.get(\"version\")" not in copy
    for name in ("probe-worker.html", "probe-pyscript.html", "probe_pyscript_worker.py", "probe-pyscript.toml"):
        assert (tmp_path / name).is_file()
