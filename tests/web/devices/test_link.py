"""The compact codes that connect two devices (web/devices/link.py), under CPython.

The descriptions in ``tests/data/sdp-*.txt`` were made by Chromium for a data channel between
two browser contexts of this machine; ``tests/e2e/test_link.py`` connects two contexts through
the codes.
"""

from __future__ import annotations

import base64
import binascii
import struct
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from web.devices import link

DATA = Path(__file__).resolve().parents[2] / "data"
OFFER_SDP = (DATA / "sdp-offer.txt").read_text(encoding="utf-8")
ANSWER_SDP = (DATA / "sdp-answer.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize(("sdp", "kind"), [(OFFER_SDP, link.OFFER), (ANSWER_SDP, link.ANSWER)])
def test_a_browsers_description_packs_into_a_short_code_and_back(sdp: str, kind: str) -> None:
    session = link.session_of(sdp, kind)
    assert len(session.candidates) == 2 and all(c.address.endswith(".local") for c in session.candidates)
    code = link.pack(session)
    assert len(code) <= 150 and code.isascii() and "=" not in code
    assert link.unpack(code) == session
    assert link.unpack(code, kind) == session
    # the description rebuilt from the code carries the same four things
    assert link.session_of(link.sdp(session), kind) == session
    for line in ("a=ice-ufrag:", "a=ice-pwd:", "a=fingerprint:sha-256 "):
        theirs = next(x for x in sdp.splitlines() if x.startswith(line))
        assert theirs in link.sdp(session).splitlines()


def test_an_offer_is_not_taken_for_an_answer() -> None:
    code = link.pack(link.session_of(OFFER_SDP, link.OFFER))
    with pytest.raises(link.CodeError, match="not an answer"):
        link.unpack(code, link.ANSWER)
    assert "a=setup:actpass" in link.sdp(link.unpack(code))
    assert "a=setup:active" in link.sdp(link.session_of(ANSWER_SDP, link.ANSWER))


def test_every_single_character_changed_or_dropped_is_refused() -> None:
    code = link.pack(link.session_of(OFFER_SDP, link.OFFER))
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    for at in range(len(code)):
        other = alphabet[(alphabet.index(code[at]) + 17) % 64]
        with pytest.raises(link.CodeError):
            link.unpack(code[:at] + other + code[at + 1 :])
    for cut in range(len(code)):
        with pytest.raises(link.CodeError):
            link.unpack(code[:cut])


@pytest.mark.parametrize(
    "junk",
    ["", "!!!", "a" * (link.MAX_CODE + 1), "https://example.org/#x", "ZZZZ", "AAAAAAAAAAAA", None, 42, "é" * 10],
)
def test_what_is_not_a_code_is_refused_with_a_reason(junk: object) -> None:
    with pytest.raises(link.CodeError) as refused:
        link.unpack(junk)  # type: ignore[arg-type]
    assert refused.value.reason


def _with_head(code: str, head: int) -> str:
    """``code`` with another first byte, its checksum made right again."""
    data = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))[:-4]
    data[0] = head
    data += struct.pack(">I", binascii.crc32(data))
    return base64.urlsafe_b64encode(bytes(data)).decode("ascii").rstrip("=")


def test_a_code_of_another_version_is_refused() -> None:
    code = link.pack(link.session_of(OFFER_SDP, link.OFFER))
    newer = _with_head(code, (link.VERSION + 1) << 4 | link.KINDS.index(link.OFFER))
    with pytest.raises(link.CodeError, match="another version"):
        link.unpack(newer)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda s: s.replace("a=ice-ufrag:", "a=x-ufrag:"), "no ice-ufrag"),
        (lambda s: s.replace("a=ice-pwd:cNpUtajSK2H2qKGhzGaxHNS8", "a=ice-pwd:short"), "bad ice-pwd"),
        (lambda s: s.replace("sha-256", "sha-1"), "no sha-256 fingerprint"),
        (lambda s: "\n".join(x for x in s.splitlines() if not x.startswith("a=candidate")), "no usable candidate"),
        (lambda s: s.replace(".local 37870", ".example 37870").replace(".local 45178", ".example 45178"), "bad address"),
    ],
)
def test_a_description_missing_what_a_code_needs_is_refused(change, reason: str) -> None:
    with pytest.raises(link.CodeError, match=reason):
        link.session_of(change(OFFER_SDP), link.OFFER)


