"""The browser's side of playing on several devices: peer connections, the camera and the
clipboard.

``Devices`` turns the feature's effects (``web.devices.effects``: an invitation's offer, an
answer, a message sent, a channel closed, the camera on or off, a text copied) into
instructions for the page's script (``web/static/devices.js``, with ``web/static/scanner.js``
for the camera), and ``message_of`` reads what happens there back from the script's records
(``web.browser.events`` hands them here) as messages (``web.messages``). Instructions and
records are plain values, made to cross from another thread.

The descriptions the browser makes are packed into the compact codes of ``web.devices.link`` here, and
the codes read back into descriptions: the page's script never sees a code, the page's state
never sees a description.

Importing this module plugs the whole feature into the page (``web.devices``): the shell
imports it, and with it the feature's handlers and views.
"""

from __future__ import annotations

import itertools
from typing import Any, Callable

from web.devices import link
from web import messages as m
from web.devices import messages as dm
from web.protocol import MAKERS, Op, RecordKind
from web.devices import effects as dfx
from web.devices import view as _view  # noqa: F401 - its parts of the game screen register
from web.devices.state import host as _host, shared as _shared  # noqa: F401 - their handlers register
from web.devices.state.guest import HOST_CHANNEL

EFFECTS = (
    dfx.OpenInvitation, dfx.AcceptAnswer, dfx.Answer, dfx.Send, dfx.CloseChannel, dfx.CopyText, dfx.StartCamera, dfx.StopCamera,
)
SCAN_VIDEO = "#scan-video"  # where the views show what the camera sees (web.devices.view)
KINDS = frozenset(kind for kind, maker in MAKERS.items() if maker == "peers")  # web/static/devices.js's records


class Devices:
    def __init__(self, send: Callable[[dict], Any], *, camera: bool = False) -> None:
        self.send = send  # hands an instruction to the page's script
        self.can_scan = camera  # the browser lets the page use a camera (a secure page, media devices)
        self.numbers = itertools.count(1)

    def camera(self) -> bool:
        """Whether this browser lets the page use a camera."""
        return self.can_scan

    def carry_out(self, effect, dispatch: Callable[..., Any]) -> None:
        if isinstance(effect, dfx.OpenInvitation):
            channel = f"seat{effect.seat}-{next(self.numbers)}"
            self.send({"op": Op.PEER_OFFER.value, "channel": channel, "seat": effect.seat, "stun": effect.stun or None})
        elif isinstance(effect, dfx.AcceptAnswer):
            sdp = link.sdp(link.unpack(effect.code, link.ANSWER))  # read by the state already
            self.send({"op": Op.PEER_ACCEPT.value, "channel": effect.channel, "sdp": sdp})
        elif isinstance(effect, dfx.Answer):
            sdp = link.sdp(link.unpack(effect.offer, link.OFFER))
            self.send({"op": Op.PEER_ANSWER.value, "channel": HOST_CHANNEL, "stun": effect.stun or None, "sdp": sdp})
        elif isinstance(effect, dfx.Send):
            self.send({"op": Op.PEER_SEND.value, "channel": effect.channel, "text": effect.text})
        elif isinstance(effect, dfx.CloseChannel):
            self.send({"op": Op.PEER_CLOSE.value, "channel": effect.channel})
        elif isinstance(effect, dfx.StartCamera):
            if self.can_scan:
                self.send({"op": Op.CAMERA_ON.value, "video": SCAN_VIDEO})
            else:
                dispatch(dm.CameraFailed("none"))
        elif isinstance(effect, dfx.StopCamera):
            if self.can_scan:
                self.send({"op": Op.CAMERA_OFF.value})
        elif isinstance(effect, dfx.CopyText):
            self.send({"op": Op.COPY.value, "text": effect.text})


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _code(sdp: Any, kind: str) -> tuple[str | None, str | None]:
    """(the code of a description the browser made, None) or (None, why not)."""
    try:
        return link.pack(link.session_of(str(sdp), kind)), None
    except link.CodeError as error:
        return None, error.reason


def message_of(record: dict) -> m.Msg | None:
    """What a record of the page's script means (None: nothing, or a malformed record)."""
    kind, channel = record.get("type"), _text(record.get("channel"))
    error = _text(record.get("error"))
    if kind == RecordKind.PEER_OFFERED:
        seat = record.get("seat")
        if channel is None or not isinstance(seat, int) or isinstance(seat, bool):
            return None
        code, reason = _code(record.get("sdp"), link.OFFER) if error is None else (None, error)
        return dm.InvitationReady(seat, channel, code, reason or "")
    if kind == RecordKind.PEER_ANSWERED:
        code, reason = _code(record.get("sdp"), link.ANSWER) if error is None else (None, error)
        return dm.AnswerReady(code, reason or "")
    if kind == RecordKind.SCANNED:
        return dm.Scanned(_text(record.get("text")))
    if kind == RecordKind.CAMERA_FAILED:
        return dm.CameraFailed(str(record.get("reason")))
    if channel is None:
        return None
    if kind == RecordKind.CHANNEL_OPENED:
        return dm.ChannelOpened(channel)
    if kind == RecordKind.CHANNEL_SAID:
        return dm.ChannelSaid(channel, _text(record.get("text")))
    if kind == RecordKind.CHANNEL_CLOSED:
        return dm.ChannelClosed(channel)
    return None
