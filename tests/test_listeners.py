"""The document's events as the page's messages (``web.browser.dom``), under CPython.

The listeners take the document and its elements as arguments; here they get small stand-ins
that answer the few DOM calls they make, so what a click, a key, a change, a drop or another
tab means to the page is checked without a browser (the browser tests check the same wiring
in Chromium).
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from web import messages as m
from web.browser.dom import Listeners, fields, key_pressed, message_of
from web.browser.files import Files
from web.browser.history import History
from web.commands import IMPORT_INPUT, LANGUAGE_SWITCH, REPLAY_SLIDER, Command, Hook
from web.state.page import GAME, NEW


class Element:
    """An element: a tag, attributes, a parent, and what form fields hold."""

    def __init__(self, tag: str = "div", parent: "Element | None" = None, **attributes: str) -> None:
        self.tagName = tag.upper()
        self.parentElement = parent
        self.attributes = {k.replace("_", "-"): v for k, v in attributes.items()}
        self.id = self.attributes.get("id", "")
        self.type = self.attributes.get("type", "")
        self.value = self.attributes.get("value", "")
        self.checked = False
        self.files = None

    def getAttribute(self, name: str):  # noqa: N802 - the DOM's name
        return self.attributes.get(name)

    def setAttribute(self, name: str, value: str) -> None:  # noqa: N802
        self.attributes[name] = value

    def _matches(self, selector: str) -> bool:
        if selector.startswith("#"):
            return self.id == selector[1:]
        if selector.startswith("."):
            return selector[1:] in self.attributes.get("class", "").split()
        if selector.startswith("[") and selector.endswith("]"):
            return selector[1:-1] in self.attributes
        return self.tagName == selector.upper()

    def closest(self, selectors: str):
        element = self
        while element is not None:
            if any(element._matches(s.strip()) for s in selectors.split(",")):
                return element
            element = element.parentElement
        return None


class ClassList:
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add(self, name: str) -> None:
        self.names.add(name)

    def remove(self, name: str) -> None:
        self.names.discard(name)


class Found(list):
    @property
    def length(self) -> int:
        return len(self)

    def item(self, index: int):
        return self[index]


class Document:
    def __init__(self, *elements: Element) -> None:
        self.elements = list(elements)
        self.body = SimpleNamespace(classList=ClassList())

    def querySelectorAll(self, selector: str):  # noqa: N802
        if selector == '#board [tabindex="0"]':
            return Found(e for e in self.elements if e.closest("#board") and e.getAttribute("tabindex") == "0")
        return Found(e for e in self.elements if e._matches(selector))


class Event:
    def __init__(self, target=None, **fields) -> None:
        self.target = target
        self.prevented = False
        self.defaultPrevented = False
        for name, value in {"key": "", "ctrlKey": False, "metaKey": False, "altKey": False, "detail": 1, **fields}.items():
            setattr(self, name, value)

    def preventDefault(self) -> None:  # noqa: N802
        self.prevented = self.defaultPrevented = True


class Runtime:
    """Takes the messages; says the page took a key when told to."""

    def __init__(self, screen: str = GAME, map_key: bool = False, keyboard: bool = False, takes: bool = True) -> None:
        self.sent: list[tuple] = []
        self.takes = takes
        self.model = SimpleNamespace(
            flags=SimpleNamespace(map_key=map_key, keyboard=keyboard), screen=SimpleNamespace(name=screen)
        )
        self.document = SimpleNamespace(scrolled=0)
        self.document.scrolled_by_hand = lambda: setattr(self.document, "scrolled", self.document.scrolled + 1)

    def dispatch(self, *messages) -> bool:
        self.sent.append(messages)
        return self.takes


def _listeners(document: Document, runtime: Runtime, **adapters) -> Listeners:
    return Listeners(runtime, document, **adapters)


def _form() -> tuple[Document, Element]:
    form = Element("form", id="setup")
    name = Element("input", form, data_field="name1", type="text", value="Ann", data_default="Player 1")
    count = Element("input", form, data_field="count", type="radio", value="3")
    count.checked = True
    other = Element("input", form, data_field="count", type="radio", value="4")
    hints = Element("input", form, data_field="hints", type="checkbox")
    start = Element("button", form, type="button", data_command=Command.START.value)
    return Document(form, name, count, other, hints, start), start


# --- reading the page -----------------------------------------------------------------------------


def test_a_click_inside_a_control_means_that_controls_message_and_nothing_else_means_one():
    card = Element("button", data_card="2")
    label = Element("span", card)
    assert message_of(label) == m.GameClick("card", 2)
    slot = Element("button", data_command=Command.OPEN.value, data_arg="abc")
    assert message_of(slot) == m.OpenSlot("abc")
    assert message_of(Element("p")) is None
    assert message_of(None) is None
    assert message_of(Element("button", data_card="two")) is None  # a forged hook is nothing


def test_the_forms_fields_are_read_as_typed_with_defaults_told_apart():
    document, _ = _form()
    read = fields(document)
    assert read.values == {"name1": "Ann", "count": "3", "hints": "off"}
    assert read.defaults == frozenset()
    document.elements[1].value = "Player 1"  # the seat's default name, untouched
    assert fields(document) == m.FieldsRead({"count": "3", "hints": "off"}, frozenset({"name1"}))
    assert fields(Document()) is None


def test_a_key_says_where_it_was_pressed():
    board = Element("div", id="board")
    region = Element("g", board, data_region="pilbara", tabindex="0")
    key = key_pressed(Event(region, key="ArrowLeft"))
    assert (key.focus, key.shape, key.ctrl) == (m.Focus.MAP, ("region", "pilbara"), False)
    rename = Element("input", type="text", data_field="label", data_slot_label="s1")
    key = key_pressed(Event(rename, key="Enter", metaKey=True))
    assert (key.focus, key.field, key.slot, key.ctrl) == (m.Focus.TEXT, "label", "s1", True)
    assert key_pressed(Event(Element("select"), key="x")).focus == m.Focus.FIELD
    assert key_pressed(Event(Element("button"), key="x")).focus == m.Focus.BUTTON
    assert key_pressed(Event(Element("div"), key="x")).focus == m.Focus.PAGE
    # a region of the map outside the map (a picture in the rules) is no place on the map
    assert key_pressed(Event(Element("g", data_region="pilbara"), key="ArrowLeft")).focus == m.Focus.PAGE


# --- the listeners -------------------------------------------------------------------------------


def test_a_click_on_a_control_sends_the_fields_then_its_message_and_is_the_pages():
    document, start = _form()
    runtime = Runtime(screen=NEW)
    event = Event(start)
    _listeners(document, runtime).click(event)
    assert runtime.sent == [(fields(document), m.StartGame())]
    assert event.prevented


def test_the_second_click_of_a_double_click_on_the_game_is_ignored():
    undo = Element("button", data_command=Command.UNDO.value)
    runtime = Runtime(screen=GAME)
    event = Event(undo, detail=2)
    _listeners(Document(undo), runtime).click(event)
    assert runtime.sent == [] and event.prevented
    _listeners(Document(undo), runtime).click(Event(undo, detail=1))
    assert runtime.sent == [(m.GameClick(Hook.COMMAND.value, Command.UNDO.value),)]


def test_a_click_outside_the_open_key_to_the_map_closes_it_and_inside_it_does_not():
    key = Element("div", **{"class": "map-key"})
    inside = Element("p", key)
    runtime = Runtime(map_key=True)
    _listeners(Document(), runtime).click(Event(inside))
    assert runtime.sent == []
    _listeners(Document(), runtime).click(Event(Element("p")))
    assert runtime.sent == [(m.CloseMapKey(),)]
    closed = Runtime(map_key=False)
    _listeners(Document(), closed).click(Event(Element("p")))
    assert closed.sent == []


@pytest.mark.parametrize("takes", [True, False])
def test_a_key_the_page_takes_is_kept_from_the_browser_and_one_it_leaves_is_not(takes):
    board = Element("div", id="board")
    region = Element("g", board, data_region="pilbara")
    runtime = Runtime(takes=takes)
    document, _ = _form()
    event = Event(region, key="ArrowUp")
    _listeners(document, runtime).keydown(event)
    # moving on the map reads no field
    assert runtime.sent == [(m.KeyPressed("ArrowUp", focus=m.Focus.MAP, shape=("region", "pilbara")),)]
    assert event.prevented is takes
    other = Event(Element("div"), key="Escape")
    _listeners(document, runtime).keydown(other)
    assert runtime.sent[-1] == (fields(document), m.KeyPressed("Escape", focus=m.Focus.PAGE))
    assert other.prevented is takes


def test_changes_of_the_language_the_file_picker_the_slider_and_the_form_choices():
    document, _ = _form()
    runtime = Runtime()
    offered = Files(lambda file, done, failed: done(b""))
    listeners = _listeners(document, runtime, files=offered)
    switch = Element("select", id=LANGUAGE_SWITCH, value="de")
    listeners.change(Event(switch))
    assert runtime.sent[-1] == (fields(document), m.ChooseLanguage("de"))
    switch.value = "xx"  # a forged choice: the page's own language instead
    listeners.change(Event(switch))
    assert runtime.sent[-1][-1] == m.ChooseLanguage("en")
    picker = Element("input", id=IMPORT_INPUT, type="file")
    picker.files = Found([SimpleNamespace(name="game.json", size=120)])
    listeners.change(Event(picker))
    assert runtime.sent[-1] == (m.FileOffered(1, "game.json", 120),)
    picker.files = Found()
    listeners.change(Event(picker))
    assert len(runtime.sent) == 3  # no file chosen: nothing
    slider = Element("input", id=REPLAY_SLIDER, type="range", value="7")
    listeners.change(Event(slider))
    listeners.input(Event(slider))
    assert runtime.sent[-2:] == [(m.ReplayTo(7),), (m.ReplayTo(7),)]
    slider.value = "-1"
    listeners.input(Event(slider))
    assert len(runtime.sent) == 5  # not a step: nothing
    count = document.elements[2]
    listeners.change(Event(count))
    assert runtime.sent[-1] == (m.FormEdited({"name1": "Ann", "count": "3", "hints": "off"}, frozenset()),)
    listeners.change(Event(document.elements[1]))  # a name typed redraws nothing
    assert len(runtime.sent) == 6


def test_a_shape_of_the_map_taking_the_focus_becomes_the_maps_one_tab_stop():
    board = Element("div", id="board")
    first = Element("g", board, data_region="pilbara", tabindex="0")
    second = Element("g", board, data_location="wiluna", tabindex="-1")
    dot = Element("circle", second)
    runtime = Runtime()
    _listeners(Document(board, first, second, dot), runtime).focusin(Event(dot))
    assert (first.getAttribute("tabindex"), second.getAttribute("tabindex")) == ("-1", "0")
    assert runtime.sent == [(m.MapFocused("location", "wiluna"),)]
    _listeners(Document(), runtime).focusin(Event(Element("button")))
    assert len(runtime.sent) == 1


def test_a_pointer_after_keys_tells_the_page_and_otherwise_not():
    runtime = Runtime(keyboard=True)
    _listeners(Document(), runtime).pointerdown(Event())
    assert runtime.sent == [(m.PointerUsed(),)]
    quiet = Runtime(keyboard=False)
    _listeners(Document(), quiet).pointerdown(Event())
    assert quiet.sent == []


def test_a_file_dragged_over_the_page_is_taken_when_dropped():
    document = Document()
    runtime = Runtime()
    listeners = _listeners(document, runtime, files=Files(lambda file, done, failed: done(b"")))
    dropped = SimpleNamespace(name="save.json", size=10)
    carrying = SimpleNamespace(types=["Files"], files=Found([dropped]))
    over = Event(Element("main"), dataTransfer=carrying)
    listeners.dragover(over)
    assert over.prevented and "dropping" in document.body.classList.names
    text = Event(Element("main"), dataTransfer=SimpleNamespace(types=["text/plain"], files=Found()))
    listeners.dragover(text)
    assert not text.prevented  # only files may be dropped
    listeners.dragleave(Event(relatedTarget=Element("main")))
    assert "dropping" in document.body.classList.names  # still over the page
    listeners.dragleave(Event(relatedTarget=None))
    assert "dropping" not in document.body.classList.names
    drop = Event(Element("main"), dataTransfer=carrying)
    listeners.drop(drop)
    assert drop.prevented and runtime.sent == [(m.FileOffered(1, "save.json", 10),)]
    on_picker = Event(Element("input", id=IMPORT_INPUT), dataTransfer=carrying)
    listeners.drop(on_picker)
    assert len(runtime.sent) == 1  # the picker's own change event brings that one


def test_another_tab_and_the_browsers_history_become_messages():
    document, _ = _form()
    runtime = Runtime()
    history = History(SimpleNamespace())
    listeners = _listeners(document, runtime, history=history)
    listeners.storage(Event(key="australia.current", newValue="s2"))
    assert runtime.sent[-1] == (fields(document), m.StoreChanged("australia.current", "s2"))
    listeners.storage(Event(key=None, newValue=None))  # the store cleared
    assert runtime.sent[-1][-1] == m.StoreChanged(None, None)
    listeners.popstate(Event(state={"screen": "saved"}))
    assert runtime.sent[-1] == (m.HistoryMoved("saved"),)
    listeners.popstate(Event(state={"screen": 3}))  # not an entry of this page
    listeners.popstate(Event(state=None))
    assert len(runtime.sent) == 3


def test_scrolling_by_hand_is_noted_but_not_a_key_a_control_or_the_page_took():
    runtime = Runtime()
    listeners = _listeners(Document(), runtime)
    listeners.scrolling(Event(type="wheel"))
    listeners.scrolling(Event(Element("div"), type="keydown", key="PageDown"))
    assert runtime.document.scrolled == 2
    listeners.scrolling(Event(Element("button"), type="keydown", key=" "))  # Space presses a button
    listeners.scrolling(Event(Element("div"), type="keydown", key="x"))
    taken = Event(Element("div"), type="keydown", key="ArrowDown")
    taken.preventDefault()
    listeners.scrolling(taken)
    assert runtime.document.scrolled == 2
