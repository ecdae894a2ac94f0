"""Saved games: versioned JSON holding the configuration, the seed and the action log.

A save never stores the position itself: loading replays the log, so a save that loads is a
game the rules allow, and a log that does not replay is refused with the reason. A digest
over the content detects a save whose text was edited by hand. Older schema versions are
migrated step by step to the current one; newer ones are refused with a clear message.
See docs/save-format.md.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Callable, NamedTuple

import re

from .actions import action_from_json
from .errors import RulesError, SaveError
from .reasons import Code, Reason
from .rules import apply_action
from .state import Config, State, new_game
from .table import Table

FORMAT = "australia-game"
SCHEMA_VERSION = 6
RULES_VERSION = "1"
MAX_SAVE_BYTES = 1_000_000  # a whole game is a few tens of kilobytes
MAX_DEPTH = 32  # a save nests 4 levels deep; a parser must never recurse much deeper
MAX_DIGITS = 300  # no number in a save comes near this; Python refuses over 4300 anyway


def _refuse(code: Code, **params: object) -> SaveError:
    return SaveError(Reason(code, **params))


# What the digest covers, by schema: everything of the game, never the page's meta.
DIGESTED = {
    2: ("config", "seed", "actions"),
    3: ("config", "seed", "actions", "table"),
    4: ("config", "seed", "actions", "table"),
    5: ("config", "seed", "actions", "table"),
    6: ("config", "seed", "actions", "table"),
}


def _digest(body: dict, schema: int = SCHEMA_VERSION) -> str:
    content = {k: body[k] for k in DIGESTED[schema]}
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def save_data(state: State, meta: dict | None = None, table: Table | None = None) -> dict:
    body: dict[str, Any] = {
        "format": FORMAT,
        "schema": SCHEMA_VERSION,
        "rules": RULES_VERSION,
        "config": state.config.to_json(),
        "seed": state.seed,
        "table": (table or Table.of_people(len(state.players))).to_json(),
        "actions": [action.to_json() for action in state.history],
    }
    body["digest"] = _digest(body)
    if meta:
        body["meta"] = meta
    return body


def dump_game(state: State, meta: dict | None = None, table: Table | None = None) -> str:
    """The game as save text, with who sits where (everyone a person unless ``table`` says).

    ``meta`` (a JSON object) is kept alongside, unchecked. A copy made without its log
    (``State.copy(log=False)``) has no history to save and is refused.
    """
    if state.detached:
        raise _refuse(Code.SAVE_FIELD, field="actions")
    if table is not None and len(table.seats) != len(state.players):
        raise _refuse(Code.SAVE_FIELD, field="table")
    return json.dumps(save_data(state, meta, table), ensure_ascii=False, separators=(",", ":"))


def _from_schema_1(body: dict) -> dict:
    """Schema 1 (the first save format) had no rules version and no digest."""
    body = dict(body)
    body["schema"] = 2
    body["rules"] = RULES_VERSION
    body["digest"] = _digest(body, 2)
    return body


def _from_schema_2(body: dict) -> dict:
    """Schema 2 had no table: every game so far was played by people only."""
    body = dict(body)
    players = body["config"].get("players")
    body["schema"] = 3
    body["table"] = Table.of_people(len(players) if isinstance(players, list) else 0).to_json()
    body["digest"] = _digest(body, 3)
    return body


# What a schema 3 page appended to the label of a game it kept as a second version, in the
# player's language then (English, Italian, German): words in stored data, which schema 4 stores
# as a time instead (``meta.copy``), so the page can word it in any language.
SCHEMA_3_COPY_MARKS = (" (copy)", " (copia)", " (Kopie)")


def _from_schema_3(body: dict) -> dict:
    """Schema 3 marked a copy by words in its label; schema 4 by when it was made (``copy``)."""
    body = dict(body)
    body["schema"] = 4
    meta = body.get("meta")
    if isinstance(meta, dict) and isinstance(meta.get("label"), str) and "copy" not in meta:
        label = meta["label"].rstrip()
        for mark in SCHEMA_3_COPY_MARKS:
            if label.endswith(mark):
                saved = meta.get("saved")
                when = saved if isinstance(saved, (int, float)) and not isinstance(saved, bool) else 0
                body["meta"] = {**meta, "label": label[: -len(mark)].rstrip(), "copy": when}
                break
    return body


def _from_schema_4(body: dict) -> dict:
    """Schema 5 adds a kind of seat (``remote``: a person on their own device); a schema 4
    save, which cannot hold one, reads unchanged."""
    return {**body, "schema": 5}


def _from_schema_5(body: dict) -> dict:
    """Schema 6 adds a computer level (``medium_hard``, between medium and hard); a schema 5
    save, which cannot hold one, reads unchanged."""
    return {**body, "schema": 6}


MIGRATIONS: dict[int, Callable[[dict], dict]] = {
    1: _from_schema_1, 2: _from_schema_2, 3: _from_schema_3, 4: _from_schema_4, 5: _from_schema_5,
}

# JSON text as a sequence of tokens: a whole string, a run of anything else, or a quote that
# opens a string never closed. Read in one pass without backtracking (possessive repeats), so
# measuring a text's nesting and its numbers takes time in proportion to its length and no
# recursive parser ever sees it first: the browser's WebAssembly stack is far smaller than
# the recursion limit assumes.
_TOKEN = re.compile(r'"(?:[^"\\]++|\\.)*+"|[^"]++|"', re.DOTALL)
_BRACKET_OR_DIGITS = re.compile(r"[\[\]{}]|[0-9]{%d,}" % (MAX_DIGITS + 1))


def check_json_shape(text: str) -> None:
    """Refuse JSON text nested deeper than MAX_DEPTH or holding a number of over MAX_DIGITS digits.

    Runs before any parsing; text that is not JSON at all is refused as such, or left for the
    parser to refuse.
    """
    depth = 0
    for token in _TOKEN.finditer(text):
        part = token.group()
        if part[0] == '"':
            if len(part) == 1:  # a string that never closes: not JSON
                raise _refuse(Code.SAVE_NOT_JSON)
            continue
        for match in _BRACKET_OR_DIGITS.finditer(part):
            ch = match.group()
            if ch in "[{":
                depth += 1
                if depth > MAX_DEPTH:
                    raise _refuse(Code.SAVE_TOO_DEEP, limit=MAX_DEPTH)
            elif ch in "]}":
                depth -= 1
            else:
                raise _refuse(Code.SAVE_NUMBER_TOO_LONG, limit=MAX_DIGITS)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def _unique_keys(pairs: list) -> dict:
    seen: dict = {}
    for key, value in pairs:
        if key in seen:
            raise ValueError(f"the key {key!r} appears twice")
        seen[key] = value
    return seen


def parse_json(text: str) -> Any:
    """Strict JSON: bounded nesting and numbers, no NaN or Infinity, no key given twice."""
    check_json_shape(text)
    try:
        return json.loads(text, parse_constant=_no_constant, object_pairs_hook=_unique_keys)
    except (ValueError, RecursionError):
        raise _refuse(Code.SAVE_NOT_JSON) from None


def parse_save(text: str | bytes) -> dict:  # noqa: C901 - one check for each field of a save, each with its own reason
    """Check a save's text and bring it to the current schema, without replaying it."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVE_BYTES:
            raise _refuse(Code.SAVE_TOO_BIG, size=len(text), limit=MAX_SAVE_BYTES)
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise _refuse(Code.SAVE_NOT_TEXT) from None
    if not isinstance(text, str):
        raise _refuse(Code.SAVE_NOT_TEXT)
    size = len(text.encode("utf-8", errors="replace"))
    if size > MAX_SAVE_BYTES:
        raise _refuse(Code.SAVE_TOO_BIG, size=size, limit=MAX_SAVE_BYTES)
    if not text.strip():
        raise _refuse(Code.SAVE_EMPTY)
    body = parse_json(text)
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise _refuse(Code.SAVE_NOT_OURS)
    schema = body.get("schema")
    if type(schema) is not int or schema < 1:
        raise _refuse(Code.SAVE_NO_SCHEMA)
    if schema > SCHEMA_VERSION:
        raise _refuse(Code.SAVE_TOO_NEW, schema=schema, supported=SCHEMA_VERSION)
    if schema == 1:
        for key, kind in (("config", dict), ("seed", int), ("actions", list)):
            if type(body.get(key)) is not kind:
                raise _refuse(Code.SAVE_FIELD, field=key)
        body = _from_schema_1(body)
        schema = 2
    _check_fields(body, schema)
    if body["digest"] != _digest(body, schema):  # checked as written, before any migration
        raise _refuse(Code.SAVE_EDITED)
    while schema < SCHEMA_VERSION:
        body = MIGRATIONS[schema](body)
        schema = body["schema"]
    if not isinstance(body.get("meta", {}), dict):
        raise _refuse(Code.SAVE_FIELD, field="meta")
    return body


