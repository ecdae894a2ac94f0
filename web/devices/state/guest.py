"""Playing on several devices: a device that plays one seat of another device's game.

The joining device (``Guest``) opened an invitation link (``#join=...``, read by
``read_join``; the host writes it with ``join_fragment``): it answers the offer, says hello
with the token, and draws the game from the views it is sent: a ``State`` dealt from its
seat's observation (what is hidden is dealt at random and never drawn: the page draws a
seat's view exactly as it draws it for a person at a shared device), with the host's public
record. A click that completes an action sends it to the host; the host's next view shows
it. Nothing of the host's game is saved on the joining device but which seat of whose game
it plays (``JOINED_KEY``), so that a reload comes back to saying so, and how to come back to it
(``away``), instead of to a new-game form where its player might start a game by mistake.

Handlers of ``web.state.update`` (through ``web.devices.state.shared`` for the messages the host
takes too).
"""

from __future__ import annotations

import json
import random

from australia import PERSON, REMOTE, SaveError, Table, determinize, is_legal, load_save

from web.devices import link, wire
from web.devices.state.seats import Guest
from web import messages as m
from web.devices import messages as dm
from web.hooks import Command, Hook
from web.storage import JOINED_KEY
from web.values import replace
from web.state import effects as fx
from web.devices import effects as dfx
from web.state.handling import handles
from web.state.notices import PageCode, say
from web.state.page import Context, GameScreen, Model, OnTable, ReplayScreen, Step
from web.state.reviewing import open_review, review_current, try_again
from web.state.slots import Title
from web.state.selection import NOTHING, Result, choose
from web.state.session import Session


HOST_CHANNEL = "host"  # the joining device's one channel
JOIN = "join="  # the link's fragment: #join=<seat>.<token>.<offer code>[.<STUN address>]


def join_fragment(seat: int, token: str, code: str, stun: str = "") -> str:
    tail = "." + link.stun_part(stun) if stun else ""
    return f"{JOIN}{seat}.{token}.{code}{tail}"


def read_join(fragment: object) -> tuple[int, str, str, str] | None:
    """(seat, token, offer code, STUN address or "") of an invitation link's fragment, or
    None if it is not one."""
    if not isinstance(fragment, str):
        return None
    text = fragment.lstrip("#")
    if not text.startswith(JOIN) or len(text) > 1000:
        return None
    parts = text[len(JOIN) :].split(".")
    if len(parts) not in (3, 4) or not parts[0].isascii() or not parts[0].isdigit():
        return None
    seat, token, code = int(parts[0]), parts[1], parts[2]
    try:
        wire.from_remote(wire.encode(wire.Hello(seat, token)))
        link.unpack(code, link.OFFER)
        stun = link.read_stun_part(parts[3]) if len(parts) == 4 else ""
    except (wire.WireError, link.CodeError):
        return None
    return seat, token, code, stun


def joined_text(guest: "Guest") -> str:
    """What this device keeps of the game it plays a seat of (``JOINED_KEY``)."""
    return json.dumps({"seat": guest.seat, "players": list(guest.players)}, ensure_ascii=False)


def away(stored: object) -> "Guest | None":
    """The seat this device was playing when the page was reloaded, if it kept one."""
    try:
        body = json.loads(stored) if isinstance(stored, str) and stored else None
    except ValueError:
        return None
    if not isinstance(body, dict):
        return None
    seat, players = body.get("seat"), body.get("players")
    if (
        type(seat) is not int or not isinstance(players, list) or not 2 <= len(players) <= wire.MAX_SEATS
        or not 0 <= seat < len(players) or not all(isinstance(p, str) and 0 < len(p) <= 80 for p in players)
    ):
        return None
    return Guest(seat, "", "", status="away", players=tuple(players))


def join(model: Model, joined: tuple[int, str, str, str]) -> Step:
    """Start-up from an invitation link: answer the host's offer."""
    seat, token, offer, stun = joined
    guest = Guest(seat, token, offer, stun)
    return replace(model, guest=guest, table=None, screen=GameScreen()), [dfx.Answer(offer, stun)]


@handles(dm.LinkOpened)
def link_opened(model: Model, msg: dm.LinkOpened, _ctx: Context) -> Step:
    """An invitation link opened in this page while it was open (a device coming back): this
    device plays that seat from now on, through a new connection."""
    joined = read_join(msg.fragment)
    if joined is None:
        return model, [fx.Quiet()]
    effects = [dfx.CloseChannel(HOST_CHANNEL)] if model.guest is not None else []
    model, joining = join(replace(model, guest=None), joined)
    return model, effects + joining + [fx.History(model.screen.name)]


@handles(dm.AnswerReady)
def answer_ready(model: Model, msg: dm.AnswerReady, _ctx: Context) -> Step:
    guest = model.guest
    if guest is None:
        return model, []
    if msg.code is None:
        return replace(model, guest=replace(guest, status="failed", detail=msg.detail)), []
    return replace(model, guest=replace(guest, answer=msg.code, status="answered")), []


def guest_opened(model: Model) -> Step:
    guest = model.guest
    guest = replace(guest, status="connected")
    return replace(model, guest=guest), [dfx.Send(HOST_CHANNEL, wire.encode(wire.Hello(guest.seat, guest.token)))]


