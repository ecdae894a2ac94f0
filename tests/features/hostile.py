"""Hostile files and odd names: the table of files a page must refuse, and how they are made
(also used by ``tests/e2e/test_hostile_files.py``).
"""

from __future__ import annotations

import json

from australia import Config, DrawCard, apply_action, dump_game, new_game
from australia.save import _digest


EVIL_NAME = '<img src=x onerror=alert(1)>\u202e\u202dgnp.json'


def valid_body(names=("Eve", "Fay")) -> dict:
    state = new_game(Config(tuple(names), start_player=0), 3)
    for _ in range(4):
        apply_action(state, DrawCard(1))
    return json.loads(dump_game(state))


def signed(body: dict) -> bytes:
    body = dict(body)
    body["digest"] = _digest(body)
    return json.dumps(body).encode()


def with_field(path: tuple, value) -> bytes:
    """A valid save with the value at ``path`` replaced, digest recomputed."""
    body = valid_body()
    where = body
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return signed(body)


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def long_log(actions: int) -> bytes:
    body = valid_body()
    body["actions"] = body["actions"] + [{"type": "end_turn"}] * actions
    body["digest"] = _digest(body)
    return json.dumps(body, separators=(",", ":")).encode()


# (case, file content, words the player must read)
HOSTILE = [
    ("100,000 nested brackets", nested(100_000), "nested more than 32 levels"),
    ("deep object in meta", b'{"format":"australia-game","meta":' + b'{"a":' * 5000 + b"1" + b"}" * 5001, "nested more than 32 levels"),
    ("5,000-digit number in meta", json.dumps({**valid_body(), "meta": {"n": 1}}).replace('"n": 1', '"n": ' + "9" * 5000).encode(), "more than 300 digits"),
    ("windmill region is a list", with_field(("config", "windmill_region"), []), "setup is not a game of Australia"),
    ("NaN", json.dumps(valid_body()).replace('"seed": 3', '"seed": NaN').encode(), "not valid JSON"),
    ("Infinity", json.dumps(valid_body()).replace('"seed": 3', '"seed": Infinity').encode(), "not valid JSON"),
    ("duplicate keys", json.dumps(valid_body()).replace('"seed": 3', '"seed": 3, "seed": 4').encode(), "not valid JSON"),
    ("49,000-action log", long_log(49_000), "does not replay"),
    ("string never closed", b'{"format": "australia-game", "x": "' + b'\\"' * 1000, "not valid JSON"),
]
