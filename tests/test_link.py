"""The compact codes that connect two devices (web/link.py), under CPython.

The descriptions in ``tests/data/sdp-*.txt`` were made by Chromium for a data channel between
two browser contexts of this machine; ``tests/e2e/test_link.py`` connects two contexts through
the codes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from web import link

DATA = Path(__file__).resolve().parent / "data"
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


def test_a_code_of_another_version_is_refused() -> None:
    session = link.session_of(OFFER_SDP, link.OFFER)
    link_version = link.VERSION
    try:
        link.VERSION = link_version + 1
        newer = link.pack(session)
    finally:
        link.VERSION = link_version
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
def test_a_description_missing_what_a_code_needs_is_refused(change, reason: str) -> None:  # noqa: ANN001
    with pytest.raises(link.CodeError, match=reason):
        link.session_of(change(OFFER_SDP), link.OFFER)


def test_only_host_candidates_over_udp_are_kept() -> None:
    extra = (
        "a=candidate:1 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active\r\n"
        "a=candidate:2 1 udp 1686052607 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0\r\n"
        "a=candidate:3 1 udp 2122260223 192.168.1.20 50000 typ host generation 0\r\n"
        "a=candidate:4 1 udp 2122262783 fe80::1 50002 typ host generation 0\r\n"
    )
    session = link.session_of(OFFER_SDP.replace("a=ice-ufrag", extra + "a=ice-ufrag"), link.OFFER)
    assert [c.address for c in session.candidates][2:] == ["192.168.1.20", "fe80::1"]
    assert link.unpack(link.pack(session)) == session


_ice = st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", min_size=22, max_size=40)
_candidate = st.one_of(
    st.uuids().map(lambda u: f"{u}.local"),
    st.ip_addresses().map(str),
).flatmap(lambda address: st.integers(1, 65535).map(lambda port: link.Candidate(address, port)))


@given(
    kind=st.sampled_from(link.KINDS),
    ufrag=_ice.map(lambda s: s[:8]),
    pwd=_ice,
    fingerprint=st.binary(min_size=32, max_size=32),
    candidates=st.lists(_candidate, min_size=1, max_size=link.MAX_CANDIDATES),
)
def test_any_session_survives_the_round_trip(kind, ufrag, pwd, fingerprint, candidates) -> None:  # noqa: ANN001
    session = link.Session(kind, ufrag, pwd, fingerprint, tuple(candidates))
    code = link.pack(session)
    assert len(code) <= link.MAX_CODE
    assert link.unpack(code, kind) == session
    assert link.session_of(link.sdp(session), kind) == session
