"""Playing on several devices: what the host (``web.devices.state.host``) and a joining device
(``web.devices.state.guest``) share: the messages that mean one thing at the host and another at a
joining device, copying the code shown, and leaving a host's game.
"""

from __future__ import annotations

from web import messages as m
from web.storage import JOINED_KEY
from web.values import replace
from web.state import effects as fx
from web.state.handling import handles
from web.devices.state.guest import HOST_CHANNEL, guest_closed, guest_opened, guest_said
from web.devices.state.host import host_closed, host_said, invitation_link
from web.state.page import Context, Model, NewGameScreen, Step


@handles(m.CopyCode)
def copy_code(model: Model, _msg: m.CopyCode, _ctx: Context) -> Step:
    """The invitation's link (the host) or the answer code (the joining device) to the clipboard."""
    guest = model.guest
    if guest is not None:
        return model, [fx.CopyText(guest.answer)] if guest.answer else []
    fragment = invitation_link(model)
    return model, [fx.CopyText(f"{model.address}#{fragment}")] if fragment else []


@handles(m.LeaveGame)
def leave(model: Model, _msg: m.LeaveGame | None = None, _ctx: Context | None = None) -> Step:
    """This device leaves the host's game and comes back to its own games."""
    if model.guest is None:
        return model, []
    model = replace(model, guest=None, table=None, screen=NewGameScreen())
    return model, [fx.CloseChannel(HOST_CHANNEL), fx.WritePreference(JOINED_KEY, ""), fx.Load(None, fx.LoadFor.BOOT)]


@handles(m.ChannelOpened)
def channel_opened(model: Model, msg: m.ChannelOpened, _ctx: Context) -> Step:
    if model.guest is not None and msg.channel == HOST_CHANNEL:
        return guest_opened(model)
    return model, [fx.Quiet()]  # the host waits for the device's hello


@handles(m.ChannelSaid)
def channel_said(model: Model, msg: m.ChannelSaid, ctx: Context) -> Step:
    if model.guest is not None:
        return guest_said(model, msg) if msg.channel == HOST_CHANNEL else (model, [])
    return host_said(model, msg, ctx)


@handles(m.ChannelClosed)
def channel_closed(model: Model, msg: m.ChannelClosed, _ctx: Context) -> Step:
    if model.guest is not None:
        return guest_closed(model) if msg.channel == HOST_CHANNEL else (model, [])
    return host_closed(model, msg)
