"""Everything that can happen to the page, as typed values: the messages of ``web.state``.

A message is what the browser shell hands to the page's one ``update`` function: a click
(parsed from the clicked element's hook by ``web.hooks.parse``), a key, a field typed in,
a file, the computer's answer, another tab's change to the saves, the browser's Back, and the
outcome of an effect the page asked for (a save written, a slot read). Each is a small
immutable record (``web.values``: the page defines all of them as it starts, and a record is
much cheaper to define than a dataclass); none holds a browser object or a sentence.

Each declares, with its fields, what the page does with it around its handler and the commands
that mean it (``web.hooks.Message``); its handler is registered in the topic module that owns
it (``web.state.handling``). ``Msg``, the union of them all, is for typing.
"""

from __future__ import annotations

from enum import StrEnum
from types import MappingProxyType
from typing import Any, Mapping

from web.hooks import GAME_COMMANDS, Command, Guest, Hook, Message, clicked, fixed, hook_id, hook_number, number_arg
from web.hooks import slot_arg, text_arg
from web.review_messages import (  # noqa: F401 - gathered here with every other message
    CloseReview, ReviewCurrent, ReviewMoment, ReviewSeat, ReviewSlot, TryAgain,
)
from web.outcome_messages import (  # noqa: F401 - gathered here with every other message
    Exported, RecordCleared, RecordKept, RecordRead, ReviewFailed, ReviewProgress, Saved, SlotRead, SlotsListed,
    StoreDone,
)


# --- the page around the game ---------------------------------------------------------------


class ShowNewGame(Message):
    STEP = True
    COMMANDS = clicked(Command.NEW_GAME)


class StartGame(Message):
    STEP = True
    GUEST = Guest.LEAVES
    COMMANDS = clicked(Command.START)


class BackToGame(Message):
    STEP = True
    COMMANDS = clicked(Command.BACK_TO_GAME)


class ShowSaved(Message):
    STEP = True
    COMMANDS = clicked(Command.SAVED_GAMES)


class OpenRules(Message):
    STEP = True
    SELF_FOCUSED = True
    COMMANDS = clicked(Command.RULES)


class CloseRules(Message):
    STEP = True
    SELF_FOCUSED = True
    COMMANDS = clicked(Command.CLOSE_RULES)


class ReloadPage(Message):
    COMMANDS = clicked(Command.RELOAD)


class ChooseLanguage(Message):
    COMMANDS = clicked(Command.LANGUAGE, arg=text_arg)
    CLICK = False  # the language switch is a <select>, not a click
    language: str


class ExportCurrent(Message):
    STEP = True
    GUEST = Guest.IGNORES
    COMMANDS = clicked(Command.EXPORT_CURRENT)


class ReplayCurrent(Message):
    STEP = True
    GUEST = Guest.IGNORES
    COMMANDS = clicked(Command.REPLAY_CURRENT)


class ToggleZoom(Message):
    STEP = True
    COMMANDS = clicked(Command.ZOOM)


class ToggleWholeLog(Message):
    STEP = True
    COMMANDS = clicked(Command.WHOLE_LOG)


class ToggleMapKey(Message):
    """The key to the map's button: open it, or close it."""

    COMMANDS = clicked(Command.MAP_KEY)


class CloseMapKey(Message):
    """A click outside the open key to the map (on nothing the page answers to), or Escape
    (``by_key``: the focus then goes back to the key's button): it closes."""

    CLICK = True  # on nothing the page answers to

    by_key: bool = False


class PlayAgain(Message):
    STEP = True
    GUEST = Guest.LEAVES
    COMMANDS = clicked(Command.PLAY_AGAIN)


class TipSeen(Message):
    STEP = True
    COMMANDS = clicked(Command.TIP_SEEN, arg=text_arg)
    tip: str


class ToggleThreats(Message):
    """The threats' switch: show what the rivals could complete on their next turn, or not."""

    STEP = True
    COMMANDS = clicked(Command.THREATS)


