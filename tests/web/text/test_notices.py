"""What the page says above its screens (``web.text.notices``): every notice and problem is a
sentence, the ones that stand inside another included.
"""

from __future__ import annotations

import pytest

from australia import Code, Reason
from web.state.notices import Notice, Problem, StoreCode, say
from web.state.record_format import RecordCode
from web.state.slots import Title
from web.text import notices as notice_words

from tests.web.text.wording import _well_formed


STORE = say(StoreCode.REFUSED_SAVE, detail="QuotaExceededError")


NOTICE_SAMPLES = {
    Problem.NOT_LOADED: {"reason": Reason(Code.SAVE_NOT_JSON)},
    Problem.NOT_RENAMED: {"reason": Reason(Code.SAVE_EDITED)},
    Problem.NAME_NOT_SAVED: {"problem": STORE},
    Problem.NOT_DELETED: {"problem": STORE},
    Problem.NOT_IMPORTED: {"name": "game.json", "reason": Reason(Code.SAVE_NOT_JSON)},
    Problem.NOT_SAVED: {"problem": STORE},
    Problem.COMPUTER_STOPPED: {"detail": "no answer"},
    Notice.BOTH_KEPT: {"why": Notice.CHANGED_AT_ONCE, "title": Title("", ("Ann", "Ben"))},
    Notice.RENAMED: {"label": "Friday"},
    Notice.EXPORTED: {"file": "australia-ann-ben-2026-11-24.json"},
    Notice.DEVICE_JOINED: {"name": "Ann"},
    Notice.DEVICE_LEFT: {"name": "Ann"},
    Notice.STUN_SET: {"address": "stun.example.org:3478"},
    Notice.IMPORTED: {"name": "game.json"},
    Problem.RECORD_NOT_CLEARED: {"problem": STORE},
    Notice.NOT_RECORDED: {"problem": say(RecordCode.REFUSED, detail="QuotaExceededError")},
    Notice.IMPORTED_AGAIN: {"name": "game.json", "title": Title("", ("Ann", "Ben"))},
}


# Messages that only ever stand inside another (the reason of a refused import, why two
# versions were kept).
PARTS = {Problem.FILE_UNREADABLE, Notice.CHANGED_AT_ONCE, Notice.CHANGED_WHILE_UNSAVED, Notice.DAMAGED_ELSEWHERE}


@pytest.mark.parametrize("code", [c for c in (*Problem, *Notice) if c not in PARTS], ids=lambda c: c.value)
def test_every_message_of_the_page_is_a_sentence(code):
    text = notice_words.said(say(code, **NOTICE_SAMPLES.get(code, {})))
    _well_formed(text.replace("australia-ann-ben-2026-11-24.json", "file"))
    assert text[0].isupper() or text[0] in "“„\"" and text[-1] in ".!?)"


def test_a_file_the_browser_could_not_read_and_the_reasons_for_keeping_both_are_worded():
    unreadable = say(Problem.FILE_UNREADABLE, detail="NotReadableError")
    assert "could not read it (NotReadableError)" in notice_words.said(say(Problem.NOT_IMPORTED, name="a.json", reason=unreadable))
    for why_kept in (Notice.CHANGED_AT_ONCE, Notice.CHANGED_WHILE_UNSAVED, Notice.DAMAGED_ELSEWHERE):
        text = notice_words.said(say(Notice.BOTH_KEPT, why=why_kept, title=Title("Friday")))
        assert "Both versions are kept" in text and "Friday (copy)" in text
