"""What a player sees without scrolling: a laptop screen in a full game, a phone's zoomed map.

One page for the module: each test opens its position from Saved games (played in CPython
by the computer from a fixed seed) and sets the window's size, without loading the page again.
"""

from __future__ import annotations

import functools

from australia.events import ProjectScored
from australia.state import TURN
from australia.table import PERSON, REMOTE
from tests.e2e.play import Player, click, import_file, mid_game, on_screen, played, save_text, turn_start
from web.view.marks import since_last_turn

FIVE = ("Ann", "Ben", "Cleo", "Dan", "Eve")
FOUR = ("Ann", "Ben", "Cleo", "Dan")


def _show(app, names, size: dict) -> None:
    app.page.set_viewport_size(size)
    state = played(names, "full", 7, mid_game)
    app.show(save_text(state, meta=on_screen(state)), slot=f"n{len(names)}w{size['width']}h{size['height']}{len(names[0])}")
    app.page.wait_for_selector('.game[data-phase="turn"][data-handover="false"]')


def _inside(page, selector: str, height: int) -> None:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, (selector, box)


def _two_scorings_since(state) -> bool:
    """A turn's start after the others scored two projects since this player's last turn."""
    if state.phase != TURN or state.actions_done:
        return False
    return sum(isinstance(ev, ProjectScored) for entry in since_last_turn(state) for ev in entry.events) >= 2


# Text a player reads, cut by its box (an ellipsis, or hidden overflow), on the game screen;
# the log and the summary of all actions scroll by design.
CUT = """() => [...document.querySelectorAll('#app *')].filter(el => {
    const s = getComputedStyle(el);
    if (s.display === 'none' || el.closest('.sr-only, svg, .log, .since-all') || (s.position === 'absolute' && el.clientWidth <= 1)) return false;
    const sideways = el.clientWidth && el.scrollWidth > el.clientWidth + 1 && (s.overflowX !== 'visible' || s.textOverflow === 'ellipsis');
    const down = el.clientHeight && el.scrollHeight > el.clientHeight + 1 && s.overflowY === 'hidden';
    return (sideways || down) && el.textContent.trim();
  }).map(el => `${el.className}: ${el.textContent.trim().slice(0, 40)}`)"""


@functools.lru_cache(maxsize=1)
def _two_scorings_save() -> str:
    names = ("Wolfgang", "Annabelle", "Maximilian", "Charlotte", "Bartholomew")
    state = played(names, "full", 31, _two_scorings_since, level="medium")
    return save_text(state, meta=on_screen(state))


def _after_two_scorings(booted, size: dict):
    """Five players, the full game, a turn's start after the others scored twice, at ``size``."""
    booted.page.set_viewport_size(size)
    booted.show(_two_scorings_save(), slot=f"since{size['width']}")
    booted.page.wait_for_selector(".since")
    return booted.page


def test_a_laptop_shows_every_panel_and_cuts_no_text_at_a_turns_start_after_two_scorings(booted) -> None:
    page = _after_two_scorings(booted, {"width": 1280, "height": 800})
    assert page.locator(".since > .since-list li.scoring").count() == 2
    for selector in (".since", "#controls .hand", '[data-command="end-turn"]', ".stacks", '.player[data-player="4"]',
                     ".windmill-track", ".ranger-track", ".track-top", ".log li", "#board svg"):
        _inside(page, selector, 800)
    assert page.evaluate("document.documentElement.scrollHeight") <= 800 and page.evaluate("window.scrollY") == 0
    assert page.evaluate("(() => { const s = document.querySelector('.game > .side'); return s.scrollHeight <= s.clientHeight + 1; })()")
    tops = {round(b["y"]) for b in (page.locator(".stack").nth(i).bounding_box() for i in range(4))}
    assert len(tops) == 1  # the four stacks sit in one row
    assert page.evaluate(CUT) == []
    # the players' planes and the windmill track's regions, whole
    planes = page.locator(".player .plane dd").all_inner_texts()
    assert "Flinders Ranges" in planes
    assert "Flinders Ranges" in page.locator(".windmill-track").inner_text().replace("\n", " ")
    # "▲ top" sits under the ranger track's first space, overlapping nothing
    top = page.locator(".track-top").bounding_box()
    first = page.locator(".ranger-track li").first.bounding_box()
    label = page.locator(".ranger-track").locator("xpath=../..").locator(".track-label").bounding_box()
    assert top["y"] >= first["y"] + first["height"] - 0.5 and abs(top["x"] - first["x"]) < 4
    assert top["x"] >= label["x"] + label["width"] or top["y"] >= label["y"] + label["height"]


