"""Offline play without a browser: the Saved games line, the servers' two modes, the manifest.

The browser side (the worker installing, updating and serving offline) is in
``tests/e2e/test_offline.py``; the page's script that follows it (``web/static/offline.js``) is
tested under Node in ``tests/js/offline.test.js``.
"""

from __future__ import annotations

import gzip
import http.client
import json
import threading
import urllib.error
import urllib.request
import zipfile
from html import escape as html_escape
from io import BytesIO
from pathlib import Path

import pytest

from web import messages as m
from web.text import page as page_words
from tests.conftest import load_tool
from tests.page import Page

ROOT = Path(__file__).resolve().parent.parent




serve = load_tool("serve")
build_site = load_tool("build_site")


@pytest.mark.parametrize("status", ["development", "preparing", "ready", "unavailable"])
@pytest.mark.parametrize("persisted", [True, False, None])
def test_the_saved_games_line_says_both_things(status: str, persisted: bool | None) -> None:
    page = Page()
    page.command("saved-games")
    page.send(m.OfflineStatus(status, persisted))
    html = page.html()
    assert f'data-offline="{status}"' in html
    assert page_words.offline_status(status).split(":")[0] in html
    assert page_words.persisted(persisted).split(":")[0] in html


def test_the_status_is_drawn_only_on_the_saved_games_screen() -> None:
    page = Page()
    before = page.document.renders
    page.send(m.OfflineStatus("ready", True))
    assert page.document.renders == before and 'id="offline-status"' not in page.html()
    page.command("saved-games")
    assert 'data-offline="ready" data-persisted="true"' in page.html()


@pytest.mark.parametrize("status", page_words.QUICK_STATES)
def test_the_saved_games_screen_says_whether_the_quick_start_is_ready(status: str) -> None:
    page = Page()
    page.command("saved-games")
    page.send(m.QuickStartStatus(status))
    html = page.html()
    assert f'data-quickstart="{status}"' in html
    assert html_escape(page_words.quick_start(status)) in html


def test_the_quick_start_lines_tell_ready_apart_from_not_ready() -> None:
    """A player reads four different things: started from it, ready for next time, being
    prepared, and not available."""
    said = {status: page_words.quick_start(status) for status in page_words.QUICK_STATES}
    assert said["normal"] == said["making"]
    assert said["skipped"] == said["unavailable"]
    assert len({said[s] for s in ("snapshot", "ready", "making", "failed", "unavailable")}) == 5


def test_the_quick_start_status_is_drawn_only_on_the_saved_games_screen() -> None:
    page = Page()
    before = page.document.renders
    page.send(m.QuickStartStatus("ready"))
    assert page.document.renders == before and 'id="quick-status"' not in page.html()
    page.command("saved-games")
    assert 'data-quickstart="ready"' in page.html()


def test_the_manifest_is_relative_and_names_its_icons() -> None:
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == manifest["scope"] == "./"
    for icon in manifest["icons"]:
        assert icon["src"].startswith("./") and (ROOT / icon["src"]).is_file()


def _serving(directory: Path, **options):  # noqa: ANN202 - (server, base URL)
    server = serve.make_server("127.0.0.1", 0, directory, quiet=True, **options)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def _get(url: str):  # noqa: ANN202 - (status, headers, body)
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, b""


def test_the_development_server_builds_the_archive_and_retires_workers() -> None:
    server, base = _serving(ROOT)
    try:
        status, headers, body = _get(base + "/app.zip")
        assert status == 200 and headers["Cache-Control"] == "no-store"
        assert "web/main.py" in zipfile.ZipFile(BytesIO(body)).namelist()
        status, headers, body = _get(base + "/sw.js")
        assert status == 200 and b"unregister()" in body
    finally:
        server.shutdown()
        server.server_close()


def test_the_test_server_serves_a_given_archive_and_lets_the_runtime_be_cached() -> None:
    """What the browser tests ask of the development server: the archive they built once, and
    the vendored runtime cacheable; everything else stays as ``make dev`` serves it."""
    server, base = _serving(ROOT, archive=b"PK built once", runtime_cache="max-age=60")
    try:
        status, headers, body = _get(base + "/app.zip")
        assert (status, body) == (200, b"PK built once") and headers["Cache-Control"] == "no-store"
        status, headers, _ = _get(base + "/vendor/pyodide/pyodide.mjs")
        assert status == 200 and headers["Cache-Control"] == "max-age=60"
        assert _get(base + "/index.html")[1]["Cache-Control"] == "no-store"
    finally:
        server.shutdown()
        server.server_close()


