"""The review of a finished game in the browser: a game played to its end by mouse, its review
worked out in the page's worker between clicks (the summary first, then the decisions), the
chart's turning point and a key moment opened on the board and back, and a new game tried from
there while the reviewed one stays in Saved games. What the review says is tested under CPython
(``tests/australia/computer/test_review.py``, ``tests/web/state/test_reviewing.py``)."""

from __future__ import annotations

from tests.e2e.play import Player, click, near_the_end, on_screen, played, save_text, settled, storage_with
from tests.e2e.test_accessibility import audit_passes


def test_a_game_played_to_its_end_is_reviewed_opened_at_a_key_moment_and_tried_again(app) -> None:
    state = played(("Ann", "Banjo"), "simple", 11, near_the_end)
    page = app.open(storage=storage_with(save_text(state, meta=on_screen(state))))
    Player(page).play_until(lambda info: info["over"])
    click(page, '#final [data-command="review-current"]')
    page.wait_for_selector('.review-screen[data-phase="review"] .review-luck', timeout=60_000)
    assert page.locator(".review-screen svg.review-chart[role='img']").count() == 2
    assert page.locator(".review-luck p.luck").count() == 2
    assert "Ann " in page.locator('.review-luck p.luck[data-seat="0"]').inner_text()
    # a turning point of the chart: the board before that move, and back
    settled(page)
    click(page, ".review-chart .turning")
    page.wait_for_selector('.replay[data-phase="replay"]')
    click(page, '[data-command="replay-close"]')
    page.wait_for_selector('.review-screen[data-phase="review"]')
    # the person's decisions come as the worker reviews them, the clicks answered meanwhile
    page.wait_for_selector(".key-moment", timeout=120_000)
    audit_passes(page, "the review")
    moment = page.locator(".key-moment").first
    step = int(moment.get_attribute("data-index"))
    click(page, f'.key-moment[data-index="{step}"] [data-command="review-moment"]')
    page.wait_for_selector(f'.replay[data-step-index="{step}"]')
    page.go_back()  # the browser's Back: to the review
    page.wait_for_selector('.review-screen[data-phase="review"]')
    click(page, f'.key-moment[data-index="{step}"] [data-command="try-again"]')
    page.wait_for_selector(".game[data-phase]:not([data-phase='over'])")
    click(page, '[data-command="saved-games"]')
    page.wait_for_selector(".slot")
    assert page.locator(".slot").count() == 2  # the game tried again, and the one reviewed
    assert page.locator('.slot [data-command="review"]').count() == 1
