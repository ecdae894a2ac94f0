"""Which actions the computer opponents consider (``australia.computer.candidates``): a subset of the
legal ones, never empty while the game goes on, with no flight in circles."""

from __future__ import annotations

import random

from australia import apply_action, legal_actions
from australia.actions import EndTurn, Fly, PlayCard, TakeBack
from australia.board import ACTIONS_PER_TURN, WILD_COST
from australia.computer.candidates import matching_regions, candidates, last_action_this_turn
from australia.state import TURN, Config, new_game

from tests.australia.games import positions


def test_the_candidates_are_legal_actions_and_never_none_while_the_game_goes_on():
    for state in positions(60):
        found = candidates(state)
        legal = legal_actions(state)
        assert found, state.phase
        assert all(a in legal for a in found)


def test_a_flight_goes_where_a_held_card_can_be_played_unless_nothing_else_can_be_done():
    checked = 0
    for state in positions(120):
        if state.phase != TURN or state.actions_done >= ACTIONS_PER_TURN:
            continue
        found = candidates(state)
        others = [a for a in found if type(a) is not Fly]
        matching = matching_regions(state)
        no_colour_near = not any(type(a) is Fly and a.region in matching for a in legal_actions(state))
        for action in found:
            if type(action) is Fly and others and not (no_colour_near and state.player.dollars >= WILD_COST):
                assert action.region in matching, (action, sorted(matching))
                checked += 1
    assert checked > 20


def test_no_second_flight_in_a_row_while_something_else_can_be_done():
    seen = 0
    for state in positions(120):
        if state.phase != TURN or state.actions_done >= ACTIONS_PER_TURN:
            continue
        for flight in [a for a in legal_actions(state) if type(a) is Fly][:6]:
            after = state.copy()
            apply_action(after, flight)
            if after.phase != TURN or after.actions_done >= ACTIONS_PER_TURN or after.current != state.current:
                continue
            found = candidates(after, flight)
            if any(type(a) is not Fly for a in found):
                assert not any(type(a) is Fly for a in found)
                seen += 1
    assert seen > 10


def test_with_the_actions_done_only_the_end_of_the_turn_or_a_paying_move_is_considered():
    seen = 0
    for state in positions(200):
        if state.phase == TURN and state.actions_done >= ACTIONS_PER_TURN:
            found = candidates(state)
            assert EndTurn() in found
            assert all(type(a) is EndTurn or type(a).__name__ == "MoveRanger" for a in found)
            seen += 1
    assert seen


def test_the_last_action_of_this_turn_is_read_from_the_public_record():
    state = new_game(Config(("Ann", "Ben"), "simple"), 4)
    rand = random.Random(2)
    seen = 0
    while not state.is_over and seen < 30:
        if state.phase == TURN and state.actions_done == 1:
            last = last_action_this_turn(state.log, state.current, state.turn, state.actions_done)
            mine = [e.action for e in state.log if e.player == state.current and e.turn == state.turn]
            assert last == next(a for a in reversed(mine) if type(a) in (Fly, PlayCard, TakeBack))
            seen += 1
        if state.phase == TURN and state.actions_done == 0:
            assert last_action_this_turn(state.log, state.current, state.turn, 0) is None
        apply_action(state, rand.choice(legal_actions(state)))
    assert seen > 5