def test_a_built_site_is_served_like_github_pages(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<p>hi</p>", encoding="utf-8")
    server, base = _serving(tmp_path, site=True, prefix="/australia/")
    try:
        status, headers, body = _get(base + "/australia/")
        assert (status, body) == (200, b"<p>hi</p>")
        assert headers["Cache-Control"] == "max-age=600"
        assert _get(base + "/index.html")[0] == 404  # outside the sub-path
        assert _get(base + "/australia/app.zip")[0] == 404  # nothing generated for a site
    finally:
        server.shutdown()
        server.server_close()


def gzip_or_plain(body: bytes, encoding: str | None) -> bytes:
    return gzip.decompress(body) if encoding == "gzip" else body


def test_a_built_site_sends_text_compressed_to_a_browser_that_accepts_it(tmp_path: Path) -> None:
    """As GitHub Pages does: text gzip-compressed when asked for, byte for byte the file once
    decompressed; archives and WebAssembly as they are; nothing compressed unasked."""
    site = tmp_path / "site"
    site.mkdir()
    page = ("<p>" + "Australia " * 2000 + "</p>").encode()
    (site / "index.html").write_bytes(page)
    (site / "app.css").write_bytes(b"body{margin:0}" * 100)
    (site / "app.zip").write_bytes(b"PK" + bytes(range(256)) * 10)
    (tmp_path / "secret.txt").write_text("not for the site", encoding="utf-8")  # beside the site
    server, base = _serving(site, site=True, prefix="/australia/")

    def fetch(path: str, encoding: str | None):  # noqa: ANN202 - (status, headers, body as sent)
        headers = {"Accept-Encoding": encoding} if encoding else {}
        with urllib.request.urlopen(urllib.request.Request(base + path, headers=headers), timeout=10) as response:
            return response.status, response.headers, response.read()

    try:
        status, headers, body = fetch("/australia/", "gzip, deflate, br")
        assert status == 200 and headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in headers["Vary"]
        assert headers["Content-Type"].startswith("text/html") and headers["Cache-Control"] == "max-age=600"
        assert gzip.decompress(body) == page and int(headers["Content-Length"]) == len(body) < len(page) // 10
        status, headers, body = fetch("/australia/app.css", "gzip")
        assert headers["Content-Type"].startswith("text/css") and gzip.decompress(body) == b"body{margin:0}" * 100
        status, headers, body = fetch("/australia/app.zip", "gzip")
        assert headers["Content-Encoding"] is None and body == (site / "app.zip").read_bytes()
        status, headers, body = fetch("/australia/", None)
        assert headers["Content-Encoding"] is None and body == page
        # nothing outside the site's folder, however the path is written
        for path in ("/australia/../secret.txt", "/australia/%2E%2E/secret.txt", "/australia/..%2Fsecret.txt"):
            connection = http.client.HTTPConnection(base.split("//")[1])
            connection.request("GET", path, headers={"Accept-Encoding": "gzip"})
            answer = connection.getresponse()
            assert b"not for the site" not in gzip_or_plain(answer.read(), answer.getheader("Content-Encoding"))
            connection.close()
    finally:
        server.shutdown()
        server.server_close()


def test_the_precache_list_leaves_out_what_play_does_not_need(tmp_path: Path) -> None:
    for name in ("index.html", "app.zip", "docs/board.svg", "vendor/versions.json", "vendor/pyodide/x.wasm", "sw.js"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name, encoding="utf-8")
    files = build_site.precache_list(tmp_path)
    assert sorted(files) == ["app.zip", "index.html", "vendor/pyodide/x.wasm"]
    assert build_site.version_of(files) == build_site.version_of(dict(files))
    changed = {**files, "app.zip": "0" * 64}
    assert build_site.version_of(changed) != build_site.version_of(files)


def test_sealing_writes_the_version_into_the_page_and_the_interpreter_module(tmp_path: Path) -> None:
    """The page's Python runs in a worker whose interpreter module cannot be given the version
    in its address: a built site's quickstart.js carries it, the same as index.html's."""
    root = Path(build_site.ROOT)
    (tmp_path / "web/static").mkdir(parents=True)
    (tmp_path / "index.html").write_text((root / "index.html").read_text(encoding="utf-8"), encoding="utf-8")
    quick = tmp_path / build_site.QUICKSTART
    quick.write_text((root / build_site.QUICKSTART).read_text(encoding="utf-8"), encoding="utf-8")

    def written() -> tuple[str, str]:
        page = build_site.VERSION_META.search((tmp_path / "index.html").read_text(encoding="utf-8")).group(0)
        module = build_site.QUICKSTART_VERSION.search(quick.read_text(encoding="utf-8")).group(0)
        return page, module

    version = build_site.seal(tmp_path)
    assert written() == (f'<meta name="australia-version" content="{version}">',
                         f'export const BUILT_VERSION = "{version}";')
    assert build_site.seal(tmp_path) == version  # sealing again over its own output: the same
    (tmp_path / "app.zip").write_bytes(b"another build")
    newer = build_site.seal(tmp_path)
    assert newer != version and written()[1] == f'export const BUILT_VERSION = "{newer}";'
