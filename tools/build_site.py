"""Assemble the deployable static site in ``_site/`` (what GitHub Pages serves).

Copies the page (``index.html``, ``pyscript.toml``), the Python packages the page loads
(``australia/``, ``web/`` with any static assets under it), the vendored runtime
(``vendor/``, from ``make vendor``) and ``docs/``. Caches and bytecode are left out.

    python3 tools/build_site.py [--out _site]
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FILES = ("index.html", "pyscript.toml")
FOLDERS = ("australia", "web", "vendor", "docs")
REQUIRED = ("index.html", "pyscript.toml", "australia", "web", "vendor")
IGNORE = shutil.ignore_patterns("__pycache__", "*.pyc", ".*", "*.tmp")


def build(out: Path) -> list[str]:
    missing = [name for name in REQUIRED if not (ROOT / name).exists()]
    if missing:
        hint = " (run `make vendor`)" if "vendor" in missing else ""
        raise SystemExit(f"build_site: missing {', '.join(missing)}{hint}")
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    copied = []
    for name in FILES:
        shutil.copy2(ROOT / name, out / name)
        copied.append(name)
    for name in FOLDERS:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, out / name, ignore=IGNORE)
            copied.append(name + "/")
    # GitHub Pages must not run the files through Jekyll.
    (out / ".nojekyll").write_text("", encoding="utf-8")
    return copied


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the static site.")
    parser.add_argument("--out", default=str(ROOT / "_site"), help="output folder")
    args = parser.parse_args(argv)
    out = Path(args.out).resolve()
    if out == ROOT or ROOT.is_relative_to(out):
        raise SystemExit("build_site: refusing to replace the repository itself")
    copied = build(out)
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    print(f"built {out}: {' '.join(copied)} ({size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
