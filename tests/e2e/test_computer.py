"""Playing against the computer, in a real Chromium: its worker, its pace, reloads and faults.

The computer thinks in a Web Worker that loads the vendored Pyodide itself; these tests
fail on any request outside the origin, console error or Python error, like every page test.
The worker client's life cycle (late answers, silence, retries, a person taking the seat)
and a game of computers alone are checked with a fake worker in CPython
(``tests/web/browser/test_computer.py``, ``tests/web/state/test_computer.py``); here, the
real worker and what only a browser shows.
"""

from __future__ import annotations

import json

from australia.save import load_save
from tests.e2e.play import Player, STORE, click, drawn_after, rendered, workers
from tests.e2e.test_keyboard import KeyboardPlayer
from web.storage import PACE_KEY

COMPUTER = "() => { const g = document.querySelector('.game'); return g ? g.dataset.computer : null; }"
# On a computer's turn, what the page offers at that same moment (null on a person's turn).
COMPUTERS_TURN = """() => { const g = document.querySelector('.game');
  return g && g.dataset.computer === 'true'
    ? {cards: document.querySelectorAll('[data-card]').length, handover: g.dataset.handover} : null; }"""


def _seat(page, seat: int, kind: str) -> None:
    before = rendered(page)
    page.select_option(f'[data-field="seat{seat}"]', kind)
    drawn_after(page, before)


def _form(page, seats: list[tuple[str, str]], variant: str, seed: int, *, start: str = "0") -> None:
    """Fill the new-game form: (name or "" for the default, person/easy/medium/hard) per seat."""
    if len(seats) != 2:
        page.select_option('[data-field="count"]', str(len(seats)))
        page.wait_for_selector(f'[data-field="seat{len(seats) - 1}"]', state="visible")
    for seat, (name, kind) in enumerate(seats):
        if kind != "person":
            _seat(page, seat, kind)
        if name:
            page.fill(f'[data-field="name{seat}"]', name)
    if variant == "full":
        page.check('[data-field="variant"][value="full"]')
        page.wait_for_selector('[data-field="windmill"]', state="visible")
    page.select_option('[data-field="start"]', start)
    page.fill('[data-field="seed"]', str(seed))
    page.click('[data-command="start"]')
    page.wait_for_selector(".game[data-phase], #final")