def guest_table(view: wire.View, before: OnTable | None) -> OnTable:
    """The game as this device draws it: dealt from its seat's observation, with the host's
    public record. What is hidden from the seat is dealt from a fixed seed and never drawn."""
    observation = view.observation  # read from its JSON by web.devices.wire.from_host
    if view.record:  # the game is over, and the host sent it whole: drawn as it was
        state = load_save(view.record).state
    else:
        state = determinize(observation, random.Random(0))
        state.log = list(view.log)
    players = len(observation.players)
    # Suggestions, where the game's device allows them, are thought of here, from this seat's
    # observation (the state dealt from it hides what the seat may not know).
    seats = Table(tuple(PERSON if s == view.seat else REMOTE for s in range(players)), hints=view.hints)
    session = Session.start(state, seats, handover=False, viewer=view.seat)
    if before is not None and before.session.state.history == state.history:
        session = replace(session, selection=before.session.selection)  # only who is connected changed
    return OnTable(session)


def guest_said(model: Model, msg: dm.ChannelSaid) -> Step:
    guest = model.guest
    try:
        said = wire.from_host(msg.text)
    except wire.WireError:
        return model, [fx.LogFault("Australia: the host sent a message this page cannot read")]
    if isinstance(said, wire.View):
        if said.seat != guest.seat:
            return model, [fx.LogFault("Australia: the host sent another seat view")]
        table = guest_table(said, model.table)
        players = tuple(p.name for p in table.session.state.players)
        keep = [fx.WritePreference(JOINED_KEY, joined_text(replace(guest, players=players)))]
        if guest.players == players:
            keep = []  # kept already
        guest = replace(guest, view=said, pending=False, status="connected", players=players)
        screen = model.screen if model.table is not None else GameScreen()
        return replace(model, guest=guest, table=table, screen=screen), keep
    if isinstance(said, wire.Refused):
        model = replace(model, guest=replace(guest, pending=False, refused=said.reason))
        session = model.session
        if session is not None:
            model = replace(model, table=replace(model.table, session=replace(session, selection=NOTHING)))
        return model, []
    ended = [dfx.CloseChannel(HOST_CHANNEL), fx.WritePreference(JOINED_KEY, "")]  # nothing to come back to
    return replace(model, guest=replace(guest, status="ended", pending=False)), ended


def guest_closed(model: Model) -> Step:
    guest = model.guest
    if guest.status == "ended":
        return model, []
    return replace(model, guest=replace(guest, status="lost", pending=False)), []


@handles(m.GameClick, guest=True)
def guest_click(model: Model, msg: m.GameClick, _ctx: Context) -> Step:
    """A click on the game drawn here: it builds an action as on a shared device; a complete
    action goes to the host, which answers with the next view (or a refusal)."""
    guest, session = model.guest, model.session
    if session is None or guest.status != "connected":
        return model, []
    if guest.pending:
        return _guest_notice(model, say(PageCode.WAIT_FOR_HOST)), []
    target = msg.target
    if target == (Hook.COMMAND, Command.UNDO):
        return _guest_notice(model, say(PageCode.UNDO_AT_HOST)), []
    if session.over or session.remote_to_move:
        after, _ = session.click(target)  # says whose turn it is
        return replace(model, table=replace(model.table, session=after)), []
    if target == (Hook.COMMAND, Command.PLAY_HINT):  # the suggestion thought of here, sent as it is
        hint = model.computer.hint
        result = Result(NOTHING, hint) if hint is not None and is_legal(session.state, hint) else Result(
            session.selection, None, say(PageCode.NOT_NOW))
    else:
        result = choose(session.state, session.selection, target)
    if result.action is None:
        after = replace(session, selection=result.selection, notice=result.reason)
        return replace(model, table=replace(model.table, session=after), guest=replace(guest, refused=None)), []
    act = wire.Act(len(session.state.history), result.action.to_json())
    after = replace(session, selection=result.selection, notice=None)
    guest = replace(guest, pending=True, refused=None)
    return replace(model, table=replace(model.table, session=after), guest=guest), [dfx.Send(HOST_CHANNEL, wire.encode(act))]


def _guest_notice(model: Model, reason) -> Model:
    return replace(model, table=replace(model.table, session=replace(model.session, notice=reason)))


# --- the review, once the game is over --------------------------------------------------------


def _whole_game(model: Model):
    """The game the host sent whole at its end (``wire.View.record``), or None."""
    view = model.guest.view
    if view is None or not view.record:
        return None
    try:
        return load_save(view.record)
    except SaveError:  # read once already (web.devices.wire); never refused here
        return None


@handles(m.ReviewCurrent, guest=True)
def guest_review(model: Model, msg: m.ReviewCurrent, ctx: Context) -> Step:
    """The review of the game this device played a seat of, once it is over: its people and
    the computer's seats as the game's device had them."""
    if isinstance(model.screen, ReplayScreen):  # the replay of a key moment: the game reviewed
        return review_current(model, msg, ctx)
    game = _whole_game(model)
    if game is None:
        return model, []
    names = tuple(p.name for p in game.state.players)
    return open_review(model, game.state, title=Title(players=names), seats=game.table, own=model.guest.seat)


@handles(m.TryAgain, guest=True)
def guest_try_again(model: Model, msg: m.TryAgain, ctx: Context) -> Step:
    """A new game from a moment of the reviewed game, played on this device: it leaves the
    game that is over (nothing to come back to) for its own."""
    left = replace(model, guest=None, table=None)
    after, effects = try_again(left, msg, ctx)
    if after.table is None:
        return model, []
    return after, [dfx.CloseChannel(HOST_CHANNEL), fx.WritePreference(JOINED_KEY, "")] + effects
