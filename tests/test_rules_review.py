"""A second pass over docs/rules.md, sentence by sentence: one position, one action, the exact outcome.

``test_rules.py`` holds the first scenario per rule; this file pins what it leaves implicit:
exact supplies, dollars, tiles and the order of events, the edge cases of each rule, and the
full-game additions in detail. Each test's name says the rule it checks, and a test of a
ruling cites it ("docs/rules.md, ruling N").
"""

from __future__ import annotations

from collections import Counter

import pytest

from australia import (
    Code,
    Config,
    DrawCard,
    EndTurn,
    Fly,
    IllegalActionError,
    MoveRanger,
    PlayCard,
    Project,
    Reason,
    TakeBack,
    Tile,
    apply_action,
    legal_actions,
    new_game,
    take_back,
    why_illegal,
)
from australia.board import CARDS, INDUSTRIALIZATION_VALUES, KINDS, LOCATIONS_OF, REGION_IDS
from australia.events import (
    CardPlayed,
    DollarsCounted,
    GameOver,
    NoRangerPoints,
    ProjectScored,
    RangersPlaced,
    Share,
    TileRevealed,
    WindmillMoved,
    WindmillPlace,
    WindmillScored,
)
from australia.rules import legal_actions_of
from tests.positions import BLACK, BLUE, BROWN, ORANGE, WHITE, hand, plane, position, put, tile


def points(state):
    return [p.points for p in state.players]


def supplies(state):
    return [p.supply for p in state.players]


def scorings(events):
    return [(e.region, e.project) for e in events if isinstance(e, ProjectScored)]


def kinds(events):
    return [type(e).__name__ for e in events]


def refused(game, action):
    """The reason the rules refuse ``action`` here; the refusal leaves the game as it was."""
    before = game.snapshot()
    with pytest.raises(IllegalActionError) as error:
        apply_action(game, action)
    assert game.snapshot() == before
    assert why_illegal(game, action) == error.value.reason
    return error.value.reason


CONSERVATION, INDUSTRIALIZATION = Project.CONSERVATION, Project.INDUSTRIALIZATION


def empty_stacks(state):
    for stack in state.stacks.values():
        state.unused_cards.extend(stack)
        stack.clear()


def set_tiles(state, face_up=True, **values):
    """Give several regions these tile values at once, swapping with regions not named so the
    24 tiles keep their counts (``tile()`` may swap one named region's value away)."""
    for region, value in values.items():
        if state.tiles[region] != value:
            other = next(r for r, v in state.tiles.items() if v == value and r not in values)
            state.tiles[other], state.tiles[region] = state.tiles[region], value
        (state.face_up.add if face_up else state.face_up.discard)(region)
    assert all(state.tiles[r] == v for r, v in values.items())


def on_ranger_track(state, *owners):
    """Put rangers on the ranger track from their owners' supplies, top space first."""
    for owner in owners:
        state.players[owner].supply -= 1
        state.ranger_track.append(owner)


def on_windmill_track(state, tiles):
    """Cover ``tiles`` spaces of the windmill track with conservation tiles of sea regions."""
    for region in REGION_IDS[-tiles:]:
        state.conservation.discard(region)
        state.windmill_track.append(Tile(CONSERVATION, region))


# --- setup 1: tiles ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_setup_puts_every_industrialization_tile_face_down_and_a_conservation_tile_everywhere(seed):
    game = new_game(Config(("A", "B", "C")), seed)
    assert Counter(game.tiles.values()) == Counter(INDUSTRIALIZATION_VALUES)
    assert set(game.tiles) == set(REGION_IDS) and game.face_up == set()
    assert game.conservation == set(REGION_IDS)
    assert game.spent_tiles == [] and game.windmill_track == [] and game.ranger_track == []


# --- setup 2: stacks --------------------------------------------------------------------------


@pytest.mark.parametrize("variant, size", [("simple", 8), ("full", 9)])
def test_setup_stacks_hold_one_kind_each_and_the_rest_leave_the_game_unseen(variant, size):
    """docs/rules.md, ruling 2."""
    game = new_game(Config(("A", "B")), 4) if variant == "simple" else new_game(Config(("A", "B"), "full"), 4)
    assert {k: len(s) for k, s in game.stacks.items()} == {k: size for k in KINDS}
    for kind, stack in game.stacks.items():
        assert {CARDS[c].kind for c in stack} == {kind}
    assert len(game.unused_cards) == len(CARDS) - 4 * size
    every = [c for s in game.stacks.values() for c in s] + game.unused_cards
    assert sorted(every) == list(range(len(CARDS)))
    assert all(p.hand == [] for p in game.players) and game.played_cards == []


