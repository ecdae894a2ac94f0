"""What a memory snapshot of the game's Python holds, and what a start from one must redo.

The page's Python can start Pyodide from a snapshot of its memory made on
this device (``web/static/quickstart.js``, ``web/static/snapshot.js``): the interpreter with
the game's modules already imported. The snapshot is made in a worker, where no browser
object is at hand, so it imports only modules that touch none at import time: every module
of ``australia`` and ``web`` but the ones listed in ``BROWSER_ONLY``.

A snapshot keeps the interpreter's memory as it was: the same string hashes and the same
state of ``random`` at every start from it. ``after_restore()`` seeds ``random`` again.

Pure Python, tested under CPython.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import sys

from australia.cli import command_line_only

PACKAGES = ("australia", "web")
# Modules that need the browser when imported (web.browser.main wires the page); those that only serve
# the command line (``australia.cli.command_line_only``) are not in the page's archive either.
BROWSER_ONLY = frozenset({"web.browser.main"})
# Present in every good snapshot: the page's first imports, the computer's thinking among them.
EXPECTED = ("web.state.thinking", "web.browser.runtime", "australia.rules")


def modules() -> list[str]:
    """The names of the modules a snapshot holds, in import order."""
    names = []
    for package in PACKAGES:
        names.append(package)
        found = pkgutil.walk_packages(importlib.import_module(package).__path__, package + ".")
        names.extend(sorted(info.name for info in found if info.name not in BROWSER_ONLY and not command_line_only(info.name)))
    return names


def warm() -> int:
    """Import every module a snapshot holds; the number imported."""
    names = modules()
    for name in names:
        importlib.import_module(name)
    return len(names)


def after_restore() -> bool:
    """Redo what a snapshot froze; True if the snapshot holds what it should."""
    random.seed()
    return all(name in sys.modules for name in EXPECTED)
