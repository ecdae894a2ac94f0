"""The arena with variants of the hard level that are not levels of the game: to try an idea.

    python tools/screen.py --define 'try=rollout_rounds:1,weights:/tmp/weights.py' \\
        --seats try,baseline --variant full --games 100 --seed 1 --iterations 40 [--json]

``--define NAME=FIELD:VALUE,...`` (repeatable) makes a level NAME that searches with the hard
level's ``Style`` changed in the fields given (``search.Style``'s fields; ``weights:FILE``
judges with the weights of a file written by ``tools/learn_hard.py fit``; ``from:LEVEL``
starts from another searching level's style instead of hard's). Everything else is
``python -m australia arena``, whose options it takes and whose report it prints.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from australia import arena, bots, judgement  # noqa: E402


def _weights(path: str):
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return judgement.make_judge(module.HIDDEN, module.OUTPUT)[1]


def define(text: str) -> None:
    name, _, fields = text.partition("=")
    changes: dict = {}
    base = bots.STYLES[bots.HARD]
    for item in filter(None, fields.split(",")):
        key, _, value = item.partition(":")
        if key == "from":
            base = bots.STYLES[value]
        elif key == "weights":
            changes["judge"] = _weights(value)
        else:
            kind = type(getattr(base, key))
            changes[key] = (value.lower() in ("1", "true", "yes")) if kind is bool else kind(value)
    bots.STYLES[name] = dataclasses.replace(base, **changes)
    if name not in bots.LEVELS:
        bots.LEVELS = (*bots.LEVELS, name)
        arena.LEVELS = bots.LEVELS


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
