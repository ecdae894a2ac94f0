"""The page's events as its messages: the records ``web/static/events.js`` reads from the document.

The page's script reads each event at once into a record of plain values (JSON's kinds) and
gives it here with the file a player gave, if any: a click with its hook, a key with where it
was pressed, the form's fields, a change, a drop, another tab's change to the store, a step in
the history. Here a record becomes the page's typed messages (``web.hooks.parse`` for a
hook), handed to the runtime. A record is read as untrusted: anything malformed means nothing.

Nothing here touches the browser, so the same records would mean the same wherever the page's
Python runs.
"""

from __future__ import annotations

from typing import Any

from web import messages as m
from web.devices import messages as dm
from web.devices import browser as devices
from web.dom import MAP_KEYS
from web.hooks import Hook, parse
from web.storage import PREFERENCE_KEYS
from web.protocol import MAKERS, RecordKind
from web.state.game import remembered_shape
from web.state.page import GAME
from web.text import i18n
from web.text.page import DEVELOPMENT, PREPARING, QUICK_STATES, READY, UNAVAILABLE

FORM_CHOICES = ("count", "variant", "hints")  # fields whose change redraws the form
SHAPE_HOOKS = (Hook.REGION.value, Hook.LOCATION.value)
FOCUSES = {focus.value: focus for focus in m.Focus}
# The records read here, each by the method of its name (the rest are other devices' records).
KINDS = frozenset(kind.value for kind, maker in MAKERS.items() if maker != "peers")
# what the person did on this page (not another tab's change, the offline copy's news, a refusal)
PERSON = frozenset(kind.value for kind, maker in MAKERS.items() if maker == "events") - {RecordKind.STORAGE.value}
OFFLINE_STATES = (DEVELOPMENT, PREPARING, READY, UNAVAILABLE)


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def fields_of(plain: Any) -> m.FieldsRead | None:
    """The form's fields as the script read them (``{values, defaults}``), or None."""
    if not isinstance(plain, dict) or not isinstance(plain.get("values"), dict):
        return None
    values = {k: v for k, v in plain["values"].items() if isinstance(k, str) and isinstance(v, str)}
    defaults = plain.get("defaults")
    named = frozenset(d for d in defaults if isinstance(d, str)) if isinstance(defaults, list) else frozenset()
    return m.FieldsRead(values, named)


def _shape(plain: Any) -> tuple[str, str] | None:
    if isinstance(plain, (list, tuple)) and len(plain) == 2 and plain[0] in SHAPE_HOOKS and isinstance(plain[1], str):
        return plain[0], plain[1]
    return None


def key_of(record: dict, sent: int | None = None) -> m.KeyPressed | None:
    """A key's message; ``sent``: the batches of drawing sent to the page so far, against
    which the record's ``drawn`` tells whether the page was behind when the key was pressed."""
    key = _text(record.get("key"))
    if key is None:
        return None
    drawn = record.get("drawn")
    behind = sent is not None and isinstance(drawn, int) and not isinstance(drawn, bool) and drawn < sent
    return m.KeyPressed(
        key,
        ctrl=record.get("ctrl") is True,
        alt=record.get("alt") is True,
        focus=FOCUSES.get(record.get("focus"), m.Focus.PAGE),
        shape=_shape(record.get("shape")),
        field=_text(record.get("field")),
        slot=_text(record.get("slot")),
        behind=behind,
    )


def click_of(record: dict) -> m.Msg | None:
    """The message of a click's hook (``[hook, value, argument]``), or None."""
    hook = record.get("hook")
    if not isinstance(hook, (list, tuple)) or len(hook) != 3:
        return None
    name, value, arg = hook
    if not isinstance(name, str) or not isinstance(value, str):
        return None
    return parse(name, value, _text(arg))


