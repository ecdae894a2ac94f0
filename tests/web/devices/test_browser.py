"""The browser's side of playing on several devices (``web.devices.browser``): the ops it
hands the page's script for peer connections, the camera and the STUN address, and the
records it reads back as messages (a malformed one means nothing).
"""

from __future__ import annotations

import json

import pytest

from web.devices import link
from web.devices import messages as dm
from web.devices.browser import Devices, message_of
from web.devices import effects as dfx

from tests.web.fake_network import ANSWER, DATA, OFFER


def test_the_browser_adapter_hands_the_page_descriptions_and_packs_what_it_makes() -> None:
    from web.devices.browser import Devices, message_of

    sent, heard = [], []
    devices = Devices(sent.append)
    devices.carry_out(dfx.OpenInvitation(2), heard.append)
    devices.carry_out(dfx.AcceptAnswer("seat2-1", link.pack(ANSWER)), heard.append)
    devices.carry_out(dfx.Answer(link.pack(OFFER), stun="stun.example.org:3478"), heard.append)
    devices.carry_out(dfx.Send("seat2-1", "hello"), heard.append)
    devices.carry_out(dfx.CloseChannel("seat2-1"), heard.append)
    devices.carry_out(dfx.CopyText("code"), heard.append)
    assert heard == []  # what the page's script makes comes back as records
    assert [op["op"] for op in sent] == ["peer-offer", "peer-accept", "peer-answer", "peer-send", "peer-close", "copy"]
    assert sent[0] == {"op": "peer-offer", "channel": "seat2-1", "seat": 2, "stun": None}
    assert link.session_of(sent[1]["sdp"], link.ANSWER) == ANSWER and sent[1]["channel"] == "seat2-1"
    assert link.session_of(sent[2]["sdp"], link.OFFER) == OFFER
    assert (sent[2]["channel"], sent[2]["stun"]) == ("host", "stun.example.org:3478")
    assert sent[3:] == [{"op": "peer-send", "channel": "seat2-1", "text": "hello"},
                        {"op": "peer-close", "channel": "seat2-1"}, {"op": "copy", "text": "code"}]
    assert json.loads(json.dumps(sent)) == sent  # plain values: they can cross threads
    offer, answer = (DATA / "sdp-offer.txt").read_text(), (DATA / "sdp-answer.txt").read_text()
    assert message_of({"type": "peer-offered", "seat": 2, "channel": "seat2-1", "sdp": offer}) == dm.InvitationReady(
        2, "seat2-1", link.pack(OFFER)
    )
    assert message_of({"type": "peer-offered", "seat": 1, "channel": "seat1-1", "error": "NotAllowedError"}) == (
        dm.InvitationReady(1, "seat1-1", None, "NotAllowedError")
    )
    assert message_of({"type": "peer-answered", "sdp": answer}) == dm.AnswerReady(link.pack(ANSWER))
    made = message_of({"type": "peer-answered", "sdp": "v=0 not a description"})
    assert made.code is None and made.detail  # a description no code can hold: said
    assert message_of({"type": "channel-opened", "channel": "seat2-1"}) == dm.ChannelOpened("seat2-1")
    assert message_of({"type": "channel-said", "channel": "host", "text": "hi"}) == dm.ChannelSaid("host", "hi")
    assert message_of({"type": "channel-said", "channel": "host", "text": 3}) == dm.ChannelSaid("host", None)
    assert message_of({"type": "channel-closed", "channel": "host"}) == dm.ChannelClosed("host")


@pytest.mark.parametrize(
    "record",
    [{"type": "peer-offered", "seat": "2", "channel": "seat2-1"}, {"type": "peer-offered", "seat": True, "channel": "c"},
     {"type": "peer-offered", "seat": 2}, {"type": "channel-opened"}, {"type": "channel-said", "channel": 3},
     {"type": "no-such"}],
)
def test_a_malformed_record_of_the_devices_script_means_nothing(record) -> None:
    from web.devices.browser import message_of

    assert message_of(record) is None


def test_the_browser_adapter_runs_the_scanner_and_hands_back_what_it_reads() -> None:
    sent, heard = [], []
    devices = Devices(sent.append, camera=True)
    assert devices.camera()
    devices.carry_out(dfx.StartCamera(), heard.append)
    devices.carry_out(dfx.StopCamera(), heard.append)
    assert sent == [{"op": "camera-on", "video": "#scan-video"}, {"op": "camera-off"}]
    assert message_of({"type": "scanned", "text": "code"}) == dm.Scanned("code")
    assert message_of({"type": "scanned", "text": None}) == dm.Scanned(None)
    assert message_of({"type": "camera-failed", "reason": "denied"}) == dm.CameraFailed("denied")
    # no camera the page may use (an insecure page, no media devices): said at once
    blind, heard = Devices(sent.append), []
    assert not blind.camera()
    blind.carry_out(dfx.StartCamera(), heard.append)
    blind.carry_out(dfx.StopCamera(), heard.append)
    assert heard == [dm.CameraFailed("none")] and len(sent) == 2


def test_the_browser_adapter_gives_the_stun_address_to_the_browser() -> None:
    sent: list = []
    devices = Devices(sent.append)
    devices.carry_out(dfx.OpenInvitation(1, "stun.example.org:3478"), lambda _msg: None)
    devices.carry_out(dfx.Answer(link.pack(OFFER), "stun.example.org:3478"), lambda _msg: None)
    devices.carry_out(dfx.OpenInvitation(2), lambda _msg: None)
    assert [(op["op"], op["channel"], op["stun"]) for op in sent] == [
        ("peer-offer", "seat1-1", "stun.example.org:3478"), ("peer-answer", "host", "stun.example.org:3478"),
        ("peer-offer", "seat2-2", None),
    ]