class TipsOff(Message):
    STEP = True
    COMMANDS = clicked(Command.TIPS_OFF)


class TipsOn(Message):
    STEP = True
    COMMANDS = clicked(Command.TIPS_ON)


class ShowRecord(Message):
    """Open "Your record": the finished games of this device and the figures drawn from them."""

    STEP = True
    COMMANDS = clicked(Command.RECORD)


class CloseRecord(Message):
    STEP = True
    COMMANDS = clicked(Command.CLOSE_RECORD)


class AskClearRecord(Message):
    STEP = True
    COMMANDS = clicked(Command.CLEAR_RECORD)


class ConfirmClearRecord(Message):
    STEP = True
    COMMANDS = clicked(Command.CLEAR_RECORD_CONFIRM)


class CancelClearRecord(Message):
    STEP = True
    COMMANDS = clicked(Command.CLEAR_RECORD_CANCEL)


# --- the computer at the table ------------------------------------------------------------------


class SetPace(Message):
    STEP = True
    COMMANDS = clicked(Command.PACE, arg=text_arg)
    pace: str


class SkipComputer(Message):
    STEP = True
    COMMANDS = clicked(Command.SKIP)


class AskSuggestion(Message):
    STEP = True
    GUEST = Guest.PLAYS  # a joined device thinks of its own seat's suggestion
    COMMANDS = clicked(Command.SUGGEST)


class RetryComputer(Message):
    STEP = True
    COMMANDS = clicked(Command.RETRY_COMPUTER)


class TakeSeat(Message):
    STEP = True
    GUEST = Guest.IGNORES
    COMMANDS = clicked(Command.TAKE_SEAT)


class ComputerProgress(Message):
    """The computer has thought through ``done`` (0 to 1) of its budget for request ``id``."""

    id: str
    done: float


class ComputerDecided(Message):
    """The computer's decision for request ``id``: an action as JSON (checked before use), and
    the actions it weighed as [action JSON, value], its choice first (what a suggestion says why with)."""

    id: str
    action: Any
    weighed: Any = ()


class ComputerFailed(Message):
    """The computer could not answer (its thinking failed or stayed silent): ``detail`` for the
    players, as the thinking or the browser gave it."""

    id: str | None
    detail: str


class PlayDecision(Message):
    """A decision whose moment on screen has come (the pace has passed since the last one)."""

    STEP = True
    SELF_FOCUSED = True

    id: str
    action: Any


# --- the game at the table ------------------------------------------------------------------------


class GameClick(Message):
    """A click on the game: a region, a location, a card, a stack, a number of rangers, a
    count for the ranger track, or one of the game's commands (``web.hooks.GAME_COMMANDS``).
    ``kind`` is a ``web.hooks.Hook`` value; ``value`` an id, a number or a command name."""

    STEP = True
    SELF_FOCUSED = True
    GUEST = Guest.OWN
    COMMANDS = {command: fixed(Hook.COMMAND.value, command.value) for command in sorted(GAME_COMMANDS)}
    ON_HOOKS = {
        **{hook: hook_number(hook) for hook in (Hook.CARD, Hook.STACK, Hook.RANGERS, Hook.TRACK)},
        **{hook: hook_id(hook) for hook in (Hook.LOCATION, Hook.REGION)},
    }

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


class ReplayStep(Message):
    STEP = True
    COMMANDS = {
        Command.REPLAY_FIRST: fixed(ReplayWhere.FIRST),
        Command.REPLAY_BACK: fixed(ReplayWhere.BACK),
        Command.REPLAY_FORWARD: fixed(ReplayWhere.FORWARD),
        Command.REPLAY_LAST: fixed(ReplayWhere.LAST),
    }
    where: ReplayWhere


class ReplayTo(Message):
    STEP = True
    COMMANDS = clicked(Command.REPLAY_GO, arg=number_arg)
    step: int


class CloseReplay(Message):
    STEP = True
    COMMANDS = clicked(Command.CLOSE_REPLAY)


# --- saved games -------------------------------------------------------------------------------