def test_nothing_is_cut_on_the_narrowest_phone(booted) -> None:
    page = _after_two_scorings(booted, {"width": 320, "height": 640})
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    assert page.evaluate(CUT) == []
    # a name keeps its line beside its numbers
    heights = [page.locator(".player-name strong").nth(i).bounding_box()["height"] for i in range(5)]
    assert max(heights) < 1.6 * min(heights), heights


def test_five_players_names_are_not_cut_beside_the_board(booted) -> None:
    page = booted.page
    _show(booted, ("Alexandria", "Bartholomew", "Cleopatra", "Dominique", "Evangeline"), {"width": 1280, "height": 800})
    cut = page.evaluate(
        "() => [...document.querySelectorAll('.player-name strong')].filter(e => e.scrollWidth > e.clientWidth).map(e => e.textContent)"
    )
    assert page.locator(".player-name strong").count() == 5 and cut == []


def _board_box(page) -> dict:
    return page.locator("#board svg").bounding_box()


def test_the_whole_board_shows_on_a_short_laptop_screen_and_never_moves_between_steps(booted) -> None:
    page = booted.page
    _show(booted, FIVE, {"width": 1280, "height": 650})
    box = _board_box(page)
    assert box["y"] >= 0 and box["y"] + box["height"] <= 650  # the whole board, top to bottom
    assert box["x"] >= 0 and box["x"] + box["width"] <= 1280
    # steps with prompts of different lengths: the board stays exactly where it is
    seen = {tuple(round(v, 1) for v in box.values())}
    prompts = set()
    player = Player(page)
    info = player.read()
    for _ in range(6):
        info = player.step(info)
        if page.locator("#board svg").count():
            seen.add(tuple(round(v, 1) for v in _board_box(page).values()))
            prompts.add(page.locator("#status .prompt").inner_text())
    assert len(prompts) > 1 and len(seen) == 1, (prompts, seen)


def test_a_wide_screen_draws_the_board_large(booted) -> None:
    page = booted.page
    _show(booted, FIVE, {"width": 1920, "height": 1080})
    box = _board_box(page)
    assert box["width"] >= 1050  # was held to 800 px, whatever the screen
    assert box["y"] + box["height"] <= 1080
    assert page.evaluate("document.documentElement.scrollHeight") <= 1080


def test_phone_zooms_the_map_into_a_frame_with_locations_big_enough_to_tap(booted) -> None:
    page = booted.page
    _show(booted, FOUR, {"width": 390, "height": 844})
    small = page.locator('#board [data-location="wiluna"]').bounding_box()
    assert small["width"] < 24  # a whole map a phone wide: too small to tap
    click(page, '[data-command="zoom-map"]')
    assert page.get_attribute('[data-command="zoom-map"]', "aria-pressed") == "true"
    sizes = page.evaluate(
        "() => [...document.querySelectorAll('#board [data-location]')]"
        ".map(e => { const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })"
    )
    assert min(sizes) >= 24
    frame = page.evaluate("() => { const b = document.querySelector('#board'); return [b.scrollWidth, b.clientWidth, b.scrollLeft]; }")
    assert frame[0] > frame[1] and frame[2] > 0  # scrolls sideways, opened on the plane's region
    # the region of the plane to act is in the frame's middle
    cx, width, cy, height = page.evaluate(
        "() => { const b = document.querySelector('#board'), r = b.querySelector('.region.current path');"
        " const f = b.getBoundingClientRect(), x = r.getBoundingClientRect();"
        " return [x.left + x.width / 2 - f.left, f.width, x.top + x.height / 2 - f.top, f.height]; }"
    )
    assert abs(cx - width / 2) < width / 4 and 0 < cy < height
    page.evaluate("document.querySelector('#board').scrollLeft = 40")
    # a card, then a location tapped on the zoomed map: the frame stays where it was scrolled
    playable = page.locator('[data-card]:not([aria-disabled="true"])')
    if playable.count() == 0:  # nothing playable here: fly to a region of a card's colour first
        Player(page).play_until(lambda info: bool(info["cards"]), limit=3)
        page.evaluate("document.querySelector('#board').scrollLeft = 40")
    click(page, f'[data-card="{playable.first.get_attribute("data-card")}"]')
    locations = page.locator("#board [data-location].highlight")
    assert locations.count() > 0
    assert page.evaluate("document.querySelector('#board').scrollLeft") == 40
    target = locations.first
    target.scroll_into_view_if_needed()
    click(page, f'#board [data-location="{target.get_attribute("data-location")}"]')
    assert page.locator("#board [data-location].selected").count() == 1
    # and back to the whole map
    click(page, '[data-command="zoom-map"]')
    assert page.locator("#board.zoomed").count() == 0


