"""The browser's side of playing on several devices: peer connections, the camera and the
clipboard.

``Devices`` carries out the page's device effects (``web.state.effects``: an invitation's
offer, an answer, a message sent, a channel closed, the camera on or off, a text copied) with
the peers object of ``web/static/devices.js`` and the scanner of ``web/static/scanner.js``,
and hands back what happens as messages (``web.messages``). The
descriptions the browser makes are packed into the compact codes of ``web.link`` here, and the
codes read back into descriptions: the peers object never sees a code, the page's state never
sees a description. It is given its browser objects (``peers``, ``proxy`` to make a callback
the browser may call, ``scanner``, ``clipboard``), so tests give it fakes.
"""

from __future__ import annotations

import itertools
from typing import Any, Callable

from web import link
from web import messages as m
from web.state import effects as fx
from web.state.guest import HOST_CHANNEL

EFFECTS = (
    fx.OpenInvitation, fx.AcceptAnswer, fx.Answer, fx.Send, fx.CloseChannel, fx.CopyText, fx.StartCamera, fx.StopCamera,
)
SCAN_VIDEO = "#scan-video"  # where the views show what the camera sees (web.view.devices)


class Devices:
    def __init__(
        self, peers: Any, proxy: Callable, events: Callable[[Callable], Any], *, clipboard: Any = None, scanner: Any = None
    ) -> None:
        self.peers = peers
        self.scanner = scanner  # web/static/scanner.js (None: this browser has no camera for the page)
        self.proxy = proxy  # a Python callable as a callback the browser may keep
        self.events = events  # a JS object {opened, said, closed} from a dispatch function
        self.clipboard = clipboard
        self.numbers = itertools.count(1)

    def carry_out(self, effect, dispatch: Callable[..., Any]) -> None:
        if isinstance(effect, fx.OpenInvitation):
            self._offer(effect.seat, effect.stun, dispatch)
        elif isinstance(effect, fx.AcceptAnswer):
            self._accept(effect, dispatch)
        elif isinstance(effect, fx.Answer):
            self._answer(effect.offer, effect.stun, dispatch)
        elif isinstance(effect, fx.Send):
            self.peers.send(effect.channel, effect.text)
        elif isinstance(effect, fx.CloseChannel):
            self.peers.close(effect.channel)
        elif isinstance(effect, fx.StartCamera):
            self._camera_on(dispatch)
        elif isinstance(effect, fx.StopCamera):
            if self.scanner is not None:
                self.scanner.stop()
        elif isinstance(effect, fx.CopyText) and self.clipboard is not None:
            self.clipboard.writeText(effect.text)

    def camera(self) -> bool:
        """Whether this browser lets the page use a camera (a secure page with media devices)."""
        return self.scanner is not None and bool(self.scanner.available())

    def _camera_on(self, dispatch) -> None:
        if not self.camera():
            dispatch(m.CameraFailed("none"))
            return

        def found(text) -> None:
            dispatch(m.Scanned(text if isinstance(text, str) else None))

        def failed(reason) -> None:
            dispatch(m.CameraFailed(str(reason)))

        self.scanner.start(SCAN_VIDEO, self.proxy(found), self.proxy(failed))

    def _offer(self, seat: int, stun: str, dispatch) -> None:
        channel = f"seat{seat}-{next(self.numbers)}"

        def made(sdp) -> None:
            try:
                code = link.pack(link.session_of(str(sdp), link.OFFER))
            except link.CodeError as error:
                dispatch(m.InvitationReady(seat, channel, None, error.reason))
                return
            dispatch(m.InvitationReady(seat, channel, code))

        def failed(error) -> None:
            dispatch(m.InvitationReady(seat, channel, None, str(error)))

        self.peers.offer(channel, stun or None, self.events(dispatch)).then(self.proxy(made), self.proxy(failed))

    def _accept(self, effect: fx.AcceptAnswer, dispatch) -> None:
        sdp = link.sdp(link.unpack(effect.code, link.ANSWER))  # read by the state already

        def failed(_error) -> None:
            dispatch(m.ChannelClosed(effect.channel))

        self.peers.accept(effect.channel, sdp).then(self.proxy(lambda _ok: None), self.proxy(failed))

    def _answer(self, offer: str, stun: str, dispatch) -> None:
        sdp = link.sdp(link.unpack(offer, link.OFFER))

        def made(answer) -> None:
            try:
                code = link.pack(link.session_of(str(answer), link.ANSWER))
            except link.CodeError as error:
                dispatch(m.AnswerReady(None, error.reason))
                return
            dispatch(m.AnswerReady(code))

        def failed(error) -> None:
            dispatch(m.AnswerReady(None, str(error)))

        self.peers.answer(HOST_CHANNEL, stun or None, sdp, self.events(dispatch)).then(self.proxy(made), self.proxy(failed))


def channel_events(dispatch: Callable[..., Any]) -> dict[str, Callable]:
    """What the peers object calls when a channel opens, speaks or closes (as Python
    callables: ``web.main`` makes a JS object of them)."""
    return {
        "opened": lambda channel: dispatch(m.ChannelOpened(str(channel))),
        "said": lambda channel, text: dispatch(m.ChannelSaid(str(channel), text if isinstance(text, str) else None)),
        "closed": lambda channel: dispatch(m.ChannelClosed(str(channel))),
    }
