"""The host's side of remote seats: invitations, which device speaks for which seat, what each
is sent, and which of their messages are taken.

The host keeps the only game state. A seat played on another device is given an invitation
(a random token, renewed at every invitation, so an old link opens nothing); a data channel
speaks for a seat only after a ``Hello`` with that seat's current token, and one channel
speaks for one seat. An ``Act`` is taken only from the channel of the seat to decide, for the
moment it was chosen in, and only if the engine says it is legal then; anything else is
refused with a reason and changes nothing. What a device is sent is its seat's observation
(``australia.observation.observe``), never the state.

Pure Python, tested under CPython: the page's state and its browser shell will hold one
``Host`` and carry out what it returns (the channels are the shell's).
"""

from __future__ import annotations

import secrets
from typing import Callable, NamedTuple

from australia.actions import Action, action_from_json
from australia.errors import InputError
from australia.observation import observe
from australia.rules import is_legal
from australia.state import State
from web import wire


def new_token() -> str:
    return secrets.token_urlsafe(18)  # 24 characters, 144 bits


class Taken(NamedTuple):
    """An action a remote seat chose, legal now: for the host to apply (and save)."""

    seat: int
    action: Action


class Host:
    def __init__(self, remote_seats: tuple[int, ...], players: int, token: Callable[[], str] = new_token) -> None:
        self.players = players
        self.token = token
        self.tokens: dict[int, str] = {}
        self.channels: dict[str, int] = {}  # channel id -> the seat it speaks for
        for seat in remote_seats:
            self.invite(seat)

    # --- invitations and connections ---------------------------------------------------------

    def invite(self, seat: int) -> str:
        """A new invitation for ``seat``: its token; the seat's channel, if any, is let go."""
        self.tokens[seat] = self.token()
        self.drop_seat(seat)
        return self.tokens[seat]

    def drop_seat(self, seat: int) -> None:
        self.channels = {c: s for c, s in self.channels.items() if s != seat}

    def closed(self, channel: str) -> int | None:
        """A channel closed (a phone asleep, a reload): the seat it spoke for, now waited for."""
        return self.channels.pop(channel, None)

    def take_seat(self, seat: int) -> None:
        """The seat is played at the host from now on (a person here, or the computer)."""
        self.tokens.pop(seat, None)
        self.drop_seat(seat)

    def connected(self) -> tuple[bool, ...]:
        """Per seat: someone plays it (a remote seat only while its device is connected)."""
        present = set(self.channels.values())
        return tuple(seat not in self.tokens or seat in present for seat in range(self.players))

    def waiting_for(self) -> tuple[int, ...]:
        """The remote seats whose device is not connected."""
        present = set(self.channels.values())
        return tuple(sorted(seat for seat in self.tokens if seat not in present))

    # --- messages ------------------------------------------------------------------------------

    def receive(self, state: State, channel: str, text: object) -> Taken | wire.Refused | int:
        """A message from a remote device: an action to apply (``Taken``), a refusal to send
        back, or (a hello taken) the seat the channel now speaks for."""
        try:
            message = wire.from_remote(text)
        except wire.WireError as refused:
            return wire.Refused(refused.reason)
        if isinstance(message, wire.Hello):
            return self._hello(channel, message)
        seat = self.channels.get(channel)
        if seat is None:
            return wire.Refused("no-seat")
        if state.is_over or state.current != seat:
            return wire.Refused("not-your-turn")
        if message.moment != len(state.history):
            return wire.Refused("moment-passed")
        try:
            action = action_from_json(message.action)
        except InputError:
            return wire.Refused("malformed action")
        if not is_legal(state, action):
            return wire.Refused("illegal")
        return Taken(seat, action)

    def _hello(self, channel: str, hello: wire.Hello) -> int | wire.Refused:
        expected = self.tokens.get(hello.seat)
        if expected is None or not secrets.compare_digest(expected, hello.token):
            return wire.Refused("bad-invitation")
        if channel in self.channels:
            return wire.Refused("already-seated")
        self.drop_seat(hello.seat)  # a device coming back replaces its old channel
        self.channels[channel] = hello.seat
        return hello.seat

    def views(self, state: State) -> dict[str, str]:
        """What each connected channel is sent now: its seat's view, encoded."""
        connected = self.connected()
        return {
            channel: wire.encode(wire.View(seat, len(state.history), observe(state, seat).to_json(), connected))
            for channel, seat in self.channels.items()
        }
