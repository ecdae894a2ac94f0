"""The review of a finished game (``australia.computer.review``): the luck and decisions parts
add up to every final margin exactly, a deliberately bad decision is called a mistake and the
level's own choice is not, and nothing a seat could not see changes what it is told."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from australia import Config, PlayCard, apply_action, is_legal, legal_actions, new_game
from australia.computer import choose
from australia.computer.judgement import LEARNED_TABLES
from australia.computer.review import (
    THRESHOLDS,
    Label,
    Reviewer,
    expected_margin,
    judge_decision,
    label,
)
from australia.events import ProjectScored
from australia.observation import observe
from australia.rules import apply_trusted
from australia.state import FULL, SIMPLE

from tests.australia.games import hidden_twin, positions

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


def _finished(players: int, variant: str, seed: int, level: str = "medium", twist=None):
    """A game played to its end by ``level`` from a fixed seed; ``twist(state, choice)`` may
    put another action in the place of the level's choice (the first time it returns one)."""
    state = new_game(Config(NAMES[:players], variant, 0), seed)
    twisted = None
    n = 0
    while not state.is_over:
        action = choose(observe(state, state.current), level, seed=n)
        if twist is not None and twisted is None:
            other = twist(state, action)
            if other is not None:
                twisted, action = len(state.history), other
        apply_action(state, action)
        n += 1
    return state, twisted


def _margin(state, seat: int) -> int:
    points = [p.points for p in state.players]
    return points[seat] - max(p for i, p in enumerate(points) if i != seat)


@pytest.mark.parametrize("players, variant, seed, dealt", [(2, FULL, 3, False), (3, SIMPLE, 4, False),
                                                         (4, FULL, 5, False), (5, SIMPLE, 6, True)])
def test_the_deal_chance_and_decisions_add_up_to_every_final_margin_exactly(players, variant, seed, dealt,
                                                                            monkeypatch):
    """``dealt``: as if the table had no learned judgement, so that each expectation is the
    mean over dealt worlds of baseline's (every table has one now)."""
    if dealt:
        monkeypatch.delitem(LEARNED_TABLES, (players, variant == FULL))
    state, _ = _finished(players, variant, seed)
    reviewer = Reviewer(state, seats=(), worlds=4)
    review = reviewer.run()
    assert len(review.moments) == len(state.history) and review.pending == 0
    for luck in review.luck:
        assert luck.margin == _margin(state, luck.seat)
        assert luck.deal + luck.chance + luck.own + luck.rivals == luck.margin  # exact fractions
        assert all(isinstance(part, Fraction) for part in luck[1:])
        whole = luck.whole()
        assert sum(whole) == luck.margin and all(abs(w - p) < 1 for w, p in zip(whole, luck[2:]))
    # the course of the game: every action, the points after it, the margin expected at the end
    last = review.moments[-1]
    assert last.points == tuple(p.points for p in state.players)
    assert last.expected == tuple(float(_margin(state, s)) for s in range(players))
    rounds = review.by_round()
    assert [r for r, _, _ in rounds] == sorted({m.round for m in review.moments}) and rounds[-1][1] == last.points
    # chance is only where a card was drawn or a tile turned up
    for m in review.moments:
        if type(m.action).__name__ not in ("DrawCard", "Fly", "PlayCard", "MoveRanger", "TakeBack"):
            assert not any(m.chance)


def test_a_seat_sees_only_its_own_luck_in_its_own_draws():
    state, _ = _finished(2, FULL, 8)
    review = Reviewer(state, seats=()).run()
    for m in review.moments:
        if type(m.action).__name__ == "DrawCard":
            other = 1 - m.seat
            assert m.chance[other] == 0.0  # a rival's draw is hidden from the seat: no luck of its own
    assert any(m.chance[m.seat] for m in review.moments if type(m.action).__name__ == "DrawCard")


