"""The codes between devices as a person meets them, under CPython: the QR codes the host and a
joining device show, the host's camera reading the answer, and the STUN address for play over
the internet (``tests/test_devices.py`` has the fake network; ``tests/e2e/test_devices.py``
reads the drawn QR codes with the page's own reader in Chromium)."""

from __future__ import annotations

import re
from html import unescape

import pytest
import segno

from web import link
from web import messages as m
from web.browser.devices import SCAN_VIDEO, Devices, message_of
from web.commands import STUN_KEY
from web.state import effects as fx
from web.state.guest import read_join
from web.view.qr import QUIET

from tests.page import Page
from tests.test_devices import OFFER, FakeDevices, Net, _host, _invite


def _modules(svg: str) -> list[list[bool]]:
    """The dark modules an SVG of ``web.view.qr`` draws, row by row (without the quiet zone)."""
    size = int(re.search(r'viewBox="0 0 (\d+) \1"', svg).group(1))
    rows = [[False] * size for _ in range(size)]
    for x, y, width in re.findall(r"M(\d+) (\d+)h(\d+)v1h-\3z", svg):
        for dx in range(int(width)):
            rows[int(y)][int(x) + dx] = True
    assert re.sub(r"M(\d+) (\d+)h(\d+)v1h-\3z", "", re.search(r' d="([^"]*)"', svg).group(1)) == ""
    inner = [row[QUIET : size - QUIET] for row in rows[QUIET : size - QUIET]]
    assert not any(any(row) for row in rows[:QUIET] + rows[size - QUIET :])  # the quiet zone is white
    return inner


def _svg(html: str, ident: str) -> str:
    return re.search(rf'<svg id="{ident}"[^>]*>.*?</svg>', html).group(0)


def _link(html: str) -> str:
    return unescape(html.split('id="invite-link" readonly value="')[1].split('"')[0])


def test_the_invitation_shows_its_link_as_a_qr_code_and_the_device_its_answer() -> None:
    net = Net()
    host = _host(net)
    host.command("invite", 1)
    net.pump()
    html = host.document.html
    address = _link(html)
    svg = _svg(html, "invite-qr")
    assert 'role="img"' in svg and 'aria-label="QR code of the invitation link for Ben"' in svg
    expected = segno.make(address, error="m", micro=False, boost_error=True)
    assert _modules(svg) == [[bool(cell) for cell in row] for row in expected.matrix]
    assert expected.error in "MQH" and expected.version <= 12  # what a phone's camera reads at arm's length

    guest = Page(devices=FakeDevices(net), boot=False)
    guest.boot(join="#" + address.split("#", 1)[1])
    net.pump()
    answer = guest.runtime.model.guest.answer
    answer_svg = _svg(guest.document.html, "answer-qr")
    assert 'aria-label="QR code of this device’s answer"' in answer_svg
    assert _modules(answer_svg) == [[bool(c) for c in row] for row in segno.make(answer, error="m", micro=False).matrix]


def _scanning_host(camera: bool = True) -> tuple[Net, Page, Page]:
    net = Net()
    host = Page(devices=FakeDevices(net), boot=False)
    host.boot(camera=camera)
    values = {"count": "2", "variant": "full", "seed": "5", "start": "0", "seat0": "person", "seat1": "remote",
              "name0": "Ann", "name1": "Ben"}
    host.start(**values)
    host.command("invite", 1)
    net.pump()
    guest = Page(devices=FakeDevices(net), boot=False)
    guest.boot(join="#" + _link(host.document.html).split("#", 1)[1])
    net.pump()
    return net, host, guest


def test_the_camera_reads_the_answer_and_the_devices_connect() -> None:
    net, host, guest = _scanning_host()
    assert 'data-command="scan-answer"' in host.document.html
    host.command("scan-answer", 1)
    assert host.runtime.devices.camera == ["on"]
    assert host.focus() == ('[data-command="scan-stop"]',)  # the pressed button is gone: the focus goes on
    assert f'<video id="{SCAN_VIDEO[1:]}"' in host.document.html and 'data-command="scan-stop"' in host.document.html
    # something else in view first: a stranger's QR code is refused, the camera stays on
    host.send(m.Scanned("https://example.com/menu"))
    assert host.runtime.model.table.invitation.scanning
    assert "This is not the code of a device answering this invitation" in host.document.html
    assert host.runtime.devices.camera == ["on"]
    host.send(m.Scanned(guest.runtime.model.guest.answer))
    net.pump()
    assert host.runtime.devices.camera == ["on", "off"]  # the code is taken: the camera goes off
    assert host.runtime.model.table.remotes.connected() == (True, True)
    assert guest.session.state.players[1].hand == host.session.state.players[1].hand
    assert "<video" not in host.document.html


