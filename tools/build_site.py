"""Assemble the deployable static site in ``_site/`` (what GitHub Pages serves).

The site holds what the page needs and nothing of the command line:

    index.html              the page, with this build's version and its first screens
                            (tools/prerender.py) written in
    pyscript.toml           PyScript's configuration
    app.zip                 the game's Python (tools/app_archive.py: no command-line modules),
                            with its bytecode compiled by the vendored Pyodide
    manifest.webmanifest    the web app manifest (name, icons, start_url and scope "./")
    sw.js                   the service worker (web/static/sw.js) with this build's precache list
    web/static/             the style sheet and the icons
    vendor/                 the vendored PyScript and Pyodide (``make vendor``)
    docs/                   the save format and the board picture (not needed to play)

The precache list names every file needed to start and play, each with the SHA-256 of its
content; the version is a hash of that list, so any changed file makes a new version and
browsers that keep the game offline fetch the update (see web/static/sw.js).

    python3 tools/build_site.py [--out _site]
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

COPIED_FILES = ("index.html", "pyscript.toml", "manifest.webmanifest")
COPIED_FOLDERS = ("web/static", "vendor", "docs")
REQUIRED = ("index.html", "pyscript.toml", "manifest.webmanifest", "australia", "web", "vendor")
IGNORE = shutil.ignore_patterns("__pycache__", "*.pyc", ".*", "*.tmp", "sw.js")  # sw.js: written by seal()

# Files of the site that are not needed to start or play, so not kept for offline play.
NOT_PRECACHED = ("docs/", "sw.js", ".nojekyll", "vendor/versions.json")
VERSION_PLACEHOLDER = '<meta name="australia-version" content="dev">'
VERSION_META = re.compile(r'<meta name="australia-version" content="[^"]*">')
# The page's Python runs in a worker whose interpreter module (quickstart.js) is imported by an
# address that can carry no query: the version is written into the module itself.
QUICKSTART = "web/static/quickstart.js"
QUICKSTART_PLACEHOLDER = 'export const BUILT_VERSION = "dev";'
QUICKSTART_VERSION = re.compile(r'export const BUILT_VERSION = "[^"]*";')


def _tool(name: str):
    spec = importlib.util.spec_from_file_location("_" + name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def precache_list(out: Path) -> dict[str, str]:
    """Site-relative path -> SHA-256 of every file needed to start and play."""
    files = {}
    for path in sorted(out.rglob("*")):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and not rel.startswith(NOT_PRECACHED):
            files[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return files


def version_of(files: dict[str, str]) -> str:
    listing = "\n".join(f"{path} {digest}" for path, digest in sorted(files.items()))
    return hashlib.sha256(listing.encode()).hexdigest()[:16]


def precompile(zipped: Path) -> None:
    """Add bytecode to the game's archive, compiled by the vendored Pyodide in node."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("build_site: node is needed to compile the game's Python")
    subprocess.run(
        [node, str(ROOT / "tools" / "precompile_stdlib.mjs"), str(ROOT / "vendor" / "pyodide"),
         str(zipped), "--keep-sources"],
        check=True, stdout=subprocess.DEVNULL,
    )


def seal(out: Path) -> str:
    """Write the version into the built page and the precache list into ``sw.js``.

    The version is a hash of the list taken with the page's placeholder; the page's own
    hash changes once the version is in it, so the list is taken again after that. Run
    again after changing a file of a built site, it gives that site its new version.
    """
    page = out / "index.html"
    html = VERSION_META.sub(VERSION_PLACEHOLDER, page.read_text(encoding="utf-8"))
    page.write_text(html, encoding="utf-8")
    quick = out / QUICKSTART
    module = QUICKSTART_VERSION.sub(QUICKSTART_PLACEHOLDER, quick.read_text(encoding="utf-8"))
    quick.write_text(module, encoding="utf-8")
    version = version_of(precache_list(out))
    page.write_text(
        html.replace(VERSION_PLACEHOLDER, f'<meta name="australia-version" content="{version}">'),
        encoding="utf-8",
    )
    quick.write_text(
        module.replace(QUICKSTART_PLACEHOLDER, f'export const BUILT_VERSION = "{version}";'), encoding="utf-8"
    )
    precache = {"version": version, "files": precache_list(out)}
    worker = (ROOT / "web" / "static" / "sw.js").read_text(encoding="utf-8")
    (out / "sw.js").write_text(
        f"const PRECACHE = {json.dumps(precache, indent=1)};\n\n{worker}", encoding="utf-8"
    )
    return version


def build(out: Path) -> tuple[list[str], str]:
    missing = [name for name in REQUIRED if not (ROOT / name).exists()]
    if missing:
        hint = " (run `make vendor`)" if "vendor" in missing else ""
        raise SystemExit(f"build_site: missing {', '.join(missing)}{hint}")
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    if VERSION_PLACEHOLDER not in html:
        raise SystemExit(f"build_site: index.html lacks {VERSION_PLACEHOLDER}")
    if QUICKSTART_PLACEHOLDER not in (ROOT / QUICKSTART).read_text(encoding="utf-8"):
        raise SystemExit(f"build_site: {QUICKSTART} lacks {QUICKSTART_PLACEHOLDER}")
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    copied = []
    for name in COPIED_FILES:
        shutil.copy2(ROOT / name, out / name)
        copied.append(name)
    # The first screens, drawn by the page's own Python, shown while Python starts.
    page = out / "index.html"
    page.write_text(_tool("prerender").prerender(page.read_text(encoding="utf-8")), encoding="utf-8")
    for name in COPIED_FOLDERS:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, out / name, ignore=IGNORE)
            copied.append(name + "/")
    archive = _tool("app_archive")
    # The page's Python packages from PyPI travel in the archive (with their licences), not as files.
    shutil.rmtree(out / archive.VENDORED, ignore_errors=True)
    (out / archive.ARCHIVE_NAME).write_bytes(archive.archive_bytes(ROOT))
    precompile(out / archive.ARCHIVE_NAME)
    copied.append(archive.ARCHIVE_NAME)
    version = seal(out)
    copied.append("sw.js")
    # GitHub Pages must not run the files through Jekyll.
    (out / ".nojekyll").write_text("", encoding="utf-8")
    return copied, version


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the static site.")
    parser.add_argument("--out", default=str(ROOT / "_site"), help="output folder")
    args = parser.parse_args(argv)
    out = Path(args.out).resolve()
    if out == ROOT or ROOT.is_relative_to(out):
        raise SystemExit("build_site: refusing to replace the repository itself")
    copied, version = build(out)
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    print(f"built {out} (version {version}): {' '.join(copied)} ({size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
