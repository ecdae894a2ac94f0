"""Tips for a first game (``web.state.tips``): which tip fits the moment, shown once and
remembered on this device, never on a computer's turn, and turned off until turned on again.
"""

from __future__ import annotations

import re

from australia import Config, Fly, apply_action, new_game
from australia.table import Table
from web.storage import TIPS_KEY
from web.state.selection import PLAY, Selection
from web.state.session import Session
from web.state.tips import END_TURN, FLY, PLACE, PROJECT, STACKS, Tips, WINDMILL
from web.text import rules as rules_words

from tests.positions import BLACK, WHITE, hand, plane, position, put, tile
from tests.web.state.screens import ANN_BEN, GAME, _app


def _tip(html: str) -> str | None:
    found = re.search(r'data-tip="([^"]+)"', html)
    return found.group(1) if found else None


# --- tips for a first game ---------------------------------------------------------------------


def _turn(state, **kw) -> Session:
    return Session.start(state, handover=False, **kw)


def test_tips_fit_their_moments_in_the_game():
    tips = Tips()
    # the first flight
    game = position()
    assert tips.current(_turn(game)) == FLY
    # a card that would finish a project
    game = position()
    plane(game, BLACK, "red_centre")
    tile(game, "red_centre", 4)
    put(game, "barrow_creek", WHITE, 2)
    hand(game, BLACK, ("red", 3))
    assert tips.current(_turn(game)) == PROJECT
    # a card played near the windmill may go to the ranger track
    game = position(variant="full", windmill="red_centre")
    plane(game, BLACK, "red_centre")
    (card,) = hand(game, BLACK, ("red", 2))
    assert tips.current(_turn(game)) == WINDMILL
    tips = tips.with_seen(WINDMILL)
    # choosing where a card's rangers go
    assert tips.current(_turn(game, selection=Selection(mode=PLAY, card=card))) == PLACE
    # not once the location is chosen (its rangers are asked next): the tip would come too late
    chosen = Selection(mode=PLAY, card=card, location="barrow_creek")
    assert tips.current(_turn(game, selection=chosen)) is None
    # both actions done
    game = position()
    apply_action(game, Fly("pilbara"))
    apply_action(game, Fly("kimberley"))
    assert tips.current(_turn(game)) == END_TURN
    # the opening draws
    game = new_game(Config(("Ann", "Ben"), start_player=0), 4)
    assert tips.current(_turn(game)) == STACKS


def test_no_tip_for_a_computer_behind_the_hand_over_or_when_off():
    game = position()
    assert Tips().current(Session.start(game, handover=True)) is None
    assert Tips().current(Session.start(game, Table(("easy", "person")))) is None
    assert Tips.parse(Tips().turned_off().to_text()).current(_turn(game)) is None
    for junk in ("{", "[]", '{"off": "yes", "seen": "fly"}', '{"seen": [1, "nonsense", "fly"]}', None, 42):
        tips = Tips.parse(junk)
        assert not tips.off and tips.seen <= {FLY}


def test_a_tip_shows_at_its_moment_once_and_stays_seen_on_this_device():
    raw: dict = {}
    app = _app(raw)
    app.command("start", **ANN_BEN)
    # the opening's first round is drawn on the shared screen: the tip is there at once
    assert _tip(app.html()) == STACKS and rules_words.tip_dismiss() in app.html()
    app.draw(2)  # Ann acted with the tip in view: it is seen
    assert _tip(app.html()) is None  # Ben draws without it: once per device
    app.draw(2)
    assert app.session.handover and _tip(app.html()) is None  # never behind the hand-over screen
    app.command("reveal")
    for _ in range(2):
        app.draw(2)
        app.command("reveal")
    assert _tip(app.html()) == FLY
    app.command("tip-seen", "fly")  # dismissed on its own
    html = app.html()
    assert _tip(html) is None and app.state.player.plane is None
    # a new page on the same device: the seen tips stay seen, the others still come
    again = _app(raw)
    assert again.screen == GAME and _tip(again.html()) is None
    assert again.model.prefs.tips.seen == {STACKS, FLY} and not again.model.prefs.tips.off


def test_tips_turned_off_stay_off_until_turned_on_from_the_rules():
    raw: dict = {}
    app = _app(raw)
    app.command("start", **ANN_BEN)
    assert _tip(app.html()) == STACKS
    app.command("tips-off")
    assert _tip(app.html()) is None
    again = _app(raw)  # reloaded
    assert again.model.prefs.tips.off and _tip(again.html()) is None
    again.command("rules")
    assert 'data-tips="off"' in again.html() and rules_words.tips_on_button() in again.html()
    again.command("tips-on")
    assert 'data-tips="on"' in again.html()
    again.command("rules-close")
    again.command("reveal")  # the reload put the game behind the hand-over
    assert _tip(again.html()) == STACKS  # every tip to be shown afresh
    assert not _app(raw).model.prefs.tips.off
    # another page of this browser turns them off: this one follows
    other = _app(raw)
    other.command("tips-off")
    assert again.other_tab_changed(TIPS_KEY) and _tip(again.html()) is None


def test_tips_never_show_on_a_computer_seats_turn():
    raw: dict = {}
    app = _app(raw)
    app.command("start", **{**ANN_BEN, "seat1": "easy", "name1": "Banjo", "start": "1"})
    assert app.session.computer_to_move
    assert _tip(app.html()) is None and app.model.prefs.tips.current(app.session) is None
