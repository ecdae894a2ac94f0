"""The host's side of remote seats: invitations, which device speaks for which seat, what each
is sent, and which of their messages are taken.

The host keeps the only game state. A seat played on another device is given an invitation
(a random token, renewed at every invitation, so an old link opens nothing); a data channel
speaks for a seat only after a ``Hello`` with that seat's current token, and one channel
speaks for one seat. An ``Act`` is taken only from the channel of the seat to decide, for the
moment it was chosen in, and only if the engine says it is legal then; anything else is
refused with a reason and changes nothing. What a device is sent is its seat's view
(``web.devices.wire.view_of``: the observation and the public record), never the state.

``Remotes`` is a value, like the rest of the page's state: each step returns a new one. Pure
Python, tested under CPython; the channels themselves are the browser shell's.
"""

from __future__ import annotations

import random
import secrets
from typing import NamedTuple

from australia import Action, InputError, State, action_from_json, is_legal
from web.devices import wire
from web.values import Value, replace

TOKEN_BYTES = 18  # 24 characters, 144 bits


def new_token(rand: random.Random | None = None) -> str:
    """An invitation's token: from the system's secure source, or ``rand`` in a test."""
    if rand is None:
        return secrets.token_urlsafe(TOKEN_BYTES)
    return "".join(rand.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") for _ in range(24))


class Taken(NamedTuple):
    """An action a remote seat chose, legal now: for the host to apply (and save)."""

    seat: int
    action: Action


class Remotes(Value):
    """The seats played on other devices, their current invitations and their channels."""

    players: int = 0
    tokens: tuple[tuple[int, str], ...] = ()  # (seat, token of its current invitation)
    channels: tuple[tuple[str, int], ...] = ()  # (channel, the seat it speaks for)

    @classmethod
    def of(cls, seats: tuple[int, ...], players: int) -> "Remotes":
        """No invitation yet: a seat's first token comes with its first invitation."""
        return cls(players, tuple((seat, "") for seat in seats), ())

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, _ in self.tokens)

    def token(self, seat: int) -> str | None:
        return dict(self.tokens).get(seat) or None

    def channel_of(self, seat: int) -> str | None:
        return next((c for c, s in self.channels if s == seat), None)

    # --- invitations and connections ---------------------------------------------------------

    def invite(self, seat: int, token: str) -> "Remotes":
        """A new invitation for ``seat`` with ``token``: the old one opens nothing any more, and
        the seat's channel, if any, is let go."""
        tokens = tuple((s, token if s == seat else t) for s, t in self.tokens)
        return replace(self, tokens=tokens).drop_seat(seat)

    def drop_seat(self, seat: int) -> "Remotes":
        return replace(self, channels=tuple((c, s) for c, s in self.channels if s != seat))

    def closed(self, channel: str) -> tuple["Remotes", int | None]:
        """A channel closed (a phone asleep, a reload): the seat it spoke for, now waited for."""
        seat = dict(self.channels).get(channel)
        return replace(self, channels=tuple((c, s) for c, s in self.channels if c != channel)), seat

    def take_seat(self, seat: int) -> "Remotes":
        """The seat is played at the host from now on (a person here, or the computer)."""
        return replace(self, tokens=tuple((s, t) for s, t in self.tokens if s != seat)).drop_seat(seat)

    def connected(self) -> tuple[bool, ...]:
        """Per seat: someone plays it (a remote seat only while its device is connected)."""
        present = {s for _, s in self.channels}
        remote = set(self.seats)
        return tuple(seat not in remote or seat in present for seat in range(self.players))

    def waiting_for(self) -> tuple[int, ...]:
        """The remote seats whose device is not connected."""
        present = {s for _, s in self.channels}
        return tuple(sorted(seat for seat in self.seats if seat not in present))

    # --- messages ------------------------------------------------------------------------------

    def receive(self, state: State, channel: str, text: object) -> tuple["Remotes", Taken | wire.Refused | int]:
        """A message from a remote device: an action to apply (``Taken``), a refusal to send
        back, or (a hello taken) the seat the channel now speaks for."""
        try:
            message = wire.from_remote(text)
        except wire.WireError as refused:
            return self, wire.Refused(refused.reason)
        if isinstance(message, wire.Hello):
            return self._hello(channel, message)
        seat = dict(self.channels).get(channel)
        if seat is None:
            return self, wire.Refused("no-seat")
        if state.is_over or state.current != seat:
            return self, wire.Refused("not-your-turn")
        if message.moment != len(state.history):
            return self, wire.Refused("moment-passed")
        try:
            action = action_from_json(message.action)
        except InputError:
            return self, wire.Refused("malformed action")
        if not is_legal(state, action):
            return self, wire.Refused("illegal")
        return self, Taken(seat, action)

    def _hello(self, channel: str, hello: wire.Hello) -> tuple["Remotes", int | wire.Refused]:
        expected = self.token(hello.seat)
        if expected is None or not secrets.compare_digest(expected, hello.token):
            return self, wire.Refused("bad-invitation")
        if channel in dict(self.channels):
            return self, wire.Refused("already-seated")
        remotes = self.drop_seat(hello.seat)  # a device coming back replaces its old channel
        return replace(remotes, channels=remotes.channels + ((channel, hello.seat),)), hello.seat

    def views(self, state: State, kinds: tuple[str, ...], hints: bool = False) -> dict[str, str]:
        """What each connected channel is sent now: its seat's view, with what each seat is
        (``kinds``: the host's table) and whether suggestions are allowed, encoded."""
        connected = self.connected()
        return {
            channel: wire.encode(wire.view_of(state, seat, connected, kinds, hints)) for channel, seat in self.channels
        }
