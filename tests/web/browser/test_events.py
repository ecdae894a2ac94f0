"""The page's events as its messages (``web.browser.events``), under CPython.

The page's script (``web/static/events.js``, tested under Node in ``tests/js/``) reads each
event into a record of plain values; here each kind of record is checked to mean what a
player did, and a malformed or forged record to mean nothing. The browser tests check the
same wiring in Chromium.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from web import messages as m
from web.devices import messages as dm
from web.browser.events import Events, fields_of
from web.browser.files import Files
from web.browser.history import History
from web.hooks import Command, Hook
from web.storage import LANGUAGE_KEY, ZOOM_KEY
from web.state.page import GAME, NEW

FORM = {"values": {"name1": "Ann", "count": "3", "hints": "off"}, "defaults": []}
READ = m.FieldsRead({"name1": "Ann", "count": "3", "hints": "off"}, frozenset())


class Runtime:
    """Takes the messages."""

    def __init__(self, screen: str = GAME, map_key: bool = False, keyboard: bool = False) -> None:
        self.sent: list[tuple] = []
        self.model = SimpleNamespace(
            flags=SimpleNamespace(map_key=map_key, keyboard=keyboard, map_focus=None), screen=SimpleNamespace(name=screen),
            session=None,
        )
        self.document = SimpleNamespace()
        self.heard_times = 0

    def heard(self) -> None:
        self.heard_times += 1

    def dispatch(self, *messages) -> bool:
        self.sent.append(messages)
        return True


def _events(runtime: Runtime, **adapters) -> Events:
    return Events(runtime, **adapters)


def test_the_forms_fields_are_read_with_defaults_told_apart_and_anything_else_is_none():
    assert fields_of(FORM) == READ
    defaulted = m.FieldsRead({"count": "3"}, frozenset({"name1"}))
    assert fields_of({"values": {"count": "3"}, "defaults": ["name1"]}) == defaulted
    assert fields_of(None) is None
    assert fields_of({"values": ["count"]}) is None
    # a forged value (not text) is left out, the rest kept
    assert fields_of({"values": {"count": 3, "name1": "Ann"}, "defaults": "name2"}) == m.FieldsRead({"name1": "Ann"})


def test_a_click_on_a_control_sends_the_fields_then_its_message():
    runtime = Runtime(screen=NEW)
    _events(runtime).handle({"type": "click", "hook": ["command", "start", None], "fields": FORM, "repeat": 1})
    assert runtime.sent == [(READ, m.StartGame())]
    _events(runtime).handle({"type": "click", "hook": ["command", Command.OPEN.value, "abc"], "fields": None})
    assert runtime.sent[-1] == (m.OpenSlot("abc"),)
    _events(runtime).handle({"type": "click", "hook": ["card", "2", None], "fields": None})
    assert runtime.sent[-1] == (m.GameClick("card", 2),)


def test_each_record_of_the_person_is_heard_and_what_other_devices_send_is_not():
    """What the page does in the background waits while the person acts (``Runtime.heard``):
    every record of the person's tells it; another device's message, another tab's change to
    the storage, the offline copy's news and a refusal of the page's do not."""
    runtime = Runtime()
    events = _events(runtime)
    events.handle({"type": "click", "hook": ["card", "2", None], "fields": None})
    events.handle({"type": "key", "key": "ArrowLeft"})
    assert runtime.heard_times == 2
    from web.devices.browser import KINDS as DEVICE_KINDS

    for kind in [*sorted(DEVICE_KINDS), "storage", "offline", "quickstart", "refused", "no-such-kind"]:
        events.handle({"type": kind})
    assert runtime.heard_times == 2


@pytest.mark.parametrize(
    "hook",
    [["card", "two", None], ["command", "no-such", None], ["nothing", "2", None], ["card", 2, None], "card", None],
)
def test_a_forged_or_missing_hook_means_nothing(hook):
    runtime = Runtime()
    _events(runtime).handle({"type": "click", "hook": hook, "fields": FORM})
    assert runtime.sent == []


def test_the_second_click_of_a_double_click_on_the_game_is_ignored():
    runtime = Runtime(screen=GAME)
    undo = ["command", Command.UNDO.value, None]
    _events(runtime).handle({"type": "click", "hook": undo, "repeat": 2})
    assert runtime.sent == []
    _events(runtime).handle({"type": "click", "hook": undo, "repeat": 1})
    assert runtime.sent == [(m.GameClick(Hook.COMMAND.value, Command.UNDO.value),)]
    elsewhere = Runtime(screen=NEW)
    _events(elsewhere).handle({"type": "click", "hook": ["command", "start", None], "repeat": 2})
    assert elsewhere.sent == [(m.StartGame(),)]


def test_a_click_outside_the_open_key_to_the_map_closes_it_and_inside_it_does_not():
    runtime = Runtime(map_key=True)
    _events(runtime).handle({"type": "click", "hook": None, "inMapKey": True})
    assert runtime.sent == []
    _events(runtime).handle({"type": "click", "hook": None, "inMapKey": False})
    assert runtime.sent == [(m.CloseMapKey(),)]
    closed = Runtime(map_key=False)
    _events(closed).handle({"type": "click", "hook": None, "inMapKey": False})
    assert closed.sent == []


def test_a_key_pressed_before_the_page_carried_out_the_last_drawing_says_so():
    """Python runs in a worker of its own: a second arrow key can come before the first one's
    focus was moved. The record says how many batches the page had carried out."""
    runtime = Runtime()
    runtime.document.sent = 7  # batches handed to the page so far
    events = _events(runtime)
    press = {"type": "key", "key": "ArrowRight", "focus": "map", "shape": ["region", "pilbara"]}
    events.handle({**press, "drawn": 6})
    assert runtime.sent[-1] == (m.KeyPressed("ArrowRight", focus=m.Focus.MAP, shape=("region", "pilbara"), behind=True),)
    for drawn in (7, None, "6", True):  # caught up, or nothing to tell by
        events.handle({**press, "drawn": drawn})
        assert runtime.sent[-1] == (m.KeyPressed("ArrowRight", focus=m.Focus.MAP, shape=("region", "pilbara")),)


def test_a_key_says_where_it_was_pressed_and_reads_the_fields_unless_it_moves_on_the_map():
    runtime = Runtime()
    events = _events(runtime)
    events.handle({"type": "key", "key": "ArrowUp", "ctrl": False, "alt": False, "focus": "map",
                   "shape": ["region", "pilbara"]})
    assert runtime.sent == [(m.KeyPressed("ArrowUp", focus=m.Focus.MAP, shape=("region", "pilbara")),)]
    events.handle({"type": "key", "key": "Enter", "ctrl": True, "alt": False, "focus": "text", "shape": None,
                   "field": "label", "slot": "s1", "fields": FORM})
    assert runtime.sent[-1] == (READ, m.KeyPressed("Enter", ctrl=True, focus=m.Focus.TEXT, field="label", slot="s1"))
    # forged: an unknown place is the page, a shape not of the map none, no key nothing
    events.handle({"type": "key", "key": "x", "focus": "attic", "shape": ["card", "2"], "ctrl": "yes"})
    assert runtime.sent[-1] == (m.KeyPressed("x", focus=m.Focus.PAGE),)
    events.handle({"type": "key", "key": None})
    assert len(runtime.sent) == 3


def test_changes_of_the_language_the_file_picker_the_slider_and_the_form_choices():
    runtime = Runtime()
    offered = Files(lambda file, done, failed: done(b""))
    events = _events(runtime, files=offered)
    events.handle({"type": "language", "value": "de", "fields": FORM})
    assert runtime.sent[-1] == (READ, m.ChooseLanguage("de"))
    events.handle({"type": "language", "value": "xx"})  # a forged choice: the page's own language
    assert runtime.sent[-1] == (m.ChooseLanguage("en"),)
    file = object()
    events.handle({"type": "file", "name": "game.json", "size": 120}, file)
    assert runtime.sent[-1] == (m.FileOffered(1, "game.json", 120),)
    assert offered.pending == {1: file}
    events.handle({"type": "file", "name": "game.json", "size": 120}, None)  # no file given: nothing
    events.handle({"type": "file", "name": None, "size": 120}, file)
    assert len(runtime.sent) == 3
    events.handle({"type": "slider", "value": "7"})
    assert runtime.sent[-1] == (m.ReplayTo(7),)
    events.handle({"type": "slider", "value": "-1"})  # not a step: nothing
    events.handle({"type": "slider", "value": "٣"})  # a digit, but not one the page writes
    assert len(runtime.sent) == 4
    events.handle({"type": "field", "name": "count", "fields": FORM})
    assert runtime.sent[-1] == (m.FormEdited(READ.values, frozenset()),)
    events.handle({"type": "field", "name": "seat2", "fields": FORM})
    assert len(runtime.sent) == 6
    events.handle({"type": "field", "name": "name1", "fields": FORM})  # a name typed redraws nothing
    assert len(runtime.sent) == 6


def test_the_maps_tab_stop_moved_is_told_with_the_next_records_messages():
    runtime = Runtime()
    runtime.model.session = SimpleNamespace(state=SimpleNamespace(current=0))
    runtime.model.flags.map_focus = (0, ("region", "pilbara"))
    events = _events(runtime)
    events.handle({"type": "click", "hook": ["location", "wiluna", None], "stop": ["region", "pilbara"]})
    assert runtime.sent[-1] == (m.GameClick("location", "wiluna"),)  # where Python knows it is
    events.handle({"type": "click", "hook": ["location", "wiluna", None], "stop": ["location", "wiluna"]})
    assert runtime.sent[-1] == (m.MapFocused("location", "wiluna"), m.GameClick("location", "wiluna"))
    events.handle({"type": "key", "key": "a", "focus": "page", "stop": ["location", "kimberley"]})
    assert runtime.sent[-1][0] == m.MapFocused("location", "kimberley")
    events.handle({"type": "nothing of ours", "stop": ["region", "outback"]})  # told on its own
    assert runtime.sent[-1] == (m.MapFocused("region", "outback"),)
    before = len(runtime.sent)
    events.handle({"type": "map-focus", "shape": ["region", "outback"]})  # no such record any more
    events.handle({"type": "click", "hook": None, "stop": ["nowhere", 3]})
    assert len(runtime.sent) == before


def test_a_pointers_click_after_keys():
    runtime = Runtime(keyboard=True)
    events = _events(runtime)
    # a pointer's click ends the keyboard's way of playing, in the click's own step
    events.handle({"type": "click", "hook": ["command", "undo", None], "pointer": True})
    assert runtime.sent[-1] == (m.PointerUsed(), m.GameClick("command", "undo"))
    events.handle({"type": "click", "hook": None, "pointer": True})  # on nothing of the page's
    assert runtime.sent[-1] == (m.PointerUsed(),)
    before = len(runtime.sent)
    events.handle({"type": "click", "hook": ["command", "undo", None], "pointer": False})  # Enter on a button
    assert runtime.sent[before:] == [(m.GameClick("command", "undo"),)]
    quiet = Runtime(keyboard=False)
    _events(quiet).handle({"type": "click", "hook": None, "pointer": True})
    assert quiet.sent == []
    # the old records of a pointer and of scrolling by hand are no more (draw.js keeps the latter)
    events.handle({"type": "pointer"})
    events.handle({"type": "scrolled"})
    assert len(runtime.sent) == before + 1


def test_another_tab_the_browsers_history_and_an_invitation_become_messages():
    runtime = Runtime()
    events = _events(runtime, history=History(SimpleNamespace()))
    events.handle({"type": "storage", "key": "australia.current", "value": "s2", "fields": FORM})
    assert runtime.sent[-1] == (READ, m.StoreChanged("australia.current", "s2"))
    events.handle({"type": "storage", "key": None, "value": None})  # the store cleared
    assert runtime.sent[-1] == (m.StoreChanged(None, None),)
    events.handle({"type": "history", "state": {"screen": "saved"}})
    assert runtime.sent[-1] == (m.HistoryMoved("saved"),)
    events.handle({"type": "history", "state": {"screen": 3}})  # not an entry of this page
    events.handle({"type": "history", "state": None})
    assert len(runtime.sent) == 3
    events.handle({"type": "invitation", "hash": "#join=2.abc.xyz"})
    assert runtime.sent[-1] == (dm.LinkOpened("#join=2.abc.xyz"),)


@pytest.mark.parametrize(
    "record", [None, "click", 3, {}, {"type": 3}, {"type": "unknown"}, {"type": "__init__"}, {"type": "with-fields"}]
)
def test_a_record_of_no_known_kind_means_nothing(record):
    runtime = Runtime()
    _events(runtime).handle(record)
    assert runtime.sent == []


def test_offline_play_and_the_quick_start_tell_their_status_and_anything_odd_is_not_available():
    runtime = Runtime()
    events = _events(runtime)
    events.handle({"type": "offline", "status": "ready", "persisted": True})
    events.handle({"type": "offline", "status": "preparing", "persisted": None})
    events.handle({"type": "offline", "status": "<b>odd</b>", "persisted": True})  # forged: nothing
    events.handle({"type": "offline", "status": "ready", "persisted": "yes"})
    assert runtime.sent == [(m.OfflineStatus("ready", True),), (m.OfflineStatus("preparing", None),)]
    runtime.sent.clear()
    for status in ("normal", "making", "making", "ready", None, "<b>odd</b>", "snapshot"):
        events.handle({"type": "quickstart", "status": status})
    # each new status once; none, or one this page does not know, is not available
    assert runtime.sent == [(m.QuickStartStatus(s),) for s in ("normal", "making", "ready", "unavailable", "snapshot")]


def test_start_up_takes_what_the_page_found_and_chooses_the_language_as_the_first_script_did():
    from web.browser.events import boot_message
    from web.browser.store import Storage
    from tests.page import Store

    storage = Storage(Store({LANGUAGE_KEY: "de", ZOOM_KEY: "off"}))
    start = {
        "typed": FORM, "pending": "start", "language": "it", "smallScreen": True,
        "reducedMotion": False, "fragment": "#join=1.abc.xyz", "address": "https://example.org/australia/",
    }
    boot = boot_message(start, storage=storage, camera=True)
    assert (boot.typed, boot.pending, boot.language) == (READ, "start", "it")  # the first script chose Italian
    assert (boot.small_screen, boot.reduced_motion, boot.join, boot.address, boot.camera) == (
        True, False, "#join=1.abc.xyz", "https://example.org/australia/", True
    )
    assert boot.preferences[ZOOM_KEY] == "off" and boot.storage_available
    # the language is chosen in one place, the first script: Python takes what it chose
    assert boot_message({**start, "language": "de"}, storage=Storage(Store({})), camera=False).language == "de"
    assert boot_message({**start, "language": None}, storage=storage, camera=False).language == "en"
    # nothing usable found: a plain start
    plain = boot_message(None, storage=Storage(Store({})), camera=False)
    assert (plain.typed, plain.pending, plain.join, plain.address, plain.language) == (None, None, None, "", "en")
    odd = {"language": "xx", "fragment": "", "smallScreen": "yes", "pending": 3}
    odd = boot_message(odd, storage=storage, camera=False)
    assert (odd.language, odd.join, odd.small_screen, odd.pending) == ("en", None, False, None)


def test_another_tabs_change_reaches_the_pages_copy_of_the_store_before_the_page_hears_of_it():
    from web.browser.store import Storage

    storage = Storage.of_page({}, lambda key, value, guarded, expected: None)
    seen = []

    class Watching(Runtime):
        def dispatch(self, *messages):
            seen.append(storage.get("australia.slot.s2"))
            return super().dispatch(*messages)

    runtime = Watching()
    _events(runtime, storage=storage).handle({"type": "storage", "key": "australia.slot.s2", "value": "{}"})
    assert seen == ["{}"] and runtime.sent == [(m.StoreChanged("australia.slot.s2", "{}"),)]
