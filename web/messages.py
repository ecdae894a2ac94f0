"""Everything that can happen to the page, as typed values: the messages of ``web.state``.

A message is what the browser shell hands to the page's one ``update`` function: a click
(parsed from the clicked element's hook by ``web.hooks.parse``), a key, a field typed in,
a file, the computer's answer, another tab's change to the saves, the browser's Back, and the
outcome of an effect the page asked for (a save written, a slot read). Each is a small
immutable record (``web.records``: the page defines all of them as it starts, and a record is
much cheaper to define than a dataclass); none holds a browser object or a sentence.
"""

from __future__ import annotations

from enum import StrEnum
from types import MappingProxyType
from typing import Any, Mapping, Union

from web.records import Record
from web.device_messages import (  # noqa: F401 - the page's messages, as every other
    AnswerReady, CameraFailed, ChannelClosed, ChannelOpened, ChannelSaid, CloseInvitation, ConnectAnswer, CopyCode,
    GiveSeat, Invite, InviteAll, InvitationReady, LeaveGame, LinkOpened, SaveStun, ScanAnswer, Scanned, StopScan,
)


# --- the page around the game ---------------------------------------------------------------


class ShowNewGame(Record):
    pass


class StartGame(Record):
    pass


class BackToGame(Record):
    pass


class ShowSaved(Record):
    pass


class OpenRules(Record):
    pass


class CloseRules(Record):
    pass


class ReloadPage(Record):
    pass


class ChooseLanguage(Record):
    language: str


class ExportCurrent(Record):
    pass


class ReplayCurrent(Record):
    pass


class ToggleZoom(Record):
    pass


class ToggleWholeLog(Record):
    pass


class ToggleMapKey(Record):
    """The key to the map's button: open it, or close it."""


class CloseMapKey(Record):
    """A click outside the open key to the map (on nothing the page answers to), or Escape
    (``by_key``: the focus then goes back to the key's button): it closes."""

    by_key: bool = False


class PlayAgain(Record):
    pass


class TipSeen(Record):
    tip: str


class TipsOff(Record):
    pass


class TipsOn(Record):
    pass


class ShowRecord(Record):
    """Open "Your record": the finished games of this device and the figures drawn from them."""


class CloseRecord(Record):
    pass


class AskClearRecord(Record):
    pass


class ConfirmClearRecord(Record):
    pass


class CancelClearRecord(Record):
    pass


# --- the computer at the table ------------------------------------------------------------------


class SetPace(Record):
    pace: str


class SkipComputer(Record):
    pass


class AskSuggestion(Record):
    pass


class RetryComputer(Record):
    pass


class TakeSeat(Record):
    pass


class ComputerProgress(Record):
    """The worker has thought through ``done`` (0 to 1) of its budget for request ``id``."""

    id: str
    done: float


class ComputerDecided(Record):
    """The worker's decision for request ``id``: an action as JSON (checked before use)."""

    id: str
    action: Any


class ComputerFailed(Record):
    """The worker could not answer (it died, stayed silent, or failed): ``detail`` for the
    players, as the browser or the worker gave it."""

    id: str | None
    detail: str


class PlayDecision(Record):
    """A decision whose moment on screen has come (the pace has passed since the last one)."""

    id: str
    action: Any


# --- the game at the table ------------------------------------------------------------------------


class GameClick(Record):
    """A click on the game: a region, a location, a card, a stack, a number of rangers, a
    count for the ranger track, or one of the game's commands (``web.hooks.GAME_COMMANDS``).
    ``kind`` is a ``web.hooks.Hook`` value; ``value`` an id, a number or a command name."""

    kind: str
    value: str | int

    @property
    def target(self) -> tuple[str, str | int]:
        return (self.kind, self.value)


# --- the replay ---------------------------------------------------------------------------------


class ReplayWhere(StrEnum):
    FIRST = "first"
    BACK = "back"
    FORWARD = "forward"
    LAST = "last"


class ReplayStep(Record):
    where: ReplayWhere


class ReplayTo(Record):
    step: int


class CloseReplay(Record):
    pass


# --- saved games -------------------------------------------------------------------------------


class OpenSlot(Record):
    slot: str


class ReplaySlot(Record):
    slot: str


class RenameSlot(Record):
    slot: str


class SaveName(Record):
    slot: str


class CancelRename(Record):
    slot: str


class ExportSlot(Record):
    slot: str


class AskDelete(Record):
    slot: str


class ConfirmDelete(Record):
    slot: str


class CancelDelete(Record):
    slot: str


# --- fields, keys and focus ---------------------------------------------------------------------


class FieldsRead(Record):
    """What the page's fields hold now (read before every click, so nothing typed is lost).

    ``values`` maps a field's name to its text (``"on"``/``"off"`` for a check box); a name
    field still showing its seat's default name is absent from ``values`` and listed in
    ``defaults``."""

    values: Mapping[str, str]
    defaults: frozenset[str] = frozenset()


class FormEdited(Record):
    """A choice of the new-game form changed (players, variant, a seat): draw it again."""

    values: Mapping[str, str]
    defaults: frozenset[str] = frozenset()


class Focus(StrEnum):
    """Where a key was pressed."""

    MAP = "map"  # a region or location of the map (``shape``)
    TEXT = "text"  # a text box (``field`` names it; a saved game's rename box has ``slot``)
    FIELD = "field"  # another field: a select, a check box, a slider, the file picker
    BUTTON = "button"
    PAGE = "page"  # anything else


class KeyPressed(Record):
    key: str
    ctrl: bool = False  # Ctrl or Cmd
    alt: bool = False
    focus: Focus = Focus.PAGE
    shape: tuple[str, str] | None = None  # (kind, id) of the map's shape with the focus
    field: str | None = None  # the text box's field name
    slot: str | None = None  # the rename box's slot
    # pressed before the page carried out every drawing sent: the focus may lag behind the last arrow
    behind: bool = False


