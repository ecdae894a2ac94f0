"""Playing on several devices: the host of a game.

The host is the page that holds the game (``OnTable``): its remote seats (``REMOTE`` in the
table) are played on other devices, each connected to it by a data channel. The host shows
an invitation for a seat (a link carrying its offer and the seat's token), takes the answer
code the other device shows (pasted, or read by the camera), and from then on sends that
device its seat's view after every step and takes its actions (``web.devices.hosting.Remotes``
decides which). A remote seat whose device is gone is waited for, invited again, or given to
a person here or the computer.

Handlers of ``web.state.update`` (through ``web.devices.state.shared`` for the messages a joining
device takes too), and what the host adds to the page's steps (``web.state.extensions``): the
remote seats of a game put on the table (``with_remotes``), the fields typed in its panel, and
what follows every step (``sync``).
"""

from __future__ import annotations

from australia import COMPUTER_LEVELS, PERSON

from web.devices import link, wire
from web.devices import messages as dm
from web.hooks import Command, Hook, selector
from web.storage import STUN_KEY
from web.devices.hosting import Remotes, Taken, new_token
from web.values import replace
from web.state import effects as fx, extensions
from web.devices import effects as dfx
from web.state.handling import handles
from web.state.game import save
from web.devices.state.guest import join_fragment
from web.devices.state.seats import Invitation, StunDraft
from web.state.notices import Notice, say
from web.state.page import Context, Model, OnTable, Step
from web.state.recording import finished_here


def _hosting(model: Model) -> bool:
    return model.guest is None and model.table is not None and model.table.remotes is not None


@extensions.on_table
def with_remotes(table: OnTable) -> OnTable:
    """A game as it goes on the table: its seats played on other devices, none connected yet."""
    remote = table.session.seats.remote
    remotes = Remotes.of(remote, len(table.session.state.players)) if remote else None
    return replace(table, remotes=remotes, invitation=None)


@handles(dm.Invite)
def invite(model: Model, msg: dm.Invite, ctx: Context) -> Step:
    if not _hosting(model) or msg.seat not in model.table.remotes.seats or model.session.over:
        return model, []
    table = model.table
    effects = []
    if table.invitation is not None and table.invitation.channel is not None:
        effects.append(dfx.CloseChannel(table.invitation.channel))  # the invitation shown before
    remotes = table.remotes.invite(msg.seat, new_token(ctx.rand))
    stun = model.prefs.stun
    table = replace(table, remotes=remotes, invitation=Invitation(msg.seat, stun=stun))
    return replace(model, table=table), effects + [dfx.OpenInvitation(msg.seat, stun)]


def waiting_seats(model: Model) -> tuple[int, ...]:
    """The remote seats whose device is not connected (after the host reloaded: all)."""
    if not _hosting(model) or model.session.over:
        return ()
    connected = model.table.remotes.connected()
    return tuple(seat for seat in model.table.remotes.seats if not connected[seat])


@handles(dm.ShowHand)
def show_hand(model: Model, _msg: dm.ShowHand, _ctx: Context) -> Step:
    """The person here shows their cards while a seat elsewhere plays, or hides them again;
    they hide by themselves once the game moves on."""
    session = model.session if _hosting(model) else None
    if session is None or not (session.remote_to_move or session.computer_to_move):
        return model, []
    moment = len(model.session.state.history)
    peek = None if model.table.peek == moment else moment
    return replace(model, table=replace(model.table, peek=peek)), []


@handles(dm.InviteAll)
def invite_all(model: Model, _msg: dm.InviteAll, ctx: Context) -> Step:
    """One step for every device that is missing: the first's invitation now, each next one
    as soon as the one before is back (a device answers its own offer, so they come in turn)."""
    waiting = waiting_seats(model)
    if not waiting:
        return model, []
    model, effects = invite(model, dm.Invite(waiting[0]), ctx)
    return replace(model, table=replace(model.table, inviting=waiting[1:])), effects