def _check_fields(body: dict, schema: int) -> None:
    fields = [("config", dict), ("seed", int), ("actions", list), ("digest", str), ("rules", str)]
    if schema >= 3:
        fields.append(("table", dict))
    for key, kind in fields:
        if type(body.get(key)) is not kind:
            raise _refuse(Code.SAVE_FIELD, field=key)


class SavedGame(NamedTuple):
    """What a save holds: the game, who sits at the table, and the page's meta."""

    state: State
    table: Table
    meta: dict


def load_save(text: str | bytes) -> SavedGame:
    """The game, its table and its meta; raises SaveError saying what is wrong (nothing else)."""
    body = parse_save(text)
    state = _replayed(body)
    try:
        table = Table.from_json(body["table"], len(state.players))
    except RulesError:
        raise _refuse(Code.SAVE_FIELD, field="table") from None
    return SavedGame(state, table, body.get("meta") or {})


def load_game(text: str | bytes) -> State:
    """The game a save holds, replayed from its log; raises SaveError saying what is wrong.

    Nothing but ``SaveError`` comes out of it, whatever the text.
    """
    return load_save(text).state


def _replayed(body: dict) -> State:
    try:
        config = Config.from_json(body["config"])
        state = new_game(config, body["seed"])
    except RulesError as error:
        raise _refuse(Code.SAVE_BAD_CONFIG, reason=error.reason) from None
    for number, data in enumerate(body["actions"], start=1):
        try:
            apply_action(state, action_from_json(data))
        except RulesError as error:
            raise _refuse(Code.SAVE_DOES_NOT_REPLAY, number=number, reason=error.reason) from None
    return state
