"""The page's layers, as its folders show them, import only the layers below them.

    australia/          the rules (never imports web/, js, pyodide or pyscript), and above
                        them the computer (australia/computer/) and the command line (cli/)
    web/ (its files)    names and messages shared by every layer: commands, messages,
                        the board's geometry, the values they are made of
    web/state/          the page's state: data, and the one update function
    web/text/           the words: the only place that makes sentences
    web/view/           pure functions from state to HTML/SVG text
    web/browser/        the adapters and the runtime (browser objects come as arguments)
    web/browser/main.py the wiring: the only module that imports js, pyodide or pyscript

A feature folder (``web/devices/``) holds one feature in every layer: a module of it is in
the layer its own name or its sub-folder names (``web/devices/view.py`` is a view,
``web/devices/text.py`` words, ``web/devices/browser.py`` an adapter,
``web/devices/state/host.py`` state); the rest of the folder (its protocol: ``link``,
``wire``, ``hosting``, ``messages``) is the shared bottom layer, ``web``.

Read from the source (every import, at the top of a module or inside a function), so a
module cannot reach up a layer however it imports.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest


ROOT = Path(__file__).resolve().parents[2]


WEB = ROOT / "web"


BROWSER_MODULES = {"js", "pyodide", "pyscript"}


LAYERS = ("australia", "web", "state", "text", "view", "browser", "main")  # lowest first


# The layers a folder of web/ stands for, and a module of a feature folder may be named after.
FOLDERS = ("state", "text", "view", "browser")


# Folders of web/ that hold one feature in every layer.
FEATURES = ("devices",)


# The wiring (web.browser.main), in PyScript's worker.
WIRING = frozenset({"web.browser.main"})


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer(module: str) -> str:
    """The layer a module of this repository belongs to."""
    parts = module.split(".")
    if parts[0] == "australia":
        return "australia"
    if module in WIRING:
        return "main"
    # A layer's folder, or a module or sub-folder of a feature folder named after a layer.
    return next((part for part in parts[1:] if part in FOLDERS), "web")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module(path).rsplit(".", 1)[0] if path.name != "__init__.py" else _module(path)
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _ours(name: str, known: set[str]) -> str | None:
    """The module of this repository an imported name stands for (a module or a name in one)."""
    while name:
        if name in known:
            return name
        name = name.rpartition(".")[0]
    return None


def _graph() -> dict[str, set[str]]:
    paths = sorted(WEB.rglob("*.py")) + sorted((ROOT / "australia").rglob("*.py"))
    known = {_module(p) for p in paths}
    graph = {}
    for path in paths:
        me = _module(path)
        graph[me] = {found for name in _imports(path) if (found := _ours(name, known)) and found != me}
    return graph


GRAPH = _graph()


@pytest.mark.parametrize("module", sorted(m for m in GRAPH if m.startswith("web")))
def test_each_module_imports_only_its_own_layer_and_those_below(module):
    mine = LAYERS.index(layer(module))
    above = sorted(other for other in GRAPH[module] if LAYERS.index(layer(other)) > mine)
    assert above == [], f"{module} ({layer(module)}) imports a higher layer: {above}"


def test_nothing_below_a_feature_folder_imports_it():
    """A feature plugs in (web.state.extensions, web.view.extensions): only its own modules and
    the browser shell, which plugs it in, import it."""
    for feature in FEATURES:
        inside = f"web.{feature}"
        for module, imported in GRAPH.items():
            if module == inside or module.startswith(inside + ".") or layer(module) in ("browser", "main"):
                continue
            assert [m for m in imported if m == inside or m.startswith(inside + ".")] == [], module


def test_the_rules_never_import_the_page():
    for module, imported in GRAPH.items():
        if module.startswith("australia"):
            assert not [m for m in imported if m.startswith("web")], module


def test_the_rules_never_import_the_computer_nor_the_command_line():
    """The computer (australia/computer/) and the command line (australia/cli/) build on the
    rules; the rules, every other module of australia/, stand without them."""
    rules = [m for m in GRAPH if m.startswith("australia") and not m.startswith(("australia.computer", "australia.cli"))]
    assert "australia.rules" in rules and "australia.observation" in rules
    for module in rules:
        if module == "australia.__main__":
            continue  # the command line's entry: it hands the arguments to australia.cli
        wrong = [m for m in GRAPH[module] if m.startswith(("australia.computer", "australia.cli"))]
        assert wrong == [], f"{module} imports {wrong}"


def test_only_the_wiring_touches_the_browser():
    for path in sorted(WEB.rglob("*.py")):
        touched = {name.split(".")[0] for name in _imports(path)} & BROWSER_MODULES
        if _module(path) in WIRING:
            assert touched, f"{_module(path)} is where the browser's modules are used"
        else:
            assert not touched, f"{_module(path)} imports {sorted(touched)}"


def test_the_page_has_no_import_cycle():
    state: dict[str, int] = {}  # 1: being visited, 2: done

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for other in sorted(m for m in GRAPH.get(module, ()) if m.startswith("web")):
            if state.get(other) == 1:
                cycle = path[path.index(other):] + [other] if other in path else [module, other]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if other not in state:
                visit(other, path + [other])
        state[module] = 2

    for module in sorted(m for m in GRAPH if m.startswith("web")):
        if module not in state:
            visit(module, [module])


def test_the_layers_are_the_folders():
    """Every module of web/ is in one of the layers, and each layer's folder is a package; a
    feature folder is a package whose modules are named after the layers, or are its shared
    bottom (``web``)."""
    for folder in FOLDERS:
        assert (WEB / folder / "__init__.py").is_file(), folder
    assert {layer(m) for m in GRAPH if m.startswith("web")} == set(LAYERS) - {"australia"}
    assert sorted(p.name for p in WEB.iterdir() if p.is_dir() and (p / "__init__.py").is_file()) == sorted(
        FOLDERS + FEATURES
    ), "a new folder of web/ is a layer (FOLDERS) or a feature (FEATURES)"
    for feature in FEATURES:
        layers = {layer(m) for m in GRAPH if m.startswith(f"web.{feature}.")}
        assert layers <= set(LAYERS) - {"australia", "main"}, feature
        assert layer(f"web.{feature}.view") == "view" and layer(f"web.{feature}.state.x") == "state"


# Data, not code: the board's coordinates and the computer's learned weights.
SIZE_EXEMPT = frozenset({"web/geometry.py"} | {
    p.relative_to(ROOT).as_posix() for p in (ROOT / "australia/computer").glob("weights_*.py")
})


def test_no_module_of_the_page_or_the_engine_grows_past_a_readable_size():
    """A rule of thumb: about 500 lines a module, about 300 a class."""
    for path in sorted(WEB.rglob("*.py")) + sorted((ROOT / "australia").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if path.relative_to(ROOT).as_posix() in SIZE_EXEMPT:
            continue
        assert text.count("\n") <= 520, f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines"
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                length = node.end_lineno - node.lineno + 1
                assert length <= 320, f"{path.relative_to(ROOT)}: class {node.name} is {length} lines"


def test_every_message_of_the_page_has_its_handler():
    """The page as its shell puts it together: every message, the features' too, is answered."""
    from web.browser import runtime  # noqa: F401 - plugs every feature in, which registers its handlers
    from web.hooks import message_kinds
    from web.state.handling import registered

    assert set(message_kinds()) == set(registered())


