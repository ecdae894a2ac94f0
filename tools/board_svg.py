"""Write the empty board as an SVG file, and optionally as a PNG picture of it.

    python3 tools/board_svg.py docs/board.svg [--png board.png]

The PNG is a screenshot by a headless Chromium of the SVG shown the way the game shows it, on
a 1280x800 screen; it is skipped with a message when no such browser is installed.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from web.view.board import render_board

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
SCREEN = (1280, 800)


def find_browser() -> str | None:
    for name in BROWSERS:
        path = shutil.which(name)
        if path:
            return path
    return None


def write_png(svg_path: Path, png_path: Path, browser: str) -> None:
    """Show the SVG centred on a dark page the size of a laptop screen and take a screenshot."""
    width, height = SCREEN
    page = (
        '<!doctype html><html><body style="margin:0;background:#20262b;display:flex;'
        f'align-items:center;justify-content:center;width:{width}px;height:{height}px">'
        f'<img src="{svg_path.resolve().as_uri()}" style="max-width:100%;max-height:100%">'
        "</body></html>"
    )
    with tempfile.TemporaryDirectory() as tmp:
        html = Path(tmp) / "board.html"
        html.write_text(page, encoding="utf-8")
        subprocess.run(
            [
                browser,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                f"--screenshot={png_path.resolve()}",
                f"--window-size={width},{height}",
                html.as_uri(),
            ],
            check=True,
            capture_output=True,
            timeout=120,
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m web.board_svg", description=__doc__.splitlines()[0])
    parser.add_argument("svg", type=Path, help="where to write the SVG")
    parser.add_argument("--png", type=Path, help="also write a 1280x800 screenshot here")
    args = parser.parse_args(argv)

    args.svg.parent.mkdir(parents=True, exist_ok=True)
    args.svg.write_text(render_board() + "\n", encoding="utf-8")
    print(f"wrote {args.svg}")
    if args.png:
        browser = find_browser()
        if browser is None:
            print("no headless Chromium found: PNG not written", file=sys.stderr)
            return 2
        args.png.parent.mkdir(parents=True, exist_ok=True)
        write_png(args.svg, args.png, browser)
        print(f"wrote {args.png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