def test_one_person_by_keyboard_against_three_computers_from_the_form_to_the_end(app) -> None:
    page = app.open(storage={PACE_KEY: "instant"})
    page.select_option('[data-field="count"]', "4")
    page.wait_for_selector('[data-field="seat3"]', state="visible")
    for seat, level in ((1, "easy"), (2, "medium"), (3, "easy")):
        _seat(page, seat, level)
    names = [page.locator(f'[data-field="name{i}"]').input_value() for i in range(4)]
    assert names[0] == "Black" and len(set(names[1:])) == 3 and "White" not in names  # own default names
    page.fill('[data-field="name0"]', "Ann")
    page.check('[data-field="variant"][value="full"]')
    page.wait_for_selector('[data-field="windmill"]', state="visible")
    page.select_option('[data-field="start"]', "0")
    page.fill('[data-field="seed"]', "31")
    page.focus('[data-command="start"]')
    page.keyboard.press("Enter")
    page.wait_for_selector(".game[data-phase]")
    # which computer is which: the players panel says each computer seat's level
    panel = page.locator(".players")
    for seat, level in ((1, "easy"), (2, "medium"), (3, "easy")):
        row = panel.locator(".player").nth(seat)
        assert row.locator(".seat-tag > span[aria-hidden]").inner_text().strip() == level, row.inner_text()
        assert "Computer: " + level in row.locator(".seat-tag").text_content()
    assert panel.locator(".player").nth(0).locator(".seat-tag").count() == 0

    player = KeyboardPlayer(page)
    waited = 0  # the person's turns that came after the computer's, nothing pressed since
    ended = 0  # the person's turns ended so far: the computers play after each
    for _ in range(4000):
        if page.locator("#final").count():
            break
        seen = page.evaluate(COMPUTERS_TURN)  # read at one moment: at instant pace the turn may end any time
        if seen is not None:
            # no hand is offered while a computer seat is to move, and no hand-over screen
            assert seen == {"cards": 0, "handover": "false"}, seen
            page.wait_for_selector('.game[data-computer="false"], #final', timeout=90_000)
            continue
        player.last = None  # the computers may have moved since the person's last key
        info = player.read()
        assert info["handover"] != "true", "one person at the table: no hand-over screen"
        if len(player.turns) > ended and info["current"] == "0" and info["phase"] == "turn":
            # the computers' turns are over (seen or not, at instant pace): the page put the
            # focus on what the person does next
            ended = len(player.turns)
            waited += 1
            kind, _, enabled, _ = info["focus"]
            assert kind in ("stack", "card", "region", "location") and (enabled or kind != "stack"), info["focus"]
        if not player.step():
            break
    else:
        raise AssertionError("the game did not end")
    assert waited >= 3
    page.wait_for_selector("#final")
    assert page.locator("th.rank").count() == 4
    ranks = page.locator("th.rank")
    tagged = sorted(ranks.nth(i).locator(".seat-tag > span[aria-hidden]").inner_text().strip()
                    for i in range(4) if ranks.nth(i).locator(".seat-tag").count())
    assert tagged == ["easy", "easy", "medium"]  # the end screen says it too
    click(page, '[data-command="saved-games"]')
    listed = page.locator(".slot-players").first.inner_text()
    assert "computer, easy" in listed and "computer, medium" in listed, listed
    saves = [json.loads(v) for k, v in page.evaluate(STORE).items() if k.startswith("australia.slot.")]
    assert saves[0]["table"]["seats"] == ["person", "easy", "medium", "easy"]
    game = load_save(json.dumps(saves[0])).state
    assert game.is_over and [p.name for p in game.players] == ["Ann", *names[1:]]
    assert sum(1 for entry in game.log if entry.player != 0) > 3 * sum(1 for entry in game.log if entry.player == 0) / 2


# Keeps, in window.computerShown, the game's save as it stood when the page first showed the
# computer to move ([key, JSON]); the page saves before it draws.
COMPUTER_SHOWN = """() => {
  window.computerShown = null;
  const seen = () => {
    const game = document.querySelector('.game');
    if (window.computerShown !== null || !game || game.dataset.computer !== 'true') return;
    const key = Object.keys(localStorage).find(k => k.startsWith('australia.slot.'));
    window.computerShown = [key, localStorage.getItem(key)];
    watch.disconnect();
  };
  const watch = new MutationObserver(seen);
  watch.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
}"""


def test_the_hard_level_decides_the_same_after_a_reload_and_thinks_while_the_page_answers(app) -> None:
    page = app.open()
    _form(page, [("Ann", "person"), ("Bot", "hard")], "simple", 6)
    # Ann's opening draw; then the computer's, which it thinks over. The save as it stood when
    # the page first showed the computer to move is kept as it happens: on a busy machine the
    # click's wait can outlast a short thought.
    page.evaluate(COMPUTER_SHOWN)
    click(page, '[data-stack="1"]')
    page.wait_for_function("() => window.computerShown !== null")
    slot, saved = page.evaluate("() => window.computerShown")
    before = load_save(saved).state
    page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    page.wait_for_function(
        "n => JSON.parse(localStorage.getItem(n)).actions.length > " + str(len(before.history)), arg=slot, timeout=90_000
    )
    after = load_save(page.evaluate(STORE)[slot]).state
    from tests.web.state.test_thinking import answer
    from web.state.computer import request

    expected = answer(request(before, before.current, "hard"))[-1]["action"]
    assert after.history[len(before.history)].to_json() == expected

    # on to a turn where the hard level searches (and reports progress), then its worker stops
    for _ in range(20):
        page.wait_for_selector('.game[data-computer="false"]', timeout=90_000)
        game = page.locator(".game")
        if game.get_attribute("data-phase") == "turn":
            break
        click(page, '[data-stack]:not([aria-disabled="true"])')
    for _ in range(10):  # Ann's turn: fly twice, end it; then Bot searches
        if page.locator('[data-command="end-turn"]:not([aria-disabled="true"])').count():
            click(page, '[data-command="end-turn"]')
            break
        region = page.locator("#board [data-region].flyable").first.get_attribute("data-region")
        click(page, f'#board [data-region="{region}"]')
    page.wait_for_function("() => (document.querySelector('.thinking-progress') || {}).value > 0", timeout=60_000)
    # it thinks in the page's own Python, between the page's records: no other interpreter
    assert workers(page) == []
    assert page.locator(".game").get_attribute("data-computer") == "true"
    click(page, '[data-command="rules"]')  # the page answers while it thinks
    click(page, '[data-command="rules-close"]')
    page.wait_for_selector('.game[data-computer="false"]', timeout=90_000)  # and it decides
    saved = json.loads(next(v for k, v in page.evaluate(STORE).items() if k.startswith("australia.slot.")))
    assert saved["table"]["seats"] == ["person", "hard"]
    # (a failure of the thinking, and taking the computer's seat then: tests/web/browser/test_computer.py)


