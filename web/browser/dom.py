"""The document's events as the page's messages.

One delegated listener per kind of event on the document survives every drawing. A clicked
element's hook (``data-command``, ``data-region`` ...) becomes a typed message through
``web.commands.parse``; a key becomes ``KeyPressed`` with what had the focus; the fields of a
form are read before every click and key, so nothing typed is lost. The runtime says whether
the page took an event as its own; then the browser does nothing more with it.

``Listeners`` takes the document, the runtime and the other adapters as arguments; the
functions that read elements take elements, so they work on any object that answers the same
few DOM calls.
"""

from __future__ import annotations

from typing import Any, Callable

from web import messages as m
from web.commands import ARG, DEFAULT, FIELD, HOOKS, IMPORT_INPUT, LANGUAGE_SWITCH, MAP_KEYS, REPLAY_SLIDER, SLOT_LABEL, Hook, parse
from web.state.page import GAME
from web.text import i18n

HOOK_SELECTOR = ",".join(f"[{hook.attribute}]" for hook in HOOKS)
FORM_CHOICES = ("count", "variant", "hints")  # fields whose change redraws the form
SCROLL_KEYS = frozenset({"PageDown", "PageUp", "ArrowDown", "ArrowUp", "Home", "End", " "})  # keys that scroll a page
CONTROLS = "button, input, select, textarea, summary, [role=button], [tabindex]"  # where those keys do something else


def hook_of(element) -> tuple[str, str, str | None] | None:
    """(hook, value, argument) of the clickable element ``element`` is in, or None."""
    hit = element.closest(HOOK_SELECTOR) if element and hasattr(element, "closest") else None
    if not hit:  # null from JavaScript is falsy but not None
        return None
    for hook in HOOKS:
        value = hit.getAttribute(hook.attribute)
        if isinstance(value, str):
            arg = hit.getAttribute(ARG)
            return hook.value, value, arg if isinstance(arg, str) else None
    return None


def message_of(element) -> m.Msg | None:
    found = hook_of(element)
    return parse(*found) if found is not None else None


def map_shape(element) -> tuple[str, str] | None:
    """(kind, id) when ``element`` is a region or location of the map, else None."""
    if not element or not hasattr(element, "closest") or not element.closest("#board"):
        return None
    found = hook_of(element)
    if found is None or found[0] not in (Hook.REGION, Hook.LOCATION):
        return None
    return found[0], found[1]


def fields(document) -> m.FieldsRead | None:
    """What the page's fields hold now (None when there are none on the screen)."""
    values: dict[str, str] = {}
    defaults = set()
    found = document.querySelectorAll(f"[{FIELD}]")
    if not found.length:
        return None
    for field in found:
        name = field.getAttribute(FIELD)
        kind = field.type
        if kind == "radio":
            if field.checked:
                values[name] = str(field.value)
        elif kind == "checkbox":
            values[name] = "on" if field.checked else "off"
        else:
            value = str(field.value)
            default = field.getAttribute(DEFAULT)
            if isinstance(default, str) and value == default:
                defaults.add(name)
            else:
                values[name] = value
    return m.FieldsRead(values, frozenset(defaults))


def key_pressed(event) -> m.KeyPressed:
    """A key, with where it was pressed."""
    element = event.target
    shape = map_shape(element)
    tag = getattr(element, "tagName", "") if element else ""
    field = slot = None
    if shape is not None:
        focus = m.Focus.MAP
    elif tag == "INPUT" and element.type in ("text", "search", "number"):
        focus = m.Focus.TEXT
        name, label = element.getAttribute(FIELD), element.getAttribute(SLOT_LABEL)
        field = name if isinstance(name, str) else None
        slot = label if isinstance(label, str) else None
    elif tag in ("INPUT", "SELECT", "TEXTAREA"):
        focus = m.Focus.FIELD
    elif tag == "BUTTON":
        focus = m.Focus.BUTTON
    else:
        focus = m.Focus.PAGE
    return m.KeyPressed(
        str(event.key),
        ctrl=bool(event.ctrlKey or event.metaKey),
        alt=bool(event.altKey),
        focus=focus,
        shape=shape,
        field=field,
        slot=slot,
    )


