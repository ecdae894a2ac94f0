"""The review of a finished game through the whole page (``web.state.reviewing``): offered once
a game is over, filled as the shell's review answers, the board at a key moment and back, a new
game from there that leaves the reviewed one as it was, kept on the device so that it reopens at
once."""

from __future__ import annotations

import json
import re

from australia import Table
from australia.save import dump_game, load_save
from web.browser.store import slot_key
from web.state.page import ReviewScreen
from web.state.reviews import KEPT_KEY

from tests.page import Page
from tests.web.reviewed import finished

SEATS = Table(("person", "medium"))


def _reviewing(raw=None):
    page = Page(raw if raw is not None else {})
    state = finished()
    page.put(state, seats=SEATS)
    return page, state


def test_a_finished_game_is_reviewed_from_its_end_screen():
    page, state = _reviewing()
    assert 'data-command="review-current"' in page.html()
    page.command("review-current")
    screen = page.model.screen
    assert isinstance(screen, ReviewScreen) and screen.found is None and "Going over the game" in page.text()
    page.think()
    screen = page.model.screen
    assert screen.done == 1.0 and screen.failed is None and 'data-phase="review"' in page.html()
    text = page.text()
    points = [p.points for p in state.players]
    winner, loser = (0, 1) if points[0] > points[1] else (1, 0)
    names = [p.name for p in state.players]
    assert f"{names[winner]} won by {points[winner] - points[loser]}: the deal gave" in text
    assert f"{names[loser]} lost by {points[winner] - points[loser]}: the deal gave" in text
    # the table's parts add up to each margin
    for seat in (0, 1):
        row = re.search(rf'<tr data-seat="{seat}">(.*?)</tr>', page.html()).group(1)
        cells = [int(c.replace("−", "-").replace("+", "")) for c in re.findall(r"<td>([^<]*)</td>", row)]
        assert cells[0] == points[seat] - points[1 - seat] and sum(cells[1:]) == cells[0]
    # the charts, a table beside them, the turning points to click
    assert page.html().count('class="review-chart"') == 2 and "The charts as a table" in text
    assert 'class="turning" data-command="review-moment"' in page.html()
    # the person's decisions come first, each judged against the computer's choice
    assert screen.seat == 0 and "Ann: " in text and "decisions reviewed" in text
    assert all(d["seat"] in (0, 1) for d in screen.found["decisions"])
    assert "Ben's decisions (Computer: medium)" in text
    page.command("review-seat", 1)
    assert page.model.screen.seat == 1 and "Ben: " in page.text()


def test_a_key_moment_shows_the_board_and_comes_back_and_tries_again_in_a_new_game():
    raw: dict = {}
    page, state = _reviewing(raw)
    page.start(count="2", seat1="medium", seed="5", variant="simple", start="0")  # a saved slot to keep
    page.put(state, seats=SEATS, slot=page.model.table.slot)
    slot = page.model.table.slot
    page.command("review-current")
    page.think()
    key = re.search(r'class="key-moment" data-index="(\d+)"', page.html())
    assert key, "the review lists key moments"
    index = int(key.group(1))
    page.command("review-moment", index)
    assert page.model.screen.name == "replay" and page.model.screen.replay.step == index
    page.command("replay-close")
    assert isinstance(page.model.screen, ReviewScreen)
    before = raw.get(slot_key(slot))
    page.command("try-again", index)
    assert page.model.screen.name == "game" and len(page.state.history) == index
    assert page.state.history == state.history[:index]
    assert page.model.table.slot != slot and raw.get(slot_key(slot)) == before  # the reviewed game kept
    assert load_save(raw[slot_key(page.model.table.slot)]).state.history == state.history[:index]


