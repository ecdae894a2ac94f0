"""The whole page as HTML text (``web.view.page``): the selector of its banners finds every
banner it draws.
"""

from __future__ import annotations

import re

from web.view.page import BANNERS

from tests.web.drawings import _replay_model


def test_the_banners_selector_finds_every_banner_the_page_draws():
    from web.state.notices import Notice, Problem, StoreCode, say
    from web.view.page import banners_html

    model = _replay_model(
        1, faulted=True, storage=False, save_problem=say(Problem.NOT_SAVED, problem=say(StoreCode.REFUSED_SAVE, detail="x")),
        alert=say(Problem.UNSAVED_MOVES), notice=say(Notice.RECORD_CLEARED),
    )
    drawn = set(re.findall(r'<(?:div|p) class="([^"]+)" role="(?:alert|status)"', banners_html(model)))
    assert drawn == {name.strip()[1:] for name in BANNERS.split(",")}
