"""The page in three languages: the choice, the switch, and no text that bypasses the catalogs.

The sweep draws every screen of the page in the pseudo-language ``qps`` (``web.i18n``), which
marks each translated text ``⟦…⟧``: whatever a player would read that is not inside a mark
(a text node, or a label, title or placeholder) was written without the catalogs, and fails.
What may stand unmarked is what no language translates: players' names, the land regions'
and the locations' place names, the game's title, each language's own name, numbers and signs.
"""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from australia import Config, apply_action, dump_game, legal_actions, new_game
from australia.board import LOCATIONS, REGIONS
from web import i18n, offline, rules_view, thinking, view, words
from web.app import GAME, App
from web.storage import CURRENT_KEY, Storage, slot_key
from tests.test_learning import _clock

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("Ann", "Ben", "Cleo")
# The words a player reads that no catalog holds: names of people and places, the title,
# each language's own name.
UNTRANSLATED = (
    {"Australia", "AUSTRALIA"}
    | set(NAMES) | {"ann"}  # names as typed in the tests
    | {"Banjo", "Matilda", "Waratah", "Jarrah", "Wattle"}  # the computer seats' own names
    | {word for r in REGIONS if not r.is_sea for word in re.findall(r"[^\W\d_]+", r.name)}
    | {word for loc in LOCATIONS for word in re.findall(r"[^\W\d_]+", loc.name)}
    | {word for name in i18n.LANGUAGES.values() for word in re.findall(r"[^\W\d_]+", name)}
)
READ_ATTRIBUTES = ("aria-label", "title", "placeholder", "alt", "data-pending", "aria-valuetext", "aria-description")
MARKED = re.compile(f"{i18n.PSEUDO_OPEN}[^{i18n.PSEUDO_OPEN}{i18n.PSEUDO_CLOSE}]*{i18n.PSEUDO_CLOSE}")


@pytest.fixture
def pseudo():
    i18n.use(i18n.PSEUDO)
    yield
    i18n.use(i18n.ENGLISH)


@pytest.fixture
def speaking():
    """Switch languages inside a test; English again after it."""
    yield i18n.use
    i18n.use(i18n.ENGLISH)


def _unmarked(text: str) -> str:
    """What is left of a text once every marked piece (marks may hold marks) is taken out."""
    while True:
        shorter = MARKED.sub(" ", text)
        if shorter == text:
            return text
        text = shorter


