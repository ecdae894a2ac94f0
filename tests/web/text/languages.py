"""The page speaking the language in use, for the tests of the words.
"""

from __future__ import annotations

from web.text import i18n

from tests.page import Page


def _app(store: dict | None = None, **options) -> Page:
    """The page, speaking the language in use (the pseudo-language in the sweep)."""
    options.setdefault("language", i18n.current())
    return Page({} if store is None else store, seed=5, **options)
