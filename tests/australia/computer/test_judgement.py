"""The hard level's learned judgement: what it reads, the number its weights give, and where
the hard level uses it."""

from __future__ import annotations

import math
import random

import pytest

from australia import legal_actions
from australia.computer import weights_2p, weights_3p, weights_4p, weights_5p, weights_simple
from australia.computer.baseline import baseline_judge
from australia.computer.features import horizon
from australia.computer.judgement import INPUTS, LEARNED_TABLES, hard_judge, inputs, make_judge
from australia.observation import determinize, observe

from tests.australia.games import positions
from tests.australia.games import hidden_twin


def test_the_inputs_are_read_from_what_the_seat_may_know():
    """Two games that differ only in what a seat cannot see give that seat the same rows, and
    so does any world dealt from its observation."""
    for i, state in enumerate(positions(16)):
        for seat in range(len(state.players)):
            rows = inputs(state, seat)
            assert len(rows) == len(state.players) and all(len(row) == len(INPUTS) for row in rows)
            assert inputs(hidden_twin(state, seat, i), seat) == rows
            assert inputs(determinize(observe(state, seat), random.Random(i)), seat) == rows


@pytest.mark.parametrize("weights", [weights_2p, weights_3p, weights_4p, weights_5p, weights_simple],
                         ids=["two players", "three players", "four players", "five players", "simple game"])
def test_the_weights_fit_the_inputs(weights):
    assert len(weights.OUTPUT) == 2 and weights.HIDDEN
    assert all(len(w) == len(INPUTS) for _, w in weights.HIDDEN)
    assert len(weights.OUTPUT[1]) == len(weights.HIDDEN)


def test_the_fitted_two_player_judgement_names_the_leader_as_the_points_do():
    """The two-player weights (fitted to medium's games, then to hard's own) judge, at a game's
    last turn, the player far ahead in points and dollars as the one ahead."""
    estimate, judge_with = make_judge(weights_2p.HIDDEN, weights_2p.OUTPUT)
    state = next(s for s in positions(16) if len(s.players) == 2)
    leader = state.current
    state.players[leader].points += 40
    assert judge_with(state, leader) > 10
    assert judge_with(state, 1 - leader) < -10


@pytest.mark.parametrize("weights, players, full", [(weights_3p, 3, True), (weights_4p, 4, True), (weights_5p, 5, True),
                                                    (weights_simple, 4, False), (weights_simple, 2, False)],
                         ids=["three players", "four players", "five players", "four players, simple game",
                              "two players, simple game"])
def test_the_fitted_judgement_of_a_larger_table_names_the_leader_as_the_points_do(weights, players, full):
    """The weights fitted to three-, four- and five-player games, and to simple games, judge the
    player far ahead in points as the one ahead, and each of the others as behind."""
    estimate, judge_with = make_judge(weights.HIDDEN, weights.OUTPUT)
    state = next(s for s in positions(40) if len(s.players) == players and s.is_full == full)
    leader = state.current
    state.players[leader].points += 40
    assert judge_with(state, leader) > 10
    for seat in range(players):
        if seat != leader:  # the three-player network puts the nearer of them at -9.8 here
            assert judge_with(state, seat) < -5
    est = estimate(state, (leader + 1) % players)
    assert max(range(players), key=est.__getitem__) == leader


def _by_hand(row: list[float], hidden: tuple, output: tuple) -> float:
    """The network written out plainly: each unit's tanh of its bias and weighted inputs, then
    the output's bias and weighted units."""
    bias, weights = output
    if not hidden:
        return bias + sum(weights[i] * row[i] for i in range(len(row)))
    total = bias
    for k, (b, w) in enumerate(hidden):
        unit = b
        for i in range(len(row)):
            unit += w[i] * row[i]
        total += weights[k] * math.tanh(unit)
    return total


def _random_network(rand: random.Random, units: int) -> tuple[tuple, tuple]:
    hidden = tuple((rand.uniform(-1, 1), tuple(rand.uniform(-0.1, 0.1) for _ in INPUTS)) for _ in range(units))
    output = (rand.uniform(-5, 5), tuple(rand.uniform(-2, 2) for _ in range(units or len(INPUTS))))
    return hidden, output


