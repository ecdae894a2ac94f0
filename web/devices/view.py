"""The views of playing on several devices: the host's panel of remote seats and its
invitation, the game waiting for a seat played elsewhere, and the joining device's screens.

Names come from players (on this device or another) and codes from other devices: every one
goes through ``e`` like any text.
"""

from __future__ import annotations

from typing import NamedTuple

from australia import COMPUTER_LEVELS, PERSON, PLAYER_COLOURS

from web.hooks import Command
from web.devices.state.host import invitation_link, waiting_seats
from web.state.notices import PageCode, say
from web.state.page import Model
from web.state.session import Session
from web.devices import link
from web.devices import text as words
from web.text import game as game_words
from web.text.names import colour, level, listing
from web.view.controls import own_hand_html, waiting_cards_html
from web.view.extensions import RemotePlay, plug
from web.view.html import AT_HOST, YOU, button, e, rules_button
from web.view.panels import swatch
from web.view.qr import qr_svg


def devices_html(model: Model) -> str:
    """The host's panel: each remote seat, whether its device is connected, its invitation."""
    table = model.table
    remotes, state = table.remotes, table.session.state
    connected = remotes.connected()
    rows = []
    for seat in remotes.seats:
        player = state.players[seat]
        status = words.connected() if connected[seat] else words.not_connected()
        invite = "" if state.is_over else _invite_button(model, seat)
        rows.append(
            f'<li class="device" data-seat="{seat}" data-connected="{"true" if connected[seat] else "false"}">'
            f'{swatch(player.colour)}<strong>{e(player.name)}</strong> <span class="device-status">{e(status)}</span>'
            f"{invite}</li>"
        )
    invitation = invitation_html(model) if table.invitation is not None else ""
    if table.invitation is not None and table.inviting:
        names = listing([state.players[seat].name for seat in table.inviting])
        invitation += f'<p class="invite-next">{e(words.invite_next(names))}</p>'
    every = ""
    if len(waiting_seats(model)) > 1 and table.invitation is None:  # one step for all of them
        every = f'<p class="form-buttons">{button(Command.INVITE_ALL, words.invite_all(), cls="primary")}</p>'
    return (
        f'<section class="devices-panel" id="devices"><h2>{e(words.devices_title())}</h2>'
        f'<ul class="devices">{"".join(rows)}</ul>{every}{invitation}{stun_html(model)}</section>'
    )


def stun_html(model: Model) -> str:
    """The STUN server invitations may ask for an internet address: none by default, and
    the page says what setting one means before it is set (open while one is set, or typed)."""
    draft = model.table.stun
    text = draft.text if draft is not None else model.prefs.stun
    error = words.stun_refused() if draft is not None and draft.error else ""
    now = words.stun_now(model.prefs.stun) if model.prefs.stun else words.stun_none()
    return (
        f'<details class="stun"{" open" if draft is not None or model.prefs.stun else ""}><summary>{e(words.stun_title())}</summary>'
        f"<p>{e(words.stun_explained())}</p><p class=\"stun-now\">{e(now)}</p>"
        f'<p><label for="stun-address">{e(words.stun_label())}</label> '
        f'<input id="stun-address" data-field="stun" value="{e(text)}" spellcheck="false" autocomplete="off" '
        f'inputmode="url" placeholder="stun.example.org:3478"> {button(Command.STUN_SAVE, words.stun_save())}</p>'
        f'<p class="stun-error" role="alert">{e(error)}</p></details>'
    )


def _invite_button(model: Model, seat: int, cls: str = "") -> str:
    """Invite (again, once a seat was invited) the device of ``seat``."""
    name = model.session.state.players[seat].name
    again = words.invite_again if model.table.remotes.token(seat) else words.invite
    return button(Command.INVITE, again(name), arg=seat, cls=cls)


