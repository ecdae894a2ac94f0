"""Saves in a key/value store, and the page coming back to the same moment after a reload."""

from __future__ import annotations


import pytest

from australia import Config, DrawCard, Fly, apply_action, new_game
from web.browser.store import Storage, slot_key
from web.commands import CURRENT_KEY
from web.state.saves import Broken, Loaded, Title
from web.state.selection import PLAY
from web.text.reasons import why
from web.text.saves import title
from tests.page import Page, Store

BROKEN, GAME, NEW = "broken", "game", "new"


def _game():
    state = new_game(Config(("Ann", "Ben"), start_player=0), 9)
    for _ in range(4):
        apply_action(state, DrawCard(2))
    apply_action(state, Fly("pilbara"))
    return state




def test_save_and_load_round_trip_with_meta():
    store = {}
    storage = Storage(store)
    state = _game()
    storage.save("g1", state, {"handover": False}, updated=12.5)
    storage.set_current("g1")
    assert store[CURRENT_KEY] == "g1"
    [info] = storage.slots()
    assert (info.id, info.players, info.variant, info.saved, info.round, info.over) == (
        "g1", ("Ann", "Ben"), "simple", 12.5, 1, False
    )
    assert info.title == Title("", ("Ann", "Ben")) and title(info.title) == "Ann vs Ben"
    loaded = Storage(store).load_current()
    assert isinstance(loaded, Loaded)
    assert loaded.state == state
    assert loaded.meta["handover"] is False and loaded.meta["rev"] == 1 and loaded.meta["saved"] == 12.5
    assert storage.new_slot_id() == "g2"


def test_nothing_saved_loads_as_none():
    assert Storage({}).load_current() is None


def test_a_broken_save_is_reported_and_left_untouched():
    store = {CURRENT_KEY: "g1", slot_key("g1"): '{"format": "australia-game", "schema": 99}'}
    before = dict(store)
    found = Storage(store).load_current()
    assert isinstance(found, Broken) and "newer version" in why(found.reason)
    assert store == before


def test_a_new_game_after_a_broken_save_uses_a_fresh_slot():
    text = "not json at all"
    store = {CURRENT_KEY: "g1", slot_key("g1"): text}
    app = Page(store)
    assert app.screen == BROKEN
    assert "not valid JSON" in app.html() and "kept unchanged" in app.html()
    app.command("new-game")
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "3"})
    assert app.screen == GAME
    assert store[slot_key("g1")] == text  # never overwritten or deleted
    assert store[CURRENT_KEY] == "g2"


def test_a_full_store_does_not_stop_the_game():
    app = Page(store=Store({}, full=True))
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "3"})
    assert app.screen == GAME
    assert "refused to save" in app.html()


def test_reload_returns_to_the_same_moment_behind_the_hand_over():
    store = {}
    app = Page(store)
    assert app.screen == NEW
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "5", "start": "1"})
    assert app.session.handover and app.session.state.player.name == "Ben"
    app.command("reveal")
    for _ in range(4):
        app.draw(4)
        if app.session.handover:
            app.command("reveal")
    state = app.session.state
    from australia.board import CARDS, REGIONS

    colour = CARDS[state.player.hand[0]].colour
    app.click("region", next(r.id for r in REGIONS if r.colour == colour))
    app.click("card", state.player.hand[0])
    assert app.session.selection.mode == PLAY
    again = Page(store)
    assert again.screen == GAME
    assert again.session.state == app.session.state
    # two people share the device: whoever holds it now sees no hand until its owner takes it
    assert again.session.handover and not app.session.handover
    assert 'data-card="' not in again.html()
    again.command("reveal")
    assert again.session.state == app.session.state and 'data-card="' in again.html()
    assert again.session.selection.mode is None  # the card picked before the reload is let go


def test_a_new_game_keeps_the_one_in_progress_in_its_own_slot():
    store = {}
    app = Page(store)
    form = {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "5"}
    app.command("start", **form)
    first_slot = app.model.table.slot
    first_text = store[slot_key(first_slot)]
    app.command("new-game")
    assert app.screen == NEW and "Back to the game" in app.html()
    assert "stays in Saved games" in app.html()
    app.command("back-to-game")
    assert app.screen == GAME and app.model.table.slot == first_slot
    app.command("new-game")
    app.command("start", **{**form, "name0": "Zoe"})
    assert app.screen == GAME and app.session.state.players[0].name == "Zoe"
    assert app.model.table.slot != first_slot and store[CURRENT_KEY] == app.model.table.slot
    assert store[slot_key(first_slot)] == first_text  # the first game is still there, untouched
    assert {title(s.title) for s in app.storage.slots()} == {"Zoe vs Ben", "Ann vs Ben"}


