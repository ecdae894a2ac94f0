"""Compact codes for connecting two devices directly, without a server.

Two browsers open a WebRTC data channel to each other once each has the other's session
description (SDP). A page cannot send it through a server (there is none), so a person
carries it: the host's offer in a link (a QR code), the joining device's answer as a short
code to scan or paste. An SDP is some 700 characters, most of them the same every time; only
four things differ from one connection to the next: the ICE user fragment and password, the
DTLS certificate's fingerprint and the candidates (the addresses and ports to try). ``pack``
keeps those in a few dozen bytes with a checksum and writes them as base64url; ``unpack``
reads such a code back, refusing anything damaged or foreign (``CodeError``); ``sdp`` writes
the description the browser is given, from a template of our own.

Only what a data channel on a local network needs is kept: candidates of type ``host`` over
UDP, addressed by an mDNS name (a random UUID under ``.local``, what browsers give by
default), an IPv4 or an IPv6 address. Pure Python, tested under CPython.
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import struct
import uuid
from typing import NamedTuple

VERSION = 1
OFFER, ANSWER = "offer", "answer"
KINDS = (OFFER, ANSWER)
MAX_CANDIDATES = 8
MAX_CODE = 400  # characters: far more than any good code, far less than anything harmful

# RFC 8839: ICE characters for the user fragment (4-256) and password (22-256); we keep 255.
_ICE = re.compile(r"[A-Za-z0-9+/]+")
_FINGERPRINT = re.compile(r"a=fingerprint:sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})\s*$", re.M)
_CANDIDATE = re.compile(
    r"a=candidate:\S+ 1 udp \d+ (?P<address>\S+) (?P<port>\d+) typ host(?: .*)?$", re.M | re.I
)
_MDNS, _IPV4, _IPV6 = 0, 1, 2


class CodeError(ValueError):
    """A code or a description that cannot be packed or read: the reason, for the page to word."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Candidate(NamedTuple):
    address: str  # "<uuid>.local", an IPv4 or an IPv6 address
    port: int


class Session(NamedTuple):
    """What one side must tell the other."""

    kind: str  # OFFER (the host) or ANSWER (the joining device)
    ufrag: str
    pwd: str
    fingerprint: bytes  # SHA-256 of the DTLS certificate, 32 bytes
    candidates: tuple[Candidate, ...]


# --- reading a browser's description ---------------------------------------------------------


def _attribute(sdp: str, name: str) -> str:
    found = re.search(rf"^a={name}:(\S+)\s*$", sdp, re.M)
    if not found:
        raise CodeError(f"no {name}")
    return found.group(1)


def session_of(sdp: str, kind: str) -> Session:
    """The parts of a browser's ``sdp`` (of ``kind``) that a code carries."""
    if kind not in KINDS:
        raise CodeError("unknown kind")
    ufrag, pwd = _attribute(sdp, "ice-ufrag"), _attribute(sdp, "ice-pwd")
    fingerprint = _FINGERPRINT.search(sdp)
    if not fingerprint:
        raise CodeError("no sha-256 fingerprint")
    candidates = tuple(
        Candidate(match.group("address").lower(), int(match.group("port"))) for match in _CANDIDATE.finditer(sdp)
    )
    session = Session(kind, ufrag, pwd, bytes.fromhex(fingerprint.group(1).replace(":", "")), candidates)
    _check(session)
    return session


def _check(session: Session) -> None:
    for name, value, least in (("ice-ufrag", session.ufrag, 4), ("ice-pwd", session.pwd, 22)):
        if not least <= len(value) <= 255 or not _ICE.fullmatch(value):
            raise CodeError(f"bad {name}")
    if len(session.fingerprint) != 32:
        raise CodeError("bad fingerprint")
    if not session.candidates:
        raise CodeError("no usable candidate")
    if len(session.candidates) > MAX_CANDIDATES:
        raise CodeError("too many candidates")
    for candidate in session.candidates:
        _address_bytes(candidate.address)
        if not 1 <= candidate.port <= 65535:
            raise CodeError("bad port")


def _address_bytes(address: str) -> tuple[int, bytes]:
    if address.endswith(".local"):
        try:
            return _MDNS, uuid.UUID(address[: -len(".local")]).bytes
        except ValueError:
            raise CodeError("bad mDNS name") from None
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        raise CodeError("bad address") from None
    return (_IPV4 if ip.version == 4 else _IPV6), ip.packed


