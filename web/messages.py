"""Everything that can happen to the page, as typed values: the messages of ``web.state``.

A message is what the browser shell hands to the page's one ``update`` function: a click
(parsed from the clicked element's hook by ``web.commands.parse``), a key, a field typed in,
a file, the computer's answer, another tab's change to the saves, the browser's Back, and the
outcome of an effect the page asked for (a save written, a slot read). Each is a small frozen
dataclass; none holds a browser object or a sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Mapping, Union


# --- the page around the game ---------------------------------------------------------------


@dataclass(frozen=True)
class ShowNewGame:
    pass


@dataclass(frozen=True)
class StartGame:
    pass


@dataclass(frozen=True)
class BackToGame:
    pass


@dataclass(frozen=True)
class ShowSaved:
    pass


@dataclass(frozen=True)
class OpenRules:
    pass


@dataclass(frozen=True)
class CloseRules:
    pass


@dataclass(frozen=True)
class ReloadPage:
    pass


@dataclass(frozen=True)
class ChooseLanguage:
    language: str


@dataclass(frozen=True)
class ExportCurrent:
    pass


@dataclass(frozen=True)
class ReplayCurrent:
    pass


@dataclass(frozen=True)
class ToggleZoom:
    pass


@dataclass(frozen=True)
class ToggleWholeLog:
    pass


@dataclass(frozen=True)
class PlayAgain:
    pass


@dataclass(frozen=True)
class TipSeen:
    tip: str


@dataclass(frozen=True)
class TipsOff:
    pass


@dataclass(frozen=True)
class TipsOn:
    pass


# --- the computer at the table ------------------------------------------------------------------


@dataclass(frozen=True)
class SetPace:
    pace: str


@dataclass(frozen=True)
class SkipComputer:
    pass


@dataclass(frozen=True)
class AskSuggestion:
    pass


@dataclass(frozen=True)
class RetryComputer:
    pass


@dataclass(frozen=True)
class TakeSeat:
    pass


@dataclass(frozen=True)
class ComputerProgress:
    """The worker has thought through ``done`` (0 to 1) of its budget for request ``id``."""

    id: str
    done: float


@dataclass(frozen=True)
class ComputerDecided:
    """The worker's decision for request ``id``: an action as JSON (checked before use)."""

    id: str
    action: Any


@dataclass(frozen=True)
class ComputerFailed:
    """The worker could not answer (it died, stayed silent, or failed): ``detail`` for the
    players, as the browser or the worker gave it."""

    id: str | None
    detail: str


@dataclass(frozen=True)
class PlayDecision:
    """A decision whose moment on screen has come (the pace has passed since the last one)."""

    id: str
    action: Any


# --- the game at the table ------------------------------------------------------------------------


@dataclass(frozen=True)
class GameClick:
    """A click on the game: a region, a location, a card, a stack, a number of rangers, a
    count for the ranger track, or one of the game's commands (``web.commands.GAME_COMMANDS``).
    ``kind`` is a ``web.commands.Hook`` value; ``value`` an id, a number or a command name."""

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


@dataclass(frozen=True)
class ReplayStep:
    where: ReplayWhere


@dataclass(frozen=True)
class ReplayTo:
    step: int


@dataclass(frozen=True)
class CloseReplay:
    pass


# --- saved games -------------------------------------------------------------------------------


@dataclass(frozen=True)
class OpenSlot:
    slot: str


@dataclass(frozen=True)
class ReplaySlot:
    slot: str


@dataclass(frozen=True)
class RenameSlot:
    slot: str


@dataclass(frozen=True)
class SaveName:
    slot: str


@dataclass(frozen=True)
class CancelRename:
    slot: str


@dataclass(frozen=True)
class ExportSlot:
    slot: str


@dataclass(frozen=True)
class AskDelete:
    slot: str


@dataclass(frozen=True)
class ConfirmDelete:
    slot: str


@dataclass(frozen=True)
class CancelDelete:
    slot: str


# --- fields, keys and focus ---------------------------------------------------------------------


@dataclass(frozen=True)
class FieldsRead:
    """What the page's fields hold now (read before every click, so nothing typed is lost).

    ``values`` maps a field's name to its text (``"on"``/``"off"`` for a check box); a name
    field still showing its seat's default name is absent from ``values`` and listed in
    ``defaults``."""

    values: Mapping[str, str]
    defaults: frozenset[str] = frozenset()


