"""Scenario tests: one position, one action, the exact outcome. One test per rule of docs/rules.md."""

from __future__ import annotations

import pytest

from australia import (
    Code,
    Config,
    ConfigError,
    DrawCard,
    EndTurn,
    Fly,
    IllegalActionError,
    MalformedActionError,
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
    why_unavailable,
)
from australia.board import CARDS, LOCATIONS_OF, RANGERS_PER_PLAYER, REGION_IDS
from australia.events import NoRangerPoints, ProjectScored, TileRevealed, WindmillMoved, WindmillScored
from australia.rules import legal_actions_of
from tests.positions import BLACK, BLUE, ORANGE, WHITE, hand, plane, position, put, tile


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


# --- setup ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("variant, stack", [("simple", 8), ("full", 9)])
def test_setup(players, variant, stack):
    game = new_game(Config(tuple("ABCDE"[:players]), variant), seed=3)
    assert sorted(game.tiles) == sorted(REGION_IDS) and not game.face_up
    assert game.conservation == set(REGION_IDS)
    assert game.stack_sizes() == {1: stack, 2: stack, 3: stack, 4: stack}
    assert all(CARDS[c].kind == k for k, cards in game.stacks.items() for c in cards)
    assert [p.supply for p in game.players] == [RANGERS_PER_PLAYER[players]] * players
    assert all(p.points == p.dollars == 0 and p.plane is None for p in game.players)
    assert [p.colour for p in game.players] == ["black", "white", "orange", "blue", "brown"][:players]
    assert (game.windmill_region is not None) == (variant == "full")
    assert game.windmill_value == 2


def test_opening_draws_go_round_twice_from_the_start_player():
    """docs/rules.md, ruling 5."""
    game = new_game(Config(("A", "B", "C"), start_player=1), seed=5)
    order = []
    while game.phase == "setup":
        order.append(game.current)
        apply_action(game, DrawCard(2))
    assert order == [1, 2, 0, 1, 2, 0]
    assert [len(p.hand) for p in game.players] == [2, 2, 2]
    assert game.phase == "turn" and game.current == 1 and game.stack_sizes()[2] == 2


def test_random_start_and_windmill_follow_the_seed():
    """docs/rules.md, rulings 3 and 4."""
    config = Config(("A", "B", "C", "D"), "full")
    starts = {new_game(config, seed).start_player for seed in range(40)}
    mills = {new_game(config, seed).windmill_region for seed in range(40)}
    assert starts == {0, 1, 2, 3} and len(mills) > 5
    assert new_game(config, 9) == new_game(config, 9)
    assert new_game(Config(("A", "B"), "full", windmill_region="pilbara"), 1).windmill_region == "pilbara"


@pytest.mark.parametrize(
    "players, reason",
    [
        (("A",), Reason(Code.PLAYER_COUNT, count=1, low=2, high=5)),
        (("A", "B", "C", "D", "E", "F"), Reason(Code.PLAYER_COUNT, count=6, low=2, high=5)),
        (("A", " "), Reason(Code.NAME_MISSING, seat=1)),
        (("Ann", "ann"), Reason(Code.NAME_TAKEN, seat=1, other=0)),
        (("A", "x" * 33), Reason(Code.NAME_TOO_LONG, seat=1, most=32)),
        (("A", "B\n"), Reason(Code.NAME_FORBIDDEN_CHARACTER, seat=1, character=0x0A)),
    ],
)
def test_bad_configurations_are_refused_with_a_reason(players, reason):
    with pytest.raises(ConfigError) as error:
        Config(players)
    assert error.value.reason == reason


def test_names_lose_their_outer_spaces_and_a_name_of_32_characters_is_allowed():
    config = Config(("  Ann ", "x" * 32))
    assert config.players == ("Ann", "x" * 32)


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


# --- conservation and industrialization: the rulebook's examples -------------------------------


def test_example_1_conservation_of_a_sea_region_ships_score_double():
    game = position(players=4)
    plane(game, BLACK, "indian_ocean")
    put(game, "fremantle", WHITE, 1)
    put(game, "geraldton", BLUE, 1)
    put(game, "ningaloo", BLUE, 1)
    (card,) = hand(game, BLACK, ("blue", 3))
    events = apply_action(game, PlayCard(card, "cape_leeuwin", 3))
    assert scorings(events) == [("indian_ocean", "conservation")]
    assert points(game) == [9, 2, 0, 4]
    assert "indian_ocean" not in game.conservation


def test_example_2_industrialization_counts_every_players_rangers_exactly():
    game = position()
    game.current = WHITE
    plane(game, WHITE, "red_centre")
    tile(game, "red_centre", 4)
    put(game, "barrow_creek", BLACK, 2)
    (card,) = hand(game, WHITE, ("red", 3))
    events = apply_action(game, PlayCard(card, "gibson_desert", 2))
    assert scorings(events) == [("red_centre", "industrialization")]
    assert points(game) == [2, 5]
    assert game.industrialization_tile("red_centre") is None


