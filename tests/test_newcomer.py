"""What a newcomer stumbled on, checked on the page's state and HTML: the suggestion's own
mark, the key to the map closing like any popup, which computer is which, the card drawn
before the device is passed on, the rangers picked to take back, an empty file, a game
imported twice. (What needs a browser, sizes and focus, is in ``tests/e2e``.)"""

from __future__ import annotations

import copy
import re

from australia import Config, DrawCard, PlayCard, TakeBack, apply_action, new_game
from australia.rules import legal_actions
from australia.save import load_save
from australia.state import DRAW, TURN
from australia.table import Table
from tests.e2e.play import played, save_text
from tests.page import Page, Store, game_html
from web.browser.store import slot_key
from web.commands import CURRENT_KEY
from web.state.selection import NOTHING, options
from web.view import pieces


def _at_first_turn(seed: str = "3") -> Page:
    page = Page()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed=seed)
    for _ in range(4):
        page.command("reveal")
        page.draw(2)
    page.command("reveal")
    assert page.session.state.phase == TURN and not page.session.handover
    return page


def _css_rule(selector: str) -> str:
    found = re.search(re.escape(selector) + r"\{([^}]*)\}", pieces.STYLE)
    assert found, selector
    return found.group(1)


# --- 2. a suggestion has its own mark, and the key says what it is -------------------------------


def test_a_suggestion_is_marked_unlike_a_change_since_the_last_turn_and_the_key_names_it():
    page = _at_first_turn()
    assert '<path class="hint-mark"' not in page.html()
    page.command("suggest")
    page.think()
    hint = page.model.computer.hint
    html = page.html()
    assert '<path class="hint-mark" d=' in html
    assert html.count('class="hint-mark"') == 1
    if getattr(hint, "region", None):  # a flight: the region it goes to is outlined
        assert re.search(rf'data-region="{hint.region}"', html)
    # not the purple outline of "changed since your last turn": another colour and dashed
    recent, suggested = _css_rule(".recent-mark"), _css_rule(".hint-mark")
    colour = lambda rule: re.search(r"stroke:(#[0-9a-f]+)", rule).group(1)  # noqa: E731
    assert colour(recent) != colour(suggested) and "dasharray" in suggested and "dasharray" not in recent
    page.command("map-key")
    key = page.html()
    assert "Where the suggested move acts" in key
    assert re.search(r'<li[^>]*>.*?class="hint-mark".*?Where the suggested move acts', key)


def test_a_suggested_play_rings_its_location():
    state = played(("Ann", "Ben"), "simple", 5, lambda s: s.phase == TURN and s.actions_done == 1 and any(
        isinstance(a, PlayCard) for a in legal_actions(s)))
    page = Page()
    page.put(state)
    page.command("suggest")
    page.think()
    hint = page.model.computer.hint
    html = page.html()
    if isinstance(hint, PlayCard) and getattr(hint, "location", None):
        assert 'class="hint-ring"' in html
        assert re.search(rf'class="location[^"]*\bsuggested\b[^"]*"[^>]*data-location="{hint.location}"', html)
    else:
        assert 'class="hint-mark"' in html or 'class="hint-ring"' in html or "suggest" in html.lower()


# --- 4. the key to the map closes like any popup -------------------------------------------------


def _key_open(page: Page) -> bool:
    return 'id="map-key-list"' in page.html()


def test_escape_closes_the_key_and_gives_the_focus_back_to_its_button():
    page = _at_first_turn()
    page.focus()
    page.command("map-key")
    assert _key_open(page) and 'aria-expanded="true"' in page.html()
    assert page.key("Escape")  # the page's key: the browser does nothing more with it
    assert not _key_open(page) and 'aria-expanded="false"' in page.html()
    assert page.focus() == ('[data-command="map-key"]',)
    assert not page.key("Escape")  # closed: Escape is the browser's again


def test_a_click_on_the_map_while_the_key_is_open_only_closes_it():
    page = _at_first_turn()
    before = page.session.state.history[:]
    region = next(a.region for a in legal_actions(page.session.state) if hasattr(a, "region"))
    page.command("map-key")
    page.click("region", region)
    assert not _key_open(page)
    assert page.session.state.history == before  # no flight
    page.click("region", region)  # the key closed: now it flies
    assert len(page.session.state.history) == len(before) + 1


def test_a_click_elsewhere_closes_the_key_and_does_what_it_says():
    page = _at_first_turn()
    page.command("map-key")
    page.command("saved-games")
    assert page.screen == "saved"
    page.command("back-to-game")
    assert not _key_open(page)
    page.command("map-key")
    from web import messages as m

    page.send(m.CloseMapKey())  # a click on the page outside the key, on nothing clickable
    assert not _key_open(page)
    page.command("map-key")
    page.command("map-key")  # its own button toggles it
    assert not _key_open(page)


