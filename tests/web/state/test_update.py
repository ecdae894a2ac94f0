"""The page's one update function (``web.state.update``): the key to the map closes like any
popup, by Escape, a click on the map or a click elsewhere.
"""

from __future__ import annotations

from australia.rules import legal_actions

from tests.page import Page
from tests.web.first_turn import _at_first_turn


# --- 4. the key to the map closes like any popup -------------------------------------------------


def _key_open(page: Page) -> bool:
    return 'id="map-key-list"' in page.html()


def test_escape_closes_the_key_and_gives_the_focus_back_to_its_button():
    page = _at_first_turn()
    page.focus()
    page.command("map-key")
    assert _key_open(page) and 'aria-expanded="true"' in page.html()
    assert page.key("Escape")  # the page's key: the browser does nothing more with it
    assert not _key_open(page) and 'aria-expanded="false"' in page.html()
    assert page.focus() == ('[data-command="map-key"]',)
    assert not page.key("Escape")  # closed: Escape is the browser's again


def test_a_click_on_the_map_while_the_key_is_open_only_closes_it():
    page = _at_first_turn()
    before = page.session.state.history[:]
    region = next(a.region for a in legal_actions(page.session.state) if hasattr(a, "region"))
    page.command("map-key")
    page.click("region", region)
    assert not _key_open(page)
    assert page.session.state.history == before  # no flight
    page.click("region", region)  # the key closed: now it flies
    assert len(page.session.state.history) == len(before) + 1


def test_a_click_elsewhere_closes_the_key_and_does_what_it_says():
    page = _at_first_turn()
    page.command("map-key")
    page.command("saved-games")
    assert page.screen == "saved"
    page.command("back-to-game")
    assert not _key_open(page)
    page.command("map-key")
    from web import messages as m

    page.send(m.CloseMapKey())  # a click on the page outside the key, on nothing clickable
    assert not _key_open(page)
    page.command("map-key")
    page.command("map-key")  # its own button toggles it
    assert not _key_open(page)
