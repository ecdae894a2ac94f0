"""What playing on several devices asks the world to do: the feature's effects, carried out by
its part of the browser shell (``web.devices.browser``) like the page's own (``web.state.effects``).
"""

from __future__ import annotations

from web.values import Value


class OpenInvitation(Value):
    """Make a peer connection and its data channel for an invitation to ``seat`` (asking the
    STUN server ``stun`` for an internet address, if one is set). Outcome:
    ``web.devices.messages.InvitationReady`` (with the channel's id and the offer's code); later
    ``ChannelOpened``, ``ChannelSaid`` and ``ChannelClosed`` for that channel."""

    seat: int
    stun: str = ""


class AcceptAnswer(Value):
    """The answer code of the device invited on ``channel``: connect to it."""

    channel: str
    code: str


class Answer(Value):
    """The joining device: answer the host's offer (a ``web.devices.link`` code). Outcome:
    ``web.devices.messages.AnswerReady``; then the channel ``HOST_CHANNEL``'s messages."""

    offer: str
    stun: str = ""  # the STUN server the host's link names ("" for none)


class Send(Value):
    """Send ``text`` on a channel (nothing if it is closed)."""

    channel: str
    text: str


class CloseChannel(Value):
    channel: str


class StartCamera(Value):
    """Turn the camera on and read QR codes in what it sees (shown in ``#scan-video``).
    Outcomes: ``web.devices.messages.Scanned`` for each new text read, or ``CameraFailed``."""


class StopCamera(Value):
    """Turn the camera off."""


class CopyText(Value):
    """Put ``text`` on the clipboard."""

    text: str
