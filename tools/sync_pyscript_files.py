"""Rewrite the ``[files]`` table of ``pyscript.toml`` from the Python files on disk.

PyScript copies into the browser's file system only the files listed one by one under
``[files]`` (a folder entry does not work), so every module of ``australia/`` and ``web/``
must be listed. Run this after adding, renaming or removing a module:

    python3 tools/sync_pyscript_files.py          # rewrite pyscript.toml
    python3 tools/sync_pyscript_files.py --check  # exit 1 if it is out of date

``tests/test_pyscript_files.py`` fails while the table and the disk disagree.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "pyscript.toml"
PACKAGES = ("australia", "web")


def python_sources(root: Path = ROOT) -> list[str]:
    """Repo-relative POSIX paths of every ``.py`` file of the browser-side packages."""
    found = []
    for package in PACKAGES:
        for path in (root / package).rglob("*.py"):
            rel = path.relative_to(root)
            if "__pycache__" not in rel.parts:
                found.append(rel.as_posix())
    return sorted(found)


def render_files_table(paths: list[str]) -> str:
    lines = ["[files]"]
    lines += [f'"./{p}" = "./{p}"' for p in paths]
    return "\n".join(lines) + "\n"


def rewrite(text: str, paths: list[str]) -> str:
    """Replace the ``[files]`` table in ``text`` (appending it if absent), keep the rest."""
    lines = text.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.strip() == "[files]"), None)
    if start is None:
        head, tail = lines, []
    else:
        end = next(
            (i for i in range(start + 1, len(lines)) if lines[i].lstrip().startswith("[")),
            len(lines),
        )
        head, tail = lines[:start], lines[end:]
    head_text = "".join(head).rstrip("\n")
    new = (head_text + "\n\n" if head_text else "") + render_files_table(paths)
    if tail:
        new += "\n" + "".join(tail).lstrip("\n")
    tomllib.loads(new)  # never write a file PyScript could not parse
    return new


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Sync pyscript.toml's [files] with the disk.")
    parser.add_argument("--check", action="store_true", help="only report; exit 1 if stale")
    args = parser.parse_args(argv)

    old = CONFIG.read_text(encoding="utf-8")
    new = rewrite(old, python_sources())
    if args.check:
        if new != old:
            print("pyscript.toml [files] is out of date: run python3 tools/sync_pyscript_files.py")
            return 1
        print("pyscript.toml [files] is up to date")
        return 0
    if new != old:
        CONFIG.write_text(new, encoding="utf-8")
        print(f"rewrote [files] in {CONFIG.name}: {len(python_sources())} files")
    else:
        print(f"{CONFIG.name} already up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
