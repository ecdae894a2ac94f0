"""What the map marks (``web.view.marks``): the regions a player may fly to, what the others
did since the player's last turn, a suggestion with its own mark, and the rangers picked to
take back.
"""

from __future__ import annotations

import re

from australia import Fly, PlayCard, TakeBack, apply_action, legal_actions
from australia.state import TURN
from web.view import controls, marks, pieces

from tests.e2e.play import played
from tests.page import Page, game_html
from tests.positions import BLACK, plane, position
from tests.web.first_turn import _at_first_turn
from tests.web.view.games import _glance_game


def test_the_regions_a_player_may_fly_to_are_marked_on_the_map():
    state = position()
    plane(state, BLACK, "pilbara")
    html = game_html(state)
    flyable = set(re.findall(r'<g class="region[a-z ]*flyable[a-z ]*" data-region="([a-z_]+)"', html))
    assert "pilbara" not in flyable and len(flyable) == 23
    hidden = game_html(state, handover=True)  # nothing is offered behind the hand-over
    assert not re.findall(r'<g class="region[a-z ]*flyable', hidden)


def test_since_last_turn_lists_the_others_actions_until_the_player_acts():
    state = _glance_game()
    since = marks.since_last_turn(state)
    assert since and all(entry.player != state.current for entry in since)
    # everything after the player's own last entry, in order
    last_own = max(i for i, entry in enumerate(state.log) if entry.player == state.current)
    assert list(since) == list(state.log[last_own + 1:])
    html = controls.since_html(state, since)
    assert 'class="scoring"' in html and state.player.name in html
    marked = marks.change_marks(state, since)
    assert marked["scored"] and marked["changed_regions"]
    # once the player acts, the summary is gone
    fly = next(a for a in legal_actions(state) if isinstance(a, Fly))
    apply_action(state, fly)
    assert marks.since_last_turn(state) == []
    assert controls.since_html(state, []) == ""


def _css_rule(selector: str) -> str:
    found = re.search(re.escape(selector) + r"\{([^}]*)\}", pieces.STYLE)
    assert found, selector
    return found.group(1)


# --- 2. a suggestion has its own mark, and the key says what it is -------------------------------


def test_a_suggestion_is_marked_unlike_a_change_since_the_last_turn_and_the_key_names_it():
    page = _at_first_turn()
    assert '<path class="hint-mark"' not in page.html()
    page.command("suggest")
    page.think()
    hint = page.model.computer.hint
    html = page.html()
    assert '<path class="hint-mark" d=' in html
    assert html.count('class="hint-mark"') == 1
    if getattr(hint, "region", None):  # a flight: the region it goes to is outlined
        assert re.search(rf'data-region="{hint.region}"', html)
    # not the purple outline of "changed since your last turn": another colour and dashed
    recent, suggested = _css_rule(".recent-mark"), _css_rule(".hint-mark")
    def colour(rule: str) -> str:
        return re.search(r"stroke:(#[0-9a-f]+)", rule).group(1)
    assert colour(recent) != colour(suggested) and "dasharray" in suggested and "dasharray" not in recent
    page.command("map-key")
    key = page.html()
    assert "Where the suggested move acts" in key
    assert re.search(r'<li[^>]*>.*?class="hint-mark".*?Where the suggested move acts', key)


def test_a_suggested_play_rings_its_location():
    state = played(("Ann", "Ben"), "simple", 5, lambda s: s.phase == TURN and s.actions_done == 1 and any(
        isinstance(a, PlayCard) for a in legal_actions(s)))
    page = Page()
    page.put(state)
    page.command("suggest")
    page.think()
    hint = page.model.computer.hint
    html = page.html()
    if isinstance(hint, PlayCard) and getattr(hint, "location", None):
        assert 'class="hint-ring"' in html
        assert re.search(rf'class="location[^"]*\bsuggested\b[^"]*"[^>]*data-location="{hint.location}"', html)
    else:
        assert 'class="hint-mark"' in html or 'class="hint-ring"' in html or "suggest" in html.lower()


# --- 8. rangers picked to take back, an empty file, a game imported twice ------------------------


def test_the_map_counts_the_rangers_picked_to_take_back_in_each_location():
    state = played(("Ann", "Ben"), "simple", 4, lambda s: s.phase == TURN and s.actions_done == 0 and any(
        isinstance(a, TakeBack) for a in legal_actions(s)), level="medium")
    page = Page()
    page.put(state)
    page.command("take-back")
    offered = re.findall(r'class="location[^"]*highlight[^"]*"[^>]*data-location="([^"]+)"', page.html())
    assert offered
    page.click("location", offered[0])
    html = page.html()
    badge = re.search(r'<g class="pick-badge"[^>]*>.*?</g>', html, re.S)
    assert badge and "−1" in badge.group(0)
    assert re.search(rf'data-location="{offered[0]}"[^>]*aria-label="[^"]*1 picked to take back', html) or re.search(
        rf'aria-label="[^"]*1 picked to take back[^"]*"[^>]*data-location="{offered[0]}"', html)
