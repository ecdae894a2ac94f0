"""What a seat knows (``observe``) and the worlds dealt from it (``determinize``)."""

from __future__ import annotations

import json
import random
from collections import Counter

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
