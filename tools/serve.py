"""Serve the game's folder over http on the loopback interface.

The page loads ES modules (``.js``/``.mjs``) and WebAssembly, which browsers only accept with
the right Content-Type, so the types are set here explicitly instead of trusting the
machine's ``/etc/mime.types``. Used by ``make play`` and by the end-to-end test fixtures.

    python3 tools/serve.py [--port 8000] [--bind 127.0.0.1] [--directory .]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

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
}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed MIME types and no caching (edits show up on reload)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib name)
        if not self.quiet:
            super().log_message(format, *args)


class QuietHandler(Handler):
    quiet = True


def make_server(
    host: str = "127.0.0.1",
    port: int = 8000,
    directory: Path | str = ROOT,
    quiet: bool = False,
) -> http.server.ThreadingHTTPServer:
    """A threaded server for ``directory``; ``port=0`` picks a free port."""
    handler = functools.partial(QuietHandler if quiet else Handler, directory=str(directory))
    server = http.server.ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--directory", default=str(ROOT), help="folder to serve")
    parser.add_argument("--quiet", action="store_true", help="do not log each request")
    args = parser.parse_args(argv)

    try:
        server = make_server(args.bind, args.port, args.directory, quiet=args.quiet)
    except OSError as error:
        print(f"Cannot listen on {args.bind}:{args.port}: {error}", file=sys.stderr)
        print("Is another server running there? Try another port: make play PORT=8001",
              file=sys.stderr)
        return 1
    host, port = server.server_address[:2]
    print(f"\n  Australia is being served at:  http://{host}:{port}/\n", flush=True)
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