# --- 5. which computer is which ------------------------------------------------------------------


SEATS = ("person", "hard", "easy")


TABLE = Table(SEATS)


def _three_seats():
    return new_game(Config(("Ann", "Matilda", "Jarrah"), "simple", 0), 8)


def test_the_players_panel_names_each_computer_seats_level():
    html = game_html(_three_seats(), seats=TABLE)
    panel = html[html.index('class="players'):]
    rows = re.findall(r'<li class="player[^"]*".*?</li>', panel, re.S)
    assert len(rows) == 3
    assert "seat-tag" not in rows[0]
    assert "Computer: hard" in rows[1] and ">hard<" in rows[1]
    assert "Computer: easy" in rows[2] and ">easy<" in rows[2]


def test_the_end_screen_and_the_saved_list_name_each_computer_seats_level():
    state = played(("Ann", "Matilda", "Jarrah"), "simple", 12, lambda s: s.is_over, level="easy")
    html = game_html(state, seats=TABLE)
    ranks = re.findall(r'<th[^>]*class="rank".*?</th>', html, re.S)
    assert len(ranks) == 3
    tagged = {re.search(r'class="rank-name">([^<]*)<', r).group(1): re.findall(r"<span class=\"sr-only\">Computer: (\w+)</span>", r) for r in ranks}
    assert tagged == {"Ann": [], "Matilda": ["hard"], "Jarrah": ["easy"]}
    store = {slot_key("g1"): save_text(state, seats=SEATS), CURRENT_KEY: "g1"}
    page = Page(store=Store(store))
    page.command("saved-games")
    listed = re.search(r'<p class="slot-players">(.*?)</p>', page.html()).group(1)
    assert listed == "Ann, Matilda (computer, hard), Jarrah (computer, easy)"


# --- 7. the card drawn is shown to its owner before the device is passed on ----------------------


def test_each_opening_draw_is_shown_to_its_owner_before_the_hand_over():
    page = Page()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
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


# --- 8. rangers picked to take back, an empty file, a game imported twice ------------------------


def test_the_map_counts_the_rangers_picked_to_take_back_in_each_location():
    state = played(("Ann", "Ben"), "simple", 4, lambda s: s.phase == TURN and s.actions_done == 0 and any(
        isinstance(a, TakeBack) for a in legal_actions(s)), level="medium")
    page = Page()
    page.put(state)
    page.command("take-back")
    offered = re.findall(r'class="location[^"]*highlight[^"]*"[^>]*data-location="([^"]+)"', page.html())
    assert offered
    page.click("location", offered[0])
    html = page.html()
    badge = re.search(r'<g class="pick-badge"[^>]*>.*?</g>', html, re.S)
    assert badge and "−1" in badge.group(0)
    assert re.search(rf'data-location="{offered[0]}"[^>]*aria-label="[^"]*1 picked to take back', html) or re.search(
        rf'aria-label="[^"]*1 picked to take back[^"]*"[^>]*data-location="{offered[0]}"', html)


def test_an_empty_file_is_refused_as_empty_and_changes_nothing():
    page = _at_first_turn()
    stored = dict(page.store.data)
    page.import_file("empty.json", b"")
    assert "“empty.json” was not imported: the file is empty." in page.text()
    assert page.store.data == stored
    page.import_file("blank.json", b"  \n ")
    assert "the file is empty" in page.text() and page.store.data == stored


def test_a_game_imported_twice_is_one_copy_marked_with_when_it_came():
    page = _at_first_turn()
    page.command("export-current")
    name, text = page.document.downloads[-1]
    page.import_file(name, text.encode())
    copies = [k for k in page.store.data if k.startswith("australia.slot.")]
    assert len(copies) == 2
    marked = [k for k in copies if load_save(page.store.data[k]).meta.get("copy")]
    assert len(marked) == 1
    page.command("saved-games")
    assert page.html().count('class="tag-copy"') == 1
    assert re.search(r'class="tag-copy">copy kept [^<]+<', page.html())


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


# --- 9. legible on a phone -----------------------------------------------------------------------


def test_on_a_phone_the_map_opens_large_until_the_person_chooses_the_whole_map():
    store: dict = {}
    phone = Page(store=Store(store), small_screen=True)
    phone.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    phone.command("reveal")
    assert 'class="board-wrap zoomed"' in phone.html()
    phone.command("zoom-map")
    assert 'class="board-wrap zoomed"' not in phone.html()
    assert store["australia.zoom"] == "off"
    again = Page(store=Store(dict(store)), small_screen=True)  # remembered on this device
    again.command("reveal")
    assert 'class="board-wrap zoomed"' not in again.html()
    laptop = Page()
    laptop.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    laptop.command("reveal")
    assert 'class="board-wrap"' in laptop.html()


