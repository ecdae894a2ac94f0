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
    # nobody holds a card yet: the opening's first round is drawn on the shared screen
    assert not app.session.handover and app.session.state.player.name == "Ben"
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
    act(state, DrawCard(2))  # the first round, drawn on the shared screen
    act(state, DrawCard(2))  # Ann's second card: hers to look at
    card = state.players[0].hand[-1]
    # (the review survives only another tab's move of the game already here: a reopened game of
    # people shows no one's cards)
    assert Session.restore(state, {"handover": True, "review": [0, card]}, reopened=False).review == (0, card)
    assert Session.restore(state, {"handover": True, "review": [0, card]}).review is None
    for forged in ([1, card], [0, 999], [0], "0,1", [True, card], [5, card], None, [0, float(card)]):
        session = Session.restore(state, {"handover": True, "review": json.loads(json.dumps(forged))}, reopened=False)
        assert session.review is None, forged
        assert session.handover


def _opening(players: int) -> tuple[int, list]:
    """A hot-seat opening by clicks: (hand-over screens before the first turn, what the shared
    screen showed of a hand whose owner had not taken the device)."""
    from australia import TURN
    from web.hooks import Command
    from web.state.selection import options
    from web.state.session import Session

    names = ("Ann", "Ben", "Cat", "Dan", "Eve")[:players]
    session = Session.start(new_game(Config(names), seed=11))
    handovers, leaks, clicks = 0, [], 0
    while session.state.phase != TURN:
        clicks += 1
        assert clicks < 100, session.notice
        state = session.state
        if session.review is not None:  # the drawer looks at the card drawn, then passes
            session, _ = session.click(("command", Command.PASS))
        elif session.handover:
            handovers += 1
            session, _ = session.click(("command", Command.REVEAL))
        else:
            if state.player.hand and session.viewer != state.current:
                leaks.append((state.current, list(state.player.hand)))
            stack = next(c.value for c in options(state, session.selection).stacks if c.enabled)
            session, _ = session.click(("stack", stack))
    return handovers, leaks


def test_a_hot_seat_opening_hands_the_device_over_only_to_people_who_hold_cards():
    """Nobody holds a card in the opening's first round, and which stack one draws from is
    public: the people draw in turn on the shared screen and see their first card when they are
    handed the device for their second draw. Three people: 3 hand-overs before the first turn
    (6 when each draw was handed over), never a hand shown to the table."""
    assert _opening(3) == (3, [])
    assert _opening(2) == (2, [])
    assert _opening(5) == (5, [])
