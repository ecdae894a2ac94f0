"""Projects and their scoring, the windmill, and the end of the game (``australia.scoring``):
one position, one action, the exact outcome, for each rule of docs/rules.md about scoring and
its worked examples; also what a scoring would pay or a play complete, asked without doing it.
"""

from __future__ import annotations

import random

import pytest

from australia import (
    Code,
    Config,
    DrawCard,
    EndTurn,
    Fly,
    MoveRanger,
    PlayCard,
    Project,
    Reason,
    Standing,
    State,
    Tile,
    apply_action,
    apply_trusted,
    completes_project,
    legal_actions,
    new_game,
    outcome,
    ranking,
    standings,
)
from australia.board import CARDS, LOCATIONS_OF, REGION_IDS
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
from australia.rules import completions, legal_actions_of
from australia.scoring import windmill_ranking
from australia.state import FULL, SIMPLE

from tests.australia.scenario import (
    CONSERVATION,
    INDUSTRIALIZATION,
    empty_stacks,
    kinds,
    points,
    refused,
    scorings,
    supplies,
)
from tests.positions import BLACK, BLUE, BROWN, ORANGE, WHITE, hand, plane, position, put, tile


# --- conservation and industrialization: the rulebook's examples -------------------------------


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
    for _seat in (BLACK, WHITE):
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


def test_example_1_conservation_of_a_sea_region_ships_score_double():
    game = position(players=4)
    plane(game, BLACK, "indian_ocean")
    put(game, "fremantle", WHITE, 1)
    put(game, "geraldton", BLUE, 1)
    put(game, "ningaloo", BLUE, 1)
    tile(game, "indian_ocean", 9, face_up=False)
    (card,) = hand(game, BLACK, ("blue", 3))
    events = apply_action(game, PlayCard(card, "cape_leeuwin", 3))
    assert kinds(events) == ["CardPlayed", "RangersPlaced", "ProjectScored"]
    assert scorings(events) == [("indian_ocean", "conservation")]
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


def test_example_2_industrialization_counts_every_players_rangers_exactly():
    game = position()
    game.current = WHITE
    plane(game, WHITE, "red_centre")
    tile(game, "red_centre", 4)
    put(game, "barrow_creek", BLACK, 2)
    (card,) = hand(game, WHITE, ("red", 3))
    events = apply_action(game, PlayCard(card, "gibson_desert", 2))
    assert scorings(events) == [("red_centre", "industrialization")]
    assert events[2] == ProjectScored(
        "red_centre", "industrialization", WHITE, (Share(BLACK, 2, 0, 0), Share(WHITE, 2, 0, 3)), 4
    )
    assert game.industrialization_tile("red_centre") is None
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


# --- a shared victory is not a tie-break -------------------------------------------------------


def finished(points: tuple[int, ...], dollars: tuple[int, ...]) -> tuple[State, tuple]:
    """Play the last EndTurn of a game whose players end with these points and dollars."""
    game = position(players=len(points))
    for stack in game.stacks.values():
        game.unused_cards.extend(stack)
        stack.clear()
    hand(game, BLACK)
    game.end_triggered = True
    for player, p, d in zip(game.players, points, dollars):
        player.points, player.dollars = p - d, d  # the dollars become points at the end
    game.current = len(points) - 1  # the last seat of the round
    game.actions_done = 2
    events = apply_action(game, EndTurn())
    assert game.is_over
    assert [p.points for p in game.players] == list(points)
    return game, events