class OpenSlot(Message):
    STEP = True
    GUEST = Guest.LEAVES
    COMMANDS = clicked(Command.OPEN, arg=slot_arg)
    slot: str


class ReplaySlot(Message):
    STEP = True
    COMMANDS = clicked(Command.REPLAY, arg=slot_arg)
    slot: str


class RenameSlot(Message):
    STEP = True
    COMMANDS = clicked(Command.RENAME, arg=slot_arg)
    slot: str


class SaveName(Message):
    STEP = True
    COMMANDS = clicked(Command.RENAME_SAVE, arg=slot_arg)
    slot: str


class CancelRename(Message):
    STEP = True
    COMMANDS = clicked(Command.RENAME_CANCEL, arg=slot_arg)
    slot: str


class ExportSlot(Message):
    STEP = True
    COMMANDS = clicked(Command.EXPORT, arg=slot_arg)
    slot: str


class AskDelete(Message):
    STEP = True
    COMMANDS = clicked(Command.DELETE, arg=slot_arg)
    slot: str


class ConfirmDelete(Message):
    STEP = True
    COMMANDS = clicked(Command.DELETE_CONFIRM, arg=slot_arg)
    slot: str


class CancelDelete(Message):
    STEP = True
    COMMANDS = clicked(Command.DELETE_CANCEL, arg=slot_arg)
    slot: str


# --- fields, keys and focus ---------------------------------------------------------------------


class FieldsRead(Message):
    """What the page's fields hold now (read before every click, so nothing typed is lost).

    ``values`` maps a field's name to its text (``"on"``/``"off"`` for a check box); a name
    field still showing its seat's default name is absent from ``values`` and listed in
    ``defaults``."""

    values: Mapping[str, str]
    defaults: frozenset[str] = frozenset()


class FormEdited(Message):
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


class KeyPressed(Message):
    key: str
    ctrl: bool = False  # Ctrl or Cmd
    alt: bool = False
    focus: Focus = Focus.PAGE
    shape: tuple[str, str] | None = None  # (kind, id) of the map's shape with the focus
    field: str | None = None  # the text box's field name
    slot: str | None = None  # the rename box's slot
    # pressed before the page carried out every drawing sent: the focus may lag behind the last arrow
    behind: bool = False


class MoveOnMap(Message):
    """An arrow, Home or End on the map (``web.state.keys``): to the next shape offered."""

    press: KeyPressed


class MapFocused(Message):
    """A shape of the map took the focus: it becomes the map's stop in the Tab order."""

    kind: str
    id: str


class PointerUsed(Message):
    """The player used a mouse or a finger: the focus stops following the game's steps."""


# --- files ------------------------------------------------------------------------------------


class FileOffered(Message):
    """A file was chosen or dropped: its name and size, before it is read (``token`` names it
    for the files adapter)."""

    STEP = True

    token: int
    name: str
    size: int


class FileRead(Message):
    STEP = True
    GUEST = Guest.LEAVES
    name: str
    data: bytes


class FileUnreadable(Message):
    name: str
    detail: str


# --- the browser and other tabs ---------------------------------------------------------------


class HistoryMoved(Message):
    """Back or Forward: the browser asks for a screen the page showed before."""

    STEP = True
    SELF_FOCUSED = True

    screen: str


class StoreChanged(Message):
    """Another page of this browser changed the store (``key`` None: it cleared it);
    ``value`` is the key's new text (None: removed)."""

    key: str | None
    value: str | None = None


class OfflineStatus(Message):
    """What the service worker and the browser's storage say (see ``web/static/offline.js``)."""

    status: str
    persisted: bool | None


class QuickStartStatus(Message):
    """How Python started on this visit and whether a memory snapshot is kept for the next
    (the page's ``data-quickstart``, written by ``web/static/quickstart.js``; see
    ``web/static/offline.js``)."""

    status: str


class Boot(Message):
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


# Any message of the page: every one derives from ``Message``, and defining it registers it
# (``web.hooks.message_kinds``), so no list of them is kept by hand.
Msg = Message