def test_invalid_names_show_the_rules_message():
    app = Page({})
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "ann"})
    assert app.screen == NEW
    assert app.form_error() == "Players 1 and 2 cannot share a name."
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "x" * 40})
    assert "longer than 32 characters" in app.form_error()
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "abc"})
    assert "seed is a whole number" in app.form_error()
    assert 'value="abc"' in app.html()


# --- the page's copy of its storage (web/browser/store.py's Mirror, web/static/store.js) ---------


def test_the_pages_copy_writes_through_and_a_refused_change_is_made_nowhere():
    from web.browser.store import Mirror, StorageError

    written: list = []
    refusal: list = []

    def write(key, value, guarded, expected):
        written.append((key, value))
        return refusal[0] if refusal else None

    storage = Storage.of_page({"australia.current": "s1", "other.app": "x", 3: "y"}, write)
    assert isinstance(storage.store, Mirror) and storage.available
    assert storage.get("australia.current") == "s1"
    storage.set("australia.language", "it")
    assert written == [("australia.language", "it")] and storage.get("australia.language") == "it"
    refusal.append("QuotaExceededError: the quota was exceeded")
    with pytest.raises(StorageError) as refused:
        storage.set("australia.language", "de")
    assert "QuotaExceededError" in refused.value.reason["detail"]
    assert storage.get("australia.language") == "it"  # what the browser keeps, still
    with pytest.raises(StorageError):
        storage.remove("australia.language")
    assert storage.get("australia.language") == "it"
    refusal.clear()
    storage.remove("australia.language")
    assert storage.get("australia.language") is None and written[-1] == ("australia.language", None)


def test_the_pages_copy_follows_other_tabs_and_a_denied_storage_plays_from_memory():
    storage = Storage.of_page({"australia.current": "s1"}, lambda key, value, guarded, expected: None)
    storage.changed_elsewhere("australia.slot.s2", "{}")
    storage.changed_elsewhere("other.app", "x")  # not the game's
    assert sorted(storage.store.keys()) == ["australia.current", "australia.slot.s2"]
    storage.changed_elsewhere("australia.current", None)
    assert storage.get("australia.current") is None
    storage.changed_elsewhere(None, None)  # the other tab cleared everything
    assert storage.store.keys() == []
    denied = Storage.of_page(None, lambda key, value, guarded, expected: "denied")
    assert not denied.available
    denied.changed_elsewhere("australia.current", "s1")  # nothing to follow


def test_a_save_is_never_written_over_another_tabs_that_the_copy_has_not_heard_of_yet():
    from web.browser.store import StaleSlot

    page: dict = {}  # the browser's storage, as the page's script checks and writes it

    def write(key, value, guarded, expected):
        if guarded and page.get(key) != expected:
            return {"stale": True, "now": page.get(key)}
        if value is None:
            page.pop(key, None)
        else:
            page[key] = value
        return None

    state = new_game(Config(("Ann", "Ben")), seed=3)
    storage = Storage.of_page({}, write)
    slot = storage.save_new(state, updated=1.0)
    mine = page[slot_key(slot)]
    # another tab saves its move there; its storage event has not arrived yet
    theirs = mine.replace('"rev":1', '"rev":2').replace('"rev": 1', '"rev": 2')
    assert theirs != mine
    page[slot_key(slot)] = theirs
    with pytest.raises(StaleSlot):
        storage.save(slot, state, updated=2.0)
    assert page[slot_key(slot)] == theirs  # not written over
    assert storage.raw(slot) == theirs  # the copy now holds what is there
    # a new slot taken by another tab a moment ago: the next free one is used
    other = Storage.of_page({}, write)
    page[slot_key("taken")] = "{}"
    ids = iter(["taken", "free"])
    other.new_slot_id = lambda: next(ids)
    assert other.save_new(state, updated=3.0) == "free" and page[slot_key("taken")] == "{}"
