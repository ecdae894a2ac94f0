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

Only what a data channel needs is kept: candidates over UDP of type ``host`` (on a local
network), addressed by an mDNS name (a random UUID under ``.local``, what browsers give by
default), an IPv4 or an IPv6 address, and of type ``srflx`` (an address on the internet, which
a browser learns from a STUN server only when the players set one: ``stun_address``). A code
with only host candidates is written in the first version of the format, which every page
reads; one with an internet address, in the second. Pure Python, tested under CPython.
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import re
import struct
import uuid
from typing import NamedTuple

VERSION = 2  # the newest: written only when a candidate needs it (VERSIONS are read)
VERSIONS = (1, 2)
HOST, SRFLX = "host", "srflx"  # a candidate's type: an address of the device, or on the internet
OFFER, ANSWER = "offer", "answer"
KINDS = (OFFER, ANSWER)
MAX_CANDIDATES = 8
MAX_CODE = 400  # characters: far more than any good code, far less than anything harmful

# RFC 8839: ICE characters for the user fragment (4-256) and password (22-256); we keep 255.
_ICE = re.compile(r"[A-Za-z0-9+/]+")
_FINGERPRINT = re.compile(r"a=fingerprint:sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})\s*$", re.M)
_CANDIDATE = re.compile(
    r"a=candidate:\S+ 1 udp \d+ (?P<address>\S+) (?P<port>\d+) typ (?P<type>host|srflx)(?: .*)?$", re.M | re.I
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
    type: str = HOST  # HOST or SRFLX (never an mDNS name)


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
        Candidate(match.group("address").lower(), int(match.group("port")), match.group("type").lower())
        for match in _CANDIDATE.finditer(sdp)
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
        family, _ = _address_bytes(candidate.address)
        if not 1 <= candidate.port <= 65535:
            raise CodeError("bad port")
        if candidate.type not in (HOST, SRFLX) or (candidate.type == SRFLX and family == _MDNS):
            raise CodeError("bad candidate type")


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
    version = 2 if any(c.type != HOST for c in session.candidates) else 1
    out = bytearray([version << 4 | KINDS.index(session.kind)])
    for text in (session.ufrag, session.pwd):
        data = text.encode("ascii")
        out += bytes([len(data)]) + data
    out += session.fingerprint
    out.append(len(session.candidates))
    for candidate in session.candidates:
        family, data = _address_bytes(candidate.address)
        if version > 1:  # the second version says each candidate's type, above its family
            family |= (1 << 4) if candidate.type == SRFLX else 0
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
    version = head >> 4
    if version not in VERSIONS:
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
        kind_of = HOST
        if version > 1:
            kind_of = {0: HOST, 1: SRFLX}.get(family >> 4, "?")
            family &= 0x0F
        if family == _MDNS:
            address = f"{uuid.UUID(bytes=read.take(16))}.local"
        elif family in (_IPV4, _IPV6):
            address = str(ipaddress.ip_address(read.take(4 if family == _IPV4 else 16)))
        else:
            raise CodeError("bad address")
        candidates.append(Candidate(address, struct.unpack(">H", read.take(2))[0], kind_of))
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
        # priorities per RFC 8445 (type preference 126 for host candidates, 100 for srflx),
        # in the order given; where an internet address was mapped from is not told
        f"a=candidate:{index + 1} 1 udp {((126 if c.type == HOST else 100) << 24) + ((65535 - index) << 8) + 255} "
        f"{c.address} {c.port} typ {c.type}{' raddr 0.0.0.0 rport 0' if c.type == SRFLX else ''} generation 0"
        for index, c in enumerate(session.candidates)
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


# --- the STUN server the players may set ----------------------------------------------------------

_LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")


def stun_address(text: str) -> str:
    """A STUN server's address as the players typed it (``host``, ``host:port``, an IPv4
    address or ``[IPv6]``, with or without ``stun:``), checked and written plainly; ``""``
    for none. ``CodeError("bad stun")`` for anything else."""
    text = text.strip()
    if text.lower().startswith("stun:"):
        text = text[len("stun:") :]
    if not text:
        return ""
    if len(text) > 260:
        raise CodeError("bad stun")
    host, port = text, ""
    if text.startswith("["):
        host, bracket, rest = text[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            raise CodeError("bad stun")
        port = rest[1:]
        try:
            if ipaddress.ip_address(host).version != 6:
                raise CodeError("bad stun")
        except ValueError:
            raise CodeError("bad stun") from None
        host = f"[{host.lower()}]"
    else:
        if text.count(":") == 1:
            host, port = text.split(":")
        labels = host.split(".")
        if len(host) > 253 or not all(_LABEL.fullmatch(label) for label in labels) or labels[-1].isdigit() and not _ipv4(host):
            raise CodeError("bad stun")
        host = host.lower()
    if port:
        if not (port.isascii() and port.isdigit() and 1 <= int(port) <= 65535):
            raise CodeError("bad stun")
        return f"{host}:{int(port)}"
    return host


def stun_part(stun: str) -> str:
    """A STUN address (as ``stun_address`` writes it) as a part of an invitation link."""
    return base64.urlsafe_b64encode(stun.encode("ascii")).decode("ascii").rstrip("=")


def read_stun_part(part: str) -> str:
    """The STUN address a link's part holds; ``CodeError("bad stun")`` unless it is one, as
    ``stun_address`` writes it."""
    if not re.fullmatch(r"[A-Za-z0-9_-]{1,360}", part):
        raise CodeError("bad stun")
    try:
        text = base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)).decode("ascii")
    except (binascii.Error, ValueError):
        raise CodeError("bad stun") from None
    if not text or stun_address(text) != text:
        raise CodeError("bad stun")
    return text


def _ipv4(text: str) -> bool:
    try:
        return ipaddress.ip_address(text).version == 4
    except ValueError:
        return False


def unreachable_host(address: str) -> str | None:
    """The host name of a page's address that only this device can open (``localhost``, a
    loopback or unspecified address), or None: an invitation to such a page reaches no other
    device, whatever the network."""
    match = re.match(r"^[a-z][a-z0-9+.-]*://(\[[^\]]*\]|[^/:?#]*)", address.strip(), re.I)
    if match is None:
        return None
    host = match.group(1)
    name = host.strip("[]").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return host
    try:
        ip = ipaddress.ip_address(name)
    except ValueError:
        return None
    return host if ip.is_loopback or ip.is_unspecified else None
