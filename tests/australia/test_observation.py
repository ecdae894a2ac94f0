"""What a seat knows (``observe``) and the worlds dealt from it (``determinize``)."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from australia import Config, DrawCard, apply_action, legal_actions, new_game
from australia.board import CARDS, INDUSTRIALIZATION_VALUES, KINDS
from australia.observation import Observation, determinize, observe

from tests.australia.games import NAMES, hidden_twin, random_position


# --- who sees what -------------------------------------------------------------------------

# (what, seen by its own seat, seen by the others)
WHO_SEES_WHAT = [
    ("own hand (card ids and colours)", True, False),
    ("kinds of every held card", True, True),
    ("hand sizes", True, True),
    ("rangers on the board", True, True),
    ("face-up and scored tile values", True, True),
    ("face-down tile values", False, False),
    ("stack kinds and sizes", True, True),
    ("order of the stacks, cards left out", False, False),
    ("points, dollars, supply, planes, tracks, windmill", True, True),
    ("the seed", False, False),
]


def test_who_sees_what():
    state = random_position(3, players=4)
    assert state.phase != "over"
    for seat in range(4):
        obs = observe(state, seat)
        for i, (p, view) in enumerate(zip(state.players, obs.players)):
            if i == seat:
                assert view.hand == tuple(p.hand)
            else:
                assert view.hand is None
            assert view.hand_kinds == tuple(CARDS[c].kind for c in p.hand)
            assert (view.points, view.dollars, view.supply, view.plane) == (p.points, p.dollars, p.supply, p.plane)
        assert dict((loc, (o, n)) for loc, o, n in obs.rangers) == {k: tuple(v) for k, v in state.rangers.items()}
        assert dict(obs.face_up) == {r: state.tiles[r] for r in state.face_up}
        assert set(obs.face_down) == set(state.tiles) - state.face_up
        assert obs.stack_sizes == tuple(len(state.stacks[k]) for k in KINDS)
        assert obs.windmill_track == tuple(state.windmill_track)
        assert obs.ranger_track == tuple(state.ranger_track)
        assert (obs.current, obs.phase, obs.actions_done, obs.round, obs.turn) == (
            state.current, state.phase, state.actions_done, state.round, state.turn)
        assert [e.action for e in obs.log] == state.history
        text = json.dumps(obs.to_json())
        assert '"seed"' not in text and '"stacks"' not in text and '"unused' not in text
    assert len(WHO_SEES_WHAT) == 10


def test_observation_hides_exactly_what_the_seat_cannot_know():
    for seed in range(6):
        state = random_position(seed, players=2 + seed % 4, variant=("simple", "full")[seed % 2], steps=40 + 17 * seed)
        for seat in range(len(state.players)):
            twin = hidden_twin(state, seat, seed)
            assert observe(twin, seat) == observe(state, seat)
            others = [s for s in range(len(state.players)) if s != seat]
            # Someone else sees the difference whenever a card they hold changed.
            for other in others:
                if twin.players[other].hand != state.players[other].hand:
                    assert observe(twin, other) != observe(state, other)


def test_observation_json_round_trip():
    for seed in (1, 2):
        state = random_position(seed)
        obs = observe(state, state.current)
        back = Observation.from_json(json.loads(json.dumps(obs.to_json())))
        assert back == obs


# --- determinized worlds -------------------------------------------------------------------


@settings(max_examples=40)
@given(
    game=st.integers(0, 10_000),
    players=st.integers(2, 5),
    full=st.booleans(),
    steps=st.integers(0, 400),
    world=st.integers(0, 2**32),
)
def test_determinize_never_contradicts_its_observation(game, players, full, steps, world):
    state = random_position(game, players, "full" if full else "simple", steps)
    seat = game % players
    obs = observe(state, seat)
    dealt = determinize(obs, random.Random(world))
    assert observe(dealt, seat, log=False) == observe(state, seat, log=False)
    cards = [c for p in dealt.players for c in p.hand]
    cards += [c for s in dealt.stacks.values() for c in s] + dealt.unused_cards + dealt.played_cards
    assert sorted(cards) == list(range(len(CARDS)))
    assert Counter(len(set(CARDS[c].kind for c in s)) for s in dealt.stacks.values() if s) <= Counter({1: 4})
    spent = [t.value for t in dealt.windmill_track + dealt.spent_tiles if t.value is not None]
    assert Counter(list(dealt.tiles.values()) + spent) == Counter(INDUSTRIALIZATION_VALUES)
    if state.current == seat:
        assert legal_actions(dealt) == legal_actions(state)


def test_determinize_depends_only_on_the_observation():
    state = random_position(11, steps=90)
    for seat in range(4):
        twin = hidden_twin(state, seat, 5)
        a = determinize(observe(state, seat), random.Random(9))
        b = determinize(observe(twin, seat), random.Random(9))
        assert a == b


def test_opening_draws_are_dealt_by_kind():
    state = new_game(Config(NAMES[:3], "full"), 4)
    apply_action(state, DrawCard(4))
    obs = observe(state, 1)
    assert obs.players[0].hand_kinds == (4,) and obs.players[0].hand is None
    dealt = determinize(obs, random.Random(0))
    assert CARDS[dealt.players[0].hand[0]].kind == 4


# --- the JSON of a game and of a seat's view, written from one field table --------------------

JSON_FIELDS = Path(__file__).resolve().parents[1] / "data" / "json-fields.json"


def _json_positions():
    """The positions of tests/data/json-fields.json: random legal play from a seed, as the
    file was written (a game's start, the middle of games of two to four, a finished game)."""
    from australia import Config, apply_action, legal_actions, new_game
    from australia.state import FULL, SIMPLE

    for players, variant, seed, steps in [(2, FULL, 3, 0), (2, FULL, 11, 40), (3, SIMPLE, 5, 70), (4, FULL, 8, 120), (2, SIMPLE, 21, 10_000)]:
        state = new_game(Config(tuple("ABCD"[:players]), variant=variant, start_player=0), seed)
        rand = random.Random(seed)
        for _ in range(steps):
            legal = legal_actions(state)
            if not legal:
                break
            apply_action(state, rand.choice(legal))
        yield state


def test_the_json_of_a_game_and_of_each_seats_view_is_byte_for_byte_what_saves_hold():
    """Written by the code before the fields were read from one table (``state.PUBLIC_JSON``):
    the same bytes, key order included."""
    want = json.loads(JSON_FIELDS.read_text(encoding="utf-8"))
    states = list(_json_positions())
    assert len(states) == len(want) and states[-1].phase.value == "over"
    for state, written in zip(states, want):
        assert json.dumps(state.snapshot()) == json.dumps(written["snapshot"])
        assert json.dumps(state.snapshot(whole_history=False)) == json.dumps(written["short_snapshot"])
        for seat in range(len(state.players)):
            assert json.dumps(observe(state, seat).to_json()) == json.dumps(written["observations"][seat])
        assert json.dumps(observe(state, 0, log=False).to_json()) == json.dumps(written["observation_without_log"])


def test_every_field_an_observation_shares_with_its_game_goes_there_and_back():
    from australia.state import PUBLIC_FIELDS, PUBLIC_JSON, public_json

    assert {key for key, _, _ in PUBLIC_JSON} == (set(PUBLIC_FIELDS) - {"windmill_region", "windmill_value"}) | {"windmill"}
    for state in _json_positions():
        for seat in range(len(state.players)):
            seen = observe(state, seat)
            assert Observation.from_json(json.loads(json.dumps(seen.to_json()))) == seen
            dealt = determinize(seen, random.Random(seat))
            assert public_json(dealt) == public_json(state) == public_json(seen)
            assert all(type(getattr(dealt, name)) is type(getattr(state, name)) for name in PUBLIC_FIELDS)
