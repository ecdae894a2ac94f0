"""Whole games through the page only: clicks and keys, from the new-game form to the end.

The player here is a simple strategy that reads only what the page shows (enabled buttons,
highlighted locations, the colours of the cards in hand and of the regions) and ends games
fast: play a card whenever one is enabled, with as many rangers as offered, draw from the
first stack that has cards, otherwise fly to a region of a card's colour. Each game reloads
the page in the middle and must resume at the same moment.
"""

from __future__ import annotations


from australia.board import REGION_BY_ID

READ = """() => {
  const q = s => [...document.querySelectorAll(s)];
  const on = s => q(s).filter(e => e.getAttribute('aria-disabled') !== 'true');
  const game = document.querySelector('.game');
  const current = document.querySelector('.player.current .plane dd');
  return {
    rendered: +(document.documentElement.dataset.rendered || 0),
    phase: game ? game.dataset.phase : null,
    current: game ? game.dataset.current : null,
    step: game ? game.dataset.step : null,
    handover: game ? game.dataset.handover : null,
    stacks: on('[data-stack]').map(e => e.dataset.stack),
    cards: on('[data-card]').map(e => e.dataset.card),
    colours: q('[data-card]').map(e => e.dataset.colour),
    rangers: on('[data-rangers]').map(e => +e.dataset.rangers),
    track: on('[data-track]').map(e => +e.dataset.track),
    locations: q('#board [data-location].highlight').map(e => e.dataset.location),
    commands: on('[data-command]').map(e => e.dataset.command),
    plane: current ? current.textContent : null,
    regions: q('#board [data-region]').map(e => [e.dataset.region, e.getAttribute('aria-label')]),
    points: q('.player').map(e => e.dataset.points),
    notice: (document.querySelector('.notice') || {}).textContent || '',
  };
}"""


class Player:
    """Clicks through one game on the page, one decision per ``step``."""

    def __init__(self, page) -> None:
        self.page = page
        self.clicks = 0

    def read(self) -> dict:
        return self.page.evaluate(READ)

    def _after(self, before: int) -> None:
        self.clicks += 1
        self.page.wait_for_function(
            "n => +(document.documentElement.dataset.rendered || 0) > n", arg=before, timeout=10_000
        )

    def click(self, selector: str, before: int) -> None:
        self.page.click(selector)
        self._after(before)

    def press(self, selector: str, before: int) -> None:
        """Keyboard: focus a shape of the map and press Enter."""
        self.page.focus(selector)
        self.page.keyboard.press("Enter")
        self._after(before)

    def step(self, info: dict) -> None:
        n = info["rendered"]
        assert not info["notice"], info["notice"]  # the strategy only clicks offered things
        if info["handover"] == "true":
            return self.click('[data-command="reveal"]', n)
        if info["phase"] in ("setup", "draw"):
            return self.click(f'[data-stack="{info["stacks"][0]}"]', n)
        if info["track"]:
            return self.click(f'[data-track="{max(info["track"])}"]', n)
        if any(r > 0 for r in info["rangers"]):
            return self.click(f'[data-rangers="{max(info["rangers"])}"]', n)
        if info["locations"]:
            return self.click(f'#board [data-location="{info["locations"][0]}"]', n)
        if info["rangers"]:
            return self.click('[data-rangers="0"]', n)
        if "end-turn" in info["commands"]:
            return self.click('[data-command="end-turn"]', n)
        if info["cards"]:
            return self.click(f'[data-card="{info["cards"][0]}"]', n)
        # fly, by keyboard, to a region of a colour in hand (in any language the page speaks)
        wanted = set(info["colours"])
        choices = [
            region
            for region, label in info["regions"]
            if REGION_BY_ID[region].colour in wanted and not label.startswith(f"{info['plane']},")
        ]
        choices = choices or [r for r, label in info["regions"] if not label.startswith(f"{info['plane']},")]
        return self.press(f'#board [data-region="{choices[0]}"]', n)

    def play_until(self, done, limit: int = 3000) -> dict:
        for _ in range(limit):
            info = self.read()
            if done(info):
                return info
            self.step(info)
        raise AssertionError(f"the game did not get there in {limit} steps: {info}")


def _new_game(page, names: list[str], variant: str, seed: int, *, start: str | None = None, windmill: str | None = None) -> None:
    assert page.locator("#setup").is_visible()
    if len(names) != 2:
        page.select_option('[data-field="count"]', str(len(names)))
        page.wait_for_selector(f'[data-field="name{len(names) - 1}"]', state="visible")
    for seat, name in enumerate(names):
        page.fill(f'[data-field="name{seat}"]', name)
    if variant == "full":
        page.check('[data-field="variant"][value="full"]')
        page.wait_for_selector('[data-field="windmill"]', state="visible")
        if windmill:
            page.select_option('[data-field="windmill"]', windmill)
    if start is not None:
        page.select_option('[data-field="start"]', start)
    page.fill('[data-field="seed"]', str(seed))
    page.click('[data-command="start"]')
    page.wait_for_selector(".game[data-phase]")


def _moment(info: dict) -> tuple:
    return (info["phase"], info["current"], info["step"], info["handover"], info["points"], info["cards"], info["stacks"])


def _reload_and_compare(app, player: Player) -> None:
    before = player.read()
    app.page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    after = player.read()
    assert _moment(after) == _moment(before)


def _check_final_screen(page, names: list[str], variant: str) -> None:
    page.wait_for_selector("#final")
    heads = page.locator("th.rank")
    assert heads.count() == len(names)
    seen = set()
    points = []
    for i in range(heads.count()):
        head = heads.nth(i)
        seat = head.get_attribute("data-player")
        parts = [int(t) for t in page.locator(f'td[data-player="{seat}"][data-source]').all_inner_texts()]
        # conservation, industrialization, bonuses, cards without rangers, dollars (+ windmill)
        assert len(parts) == (6 if variant == "full" else 5)
        points.append(int(head.get_attribute("data-points")))
        assert sum(parts) == points[-1]
        seen.add(head.inner_text().split("\n")[-1].strip())
    assert seen == set(names)
    assert points == sorted(points, reverse=True)
    assert page.locator(".headline").inner_text()
    assert page.locator("[data-tie-break]").count() == 1


def _play_game(app, names, variant, seed, **setup) -> None:
    page = app.open()
    _new_game(page, names, variant, seed, **setup)
    player = Player(page)
    # halfway through the stacks: reload and resume at the same moment
    player.play_until(lambda info: _half(page))
    _reload_and_compare(app, player)
    player.play_until(lambda i: i["phase"] == "over" or page.locator("#final").count() > 0)
    _check_final_screen(page, names, variant)
    app.check()


def _half(page) -> bool:
    counts = [int(c) for c in page.locator("[data-stack]").evaluate_all("els => els.map(e => e.dataset.cards)")]
    return sum(counts) <= 16


def test_two_player_simple_game_from_start_to_end(app) -> None:
    _play_game(app, ["Ann", "Ben"], "simple", 20240601)


def test_five_player_full_game_from_start_to_end(app) -> None:
    _play_game(app, ["Ann", "Ben", "Cat", "<b>Dan</b>", "Eve"], "full", 77, start="2", windmill="red_centre")