# --- setup 3, 4, 5: supplies, a named start player, the windmill ------------------------------


def test_setup_with_a_named_start_player_other_than_seat_0():
    names = ("Ann", "Ben", "Cat", "Dan", "Eve")
    game = new_game(Config(names, "full", start_player=3, windmill_region="coral_sea"), 8)
    assert (game.windmill_region, game.windmill_value) == ("coral_sea", 2)
    assert supplies(game) == [10] * 5
    order, chosen = [], []
    for i in range(10):
        order.append(game.current)
        stack = KINDS[i % 4]
        top = game.stacks[stack][-1]
        apply_action(game, DrawCard(stack))
        assert top in game.players[order[-1]].hand
        chosen.append(stack)
    assert order == [3, 4, 0, 1, 2, 3, 4, 0, 1, 2]
    assert [len(p.hand) for p in game.players] == [2] * 5
    assert game.stack_sizes() == {1: 9 - 3, 2: 9 - 3, 3: 9 - 2, 4: 9 - 2}
    assert (game.phase, game.current, game.round) == ("turn", 3, 1)
    # the round ends after seat 2, the one before the start player
    for seat in (3, 4, 0, 1, 2):
        assert game.current == seat and game.round == 1
        apply_action(game, Fly("pilbara"))
        apply_action(game, Fly("kimberley"))
        apply_action(game, EndTurn())
    assert (game.current, game.round) == (3, 2)


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


# --- projects and scoring ---------------------------------------------------------------------


def test_a_location_touching_several_regions_counts_in_each_regions_ranger_count():
    """docs/rules.md, ruling 19."""
    game = position()
    plane(game, BLACK, "pilbara")
    set_tiles(game, pilbara=4, lake_eyre=4, goldfields=5, red_centre=9)
    (card,) = hand(game, BLACK, ("orange", 4))
    events = apply_action(game, PlayCard(card, "surveyor_generals_corner", 4))
    assert scorings(events) == [("pilbara", "industrialization"), ("lake_eyre", "industrialization")]
    assert points(game) == [2 * (3 + 4), 0]
    assert [game.region_rangers(r) for r in ("pilbara", "goldfields", "red_centre", "lake_eyre")] == [4] * 4
    assert game.spent_tiles == [Tile(INDUSTRIALIZATION, "pilbara", 4), Tile(INDUSTRIALIZATION, "lake_eyre", 4)]
    assert game.industrialization_tile("goldfields") == (5, True)


def test_one_step_scores_regions_in_board_order_not_the_locations_order():
    """docs/rules.md, ruling 17."""
    game = position()
    # Haddon Corner lists Channel Country first, but Lake Eyre comes first on the board
    plane(game, BLACK, "channel_country")
    set_tiles(game, channel_country=5, lake_eyre=4)
    put(game, "hungerford", WHITE, 2)
    put(game, "great_victoria_desert", WHITE, 1)
    (card,) = hand(game, BLACK, ("orange", 3))
    events = apply_action(game, PlayCard(card, "haddon_corner", 3))
    assert scorings(events) == [("lake_eyre", "industrialization"), ("channel_country", "industrialization")]
    assert points(game) == [(3 + 3) * 2, 1 + 2]


def test_one_step_scores_a_regions_conservation_before_its_industrialization():
    """docs/rules.md, ruling 17."""
    game = position()
    plane(game, BLACK, "nullarbor")
    tile(game, "nullarbor", 5)
    tile(game, "flinders", 4, face_up=False)
    put(game, "eucla", WHITE, 1)
    put(game, "coober_pedy", WHITE, 1)
    (card,) = hand(game, BLACK, ("orange", 3))
    events = apply_action(game, PlayCard(card, "streaky_bay", 3))
    assert scorings(events) == [("nullarbor", "conservation"), ("nullarbor", "industrialization")]
    assert points(game) == [2 * (3 + 3), 2 * 2]
    black = game.players[BLACK].points_by_source
    assert (black["conservation"], black["industrialization"], black["bonus"]) == (3, 3, 6)
    assert game.spent_tiles == [Tile(CONSERVATION, "nullarbor"), Tile(INDUSTRIALIZATION, "nullarbor", 5)]


