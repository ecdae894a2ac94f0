"""Copy the browser runtime (PyScript + Pyodide) from ``node_modules/`` into ``vendor/``.

The page never reaches a CDN: everything it loads comes from our own origin. ``npm ci``
installs the pinned packages; this script copies only what the page needs, without source
maps, into the git-ignored ``vendor/`` folder:

    vendor/pyscript/   every ``@pyscript/core/dist/*.js`` plus ``core.css``
    vendor/pyodide/    the five Pyodide files a boot needs, with the standard library
                       precompiled to bytecode (``tools/precompile_stdlib.mjs``)
    vendor/barcode/    the QR code reader for browsers without a barcode detector of their
                       own (``barcode-detector``'s ponyfill and the ``zxing-wasm`` reader
                       it was built for: the reader's hash is checked against the one the
                       ponyfill names)
    vendor/python/     the page's Python packages from PyPI (``tools/page-requirements.txt``,
                       pinned by hash: ``segno`` draws the QR codes), downloaded by pip and
                       unpacked; the page's archive and the tests take them from here

The stock ``python_stdlib.zip`` holds only sources, which Pyodide compiles again on every
page load; compiled once here by the same Pyodide, it starts in a fraction of the time.
``--no-precompile`` keeps the stock file. It replaces ``vendor/`` whole, so files from an older release (their names carry hashes)
never linger. Run from anywhere: ``python3 tools/vendor_runtime.py``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "vendor"

PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
PYODIDE_DIR = NODE_MODULES / "pyodide"
PRECOMPILE = ROOT / "tools" / "precompile_stdlib.mjs"
BARCODE_DIR = NODE_MODULES / "barcode-detector"
BARCODE_FILES = (
    BARCODE_DIR / "dist" / "iife" / "ponyfill.js",
    NODE_MODULES / "zxing-wasm" / "dist" / "reader" / "zxing_reader.wasm",
)
PAGE_REQUIREMENTS = ROOT / "tools" / "page-requirements.txt"

# Without any one of these the page hangs during start-up.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)


def _version(package_dir: Path) -> str:
    return json.loads((package_dir / "package.json").read_text(encoding="utf-8"))["version"]


def pyscript_files() -> list[Path]:
    files = sorted(PYSCRIPT_DIST.glob("*.js"))
    files.append(PYSCRIPT_DIST / "core.css")
    return files


def pyodide_files() -> list[Path]:
    return [PYODIDE_DIR / name for name in PYODIDE_FILES]


def check_reader(ponyfill: Path, wasm: Path) -> None:
    """The ponyfill runs only the reader it was built for: refuse any other."""
    named = re.findall(r"`([0-9a-f]{64})`", ponyfill.read_text(encoding="utf-8"))
    digest = hashlib.sha256(wasm.read_bytes()).hexdigest()
    if digest not in named:
        raise SystemExit(f"vendor_runtime: {wasm.name} (sha256 {digest}) is not the reader {ponyfill.name} expects")


def python_packages(dest: Path) -> list[str]:
    """Download the page's pinned Python packages (hashes checked) and unpack their
    importable files and licences into ``dest``; returns the packages' names."""
    downloads = dest.with_name(dest.name + ".wheels")
    shutil.rmtree(downloads, ignore_errors=True)
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
         "--only-binary=:all:", "--require-hashes", "-r", str(PAGE_REQUIREMENTS), "-d", str(downloads)],
        check=True,
    )
    names = []
    for wheel in sorted(downloads.glob("*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            for entry in archive.namelist():
                top, _, rest = entry.partition("/")
                if top.endswith(".dist-info"):
                    if rest.startswith("licenses/") or rest in ("LICENSE", "LICENSE.txt"):
                        package = top.split("-")[0]
                        (dest / package).mkdir(parents=True, exist_ok=True)
                        (dest / package / "LICENSE").write_bytes(archive.read(entry))
                elif not top.endswith(".data") and entry.endswith((".py", "py.typed")):
                    target = dest / entry
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(archive.read(entry))
                    if top not in names:
                        names.append(top)
    shutil.rmtree(downloads)
    return names


def precompile_stdlib(stdlib_zip: Path) -> None:
    """Replace ``stdlib_zip`` with its bytecode-compiled version (needs node)."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("vendor_runtime: node is needed to precompile the standard library")
    subprocess.run([node, str(PRECOMPILE), str(PYODIDE_DIR), str(stdlib_zip)], check=True)


def vendor(dest: Path = VENDOR, precompile: bool = True) -> dict[str, int]:
    """Rebuild ``dest`` from node_modules; returns a count of files per runtime."""
    wanted = {"pyscript": pyscript_files(), "pyodide": pyodide_files(), "barcode": list(BARCODE_FILES)}
    missing = [str(f.relative_to(ROOT)) for files in wanted.values() for f in files if not f.is_file()]
    if missing or not any(f.name == "core.js" for f in wanted["pyscript"]):
        raise SystemExit(
            "vendor_runtime: missing from node_modules (run `npm ci --ignore-scripts`):\n  "
            + "\n  ".join(missing or ["@pyscript/core/dist/core.js"])
        )

    staging = dest.with_name(dest.name + ".tmp")
    shutil.rmtree(staging, ignore_errors=True)
    for sub, files in wanted.items():
        (staging / sub).mkdir(parents=True)
        for src in files:
            shutil.copy2(src, staging / sub / src.name)
    for licensed in ("barcode-detector", "zxing-wasm"):  # their licences travel with them
        shutil.copy2(NODE_MODULES / licensed / "LICENSE", staging / "barcode" / f"LICENSE.{licensed}")
    check_reader(staging / "barcode" / "ponyfill.js", staging / "barcode" / "zxing_reader.wasm")
    packages = python_packages(staging / "python")
    if precompile:
        precompile_stdlib(staging / "pyodide" / "python_stdlib.zip")
    versions = {
        "@pyscript/core": _version(PYSCRIPT_DIST.parent),
        "pyodide": _version(PYODIDE_DIR),
        "barcode-detector": _version(BARCODE_DIR),
        "python": packages,
        "stdlib": "bytecode" if precompile else "source",
    }
    (staging / "versions.json").write_text(json.dumps(versions, indent=2) + "\n", encoding="utf-8")

    shutil.rmtree(dest, ignore_errors=True)
    staging.rename(dest)
    return {sub: len(files) for sub, files in wanted.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Copy the browser runtime into vendor/.")
    parser.add_argument("--no-precompile", action="store_true",
                        help="keep the standard library as source, as published")
    args = parser.parse_args(argv)
    counts = vendor(precompile=not args.no_precompile)
    size = sum(f.stat().st_size for f in VENDOR.rglob("*") if f.is_file())
    print(
        f"vendored {counts['pyscript']} PyScript files, {counts['pyodide']} Pyodide files, the QR code reader "
        f"and the page's Python packages "
        f"into {VENDOR.relative_to(ROOT)}/ ({size / 1e6:.1f} MB)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
