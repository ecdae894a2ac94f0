"""What happened as a result of an action: the records kept in the game's log.

Every scoring is recorded with its breakdown (who, how many points, why, which region), so a
user interface can show it and the end screen can total it by source without recomputing.
"""

from __future__ import annotations

from dataclasses import dataclass, asdict

# Sources of points, in the order the end screen lists them.
CONSERVATION = "conservation"
INDUSTRIALIZATION = "industrialization"
BONUS = "bonus"
NO_RANGERS = "no_rangers"
WINDMILL = "windmill"
DOLLARS = "dollars"
SOURCES = (CONSERVATION, INDUSTRIALIZATION, BONUS, NO_RANGERS, WINDMILL, DOLLARS)
SOURCE_NAMES = {
    CONSERVATION: "Conservation",
    INDUSTRIALIZATION: "Industrialization",
    BONUS: "Initiator bonuses",
    NO_RANGERS: "Cards without rangers",
    WINDMILL: "Windmill",
    DOLLARS: "Dollars",
}


class Event:
    def to_json(self) -> dict:
        return {"event": type(self).__name__, **asdict(self)}


@dataclass(frozen=True)
class Share(Event):
    """One player's part of a project scoring."""

    player: int
    camp_rangers: int
    ship_rangers: int
    bonus: int

    @property
    def ranger_points(self) -> int:
        return self.camp_rangers + 2 * self.ship_rangers

    @property
    def points(self) -> int:
        return self.ranger_points + self.bonus


@dataclass(frozen=True)
class ProjectScored(Event):
    region: str
    project: str  # CONSERVATION or INDUSTRIALIZATION
    initiator: int
    shares: tuple[Share, ...]
    tile_value: int | None = None  # the industrialization tile's value


@dataclass(frozen=True)
class TileRevealed(Event):
    region: str
    value: int


@dataclass(frozen=True)
class WindmillMoved(Event):
    region: str
    value: int


@dataclass(frozen=True)
class RangersPlaced(Event):
    player: int
    location: str | None
    rangers: int
    track: int


@dataclass(frozen=True)
class CardPlayed(Event):
    player: int
    card: int
    region: str
    wild: bool
    dollars: int


@dataclass(frozen=True)
class NoRangerPoints(Event):
    player: int
    points: int


@dataclass(frozen=True)
class WindmillPlace(Event):
    player: int
    rangers: int
    points: int


@dataclass(frozen=True)
class WindmillScored(Event):
    value: int
    places: tuple[WindmillPlace, ...]
    returned: tuple[int, ...]  # owners of the rangers sent back to supply, top first
    final: bool = False


@dataclass(frozen=True)
class DollarsCounted(Event):
    player: int
    dollars: int


@dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...]
    tie_break_used: bool
