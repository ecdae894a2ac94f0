"""pyscript.toml must list every Python module the browser needs, and nothing else.

PyScript only copies the files listed one by one under ``[files]``; a module missing there
works under pytest but breaks the page. Fix with ``python3 tools/sync_pyscript_files.py``.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIX = "run `python3 tools/sync_pyscript_files.py`"


def _config() -> dict:
    with (ROOT / "pyscript.toml").open("rb") as handle:
        return tomllib.load(handle)


def _on_disk() -> set[str]:
    return {
        path.relative_to(ROOT).as_posix()
        for package in ("australia", "web")
        for path in (ROOT / package).rglob("*.py")
        if "__pycache__" not in path.parts
    }


def _normalise(path: str) -> str:
    return path[2:] if path.startswith("./") else path


def test_files_table_matches_the_python_files_on_disk() -> None:
    files = _config().get("files", {})
    listed = {_normalise(source) for source in files}
    on_disk = _on_disk()
    missing, stale = sorted(on_disk - listed), sorted(listed - on_disk)
    assert not missing, f"missing from pyscript.toml [files]: {missing}; {FIX}"
    assert not stale, f"pyscript.toml [files] lists files not on disk: {stale}; {FIX}"


def test_each_file_keeps_its_path_in_the_browser() -> None:
    for source, destination in _config()["files"].items():
        assert _normalise(destination) == _normalise(source), source


def test_interpreter_is_the_vendored_pyodide() -> None:
    config = _config()
    assert config["interpreter"] == "./vendor/pyodide/pyodide.mjs"
    assert not re.search(r"https?://", (ROOT / "pyscript.toml").read_text(encoding="utf-8"))


def test_page_loads_nothing_from_outside() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", html, re.IGNORECASE), "no URLs"
    assert 'src="./vendor/pyscript/core.js"' in html
    assert 'config="./pyscript.toml"' in html
