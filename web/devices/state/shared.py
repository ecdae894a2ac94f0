"""Playing on several devices: what the host (``web.devices.state.host``) and a joining device
(``web.devices.state.guest``) share: the messages that mean one thing at the host and another at a
joining device, copying the code shown, and leaving a host's game; and how the devices start
with the page (``web.state.extensions``).
"""

from __future__ import annotations

from web import messages as m
from web.devices import messages as dm
from web.storage import JOINED_KEY, STUN_KEY
from web.values import replace
from web.state import effects as fx, extensions
from web.devices import effects as dfx
from web.state.handling import handles
from web.devices.state.guest import HOST_CHANNEL, away, guest_closed, guest_opened, guest_said, join, read_join
from web.devices.state.host import host_closed, host_said, invitation_link, stored_stun
from web.state.page import GAME, Context, GameScreen, Model, NewGameScreen, Step


@extensions.on_boot
def boot(model: Model, msg: m.Boot, warm: list) -> tuple[Model, list | None]:
    """At start-up: the STUN address this device's invitations ask for; a page opened from an
    invitation link plays that seat of the other device's game; one reloaded while playing a
    seat of another's game says so first."""
    stored = msg.preferences
    model = replace(model, prefs=replace(model.prefs, stun=stored_stun(stored.get(STUN_KEY))))
    joined = read_join(msg.join)
    if joined is not None:
        model, effects = join(model, joined)
        return model, [*warm, *effects]
    was = away(stored.get(JOINED_KEY)) if msg.pending is None else None
    if was is not None:
        return replace(model, guest=was, table=None, screen=GameScreen()), [fx.History(GAME, replace=True)]
    return model, None


@handles(dm.CopyCode)
def copy_code(model: Model, _msg: dm.CopyCode, _ctx: Context) -> Step:
    """The invitation's link (the host) or the answer code (the joining device) to the clipboard."""
    guest = model.guest
    if guest is not None:
        return model, [dfx.CopyText(guest.answer)] if guest.answer else []
    fragment = invitation_link(model)
    return model, [dfx.CopyText(f"{model.address}#{fragment}")] if fragment else []


@extensions.on_leave
@handles(dm.LeaveGame)
def leave(model: Model, _msg: dm.LeaveGame | None = None, _ctx: Context | None = None) -> Step:
    """This device leaves the host's game and comes back to its own games."""
    if model.guest is None:
        return model, []
    model = replace(model, guest=None, table=None, screen=NewGameScreen())
    return model, [dfx.CloseChannel(HOST_CHANNEL), fx.WritePreference(JOINED_KEY, ""), fx.Load(None, fx.LoadFor.BOOT)]


@handles(dm.ChannelOpened)
def channel_opened(model: Model, msg: dm.ChannelOpened, _ctx: Context) -> Step:
    if model.guest is not None and msg.channel == HOST_CHANNEL:
        return guest_opened(model)
    return model, [fx.Quiet()]  # the host waits for the device's hello


@handles(dm.ChannelSaid)
def channel_said(model: Model, msg: dm.ChannelSaid, ctx: Context) -> Step:
    if model.guest is not None:
        return guest_said(model, msg) if msg.channel == HOST_CHANNEL else (model, [])
    return host_said(model, msg, ctx)


@handles(dm.ChannelClosed)
def channel_closed(model: Model, msg: dm.ChannelClosed, _ctx: Context) -> Step:
    if model.guest is not None:
        return guest_closed(model) if msg.channel == HOST_CHANNEL else (model, [])
    return host_closed(model, msg)
