"""The page in three languages: the choice, the switch, and no text that bypasses the catalogs.

The sweep draws every screen of the page in the pseudo-language ``qps`` (``web.i18n``), which
marks each translated text ``⟦…⟧``: whatever a player would read that is not inside a mark
(a text node, or a label, title or placeholder) was written without the catalogs, and fails.
What may stand unmarked is what no language translates: players' names, the land regions'
and the locations' place names, the game's title, each language's own name, numbers and signs.
"""

from __future__ import annotations

import json
import random
import re
from html import unescape
from pathlib import Path

import pytest

from australia import Config, apply_action, dump_game, legal_actions, new_game
from australia.board import LOCATIONS, REGIONS
from web import messages as m
from web.browser.store import slot_key
from web.commands import CURRENT_KEY, LANGUAGE_KEY
from web import geometry
from web.text import i18n
from web.text import game as game_words
from web.text import log as log_words
from web.text import page as page_words
from web.text import names
from web.view.newgame import resume_html
from web.view.page import masthead_html
from tests.page import Page, Store

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("Ann", "Ben", "Cleo")
# The words a player reads that no catalog holds: names of people and places, the title,
# each language's own name.
UNTRANSLATED = (
    {"Australia", "AUSTRALIA"}
    | set(NAMES) | {"ann"}  # names as typed in the tests
    | {"Banjo", "Matilda", "Waratah", "Jarrah", "Wattle"}  # the computer seats' own names
    | {word for r in REGIONS if not r.is_sea for word in re.findall(r"[^\W\d_]+", r.name)}
    | {word for lines in geometry.LABEL_LINES.values() for line in lines for word in re.findall(r"[^\W\d_]+", line)}
    | {word for loc in LOCATIONS for word in re.findall(r"[^\W\d_]+", loc.name)}
    | {word for name in i18n.LANGUAGES.values() for word in re.findall(r"[^\W\d_]+", name)}
    | {"T"}  # a date as tests.page draws it ("T1790000012"); the browser writes it in the player's locale
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


# The page's markup read by pattern, several times faster than html.parser over the board's
# hundreds of SVG elements: comments, tags (attribute values quoted) and the text between.
TOKEN = re.compile(r"""<!--.*?-->|<(/?)([A-Za-z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)""", re.S)
ATTRIBUTE = re.compile(r"""([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def _readable(html: str) -> list[str]:
    """Every text a player reads in a piece of HTML: text nodes and read attributes."""
    texts: list[str] = []
    skip = 0
    for closing, tag, attributes, data in TOKEN.findall(html):
        if data:
            if not skip and data.strip():
                texts.append(unescape(data))
        elif tag:
            if tag.lower() in ("style", "script") and not attributes.rstrip().endswith("/"):
                skip += -1 if closing else 1
            if not closing:
                for name, double, single in ATTRIBUTE.findall(attributes):
                    value = double or single
                    if name.lower() in READ_ATTRIBUTES and value:
                        texts.append(unescape(value))
    return texts


def _bypassing(html: str) -> list[str]:
    found = []
    for text in _readable(html):
        left = _unmarked(text)
        words_left = [w for w in re.findall(r"[^\W\d_]+", left) if w not in UNTRANSLATED]
        if words_left:
            found.append(f"{' '.join(words_left)!r} in {text.strip()[:120]!r}")
    return found


def _app(store: dict | None = None, **options) -> Page:
    """The page, speaking the language in use (the pseudo-language in the sweep)."""
    options.setdefault("language", i18n.current())
    return Page({} if store is None else store, seed=5, **options)


# Commands the sweep leaves alone while it plays: they leave the game, or are visited on purpose.
AWAY = ("new-game", "saved-games", "export", "replay", "reload", "delete", "rename", "rules", "close-rules", "play-again",
        "record")
HOOK = re.compile(
    r'<(\w+)([^>]*?)\sdata-(command|card|stack|rangers|track|location|region)="([^"]*)"([^>]*)>'
)
ARG = re.compile(r'data-arg="([^"]*)"')


def _offered(html: str) -> list[tuple[str, str, str | None]]:
    """The targets a player could click on a screen (not those greyed out)."""
    out = []
    for tag, before, kind, value, after in HOOK.findall(html):
        attrs = before + after
        if 'aria-disabled="true"' in attrs or " disabled" in attrs:
            continue
        if kind == "command" and (value.startswith(AWAY) or value.startswith("tip-") or value == "zoom-map"):
            continue
        arg = ARG.search(attrs)
        out.append((kind, value, arg.group(1) if arg else None))
    return out


def _form(seats, variant: str, seed: int) -> dict:
    form = {"count": str(len(seats)), "variant": variant, "seed": str(seed), "start": "0"}
    for seat, name in enumerate(NAMES[: len(seats)]):
        form[f"name{seat}"] = name
        form[f"seat{seat}"] = seats[seat]
    return form


def _sweep_a_game(check, *, seats=("person", "person", "person"), variant="full", seed=3, steps=200) -> Page:
    """Play by clicking what each screen offers, at random (mostly moving the game on, now and
    then taking back or cancelling), checking every screen."""
    page = _app()
    page.start(**_form(seats, variant, seed))
    assert page.screen == "game", page.text()[:300]
    rand = random.Random(seed)
    for _ in range(steps):
        html = page.html()
        check(html)
        if page.state.is_over:
            break
        if page.session.computer_to_move:
            page.think(rounds=1)
            continue
        offered = _offered(html)
        assert offered, "a screen with nothing to click"
        onward = [o for o in offered if o[1] not in ("undo", "cancel")]
        page.click(*rand.choice(onward if onward and rand.random() < 0.9 else offered))
    return page


def _finished_game() -> str:
    rand = random.Random(3)
    state = new_game(Config(NAMES, variant="full", start_player=0), 12)
    while not state.is_over:
        apply_action(state, rand.choice(legal_actions(state)))
    return dump_game(state)


def _visit_every_other_screen(check) -> None:
    """The screens around the game: form (with a mistake), saved games (with a damaged save,
    renaming, deleting), import refused, replay, the rules, a save that does not load, a
    computer thinking and stopping, a suggestion, storage that refuses to keep a game."""
    store: dict = {}
    page = _app(store)
    check(page.html())
    page.command("start", name0="Ann", name1="ann")
    check(page.html())  # the form with its reason
    page.command("rules")
    check(page.html())
    page.command("tips-off")
    check(page.html())
    page.command("rules-close")
    page.import_file("done.json", _finished_game().encode())
    check(page.html())  # the end screen
    page.command("replay-current")
    page.command("replay-forward")
    check(page.html())
    store[slot_key("bad")] = "{not json"
    page.import_file("evil.json", b"\x00\x01")
    check(page.html())  # an import refused
    page.command("saved-games")
    check(page.html())
    slot = page.model.table.slot
    page.command("rename", slot)
    check(page.html())
    page.command("delete", slot)
    check(page.html())
    page.command("delete-confirm", slot)
    check(page.html())
    for status in ("development", "preparing", "ready", "unavailable"):
        for persisted in (True, False, None):
            page.send(m.OfflineStatus(status, persisted))
            check(page.html())
    for status in page_words.QUICK_STATES:
        page.send(m.QuickStartStatus(status))
        check(page.html())
    broken = _app({slot_key("g1"): "{not json", CURRENT_KEY: "g1"})
    check(broken.html())
    # the computer at the table: thinking, stopped, a suggestion for a person
    page = _app(worker_mode="silent")
    page.start(count="2", name0="Ann", seat1="hard", start="1", seed="4")
    asked = page.workers[0].posted[0]["id"]
    page.send(m.ComputerProgress(asked, 0.5))
    check(page.html())
    page.clock.advance(100_000)  # the worker never answers
    check(page.html())
    page.command("take-seat")
    check(page.html())
    page = _app()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="4")
    page.command("reveal")
    page.command("suggest")
    page.think()
    check(page.html())
    page.command("whole-log")
    check(page.html())
    # storage that refuses to keep the game
    full = _app(store=None)
    full.start(count="2", name0="Ann", name1="Ben", start="0", seed="4")
    full.store.full = True
    full.command("reveal")
    check(full.html())


def _visit_the_record(check) -> None:
    """Your record: empty, with people and computer levels (a shared win among them), asking
    before it is cleared, cleared, one that cannot be read, one too new, a game not added."""
    from australia.table import Table
    from web.commands import RECORD_KEY
    from web.state.record import dump, game_of

    page = _app()
    page.command("record")
    check(page.html())  # nothing recorded yet
    rand = random.Random(4)
    games = []
    for seed, seats in ((12, ("person", "hard", "person")), (13, ("easy", "person", "medium"))):
        state = new_game(Config(NAMES, variant="full" if seed % 2 else "simple", start_player=0), seed)
        while not state.is_over:
            apply_action(state, rand.choice(legal_actions(state)))
        state.players[1].points, state.players[1].dollars = state.players[0].points, state.players[0].dollars
        games.append(game_of(state, Table(seats), 1_790_000_000 + seed))
    store = {RECORD_KEY: dump(games)}
    page = _app(store)
    page.command("record")
    check(page.html())
    page.command("record-clear")
    check(page.html())
    page.command("record-clear-confirm")
    check(page.html())  # cleared, and said so
    for text in ("{not json", '{"format": "australia-record", "schema": 7, "games": []}'):
        page = _app({RECORD_KEY: text})
        page.command("record")
        check(page.html())
    page = _app({RECORD_KEY: "{not json"}, worker_mode="answer")
    page.start(count="2", name0="Ann", seat1="easy", seat0="easy", start="0", seed="4")
    page.think(rounds=5000)
    check(page.html())  # the end screen, with the game not added to the record
    assert page.state.is_over and page.notices()
    page = _app(store=Store({}, dead=True))
    page.command("record")
    check(page.html())


def test_no_visible_text_of_any_screen_bypasses_the_catalogs(pseudo):
    problems: list[str] = []

    def check(html: str) -> None:
        assert html
        problems.extend(p for p in _bypassing(html) if p not in problems)

    _sweep_a_game(check)
    _sweep_a_game(check, seats=("person", "easy"), variant="simple", seed=8)
    _visit_every_other_screen(check)
    _visit_the_record(check)
    check(resume_html())
    check(masthead_html(i18n.PSEUDO))
    assert problems == [], "\n".join(problems)


def test_the_sweep_finds_a_text_written_without_the_catalogs(pseudo):
    assert _bypassing("<p>⟦Ann flew to ⟦Timor Sea⟧⟧</p><p>Kimberley 3/6</p>") == []
    assert _bypassing('<button title="Close">⟦x⟧</button>') == ["'Close' in 'Close'"]
    assert _bypassing("<p>⟦Ann⟧ flew</p>") == ["'flew' in '⟦Ann⟧ flew'"]


def test_the_page_around_the_game_has_its_texts_in_every_language():
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    script = (ROOT / "web" / "static" / "boot.js").read_text(encoding="utf-8")
    banner = (ROOT / "web" / "static" / "offline.js").read_text(encoding="utf-8")  # the update banner
    named = set(re.findall(r'data-text="(\w+)"', page)) | set(re.findall(r'say\("(\w+)"\)', script + banner))
    assert {"UPDATE_READY", "UPDATE_RELOAD", "UPDATE_RELOAD_LABEL"} <= named
    named |= {name for _, name in re.findall(r'\[(/[^/]+/i), "(\w+)"\]', script)}
    assert named and named <= set(page_words.PAGE_TEXTS)
    i18n.use(i18n.PSEUDO)
    try:
        for name, text in page_words.PAGE_TEXTS.items():
            assert _unmarked(text()).strip() == "", name
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
    """Chosen in one place, the page's first script (``web/static/boot.js``), before anything
    is painted; Python takes what it chose."""
    import shutil
    import subprocess

    script = Path(__file__).resolve().parent.parent / "web" / "static" / "boot.js"
    program = (
        f"const {{ chooseLanguage }} = require({json.dumps(str(script))});"
        f"const has = (l) => {json.dumps(list(i18n.LANGUAGES))}.includes(l);"
        f"console.log(JSON.stringify(chooseLanguage({json.dumps(stored)}, {json.dumps(preferred)}, has,"
        f" {json.dumps(i18n.ENGLISH)})));"
    )
    node = shutil.which("node")
    assert node, "Node is needed (the set-up installs it with npm)"
    done = subprocess.run([node, "-e", program], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == chosen


def test_a_language_the_page_does_not_have_falls_back_to_english(speaking):
    assert speaking("fr") == "en" and page_words.new_game() == "New game"


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
    english = (page_words.new_game(), names.region("coral_sea"), names.cards(3), names.cards(1))
    speaking(language)
    said = (page_words.new_game(), names.region("coral_sea"), names.cards(3), names.cards(1))
    if language == "en":
        assert said == (new_game, sea, cards, "1 card")
    else:
        assert all(s and s != e for s, e in zip(said, english)), said
        assert names.region("kimberley") == "Kimberley"  # land regions keep their place names
        assert names.ordinal(1) != "1st" and names.decimal(1.5) == "1,5"


def test_the_round_in_the_top_bar_uses_each_languages_own_word_and_order(speaking):
    said = {}
    for language in ("en", "it", "de"):
        speaking(language)
        said[language] = (game_words.round_of(3, False), game_words.round_of(6, True))
    assert said["en"] == ("Round 3", "Round 6 · last round")
    # Italian: the glossary's word, lowercase, with the Italian ordinal (not the English "Round 3")
    assert said["it"] == ("3º round", "6º round · ultimo round")
    assert said["de"] == ("Runde 3", "Runde 6 · letzte Runde")


def test_switching_the_language_mid_game_rewords_everything_and_changes_no_save(speaking):
    store: dict = {}
    page = _app(store)
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="4")
    for _ in range(3):  # opening draws, each player showing their cards in turn
        page.command("reveal")
        page.draw(1)
    page.command("reveal")
    english = page.html()
    saved = dict(store)
    page.choose_language("de")
    german = page.html()
    assert page.document.language == "de" and german != english and "Ann" in german
    line = log_words.entry_lines(page.state.log[0], ["Ann", "Ben"])[0]
    assert line in german  # the log, worded anew
    assert {k: v for k, v in store.items() if k != LANGUAGE_KEY} == saved  # saves hold no words
    assert store[LANGUAGE_KEY] == "de"  # remembered on this device
    # the same save, opened in Italian on the next visit, shows the same position
    speaking("en")
    later = _app(dict(store), language="it")
    assert later.state == page.state
    assert later.html() != german and later.html() != english


def test_a_language_choice_that_cannot_be_stored_still_switches(speaking):
    page = Page(store=Store({}, full=True))
    page.choose_language("it")
    assert i18n.current() == "it" and page.document.language == "it"
    assert "Nuova partita" in page.html() and "New game" not in page.html()  # the page in Italian


# --- every message the page keeps, worded again in the new language ------------------------


def _said_in(page: Page, language: str) -> str:
    page.choose_language(language)
    return page.text()


def _english_then_german_then_italian(page: Page, english: str) -> None:
    """The message reads ``english`` now, and is worded again when the language changes."""
    assert english in page.text(), page.text()[:500]
    german = _said_in(page, "de")
    assert english not in german
    italian = _said_in(page, "it")
    assert english not in italian and italian != german
    assert english in _said_in(page, "en")


def test_a_refused_form_is_worded_again_in_the_new_language(speaking):
    page = _app()
    page.command("start", name0="Ann", name1="ann")
    _english_then_german_then_italian(page, "Players 1 and 2 cannot share a name.")


def test_a_refused_import_is_worded_again_in_the_new_language(speaking):
    page = _app()
    page.command("saved-games")
    page.import_file("notes.txt", b"hello, this is not a save")
    _english_then_german_then_italian(page, "is not a saved game: the text is not valid JSON")


def test_a_storage_problem_is_worded_again_in_the_new_language(speaking):
    page = _app()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="4")
    page.store.full = True
    page.command("reveal")
    page.click("stack", 1)
    _english_then_german_then_italian(page, "This game is not saved: the browser refused to save the game")


def test_a_computer_problem_is_worded_again_in_the_new_language(speaking):
    page = _app(worker_mode="fail")
    page.start(count="2", name0="Ann", seat1="easy", start="1", seed="4")
    page.think()
    _english_then_german_then_italian(page, "The computer stopped thinking before it chose a move")


@pytest.mark.parametrize(
    "act, english",
    [
        (lambda page: page.command("export-current"), "Exported as australia-ann-ben-"),
        (lambda page: page.import_file("copy.json", page.document.downloads[-1][1].encode()), "it was imported as a copy, marked as such"),
        (
            lambda page: (
                page.command("saved-games"),
                page.command("delete", "g1"),
                page.command("delete-confirm", "g1"),
                page.import_file("copy.json", page.document.downloads[-1][1].encode()),
            ),
            "was imported as a new saved game",
        ),
        (lambda page: (page.command("saved-games"), page.command("delete", "g1"), page.command("delete-confirm", "g1")), "The saved game was deleted."),
    ],
    ids=["exported", "imported-again", "imported", "deleted"],
)
def test_a_notice_is_worded_again_in_the_new_language(speaking, act, english):
    page = _app()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="4")
    page.command("export-current")
    act(page)
    _english_then_german_then_italian(page, english)


def test_a_refused_click_and_a_damaged_save_are_worded_again(speaking):
    page = _app()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="4")
    page.click("region", "pilbara")  # behind the hand-over screen
    _english_then_german_then_italian(page, "Ann: first show your cards.")
    broken = _app({slot_key("g1"): "{not json", CURRENT_KEY: "g1"})
    _english_then_german_then_italian(broken, "this is not a saved game: the text is not valid JSON")