def test_a_review_is_kept_on_the_device_and_reopens_at_once():
    raw: dict = {}
    page, state = _reviewing(raw)
    page.command("review-current")
    page.think()
    found = page.model.screen.found
    kept = json.loads(raw[KEPT_KEY])
    assert kept["format"] == 1 and kept["reviews"][0]["review"] == found
    page.command("review-close")
    assert page.model.screen.name == "game" and page.model.session.over
    again, _ = _reviewing(raw)
    again.command("review-current")
    again.clock.advance(0)  # one turn of the page: no search
    assert again.model.screen.done == 1.0 and again.model.screen.found == found


def test_escape_closes_the_review_and_a_game_not_over_is_not_reviewed():
    page, _ = _reviewing()
    page.command("review-current")
    page.key("Escape")
    assert page.model.screen.name == "game"
    page.start(count="2", seat1="medium", variant="simple")
    assert 'data-command="review-current"' not in page.html()
    page.command("review-current")
    assert page.model.screen.name == "game"


def test_saved_games_offer_the_review_of_a_finished_game_only():
    raw: dict = {}
    page, state = _reviewing(raw)
    page.start(count="2", seat1="medium", variant="simple")
    unfinished = page.model.table.slot
    raw[slot_key("g9")] = dump_game(state, {"saved": 1_790_000_000, "over": True}, SEATS)
    page.command("saved-games")
    html = page.html()
    assert 'data-command="review" data-arg="g9"' in html
    assert f'data-command="review" data-arg="{unfinished}"' not in html
    page.command("review", "g9")
    assert isinstance(page.model.screen, ReviewScreen) and page.model.screen.slot == "g9"
    page.think()
    assert page.model.screen.done == 1.0


def test_the_review_goes_on_under_the_rules_and_the_replay_opened_over_it():
    page, _ = _reviewing()
    page.command("review-current")
    page.command("rules")
    page.think()
    assert page.model.screen.name == "rules"
    page.command("rules-close")
    assert isinstance(page.model.screen, ReviewScreen) and page.model.screen.done == 1.0
    page2, _ = _reviewing()
    page2.command("review-current")
    page2.clock.advance(0)
    page2.command("review-moment", 3)
    page2.think()
    page2.command("replay-close")
    assert isinstance(page2.model.screen, ReviewScreen) and page2.model.screen.done == 1.0


def test_while_a_game_goes_on_its_peoples_decisions_are_judged_when_nobody_thinks():
    """A game against the computer: at the person's turn the page judges their decisions so
    far in advance of the review; while the computer thinks it waits. (The test pages of other
    tests leave it off, to be quick.)"""
    page = Page({}, foresee=True)
    page.start(count="2", seat1="medium", variant="simple", start="0", seed="5")
    reviews = page.runtime.reviews
    assert reviews.target is not None and reviews.target[1] == (0,)  # Ann's turn: her game followed
    while page.session.state.current == 0:
        before = page.document.renders
        page.click(*_quick(page))
        assert page.document.renders > before
    assert page.model.computer.asked is not None and reviews.target is None  # the computer thinks: wait
    page.clock.advance(0)
    assert reviews.ahead is None  # nothing judged meanwhile
    page.think()  # the computer plays; Ann's turn again
    assert page.session.state.current == 0 and reviews.target is not None
    page.clock.advance(0)
    mine = {i for i, a in enumerate(page.state.log) if a.player == 0}
    assert reviews.ahead.done and reviews.ahead.known and set(reviews.ahead.known) <= mine


def _quick(page):
    """Ann's next click toward ending her turn (the opening's draws, a card with no ranger)."""
    from web.state.selection import options

    session = page.session
    opts = options(session.state, session.selection)

    def on(choices) -> list:
        return [c.value for c in choices if c.enabled]

    if session.state.phase != "turn":
        return "stack", on(opts.stacks)[0]
    if "end-turn" in on(opts.commands):
        return "command", "end-turn"
    if opts.rangers and 0 in on(opts.rangers):
        return "rangers", 0
    if on(opts.cards):
        return "card", on(opts.cards)[0]
    return "command", "end-turn"