def _invite_next(model: Model, ctx: Context) -> Step:
    """After a device came back: the next waiting seat's invitation, if the host asked for all."""
    waiting = set(waiting_seats(model))
    queue = tuple(seat for seat in model.table.inviting if seat in waiting)
    model = replace(model, table=replace(model.table, inviting=queue[1:] if queue else ()))
    if not queue or model.table.invitation is not None:
        return model, []
    return invite(model, dm.Invite(queue[0]), ctx)


@handles(dm.InvitationReady)
def invitation_ready(model: Model, msg: dm.InvitationReady, _ctx: Context) -> Step:
    invitation = model.table.invitation if _hosting(model) else None
    if invitation is None or invitation.seat != msg.seat or invitation.channel is not None:
        return model, [dfx.CloseChannel(msg.channel)] if msg.code is not None else []  # no longer wanted
    if msg.code is None:
        invitation = replace(invitation, failed=msg.detail or "?")
    else:
        invitation = replace(invitation, channel=msg.channel, code=msg.code)
    return replace(model, table=replace(model.table, invitation=invitation)), []


def invitation_link(model: Model) -> str | None:
    """The fragment of the invitation shown (the page's address goes before it)."""
    invitation = model.table.invitation if _hosting(model) else None
    if invitation is None or invitation.code is None:
        return None
    token = model.table.remotes.token(invitation.seat)
    return join_fragment(invitation.seat, token, invitation.code, invitation.stun) if token else None


@handles(dm.CloseInvitation)
def close_invitation(model: Model, _msg: dm.CloseInvitation, _ctx: Context) -> Step:
    if not _hosting(model) or model.table.invitation is None:
        return model, []
    invitation = model.table.invitation
    seated = invitation.channel is not None and invitation.channel in dict(model.table.remotes.channels)
    effects = [dfx.CloseChannel(invitation.channel)] if invitation.channel is not None and not seated else []
    return replace(model, table=replace(model.table, invitation=None, inviting=())), effects


@extensions.on_typed
def answer_typed(model: Model, values: dict) -> Model:
    if not _hosting(model) or model.table.invitation is None or "answer" not in values:
        return model
    invitation = replace(model.table.invitation, draft=str(values["answer"])[: link.MAX_CODE + 100])
    return replace(model, table=replace(model.table, invitation=invitation))


@handles(dm.ConnectAnswer)
def connect_answer(model: Model, msg: dm.ConnectAnswer, _ctx: Context) -> Step:
    invitation = model.table.invitation if _hosting(model) else None
    if invitation is None or invitation.seat != msg.seat or invitation.channel is None:
        return model, []
    return _answered(model, invitation.draft)


def _answered(model: Model, text: str) -> Step:
    """The answer code pasted or read by the camera: connect, or say why not (the camera, if
    on, goes on reading)."""
    invitation = model.table.invitation
    code = "".join(text.split())  # a code copied across lines still reads
    if not code:
        invitation = replace(invitation, error="empty", connecting=False, camera=None)
        return replace(model, table=replace(model.table, invitation=invitation)), []
    try:
        link.unpack(code, link.ANSWER)
    except link.CodeError as refused:
        invitation = replace(invitation, error=refused.reason, connecting=False, camera=None)
        return replace(model, table=replace(model.table, invitation=invitation)), []
    invitation = replace(invitation, error=None, connecting=True, draft=code, scanning=False, camera=None)
    return replace(model, table=replace(model.table, invitation=invitation)), [dfx.AcceptAnswer(invitation.channel, code)]


