"""The game at the table (``web.state.game``), under CPython through the whole page
(``tests.page.Page``): each card drawn is shown to its owner before the device is passed on,
the map is brought into view when a person's turn begins, and a finished game is played again.
"""

from __future__ import annotations

from australia import Config, DrawCard, dump_game
from australia.rules import legal_actions
from australia.state import DRAW, TURN
from australia.table import Table
from web.browser.store import slot_key
from web.storage import CURRENT_KEY
from web.text import game as game_words

from tests.e2e.play import played
from tests.page import Page, Store
from tests.web.state.screens import GAME, _app, _finished


# --- 7. the card drawn is shown to its owner before the device is passed on ----------------------


def test_each_opening_draw_is_shown_to_its_owner_before_the_hand_over():
    page = Page()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    page.click("stack", 1)  # the opening's first round: drawn on the shared screen, unseen
    page.click("stack", 1)
    page.command("reveal")
    page.click("stack", 2)
    ann = page.session.state.players[0]
    drawn = ann.hand[-1]
    assert page.session.review == (0, drawn)  # first the card, then the hand-over screen
    html = page.html()
    assert 'data-review="true"' in html and "Ann, your new card:" in html
    assert html.count('class="card ') >= 1 and html.count(" drawn") == 1 and ">new<" in html
    assert "Done — pass the device to Ben" in html
    status = html[html.index('<header class="status"'):html.index("</header>")]
    assert "<strong>Ann</strong>" in status and "Ben" not in status  # still Ann's moment
    review = html[html.index('<div class="review"'):html.index('data-command="pass-device"')]
    assert "Ben" not in review and review.count('class="card ') == len(ann.hand)  # Ann's cards only
    # nothing else goes on until Done: the stacks say why and refuse
    state = page.session.state
    log = len(state.log)
    page.click("stack", 1)
    assert len(page.session.state.log) == log and page.session.review == (0, drawn)
    assert "Ann is looking at the card they drew: press Done first" in page.html()
    page.command("pass-device")
    assert page.session.review is None and page.session.handover
    assert "Pass the device to Ben" in page.text() or "Ben" in page.text()
    assert ">new<" not in page.html()


def test_the_card_being_looked_at_is_hidden_by_a_reload_and_the_device_goes_on():
    store: dict = {}
    page = Page(store=Store(store))
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    page.click("stack", 1)  # the opening's first round: drawn on the shared screen, unseen
    page.click("stack", 1)
    page.command("reveal")
    page.click("stack", 2)
    seat, card = page.session.review
    assert 'data-review="true"' in page.html() and 'class="review"' in page.html()
    again = Page(store=Store(dict(store)))  # whoever holds the device now may not be Ann
    assert again.session.review is None and again.session.handover
    assert 'data-review="true"' not in again.html() and 'class="review"' not in again.html()
    assert again.session.state.current != seat  # the device goes to the next person


def test_a_person_alone_against_the_computer_sees_no_extra_step():
    page = Page()
    page.start(count="2", name0="Ann", seat1="easy", start="0", seed="3")
    page.click("stack", 2)
    assert page.session.review is None


def test_the_draw_after_a_card_in_a_turn_needs_no_extra_step():
    state = played(("Ann", "Ben"), "simple", 7, lambda s: s.phase == DRAW)
    page = Page()
    page.put(state, handover=False)
    stack = next(a.stack for a in legal_actions(state) if isinstance(a, DrawCard))
    page.click("stack", stack)
    assert page.session.state.current == state.current and page.session.review is None


# --- 1. the map in view on a phone when it matters -----------------------------------------------


def test_the_map_is_brought_into_view_when_a_persons_turn_begins_and_not_during_it():
    page = Page()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    for _ in range(4):
        page.command("reveal")
        page.draw(2)
    asked = page.document.boards
    page.command("reveal")  # Ann's first turn: "Fly: click a region"
    assert page.document.boards == asked + 1
    region = next(a.region for a in legal_actions(page.session.state) if hasattr(a, "region"))
    page.click("region", region)  # her own flight: the page leaves the scrolling to her
    page.command("undo")
    assert page.document.boards == asked + 1


def test_the_map_is_brought_into_view_while_the_computer_acts_and_when_the_person_plays_again():
    page = Page()
    page.start(count="2", name0="Ann", seat1="easy", start="1", seed="4")
    asked = page.document.boards
    page.think()  # the computer's opening draws, then Ann's, then its first turn...
    while page.session.state.phase != TURN or page.session.computer_to_move:
        if page.session.computer_to_move:
            page.think(rounds=1)
        else:
            page.draw(next(a.stack for a in legal_actions(page.session.state) if isinstance(a, DrawCard)))
    assert page.document.boards > asked  # each of the computer's actions, then Ann's turn
    turn = page.document.boards
    page.command("suggest")
    page.think()  # a suggestion is no move: the page stays where it is
    assert page.document.boards == turn


def test_a_player_looking_at_their_last_opening_card_sees_the_opening_step_not_the_next_turns():
    page = Page()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    for _ in range(20):
        if page.session.handover:
            page.command("reveal")
        page.click("stack", 2)
        if page.session.review is not None and page.session.state.phase == "turn":
            break
        if page.session.review is not None:
            page.command("pass-device")
    else:
        raise AssertionError("no last opening draw looked at")
    html = page.html()
    assert 'data-step="Opening draw"' in html and "Action 1 of 2" not in html
    page.command("pass-device")
    assert page.session.handover
    page.command("reveal")
    assert 'data-step="Action 1 of 2"' in page.html()  # the next player's turn, once theirs


# --- play again --------------------------------------------------------------------------------


def test_play_again_keeps_players_seats_variant_hints_and_start_rule_in_a_new_slot():
    config = Config(("Ann", "Banjo", "Cleo"), "full", start_player=None, windmill_region="red_centre")
    table = Table(("person", "hard", "person"), hints=False)
    done = _finished(config)
    raw: dict = {}
    app = _app(raw)
    app.import_file("done.json", dump_game(done, None, table).encode())
    old_slot = app.model.table.slot
    old_text = raw[slot_key(old_slot)]
    html = app.html()
    assert 'data-command="play-again"' in html and game_words.play_again() in html
    app.command("play-again")
    assert app.screen == GAME and app.model.table.slot != old_slot
    state = app.state
    assert state.config == config and state.seed != done.seed and not state.history
    assert app.session.seats == table
    assert raw[slot_key(old_slot)] == old_text  # the finished game stays in Saved games
    assert raw[CURRENT_KEY] == app.model.table.slot
    app.command("saved-games")
    assert len(app.storage.slots()) == 2
    # a game in progress has no rematch
    app.command("open", app.model.table.slot)
    app.command("play-again")
    assert app.state.seed == state.seed and len(app.storage.slots()) == 2
