"""The page's scripts under Node, which the set-up installs: its listeners
(``web/static/events.js``), what carries out its drawings (``web/static/draw.js``), offline
play's part (``web/static/offline.js``), its storage for Python (``web/static/store.js``) and its
half of the messages with Python (``web/static/relay.js``), given ``web.protocol`` as the page
reads it.

``tests/js/`` gives the scripts stand-ins for the DOM, as ``tests/web/browser/test_events.py``
and ``tests/web/view/test_patch.py`` check what the Python side hands them. Here too: the listeners decide
from the table of keys (``web.state.keys``) exactly as Python's ``takes`` does, for every state
of a player's journey and every key, focus and modifier.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from types import SimpleNamespace

from tools.prerender import draw_constants, events_constants
from web import dom, hooks, storage
from web.protocol import OWNERS, Script, page_protocol
from web.state.keys import keys_taken, takes

from tests.web.state.journey import JOURNEY, _presses

commands = SimpleNamespace(**{**vars(hooks), **vars(dom), **vars(storage)})


ROOT = Path(__file__).resolve().parents[2]


SCRIPT = ROOT / "web" / "static" / "events.js"


def _node() -> str:
    node = shutil.which("node")
    assert node, "Node is needed (the set-up installs it with npm)"
    return node


def _node_tests(tmp_path, script: str, variable: str, names: dict, **more: str) -> None:
    """Run a file of Node tests: every test it declares must have run and passed."""
    named = tmp_path / "names.json"
    named.write_text(json.dumps(names), encoding="utf-8")
    path = ROOT / "tests" / "js" / script
    done = subprocess.run(
        [_node(), "--test", str(path)],
        capture_output=True, text=True, timeout=120, env={**os.environ, variable: str(named), **more},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    declared = len(re.findall(r"^test\(", path.read_text(encoding="utf-8"), flags=re.MULTILINE))
    assert declared and "# fail 0" in done.stdout and f"# pass {declared}" in done.stdout, done.stdout


def test_the_pages_listeners_under_node(tmp_path):
    _node_tests(tmp_path, "events.test.js", "EVENTS_NAMES", events_constants(commands))


def test_the_pages_drawings_carried_out_under_node(tmp_path):
    owned = [op.value for op, script in OWNERS.items() if script == Script.DRAW]
    _node_tests(tmp_path, "draw.test.js", "DRAW_NAMES", draw_constants(commands), DRAW_OPS=json.dumps(owned))


def test_offline_plays_part_of_the_page_under_node(tmp_path):
    _node_tests(tmp_path, "offline.test.js", "NO_NAMES", {})


def test_the_pages_storage_for_python_under_node(tmp_path):
    _node_tests(tmp_path, "store.test.js", "NO_NAMES", {})


def test_the_relay_with_the_pages_python_under_node(tmp_path):
    _node_tests(tmp_path, "relay.test.js", "PROTOCOL", page_protocol())


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
