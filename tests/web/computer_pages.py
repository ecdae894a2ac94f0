"""Pages with computer seats, under CPython: a page started with given seats, its slot, and
what it posted to its workers.
"""

from __future__ import annotations

from web.state.computer import Request

from tests.page import Page


def _page(seats, names=None, seed="4", variant="simple", **options) -> tuple[Page, dict]:
    raw: dict = {}
    page = Page(raw, **options)
    values = {"count": str(len(seats)), "seed": seed, "start": "0", "variant": variant}
    values.update({f"seat{seat}": kind for seat, kind in enumerate(seats)})
    values.update({f"name{seat}": name for seat, name in enumerate(names or []) if name})
    page.start(**values)
    assert 'class="form-error"' not in page.html(), page.text()[:300]
    return page, raw


def _slot(page: Page) -> str:
    return page.model.table.slot


def _posted(page: Page) -> list[Request]:
    return [request for thinker in page.thinkers for request in thinker.posted]
