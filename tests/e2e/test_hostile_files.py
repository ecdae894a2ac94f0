"""Hostile files, a full disk and failures of the page itself, in a real Chromium.

For every hostile import: the message the player reads, every localStorage key unchanged
byte for byte, and a page that still plays afterwards. The files here are those whose
reading or parsing could differ in a browser: bytes that are not UTF-8, sizes over the limit,
nesting and numbers deep enough to exhaust the browser's much smaller WebAssembly stack. Each
field of the wrong type (the same Python in both places) is refused in CPython through the
page's own code (``tests/features/test_hostile_input.py``), as are the same files.
"""

from __future__ import annotations

import json

from tests.conftest import shown_to
from tests.e2e.play import STORE, click, drawn_after, opening, rendered, start_game
from tests.features.hostile import EVIL_NAME, HOSTILE, valid_body, with_field

EVIL = "<img src=x onerror=alert(1)>"
# Files the import refused before, kept in the table so they stay refused.
EARLIER = [
    ("not JSON", b"<html>hello</html>", "not valid JSON"),
    ("UTF-16 text", json.dumps(valid_body()).encode("utf-16"), "the file is not text"),
    ("UTF-8 with a byte order mark", b"\xef\xbb\xbf" + json.dumps(valid_body()).encode(), "not valid JSON"),
    ("trailing garbage", json.dumps(valid_body()).encode() + b" }{", "not valid JSON"),
    ("newer schema", with_field(("schema",), 99), "newer version of the game"),
    ("edited by hand", json.dumps({**valid_body(), "seed": 77}).encode(), "content was changed"),
    ("cut short", b'{"format": "australia-game", "schema": 2, "config": ', "not valid JSON"),
    ("Latin-1 bytes", b"\xff\xfe\x00\x81", "not text"),
    ("another format", b'{"hello": "world"}', "not a saved game of Australia"),
    ("a schema from the future", b'{"format": "australia-game", "schema": 7}', "newer version of the game"),
    ("1.5 MB of spaces", b" " * 1_500_000, "a saved game is never larger than 1 MB"),
    ("empty", b"", "the file is empty"),
    ("blank", b" \n\t\n", "the file is empty"),
]


def _import(page, name: str, data: bytes) -> str:
    before = rendered(page)
    page.set_input_files("#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": data}])
    drawn_after(page, before)
    return page.locator(".app-alert").inner_text()


def _start(page) -> None:
    start_game(page, ["Ann", "Ben"], "simple", 11, start="0")
    opening(page)


def _fly_somewhere(page) -> None:
    """One legal flight, clicked on the map: the game goes on."""
    actions = page.locator(".game").get_attribute("data-actions")
    click(page, '#board [data-region="kimberley"].flyable, #board [data-region="pilbara"].flyable >> nth=0')
    assert page.locator(".game").get_attribute("data-actions") != actions


def test_hostile_imports_are_refused_with_their_reason_and_change_no_save(app):
    page = app.open()
    _start(page)
    click(page, '[data-command="new-game"]')
    start_game(page, ["Cat", "Dan"], "simple", 4, start="0")
    click(page, '[data-command="saved-games"]')
    assert page.locator(".slot").count() == 2
    store = page.evaluate(STORE)
    for case, data, message in HOSTILE + EARLIER:
        alert = _import(page, EVIL_NAME if case.startswith("100,000") else f"{case}.json", data)
        assert "was not imported" in alert and message in alert, (case, alert)
        assert page.evaluate(STORE) == store, case
        assert page.locator("[data-phase=saved]").count() == 1, case  # still on Saved games
        assert page.locator(".slot").count() == 2, case
    # the file name of markup and direction marks is shown as plain text, marks removed
    alert = _import(page, EVIL_NAME, b"[]")
    assert EVIL in alert and "\u202e" not in alert
    assert page.locator("img").count() == 0
    # and the page still plays: both games open
    click(page, '.slot:nth-child(2) [data-command="open"]')
    page.wait_for_selector(".game")
    click(page, '[data-command="saved-games"]')
    click(page, '.slot [data-command="open"][data-arg="g1"]')
    shown_to(page)  # a game of people opened again waits for its hand-over
    _fly_somewhere(page)
    assert page.evaluate(STORE) != store  # that flight was saved


def test_a_full_disk_a_failure_of_the_page_and_a_dead_interpreter_lose_nothing(app):
    page = app.open()
    _start(page)
    app.allow_console_error("an unexpected failure was caught")
    # a forged card is refused with a clear message and changes nothing
    store = page.evaluate(STORE)
    page.evaluate("""() => { const b = document.createElement("button"); b.id = "odd";
        b.setAttribute("data-card", "999"); b.textContent = "odd"; document.querySelector("#controls").append(b); }""")
    click(page, "#odd")
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

    # a full disk: saving fails, play goes on, the game exports, and saves once there is room
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
    assert page.locator("#app .app-fault").count() == 0
    assert "This game is not saved" in page.locator(".save-problem").inner_text()
    assert page.evaluate(STORE) == store  # nothing half-written
    with page.expect_download() as caught:
        click(page, '[data-command="export-current"]')
    exported = json.loads(open(caught.value.path(), encoding="utf-8").read())
    assert exported["format"] == "australia-game" and exported["actions"][-1]["type"] == "fly"
    page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('filler.')).forEach(k => localStorage.removeItem(k))")
    click(page, '[data-command="end-turn"]')
    assert page.locator(".save-problem").count() == 0
    saved = [v for k, v in page.evaluate(STORE).items() if k.startswith("australia.slot.")]
    assert len(saved) == 1 and json.loads(saved[0])["actions"][-1] == {"type": "end_turn"}

    # the interpreter dies: the page says so, and a reload resumes the saved game
    actions = page.locator(".game").get_attribute("data-actions")
    store = page.evaluate(STORE)
    page.evaluate("""() => window.dispatchEvent(new ErrorEvent("error",
        {message: "Pyodide has suffered a fatal error. Please report this to the Pyodide maintainers."}))""")
    stopped = page.locator("#stopped")
    assert stopped.is_visible() and "Your game is saved" in stopped.inner_text()
    with page.expect_navigation():
        page.click("#stopped-reload")
    app.wait_ready()
    assert page.evaluate(STORE) == store
    page.wait_for_selector(".game")
    assert page.locator(".game").get_attribute("data-actions") == actions
