"""The page's messages about other devices: the host of a game, and a device playing one of
its seats. Each declares, like every message, the commands that mean it and what a device
playing another's game does with it; its handler is registered in ``web.devices.state``. The
page's own messages (``web.messages``) do not know them: the feature plugs in (``web.devices``)."""

from __future__ import annotations

from typing import Any

from web.hooks import Command, Message, clicked, number_arg, seat_kind_arg


# --- devices: the host of a game, and a device playing one of its seats ------------------------


class Invite(Message):  # the host: show an invitation for this remote seat
    STEP = True
    COMMANDS = clicked(Command.INVITE, arg=number_arg)
    seat: int


class ShowHand(Message):  # the host: the person here shows or hides their cards while a seat elsewhere plays
    STEP = True
    COMMANDS = clicked(Command.SHOW_HAND)


class CloseInvitation(Message):
    STEP = True
    COMMANDS = clicked(Command.CLOSE_INVITATION)


class InviteAll(Message):  # the host: invite every seat whose device is missing, one after another
    STEP = True
    COMMANDS = clicked(Command.INVITE_ALL)


class ConnectAnswer(Message):  # the host: the answer code pasted for this seat's invitation
    STEP = True
    COMMANDS = clicked(Command.CONNECT, arg=number_arg)
    seat: int


class InvitationReady(Message):  # the shell made the invitation's offer (``code``), or failed
    seat: int
    channel: str
    code: str | None = None
    detail: str = ""


class ChannelOpened(Message):
    channel: str


class ChannelSaid(Message):  # a message arrived on a channel (the host's or the joining device's)
    channel: str
    text: Any


class ChannelClosed(Message):
    channel: str


class GiveSeat(Message):  # the host: a remote seat is played here from now on (``kind``: person or a level)
    STEP = True
    COMMANDS = clicked(Command.GIVE_SEAT, arg=seat_kind_arg)
    seat: int
    kind: str


class AnswerReady(Message):  # the joining device: its answer code, made by the shell (None: failed)
    code: str | None
    detail: str = ""


class CopyCode(Message):  # the host: the invitation's link; the joining device: its answer code
    STEP = True
    COMMANDS = clicked(Command.COPY_CODE)


class LinkOpened(Message):  # an invitation link opened in a page already open (its fragment)
    fragment: str


class LeaveGame(Message):  # the joining device leaves the host's game (to this device's own games)
    STEP = True
    COMMANDS = clicked(Command.LEAVE)


class ScanAnswer(Message):  # the host: read this seat's answer code with the camera
    STEP = True
    COMMANDS = clicked(Command.SCAN, arg=number_arg)
    seat: int


class StopScan(Message):  # the host: turn the camera off
    STEP = True
    COMMANDS = clicked(Command.SCAN_STOP)


class Scanned(Message):  # the camera read a QR code (any text: the state reads it as an answer code)
    text: Any


class CameraFailed(Message):  # the camera could not be used: "denied", "none" (no camera), "reader" or "other"
    reason: str


class SaveStun(Message):  # the host: the STUN address typed in its panel becomes the setting
    STEP = True
    COMMANDS = clicked(Command.STUN_SAVE)
