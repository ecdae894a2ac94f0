"""Playing on several devices, under CPython (``web.devices.state.shared``, the host's
``web.devices.state.host`` and a joining device's ``web.devices.state.guest``): a host page and the pages of
its remote seats, joined by a fake network that carries what the browser's data channels
would; the host's camera reading a joining device's answer; and the STUN address for play over
the internet.

The pages are whole (``tests.page.Page``: the page's state, its words, its views and the
runtime, with fakes for the browser); only the peer connections are fake. The invitation
link and the answer code are real ``web.devices.link`` codes, pasted as a person would.
(``tests/e2e/test_devices.py`` reads the drawn QR codes with the page's own reader in Chromium.)
"""

from __future__ import annotations

import json
import re
from html import escape, unescape

import pytest

from australia.actions import Fly
from australia.board import CARDS, REGION_BY_ID
from australia.rules import legal_actions_of
from australia.save import load_save
from australia.state import OVER, TURN
from web.devices import link, wire
from web.devices import messages as dm
from web.devices.browser import SCAN_VIDEO
from web.storage import STUN_KEY
from web.devices import effects as dfx
from web.devices.state.guest import read_join
from web.state.selection import options

from tests.page import Page
from tests.web.fake_network import ANSWER, FakeDevices, Net, OFFER, _host, _invite, _link


def _next_click(state, selection) -> tuple[str, object]:
    """A player who ends games fast, as the browser tests' player does."""
    opts = options(state, selection)
    def on(choices) -> list:
        return [c.value for c in choices if c.enabled]
    if state.phase != TURN:
        return "stack", on(opts.stacks)[0]
    if on(opts.track):
        return "track", max(on(opts.track))
    rangers = on(opts.rangers)
    if any(r > 0 for r in rangers):
        return "rangers", max(rangers)
    if opts.highlight_locations:
        return "location", sorted(opts.highlight_locations)[0]
    if rangers:
        return "rangers", 0
    if "end-turn" in on(opts.commands):
        return "command", "end-turn"
    if on(opts.cards):
        return "card", on(opts.cards)[0]
    colours = {CARDS[c].colour for c in state.player.hand}  # fly where a card in hand can be played
    regions = [a.region for a in legal_actions_of(state, Fly)]
    return "region", next((r for r in regions if REGION_BY_ID[r].colour in colours), regions[0])


def _play_on(page: Page) -> None:
    session = page.session
    hook, value = _next_click(session.state, session.selection)
    before = page.document.renders
    page.click(hook, value)
    assert page.document.renders > before
    assert not (page.session.notice if page.session else None), page.session.notice


def _turn_device(host: Page, guests: dict[int, Page]) -> Page:
    state = host.session.state
    return guests.get(state.current, host)


def test_a_host_and_two_devices_play_a_whole_game_and_no_device_learns_a_secret() -> None:
    net = Net()
    host = _host(net)
    assert "Ben" in host.document.html and 'data-command="invite"' in host.document.html
    guests = {1: _invite(net, host, 1), 2: _invite(net, host, 2)}
    assert host.runtime.model.table.remotes.connected() == (True, True, True)
    for seat, guest in guests.items():
        assert guest.session.state.players[seat].hand == host.session.state.players[seat].hand
        assert "&lt;img src=x onerror=alert(1)&gt;" in guest.document.html  # a name stays text
        assert "<img src=x" not in guest.document.html
    steps = 0
    while host.session.state.phase != OVER:
        device = _turn_device(host, guests)
        _play_on(device)
        net.pump()
        steps += 1
        assert steps < 3000
    final = host.session.state
    for guest in guests.values():  # every device shows the end, from its own view
        assert guest.session.over and guest.session.state.history == final.history
        assert 'id="final"' in guest.document.html
    # Nothing a remote device heard before the end holds another seat's cards, the stacks, the
    # face-down tiles' values or the seed; once the game is over, it is sent the whole game.
    for seat, guest in guests.items():
        heard = [json.loads(text) for text in net.heard[guest.runtime.devices.number]]
        for body in heard:
            assert body["t"] == "view" and body["seat"] == seat
            observation = body["observation"]
            assert all(p["hand"] is None for i, p in enumerate(observation["players"]) if i != seat)
            assert "stacks" not in observation and "seed" not in observation and "tiles" not in observation
            if body["observation"]["phase"] != OVER:
                assert body["record"] == "" and "seed" not in json.dumps(body) and '"unused' not in json.dumps(body)
        assert load_save(heard[-1]["record"]).state.history == final.history
    # the host's save is the whole game
    saved = load_save(host.store.data[f"australia.slot.{host.runtime.model.table.slot}"])
    assert saved.state.history == final.history and saved.table.remote == (1, 2)
    # Ben's device reviews the game it holds whole now, his seat first, with the same course
    # and luck as the game's device finds, and tries again from a key moment on its own
    ben = guests[1]
    assert ben.session.state.players[0].hand == final.players[0].hand  # drawn as it was
    assert 'data-command="review-current"' in ben.html()
    ben.command("review-current")
    ben.think()
    review = ben.model.screen
    assert review.name == "review" and review.done == 1.0 and review.seat == 1
    assert "Review: Ann vs Ben vs" in ben.text()
    assert re.search(r"Ben (lost by|won by|finished level)", ben.text()), ben.text()[:3000]
    host.command("review-current")
    host.think()
    assert host.model.screen.found["luck"] == review.found["luck"]
    key = int(re.search(r'class="key-moment" data-index="(\d+)"', ben.html()).group(1))
    ben.command("try-again", key)
    net.pump()
    assert ben.model.guest is None and ben.session.state.history == final.history[:key]
    assert load_save(ben.store.data[f"australia.slot.{ben.model.table.slot}"]).state.history == final.history[:key]
    assert host.model.table.remotes.connected() == (True, False, True)  # Ben's device left the game


