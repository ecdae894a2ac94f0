"""Saved games through the page only: export and import, a damaged save, undo, replay, two tabs.

Everything is done as a player would: clicks, keys, the file picker, a dropped file and
downloads. The store is only read (``localStorage`` through the page's JavaScript) to prove
that nothing the player did not ask for changed it. What needs no browser (every message,
the list, renaming, deleting, stale writes, two tabs acting at once) is checked through the
page's own code in ``tests/web/state/test_saving.py``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.conftest import App
from tests.e2e.play import (
    SLOTS,
    STORE,
    Player,
    check_final_screen,
    click,
    drawn_after,
    fly,
    import_file,
    key,
    near_the_end,
    start_game,
    opening,
    played,
    rendered,
    save_text,
    storage_with,
)
from tests.e2e.test_accessibility import audit_passes

EVIL = "<img src=x onerror=alert(1)>"


def test_export_delete_import_and_finish_the_game(app, tmp_path) -> None:
    state = played(("Ann", "<b>Ben</b>"), "simple", 20240601, near_the_end)
    page = app.open(storage=storage_with(save_text(state, meta={"handover": True})))
    click(page, '[data-command="reveal"]')
    log_before = page.locator(".log li").all_inner_texts()
    click(page, '[data-command="saved-games"]')
    assert page.locator(".slot").count() == 1
    with page.expect_download() as caught:
        click(page, '.slot [data-command="export"]')
    download = caught.value
    assert re.fullmatch(r"australia-ann-b-ben-b-\d{4}-\d{2}-\d{2}\.json", download.suggested_filename)
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    body = json.loads(saved.read_text(encoding="utf-8"))
    assert body["format"] == "australia-game" and body["config"]["players"] == ["Ann", "<b>Ben</b>"]
    assert len(body["actions"]) == len(state.history)

    click(page, '.slot [data-command="delete"]')
    assert "for good" in page.locator(".slot .confirm").inner_text()
    click(page, '.slot [data-command="delete-confirm"]')
    assert page.locator(".slot").count() == 0 and page.evaluate(SLOTS) == []

    import_file(page, download.suggested_filename, saved.read_bytes())
    page.wait_for_selector(".game")
    assert "imported as a new saved game" in page.locator(".app-notice").inner_text()
    assert len(page.evaluate(SLOTS)) == 1  # a new slot (the old one was deleted)
    click(page, '[data-command="reveal"]')
    assert page.locator(".log li").all_inner_texts() == log_before
    Player(page).play_until(lambda info: info["over"])
    check_final_screen(page, ["Ann", "<b>Ben</b>"], "simple")

    # the end screen leads to the replay of the game, which ends where the game ended
    click(page, '[data-command="replay-current"]')
    counter = page.locator(".counter")
    total = int(page.locator(".replay").get_attribute("data-steps"))
    assert counter.inner_text() == f"Step 0 of {total}" and total > len(state.history)
    click(page, '[data-command="replay-last"]')
    assert counter.inner_text() == f"Step {total} of {total}"
    assert "Game over" in page.locator(".replay-step").inner_text()
    click(page, '[data-command="replay-close"]')
    page.wait_for_selector("#final")


def test_a_damaged_save_is_shown_kept_exportable_and_audited(app) -> None:
    state = played(("Ann", "Ben"), "simple", 3, lambda s: len(s.history) >= 2)
    text = save_text(state)
    edited = text.replace('"seed":3', '"seed":4')  # edited behind the page's back: the digest no longer fits
    assert edited != text
    page = app.open(storage=storage_with(edited))
    assert "content was changed" in page.locator(".broken .save-error").inner_text()
    audit_passes(page, "a save that does not load")
    with page.expect_download() as caught:
        click(page, '[data-command="export"][data-arg="g1"]')
    assert Path(caught.value.path()).read_text(encoding="utf-8") == edited
    click(page, '.broken [data-command="saved-games"]')
    assert "Damaged save" in page.locator('.slot[data-slot="g1"]').inner_text()
    click(page, '[data-command="new-game"]')
    start_game(page, ["Eve", "Fay"], "simple", 5, start="0")
    assert page.evaluate(STORE)["australia.slot.g1"] == edited  # never written over


def test_undo_takes_back_a_flight_and_the_replay_steps_both_ways(app) -> None:
    page = app.open()
    start_game(page, ["Ann", "Ben"], "simple", 9, start="0")
    opening(page)
    undo = page.locator('[data-command="undo"]')
    assert undo.get_attribute("aria-disabled") == "true"
    fly(page, "pilbara")  # reveals the region's tile: cannot be taken back
    assert "revealed tile cannot be taken back" in undo.inner_text()
    fly(page, "kimberley")
    click(page, '[data-command="end-turn"]')
    click(page, '[data-command="reveal"]')
    assert "nothing to undo this turn" in page.locator('[data-command="undo"]').inner_text()
    fly(page, "pilbara")  # already face up
    assert "Ben flew to Pilbara" in page.locator(".log li").first.inner_text()
    assert page.locator('[data-command="undo"]').get_attribute("aria-disabled") is None
    saved = page.evaluate(STORE)["australia.slot.g1"]
    click(page, '[data-command="undo"]')
    assert "Ben flew" not in " ".join(page.locator(".log li").all_inner_texts())
    assert page.locator(".game").get_attribute("data-step") == "Action 1 of 2"
    assert page.locator('[data-command="undo"]').get_attribute("aria-disabled") == "true"
    after = page.evaluate(STORE)["australia.slot.g1"]
    assert len(json.loads(after)["actions"]) == len(json.loads(saved)["actions"]) - 1
    # by keyboard: fly again, then Ctrl+Z
    fly(page, "pilbara")
    page.locator("#status").click()  # away from the map
    key(page, "Control+z")
    assert "Ben flew" not in " ".join(page.locator(".log li").all_inner_texts())

    # the replay of this game: 4 draws, 2 flights, the end of a turn
    click(page, '[data-command="saved-games"]')
    store = page.evaluate(STORE)
    click(page, '.slot [data-command="replay"]')
    counter = page.locator(".counter")
    assert counter.inner_text() == "Step 0 of 7"
    assert page.locator('[data-command="replay-back"]').get_attribute("aria-disabled") == "true"
    assert page.locator("[data-card]").count() == 0  # no hands in a replay
    start_board = page.locator("#board").inner_html()
    click(page, '[data-command="replay-forward"]')
    assert counter.inner_text() == "Step 1 of 7"
    assert "drew a card from stack 2" in page.locator(".replay-step").inner_text()
    click(page, '[data-command="replay-last"]')
    assert counter.inner_text() == "Step 7 of 7"
    assert page.locator("#board").inner_html() != start_board  # planes and a revealed tile
    page.locator(".counter").click()
    key(page, "ArrowLeft")
    key(page, "ArrowLeft")
    assert counter.inner_text() == "Step 5 of 7"
    assert "flew to Pilbara" in page.locator(".replay-step").inner_text()
    key(page, "Home")
    assert counter.inner_text() == "Step 0 of 7"
    assert page.locator("#board").inner_html() == start_board
    click(page, '[data-command="replay-close"]')
    page.wait_for_selector("#saved")
    assert page.evaluate(STORE) == store  # a replay changes nothing


def test_two_tabs_never_clobber_each_others_saves(app) -> None:
    first = app.open()
    start_game(first, ["Ann", "Ben"], "simple", 9, start="0")
    opening(first)
    second_page = first.context.new_page()
    second = App(second_page, app.base_url)
    second.open(keep=True)
    second_page.wait_for_selector('.game[data-handover="true"]')  # the same game, behind its hand-over
    before = rendered(first)
    click(second_page, '[data-command="reveal"]')  # Ann takes the device there
    drawn_after(first, before)  # and the first tab hears of that save

    # a move in the first tab reaches the second through the storage event
    before = rendered(second_page)
    fly(first, "pilbara")
    drawn_after(second_page, before)
    assert "moved on in another tab" in second_page.locator(".app-notice").inner_text()
    assert "Ann flew to Pilbara" in second_page.locator(".log li").first.inner_text()
    assert second_page.locator(".game").get_attribute("data-step") == "Action 2 of 2"

    # the second tab moves on from there; the first follows
    before = rendered(first)
    fly(second_page, "kimberley")
    drawn_after(first, before)
    assert "Ann flew to Kimberley" in first.locator(".log li").first.inner_text()

    # both tabs end up with the same single game: nothing lost, nothing doubled
    store = first.evaluate(STORE)
    assert [k for k in store if k.startswith("australia.slot.")] == ["australia.slot.g1"]
    actions = json.loads(store["australia.slot.g1"])["actions"]
    assert actions[-2:] == [{"type": "fly", "region": "pilbara"}, {"type": "fly", "region": "kimberley"}]

    # a new game in the second tab goes into its own slot; the first tab's game stays
    click(second_page, '[data-command="new-game"]')
    start_game(second_page, ["Cat", "Dan"], "simple", 4, start="0")
    # another tab's write reaches this one's storage a moment later (tabs may be separate processes)
    first.wait_for_function("() => Object.keys(localStorage).filter(k => k.startsWith('australia.slot.')).length >= 2")
    store = first.evaluate(STORE)
    assert sorted(k for k in store if k.startswith("australia.slot.")) == ["australia.slot.g1", "australia.slot.g2"]
    assert json.loads(store["australia.slot.g1"])["actions"] == actions
    click(first, '[data-command="end-turn"]')
    assert len(json.loads(first.evaluate(STORE)["australia.slot.g1"])["actions"]) == len(actions) + 1
    second.check()
    second_page.close()


def test_a_dropped_file_imports_and_a_label_is_typed_by_keyboard(app) -> None:
    page = app.open()
    start_game(page, ["Ann", "Ben"], "simple", 3, start="0")
    click(page, '[data-command="saved-games"]')
    with page.expect_download() as caught:
        click(page, '[data-command="export"][data-arg="g1"]')
    text = Path(caught.value.path()).read_text(encoding="utf-8")
    before = rendered(page)
    page.evaluate(
        """text => {
            const data = new DataTransfer();
            data.items.add(new File([text], 'dropped.json', {type: 'application/json'}));
            const target = document.querySelector('#saved');
            target.dispatchEvent(new DragEvent('dragover', {dataTransfer: data, bubbles: true, cancelable: true}));
            target.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));
        }""",
        text,
    )
    drawn_after(page, before)
    page.wait_for_selector(".game")
    assert "“dropped.json” holds the same game as “Ann vs Ben”" in page.locator(".app-notice").inner_text()  # a copy, marked
    click(page, '[data-command="saved-games"]')
    assert page.locator(".slot").count() == 2
    # the copy's badge follows its title in one piece, smaller than the title, on a phone too
    size = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    badge = page.evaluate("""() => { const tag = document.querySelector('.slot[data-slot="g2"] .tag-copy');
      return {pieces: tag.getClientRects().length, inside: tag.getBoundingClientRect().right <= innerWidth,
              size: parseFloat(getComputedStyle(tag).fontSize), title: parseFloat(getComputedStyle(tag.parentElement).fontSize)}; }""")
    assert badge["pieces"] == 1 and badge["inside"] and badge["size"] < badge["title"], badge
    page.set_viewport_size(size)
    # rename the imported copy by keyboard: the label is text, Enter saves it
    click(page, '[data-command="rename"][data-arg="g2"]')
    page.fill('[data-field="label"]', EVIL)
    page.focus('[data-field="label"]')
    key(page, "Enter")
    title = page.locator('.slot[data-slot="g2"] .slot-title')
    assert EVIL in title.inner_text() and page.locator("#saved img").count() == 0
    assert json.loads(page.evaluate(STORE)["australia.slot.g2"])["meta"]["label"] == EVIL
    assert page.evaluate(STORE)["australia.slot.g1"] == text  # the original is untouched