def test_importing_the_rules_pulls_in_no_browser_module():
    code = (
        "import sys, australia, australia.cli.simulate, australia.save;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('js', 'pyodide', 'pyscript')];"
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "[]"
    import re

    for path in (ROOT / "australia").rglob("*.py"):
        found = re.findall(r"^\s*(?:import|from)\s+(js|pyodide|pyscript)\b", path.read_text(), re.M)
        assert found == [], path


# --- the engine speaks in data --------------------------------------------------------------


def _strings_for_players(path: Path) -> list[str]:
    """String constants in code (not docstrings) that read like a sentence for a person."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    raised = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.Raise) for inner in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings | raised:
            if " " in node.value and len(re.findall(r"[A-Za-z]{2,}", node.value)) >= 4:
                found.append(node.value)
    return found


def test_the_rules_engine_holds_no_sentences_for_players():
    """Only the command-line tools (not shipped to the page) print words of their own."""
    from australia.cli import command_line_only

    for path in sorted((ROOT / "australia").rglob("*.py")):
        if command_line_only(_module(path)):
            continue
        assert _strings_for_players(path) == [], path.name


def test_the_page_restates_no_rule():
    """Numbers of the rules come from the engine: no doubled ship rangers or literal costs in web/."""
    for path in sorted((ROOT / "web").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"2 \* \w*ship", text), path.name
        assert not re.search(r"paid [0-9]+ \$|[0-9] \$\)", text), path.name
        assert "undo_floor" not in text and "can_undo" not in text, path.name
        assert not re.search(r"range\(2, 6\)|\"(simple|full)\"", text), path.name  # counts and variants are the engine's


def test_only_the_text_layer_makes_sentences():
    """Outside web/text/, the page holds no sentence for players (docstrings and comments aside)."""
    for path in sorted((ROOT / "web").rglob("*.py")):
        if layer(_module(path)) == "text":
            continue
        found = [s for s in _strings_for_players(path) if not s.startswith(("<", "#", "."))]
        found = [s for s in found if "{" not in s and "=" not in s and "[" not in s]
        found = [s for s in found if not s.startswith("Australia: ")]  # the console's, for developers
        assert found == [], (path.name, found)
