"""The README's screenshots: there, at the size their names say, and the ones the tool takes.

``tools/screenshots.py`` (``make screenshots``) takes every shot of ``shots()`` (every screen of
``stores()`` in English, some in the other languages) at every size of ``SIZES`` into
``docs/screenshots/<screen>[-<language>]-<width>.png``; the README shows some of them.
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

from tests.conftest import load_tool
from tests.page import Page

GAME, NEW, SAVED = "game", "new", "saved"

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "screenshots"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"




screenshots = load_tool("screenshots")


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == PNG_SIGNATURE and head[12:16] == b"IHDR", f"{path.name} is not a PNG"
    return struct.unpack(">II", head[16:24])


def _shown_in_readme() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"!\[[^\]]*\]\((docs/screenshots/[^)\s]+\.png)\)", readme)


def _fits(name: str, found: tuple[int, int], size: tuple[int, int]) -> bool:
    """A shot is its screen's size; a phone's shot of a screen taken the whole page long is
    that wide and at least that tall."""
    stem = name.rsplit("-", 1)[0]
    if stem in screenshots.PHONE_FULL_PAGE and size[0] < 600:
        return found[0] == size[0] and found[1] >= size[1]
    return found == size


def test_every_screenshot_the_readme_shows_is_there_at_the_size_its_name_says():
    shown = _shown_in_readme()
    assert shown, "the README shows no screenshot"
    heights = dict(screenshots.SIZES)
    for link in shown:
        path = ROOT / link
        assert path.is_file(), f"the README shows {link}, which is missing"
        width = int(re.fullmatch(r"[a-z-]+-(\d+)\.png", path.name).group(1))
        assert width in heights, f"{link}: no screen size is {width} wide"
        assert _fits(path.name, _png_size(path), (width, heights[width])), link


def test_the_folder_holds_exactly_what_the_tool_takes_each_at_its_size():
    expected = {f"{stem}-{width}.png": (width, height)
                for stem, _, _ in screenshots.shots() for width, height in screenshots.SIZES}
    # every screen in English, the game and the form in every other language too
    assert {stem for stem, _, language in screenshots.shots() if language == "en"} == set(screenshots.stores())
    assert {"game-it", "game-de", "new-game-it", "new-game-de"} <= {stem for stem, _, _ in screenshots.shots()}
    assert {path.name for path in SHOTS.glob("*.png")} == set(expected)
    for name, size in expected.items():
        assert _fits(name, _png_size(SHOTS / name), size), name
    assert (1280, 800) in screenshots.SIZES and (390, 844) in screenshots.SIZES  # a laptop, a phone


def test_each_screenshot_opens_on_the_screen_it_is_named_after():
    """The games the tool puts into the page's storage still load, so no shot shows a broken save."""
    screens = {}
    for name, items in screenshots.stores().items():
        screens[name] = Page(dict(items))
    assert screens["new-game"].screen == NEW
    for name in ("game", "handover", "end"):
        assert screens[name].screen == GAME, name
    assert screens["end"].session.state.is_over
    assert not screens["game"].session.state.is_over and len(screens["game"].session.state.players) == 4
    assert screens["saved-games"].screen == SAVED
    # the replay is opened from Saved games, on the four-player game
    assert screens["replay"].screen == SAVED and 'data-command="replay" data-arg="g3"' in screens["replay"].html()
    assert screens["handover"].session.handover  # the hand-over between two people
    # your record, opened from the top bar: games against each level of the computer
    screens["record"].command("record")
    html = screens["record"].html()
    assert html.count('class="record-game"') == 5 and all(f'data-level="{lv}"' in html for lv in ("easy", "medium", "hard"))
