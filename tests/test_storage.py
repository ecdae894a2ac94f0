"""Saves in a key/value store, and the app coming back to the same moment after a reload."""

from __future__ import annotations

import json
import random

from australia import Config, DrawCard, Fly, apply_action, new_game
from web.app import BROKEN, GAME, NEW, App
from web.storage import CURRENT_KEY, Broken, Loaded, Storage, slot_key
from web.controller import PLAY


def _game():
    state = new_game(Config(("Ann", "Ben"), start_player=0), 9)
    for _ in range(4):
        apply_action(state, DrawCard(2))
    apply_action(state, Fly("pilbara"))
    return state


class FullStore(dict):
    def __setitem__(self, key, value):
        raise RuntimeError("QuotaExceededError")


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
    assert info.title == "Ann vs Ben"
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
    assert isinstance(found, Broken) and "newer version" in found.message
    assert store == before


def test_a_new_game_after_a_broken_save_uses_a_fresh_slot():
    text = "not json at all"
    store = {CURRENT_KEY: "g1", slot_key("g1"): text}
    app = App(Storage(store), now=lambda: 0, rand=random.Random(1))
    app.boot()
    assert app.screen == BROKEN
    assert "not valid JSON" in app.html() and "kept unchanged" in app.html()
    app.handle(("command", "new-game"))
    app.handle(("command", "start"), {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "3"})
    assert app.screen == GAME
    assert store[slot_key("g1")] == text  # never overwritten or deleted
    assert store[CURRENT_KEY] == "g2"


def test_a_full_store_does_not_stop_the_game():
    app = App(Storage(FullStore()), now=lambda: 0)
    app.boot()
    app.handle(("command", "start"), {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "3"})
    assert app.screen == GAME
    assert "refused to save" in app.html()


def test_reload_returns_to_the_same_moment():
    store = {}
    app = App(Storage(store), now=lambda: 0)
    app.boot()
    assert app.screen == NEW
    app.handle(("command", "start"), {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "5", "start": "1"})
    assert app.session.handover and app.session.state.player.name == "Ben"
    app.handle(("command", "reveal"))
    for _ in range(4):
        app.handle(("stack", "4"))
        if app.session.handover:
            app.handle(("command", "reveal"))
    state = app.session.state
    from australia.board import CARDS, REGIONS

    colour = CARDS[state.player.hand[0]].colour
    app.handle(("region", next(r.id for r in REGIONS if r.colour == colour)))
    app.handle(("card", str(state.player.hand[0])))
    assert app.session.selection.mode == PLAY
    again = App(Storage(store), now=lambda: 0)
    again.boot()
    assert again.screen == GAME
    assert again.session.state == app.session.state
    assert again.session.handover == app.session.handover
    assert again.session.selection == app.session.selection
    app.session.notice = None  # a refusal is not kept
    assert again.html() == app.html()


def test_a_new_game_keeps_the_one_in_progress_in_its_own_slot():
    store = {}
    app = App(Storage(store), now=lambda: 0)
    app.boot()
    form = {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "5"}
    app.handle(("command", "start"), form)
    first_slot, first_text = app.slot, store[slot_key(app.slot)]
    app.handle(("command", "new-game"))
    assert app.screen == NEW and "Back to the game" in app.html()
    assert "stays in Saved games" in app.html()
    app.handle(("command", "back-to-game"))
    assert app.screen == GAME and app.slot == first_slot
    app.handle(("command", "new-game"))
    app.handle(("command", "start"), {**form, "name0": "Zoe"})
    assert app.screen == GAME and app.session.state.players[0].name == "Zoe"
    assert app.slot != first_slot and store[CURRENT_KEY] == app.slot
    assert store[slot_key(first_slot)] == first_text  # the first game is still there, untouched
    assert {s.title for s in app.storage.slots()} == {"Zoe vs Ben", "Ann vs Ben"}


def test_invalid_names_show_the_rules_message():
    app = App(Storage({}), now=lambda: 0)
    app.boot()
    app.handle(("command", "start"), {"count": "2", "name0": "Ann", "name1": "ann"})
    assert app.screen == NEW
    assert app.form_error == "Players 1 and 2 cannot share a name."
    app.handle(("command", "start"), {"count": "2", "name0": "Ann", "name1": "x" * 40})
    assert "longer than 32 characters" in app.form_error
    app.handle(("command", "start"), {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "abc"})
    assert "seed is a whole number" in app.form_error
    assert 'value="abc"' in app.html()