def test_the_page_describes_itself_to_search_engines():
    from pathlib import Path

    head = (Path(__file__).parent.parent / "index.html").read_text(encoding="utf-8").split("</head>")[0]
    found = re.search(r'<meta name="description" content="([^"]+)">', head)
    assert found and "Australia" in found.group(1) and 50 <= len(found.group(1)) <= 200


# --- movement you can follow ---------------------------------------------------------------------


def test_the_points_a_play_scores_rise_from_its_region_once():
    from australia.events import ProjectScored
    from web.view.game import board_view
    from web.view.board import board_layers

    def scores(s) -> bool:
        return bool(s.log) and any(isinstance(ev, ProjectScored) for ev in s.log[-1].events)

    state = played(("Ann", "Ben", "Cy"), "simple", 9, scores, level="medium")
    scored = [ev for ev in state.log[-1].events if isinstance(ev, ProjectScored)]
    layer = board_layers(board_view(state, options(state, NOTHING)))["rises"]
    rises = re.findall(r'<text class="rise"[^>]*fill="([^"]+)">\+(\d+)</text>', layer)
    expected = sorted((pieces.PLAYER_FILL[state.players[s.player].colour], str(s.points)) for ev in scored for s in ev.shares if s.points)
    assert sorted(rises) == expected and rises
    assert f'data-at="{len(state.log)}"' in layer  # a new action, a new layer: it plays again only then
    # the next action scores nothing: nothing rises
    from australia.bots import choose
    from australia.observation import observe

    nxt = copy.deepcopy(state)
    while True:
        apply_action(nxt, choose(observe(nxt, nxt.current), "easy", 1))
        if not scores(nxt):
            break
    assert board_layers(board_view(nxt, options(nxt, NOTHING)))["rises"] == ""
    assert ".rise{" in pieces.STYLE and "prefers-reduced-motion:reduce){.rise{display:none}" in pieces.STYLE


def test_the_computers_pace_waits_for_the_movement_unless_it_is_instant_or_movement_is_off():
    from web.state.computer import MOTION_MS, PACES, pace_ms

    assert MOTION_MS <= 400
    assert pace_ms("fast", False) == max(PACES["fast"], MOTION_MS)
    assert pace_ms("slow", False) == PACES["slow"]
    assert pace_ms("instant", False) == 0 and pace_ms("normal", True) == 0
    assert pace_ms("fast", False, motion=False) == PACES["fast"]


def test_a_person_who_asked_for_less_movement_gets_the_plain_pace():
    from web import messages as m

    page = Page(boot=False)
    page.runtime.dispatch(m.Boot(reduced_motion=True))
    assert page.model.flags.motion is False
    moving = Page()
    assert moving.model.flags.motion is True


# --- 6. the summary of the others' turns in short lines ------------------------------------------


def test_the_summary_gives_each_scoring_one_short_line_and_keeps_the_whole_line_a_click_away():
    from australia.events import ProjectScored
    from web.text import log as log_words
    from web.view.controls import since_html
    from web.view.marks import since_last_turn

    def after_scorings(s) -> bool:
        return s.phase == TURN and not s.actions_done and sum(
            isinstance(ev, ProjectScored) for entry in since_last_turn(s) for ev in entry.events) >= 2

    state = played(("Ann", "Ben", "Cy", "Dan", "Eve"), "full", 31, after_scorings, level="medium")
    entries = since_last_turn(state)
    html = since_html(state, entries)
    names = [p.name for p in state.players]
    shown = html.split('<details class="since-all">')[0]
    for entry in entries:
        for ev in entry.events:
            if isinstance(ev, ProjectScored):
                short = log_words.brief(ev, names)
                assert short.endswith(", ".join(f"{names[s.player]} +{s.points}" for s in ev.shares))
                assert f'title="{log_words.event(ev, names)}">{short}</li>' in shown.replace("&#x27;", "'")
                assert log_words.event(ev, names) in html.split('<details class="since-all">')[1]


def test_a_review_that_does_not_fit_the_game_is_ignored_and_the_game_opens():
    import json

    from web.state.session import Session

    state = new_game(Config(("Ann", "Ben"), "simple", 0), 3)
    from australia import apply_action as act

    act(state, DrawCard(2))
    card = state.players[0].hand[-1]
    # (the review survives only another tab's move of the game already here: a reopened game of
    # people shows no one's cards)
    assert Session.restore(state, {"handover": True, "review": [0, card]}, reopened=False).review == (0, card)
    assert Session.restore(state, {"handover": True, "review": [0, card]}).review is None
    for forged in ([1, card], [0, 999], [0], "0,1", [True, card], [5, card], None, [0, float(card)]):
        session = Session.restore(state, {"handover": True, "review": json.loads(json.dumps(forged))}, reopened=False)
        assert session.review is None, forged
        assert session.handover


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
