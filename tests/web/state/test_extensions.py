"""A feature folder joins the state's steps where ``web.state.extensions`` leaves room for it."""

from __future__ import annotations

import pytest

from australia import Config, new_game
from web.state import extensions
from web.state.page import Model, OnTable
from web.state.session import Session
from web.values import replace


@pytest.fixture
def bare():
    """The state's moments with nothing plugged in."""
    kept = {name: dict(getattr(extensions, name)) for name in ("_BOOT", "_TABLE", "_TYPED", "_LEAVE", "_AFTER")}
    for name in kept:
        getattr(extensions, name).clear()
    yield extensions
    for name, functions in kept.items():
        getattr(extensions, name).clear()
        getattr(extensions, name).update(functions)


def _table() -> OnTable:
    return OnTable(Session.start(new_game(Config(("Ann", "Ben")), seed=3)))


def test_without_a_feature_every_moment_changes_nothing(bare):
    model, table = Model(), _table()
    assert bare.tabled(table) is table
    assert bare.typed(model, {"answer": "x"}) is model
    assert bare.leave(model) == (model, [])
    assert bare.following(model, model) == []
    assert bare.booted(model, None, ["warm"]) == (model, None)


def test_a_registered_function_is_asked_at_its_moment_and_once_when_registered_again(bare):
    calls = []

    def label(table: OnTable) -> OnTable:
        calls.append(table.label)
        return replace(table, label=table.label + "!")

    bare.on_table(label)
    bare.on_table(label)  # a module imported again registers the same function once
    assert bare.tabled(_table()).label == "!"
    assert calls == [""]


def test_the_first_feature_to_take_the_start_over_says_what_happens(bare):
    @bare.on_boot
    def settle(model, msg, warm):
        return replace(model, address="a"), None

    @bare.on_boot
    def join(model, msg, warm):
        return model, [*warm, "joined"]

    model, taken = bare.booted(Model(), None, ["warm"])
    assert model.address == "a" and taken == ["warm", "joined"]


def test_the_devices_are_plugged_in_by_the_shell():
    from web.browser import runtime  # noqa: F401 - the page as its shell puts it together
    from web.devices.state import host, shared

    assert host.sync in extensions._AFTER.values() and host.with_remotes in extensions._TABLE.values()
    assert shared.boot in extensions._BOOT.values() and shared.leave in extensions._LEAVE.values()