def test_only_udp_candidates_of_the_device_or_from_a_stun_server_are_kept() -> None:
    extra = (
        "a=candidate:1 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active\r\n"
        "a=candidate:2 1 udp 1686052607 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0\r\n"
        "a=candidate:3 1 udp 2122260223 192.168.1.20 50000 typ host generation 0\r\n"
        "a=candidate:4 1 udp 2122262783 fe80::1 50002 typ host generation 0\r\n"
        "a=candidate:5 1 udp 41885439 198.51.100.9 3478 typ relay raddr 203.0.113.7 rport 61000\r\n"
    )
    session = link.session_of(OFFER_SDP.replace("a=ice-ufrag", extra + "a=ice-ufrag"), link.OFFER)
    assert [(c.address, c.port, c.type) for c in session.candidates][2:] == [
        ("203.0.113.7", 61000, link.SRFLX), ("192.168.1.20", 50000, link.HOST), ("fe80::1", 50002, link.HOST),
    ]
    code = link.pack(session)
    assert link.unpack(code) == session
    # the internet address reaches the other browser as such, below the device's own
    written = link.sdp(link.unpack(code))
    assert "203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0" in written
    priorities = {line.split()[4]: int(line.split()[3]) for line in written.splitlines() if line.startswith("a=candidate")}
    assert priorities["203.0.113.7"] < priorities["192.168.1.20"]


def test_a_code_with_only_the_devices_addresses_keeps_the_first_version() -> None:
    """Pages of the version before internet addresses read such codes: only a code that needs
    the newer format is written in it."""
    plain = link.pack(link.session_of(OFFER_SDP, link.OFFER))
    assert base64.urlsafe_b64decode(plain + "=" * (-len(plain) % 4))[0] >> 4 == 1
    mapped = OFFER_SDP.replace("a=ice-ufrag", "a=candidate:9 1 udp 1686052607 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0\r\na=ice-ufrag")
    newer = link.pack(link.session_of(mapped, link.OFFER))
    assert base64.urlsafe_b64decode(newer + "=" * (-len(newer) % 4))[0] >> 4 == 2
    # a first-version code naming an internet address's type is damaged, not misread
    with pytest.raises(link.CodeError):
        link.unpack(_with_head(newer, 1 << 4 | link.KINDS.index(link.OFFER)))


def test_an_mdns_name_is_never_an_internet_address() -> None:
    session = link.session_of(OFFER_SDP, link.OFFER)
    wrong = session._replace(candidates=(session.candidates[0]._replace(type=link.SRFLX),))
    with pytest.raises(link.CodeError, match="bad candidate type"):
        link.pack(wrong)


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("", ""), ("   ", ""), ("stun.example.org", "stun.example.org"), ("STUN:Stun.Example.org:3478", "stun.example.org:3478"),
        (" 192.0.2.1:19302 ", "192.0.2.1:19302"), ("[2001:DB8::1]:3478", "[2001:db8::1]:3478"), ("[2001:db8::1]", "[2001:db8::1]"),
    ],
)
def test_a_stun_address_is_read_as_typed_and_written_plainly(typed: str, kept: str) -> None:
    assert link.stun_address(typed) == kept


@pytest.mark.parametrize(
    "typed",
    ["stun example.org", "-x.org", "a..b", "1.2.3", "host:0", "host:70000", "host:x", "[192.0.2.1]", "[::1", "a:b:c",
     "x" * 300, "https://stun.example.org/", "<script>", "stun.example.org:3478/path", "é.example"],
)
def test_anything_else_is_not_a_stun_address(typed: str) -> None:
    with pytest.raises(link.CodeError, match="bad stun"):
        link.stun_address(typed)


_ice = st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", min_size=22, max_size=40)
_candidate = st.one_of(
    st.uuids().map(lambda u: f"{u}.local"),
    st.ip_addresses().map(str),
).flatmap(
    lambda address: st.tuples(st.integers(1, 65535), st.sampled_from((link.HOST,) if address.endswith(".local") else (link.HOST, link.SRFLX)))
    .map(lambda found: link.Candidate(address, found[0], found[1]))
)


@given(
    kind=st.sampled_from(link.KINDS),
    ufrag=_ice.map(lambda s: s[:8]),
    pwd=_ice,
    fingerprint=st.binary(min_size=32, max_size=32),
    candidates=st.lists(_candidate, min_size=1, max_size=link.MAX_CANDIDATES),
)
def test_any_session_survives_the_round_trip(kind, ufrag, pwd, fingerprint, candidates) -> None:
    session = link.Session(kind, ufrag, pwd, fingerprint, tuple(candidates))
    code = link.pack(session)
    assert len(code) <= link.MAX_CODE
    assert link.unpack(code, kind) == session
    assert link.session_of(link.sdp(session), kind) == session


@pytest.mark.parametrize(
    ("address", "host"),
    [
        ("http://127.0.0.1:8123/", "127.0.0.1"),
        ("http://localhost:8000/australia/", "localhost"),
        ("http://[::1]:8000/", "[::1]"),
        ("http://0.0.0.0:8000/", "0.0.0.0"),
        ("http://127.1.2.3/", "127.1.2.3"),
        ("https://example.org/australia/", None),
        ("http://192.168.1.20:8000/", None),
        ("http://[fe80::1]:8000/", None),
        ("not an address", None),
    ],
)
def test_a_page_only_this_device_can_open_is_told_apart(address, host):
    assert link.unreachable_host(address) == host