# The share of the map a phone shows under its sticky status bar (1: all it can).
BOARD_SHOWN = """() => {
  const box = document.querySelector('#board').getBoundingClientRect();
  const top = Math.max(0, document.querySelector('#status').getBoundingClientRect().bottom);
  const room = Math.min(box.height, innerHeight - top);
  return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, top)) / room;
}"""


# When the computer's turn begins (the drawing that says so, before the worker can answer): the
# page scrolled to its foot, as a person's who ended the turn down at the cards on a phone, and
# what it then shows of the map.
DOWN_AT_COMPUTERS_TURN = """() => {
  window.atComputersTurn = null;
  const shown = %s;
  const watch = new MutationObserver(() => {
    const g = document.querySelector('.game');
    if (!g || g.dataset.computer !== 'true') return;
    watch.disconnect();
    window.scrollTo(0, document.documentElement.scrollHeight);
    window.atComputersTurn = {actions: g.dataset.actions, shown: shown()};
  });
  watch.observe(document.getElementById('app'), {subtree: true, childList: true, attributes: true, attributeFilter: ['data-computer']});
}""" % BOARD_SHOWN


def _settled_share(page) -> float:
    page.wait_for_function("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")
    page.wait_for_timeout(150)  # the scroll is instant for a person who asked for less movement (the tests do)
    return page.evaluate(BOARD_SHOWN)


def test_on_a_phone_the_map_is_in_view_when_the_persons_turn_begins_and_while_the_computer_plays(app) -> None:
    page = app.open(storage={PACE_KEY: "fast"})
    page.set_viewport_size({"width": 390, "height": 844})
    _form(page, [("Ann", "person"), ("", "easy")], "simple", 5)
    # the opening draws, down at the stacks, the computer's at its pace (each round waits for
    # what comes next: a stack Ann may draw from, the computer drawing, or the first turn)
    while page.locator('.game[data-phase="turn"]').count() == 0:
        page.wait_for_selector(
            '.game[data-phase="turn"], .game[data-computer="true"], [data-stack]:not([aria-disabled="true"])',
            timeout=30_000,
        )
        if page.evaluate(COMPUTER) == "true":
            page.wait_for_selector('.game[data-computer="false"]', timeout=30_000)
        elif page.locator('.game[data-phase="turn"]').count() == 0:
            click(page, '[data-stack]:not([aria-disabled="true"])')
    page.wait_for_selector('.game[data-phase="turn"][data-computer="false"]')
    assert _settled_share(page) >= 0.8  # "Fly: click a region": the map is there
    # Ann plays her turn down at the cards and ends it: the computer's actions show on the map.
    # She is down there the moment the computer's turn begins, before it can act (a scroll made
    # by the test after that moment would race the computer's first action).
    page.evaluate(DOWN_AT_COMPUTERS_TURN)
    player = Player(page)
    player.play_until(lambda info: info["computer"] == "true", limit=30)
    at_start = page.wait_for_function("() => window.atComputersTurn").json_value()
    assert at_start["shown"] < 0.5
    page.wait_for_function(
        "n => { const g = document.querySelector('.game'); return g.dataset.actions !== n || g.dataset.computer !== 'true'; }",
        arg=at_start["actions"], timeout=30_000,
    )
    assert _settled_share(page) >= 0.8
