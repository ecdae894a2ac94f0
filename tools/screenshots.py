"""Take the README's screenshots of the main screens, in a real Chromium, into ``docs/``.

    make screenshots          (or: .venv/bin/python tools/screenshots.py [--out docs/screenshots])

The games shown are played by the computer opponents from fixed seeds under CPython, saved
into the page's storage before it opens, so every run shows the same positions: the new-game
form, a four-player full game in the middle (a person to act, cards shown), the hand-over
between two people, the end screen, the saved games, a replay, "Your record" (opened from
the top bar, with a few games finished on the device), five players at the start of a turn
after the others scored, the card just drawn shown before the hand-over, the review of the
finished game with its first key moments, the key to the map
beside a suggestion, the threats on the map and in the panel (on the phone, the whole page
long with the whole map, and a suggestion with why), a phone reloaded while it played a seat of another
device's game, the holding device with its players on other devices waiting; each at 1280×800 (a
laptop) and 390×844 (a phone), in English; the game and the new-game form also in every
other language the page speaks (``game-de-1280.png``), as a browser set to it shows them.
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import json
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from australia import apply_action, new_game
from australia.actions import PlayCard
from australia.legality import legal_actions_of
from australia.computer import choose
from australia.observation import observe
from australia.state import FULL, SIMPLE, Config
from australia.table import Table
from web.browser.store import Storage
from web.storage import JOINED_KEY, RECORD_KEY
from web.state.record_format import dump, game_of

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]
SIZES = ((1280, 800), (390, 844))
IN_EVERY_LANGUAGE = ("game", "new-game")  # the screens also taken in Italian and German
# The screens a phone shows best the whole page long: their 390 px shots are that tall.
PHONE_FULL_PAGE = ("threats", "review")
LOCALES = {"en": "en-US", "it": "it-IT", "de": "de-DE"}


def _played(names, variant: str, seed: int, actions: int | None, *, person_to_act: bool = True):
    """A game played by the medium computer for ``actions`` actions (None: to the end),
    stopped at the start of a turn."""
    state = new_game(Config(tuple(names), variant, 0), seed)
    done = 0
    while not state.is_over and (
        actions is None or done < actions or (person_to_act and (state.phase != "turn" or state.actions_done))
    ):
        apply_action(state, choose(observe(state, state.current), "medium", seed + done))
        done += 1
    return state


@functools.lru_cache(maxsize=1)  # the games are played once per run
def stores() -> dict[str, dict[str, str]]:
    """The page's storage (localStorage items) for each screenshot (do not change it)."""
    out: dict[str, dict[str, str]] = {"new-game": {}}
    middle = _played(["Ann", "Ben", "Cat", "Dan"], FULL, 20261122, 80)
    finished = _played(["Ann", "Ben", "Cat"], SIMPLE, 7, None)
    two = _played(["Ann", "Ben"], SIMPLE, 3, 24)
    people4 = Table(("person",) * 4, hints=True)
    store: dict[str, str] = {}
    storage = Storage(store)
    storage.save("g1", finished, {"saved": 1_790_000_000}, table=Table(("person", "hard", "medium")))
    storage.save("g2", two, {"saved": 1_790_050_000}, table=Table(("person", "person")))
    storage.save("g3", middle, {"saved": 1_790_100_000}, table=people4)
    out["game"] = {**store, "australia.current": "g3"}
    out["handover"] = {**store, "australia.current": "g2"}
    out["end"] = {**store, "australia.current": "g1"}
    out["saved-games"] = dict(store)
    out["replay"] = dict(store)
    # five players, the full game, at the start of a turn after the others scored: every panel
    # and the summary of their turns beside the board
    five = _played(["Wolfgang", "Annabelle", "Maximilian", "Charlotte", "Bartholomew"], FULL, 31, 44)
    alone: dict[str, str] = {}
    Storage(alone).save("g1", five, {"saved": 1_790_200_000, "handover": False, "viewer": five.current},
                        table=Table(("person",) * 5))
    out["five-players"] = {**alone, "australia.current": "g1"}
    # the opening's second draws between two people: the card just drawn, shown before the
    # hand-over (reached by clicks: a reopened game of people shows nobody's cards; the first
    # round's draws are made on the shared screen, face down)
    drawing = new_game(Config(("Ann", "Ben"), SIMPLE, 0), 3)
    while len(drawing.history) < 2:
        apply_action(drawing, choose(observe(drawing, drawing.current), "medium", len(drawing.history)))
    drawn: dict[str, str] = {}
    Storage(drawn).save("g1", drawing, {"saved": 1_790_300_000}, table=Table(("person", "person")))
    out["card-drawn"] = {**drawn, "australia.current": "g1"}
    # a phone that was playing a seat of another device's game, reloaded
    out["joined-away"] = {JOINED_KEY: json.dumps({"seat": 1, "players": ["Ann", "Ben", "Cat"]})}
    # the holding device reloaded: its players on other devices wait to be invited again
    waiting: dict[str, str] = {}
    Storage(waiting).save("g1", two, {"saved": 1_790_400_000}, table=Table(("person", "remote")))
    Storage(waiting).save("g2", middle, {"saved": 1_790_400_100}, table=Table(("person", "remote", "remote", "person")))
    out["devices-waiting"] = {**waiting, "australia.current": "g2"}
    # the invitation for a seat open beside the game (its link, QR code and the answer's field)
    out["invitation"] = {**waiting, "australia.current": "g2"}
    # a card chosen: the locations it may go to highlighted (on a phone, the map zoomed in), at
    # the first turn after the middle game's where a card can be played at once
    playable = _played(["Ann", "Ben", "Cat", "Dan"], FULL, 20261122, 80)
    actions = 80
    while not any(play.location is not None for play in legal_actions_of(playable, PlayCard)):
        actions += 1
        playable = _played(["Ann", "Ben", "Cat", "Dan"], FULL, 20261122, actions)
    chosen: dict[str, str] = {}
    Storage(chosen).save("g1", playable, {"saved": 1_790_500_000}, table=people4)
    out["choose-location"] = {**chosen, "australia.current": "g1"}
    # the key to the map open beside a suggestion
    out["map-key"] = {**store, "australia.current": "g3"}
    # the threats shown (the page's default), and a suggestion with why
    out["threats"] = {**store, "australia.current": "g3"}
    out["record"] = {RECORD_KEY: dump(_finished_games(finished))}
    # the review of the finished game, its key moments found (the phone's shot the whole page long)
    out["review"] = {**store, "australia.current": "g1"}
    return out