# --- the code ----------------------------------------------------------------------------------


def pack(session: Session) -> str:
    """The session as a code: base64url, no padding, about 140 characters for two candidates."""
    _check(session)
    out = bytearray([VERSION << 4 | KINDS.index(session.kind)])
    for text in (session.ufrag, session.pwd):
        data = text.encode("ascii")
        out += bytes([len(data)]) + data
    out += session.fingerprint
    out.append(len(session.candidates))
    for candidate in session.candidates:
        family, data = _address_bytes(candidate.address)
        out += bytes([family]) + data + struct.pack(">H", candidate.port)
    out += struct.pack(">I", binascii.crc32(out))
    return base64.urlsafe_b64encode(bytes(out)).decode("ascii").rstrip("=")


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, count: int) -> bytes:
        if self.at + count > len(self.data):
            raise CodeError("cut short")
        part = self.data[self.at : self.at + count]
        self.at += count
        return part

    def byte(self) -> int:
        return self.take(1)[0]


def unpack(code: str, kind: str | None = None) -> Session:
    """The session a code carries (of ``kind``, when given); ``CodeError`` if it is damaged,
    of another version or kind, or not a code at all."""
    if not isinstance(code, str) or not 0 < len(code) <= MAX_CODE or not re.fullmatch(r"[A-Za-z0-9_-]+", code):
        raise CodeError("not a code")
    try:
        data = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise CodeError("not a code") from None
    if len(data) < 5 or struct.unpack(">I", data[-4:])[0] != binascii.crc32(data[:-4]):
        raise CodeError("damaged")
    read = _Reader(data[:-4])
    head = read.byte()
    if head >> 4 != VERSION:
        raise CodeError("another version")
    if head & 0x0F >= len(KINDS):
        raise CodeError("unknown kind")
    found_kind = KINDS[head & 0x0F]
    if kind is not None and found_kind != kind:
        raise CodeError(f"not an {kind}")
    try:
        ufrag = read.take(read.byte()).decode("ascii")
        pwd = read.take(read.byte()).decode("ascii")
    except UnicodeDecodeError:
        raise CodeError("damaged") from None
    fingerprint = read.take(32)
    count = read.byte()
    if count > MAX_CANDIDATES:
        raise CodeError("too many candidates")
    candidates = []
    for _ in range(count):
        family = read.byte()
        if family == _MDNS:
            address = f"{uuid.UUID(bytes=read.take(16))}.local"
        elif family in (_IPV4, _IPV6):
            address = str(ipaddress.ip_address(read.take(4 if family == _IPV4 else 16)))
        else:
            raise CodeError("bad address")
        candidates.append(Candidate(address, struct.unpack(">H", read.take(2))[0]))
    if read.at != len(read.data):
        raise CodeError("damaged")
    session = Session(found_kind, ufrag, pwd, fingerprint, tuple(candidates))
    _check(session)
    return session


# --- the description given to the browser -------------------------------------------------------


def sdp(session: Session) -> str:
    """A session description a browser accepts for ``session``: one data channel's media
    section, the session's own values filled in."""
    _check(session)
    fingerprint = ":".join(f"{byte:02X}" for byte in session.fingerprint)
    origin = int.from_bytes(session.fingerprint[:7], "big")  # any number, stable for the session
    candidates = [
        # priority per RFC 8445 for host candidates, the first preferred
        f"a=candidate:{index + 1} 1 udp {(126 << 24) + ((65535 - index) << 8) + 255} "
        f"{candidate.address} {candidate.port} typ host generation 0"
        for index, candidate in enumerate(session.candidates)
    ]
    lines = [
        "v=0",
        f"o=- {origin} 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "a=msid-semantic: WMS",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        *candidates,
        f"a=ice-ufrag:{session.ufrag}",
        f"a=ice-pwd:{session.pwd}",
        "a=ice-options:trickle",
        f"a=fingerprint:sha-256 {fingerprint}",
        f"a=setup:{'actpass' if session.kind == OFFER else 'active'}",
        "a=mid:0",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
    ]
    return "\r\n".join(lines) + "\r\n"
