"""Reading the table at a glance: what the map and the panels say, what a click redraws and
moves, and where Back goes.

One page for the module. Positions are played under CPython by the computer opponents from
fixed seeds and opened from Saved games, exactly as a saved game is. What is only words
and numbers (the ranger track's counts, the end screen's rows) is checked on the page's
HTML in CPython (``tests/web/view/test_panels.py``, ``tests/web/view/test_end.py``); here, what
needs the browser: sizes, clicks and
double clicks, the history's Back and Forward, what a redraw leaves in place.
"""

from __future__ import annotations

from australia import DrawCard, Fly, apply_action, new_game
from australia.events import ProjectScored
from australia.state import FULL, TURN, Config
from tests.conftest import shown_to
from tests.e2e.play import click, drawn_after, on_screen, played, rendered, save_text, settled
from tests.e2e.play import key as press
from web.view.marks import since_last_turn

READY = 'html[data-ready="true"]'


def _someone_scored(state) -> bool:
    """At the start of a turn in which another player scored since the player to act last acted."""
    if state.phase != TURN or state.actions_done:
        return False
    return any(isinstance(ev, ProjectScored) for entry in since_last_turn(state) for ev in entry.events)


def test_a_double_click_on_the_last_step_does_not_take_the_card_back(booted) -> None:
    state = new_game(Config(("Ann", "Ben"), "simple", 0), 42)
    for stack in (1, 2, 3, 4):
        apply_action(state, DrawCard(stack))
    apply_action(state, Fly("pilbara"))
    page = booted.show(save_text(state, meta=on_screen(state)), slot="dbl")
    click(page, '[data-card][data-colour="orange"]')
    click(page, '#board [data-location="tanami"]')
    rangers = page.locator('[data-rangers="1"]')
    before = rendered(page)
    rangers.dblclick()
    drawn_after(page, before)
    page.wait_for_timeout(300)  # a second render, had the second click gone through
    log = page.locator(".log").inner_text()
    assert "Ann played an orange card in Pilbara" in log
    assert page.locator(".game").get_attribute("data-phase") == "draw"  # the card stays played
    assert "took back" not in log.lower()
    assert page.locator('#board [data-location="tanami"] .count').text_content() == "1"


def test_the_next_player_sees_what_the_others_did_and_scored_since_their_turn(booted) -> None:
    state = played(("Ann", "Ben", "Cat"), FULL, 31, _someone_scored, level="medium")
    since = since_last_turn(state)
    scored = {ev.region for entry in since for ev in entry.events if isinstance(ev, ProjectScored)}
    page = booted.show(save_text(state, meta={"handover": True}), slot="since")
    # The board marks the scoring already behind the hand-over screen: it is public.
    for region in scored:
        assert "scoring" in page.locator(f'#board [data-region="{region}"]').get_attribute("class")
    assert page.locator("#board .scoring-mark").count() == len(scored)
    click(page, '[data-command="reveal"]')
    panel = page.locator(".since")
    assert panel.is_visible()
    assert f"Since {state.player.name}’s last turn" in panel.inner_text()
    lines = panel.locator(":scope > .since-list li.scoring").all_inner_texts()
    assert lines and all("+" in line or "point" in line for line in lines)  # with each player's points
    assert page.locator("#board .region.recent").count() >= 1
    # Acting ends the summary and its marks.
    region = page.locator("#board [data-region].flyable").first.get_attribute("data-region")
    click(page, f'#board [data-region="{region}"]')
    assert page.locator(".since").count() == 0
    assert page.locator("#board .region.recent").count() == 0


