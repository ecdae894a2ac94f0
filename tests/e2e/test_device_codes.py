"""The QR codes and the camera between devices, in a real Chromium (with an audit of their
screens, on both devices).

The host runs in a browser whose camera is Chromium's fake one, fed a video file (Y4M) that
this test writes: once the joining device shows its answer, the test takes that QR code as the
page drew it (its SVG, painted on a canvas in the device's page) and makes it the picture the
host's camera sees. The host reads it with the page's own reader (Chromium on Linux has no
QR detector of its own, so this is the vendored one) and the devices connect. The invitation's
QR code is read the same way, and the device opens the link it holds, as a phone's camera does.

The host asks a STUN server set in its panel: a small one run here answers with an internet
address (one of the documentation's), which must travel in the link's offer; the invited
device asks it too, as the link says.
"""

from __future__ import annotations

import base64
import socket
import struct
import threading
from pathlib import Path


from tests.conftest import CHROMIUM, CHROMIUM_FLAGS, App
from tests.e2e.play import start_game
from tests.e2e.test_accessibility import audit, check
from web.devices import link
from web.devices.state.guest import read_join

SIZE = (640, 480)  # the fake camera's picture
MAPPED = ("203.0.113.7", 40404)  # the internet address the STUN server here reports

# The page's QR code as pixels: its SVG painted on a white canvas; the grey levels, base64.
PIXELS = """async ([selector, side]) => {
  const svg = document.querySelector(selector);
  const text = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(text)));
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = side;
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff'; g.fillRect(0, 0, side, side);
  g.imageSmoothingEnabled = false;
  g.drawImage(image, 0, 0, side, side);
  const data = g.getImageData(0, 0, side, side).data;
  let grey = '';
  for (let i = 0; i < data.length; i += 4) grey += String.fromCharCode(data[i]);
  return btoa(grey);
}"""

# The page's own reader (vendor/barcode, as web/static/scanner.js loads it) on such pixels.
READ = """async ([grey, side]) => {
  if (!window.BarcodeDetectionAPI) {
    await new Promise((resolve, reject) => {
      const s = document.createElement('script');
      s.src = 'vendor/barcode/ponyfill.js'; s.onload = resolve; s.onerror = reject;
      document.head.appendChild(s);
    });
    const base = new URL('vendor/barcode/', document.baseURI).href;
    BarcodeDetectionAPI.prepareZXingModule({overrides: {locateFile: (p, prefix) => p.endsWith('.wasm') ? base + p : prefix + p}});
  }
  const bytes = atob(grey);
  const pixels = new ImageData(side, side);
  for (let i = 0; i < bytes.length; i++) {
    const v = bytes.charCodeAt(i);
    pixels.data.set([v, v, v, 255], i * 4);
  }
  const found = await new BarcodeDetectionAPI.BarcodeDetector({formats: ['qr_code']}).detect(pixels);
  return found.map((code) => code.rawValue);
}"""


