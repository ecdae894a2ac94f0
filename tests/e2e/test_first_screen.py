"""The first screen is on the page before Python runs, can be used, and is taken over in place.

Python's start is held back by keeping the game's archive (``app.zip``) waiting at the
network until the test lets it go, so "before ready" lasts as long as the test needs. Those
tests are first visits, in a browser of their own (``fresh``): the shared tab's service worker
would hand the archive over from its cache, without the network. The
first screens are audited by axe-core while they wait, as assistive technology reads them.
"""

from __future__ import annotations

from playwright.sync_api import Page

from australia import Config, DrawCard, apply_action, new_game
from tests.conftest import App
from tests.e2e.play import Held, save_text, storage_with
from tests.e2e.test_accessibility import audit_passes

READY = 'html[data-ready="true"]'
BOXES = (
    "#setup",
    '[data-field="name0"]',
    '[data-field="count"]',
    '[data-command="start"]',
    ".board-wrap.preview",
    '.board-wrap.preview [data-region="coral_sea"]',
)


def _boxes(page: Page) -> dict[str, dict]:
    return {selector: page.locator(selector).first.bounding_box() for selector in BOXES}


def _open_held(fresh, storage: dict | None = None) -> tuple[App, Page, Held]:
    app = fresh()
    page = app.page
    if storage:
        app.set_storage(storage)
    held = Held(page)
    page.goto(app.url(), wait_until="domcontentloaded")
    page.wait_for_selector("#setup, .resume", state="visible")
    return app, page, held


def test_the_form_and_the_board_show_before_python_and_nothing_moves_at_the_hand_over(fresh) -> None:
    app, page, held = _open_held(fresh)
    page.wait_for_selector('.board-wrap.preview [data-region="coral_sea"]', state="visible")
    assert page.locator(READY).count() == 0
    assert page.locator("#loading").is_visible()  # a small line says Python is loading
    audit_passes(page, "new-game form before Python")
    # The form works already: the rows follow the player count, the windmill the variant.
    assert page.locator('.name-row[data-seat="2"]').is_hidden()
    page.select_option('[data-field="count"]', "3")
    assert page.locator('.name-row[data-seat="2"]').is_visible()
    assert page.locator('.name-row[data-seat="3"]').is_hidden()
    assert page.locator('[data-field="windmill"]').is_hidden()
    page.check('[data-field="variant"][value="full"]')
    assert page.locator('[data-field="windmill"]').is_visible()
    page.fill('[data-field="name0"]', "Ann")
    page.fill('[data-field="name1"]', "")
    page.keyboard.type("Bo")
    before = _boxes(page)
    assert page.locator(READY).count() == 0  # all of that before Python ran

    held.release()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    assert _boxes(page) == before  # the same markup drawn over it: nothing moved
    assert page.input_value('[data-field="name0"]') == "Ann"
    assert page.input_value('[data-field="name1"]') == "Bo"
    assert page.evaluate("document.activeElement.dataset.field") == "name1"  # still typing there
    assert page.evaluate("document.activeElement.selectionStart") == 2
    assert page.locator('.name-row[data-seat="2"]').is_visible()
    assert page.locator('[data-field="variant"][value="full"]').is_checked()
    assert page.locator("#loading").is_hidden()
    app.check()


def test_start_pressed_while_loading_starts_the_typed_game_when_ready(fresh) -> None:
    app, page, held = _open_held(fresh)
    page.fill('[data-field="name0"]', "Zoë")
    page.select_option('[data-field="seat1"]', "easy")
    page.fill('[data-field="seed"]', "7")
    start = page.locator('[data-command="start"]')
    start.click()
    assert start.get_attribute("aria-busy") == "true"
    assert "as soon as" in start.inner_text()  # it says it will start, and shows the progress
    assert page.locator(".pending-stage").inner_text().strip() != ""
    assert page.locator(READY).count() == 0

    held.release()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.wait_for_selector(".game")
    players = page.locator(".players").inner_text()
    assert "Zoë" in players
    # The seat turned computer before Python ran gets a computer's name, as it would after.
    assert "Matilda" in players and "White" not in players
    assert page.evaluate("localStorage.getItem('australia.current')")
    app.check()


def test_a_returning_player_sees_the_resume_screen_and_then_the_game(fresh) -> None:
    state = new_game(Config(("Ann", "Ben"), "simple", 0), 5)
    for _ in range(3):  # the first round, then Ann's second draw: Ben's turn, behind the hand-over
        apply_action(state, DrawCard(3))
    app, page, held = _open_held(fresh, storage_with(save_text(state, meta={"handover": True})))
    page.wait_for_selector(".resume", state="visible")
    assert page.locator('.resume [data-region="coral_sea"]').is_visible()
    assert page.locator("#setup").count() == 0
    assert "Resume your game" in page.locator(".resume").inner_text()
    assert page.locator(READY).count() == 0
    audit_passes(page, "resume screen before Python")
    board = page.locator("#board").bounding_box()

    held.release()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.wait_for_selector('.game[data-current="1"][data-handover="true"]')
    assert page.locator(".resume").count() == 0
    assert "Ann drew a card" in page.locator(".log").inner_text()
    assert "Ben" in page.locator(".player.current").inner_text()
    after = page.locator("#board").bounding_box()
    assert (after["x"], after["y"], after["width"]) == (board["x"], board["y"], board["width"])
    app.check()


# What a phone's reader meets (as Lighthouse's legibility audit counts it): the characters of
# visible text, and how many of them are set under 12 px.
SMALL_TEXT = """() => {
  let all = 0, small = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim(), parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, [hidden], .sr-only, noscript')) continue;
    const box = parent.getBoundingClientRect();
    if (!box.width || !box.height || getComputedStyle(parent).visibility === 'hidden') continue;
    all += text.length;
    if (parseFloat(getComputedStyle(parent).fontSize) < 12) small += text.length;
  }
  return small / all;
}"""

# The smallest region or sea name on the map, as drawn on the screen (its font size in the
# map's units, times the map's scale).
SMALLEST_NAME = """() => {
  const svg = document.querySelector('#board svg');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return Math.min(...[...svg.querySelectorAll('.label .name')].map(t => parseFloat(t.getAttribute('font-size')) * scale));
}"""


def test_a_phone_can_read_the_first_screen_and_the_maps_names_without_zooming(app) -> None:
    app.page.set_viewport_size({"width": 390, "height": 844})
    page = app.open()
    assert page.evaluate(SMALL_TEXT) <= 0.4  # Lighthouse asks for at least 60% legible text
    description = page.locator('meta[name="description"]').get_attribute("content")
    assert description and "Australia" in description
    page.fill('[data-field="name0"]', "Ann")
    page.fill('[data-field="name1"]', "Ben")
    page.click('[data-command="start"]')
    page.wait_for_selector('.game[data-handover="false"]')  # the opening's first round: no hand yet
    # the map opens large on a phone: its names at 12 px or more
    assert page.locator("#board.zoomed").count() == 1
    assert page.evaluate(SMALLEST_NAME) >= 11.95
    # and the person may choose the whole map, remembered on this device
    page.click('[data-command="zoom-map"]')
    page.wait_for_selector("#board:not(.zoomed)")
    assert page.evaluate("localStorage.getItem('australia.zoom')") == "off"