@pytest.mark.parametrize(
    "points, dollars, winners, tie_break, places",
    [
        ((20, 20), (3, 3), (0, 1), False, [(0, 1), (1, 1)]),
        ((20, 20), (3, 2), (0,), True, [(0, 1), (1, 2)]),
        ((20, 20), (2, 3), (1,), True, [(1, 1), (0, 2)]),
        ((20, 20, 20), (5, 5, 3), (0, 1), True, [(0, 1), (1, 1), (2, 3)]),
        ((20, 20, 20), (3, 5, 5), (1, 2), True, [(1, 1), (2, 1), (0, 3)]),
        ((20, 20, 20), (4, 4, 4), (0, 1, 2), False, [(0, 1), (1, 1), (2, 1)]),
        ((20, 20, 19), (3, 3, 9), (0, 1), False, [(0, 1), (1, 1), (2, 3)]),  # dollars do not beat points
        ((21, 20), (0, 9), (0,), False, [(0, 1), (1, 2)]),
        ((18, 20, 20, 7), (1, 6, 6, 0), (1, 2), False, [(1, 1), (2, 1), (0, 3), (3, 4)]),
    ],
)
def test_dollars_decide_only_between_players_level_on_points(points, dollars, winners, tie_break, places):
    game, events = finished(points, dollars)
    assert events[-1] == GameOver(winners, tie_break)
    assert game.log[-1].events[-1] == GameOver(winners, tie_break)
    assert outcome(game) == (winners, tie_break)
    table = standings(game)
    assert [(s.seat, s.place) for s in table] == places
    assert all(s == Standing(s.seat, s.place, points[s.seat], dollars[s.seat]) for s in table)
    assert ranking(game) == [seat for seat, _ in places]


def test_a_shared_victory_at_equal_points_and_dollars_is_not_decided_by_dollars():
    game, events = finished((20, 20), (3, 3))
    assert events[-1] == GameOver(winners=(0, 1), tie_break_used=False)
    assert standings(game) == (Standing(0, 1, 20, 3), Standing(1, 1, 20, 3))


def test_windmill_payout_is_what_a_windmill_scoring_then_pays():
    from australia import windmill_payout
    from australia.scoring import score_windmill

    state = new_game(Config(("Ann", "Ben", "Cat"), FULL, 0), 3)
    state.ranger_track.extend([1, 0, 1, 2, 0, 1])
    state.windmill_value = 9
    payout = windmill_payout(state)
    assert [(p.player, p.rangers, p.points) for p in payout] == [(1, 3, 9), (0, 2, 4), (2, 1, 2)]
    before = [p.points for p in state.players]
    assert state.ranger_track == [1, 0, 1, 2, 0, 1]  # asking changes nothing
    event = score_windmill(state)
    assert event.places == payout
    assert [p.points - b for p, b in zip(state.players, before)] == [4, 9, 2]


def test_the_windmill_ranking_breaks_ties_by_the_highest_ranger_and_pays_three_places():
    state = new_game(Config(("Ann", "Ben", "Cat", "Dan"), FULL, 0), 3)
    state.ranger_track.extend([2, 3, 0, 3, 2, 1, 0])  # 2, 3 and 0 hold two each, 1 holds one
    state.windmill_value = 7
    assert windmill_ranking(state) == [(2, 2, 7), (3, 2, 3), (0, 2, 1), (1, 1, 0)]


def test_what_a_play_completes_is_what_playing_it_scores():
    """``completions`` and ``completes_project`` answer without playing: the same as playing."""
    completing = 0
    for seed in range(6):
        rand = random.Random(seed)
        state = new_game(Config(("Ann", "Ben", "Cat")[: 2 + seed % 2], FULL if seed % 3 else SIMPLE), seed)
        while not state.is_over:
            for play in legal_actions_of(state, PlayCard):
                trial = state.copy(log=False)
                events = apply_trusted(trial, play, record=False)
                scored = {(e.region, e.project) for e in events if isinstance(e, ProjectScored)}
                told = set()
                if play.location is not None:
                    told = {(c.region, c.project) for c in completions(state, play.location) if c.completed_by(play.rangers)}
                assert told == scored, play
                assert completes_project(state, play) == bool(scored), play
                completing += bool(scored)
            apply_action(state, rand.choice(legal_actions(state)))
    assert completing > 50
