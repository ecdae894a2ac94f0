"""The page gets every module it needs in one archive, and nothing of the command line.

PyScript puts ``app.zip`` into Python's file system (``pyscript.toml``:
``"./app.zip" = "./app.zip"``), where the page imports from it as it is. ``tools/app_archive.py``
builds it from every ``.py`` file of ``australia/`` and ``web/`` except
``CLI_ONLY``. A module the page imports but the archive lacks works under pytest and breaks
the page, hence the import check below.
"""

from __future__ import annotations

import ast
import io
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from tests.conftest import load_tool

ROOT = Path(__file__).resolve().parents[2]




archive = load_tool("app_archive")


def _config() -> dict:
    with (ROOT / "pyscript.toml").open("rb") as handle:
        return tomllib.load(handle)


def _module_name(path: str) -> str:
    name = path.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


def _imports(path: str) -> set[str]:
    """Modules of our packages that ``path`` imports (absolute names)."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    package = _module_name(path) if path.endswith("__init__.py") else _module_name(path).rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {name for name in found if name.split(".")[0] in archive.PACKAGES}


def test_pyscript_puts_the_one_archive_on_the_path() -> None:
    assert _config()["files"] == {"./app.zip": "./app.zip"}
    script = re.search(r'<script type="py" worker config="./pyscript.toml">(.*?)</script>',
                       (ROOT / "index.html").read_text(encoding="utf-8"), re.DOTALL)
    assert script is not None
    lines = [line.strip() for line in script.group(1).strip().splitlines()]
    assert lines[-1].startswith("from web.browser.main import xworker") and 'sys.path.insert(0, "/home/pyodide/app.zip")' in lines[-2]


def test_the_archive_holds_every_module_but_the_command_line_ones() -> None:
    every = set(archive.python_sources())
    assert archive.CLI_ONLY <= every, "a command-line module named in CLI_ONLY is gone"
    with zipfile.ZipFile(io.BytesIO(archive.archive_bytes())) as zipped:
        names = set(zipped.namelist())
        catalogs = {name: zipped.read(name) for name in names if name.endswith(".mo")}
        vendored = {name for name in names if name.startswith("segno/")}
    assert names - set(catalogs) - vendored == every - archive.CLI_ONLY
    # the QR codes' package from PyPI, with its licence, importable from the archive's top
    assert {"segno/__init__.py", "segno/encoder.py", "segno/LICENSE"} <= vendored
    assert {"web/browser/main.py", "web/browser/events.py", "australia/__init__.py"} <= names
    # every language's catalog, compiled, where web.text.i18n looks for it; no .po travels
    assert set(catalogs) == {f"web/text/locales/{lang}/LC_MESSAGES/messages.mo" for lang in ("it", "de")}
    assert not any(name.endswith(".po") or name.endswith(".pot") for name in names)


def test_the_vendored_package_imports_from_the_archive_alone(tmp_path: Path) -> None:
    """What the archive holds of segno is enough to make a QR code (the modules left out are
    never imported), with no other copy of it on the path."""
    with zipfile.ZipFile(io.BytesIO(archive.archive_bytes())) as zipped:
        for name in zipped.namelist():
            if name.startswith("segno/"):
                zipped.extract(name, tmp_path)
    assert not (tmp_path / "segno" / "helpers.py").exists()
    code = (
        "import sys; sys.path[:] = [p for p in sys.path if 'vendor' not in p and p not in ('', '.')]\n"
        f"sys.path.insert(0, {str(tmp_path)!r}); import segno\n"
        "assert segno.__file__.startswith(sys.path[0]), segno.__file__\n"
        "q = segno.make('https://example.org/#join=1', error='m'); print(q.version, len(q.matrix))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True)
    version, size = map(int, out.stdout.split())
    assert size == 17 + 4 * version  # a QR code's side, by its version


def test_the_game_runs_from_the_archive_itself_on_the_path(tmp_path: Path) -> None:
    """As the page does: the archive on ``sys.path`` as it is, no other copy of the game's
    packages: the first screen drawn, Italian and German read from the compiled catalogs in
    it, and every module a memory snapshot imports found there."""
    (tmp_path / "app.zip").write_bytes(archive.archive_bytes())
    code = (
        "import sys; sys.path[:] = [p for p in sys.path if p not in ('', '.') and 'site-packages' not in p]\n"
        f"sys.path.insert(0, {str(tmp_path / 'app.zip')!r})\n"
        "import web.browser.snapshot, web.text.i18n as i18n\n"
        "from web.state.page import Model\n"
        "from web.view.page import page_html\n"
        "import australia\n"
        "assert all(m.__file__.startswith(sys.path[0]) for m in (web.browser.snapshot, australia)), sys.path\n"
        "print(web.browser.snapshot.warm())\n"
        "print('new-game' in page_html(Model()))\n"
        "for language in ('it', 'de'):\n"
        "    i18n.use(language); print(type(i18n._active).__name__, i18n._active.gettext('Saved games'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    count, drawn, italian, german = out.stdout.splitlines()
    assert int(count) == len(archive.browser_modules()) - 1  # all but the wiring, which needs the browser
    assert drawn == "True"
    assert italian == "GNUTranslations Partite salvate" and german == "GNUTranslations Gespeicherte Spiele"


def test_the_built_archive_has_each_modules_bytecode_where_an_import_from_it_looks(built_site: Path) -> None:
    """A zip on ``sys.path`` reads ``name.pyc`` beside ``name.py`` and never ``__pycache__/``:
    bytecode anywhere else would be ignored and every module compiled at each start. The
    archive is the built site's (``make site``: tools/build_site.py)."""
    with zipfile.ZipFile(built_site / archive.ARCHIVE_NAME) as built:
        names = set(built.namelist())
        header = built.read("web/browser/snapshot.pyc")[:16]
    sources = {name for name in names if name.endswith(".py")}
    assert sources and {name + "c" for name in sources} <= names  # every module, its source kept
    assert not any("__pycache__" in name for name in names)
    assert int.from_bytes(header[4:8], "little") == 1  # hash-based, used as it is


def test_the_same_sources_give_the_same_archive() -> None:
    assert archive.archive_bytes() == archive.archive_bytes()


def test_no_shipped_module_imports_a_command_line_one() -> None:
    cli = {_module_name(path) for path in archive.CLI_ONLY}
    for path in archive.browser_modules():
        wrong = _imports(path) & cli
        assert not wrong, f"{path} imports {sorted(wrong)}, which the page does not get"


def test_interpreter_is_the_vendored_pyodide() -> None:
    """PyScript's interpreter is our start-up module, which loads the vendored Pyodide and
    hands PyScript what Pyodide's own module would (its loadPyodide and version)."""
    config = _config()
    assert config["interpreter"] == "./web/static/quickstart.js"
    assert not re.search(r"https?://", (ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    start = (ROOT / "web" / "static" / "quickstart.js").read_text(encoding="utf-8")
    assert 'from "../../vendor/pyodide/pyodide.mjs"' in start
    assert "export { version }" in start and "export async function loadPyodide(" in start
    assert not re.search(r"https?://", start)


def test_page_loads_nothing_from_outside() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    boot = (ROOT / "web" / "static" / "boot.js").read_text(encoding="utf-8")
    assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}", html + boot, re.IGNORECASE), "no URLs"
    assert '<script src="./web/static/boot.js"></script>' in html
    assert 'import("../../vendor/pyscript/core.js")' in boot
    assert '<link rel="manifest" href="./manifest.webmanifest">' in html
