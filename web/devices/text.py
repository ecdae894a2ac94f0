"""The words of playing on several devices: the host's invitations and the joining device.

What the link and the answer codes are, how each device is doing, and why a code or a
connection failed (``web.devices.link.CodeError`` reasons are codes; they are worded here).
"""

from __future__ import annotations

from web.text.i18n import _


def devices_title() -> str:
    return _("Players on their own devices")


def invite_all() -> str:
    """One step for every missing device (after the holding device reloaded, say)."""
    return _("Invite every waiting device")


def invite_next(names: str) -> str:
    return _("Then, one after another as each comes back: {names}.").format(names=names)


def connected() -> str:
    return _("connected")


def not_connected() -> str:
    return _("not connected")


def invite(name: str) -> str:
    return _("Invite {name}’s device").format(name=name)


def invite_again(name: str) -> str:
    return _("Invite {name}’s device again").format(name=name)


def invitation_title(name: str) -> str:
    return _("Invitation for {name}").format(name=name)


def unreachable(name: str, host: str) -> str:
    """Said where the invitation is shown when the page's own address is this device's."""
    return _(
        "This page is served at {host}, an address only this device can open: {name}’s device cannot "
        "reach the link. Serve it for your network (make play HOST=0.0.0.0, then open it at this "
        "computer’s network address) or open the game from its published address, and invite again."
    ).format(name=name, host=host)


def open_link(name: str) -> str:
    return _(
        "1. On {name}’s device, scan this QR code with the camera, or open the link below (send it, or "
        "copy it there). It works only once, and only on the same network unless a STUN address is set."
    ).format(name=name)


def link_qr_label(name: str) -> str:
    return _("QR code of the invitation link for {name}").format(name=name)


def link_label(name: str) -> str:
    return _("Invitation link for {name}").format(name=name)


def preparing() -> str:
    return _("Preparing the invitation…")


def invitation_failed(detail: str) -> str:
    return _("This browser could not prepare a connection ({detail}).").format(detail=detail)


def paste_answer(name: str, camera: bool = False) -> str:
    if camera:
        return _("2. {name}’s device then shows a code: read its QR code with this device’s camera, or paste the code here.").format(
            name=name
        )
    return _("2. {name}’s device then shows a code: paste it here.").format(name=name)


def scan_answer() -> str:
    return _("Read the code with the camera")


def stop_scan() -> str:
    return _("Stop the camera")


def camera_label() -> str:
    return _("What the camera sees")


def scanning(name: str) -> str:
    return _("Hold the QR code on {name}’s device in front of this device’s camera.").format(name=name)


def camera_failed(reason: str) -> str:
    """Why the camera could not read the answer (``web.devices.messages.CameraFailed`` reasons)."""
    if reason == "denied":
        return _("The page may not use the camera (the browser was told no). Paste the code instead.")
    if reason == "none":
        return _("No camera the page can use was found. Paste the code instead.")
    if reason == "reader":
        return _("The code reader could not start. Paste the code instead.")
    return _("The camera could not be opened. Paste the code instead.")


def stun_title() -> str:
    return _("Playing over the internet")


def stun_explained() -> str:
    return _(
        "Devices on the same network find each other without any server. For devices on different "
        "networks, set the address of a STUN server: from then on, each invitation asks it for this "
        "device’s address on the internet, and the invited device asks it too. Only the addresses are "
        "asked; nothing of the game is sent to it. Behind some routers a connection still fails."
    )


def stun_label() -> str:
    return _("STUN address")


def stun_save() -> str:
    return _("Use this address")


def stun_none() -> str:
    return _("None is set: the page contacts no server.")


def stun_now(address: str) -> str:
    return _("Set: invitations ask {address}.").format(address=address)


def stun_refused() -> str:
    return _("This is not a server’s address: write a name or an IP address, with a port if needed (stun.example.org:3478).")


def stun_invitation(address: str) -> str:
    return _("This invitation asks {address} for the devices’ internet addresses.").format(address=address)


def stun_guest(address: str) -> str:
    return _("As the game’s device asked, this page contacts {address} to learn its address on the internet.").format(
        address=address
    )


def answer_label(name: str) -> str:
    return _("Code from {name}’s device").format(name=name)


def connect() -> str:
    return _("Connect")


def connecting() -> str:
    return _("Connecting…")


def copy_link() -> str:
    return _("Copy the link")


def close() -> str:
    return _("Close")


def code_refused(reason: str) -> str:
    """Why a pasted answer code was not taken (``web.devices.link.CodeError`` reasons, ``empty``, or
    ``closed``: the connection ended before the device said hello)."""
    if reason == "closed":
        return _("The connection closed before the device said hello. Invite it again.")
    if reason == "empty":
        return _("Paste the code the other device shows first.")
    return _("This is not the code of a device answering this invitation (it may be cut short or mistyped).")


def away_turn(name: str) -> str:
    return _("{name} is playing on their own device.").format(name=name)


def host_turn(name: str) -> str:
    """A joined device, while a person at the game's device plays."""
    return _("{name} is playing at the game’s device.").format(name=name)


def away_waiting(name: str) -> str:
    return _("Waiting for {name}’s device to connect.").format(name=name)


def give_seat_here(name: str) -> str:
    return _("A person here plays {name}’s seat").format(name=name)


def give_seat_computer(level: str) -> str:
    return _("The computer plays it ({level})").format(level=level)


# --- the joining device ------------------------------------------------------------------------


def you_play(name: str, colour: str, host: str | None) -> str:
    """A joined device, once the game is here: which seat it plays, in whose game."""
    if host is None:
        return _("You play {name}, the {colour} seat.").format(name=name, colour=colour)
    return _("You play {name}, the {colour} seat, in {host}’s game.").format(name=name, colour=colour, host=host)


def joining_seat(colour: str) -> str:
    """The joining device, before the game's device has sent the game: which seat it plays."""
    return _("This device is joining to play the {colour} seat.").format(colour=colour)


def join_title() -> str:
    return _("Join a game on another device")


def answering() -> str:
    return _("Answering the invitation…")


def show_answer() -> str:
    return _("Give this code to the device that holds the game: let its camera read the QR code, or copy the code there:")


def answer_qr_label() -> str:
    return _("QR code of this device’s answer")


def copy_answer() -> str:
    return _("Copy the code")


def waiting_for_host() -> str:
    return _("Once it is pasted there, the game appears here.")


def answer_failed(detail: str) -> str:
    return _("This browser could not answer the invitation ({detail}). Ask for a new one.").format(detail=detail)


def guest_connected() -> str:
    return _("Connected to the game’s device.")


def was_playing(name: str, players: str) -> str:
    """A joined device reloaded: the seat it was playing, and how to come back."""
    return _(
        "This device was playing {name} in the game of {players}, which another device holds. It cannot "
        "reconnect by itself: on that device, invite {name} again, then open the new link here or read its "
        "QR code with this device’s camera. Nothing of the game is lost."
    ).format(name=name, players=players)


def guest_lost() -> str:
    return _("The connection to the game’s device was lost. Ask its players to invite this device again; nothing of the game is lost.")


def guest_ended() -> str:
    return _("The game’s device has given this seat to someone else, or closed the game.")


def refused(reason: str) -> str:
    """Why the game's device did not take this device's move."""
    if reason == "not-your-turn":
        return _("That move was not taken: it is not your turn.")
    if reason == "moment-passed":
        return _("That move was not taken: the game had moved on. Look again.")
    return _("That move was not taken by the game’s device.")


def sent() -> str:
    return _("Move sent…")


def leave() -> str:
    return _("Leave this game")