@handles(dm.ScanAnswer)
def scan_answer(model: Model, msg: dm.ScanAnswer, _ctx: Context) -> Step:
    """Read the answer's QR code with this device's camera."""
    invitation = model.table.invitation if _hosting(model) else None
    if invitation is None or invitation.seat != msg.seat or invitation.channel is None or invitation.connecting:
        return model, []
    invitation = replace(invitation, scanning=True, camera=None, error=None)
    # the button pressed gives way to the camera's: the keyboard's focus goes to that one
    focus = fx.Focus((selector(Hook.COMMAND, Command.SCAN_STOP),), prevent_scroll=True)
    return replace(model, table=replace(model.table, invitation=invitation)), [focus]


@handles(dm.StopScan)
def stop_scan(model: Model, _msg: dm.StopScan, _ctx: Context) -> Step:
    invitation = model.table.invitation if _hosting(model) else None
    if invitation is None or not invitation.scanning:
        return model, [fx.Quiet()]
    focus = fx.Focus((selector(Hook.COMMAND, Command.SCAN, invitation.seat),), prevent_scroll=True)
    return replace(model, table=replace(model.table, invitation=replace(invitation, scanning=False))), [focus]


@handles(dm.Scanned)
def scanned(model: Model, msg: dm.Scanned, _ctx: Context) -> Step:
    """A QR code the camera read while the host waits for an answer."""
    invitation = model.table.invitation if _hosting(model) else None
    if invitation is None or not invitation.scanning or not isinstance(msg.text, str):
        return model, [fx.Quiet()]
    return _answered(model, msg.text[: link.MAX_CODE + 100])


@handles(dm.CameraFailed)
def camera_failed(model: Model, msg: dm.CameraFailed, _ctx: Context) -> Step:
    invitation = model.table.invitation if _hosting(model) else None
    if invitation is None or not invitation.scanning:
        return model, [fx.Quiet()]
    invitation = replace(invitation, scanning=False, camera=msg.reason)
    return replace(model, table=replace(model.table, invitation=invitation)), []


@extensions.on_typed
def stun_typed(model: Model, values: dict) -> Model:
    if not _hosting(model) or "stun" not in values:
        return model
    text = str(values["stun"])[:300]
    draft = model.table.stun
    if draft is None and text == model.prefs.stun:
        return model  # read with the page's other fields, untouched
    if draft is not None and draft.text == text:
        return model  # the same draft (and the reason it was refused, if it was)
    return replace(model, table=replace(model.table, stun=StunDraft(text)))


def stored_stun(text: object) -> str:
    """The STUN address kept on this device ("" when none, or when what is kept is not one)."""
    try:
        return link.stun_address(text) if isinstance(text, str) else ""
    except link.CodeError:
        return ""


@handles(dm.SaveStun)
def save_stun(model: Model, _msg: dm.SaveStun, _ctx: Context) -> Step:
    """The STUN address typed in the host's panel becomes this device's setting (for the
    invitations made from now on), or is refused with the reason."""
    if not _hosting(model):
        return model, []
    draft = model.table.stun if model.table.stun is not None else StunDraft(model.prefs.stun)
    try:
        stun = link.stun_address(draft.text)
    except link.CodeError as refused:
        return replace(model, table=replace(model.table, stun=replace(draft, error=refused.reason))), []
    model = replace(model, prefs=replace(model.prefs, stun=stun), table=replace(model.table, stun=None))
    notice = say(Notice.STUN_SET if stun else Notice.STUN_CLEARED, address=stun)
    return replace(model, banner=replace(model.banner, notice=notice)), [fx.WritePreference(STUN_KEY, stun)]