def test_the_map_says_what_each_region_needs(booted) -> None:
    state = played(("Ann", "Ben"), FULL, 12, _someone_scored, level="medium")
    page = booted.show(save_text(state, meta=on_screen(state)), slot="map")
    labels = page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board [data-region]')].map(e =>
             [e.dataset.region, [e.getAttribute('aria-label'), (e.querySelector('title') || {}).textContent,
              (document.querySelector(`#board [data-tokens="${e.dataset.region}"] .tile`) || {}).textContent]]))"""
    )
    for region in state.tiles:
        label, title, tokens = labels[region]
        count = state.region_rangers(region)
        if region in state.face_up:
            value = state.tiles[region]
            assert tokens == f"{count}/{value}"
            assert f"towards the tile of {value}" in label
        else:
            assert tokens == (f"{count}/?" if count else "?")
        assert title == label  # the same words as a tooltip
    # the plane of the player to act stands out, at least 24 px across on this screen
    mine = page.locator(f'#board .plane.current[data-player="{state.player.colour}"]')
    assert mine.count() == 1
    assert mine.locator("use").bounding_box()["width"] >= 24
    assert page.locator("#board .current-mark").count() == 1
    # the windmill piece and the key to the map
    assert page.locator("#board .windmill").count() == 1
    click(page, '[data-command="map-key"]')
    assert page.locator(".key-list li").count() >= 9


def test_the_key_to_the_map_closes_by_escape_or_a_click_outside_and_a_suggestion_has_its_own_mark(booted) -> None:
    state = new_game(Config(("Ann", "Ben"), "simple", 0), 42)
    for stack in (1, 2, 3, 4):
        apply_action(state, DrawCard(stack))
    page = booted.show(save_text(state, meta=on_screen(state)), slot="key")
    key = page.locator('[data-command="map-key"]')
    # Escape closes the key and leaves the focus on its button
    click(page, '[data-command="map-key"]')
    assert key.get_attribute("aria-expanded") == "true" and page.locator("#map-key-list").is_visible()
    assert "Where the suggested move acts" in page.locator("#map-key-list").inner_text()
    press(page, "Escape")
    assert page.locator("#map-key-list").count() == 0 and key.get_attribute("aria-expanded") == "false"
    assert page.evaluate("document.activeElement.dataset.command") == "map-key"
    # a click elsewhere on the page closes it
    click(page, '[data-command="map-key"]')
    click(page, ".status")
    assert page.locator("#map-key-list").count() == 0
    # a click on the map while it is open only closes it: no flight
    click(page, '[data-command="map-key"]')
    region = page.locator("#board .region.flyable").first
    target = region.get_attribute("data-region")
    click(page, f'#board [data-region="{target}"]')
    assert page.locator("#map-key-list").count() == 0
    assert page.locator(".game").get_attribute("data-actions") == "0"
    assert "flew" not in page.locator(".log").inner_text()
    # a suggestion: its own dashed green outline, not the purple of "changed since your last turn"
    click(page, '[data-command="suggest"]')
    page.wait_for_selector("#board .hint-mark")
    hint = page.evaluate(
        """() => { const s = getComputedStyle(document.querySelector('#board .hint-mark'));
                   return [s.stroke, s.strokeDasharray]; }"""
    )
    recent = page.evaluate(
        """() => { const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
                   p.setAttribute('class', 'recent-mark'); document.querySelector('#board svg').appendChild(p);
                   const s = getComputedStyle(p); const out = [s.stroke, s.strokeDasharray]; p.remove(); return out; }"""
    )
    assert hint[0] != recent[0] and hint[1] not in ("none", "", recent[1]), (hint, recent)


def test_long_names_stay_inside_their_panels_and_the_name_box_takes_32_characters(booted) -> None:
    page = booted.page
    click(page, '[data-command="new-game"]')
    page.select_option('[data-field="count"]', "2")
    settled(page)  # the form drawn for that count before anything is typed
    long = "W" * 32
    page.fill('[data-field="name0"]', long + "overflow")
    assert page.input_value('[data-field="name0"]') == long  # at most 32 characters
    page.fill('[data-field="name1"]', long)
    click(page, '[data-command="start"]')  # two players cannot share a name
    error = page.locator("#form-error")
    assert error.is_visible()
    form = page.locator("#setup").bounding_box()
    box = error.bounding_box()
    assert box["x"] + box["width"] <= form["x"] + form["width"] + 0.5
    page.fill('[data-field="name1"]', "M" * 32)
    page.select_option('[data-field="start"]', "0")
    click(page, '[data-command="start"]')
    for _ in range(2):  # the opening's first round, on the shared screen: then the hand-over
        click(page, '[data-stack]:not([aria-disabled="true"])')
    panel = page.locator(".handover")
    button = panel.locator("button")
    outer, inner = panel.bounding_box(), button.bounding_box()
    assert inner["x"] >= outer["x"] and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + 0.5
    assert page.evaluate("[...document.querySelectorAll('.handover, .handover *')].every(e => e.scrollWidth <= e.clientWidth + 1)")


def _screen_is(page, screen: str) -> None:
    page.wait_for_function("s => document.documentElement.dataset.screen === s", arg=screen, timeout=5_000)


def test_back_goes_to_the_previous_screen_and_never_leaves_the_page(booted) -> None:
    page = booted.page
    page.evaluate("window.__samePage = true")
    click(page, '[data-command="new-game"]')
    page.fill('[data-field="seed"]', "4")
    click(page, '[data-command="start"]')
    click(page, '[data-command="saved-games"]')
    assert page.locator("html").get_attribute("data-screen") == "saved"
    page.go_back()
    _screen_is(page, "game")
    page.go_back()  # the form the game was started from
    _screen_is(page, "new")
    page.go_forward()
    _screen_is(page, "game")
    # a replay opened from Saved games, and the rules opened over the replay
    click(page, '[data-command="saved-games"]')
    click(page, '.slot.current [data-command="replay"]')
    _screen_is(page, "replay")
    step = page.locator(".replay").get_attribute("data-step-index")
    click(page, '[data-command="rules"]')
    _screen_is(page, "rules")
    page.go_back()  # the rules close on the replay, at the same step
    _screen_is(page, "replay")
    assert page.locator(".replay").get_attribute("data-step-index") == step
    page.go_back()
    _screen_is(page, "saved")
    page.go_back()
    _screen_is(page, "game")
    # the rules opened from the game
    click(page, '[data-command="rules"]')
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


def test_a_click_redraws_only_what_changed_and_the_page_equals_a_fresh_drawing(booted) -> None:
    state = played(("Ann", "Ben", "Cat"), FULL, 31, _someone_scored, level="medium")
    page = booted.show(save_text(state, meta=on_screen(state)), slot="redraw")
    page.evaluate("document.querySelector('#game-footer').dataset.marker = 'kept'")
    flyable = page.locator("#board [data-region].flyable").first.get_attribute("data-region")
    click(page, f'#board [data-region="{flyable}"]')
    card = page.locator("[data-card]:not([aria-disabled])")
    if card.count():
        click(page, f'[data-card="{card.first.get_attribute("data-card")}"]')
    # the page's buttons did not change: they are the very same element
    assert page.evaluate("document.querySelector('#game-footer').dataset.marker") == "kept"
    page.evaluate("delete document.querySelector('#game-footer').dataset.marker")
    drawn = page.evaluate("document.querySelector('.game').outerHTML")
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    shown_to(page)  # people share the device: the player to act takes it again
    assert page.evaluate("document.querySelector('.game').outerHTML") == drawn


# The animations running on the map: what they move and for how long.
MOVING = """() => document.getAnimations()
  .filter(a => a.effect && a.effect.target && a.effect.target.closest && a.effect.target.closest('#board'))
  .map(a => ({what: a.effect.target.getAttribute('class') || a.effect.target.tagName,
              ms: a.effect.getComputedTiming().duration}))"""


def _at_turn_start():
    state = new_game(Config(("Ann", "Ben"), "simple", 0), 42)
    for stack in (1, 2, 3, 4):
        apply_action(state, DrawCard(stack))
    return state


def test_the_plane_glides_and_rangers_drop_without_holding_up_the_next_click(booted) -> None:
    booted.page.emulate_media(reduced_motion="no-preference")  # the other tests ask for less movement
    state = played(("Ann", "Ben"), "simple", 42, lambda s: s.phase == TURN and not s.actions_done and s.player.plane is not None)
    page = booted.show(save_text(state, meta=on_screen(state)), slot="motion")
    target = page.locator(f'#board .region.flyable:not([data-region="{state.player.plane}"])').first.get_attribute("data-region")
    click(page, f'#board [data-region="{target}"]')
    moving = page.evaluate(MOVING)
    planes = [m for m in moving if "plane" in m["what"]]
    assert planes and all(0 < m["ms"] <= 400 for m in moving), moving
    # the page takes the next click at once, the plane still gliding
    click(page, '[data-card]:not([aria-disabled="true"])')
    assert page.locator(".game").get_attribute("data-mode") == "play"
    click(page, "#board [data-location].highlight")
    counts = [int(v) for v in page.locator('[data-rangers]:not([aria-disabled="true"])').evaluate_all("es => es.map(e => e.dataset.rangers)")]
    click(page, f'[data-rangers="{max(counts)}"]')
    drops = [m for m in page.evaluate(MOVING) if "location" in m["what"]]
    assert max(counts) > 0 and drops and all(m["ms"] <= 400 for m in drops), (counts, drops)


def test_nothing_moves_for_a_person_who_asked_for_less_movement(booted) -> None:
    page = booted.page
    page.emulate_media(reduced_motion="reduce")
    booted.show(save_text(_at_turn_start(), meta=on_screen(_at_turn_start())), slot="calm")
    click(page, '#board [data-region="pilbara"]')
    click(page, '[data-card][data-colour="orange"]')
    click(page, '#board [data-location="tanami"]')
    click(page, '[data-rangers="1"]')
    assert page.evaluate(MOVING) == []
    assert "Ann played an orange card in Pilbara" in page.locator(".log").inner_text()


def test_the_map_counts_the_rangers_picked_to_take_back(booted) -> None:
    from australia import TakeBack
    from australia.rules import legal_actions

    state = played(("Ann", "Ben"), "simple", 4, lambda s: s.phase == TURN and not s.actions_done
                   and any(isinstance(a, TakeBack) for a in legal_actions(s)), level="medium")
    page = booted.show(save_text(state, meta=on_screen(state)), slot="picks")
    click(page, '[data-command="take-back"]')
    location = page.locator("#board [data-location].highlight").first.get_attribute("data-location")
    click(page, f'#board [data-location="{location}"]')
    here = page.locator(f'#board [data-location="{location}"]')
    assert here.locator(".pick-badge").text_content() == "\u22121"
    assert "1 picked to take back" in here.get_attribute("aria-label")
    badge, icon = here.locator(".pick-badge").bounding_box(), here.locator(".icon").bounding_box()
    assert badge["width"] >= 12 and abs(badge["x"] - icon["x"]) < 40  # on the location, big enough to read


def _threatened(state) -> bool:
    from australia.computer import threats
    from australia.observation import observe

    return state.phase == TURN and state.actions_done == 0 and any(
        t.chance > 0 for t in threats(observe(state, state.current)).projects
    )


def test_threats_are_read_in_the_panel_and_on_the_map_and_turned_off_and_on(booted) -> None:
    from australia.computer import threats
    from australia.observation import observe

    state = played(("Ann", "Ben"), FULL, 5, _threatened, level="medium")
    first = next(t for t in threats(observe(state, state.current)).projects if t.chance > 0)
    page = booted.show(save_text(state, meta=on_screen(state)), slot="threats")
    listed = page.locator("#threats .threat").first
    assert listed.get_attribute("data-region") == first.region
    assert state.players[first.seat].name in listed.inner_text() and f"+{first.points}" in listed.inner_text()
    assert "Ranger track:" in page.locator("#threats").inner_text()
    assert page.locator("#board .threat-mark").count() >= 1
    region = page.locator(f'#board [data-region="{first.region}"]').first.get_attribute("aria-label")
    assert "a rival could complete a project here next turn" in region  # read with the region's name
    assert page.locator('[data-command="threats"]').get_attribute("aria-pressed") == "true"
    click(page, '[data-command="threats"]')
    assert page.locator("#board .threat-mark").count() == 0 and page.locator("#threats .threat").count() == 0
    assert page.locator('[data-command="threats"]').get_attribute("aria-pressed") == "false"
    click(page, '[data-command="threats"]')
    assert page.locator("#board .threat-mark").count() >= 1
