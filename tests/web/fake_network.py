"""A fake network for playing on several devices under CPython: it carries what the browser's
data channels would between whole pages (``tests.page.Page``), with a host page, invitations,
and the descriptions Chromium made (``tests/data/sdp-*.txt``).
"""

from __future__ import annotations

from collections import deque
from html import unescape
from pathlib import Path

from web.devices import link
from web.devices import messages as dm
from web.devices import effects as dfx
from web.devices.state.guest import read_join

from tests.page import Page


DATA = Path(__file__).resolve().parents[1] / "data"


OFFER = link.session_of((DATA / "sdp-offer.txt").read_text(), link.OFFER)


ANSWER = link.session_of((DATA / "sdp-answer.txt").read_text(), link.ANSWER)


class Net:
    """What the devices' channels carry, delivered in order when ``pump`` is called; every
    text a joining device receives is kept (``heard``)."""

    def __init__(self) -> None:
        self.queue: deque = deque()
        self.offers: dict[str, tuple] = {}  # channel -> (host devices, dispatch)
        self.answers: dict[str, tuple] = {}  # answer code -> (guest devices, dispatch)
        self.pairs: dict[tuple, tuple] = {}  # (devices, channel) -> (other devices, its channel)
        self.heard: dict[int, list[str]] = {}  # id of a guest's devices -> texts received

    def pump(self, limit: int = 100_000) -> None:
        for _ in range(limit):
            if not self.queue:
                return
            dispatch, message = self.queue.popleft()
            dispatch(message)
        raise AssertionError("the devices never stop talking")


class FakeDevices:
    """``web.devices.browser.Devices`` as the runtime sees it, over ``Net``."""

    count = 0

    def __init__(self, net: Net) -> None:
        self.net = net
        FakeDevices.count += 1
        self.number = FakeDevices.count
        self.dispatch = None
        self.copied: list[str] = []
        self.stun: list[str] = []  # the STUN address of each offer or answer made
        self.camera: list[str] = []  # "on" and "off", in order

    def carry_out(self, effect, dispatch) -> None:
        net = self.net
        self.dispatch = dispatch
        if isinstance(effect, dfx.OpenInvitation):
            channel = f"seat{effect.seat}-{len(net.offers)}"
            net.offers[channel] = (self, dispatch)
            self.stun.append(effect.stun)
            net.queue.append((dispatch, dm.InvitationReady(effect.seat, channel, link.pack(OFFER))))
        elif isinstance(effect, dfx.Answer):
            assert link.unpack(effect.offer, link.OFFER) == OFFER
            self.stun.append(effect.stun)
            code = link.pack(ANSWER._replace(ufrag=f"dev{self.number}x"))
            net.answers[code] = (self, dispatch)
            net.queue.append((dispatch, dm.AnswerReady(code)))
        elif isinstance(effect, dfx.AcceptAnswer):
            guest, guest_dispatch = net.answers.pop(effect.code)
            net.pairs[(self, effect.channel)] = (guest, "host", guest_dispatch)
            net.pairs[(guest, "host")] = (self, effect.channel, net.offers[effect.channel][1])
            net.queue.append((dispatch, dm.ChannelOpened(effect.channel)))
            net.queue.append((guest_dispatch, dm.ChannelOpened("host")))
        elif isinstance(effect, dfx.Send):
            other = net.pairs.get((self, effect.channel))
            if other is not None:
                if other[1] == "host":
                    net.heard.setdefault(other[0].number, []).append(effect.text)
                net.queue.append((other[2], dm.ChannelSaid(other[1], effect.text)))
        elif isinstance(effect, dfx.CloseChannel):
            self.cut(effect.channel, tell_self=False)
        elif isinstance(effect, dfx.CopyText):
            self.copied.append(effect.text)
        elif isinstance(effect, (dfx.StartCamera, dfx.StopCamera)):
            self.camera.append("on" if isinstance(effect, dfx.StartCamera) else "off")

    def cut(self, channel: str, *, tell_self: bool = True) -> None:
        """The channel closes (a reload, a phone asleep): both ends are told, as a browser does."""
        other = self.net.pairs.pop((self, channel), None)
        if other is None:
            return
        self.net.pairs.pop((other[0], other[1]), None)
        self.net.queue.append((other[2], dm.ChannelClosed(other[1])))
        if tell_self:
            self.net.queue.append((self.dispatch, dm.ChannelClosed(channel)))


def _host(net: Net, seats=("person", "remote", "remote"), **fields) -> Page:
    page = Page(devices=FakeDevices(net))
    values = {"count": str(len(seats)), "variant": "full", "seed": "21", "start": "0"}
    values.update({f"seat{i}": kind for i, kind in enumerate(seats)})
    values.update({"name0": "Ann", "name1": "Ben", "name2": "<img src=x onerror=alert(1)>"})
    values.update(fields)
    page.start(**values)
    return page


def _invite(net: Net, host: Page, seat: int, guest: Page | None = None) -> Page:
    """The host invites ``seat``; a device opens the link and its code is pasted at the host."""
    host.command("invite", seat)
    net.pump()
    html = host.document.html
    address = html.split('id="invite-link" readonly value="')[1].split('"')[0].replace("&amp;", "&")
    assert address.startswith("https://example.org/australia/#join=")
    fragment = "#" + address.split("#", 1)[1]
    assert read_join(fragment)[0] == seat
    guest = guest or Page(devices=FakeDevices(net), boot=False)
    guest.boot(join=fragment)
    net.pump()
    answer = guest.runtime.model.guest.answer
    assert answer and answer in guest.document.html
    host.command("connect", seat, answer=answer[:40] + "\n" + answer[40:])  # pasted across two lines
    net.pump()
    return guest


def _link(html: str) -> str:
    return unescape(html.split('id="invite-link" readonly value="')[1].split('"')[0])
