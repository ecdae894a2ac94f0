"""The page's listeners (``web/static/events.js``) under Node, which the set-up installs.

``tests/js/events.test.js`` gives the script stand-ins for the DOM, as ``tests/test_events.py``
gives the Python side plain records. Here too: the script decides from the table of keys
(``web.state.keys``) exactly as Python's ``takes`` does, for every state of a player's journey
and every key, focus and modifier.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

from web import commands
from web.state.keys import keys_taken, takes
from tests.test_keys_taken import JOURNEY, _presses
from tools.prerender import events_constants

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "web" / "static" / "events.js"


def _node() -> str:
    node = shutil.which("node")
    assert node, "Node is needed (the set-up installs it with npm)"
    return node


def test_the_scripts_listeners_under_node(tmp_path):
    names = tmp_path / "names.json"
    names.write_text(json.dumps(events_constants(commands)), encoding="utf-8")
    done = subprocess.run(
        [_node(), "--test", str(ROOT / "tests" / "js" / "events.test.js")],
        capture_output=True, text=True, timeout=120, env={**os.environ, "EVENTS_NAMES": str(names)},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "# fail 0" in done.stdout and "# pass 8" in done.stdout, done.stdout


def _plain(press) -> dict:
    return {"key": press.key, "ctrl": press.ctrl, "alt": press.alt, "focus": press.focus.value,
            "shape": list(press.shape) if press.shape else None, "slot": press.slot}


def test_the_script_takes_exactly_the_keys_python_takes(tmp_path):
    presses = list(_presses())
    cases = [{"rules": [rule.plain() for rule in keys_taken(model)], "presses": [_plain(p) for p in presses]}
             for model, _ in JOURNEY]
    data = tmp_path / "cases.json"
    data.write_text(json.dumps(cases), encoding="utf-8")
    program = (
        f"const e = require({json.dumps(str(SCRIPT))}); const cases = require({json.dumps(str(data))});"
        "console.log(JSON.stringify(cases.map(c => c.presses.map(p => e.takes(c.rules, p)))));"
    )
    done = subprocess.run([_node(), "-e", program], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    answers = json.loads(done.stdout)
    taken = 0
    for (model, _), told in zip(JOURNEY, answers, strict=True):
        rules = keys_taken(model)
        expected = [takes(rules, press) for press in presses]
        assert told == expected, model.screen.name
        taken += sum(expected)
    assert taken  # some keys are taken: the comparison is not of two empty answers
