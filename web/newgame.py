"""The new-game form: its fields, their defaults, and turning them into a game's setup.

The form's values travel as a plain dict of strings (field name -> text), exactly what the
page reads from its inputs, so the checks run the same under CPython and in the browser.
Names are checked by ``australia.Config``; a refusal is a reason, put into words by
``web.words``.
"""

from __future__ import annotations

import random

from australia import Code, Config, ConfigError, Reason
from australia.board import MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS
from australia.state import FULL, SIMPLE
from australia.table import PERSON, Table

from web import words
from web.words import PageCode, page_reason

SEATS = len(PLAYER_COLOURS)
# A computer seat's default name, one per seat so that no two computers share one.
COMPUTER_NAMES = ("Banjo", "Matilda", "Waratah", "Jarrah", "Wattle")
RANDOM = "random"
MAX_SEED = 2**31 - 1
ON, OFF = "on", "off"


def default_name(seat: int) -> str:
    """A person's name until one is typed: the seat's colour, in the language in use."""
    return words.colour(PLAYER_COLOURS[seat]).capitalize()


def defaults() -> dict[str, str]:
    values = {"count": "2", "variant": SIMPLE, "start": RANDOM, "windmill": RANDOM, "seed": "", "hints": ON}
    for seat in range(SEATS):
        values[f"name{seat}"] = default_name(seat)
        values[f"seat{seat}"] = PERSON
    return values


def renamed_defaults(values: dict[str, str], before: list[str]) -> dict[str, str]:
    """The form after the language changed: a name still the seat's default (``before``, in
    the previous language) becomes the default in the new one; a typed name stays."""
    changed = dict(values)
    for seat in range(SEATS):
        if values.get(f"name{seat}") == before[seat]:
            changed[f"name{seat}"] = default_name(seat)
    return changed


def seats_changed(before: dict[str, str], after: dict[str, str]) -> dict[str, str]:
    """Give a seat that just became a computer its own default name, and back again.

    Only a name nobody typed is changed: the colour's name for a person, the computer's own
    name for a computer.
    """
    values = dict(after)
    for seat in range(SEATS):
        was, now = before.get(f"seat{seat}", PERSON), values.get(f"seat{seat}", PERSON)
        if was == now or (was != PERSON and now != PERSON):
            continue
        name = values.get(f"name{seat}", "").strip()
        if now != PERSON and name in ("", default_name(seat)):
            values[f"name{seat}"] = COMPUTER_NAMES[seat]
        elif now == PERSON and name in ("", COMPUTER_NAMES[seat]):
            values[f"name{seat}"] = default_name(seat)
    return values


def player_count(values: dict[str, str]) -> int:
    try:
        count = int(values.get("count", "2"))
    except ValueError:
        return MIN_PLAYERS
    return min(max(count, MIN_PLAYERS), MAX_PLAYERS)


class FormError(ValueError):
    """What is wrong with the form: ``reason``, put into words by ``web.words``."""

    def __init__(self, reason: Reason) -> None:
        self.reason = reason
        super().__init__(str(reason))


def parse(values: dict[str, str], rand: random.Random | None = None) -> tuple[Config, int, Table]:
    """(configuration, seed, who sits where) from the form, or FormError saying what to fix."""
    count = player_count(values)
    names = tuple(values.get(f"name{seat}", "").strip() for seat in range(count))
    variant = values.get("variant", SIMPLE)
    if variant not in (SIMPLE, FULL):
        raise FormError(Reason(Code.UNKNOWN_VARIANT))
    start_text = values.get("start", RANDOM)
    start: int | None = None
    if start_text != RANDOM:
        try:
            start = int(start_text)
        except ValueError:
            raise FormError(Reason(Code.NO_SUCH_SEAT)) from None
        if not 0 <= start < count:
            raise FormError(Reason(Code.NO_SUCH_SEAT))
    windmill = values.get("windmill", RANDOM)
    windmill_region = None if windmill == RANDOM or variant != FULL else windmill
    seed_text = values.get("seed", "").strip()
    if seed_text:
        if not seed_text.isdigit() or int(seed_text) > MAX_SEED:
            raise FormError(page_reason(PageCode.SEED_RANGE, most=MAX_SEED))
        seed = int(seed_text)
    else:
        seed = (rand or random.SystemRandom()).randrange(MAX_SEED)
    try:
        config = Config(names, variant, start, windmill_region)
        table = Table(
            tuple(values.get(f"seat{seat}", PERSON) for seat in range(count)),
            hints=values.get("hints", ON) != OFF,
        )
    except ConfigError as error:
        raise FormError(error.reason) from None
    return config, seed, table
