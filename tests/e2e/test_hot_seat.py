"""People sharing one device: a hand shows only to its owner, across reloads too. Whoever
holds the device when the page opens again may not be the person who last looked, so a game
of several people at this device always opens on the hand-over screen."""

from __future__ import annotations

from australia import DrawCard

from tests.conftest import App, shown_to
from tests.e2e.play import mid_game, played, save_text, storage_with

HAND = "[data-card]"


def _hidden(page) -> bool:
    page.wait_for_selector(".game[data-phase]")
    return (
        page.locator('.game[data-handover="true"]').count() == 1
        and page.locator(HAND).count() == 0
        and page.locator(".review").count() == 0
    )


def test_a_reload_mid_turn_or_while_a_drawn_card_is_looked_at_hides_every_hand(app: App) -> None:
    # three people, mid-turn: the player to act had taken the device and picked a card
    state = played(("Ann", "Ben", "Cleo"), "simple", 6, mid_game)
    meta = {"handover": False, "viewer": state.current}
    page = app.open(storage=storage_with(save_text(state, meta=meta)))
    assert _hidden(page)
    shown_to(page)
    assert page.locator(HAND).count() > 0  # their own hand, once they took the device
    page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    assert _hidden(page)  # and hidden again by the next reload

    # the opening draws' second round: Ann drew and looks at her card, the device goes to Ben next
    opening = played(("Ann", "Ben", "Cleo"), "simple", 6, lambda s: len(s.history) == 4)
    assert isinstance(opening.history[3], DrawCard) and opening.current == 1
    card = opening.players[0].hand[-1]
    looking = {"handover": False, "viewer": 0, "review": [0, card]}
    page = app.open(storage=storage_with(save_text(opening, meta=looking)))
    assert _hidden(page)
    assert page.locator(f'[data-card="{card}"]').count() == 0
    app.check()
