"""Write the page's first screens into ``index.html``, so a player sees the game at once.

Python needs seconds to start in the browser. Until it has, the page shows what it would
draw first anyway, produced by the page's own code under CPython (nothing is written twice
by hand), in every language the page speaks:

* for a new player, the new-game form beside the board, exactly what the page draws at
  start-up with nothing saved (``web.view.page.first_screen``). It can be filled in while
  Python loads; the page's first script (``web/static/boot.js``) remembers a button pressed
  meanwhile, and ``web/browser/main.py`` picks up both.
* for a returning player (a saved game in this browser), a neutral "resume" screen
  (``web.view.newgame.resume_html``): Python replaces it with the game as soon as it is
  ready, the board staying in place.
* the top bar with the language switch, the texts of the page around the game (the loading
  line, the message if the engine stops) as a table by language, and what each of the page's
  scripts is given (``web.protocol.page_constants``: the protocol's words, storage keys,
  element ids).

The English new-player screen stands in the page (a browser without scripts shows it); every
screen of every language is also kept in a ``<template>``, and the page's first script puts
in the one for the player's language (their own choice, else the browser's preferred
languages) before anything is painted.

``tools/build_site.py`` calls ``prerender`` for the built site and ``tools/serve.py`` for each
request of the working tree's page.

    python3 tools/prerender.py [index.html]     (prints the page with its first screens)
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = '<main id="app"></main>'
MASTHEAD = '<header class="masthead"><h1>Australia</h1></header>'
WORDS_ID = "page-words"
CONSTANTS_ID = "page-constants"


def _web():
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from web.text import i18n
    from web.text import page as page_words
    from web.view import newgame, page

    return i18n, page_words, page, newgame


def first_screens(language: str = "en") -> tuple[str, str]:
    """(what a new player sees, the returning player's resume screen) as HTML, in ``language``."""
    i18n, _, page, newgame = _web()
    before = i18n.current()
    i18n.use(language)
    try:
        return page.first_screen(language), newgame.resume_html()
    finally:
        i18n.use(before)


def page_words(language: str) -> dict[str, str]:
    """The texts of the page around the game, for its first script (``PAGE_TEXTS``), in ``language``."""
    i18n, words, _, _ = _web()
    before = i18n.current()
    i18n.use(language)
    try:
        return {name: text() for name, text in words.PAGE_TEXTS.items()}
    finally:
        i18n.use(before)


def page_constants(spell: Callable[[str], str] = str) -> dict:
    """What each of the page's scripts is given (``web.protocol.page_constants``), so none restates a name."""
    i18n, _, _, _ = _web()
    from web.protocol import page_constants as constants
    from web.state.computer import MOTION_MS

    return constants(default_language=i18n.ENGLISH, motion_ms=MOTION_MS, spell=spell)


def _json(value) -> str:
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")  # never closes its script element


def prerender(page: str, languages: tuple[str, ...] | None = None) -> str:
    """The page with its first screens written in at ``MARK`` (the page unchanged if absent)."""
    if MARK not in page:
        return page
    i18n, _, view, _ = _web()
    languages = tuple(i18n.LANGUAGES) if languages is None else languages
    screens = {language: first_screens(language) for language in languages}
    templates = "".join(
        f'\n  <template id="first-screen-{language}">{new_player}</template>'
        f'\n  <template id="resume-screen-{language}">{returning}</template>'
        for language, (new_player, returning) in screens.items()
    )
    table = _json({language: page_words(language) for language in languages})
    page = page.replace(MASTHEAD, view.masthead_html(i18n.ENGLISH), 1)
    return page.replace(
        MARK,
        f'<main id="app">{screens[languages[0]][0]}</main>{templates}'
        f'\n  <script type="application/json" id="{WORDS_ID}">{table}</script>'
        f'\n  <script type="application/json" id="{CONSTANTS_ID}">{_json(page_constants())}</script>',
        1,
    )


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    source = Path(args[0]) if args else ROOT / "index.html"
    sys.stdout.write(prerender(source.read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
