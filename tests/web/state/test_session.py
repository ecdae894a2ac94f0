"""One game at the table (``web.state.session``): a reload comes back to the same moment
behind the hand-over, and what a save says of the page's moment is read strictly.
"""

from __future__ import annotations

from australia import Config, DrawCard, new_game
from web.state.selection import PLAY

from tests.page import Page


BROKEN, GAME, NEW = "broken", "game", "new"


def test_reload_returns_to_the_same_moment_behind_the_hand_over():
    store = {}
    app = Page(store)
    assert app.screen == NEW
    app.command("start", **{"count": "2", "name0": "Ann", "name1": "Ben", "seed": "5", "start": "1"})
    assert app.session.handover and app.session.state.player.name == "Ben"
    app.command("reveal")
    for _ in range(4):
        app.draw(4)
        if app.session.handover:
            app.command("reveal")
    state = app.session.state
    from australia.board import CARDS, REGIONS

    colour = CARDS[state.player.hand[0]].colour
    app.click("region", next(r.id for r in REGIONS if r.colour == colour))
    app.click("card", state.player.hand[0])
    assert app.session.selection.mode == PLAY
    again = Page(store)
    assert again.screen == GAME
    assert again.session.state == app.session.state
    # two people share the device: whoever holds it now sees no hand until its owner takes it
    assert again.session.handover and not app.session.handover
    assert 'data-card="' not in again.html()
    again.command("reveal")
    assert again.session.state == app.session.state and 'data-card="' in again.html()
    assert again.session.selection.mode is None  # the card picked before the reload is let go


def test_a_review_that_does_not_fit_the_game_is_ignored_and_the_game_opens():
    import json

    from web.state.session import Session

    state = new_game(Config(("Ann", "Ben"), "simple", 0), 3)
    from australia import apply_action as act

    act(state, DrawCard(2))
    card = state.players[0].hand[-1]
    # (the review survives only another tab's move of the game already here: a reopened game of
    # people shows no one's cards)
    assert Session.restore(state, {"handover": True, "review": [0, card]}, reopened=False).review == (0, card)
    assert Session.restore(state, {"handover": True, "review": [0, card]}).review is None
    for forged in ([1, card], [0, 999], [0], "0,1", [True, card], [5, card], None, [0, float(card)]):
        session = Session.restore(state, {"handover": True, "review": json.loads(json.dumps(forged))}, reopened=False)
        assert session.review is None, forged
        assert session.handover
