"""What a click on the page means: its hooks and commands, shared by the markup, the scripts and
Python, defined once, and the base of every message, which declares the commands that mean it.

The page's HTML is drawn by ``web.view`` and read back by ``web.browser``: what a click means
is written into the clicked element as a *hook* attribute (``data-command="undo"``,
``data-region="pilbara"`` ...), and a command that needs an argument carries it in
``data-arg`` (``data-command="pace" data-arg="fast"``, ``data-command="open" data-arg="g2"``).
``parse`` turns one hook into a typed message (``web.messages``) at the edge, so nothing past the
browser shell ever handles a raw string: each message declares the commands that mean it
(``Message.COMMANDS``), with what else the page does with it around its handler.

The keys the page answers to and the ids of the elements the shell looks up are in
``web.dom``, the browser's storage keys in ``web.storage``.
"""

from __future__ import annotations

from enum import StrEnum
from types import MappingProxyType
from typing import Any, Callable

from web.values import Value


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
    REVIEW_CURRENT = "review-current"  # the review of the game on the table (or in the replay), once over
    ZOOM = "zoom-map"
    MAP_KEY = "map-key"  # the key to the map: open or close it
    WHOLE_LOG = "whole-log"
    PLAY_AGAIN = "play-again"
    TIP_SEEN = "tip-seen"  # arg: the tip
    TIPS_OFF = "tips-off"
    THREATS = "threats"  # show or hide what the rivals could complete next
    TIPS_ON = "tips-on"
    # the computer at the table
    PACE = "pace"  # arg: a pace
    SKIP = "skip-computer"
    SUGGEST = "suggest"
    PLAY_HINT = "play-hint"  # play the move the computer suggested
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
    # the review of a finished game
    CLOSE_REVIEW = "review-close"
    REVIEW_SEAT = "review-seat"  # arg: whose decisions are shown
    REVIEW_MOMENT = "review-moment"  # arg: the step (actions before it) to show the board at
    TRY_AGAIN = "try-again"  # arg: the step to play on from, in a new game
    # one saved game (arg: its slot)
    OPEN = "open"
    REPLAY = "replay"
    REVIEW = "review"
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
    SHOW_HAND = "show-hand"  # the person here looks at their cards (or hides them) while a seat elsewhere plays


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
        Command.PLAY_HINT,
    }
)

# Buttons the page's first script may remember while Python loads (boot.js reads data-pending).
EARLY_COMMANDS = (Command.START, Command.SAVED_GAMES, Command.RULES)


# --- what a message declares about itself ---------------------------------------------------------

# How a command's ``data-arg`` becomes the fields of its message (None: a forged or stale
# argument, and the click means nothing).
ArgReader = Callable[[str], "tuple | None"]