def _y4m(path: Path, grey: bytes | None = None, side: int = 0) -> None:
    """One frame of the fake camera: the QR code's pixels in the middle of a white picture."""
    width, height = SIZE
    plane = bytearray(b"\xff" * (width * height))
    if grey is not None:
        left, top = (width - side) // 2, (height - side) // 2
        for row in range(side):
            start = (top + row) * width + left
            plane[start : start + side] = grey[row * side : (row + 1) * side]
    chroma = b"\x80" * (width * height // 2)
    frame = b"YUV4MPEG2 W%d H%d F10:1 Ip A1:1 C420jpeg\n" % (width, height) + b"FRAME\n" + bytes(plane) + chroma
    part = path.with_suffix(".part")
    part.write_bytes(frame)
    part.replace(path)


class Stun:
    """A STUN server (RFC 5389 Binding only) on this machine that says every asker is at
    ``MAPPED``: an address on the internet, as a router would give."""

    def __init__(self) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self.asked: list[tuple[str, int]] = []
        self.running = True
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while self.running:
            try:
                data, sender = self.sock.recvfrom(2048)
            except OSError:
                continue
            if len(data) < 20 or data[:2] != b"\x00\x01" or data[4:8] != b"\x21\x12\xa4\x42":
                continue
            self.asked.append(sender)
            cookie, transaction = data[4:8], data[8:20]
            port = MAPPED[1] ^ 0x2112
            address = bytes(a ^ b for a, b in zip(socket.inet_aton(MAPPED[0]), cookie))
            attribute = struct.pack(">HHBBH", 0x0020, 8, 0, 1, port) + address
            self.sock.sendto(struct.pack(">HH", 0x0101, len(attribute)) + cookie + transaction + attribute, sender)

    def close(self) -> None:
        self.running = False
        self.thread.join(timeout=2)
        self.sock.close()


def test_the_devices_connect_through_their_qr_codes_and_a_stun_server(playwright, browser, app_server, tmp_path) -> None:
    camera = tmp_path / "camera.y4m"
    _y4m(camera)
    with_camera = playwright.chromium.launch(
        executable_path=CHROMIUM,
        args=CHROMIUM_FLAGS + [
            "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
            f"--use-file-for-fake-video-capture={camera}",
        ],
    )
    stun = Stun()
    try:
        host = App(with_camera.new_context(locale="en-US", viewport={"width": 1280, "height": 900}).new_page(), app_server)
        ben = App(browser.new_context(locale="en-US", viewport={"width": 412, "height": 860}).new_page(), app_server)
        host.open()
        host.page.select_option('[data-field="seat1"]', "remote")
        start_game(host.page, ["Ann", "Ben"], "full", 7, start="0")

        # The STUN address, set in the host's panel: said, and asked by the invitation.
        host.page.click("#devices details.stun summary")
        host.page.fill("#stun-address", f"127.0.0.1:{stun.port}")
        host.page.click('[data-command="stun-save"]')
        host.page.wait_for_selector(f'.stun-now:has-text("invitations ask 127.0.0.1:{stun.port}")')
        host.page.click('#devices [data-command="invite"][data-arg="1"]')
        shown = host.page.wait_for_selector("#invite-link").get_attribute("value")
        assert stun.asked, "the invitation did not ask the STUN server"
        seat, _token, offer, asked = read_join("#" + shown.split("#", 1)[1])
        assert (seat, asked) == (1, f"127.0.0.1:{stun.port}")
        mapped = [c for c in link.unpack(offer).candidates if c.type == link.SRFLX]
        assert (mapped[0].address, mapped[0].port) == MAPPED

        # The invitation's QR code holds the link: read by the page's reader, opened on Ben's phone.
        side = 480
        grey = host.page.evaluate(PIXELS, ["#invite-qr", side])
        assert host.page.evaluate(READ, [grey, side]) == [shown]
        host_sockets = set(stun.asked)  # (address, port) of each socket of the host's that asked
        ben.page.goto(shown)
        ben.wait_ready()
        ben.page.wait_for_selector("#answer-qr")
        assert ben.page.is_visible(f'text=this page contacts 127.0.0.1:{stun.port}')
        # Ben's page asked it too, as the link says: from sockets of its own
        assert set(stun.asked) - host_sockets, "the invited device did not ask the STUN server"
        found: dict[str, str] = {}
        audit(ben.page, "a phone answering an invitation", found)

        # The host's camera sees Ben's QR code: the answer is read and the devices connect.
        side = 400
        _y4m(camera, base64.b64decode(ben.page.evaluate(PIXELS, ["#answer-qr", side])), side)
        # A reader that cannot load (its WebAssembly refused here) says so at once; the next try reads.
        wasm = "**/vendor/barcode/zxing_reader.wasm"
        host.page.route(wasm, lambda route: route.fulfill(status=404, body="gone"))
        host.allow_console_error(r"prepare wasm|wasm streaming compile failed|falling back to ArrayBuffer|Aborted\(|status of 404")
        host.page.click('[data-command="scan-answer"][data-arg="1"]')
        host.page.wait_for_selector('.invite-error:has-text("The code reader could not start. Paste the code instead.")')
        assert host.page.query_selector("#scan-video") is None
        host.page.unroute(wasm)
        host.page.click('[data-command="scan-answer"][data-arg="1"]')
        host.page.wait_for_selector("#scan-video")
        audit(host.page, "the host's invitation, its camera reading, the STUN address set", found)
        host.page.wait_for_selector('#devices .device[data-seat="1"][data-connected="true"]', timeout=30_000)
        assert host.page.query_selector("#scan-video") is None  # the camera is off once the code is taken
        assert host.page.evaluate("document.querySelector('#answer-code') === null")
        ben.page.wait_for_selector(".game[data-moment]")
        audit(ben.page, "a phone playing its seat", found)
        audit(host.page, "the host with a seat played on a phone", found)
        check(found)
        host.check()
        ben.check()
    finally:
        stun.close()
        with_camera.close()


def test_a_browser_without_a_camera_says_so_and_the_code_is_pasted(app, browser, app_server) -> None:
    """This machine's Chromium has no camera: the button is offered (the page may ask for one),
    and asking says plainly that there is none; pasting still connects."""
    host = app
    host.open()
    host.page.select_option('[data-field="seat1"]', "remote")
    start_game(host.page, ["Ann", "Ben"], "full", 3, start="0")
    host.page.click('#devices [data-command="invite"][data-arg="1"]')
    shown = host.page.wait_for_selector("#invite-link").get_attribute("value")
    host.page.click('[data-command="scan-answer"][data-arg="1"]')
    host.page.wait_for_selector('.invite-error:has-text("No camera the page can use was found. Paste the code instead.")')
    assert host.page.query_selector("#scan-video") is None
    ben = App(browser.new_context(locale="en-US", service_workers="block").new_page(), app_server)  # no offline copy
    try:
        ben.page.goto(shown)
        ben.wait_ready()
        host.page.fill("#answer-code", ben.page.wait_for_selector("#my-answer").input_value())
        host.page.click('[data-command="connect"][data-arg="1"]')
        host.page.wait_for_selector('#devices .device[data-seat="1"][data-connected="true"]')
        ben.check()
    finally:
        ben.page.context.close()