def test_after_conservation_the_region_can_still_complete_its_industrialization():
    """docs/rules.md, ruling 20."""
    game = position()
    plane(game, BLACK, "nullarbor")
    tile(game, "nullarbor", 6)
    put(game, "eucla", WHITE, 1)
    put(game, "coober_pedy", WHITE, 1)
    first, second = hand(game, BLACK, ("orange", 1), ("orange", 3))
    events = apply_action(game, PlayCard(first, "streaky_bay", 1))
    assert scorings(events) == [("nullarbor", "conservation")]
    assert points(game) == [3 + 1, 2]
    apply_action(game, DrawCard(1))
    events = apply_action(game, PlayCard(second, "streaky_bay", 3))
    assert scorings(events) == [("nullarbor", "industrialization")]  # conservation not again
    assert points(game) == [4 + 3 + 4, 2 + 2]
    assert "nullarbor" not in game.tiles and "nullarbor" not in game.conservation


def test_after_industrialization_the_region_can_still_complete_its_conservation():
    """docs/rules.md, ruling 20."""
    game = position()
    plane(game, BLACK, "nullarbor")
    tile(game, "nullarbor", 4)
    put(game, "eucla", WHITE, 3)
    first, second = hand(game, BLACK, ("orange", 1), ("orange", 2))
    events = apply_action(game, PlayCard(first, "coober_pedy", 1))
    assert scorings(events) == [("nullarbor", "industrialization")]
    assert points(game) == [3 + 1, 3]
    apply_action(game, DrawCard(1))
    events = apply_action(game, PlayCard(second, "streaky_bay", 2))
    assert scorings(events) == [("nullarbor", "conservation")]  # the count is 6: no tile to match
    assert points(game) == [4 + 3 + 1 + 2, 3 + 3]


def test_conservation_needs_every_location_and_industrialization_the_exact_count():
    game = position()
    plane(game, BLACK, "nullarbor")
    tile(game, "nullarbor", 4)
    put(game, "eucla", WHITE, 1)
    (card,) = hand(game, BLACK, ("orange", 4))
    events = apply_action(game, PlayCard(card, "streaky_bay", 4))  # Coober Pedy still empty; 5 rangers
    assert scorings(events) == [] and points(game) == [0, 0]
    assert "nullarbor" in game.conservation and game.tiles["nullarbor"] == 4


def test_full_game_every_scored_tile_goes_to_the_windmill_track_conservation_tiles_too():
    game = position(variant="full", windmill="coral_sea")
    plane(game, BLACK, "nullarbor")
    tile(game, "nullarbor", 5)
    tile(game, "flinders", 4, face_up=False)
    put(game, "eucla", WHITE, 1)
    put(game, "coober_pedy", WHITE, 1)
    (card,) = hand(game, BLACK, ("orange", 3))
    apply_action(game, PlayCard(card, "streaky_bay", 3))
    assert game.windmill_track == [Tile(CONSERVATION, "nullarbor"), Tile(INDUSTRIALIZATION, "nullarbor", 5)]
    assert game.spent_tiles == []


def test_a_scored_project_is_never_scored_again_and_another_player_may_complete_the_other():
    game = position()
    plane(game, BLACK, "indian_ocean")
    tile(game, "indian_ocean", 4, face_up=False)  # 4 rangers when it is finally revealed
    put(game, "fremantle", WHITE, 1)
    put(game, "geraldton", WHITE, 1)
    put(game, "ningaloo", WHITE, 1)
    (card,) = hand(game, BLACK, ("blue", 1))
    apply_action(game, PlayCard(card, "cape_leeuwin", 1))
    apply_action(game, DrawCard(1))
    assert points(game) == [3 + 2, 6]
    # White's later flight reveals the tile: only the industrialization is scored, for White
    apply_action(game, Fly("kimberley"))
    apply_action(game, EndTurn())
    events = apply_action(game, Fly("indian_ocean"))
    assert scorings(events) == [("indian_ocean", "industrialization")]
    assert points(game) == [5 + 2, 6 + 3 + 6]
    assert game.spent_tiles == [Tile(CONSERVATION, "indian_ocean"), Tile(INDUSTRIALIZATION, "indian_ocean", 4)]