def invitation_html(model: Model) -> str:
    invitation = model.table.invitation
    seat = invitation.seat
    name = model.session.state.players[seat].name
    fragment = invitation_link(model)
    if invitation.failed is not None:
        body = f'<p class="invite-error" role="alert">{e(words.invitation_failed(invitation.failed))}</p>'
    elif fragment is None:
        body = f'<p role="status">{e(words.preparing())}</p>'
    else:
        address = f"{model.address}#{fragment}"
        error = words.code_refused(invitation.error) if invitation.error else ""
        if invitation.camera:
            error = words.camera_failed(invitation.camera)
        status = words.connecting() if invitation.connecting else ""
        camera = model.flags.camera
        stun = f'<p class="stun-now">{e(words.stun_invitation(invitation.stun))}</p>' if invitation.stun else ""
        unreachable = link.unreachable_host(model.address)
        warning = (
            f'<p class="invite-warning" role="alert">{e(words.unreachable(name, unreachable))}</p>' if unreachable else ""
        )
        body = (
            warning
            + f"<p>{e(words.open_link(name))}</p>"
            + qr_svg(address, words.link_qr_label(name), ident="invite-qr")
            + f'<p class="invite-link-row"><input class="invite-link" id="invite-link" readonly value="{e(address)}" '
            f'aria-label="{e(words.link_label(name))}" data-seat="{seat}">'
            + button(Command.COPY_CODE, words.copy_link())
            + f"</p>{stun}"
            f'<p><label for="answer-code">{e(words.paste_answer(name, camera))}</label></p>'
            + _scanner_html(invitation, name, camera)
            + f'<textarea id="answer-code" class="answer-code" data-field="answer" rows="3" spellcheck="false" '
            f'autocomplete="off" aria-label="{e(words.answer_label(name))}">{e(invitation.draft)}</textarea>'
            f'<p class="invite-error" role="alert">{e(error)}</p>'
            f'<p class="invite-status" role="status">{e(status)}</p>'
            + button(Command.CONNECT, words.connect(), arg=seat, cls="primary")
        )
    return (
        f'<div class="invitation" data-seat="{seat}" role="group" aria-labelledby="invitation-title">'
        f'<h3 id="invitation-title">{e(words.invitation_title(name))}</h3>{body}'
        f'<p class="form-buttons">{button(Command.CLOSE_INVITATION, words.close())}</p></div>'
    )


def _scanner_html(invitation, name: str, camera: bool) -> str:
    """The camera reading the answer's QR code (where the page may use one)."""
    if not camera or invitation.connecting:
        return ""
    if not invitation.scanning:
        return f'<p class="form-buttons">{button(Command.SCAN, words.scan_answer(), arg=invitation.seat)}</p>'
    return (
        f'<div class="scanner" data-seat="{invitation.seat}">'
        f'<video id="scan-video" class="scan-video" muted playsinline aria-label="{e(words.camera_label())}"></video>'
        f'<p role="status">{e(words.scanning(name))}</p>'
        f'<p class="form-buttons">{button(Command.SCAN_STOP, words.stop_scan())}</p></div>'
    )


class Seen(NamedTuple):
    """The seats as a joined device shows them (``seats``: each one's kind)."""

    seats: tuple[str, ...]


def seen_seats(model: Model):
    """What each seat is, as this device shows it: its own table, or on a joined device what
    the game's device told of each seat (this device's seat a person here, the game's
    device's people ``AT_HOST``, its computers at their level, the others on own devices)."""
    session, guest = model.session, model.guest
    kinds = getattr(guest.view, "kinds", ()) if guest is not None and guest.view is not None else ()
    if len(kinds) != len(session.state.players):
        return session.seats
    return Seen(tuple(YOU if i == guest.seat else AT_HOST if k == PERSON else k for i, k in enumerate(kinds)))


def away_words(name: str, kind: str) -> str:
    """Who plays the seat to move, elsewhere than here."""
    if kind == AT_HOST:
        return words.host_turn(name)
    if kind in COMPUTER_LEVELS:
        return game_words.computer_playing(name)
    return words.away_turn(name)


def _own_cards(model: Model, people: tuple[int, ...]) -> str:
    """While a seat elsewhere plays, the one person here sees their cards on a device of their
    own (a joined one); on the game's device, which the table may see, only when they ask
    (``web.view.controls.waiting_cards_html``)."""
    if model.guest is not None:
        return own_hand_html(model.session.state.players[people[0]]) if len(people) == 1 else ""
    return waiting_cards_html(model.session, model.table.peek)


def away_html(model: Model) -> str:
    """The host while a seat played on another device is to move: who, whether it is there,
    and (when it is not) who may take the seat over."""
    session: Session = model.session
    state = session.state
    seat = state.current
    name = state.players[seat].name
    remotes = model.table.remotes
    people = session.seats.people
    mine = _own_cards(model, people)
    if model.guest is not None or remotes.connected()[seat]:
        said = away_words(name, seen_seats(model).seats[seat])
        return f'<div class="away-turn" data-seat="{seat}"><p role="status">{e(said)}</p>{mine}</div>'
    give = button(Command.GIVE_SEAT, words.give_seat_here(name), arg=f"{seat}-{PERSON}")
    give += "".join(
        button(Command.GIVE_SEAT, words.give_seat_computer(level(kind)), arg=f"{seat}-{kind}") for kind in COMPUTER_LEVELS
    )
    invite = _invite_button(model, seat, cls="primary")
    return (
        f'<div class="away-turn waiting" data-seat="{seat}"><p role="status">{e(words.away_waiting(name))}</p>'
        f'<p class="form-buttons">{invite}{give}</p>{mine}</div>'
    )


