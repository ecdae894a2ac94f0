"""The store answered late: the page's Python in a worker hears the page's answer to each
write after the game went on (``LATER``, ``Mirror.answered``, ``Runtime.store_answered``)."""

from __future__ import annotations

from web.browser.store import LATER, Mirror, Storage, slot_key
from tests.page import Page

GAME = "game"


class Page_store:
    """The page's storage as the worker's writes reach it: each write kept in ``sent`` and
    answered when the test says, as the page would (refused, or stale for another tab's)."""

    def __init__(self, data: dict | None = None) -> None:
        self.held = dict(data or {})
        self.sent: list[tuple[str, str | None]] = []

    def write(self, key, value, guarded, expected):
        self.sent.append((key, value))
        return LATER

    def answer(self, runtime_or_storage, *, refuse: str | None = None, stale_with: str | None = None) -> None:
        """Answer every write sent so far: done, refused with ``refuse``, or stale (another tab
        wrote ``stale_with`` there)."""
        sent, self.sent = self.sent, []
        for key, value in sent:
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
                answer, now = None, self.held.get(key)
            runtime_or_storage(key, answer, now)


def test_a_write_answered_later_is_in_the_copy_at_once_and_set_back_when_refused() -> None:
    page = Page_store({"australia.pace": "slow"})
    mirror = Mirror(dict(page.held), page.write)
    mirror["australia.pace"] = "fast"
    assert mirror.get("australia.pace") == "fast" and page.sent == [("australia.pace", "fast")]
    refusals = []
    page.answer(lambda key, answer, now: refusals.append(mirror.answered(key, answer, now)), refuse="QuotaExceededError")
    assert refusals == ["QuotaExceededError"]
    assert mirror.get("australia.pace") == "slow"  # what the page's storage still holds


def test_the_copy_waits_for_the_last_unanswered_write_of_a_key() -> None:
    page = Page_store()
    mirror = Mirror({}, page.write)
    mirror["australia.pace"] = "fast"
    first = page.sent[:]
    mirror["australia.pace"] = "slow"  # written again before the first answer came
    page.sent = first
    page.answer(lambda key, answer, now: mirror.answered(key, answer, now), refuse="QuotaExceededError")
    assert mirror.get("australia.pace") == "slow"  # the later write is still to be answered


def test_a_save_refused_late_is_told_and_the_next_save_is_not_taken_for_stale() -> None:
    from australia import Config, new_game

    page = Page_store()
    storage = Storage(Mirror({}, page.write))
    state = new_game(Config(("Ann", "Ben")), 3)
    slot = storage.save_new(state, {})
    late = []
    page.answer(lambda key, answer, now: late.append(storage.answered(key, answer, now)), refuse="QuotaExceededError")
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
