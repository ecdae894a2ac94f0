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
from typing import Any, Callable

from .actions import action_from_json
from .errors import IllegalActionError, MalformedActionError
from .game import replay
from .state import Config, State

FORMAT = "australia-game"
SCHEMA_VERSION = 2
RULES_VERSION = "1"
MAX_SAVE_BYTES = 1_000_000  # a whole game is a few tens of kilobytes


class SaveError(ValueError):
    """A save that cannot be loaded; the message says what is wrong with it."""


def _digest(body: dict) -> str:
    content = {k: body[k] for k in ("config", "seed", "actions")}
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def save_data(state: State, meta: dict | None = None) -> dict:
    body: dict[str, Any] = {
        "format": FORMAT,
        "schema": SCHEMA_VERSION,
        "rules": RULES_VERSION,
        "config": state.config.to_json(),
        "seed": state.seed,
        "actions": [action.to_json() for action in state.history],
    }
    body["digest"] = _digest(body)
    if meta:
        body["meta"] = meta
    return body


def dump_game(state: State, meta: dict | None = None) -> str:
    """The game as save text. ``meta`` (a JSON object) is kept alongside, unchecked."""
    return json.dumps(save_data(state, meta), ensure_ascii=False, separators=(",", ":"))


def _from_schema_1(body: dict) -> dict:
    """Schema 1 (the first save format) had no rules version and no digest."""
    body = dict(body)
    body["schema"] = 2
    body["rules"] = RULES_VERSION
    body["digest"] = _digest(body)
    return body


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _from_schema_1}


def parse_save(text: str | bytes) -> dict:
    """Check a save's text and bring it to the current schema, without replaying it."""
    if isinstance(text, bytes):
        if len(text) > MAX_SAVE_BYTES:
            raise SaveError(_too_big(len(text)))
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("this is not a saved game: the file is not text") from None
    if not isinstance(text, str):
        raise SaveError("a saved game is text")
    size = len(text.encode("utf-8", errors="replace"))
    if size > MAX_SAVE_BYTES:
        raise SaveError(_too_big(size))
    try:
        body = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise SaveError("this is not a saved game: the text is not valid JSON") from None
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise SaveError("this is not a saved game of Australia")
    schema = body.get("schema")
    if isinstance(schema, bool) or not isinstance(schema, int) or schema < 1:
        raise SaveError(f"this save has no valid schema version ({schema!r})")
    if schema > SCHEMA_VERSION:
        raise SaveError(
            f"this save was written by a newer version of the game (schema {schema}; "
            f"this version reads up to {SCHEMA_VERSION})"
        )
    while schema < SCHEMA_VERSION:
        body = MIGRATIONS[schema](body)
        schema = body["schema"]
    for key, kind in (("config", dict), ("seed", int), ("actions", list), ("digest", str)):
        value = body.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise SaveError(f"this save is damaged: {key!r} is missing or of the wrong kind")
    if body["digest"] != _digest(body):
        raise SaveError("this save is damaged: its content was changed after it was written")
    meta = body.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveError("this save is damaged: 'meta' must be a JSON object")
    return body


def load_game(text: str | bytes) -> State:
    """The game a save holds, replayed from its log; raises SaveError saying what is wrong."""
    body = parse_save(text)
    try:
        config = Config.from_json(body["config"])
        actions = [action_from_json(a) for a in body["actions"]]
        return replay(config, body["seed"], actions)
    except (MalformedActionError, IllegalActionError) as error:
        raise SaveError(f"this save's game does not replay: {error}") from None


def _too_big(size: int) -> str:
    return (
        f"this file is {size / 1_000_000:.1f} MB; a saved game is never larger than "
        f"{MAX_SAVE_BYTES // 1_000_000} MB"
    )
