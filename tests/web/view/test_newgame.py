"""The new-game form (``web.view.newgame``): it keeps what was typed and shows the error.
"""

from __future__ import annotations

import re

from australia import Reason
from australia.reasons import Code
from web.state.newgame import Form
from web.view import newgame


def test_new_game_form_keeps_what_was_typed_and_shows_the_error():
    form = Form(count=3, names=("Ann", "Ann", "Cat", None, None), variant="full", seed="12")
    html = newgame.new_game_html(form, Reason(Code.NAME_TAKEN, seat=1, other=0))
    assert 'value="Ann"' in html and 'value="Cat"' in html and 'value="12"' in html
    assert 'role="alert"' in html and "cannot share a name" in html
    assert html.count('class="name-row"') == 5
    # Rows beyond the count are hidden by the style sheet from the selected count (so the form
    # also works before Python runs): every row is there, none hidden by markup.
    assert re.findall(r'class="name-row" data-seat="(\d)">', html) == ["0", "1", "2", "3", "4"]
    assert '<option value="3" selected>' in html
