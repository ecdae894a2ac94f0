"""Details of the page a player would notice: form errors, escaping, hand-over, confirmation."""

from __future__ import annotations


def test_form_error_keeps_the_typed_values(app_page) -> None:
    page = app_page
    page.fill('[data-field="name0"]', "Ann")
    page.fill('[data-field="name1"]', "ann")
    page.fill('[data-field="seed"]', "12")
    page.click('[data-command="start"]')
    error = page.locator("#form-error")
    assert "cannot share a name" in error.inner_text()
    assert page.input_value('[data-field="name1"]') == "ann"
    assert page.input_value('[data-field="seed"]') == "12"


def test_names_are_text_and_hands_stay_hidden_until_asked(app_page) -> None:
    page = app_page
    page.fill('[data-field="name0"]', "<img src=x onerror=alert(1)>")
    page.fill('[data-field="name1"]', "Ben")
    page.select_option('[data-field="start"]', "0")
    page.fill('[data-field="seed"]', "3")
    page.click('[data-command="start"]')
    page.wait_for_selector('.game[data-handover="true"]')
    assert page.locator(".players img").count() == 0
    assert "<img src=x onerror=alert(1)>" in page.locator(".player.current").inner_text()
    assert page.locator("[data-card]").count() == 0  # hidden behind the hand-over screen
    reveal = page.get_by_role("button", name="<img src=x onerror=alert(1)>’s turn — show my cards")
    reveal.click()
    page.wait_for_selector('.game[data-handover="false"]')
    page.click('[data-stack="1"]')
    page.wait_for_selector('.game[data-handover="true"]')  # Ben draws next: hand over
    assert page.locator("[data-card]").count() == 0


def test_disabled_controls_say_why_and_keyboard_flies(app_page) -> None:
    page = app_page
    page.select_option('[data-field="start"]', "0")
    page.fill('[data-field="seed"]', "3")
    page.click('[data-command="start"]')
    for _ in range(4):
        page.click('[data-command="reveal"]')
        page.click('[data-stack="2"]')
    page.click('[data-command="reveal"]')
    page.wait_for_selector('.game[data-phase="turn"][data-handover="false"]')
    card = page.locator("[data-card]").first
    assert card.get_attribute("aria-disabled") == "true"
    assert "fly first" in card.get_attribute("title")
    end = page.locator('[data-command="end-turn"]')
    assert "2 actions" in end.get_attribute("title")
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


def test_a_new_game_keeps_the_one_in_progress(app_page) -> None:
    page = app_page
    page.fill('[data-field="seed"]', "3")
    page.click('[data-command="start"]')
    page.wait_for_selector(".game")
    page.click('[data-command="new-game"]')
    assert "stays in Saved games" in page.locator(".form-note").inner_text()
    page.fill('[data-field="name0"]', "Zoe")
    page.click('[data-command="start"]')
    page.wait_for_selector(".game")
    page.click('[data-command="saved-games"]')
    titles = page.locator(".slot-title").all_inner_texts()
    assert len(titles) == 2 and any("Zoe" in t for t in titles)
