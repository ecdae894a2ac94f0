"""Count the tests: test modules, test functions and ``assert`` statements under a folder.

    python tools/count_tests.py            # the whole of tests/
    python tools/count_tests.py tests/web  # one part of it
    python tools/count_tests.py --each     # one line per module as well
    python tools/count_tests.py --helpers  # also the assertions in helper modules

A test module is a file named ``test_*.py``; a test function is a ``def test_*`` (or
``async def``) at a module's top level or in one of its classes; an assertion is an
``assert`` statement (``ast.Assert``) anywhere in the module, helpers included. The figures
are read from the source alone (nothing is imported), so that they can be compared before
and after tests are moved, merged or split: a move must not lose any. With ``--helpers``, the
``assert`` statements of the other ``.py`` files there (helpers shared by test modules,
``conftest.py``) are counted too, on a line of their own: an assertion moved from a test module
into a helper is still there. pytest's own count (``pytest --collect-only -q``) differs where
tests are parametrized.

Standard library only.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent


class Counts(NamedTuple):
    modules: int
    functions: int
    assertions: int

    def __add__(self, other: tuple) -> Counts:  # type: ignore[override]
        return Counts(*(a + b for a, b in zip(self, other)))


def _is_test(node: ast.AST) -> bool:
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_")


def count_module(path: Path) -> Counts:
    """The test functions and assertions of one test module."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    functions = 0
    for node in tree.body:
        if _is_test(node):
            functions += 1
        elif isinstance(node, ast.ClassDef):
            functions += sum(1 for item in node.body if _is_test(item))
    assertions = sum(1 for node in ast.walk(tree) if isinstance(node, ast.Assert))
    return Counts(1, functions, assertions)


def test_modules(folder: Path) -> list[Path]:
    """Every ``test_*.py`` under ``folder``, in path order."""
    return sorted(p for p in folder.rglob("test_*.py") if p.is_file())


def helper_modules(folder: Path) -> list[Path]:
    """Every other ``.py`` file under ``folder``: helpers, fixtures, conftest.py."""
    return sorted(p for p in folder.rglob("*.py") if p.is_file() and not p.name.startswith("test_"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default=str(ROOT / "tests"), help="where to count (default: tests/)")
    parser.add_argument("--each", action="store_true", help="print one line per test module too")
    parser.add_argument("--helpers", action="store_true", help="count the assertions of helper modules too")
    args = parser.parse_args(argv)
    folder = Path(args.folder)
    if not folder.is_dir():
        parser.error(f"no such folder: {folder}")
    total = Counts(0, 0, 0)
    for path in test_modules(folder):
        counts = count_module(path)
        total += counts
        if args.each:
            try:
                name = path.resolve().relative_to(ROOT)
            except ValueError:
                name = path
            print(f"{counts.functions:5d} {counts.assertions:6d}  {name}")
    print(f"test modules:   {total.modules}")
    print(f"test functions: {total.functions}")
    print(f"assertions:     {total.assertions}")
    if args.helpers:
        helpers = Counts(0, 0, 0)
        for path in helper_modules(folder):
            helpers += count_module(path)
        print(f"assertions in {helpers.modules} helper modules: {helpers.assertions}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
