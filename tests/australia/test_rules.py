"""Legality and the effect of every action (``australia.rules``): one position, one action, the
exact outcome, for each rule of docs/rules.md (the first scenario per rule, then what it
leaves implicit: exact supplies, dollars and the order of events, each rule's edge cases);
and anything that is not a legal action refused with a reason, changing nothing.

Each test's name says the rule it checks, and a test of a ruling cites it ("docs/rules.md,
ruling N"). Setting up is in ``test_state.py``, scoring and the end in ``test_scoring.py``.
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from australia import (
    Code,
    Config,
    DrawCard,
    EndTurn,
    Expected,
    Fly,
    IllegalActionError,
    MalformedActionError,
    MoveRanger,
    Phase,
    PlayCard,
    Reason,
    State,
    TakeBack,
    Tile,
    action_from_json,
    apply_action,
    dump_game,
    is_legal,
    legal_actions,
    load_game,
    new_game,
    take_back,
    why_illegal,
    why_unavailable,
)
from australia.board import CARDS, KINDS, LOCATIONS_OF, LOCATION_IDS, REGION_IDS
from australia.events import CardPlayed, NoRangerPoints, ProjectScored, Share, TileRevealed
from australia.rules import legal_actions_of

from tests.australia.games import first_position_offering, random_game, sample_position
from tests.australia.scenario import INDUSTRIALIZATION, empty_stacks, kinds, points, refused, scorings, supplies
from tests.australia.strategies import EXAMPLES, IDS, POSITIONS, PY_VALUES, REFUSALS, apply_or_refuse, mostly
from tests.positions import BLACK, ORANGE, WHITE, hand, plane, position, put, tile


# --- flying -----------------------------------------------------------------------------------


def test_fly_places_the_plane_and_reveals_the_tile():
    game = position()
    tile(game, "pilbara", 8, face_up=False)
    events = apply_action(game, Fly("pilbara"))
    assert game.players[BLACK].plane == "pilbara" and game.face_up == {"pilbara"}
    assert events == (TileRevealed("pilbara", 8),)
    assert game.actions_done == 1
    assert Fly("pilbara") not in legal_actions(game)  # not to the region it is in
    apply_action(game, Fly("kimberley"))
    apply_action(game, EndTurn())
    apply_action(game, Fly("pilbara"))  # another plane may share it; the tile stays up
    assert game.face_up == {"pilbara", "kimberley"}


def test_revealing_a_tile_equal_to_the_rangers_there_scores_it_for_the_flyer():
    game = position()
    tile(game, "nullarbor", 5, face_up=False)
    put(game, "eucla", WHITE, 3)  # eucla touches nullarbor
    put(game, "streaky_bay", BLACK, 2)
    events = apply_action(game, Fly("nullarbor"))
    assert scorings(events) == [("nullarbor", "industrialization")]
    assert points(game) == [3 + 2, 3]
    assert "nullarbor" not in game.tiles


# --- playing a card ---------------------------------------------------------------------------


def test_play_a_matching_card_places_rangers_and_pays_dollars():
    game = position()
    plane(game, BLACK, "pilbara")
    (card,) = hand(game, BLACK, ("orange", 3))
    apply_action(game, PlayCard(card, "wiluna", 2))
    black = game.players[BLACK]
    assert game.rangers_at("wiluna") == (BLACK, 2)
    assert black.supply == 18 and black.dollars == 1 and black.hand == []
    assert game.phase == "draw" and set(legal_actions(game)) == {DrawCard(k) for k in (1, 2, 3, 4)}
    apply_action(game, DrawCard(4))
    assert len(black.hand) == 1 and game.phase == "turn"


def test_play_needs_the_plane_on_the_board_and_a_matching_colour():
    game = position()
    (card,) = hand(game, BLACK, ("orange", 2))
    assert refused(game, PlayCard(card, None, 0)) == Reason(Code.PLANE_NOT_ON_BOARD)
    plane(game, BLACK, "kimberley")  # red
    game.players[BLACK].dollars = 2
    assert refused(game, PlayCard(card, None, 0, wild=True)) == Reason(
        Code.NO_PLAYABLE_CARD, region="kimberley", colour="red", cost=3, dollars=2
    )


def test_wild_play_costs_three_dollars_only_without_a_matching_card():
    game = position()
    plane(game, BLACK, "kimberley")
    orange, red = hand(game, BLACK, ("orange", 2), ("red", 1))
    game.players[BLACK].dollars = 5
    assert refused(game, PlayCard(orange, "tanami", 1, wild=True)) == Reason(
        Code.WILD_NOT_NEEDED, colour="red", region="kimberley"
    )
    hand(game, BLACK, ("orange", 2), ("gray", 4))
    orange = game.players[BLACK].hand[0]
    assert refused(game, PlayCard(orange, "tanami", 1)) == Reason(
        Code.WILD_REQUIRED, region="kimberley", colour="red", cost=3
    )
    apply_action(game, PlayCard(orange, "tanami", 2, wild=True))
    assert game.players[BLACK].dollars == 5 - 3 + 2


def test_rangers_go_to_one_location_that_is_empty_or_already_yours():
    game = position()
    plane(game, BLACK, "pilbara")
    put(game, "tanami", WHITE, 1)
    put(game, "wiluna", BLACK, 1)
    card, small = hand(game, BLACK, ("orange", 4), ("orange", 2))
    targets = {a.location for a in legal_actions_of(game, PlayCard) if a.location}
    assert targets == set(LOCATIONS_OF["pilbara"]) - {"tanami"}
    assert refused(game, PlayCard(card, "tanami", 1)) == Reason(Code.LOCATION_TAKEN, location="tanami", owner=WHITE)
    assert refused(game, PlayCard(small, "wiluna", 3)) == Reason(Code.CARD_RANGER_LIMIT, card=small, most=2)
    with pytest.raises(MalformedActionError) as error:  # no card places 5: not an action at all
        apply_action(game, PlayCard(card, "wiluna", 5))
    assert error.value.reason == Reason(Code.OUT_OF_RANGE, field="rangers", low=0, high=4)
    apply_action(game, PlayCard(card, "wiluna", 4))
    assert game.rangers_at("wiluna") == (BLACK, 5)


def test_a_card_played_without_rangers_scores_two_points():
    game = position()
    plane(game, BLACK, "pilbara")
    (card,) = hand(game, BLACK, ("orange", 1))
    events = apply_action(game, PlayCard(card, None, 0))
    assert NoRangerPoints(BLACK, 2) in events
    assert game.players[BLACK].points == 2 and game.players[BLACK].dollars == 3
    assert game.players[BLACK].points_by_source["no_rangers"] == 2


def test_no_more_rangers_than_the_supply():
    game = position()
    plane(game, BLACK, "pilbara")
    game.players[BLACK].supply = 1
    (card,) = hand(game, BLACK, ("orange", 4))
    assert max(a.rangers for a in legal_actions_of(game, PlayCard)) == 1
    assert refused(game, PlayCard(card, "wiluna", 2)) == Reason(Code.SUPPLY_SHORT, supply=1)


def test_no_draw_once_every_stack_is_empty():
    game = position()
    plane(game, BLACK, "pilbara")
    (card,) = hand(game, BLACK, ("orange", 1))
    for stack in game.stacks.values():
        game.unused_cards.extend(stack)
        stack.clear()
    apply_action(game, PlayCard(card, None, 0))
    assert game.phase == "turn" and legal_actions_of(game, DrawCard) == []


# --- taking back and moving -------------------------------------------------------------------


def test_take_back_one_to_four_rangers_from_the_planes_region():
    game = position()
    plane(game, BLACK, "pilbara")
    put(game, "wiluna", BLACK, 3)
    put(game, "tanami", BLACK, 2)
    put(game, "kununurra", BLACK, 2)  # not in Pilbara
    offers = legal_actions_of(game, TakeBack)
    assert {sum(n for _, n in a.rangers) for a in offers} == {1, 2, 3, 4}
    assert all(loc in ("wiluna", "tanami") for a in offers for loc, _ in a.rangers)
    assert refused(game, take_back({"wiluna": 3, "tanami": 2})) == Reason(Code.TAKE_BACK_TOO_MANY, most=4)
    assert refused(game, take_back({"kununurra": 1})) == Reason(
        Code.LOCATION_NOT_IN_REGION, location="kununurra", region="pilbara"
    )
    apply_action(game, take_back({"wiluna": 3, "tanami": 1}))
    assert game.rangers_at("wiluna") is None and game.rangers_at("tanami") == (BLACK, 1)
    assert game.players[BLACK].supply == 20 - 7 + 4


def test_taking_back_can_complete_an_industrialization():
    game = position()
    plane(game, WHITE, "pilbara")
    game.current = WHITE
    tile(game, "pilbara", 5)
    put(game, "wiluna", WHITE, 4)
    put(game, "tanami", BLACK, 2)
    events = apply_action(game, take_back({"wiluna": 1}))
    assert scorings(events) == [("pilbara", "industrialization")]
    assert points(game) == [2, 3 + 3]


def test_move_a_ranger_for_four_dollars_is_not_an_action():
    game = position()
    put(game, "wiluna", BLACK, 2)
    put(game, "tanami", WHITE, 1)
    game.players[BLACK].dollars = 9
    apply_action(game, MoveRanger("wiluna", "cape_howe"))
    assert game.rangers_at("cape_howe") == (BLACK, 1) and game.rangers_at("wiluna") == (BLACK, 1)
    assert game.players[BLACK].dollars == 5 and game.actions_done == 0
    assert refused(game, MoveRanger("wiluna", "tanami")) == Reason(Code.LOCATION_TAKEN, location="tanami", owner=WHITE)
    apply_action(game, Fly("pilbara"))
    apply_action(game, Fly("kimberley"))
    assert MoveRanger("cape_howe", "wiluna") in legal_actions(game)  # still, after both actions
    apply_action(game, MoveRanger("cape_howe", "wiluna"))
    assert refused(game, MoveRanger("wiluna", "cape_howe")) == Reason(Code.CANNOT_AFFORD_MOVE, cost=4, dollars=1)


def test_moving_can_complete_projects_in_two_regions_in_board_order():
    game = position()
    game.players[BLACK].dollars = 4
    tile(game, "pilbara", 5)  # Pilbara comes before Lake Eyre on the board
    tile(game, "lake_eyre", 4)
    put(game, "wiluna", WHITE, 4)
    put(game, "haddon_corner", WHITE, 3)
    put(game, "port_jackson", BLACK, 1)
    events = apply_action(game, MoveRanger("port_jackson", "surveyor_generals_corner"))
    assert scorings(events) == [("pilbara", "industrialization"), ("lake_eyre", "industrialization")]
    assert points(game) == [3 + 1 + 3 + 1, 4 + 3]


# --- turns and rounds -------------------------------------------------------------------------


def test_a_turn_is_exactly_two_actions_then_end_turn():
    game = position(players=3)
    assert refused(game, EndTurn()) == Reason(Code.ACTIONS_LEFT, done=0, required=2)
    apply_action(game, Fly("pilbara"))
    apply_action(game, Fly("kimberley"))
    assert refused(game, Fly("gippsland")) == Reason(Code.BOTH_ACTIONS_DONE, required=2)
    apply_action(game, EndTurn())
    assert game.current == WHITE and game.actions_done == 0 and game.round == 1
    for _ in range(2):
        apply_action(game, Fly("pilbara"))
        apply_action(game, Fly("kimberley"))
        apply_action(game, EndTurn())
    assert game.current == BLACK and game.round == 2


# --- refusals ---------------------------------------------------------------------------------


def test_refused_actions_change_nothing_and_say_why():
    game = position()
    before = game.snapshot()
    for action, reason in [
        (DrawCard(1), Reason(Code.DRAW_NOT_NOW)),
        (MoveRanger("wiluna", "tanami"), Reason(Code.CANNOT_AFFORD_MOVE, cost=4, dollars=0)),
        (take_back({"wiluna": 1}), Reason(Code.PLANE_NOT_ON_BOARD)),
    ]:
        with pytest.raises(IllegalActionError) as error:
            apply_action(game, action)
        assert error.value.reason == reason and error.value.action == action
        assert game.snapshot() == before


def test_objects_that_are_not_actions_are_malformed():
    game = position()
    with pytest.raises(MalformedActionError) as error:
        apply_action(game, {"type": "fly", "region": "pilbara"})
    assert error.value.reason == Reason(Code.NOT_AN_ACTION, got="dict")


def test_disabled_kinds_of_action_explain_themselves():
    game = position()
    assert why_unavailable(game, Fly) is None
    assert why_unavailable(game, MoveRanger) == Reason(Code.CANNOT_AFFORD_MOVE, cost=4, dollars=0)
    assert why_unavailable(game, PlayCard) == Reason(Code.PLANE_NOT_ON_BOARD)
    assert why_unavailable(game, TakeBack) == Reason(Code.PLANE_NOT_ON_BOARD)
    assert why_unavailable(game, EndTurn) == Reason(Code.ACTIONS_LEFT, done=0, required=2)
    assert why_unavailable(game, DrawCard) == Reason(Code.DRAW_NOT_NOW)
    plane(game, BLACK, "pilbara")
    game.players[BLACK].dollars = 4
    assert why_unavailable(game, MoveRanger) == Reason(Code.NO_RANGER_ON_MAP)
    assert why_unavailable(game, TakeBack) == Reason(Code.NO_RANGER_IN_REGION, region="pilbara")
    hand(game, BLACK, ("red", 1), ("blue", 2))
    game.players[BLACK].dollars = 1
    assert why_unavailable(game, PlayCard) == Reason(
        Code.NO_PLAYABLE_CARD, region="pilbara", colour="orange", cost=3, dollars=1
    )


# --- a turn -----------------------------------------------------------------------------------


def test_a_turn_may_be_the_same_action_twice_two_cards_played():
    game = position()
    plane(game, BLACK, "pilbara")
    first, second = hand(game, BLACK, ("orange", 1), ("orange", 3))
    apply_action(game, PlayCard(first, "wiluna", 1))
    apply_action(game, DrawCard(3))
    apply_action(game, PlayCard(second, "wiluna", 3))
    apply_action(game, DrawCard(4))
    black = game.players[BLACK]
    assert game.rangers_at("wiluna") == (BLACK, 4) and black.supply == 16
    assert black.dollars == 3 + 1 and len(black.hand) == 2
    assert game.played_cards == [first, second] and game.actions_done == 2
    assert {type(a) for a in legal_actions(game)} == {EndTurn, MoveRanger}  # no third action


def test_a_turn_is_not_over_after_one_action():
    game = position()
    apply_action(game, Fly("pilbara"))
    assert refused(game, EndTurn()) == Reason(Code.ACTIONS_LEFT, done=1, required=2)
    assert legal_actions_of(game, EndTurn) == []


# --- fly --------------------------------------------------------------------------------------


def test_the_first_flight_goes_anywhere_later_flights_anywhere_else():
    """docs/rules.md, ruling 7."""
    game = position()
    assert len(legal_actions_of(game, Fly)) == 24
    apply_action(game, Fly("indian_ocean"))  # sea regions too
    flights = legal_actions_of(game, Fly)
    assert len(flights) == 23 and Fly("indian_ocean") not in flights


def test_flying_reveals_nothing_where_the_tile_is_face_up_or_already_scored():
    game = position(variant="full", windmill="coral_sea")
    tile(game, "gippsland", 6)  # face up already: a windmill tile, but it was turned before
    put(game, "echuca", WHITE, 2)  # 2 rangers, tile 6: not complete
    del game.tiles["kimberley"]  # scored earlier: no tile left to reveal
    game.face_up.discard("kimberley")
    put(game, "tanami", WHITE, 4)
    before = set(game.face_up)
    assert apply_action(game, Fly("gippsland")) == ()
    assert apply_action(game, Fly("kimberley")) == ()
    assert game.face_up == before and "kimberley" not in game.tiles
    assert (game.windmill_region, game.windmill_value) == ("coral_sea", 2)
    assert points(game) == [0, 0]


def test_the_flyer_is_the_initiator_even_with_no_ranger_in_the_region():
    """docs/rules.md, ruling 16."""
    game = position(players=3)
    tile(game, "grampians", 4, face_up=False)
    put(game, "bordertown", WHITE, 3)
    put(game, "western_port", ORANGE, 1)  # also in Gippsland and the Tasman Sea
    events = apply_action(game, Fly("grampians"))
    assert kinds(events) == ["TileRevealed", "ProjectScored"]
    (scored,) = [e for e in events if isinstance(e, ProjectScored)]
    assert scored == ProjectScored(
        "grampians",
        "industrialization",
        BLACK,
        (Share(BLACK, 0, 0, 3), Share(WHITE, 3, 0, 0), Share(ORANGE, 1, 0, 0)),
        4,
    )
    assert points(game) == [3, 3, 1]
    assert game.players[BLACK].points_by_source["bonus"] == 3
    assert "grampians" not in game.tiles and game.spent_tiles == [Tile(INDUSTRIALIZATION, "grampians", 4)]
    assert supplies(game) == [14, 11, 13]  # scoring leaves the rangers where they are
    assert game.rangers_at("bordertown") == (WHITE, 3)


def test_a_player_with_an_empty_hand_can_still_fly_and_take_back():
    game = position()
    empty_stacks(game)
    hand(game, BLACK)
    plane(game, BLACK, "pilbara")
    put(game, "wiluna", BLACK, 2)
    offered = {type(a) for a in legal_actions(game)}
    assert offered == {Fly, TakeBack}
    apply_action(game, take_back({"wiluna": 2}))
    apply_action(game, Fly("kimberley"))
    assert game.players[BLACK].supply == 20 and game.rangers_at("wiluna") is None
    assert game.players[BLACK].plane == "kimberley" and game.actions_done == 2


# --- play a card ------------------------------------------------------------------------------


@pytest.mark.parametrize("players, rangers", [(2, 20), (3, 14), (4, 11), (5, 10)])
def test_placed_rangers_come_from_the_supply_of_the_player_count(players, rangers):
    game = position(players=players)
    plane(game, BLACK, "pilbara")
    (card,) = hand(game, BLACK, ("orange", 4))
    events = apply_action(game, PlayCard(card, "gibson_desert", 4))
    assert supplies(game) == [rangers - 4] + [rangers] * (players - 1)
    assert game.rangers_at("gibson_desert") == (BLACK, 4)
    assert kinds(events) == ["CardPlayed", "RangersPlaced"]
    assert events[0] == CardPlayed(BLACK, card, "pilbara", False, 0)


def test_an_empty_supply_can_still_play_a_card_with_no_ranger():
    game = position(variant="full", windmill="pilbara")  # the ranger track is in reach too
    plane(game, BLACK, "pilbara")
    game.players[BLACK].supply = 0
    (card,) = hand(game, BLACK, ("orange", 3))
    plays = legal_actions_of(game, PlayCard)
    assert plays == [PlayCard(card, None, 0)]
    assert refused(game, PlayCard(card, "wiluna", 1)) == Reason(Code.SUPPLY_EMPTY)
    events = apply_action(game, PlayCard(card, None, 0))
    assert events == (CardPlayed(BLACK, card, "pilbara", False, 1), NoRangerPoints(BLACK, 2))
    black = game.players[BLACK]
    assert (black.points, black.dollars, black.supply) == (2, 1, 0)
    assert game.phase == "draw" and game.played_cards == [card]


def test_rangers_on_the_map_and_the_track_together_come_from_the_supply():
    game = position(variant="full", windmill="pilbara")
    plane(game, BLACK, "pilbara")
    game.players[BLACK].supply = 2
    (card,) = hand(game, BLACK, ("orange", 4))
    plays = legal_actions_of(game, PlayCard)
    assert max(a.rangers + a.track for a in plays) == 2
    assert {(a.rangers, a.track) for a in plays} == {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (2, 0)}
    assert refused(game, PlayCard(card, "wiluna", 2, track=1)) == Reason(Code.SUPPLY_SHORT, supply=2)
    apply_action(game, PlayCard(card, "wiluna", 1, track=1))
    assert game.players[BLACK].supply == 0 and game.ranger_track == [BLACK]


@pytest.mark.parametrize("kind, dollars_after", [(1, 3), (4, 0)])
def test_a_wild_play_pays_three_dollars_then_takes_the_cards_dollars(kind, dollars_after):
    """docs/rules.md, ruling 8."""
    game = position()
    plane(game, BLACK, "kimberley")  # red
    (card,) = hand(game, BLACK, ("blue", kind))
    game.players[BLACK].dollars = 3
    events = apply_action(game, PlayCard(card, "tanami", 1, wild=True))
    assert events[0] == CardPlayed(BLACK, card, "kimberley", True, 4 - kind)
    assert game.players[BLACK].dollars == dollars_after
    assert game.rangers_at("tanami") == (BLACK, 1)


def test_a_wild_card_played_without_rangers_scores_the_two_points_too():
    """docs/rules.md, ruling 9."""
    game = position()
    plane(game, BLACK, "kimberley")  # red
    (card,) = hand(game, BLACK, ("blue", 2))
    game.players[BLACK].dollars = 3
    events = apply_action(game, PlayCard(card, None, 0, wild=True))
    assert NoRangerPoints(BLACK, 2) in events
    assert game.players[BLACK].points == 2 and game.players[BLACK].dollars == 2


def test_the_bank_has_no_limit():
    """docs/rules.md, ruling 1."""
    game = position()
    plane(game, BLACK, "pilbara")
    game.players[BLACK].dollars = 120  # far more than the box holds
    (card,) = hand(game, BLACK, ("orange", 1))
    apply_action(game, PlayCard(card, None, 0))
    assert game.players[BLACK].dollars == 123


def test_wild_is_offered_for_every_card_exactly_when_none_matches_and_three_dollars_are_there():
    """docs/rules.md, ruling 8."""
    game = position()
    plane(game, BLACK, "kimberley")  # red
    blue, gray = hand(game, BLACK, ("blue", 2), ("gray", 1))
    game.players[BLACK].dollars = 2
    assert legal_actions_of(game, PlayCard) == []
    game.players[BLACK].dollars = 3
    plays = legal_actions_of(game, PlayCard)
    assert {a.card for a in plays} == {blue, gray} and all(a.wild for a in plays)
    assert refused(game, PlayCard(blue, None, 0)) == Reason(
        Code.WILD_REQUIRED, region="kimberley", colour="red", cost=3
    )


def test_with_a_matching_card_in_hand_another_colour_is_refused_and_says_why():
    game = position()
    plane(game, BLACK, "pilbara")  # orange
    orange, gray = hand(game, BLACK, ("orange", 3), ("gray", 2))
    game.players[BLACK].dollars = 9
    assert {a.card for a in legal_actions_of(game, PlayCard)} == {orange}
    assert refused(game, PlayCard(gray, "wiluna", 1)) == Reason(
        Code.CARD_DOES_NOT_MATCH, card=gray, colour="gray", region="pilbara", region_colour="orange"
    )
    assert refused(game, PlayCard(gray, "wiluna", 1, wild=True)) == Reason(
        Code.WILD_NOT_NEEDED, colour="orange", region="pilbara"
    )
    assert game.players[BLACK].dollars == 9


def test_after_a_play_only_a_draw_is_allowed_and_it_takes_the_top_of_the_chosen_stack():
    game = position()
    plane(game, BLACK, "pilbara")
    game.players[BLACK].dollars = 8
    put(game, "tanami", BLACK, 1)
    (card,) = hand(game, BLACK, ("orange", 2))
    apply_action(game, PlayCard(card, "wiluna", 2))
    assert game.phase == "draw"
    assert legal_actions(game) == [DrawCard(k) for k in KINDS]
    for action in (Fly("kimberley"), MoveRanger("tanami", "halls_creek"), EndTurn()):
        assert refused(game, action) == Reason(Code.DRAW_PENDING)
    top = game.stacks[3][-1]
    size = len(game.stacks[3])
    apply_action(game, DrawCard(3))
    assert game.players[BLACK].hand == [top] and len(game.stacks[3]) == size - 1
    assert game.phase == "turn" and game.actions_done == 1
    assert game.players[BLACK].dollars == 8 + 2


def test_an_empty_stack_cannot_be_drawn_from():
    game = position()
    plane(game, BLACK, "pilbara")
    (card,) = hand(game, BLACK, ("orange", 1))
    game.unused_cards.extend(game.stacks[2])
    game.stacks[2].clear()
    apply_action(game, PlayCard(card, None, 0))
    assert legal_actions(game) == [DrawCard(1), DrawCard(3), DrawCard(4)]
    assert refused(game, DrawCard(2)) == Reason(Code.STACK_EMPTY, stack=2)


def test_setup_refuses_anything_but_drawing():
    game = new_game(Config(("Ann", "Ben")), 2)
    assert refused(game, Fly("pilbara")) == Reason(Code.OPENING_DRAWS_FIRST)
    assert legal_actions(game) == [DrawCard(k) for k in KINDS]


# --- take back --------------------------------------------------------------------------------


def test_take_back_offers_only_your_own_rangers_in_the_planes_region():
    """docs/rules.md, ruling 14."""
    game = position()
    plane(game, BLACK, "nullarbor")
    put(game, "eucla", BLACK, 1)
    put(game, "coober_pedy", WHITE, 2)
    assert legal_actions_of(game, TakeBack) == [take_back({"eucla": 1})]
    assert refused(game, take_back({"coober_pedy": 1})) == Reason(Code.NO_RANGER_AT, location="coober_pedy")
    assert refused(game, take_back({"eucla": 2})) == Reason(Code.TOO_FEW_RANGERS_AT, location="eucla", count=1)


def test_taking_back_your_last_ranger_there_still_makes_you_the_initiator():
    """docs/rules.md, ruling 16."""
    game = position()
    plane(game, WHITE, "pilbara")
    game.current = WHITE
    tile(game, "pilbara", 5)
    put(game, "wiluna", WHITE, 1)
    put(game, "gibson_desert", BLACK, 5)
    events = apply_action(game, take_back({"wiluna": 1}))
    (scored,) = [e for e in events if isinstance(e, ProjectScored)]
    assert scored.shares == (Share(BLACK, 5, 0, 0), Share(WHITE, 0, 0, 3))
    assert points(game) == [5, 3] and supplies(game) == [15, 20]


# --- move a ranger ----------------------------------------------------------------------------


def test_moving_is_allowed_before_and_after_the_actions_but_not_during_the_draw_or_setup():
    """docs/rules.md, ruling 12."""
    game = position()
    plane(game, BLACK, "pilbara")
    put(game, "tanami", BLACK, 2)
    game.players[BLACK].dollars = 12
    (card,) = hand(game, BLACK, ("orange", 1))
    apply_action(game, MoveRanger("tanami", "halls_creek"))  # before the first action
    apply_action(game, PlayCard(card, "wiluna", 1))
    assert legal_actions_of(game, MoveRanger) == []
    assert refused(game, MoveRanger("tanami", "halls_creek")) == Reason(Code.DRAW_PENDING)
    apply_action(game, DrawCard(1))
    apply_action(game, MoveRanger("tanami", "halls_creek"))  # between the actions
    apply_action(game, Fly("kimberley"))
    apply_action(game, MoveRanger("halls_creek", "tanami"))  # after the second
    assert game.players[BLACK].dollars == 12 + 3 - 3 * 4
    assert game.rangers_at("halls_creek") == (BLACK, 1) and game.rangers_at("tanami") == (BLACK, 1)
    assert game.actions_done == 2
    setup = new_game(Config(("Ann", "Ben"), start_player=0), 2)
    setup.players[0].dollars = 10
    put(setup, "wiluna", 0, 1)
    assert legal_actions_of(setup, MoveRanger) == []


def test_a_move_out_of_a_region_completes_its_industrialization_and_the_mover_initiates():
    game = position()
    game.players[BLACK].dollars = 5
    tile(game, "pilbara", 5)
    put(game, "gibson_desert", WHITE, 5)
    put(game, "wiluna", BLACK, 1)
    events = apply_action(game, MoveRanger("wiluna", "port_jackson"))
    (scored,) = [e for e in events if isinstance(e, ProjectScored)]
    assert (scored.region, scored.project, scored.initiator) == ("pilbara", "industrialization", BLACK)
    assert scored.shares == (Share(BLACK, 0, 0, 3), Share(WHITE, 5, 0, 0))
    assert points(game) == [3, 5] and game.players[BLACK].dollars == 1
    assert game.actions_done == 0 and game.rangers_at("port_jackson") == (BLACK, 1)


def test_a_move_into_the_last_empty_location_completes_the_conservation_for_the_mover():
    game = position()
    game.players[BLACK].dollars = 4
    put(game, "kununurra", WHITE, 1)
    put(game, "daly_waters", WHITE, 1)
    put(game, "borroloola", WHITE, 1)
    put(game, "cape_howe", BLACK, 1)
    tile(game, "arnhem_land", 9, face_up=False)
    events = apply_action(game, MoveRanger("cape_howe", "port_essington"))  # a ship
    assert scorings(events) == [("arnhem_land", "conservation")]
    assert points(game) == [3 + 2, 3]
    assert "arnhem_land" not in game.conservation and game.tiles["arnhem_land"] == 9


def refused_without_change(game: State, action) -> Reason:
    """Apply ``action``, expect a MalformedActionError, check that nothing changed."""
    save, snapshot = dump_game(game), game.snapshot()
    assert not is_legal(game, action)
    with pytest.raises(REFUSALS) as error:
        apply_action(game, action)
    assert type(error.value) is MalformedActionError
    assert dump_game(game) == save and game.snapshot() == snapshot
    assert why_illegal(game, action) == error.value.reason
    return error.value.reason


# --- unknown names are refused as malformed, never as a crash -----------------------------


UNKNOWN_NAMES = [
    (Fly("atlantis"), Reason(Code.UNKNOWN_REGION, field="region")),
    (Fly("Pilbara"), Reason(Code.UNKNOWN_REGION, field="region")),  # a name, not an id
    (Fly("wiluna"), Reason(Code.UNKNOWN_REGION, field="region")),  # a location, not a region
    (PlayCard(999, None, 0), Reason(Code.UNKNOWN_CARD, field="card")),
    (PlayCard(len(CARDS), None, 0), Reason(Code.UNKNOWN_CARD, field="card")),
    (PlayCard(-1, None, 0), Reason(Code.UNKNOWN_CARD, field="card")),
    (PlayCard("0", None, 0), Reason(Code.WRONG_TYPE, field="card", expected=Expected.WHOLE_NUMBER)),
    (PlayCard(0, "atlantis", 1), Reason(Code.UNKNOWN_LOCATION, field="location")),
    (PlayCard(0, "pilbara", 1), Reason(Code.UNKNOWN_LOCATION, field="location")),
    (MoveRanger("atlantis", "wiluna"), Reason(Code.UNKNOWN_LOCATION, field="from")),
    (MoveRanger("wiluna", "atlantis"), Reason(Code.UNKNOWN_LOCATION, field="to")),
    (MoveRanger("pilbara", "wiluna"), Reason(Code.UNKNOWN_LOCATION, field="from")),
    (TakeBack((("atlantis", 1),)), Reason(Code.UNKNOWN_LOCATION, field="rangers")),
    (TakeBack((("wiluna", 1), ("atlantis", 1))), Reason(Code.UNKNOWN_LOCATION, field="rangers")),
    (DrawCard(7), Reason(Code.UNKNOWN_STACK, field="stack")),
    (DrawCard(0), Reason(Code.UNKNOWN_STACK, field="stack")),
    (DrawCard(-1), Reason(Code.UNKNOWN_STACK, field="stack")),
]


NOT_ACTIONS = [
    ({"type": "fly", "region": "pilbara"}, "dict"),
    ("end_turn", "str"),
    (None, "NoneType"),
    (42, "int"),
    (("fly", "pilbara"), "tuple"),
    (Fly, "type"),  # the class, not an action
    (EndTurn, "type"),
    (object(), "object"),
]


@pytest.mark.parametrize("where", ["setup-7", "turn-start-7", "mid-turn-7", "draw-7", "late-7", "over-7"])
@pytest.mark.parametrize("action, reason", UNKNOWN_NAMES, ids=lambda v: repr(v)[:40])
def test_unknown_names_are_refused_as_malformed_and_change_nothing(where, action, reason):
    game = sample_position(where)
    assert refused_without_change(game, action) == reason
    assert load_game(dump_game(game)) == game


@pytest.mark.parametrize("where", ["setup-7", "turn-start-7", "draw-7", "over-7"])
@pytest.mark.parametrize("thing, got", NOT_ACTIONS, ids=[f"{i}-{got}" for i, (_, got) in enumerate(NOT_ACTIONS)])
def test_objects_that_are_not_actions_are_refused_as_malformed_and_change_nothing(where, thing, got):
    game = sample_position(where)
    assert refused_without_change(game, thing) == Reason(Code.NOT_AN_ACTION, got=got)


def test_a_malformed_refusal_says_which_action_was_refused_only_to_programmers():
    game = sample_position("turn-start-7")
    with pytest.raises(MalformedActionError) as error:
        apply_action(game, Fly("atlantis"))
    assert error.value.reason == Reason(Code.UNKNOWN_REGION, field="region")
    assert error.value.code is Code.UNKNOWN_REGION
    assert isinstance(error.value, ValueError)  # as documented: one except clause for both


# --- wrongly typed fields are refused, and the game's save still loads -----------------------


def _is(kind, **fields):
    def wanted(game, action):
        return type(action) is kind and all(getattr(action, k) == v for k, v in fields.items())

    return wanted


def _take_back_of_one(game, action):
    return type(action) is TakeBack and action.rangers and action.rangers[0][1] == 1 and len(action.rangers) == 1


WRONG_TYPES = [
    # (which legal action to find, its wrongly typed twin, the reason)
    (
        "draw at setup",
        _is(DrawCard, stack=1),
        lambda a: DrawCard(True),
        Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "draw after a play",
        lambda g, a: g.phase == Phase.DRAW and _is(DrawCard, stack=1)(g, a),
        lambda a: DrawCard(True),
        Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "draw with a float",
        _is(DrawCard, stack=2),
        lambda a: DrawCard(2.0),
        Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "rangers=True",
        _is(PlayCard, rangers=1),
        lambda a: dataclasses.replace(a, rangers=True),
        Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "track=False",
        _is(PlayCard, track=0),
        lambda a: dataclasses.replace(a, track=False),
        Reason(Code.WRONG_TYPE, field="track", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "track=True",
        _is(PlayCard, track=1),
        lambda a: dataclasses.replace(a, track=True),
        Reason(Code.WRONG_TYPE, field="track", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "wild=0",
        _is(PlayCard, wild=False),
        lambda a: dataclasses.replace(a, wild=0),
        Reason(Code.WRONG_TYPE, field="wild", expected=Expected.TRUE_OR_FALSE),
    ),
    (
        "wild=1",
        _is(PlayCard, wild=True),
        lambda a: dataclasses.replace(a, wild=1),
        Reason(Code.WRONG_TYPE, field="wild", expected=Expected.TRUE_OR_FALSE),
    ),
    (
        "card=True",
        _is(PlayCard, card=1),
        lambda a: dataclasses.replace(a, card=True),
        Reason(Code.WRONG_TYPE, field="card", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "take back (location, True)",
        _take_back_of_one,
        lambda a: TakeBack(((a.rangers[0][0], True),)),
        Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER),
    ),
]


@pytest.mark.parametrize("wanted, twin_of, reason", [c[1:] for c in WRONG_TYPES], ids=[c[0] for c in WRONG_TYPES])
def test_a_wrongly_typed_field_is_refused_and_the_save_still_loads(wanted, twin_of, reason):
    game, legal = first_position_offering(wanted)
    twin = twin_of(legal)
    assert twin == legal and json.dumps(twin.to_json()) != json.dumps(legal.to_json())  # only the type is wrong
    assert is_legal(game, legal)
    assert refused_without_change(game, twin) == reason
    assert load_game(dump_game(game)) == game
    apply_action(game, legal)  # the real action still goes through
    assert load_game(dump_game(game)) == game


COUNTS = mostly(st.integers(min_value=-1, max_value=6))


PAIRS = st.one_of(
    st.lists(st.tuples(mostly(st.sampled_from(LOCATION_IDS)), COUNTS), min_size=1, max_size=3).map(tuple),
    st.lists(st.tuples(st.sampled_from(LOCATION_IDS), COUNTS), max_size=3),  # a list, not a tuple
    st.lists(st.one_of(PY_VALUES, st.tuples(IDS, COUNTS, COUNTS)), max_size=2).map(tuple),
    PY_VALUES,
)


CARD_IDS = mostly(st.integers(min_value=-1, max_value=len(CARDS)))


WHERE = mostly(st.sampled_from(LOCATION_IDS), st.one_of(st.none(), PY_VALUES))


ACTIONS = st.one_of(
    st.builds(Fly, mostly(st.sampled_from(REGION_IDS))),
    st.builds(PlayCard, CARD_IDS, st.one_of(st.none(), WHERE), COUNTS, COUNTS, mostly(st.booleans())),
    st.builds(DrawCard, mostly(st.integers(min_value=-1, max_value=6))),
    st.builds(TakeBack, PAIRS),
    st.builds(MoveRanger, WHERE, WHERE),
    st.just(EndTurn()),
)


ANYTHING = mostly(ACTIONS, odds=4)


@EXAMPLES
@given(where=POSITIONS, thing=ANYTHING)
def test_apply_action_lets_only_its_two_errors_out_and_a_refusal_changes_nothing(where, thing):
    apply_or_refuse(sample_position(where), thing)


@EXAMPLES
@given(where=POSITIONS, data=st.data())
def test_every_legal_action_applies_and_every_changed_field_is_checked(where, data):
    """Start from a legal action and change one field to anything: applied only if it
    still equals a legal action in exactly the right types."""
    game = sample_position(where)
    offered = legal_actions(game)
    if not offered:
        assert game.is_over
        return
    action = data.draw(st.sampled_from(offered))
    names = [f.name for f in dataclasses.fields(action)]
    if names and data.draw(st.integers(0, 4)):
        name = data.draw(st.sampled_from(names))
        near = st.one_of(
            st.integers(min_value=-1, max_value=len(CARDS)),
            st.booleans(),
            st.floats(min_value=0, max_value=4),
            st.none(),
            IDS,
            st.just(getattr(action, name)),
        )
        action = dataclasses.replace(action, **{name: data.draw(mostly(near, odds=3))})
    applied = apply_or_refuse(game, action)
    if applied:
        assert action in offered and action.to_json() == action_from_json(action.to_json()).to_json()


def test_why_illegal_has_nothing_to_say_about_a_legal_action():
    game = random_game(6, steps=12)
    for action in legal_actions(game):
        assert why_illegal(game, action) is None
