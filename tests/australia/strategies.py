"""Anything at all thrown at the engine's boundary: hypothesis strategies for odd values, JSON
and near-actions, and ``apply_or_refuse``, which lets only the engine's two errors out and
checks that a refusal changes nothing.
"""

from __future__ import annotations

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st

from australia import (
    Code,
    EndTurn,
    Fly,
    IllegalActionError,
    MalformedActionError,
    PlayCard,
    Reason,
    State,
    apply_action,
    dump_game,
    is_legal,
    load_game,
    why_illegal,
)
from australia.board import CARDS, LOCATION_IDS, REGION_IDS

from tests.australia.games import POSITION_NAMES


REFUSALS = (MalformedActionError, IllegalActionError)


# --- anything at all thrown at the boundary ------------------------------------------------------


HUGE = st.sampled_from([2**63, 2**64, -(2**64), 10**299, -(10**299), 10**400])


IDS = st.sampled_from(REGION_IDS + tuple(LOCATION_IDS))


SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-2, max_value=45),
    HUGE,
    st.floats(),
    st.sampled_from([0.0, 1.0, 2.0, float("nan"), float("inf")]),
    st.text(max_size=12),
    IDS,
    st.binary(max_size=4),
    st.complex_numbers(max_magnitude=5),
)


PY_VALUES = st.one_of(
    SCALARS,
    st.lists(SCALARS, max_size=3),
    st.tuples(SCALARS, SCALARS),
    st.frozensets(st.integers(0, 5), max_size=3),
    st.dictionaries(st.text(max_size=5), SCALARS, max_size=3),
    st.builds(object),
    st.sampled_from([Fly, PlayCard, EndTurn, Ellipsis, NotImplemented, int, Code.GAME_OVER]),
)


def mostly(valid, other=PY_VALUES, odds: int = 5):
    """Usually (``odds`` - 1 times in ``odds``) a value of the right kind, so the rules get to
    judge, and otherwise a bool or anything at all."""
    return st.integers(0, odds - 1).flatmap(lambda i: valid if i else st.one_of(st.booleans(), other))


JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-2, max_value=45),
    HUGE,
    st.floats(),
    st.text(max_size=12),
    IDS,
)


JSON = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


FIELDS = {
    "fly": ("region",),
    "play": ("card", "location", "rangers", "track", "wild"),
    "draw": ("stack",),
    "take_back": ("rangers",),
    "move": ("from", "to"),
    "end_turn": (),
}


NEAR = {
    "region": st.sampled_from(REGION_IDS),
    "card": st.integers(min_value=-1, max_value=len(CARDS)),
    "location": st.one_of(st.none(), st.sampled_from(LOCATION_IDS)),
    "rangers": st.integers(min_value=-1, max_value=5),
    "track": st.integers(min_value=-1, max_value=5),
    "wild": st.booleans(),
    "stack": st.integers(min_value=-1, max_value=5),
    "from": st.sampled_from(LOCATION_IDS),
    "to": st.sampled_from(LOCATION_IDS),
}


TAKE_BACK_RANGERS = st.dictionaries(
    st.one_of(st.sampled_from(LOCATION_IDS), st.text(max_size=6)), st.one_of(st.integers(-1, 5), JSON), max_size=3
)


def _vary(parts) -> dict:
    """Now and then drop the last field or add one more."""
    data, how, key, value = parts
    data = dict(data)
    if how == 0 and len(data) > 1:
        data.popitem()
    elif how == 1:
        data.setdefault(key, value)
    return data


def _typed(kind: str):
    fields = {name: mostly(NEAR[name], JSON) for name in FIELDS[kind]}
    if kind == "take_back":
        fields["rangers"] = mostly(TAKE_BACK_RANGERS, JSON)
    body = st.fixed_dictionaries({"type": st.just(kind), **fields})
    return st.tuples(body, st.integers(0, 7), st.text(max_size=6), JSON).map(_vary)


ACTION_JSON = mostly(st.sampled_from(sorted(FIELDS)).flatmap(_typed), JSON, odds=4)


POSITIONS = st.sampled_from(POSITION_NAMES)


EXAMPLES = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def apply_or_refuse(game: State, thing) -> bool:
    """Apply ``thing``; a refusal must be one of the two errors and change nothing.
    Returns whether it was applied (then the game's own save must load back equal)."""
    save, snapshot = dump_game(game), game.snapshot()
    legal = is_legal(game, thing)
    try:
        apply_action(game, thing)
    except REFUSALS as error:
        assert type(error) in REFUSALS
        assert isinstance(error.reason, Reason) and isinstance(error.reason.code, Code)
        assert str(error)  # the programmer's form can always be written
        assert not legal
        assert dump_game(game) == save and game.snapshot() == snapshot
        assert why_illegal(game, thing) == error.reason
        event(f"refused: {error.reason.code.name}")
        return False
    event("applied")
    assert legal
    assert load_game(dump_game(game)) == game
    return True
