"""The command line: ``python -m australia simulate|arena ...`` (``australia/__main__.py``
hands it to ``simulate.main`` or ``arena.main``).

The page never imports its modules. ``command_line_only`` is the one list of what only the
command line uses: the page's archive (``tools/app_archive.py``) and its memory snapshot
(``web/browser/snapshot.py``) leave it out, and a test holds the engine's words for players to it.
This file, which holds the list and imports nothing, is shipped with the page.
"""

from __future__ import annotations

ENTRY = "australia.__main__"  # ``python -m australia``
PACKAGE = "australia.cli"  # every module of this package


def command_line_only(module: str) -> bool:
    """Whether a module (a dotted name) is the command line's alone."""
    return module == ENTRY or module.startswith(PACKAGE + ".")


def command_line_path(path: str) -> bool:
    """Whether a source file (a repository path such as ``australia/cli/arena.py``) is the
    command line's alone."""
    parts = path.removesuffix(".py").split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return command_line_only(".".join(parts))
