"""What crosses between the page's scripts and the page's Python, defined once.

The page's Python runs in PyScript's worker; the page's scripts (``web/static/``) do only what
needs the page's thread. Between them, for every input: **one record in, one frame out**.

* A *record* (page -> Python) is one input read at once into plain values: a click, a key, a
  field, a file, another tab's change to the store, a step in the history, what happened to a
  connection with another device, offline play's status, or the page's answer that it could
  not carry out part of a frame. Its ``type`` is one of ``RecordKind``.
* A *frame* (Python -> page) is everything the page must do for it, carried out in one task:
  first the storage ``writes``, then the ``ops`` in order (the drawing, where the focus goes,
  the keys the page takes from now on, then the other effects: a download, the history,
  other devices, the camera, offline play). A frame answers the record numbered ``seq``; a
  step that no record began (a timer, the computer's thinking, a file read) sends a frame of
  its own. What a player has seen is therefore already saved: the page writes a frame's saves
  before it draws them.
* A write the browser refuses (a full disk, another tab's newer save) is told back in the next
  record (``RecordKind.REFUSED``), with the number of the frame that carried it.

Each op is carried out by one of the page's scripts (``Script``), and each record is made by
one (``MAKERS``). ``page_constants`` is everything each script is given: the words of this
protocol it makes or takes (record kinds, ops, owners, channels, where a key was pressed), by
their names here, and the names it shares with the page's Python. The build writes it into the
page (``#page-constants``, ``tools/prerender.py``), and the scripts read every word from there:
``relay.js`` routes each op to its script by ``OWNERS``, ``draw.js``, ``devices.js`` and
``offline.js`` register each handler under its op's word, and every record's ``type`` is a word
given. The scripts' tests spell every word otherwise (``tests/features/test_page_scripts.py``),
so a word a script wrote itself fails them; ``tests/web/test_protocol.py`` holds every record
to a reader here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import StrEnum

from web import dom, hooks, storage
from web.messages import Focus


class Channel(StrEnum):
    """The ``australia`` kind of every message between the page and its Python's worker."""

    PAGE = "page"  # page -> Python: the page listens now (a hello sent before it did was lost)
    HELLO = "hello"  # Python -> page: Python runs (the store's prefix, how it started)
    START = "start"  # page -> Python: what the page is like, the store's keys, a camera
    RECORD = "record"  # page -> Python: one input (seq, record, file)
    FRAME = "frame"  # Python -> page: what to do for it (seq, writes, ops)


class Script(StrEnum):
    """The page's script that carries out an op."""

    DRAW = "draw"  # web/static/draw.js
    PEERS = "peers"  # web/static/devices.js
    OFFLINE = "offline"  # web/static/offline.js


class Op(StrEnum):
    """What a frame asks of the page, in the order it is written."""

    DRAW = "draw"  # the screen: whole, the game screen's changed parts, or the replay's step
    FOCUS = "focus"  # the focus on the first element found of some selectors
    KEEP = "keep"  # after a drawing where nothing took the focus: back where it was
    KEYS = "keys"  # the keys the page takes from now on (web.state.keymap)
    RULES_OPENED = "rules-opened"
    RULES_CLOSED = "rules-closed"
    PROGRESS = "progress"  # how far the computer has thought
    SHOW_BOARD = "show-board"  # the map scrolled into view on a stacked screen
    SPEAK = "speak"  # the page around the game in the language in use
    HISTORY = "history"  # an entry of the browser's history, pushed or replaced
    DOWNLOAD = "download"  # a file handed to the player
    RELOAD = "reload"
    READY = "ready"  # start-up has finished
    FAULT = "fault"  # an unexpected failure, caught: said in the console
    PEER_OFFER = "peer-offer"  # the host: a new connection and its offer
    PEER_ACCEPT = "peer-accept"  # the host: the guest's answer taken
    PEER_ANSWER = "peer-answer"  # the guest: an answer to the host's offer
    PEER_SEND = "peer-send"
    PEER_CLOSE = "peer-close"
    CAMERA_ON = "camera-on"
    CAMERA_OFF = "camera-off"
    COPY = "copy"  # a text to the clipboard
    OFFLINE = "offline"  # offline play's part starts (once, after the first drawing)


OWNERS: dict[Op, Script] = {
    **{op: Script.DRAW for op in (
        Op.DRAW, Op.FOCUS, Op.KEEP, Op.KEYS, Op.RULES_OPENED, Op.RULES_CLOSED, Op.PROGRESS, Op.SHOW_BOARD,
        Op.SPEAK, Op.HISTORY, Op.DOWNLOAD, Op.RELOAD, Op.READY, Op.FAULT,
    )},
    **{op: Script.PEERS for op in (
        Op.PEER_OFFER, Op.PEER_ACCEPT, Op.PEER_ANSWER, Op.PEER_SEND, Op.PEER_CLOSE, Op.CAMERA_ON, Op.CAMERA_OFF,
        Op.COPY,
    )},
    Op.OFFLINE: Script.OFFLINE,
}


