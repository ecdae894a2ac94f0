"""The page's scripts under Node, which the set-up installs: its listeners
(``web/static/events.js``), what carries out its drawings (``web/static/draw.js``), offline
play's part (``web/static/offline.js``), connections between devices (``web/static/devices.js``),
its storage for Python (``web/static/store.js``) and its half of the messages with Python
(``web/static/relay.js``), each given what ``web.protocol.page_constants`` gives it in the page.

Every word of the protocol (record kinds, ops, the scripts that own them, channels, where a key
was pressed) is spelled otherwise for these tests than in the page: a script that wrote one
itself instead of reading it fails them. Each op has exactly one handler among the scripts,
registered under the word it is given.

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

from tools.prerender import page_constants
from web.protocol import OWNERS, Op, Script
from web.state.keys import keys_taken, takes

from tests.web.state.journey import JOURNEY, _presses


ROOT = Path(__file__).resolve().parents[2]


STATIC = ROOT / "web" / "static"


SCRIPT = STATIC / "events.js"


def _spelled(word: str) -> str:
    return f"{word}~"


CONSTANTS = page_constants(spell=_spelled)


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
    _node_tests(tmp_path, "events.test.js", "EVENTS_NAMES", CONSTANTS["events"])


def test_the_pages_drawings_carried_out_under_node(tmp_path):
    _node_tests(tmp_path, "draw.test.js", "DRAW_NAMES", CONSTANTS["draw"])


def test_offline_plays_part_of_the_page_under_node(tmp_path):
    _node_tests(tmp_path, "offline.test.js", "OFFLINE_NAMES", CONSTANTS["offline"])


def test_connections_between_devices_under_node(tmp_path):
    _node_tests(tmp_path, "devices.test.js", "PEERS_NAMES", CONSTANTS["peers"])


def test_the_pages_storage_for_python_under_node(tmp_path):
    _node_tests(tmp_path, "store.test.js", "NO_NAMES", {})


def test_the_relay_with_the_pages_python_under_node(tmp_path):
    _node_tests(tmp_path, "relay.test.js", "PAGE_CONSTANTS", CONSTANTS)


def test_every_op_has_exactly_one_handler_among_the_scripts_under_its_word(tmp_path):
    """What each script registers, read from the scripts themselves, against ``web.protocol.OWNERS``."""
    named = tmp_path / "constants.json"
    named.write_text(json.dumps(CONSTANTS), encoding="utf-8")
    script = {name: json.dumps(str(STATIC / f"{name}.js")) for name in ("draw", "devices", "offline")}
    program = (
        f"const c = require({json.dumps(str(named))});"
        "const handled = {};"
        f"handled[c.relay.scripts.DRAW] = require({script['draw']}).painter({{}}, {{}}, c.draw).ops;"
        f"handled[c.relay.scripts.PEERS] = require({script['devices']}).devices(c.peers).ops;"
        f"handled[c.relay.scripts.OFFLINE] = require({script['offline']}).script({{}}, {{}}, c.offline, null).ops;"
        "console.log(JSON.stringify(handled));"
    )
    done = subprocess.run([_node(), "-e", program], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    handled = json.loads(done.stdout)
    assert set(handled) == {_spelled(script.value) for script in Script}
    every = [op for ops in handled.values() for op in ops]
    assert sorted(every) == sorted(_spelled(op.value) for op in Op)  # each op once, under its word
    for script, ops in handled.items():
        assert {CONSTANTS["relay"]["owners"][op] for op in ops} == {script}  # where the relay sends it
    assert all(_spelled(OWNERS[op].value) == CONSTANTS["relay"]["owners"][_spelled(op.value)] for op in Op)


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
