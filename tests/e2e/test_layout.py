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


def _board_box(page) -> dict:
    return page.locator("#board svg").bounding_box()


def test_the_whole_board_shows_on_a_short_laptop_screen_and_never_moves_between_steps(app_page) -> None:
    page = app_page
    page.set_viewport_size({"width": 1280, "height": 650})
    player = _mid_game(page, ["Ann", "Ben", "Cleo", "Dan", "Eve"], "full")
    box = _board_box(page)
    assert box["y"] >= 0 and box["y"] + box["height"] <= 650  # the whole board, top to bottom
    assert box["x"] >= 0 and box["x"] + box["width"] <= 1280
    # steps with prompts of different lengths: the board stays exactly where it is
    seen = {tuple(round(v, 1) for v in box.values())}
    prompts = set()
    for _ in range(6):
        info = player.read()
        player.step(info)
        if page.locator("#board svg").count():
            seen.add(tuple(round(v, 1) for v in _board_box(page).values()))
            prompts.add(page.locator("#status .prompt").inner_text())
    assert len(prompts) > 1 and len(seen) == 1, (prompts, seen)


def test_a_wide_screen_draws_the_board_large(app_page) -> None:
    page = app_page
    page.set_viewport_size({"width": 1920, "height": 1080})
    _mid_game(page, ["Ann", "Ben", "Cleo", "Dan", "Eve"], "full")
    box = _board_box(page)
    assert box["width"] >= 1050  # was held to 800 px, whatever the screen
    assert box["y"] + box["height"] <= 1080
    assert page.evaluate("document.documentElement.scrollHeight") <= 1080


def test_five_players_names_are_not_cut_beside_the_board(app_page) -> None:
    page = app_page
    page.set_viewport_size({"width": 1280, "height": 800})
    names = ["Alexandria", "Bartholomew", "Cleopatra", "Dominique", "Evangeline"]
    _mid_game(page, names, "full")
    cut = page.evaluate(
        "() => [...document.querySelectorAll('.player-name strong')].filter(e => e.scrollWidth > e.clientWidth).map(e => e.textContent)"
    )
    assert cut == []


def zoomed_phone_game(page) -> Player:
    """A four-player full game in the middle, on a phone, with the map zoomed in."""
    page.set_viewport_size({"width": 390, "height": 844})
    player = _mid_game(page, ["Ann", "Ben", "Cleo", "Dan"], "full")
    n = player.read()["rendered"]
    page.click('[data-command="zoom-map"]')
    player._after(n)
    return player


def test_a_phone_zooms_in_on_the_region_of_the_plane_to_act(app_page) -> None:
    page = app_page
    zoomed_phone_game(page)
    centred = page.evaluate(
        "() => { const b = document.querySelector('#board'), r = b.querySelector('.region.current path');"
        " const f = b.getBoundingClientRect(), x = r.getBoundingClientRect();"
        " return [x.left + x.width / 2 - f.left, f.width, x.top + x.height / 2 - f.top, f.height]; }"
    )
    cx, width, cy, height = centred
    assert abs(cx - width / 2) < width / 4 and 0 < cy < height
