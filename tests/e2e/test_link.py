"""Two devices connect through the compact codes of ``web/devices/link.py``, in a real Chromium.

Two browser contexts stand for two devices: each makes its description, which is packed into
a code in CPython, read back and rebuilt from our template before the other side is given it;
the data channel then opens and carries a message both ways.
"""

from __future__ import annotations

from web.devices import link

SIDE = """async ([kind, remote]) => {
  const pc = new RTCPeerConnection({ iceServers: [] });
  window.pc = pc;
  window.channel = pc.createDataChannel('game', { negotiated: true, id: 0 });
  window.heard = [];
  window.channel.onmessage = (event) => window.heard.push(event.data);
  if (remote) await pc.setRemoteDescription({ type: 'offer', sdp: remote });
  await pc.setLocalDescription(kind === 'offer' ? await pc.createOffer() : await pc.createAnswer());
  await new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') resolve();
    pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
  });
  return pc.localDescription.sdp;
}"""


def test_two_devices_connect_through_the_codes_alone(browser) -> None:
    host = browser.new_context().new_page()
    guest = browser.new_context().new_page()
    try:
        offer = link.pack(link.session_of(host.evaluate(SIDE, ["offer", None]), link.OFFER))
        assert len(offer) < 160
        answer_sdp = guest.evaluate(SIDE, ["answer", link.sdp(link.unpack(offer, link.OFFER))])
        answer = link.pack(link.session_of(answer_sdp, link.ANSWER))
        host.evaluate("(sdp) => pc.setRemoteDescription({ type: 'answer', sdp })", link.sdp(link.unpack(answer, link.ANSWER)))
        for page in (host, guest):
            page.wait_for_function("window.channel.readyState === 'open'", timeout=20_000)
        host.evaluate("channel.send('from the host')")
        guest.evaluate("channel.send('from the guest')")
        guest.wait_for_function("window.heard.length === 1")
        host.wait_for_function("window.heard.length === 1")
        assert guest.evaluate("window.heard") == ["from the host"]
        assert host.evaluate("window.heard") == ["from the guest"]
    finally:
        host.context.close()
        guest.context.close()
