"""Saved games through the page only: export and import, bad files, undo, replay, two tabs.

Everything is done as a player would: clicks, keys, the file picker and downloads. The
store is only read (``localStorage`` through the page's JavaScript) to prove that nothing
the player did not ask for changed it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.conftest import App as WatchedPage
from tests.e2e.test_full_games import Player, _check_final_screen, _new_game

STORE = "() => Object.fromEntries(Object.keys(localStorage).sort().map(k => [k, localStorage.getItem(k)]))"
SLOTS = "() => Object.keys(localStorage).filter(k => k.startsWith('australia.slot.')).sort()"
EVIL = "<img src=x onerror=alert(1)>"


def _rendered(page) -> int:
    return int(page.evaluate("+(document.documentElement.dataset.rendered || 0)"))


def _click(page, selector: str) -> None:
    """Click and wait for the page to draw itself again."""
    before = _rendered(page)
    page.click(selector)
    page.wait_for_function("n => +(document.documentElement.dataset.rendered || 0) > n", arg=before)


def _key(page, key: str) -> None:
    before = _rendered(page)
    page.keyboard.press(key)
    page.wait_for_function("n => +(document.documentElement.dataset.rendered || 0) > n", arg=before)


def _fly(page, region: str) -> None:
    before = _rendered(page)
    page.focus(f'#board [data-region="{region}"]')
    page.keyboard.press("Enter")
    page.wait_for_function("n => +(document.documentElement.dataset.rendered || 0) > n", arg=before)


def _opening(page) -> None:
    """The four opening draws, each behind its hand-over screen."""
    for _ in range(4):
        _click(page, '[data-command="reveal"]')
        _click(page, '[data-stack="2"]')
    _click(page, '[data-command="reveal"]')
    page.wait_for_selector('.game[data-phase="turn"][data-handover="false"]')


def _start(page, names=("Ann", "Ben"), seed=9) -> None:
    _new_game(page, list(names), "simple", seed, start="0")


def _import(page, name: str, data: bytes) -> None:
    before = _rendered(page)
    page.set_input_files("#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": data}])
    page.wait_for_function("n => +(document.documentElement.dataset.rendered || 0) > n", arg=before)


def test_export_delete_import_and_finish_the_game(app, tmp_path) -> None:
    page = app.open()
    _start(page, ("Ann", "<b>Ben</b>"), seed=20240601)
    player = Player(page)
    player.play_until(lambda info: sum(int(c) for c in page.locator("[data-stack]").evaluate_all(
        "els => els.map(e => e.dataset.cards)")) <= 24)
    log_before = page.locator(".log li").all_inner_texts()
    _click(page, '[data-command="saved-games"]')
    assert page.locator(".slot").count() == 1
    with page.expect_download() as caught:
        _click(page, '.slot [data-command="export"]')
    download = caught.value
    assert re.fullmatch(r"australia-ann-b-ben-b-\d{4}-\d{2}-\d{2}\.json", download.suggested_filename)
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    body = json.loads(saved.read_text(encoding="utf-8"))
    assert body["format"] == "australia-game" and body["config"]["players"] == ["Ann", "<b>Ben</b>"]

    _click(page, '.slot [data-command="delete"]')
    assert "for good" in page.locator(".slot .confirm").inner_text()
    _click(page, '.slot [data-command="delete-confirm"]')
    assert page.locator(".slot").count() == 0 and page.evaluate(SLOTS) == []

    _import(page, download.suggested_filename, saved.read_bytes())
    page.wait_for_selector(".game")
    assert "imported as a new saved game" in page.locator(".app-notice").inner_text()
    assert page.evaluate(SLOTS) == ["australia.slot.g1"]  # a new slot (the old one was deleted)
    _click(page, '[data-command="reveal"]')
    assert page.locator(".log li").all_inner_texts() == log_before
    player.play_until(lambda i: page.locator("#final").count() > 0)
    _check_final_screen(page, ["Ann", "<b>Ben</b>"], "simple")

    # the end screen leads to the replay of the game, which ends where the game ended
    _click(page, '[data-command="replay-current"]')
    counter = page.locator(".counter")
    total = int(page.locator(".replay").get_attribute("data-steps"))
    assert counter.inner_text() == f"Step 0 of {total}"
    _click(page, '[data-command="replay-last"]')
    assert counter.inner_text() == f"Step {total} of {total}"
    assert "Game over" in page.locator(".replay-step").inner_text()
    _click(page, '[data-command="replay-close"]')
    page.wait_for_selector("#final")


def test_a_corrupt_file_is_refused_and_every_save_stays(app) -> None:
    page = app.open()
    _start(page, ("Ann", "Ben"), seed=3)
    _click(page, '[data-command="new-game"]')
    _start(page, ("Cat", "Dan"), seed=4)
    _click(page, '[data-command="saved-games"]')
    assert page.locator(".slot").count() == 2
    before = page.evaluate(STORE)
    cases = [
        ("broken.json", b'{"format": "australia-game", "schema": 2, "config": ', "not valid JSON"),
        ("latin1.json", b"\xff\xfe\x00\x81", "not text"),
        ("other.json", b'{"hello": "world"}', "not a saved game of Australia"),
        ("future.json", b'{"format": "australia-game", "schema": 7}', "newer version of the game"),
        ("huge.json", b" " * 1_500_000, "a saved game is never larger than 1 MB"),
        (EVIL + ".json", b"<html>", "not valid JSON"),
    ]
    for name, data, message in cases:
        _import(page, name, data)
        alert = page.locator(".app-alert")
        assert "was not imported" in alert.inner_text() and message in alert.inner_text(), alert.inner_text()
        assert page.evaluate(STORE) == before
        assert page.locator(".slot").count() == 2
    assert page.locator("#saved img").count() == 0  # the file's name is shown as text
    assert EVIL in page.locator(".app-alert").inner_text()
    # both games still open
    _click(page, '.slot:nth-child(2) [data-command="open"]')
    page.wait_for_selector(".game")


def test_a_damaged_save_is_listed_kept_and_exportable(app) -> None:
    page = app.open()
    _start(page, ("Ann", "Ben"), seed=3)
    # the saved text is edited behind the page's back (a changed seed: the digest no longer fits)
    page.evaluate("""() => {
        const k = 'australia.slot.g1';
        localStorage.setItem(k, localStorage.getItem(k).replace('"seed":3', '"seed":4'));
    }""")
    edited = page.evaluate(STORE)
    page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    assert "content was changed" in page.locator(".broken .save-error").inner_text()
    with page.expect_download() as caught:
        _click(page, '[data-command="export"][data-arg="g1"]')
    assert Path(caught.value.path()).read_text(encoding="utf-8") == edited["australia.slot.g1"]
    _click(page, '.broken [data-command="saved-games"]')
    assert "Damaged save" in page.locator('.slot[data-slot="g1"]').inner_text()
    _click(page, '[data-command="new-game"]')
    _start(page, ("Eve", "Fay"), seed=5)
    after = page.evaluate(STORE)
    assert after["australia.slot.g1"] == edited["australia.slot.g1"]


def test_undo_takes_back_a_flight_and_stops_at_the_turn(app) -> None:
    page = app.open()
    _start(page, ("Ann", "Ben"), seed=9)
    _opening(page)
    undo = page.locator('[data-command="undo"]')
    assert undo.get_attribute("aria-disabled") == "true"
    _fly(page, "pilbara")  # reveals the region's tile: cannot be taken back
    assert "revealed tile cannot be taken back" in undo.inner_text()
    _fly(page, "kimberley")
    _click(page, '[data-command="end-turn"]')
    _click(page, '[data-command="reveal"]')
    assert "nothing to undo this turn" in page.locator('[data-command="undo"]').inner_text()
    _fly(page, "pilbara")  # already face up
    assert "Ben flew to Pilbara" in page.locator(".log li").first.inner_text()
    assert page.locator('[data-command="undo"]').get_attribute("aria-disabled") is None
    saved = page.evaluate(STORE)["australia.slot.g1"]
    _click(page, '[data-command="undo"]')
    assert "Ben flew" not in " ".join(page.locator(".log li").all_inner_texts())
    assert page.locator(".game").get_attribute("data-step") == "Action 1 of 2"
    assert page.locator('[data-command="undo"]').get_attribute("aria-disabled") == "true"
    after = page.evaluate(STORE)["australia.slot.g1"]
    assert len(json.loads(after)["actions"]) == len(json.loads(saved)["actions"]) - 1
    # by keyboard: fly again, then Ctrl+Z
    _fly(page, "pilbara")
    page.locator("#status").click()  # away from the map
    _key(page, "Control+z")
    assert "Ben flew" not in " ".join(page.locator(".log li").all_inner_texts())


def test_replay_steps_forwards_and_backwards(app) -> None:
    page = app.open()
    _start(page, ("Ann", "Ben"), seed=9)
    _opening(page)
    _fly(page, "pilbara")
    _fly(page, "kimberley")
    _click(page, '[data-command="saved-games"]')
    store = page.evaluate(STORE)
    _click(page, '.slot [data-command="replay"]')
    counter = page.locator(".counter")
    assert counter.inner_text() == "Step 0 of 6"
    assert page.locator('[data-command="replay-back"]').get_attribute("aria-disabled") == "true"
    assert page.locator("[data-card]").count() == 0  # no hands in a replay
    start_board = page.locator("#board").inner_html()
    _click(page, '[data-command="replay-forward"]')
    assert counter.inner_text() == "Step 1 of 6"
    assert "drew a card from stack 2" in page.locator(".replay-step").inner_text()
    _click(page, '[data-command="replay-last"]')
    assert counter.inner_text() == "Step 6 of 6"
    assert "flew to Kimberley" in page.locator(".replay-step").inner_text()
    assert page.locator("#board").inner_html() != start_board  # planes and a revealed tile
    page.locator(".counter").click()
    _key(page, "ArrowLeft")
    assert counter.inner_text() == "Step 5 of 6"
    assert "flew to Pilbara" in page.locator(".replay-step").inner_text()
    _key(page, "Home")
    assert counter.inner_text() == "Step 0 of 6"
    assert page.locator("#board").inner_html() == start_board
    _click(page, '[data-command="replay-close"]')
    page.wait_for_selector("#saved")
    assert page.evaluate(STORE) == store  # a replay changes nothing


def test_two_tabs_never_clobber_each_others_saves(app) -> None:
    first = app.open()
    _start(first, ("Ann", "Ben"), seed=9)
    _opening(first)
    second_page = first.context.new_page()
    second = WatchedPage(second_page, app.base_url)
    second.open()
    second_page.wait_for_selector('.game[data-handover="false"]')  # the same game, same moment

    # a move in the first tab reaches the second through the storage event
    before = _rendered(second_page)
    _fly(first, "pilbara")
    second_page.wait_for_function("n => +(document.documentElement.dataset.rendered || 0) > n", arg=before)
    assert "moved on in another tab" in second_page.locator(".app-notice").inner_text()
    assert "Ann flew to Pilbara" in second_page.locator(".log li").first.inner_text()
    assert second_page.locator(".game").get_attribute("data-step") == "Action 2 of 2"

    # the second tab moves on from there; the first follows
    before = _rendered(first)
    _fly(second_page, "kimberley")
    first.wait_for_function("n => +(document.documentElement.dataset.rendered || 0) > n", arg=before)
    assert "Ann flew to Kimberley" in first.locator(".log li").first.inner_text()

    # both tabs end up with the same single game: nothing lost, nothing doubled
    store = first.evaluate(STORE)
    assert [k for k in store if k.startswith("australia.slot.")] == ["australia.slot.g1"]
    actions = json.loads(store["australia.slot.g1"])["actions"]
    assert actions[-2:] == [{"type": "fly", "region": "pilbara"}, {"type": "fly", "region": "kimberley"}]

    # a new game in the second tab goes into its own slot; the first tab's game stays
    _click(second_page, '[data-command="new-game"]')
    _start(second_page, ("Cat", "Dan"), seed=4)
    store = first.evaluate(STORE)
    assert sorted(k for k in store if k.startswith("australia.slot.")) == ["australia.slot.g1", "australia.slot.g2"]
    assert json.loads(store["australia.slot.g1"])["actions"] == actions
    _click(first, '[data-command="end-turn"]')
    assert len(json.loads(first.evaluate(STORE)["australia.slot.g1"])["actions"]) == len(actions) + 1
    second.check()
    second_page.close()


def test_a_dropped_file_imports_and_a_label_is_typed_by_keyboard(app) -> None:
    page = app.open()
    _start(page, ("Ann", "Ben"), seed=3)
    _click(page, '[data-command="saved-games"]')
    with page.expect_download() as caught:
        _click(page, '[data-command="export"][data-arg="g1"]')
    text = Path(caught.value.path()).read_text(encoding="utf-8")
    before = _rendered(page)
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
    page.wait_for_function("n => +(document.documentElement.dataset.rendered || 0) > n", arg=before)
    page.wait_for_selector(".game")
    assert "“dropped.json” was imported" in page.locator(".app-notice").inner_text()
    _click(page, '[data-command="saved-games"]')
    assert page.locator(".slot").count() == 2
    # rename the imported copy by keyboard: the label is text, Enter saves it
    _click(page, '[data-command="rename"][data-arg="g2"]')
    page.fill('[data-field="label"]', EVIL)
    page.focus('[data-field="label"]')
    _key(page, "Enter")
    title = page.locator('.slot[data-slot="g2"] .slot-title')
    assert EVIL in title.inner_text() and page.locator("#saved img").count() == 0
    assert json.loads(page.evaluate(STORE)["australia.slot.g2"])["meta"]["label"] == EVIL
    assert page.evaluate(STORE)["australia.slot.g1"] == text  # the original is untouched
