"""What crosses between the page's scripts and the page's Python (``web.protocol``): each op
has one script that carries it out, each record a reader, and the page's scripts make and take
only what the protocol names.
"""

from __future__ import annotations

from web.protocol import OWNERS, Op, RecordKind, Script


def test_the_protocols_ops_each_have_one_script_and_every_record_a_reader():
    from web.browser import devices, events

    assert set(OWNERS) == set(Op)
    assert {Script.DRAW, Script.PEERS, Script.OFFLINE} == set(OWNERS.values())
    assert events.KINDS | devices.KINDS == {kind.value for kind in RecordKind}
    assert not events.KINDS & devices.KINDS


def test_every_record_a_page_script_makes_and_every_op_it_takes_is_the_protocols():
    """The page's scripts write record types and op names as words of their own: each must be
    web.protocol's, and each of the protocol's records must be made by the script named."""
    import re
    from pathlib import Path

    from web.protocol import MAKERS

    static = Path(__file__).resolve().parents[2] / "web" / "static"
    made = {
        maker: set(re.findall(r'type: "([a-z-]+)"', (static / f"{maker}.js").read_text(encoding="utf-8")))
        for maker in ("events", "offline", "devices")
    }
    made["peers"] = made.pop("devices")
    made["offline"].discard("take-over")  # offline.js's word to the service worker, not a record
    made["peers"] -= {"offer", "answer"}  # the kinds of WebRTC's session descriptions
    for maker, kinds in made.items():
        assert kinds == {kind.value for kind, by in MAKERS.items() if by == maker}, maker
    devices = (static / "devices.js").read_text(encoding="utf-8")
    table = devices[devices.index("var does = {"):]
    table = table[: table.index("\n  };")]  # the script's table of ops
    handled = set(re.findall(r'^    "?([a-z-]+)"?: function \(', table, re.MULTILINE))
    assert handled == {op.value for op, script in OWNERS.items() if script == Script.PEERS}
