"""Serve the game over http on the loopback interface, for development or as a built site.

The page loads ES modules (``.js``/``.mjs``) and WebAssembly, which browsers only accept with
the right Content-Type, so the types are set here explicitly instead of trusting the
machine's ``/etc/mime.types``.

Two ways to serve:

* **Development** (the default, ``make dev`` and the end-to-end fixtures): the working tree
  with ``Cache-Control: no-store``, so every reload sees the latest edits. The game's
  archive (``app.zip``) and the page's first screens (``tools/prerender.py``) are made from
  the sources on each request. The page registers no
  service worker here; ``/sw.js`` answers with a worker that removes itself and its caches,
  in case a built site was served from the same address before.
* **A built site** (``--site``, ``make play``): a folder from ``tools/build_site.py`` served
  the way GitHub Pages serves it: ``Cache-Control: max-age=600``, text files gzip-compressed
  for a browser that accepts it (so the benchmarks' first visits download what a visitor of
  the published site downloads: ``index.html`` is about 350 KB as written, 60 KB sent),
  optionally under a sub-path (``--prefix /australia/``), with its service worker for
  offline play.

    python3 tools/serve.py [--port 8000] [--bind 127.0.0.1] [--directory .]
    python3 tools/serve.py --site [--directory _site] [--prefix /australia/]
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import importlib.util
import sys
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
PAGES_CACHE = "max-age=600"  # what GitHub Pages sends with every file
# What GitHub Pages sends gzip-compressed to a browser that accepts it: text, not the archives,
# images and WebAssembly.
COMPRESSED = frozenset({".html", ".js", ".mjs", ".css", ".json", ".svg", ".webmanifest", ".toml", ".md", ".txt"})
DEV_CACHE = "no-store"

# Served at /sw.js in development: a worker left by a built site on this address retires.
RETIRING_WORKER = b"""// Development server: the game is not kept for offline play here. A worker that a
// built site left on this address replaces itself with this one, which deletes the
// game's caches, unregisters and reloads the open pages so they show the working tree.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("australia-")) await caches.delete(name);
    }
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: "window" })) {
      client.navigate(client.url);
    }
  })());
});
"""


def _tool(name: str):
    spec = importlib.util.spec_from_file_location("_" + name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".md": "text/plain; charset=utf-8",
    ".webmanifest": "application/manifest+json",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed MIME types; see the module's docstring for the two modes."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False
    cache_control = DEV_CACHE
    prefix = "/"  # the site's sub-path, with both slashes
    development = True  # build app.zip on request; retire service workers
    archive: bytes | None = None  # app.zip as given, instead of building it on each request
    runtime_cache: str | None = None  # Cache-Control of the vendored runtime, if not the default

    def end_headers(self) -> None:
        local = self._local_path() or ""
        if self.runtime_cache and local.startswith("vendor/"):
            self.send_header("Cache-Control", self.runtime_cache)
        else:
            self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def _local_path(self) -> str | None:
        """The request's path below the prefix ("" for the site's root), or None outside."""
        path = urlsplit(self.path).path
        if path + "/" == self.prefix:
            return None  # /australia -> /australia/, as Pages does
        if not path.startswith(self.prefix):
            return None
        return path[len(self.prefix):]

    def _generated(self, local: str) -> tuple[bytes, str] | None:
        if not self.development:
            return None
        if local in ("", "index.html") and Path(self.directory).resolve() == ROOT:
            # The working tree's page with its first screens, from the sources as they are now.
            page = (Path(self.directory) / "index.html").read_text(encoding="utf-8")
            return _tool("prerender").prerender(page).encode("utf-8"), MIME_TYPES[".html"]
        if (Path(self.directory) / local).exists():
            return None
        if local == "app.zip":
            archive = self.archive if self.archive is not None else _tool("app_archive").archive_bytes(Path(self.directory))
            return archive, MIME_TYPES[".zip"]
        if local == "sw.js":
            return RETIRING_WORKER, MIME_TYPES[".js"]
        return None

    def _compressed(self, local: str) -> tuple[bytes, str] | None:
        """A built site's text file gzip-compressed, and its type, when the browser accepts
        it (else None)."""
        if self.development or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return None
        # the standard handler's translation: unquoted, and no way out of the site's folder
        path = Path(self.translate_path("/" + local))
        if path.is_dir():
            path = path / "index.html"
        if path.suffix not in COMPRESSED or not path.is_file():
            return None
        key = (str(path), path.stat().st_mtime_ns)
        body = _GZIPPED.get(key)
        if body is None:
            body = _GZIPPED[key] = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        return body, self.guess_type(path.name)

    def _answer(self, head_only: bool) -> None:
        local = self._local_path()
        if local is None:
            path = urlsplit(self.path).path
            if path + "/" == self.prefix:
                self.send_response(301)
                self.send_header("Location", self.prefix)
                self.send_header("Content-Length", "0")
                self.end_headers()
            else:
                self.send_error(404)
            return
        generated = self._generated(local)
        if generated is not None:
            body, mime = generated
            self.send_response(200)
            self.send_header("Content-Type", mime)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if not head_only:
                self.wfile.write(body)
            return
        compressed = self._compressed(local)
        if compressed is not None:
            compressed, mime = compressed
            self.send_response(200)
            self.send_header("Content-Type", mime)
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
            self.send_header("Content-Length", str(len(compressed)))
            self.end_headers()
            if not head_only:
                self.wfile.write(compressed)
            return
        self.path = "/" + local + (("?" + urlsplit(self.path).query) if urlsplit(self.path).query else "")
        if head_only:
            super().do_HEAD()
        else:
            super().do_GET()

    def do_GET(self) -> None:
        self._answer(head_only=False)

    def do_HEAD(self) -> None:
        self._answer(head_only=True)

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


_GZIPPED: dict[tuple[str, int], bytes] = {}  # compressed once per file and version of it


class QuietServer(http.server.ThreadingHTTPServer):
    """Says nothing when a browser drops a connection (a page closed mid-download)."""

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(
    host: str = "127.0.0.1",
    port: int = 8000,
    directory: Path | str = ROOT,
    quiet: bool = False,
    *,
    site: bool = False,
    prefix: str = "/",
    archive: bytes | None = None,
    runtime_cache: str | None = None,
) -> http.server.ThreadingHTTPServer:
    """A threaded server for ``directory``; ``port=0`` picks a free port.

    ``site=True`` serves a built site like GitHub Pages (cacheable, no generated files);
    ``prefix`` is the sub-path it lives under. For the end-to-end tests, which change no
    source while they run: ``archive`` is served as the game's ``app.zip`` instead of one
    built on each request, and ``runtime_cache`` is sent as the ``Cache-Control`` of the
    vendored runtime (``vendor/``), which never changes between two of its installs.
    """
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    options = {
        "quiet": quiet,
        "prefix": prefix,
        "development": not site,
        "cache_control": PAGES_CACHE if site else DEV_CACHE,
        "archive": archive,
        "runtime_cache": runtime_cache,
    }
    handler_class = type("ConfiguredHandler", (Handler,), options)
    handler = functools.partial(handler_class, directory=str(directory))
    server = (QuietServer if quiet else http.server.ThreadingHTTPServer)((host, port), handler)
    server.daemon_threads = True
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--directory", help="folder to serve (default: the working tree, "
                        "or _site/ with --site)")
    parser.add_argument("--site", action="store_true",
                        help="serve a built site as GitHub Pages does (cacheable, offline play)")
    parser.add_argument("--prefix", default="/", help="sub-path to serve it under, e.g. /australia/")
    parser.add_argument("--quiet", action="store_true", help="do not log each request")
    args = parser.parse_args(argv)
    directory = Path(args.directory or (ROOT / "_site" if args.site else ROOT))
    if args.site and not (directory / "sw.js").is_file():
        print(f"{directory} is not a built site: run `make site` first", file=sys.stderr)
        return 1

    try:
        server = make_server(args.bind, args.port, directory, quiet=args.quiet,
                             site=args.site, prefix=args.prefix)
    except OSError as error:
        print(f"Cannot listen on {args.bind}:{args.port}: {error}", file=sys.stderr)
        print("Is another server running there? Try another port: make play PORT=8001",
              file=sys.stderr)
        return 1
    host, port = server.server_address[:2]
    prefix = "/" + args.prefix.strip("/") + "/" if args.prefix.strip("/") else "/"
    what = "the built site (offline play on)" if args.site else "the working tree (for development)"
    print(f"\n  Australia, {what}, is being served at:  http://{host}:{port}{prefix}\n", flush=True)
    print("  Open that address in a browser; press Ctrl+C to stop.\n", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