class MoveOnMap(Record):
    """An arrow, Home or End on the map (``web.state.keys``): to the next shape offered."""

    press: KeyPressed


class MapFocused(Record):
    """A shape of the map took the focus: it becomes the map's stop in the Tab order."""

    kind: str
    id: str


class PointerUsed(Record):
    """The player used a mouse or a finger: the focus stops following the game's steps."""


# --- files ------------------------------------------------------------------------------------


class FileOffered(Record):
    """A file was chosen or dropped: its name and size, before it is read (``token`` names it
    for the files adapter)."""

    token: int
    name: str
    size: int


class FileRead(Record):
    name: str
    data: bytes


class FileUnreadable(Record):
    name: str
    detail: str


# --- the browser and other tabs ---------------------------------------------------------------


class HistoryMoved(Record):
    """Back or Forward: the browser asks for a screen the page showed before."""

    screen: str


class StoreChanged(Record):
    """Another page of this browser changed the store (``key`` None: it cleared it);
    ``value`` is the key's new text (None: removed)."""

    key: str | None
    value: str | None = None


class OfflineStatus(Record):
    """What the service worker and the browser's storage say (see ``web/static/offline.js``)."""

    status: str
    persisted: bool | None


class QuickStartStatus(Record):
    """How Python started on this visit and whether a memory snapshot is kept for the next
    (the page's ``data-quickstart``, written by ``web/static/quickstart.js``; see
    ``web/static/offline.js``)."""

    status: str


class Boot(Record):
    """Start-up: what was typed and pressed on the first screen while Python loaded."""

    typed: FieldsRead | None = None
    pending: str | None = None  # a web.hooks.EARLY_COMMANDS value
    language: str = "en"
    preferences: Mapping[str, str | None] = MappingProxyType({})  # storage key -> text
    storage_available: bool = True
    small_screen: bool = False  # a phone's width: the map opens large, unless the person chose
    reduced_motion: bool = False  # the person asked for less movement (no pieces gliding)
    join: str | None = None  # the address's fragment: an invitation to play a seat of another device's game
    address: str = ""  # the page's address without its fragment
    camera: bool = False  # the page may use a camera (to read a QR code)


# --- outcomes of the effects (web.state.effects) -------------------------------------------------


class Saved(Record):
    """A save effect's outcome (``web.state.effects.Save``)."""

    request: Any  # the Save effect
    slot: str | None = None  # where it went (None: not written)
    stale: bool = False  # another page changed the slot since this page read it
    gone: bool = False  # ... by deleting it
    problem: Any = None  # a Reason: the browser refused (full, storage off)
    twin: Any = None  # for an import: the Title of a save that holds the same game (it is a copy)


class SlotRead(Record):
    """A slot's content (``web.state.effects.Load``): ``found`` is a ``web.state.saves``
    ``Loaded``, ``Broken``, ``Unchanged`` or None (no such slot)."""

    request: Any
    found: Any
    others: bool = False  # whether any saved game is there at all (read at start-up)


class SlotsListed(Record):
    slots: tuple  # web.state.saves.SlotInfo, the most recently saved first


class StoreDone(Record):
    """A change of the store other than a save (rename, delete): ``problem`` (a Reason) or
    ``stale`` when it did not happen."""

    request: Any
    problem: Any = None
    stale: bool = False


class RecordRead(Record):
    """The record as read from the store (``web.state.effects.ReadRecord``): a
    ``web.state.record`` ``Book`` or ``Unreadable``."""

    found: Any


class RecordKept(Record):
    """A finished game's outcome (``web.state.effects.RecordGame``): ``problem`` (a Reason) when
    it could not be added to the record; the game itself is saved either way."""

    request: Any
    problem: Any = None


class RecordCleared(Record):
    """The record was cleared (``web.state.effects.ClearRecord``), or ``problem`` says why not."""

    problem: Any = None


class Exported(Record):
    """A file was handed to the browser to download (or the slot was gone: ``name`` None)."""

    name: str | None



Msg = Union[
    ShowNewGame, StartGame, BackToGame, ShowSaved, OpenRules, CloseRules, ReloadPage, ChooseLanguage,
    ExportCurrent, ReplayCurrent, ToggleZoom, ToggleWholeLog, ToggleMapKey, CloseMapKey, PlayAgain, TipSeen, TipsOff, TipsOn,
    SetPace, SkipComputer, AskSuggestion, RetryComputer, TakeSeat, ComputerProgress, ComputerDecided,
    ComputerFailed, PlayDecision, GameClick, ReplayStep, ReplayTo, CloseReplay, OpenSlot, ReplaySlot,
    RenameSlot, SaveName, CancelRename, ExportSlot, AskDelete, ConfirmDelete, CancelDelete, FieldsRead,
    FormEdited, KeyPressed, MoveOnMap, MapFocused, PointerUsed, FileOffered, FileRead, FileUnreadable, HistoryMoved,
    StoreChanged, OfflineStatus, QuickStartStatus, Boot, Saved, SlotRead, SlotsListed, StoreDone, Exported,
    ShowRecord, CloseRecord, AskClearRecord, ConfirmClearRecord, CancelClearRecord, RecordRead, RecordKept,
    RecordCleared, Invite, InviteAll, CloseInvitation, ConnectAnswer, InvitationReady, ChannelOpened, ChannelSaid,
    ChannelClosed, GiveSeat, AnswerReady, CopyCode, LeaveGame, LinkOpened, ScanAnswer, StopScan, Scanned,
    CameraFailed, SaveStun,
]
