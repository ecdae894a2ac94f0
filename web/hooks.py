"""Every name the page's markup, its scripts and its Python share, defined once.

The page's HTML is drawn by ``web.view`` and read back by ``web.browser``: what a click means
is written into the clicked element as a *hook* attribute (``data-command="undo"``,
``data-region="pilbara"`` ...), and a command that needs an argument carries it in
``data-arg`` (``data-command="pace" data-arg="fast"``, ``data-command="open" data-arg="g2"``).
``parse`` turns one hook into a typed message (``web.messages``) at the edge, so nothing past
the browser shell ever handles a raw string.

The keys the page answers to and the ids of the elements the shell looks up are in
``web.dom``, the browser's storage keys in ``web.storage``.
"""

from __future__ import annotations

from enum import StrEnum

from web import messages as m


class Hook(StrEnum):
    """What kind of thing a clickable element is; its attribute is ``data-<hook>``."""

    COMMAND = "command"
    CARD = "card"
    STACK = "stack"
    RANGERS = "rangers"
    TRACK = "track"
    LOCATION = "location"
    REGION = "region"

    @property
    def attribute(self) -> str:
        return f"data-{self.value}"


# The order the shell looks for hooks on a clicked element (a command wins over what it sits on).
HOOKS = tuple(Hook)
ARG = "data-arg"


class Command(StrEnum):
    """Every ``data-command`` of the page."""

    # moving between screens
    NEW_GAME = "new-game"
    START = "start"
    BACK_TO_GAME = "back-to-game"
    SAVED_GAMES = "saved-games"
    RULES = "rules"
    CLOSE_RULES = "rules-close"
    RELOAD = "reload-page"
    RECORD = "record"  # "Your record": the finished games on this device
    CLOSE_RECORD = "record-close"
    LANGUAGE = "language"  # arg: a language code (the switch is a <select>; see LANGUAGE_SWITCH)
    # the game screen around the game
    EXPORT_CURRENT = "export-current"
    REPLAY_CURRENT = "replay-current"
    ZOOM = "zoom-map"
    MAP_KEY = "map-key"  # the key to the map: open or close it
    WHOLE_LOG = "whole-log"
    PLAY_AGAIN = "play-again"
    TIP_SEEN = "tip-seen"  # arg: the tip
    TIPS_OFF = "tips-off"
    TIPS_ON = "tips-on"
    # the computer at the table
    PACE = "pace"  # arg: a pace
    SKIP = "skip-computer"
    SUGGEST = "suggest"
    RETRY_COMPUTER = "retry-computer"
    TAKE_SEAT = "take-seat"
    # the game itself (the rules engine decides what they do)
    REVEAL = "reveal"
    PASS = "pass-device"  # done looking at the card just drawn: the next person's turn
    UNDO = "undo"
    TAKE_BACK = "take-back"
    MOVE = "move"
    CONFIRM_TAKE_BACK = "confirm-take-back"
    CANCEL = "cancel"
    END_TURN = "end-turn"
    # the replay
    REPLAY_FIRST = "replay-first"
    REPLAY_BACK = "replay-back"
    REPLAY_FORWARD = "replay-forward"
    REPLAY_LAST = "replay-last"
    REPLAY_GO = "replay-go"  # arg: the step
    CLOSE_REPLAY = "replay-close"
    # one saved game (arg: its slot)
    OPEN = "open"
    REPLAY = "replay"
    RENAME = "rename"
    RENAME_SAVE = "rename-save"
    RENAME_CANCEL = "rename-cancel"
    EXPORT = "export"
    DELETE = "delete"
    DELETE_CONFIRM = "delete-confirm"
    DELETE_CANCEL = "delete-cancel"
    # the record (clearing it asks first)
    CLEAR_RECORD = "record-clear"
    CLEAR_RECORD_CONFIRM = "record-clear-confirm"
    CLEAR_RECORD_CANCEL = "record-clear-cancel"
    # other devices
    INVITE = "invite"  # arg: the remote seat
    INVITE_ALL = "invite-all"  # every remote seat whose device is missing, one after another
    CLOSE_INVITATION = "invite-close"
    CONNECT = "connect"  # arg: the seat whose answer code was pasted
    GIVE_SEAT = "give-seat"  # arg: "<seat>-<kind>" (kind: person or a computer level)
    COPY_CODE = "copy-code"
    LEAVE = "leave-game"
    SCAN = "scan-answer"  # arg: the seat whose answer code the camera reads
    SCAN_STOP = "scan-stop"
    STUN_SAVE = "stun-save"


# The commands of the game itself: they go to the game at the table, not to the page.
GAME_COMMANDS = frozenset(
    {
        Command.REVEAL,
        Command.PASS,
        Command.UNDO,
        Command.TAKE_BACK,
        Command.MOVE,
        Command.CONFIRM_TAKE_BACK,
        Command.CANCEL,
        Command.END_TURN,
    }
)

# Buttons the page's first script may remember while Python loads (boot.js reads data-pending).
EARLY_COMMANDS = (Command.START, Command.SAVED_GAMES, Command.RULES)

REPLAY_STEPS = {
    Command.REPLAY_FIRST: m.ReplayWhere.FIRST,
    Command.REPLAY_BACK: m.ReplayWhere.BACK,
    Command.REPLAY_FORWARD: m.ReplayWhere.FORWARD,
    Command.REPLAY_LAST: m.ReplayWhere.LAST,
}

