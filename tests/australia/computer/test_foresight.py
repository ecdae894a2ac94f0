"""Decisions judged while the game is played (``australia.computer.foresight``): the same as
the review of the finished game finds, a move taken back forgetting what came after it."""

from __future__ import annotations

from australia import legal_actions, new_game
from australia.computer.foresight import Foresight
from australia.computer.review import Reviewer
from australia.rules import apply_trusted
from australia.state import SIMPLE

from tests.australia.computer.test_review import _finished


def test_decisions_judged_while_the_game_is_played_are_those_the_review_finds():
    """A game followed as it is played (a move taken back and played otherwise on the way):
    what was judged then is what the review of the finished game judges, and the review given
    it searches only what was left."""
    state, _ = _finished(2, SIMPLE, 21)
    history = state.history
    early = new_game(state.config, state.seed)
    for action in history[:30]:
        apply_trusted(early, action)
    ahead = Foresight(early, seats=(0,), iterations=8, seed=state.seed)
    while not ahead.step(1.0):
        pass
    assert ahead.known and all(index < 30 for index in ahead.known)
    # taken back to 24 and played on otherwise: what came after 24 is judged no more
    other = next(a for a in legal_actions(_at(state, 24)) if a != history[24])
    ahead.follow(list(history[:24]) + [other])
    assert all(index < 24 for index in ahead.known) and ahead.told[-1] == other
    ahead.follow(history[:60])
    while not ahead.step(5.0):
        pass
    ahead.follow(history)  # the end: a few left for the review
    known = dict(ahead.known)
    whole = Reviewer(state, seats=(0,), iterations=8, seed=state.seed).run()
    given = Reviewer(state, seats=(0,), iterations=8, seed=state.seed, known=known)
    searched = 0
    while not given.done:
        given.step(0.0)
        searched += given._thinking is not None
    assert given.review() == whole
    judged = {d.index: (d.best, d.loss, d.weighed) for d in whole.decisions}
    assert known and all(judged[i] == j for i, j in known.items())
    assert 0 < searched  # the decisions after the sixtieth action were searched by the review


def _at(state, moment: int):
    game = new_game(state.config, state.seed)
    for action in state.history[:moment]:
        apply_trusted(game, action)
    return game
