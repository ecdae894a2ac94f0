"""The rules in words (``web.text.rules``): every tip has its words and fills its numbers.
"""

from __future__ import annotations

from web.state.tips import ORDER
from web.text import rules as rules_words


def test_every_tip_has_its_words_and_fills_its_numbers():
    for tip in ORDER:
        text = rules_words.tip(tip)
        assert text and "{" not in text
