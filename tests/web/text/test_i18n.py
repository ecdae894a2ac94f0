"""The page in three languages (``web.text.i18n``): the choice (the player's, else the
browser's preference), the fallback, each language's own words, and the switch mid-game that
rewords everything the page shows, messages kept included, and changes no save.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from web.browser.store import slot_key
from web.storage import CURRENT_KEY, LANGUAGE_KEY
from web.text import game as game_words
from web.text import i18n, names
from web.text import log as log_words
from web.text import page as page_words

from tests.page import Page, Store
from tests.web.text.languages import _app


@pytest.fixture
def speaking():
    """Switch languages inside a test; English again after it."""
    yield i18n.use
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

    script = Path(__file__).resolve().parents[3] / "web" / "static" / "boot.js"
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
    page = _app(thinking_mode="fail")
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
    page.draw(1)  # the opening's first round, on the shared screen
    page.draw(1)
    page.click("region", "pilbara")  # behind the hand-over screen
    _english_then_german_then_italian(page, "Ann: first show your cards.")
    broken = _app({slot_key("g1"): "{not json", CURRENT_KEY: "g1"})
    _english_then_german_then_italian(broken, "this is not a saved game: the text is not valid JSON")