class _Readable(HTMLParser):
    """Every text a player reads in a piece of HTML: text nodes and read attributes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self._skip += 1
        for name, value in attrs:
            if name in READ_ATTRIBUTES and value:
                self.texts.append(value)

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip and data.strip():
            self.texts.append(data)


def _bypassing(html: str) -> list[str]:
    parser = _Readable()
    parser.feed(html)
    found = []
    for text in parser.texts:
        left = _unmarked(text)
        words_left = [w for w in re.findall(r"[^\W\d_]+", left) if w not in UNTRANSLATED]
        if words_left:
            found.append(f"{' '.join(words_left)!r} in {text.strip()[:120]!r}")
    return found


def _app(store: dict | None = None) -> App:
    app = App(Storage({} if store is None else store), now=_clock(), when=lambda t: f"{int(t)}", rand=random.Random(5))
    app.boot()
    return app


# Commands the sweep leaves alone while it plays: they leave the game, or are visited on purpose.
AWAY = ("new-game", "saved-games", "export", "replay", "reload", "delete", "rename", "rules", "close-rules", "play-again")
HOOK = re.compile(
    r'<(\w+)([^>]*?)\sdata-(command|card|stack|rangers|track|location|region)="([^"]*)"([^>]*)>'
)


def _offered(html: str) -> list[tuple[str, str]]:
    """The targets a player could click on a screen (not those greyed out)."""
    out = []
    for tag, before, kind, value, after in HOOK.findall(html):
        attrs = before + after
        if 'aria-disabled="true"' in attrs or " disabled" in attrs:
            continue
        if kind == "command" and (value.startswith(AWAY) or value.startswith("tip-") or value == "zoom-map"):
            continue
        out.append((kind, value))
    return out


def _sweep_a_game(check, *, seats=("person", "person", "person"), variant="full", seed=3, steps=200) -> App:
    """Play by clicking what each screen offers, at random (mostly moving the game on, now and
    then taking back or cancelling), checking every screen."""
    app = _app()
    form = {"count": str(len(seats)), "variant": variant, "seed": str(seed), "start": "0"}
    for seat, name in enumerate(NAMES[: len(seats)]):
        form[f"name{seat}"] = name
        form[f"seat{seat}"] = seats[seat]
    app.form_changed(form)
    app.handle(("command", "start"), form)
    assert app.screen == GAME, app.form_error
    rand = random.Random(seed)
    for _ in range(steps):
        html = app.html()
        check(html)
        if app.session.state.is_over:
            break
        wanted = app.computer_request()
        if wanted is not None:
            app.computer_answer(thinking.answer(wanted)[-1])
            continue
        offered = _offered(html)
        assert offered, "a screen with nothing to click"
        onward = [o for o in offered if o[1] not in ("undo", "cancel")]
        app.handle(rand.choice(onward if onward and rand.random() < 0.9 else offered))
    return app


def _finished_game() -> str:
    rand = random.Random(3)
    state = new_game(Config(NAMES, variant="full", start_player=0), 12)
    while not state.is_over:
        apply_action(state, rand.choice(legal_actions(state)))
    return dump_game(state)


def _visit_every_other_screen(check) -> None:
    """The screens around the game: form (with a mistake), saved games (with a damaged save,
    renaming, deleting), import refused, replay, the rules, a save that does not load, a
    computer thinking and stopping, a suggestion."""
    store: dict = {}
    app = _app(store)
    check(app.html())
    app.handle(("command", "start"), {**app.form, "name0": "Ann", "name1": "ann"})
    check(app.html())  # the form with its reason
    app.handle(("command", rules_view.CMD_RULES))
    check(app.html())
    app.handle(("command", rules_view.CMD_TIPS_OFF))
    check(app.html())
    app.handle(("command", rules_view.CMD_CLOSE_RULES))
    app.import_file("done.json", _finished_game().encode())
    check(app.html())  # the end screen
    app.handle(("command", "replay-current"))
    app.handle(("command", "replay-forward"))
    check(app.html())
    store[slot_key("bad")] = "{not json"
    app.import_file("evil.json", b"\x00\x01")
    check(app.html())  # an import refused
    app.handle(("command", "saved-games"))
    check(app.html())
    slot = app.slot
    app.handle(("command", f"rename:{slot}"))
    check(app.html())
    app.handle(("command", f"delete:{slot}"))
    check(app.html())
    app.handle(("command", f"delete-confirm:{slot}"))
    check(app.html())
    broken = _app({slot_key("g1"): "{not json", CURRENT_KEY: "g1"})
    check(broken.html())
    # the computer at the table: thinking, stopped, a suggestion for a person
    app = _app()
    form = {**app.form, "count": "2", "name0": "Ann", "seat1": "hard", "start": "1", "seed": "4"}
    app.form_changed(form)
    app.handle(("command", "start"), form)
    app.computer_progress(app.computer_wanted_id(), 0.5)
    check(app.html())
    app.computer_failed("no answer")
    check(app.html())
    app.handle(("command", "take-seat"))
    check(app.html())
    app = _app()
    form = {**app.form, "count": "2", "name0": "Ann", "name1": "Ben", "start": "0", "seed": "4"}
    app.handle(("command", "start"), form)
    app.handle(("command", "reveal"))
    app.handle(("command", "suggest"))
    app.computer_answer(thinking.answer(app.computer_request())[-1])
    check(app.html())
    app.handle(("command", "whole-log"))
    check(app.html())


def test_no_visible_text_of_any_screen_bypasses_the_catalogs(pseudo):
    problems: list[str] = []

    def check(html: str) -> None:
        assert html
        problems.extend(p for p in _bypassing(html) if p not in problems)

    _sweep_a_game(check)
    _sweep_a_game(check, seats=("person", "easy"), variant="simple", seed=8)
    _visit_every_other_screen(check)
    check(view.resume_html())
    check(view.masthead_html(i18n.PSEUDO))
    for status in (offline.DEVELOPMENT, offline.PREPARING, offline.READY, offline.UNAVAILABLE):
        for persisted in (True, False, None):
            check(offline.status_html(status, persisted))
    check(offline.banner_html())
    assert problems == [], "\n".join(problems)


def test_the_sweep_finds_a_text_written_without_the_catalogs(pseudo):
    assert _bypassing("<p>⟦Ann flew to ⟦Timor Sea⟧⟧</p><p>Kimberley 3/6</p>") == []
    assert _bypassing('<button title="Close">⟦x⟧</button>') == ["'Close' in 'Close'"]
    assert _bypassing("<p>⟦Ann⟧ flew</p>") == ["'flew' in '⟦Ann⟧ flew'"]


def test_the_page_around_the_game_has_its_texts_in_every_language():
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    named = set(re.findall(r'data-text="(\w+)"', page)) | set(re.findall(r'pageText\("(\w+)"\)', page))
    assert named and named <= set(view.PAGE_TEXTS)
    i18n.use(i18n.PSEUDO)
    try:
        for name in view.PAGE_TEXTS:
            assert _unmarked(getattr(words, name)).strip() == "", name
    finally:
        i18n.use(i18n.ENGLISH)


# --- choosing and switching -----------------------------------------------------------------


@pytest.mark.parametrize(
    "stored, preferred, chosen",
    [
        (None, ["it-IT", "en"], "it"),
        (None, ["fr-FR", "de-AT", "it"], "de"),
        (None, ["fr", "es"], "en"),
        (None, [], "en"),
        ("de", ["it-IT"], "de"),  # the player's own choice wins
        ("xx", ["it"], "it"),  # an unknown stored value is no choice
        (42, ["DE"], "de"),
    ],
)
def test_the_language_is_the_players_choice_else_the_browsers_preference(stored, preferred, chosen):
    assert i18n.choose(stored, preferred) == chosen


def test_a_language_the_page_does_not_have_falls_back_to_english(speaking):
    assert speaking("fr") == "en" and words.LABELS.new_game == "New game"


@pytest.mark.parametrize(
    "language, new_game, sea, cards",
    [
        ("en", "New game", "Coral Sea", "3 cards"),
        ("it", None, None, None),
        ("de", None, None, None),
    ],
)
def test_each_language_words_the_page_its_own_way(speaking, language, new_game, sea, cards):
    speaking("en")
    english = (words.LABELS.new_game, words.region("coral_sea"), words.cards(3), words.cards(1))
    speaking(language)
    said = (words.LABELS.new_game, words.region("coral_sea"), words.cards(3), words.cards(1))
    if language == "en":
        assert said == (new_game, sea, cards, "1 card")
    else:
        assert all(s and s != e for s, e in zip(said, english)), said
        assert words.region("kimberley") == "Kimberley"  # land regions keep their place names
        assert words.ordinal(1) != "1st" and words.decimal(1.5) == "1,5"


def test_switching_the_language_mid_game_rewords_everything_and_changes_no_save(speaking):
    store: dict = {}
    app = _app(store)
    form = {**app.form, "count": "2", "name0": "Ann", "name1": "Ben", "start": "0", "seed": "4"}
    app.handle(("command", "start"), form)
    for _ in range(3):  # opening draws, each player showing their cards in turn
        app.handle(("command", "reveal"))
        app.handle(("stack", "1"))
    app.handle(("command", "reveal"))
    english = app.html()
    saved = dict(store)
    assert app.set_language("de") == "de"
    german = app.html()
    assert german != english and "Ann" in german
    line = words.entry_lines(app.session.state.log[0], ["Ann", "Ben"])[0]
    assert line in german  # the log, worded anew
    assert {k: v for k, v in store.items() if k != i18n.STORAGE_KEY} == saved  # saves hold no words
    assert store[i18n.STORAGE_KEY] == "de"  # remembered on this device
    # the same save, opened in Italian on the next visit, shows the same position
    speaking("en")
    later = _app(dict(store))
    assert later.storage.store[i18n.STORAGE_KEY] == "de"
    later.set_language("it")
    assert later.session.state == app.session.state
    assert later.html() != german and later.html() != english


def test_a_language_choice_that_cannot_be_stored_still_switches(speaking):
    class Full(dict):
        def __setitem__(self, key, value):
            raise OSError("quota exceeded")

    app = App(Storage(Full()))
    app.boot()
    assert app.set_language("it") == "it" and i18n.current() == "it"