class RecordKind(StrEnum):
    """The ``type`` of every record, by the script that makes it."""

    # web/static/events.js: the document's events
    CLICK = "click"
    KEY = "key"
    LANGUAGE = "language"
    FILE = "file"
    SLIDER = "slider"
    FIELD = "field"
    STORAGE = "storage"
    HISTORY = "history"
    INVITATION = "invitation"
    # web/static/offline.js
    OFFLINE = "offline"
    QUICKSTART = "quickstart"
    # web/static/devices.js: other devices and the camera
    PEER_OFFERED = "peer-offered"
    PEER_ANSWERED = "peer-answered"
    CHANNEL_OPENED = "channel-opened"
    CHANNEL_SAID = "channel-said"
    CHANNEL_CLOSED = "channel-closed"
    SCANNED = "scanned"
    CAMERA_FAILED = "camera-failed"
    # web/static/relay.js: part of a frame the page could not carry out
    REFUSED = "refused"


MAKERS: dict[RecordKind, str] = {
    **{kind: "events" for kind in (
        RecordKind.CLICK, RecordKind.KEY, RecordKind.LANGUAGE, RecordKind.FILE, RecordKind.SLIDER, RecordKind.FIELD,
        RecordKind.STORAGE, RecordKind.HISTORY, RecordKind.INVITATION,
    )},
    RecordKind.OFFLINE: "offline",
    RecordKind.QUICKSTART: "offline",
    **{kind: "peers" for kind in (
        RecordKind.PEER_OFFERED, RecordKind.PEER_ANSWERED, RecordKind.CHANNEL_OPENED, RecordKind.CHANNEL_SAID,
        RecordKind.CHANNEL_CLOSED, RecordKind.SCANNED, RecordKind.CAMERA_FAILED,
    )},
    RecordKind.REFUSED: "relay",
}


def page_constants(*, default_language: str, motion_ms: int, spell: Callable[[str], str] = str) -> dict:
    """What each of the page's scripts is given in ``#page-constants``, by the script's name.

    ``default_language`` (``web.text.i18n``) and ``motion_ms`` (``web.state.computer``) come from
    layers above this one. ``spell`` writes each word of the protocol: the scripts' tests spell
    them otherwise, so that a word a script wrote itself, instead of reading it, fails them.
    """

    def words(members: Iterable[StrEnum]) -> dict[str, str]:
        return {member.name: spell(member.value) for member in members}

    def ops(script: Script) -> dict[str, str]:
        return words(op for op in Op if OWNERS[op] == script)

    def records(maker: str) -> dict[str, str]:
        return words(kind for kind in RecordKind if MAKERS[kind] == maker)

    return {
        "boot": {  # web/static/boot.js, before Python runs
            "languageKey": storage.LANGUAGE_KEY,
            "currentKey": storage.CURRENT_KEY,
            "defaultLanguage": default_language,
            "languageSwitch": dom.LANGUAGE_SWITCH,
            "field": dom.FIELD,
            "start": hooks.Command.START.value,
        },
        "events": {**_events_names(), "records": records("events"), "focus": words(Focus)},
        "draw": {**_draw_names(motion_ms), "ops": ops(Script.DRAW)},
        "peers": {"ops": ops(Script.PEERS), "records": records("peers")},
        "offline": {"ops": ops(Script.OFFLINE), "records": records("offline")},
        "relay": {
            "channels": words(Channel),
            "scripts": words(Script),
            "owners": {spell(op.value): spell(OWNERS[op].value) for op in Op},
            "records": records("relay"),
        },
    }


def _draw_names(motion_ms: int) -> dict:
    """The names the page's drawings (``web/static/draw.js``) share with Python."""
    return {
        **_shared_names(),
        "rulesTitle": dom.RULES_TITLE,
        "rulesButton": hooks.selector(hooks.Hook.COMMAND, hooks.Command.RULES),
        "inView": dom.IN_VIEW,
        "handsOffMs": dom.HANDS_OFF_MS,
        "motionMs": motion_ms,
    }


def _events_names() -> dict:
    """The names the page's listeners (``web/static/events.js``) share with Python."""
    return {
        **_shared_names(),
        "shapes": [hooks.Hook.REGION.value, hooks.Hook.LOCATION.value],
        "fieldDefault": dom.DEFAULT,
        "slotLabel": dom.SLOT_LABEL,
        "importInput": dom.IMPORT_INPUT,
        "board": dom.BOARD,
        "mapKeyBox": dom.MAP_KEY_BOX,
        "mapKeys": list(dom.MAP_KEYS),
        "scrollKeys": list(dom.SCROLL_KEYS),
        "controls": dom.CONTROLS,
        "join": dom.JOIN_FRAGMENT,
        "form": "#setup",
    }


def _shared_names() -> dict:
    """The names both the listeners and the drawings read: the hooks, the fields, the media."""
    return {
        "hooks": [hook.value for hook in hooks.HOOKS],
        "arg": hooks.ARG,
        "field": dom.FIELD,
        "replaySlider": dom.REPLAY_SLIDER,
        "languageSwitch": dom.LANGUAGE_SWITCH,
        "stacked": dom.STACKED,
        "calm": dom.CALM,
    }
