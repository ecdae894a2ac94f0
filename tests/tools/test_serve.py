"""The development server's two modes and a built site served like GitHub Pages
(``tools/serve.py``), without a browser. The browser side of offline play is in
``tests/e2e/test_offline.py``.
"""

from __future__ import annotations

import gzip
import http.client
import threading
import urllib.request
import zipfile
from io import BytesIO
from pathlib import Path

from tests.conftest import load_tool


ROOT = Path(__file__).resolve().parents[2]


serve = load_tool("serve")


def _serving(directory: Path, **options):
    server = serve.make_server("127.0.0.1", 0, directory, quiet=True, **options)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def _get(url: str):
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
        assert "web/browser/main.py" in zipfile.ZipFile(BytesIO(body)).namelist()
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

    def fetch(path: str, encoding: str | None):
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