# --- end of the game --------------------------------------------------------------------------


def test_the_end_needs_every_stack_empty_and_a_player_without_cards():
    """docs/rules.md, ruling 28."""
    game = position()
    plane(game, BLACK, "pilbara")
    empty_stacks(game)
    first, second = hand(game, BLACK, ("orange", 1), ("orange", 2))
    last = next(c for c in game.unused_cards if CARDS[c].kind == 1)
    game.unused_cards.remove(last)
    game.stacks[1].append(last)  # one card left to draw
    apply_action(game, PlayCard(first, None, 0))
    apply_action(game, DrawCard(1))  # the last card of the stacks: Black holds 2 again
    assert not game.end_triggered and game.stack_sizes() == {1: 0, 2: 0, 3: 0, 4: 0}
    apply_action(game, PlayCard(second, None, 0))  # no draw: Black still holds 1
    assert not game.end_triggered and game.phase == "turn" and len(game.players[BLACK].hand) == 1
    apply_action(game, EndTurn())
    apply_action(game, Fly("pilbara"))
    apply_action(game, Fly("kimberley"))
    apply_action(game, EndTurn())
    assert not game.is_over and game.round == 2


def test_the_game_ends_at_once_when_the_trigger_comes_in_the_last_seats_turn():
    """docs/rules.md, ruling 28."""
    game = position(players=3)
    empty_stacks(game)
    for seat in (BLACK, WHITE):
        apply_action(game, Fly("pilbara"))
        apply_action(game, Fly("kimberley"))
        apply_action(game, EndTurn())
    assert game.current == ORANGE
    plane(game, ORANGE, "pilbara")
    (card,) = hand(game, ORANGE, ("orange", 2))
    game.players[BLACK].dollars = 4
    apply_action(game, PlayCard(card, None, 0))
    assert game.end_triggered and not game.is_over
    apply_action(game, Fly("kimberley"))
    events = apply_action(game, EndTurn())
    assert game.is_over and game.round == 1
    assert kinds(events) == ["DollarsCounted"] * 3 + ["GameOver"]
    assert points(game) == [4, 0, 2 + 2]
    assert events[-1] == GameOver((BLACK,), True)  # level with Orange on 4, more dollars


def test_dollars_are_points_at_the_end_and_the_points_leader_wins_whatever_the_dollars():
    """docs/rules.md, ruling 30."""
    game = position(players=3)
    empty_stacks(game)
    hand(game, BLACK)
    game.end_triggered = True
    black, white, orange = game.players
    black.points, black.dollars = 20, 0
    white.points, white.dollars = 10, 9
    orange.points, orange.dollars = 19, 1
    game.current = ORANGE
    apply_action(game, Fly("pilbara"))
    apply_action(game, Fly("kimberley"))
    events = apply_action(game, EndTurn())
    assert points(game) == [20, 19, 20]
    assert [e for e in events if isinstance(e, DollarsCounted)] == [
        DollarsCounted(BLACK, 0),
        DollarsCounted(WHITE, 9),
        DollarsCounted(ORANGE, 1),
    ]
    assert events[-1] == GameOver((ORANGE,), True)  # level with Black on 20, more dollars
    assert black.points_by_source["dollars"] == 0 and orange.points_by_source["dollars"] == 1


def test_the_final_windmill_scoring_comes_before_dollars_even_with_an_empty_windmill_track():
    """docs/rules.md, ruling 27."""
    game = position(players=3, variant="full", windmill="coral_sea")
    empty_stacks(game)
    hand(game, BLACK)
    game.end_triggered = True
    game.windmill_value = 5
    on_ranger_track(game, WHITE, BLACK, BLACK, ORANGE)
    for p in game.players:
        p.dollars = 1
    game.current = ORANGE
    apply_action(game, Fly("pilbara"))
    apply_action(game, Fly("kimberley"))
    events = apply_action(game, EndTurn())
    assert game.windmill_track == [] and game.is_over
    assert kinds(events) == ["WindmillScored"] + ["DollarsCounted"] * 3 + ["GameOver"]
    assert events[0] == WindmillScored(
        5, (WindmillPlace(BLACK, 2, 5), WindmillPlace(WHITE, 1, 2), WindmillPlace(ORANGE, 1, 1)), (), True
    )
    assert points(game) == [5 + 1, 2 + 1, 1 + 1]


