"""Where the windmill's races stand (``australia.computer.races``): the windmill's majority and
the ranger track's race, in built positions (a tie, the last space, a full track)."""

from __future__ import annotations

from australia.computer import reach, threats, track_race, windmill_race
from australia.observation import observe
from australia.state import FULL

from tests.positions import BLACK, WHITE, hand, plane, position


def race_position(track: list[int]):
    state = position(2, FULL, windmill="riverina")
    for owner in track:
        state.players[owner].supply -= 1
    state.ranger_track[:] = track
    return state


def test_a_tie_on_the_ranger_track_goes_to_the_higher_ranger():
    state = race_position([BLACK, WHITE, WHITE, BLACK])
    obs = observe(state, WHITE)
    track, windmill = track_race(obs), windmill_race(obs)
    assert (threats(obs).track, threats(obs).windmill) == (track, windmill)
    assert track.leader == BLACK and track.tied == (BLACK, WHITE)
    assert [(s.seat, s.rangers, s.highest) for s in track.seats] == [(BLACK, 2, 0), (WHITE, 2, 1)]
    assert track.one_more == (WHITE,) and track.spaces_left == 6
    assert windmill.leader == BLACK and windmill.lead == 0 and windmill.value == 2
    assert [(p.player, p.points) for p in windmill.places] == [(BLACK, 2), (WHITE, 1)]
    assert windmill.tiles_left == 6


def test_the_last_space_of_the_ranger_track_and_who_could_take_it():
    state = race_position([WHITE] * 4 + [BLACK] * 5)  # White higher, Black one more
    plane(state, WHITE, "riverina")
    hand(state, WHITE, ("yellow", 2), ("green", 3))
    seen = threats(observe(state, BLACK))
    assert seen.track.spaces_left == 1 and seen.track.leader == BLACK and seen.track.tied == ()
    assert seen.track.one_more == (WHITE,)  # level on five, and White's highest ranger is higher
    assert seen.windmill.lead == 1 and seen.windmill.reach == (1, 1)  # one space left for either
    state.ranger_track[:] = [WHITE, BLACK]  # eight spaces left: White plays both cards there
    assert reach(observe(state, BLACK), WHITE) == 2 + 3
    plane(state, WHITE, "kimberley")  # far from the windmill: one card, after flying back
    assert reach(observe(state, BLACK), WHITE) == 3
    assert seen.windmill.challengers == (WHITE,)
    full = race_position([WHITE] * 5 + [BLACK] * 5)
    done = threats(observe(full, BLACK))
    assert done.track.spaces_left == 0 and done.track.one_more == () and done.windmill.challengers == ()
    assert done.track.leader == WHITE and done.track.tied == (WHITE, BLACK)
