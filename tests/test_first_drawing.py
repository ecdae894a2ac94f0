"""Start-up's first drawing over the first screen as built (tools/prerender.py): when Python
would draw the very same markup, the page keeps what it shows (nothing laid out again, the
page's thread left free); anything else on the page, or anything different to draw, is drawn."""

from __future__ import annotations

from web.browser.draw import Drawer
from web.browser.events import boot_message
from web.browser.history import History
from web.browser.runtime import Runtime
from web.text import i18n
from web.view.page import first_screen

from tests.page import Page

# The start record of an untouched page, as web/static/events.js reads it (taken from the built
# page in Chromium): the form's radio buttons and choices by value, the empty names as defaults.
UNTOUCHED = {
    "typed": {
        "values": {"count": "2", "seat0": "person", "seat1": "person", "seat2": "person", "seat3": "person",
                   "seat4": "person", "hints": "on", "variant": "simple", "start": "random", "windmill": "random",
                   "seed": ""},
        "defaults": ["name0", "name1", "name2", "name3", "name4"],
    },
    "pending": None, "languages": ["en-US", "en"], "smallScreen": False, "reducedMotion": False,
    "fragment": "", "address": "https://example.org/australia/",
}


def _first_drawing(start: dict, language: str = "en", data: dict | None = None) -> dict:
    fakes = Page(data, boot=False, language=language)
    sent: list = []
    drawer = Drawer(lambda frame: sent.append(frame["ops"]), when=str, shown=start.get("shown"))
    runtime = Runtime(
        storage=fakes.storage, document=drawer, clock=fakes.clock, history=History(drawer),
        worker=fakes.client, files=fakes.files, language=language,
    )
    try:
        runtime.dispatch(boot_message({**start, "language": language}, storage=fakes.storage, camera=False))
    finally:
        i18n.use("en")
    draws = [op for batch in sent for op in batch if op["op"] == "draw"]
    assert len(draws) == 1
    return draws[0]


def test_the_first_screen_as_built_is_kept_in_every_language():
    for language in ("en", "it", "de"):
        drawn = _first_drawing({**UNTOUCHED, "shown": f"first-screen-{language}"}, language)
        assert drawn["how"] == "kept" and "html" not in drawn, language
        assert drawn["renders"] == 1 and drawn["screen"] == "new"


def test_anything_else_on_the_page_or_to_draw_is_drawn_whole():
    def whole(drawn: dict) -> bool:
        return drawn["how"] == "whole" and 'id="setup"' in drawn["html"]

    assert whole(_first_drawing(UNTOUCHED))  # the page did not say what it shows
    assert whole(_first_drawing({**UNTOUCHED, "shown": "first-screen-it"}))  # another language's
    assert whole(_first_drawing({**UNTOUCHED, "shown": "resume-screen-en"}))
    typed = {**UNTOUCHED["typed"], "values": {**UNTOUCHED["typed"]["values"], "seed": "42"}}
    drawn = _first_drawing({**UNTOUCHED, "typed": typed, "shown": "first-screen-en"})
    assert whole(drawn) and 'value="42"' in drawn["html"]  # typed while Python started
    assert drawn["html"] != first_screen("en")