def test_industrialization_needs_the_exact_count():
    game = position()
    plane(game, BLACK, "red_centre")
    tile(game, "red_centre", 4)
    put(game, "barrow_creek", WHITE, 2)
    (card,) = hand(game, BLACK, ("red", 3))
    apply_action(game, PlayCard(card, "gibson_desert", 3))
    assert points(game) == [0, 0] and game.industrialization_tile("red_centre") == (4, True)


def test_a_face_down_tile_is_not_scored():
    """docs/rules.md, ruling 21."""
    game = position()
    plane(game, BLACK, "red_centre")
    tile(game, "red_centre", 4, face_up=False)
    put(game, "barrow_creek", WHITE, 2)
    (card,) = hand(game, BLACK, ("red", 3))
    apply_action(game, PlayCard(card, "gibson_desert", 2))
    assert points(game) == [0, 0]


def test_example_3_one_camp_completes_projects_in_two_regions():
    game = position()
    tile(game, "goldfields", 9, face_up=False)
    tile(game, "south_west", 7)
    for loc in LOCATIONS_OF["goldfields"]:
        if loc != "kalgoorlie":
            put(game, loc, WHITE, 1)
    for loc in LOCATIONS_OF["south_west"]:
        if loc not in ("kalgoorlie", "wiluna", "esperance"):
            put(game, loc, WHITE, 1)
    # South West now holds wiluna 1 + esperance 1 + fremantle 1 + geraldton 1 = 4; +2 makes 6
    tile(game, "south_west", 6)
    (card,) = hand(game, BLACK, ("yellow", 2))
    apply_action(game, Fly("goldfields"))
    assert game.face_up >= {"goldfields"}
    events = apply_action(game, PlayCard(card, "kalgoorlie", 2))
    assert scorings(events) == [
        ("goldfields", "conservation"),
        ("south_west", "conservation"),
        ("south_west", "industrialization"),
    ]
    # Goldfields: 5 white camps; South West: 2 white camps (wiluna, esperance), 2 white ships
    white = 5 + (2 + 2 * 2) * 2
    black = (3 + 2) + (3 + 2) + (3 + 2)
    assert points(game) == [black, white]


# --- full game: windmill ----------------------------------------------------------------------


def test_a_windmill_tile_moves_the_windmill_and_raises_its_value():
    game = position(variant="full", windmill="pilbara")
    tile(game, "gippsland", 7, face_up=False)
    tile(game, "kimberley", 8, face_up=False)
    assert apply_action(game, Fly("kimberley")) == (TileRevealed("kimberley", 8),)
    assert game.windmill_region == "pilbara"
    events = apply_action(game, Fly("gippsland"))
    assert WindmillMoved("gippsland", 3) in events
    assert (game.windmill_region, game.windmill_value) == ("gippsland", 3)


def test_the_windmill_value_stops_at_twelve():
    game = position(variant="full", windmill="pilbara")
    game.windmill_value = 12
    tile(game, "gippsland", 6, face_up=False)
    apply_action(game, Fly("gippsland"))
    assert game.windmill_value == 12


def test_the_simple_game_has_no_windmill():
    game = position()
    tile(game, "gippsland", 6, face_up=False)
    assert apply_action(game, Fly("gippsland")) == (TileRevealed("gippsland", 6),)
    assert game.windmill_region is None


def test_ranger_track_only_near_the_windmill_filled_from_the_top():
    """docs/rules.md, rulings 10 and 24."""
    game = position(variant="full", windmill="pilbara")
    (card,) = hand(game, BLACK, ("green", 3))
    plane(game, BLACK, "arnhem_land")  # not a neighbour of Pilbara
    assert all(a.track == 0 for a in legal_actions_of(game, PlayCard))
    plane(game, BLACK, "south_west")  # a green neighbour of Pilbara
    assert {(a.rangers, a.track) for a in legal_actions_of(game, PlayCard)} >= {(0, 3), (2, 1), (1, 2)}
    game.ranger_track = [WHITE] * 8
    game.players[WHITE].supply -= 8
    assert max(a.track for a in legal_actions_of(game, PlayCard)) == 2
    events = apply_action(game, PlayCard(card, None, 0, track=2))
    assert game.ranger_track == [WHITE] * 8 + [BLACK, BLACK]
    assert game.players[BLACK].points == 0  # only on the track: not "no ranger placed"
    assert not any(isinstance(e, NoRangerPoints) for e in events)


def _fill_windmill_track(game, tiles):
    for i in range(tiles):
        region = REGION_IDS[-1 - i]
        game.conservation.discard(region)
        game.windmill_track.append(Tile(Project.CONSERVATION, region))


