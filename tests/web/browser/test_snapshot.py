"""What a memory snapshot of the game's Python holds (web/browser/snapshot.py), under CPython.

The browser side (made in a worker, kept, restored, a bad one set aside) is in
``tests/e2e/test_quickstart.py``.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from web.browser import snapshot
from tests.conftest import load_tool

ROOT = Path(__file__).resolve().parents[3]




def test_the_snapshot_holds_every_shipped_module_but_the_pages_wiring() -> None:
    archive = load_tool("app_archive")
    shipped = {
        path[: -len(".py")].replace("/", ".").removesuffix(".__init__") for path in archive.browser_modules()
    }
    assert set(snapshot.modules()) == shipped - {"web.browser.main"}
    assert set(snapshot.EXPECTED) <= set(snapshot.modules())


def test_warming_touches_no_browser_module() -> None:
    """The snapshot is made where no browser object is at hand: importing its modules must
    not import js, pyodide or pyscript (checked in a fresh interpreter)."""
    code = (
        "import sys\nfrom web.browser import snapshot\nn = snapshot.warm()\n"
        "print(n, sorted(m for m in ('js', 'pyodide', 'pyscript', 'web.browser.main') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    count, loaded = out.split(" ", 1)
    assert int(count) == len(snapshot.modules())
    assert loaded.strip() == "[]"


def test_after_a_restore_random_is_seeded_again() -> None:
    snapshot.warm()
    random.seed(1)
    frozen = random.random()
    random.seed(1)  # what every start from one snapshot would find
    assert snapshot.after_restore() is True
    assert random.random() != frozen


def test_a_snapshot_without_the_games_modules_is_refused(monkeypatch) -> None:
    snapshot.warm()
    monkeypatch.delitem(sys.modules, "web.state.thinking")
    assert snapshot.after_restore() is False