def test_a_phones_end_screen_shows_every_players_column_with_a_long_winners_name(booted) -> None:
    """Two players, the winner's name one long word, on a phone 320 px wide: the ranking fits
    the screen, nothing to scroll sideways to find the second player."""
    page = booted.page
    page.set_viewport_size({"width": 320, "height": 640})
    state = played(("Bartholomewmaximilianus", "Ann"), "full", 3, lambda s: s.is_over)
    booted.show(save_text(state), slot="end320")
    page.wait_for_selector("#final .ranking")
    fits = page.evaluate("""() => {
      const wrap = document.querySelector('#final .table-wrap');
      const columns = [...document.querySelectorAll('#final .ranking th.rank')].map(th => th.getBoundingClientRect());
      return {wrap: wrap.scrollWidth <= wrap.clientWidth + 1, page: document.documentElement.scrollWidth <= innerWidth + 1,
              seen: columns.every(box => box.right <= innerWidth + 1), columns: columns.length};
    }""")
    wide = page.evaluate("""() => [...document.querySelectorAll('#app *')].filter(el => !el.closest('svg')
      && el.getBoundingClientRect().left + el.scrollWidth > innerWidth + 1).map(el => `${el.tagName}.${el.className}`)""")
    assert fits == {"wrap": True, "page": True, "seen": True, "columns": 2}, (fits, wide)
    page.set_viewport_size({"width": 1280, "height": 800})


def test_on_a_laptop_a_greyed_buttons_reason_and_a_seats_choice_are_shown_whole(booted) -> None:
    page = booted.page
    page.set_viewport_size({"width": 1280, "height": 800})
    state = played(FOUR, "full", 7, mid_game)
    booted.show(save_text(state, meta=on_screen(state)), slot="why1280")
    greyed = page.locator('.game .commands button[aria-disabled="true"]')
    assert greyed.count() > 0
    last = greyed.nth(greyed.count() - 1)  # the rightmost: its reason used to run off the screen
    last.hover()
    box = page.evaluate("""el => { const why = el.querySelector('.why'), r = why.getBoundingClientRect();
      // nothing painted over the reason (the stacks' buttons below the commands once were)
      const over = [.2, .5, .8].flatMap(x => [.25, .75].map(y => document.elementFromPoint(r.left + x * r.width, r.top + y * r.height)))
        .filter(hit => !why.contains(hit)).map(hit => `${hit.tagName}.${hit.className}`);
      return {left: r.left, right: r.right, width: r.width, room: innerWidth, over, faded: getComputedStyle(el).opacity}; }""",
                        last.element_handle())
    assert box["width"] > 40 and box["left"] >= 0 and box["right"] <= box["room"], box
    assert box["over"] == [] and box["faded"] == "1", box  # read whole, in full ink
    # the new-game form: a seat's choice shows its whole words
    click(page, '[data-command="new-game"]')
    page.wait_for_selector("#setup")
    page.select_option('[data-field="seat1"]', "medium")
    fits = page.evaluate("""() => {
      const select = document.querySelector('[data-field="seat1"]');
      const s = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      context.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0].textContent).width;
      const room = select.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 16;  // the arrow
      return {text, room};
    }""")
    assert fits["room"] >= fits["text"], fits


def test_the_windmill_tracks_region_names_break_only_between_words(booted) -> None:
    """A tile's region name wraps between words, never inside one (there is no hyphen to say
    so), on a laptop and a phone, whatever the names."""
    page = booted.page
    state = played(FIVE, "full", 7, lambda s: len(s.windmill_track) >= 5 and mid_game(s))
    for size in ({"width": 1280, "height": 800}, {"width": 320, "height": 640}):
        page.set_viewport_size(size)
        booted.show(save_text(state, meta=on_screen(state)), slot=f"wind{size['width']}")
        page.wait_for_selector(".windmill-track .tile-region")
        split = page.evaluate("""() => [...document.querySelectorAll('.windmill-track .tile-region')].filter(el => {
          const range = document.createRange();
          for (const word of el.textContent.matchAll(/\\S+/g)) {
            range.setStart(el.firstChild, word.index);
            range.setEnd(el.firstChild, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
            if (lines.size > 1 || el.scrollWidth > el.clientWidth + 1) return true;
          }
          return false;
        }).map(el => el.textContent)""")
        assert split == [], (size, split)
    page.set_viewport_size({"width": 1280, "height": 800})