class Listeners:
    """The page's listeners, one per kind of event (``attach`` puts them on the document)."""

    def __init__(self, runtime, document, *, files=None, history=None, to_py: Callable[[Any], Any] = lambda x: x) -> None:
        self.runtime = runtime
        self.document = document
        self.files = files
        self.history = history
        self.to_py = to_py

    def _with_fields(self, *messages: m.Msg) -> bool:
        read = fields(self.document)
        return self.runtime.dispatch(*((read,) if read is not None else ()), *messages)

    def click(self, event) -> None:
        msg = message_of(event.target)
        if msg is None:
            target = event.target
            inside = target.closest(".map-key") if target and hasattr(target, "closest") else None
            if self.runtime.model.flags.map_key and not inside:
                self.runtime.dispatch(m.CloseMapKey())  # a click outside the open key closes it
            return
        event.preventDefault()
        if getattr(event, "detail", 1) > 1 and self.runtime.model.screen.name == GAME:
            # The second click of a double-click lands on whatever the first one drew there
            # (Undo, after a card is played): no control of the game is ever meant for it.
            return
        self._with_fields(msg)

    def keydown(self, event) -> None:
        key = key_pressed(event)
        if key.focus == m.Focus.MAP and key.key in MAP_KEYS:
            handled = self.runtime.dispatch(key)  # moving on the map reads no field
        else:
            handled = self._with_fields(key)
        if handled:
            event.preventDefault()

    def change(self, event) -> None:
        element = event.target
        ident = getattr(element, "id", "") if element else ""
        if ident == LANGUAGE_SWITCH:
            self._with_fields(m.ChooseLanguage(i18n.supported(str(element.value))))
            return
        if ident == IMPORT_INPUT:
            found = element.files
            if found.length:
                self._offer(found.item(0))
            return
        if ident == REPLAY_SLIDER:
            self._slider(element)
            return
        name = element.getAttribute(FIELD) if element and hasattr(element, "getAttribute") else None
        if isinstance(name, str) and (name in FORM_CHOICES or name.startswith("seat")):
            read = fields(self.document)
            if read is not None:
                self.runtime.dispatch(m.FormEdited(read.values, read.defaults))

    def input(self, event) -> None:
        element = event.target
        if element and getattr(element, "id", "") == REPLAY_SLIDER:
            self._slider(element)

    def _slider(self, element) -> None:
        text = str(element.value)
        if text.isascii() and text.isdigit():
            self.runtime.dispatch(m.ReplayTo(int(text)))

    def focusin(self, event) -> None:
        """A shape of the map took the focus: make it the map's one stop in the Tab order."""
        element = event.target
        shape = map_shape(element)
        if shape is None:
            return
        for other in self.document.querySelectorAll('#board [tabindex="0"]'):
            other.setAttribute("tabindex", "-1")
        element.closest(HOOK_SELECTOR).setAttribute("tabindex", "0")
        self.runtime.dispatch(m.MapFocused(*shape))

    def pointerdown(self, _event) -> None:
        if self.runtime.model.flags.keyboard:
            self.runtime.dispatch(m.PointerUsed())

    # --- files -------------------------------------------------------------------------------

    def _offer(self, file) -> None:
        if self.files is not None:
            self.runtime.dispatch(self.files.offer(file, str(file.name), int(file.size)))

    @staticmethod
    def _carries_files(event) -> bool:
        types = event.dataTransfer.types if event.dataTransfer else None
        return bool(types) and any(str(t) == "Files" for t in types)

    def dragover(self, event) -> None:
        if self._carries_files(event):
            event.preventDefault()  # lets the page take the drop
            self.document.body.classList.add("dropping")

    def dragleave(self, event) -> None:
        if not event.relatedTarget:
            self.document.body.classList.remove("dropping")

    def drop(self, event) -> None:
        self.document.body.classList.remove("dropping")
        found = event.dataTransfer.files if event.dataTransfer else None
        if not found or not found.length or (event.target and getattr(event.target, "id", "") == IMPORT_INPUT):
            return  # a drop on the file picker itself arrives as its change event
        event.preventDefault()  # never let the browser navigate to the dropped file
        self._offer(found.item(0))

    # --- the browser ---------------------------------------------------------------------------

    def storage(self, event) -> None:
        """Another tab changed the store: never write over it, show what it did."""
        key = event.key if isinstance(event.key, str) else None
        value = event.newValue if isinstance(event.newValue, str) else None
        self._with_fields(m.StoreChanged(key, value))

    def popstate(self, event) -> None:
        if self.history is None:
            return
        state = self.to_py(event.state) if event.state else None
        moved = self.history.moved(state)
        if moved is not None:
            self.runtime.dispatch(moved)

    def scrolling(self, event) -> None:
        """A wheel, a finger on the screen or a key that scrolls: the person is moving the page."""
        if getattr(event, "type", "") == "keydown":
            target = event.target
            on_control = target is not None and hasattr(target, "closest") and target.closest(CONTROLS)
            if event.defaultPrevented or on_control or str(event.key) not in SCROLL_KEYS:
                return  # a key the page or a control took: it moved no page
        self.runtime.document.scrolled_by_hand()

    def attach(self, add: Callable[[str, Callable], None], add_to_window: Callable[[str, Callable], None]) -> None:
        for name in ("click", "keydown", "change", "input", "focusin", "pointerdown", "dragover", "dragleave", "drop"):
            add(name, getattr(self, name))
        for name in ("wheel", "touchmove", "keydown"):
            add_to_window(name, self.scrolling)
        add_to_window("storage", self.storage)
        add_to_window("popstate", self.popstate)
