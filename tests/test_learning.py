"""Learning the game: the rules screen, tips for a first game, the rematch and the replay slider.

Everything runs the whole page under CPython (``tests.page.Page``, over a dict standing for
localStorage), as ``tests/test_saved_games.py`` does.
"""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser

import pytest

from australia import Config, Fly, PlayCard, apply_action, dump_game, legal_actions, new_game, replay
from australia.board import PLAYER_COLOURS, REGION_BY_ID
from australia.events import Project, ProjectScored
from australia.table import Table
from web import messages as m
from web.browser.store import slot_key
from web.commands import CURRENT_KEY, TIPS_KEY, parse
from web.state.game import wanted_id
from web.state.selection import PLAY, Selection
from web.state.session import Session
from web.state.tips import END_TURN, FLY, ORDER, PLACE, PROJECT, STACKS, WINDMILL, Tips
from web.text import game as game_words
from web.text import rules as rules_words
from web.view import rules as rules_view
from tests.page import Page

BROKEN, GAME, NEW, REPLAY, RULES, SAVED = "broken", "game", "new", "replay", "rules", "saved"
from tests.positions import BLACK, WHITE, hand, plane, position, put, tile

ANN_BEN = {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "9", "start": "0", "variant": "simple"}


def _app(data: dict, seed: int = 5) -> Page:
    return Page(data, seed=seed)


def _quiet(page: Page) -> None:
    """A step that changes nothing: what was just said (a notice) is said once."""
    page.send(m.HistoryMoved(page.screen))


def _finished(config: Config, seed: int = 12):
    rand = random.Random(3)
    state = new_game(config, seed)
    for _ in range(20_000):
        if state.is_over:
            return state
        apply_action(state, rand.choice(legal_actions(state)))
    raise AssertionError("the random game did not end")


def _tip(html: str) -> str | None:
    found = re.search(r'data-tip="([^"]+)"', html)
    return found.group(1) if found else None