@pytest.mark.parametrize("units", [0, 3])
def test_a_network_is_computed_as_written_out_by_hand(units):
    """Weights of every kind (a linear function, a hidden layer of tanh units) give, position
    by position, what the network written out plainly gives; the judgement weighs the best
    rival most."""
    hidden, output = _random_network(random.Random(units), units)
    estimate, judge_with = make_judge(hidden, output)
    for state in positions(12):
        seat = state.current
        rows = inputs(state, seat)
        est = estimate(state, seat)
        assert est == pytest.approx([_by_hand(row, hidden, output) for row in rows], abs=1e-9)
        others = [v for i, v in enumerate(est) if i != seat]
        assert judge_with(state, seat) == pytest.approx(est[seat] - 0.6 * max(others) - 0.4 * sum(others) / len(others), abs=1e-9)


def test_a_small_network_by_hand():
    """Two inputs' worth of weights, every figure worked out on paper."""
    hidden = ((0.5, (1.0, -2.0) + (0.0,) * (len(INPUTS) - 2)), (-1.0, (0.0, 3.0) + (0.0,) * (len(INPUTS) - 2)))
    output = (0.25, (2.0, -1.0))
    estimate, _ = make_judge(hidden, output)
    state = positions(1)[0]
    rows = inputs(state, state.current)
    points, dollars = rows[0][0], rows[0][1]
    want = 0.25 + 2.0 * math.tanh(0.5 + points - 2.0 * dollars) - math.tanh(-1.0 + 3.0 * dollars)
    assert estimate(state, state.current)[0] == pytest.approx(want, abs=1e-12)


# --- what an experienced player weighs ------------------------------------------------------------

def _experience(state, player: int) -> dict[str, float]:
    row = inputs(state, state.current)[player]
    return dict(zip(INPUTS, row))


def test_a_project_two_rangers_short_under_a_plane_reads_as_a_threat_for_who_moves():
    """Kimberley's conservation with two empty locations: White, to move next with the plane
    there, can finish it with two cards in one turn; Black, to move now, is not there."""
    from tests.positions import BLACK, WHITE, plane, position, put

    state = position(players=2, variant="full")
    put(state, "kununurra", WHITE, 2)  # camp: 2 points
    put(state, "halls_creek", WHITE, 1)  # camp: 1
    put(state, "cape_leveque", BLACK, 1)  # ship: 2
    plane(state, WHITE, "kimberley")
    plane(state, BLACK, "pilbara")
    white, black = _experience(state, WHITE), _experience(state, BLACK)
    assert state.current == BLACK
    assert (white["c2_next"], white["c2_move"], white["c2_plane"]) == (3.0, 0.0, 3.0)
    assert (black["c2_move"], black["c2_next"], black["c2_plane"]) == (2.0, 0.0, 0.0)
    # one location more and it is one short: c1 now, c2 no more
    put(state, "tanami", BLACK, 1)
    white, black = _experience(state, WHITE), _experience(state, BLACK)
    assert (white["c1_next"], white["c2_next"], white["c2_plane"]) == (3.0, 0.0, 0.0)
    assert (black["c1_move"], black["c1_next"]) == (3.0, 0.0)


def test_rangers_stranded_where_nothing_is_left_to_score():
    """A ranger counts as stranded once every region its location touches has no project
    open; a ship's ranger counts twice, as it scores."""
    from tests.positions import BLACK, WHITE, position, put

    state = position(players=2, variant="full")
    put(state, "cape_leveque", BLACK, 2)  # Kimberley and the Timor Sea
    put(state, "halls_creek", WHITE, 1)  # Kimberley and Barkly
    assert _experience(state, BLACK)["stranded"] == 0.0
    for region in ("kimberley", "timor_sea"):
        state.conservation.discard(region)
        state.tiles.pop(region, None)
    assert _experience(state, BLACK)["stranded"] == 4.0  # two rangers in a ship
    assert _experience(state, WHITE)["stranded"] == 0.0  # Barkly still open


