"""Playing against the computer, in a real Chromium: its worker, its pace, reloads and faults.

The computer thinks in a Web Worker that loads the vendored Pyodide itself; these tests
fail on any request outside the origin, console error or Python error, like every page test.
"""

from __future__ import annotations

import json

from australia.save import load_save
from tests.e2e.test_full_games import Player, _check_final_screen
from tests.e2e.test_saved_games import STORE, _click

INSTANT = "localStorage.setItem('australia.pace', 'instant')"
COMPUTER = "() => { const g = document.querySelector('.game'); return g ? g.dataset.computer : null; }"
# Whether a computer seat is to move, and how many cards of a hand are offered, at one moment.
COMPUTER_AND_CARDS = """() => { const g = document.querySelector('.game');
  return [g ? g.dataset.computer : null, document.querySelectorAll('[data-card]').length]; }"""


def _form(page, seats: list[tuple[str, str]], variant: str, seed: int, *, start: str = "0") -> None:
    """Fill the new-game form: (name or "" for the default, person/easy/medium/hard) per seat."""
    if len(seats) != 2:
        page.select_option('[data-field="count"]', str(len(seats)))
        page.wait_for_selector(f'[data-field="seat{len(seats) - 1}"]', state="visible")
    for seat, (name, kind) in enumerate(seats):
        if kind != "person":
            before = int(page.evaluate("+document.documentElement.dataset.rendered"))
            page.select_option(f'[data-field="seat{seat}"]', kind)
            page.wait_for_function("n => +document.documentElement.dataset.rendered > n", arg=before)
        if name:
            page.fill(f'[data-field="name{seat}"]', name)
    if variant == "full":
        page.check('[data-field="variant"][value="full"]')
        page.wait_for_selector('[data-field="windmill"]', state="visible")
    page.select_option('[data-field="start"]', start)
    page.fill('[data-field="seed"]', str(seed))
    page.click('[data-command="start"]')
    page.wait_for_selector(".game[data-phase], #final")


class WithComputers(Player):
    """The page-reading player, waiting whenever a computer seat is to move."""

    def __init__(self, page) -> None:
        super().__init__(page)
        self.computer_turns = 0

    def step(self, info: dict) -> None:
        computer, offered = self.page.evaluate(COMPUTER_AND_CARDS)
        if computer == "true":
            self.computer_turns += 1
            assert offered == 0  # no hand is offered; only a lone person's own cards are shown
            assert info["handover"] != "true"
            self.page.wait_for_function(
                "n => +(document.documentElement.dataset.rendered || 0) > n", arg=info["rendered"], timeout=90_000
            )
            return
        info = self.read()  # the person's turn now: nothing moves until the person does
        assert info["handover"] != "true", "one person at the table: no hand-over screen"
        super().step(info)


def _computer_seats_names(page) -> list[str]:
    return [page.locator(f'[data-field="name{i}"]').input_value() for i in range(4)]


def test_one_person_against_three_computers_from_the_form_to_the_end(app):
    page = app.page
    page.add_init_script(INSTANT)
    app.open()
    page.select_option('[data-field="count"]', "4")
    page.wait_for_selector('[data-field="seat3"]', state="visible")
    for seat, level in ((1, "easy"), (2, "medium"), (3, "easy")):
        before = int(page.evaluate("+document.documentElement.dataset.rendered"))
        page.select_option(f'[data-field="seat{seat}"]', level)
        page.wait_for_function("n => +document.documentElement.dataset.rendered > n", arg=before)
    names = _computer_seats_names(page)
    assert names[0] == "Black" and len(set(names[1:])) == 3 and "White" not in names  # own default names
    page.fill('[data-field="name0"]', "Ann")
    page.check('[data-field="variant"][value="full"]')
    page.wait_for_selector('[data-field="windmill"]', state="visible")
    page.select_option('[data-field="start"]', "0")
    page.fill('[data-field="seed"]', "31")
    page.click('[data-command="start"]')
    page.wait_for_selector(".game[data-phase]")
    player = WithComputers(page)
    player.play_until(lambda info: page.locator("#final").count() > 0, limit=4000)
    assert player.computer_turns > 3  # moments seen waiting: how many depends on the speed of the page
    _check_final_screen(page, ["Ann", *names[1:]], "full")
    saves = [json.loads(v) for k, v in page.evaluate(STORE).items() if k.startswith("australia.slot.")]
    assert saves[0]["table"]["seats"] == ["person", "easy", "medium", "easy"]
    game = load_save(json.dumps(saves[0])).state
    assert game.is_over
    assert sum(1 for entry in game.log if entry.player != 0) > 3 * sum(1 for entry in game.log if entry.player == 0) / 2


def test_five_computers_play_a_whole_game_at_instant_pace(app):
    page = app.page
    page.add_init_script(INSTANT)
    app.open()
    _form(page, [("", "easy"), ("", "medium"), ("", "easy"), ("", "medium"), ("", "easy")], "full", 8)
    page.wait_for_selector("#final", timeout=240_000)
    assert page.locator("th.rank").count() == 5
    assert page.locator(".log li").count() > 50


def test_a_reload_while_the_computer_thinks_reaches_the_same_decision(app):
    page = app.page
    app.open()
    _form(page, [("Ann", "person"), ("", "hard")], "simple", 5)
    player = WithComputers(page)
    # Ann's opening draw, then the computer's: stop as soon as it thinks
    player.play_until(lambda info: page.evaluate(COMPUTER) == "true")
    slot = next(k for k in page.evaluate(STORE) if k.startswith("australia.slot."))
    before = load_save(page.evaluate(STORE)[slot]).state
    page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    page.wait_for_function(
        "n => JSON.parse(localStorage.getItem(n)).actions.length > " + str(len(before.history)), arg=slot, timeout=90_000
    )
    after = load_save(page.evaluate(STORE)[slot]).state
    from web import thinking
    from web.state.computer import request

    expected = thinking.answer(request(before, before.current, "hard"))[-1]["action"]
    assert after.history[len(before.history)].to_json() == expected


def test_a_worker_that_dies_is_reported_and_a_person_can_take_the_seat(app):
    page = app.page
    app.open()
    _form(page, [("Ann", "person"), ("Bot", "hard")], "simple", 6)
    player = WithComputers(page)
    # past the opening draws, to a turn where the hard level searches (and reports progress)
    player.play_until(lambda info: info["phase"] == "turn" and page.evaluate(COMPUTER) == "true")
    page.wait_for_function("() => (document.querySelector('.thinking-progress') || {}).value > 0", timeout=60_000)
    assert len(page.workers) == 1
    page.workers[0].evaluate("self.close()")  # the worker stops mid-thought
    problem = page.locator(".computer-problem")
    problem.wait_for(timeout=30_000)
    assert "stopped thinking" in problem.inner_text() and "Your game is saved" in problem.inner_text()
    _click(page, '[data-command="take-seat"]')
    assert page.locator('.game').get_attribute("data-computer") == "false"
    assert page.locator('.game').get_attribute("data-handover") == "true"  # Bot's seat is a person's now
    _click(page, '[data-command="reveal"]')
    offered = page.locator('#board [data-region].flyable, [data-stack]:not([aria-disabled]), [data-card]:not([aria-disabled])')
    assert offered.count() > 0  # and that person can act
    saved = json.loads(next(v for k, v in page.evaluate(STORE).items() if k.startswith("australia.slot.")))
    assert saved["table"]["seats"] == ["person", "person"]