@pytest.mark.parametrize("ending", ["stop", "close", "rules", "give"])
def test_the_camera_goes_off_whatever_ends_the_reading(ending: str) -> None:
    _net, host, _guest = _scanning_host()
    host.command("scan-answer", 1)
    if ending == "stop":
        host.command("scan-stop")
        assert host.focus() == ('[data-command="scan-answer"][data-arg="1"]',)
    elif ending == "close":
        host.command("invite-close")
    elif ending == "rules":
        host.command("rules")
    else:
        host.command("give-seat", "1-medium")
    assert host.runtime.devices.camera == ["on", "off"]
    assert "<video" not in host.document.html


@pytest.mark.parametrize(
    ("reason", "said"),
    [
        ("denied", "The page may not use the camera (the browser was told no). Paste the code instead."),
        ("none", "No camera the page can use was found. Paste the code instead."),
        ("reader", "The code reader could not start. Paste the code instead."),
        ("other", "The camera could not be opened. Paste the code instead."),
    ],
)
def test_a_camera_that_cannot_be_used_says_why_and_the_code_can_still_be_pasted(reason: str, said: str) -> None:
    net, host, guest = _scanning_host()
    host.command("scan-answer", 1)
    host.send(m.CameraFailed(reason))
    assert said in host.document.html and "<video" not in host.document.html
    assert host.runtime.devices.camera == ["on", "off"]
    host.command("connect", 1, answer="not-a-code")  # what the camera said gives way to the paste's reason
    assert said not in host.document.html and "This is not the code of a device" in host.document.html
    host.command("connect", 1, answer=guest.runtime.model.guest.answer)
    net.pump()
    assert host.runtime.model.table.remotes.connected() == (True, True)


def test_without_a_camera_the_page_offers_none() -> None:
    _net, host, _guest = _scanning_host(camera=False)
    assert 'data-command="scan-answer"' not in host.document.html
    assert "paste it here" in host.document.html
    host.command("connect", 1)  # nothing pasted yet
    host.send(m.Scanned("anything"))  # a reading nobody asked for changes nothing
    assert host.runtime.model.table.invitation.error == "empty" and host.runtime.devices.camera == []


def test_the_browser_adapter_runs_the_scanner_and_hands_back_what_it_reads() -> None:
    sent, heard = [], []
    devices = Devices(sent.append, camera=True)
    assert devices.camera()
    devices.carry_out(fx.StartCamera(), heard.append)
    devices.carry_out(fx.StopCamera(), heard.append)
    assert sent == [{"op": "camera-on", "video": "#scan-video"}, {"op": "camera-off"}]
    assert message_of({"type": "scanned", "text": "code"}) == m.Scanned("code")
    assert message_of({"type": "scanned", "text": None}) == m.Scanned(None)
    assert message_of({"type": "camera-failed", "reason": "denied"}) == m.CameraFailed("denied")
    # no camera the page may use (an insecure page, no media devices): said at once
    blind, heard = Devices(sent.append), []
    assert not blind.camera()
    blind.carry_out(fx.StartCamera(), heard.append)
    blind.carry_out(fx.StopCamera(), heard.append)
    assert heard == [m.CameraFailed("none")] and len(sent) == 2


# --- the STUN address ------------------------------------------------------------------------------


def test_no_server_is_contacted_unless_a_stun_address_is_set() -> None:
    net = Net()
    host = _host(net)
    ben = _invite(net, host, 1)
    assert host.runtime.devices.stun == [""] and ben.runtime.devices.stun == [""]
    assert "None is set: the page contacts no server." in host.document.html
    assert read_join("#" + _link_of(host, net, 2).split("#", 1)[1])[3] == ""
    host.command("invite", 2, stun="")  # the field is read with every click: it stays as it was, folded
    assert '<details class="stun"><summary>' in host.document.html
    host.command("invite", 2, stun="stun.exa")  # half typed, then another click: kept, shown
    assert '<details class="stun" open>' in host.document.html and 'value="stun.exa"' in host.document.html


