"""The store's refusals come late: the page's Python in a worker hands its writes to the page
in a frame, and hears of one refused only in a later record, after the game went on
(``Mirror.answered``, ``Runtime.store_answered``, with the frame's number)."""

from __future__ import annotations

from web.browser.store import Mirror, Storage, slot_key
from tests.page import Page

GAME = "game"


class Page_store:
    """The page's storage as the worker's writes reach it: each write kept in ``sent`` with
    the number of the frame it goes in, and carried out when the test says, as the page
    would (refused, or stale for another tab's); only a refusal is told back."""

    def __init__(self, data: dict | None = None) -> None:
        self.held = dict(data or {})
        self.sent: list[tuple[str, str | None, int]] = []
        self.frame = 1  # the frame being built

    def write(self, key, value, guarded, expected):
        self.sent.append((key, value, self.frame))
        return self.frame

    def next_frame(self) -> None:
        self.frame += 1

    def answer(self, runtime_or_storage, *, refuse: str | None = None, stale_with: str | None = None) -> None:
        """Answer every write sent so far: done, refused with ``refuse``, or stale (another tab
        wrote ``stale_with`` there)."""
        sent, self.sent = self.sent, []
        for key, value, frame in sent:
            if refuse is not None:
                answer, now = refuse, self.held.get(key)
            elif stale_with is not None and key.startswith("australia.slot."):
                self.held[key] = stale_with
                answer, now = {"stale": True, "now": stale_with}, stale_with
            else:
                if value is None:
                    self.held.pop(key, None)
                else:
                    self.held[key] = value
                continue  # done: nothing is told
            runtime_or_storage(key, answer, now, frame)


def test_a_write_answered_later_is_in_the_copy_at_once_and_set_back_when_refused() -> None:
    page = Page_store({"australia.pace": "slow"})
    mirror = Mirror(dict(page.held), page.write)
    mirror["australia.pace"] = "fast"
    assert mirror.get("australia.pace") == "fast" and page.sent == [("australia.pace", "fast", 1)]
    refusals = []
    page.answer(lambda *told: refusals.append(mirror.answered(*told)), refuse="QuotaExceededError")
    assert refusals == ["QuotaExceededError"]
    assert mirror.get("australia.pace") == "slow"  # what the page's storage still holds


def test_the_copy_waits_for_the_answer_to_a_later_frames_write_of_the_key() -> None:
    page = Page_store()
    mirror = Mirror({}, page.write)
    mirror["australia.pace"] = "fast"
    first = page.sent[:]
    page.next_frame()
    mirror["australia.pace"] = "slow"  # written again, in the next frame, before the first was refused
    page.sent = first
    page.answer(lambda *told: mirror.answered(*told), refuse="QuotaExceededError")
    assert mirror.get("australia.pace") == "slow"  # the later frame's write is still to be answered
    page.sent = [("australia.pace", "slow", 2)]
    page.answer(lambda *told: mirror.answered(*told), refuse="QuotaExceededError")
    assert mirror.get("australia.pace") is None  # both refused: what the page's storage holds


def test_a_save_refused_late_is_told_and_the_next_save_is_not_taken_for_stale() -> None:
    from australia import Config, new_game

    page = Page_store()
    storage = Storage(Mirror({}, page.write))
    state = new_game(Config(("Ann", "Ben")), 3)
    slot = storage.save_new(state, {})
    late = []
    page.answer(lambda *told: late.append(storage.answered(*told)), refuse="QuotaExceededError")
    told = [item for item in late if item is not None]
    assert len(told) == 1 and told[0].slot == slot and told[0].problem is not None and not told[0].stale
    assert storage.raw(slot) is None  # not in the copy: the page holds nothing there
    storage.save(slot, state, {})  # written again, not refused as stale
    assert page.sent and page.sent[-1][0] == slot_key(slot)


def test_a_game_whose_save_the_page_refused_late_says_it_is_not_saved() -> None:
    page = Page_store()
    app = Page(store=Mirror({}, page.write))
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "3"})
    assert app.screen == GAME and "refused to save" not in app.html()
    page.answer(app.runtime.store_answered, refuse="QuotaExceededError: the disk is full")
    assert "refused to save" in app.html()
    assert app.runtime.model.table.unsaved


def test_a_game_another_tab_saved_over_meanwhile_is_kept_in_a_slot_of_its_own() -> None:
    page = Page_store()
    app = Page(store=Mirror({}, page.write))
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "3"})
    slot = app.runtime.model.table.slot
    page.answer(app.runtime.store_answered, stale_with="another tab's save")
    assert page.held[slot_key(slot)] == "another tab's save"  # left as the other tab wrote it
    moved = app.runtime.model.table.slot
    assert moved is not None and moved != slot  # this page's game went into a new slot
    assert page.sent and page.sent[0][0] == slot_key(moved)
