"""The new-game form: its fields, their defaults, and turning them into a game's setup.

The form is a value (``Form``); the page's fields reach it as plain text by field name
(``web.messages.FieldsRead``), exactly what the page reads from its inputs. A name nobody
typed is kept as None, "the seat's default": the colour's name for a person (in the language
the page speaks, so the view and ``parse`` are given it) and a name of its own for a
computer seat. Names are checked by ``australia.Config``; a refusal is a reason, worded by
``web.text``.
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence

from australia import (
    COMPUTER_LEVELS,
    FULL,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PERSON,
    PLAYER_COLOURS,
    REMOTE,
    SEAT_KINDS,
    SIMPLE,
    Code,
    Config,
    ConfigError,
    Reason,
    Table,
)

from web.values import Value, replace
from web.state.notices import PageCode, say

SEATS = len(PLAYER_COLOURS)
PLAYER_COUNTS = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
VARIANTS = (SIMPLE, FULL)
# A computer seat's default name, one per seat so that no two computers share one.
COMPUTER_NAMES = ("Banjo", "Matilda", "Waratah", "Jarrah", "Wattle")
RANDOM = "random"
MAX_SEED = 2**31 - 1
ON, OFF = "on", "off"


class Form(Value):
    count: int = MIN_PLAYERS
    variant: str = SIMPLE
    start: str = RANDOM  # RANDOM or a seat number
    windmill: str = RANDOM  # RANDOM or a region id
    seed: str = ""
    hints: bool = True
    seats: tuple[str, ...] = (PERSON,) * SEATS  # per seat: PERSON or a computer level
    names: tuple[str | None, ...] = (None,) * SEATS  # None: the seat's default name

    @property
    def has_computer(self) -> bool:
        """Whether a seat of the game this form would start is the computer's."""
        return any(kind in COMPUTER_LEVELS for kind in self.seats[: self.count])

    def name(self, seat: int, person_names: Sequence[str]) -> str:
        """The name shown for ``seat`` (its default when nobody typed one)."""
        typed = self.names[seat]
        return typed if typed is not None else default_name(seat, self.seats[seat], person_names)

    def is_default(self, seat: int) -> bool:
        return self.names[seat] is None


def default_name(seat: int, kind: str, person_names: Sequence[str]) -> str:
    return person_names[seat] if kind in (PERSON, REMOTE) else COMPUTER_NAMES[seat]


def _count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        return MIN_PLAYERS
    return min(max(count, MIN_PLAYERS), MAX_PLAYERS)


def with_fields(form: Form, values: Mapping[str, str], defaults: frozenset[str] = frozenset()) -> Form:
    """The form with what its fields hold now (``web.messages.FieldsRead``); a seat that just
    changed between a person and the computer drops a name it still had by default."""
    changes: dict = {}
    if "count" in values:
        changes["count"] = _count(values["count"])
    if "variant" in values:
        changes["variant"] = values["variant"] if values["variant"] in VARIANTS else SIMPLE
    for key in ("start", "windmill", "seed"):
        if key in values:
            changes[key] = str(values[key])
    if "hints" in values:
        changes["hints"] = values["hints"] != OFF
    seats = list(form.seats)
    names = list(form.names)
    for seat in range(SEATS):
        kind = values.get(f"seat{seat}")
        if kind in SEAT_KINDS and kind != seats[seat]:
            if (seats[seat] in COMPUTER_LEVELS) != (kind in COMPUTER_LEVELS) and names[seat] == "":
                names[seat] = None
            seats[seat] = kind
        field = f"name{seat}"
        if field in defaults:
            names[seat] = None
        elif field in values:
            names[seat] = str(values[field])
    changes["seats"] = tuple(seats)
    changes["names"] = tuple(names)
    return replace(form, **changes)


class FormError(ValueError):
    """What is wrong with the form: ``reason``, worded by ``web.text``."""

    def __init__(self, reason: Reason) -> None:
        self.reason = reason
        super().__init__(str(reason))


def parse(form: Form, person_names: Sequence[str], rand: random.Random | None = None) -> tuple[Config, int, Table]:
    """(configuration, seed, who sits where) from the form, or FormError saying what to fix.

    ``person_names`` are the default names of people's seats in the language in use."""
    count = form.count
    names = tuple(form.name(seat, person_names).strip() for seat in range(count))
    variant = form.variant
    start: int | None = None
    if form.start != RANDOM:
        try:
            start = int(form.start)
        except ValueError:
            raise FormError(Reason(Code.NO_SUCH_SEAT)) from None
    windmill_region = None if form.windmill == RANDOM or variant != FULL else form.windmill
    seed_text = form.seed.strip()
    if seed_text:
        if not (seed_text.isascii() and seed_text.isdigit()) or int(seed_text) > MAX_SEED:
            raise FormError(say(PageCode.SEED_RANGE, most=MAX_SEED))
        seed = int(seed_text)
    else:
        seed = (rand or random.SystemRandom()).randrange(MAX_SEED)
    try:
        config = Config(names, variant, start, windmill_region)
        seats = Table(tuple(form.seats[:count]), hints=form.hints)
    except ConfigError as error:
        raise FormError(error.reason) from None
    return config, seed, seats