# --- full game: the windmill ------------------------------------------------------------------


def test_the_windmill_value_rises_to_twelve_and_no_further():
    """docs/rules.md, ruling 22."""
    game = position(variant="full", windmill="coral_sea")
    game.windmill_value = 11
    tile(game, "gippsland", 7, face_up=False)
    tile(game, "kimberley", 6, face_up=False)
    assert apply_action(game, Fly("gippsland")) == (TileRevealed("gippsland", 7), WindmillMoved("gippsland", 12))
    assert apply_action(game, Fly("kimberley")) == (TileRevealed("kimberley", 6), WindmillMoved("kimberley", 12))
    assert (game.windmill_region, game.windmill_value) == ("kimberley", 12)


def test_a_revealed_windmill_tile_moves_the_windmill_before_the_region_is_scored():
    """docs/rules.md, ruling 23."""
    game = position(variant="full", windmill="coral_sea")
    game.windmill_value = 4
    on_windmill_track(game, 5)
    on_ranger_track(game, BLACK)
    tile(game, "gippsland", 6, face_up=False)
    put(game, "kosciuszko", WHITE, 6)
    events = apply_action(game, Fly("gippsland"))
    assert kinds(events) == ["TileRevealed", "WindmillMoved", "ProjectScored", "WindmillScored"]
    assert events[1] == WindmillMoved("gippsland", 5)
    assert events[3] == WindmillScored(5, (WindmillPlace(BLACK, 1, 5),), (), False)
    assert points(game) == [3 + 5, 6]
    assert game.windmill_track == [] and game.spent_tiles[-1] == Tile(INDUSTRIALIZATION, "gippsland", 6)
    assert game.ranger_track == [BLACK]  # half of 1, rounded down, is 0: nobody goes back


def test_a_split_between_a_location_and_the_ranger_track():
    game = position(variant="full", windmill="pilbara")
    plane(game, BLACK, "south_west")  # a neighbour of Pilbara
    on_ranger_track(game, WHITE)
    (card,) = hand(game, BLACK, ("green", 3))
    events = apply_action(game, PlayCard(card, "kalgoorlie", 2, track=1))
    assert events == (CardPlayed(BLACK, card, "south_west", False, 1), RangersPlaced(BLACK, "kalgoorlie", 2, 1))
    assert game.ranger_track == [WHITE, BLACK] and game.rangers_at("kalgoorlie") == (BLACK, 2)
    assert supplies(game) == [17, 19] and game.players[BLACK].points == 0


def test_the_ranger_track_from_the_windmills_own_region_even_when_every_location_is_taken():
    """docs/rules.md, ruling 10."""
    game = position(variant="full", windmill="nullarbor")
    plane(game, BLACK, "nullarbor")
    tile(game, "nullarbor", 9)
    for loc in LOCATIONS_OF["nullarbor"]:
        put(game, loc, WHITE, 1)
    game.conservation.discard("nullarbor")  # its conservation was scored before
    (card,) = hand(game, BLACK, ("blue", 3))
    game.players[BLACK].dollars = 3
    plays = legal_actions_of(game, PlayCard)
    assert {(a.location, a.rangers, a.track) for a in plays} == {(None, 0, t) for t in range(4)}
    assert all(a.wild for a in plays)
    events = apply_action(game, PlayCard(card, None, 0, track=3, wild=True))
    assert game.ranger_track == [BLACK] * 3 and game.players[BLACK].dollars == 1
    # rangers only on the track is not "no ranger placed": no 2 points
    assert kinds(events) == ["CardPlayed", "RangersPlaced"] and game.players[BLACK].points == 0
    assert game.players[BLACK].supply == 17


def test_a_full_ranger_track_takes_no_more_rangers():
    game = position(variant="full", windmill="pilbara")
    plane(game, BLACK, "pilbara")
    on_ranger_track(game, *[WHITE] * 10)
    (card,) = hand(game, BLACK, ("orange", 2))
    assert {a.track for a in legal_actions_of(game, PlayCard)} == {0}
    assert refused(game, PlayCard(card, None, 0, track=1)) == Reason(Code.TRACK_FULL)
    game.ranger_track.pop()
    game.players[WHITE].supply += 1
    assert refused(game, PlayCard(card, None, 0, track=2)) == Reason(Code.TRACK_ROOM, room=1)
    apply_action(game, PlayCard(card, "wiluna", 1, track=1))
    assert game.ranger_track == [WHITE] * 9 + [BLACK]


