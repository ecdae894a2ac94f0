"""The page's layers, as its folders show them, import only the layers below them.

    australia/        the rules (never imports web/, js, pyodide or pyscript)
    web/ (its files)  names and messages shared by every layer: commands, messages,
                      the board's geometry, the worker's thinking
    web/state/        the page's state: data, and the one update function
    web/text/         the words: the only place that makes sentences
    web/view/         pure functions from state to HTML/SVG text
    web/browser/      the adapters and the runtime (browser objects come as arguments)
    web/main.py       the wiring: the only module that imports js, pyodide or pyscript

Read from the source (every import, at the top of a module or inside a function), so a
module cannot reach up a layer however it imports.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
BROWSER_MODULES = {"js", "pyodide", "pyscript"}
LAYERS = ("australia", "web", "state", "text", "view", "browser", "main")  # lowest first


# The wiring (web.main), in PyScript's worker.
WIRING = frozenset({"web.main"})

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
    if len(parts) >= 2 and parts[1] in ("state", "text", "view", "browser"):
        return parts[1]
    if module in WIRING:
        return "main"
    return "web"


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


def test_the_rules_never_import_the_page():
    for module, imported in GRAPH.items():
        if module.startswith("australia"):
            assert not [m for m in imported if m.startswith("web")], module


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
    """Every module of web/ is in one of the layers, and each layer's folder is a package."""
    for folder in ("state", "text", "view", "browser"):
        assert (WEB / folder / "__init__.py").is_file(), folder
    assert {layer(m) for m in GRAPH if m.startswith("web")} == set(LAYERS) - {"australia"}


def test_no_module_of_the_page_grows_past_a_readable_size():
    """A rule of thumb: about 500 lines a module, about 300 a class."""
    for path in sorted(WEB.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if path.name == "geometry.py":
            continue  # the board's coordinates: data, not code
        assert text.count("\n") <= 520, f"{path.relative_to(ROOT)}: {text.count(chr(10))} lines"
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                length = node.end_lineno - node.lineno + 1
                assert length <= 320, f"{path.relative_to(ROOT)}: class {node.name} is {length} lines"


def test_every_message_of_the_page_has_its_handler():
    import typing

    from web import messages
    from web.state.update import HANDLERS

    assert set(typing.get_args(messages.Msg)) == set(HANDLERS)