def _finished_games(last):
    """A few games finished on the device, a day apart, ending with ``last``: Ann against
    the computer at each level, and with friends."""
    games = []
    setups = (
        (["Ann", "Banjo"], SIMPLE, 11, ("person", "easy")),
        (["Ann", "Banjo", "Cleo"], FULL, 12, ("person", "medium", "hard")),
        (["Ann", "Ben"], SIMPLE, 13, ("person", "person")),
        (["Ann", "Banjo"], FULL, 14, ("person", "hard")),
        (["Ann", "Ben", "Cat"], SIMPLE, 7, ("person", "hard", "medium")),
    )
    for day, (names, variant, seed, seats) in enumerate(setups):
        state = last if seed == 7 else _played(names, variant, seed, None)
        games.append(game_of(state, Table(seats), 1_789_600_000 + day * 86_400))
    return games


def shots() -> list[tuple[str, str, str]]:
    """(file name without size, screen, language) of every screenshot the tool takes."""
    out = [(name, name, "en") for name in stores()]
    for language in LOCALES:
        if language != "en":
            out += [(f"{name}-{language}", name, language) for name in IN_EVERY_LANGUAGE]
    return out


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(f"_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def shoot(out: Path, only: tuple[str, ...] = ()) -> list[Path]:
    from playwright.sync_api import sync_playwright

    server = _tool("serve").make_server("127.0.0.1", 0, ROOT, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    out.mkdir(parents=True, exist_ok=True)
    written = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            every = stores()
            for stem, name, language in shots():
                if only and stem not in only:
                    continue
                items = every[name]
                for width, height in SIZES:
                    # No animation (the scoring flash would be caught at any phase) and the
                    # shot's own language whatever this machine's: the same shots every run.
                    context = browser.new_context(
                        viewport={"width": width, "height": height}, reduced_motion="reduce", locale=LOCALES[language]
                    )
                    page = context.new_page()
                    page.add_init_script(
                        "if (!sessionStorage.getItem('shot')) { sessionStorage.setItem('shot', '1');"
                        f" for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v); }}"
                    )
                    page.goto(url, wait_until="domcontentloaded")
                    page.wait_for_selector('html[data-ready="true"]', state="attached", timeout=120_000)
                    if name in ("game", "map-key", "threats", "five-players", "card-drawn", "devices-waiting", "invitation",
                                "choose-location") and page.locator(
                        '[data-command="reveal"]'
                    ).count():  # a game of people opens behind its hand-over: the player to act takes the device
                        page.click('[data-command="reveal"]')
                    if name == "card-drawn":
                        page.click('[data-stack]:not([aria-disabled="true"])')
                        page.wait_for_selector(".review")
                    if name == "map-key":
                        page.click('[data-command="suggest"]')
                        page.wait_for_selector("#board .hint-mark", timeout=120_000)
                        page.click('[data-command="map-key"]')
                    if name == "threats":
                        page.wait_for_selector("#threats .threats")
                        if page.locator(".board-wrap.zoomed").count():  # a phone: the whole map, the page long
                            page.click(".map-tools .zoom")
                            page.wait_for_selector(".board-wrap:not(.zoomed)")
                            page.click('[data-command="suggest"]')  # and a suggestion, with why
                            page.wait_for_selector(".hint-why", timeout=120_000)
                    if name == "invitation":
                        page.click('#devices [data-command="invite"][data-arg="1"]')
                        page.wait_for_selector("#invite-qr")
                    if name == "choose-location":
                        page.click('[data-card]:not([aria-disabled="true"])')
                        page.wait_for_selector("#board [data-location].highlight", state="attached")
                    if name == "review":
                        page.click('#final [data-command="review-current"]')
                        page.wait_for_selector(".key-moment", timeout=180_000)
                    if name == "record":
                        page.click('.masthead [data-command="record"]')
                        page.wait_for_selector('.record-screen[data-phase="record"] .record-game')
                    if name == "replay":
                        page.click('[data-command="replay"][data-arg="g3"]')
                        for _ in range(40):
                            page.click('[data-command="replay-forward"]')
                    page.wait_for_timeout(300)
                    path = out / f"{stem}-{width}.png"
                    page.screenshot(path=str(path), full_page=name in PHONE_FULL_PAGE and width < 600)
                    written.append(path)
                    context.close()
            browser.close()
    finally:
        server.shutdown()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--only", nargs="*", default=(), metavar="NAME",
                        help="take only these shots (their file names without the size: game, threats, game-de...)")
    args = parser.parse_args(argv)
    for path in shoot(args.out, tuple(args.only)):
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
