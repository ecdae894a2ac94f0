"""The page around the game, in words (``web.text.page``): the quick start's lines.
"""

from __future__ import annotations

from web.text import page as page_words


def test_the_quick_start_lines_tell_ready_apart_from_not_ready() -> None:
    """A player reads four different things: started from it, ready for next time, being
    prepared, and not available."""
    said = {status: page_words.quick_start(status) for status in page_words.QUICK_STATES}
    assert said["normal"] == said["making"]
    assert said["skipped"] == said["unavailable"]
    assert len({said[s] for s in ("snapshot", "ready", "making", "failed", "unavailable")}) == 5
