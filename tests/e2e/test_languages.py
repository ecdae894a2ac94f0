"""The page in Italian and German: chosen from the browser, switched at any moment, games to the end.

Expected words come from the catalogs through ``web.text`` in the test's own process, so the
tests check that the page says exactly what the catalogs say, without restating translations.
The games start from late positions played in CPython (``tests/e2e/play.py``): the whole
game is played by mouse in English (``test_full_games.py``), and every screen's words in
every language are swept in CPython (``tests/web/text/test_catalogs.py``,
``tests/web/text/test_i18n.py``).
"""

from __future__ import annotations


from tests.conftest import shown_to
from tests.e2e.play import Held, Player, check_final_screen, drawn_after, mid_game, moment, on_screen, played, save_text, storage_with
from web.storage import LANGUAGE_KEY
from web.text import game as game_words
from web.text import i18n
from web.text import page as page_words
from web.text import saves as save_words

READY = 'html[data-ready="true"]'


def said(language: str, text):
    """What ``text`` (a function of ``web.text``) says in ``language``."""
    i18n.use(language)
    try:
        return text()
    finally:
        i18n.use(i18n.ENGLISH)


def _no_overflow(page, width: int) -> None:
    """Nothing wider than the window: no sideways scrolling, no control cut at the edge."""
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    wide = page.evaluate(
        """w => [...document.querySelectorAll('#app button, #app select, #app label, #app h2, #app p, #app li')]
             .filter(e => e.offsetParent !== null && !e.closest('.sr-only') && !e.querySelector('.sr-only') && e.clientWidth > 1)
             .filter(e => { const r = e.getBoundingClientRect(); return r.right > w + 1 || e.scrollWidth > e.clientWidth + 2; })
             .map(e => e.outerHTML.slice(0, 120))""",
        width,
    )
    assert wide == [], wide


def _inside(page, selector: str, height: int) -> None:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, (selector, box)


def _laptop_layout(page) -> None:
    """As in English (tests/e2e/test_layout.py): every panel of a full game on one screen."""
    assert page.evaluate("window.scrollY") == 0
    for selector in ("#status .step", "#controls .hand", '[data-command="end-turn"]', ".stacks", ".ranger-track", "#board svg"):
        _inside(page, selector, 800)
    assert page.evaluate("document.documentElement.scrollHeight") <= 800
    tops = {round(b["y"]) for b in (page.locator(".stack").nth(i).bounding_box() for i in range(4))}
    assert len(tops) == 1  # the four stacks still sit in one row
    _no_overflow(page, 1280)


def _late(state) -> bool:
    """At the start of a turn with a few cards left in the stacks."""
    return state.phase == "turn" and not state.actions_done and sum(len(s) for s in state.stacks.values()) <= 6


ITALIANS = ("Ann", "Bea", "Cleo", "Dario", "Elsa")


def test_a_game_in_italian_from_the_browsers_language_to_the_end(fresh) -> None:
    app = fresh(locale="it-IT", viewport={"width": 1280, "height": 800})
    page = app.page
    page.goto(app.url(), wait_until="domcontentloaded")
    # before Python has started: the first screen is already Italian
    assert page.get_attribute("html", "lang") == "it"
    assert page.locator("#setup h2").text_content() == said("it", lambda: page_words.new_game())
    assert page.locator(".masthead select").input_value() == "it"
    app.wait_ready()
    assert page.locator("#setup h2").text_content() == said("it", lambda: page_words.new_game())
    _no_overflow(page, 1280)
    state = played(ITALIANS, "full", 77, _late)
    app.show(save_text(state, meta=on_screen(state)))
    player = Player(page)
    # after the first action, which closes the summary of the others' turns
    info = player.play_until(lambda i: i["handover"] == "false" and i["step"] == said("it", lambda: game_words.step("turn", 1, 2)))
    _laptop_layout(page)
    top_bar = page.locator("#status .round").inner_text()  # "5º round", the glossary's word
    assert top_bar.startswith(f"{state.round}º round") and "Round" not in top_bar, top_bar
    log = page.locator(".log li").all_inner_texts()
    assert log and not any(" drew a card " in line or " flew to " in line for line in log)
    page.reload(wait_until="domcontentloaded")
    assert page.get_attribute("html", "lang") == "it"
    app.wait_ready()
    shown_to(page)  # people share the device: the player to act takes it again
    assert moment(player.read()) == moment(info)
    player.play_until(lambda i: i["over"])
    check_final_screen(page, list(ITALIANS), "full")
    assert page.locator("table.ranking caption").text_content() == said("it", game_words.ranking_caption)
    _no_overflow(page, 1280)
    app.check()