def _score_windmill_now(game):
    """Complete an industrialization by a move so that the sixth tile fills the windmill track."""
    on_windmill_track(game, 5)
    tile(game, "pilbara", 5)
    put(game, "gibson_desert", WHITE, 4)
    put(game, "port_jackson", BLACK, 1)
    game.players[BLACK].dollars = 4
    events = apply_action(game, MoveRanger("port_jackson", "wiluna"))
    (windmill,) = [e for e in events if isinstance(e, WindmillScored)]
    return windmill


def test_windmill_scoring_value_5_gives_5_2_1_and_a_fourth_player_nothing():
    game = position(players=4, variant="full", windmill="coral_sea")
    game.windmill_value = 5
    on_ranger_track(game, BLUE, ORANGE, WHITE, ORANGE, WHITE, WHITE, BLUE)
    windmill = _score_windmill_now(game)
    # White 3; Blue 2 and Orange 2 tie, Blue's top ranger is higher; Black has none
    assert windmill.places == (WindmillPlace(WHITE, 3, 5), WindmillPlace(BLUE, 2, 2), WindmillPlace(ORANGE, 2, 1))
    assert [p.points_by_source["windmill"] for p in game.players] == [0, 5, 1, 2]
    # 7 rangers: the top 3 go back, the other 4 move up in order
    assert windmill.returned == (BLUE, ORANGE, WHITE)
    assert game.ranger_track == [ORANGE, WHITE, WHITE, BLUE]
    assert supplies(game) == [11 - 1, 11 - 4 - 3 + 1, 11 - 2 + 1, 11 - 2 + 1]


def test_windmill_scoring_with_two_players_on_the_track():
    game = position(players=3, variant="full", windmill="coral_sea")
    game.windmill_value = 9
    on_ranger_track(game, ORANGE, BLACK, BLACK)
    windmill = _score_windmill_now(game)
    assert windmill.places == (WindmillPlace(BLACK, 2, 9), WindmillPlace(ORANGE, 1, 4))
    assert windmill.returned == (ORANGE,) and game.ranger_track == [BLACK, BLACK]
    assert points(game) == [3 + 1 + 9, 4, 4]


def test_windmill_scoring_with_an_empty_ranger_track_scores_nobody_and_empties_the_windmill_track():
    """docs/rules.md, ruling 25."""
    game = position(variant="full", windmill="coral_sea")
    game.windmill_value = 8
    windmill = _score_windmill_now(game)
    assert windmill == WindmillScored(8, (), (), False)
    assert points(game) == [3 + 1, 4] and game.windmill_track == [] and len(game.spent_tiles) == 6


def test_the_windmill_track_fills_and_scores_again():
    game = position(variant="full", windmill="coral_sea")
    game.windmill_value = 6
    on_ranger_track(game, WHITE, WHITE, BLACK)
    _score_windmill_now(game)
    assert game.ranger_track == [WHITE, BLACK] and points(game) == [4 + 3, 4 + 6]
    # a second filling of the track: five more tiles, then a sixth scored by Black's move
    for region in REGION_IDS[:5]:
        game.conservation.discard(region)
        game.windmill_track.append(Tile(CONSERVATION, region))
    tile(game, "gippsland", 4)
    put(game, "kosciuszko", WHITE, 3)
    game.players[BLACK].dollars = 4
    events = apply_action(game, MoveRanger("wiluna", "echuca"))
    (windmill,) = [e for e in events if isinstance(e, WindmillScored)]
    assert windmill.places == (WindmillPlace(WHITE, 1, 6), WindmillPlace(BLACK, 1, 3))
    assert windmill.returned == (WHITE,) and game.ranger_track == [BLACK]
    assert len(game.spent_tiles) == 12 and game.windmill_track == []


# --- the four worked examples, with supplies, dollars and tiles -------------------------------