class Events:
    """Hands each record's messages to the runtime (``handle`` is the script's sink)."""

    def __init__(self, runtime, *, files=None, history=None, storage=None) -> None:
        self.runtime = runtime
        self.files = files
        self.history = history
        self.storage = storage  # web.browser.store.Storage: its copy follows other tabs' changes
        self._quick: str | None = None  # the quick start's status told last
        self._before: tuple[m.Msg, ...] = ()  # what the record says before its own messages

    def handle(self, record: Any, file: Any = None) -> None:
        if not isinstance(record, dict):
            return
        self._before = self._map_stop(record)
        try:
            kind = record.get("type")
            if kind in PERSON:
                self.runtime.heard()
            if kind in KINDS:
                getattr(self, "_" + kind.replace("-", "_"))(record, file)
            elif kind in devices.KINDS:  # other devices, the camera (web/static/devices.js)
                msg = devices.message_of(record)
                if msg is not None:
                    self._dispatch(msg)
        finally:
            if self._before:  # the record led to nothing else: told on its own
                self._dispatch()

    def _dispatch(self, *messages: m.Msg) -> bool:
        before, self._before = self._before, ()
        return self.runtime.dispatch(*before, *messages)

    def _map_stop(self, record: dict) -> tuple[m.Msg, ...]:
        """The map's one stop in the Tab order, as the page's listeners keep it (they move it
        to the shape that takes the focus): every record says where it is, and a change is
        told with the record's own messages, so a click on the map is still one record."""
        shape = _shape(record.get("stop"))
        model = self.runtime.model
        if shape is None or getattr(model, "session", None) is None or remembered_shape(model) == shape:
            return ()
        return (m.MapFocused(*shape),)

    def _with_fields(self, record: dict, *messages: m.Msg) -> bool:
        read = fields_of(record.get("fields"))
        return self._dispatch(*((read,) if read is not None else ()), *messages)

    def _click(self, record: dict, _file) -> None:
        # A click of a pointer (not a key on a button) ends the keyboard's way of playing.
        pointer = (m.PointerUsed(),) if record.get("pointer") is True and self.runtime.model.flags.keyboard else ()
        msg = click_of(record)
        if msg is None:
            if self.runtime.model.flags.map_key and record.get("inMapKey") is not True:
                self._dispatch(*pointer, m.CloseMapKey())  # a click outside the open key closes it
            elif pointer:
                self._dispatch(*pointer)
            return
        repeat = record.get("repeat")
        if isinstance(repeat, (int, float)) and repeat > 1 and self.runtime.model.screen.name == GAME:
            # The second click of a double-click lands on whatever the first one drew there
            # (Undo, after a card is played): no control of the game is ever meant for it.
            if pointer:
                self._dispatch(*pointer)
            return
        self._with_fields(record, *pointer, msg)

    def _key(self, record: dict, _file) -> None:
        key = key_of(record, getattr(self.runtime.document, "sent", None))
        if key is None:
            return
        if key.focus == m.Focus.MAP and key.key in MAP_KEYS:
            self._dispatch(key)  # moving on the map reads no field
        else:
            self._with_fields(record, key)

    def _language(self, record: dict, _file) -> None:
        self._with_fields(record, m.ChooseLanguage(i18n.supported(str(record.get("value")))))

    def _file(self, record: dict, file) -> None:
        name, size = _text(record.get("name")), record.get("size")
        if self.files is None or file is None or name is None or not isinstance(size, (int, float)):
            return
        self._dispatch(self.files.offer(file, name, int(size)))

    def _slider(self, record: dict, _file) -> None:
        text = _text(record.get("value")) or ""
        if text.isascii() and text.isdigit():
            self._dispatch(m.ReplayTo(int(text)))

    def _field(self, record: dict, _file) -> None:
        name = _text(record.get("name"))
        read = fields_of(record.get("fields"))
        if name is not None and read is not None and (name in FORM_CHOICES or name.startswith("seat")):
            self._dispatch(m.FormEdited(read.values, read.defaults))

    def _storage(self, record: dict, _file) -> None:
        """Another tab changed the store: never write over it, show what it did."""
        key, value = _text(record.get("key")), _text(record.get("value"))
        if self.storage is not None:
            self.storage.changed_elsewhere(key, value)
        self._with_fields(record, m.StoreChanged(key, value))

    def _history(self, record: dict, _file) -> None:
        if self.history is None:
            return
        state = record.get("state")
        moved = self.history.moved(state if isinstance(state, dict) else None)
        if moved is not None:
            self._dispatch(moved)

    def _invitation(self, record: dict, _file) -> None:
        """An invitation link opened in this page, already open (the script took it off the
        address): joined."""
        opened = _text(record.get("hash"))
        if opened is not None:
            self._dispatch(dm.LinkOpened(opened))

    def _offline(self, record: dict, _file) -> None:
        """Offline play's status (``web/static/offline.js``): the Saved games screen says it."""
        status, persisted = record.get("status"), record.get("persisted")
        if status in OFFLINE_STATES and persisted in (True, False, None):
            self._dispatch(m.OfflineStatus(status, persisted))

    def _refused(self, record: dict, _file) -> None:
        """The page could not carry out part of frame number ``frame``: writes the browser
        refused (``[key, answer, what the key holds now]``), or a drawing."""
        frame = record.get("frame")
        if not isinstance(frame, int) or isinstance(frame, bool):
            return
        writes = record.get("writes")
        for write in writes if isinstance(writes, list) else ():
            if isinstance(write, list) and len(write) == 3 and isinstance(write[0], str):
                key, answer, now = write
                self.runtime.store_answered(key, answer, _text(now), frame)
        if record.get("drawn") is False:
            self.runtime.drawing_failed()

    def _quickstart(self, record: dict, _file) -> None:
        """The quick start's status; one this page does not know means it is not available."""
        status = record.get("status")
        status = status if status in QUICK_STATES else UNAVAILABLE
        if status != self._quick:
            self._quick = status
            self._dispatch(m.QuickStartStatus(status))


def boot_message(start: Any, *, storage, camera: bool) -> m.Boot:
    """Start-up's message from what the page's script found as Python started
    (``web/static/events.js``'s start record): what was typed and pressed meanwhile, the
    language the page's first script chose (``web/static/boot.js``: the one place a language
    is chosen), the screen, an invitation in the address."""
    start = start if isinstance(start, dict) else {}
    language = i18n.supported(start.get("language"))  # boot.js chose it, before anything was painted
    fragment = _text(start.get("fragment"))
    return m.Boot(
        typed=fields_of(start.get("typed")),
        pending=_text(start.get("pending")),
        language=language,
        preferences={key: storage.preference(key) for key in PREFERENCE_KEYS},
        small_screen=start.get("smallScreen") is True,
        reduced_motion=start.get("reducedMotion") is True,
        storage_available=storage.available,
        join=fragment or None,
        address=_text(start.get("address")) or "",
        camera=camera,
    )
