"""Who sits at each seat of a game: a person at this device, a person on their own device
(``REMOTE``: the device that holds the game sends that seat what it may see), or the computer
at one of its levels.

Part of a saved game (schema 3; ``REMOTE`` since schema 5, ``MEDIUM_HARD`` since schema 6),
so a game reopens with the same opponents; the rules themselves never look at it. ``hints``
says whether the people at the table may ask the computer to suggest a move.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import bad_config
from .reasons import Code, Expected

PERSON = "person"
REMOTE = "remote"
EASY, MEDIUM, MEDIUM_HARD, HARD = "easy", "medium", "medium_hard", "hard"
COMPUTER_LEVELS = (EASY, MEDIUM, MEDIUM_HARD, HARD)  # weakest first (the offered levels of computer/levels.py)
SEAT_KINDS = (PERSON, REMOTE, *COMPUTER_LEVELS)


@dataclass(frozen=True)
class Table:
    seats: tuple[str, ...]  # per seat: PERSON or a computer level
    hints: bool = True

    def __post_init__(self) -> None:
        if type(self.seats) is not tuple or not all(type(s) is str and s in SEAT_KINDS for s in self.seats):
            raise bad_config(Code.WRONG_TYPE, field="seats", expected=Expected.SEATS)
        if type(self.hints) is not bool:
            raise bad_config(Code.WRONG_TYPE, field="hints", expected=Expected.TRUE_OR_FALSE)

    @classmethod
    def of_people(cls, players: int) -> "Table":
        """Everyone at the table is a person (every game before computer opponents)."""
        return cls((PERSON,) * players)

    def is_computer(self, seat: int) -> bool:
        return self.seats[seat] in COMPUTER_LEVELS

    def is_remote(self, seat: int) -> bool:
        """A person plays this seat on their own device."""
        return self.seats[seat] == REMOTE

    def level(self, seat: int) -> str | None:
        """The computer's level at this seat, or None for a person."""
        kind = self.seats[seat]
        return kind if kind in COMPUTER_LEVELS else None

    @property
    def people(self) -> tuple[int, ...]:
        """The seats of the people at this device (the device passes between them)."""
        return tuple(i for i, kind in enumerate(self.seats) if kind == PERSON)

    @property
    def remote(self) -> tuple[int, ...]:
        """The seats played on other devices."""
        return tuple(i for i, kind in enumerate(self.seats) if kind == REMOTE)

    def with_seat(self, seat: int, kind: str) -> "Table":
        seats = list(self.seats)
        seats[seat] = kind
        return Table(tuple(seats), self.hints)

    def to_json(self) -> dict:
        return {"seats": list(self.seats), "hints": self.hints}

    @classmethod
    def from_json(cls, data: object, players: int) -> "Table":
        if type(data) is not dict or set(data) != {"seats", "hints"}:
            raise bad_config(Code.WRONG_TYPE, field="table", expected=Expected.OBJECT)
        seats = data["seats"]
        if type(seats) is not list or len(seats) != players:
            raise bad_config(Code.WRONG_TYPE, field="seats", expected=Expected.SEATS)
        return cls(tuple(seats), data["hints"])
