"""The game screen's words (``web.text.game``): every prompt of a turn is worded.
"""

from __future__ import annotations

import pytest

from web.state.notices import say
from web.state.selection import Ask
from web.text import game as game_words

from tests.web.text.wording import _well_formed


@pytest.mark.parametrize("code", list(Ask), ids=lambda c: c.value)
def test_every_prompt_is_worded(code):
    samples = {
        Ask.PLACE: {"card": 3, "cost": 3, "no_ranger": True},
        Ask.HOW_MANY: {"location": "tanami"},
        Ask.TAKE_BACK: {"most": 4, "chosen": 1},
        Ask.MOVE_FROM: {"cost": 4},
        Ask.MOVE_TO: {"location": "tanami"},
        Ask.TURN: {"can_end": False, "can_move": True, "cost": 4, "plane_on_board": True, "can_play": True, "can_take_back": True},
    }
    _well_formed(game_words.prompt(say(code, **samples.get(code, {}))))


def test_the_cost_of_a_move_never_breaks_between_number_and_sign_in_any_language():
    from web.hooks import Command
    from web.text import game as words
    from web.text import i18n

    try:
        for language in ("en", "it", "de"):
            i18n.use(language)
            label = words.command(Command.MOVE.value, 0)
            assert "4\u00a0$" in label and "4 $" not in label, (language, label)
    finally:
        i18n.use("en")
