"""Which actions the computer opponents consider (``australia.computer.candidates``): a subset of the
legal ones, never empty while the game goes on, with no flight in circles; and the cards played
bare that hard refuses itself (``without_bare``)."""

from __future__ import annotations

import random

from australia import apply_action, legal_actions
from australia.actions import EndTurn, Fly, PlayCard, TakeBack
from australia.board import ACTIONS_PER_TURN, LOCATION_IDS, WILD_COST
from australia.computer.candidates import candidates, is_bare, last_action_this_turn, matching_regions, without_bare
from australia.rules import completes_project
from australia.state import TURN, Config, new_game

from tests.australia.games import positions
from tests.positions import BLACK, WHITE, hand, plane, position, put


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


def _bare_choices(count: int):
    """Positions of random games where the player to move may play a card bare or placing
    rangers, with rangers in its supply: (state, its candidates)."""
    for state in positions(count):
        if state.phase != TURN or not state.player.supply:
            continue
        found = candidates(state)
        if any(is_bare(a) for a in found) and any(type(a) is PlayCard and not is_bare(a) for a in found):
            yield state, found


def _quiet(state, found) -> set:
    """The cards (and whether wild) that some candidate places quietly: completing nothing."""
    return {(a.card, a.wild) for a in found if type(a) is PlayCard and not is_bare(a) and not completes_project(state, a)}


def test_a_card_played_bare_is_one_that_places_no_ranger_at_a_location_or_on_the_track():
    assert is_bare(PlayCard(card=3, location=None, rangers=0))
    assert is_bare(PlayCard(card=3, location=None, rangers=0, wild=True))
    assert not is_bare(PlayCard(card=3, location=None, rangers=0, track=1))
    assert not is_bare(PlayCard(card=3, location=LOCATION_IDS[0], rangers=1))
    assert not is_bare(EndTurn())


def test_without_bare_drops_only_the_bare_plays_of_a_card_that_could_place_a_ranger_quietly():
    seen = 0
    for state, found in _bare_choices(200):
        kept = without_bare(state, found)
        quiet = _quiet(state, found) if any(state.stacks.values()) else set()
        assert kept == [a for a in found if not (is_bare(a) and (a.card, a.wild) in quiet)]
        seen += kept != found
        emptied = state.copy()
        emptied.players[emptied.current].supply = 0
        assert without_bare(emptied, found) == found  # nothing to place: the 2 points are all a card gives
    assert seen > 5


def test_in_the_last_cards_a_card_may_still_be_played_bare():
    """Once every stack is empty the game ends within the round: a ranger placed quietly then
    has little left to score, so the refusal lifts and the 2 points stay a choice."""
    refused = 0
    for state, found in _bare_choices(200):
        if without_bare(state, found) == found:
            continue
        refused += 1
        last = state.copy()
        for kind in last.stacks:
            last.stacks[kind] = []
        assert without_bare(last, found) == found
        assert any(is_bare(a) for a in found)
    assert refused > 5


def test_a_card_that_can_place_no_ranger_here_may_still_be_played_bare():
    state, bare, placing, others = next(
        (state, bare, placing, [a for a in found if type(a) is not PlayCard])
        for state, found in _bare_choices(200)
        for bare in found
        if is_bare(bare)
        for placing in found
        if type(placing) is PlayCard and (placing.card, placing.wild) == (bare.card, bare.wild) and not is_bare(placing)
        and not completes_project(state, placing)
    )
    assert without_bare(state, [bare, *others]) == [bare, *others]
    assert without_bare(state, [bare, placing, *others]) == [placing, *others]


def test_a_card_whose_every_placement_completes_a_project_may_still_be_played_bare():
    """Black's red card can go only to Kimberley's ship, which completes Kimberley: White's
    eight rangers in its camps score 8. Keeping Kimberley open (the card for its 2 points)
    stays a choice."""
    state = position(2, "simple")
    for location in ("kununurra", "halls_creek", "tanami", "eighty_mile_beach"):
        put(state, location, WHITE, 2)
    hand(state, BLACK, ("red", 1), ("green", 2))
    plane(state, BLACK, "kimberley")
    found = candidates(state)
    plays = [a for a in found if type(a) is PlayCard]
    assert {a.location for a in plays} == {"cape_leveque", None} and all(completes_project(state, a) for a in plays if a.location)
    assert without_bare(state, found) == found
    state.rangers.pop("tanami")  # now a camp is empty too: one ranger there completes nothing
    state.players[WHITE].supply += 2
    found = candidates(state)
    assert not any(is_bare(a) for a in without_bare(state, found))
    assert any(is_bare(a) for a in found)
