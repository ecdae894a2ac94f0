"""The page in Italian and German: chosen from the browser, switched at any moment, whole games.

Expected words come from the catalogs through ``web.text`` in the test's own process, so the
tests check that the page says exactly what the catalogs say, without restating translations.
"""

from __future__ import annotations

import pytest

from tests.e2e.test_full_games import Player, _check_final_screen, _new_game, _reload_and_compare
from web.text import game as game_words
from web.text import i18n
from web.text import page as page_words
from web.text import saves as save_words

READY = 'html[data-ready="true"]'


def said(language: str, text):  # noqa: ANN001, ANN201
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
             .filter(e => e.offsetParent !== null && !e.closest('.sr-only') && !e.querySelector('.sr-only'))
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


@pytest.mark.browser_context_args(locale="it-IT", viewport={"width": 1280, "height": 800})
def test_a_whole_game_in_italian_from_the_browsers_language(app) -> None:
    page = app.page
    page.goto(app.url(), wait_until="domcontentloaded")
    # before Python has started: the first screen is already Italian
    assert page.get_attribute("html", "lang") == "it"
    assert page.locator("#setup h2").text_content() == said("it", lambda: page_words.new_game())
    assert page.locator(".masthead select").input_value() == "it"
    app.wait_ready()
    assert page.locator("#setup h2").text_content() == said("it", lambda: page_words.new_game())
    _no_overflow(page, 1280)
    _new_game(page, ["Ann", "Bea", "Cleo", "Dario", "Elsa"], "full", 77, start="0")
    player = Player(page)
    player.play_until(lambda i: player.clicks > 60 and i["handover"] == "false" and i["phase"] == "turn" and i["step"] == said("it", lambda: game_words.step("turn", 0, 2)))
    _laptop_layout(page)
    log = page.locator(".log li").all_inner_texts()
    assert log and not any(" drew a card " in line or " flew to " in line for line in log)
    _reload_and_compare(app, player)
    assert page.get_attribute("html", "lang") == "it"
    player.play_until(lambda i: i["phase"] == "over" or page.locator("#final").count() > 0)
    _check_final_screen(page, ["Ann", "Bea", "Cleo", "Dario", "Elsa"], "full")
    assert page.locator("table.ranking caption").text_content() == said("it", game_words.ranking_caption)
    _no_overflow(page, 1280)
    app.check()


@pytest.mark.browser_context_args(locale="de-DE", viewport={"width": 390, "height": 844})
def test_a_whole_game_in_german_on_a_phone(app) -> None:
    page = app.open()
    assert page.get_attribute("html", "lang") == "de"
    _no_overflow(page, 390)
    _new_game(page, ["Anna", "Bernd"], "simple", 20240601)
    player = Player(page)
    step = said("de", lambda: game_words.step("turn", 0, 2))
    player.play_until(lambda i: player.clicks > 30 and i["handover"] == "false" and i["phase"] == "turn" and i["step"] == step)
    assert page.locator("#status .step").inner_text().strip() == step
    _no_overflow(page, 390)
    player.play_until(lambda i: i["phase"] == "over" or page.locator("#final").count() > 0)
    _check_final_screen(page, ["Anna", "Bernd"], "simple")
    _no_overflow(page, 390)
    app.check()


def test_switching_the_language_mid_game_rewords_the_page_and_keeps_the_game(app) -> None:
    page = app.open()
    assert page.get_attribute("html", "lang") == "en"
    _new_game(page, ["Ann", "Ben"], "simple", 5, start="0")
    player = Player(page)
    player.play_until(lambda i: player.clicks > 14 and i["handover"] == "false" and i["phase"] == "turn")
    before = player.read()
    english_log = page.locator(".log li").all_inner_texts()
    n = before["rendered"]
    page.select_option(".masthead select", "de")
    page.wait_for_function("n => +document.documentElement.dataset.rendered > n", arg=n)
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
    page.wait_for_function("n => +document.documentElement.dataset.rendered > n", arg=n)
    italian_log = page.locator(".log li").all_inner_texts()
    assert len(italian_log) == len(english_log) and italian_log not in (english_log, german_log)
    n = player.read()["rendered"]
    page.click('[data-command="saved-games"]')
    player._after(n)
    assert page.locator(".saved-list, .saves, ul").first.is_visible()
    assert said("it", lambda: save_words.saved_games()) in page.locator("#app").text_content()
    app.check()


def test_a_language_chosen_before_python_starts_keeps_what_was_typed(app) -> None:
    page = app.page
    held = []
    page.route("**/app.zip", lambda route: held.append(route))
    page.goto(app.url(), wait_until="domcontentloaded")
    page.fill('[data-field="name0"]', "Zoë")
    page.select_option('[data-field="count"]', "3")
    page.select_option(".masthead select", "de")
    assert page.get_attribute("html", "lang") == "de"
    assert page.locator("#setup h2").text_content() == said("de", lambda: page_words.new_game())
    assert page.input_value('[data-field="name0"]') == "Zoë"
    assert page.input_value('[data-field="count"]') == "3"
    assert page.locator("#loading-text").inner_text() in said("de", lambda: [page_words.loading_python(), page_words.loading_files(), page_words.loading(), page_words.loading_packages()])
    page.unroute("**/app.zip")
    for route in held:
        route.continue_()
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
