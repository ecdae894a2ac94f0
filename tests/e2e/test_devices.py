"""Playing on several devices, in a real Chromium: a host and two remote devices, each a
browser context of its own (its own storage), connected by WebRTC data channels through the
codes a person would carry: the invitation link opened on the device, its answer code pasted
at the host.

Every message a remote device receives is recorded (a listener added to each data channel
before the page's own script runs) and none may hold another seat's cards, the stacks' order,
a face-down tile's value or the seed.
"""

from __future__ import annotations

import json

import pytest

from australia.table import PERSON, REMOTE
from tests.conftest import App
from web.devices import wire
from tests.e2e.play import Player, played, save_text, settled, start_game, storage_with, turn_start

pytestmark = pytest.mark.xdist_group("devices")

NAMES = ["Ann", "Ben", '<img src=x onerror="__ran=1">']  # 29 characters: fits

# Before the page's scripts: every message a data channel of this device receives is kept.
RECORD = """(() => {
  window.__heard = [];
  const make = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = make.apply(this, args);
    channel.addEventListener('message', (event) => window.__heard.push(event.data));
    return channel;
  };
})();"""

GAME = """() => { const g = document.querySelector('.game');
  return document.querySelector('#final') ? {over: true}
    : g ? {over: false, current: +g.dataset.current, moment: +g.dataset.moment} : null; }"""


def _device(browser, app_server: str) -> App:
    # A phone that opens the link for the first time, in a browser that keeps no offline copy
    # (no service worker): the host's tab keeps one, and the devices' own copies would only add
    # the caching of the whole runtime to every device's start.
    context = browser.new_context(locale="en-US", viewport={"width": 1280, "height": 720}, service_workers="block")
    context.add_init_script(RECORD)
    device = App(context.new_page(), app_server)
    device.page.goto(device.url(device.blank))
    return device


def _invite(host: App, seat: int, device: App, *, asked: bool = False) -> None:
    """The host invites ``seat`` (``asked``: its invitation is on the screen already); the
    device opens the link; its code is pasted at the host."""
    page = host.page
    if not asked:
        page.click(f'#devices [data-command="invite"][data-arg="{seat}"]')
    page.wait_for_selector(f'.invitation[data-seat="{seat}"] #invite-link')
    link = page.wait_for_selector("#invite-link").get_attribute("value")
    assert "#join=" in link and link.startswith(host.base_url)
    device.page.goto(link)
    device.wait_ready()
    answer = device.page.wait_for_selector("#my-answer").input_value()
    assert 60 < len(answer) < 200
    assert "#join=" not in device.page.url  # the invitation is taken off the address
    page.fill("#answer-code", answer)
    page.click(f'[data-command="connect"][data-arg="{seat}"]')
    page.wait_for_selector(f'#devices .device[data-seat="{seat}"][data-connected="true"]')
    device.page.wait_for_selector(".game[data-moment]")


def _play(host: App, devices: dict[int, App], until) -> dict:
    """Steps on whichever device's seat is to move, until ``until(game)`` (the host's view)."""
    players = {seat: Player(app.page) for seat, app in devices.items()}
    for _ in range(3000):
        settled(host.page)  # a move that came from a device is on the host's screen too
        game = host.page.evaluate(GAME)
        if until(game):
            return game
        device = devices[game["current"]]
        device.page.wait_for_selector(
            f'.game[data-moment="{game["moment"]}"][data-current="{game["current"]}"]'
            '[data-away="false"][data-sent="false"]'
        )
        player = players[game["current"]]
        info = player.read()
        player.step(info)
        if device is not host:  # a move went to the host, which has sent every device its view
            device.page.wait_for_selector('.game[data-sent="false"], #final')
    raise AssertionError("the game did not get there")


def _heard(device: App) -> list[dict]:
    return [json.loads(text) for text in device.page.evaluate("window.__heard")]