def _pays_nothing(state, choice):
    """In the second round or later, where the level's choice completes a project worth 8
    points or more to the mover, a card played that completes nothing and scores nothing."""
    if state.round < 2 or type(choice) is not PlayCard:
        return None
    seat = state.current
    trial = state.copy(log=False)
    before = trial.players[seat].points
    events = apply_trusted(trial, choice, record=False)
    if not any(type(e) is ProjectScored for e in events) or trial.players[seat].points - before < 8:
        return None
    for other in legal_actions(state):
        if type(other) is not PlayCard or other.card == choice.card and other.location == choice.location:
            continue
        trial = state.copy(log=False)
        events = apply_trusted(trial, other, record=False)
        if not any(type(e) is ProjectScored for e in events) and trial.players[seat].points == before:
            return other
    return None


def test_a_card_played_where_it_pays_nothing_is_a_mistake_and_the_levels_choice_is_not():
    state, index = _finished(2, FULL, 11, twist=_pays_nothing)
    assert index is not None
    seat = state.log[index].player
    review = Reviewer(state, seats=(seat,), iterations=60, only=frozenset({index})).run()
    (bad,) = review.decisions
    assert bad.index == index and bad.played == state.history[index] and bad.best != bad.played
    assert bad.label in (Label.MISTAKE, Label.BLUNDER) and bad.loss >= 3.0
    assert review.key_moments(seat) == (bad,)
    # the level's own choice, played there, loses nothing
    replayed = new_game(state.config, state.seed)
    for action in state.history[:index]:
        apply_action(replayed, action)
    seen = observe(replayed, seat)
    best, loss, _ = judge_decision(seen, bad.best, iterations=60, seed=index)  # as the review thought of it
    assert best == bad.best and loss == 0.0 and label(loss, best == bad.best) is Label.BEST
    assert bad.played in dict(bad.weighed)  # the played card was weighed by the same search


def test_labels_follow_the_fixed_thresholds():
    assert [label(x) for x in (0.0, 0.99, 1.0, 2.99, 3.0, 7.99, 8.0, 30.0)] == [
        Label.GOOD, Label.GOOD, Label.INACCURACY, Label.INACCURACY, Label.MISTAKE, Label.MISTAKE,
        Label.BLUNDER, Label.BLUNDER]
    assert label(12.0, best=True) is Label.BEST
    assert [least for least, _ in THRESHOLDS] == sorted((least for least, _ in THRESHOLDS), reverse=True)


def test_what_a_seat_could_not_see_changes_nothing_it_is_told():
    checked = 0
    for number, state in enumerate(positions(24)):
        seat = state.current
        if len(legal_actions(state)) < 2:
            continue
        twin = hidden_twin(state, seat, number)
        for s in range(len(state.players)):
            other = hidden_twin(state, s, number + 100)
            assert expected_margin(state, s, random.Random(5), 4) == expected_margin(other, s, random.Random(5), 4)
        played = random.Random(number).choice(legal_actions(state))
        assert is_legal(twin, played)
        mine = judge_decision(observe(state, seat), played, iterations=12, seed=number)
        theirs = judge_decision(observe(twin, seat), played, iterations=12, seed=number)
        assert mine == theirs
        checked += 1
    assert checked >= 15


def test_a_review_in_slices_is_the_review_at_once():
    state, _ = _finished(2, SIMPLE, 21)
    whole = Reviewer(state, seats=(0,), iterations=8, only=frozenset(range(20, 40))).run()
    sliced = Reviewer(state, seats=(0,), iterations=8, only=frozenset(range(20, 40)))
    seen = []
    while not sliced.step(1.0):
        seen.append(sliced.progress())
    assert seen == sorted(seen) and 0 < seen[0] and seen[-1] < 1 and sliced.progress() == 1.0
    assert sliced.review() == whole and whole.decisions and all(d.seat == 0 for d in whole.decisions)
    # the people's decisions first: the computer's come after them, the review the same once done
    ordered = Reviewer(state, iterations=8, only=frozenset(range(20, 40)), first=(1,))
    while not ordered.course_done:
        ordered.step(0.0)
    seats = []
    while not ordered.done:
        before = len(ordered.decisions)
        ordered.step(1.0)
        seats += [d.seat for d in ordered.decisions[before:]]
    assert seats == sorted(seats, key=lambda s: s != 1) and set(seats) == {0, 1}
    assert ordered.review().decisions == Reviewer(state, iterations=8, only=frozenset(range(20, 40))).run().decisions
