"""The game's Python for the browser, as one zip archive.

The page fetches a single archive instead of one request per module; PyScript writes it into
the browser's file system (``pyscript.toml``: ``"./app.zip" = "./app.zip"``) and Python imports
from it as it is (``sys.path``; the translation catalogs are read through the loader). The archive
holds every ``.py`` file of ``australia/`` and ``web/`` except the modules only the command
line uses (``CLI_ONLY``, read from ``australia.cli.COMMAND_LINE``): a new module is shipped without any list to update. It also holds
every translation catalog compiled (``web/text/locales/<language>/LC_MESSAGES/messages.mo``),
which ``web.text.i18n`` reads; the ``.po`` sources stay out. And it holds the page's Python
packages from PyPI as ``tools/vendor_runtime.py`` unpacked them into ``vendor/python/`` (with
their licences), at its top, where the page imports them from.

Nobody writes the archive into the working tree: ``tools/serve.py`` builds it afresh on
every request (so an edit shows on reload) and ``tools/build_site.py`` writes it into the
built site. Entries carry a fixed date, so the same sources always give the same bytes.

    python3 tools/app_archive.py --list          # what goes into the archive
    python3 tools/app_archive.py --out app.zip   # write it somewhere
"""

from __future__ import annotations

import argparse
import io
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("australia", "web")
VENDORED = Path("vendor") / "python"  # the page's packages from PyPI (tools/page-requirements.txt)
# Their modules the page never imports (``import segno`` loads the rest): not shipped.
VENDORED_UNUSED = frozenset({"segno/cli.py", "segno/helpers.py"})
ARCHIVE_NAME = "app.zip"


_DATE = (2020, 1, 1, 0, 0, 0)


def python_sources(root: Path = ROOT) -> list[str]:
    """Repo-relative POSIX paths of every ``.py`` file of the browser-side packages."""
    found = []
    for package in PACKAGES:
        for path in (root / package).rglob("*.py"):
            rel = path.relative_to(root)
            if "__pycache__" not in rel.parts:
                found.append(rel.as_posix())
    return sorted(found)


def _command_line_only() -> frozenset[str]:
    """The sources only the command line uses (``australia.cli.COMMAND_LINE``): never
    imported by the page."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from australia.cli import command_line_path

    return frozenset(path for path in python_sources() if command_line_path(path))


CLI_ONLY = _command_line_only()


def browser_modules(root: Path = ROOT) -> list[str]:
    """The modules the page needs: every source file but the command-line ones."""
    return [path for path in python_sources(root) if path not in CLI_ONLY]


def vendored_files(root: Path = ROOT) -> dict[str, Path]:
    """The vendored packages' files, by their paths in the archive (none before ``make vendor``)."""
    base = root / VENDORED
    found = {}
    for path in sorted(base.rglob("*")) if base.is_dir() else ():
        rel = path.relative_to(base)
        if path.is_file() and "__pycache__" not in rel.parts and path.suffix in (".py", "") and rel.as_posix() not in VENDORED_UNUSED:
            found[rel.as_posix()] = path
    return found


def catalogs(root: Path = ROOT) -> dict[str, bytes]:
    """The compiled translation catalogs, by their paths in the archive."""
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from web.text.catalogs import compiled_catalogs

    return compiled_catalogs(root)


def archive_bytes(root: Path = ROOT) -> bytes:
    buffer = io.BytesIO()
    files = [(path, (root / path).read_bytes()) for path in browser_modules(root)]
    files += sorted(catalogs(root).items())
    files += [(name, path.read_bytes()) for name, path in vendored_files(root).items()]
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path, data in files:
            entry = zipfile.ZipInfo(path, _DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            archive.writestr(entry, data)
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the archive of the game's Python.")
    parser.add_argument("--out", help="write the archive to this file")
    parser.add_argument("--list", action="store_true", help="print the modules it holds")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(browser_modules()))
    if args.out:
        data = archive_bytes()
        Path(args.out).write_bytes(data)
        print(f"wrote {args.out}: {len(browser_modules())} modules, {len(data) / 1e3:.0f} kB")
    if not (args.list or args.out):
        parser.print_usage()
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
