"""Hostile files, odd names, a full disk and failures of the page itself, in a real Chromium.

For every hostile import: the message the player reads, every localStorage key unchanged
byte for byte, and a page that still plays afterwards.
"""

from __future__ import annotations

import json

from tests.e2e.test_full_games import _new_game
from tests.e2e.test_saved_games import STORE, _click, _rendered
from tests.test_hostile_input import EVIL_NAME, HOSTILE, WRONG_TYPES, valid_body, with_field

# Files the import already refused before, kept in the table so they stay refused.
EARLIER = [
    ("not JSON", b"<html>hello</html>", "not valid JSON"),
    ("UTF-16 text", json.dumps(valid_body()).encode("utf-16"), "the file is not text"),
    ("UTF-8 with a byte order mark", b"\xef\xbb\xbf" + json.dumps(valid_body()).encode(), "not valid JSON"),
    ("trailing garbage", json.dumps(valid_body()).encode() + b" }{", "not valid JSON"),
    ("newer schema", with_field(("schema",), 99), "newer version of the game"),
    ("edited by hand", json.dumps({**valid_body(), "seed": 77}).encode(), "content was changed"),
]


def _import(page, name: str, data: bytes) -> str:
    before = _rendered(page)
    page.set_input_files("#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": data}])
    page.wait_for_function("n => +(document.documentElement.dataset.rendered || 0) > n", arg=before)
    return page.locator(".app-alert").inner_text()


def _start(page) -> None:
    _new_game(page, ["Ann", "Ben"], "simple", 11, start="0")
    for _ in range(4):
        _click(page, '[data-command="reveal"]')
        _click(page, '[data-stack="2"]')
    _click(page, '[data-command="reveal"]')


def _fly_somewhere(page) -> None:
    """One legal flight, clicked on the map: the game goes on."""
    actions = page.locator(".game").get_attribute("data-actions")
    _click(page, '#board [data-region="kimberley"].flyable, #board [data-region="pilbara"].flyable >> nth=0')
    assert page.locator(".game").get_attribute("data-actions") != actions


def test_hostile_imports_are_refused_with_their_reason_and_change_no_save(app):
    page = app.open()
    _start(page)
    cases = HOSTILE + EARLIER + [
        (f"wrong type at {'.'.join(map(str, path))}", with_field(path, value), "was not imported")
        for path, value in WRONG_TYPES
        if path != ("digest",)
    ]
    _click(page, '[data-command="saved-games"]')
    store = page.evaluate(STORE)
    for case, data, message in cases:
        alert = _import(page, EVIL_NAME if case.startswith("100,000") else f"{case}.json", data)
        assert "was not imported" in alert and message in alert, (case, alert)
        assert page.evaluate(STORE) == store, case
        assert page.locator("[data-phase=saved]").count() == 1, case  # still on Saved games
    # the file name of markup and direction marks is shown as plain text, marks removed
    alert = _import(page, EVIL_NAME, b"[]")
    assert "<img src=x onerror=alert(1)>" in alert and "\u202e" not in alert
    assert page.locator("img").count() == 0
    # and the page still plays
    _click(page, '.slot [data-command="open"]')
    _fly_somewhere(page)
    assert page.evaluate(STORE) != store  # that flight was saved


def test_a_name_with_emoji_starts_a_game_and_shows_as_typed(app):
    page = app.open()
    _new_game(page, ["Zoë 👩\u200d🚀", "Ben"], "simple", 3, start="0")
    assert "Zoë 👩\u200d🚀" in page.locator(".who strong").inner_text()
    assert page.workers == []  # a game of people starts no worker for the computer


def test_a_full_disk_says_saving_failed_play_goes_on_and_the_next_move_saves_once_there_is_room(app):
    page = app.open()
    _start(page)
    filled = page.evaluate(
        """() => {
            let i = 0;
            for (let size = 1 << 20; size >= 1; size >>= 1) {
                const chunk = "x".repeat(size);
                try { for (;;) { localStorage.setItem("filler." + i, chunk); i++; } } catch (e) { /* smaller */ }
            }
            return i;
        }"""
    )
    assert filled > 0
    store = page.evaluate(STORE)
    _fly_somewhere(page)
    assert "This game is not saved" in page.locator(".save-problem").inner_text()
    assert page.evaluate(STORE) == store  # nothing half-written
    actions = page.locator(".game").get_attribute("data-actions")
    _click(page, '#board [data-region="coral_sea"]')  # play goes on
    assert page.locator(".game").get_attribute("data-actions") != actions
    with page.expect_download() as caught:
        _click(page, '[data-command="export-current"]')
    assert json.loads(open(caught.value.path(), encoding="utf-8").read())["format"] == "australia-game"
    page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('filler.')).forEach(k => localStorage.removeItem(k))")
    _click(page, '[data-command="end-turn"]')
    assert page.locator(".save-problem").count() == 0
    saved = [v for k, v in page.evaluate(STORE).items() if k.startswith("australia.slot.")]
    assert len(saved) == 1 and json.loads(saved[0])["actions"][-1] == {"type": "end_turn"}


def test_an_unexpected_failure_in_the_page_is_caught_and_the_game_goes_on(app):
    page = app.open()
    _start(page)
    app.allow_console_error("an unexpected failure was caught")
    # a forged card is refused with a clear message and changes nothing
    store = page.evaluate(STORE)
    page.evaluate("""() => { const b = document.createElement("button"); b.id = "odd";
        b.setAttribute("data-card", "999"); b.textContent = "odd"; document.querySelector("#controls").append(b); }""")
    _click(page, "#odd")
    assert "A card this game does not have." in page.locator("#status .notice").inner_text()
    assert page.evaluate(STORE) == store
    # the browser fails while the page draws (as a bug would): the page says so calmly, shows
    # the game as it is saved, and plays on once the failure is gone
    page.evaluate("""() => {
        const kept = Object.getOwnPropertyDescriptor(Element.prototype, "outerHTML");
        window.__restore = () => Object.defineProperty(Element.prototype, "outerHTML", kept);
        Object.defineProperty(Element.prototype, "outerHTML", {
            get: kept.get, configurable: true, set() { throw new Error("a drawing bug"); } });
    }""")
    actions = page.locator(".game").get_attribute("data-actions")
    _fly_somewhere(page)
    assert "Something went wrong; your game is saved" in page.locator("#app .app-fault").inner_text()
    assert page.locator('#app .app-fault [data-command="reload-page"]').count() == 1
    assert page.locator(".game").get_attribute("data-actions") != actions  # the flight is on the screen
    saved = [v for k, v in page.evaluate(STORE).items() if k.startswith("australia.slot.")]
    assert json.loads(saved[0])["actions"][-1]["type"] == "fly"  # ... and in the save
    page.evaluate("() => window.__restore()")
    _fly_somewhere(page)
    assert page.locator("#app .app-fault").count() == 0


def test_when_the_interpreter_dies_the_page_says_so_and_a_reload_resumes_the_game(app):
    page = app.open()
    _start(page)
    _fly_somewhere(page)
    store = page.evaluate(STORE)
    page.evaluate("""() => window.dispatchEvent(new ErrorEvent("error",
        {message: "Pyodide has suffered a fatal error. Please report this to the Pyodide maintainers."}))""")
    stopped = page.locator("#stopped")
    assert stopped.is_visible() and "Your game is saved" in stopped.inner_text()
    with page.expect_navigation():
        page.click("#stopped-reload")
    app.wait_ready()
    assert page.evaluate(STORE) == store
    assert page.locator(".game").get_attribute("data-actions") == "1"
