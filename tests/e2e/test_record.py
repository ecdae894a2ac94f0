"""Your record in the browser: a game finished by mouse adds one row and moves the figures, the
end screen and the top bar open it, and the screen passes the accessibility audit.

Cheap by design: the position comes from CPython a round or two before the end, with one game
already in the record; everything else about the record (ties, names typed two ways, two tabs,
a record that cannot be read, clearing) is tested under CPython in
``tests/web/state/test_record_format.py`` and ``tests/web/state/test_recording.py``.
"""

from __future__ import annotations

from tests.e2e.play import Player, click, near_the_end, on_screen, played, save_text, storage_with
from tests.e2e.test_accessibility import audit_passes
from web.storage import RECORD_KEY
from web.state.record_format import Game, Seat, dump

EARLIER = Game("earlier", 1_780_000_000.0, "full", (
    Seat("Ann", "person", "black", 70, 1, True),
    Seat("Banjo", "hard", "white", 70, 1, True),
))


def test_finishing_a_game_adds_one_row_and_moves_the_figures(app) -> None:
    state = played(("Ann", "Ben"), "simple", 11, near_the_end)
    page = app.open(storage=storage_with(save_text(state, meta=on_screen(state)), **{RECORD_KEY: dump([EARLIER])}))
    Player(page).play_until(lambda info: info["over"])
    click(page, '#final [data-command="record"]')
    page.wait_for_selector('.record-screen[data-phase="record"]')
    assert page.locator(".record-game").count() == 2
    assert page.locator(".record-game").first.get_attribute("data-game") != "earlier"  # newest first
    ann = page.locator('tr[data-person="ann"]')
    assert ann.get_attribute("data-games") == "2" and page.locator('tr[data-person="ben"]').get_attribute("data-games") == "1"
    assert page.locator('tr[data-level="hard"]').get_attribute("data-games") == "1"
    assert page.locator('tr[data-person] svg.record-chart[role="img"]').count() == 2
    audit_passes(page, "your record")
    stored = page.evaluate(f"() => JSON.parse(localStorage.getItem('{RECORD_KEY}'))")
    assert stored["schema"] == 2 and len(stored["games"]) == 2
    assert {p["name"] for p in stored["games"][-1]["players"]} == {"Ann", "Ben"}
    click(page, '[data-command="record-close"]')
    page.wait_for_selector("#final")
    click(page, '.masthead [data-command="record"]')  # the top bar opens it too
    page.wait_for_selector('.record-screen[data-phase="record"]')
    assert page.locator(".record-game").count() == 2
