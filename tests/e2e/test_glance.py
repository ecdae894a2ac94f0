"""Reading the table at a glance, and the bugs found by playing as a new player would.

Positions are played under CPython by the computer opponents from fixed seeds and put into
the page's storage before it opens, exactly as a saved game is.
"""

from __future__ import annotations

import json

from australia import apply_action, new_game
from australia.bots import choose
from australia.events import ProjectScored
from australia.observation import observe
from australia.state import FULL, SIMPLE, TURN, Config
from australia.table import Table
from web.browser.store import Storage
from web.view.marks import since_last_turn

READY = 'html[data-ready="true"]'


def _open_with(app, items: dict[str, str]):
    """Open the page with these saves in its storage (written once, before the page runs)."""
    page = app.page
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1');"
        f" for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }}"
    )
    return app.open()


def _saved(state, table: Table, meta: dict | None = None) -> dict[str, str]:
    store: dict[str, str] = {}
    Storage(store).save("g1", state, {"saved": 1_790_000_000, **(meta or {})}, table=table)
    store["australia.current"] = "g1"
    return store


def _after_someone_scored(names, variant: str, seed: int):
    """A game at the start of a turn in which another player scored since the player to
    act last acted."""
    state = new_game(Config(tuple(names), variant, 0), seed)
    done = 0
    while not state.is_over:
        if state.phase == TURN and not state.actions_done:
            since = since_last_turn(state)
            if any(isinstance(ev, ProjectScored) for entry in since for ev in entry.events):
                return state
        apply_action(state, choose(observe(state, state.current), "medium", seed + done))
        done += 1
    raise AssertionError("nobody scored")


def _click(page, selector: str) -> None:
    before = page.evaluate("+document.documentElement.dataset.rendered")
    page.click(selector)
    page.wait_for_function("n => +document.documentElement.dataset.rendered > n", arg=before)


def test_a_double_click_on_the_last_step_does_not_take_the_card_back(app) -> None:
    page = app.open()
    page.fill('[data-field="name0"]', "Ann")
    page.fill('[data-field="name1"]', "Ben")
    page.select_option('[data-field="start"]', "0")
    page.fill('[data-field="seed"]', "42")
    _click(page, '[data-command="start"]')
    for stack in (1, 2, 3, 4):
        _click(page, '[data-command="reveal"]')
        _click(page, f'[data-stack="{stack}"]')
    _click(page, '[data-command="reveal"]')
    _click(page, '#board [data-region="pilbara"]')
    _click(page, '[data-card][data-colour="orange"]')
    _click(page, '#board [data-location="tanami"]')
    rangers = page.locator('[data-rangers="1"]')
    before = page.evaluate("+document.documentElement.dataset.rendered")
    rangers.dblclick()
    page.wait_for_function("n => +document.documentElement.dataset.rendered > n", arg=before)
    page.wait_for_timeout(300)  # a second render, had the second click gone through
    log = page.locator(".log").inner_text()
    assert "Ann played an orange card in Pilbara" in log
    assert page.locator(".game").get_attribute("data-phase") == "draw"  # the card stays played
    assert "took back" not in log.lower()
    assert page.locator('#board [data-location="tanami"] .count').text_content() == "1"


def test_the_next_player_sees_what_the_others_did_and_scored_since_their_turn(app) -> None:
    state = _after_someone_scored(["Ann", "Ben", "Cat"], FULL, 31)
    since = since_last_turn(state)
    scored = {ev.region for entry in since for ev in entry.events if isinstance(ev, ProjectScored)}
    page = _open_with(app, _saved(state, Table(("person",) * 3), {"handover": True}))
    # The board marks the scoring already behind the hand-over screen: it is public.
    for region in scored:
        assert "scoring" in page.locator(f'#board [data-region="{region}"]').get_attribute("class")
    assert page.locator("#board .scoring-mark").count() == len(scored)
    _click(page, '[data-command="reveal"]')
    panel = page.locator(".since")
    assert panel.is_visible()
    name = state.player.name
    assert f"Since {name}’s last turn" in panel.inner_text()
    lines = panel.locator(":scope > .since-list li.scoring").all_inner_texts()
    assert lines and all("+" in line or "point" in line for line in lines)  # with each player's points
    changed = page.locator("#board .region.recent").count()
    assert changed >= 1
    # Acting ends the summary and its marks.
    flyable = page.locator("#board [data-region].flyable").first
    region = flyable.get_attribute("data-region")
    _click(page, f'#board [data-region="{region}"]')
    assert page.locator(".since").count() == 0
    assert page.locator("#board .region.recent").count() == 0


def test_the_map_says_what_each_region_needs(app) -> None:
    state = _after_someone_scored(["Ann", "Ben"], FULL, 12)
    page = _open_with(app, _saved(state, Table(("person", "person")), {"handover": False, "viewer": state.current}))
    for region in state.tiles:
        shape = page.locator(f'#board [data-region="{region}"]')
        label = shape.get_attribute("aria-label")
        count = state.region_rangers(region)
        tokens = page.locator(f'#board [data-tokens="{region}"] .tile')
        if region in state.face_up:
            value = state.tiles[region]
            assert tokens.text_content() == f"{count}/{value}"
            assert f"towards the tile of {value}" in label
        else:
            assert tokens.text_content() == (f"{count}/?" if count else "?")
        assert shape.locator("title").text_content() == label  # the same words as a tooltip
    # the plane of the player to act stands out, at least 24 px across on this screen
    mine = page.locator(f'#board .plane.current[data-player="{state.player.colour}"]')
    assert mine.count() == 1
    box = mine.locator("use").bounding_box()
    assert box["width"] >= 24
    assert page.locator("#board .current-mark").count() == 1
    # the windmill piece and the key to the map
    assert page.locator("#board .windmill").count() == 1
    page.click(".map-key summary")
    assert page.locator(".key-list li").count() >= 7


