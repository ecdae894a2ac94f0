"""What every view shares (``web.view.html``): players' names are escaped everywhere.
"""

from __future__ import annotations

from australia import Fly, Reason, apply_action
from australia.reasons import Code
from web.state.newgame import Form
from web.view import newgame

from tests.page import game_html
from tests.web.view.games import EVIL, _drawn


def test_player_names_are_escaped_everywhere():
    state = _drawn([EVIL, "Ben"])
    apply_action(state, Fly("kimberley"))
    for handover in (True, False):
        html = game_html(state, handover=handover)
        assert EVIL not in html
        assert "&lt;img src=x onerror=alert(1)&gt;" in html
    form = newgame.new_game_html(Form(names=(EVIL, '"><b>', None, None, None)), error=Reason(Code.NAME_MISSING, seat=0))
    assert EVIL not in form and '"><b>' not in form and "&lt;img" in form
