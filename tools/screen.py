"""The arena with variants of the hard level that are not levels of the game: to try an idea.

    python tools/screen.py --define 'try=rollout_rounds:1,weights:/tmp/weights.py' \\
        --seats try,baseline --variant full --games 100 --seed 1 --iterations 40 [--json]

``--define NAME=FIELD:VALUE,...`` (repeatable) makes a level NAME that searches with the hard
level's style changed in the fields given (``tools/experiments/styles.py``: the engine's
fields, the experiments' switches, ``weights:FILE`` and ``from:LEVEL``). Everything else is
``python -m australia arena``, whose options it takes and whose report it prints.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from australia.cli import arena
from tools.experiments import styles


def define(text: str) -> None:
    """``NAME=FIELD:VALUE,...``: a level NAME of hard's style changed."""
    name, _, fields = text.partition("=")
    styles.define(name, fields)


def main() -> int:
    argv = sys.argv[1:]
    rest = []
    i = 0
    while i < len(argv):
        if argv[i] == "--define":
            define(argv[i + 1])
            i += 2
        else:
            rest.append(argv[i])
            i += 1
    return arena.main(rest)


if __name__ == "__main__":
    sys.exit(main())