def _link_of(host: Page, net: Net, seat: int) -> str:
    host.command("invite", seat)
    net.pump()
    return _link(host.document.html)


def test_a_stun_address_set_at_the_host_is_asked_by_both_devices_and_said_on_both() -> None:
    net = Net()
    host = _host(net)
    host.command("stun-save", stun="  stun:Stun.Example.org:3478 ")
    assert host.store.data[STUN_KEY] == "stun.example.org:3478"
    assert "Invitations from now on ask stun.example.org:3478" in host.document.html
    address = _link_of(host, net, 1)
    assert host.runtime.devices.stun == ["stun.example.org:3478"]
    assert "This invitation asks stun.example.org:3478 for the devices’ internet addresses." in host.document.html
    assert read_join("#" + address.split("#", 1)[1])[3] == "stun.example.org:3478"
    ben = Page(devices=FakeDevices(net), boot=False)
    ben.boot(join="#" + address.split("#", 1)[1])
    # said from the start, while the answer is being made (the server is asked then)
    assert "this page contacts stun.example.org:3478" in ben.document.html and ben.runtime.model.guest.answer is None
    net.pump()
    assert ben.runtime.devices.stun == ["stun.example.org:3478"]
    assert "this page contacts stun.example.org:3478 to learn its address on the internet" in ben.document.html
    # kept on this device: a reload asks the same server; cleared, it asks none again
    again = Page(devices=FakeDevices(net), store=host.store)
    assert again.runtime.model.prefs.stun == "stun.example.org:3478"
    again.command("stun-save", stun="")
    assert again.store.data[STUN_KEY] == "" and "contact no server" in again.document.html
    _link_of(again, net, 2)
    assert again.runtime.devices.stun == [""]


@pytest.mark.parametrize("typed", ["stun example.org", "https://stun.example.org/", "<img src=x onerror=alert(1)>"])
def test_a_stun_address_that_is_not_one_is_refused_and_nothing_changes(typed: str) -> None:
    net = Net()
    host = _host(net)
    host.command("stun-save", stun=typed)
    assert STUN_KEY not in host.store.data and host.runtime.model.prefs.stun == ""
    assert "This is not a server’s address" in host.document.html
    assert "<img src=x" not in host.document.html  # what was typed stays text
    _link_of(host, net, 1)
    assert host.runtime.devices.stun == [""]


def test_a_stored_stun_address_that_is_not_one_is_ignored() -> None:
    page = Page(data={STUN_KEY: "not an address"})
    assert page.runtime.model.prefs.stun == ""


def test_a_link_with_a_forged_stun_address_is_not_an_invitation() -> None:
    net = Net()
    host = _host(net)
    host.command("stun-save", stun="stun.example.org")
    fragment = "#" + _link_of(host, net, 1).split("#", 1)[1]
    head, _, _ = fragment.rpartition(".")
    import base64

    for forged in ("a b", "x" * 300, "example.org:99999", "stun.example.org:3478/x"):
        tail = base64.urlsafe_b64encode(forged.encode()).decode().rstrip("=")
        assert read_join(f"{head}.{tail}") is None
    assert read_join(f"{head}.!!") is None and read_join(f"{fragment}.extra") is None


def test_the_browser_adapter_gives_the_stun_address_to_the_browser() -> None:
    sent: list = []
    devices = Devices(sent.append)
    devices.carry_out(fx.OpenInvitation(1, "stun.example.org:3478"), lambda _msg: None)
    devices.carry_out(fx.Answer(link.pack(OFFER), "stun.example.org:3478"), lambda _msg: None)
    devices.carry_out(fx.OpenInvitation(2), lambda _msg: None)
    assert [(op["op"], op["channel"], op["stun"]) for op in sent] == [
        ("peer-offer", "seat1-1", "stun.example.org:3478"), ("peer-answer", "host", "stun.example.org:3478"),
        ("peer-offer", "seat2-2", None),
    ]