def _number(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() and len(text) < 10 else None


def no_arg(_arg: str) -> tuple:
    return ()


def text_arg(arg: str) -> tuple:
    return (arg,)


def slot_arg(arg: str) -> tuple | None:
    return (arg,) if arg else None


def number_arg(arg: str) -> tuple | None:
    number = _number(arg)
    return None if number is None else (number,)


def seat_kind_arg(arg: str) -> tuple | None:
    """``"<seat>-<kind>"``: a remote seat and who plays it."""
    seat, _, kind = arg.partition("-")
    number = _number(seat)
    return None if number is None or not kind else (number, kind)


def fixed(*fields: object) -> ArgReader:
    """A command whose message has the same fields every time (its argument is not read)."""
    return lambda _arg: fields


def hook_number(hook: Hook) -> ArgReader:
    """A hook whose value is a number (a card, a stack ...): the hook's kind and the number."""
    return lambda value: None if _number(value) is None else (hook.value, _number(value))


def hook_id(hook: Hook) -> ArgReader:
    """A hook whose value is an id (a region, a location): the hook's kind and the id."""
    return lambda value: (hook.value, value) if value else None


def clicked(*commands: Command, arg: ArgReader = no_arg) -> dict[Command, ArgReader]:
    """The commands that mean a message, all reading their argument the same way."""
    return {command: arg for command in commands}


class Guest(StrEnum):
    """What a device playing a seat of another device's game does with a message (that game is
    not this device's to save, export, replay or replace)."""

    PLAYS = "plays"  # the same as at home
    LEAVES = "leaves"  # it leaves the game first, then the message is handled as at home
    IGNORES = "ignores"  # nothing
    OWN = "own"  # a handler of its own (``web.state.handling.handles(..., guest=True)``)


class Message(Value):
    """Everything that can happen to the page derives from this (``web.messages``), and says
    with class constants what the page does with it around its handler:

    ``STEP``: it starts a new step of the player's (what the banners said goes);
    ``SELF_FOCUSED``: a step that sends the focus itself (or leaves it to the browser);
    ``CLICK``: a click on the page (while the key to the map is open, a click closes it);
    ``GUEST``: what a device playing a seat of another's game does with it;
    ``COMMANDS``: the commands that mean it, each with how its ``data-arg`` becomes its fields
    (``parse``; a message with commands is a click unless it says otherwise);
    ``ON_HOOKS``: the other hooks that mean it, each with how the hook's value becomes its fields.

    A command or hook claimed by two messages is refused as the second is defined.
    """

    STEP = False
    SELF_FOCUSED = False
    CLICK = False
    GUEST = Guest.PLAYS
    # (not annotated: a record's annotations are its fields)
    COMMANDS = MappingProxyType({})  # Command -> ArgReader
    ON_HOOKS = MappingProxyType({})  # Hook -> ArgReader

    def __init_subclass__(cls, **options: Any) -> None:
        super().__init_subclass__(**options)
        if "CLICK" not in cls.__dict__ and cls.COMMANDS:
            cls.CLICK = True
        claims = ((_BY_COMMAND, cls.__dict__.get("COMMANDS", {})), (_BY_HOOK, cls.__dict__.get("ON_HOOKS", {})))
        for table, meanings in claims:
            taken = [name for name in meanings if name in table]
            if taken:
                raise TypeError(f"{taken[0]!r} already means {table[taken[0]][0].__name__}, not {cls.__name__} too")
        for table, meanings in claims:
            table.update((name, (cls, read)) for name, read in meanings.items())
        _KINDS.append(cls)


# Every message type, and what each command and hook means: filled as ``web.messages`` (which
# imports every module of messages) defines them.
_KINDS: list[type[Message]] = []
_BY_COMMAND: dict[str, tuple[type[Message], ArgReader]] = {}
_BY_HOOK: dict[str, tuple[type[Message], ArgReader]] = {}


def message_kinds() -> tuple[type[Message], ...]:
    """Every message type, in the order they were defined."""
    return tuple(_KINDS)


def meanings() -> dict[str, type[Message]]:
    """Each command's value and each other hook's kind, with the message it means."""
    return {**{name: found[0] for name, found in _BY_COMMAND.items()}, **{name: found[0] for name, found in _BY_HOOK.items()}}


def parse(hook: str, value: str, arg: str | None = None) -> Message | None:
    """The message one clicked hook means, or None for one this page never draws.

    ``value`` is the hook attribute's text and ``arg`` the element's ``data-arg`` (if any). A
    forged or stale attribute gives None: nothing happens. Every message is declared by the
    time ``web.messages`` is imported.
    """
    try:
        kind = Hook(hook)
    except ValueError:
        return None
    found, text = (_BY_COMMAND.get(value), arg or "") if kind is Hook.COMMAND else (_BY_HOOK.get(kind), value)
    if found is None:
        return None
    message, read = found
    fields = read(text)
    return None if fields is None else message(*fields)


def selector(hook: Hook | str, value: object = None, arg: object = None) -> str:
    """The CSS selector of the element carrying a hook (and its argument): how the page names
    where the keyboard's focus goes (``web.state.focus``)."""
    attribute = Hook(hook).attribute
    found = f"[{attribute}]" if value is None else f'[{attribute}="{value}"]'
    return found if arg is None else f'{found}[{ARG}="{arg}"]'