def test_a_forged_action_is_refused_and_changes_nothing() -> None:
    net = Net()
    host = _host(net)
    guests = {1: _invite(net, host, 1), 2: _invite(net, host, 2)}
    slot = f"australia.slot.{host.runtime.model.table.slot}"
    while host.session.state.current != 1 or host.session.state.phase != TURN:
        _play_on(_turn_device(host, guests))
        net.pump()
    saved = host.store.data[slot]
    state = host.session.state
    ben = guests[1].runtime.devices
    legal = next(iter(legal_actions_of(state, Fly)))
    moment = len(state.history)
    forged = [
        (guests[2].runtime.devices, wire.encode(wire.Act(moment, legal.to_json())), "not-your-turn"),  # another seat's device
        (ben, wire.encode(wire.Act(moment - 1, legal.to_json())), "moment-passed"),
        (ben, '{"v":1,"t":"act","moment":%d,"action":{"type":"fly","region":"atlantis"}}' % moment, None),
        (ben, "{not json", "not json"),
        (ben, wire.encode(wire.Hello(2, "A" * 24)), "bad-invitation"),
        (ben, wire.encode(wire.Hello(2, host.runtime.model.table.remotes.token(2))), "already-seated"),
    ]
    for device, text, reason in forged:
        before = len(net.heard.get(device.number, []))
        device.carry_out(dfx.Send("host", text), device.dispatch)
        net.pump()
        replies = [json.loads(t) for t in net.heard[device.number][before:]]
        assert replies and replies[0]["t"] == "refused", replies
        if reason:
            assert replies[0]["reason"] == reason
        assert host.store.data[slot] == saved and host.session.state.history == state.history
    # the refusal is shown on the device that sent it, in its words
    guests[2].click("stack", 1)
    net.pump()
    assert "not your turn" in guests[2].document.html or "wait for your turn" in guests[2].document.html


def test_a_device_that_reloads_comes_back_with_its_hand_through_a_new_invitation() -> None:
    net = Net()
    host = _host(net)
    guests = {1: _invite(net, host, 1), 2: _invite(net, host, 2)}
    while host.session.state.current != 1 or host.session.state.phase != TURN:
        _play_on(_turn_device(host, guests))
        net.pump()
    _play_on(guests[1])  # Ben is half-way through a card, or has done one action
    net.pump()
    guests[1].runtime.devices.cut("host")  # Ben's phone reloads
    net.pump()
    assert guests[1].runtime.model.guest.status == "lost" and "lost" in guests[1].document.html
    assert host.runtime.model.table.remotes.waiting_for() == (1,)
    assert "Waiting for Ben’s device" in host.document.html
    assert "Ben’s device is no longer connected" in host.document.html
    hand = host.session.state.players[1].hand
    fresh = _invite(net, host, 1)  # the reloaded page opens the new link
    assert fresh.session.state.players[1].hand == hand
    assert fresh.session.state.history == host.session.state.history
    old = guests[1].runtime.devices.number
    heard_before = len(net.heard[old])
    guests[1] = fresh
    while host.session.state.phase != OVER and host.session.state.round < 3:
        _play_on(_turn_device(host, guests))
        net.pump()
    assert len(net.heard[old]) == heard_before  # the old page's channel is gone for good
    assert fresh.session.state.history == host.session.state.history