def _late_in_a_game() -> dict[str, str]:
    """The host's storage: a full game of three, Ben and Cat on devices of their own, at Ann's
    turn with a dozen cards left in the stacks (the form's way to such a game: the forged
    action's test)."""
    state = played(NAMES, "full", 31, lambda s: turn_start(s) and s.current == 0
                   and sum(len(cards) for cards in s.stacks.values()) <= 12)
    return storage_with(save_text(state, seats=(PERSON, REMOTE, REMOTE)))


def test_a_host_and_two_devices_play_a_game_to_its_end(app, browser, app_server) -> None:
    host = app
    host.open(storage=_late_in_a_game())
    start = host.page.evaluate(GAME)["moment"]
    ben, cat = _device(browser, app_server), _device(browser, app_server)
    devices = {0: host, 1: ben, 2: cat}
    try:
        _invite(host, 1, ben)
        _invite(host, 2, cat)
        for device in (ben, cat):  # a name from another device is text
            assert device.page.evaluate("window.__ran") is None
            assert NAMES[2] in device.page.inner_text(".players-panel")
        # Ben's phone says what each seat is: Ann at the game's device, Cat on her own
        rows = ben.page.locator(".players-panel .player").all_inner_texts()
        assert "at the game’s device" in rows[0] and "on own device" not in rows[0], rows
        assert "on own device" not in rows[1] and "on own device" in rows[2], rows
        # Ben's phone reloads in the middle of his turn; it comes back with his hand.
        game = _play(host, devices, lambda g: g["current"] == 1 and g["moment"] > start + 2)
        # Ben's phone shows that moment (its Python draws a moment after the host's view came)
        ben.page.wait_for_selector(f'.game[data-moment="{game["moment"]}"][data-current="1"]')
        hand = ben.page.eval_on_selector_all("[data-card]", "cards => cards.map(c => c.dataset.card)")
        ben.page.reload()
        ben.wait_ready()
        # not a new-game form: which game and seat it was playing, and how to come back
        said = ben.page.locator('.join[data-status="away"] .was-playing').inner_text()
        assert "Ben" in said and "Ann" in said and ben.page.locator("#setup").count() == 0, said
        host.page.wait_for_selector('#devices .device[data-seat="1"][data-connected="false"]')
        host.page.wait_for_selector('.away-turn.waiting[data-seat="1"]')  # the game waits, and says for whom
        _invite(host, 1, ben)
        assert ben.page.eval_on_selector_all("[data-card]", "cards => cards.map(c => c.dataset.card)") == hand
        # The host reloads: the game resumes from its save, and invites both again.
        _play(host, devices, lambda g: g["moment"] > start + 12)
        moment = host.page.evaluate(GAME)["moment"]
        host.page.reload()
        host.wait_ready()
        assert host.page.evaluate(GAME)["moment"] == moment
        for device in (ben, cat):
            device.page.wait_for_selector('.guest-panel[data-status="lost"]')
        host.page.click('#devices [data-command="invite-all"]')  # one step for every waiting device
        for seat, device in ((1, ben), (2, cat)):
            _invite(host, seat, device, asked=True)  # each invitation comes once the one before is back
        final = _play(host, devices, lambda g: g["over"])
        assert final["over"]
        for device in (ben, cat):
            device.page.wait_for_selector("#final")
        # Nothing any remote device heard before the end holds a secret of the others or of
        # the game; the game over, it was sent whole, to review it there.
        for seat, device in ((1, ben), (2, cat)):
            heard = _heard(device)
            assert heard and all(m["t"] in ("view", "refused") for m in heard)
            for message in heard:
                if message["t"] != "view":
                    continue
                assert message["seat"] == seat
                players = message["observation"]["players"]
                assert all(p["hand"] is None for i, p in enumerate(players) if i != seat)
                assert not {"stacks", "seed", "tiles", "unused_cards"} & set(message["observation"])
                assert (message["record"] != "") == (message["observation"]["phase"] == "over")
            # (the whole game, once over, is a save inside the view's text: its quotes escaped)
            assert not any('"seed"' in text for text in device.page.evaluate("window.__heard"))
        # Ben's device reviews the game, his seat first
        ben.page.click('#final [data-command="review-current"]')
        ben.page.wait_for_selector('[data-phase="review"] .luck[data-seat="1"]', timeout=120_000)
        assert ben.page.locator('.luck[data-seat="1"]').inner_text().startswith("Ben ")
        for device in (ben, cat):
            device.check()
    finally:
        ben.page.context.close()
        cat.page.context.close()