def test_supply_dollars_track_and_a_late_lead():
    from tests.positions import BLACK, WHITE, position

    state = position(players=2, variant="full")
    h = _experience(state, BLACK)["h"]
    assert 0 < h <= 1
    state.players[BLACK].supply = 0
    state.players[WHITE].supply = 3
    state.players[BLACK].dollars = 4
    state.players[WHITE].dollars = 3
    state.players[BLACK].points = 20
    state.players[WHITE].points = 10
    state.ranger_track[:] = [WHITE, BLACK, WHITE]
    state.windmill_value = 6
    black, white = _experience(state, BLACK), _experience(state, WHITE)
    assert (black["supply_out_h"], black["supply_low_h"]) == (pytest.approx(h), pytest.approx(4 * h))
    assert (white["supply_out_h"], white["supply_low_h"]) == (0.0, pytest.approx(h))
    assert (black["wild_h"], black["move_h"]) == (pytest.approx(h), pytest.approx(h))
    assert (white["wild_h"], white["move_h"]) == (pytest.approx(h), 0.0)
    assert black["track_lead"] == pytest.approx(-0.5) and white["track_lead"] == pytest.approx(0.5)
    assert black["lead"] == 11.0 and white["lead"] == -11.0  # points and dollars
    assert black["lead_late"] == pytest.approx(11.0 * (1 - h))


def test_hard_judges_every_table_by_the_weights_accepted_there_and_baseline_where_none_are(monkeypatch):
    found = positions(40)
    # every table of both games, each once its own test accepted it
    learned = {(2, True): weights_2p, (3, True): weights_3p, (4, True): weights_4p, (5, True): weights_5p,
               (2, False): weights_simple, (3, False): weights_simple, (4, False): weights_simple,
               (5, False): weights_simple}
    assert set(LEARNED_TABLES) == set(learned)
    assert {(len(s.players), s.is_full) for s in found} == set(learned)
    for state in found:
        seat = state.current
        table = (len(state.players), state.is_full)
        own = make_judge(learned[table].HIDDEN, learned[table].OUTPUT)[1]
        assert hard_judge(state, seat) == own(state, seat) != baseline_judge(state, seat)
    # a table with no weights (none is left) would be judged as baseline judges it
    state = found[0]
    monkeypatch.delitem(LEARNED_TABLES, (len(state.players), state.is_full))
    assert hard_judge(state, state.current) == baseline_judge(state, state.current)


def test_the_windmill_term_is_what_the_windmill_pays_now_weighted_by_how_near_it_scores():
    from australia.computer.judgement import windmill_term
    from australia.events import Project
    from australia.state import OVER, Tile
    from tests.positions import BLACK, WHITE, position

    state = position(players=2, variant="full")
    assert windmill_term(state, BLACK) == 0.0  # nobody on the ranger track
    state.ranger_track[:] = [WHITE, BLACK, BLACK]
    state.windmill_value = 10
    assert windmill_term(state, BLACK) == 0.0  # its track empty, the game young: far from scoring
    state.windmill_track[:] = [Tile(Project.CONSERVATION, "kimberley")] * 5
    assert windmill_term(state, BLACK) == pytest.approx(5 / 6 * (10 - 5))
    assert windmill_term(state, WHITE) == pytest.approx(-5 / 6 * (10 - 5))
    state.windmill_track.clear()
    for stack in state.stacks.values():
        stack.clear()  # the game's last cards in hand: its final scoring is near
    late = windmill_term(state, BLACK)
    assert 0 < late <= 5 and late == pytest.approx(5 * (1 - horizon(state)))
    state.phase = OVER  # scored by then
    assert windmill_term(state, BLACK) == 0.0
    simple = position(players=2, variant="simple")
    assert windmill_term(simple, BLACK) == 0.0


@pytest.mark.parametrize("weight", [0.0, 2.0])
def test_a_search_weighing_the_windmill_adds_the_term_to_every_leaf(monkeypatch, weight):
    """Every leaf is judged as the style's judgement plus ``windmill`` times the term: with a
    judgement of nothing and a term of 3 everywhere, every root action is worth 3 times it."""
    from dataclasses import replace

    from australia.computer import search
    from australia.computer.levels import HARD_STYLE

    monkeypatch.setattr(search, "windmill_term", lambda state, seat: 3.0)
    style = replace(HARD_STYLE, judge=lambda state, seat: 0.0, windmill=weight)
    state = next(s for s in positions(12) if len(legal_actions(s)) > 2)
    run = style.search(observe(state, state.current), 1, budget=6)
    run.run(iterations=6)
    values = [value for _, visits, value in run.ranking() if visits]
    assert values and all(v == pytest.approx(3.0 * weight) for v in values)