_PLAIN = {
    Command.NEW_GAME: m.ShowNewGame,
    Command.START: m.StartGame,
    Command.BACK_TO_GAME: m.BackToGame,
    Command.SAVED_GAMES: m.ShowSaved,
    Command.RULES: m.OpenRules,
    Command.CLOSE_RULES: m.CloseRules,
    Command.RELOAD: m.ReloadPage,
    Command.EXPORT_CURRENT: m.ExportCurrent,
    Command.REPLAY_CURRENT: m.ReplayCurrent,
    Command.ZOOM: m.ToggleZoom,
    Command.MAP_KEY: m.ToggleMapKey,
    Command.WHOLE_LOG: m.ToggleWholeLog,
    Command.PLAY_AGAIN: m.PlayAgain,
    Command.TIPS_OFF: m.TipsOff,
    Command.TIPS_ON: m.TipsOn,
    Command.SKIP: m.SkipComputer,
    Command.SUGGEST: m.AskSuggestion,
    Command.RETRY_COMPUTER: m.RetryComputer,
    Command.TAKE_SEAT: m.TakeSeat,
    Command.CLOSE_REPLAY: m.CloseReplay,
    Command.RECORD: m.ShowRecord,
    Command.CLOSE_RECORD: m.CloseRecord,
    Command.CLEAR_RECORD: m.AskClearRecord,
    Command.CLEAR_RECORD_CONFIRM: m.ConfirmClearRecord,
    Command.CLEAR_RECORD_CANCEL: m.CancelClearRecord,
    Command.CLOSE_INVITATION: m.CloseInvitation,
    Command.INVITE_ALL: m.InviteAll,
    Command.COPY_CODE: m.CopyCode,
    Command.LEAVE: m.LeaveGame,
    Command.SCAN_STOP: m.StopScan,
    Command.STUN_SAVE: m.SaveStun,
}

_SLOT = {
    Command.OPEN: m.OpenSlot,
    Command.REPLAY: m.ReplaySlot,
    Command.RENAME: m.RenameSlot,
    Command.RENAME_SAVE: m.SaveName,
    Command.RENAME_CANCEL: m.CancelRename,
    Command.EXPORT: m.ExportSlot,
    Command.DELETE: m.AskDelete,
    Command.DELETE_CONFIRM: m.ConfirmDelete,
    Command.DELETE_CANCEL: m.CancelDelete,
}


# Every message a click on the page can mean (``parse``): while the key to the map is open,
# a click anywhere but on its button closes it (and on the map does nothing else).
CLICKS = (
    m.GameClick, m.ReplayStep, m.ReplayTo, m.SetPace, m.TipSeen, m.CloseMapKey, m.Invite, m.ConnectAnswer, m.GiveSeat,
    m.ScanAnswer,
    *_PLAIN.values(), *_SLOT.values(),
)


def _number(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() and len(text) < 10 else None


def parse(hook: str, value: str, arg: str | None = None) -> m.Msg | None:
    """The message one clicked hook means, or None for one this page never draws.

    ``value`` is the hook attribute's text and ``arg`` the element's ``data-arg`` (if any). A
    forged or stale attribute gives None: nothing happens.
    """
    try:
        kind = Hook(hook)
    except ValueError:
        return None
    if kind is not Hook.COMMAND:
        if kind in (Hook.CARD, Hook.STACK, Hook.RANGERS, Hook.TRACK):
            number = _number(value)
            return None if number is None else m.GameClick(kind.value, number)
        return m.GameClick(kind.value, value) if value else None
    try:
        command = Command(value)
    except ValueError:
        return None
    if command in GAME_COMMANDS:
        return m.GameClick(Hook.COMMAND.value, command.value)
    if command in _PLAIN:
        return _PLAIN[command]()
    if command in REPLAY_STEPS:
        return m.ReplayStep(REPLAY_STEPS[command])
    arg = arg or ""
    if command in _SLOT:
        return _SLOT[command](arg) if arg else None
    if command is Command.PACE:
        return m.SetPace(arg)
    if command is Command.TIP_SEEN:
        return m.TipSeen(arg)
    if command is Command.LANGUAGE:
        return m.ChooseLanguage(arg)
    if command in (Command.INVITE, Command.CONNECT, Command.SCAN):
        number = _number(arg)
        kind = {Command.INVITE: m.Invite, Command.CONNECT: m.ConnectAnswer, Command.SCAN: m.ScanAnswer}[command]
        return None if number is None else kind(number)
    if command is Command.GIVE_SEAT:
        seat, _, kind = arg.partition("-")
        number = _number(seat)
        return None if number is None or not kind else m.GiveSeat(number, kind)
    if command is Command.REPLAY_GO:
        number = _number(arg)
        return None if number is None else m.ReplayTo(number)
    return None  # pragma: no cover - every command is parsed above


def selector(hook: Hook | str, value: object = None, arg: object = None) -> str:
    """The CSS selector of the element carrying a hook (and its argument): how the page names
    where the keyboard's focus goes (``web.state.focus``)."""
    attribute = Hook(hook).attribute
    found = f"[{attribute}]" if value is None else f'[{attribute}="{value}"]'
    return found if arg is None else f'{found}[{ARG}="{arg}"]'
