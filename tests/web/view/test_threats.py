"""The threats' panel and marks: for the player to move, what a rival could complete next."""

from __future__ import annotations

from html import unescape

from australia.state import FULL

from tests.australia.computer.test_threats import kimberley_for_white
from tests.page import Page


def _page(state, **kwargs) -> Page:
    page = Page()
    page.put(state, **kwargs)
    return page


def test_the_player_to_move_sees_what_a_rival_could_complete_in_the_panel_and_on_the_map():
    state, _ = kimberley_for_white(FULL)
    page = _page(state, handover=False)
    html = unescape(page.html())
    panel = html[html.index('id="threats"'):]
    panel = panel[: panel.index("</section>")]
    assert "White could complete the conservation of Kimberley: +11 for them (1 location left;" in panel
    assert 'data-region="kimberley"' in panel
    assert 'class="threat-mark"' in html  # marked on the map
    assert "a rival could complete a project here next turn" in html  # and said with the region
    assert "Ranger track: 10 spaces left." in panel and "Windmill (value 2)" in panel


def test_the_switch_hides_them_and_the_choice_stays_on_this_device():
    state, _ = kimberley_for_white(FULL)
    page = _page(state, handover=False)
    page.command("threats")
    html = page.html()
    assert 'class="threat-mark"' not in html and 'class="threat"' not in html
    assert 'data-command="threats" aria-pressed="false"' in html
    assert page.storage.preference("australia.threats") == "off"
    assert Page(page.store.data).model.prefs.threats is False  # and after a reload
    page.command("threats")
    assert 'class="threat-mark"' in page.html()


def test_no_threat_is_shown_behind_the_hand_over_screen():
    state, _ = kimberley_for_white(FULL)
    page = _page(state, handover=True)
    html = page.html()
    assert 'id="threats"' not in html and 'class="threat-mark"' not in html


def test_the_new_game_form_has_the_same_switch_on_by_default_and_the_game_follows_it():
    page = Page()
    assert 'data-command="threats" aria-pressed="true"' in page.html()  # a first game: on
    page.command("threats")
    assert 'data-command="threats" aria-pressed="false"' in page.html()
    state, _ = kimberley_for_white(FULL)
    page.put(state, handover=False)
    assert 'class="threat-mark"' not in page.html() and 'class="threat"' not in page.html()
