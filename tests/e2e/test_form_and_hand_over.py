"""Details of the page a player would notice, where only a browser can tell.

That a refused form keeps what was typed in the fields themselves (the page redraws the form
over them), that a hand stays hidden behind the hand-over screen, that a greyed-out control
says why as its tooltip, and where the focus goes after a flight by keyboard. The same
screens' HTML (escaping, the reasons' words, the note that a game in progress is kept) is
checked in CPython: ``tests/web/view/test_html.py``, ``tests/web/view/test_newgame.py``,
``tests/web/state/test_selection.py``, ``tests/web/state/test_saving.py``.
"""

from __future__ import annotations

from tests.e2e.play import click


def test_the_form_the_hand_over_and_a_turn_by_keyboard(app) -> None:
    page = app.open()
    page.fill('[data-field="name0"]', "<img src=x onerror=alert(1)>")
    page.fill('[data-field="name1"]', "<IMG src=x onerror=alert(1)>")
    page.fill('[data-field="seed"]', "12")
    click(page, '[data-command="start"]')
    assert "cannot share a name" in page.locator("#form-error").inner_text()
    assert page.input_value('[data-field="name1"]') == "<IMG src=x onerror=alert(1)>"
    assert page.input_value('[data-field="seed"]') == "12"

    page.fill('[data-field="name1"]', "Ben")
    page.select_option('[data-field="start"]', "0")
    page.fill('[data-field="seed"]', "3")
    click(page, '[data-command="start"]')
    # Nobody holds a card yet: the opening's first round is drawn on the shared screen, and no
    # card drawn there is shown
    page.wait_for_selector('.game[data-phase="setup"][data-handover="false"]')
    assert page.locator(".players img").count() == 0
    assert "<img src=x onerror=alert(1)>" in page.locator(".player.current").inner_text()
    for _ in range(2):
        click(page, '[data-stack="2"]')
        assert page.locator("[data-card]").count() == 0 and page.locator(".review").count() == 0
    page.wait_for_selector('.game[data-handover="true"]')
    assert page.locator("[data-card]").count() == 0  # hidden behind the hand-over screen
    page.get_by_role("button", name="<img src=x onerror=alert(1)>’s turn — show my cards").click()
    page.wait_for_selector('.game[data-handover="false"]')
    click(page, '[data-stack="2"]')
    # the card just drawn is shown to its owner before the device goes to Ben
    page.wait_for_selector('.game[data-review="true"]')
    review = page.locator(".review")
    assert review.locator(".card.drawn").count() == 1 and review.locator(".card.drawn .tag").inner_text() == "new"
    assert "your new card" in review.inner_text()
    assert "press Done first" in page.locator('[data-stack="1"]').get_attribute("title")  # the stacks wait
    assert page.locator('.game[data-review="true"]').count() == 1
    pass_on = page.locator('[data-command="pass-device"]')
    assert pass_on.inner_text() == "Done — pass the device to Ben"
    pass_on.click()
    page.wait_for_selector('.game[data-handover="true"]')  # Ben draws next: hand over
    assert page.locator("[data-card]").count() == 0
    click(page, '[data-command="reveal"]')
    click(page, '[data-stack="2"]')
    click(page, '[data-command="pass-device"]')
    click(page, '[data-command="reveal"]')
    page.wait_for_selector('.game[data-phase="turn"][data-handover="false"]')

    card = page.locator("[data-card]").first
    assert card.get_attribute("aria-disabled") == "true"
    assert "fly first" in card.get_attribute("title")
    assert "2 actions" in page.locator('[data-command="end-turn"]').get_attribute("title")
    page.focus('#board [data-region="coral_sea"]')
    page.keyboard.press("Enter")
    page.wait_for_selector('.game[data-step="Action 2 of 2"]')
    assert "Coral Sea" in page.locator(".log li").first.inner_text()
    # after the flight the focus goes to the first card that can now be played, else stays on the map
    playable = page.locator('[data-card]:not([aria-disabled="true"])')
    focused = page.evaluate("[document.activeElement.dataset.card, document.activeElement.dataset.region]")
    if playable.count():
        assert focused == [playable.first.get_attribute("data-card"), None]
    else:
        assert focused == [None, "coral_sea"]