class _Outline(HTMLParser):
    """Headings, lists, figures and ids of a piece of HTML."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.ids: list[str] = []
        self.labelled: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.append(attrs["id"])
        if "aria-labelledby" in attrs:
            self.labelled.append(attrs["aria-labelledby"])


# --- the rules screen --------------------------------------------------------------------------


def test_the_rules_screen_says_how_to_play_with_headings_lists_and_pictures():
    html = rules_view.rules_html()
    outline = _Outline()
    outline.feed(html)
    text = re.sub(r"<[^>]+>", " ", html)
    assert outline.tags.count("h2") == 1 and outline.tags.count("h3") == 6
    assert outline.tags.count("ul") >= 4 and outline.tags.count("figure") == 2
    assert outline.tags.count("figcaption") == 2 and outline.tags.count("svg") == 2
    assert len(outline.ids) == len(set(outline.ids))  # two boards on one page share no id
    assert set(outline.labelled) <= set(outline.ids)
    for said in (
        "How to play",
        "exactly 2 actions",  # a turn
        "pay 3 dollars to play any card",  # the wild card
        "you score 2 points instead",  # no ranger
        "pay 4 dollars to move one of your rangers",
        "Return 1 to 4 of your rangers",
        "bonus of 3 points",
        "1 point for each of their rangers in the region’s camps and 2 points for each in its ships",
        "ranger track (10 spaces",
        "windmill track, which has 6 spaces",
        "the most dollars wins",
        "Black scores 9 points",
        "White scores 5 points",
    ):
        assert said in text, said
    # the pictures are the board's own drawing, cropped, with nothing in them to click
    for svg in re.findall(r"<svg[^>]*>", html):
        assert 'role="img"' in svg and "aria-label=" in svg and 'viewBox="0 0 ' not in svg
    assert "data-region=" not in html and "data-location=" not in html and 'role="button"' not in html


@pytest.mark.parametrize("example, project", [
    (rules_view.CONSERVATION_EXAMPLE, Project.CONSERVATION),
    (rules_view.INDUSTRIALIZATION_EXAMPLE, Project.INDUSTRIALIZATION),
])
def test_the_examples_score_what_their_captions_say_by_the_rules_engine(example, project):
    seats = {colour: PLAYER_COLOURS.index(colour) for colour, _ in example.rangers.values()}
    game = position(players=max(seats.values()) + 1)
    placer = seats[example.plane]
    game.current = placer
    plane(game, placer, example.region)
    if example.tile is not None:
        tile(game, example.region, example.tile)
    for location, (colour, count) in example.rangers.items():
        if location != example.placed:
            put(game, location, seats[colour], count)
    count = example.rangers[example.placed][1]
    (card,) = hand(game, placer, (REGION_BY_ID[example.region].colour, 3 if count < 4 else 4))
    events = apply_action(game, PlayCard(card, example.placed, count))
    assert [(e.region, e.project) for e in events if isinstance(e, ProjectScored)] == [(example.region, project)]
    assert {colour: game.players[seat].points for colour, seat in seats.items()} == dict(example.points)


def test_every_tip_has_its_words_and_fills_its_numbers():
    for tip in ORDER:
        text = rules_words.tip(tip)
        assert text and "{" not in text


def _screens() -> list[tuple[str, Page, dict]]:
    """An app on each screen of the page, with its store."""
    out = []
    raw: dict = {}
    app = _app(raw)
    out.append(("new-game form", app, raw))
    raw = {}
    app = _app(raw)
    app.command("start", **ANN_BEN)
    out.append(("hand-over", app, raw))
    raw = {}
    app = _app(raw)
    app.command("start", **ANN_BEN)
    app.command("reveal")
    out.append(("game", app, raw))
    raw = {}
    app = _app(raw)
    app.command("start", **{**ANN_BEN, "seat1": "easy", "name1": "Banjo", "start": "1"})
    out.append(("computer's turn", app, raw))
    raw = {}
    app = _app(raw)
    app.import_file("done.json", dump_game(_finished(Config(("Ann", "Ben"), start_player=0))).encode())
    out.append(("end screen", app, raw))
    raw = dict(raw)
    app = _app(raw)
    app.command("saved-games")
    out.append(("saved games", app, raw))
    app = _app(raw)
    app.command("replay-current")
    app.command("replay-forward")
    out.append(("replay", app, raw))
    raw = {slot_key("g1"): "{not json", CURRENT_KEY: "g1"}
    app = _app(raw)
    out.append(("broken save", app, raw))
    return out


@pytest.mark.parametrize("index", range(8))
def test_the_rules_open_from_every_screen_and_close_back_to_exactly_it(index):
    name, app, raw = _screens()[index]
    screen = app.screen
    assert screen in (NEW, GAME, SAVED, REPLAY, BROKEN)
    _quiet(app)  # what just happened is said once, whatever comes next
    html = app.html()
    assert 'data-command="rules"' in html, name
    store = dict(raw)
    game = app.session.state.copy() if app.session else None
    app.command("rules")
    assert app.screen == RULES
    shown = app.html()
    assert "How to play" in shown and 'data-command="rules-close"' in shown
    assert wanted_id(app.model) is None  # the computer waits while the rules are open
    app.command("rules-close")
    assert app.screen == screen, name
    assert app.html() == html, name  # the very same screen: selection, hand-over, replay step
    assert raw == store  # nothing saved changed
    if game is not None:
        assert app.session.state == game


@pytest.mark.parametrize("index", range(8))
def test_back_from_the_rules_returns_to_exactly_the_screen_and_forward_opens_them_again(index):
    """The browser's Back and Forward (``web.messages.HistoryMoved``, with the screen of the
    history entry) around the rules, from every screen they open on."""
    name, app, _ = _screens()[index]
    screen = app.screen
    _quiet(app)
    html = app.html()
    app.command("rules")
    assert app.screen == RULES
    app.send(m.HistoryMoved(screen))  # Back: the entry before the rules
    assert app.screen == screen, name
    assert app.html() == html, name  # the same moment: selection, hand-over, replay step
    app.send(m.HistoryMoved(RULES))  # Forward
    assert app.screen == RULES, name
    assert "How to play" in app.html()
    app.send(m.HistoryMoved(screen))
    assert app.screen == screen and app.html() == html, name


def test_back_from_a_replay_returns_to_the_screen_it_was_opened_from():
    raw: dict = {}
    app = _app(raw)
    app.import_file("done.json", dump_game(_finished(Config(("Ann", "Ben"), start_player=0))).encode())
    app.command("saved-games")
    _quiet(app)
    saved = app.html()
    slot = re.search(r'data-command="replay" data-arg="([^"]+)"', saved).group(1)
    app.command("replay", slot)
    app.command("replay-forward")
    assert app.screen == REPLAY
    app.send(m.HistoryMoved(SAVED))  # Back
    assert app.screen == SAVED
    assert app.html() == saved
    app.send(m.HistoryMoved(REPLAY))  # Forward: the replay was closed, so the page stays where it is
    assert app.screen == SAVED and app.html() == saved
    # from the game's own replay, Back is the game again
    app.send(m.HistoryMoved(GAME))
    game = app.html()
    app.command("replay-current")
    assert app.screen == REPLAY
    app.send(m.HistoryMoved(GAME))
    assert app.screen == GAME and app.html() == game


def test_back_to_a_screen_that_cannot_be_shown_any_more_stays():
    app = _app({})
    app.send(m.HistoryMoved(GAME))  # no game yet
    assert app.screen == NEW
    app.send(m.HistoryMoved(REPLAY))  # no replay open
    assert app.screen == NEW
    app.send(m.HistoryMoved(BROKEN))  # no broken save
    assert app.screen == NEW


def test_the_rules_button_works_before_python_has_loaded():
    app = Page({}, boot=False)
    app.boot(typed={"name0": "Zoe"}, pending="rules")
    assert app.screen == RULES
    app.command("rules-close")
    assert app.screen == NEW and 'value="Zoe"' in app.html()


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
    assert _tip(app.html()) is None  # never behind the hand-over screen
    app.command("reveal")
    assert _tip(app.html()) == STACKS and rules_words.tip_dismiss() in app.html()
    app.draw(2)  # Ann acted with the tip in view: it is seen
    app.command("reveal")
    assert _tip(app.html()) is None  # Ben draws without it: once per device
    for _ in range(3):
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
    app.command("reveal")
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


# --- the replay slider -------------------------------------------------------------------------


def test_the_replay_slider_is_labelled_and_jumps_to_its_step():
    done = _finished(Config(("Ann", "Ben"), start_player=0))
    raw: dict = {}
    app = _app(raw)
    app.import_file("done.json", dump_game(done).encode())
    app.command("replay-current")
    total = len(done.history)
    html = app.html()
    assert '<label for="replay-slider">' in html
    assert f'<input type="range" id="replay-slider" min="0" max="{total}" step="1" value="0"' in html
    app.send(m.ReplayTo(7))
    replay_now = app.model.screen.replay
    assert replay_now.step == 7 and replay_now.state == replay(done.config, done.seed, done.history[:7])
    assert 'value="7"' in app.html() and f"Step 7 of {total}" in app.html()
    app.send(m.ReplayTo(3))  # backwards
    assert app.model.screen.replay.state == replay(done.config, done.seed, done.history[:3])
    app.send(m.ReplayTo(total + 50))
    assert app.model.screen.replay.step == total and app.model.screen.replay.state == done
    for junk in ("", "-2", "²", "1e3", "99999999999"):
        assert parse("command", "replay-go", junk) is None  # a forged step is no message at all
    assert app.screen == REPLAY
