"""What a seat's rivals threaten (``australia.computer.threats``): the projects each could
complete on its next turn, the windmill's majority and the ranger track's race, from the
seat's observation alone."""

from __future__ import annotations

from australia import EndTurn, Fly, PlayCard, apply_action
from australia.board import CARDS
from australia.computer import Means, threats
from australia.events import CONSERVATION, INDUSTRIALIZATION, ProjectScored
from australia.observation import observe
from australia.state import FULL, Tile

from tests.australia.games import hidden_twin, positions
from tests.positions import BLACK, WHITE, hand, position, put, tile


def test_the_threats_are_the_same_whatever_the_seat_cannot_know():
    uncertain = 0
    for i, state in enumerate(positions(40)):
        seat = state.current
        seen = threats(observe(state, seat))
        assert seen == threats(observe(hidden_twin(state, seat, i), seat)), i
        uncertain += sum(1 for t in seen.projects if 0 < t.chance < 1)
    assert uncertain > 10  # hidden cards and tiles do enter, as chances


def kimberley_for_white(variant: str = "simple"):
    """White is one placement from Kimberley's conservation: its ship is the only empty
    location (Kimberley is red, the ship also lies in the blue Timor Sea); White holds a red
    card of three rangers and a green one of one, and has no dollar to play a card wild."""
    state = position(2, variant, windmill="riverina" if variant == FULL else None)
    put(state, "kununurra", WHITE, 1)
    put(state, "halls_creek", BLACK, 2)
    put(state, "tanami", WHITE, 1)
    put(state, "eighty_mile_beach", BLACK, 1)
    tile(state, "kimberley", 9, face_up=False)  # flying there reveals nothing that fits
    red, _ = hand(state, WHITE, ("red", 3), ("green", 1))
    return state, red


def test_a_rivals_completion_is_shown_before_it_happens_with_its_points():
    state, red = kimberley_for_white()
    obs = observe(state, BLACK)
    found = [t for t in threats(obs).of(WHITE) if (t.region, t.project) == ("kimberley", CONSERVATION)]
    assert len(found) == 1
    threat = found[0]
    assert threat.locations == ("cape_leveque",) and threat.locations_left == 1
    assert threat.rangers_lacking is None and threat.means == (Means.CARD,)
    # 2 rangers in camps, 3 more in the ship (2 points each), the initiator's 3: 11; Black's 3 camps.
    assert threat.points == 11 and threat.bonus == 3 and threat.shares == ((BLACK, 3), (WHITE, 11))
    # Black knows White's cards only by their kinds: the chance is that one of them is red or
    # blue (the ship's regions), from the cards Black has not seen.
    unseen = obs.unseen_cards()
    misses = [sum(1 for c in unseen[k] if CARDS[c].colour not in ("red", "blue")) / len(unseen[k]) for k in (3, 1)]
    assert abs(threat.chance - (1 - misses[0] * misses[1])) < 1e-6
    # Then it happens, as shown.
    for action in (Fly("riverina"), Fly("gippsland"), EndTurn(), Fly("kimberley")):
        apply_action(state, action)
    events = apply_action(state, PlayCard(red, "cape_leveque", 3))
    scored = next(e for e in events if isinstance(e, ProjectScored))
    assert (scored.region, scored.project, scored.initiator) == ("kimberley", CONSERVATION, WHITE)
    assert tuple((s.player, s.points) for s in scored.shares) == threat.shares


def test_what_a_rival_holds_decides_the_chance_and_the_most_dangerous_comes_first():
    state, _ = kimberley_for_white()
    state.players[WHITE].dollars = 3  # now any card may be played wild: certain
    first = threats(observe(state, BLACK)).projects[0]
    assert (first.seat, first.region, first.project, first.chance) == (WHITE, "kimberley", CONSERVATION, 1.0)
    assert first.likely == 1.0  # and nothing else White could complete pays it as much
    state.players[WHITE].supply = 0  # no ranger left to place: no threat at all
    assert not [t for t in threats(observe(state, BLACK)).projects if t.project is CONSERVATION]


def test_a_tile_with_one_ranger_too_many_is_a_sure_threat_by_taking_back():
    state = position(2)
    put(state, "hughenden", WHITE, 3)
    put(state, "camooweal", BLACK, 2)
    tile(state, "gulf_country", 4)
    hand(state, WHITE, ("blue", 1), ("blue", 1))
    found = next(t for t in threats(observe(state, BLACK)).of(WHITE) if t.region == "gulf_country")
    assert (found.project, found.rangers_lacking, found.locations_left) == (INDUSTRIALIZATION, -1, 3)
    assert found.chance == 1.0 and Means.TAKE_BACK in found.means
    assert found.points == 2 + 3 and dict(found.shares)[BLACK] == 2


def test_a_card_and_a_move_paid_with_its_dollars_fill_the_last_two_locations():
    state = position(2)
    put(state, "camooweal", BLACK, 1)
    put(state, "kowanyama", WHITE, 1)
    put(state, "hughenden", BLACK, 1)  # Gulf Country lacks its camp Chillagoe and its ship Karumba
    put(state, "tanami", WHITE, 2)  # a ranger to move
    hand(state, WHITE, ("gray", 1))
    state.players[WHITE].dollars = 4  # wild if need be (3), and the card's 3 dollars pay a move
    seen = threats(observe(state, BLACK)).of(WHITE)
    found = next(t for t in seen if (t.region, t.project) == ("gulf_country", CONSERVATION))
    assert found.locations_left == 2 and found.chance == 1.0 and Means.CARD_AND_MOVES in found.means
    assert set(found.locations) == {"chillagoe", "karumba"}
    assert found.points == 1 + 1 + 2 + 3  # Kowanyama's ranger, one in each location, the bonus
    state.players[WHITE].dollars = 0  # the card's dollars alone pay no move
    assert ("gulf_country", CONSERVATION) not in [(t.region, t.project) for t in threats(observe(state, BLACK)).of(WHITE)]


def test_a_face_down_tile_threatens_by_the_values_still_unseen():
    state = position(2)
    put(state, "hughenden", WHITE, 3)
    put(state, "camooweal", BLACK, 2)  # 5 rangers in Gulf Country, its tile face down
    hand(state, WHITE)
    state.players[WHITE].hand.clear()  # no card: only a flight that reveals a 5 completes it
    obs = observe(state, BLACK)
    found = next(t for t in threats(obs).of(WHITE) if t.region == "gulf_country")
    values = obs.unseen_tile_values()
    assert found.means == (Means.REVEAL,) and found.rangers_lacking is None
    assert found.chance == round(values.count(5) / len(values), 6)


def test_a_threat_that_fills_the_windmill_track_says_so():
    state, _ = kimberley_for_white(FULL)
    for region in ("pilbara", "goldfields", "south_west", "arnhem_land", "barkly"):
        state.conservation.discard(region)
        state.windmill_track.append(Tile(CONSERVATION, region))
    seen = threats(observe(state, BLACK))
    assert seen.windmill.tiles_left == 1
    assert all(t.fills_windmill for t in seen.projects) and seen.projects
    assert seen.to_json()["windmill"]["tiles_left"] == 1
    assert threats(observe(position(2), BLACK)).windmill is None
