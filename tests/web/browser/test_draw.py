"""Putting the page's state on the screen (``web.browser.draw.Drawer``): start-up's first
drawing over the first screen as built (tools/prerender.py) keeps what the page shows when
Python would draw the very same markup; later drawings hand the page the plan of what
changed, with the browser's history and the keys it takes, and a drawing the page could not
carry out is drawn whole next time.
"""

from __future__ import annotations

import json

import pytest

from australia.state import FULL
from web.browser.draw import Drawer
from web.browser.events import boot_message
from web.browser.history import History
from web.browser.runtime import Runtime
from web.text import i18n
from web.view.game import game_parts, join_game
from web.view.page import first_screen
from web.view.patch import Section, patch

from tests.page import Page
from tests.web.drawings import _drawer, _models


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
        computer=fakes.client, files=fakes.files, language=language,
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


# --- the game screen, handed to the page part by part -----------------------------------------------


def test_the_drawer_hands_the_page_the_plan_and_pieces_glide_only_when_they_moved():
    drawer, sent = _drawer()
    models = _models(2, FULL, 3, steps=40)
    drawer.draw(models[0])
    drawer.flush()
    assert sent[-1] == [{"op": "draw", "screen": "game", "renders": 1, "how": "whole",
                         "html": join_game(game_parts(models[0]))}]  # nothing drawn in parts before
    glided = 0
    for before, after in zip(models, models[1:]):
        change = patch(game_parts(before), game_parts(after))
        drawer.draw(after)
        drawer.flush()
        op = sent[-1][0]
        assert op["how"] == "patch" and op["attrs"] == [list(a) for a in change.attrs]
        assert len(op["changes"]) == len(change.changes)
        for step, planned in zip(change.changes, op["changes"]):
            if isinstance(step, Section):
                assert planned == ["section", step.ident, step.html]
            else:
                assert planned == ["layers", step.glide, [list(layer) for layer in step.layers]]
                glided += step.glide
        assert json.loads(json.dumps(sent[-1])) == sent[-1]  # plain values: they can cross threads
    assert glided > 5


def test_after_a_batch_the_page_could_not_carry_out_the_next_drawing_is_whole():
    from web.browser.draw import Drawer

    sent: list = []
    answers = iter([True, False, True])
    drawer = Drawer(lambda frame: sent.append(frame["ops"]) or next(answers), when=str)
    models = _models(2, FULL, 3, steps=3)
    results = []
    for model in models:
        drawer.draw(model)
        results.append(drawer.flush())
    assert results == [True, False, True]
    assert [[op["how"] for op in batch] for batch in sent] == [["whole"], ["patch"], ["whole"]]
    assert drawer.flush() is True  # nothing to hand over


@pytest.mark.parametrize("refusals", [1, 2])
def test_a_drawing_the_page_could_not_carry_out_is_redrawn_whole_with_the_failure_said(refusals):
    from tests.page import Page

    page = Page()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    page.document.refusals = refusals
    page.command("reveal")
    assert page.document.faults and "could not carry out a drawing" in page.document.faults[-1]
    assert page.model.banner.faulted  # the screen says so, with the reload at hand
    assert 'class="app-fault"' in page.html()
    assert page.document.broken is (refusals == 2)  # that failing too: the plain message
    assert page.document.refusals == 0


def test_the_browsers_history_is_written_by_the_page_with_the_steps_drawing():
    from web.browser.history import History

    drawer, sent = _drawer()
    history = History(drawer)
    history.show("game")  # the first screen: this entry
    history.show("saved")
    history.show("saved")  # the same screen: no new entry
    history.show("game", replace=True)
    drawer.flush()
    assert sent == [[
        {"op": "history", "state": {"screen": "game"}, "replace": True},
        {"op": "history", "state": {"screen": "saved"}, "replace": False},
        {"op": "history", "state": {"screen": "game"}, "replace": True},
    ]]


def test_the_keys_the_page_takes_go_with_the_steps_batch():
    from web.state.keys import keys_taken

    drawer, sent = _drawer()
    model = _models(2, FULL, 3, steps=1)[0]
    drawer.take_keys(keys_taken(model))
    drawer.flush()
    assert sent == [[{"op": "keys", "rules": [rule.plain() for rule in keys_taken(model)]}]]