def test_example_4_windmill_scoring_returns_the_top_half_and_moves_the_rest_up():
    game = position(players=3, variant="full", windmill="red_centre")
    game.windmill_value = 7
    track = [WHITE, BLACK, ORANGE, BLACK, WHITE]
    game.ranger_track = list(track)
    for owner in track:
        game.players[owner].supply -= 1
    _fill_windmill_track(game, 5)
    tile(game, "red_centre", 4)
    put(game, "barrow_creek", WHITE, 2)
    plane(game, BLACK, "red_centre")
    (card,) = hand(game, BLACK, ("red", 3))
    supplies = [p.supply for p in game.players]
    events = apply_action(game, PlayCard(card, "gibson_desert", 2))
    (windmill,) = [e for e in events if isinstance(e, WindmillScored)]
    # Black 2 and White 2 tie: White's highest ranger stands higher. Orange is third.
    assert [(p.player, p.points) for p in windmill.places] == [(WHITE, 7), (BLACK, 3), (ORANGE, 1)]
    assert windmill.returned == (WHITE, BLACK)
    assert game.ranger_track == [ORANGE, BLACK, WHITE]
    assert game.windmill_track == [] and len(game.spent_tiles) == 6
    assert [p.supply for p in game.players] == [supplies[0] - 2 + 1, supplies[1] + 1, supplies[2]]
    assert points(game) == [3 + 2 + 3, 2 + 7, 1]


def test_windmill_scores_in_the_middle_of_a_chain():
    """docs/rules.md, ruling 26."""
    game = position(variant="full", windmill="red_centre")
    game.ranger_track = [WHITE]
    game.players[WHITE].supply -= 1
    _fill_windmill_track(game, 5)
    game.players[BLACK].dollars = 4
    tile(game, "pilbara", 5)
    tile(game, "lake_eyre", 4)
    put(game, "wiluna", WHITE, 4)
    put(game, "haddon_corner", WHITE, 3)
    put(game, "port_jackson", BLACK, 1)
    events = apply_action(game, MoveRanger("port_jackson", "surveyor_generals_corner"))
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["ProjectScored", "WindmillScored", "ProjectScored"]
    assert game.windmill_track == [Tile(Project.INDUSTRIALIZATION, "lake_eyre", 4)]


def test_nobody_on_the_ranger_track_scores_nothing():
    """docs/rules.md, ruling 25."""
    game = position(variant="full", windmill="red_centre")
    game.ranger_track = [WHITE, WHITE]
    game.players[WHITE].supply -= 2
    _fill_windmill_track(game, 5)
    tile(game, "red_centre", 4)
    put(game, "barrow_creek", WHITE, 2)
    plane(game, BLACK, "red_centre")
    (card,) = hand(game, BLACK, ("red", 3))
    apply_action(game, PlayCard(card, "gibson_desert", 2))
    assert game.players[BLACK].points_by_source["windmill"] == 0
    assert game.players[WHITE].points_by_source["windmill"] == 2
    assert game.ranger_track == [WHITE]


# --- the end ----------------------------------------------------------------------------------


def _empty_stacks(game):
    for stack in game.stacks.values():
        game.unused_cards.extend(stack)
        stack.clear()


def test_the_game_ends_after_the_round_in_which_the_last_card_is_played():
    game = position(players=3, variant="full", windmill="pilbara")
    game.start_player = game.current = WHITE  # the round ends after Black's turn
    _empty_stacks(game)
    plane(game, WHITE, "pilbara")
    hand(game, WHITE, ("orange", 1))
    apply_action(game, PlayCard(game.players[WHITE].hand[0], None, 0))
    assert game.end_triggered
    apply_action(game, Fly("kimberley"))
    apply_action(game, EndTurn())
    assert not game.is_over  # Orange and Black still play this round
    for _ in range(2):
        apply_action(game, Fly("pilbara"))
        apply_action(game, Fly("kimberley"))
        apply_action(game, EndTurn())
    assert game.is_over and legal_actions(game) == []
    assert refused(game, Fly("pilbara")) == Reason(Code.GAME_OVER)


def test_final_scoring_windmill_then_dollars_then_tie_break():
    """docs/rules.md, rulings 27 and 30."""
    game = position(variant="full", windmill="pilbara")
    _empty_stacks(game)
    game.players[BLACK].hand.clear()
    game.end_triggered = True
    game.ranger_track = [BLACK]
    game.players[BLACK].supply -= 1
    game.windmill_value = 4
    game.players[BLACK].dollars, game.players[BLACK].points = 3, 10
    game.players[WHITE].dollars, game.players[WHITE].points = 7, 10
    game.current = WHITE
    apply_action(game, Fly("pilbara"))
    apply_action(game, Fly("kimberley"))
    events = apply_action(game, EndTurn())
    assert game.is_over
    # Black: 10 + 4 windmill + 3 dollars = 17; White: 10 + 7 = 17; White has more dollars
    assert points(game) == [17, 17]
    assert events[-1].winners == (WHITE,) and events[-1].tie_break_used


def test_a_full_tie_shares_the_victory():
    """docs/rules.md, ruling 30."""
    game = position()
    _empty_stacks(game)
    game.players[BLACK].hand.clear()
    game.end_triggered = True
    for p in game.players:
        p.dollars, p.points = 2, 5
    game.current = WHITE
    apply_action(game, Fly("pilbara"))
    apply_action(game, Fly("kimberley"))
    events = apply_action(game, EndTurn())
    assert events[-1].winners == (BLACK, WHITE)
    assert not events[-1].tie_break_used  # level on dollars too: dollars decided nothing


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