# --- the joining device ----------------------------------------------------------------------------


def join_html(model: Model) -> str:
    """Before the first view: the answer code to give the host, or why there is none (and,
    from the start, the STUN server this page asks, if the host's link names one)."""
    guest = model.guest
    if guest.status == "away":  # reloaded while playing: which game and seat, and how to come back
        said = words.was_playing(guest.players[guest.seat], listing(guest.players))
        body = f'<p class="was-playing" role="status" data-seat="{guest.seat}">{e(said)}</p>'
    elif guest.status == "failed":
        body = f'<p class="invite-error" role="alert">{e(words.answer_failed(guest.detail))}</p>'
    elif guest.answer is None:
        body = f'<p role="status">{e(words.answering())}</p>'
    else:
        body = (
            f'<p><label for="my-answer">{e(words.show_answer())}</label></p>'
            + qr_svg(guest.answer, words.answer_qr_label(), ident="answer-qr")
            + f'<textarea id="my-answer" class="answer-code" readonly rows="3" spellcheck="false">{e(guest.answer)}</textarea>'
            f'<p class="form-buttons">{button(Command.COPY_CODE, words.copy_answer(), cls="primary")}</p>'
            f'<p role="status">{e(guest_status(model))}</p>'
        )
    if guest.status != "away":  # which seat: the colours go by seat, the names come with the game
        tint = PLAYER_COLOURS[guest.seat] if 0 <= guest.seat < len(PLAYER_COLOURS) else None
        if tint is not None:
            body = f'<p class="joining-seat">{swatch(tint)}{e(words.joining_seat(colour(tint)))}</p>' + body
    if guest.stun:
        body += f'<p class="stun-now">{e(words.stun_guest(guest.stun))}</p>'
    return (
        f'<div class="join" data-phase="join" data-status="{e(guest.status)}"><h2>{e(words.join_title())}</h2>{body}'
        f'<p class="form-buttons">{guest_buttons()}</p></div>'
    )


def guest_status(model: Model) -> str:
    guest = model.guest
    if guest.status == "lost":
        return words.guest_lost()
    if guest.status == "ended":
        return words.guest_ended()
    if guest.pending:
        return words.sent()
    if guest.refused:
        return words.refused(guest.refused)
    if guest.status == "connected":
        return words.guest_connected()
    return words.waiting_for_host()


def guest_bar_html(model: Model) -> str:
    """The joining device's line about its connection, above its game's buttons."""
    guest = model.guest
    alert = guest.status in ("lost", "ended") or bool(guest.refused)
    role = "alert" if alert else "status"
    return (
        f'<section class="guest-panel" id="devices" data-status="{e(guest.status)}">{who_html(model)}'
        f'<p class="guest-status" role="{role}">{e(guest_status(model))}</p></section>'
    )


def who_html(model: Model) -> str:
    """Who this device plays, and in whose game: the seat's name and colour, and the person at
    the game's device (the first, if several)."""
    guest, session = model.guest, model.session
    if session is None or not 0 <= guest.seat < len(session.state.players):
        return ""
    player = session.state.players[guest.seat]
    kinds = guest.view.kinds if guest.view is not None else ()
    host = next((session.state.players[i].name for i, k in enumerate(kinds) if k == PERSON and i != guest.seat), None)
    said = words.you_play(player.name, colour(player.colour), host)
    return f'<p class="guest-who">{swatch(player.colour)}{e(said)}</p>'


def guest_buttons() -> str:
    return button(Command.LEAVE, words.leave()) + rules_button()


class DevicesParts(RemotePlay):
    """The game screen's parts for seats played on other devices (``web.view.extensions``)."""

    def screen(self, model: Model) -> str | None:
        return join_html(model) if model.guest is not None and model.table is None else None

    def panel(self, model: Model) -> str | None:
        """The host's panel of remote seats, or the joining device's line about its connection."""
        if model.guest is not None:
            return guest_bar_html(model)
        if model.table is not None and model.table.remotes is not None:
            return devices_html(model)
        return None

    def waiting(self, model: Model) -> str:
        return away_html(model)

    def waiting_words(self, name: str, kind: str) -> str:
        return away_words(name, kind)

    def seats(self, model: Model):
        return seen_seats(model)

    def sent(self, model: Model) -> bool:
        return model.guest is not None and model.guest.pending

    def undo_off(self, model: Model):
        return say(PageCode.UNDO_AT_HOST) if model.guest is not None else None

    def buttons(self, model: Model) -> str | None:
        return guest_buttons() if model.guest is not None else None

    def reviewable(self, model: Model) -> bool:
        """A device playing a seat of another's game holds it whole once the host sent it (at its end)."""
        guest = model.guest
        return guest is None or (guest.view is not None and bool(guest.view.record))


plug(DevicesParts())