# What a phone shows at once with the map zoomed, scrolled to the top: whether every element
# of ``choices`` is on the screen, and how much of the map shows above the panel ``panel``.
ON_ONE_SCREEN = """([choices, panel]) => {
  const inView = (el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight && r.height > 0; };
  const board = document.querySelector('#board').getBoundingClientRect();
  const foot = document.querySelector(panel).getBoundingClientRect();
  return {choices: [...document.querySelectorAll(choices)].every(inView),
          map: Math.min(board.bottom, foot.top) - Math.max(board.top, 0)};
}"""


def _phone_zoomed(booted, state, slot: str, choices: str, panel: str) -> dict:
    page = booted.page
    page.set_viewport_size({"width": 390, "height": 844})
    booted.show(save_text(state, meta=on_screen(state)), slot=slot)
    if not page.locator("#board.zoomed").count():
        click(page, '[data-command="zoom-map"]')
    page.evaluate("window.scrollTo(0, 0)")
    seen = page.evaluate(ON_ONE_SCREEN, [choices, panel])
    page.set_viewport_size({"width": 1280, "height": 800})
    return seen


def test_on_a_phone_the_zoomed_map_and_the_steps_choice_are_both_in_view(booted) -> None:
    """A phone, the map zoomed in, a turn's start: the hand, the turn's commands and the map on
    one screen, no scrolling between the choice and where it goes."""
    seen = _phone_zoomed(booted, played(FOUR, "full", 7, mid_game), "phone-choice",
                         '[data-card], [data-command="end-turn"]', "#controls")
    assert seen["choices"] and seen["map"] > 200, seen


def test_on_a_phone_the_stacks_to_draw_from_are_in_view_under_the_zoomed_map(booted) -> None:
    """The draw that ends a turn, on a phone with the map zoomed: the stacks and the map on one
    screen (the controls are short then, so the stacks follow them right under the map)."""
    state = played(FOUR, "full", 7, lambda s: s.phase == "draw" and sum(len(st) for st in s.stacks.values()) <= 20)
    seen = _phone_zoomed(booted, state, "phone-draw", "[data-stack]", "#stacks")
    assert seen["choices"] and seen["map"] > 150, seen


def test_the_end_screen_breaks_no_short_name_and_puts_a_computers_level_under_its_name(booted) -> None:
    page = booted.page
    for width in (390, 1280):
        page.set_viewport_size({"width": width, "height": 844 if width == 390 else 800})
        state = played(("Matilda", "An"), "full", 3, lambda s: s.is_over)
        booted.show(save_text(state, seats=("medium_hard", "person")), slot=f"end{width}")
        page.wait_for_selector("#final .ranking")
        boxes = page.evaluate("""() => [...document.querySelectorAll('#final th.rank')].map(th => {
          const name = th.querySelector('.rank-name'), tag = th.querySelector('.seat-tag');
          const line = parseFloat(getComputedStyle(name).lineHeight) || 1.3 * parseFloat(getComputedStyle(name).fontSize);
          return {name: name.innerText, lines: name.getBoundingClientRect().height / line,
                  tagBelow: tag ? tag.getBoundingClientRect().top >= name.getBoundingClientRect().bottom - 1 : null};
        })""")
        assert all(b["lines"] < 1.5 for b in boxes), (width, boxes)  # "An" never "A / n"
        assert [b["tagBelow"] for b in boxes if b["tagBelow"] is not None] == [True], (width, boxes)
    page.set_viewport_size({"width": 1280, "height": 800})


# Each highlighted location of the step, brought to the zoomed map's middle as a finger would
# scroll it: whether the point at its centre is the location itself (not the panel of choices,
# not the status), and where the map, the status and the panel lie.
REACHED = """() => {
  const board = document.querySelector('#board');
  const seen = [...board.querySelectorAll('[data-location].highlight')].map((place) => {
    let box = place.getBoundingClientRect();
    const frame = board.getBoundingClientRect();
    board.scrollLeft += box.left + box.width / 2 - (frame.left + frame.width / 2);
    board.scrollTop += box.top + box.height / 2 - (frame.top + frame.height / 2);
    box = place.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit && hit.closest('[data-location]') === place ? null : place.dataset.location;
  });
  const box = (selector) => document.querySelector(selector).getBoundingClientRect();
  return {missed: seen.filter(Boolean), count: seen.length, map: [box('#board').top, box('#board').bottom],
          status: box('#status').bottom, panel: [box('#controls').top, box('#controls').bottom], height: innerHeight};
}"""


