"""What a player sees without scrolling: a laptop screen in a full game, a phone's zoomed map."""

from __future__ import annotations

from tests.e2e.test_full_games import Player, _new_game


def _mid_game(page, names: list[str], variant: str) -> Player:
    _new_game(page, names, variant, 7)
    player = Player(page)
    player.play_until(
        lambda i: player.clicks > 60 and i["handover"] == "false" and i["phase"] == "turn" and i["step"] == "Action 1 of 2"
    )
    return player


def _inside(page, selector: str, height: int) -> None:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, (selector, box)


def test_full_game_on_a_laptop_screen_shows_every_panel_without_scrolling(app_page) -> None:
    page = app_page
    page.set_viewport_size({"width": 1280, "height": 800})
    _mid_game(page, ["Ann", "Ben", "Cleo", "Dan", "Eve"], "full")
    assert page.evaluate("window.scrollY") == 0
    for selector in (
        "#status .step",
        "#controls .hand",
        '[data-command="end-turn"]',
        ".stacks",
        '.player[data-player="4"]',
        ".windmill-at",
        ".windmill-track",
        ".ranger-track",
        ".log li",
        "#board svg",
    ):
        _inside(page, selector, 800)
    assert page.evaluate("document.documentElement.scrollHeight") <= 800
    # the four stacks sit in one row
    tops = {round(b["y"]) for b in (page.locator(".stack").nth(i).bounding_box() for i in range(4))}
    assert len(tops) == 1


def test_phone_zooms_the_map_into_a_frame_with_locations_big_enough_to_tap(app_page) -> None:
    page = app_page
    page.set_viewport_size({"width": 390, "height": 844})
    player = _mid_game(page, ["Ann", "Ben", "Cleo", "Dan"], "full")
    small = page.locator('#board [data-location="wiluna"]').bounding_box()
    assert small["width"] < 24  # a whole map a phone wide: too small to tap
    n = player.read()["rendered"]
    page.click('[data-command="zoom-map"]')
    player._after(n)
    assert page.get_attribute('[data-command="zoom-map"]', "aria-pressed") == "true"
    sizes = page.evaluate(
        "() => [...document.querySelectorAll('#board [data-location]')]"
        ".map(e => { const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })"
    )
    assert min(sizes) >= 24
    frame = page.evaluate("() => { const b = document.querySelector('#board'); return [b.scrollWidth, b.clientWidth, b.scrollLeft]; }")
    assert frame[0] > frame[1] and frame[2] > 0  # scrolls sideways, opened at the middle
    page.evaluate("document.querySelector('#board').scrollLeft = 40")
    # a card, then a location tapped on the zoomed map: the frame stays where it was scrolled
    info = player.read()
    card = info["cards"][0]
    player.click(f'[data-card="{card}"]', info["rendered"])
    info = player.read()
    assert info["locations"]
    assert page.evaluate("document.querySelector('#board').scrollLeft") == 40
    target = page.locator(f'#board [data-location="{info["locations"][0]}"]')
    target.scroll_into_view_if_needed()
    player.click(f'#board [data-location="{info["locations"][0]}"]', info["rendered"])
    assert page.locator("#board [data-location].selected").count() == 1
    # and back to the whole map
    player.click('[data-command="zoom-map"]', player.read()["rendered"])
    assert page.locator("#board.zoomed").count() == 0