def test_a_host_that_reloads_resumes_its_game_and_invites_again() -> None:
    net = Net()
    host = _host(net)
    guests = {1: _invite(net, host, 1), 2: _invite(net, host, 2)}
    for _ in range(12):
        _play_on(_turn_device(host, guests))
        net.pump()
    history = host.session.state.history
    again = Page(devices=FakeDevices(net), store=host.store)  # the host's page reloads
    assert again.session.state.history == history
    assert again.runtime.model.table.remotes.waiting_for() == (1, 2)
    for seat in (1, 2):
        guests[seat] = _invite(net, again, seat)
    assert again.runtime.model.table.remotes.connected() == (True, True, True)
    for _ in range(6):
        _play_on(_turn_device(again, guests))
        net.pump()
    assert len(again.session.state.history) > len(history)


def test_a_seat_whose_device_is_gone_can_be_played_here_or_by_the_computer() -> None:
    net = Net()
    host = _host(net, seats=("remote", "remote", "person"))
    guests = {0: _invite(net, host, 0)}
    assert host.session.state.current == 0
    guests[0].runtime.devices.cut("host")
    net.pump()
    assert "Waiting for Ann’s device" in host.document.html
    host.command("give-seat", "0-hard")
    net.pump()
    assert host.session.seats.seats[0] == "hard" and host.runtime.model.table.remotes.seats == (1,)
    assert host.session.computer_to_move
    saved = load_save(host.store.data[f"australia.slot.{host.runtime.model.table.slot}"])
    assert saved.table.seats == ("hard", "remote", "person")
    host.command("give-seat", "1-person")
    assert host.session.seats.seats[1] == "person" and host.runtime.model.table.remotes is None


def test_a_damaged_or_foreign_answer_code_is_refused_with_a_reason() -> None:
    net = Net()
    host = _host(net)
    host.command("invite", 1)
    net.pump()
    good = link.pack(ANSWER)
    for pasted in ("", "hello", good[:-3] + ("AAA" if not good.endswith("AAA") else "BBB"), link.pack(OFFER)):
        host.command("connect", 1, answer=pasted)
        assert host.runtime.model.table.invitation.error is not None
        assert 'class="invite-error" role="alert"><' not in host.document.html  # a reason is shown
    assert not net.pairs and host.runtime.model.table.remotes.waiting_for() == (1, 2)  # nothing connected


def test_an_invitation_link_that_is_not_one_opens_the_page_as_usual() -> None:
    for fragment in ("#join=", "#join=1.short.abc", "#join=x.AAAAAAAAAAAAAAAAAAAAAAAA." + link.pack(OFFER), "#other"):
        page = Page(devices=FakeDevices(Net()), boot=False)
        page.boot(join=fragment)
        assert page.runtime.model.guest is None
        assert page.runtime.model.screen.name == "new"


def test_a_link_opened_in_a_page_already_open_joins_through_a_new_connection() -> None:
    net = Net()
    host = _host(net)
    ben = _invite(net, host, 1)
    ben.runtime.devices.cut("host")
    net.pump()
    host.command("invite", 1)
    net.pump()
    address = host.document.html.split('id="invite-link" readonly value="')[1].split('"')[0].replace("&amp;", "&")
    ben.send(dm.LinkOpened("#" + address.split("#", 1)[1]))  # the same tab, a new fragment
    net.pump()
    assert ben.runtime.model.guest.status == "answered" and ben.runtime.model.table is None
    host.command("connect", 1, answer=ben.runtime.model.guest.answer)
    net.pump()
    assert host.runtime.model.table.remotes.connected() == (True, True, False)
    assert ben.session.state.players[1].hand == host.session.state.players[1].hand
    ben.send(dm.LinkOpened("#join=not-a-link"))
    assert ben.runtime.model.guest.status == "connected"  # nothing changes


def test_a_joined_device_says_what_each_seat_is_as_the_game_s_device_has_it() -> None:
    """Host seats: Ann a person at the host, Ben on his own device, the third the computer.
    Ben's phone must not call Ann "on their own device", nor the computer a person."""
    from web.devices import text as device_words
    from web.text import names
    from web.text import game as game_words

    net = Net()
    host = _host(net, seats=("person", "remote", "hard"))
    ben = _invite(net, host, 1)
    html = ben.document.html
    players = html[html.index('id="players"'):html.index("</section>", html.index('id="players"'))]
    rows = players.split('<li class="player')[1:]
    assert names.at_host() in rows[0] and names.own_device() not in rows[0]  # Ann, at the host
    assert names.own_device() not in rows[1] and names.at_host() not in rows[1]  # Ben: this phone
    assert "Computer: hard" in rows[2] and names.at_host() not in rows[2]
    state = ben.session.state
    if state.current == 0:  # Ann to play: at the game's device
        assert device_words.host_turn("Ann") in html and device_words.away_turn("Ann") not in html
    # whoever is to move, the words come from what the seat is
    for seat, said in ((0, device_words.host_turn("X")), (2, game_words.computer_playing("X"))):
        from web.devices.view import away_words, seen_seats

        assert away_words("X", seen_seats(ben.runtime.model).seats[seat]) == said