def test_on_a_phone_every_location_of_the_step_shows_on_the_zoomed_map_with_the_panel_in_view(booted) -> None:
    """A card chosen on a phone, the map zoomed: every highlighted location can be scrolled into
    the map's frame and is seen there (the panel of choices never lies over the map), with the
    panel on the screen; scrolling the page never slides the map under the status."""
    page = booted.page
    page.set_viewport_size({"width": 390, "height": 844})
    booted.show(save_text(state := played(FOUR, "full", 7, mid_game), meta=on_screen(state)), slot="phone-reach")
    if not page.locator("#board.zoomed").count():
        click(page, '[data-command="zoom-map"]')
    playable = page.locator('[data-card]:not([aria-disabled="true"])')
    if playable.count() == 0:
        Player(page).play_until(lambda info: bool(info["cards"]), limit=3)
    click(page, f'[data-card="{playable.first.get_attribute("data-card")}"]')
    page.wait_for_selector("#board [data-location].highlight")
    for scrolled in (None, 0):
        if scrolled is not None:
            page.evaluate(f"window.scrollTo(0, {scrolled})")
        seen = page.evaluate(REACHED)
        assert seen["count"] > 0 and seen["missed"] == [], seen
        assert seen["map"][1] <= seen["panel"][0] + 1 and seen["panel"][0] < seen["height"] - 40, seen
        assert seen["status"] <= seen["map"][0] + 1, seen
    page.evaluate("window.scrollBy(0, 120)")
    box = page.evaluate("() => [document.querySelector('#status').getBoundingClientRect().bottom,"
                        " document.querySelector('#board').getBoundingClientRect().top]")
    assert box[0] <= box[1] + 1, box  # the status scrolls with the map, never over it
    page.set_viewport_size({"width": 1280, "height": 800})


# Whether the page itself scrolls, where the map, the side column and the bar's buttons lie,
# and whether the wheel over the map moved the page.
STILL = """() => {
  const box = (selector) => document.querySelector(selector).getBoundingClientRect();
  return {page: document.documentElement.scrollHeight - innerHeight, scrolled: scrollY,
          side: box('.game > .side').bottom, height: innerHeight,
          buttons: box('.game-footer').bottom, bar: box('.masthead').bottom};
}"""


def _still(page) -> dict:
    page.mouse.move(300, 450)  # over the map
    page.mouse.wheel(0, 500)
    page.evaluate("() => new Promise(requestAnimationFrame)")
    return page.evaluate(STILL)


def test_on_a_laptop_the_page_stays_still_with_an_invitation_open_or_a_notice_shown(booted) -> None:
    """A laptop: with the invitation's panel open, or the notice of an import above the game,
    the page never scrolls (the side column scrolls itself): the wheel over the map moves
    nothing, the bar's buttons stay in the bar, the side column reaches the window's foot."""
    page = booted.page
    page.set_viewport_size({"width": 1280, "height": 800})
    state = played(("Ann", "Ben", "Cat"), "full", 31, lambda s: turn_start(s) and s.current == 0)
    text = save_text(state, seats=(PERSON, REMOTE, REMOTE), meta=on_screen(state))
    booted.show(text, slot="invite1280")
    click(page, '#devices [data-command="invite"][data-arg="1"]')
    page.wait_for_selector("#invite-link")
    seen = _still(page)
    assert seen["page"] <= 0 and seen["scrolled"] == 0, seen
    assert seen["side"] >= seen["height"] - 24 and seen["buttons"] <= seen["bar"] + 1, seen
    # an imported game opens with its notice above it
    click(page, '[data-command="saved-games"]')
    page.wait_for_selector(".saved-games")
    import_file(page, "game.json", save_text(played(FOUR, "full", 7, mid_game)).encode())
    page.wait_for_selector(".game .status")
    assert "imported" in page.locator(".app-notice").inner_text()
    seen = _still(page)
    assert seen["page"] <= 0 and seen["scrolled"] == 0, seen
    notice = page.locator(".app-notice").bounding_box()
    assert notice["y"] >= 0 and notice["y"] + notice["height"] <= seen["height"], notice  # on the screen