@dataclass(frozen=True)
class FormEdited:
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


@dataclass(frozen=True)
class KeyPressed:
    key: str
    ctrl: bool = False  # Ctrl or Cmd
    alt: bool = False
    focus: Focus = Focus.PAGE
    shape: tuple[str, str] | None = None  # (kind, id) of the map's shape with the focus
    field: str | None = None  # the text box's field name
    slot: str | None = None  # the rename box's slot


@dataclass(frozen=True)
class MapFocused:
    """A shape of the map took the focus: it becomes the map's stop in the Tab order."""

    kind: str
    id: str


@dataclass(frozen=True)
class PointerUsed:
    """The player used a mouse or a finger: the focus stops following the game's steps."""


# --- files ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FileOffered:
    """A file was chosen or dropped: its name and size, before it is read (``token`` names it
    for the files adapter)."""

    token: int
    name: str
    size: int


@dataclass(frozen=True)
class FileRead:
    name: str
    data: bytes


@dataclass(frozen=True)
class FileUnreadable:
    name: str
    detail: str


# --- the browser and other tabs ---------------------------------------------------------------


@dataclass(frozen=True)
class HistoryMoved:
    """Back or Forward: the browser asks for a screen the page showed before."""

    screen: str


@dataclass(frozen=True)
class StoreChanged:
    """Another page of this browser changed the store (``key`` None: it cleared it);
    ``value`` is the key's new text (None: removed)."""

    key: str | None
    value: str | None = None


@dataclass(frozen=True)
class OfflineStatus:
    """What the service worker and the browser's storage say (see ``web.browser.offline``)."""

    status: str
    persisted: bool | None


@dataclass(frozen=True)
class Boot:
    """Start-up: what was typed and pressed on the first screen while Python loaded."""

    typed: FieldsRead | None = None
    pending: str | None = None  # a web.commands.EARLY_COMMANDS value
    language: str = "en"
    preferences: Mapping[str, str | None] = field(default_factory=dict)  # storage key -> text
    storage_available: bool = True


# --- outcomes of the effects (web.state.effects) -------------------------------------------------


@dataclass(frozen=True)
class Saved:
    """A save effect's outcome (``web.state.effects.Save``)."""

    request: Any  # the Save effect
    slot: str | None = None  # where it went (None: not written)
    stale: bool = False  # another page changed the slot since this page read it
    gone: bool = False  # ... by deleting it
    problem: Any = None  # a Reason: the browser refused (full, storage off)


@dataclass(frozen=True)
class SlotRead:
    """A slot's content (``web.state.effects.Load``): ``found`` is a ``web.state.saves``
    ``Loaded``, ``Broken``, ``Unchanged`` or None (no such slot)."""

    request: Any
    found: Any
    others: bool = False  # whether any saved game is there at all (read at start-up)


@dataclass(frozen=True)
class SlotsListed:
    slots: tuple  # web.state.saves.SlotInfo, the most recently saved first


@dataclass(frozen=True)
class StoreDone:
    """A change of the store other than a save (rename, delete): ``problem`` (a Reason) or
    ``stale`` when it did not happen."""

    request: Any
    problem: Any = None
    stale: bool = False


@dataclass(frozen=True)
class Exported:
    """A file was handed to the browser to download (or the slot was gone: ``name`` None)."""

    name: str | None


Msg = Union[
    ShowNewGame, StartGame, BackToGame, ShowSaved, OpenRules, CloseRules, ReloadPage, ChooseLanguage,
    ExportCurrent, ReplayCurrent, ToggleZoom, ToggleWholeLog, PlayAgain, TipSeen, TipsOff, TipsOn,
    SetPace, SkipComputer, AskSuggestion, RetryComputer, TakeSeat, ComputerProgress, ComputerDecided,
    ComputerFailed, PlayDecision, GameClick, ReplayStep, ReplayTo, CloseReplay, OpenSlot, ReplaySlot,
    RenameSlot, SaveName, CancelRename, ExportSlot, AskDelete, ConfirmDelete, CancelDelete, FieldsRead,
    FormEdited, KeyPressed, MapFocused, PointerUsed, FileOffered, FileRead, FileUnreadable, HistoryMoved,
    StoreChanged, OfflineStatus, Boot, Saved, SlotRead, SlotsListed, StoreDone, Exported,
]