def test_worked_example_1_in_full():
    game = position(players=4)
    plane(game, BLACK, "indian_ocean")
    put(game, "fremantle", WHITE, 1)
    put(game, "geraldton", BLUE, 1)
    put(game, "ningaloo", BLUE, 1)
    tile(game, "indian_ocean", 9, face_up=False)
    (card,) = hand(game, BLACK, ("blue", 3))
    events = apply_action(game, PlayCard(card, "cape_leeuwin", 3))
    assert kinds(events) == ["CardPlayed", "RangersPlaced", "ProjectScored"]
    assert events[2] == ProjectScored(
        "indian_ocean",
        "conservation",
        BLACK,
        (Share(BLACK, 0, 3, 3), Share(WHITE, 0, 1, 0), Share(BLUE, 0, 2, 0)),
        None,
    )
    assert points(game) == [9, 2, 0, 4]
    assert supplies(game) == [11 - 3, 11 - 1, 11, 11 - 2]
    assert game.players[BLACK].dollars == 1
    assert "indian_ocean" not in game.conservation and game.tiles["indian_ocean"] == 9
    assert game.spent_tiles == [Tile(CONSERVATION, "indian_ocean")]


def test_worked_example_2_in_full():
    game = position()
    game.current = WHITE
    plane(game, WHITE, "red_centre")
    tile(game, "red_centre", 4)
    put(game, "barrow_creek", BLACK, 2)
    (card,) = hand(game, WHITE, ("red", 3))
    events = apply_action(game, PlayCard(card, "gibson_desert", 2))
    assert events[2] == ProjectScored(
        "red_centre", "industrialization", WHITE, (Share(BLACK, 2, 0, 0), Share(WHITE, 2, 0, 3)), 4
    )
    assert points(game) == [2, 5] and supplies(game) == [18, 18]
    assert game.players[WHITE].dollars == 1 and game.players[BLACK].dollars == 0
    assert game.spent_tiles == [Tile(INDUSTRIALIZATION, "red_centre", 4)]
    assert "red_centre" in game.conservation  # the other project is still open
    assert game.rangers_at("gibson_desert") == (WHITE, 2) and game.rangers_at("barrow_creek") == (BLACK, 2)


def test_worked_example_3_in_full():
    game = position()
    set_tiles(game, face_up=False, goldfields=9, south_west=6)
    for loc in ("surveyor_generals_corner", "wiluna", "esperance", "great_victoria_desert", "eucla"):
        put(game, loc, WHITE, 1)
    put(game, "fremantle", WHITE, 1)
    put(game, "geraldton", WHITE, 1)
    game.face_up.add("south_west")  # wiluna, esperance, two ships: 4, and Kalgoorlie will add 2
    (card,) = hand(game, BLACK, ("yellow", 2))
    assert apply_action(game, Fly("goldfields")) == (TileRevealed("goldfields", 9),)
    events = apply_action(game, PlayCard(card, "kalgoorlie", 2))
    assert kinds(events) == ["CardPlayed", "RangersPlaced"] + ["ProjectScored"] * 3
    assert scorings(events) == [
        ("goldfields", "conservation"),
        ("south_west", "conservation"),
        ("south_west", "industrialization"),
    ]
    assert [e.shares for e in events if isinstance(e, ProjectScored)] == [
        (Share(BLACK, 2, 0, 3), Share(WHITE, 5, 0, 0)),
        (Share(BLACK, 2, 0, 3), Share(WHITE, 2, 2, 0)),
        (Share(BLACK, 2, 0, 3), Share(WHITE, 2, 2, 0)),
    ]
    assert points(game) == [15, 5 + 6 + 6]
    assert supplies(game) == [18, 13] and game.players[BLACK].dollars == 2
    assert game.industrialization_tile("goldfields") == (9, True)  # 7 rangers: not yet
    assert "goldfields" not in game.conservation and "south_west" not in game.conservation
    assert "south_west" not in game.tiles


def test_worked_example_4_in_full():
    game = position(players=5, variant="full", windmill="coral_sea")
    game.windmill_value = 6
    on_ranger_track(game, BROWN, BLUE, ORANGE, WHITE, BLACK)
    windmill = _score_windmill_now(game)
    # everyone has 1 ranger: the higher ranger wins each tie
    assert windmill.places == (WindmillPlace(BROWN, 1, 6), WindmillPlace(BLUE, 1, 3), WindmillPlace(ORANGE, 1, 1))
    assert windmill.returned == (BROWN, BLUE)
    assert game.ranger_track == [ORANGE, WHITE, BLACK]  # moved up 2 spaces, order kept
    assert supplies(game) == [10 - 1 - 1, 10 - 4 - 1, 10 - 1, 10, 10]
