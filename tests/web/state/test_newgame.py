"""The new-game form (``web.state.newgame``), through the whole page: a name the rules refuse,
or a seed that is no number, is said on the form, and what was typed is kept.
"""

from __future__ import annotations

from tests.page import Page


BROKEN, GAME, NEW = "broken", "game", "new"


def test_invalid_names_show_the_rules_message():
    app = Page({})
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "ann"})
    assert app.screen == NEW
    assert app.form_error() == "Players 1 and 2 cannot share a name."
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "x" * 40})
    assert "longer than 32 characters" in app.form_error()
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "abc"})
    assert "seed is a whole number" in app.form_error()
    assert 'value="abc"' in app.html()