def test_a_game_in_german_on_a_phone_to_the_end(app) -> None:
    page = app.page
    page.set_viewport_size({"width": 390, "height": 844})
    state = played(("Anna", "Bernd"), "simple", 20240601, _late)
    app.open(storage=storage_with(save_text(state, meta={"handover": True}), **{LANGUAGE_KEY: "de"}))
    assert page.get_attribute("html", "lang") == "de"
    _no_overflow(page, 390)
    player = Player(page)
    step = said("de", lambda: game_words.step("turn", 0, 2))
    player.play_until(lambda i: i["handover"] == "false" and i["phase"] == "turn" and i["step"] == step)
    assert page.locator("#status .step").inner_text().strip() == step
    _no_overflow(page, 390)
    player.play_until(lambda i: i["over"])
    check_final_screen(page, ["Anna", "Bernd"], "simple")
    _no_overflow(page, 390)
    app.check()


def test_switching_the_language_mid_game_rewords_the_page_and_keeps_the_game(app) -> None:
    state = played(("Ann", "Ben"), "simple", 5, mid_game)
    page = app.open(storage=storage_with(save_text(state, meta=on_screen(state))))
    shown_to(page)
    assert page.get_attribute("html", "lang") == "en"
    player = Player(page)
    before = player.read()
    english_log = page.locator(".log li").all_inner_texts()
    n = before["rendered"]
    page.select_option(".masthead select", "de")
    drawn_after(page, n)
    assert page.get_attribute("html", "lang") == "de"
    german_log = page.locator(".log li").all_inner_texts()
    assert len(german_log) == len(english_log) and german_log != english_log  # the same log, in German
    assert page.locator("#game-log").get_attribute("aria-label") == said("de", lambda: game_words.game_log())
    after = player.read()
    assert (after["phase"], after["current"], after["points"], after["cards"]) == (
        before["phase"], before["current"], before["points"], before["cards"],
    )
    # the choice is remembered: the next visit starts in German, before Python is ready too
    page.reload(wait_until="domcontentloaded")
    assert page.get_attribute("html", "lang") == "de"
    app.wait_ready()
    assert page.locator(".log li").all_inner_texts() == german_log
    # the same save opens in Italian: saves hold no words
    n = player.read()["rendered"]
    page.select_option(".masthead select", "it")
    drawn_after(page, n)
    italian_log = page.locator(".log li").all_inner_texts()
    assert len(italian_log) == len(english_log) and italian_log not in (english_log, german_log)
    n = player.read()["rendered"]
    page.click('[data-command="saved-games"]')
    drawn_after(page, n)
    assert page.locator(".saved-list, .saves, ul").first.is_visible()
    assert said("it", lambda: save_words.saved_games()) in page.locator("#app").text_content()
    app.check()


def test_a_language_chosen_before_python_starts_keeps_what_was_typed(fresh) -> None:
    app = fresh()  # a first visit: the archive held at the network (a service worker has none)
    page = app.page
    held = Held(page)
    page.goto(app.url(), wait_until="domcontentloaded")
    page.fill('[data-field="name0"]', "Zoë")
    page.select_option('[data-field="count"]', "3")
    page.select_option(".masthead select", "de")
    assert page.get_attribute("html", "lang") == "de"
    assert page.locator("#setup h2").text_content() == said("de", lambda: page_words.new_game())
    assert page.input_value('[data-field="name0"]') == "Zoë"
    assert page.input_value('[data-field="count"]') == "3"
    assert page.locator("#loading-text").inner_text() in said("de", lambda: [page_words.loading_python(), page_words.loading(), page_words.keeping_offline()])
    held.release()
    app.wait_ready()
    assert page.get_attribute("html", "lang") == "de"
    assert page.input_value('[data-field="name0"]') == "Zoë"
    assert page.locator("#setup h2").text_content() == said("de", lambda: page_words.new_game())
    app.check()


def test_a_refusal_on_the_screen_is_said_again_in_the_language_chosen(app) -> None:
    """What the page says is kept as data and worded when drawn: the form's refusal and an
    import's refusal, shown in English, read in German after the switch, on the same screen."""
    from australia import Reason
    from australia.reasons import Code
    from web.text.reasons import sentence, why

    page = app.open()
    page.fill('[data-field="name0"]', "Ann")
    page.fill('[data-field="name1"]', "ann")
    page.click('[data-command="start"]')
    refused = sentence(why(Reason(Code.NAME_TAKEN, seat=1, other=0)))
    assert page.locator("#form-error").inner_text() == refused
    page.select_option(".masthead select", "de")
    page.wait_for_function("document.documentElement.lang === 'de'")
    german = said("de", lambda: sentence(why(Reason(Code.NAME_TAKEN, seat=1, other=0))))
    assert page.locator("#form-error").inner_text() == german != refused
    assert page.input_value('[data-field="name1"]') == "ann"  # what was typed stays
    page.click('[data-command="saved-games"]')
    page.set_input_files("#import-file", files=[{"name": "notes.txt", "mimeType": "text/plain", "buffer": b"not a save"}])
    alert = page.locator(".app-alert")
    alert.wait_for()
    assert said("de", lambda: why(Reason(Code.SAVE_NOT_JSON))) in alert.inner_text()
    page.select_option(".masthead select", "it")
    page.wait_for_function("document.documentElement.lang === 'it'")
    assert said("it", lambda: why(Reason(Code.SAVE_NOT_JSON))) in page.locator(".app-alert").inner_text()
