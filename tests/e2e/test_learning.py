"""Learning the game through the page: the rules screen, tips, playing again, the replay slider.

Done as a player would, with clicks and keys; a finished game comes in as a file through the
import picker, made here by random play under CPython.
"""

from __future__ import annotations

import json
import random

from australia import Config, apply_action, dump_game, legal_actions, new_game
from australia.board import REGIONS
from australia.table import Table
from tests.conftest import shown_to
from tests.e2e.play import SLOTS, click, drawn_after, fly, import_file, key, opening, rendered, start_game


def _finished_save(config: Config, table: Table, seed: int = 12) -> bytes:
    rand = random.Random(3)
    state = new_game(config, seed)
    while not state.is_over:
        apply_action(state, rand.choice(legal_actions(state)))
    return dump_game(state, None, table).encode()


def test_the_rules_open_from_the_game_and_close_back_to_the_same_moment(app) -> None:
    page = app.open()
    # tips off first, from the rules on the new-game form: the moment below, without a tip
    click(page, '#setup [data-command="rules"]')
    click(page, '#rules [data-command="tips-off"]')
    click(page, '.rules-head [data-command="rules-close"]')
    start_game(page, ["Ann", "Ben"], "simple", 9, start="0")
    opening(page)
    colour = page.locator("[data-card]").first.get_attribute("data-colour")
    fly(page, next(r.id for r in REGIONS if r.colour == colour))
    click(page, "[data-card]:not([aria-disabled='true'])")  # a card picked, a choice half made
    before = page.locator("#app").inner_html()
    mode = page.locator(".game").get_attribute("data-mode")
    assert mode == "play"
    click(page, '.game-footer [data-command="rules"]')
    assert page.evaluate("document.documentElement.dataset.screen") == "rules"
    assert page.evaluate("document.activeElement.id") == "rules-title"
    assert page.get_by_role("heading", name="How to play").is_visible()
    assert page.get_by_role("heading", name="Projects and scoring").is_visible()
    figures = page.locator("figure.rules-figure")
    assert figures.count() == 2
    for i in range(2):
        box = figures.nth(i).locator("svg").bounding_box()
        assert box and box["width"] > 100 and box["height"] > 100
    assert "Black scores 9 points" in figures.nth(0).inner_text()
    # Escape closes them: the same game at the same moment, focus back on the Rules button
    key(page, "Escape")
    assert page.locator("#app").inner_html() == before
    assert page.evaluate("document.activeElement.dataset.command") == "rules"
    # and the button closes them too, from the new-game form
    click(page, '[data-command="new-game"]')
    page.fill('[data-field="name0"]', "Zoe")
    click(page, '#setup [data-command="rules"]')
    click(page, '.rules-head [data-command="rules-close"]')
    assert page.input_value('[data-field="name0"]') == "Zoe"


def test_a_tip_is_dismissed_and_tips_turned_off_stay_off_after_a_reload(app) -> None:
    page = app.open()
    start_game(page, ["Ann", "Ben"], "simple", 9, start="0")
    tip = page.locator(".tip")  # the opening's first round, on the shared screen
    assert tip.get_attribute("data-tip") == "stacks" and "stack" in tip.inner_text()
    click(page, '.tip [data-command="tip-seen"][data-arg="stacks"]')
    assert page.locator(".tip").count() == 0
    click(page, '[data-stack="2"]')
    assert page.locator(".tip").count() == 0  # seen: not again for Ben on this device
    click(page, '[data-stack="2"]')
    click(page, '[data-command="reveal"]')
    for _ in range(2):
        click(page, '[data-stack="2"]')
        click(page, '[data-command="pass-device"]')
        click(page, '[data-command="reveal"]')
    assert page.locator(".tip").get_attribute("data-tip") == "fly"
    click(page, '.tip [data-command="tips-off"]')
    assert page.locator(".tip").count() == 0
    assert json.loads(page.evaluate("localStorage.getItem('australia.tips')"))["off"] is True
    page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    assert page.locator(".tip").count() == 0
    shown_to(page)  # people share the device: the player to act takes it again
    assert page.locator(".tip").count() == 0
    fly(page, "pilbara")
    assert page.locator(".tip").count() == 0
    # the rules screen turns them on again
    click(page, '[data-command="rules"]')
    assert page.locator('.tips-state[data-tips="off"]').is_visible()
    click(page, '#rules [data-command="tips-on"]')
    assert page.locator('.tips-state[data-tips="on"]').is_visible()
    key(page, "Escape")
    fly(page, "kimberley")  # both actions done: that tip comes, as every tip does again
    assert page.locator(".tip").get_attribute("data-tip") == "end-turn"


def test_play_again_from_the_end_screen_and_the_replay_slider(app) -> None:
    page = app.open()
    config = Config(("Ann", "Ben", "Cleo"), "full", start_player=1, windmill_region="red_centre")
    data = _finished_save(config, Table(("person", "person", "person"), hints=False))
    click(page, '[data-command="saved-games"]')
    import_file(page, "done.json", data)
    page.wait_for_selector("#final")

    # the replay's slider: keys move it a step at a time, a drag jumps
    click(page, '[data-command="replay-current"]')
    slider = page.locator("#replay-slider")
    total = int(page.locator(".replay").get_attribute("data-steps"))
    assert slider.get_attribute("max") == str(total) and slider.get_attribute("value") == "0"
    assert page.get_by_label("Go to step").count() == 1
    slider.focus()
    for n in (1, 2, 3):
        key(page, "ArrowRight")
        assert page.locator(".counter").inner_text() == f"Step {n} of {total}"
    assert page.evaluate("document.activeElement.id") == "replay-slider"
    key(page, "End")
    assert page.locator(".counter").inner_text() == f"Step {total} of {total}"
    assert "Game over" in page.locator(".replay-step").inner_text()
    page.evaluate("() => { document.getElementById('replay-slider').dataset.same = 'yes'; }")
    before = rendered(page)
    page.evaluate("""() => {
        const s = document.getElementById('replay-slider');
        s.value = 10;
        s.dispatchEvent(new Event('input', {bubbles: true}));
    }""")
    drawn_after(page, before)
    assert page.locator(".counter").inner_text() == f"Step 10 of {total}"
    assert page.locator(".replay").get_attribute("data-step-index") == "10"
    assert page.evaluate("document.getElementById('replay-slider').dataset.same") == "yes"  # never redrawn mid-drag
    key(page, "Home")
    assert page.locator(".counter").inner_text() == f"Step 0 of {total}"
    click(page, '[data-command="replay-close"]')
    page.wait_for_selector("#final")

    # play again: the same players in the same seats, the same setup, a new game in a new slot
    click(page, '[data-command="play-again"]')
    page.wait_for_selector('.game[data-phase="setup"]')
    assert page.locator(".player-name strong").all_inner_texts() == ["Ann", "Ben", "Cleo"]
    assert page.locator(".game").get_attribute("data-current") == "1"
    assert page.locator("#tracks").count() == 1  # the full game
    assert page.locator('[data-command="suggest"]').count() == 0  # hints stay off
    assert page.evaluate(SLOTS) == ["australia.slot.g1", "australia.slot.g2"]
    click(page, '[data-command="saved-games"]')
    details = page.locator(".slot-details").all_inner_texts()
    assert len(details) == 2 and sum("finished" in d for d in details) == 1