def test_a_joined_device_reloaded_says_which_game_and_seat_it_was_in_and_how_to_come_back() -> None:
    from web.storage import JOINED_KEY
    from web.devices import text as device_words

    net = Net()
    host = _host(net, seats=("person", "remote", "remote"))
    ben = _invite(net, host, 1)
    kept = json.loads(ben.store.data[JOINED_KEY])
    assert kept == {"seat": 1, "players": ["Ann", "Ben", "<img src=x onerror=alert(1)>"]}
    again = Page(dict(ben.store.data))  # the phone reloads: the link's fragment is gone
    html = again.document.html
    assert 'id="setup"' not in html  # not a new-game form to start a game by mistake
    said = device_words.was_playing("Ben", "Ann, Ben, &lt;img src=x onerror=alert(1)&gt;")
    assert said in html and 'data-status="away"' in html
    again.command("leave-game")  # this device's own games from now on
    assert again.runtime.model.guest is None and again.store.data.get(JOINED_KEY) == ""
    assert device_words.was_playing("Ben", "Ann") not in again.document.html
    assert Page(dict(again.store.data)).runtime.model.guest is None  # and a reload stays there


def test_after_the_host_reloads_one_step_invites_every_waiting_device_in_turn() -> None:
    from web.devices import text as device_words

    net = Net()
    host = _host(net)
    guests = {1: _invite(net, host, 1), 2: _invite(net, host, 2)}
    again = Page(devices=FakeDevices(net), store=host.store)  # the host's page reloads
    assert device_words.invite_all() in again.document.html
    again.command("invite-all")
    net.pump()
    html = again.document.html
    assert 'data-seat="1"' in html and 'id="invite-link"' in html and "Then, one after another" in html
    # each phone opens the link shown and its code is pasted: the next invitation follows by itself
    for seat in (1, 2):
        html = again.document.html
        address = html.split('id="invite-link" readonly value="')[1].split('"')[0].replace("&amp;", "&")
        guests[seat].runtime.dispatch(dm.LinkOpened("#" + address.split("#", 1)[1]))
        net.pump()
        again.command("connect", seat, answer=guests[seat].runtime.model.guest.answer)
        net.pump()
        table = again.runtime.model.table
        if seat == 1:
            assert table.remotes.connected()[1] and table.invitation is not None and table.invitation.seat == 2
            assert "Then, one after another" not in again.document.html  # Cat's is the last
    table = again.runtime.model.table
    assert table.remotes.connected() == (True, True, True) and table.invitation is None
    assert device_words.invite_all() not in again.document.html  # nobody is waiting


def test_the_join_screen_says_which_seat_the_device_is_joining() -> None:
    net = Net()
    host = _host(net, seats=("person", "remote", "remote"))
    host.command("invite", 2)
    net.pump()
    html = host.document.html
    address = html.split('id="invite-link" readonly value="')[1].split('"')[0].replace("&amp;", "&")
    guest = Page(devices=FakeDevices(net), boot=False)
    guest.boot(join="#" + address.split("#", 1)[1])
    net.pump()
    # before the game's device sends the game, the colour of the seat (they go by seat)
    assert "This device is joining to play the orange seat." in guest.document.html
    assert 'class="swatch swatch-orange"' in guest.document.html


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
    host.send(dm.Scanned("https://example.com/menu"))
    assert host.runtime.model.table.invitation.scanning
    assert "This is not the code of a device answering this invitation" in host.document.html
    assert host.runtime.devices.camera == ["on"]
    host.send(dm.Scanned(guest.runtime.model.guest.answer))
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
    host.send(dm.CameraFailed(reason))
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
    host.send(dm.Scanned("anything"))  # a reading nobody asked for changes nothing
    assert host.runtime.model.table.invitation.error == "empty" and host.runtime.devices.camera == []


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


