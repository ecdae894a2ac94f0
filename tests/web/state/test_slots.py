"""Saved games as the page sees them (``web.state.slots``): whatever a file to import holds,
reading it lets only a ``SaveError`` out.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from australia import InputError, SaveError
from web.state.slots import read_import

from tests.features.hostile import signed, valid_body


# --- the import path under adversarial JSON ---------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)


paths = st.lists(st.sampled_from(["format", "schema", "config", "players", "seed", "actions", "meta", 0, 1, "type"]), min_size=1, max_size=4)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=json_values, path=paths, deep=st.integers(0, 60), digits=st.integers(1, 400))
def test_the_import_path_lets_only_save_errors_out(value, path, deep, digits):
    body = valid_body()
    where = body
    for key in path[:-1]:
        if isinstance(where, dict) and key in where:
            where = where[key]
        elif isinstance(where, list) and isinstance(key, int) and key < len(where):
            where = where[key]
    last = path[-1]
    if isinstance(where, dict):
        where[str(last)] = value
    elif isinstance(where, list) and where:
        where[0] = value
    texts = [
        signed(body),
        json.dumps(body).encode(),
        b"[" * deep + json.dumps(value).encode() + b"]" * deep,
        json.dumps({"format": "australia-game", "schema": 2, "meta": {"n": 0}}).replace("0}", "9" * digits + "}").encode(),
    ]
    for data in texts:
        try:
            read_import(data)
        except SaveError:
            pass
        except InputError as error:  # pragma: no cover - would be a bug
            raise AssertionError(f"{type(error).__name__} is not a SaveError") from error