def test_a_forged_action_from_a_device_is_refused_and_the_save_is_unchanged(app, browser, app_server) -> None:
    host = app
    host.open()
    host.page.select_option('[data-field="seat1"]', "remote")
    start_game(host.page, ["Ann", "Ben"], "full", 32, start="0")
    ben = _device(browser, app_server)
    try:
        _invite(host, 1, ben)
        _play(host, {0: host, 1: ben}, lambda g: g["current"] == 0 and g["moment"] >= 4)
        store = "() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('australia.slot.')))"
        saved = host.page.evaluate(store)
        moment = host.page.evaluate(GAME)["moment"]
        forged = [
            ('{"v":%d,"t":"act","moment":%d,"action":{"type":"draw","stack":1}}' % (wire.VERSION, moment), "not-your-turn"),
            ('{"v":%d,"t":"act","moment":%d,"action":{"type":"end_turn"}}' % (wire.VERSION, moment - 1), "not-your-turn"),
            ('{"v":%d,"t":"act","moment":1,"action":{"type":"steal"}}' % wire.VERSION, "malformed action"),
            ('{"v":%d,"t":"hello","seat":0,"token":"AAAAAAAAAAAAAAAAAAAAAAAA"}' % wire.VERSION, "bad-invitation"),
            ("x" * 5000, "too long"),
        ]
        for text, reason in forged:
            count = len(_heard(ben))
            ben.page.evaluate("text => window.australiaPeers.apply({op: 'peer-send', channel: 'host', text})", text)
            ben.page.wait_for_function("count => window.__heard.length > count", arg=count)
            assert _heard(ben)[count] == {"v": wire.VERSION, "t": "refused", "reason": reason}
        assert host.page.evaluate(store) == saved and host.page.evaluate(GAME)["moment"] == moment
        # Ben's turn: an illegal action for his seat is refused too
        _play(host, {0: host, 1: ben}, lambda g: g["current"] == 1)
        moment = host.page.evaluate(GAME)["moment"]
        saved = host.page.evaluate(store)
        count = len(_heard(ben))
        ben.page.evaluate(
            "m => window.australiaPeers.apply({op: 'peer-send', channel: 'host', "
            "text: JSON.stringify({v: 1, t: 'act', moment: m, action: {type: 'fly', region: 'tasmania-sea'}})})",
            moment,
        )
        ben.page.wait_for_function("count => window.__heard.length > count", arg=count)
        assert _heard(ben)[count]["t"] == "refused"
        assert host.page.evaluate(store) == saved
        ben.check()
    finally:
        ben.page.context.close()


def test_the_policy_runs_no_script_injected_into_the_page(app) -> None:
    page = app.open()
    app.allow_console_error("Content Security Policy")
    messages: list[str] = []
    page.on("console", lambda message: messages.append(message.text))
    page.evaluate(
        """() => {
          const script = document.createElement('script');
          script.textContent = 'window.__ran = "script"';
          document.body.append(script);
          document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__ran = \\'attribute\\'">');
        }"""
    )
    page.wait_for_function("() => document.querySelector('img[src=\"data:,\"]').complete")
    page.wait_for_timeout(200)
    assert page.evaluate("window.__ran") is None
    violations = [text for text in messages if "Content Security Policy" in text]
    assert any("inline script" in text for text in violations), violations
    assert any("event handler" in text or "script-src-attr" in text or "inline" in text for text in violations)
    assert len(violations) >= 2
