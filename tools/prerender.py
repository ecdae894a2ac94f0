"""Write the page's first screens into ``index.html``, so a player sees the game at once.

Python needs seconds to start in the browser. Until it has, the page shows what it would
draw first anyway, produced by the page's own code under CPython (nothing is written twice
by hand):

* for a new player, the new-game form beside the board, exactly what ``web.app.App`` draws
  at start-up with nothing saved. It can be filled in while Python loads; a small script in
  the page remembers a button pressed meanwhile, and ``web/main.py`` picks up both.
* for a returning player (a saved game in this browser), a neutral "resume" screen
  (``web.view.resume_html``), kept in a ``<template>``: the page's script swaps it in, and
  Python replaces it with the game as soon as it is ready, the board staying in place.

``tools/build_site.py`` calls ``prerender`` for the built site and ``tools/serve.py`` for each
request of the working tree's page.

    python3 tools/prerender.py [index.html]     (prints the page with its first screens)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = '<main id="app"></main>'


def first_screens() -> tuple[str, str]:
    """(what a new player sees, the returning player's resume screen) as HTML."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from web.app import App
    from web.storage import Storage
    from web.view import resume_html

    app = App(Storage({}))
    app.boot()
    return app.html(), resume_html()


def prerender(page: str) -> str:
    """The page with its first screens written in at ``MARK`` (the page unchanged if absent)."""
    if MARK not in page:
        return page
    new_player, returning = first_screens()
    return page.replace(
        MARK,
        f'<main id="app">{new_player}</main>\n  <template id="resume-screen">{returning}</template>',
        1,
    )


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    source = Path(args[0]) if args else ROOT / "index.html"
    sys.stdout.write(prerender(source.read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
