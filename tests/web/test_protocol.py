"""What crosses between the page's scripts and the page's Python (``web.protocol``): each op
has one script that carries it out, each record a reader, and each script is given the words
it makes and takes.
"""

from __future__ import annotations

from web.protocol import OWNERS, Op, RecordKind, Script


def test_the_protocols_ops_each_have_one_script_and_every_record_a_reader():
    from web.browser import events
    from web.devices import browser as devices

    assert set(OWNERS) == set(Op)
    assert {Script.DRAW, Script.PEERS, Script.OFFLINE} == set(OWNERS.values())
    assert events.KINDS | devices.KINDS == {kind.value for kind in RecordKind}
    assert not events.KINDS & devices.KINDS


def test_each_script_is_given_exactly_the_words_it_makes_or_takes():
    """Which ops and records each script is given follows from ``OWNERS`` and ``MAKERS`` alone;
    what the scripts do with them is tested under Node (``tests/features/test_page_scripts.py``)."""
    from web.messages import Focus
    from web.protocol import MAKERS, page_constants

    given = page_constants(default_language="en", motion_ms=0)
    ops = {script: set(given[script.value]["ops"].values()) for script in Script}
    assert {op for owned in ops.values() for op in owned} == {op.value for op in Op}
    assert all(ops[script] == {op.value for op, owner in OWNERS.items() if owner == script} for script in Script)
    for maker in set(MAKERS.values()):
        assert set(given[maker]["records"].values()) == {kind.value for kind, by in MAKERS.items() if by == maker}
    assert given["events"]["focus"] == {focus.name: focus.value for focus in Focus}
    assert given["relay"]["owners"] == {op.value: OWNERS[op].value for op in Op}
