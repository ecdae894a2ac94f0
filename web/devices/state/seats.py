"""Where the remote seats of a game stand, as values of the page's state: the invitation the
host shows for a seat, the STUN address typed in its panel, and, on a device playing a seat of
another's game, that seat. Apart from the handlers (``host``, ``guest``) so that the page's
``Model`` can name their types without importing what handles them."""

from __future__ import annotations

from web.devices.wire import View
from web.values import Value


class Invitation(Value):
    """The invitation the host shows for one remote seat."""

    seat: int
    channel: str | None = None  # the shell's peer connection for it (None: being made)
    code: str | None = None  # the offer's compact code (web.devices.link)
    failed: str | None = None  # why the shell could not make it
    draft: str = ""  # the answer code as pasted so far
    error: str | None = None  # why the pasted answer was refused (web.devices.link.CodeError's reason)
    connecting: bool = False  # the answer was taken: the devices are connecting
    scanning: bool = False  # the camera is reading the answer's QR code
    camera: str | None = None  # why the camera could not read it (web.devices.messages.CameraFailed)
    stun: str = ""  # the STUN address the invitation was made with (the link carries it)


class StunDraft(Value):
    """The STUN address being typed in the host's panel (``Prefs.stun`` is the one set)."""

    text: str = ""
    error: str | None = None  # why it was not taken (web.devices.link.CodeError's reason)


class Guest(Value):
    """This device plays one seat of a game another device holds."""

    seat: int
    token: str
    offer: str  # the host's offer code (from the link)
    stun: str = ""  # the STUN address the host asked this device to use (from the link)
    answer: str | None = None  # this device's answer code, once made
    # answering, answered, connected, lost, ended, failed; "away": the page was reloaded while
    # playing (``joined``), and only a new invitation from the game's device brings it back
    status: str = "answering"
    view: View | None = None  # the last view the host sent
    pending: bool = False  # an action was sent and the host has not answered yet
    refused: str | None = None  # why the host refused the last action
    detail: str = ""  # why the answer could not be made
    players: tuple[str, ...] = ()  # the game's players, as the last view named them
