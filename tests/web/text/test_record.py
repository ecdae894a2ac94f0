""""Your record" in words (``web.text.record``): every reason the record gives is worded.
"""

from __future__ import annotations

import pytest

from web.state.notices import say
from web.state.record_format import RecordCode

from tests.web.text.wording import _well_formed


RECORD_SAMPLES = {RecordCode.TOO_NEW: {"schema": 2, "supported": 1}, RecordCode.DAMAGED: {"field": "games[0].points"}}


@pytest.mark.parametrize("code", list(RecordCode), ids=lambda c: c.value)
def test_every_reason_the_record_gives_is_worded(code):
    from web.text import record as record_words

    reason = say(code, **RECORD_SAMPLES.get(code, {}))
    _well_formed(record_words.problem(reason))
    for text in (record_words.unreadable(reason), record_words.not_recorded(reason)):
        assert text[0].isupper() and text.endswith(".") and "{" not in text
