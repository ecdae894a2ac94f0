"""Readers and checks for the scenario tests of the rules (one position, one action, the exact
outcome): points, supplies, the projects scored, the kinds of events, a refusal that changes
nothing, and the stacks emptied.
"""

from __future__ import annotations

import pytest

from australia import IllegalActionError, Project, apply_action, why_illegal
from australia.events import ProjectScored


def points(state):
    return [p.points for p in state.players]


def scorings(events):
    return [(e.region, e.project) for e in events if isinstance(e, ProjectScored)]


def refused(game, action):
    """The reason the rules refuse ``action`` here; the refusal leaves the game as it was."""
    before = game.snapshot()
    with pytest.raises(IllegalActionError) as error:
        apply_action(game, action)
    assert game.snapshot() == before
    assert error.value.action == action
    assert why_illegal(game, action) == error.value.reason
    return error.value.reason


def supplies(state):
    return [p.supply for p in state.players]


def kinds(events):
    return [type(e).__name__ for e in events]


CONSERVATION, INDUSTRIALIZATION = Project.CONSERVATION, Project.INDUSTRIALIZATION


def empty_stacks(state):
    for stack in state.stacks.values():
        state.unused_cards.extend(stack)
        stack.clear()
