"""The page's messages about other devices: the host of a game, and a device playing one of
its seats (``web.messages`` holds them with the rest; they live here only to keep each module
a size one can read)."""

from __future__ import annotations

from typing import Any

from web.records import Record


# --- devices: the host of a game, and a device playing one of its seats ------------------------


class Invite(Record):  # the host: show an invitation for this remote seat
    seat: int


class CloseInvitation(Record):
    pass


class InviteAll(Record):  # the host: invite every seat whose device is missing, one after another
    pass


class ConnectAnswer(Record):  # the host: the answer code pasted for this seat's invitation
    seat: int


class InvitationReady(Record):  # the shell made the invitation's offer (``code``), or failed
    seat: int
    channel: str
    code: str | None = None
    detail: str = ""


class ChannelOpened(Record):
    channel: str


class ChannelSaid(Record):  # a message arrived on a channel (the host's or the joining device's)
    channel: str
    text: Any


class ChannelClosed(Record):
    channel: str


class GiveSeat(Record):  # the host: a remote seat is played here from now on (``kind``: person or a level)
    seat: int
    kind: str


class AnswerReady(Record):  # the joining device: its answer code, made by the shell (None: failed)
    code: str | None
    detail: str = ""


class CopyCode(Record):  # the host: the invitation's link; the joining device: its answer code
    pass


class LinkOpened(Record):  # an invitation link opened in a page already open (its fragment)
    fragment: str


class LeaveGame(Record):  # the joining device leaves the host's game (to this device's own games)
    pass


class ScanAnswer(Record):  # the host: read this seat's answer code with the camera
    seat: int


class StopScan(Record):  # the host: turn the camera off
    pass


class Scanned(Record):  # the camera read a QR code (any text: the state reads it as an answer code)
    text: Any


class CameraFailed(Record):  # the camera could not be used: "denied", "none" (no camera), "reader" or "other"
    reason: str


class SaveStun(Record):  # the host: the STUN address typed in its panel becomes the setting
    pass
