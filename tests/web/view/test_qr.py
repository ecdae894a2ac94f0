"""QR codes as SVG (``web.view.qr``): the invitation shows its link as a QR code that reads
back as the link, and the joining device its answer.
"""

from __future__ import annotations

import re

import segno

from web.view.qr import QUIET

from tests.page import Page
from tests.web.fake_network import FakeDevices, Net, _host, _link


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
