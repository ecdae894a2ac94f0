"""The translations: complete, faithful to their placeholders, compiled exactly, up to date,
and no text of the page that bypasses them.

Every text of the page is marked in the code and extracted into ``web/text/locales/messages.pot``;
each language's ``messages.po`` translates every one of them. A text missing, empty or fuzzy
in a language would show in English there; a placeholder lost or renamed would fail or show
the wrong value at the moment the text is used. These tests read the catalogs with Babel,
independently of the page's own reader and compiler (``web.text.catalogs``), and check the
compiled ``.mo`` against them.

The sweep draws every screen of the page in the pseudo-language ``qps`` (``web.text.i18n``),
which marks each translated text ``⟦…⟧``: whatever a player would read that is not inside a
mark (a text node, or a label, title or placeholder) was written without the catalogs, and
fails. What may stand unmarked is what no language translates: players' names, the land
regions' and the locations' place names, the game's title, each language's own name, numbers
and signs.
"""

from __future__ import annotations

import gettext
import io
import random
import re
from html import unescape
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from australia import Config, apply_action, dump_game, legal_actions, new_game
from australia.board import LOCATIONS, REGIONS
from tools import catalogs
from web import geometry
from web import messages as m
from web.browser.store import slot_key
from web.storage import CURRENT_KEY
from web.text import i18n
from web.text import page as page_words
from web.text.catalogs import compile_po, parse_po
from web.text.i18n import LANGUAGES
from web.view.newgame import resume_html
from web.view.page import masthead_html

from tests.page import Page, Store
from tests.web.text.languages import _app


TRANSLATED = [language for language in LANGUAGES if language != "en"]


PLACEHOLDER = re.compile(r"\{(\w*)\}")


def _read(path):
    with path.open("rb") as handle:
        return read_po(handle)


def _template():
    return _read(catalogs.TEMPLATE)


def _english_forms(message) -> list[str]:
    return list(message.id) if isinstance(message.id, (tuple, list)) else [message.id]


def _translated_forms(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (tuple, list)) else [message.string]


def _messages(catalog) -> set:
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in catalog if m.id}


def test_the_template_holds_every_marked_text_of_the_code():
    extracted = read_po(io.BytesIO(catalogs.extract_template().encode("utf-8")))
    assert _messages(_template()) == _messages(extracted), (
        "web/text/locales/messages.pot is out of date: run `python3 tools/catalogs.py extract` and `update`"
    )


def test_languages_offered_are_those_with_a_catalog():
    assert set(TRANSLATED) == {"it", "de"}
    for language in TRANSLATED:
        assert catalogs.po_path(language).exists()


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_text_is_translated_confirmed_and_not_empty(language):
    catalog = _read(catalogs.po_path(language))
    template = _template()
    wanted = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template if m.id}
    have = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}
    assert wanted - have == set(), f"{language}: texts of the code not in the catalog"
    assert have - wanted == set(), f"{language}: texts in the catalog the code no longer has (run update)"
    problems = []
    for message in catalog:
        if not message.id:
            continue
        if message.fuzzy:
            problems.append(f"fuzzy: {message.id!r}")
        forms = _translated_forms(message)
        if len(forms) != len(_english_forms(message)) or not all(f.strip() for f in forms):
            problems.append(f"untranslated: {message.id!r}")
    assert problems == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_has_the_placeholders_of_its_text(language):
    problems = []
    for message in _read(catalogs.po_path(language)):
        if not message.id:
            continue
        english = _english_forms(message)
        for index, text in enumerate(_translated_forms(message)):
            source = english[min(index, len(english) - 1)]
            want = sorted(PLACEHOLDER.findall(source))
            got = sorted(PLACEHOLDER.findall(text))
            if want != got:
                problems.append(f"{message.id!r} form {index}: {got} instead of {want}")
            try:
                text.format(**{name: "x" for name in want})
            except (KeyError, IndexError, ValueError) as error:
                problems.append(f"{message.id!r} form {index}: does not format ({error})")
    assert problems == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalog_gives_exactly_the_translations(language):
    source = catalogs.po_path(language).read_text(encoding="utf-8")
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po(source)))
    checked = 0
    for message in _read(catalogs.po_path(language)):
        if not message.id:
            continue
        forms = _translated_forms(message)
        if isinstance(message.id, str):
            got = compiled.pgettext(message.context, message.id) if message.context else compiled.gettext(message.id)
            assert got == forms[0]
        else:
            for n, form in ((1, forms[0]), (2, forms[1]), (5, forms[1])):
                if message.context:
                    got = compiled.npgettext(message.context, message.id[0], message.id[1], n)
                else:
                    got = compiled.ngettext(message.id[0], message.id[1], n)
                assert got == form
        checked += 1
    assert checked == len([m for m in _template() if m.id])


def test_the_compiler_leaves_out_fuzzy_and_empty_translations():
    text = (
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=utf-8\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        '#, fuzzy\nmsgid "Cancel"\nmsgstr "Annulla"\n\n'
        'msgid "Rules"\nmsgstr ""\n\n'
        'msgctxt "colour"\nmsgid "red"\nmsgstr "rosso"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} carta"\nmsgstr[1] "{n} "\n"carte"\n\n'
        '#~ msgid "Old"\n#~ msgstr "Vecchio"\n'
    )
    assert [e.msgid for e in parse_po(text)] == ["", "Cancel", "Rules", "red", "{n} card"]
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po(text)))
    assert compiled.gettext("Cancel") == "Cancel"  # fuzzy: not confirmed, shown in English
    assert compiled.gettext("Rules") == "Rules"
    assert compiled.pgettext("colour", "red") == "rosso"
    assert compiled.gettext("red") == "red"  # the context is part of the key
    assert compiled.ngettext("{n} card", "{n} cards", 1) == "{n} carta"
    assert compiled.ngettext("{n} card", "{n} cards", 3) == "{n} carte"
    assert compiled.gettext("Old") == "Old"


ROOT = Path(__file__).resolve().parents[3]


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
    for _tag, before, kind, value, after in HOOK.findall(html):
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
    page = _app(thinking_mode="silent")
    page.start(count="2", name0="Ann", seat1="hard", start="1", seed="4")
    asked = page.thinkers[0].posted[0].id
    page.send(m.ComputerProgress(asked, 0.5))
    check(page.html())
    page.clock.advance(100_000)  # the thinker never answers
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
    from web.storage import RECORD_KEY
    from web.state.record_format import dump, game_of

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
    page = _app({RECORD_KEY: "{not json"}, thinking_mode="answer")
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
