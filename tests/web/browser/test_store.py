"""Saves in a key/value store (``web.browser.store``): slots, the current game, a broken
save left untouched, and the page's copy of the browser's storage (``Mirror``), whose
refusals come late: the page's Python in a worker hands its writes to the page in a frame,
and hears of one refused only in a later record, after the game went on
(``Mirror.answered``, ``Runtime.store_answered``, with the frame's number).
"""

from __future__ import annotations

import pytest

from australia import Config, DrawCard, Fly, apply_action, new_game
from web.browser.store import Mirror, Storage, slot_key
from web.storage import CURRENT_KEY
from web.state.slots import Broken, Loaded, Title
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


class PageStore:
    """The page's storage as the worker's writes reach it: each write kept in ``sent`` with
    the number of the frame it goes in, and carried out when the test says, as the page
    would (refused, or stale for another tab's); only a refusal is told back."""

    def __init__(self, data: dict | None = None) -> None:
        self.held = dict(data or {})
        self.sent: list[tuple[str, str | None, int]] = []
        self.frame = 1  # the frame being built

    def write(self, key, value, guarded, expected):
        self.sent.append((key, value, self.frame))
        return self.frame

    def next_frame(self) -> None:
        self.frame += 1

    def answer(self, runtime_or_storage, *, refuse: str | None = None, stale_with: str | None = None) -> None:
        """Answer every write sent so far: done, refused with ``refuse``, or stale (another tab
        wrote ``stale_with`` there)."""
        sent, self.sent = self.sent, []
        for key, value, frame in sent:
            if refuse is not None:
                answer, now = refuse, self.held.get(key)
            elif stale_with is not None and key.startswith("australia.slot."):
                self.held[key] = stale_with
                answer, now = {"stale": True, "now": stale_with}, stale_with
            else:
                if value is None:
                    self.held.pop(key, None)
                else:
                    self.held[key] = value
                continue  # done: nothing is told
            runtime_or_storage(key, answer, now, frame)


def test_a_write_answered_later_is_in_the_copy_at_once_and_set_back_when_refused() -> None:
    page = PageStore({"australia.pace": "slow"})
    mirror = Mirror(dict(page.held), page.write)
    mirror["australia.pace"] = "fast"
    assert mirror.get("australia.pace") == "fast" and page.sent == [("australia.pace", "fast", 1)]
    refusals = []
    page.answer(lambda *told: refusals.append(mirror.answered(*told)), refuse="QuotaExceededError")
    assert refusals == ["QuotaExceededError"]
    assert mirror.get("australia.pace") == "slow"  # what the page's storage still holds


def test_the_copy_waits_for_the_answer_to_a_later_frames_write_of_the_key() -> None:
    page = PageStore()
    mirror = Mirror({}, page.write)
    mirror["australia.pace"] = "fast"
    first = page.sent[:]
    page.next_frame()
    mirror["australia.pace"] = "slow"  # written again, in the next frame, before the first was refused
    page.sent = first
    page.answer(lambda *told: mirror.answered(*told), refuse="QuotaExceededError")
    assert mirror.get("australia.pace") == "slow"  # the later frame's write is still to be answered
    page.sent = [("australia.pace", "slow", 2)]
    page.answer(lambda *told: mirror.answered(*told), refuse="QuotaExceededError")
    assert mirror.get("australia.pace") is None  # both refused: what the page's storage holds


def test_a_save_refused_late_is_told_and_the_next_save_is_not_taken_for_stale() -> None:
    from australia import Config, new_game

    page = PageStore()
    storage = Storage(Mirror({}, page.write))
    state = new_game(Config(("Ann", "Ben")), 3)
    slot = storage.save_new(state, {})
    late = []
    page.answer(lambda *told: late.append(storage.answered(*told)), refuse="QuotaExceededError")
    told = [item for item in late if item is not None]
    assert len(told) == 1 and told[0].slot == slot and told[0].problem is not None and not told[0].stale
    assert storage.raw(slot) is None  # not in the copy: the page holds nothing there
    storage.save(slot, state, {})  # written again, not refused as stale
    assert page.sent and page.sent[-1][0] == slot_key(slot)


def test_a_game_whose_save_the_page_refused_late_says_it_is_not_saved() -> None:
    page = PageStore()
    app = Page(store=Mirror({}, page.write))
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "3"})
    assert app.screen == GAME and "refused to save" not in app.html()
    page.answer(app.runtime.store_answered, refuse="QuotaExceededError: the disk is full")
    assert "refused to save" in app.html()
    assert app.runtime.model.table.unsaved


def test_a_game_another_tab_saved_over_meanwhile_is_kept_in_a_slot_of_its_own() -> None:
    page = PageStore()
    app = Page(store=Mirror({}, page.write))
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "3"})
    slot = app.runtime.model.table.slot
    page.answer(app.runtime.store_answered, stale_with="another tab's save")
    assert page.held[slot_key(slot)] == "another tab's save"  # left as the other tab wrote it
    moved = app.runtime.model.table.slot
    assert moved is not None and moved != slot  # this page's game went into a new slot
    assert page.sent and page.sent[0][0] == slot_key(moved)