def test_an_invitation_from_a_page_served_on_this_device_alone_says_no_other_device_can_open_it() -> None:
    """Served by ``make play`` on 127.0.0.1, the link and the QR code lead nowhere for another
    device: the invitation says so, and what to do, where it is shown."""
    from web.devices.text import unreachable
    from web.devices.view import devices_html
    from web.values import replace

    net = Net()
    host = _host(net)
    host.command("invite", 1)
    net.pump()
    served_here = replace(host.runtime.model, address="http://127.0.0.1:8123/")
    said = unreachable("Ben", "127.0.0.1")
    assert "make play HOST=0.0.0.0" in said
    html = devices_html(served_here)
    assert 'class="invite-warning" role="alert"' in html and escape(said) in html
    assert "invite-warning" not in devices_html(host.runtime.model)  # published: no warning


def _ben_to_move(net: Net, host: Page, ben: Page) -> None:
    while not (host.session.state.current == 1 and host.session.state.phase == TURN):
        _play_on(_turn_device(host, {1: ben}))
        net.pump()


def test_a_joined_device_suggests_a_move_from_its_own_seat_where_the_game_allows_it() -> None:
    net = Net()
    host = _host(net, seats=("person", "remote"))
    ben = _invite(net, host, 1)
    _ben_to_move(net, host, ben)
    assert 'data-command="suggest"' in ben.document.html
    ben.command("suggest")
    (asked,) = [r for thinker in ben.thinkers for r in thinker.posted]
    assert asked.observation.seat == 1
    ben.think()
    hint = ben.runtime.model.computer.hint
    assert hint is not None and "Suggestion:" in ben.document.html
    assert not host.thinkers or not any(t.posted for t in host.thinkers)  # thought of on Ben's device
    moment = len(host.session.state.history)
    ben.command("play-hint")  # played in one click: sent to the game's device like any move
    net.pump()
    assert host.session.state.history[moment:] == [hint] and ben.session.state.history == host.session.state.history
    net2 = Net()
    no_hints = _host(net2, seats=("person", "remote"), hints="off")
    ben2 = _invite(net2, no_hints, 1)
    _ben_to_move(net2, no_hints, ben2)
    assert 'data-command="suggest"' not in ben2.document.html


def test_a_joined_device_shows_undo_greyed_with_its_reason_and_says_who_it_plays() -> None:
    from web.devices.text import you_play
    from web.text.names import you

    net = Net()
    host = _host(net, seats=("person", "remote"))
    ben = _invite(net, host, 1)
    _ben_to_move(net, host, ben)
    html = ben.document.html
    undo = html[html.index('class="command undo"'):]
    undo = undo[: undo.index("</button>")]
    assert 'aria-disabled="true"' in undo and "only on the device that holds the game" in unescape(undo)
    assert unescape(you_play("Ben", "white", "Ann")) in unescape(html)
    players = html[html.index('id="players"'):]
    rows = players.split('<li class="player')[1:]
    assert you() in rows[1] and you() not in rows[0]


def test_the_game_s_device_shows_its_person_s_cards_while_a_seat_elsewhere_plays_only_when_asked() -> None:
    """The device in the middle of the table: while Ben plays on his phone, Ann's cards are face
    down until she asks, and hide again once the game moves on."""
    from web.view.controls import own_hand_html

    net = Net()
    host = _host(net, seats=("person", "remote"))
    ben = _invite(net, host, 1)
    _ben_to_move(net, host, ben)
    ann = host.session.state.players[0]
    assert ann.hand and 'class="hand own-hand"' not in host.document.html
    assert 'data-command="show-hand"' in host.document.html
    host.command("show-hand")
    assert own_hand_html(ann) in host.document.html
    host.command("show-hand")  # hidden again when she asks
    assert 'class="hand own-hand"' not in host.document.html
    host.command("show-hand")
    _play_on(ben)  # Ben plays: the game moves on and the cards are face down again
    net.pump()
    assert host.session.remote_to_move and len(host.session.state.history) > 0
    assert 'class="hand own-hand"' not in host.document.html and 'data-command="show-hand"' in host.document.html


def test_while_the_computer_plays_at_a_table_with_remote_seats_the_person_s_cards_show_only_when_asked() -> None:
    from web.view.controls import own_hand_html

    net = Net()
    host = _host(net, seats=("person", "remote", "easy"))
    ben = _invite(net, host, 1)
    steps = 0
    while not host.session.computer_to_move:
        _play_on(_turn_device(host, {1: ben}))
        net.pump()
        steps += 1
        assert steps < 200
    ann = host.session.state.players[0]
    assert 'class="hand own-hand"' not in host.document.html and 'data-command="show-hand"' in host.document.html
    host.command("show-hand")
    assert own_hand_html(ann) in host.document.html