def host_said(model: Model, msg: dm.ChannelSaid, ctx: Context) -> Step:
    """A message from a remote device: a hello, an action, or anything else (refused)."""
    if not _hosting(model):
        return model, [dfx.CloseChannel(msg.channel)]
    table, session = model.table, model.session
    remotes, result = table.remotes.receive(session.state, msg.channel, msg.text)
    table = replace(table, remotes=remotes)
    if isinstance(result, wire.Refused):
        effects = [dfx.Send(msg.channel, wire.encode(result))]
        if msg.channel not in dict(remotes.channels):
            effects.append(dfx.CloseChannel(msg.channel))  # a channel that speaks for no seat
        return replace(model, table=table), effects
    if isinstance(result, Taken):
        after = session.play_remote(result.action)
        model = replace(model, table=replace(table, session=after))
        return model, save(model, ctx) + finished_here(session, after, ctx)
    seat = result  # a hello taken: the device speaks for this seat now
    if table.invitation is not None and table.invitation.seat == seat:
        table = replace(table, invitation=None)
    notice = say(Notice.DEVICE_JOINED, name=session.state.players[seat].name)
    return _invite_next(replace(model, table=table, banner=replace(model.banner, notice=notice)), ctx)


def host_closed(model: Model, msg: dm.ChannelClosed) -> Step:
    if not _hosting(model):
        return model, [fx.Quiet()]
    table = model.table
    remotes, seat = table.remotes.closed(msg.channel)
    invitation = table.invitation
    if invitation is not None and invitation.channel == msg.channel:
        invitation = replace(invitation, connecting=False, error="closed")
    model = replace(model, table=replace(table, remotes=remotes, invitation=invitation))
    if seat is None:
        return model, []
    alert = say(Notice.DEVICE_LEFT, name=model.session.state.players[seat].name)
    return replace(model, banner=replace(model.banner, alert=alert)), []


@handles(dm.GiveSeat)
def give_seat(model: Model, msg: dm.GiveSeat, ctx: Context) -> Step:
    """A remote seat is played here from now on, by a person or the computer."""
    if not _hosting(model) or msg.seat not in model.table.remotes.seats:
        return model, []
    if msg.kind != PERSON and msg.kind not in COMPUTER_LEVELS:
        return model, []
    table = model.table
    session = table.session.give_seat(msg.seat, msg.kind)
    remotes = table.remotes.take_seat(msg.seat)
    invitation = table.invitation if table.invitation is None or table.invitation.seat != msg.seat else None
    effects = []
    if table.invitation is not None and invitation is None and table.invitation.channel is not None:
        if table.invitation.channel not in dict(table.remotes.channels):
            effects.append(dfx.CloseChannel(table.invitation.channel))
    table = replace(table, session=session, remotes=remotes if remotes.seats else None, invitation=invitation)
    model = replace(model, table=table)
    return model, effects + save(model, ctx)


@extensions.after_step
def sync(before: Model, after: Model) -> list:
    """After every step of the host: a channel no longer wanted is told so and closed; when the
    game or who is connected changed, every connected device is sent its seat's view."""
    was = dict(before.table.remotes.channels) if _hosting(before) else {}
    now = dict(after.table.remotes.channels) if _hosting(after) else {}
    effects: list = _camera(before, after)
    for channel in was:
        if channel not in now:
            effects += [dfx.Send(channel, wire.encode(wire.Bye("seat-taken"))), dfx.CloseChannel(channel)]
    if not now:
        return effects
    state = after.session.state
    same = (
        _hosting(before) and before.session.state is state and was == now
        and before.table.remotes.connected() == after.table.remotes.connected()
        and before.session.seats == after.session.seats
    )
    if not same:
        effects += [dfx.Send(channel, text) for channel, text in after.table.remotes.views(state, after.session.seats.seats, after.session.seats.hints).items()]
    return effects


def _scanning(model: Model) -> int | None:
    invitation = model.table.invitation if _hosting(model) and model.playing else None
    return invitation.seat if invitation is not None and invitation.scanning else None


def _camera(before: Model, after: Model) -> list:
    """The camera is on exactly while an invitation shown on the game screen is scanning:
    whatever ends that (a code taken, the invitation closed, another screen) turns it off."""
    was, now = _scanning(before), _scanning(after)
    if was == now:
        return []
    return ([dfx.StopCamera()] if was is not None else []) + ([dfx.StartCamera()] if now is not None else [])