def test_the_ranger_track_shows_counts_and_what_a_windmill_scoring_would_pay(app) -> None:
    from australia import windmill_payout

    state = new_game(Config(("Ann", "Ben"), FULL, 0), 5)
    done = 0
    while len(set(state.ranger_track)) < 2 or state.phase != TURN or state.actions_done:
        apply_action(state, choose(observe(state, state.current), "medium", done))
        done += 1
    page = _open_with(app, _saved(state, Table(("person", "person")), {"handover": False, "viewer": state.current}))
    tracks = page.locator("#tracks").inner_text()
    for seat, player in enumerate(state.players):
        n = state.ranger_track.count(seat)
        assert f"{player.name}: {n} ranger" in tracks
    pays = page.locator("#tracks .windmill-now").inner_text()
    for place in windmill_payout(state):
        assert f"{state.players[place.player].name} {place.points} point" in pays
    assert page.locator(".ranger-track li[data-top]").count() == 1


def test_long_names_stay_inside_their_panels_and_the_name_box_takes_32_characters(app) -> None:
    page = app.open()
    long = "W" * 32
    page.fill('[data-field="name0"]', long + "overflow")
    assert page.input_value('[data-field="name0"]') == long  # at most 32 characters
    page.fill('[data-field="name1"]', long)
    _click(page, '[data-command="start"]')  # two players cannot share a name
    error = page.locator("#form-error")
    assert error.is_visible()
    form = page.locator("#setup").bounding_box()
    box = error.bounding_box()
    assert box["x"] + box["width"] <= form["x"] + form["width"] + 0.5
    page.fill('[data-field="name1"]', "M" * 32)
    page.select_option('[data-field="start"]', "0")
    _click(page, '[data-command="start"]')
    panel = page.locator(".handover")
    button = panel.locator("button")
    outer, inner = panel.bounding_box(), button.bounding_box()
    assert inner["x"] >= outer["x"] and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + 0.5
    assert page.evaluate("[...document.querySelectorAll('.handover, .handover *')].every(e => e.scrollWidth <= e.clientWidth + 1)")


def test_the_simple_games_end_screen_has_no_windmill_row(app) -> None:
    state = new_game(Config(("Ann", "Ben"), SIMPLE, 0), 9)
    done = 0
    while not state.is_over:
        apply_action(state, choose(observe(state, state.current), "easy", done))
        done += 1
    page = _open_with(app, _saved(state, Table(("person", "person"))))
    assert page.locator("#final").is_visible()
    rows = page.locator(".ranking tbody th").all_inner_texts()
    assert rows and not any("Windmill" in row for row in rows)


def test_back_goes_to_the_previous_screen_and_never_leaves_the_page(app) -> None:
    page = app.open()
    page.evaluate("window.__samePage = true")
    page.fill('[data-field="seed"]', "4")
    _click(page, '[data-command="start"]')
    _click(page, '[data-command="saved-games"]')
    assert page.locator("html").get_attribute("data-screen") == "saved"
    page.go_back()
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    page.go_back()  # the form the game was started from
    page.wait_for_function("document.documentElement.dataset.screen === 'new'")
    page.go_forward()
    _screen_is(page, "game")
    # a replay opened from Saved games, and the rules opened over the replay
    _click(page, '[data-command="saved-games"]')
    _click(page, '[data-command="replay"]')
    _screen_is(page, "replay")
    step = page.locator(".replay").get_attribute("data-step-index")
    _click(page, '[data-command="rules"]')
    _screen_is(page, "rules")
    page.go_back()  # the rules close on the replay, at the same step
    _screen_is(page, "replay")
    assert page.locator(".replay").get_attribute("data-step-index") == step
    page.go_back()
    _screen_is(page, "saved")
    page.go_back()
    _screen_is(page, "game")
    # the rules opened from the game
    _click(page, '[data-command="rules"]')
    _screen_is(page, "rules")
    page.go_back()
    _screen_is(page, "game")
    page.go_forward()  # Forward opens them again
    _screen_is(page, "rules")
    page.go_back()
    _screen_is(page, "game")
    assert page.locator("#board [data-region]").count() == 24
    assert page.evaluate("window.__samePage") is True  # still the same page: nothing reloaded
    assert page.locator(READY).count() == 1


def _screen_is(page, screen: str) -> None:
    page.wait_for_function("s => document.documentElement.dataset.screen === s", arg=screen, timeout=5_000)


def test_a_click_redraws_only_what_changed_and_the_page_equals_a_fresh_drawing(app) -> None:
    state = _after_someone_scored(["Ann", "Ben", "Cat"], FULL, 31)
    page = _open_with(app, _saved(state, Table(("person",) * 3), {"handover": False, "viewer": state.current}))
    page.evaluate("document.querySelector('#game-footer').dataset.marker = 'kept'")
    flyable = page.locator("#board [data-region].flyable").first.get_attribute("data-region")
    _click(page, f'#board [data-region="{flyable}"]')
    card = page.locator("[data-card]:not([aria-disabled])")
    if card.count():
        _click(page, f'[data-card="{card.first.get_attribute("data-card")}"]')
    # the page's buttons did not change: they are the very same element
    assert page.evaluate("document.querySelector('#game-footer').dataset.marker") == "kept"
    page.evaluate("delete document.querySelector('#game-footer').dataset.marker")
    drawn = page.evaluate("document.querySelector('.game').outerHTML")
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    assert page.evaluate("document.querySelector('.game').outerHTML") == drawn
