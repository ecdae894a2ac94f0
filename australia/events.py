"""What happened as a result of an action: the records kept in the game's log.

An action (itself data: ``actions.py``) causes events, as data only: the card played and the
rangers placed, a tile revealed, the windmill moving, each project scored with its breakdown
per player, the windmill scored, the dollars counted and the end of the game. A user
interface puts the action and its events into words, and the end screen totals them by
source without recomputing anything. Events hold only what every player may know.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .board import CAMP, LOCATION_BY_ID, POINTS_PER_RANGER, SHIP, WILD_COST


class Project(StrEnum):
    """The two projects of every region."""

    CONSERVATION = "conservation"
    INDUSTRIALIZATION = "industrialization"


class Source(StrEnum):
    """Where points come from, in the order the end screen lists them."""

    CONSERVATION = "conservation"
    INDUSTRIALIZATION = "industrialization"
    BONUS = "bonus"
    NO_RANGERS = "no_rangers"
    WINDMILL = "windmill"
    DOLLARS = "dollars"


CONSERVATION, INDUSTRIALIZATION = Project.CONSERVATION, Project.INDUSTRIALIZATION
BONUS, NO_RANGERS, WINDMILL, DOLLARS = Source.BONUS, Source.NO_RANGERS, Source.WINDMILL, Source.DOLLARS
SOURCES: tuple[Source, ...] = tuple(Source)
PROJECT_SOURCE = {Project.CONSERVATION: Source.CONSERVATION, Project.INDUSTRIALIZATION: Source.INDUSTRIALIZATION}


class Event:
    """Base of everything that can happen; ``EVENT_TYPES`` lists every kind."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card played in ``region``; ``paid`` dollars when played as wild, ``dollars`` earned."""

    player: int
    card: int
    region: str
    wild: bool
    dollars: int

    @property
    def paid(self) -> int:
        """The dollars paid to play the card: the wild cost, or nothing."""
        return WILD_COST if self.wild else 0


@dataclass(frozen=True, slots=True)
class RangersPlaced(Event):
    player: int
    location: str | None
    rangers: int
    track: int


@dataclass(frozen=True, slots=True)
class NoRangerPoints(Event):
    player: int
    points: int


@dataclass(frozen=True, slots=True)
class TileRevealed(Event):
    region: str
    value: int


@dataclass(frozen=True, slots=True)
class WindmillMoved(Event):
    region: str
    value: int


@dataclass(frozen=True, slots=True)
class Share:
    """One player's part of a project scoring: rangers in camps and ships, and the bonus."""

    player: int
    camp_rangers: int
    ship_rangers: int
    bonus: int

    @property
    def camp_points(self) -> int:
        return self.camp_rangers * POINTS_PER_RANGER[CAMP]

    @property
    def ship_points(self) -> int:
        return self.ship_rangers * POINTS_PER_RANGER[SHIP]

    @property
    def ranger_points(self) -> int:
        return self.camp_points + self.ship_points

    @property
    def points(self) -> int:
        return self.ranger_points + self.bonus


@dataclass(frozen=True, slots=True)
class ProjectScored(Event):
    region: str
    project: Project
    initiator: int
    shares: tuple[Share, ...]
    tile_value: int | None = None  # the industrialization tile's value


@dataclass(frozen=True, slots=True)
class WindmillPlace:
    """A place in a windmill scoring: the player, their rangers on the track, the points."""

    player: int
    rangers: int
    points: int


@dataclass(frozen=True, slots=True)
class WindmillScored(Event):
    value: int
    places: tuple[WindmillPlace, ...]
    returned: tuple[int, ...]  # owners of the rangers sent back to supply, top first
    final: bool = False


@dataclass(frozen=True, slots=True)
class DollarsCounted(Event):
    player: int
    dollars: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The winners; ``tie_break_used`` only when dollars settled a tie on points.

    Players level on points and on dollars share the victory, and then dollars decided
    nothing: ``tie_break_used`` is False.
    """

    winners: tuple[int, ...]
    tie_break_used: bool


EVENT_TYPES: tuple[type, ...] = (
    CardPlayed,
    RangersPlaced,
    NoRangerPoints,
    TileRevealed,
    WindmillMoved,
    ProjectScored,
    WindmillScored,
    DollarsCounted,
    GameOver,
)


def location_points(location: str) -> int:
    """What each ranger in this location scores when one of its regions is scored."""
    return LOCATION_BY_ID[location].points_per_ranger


# --- JSON, so a device that holds the game can send its public record to another ------------

_PARTS = {"Share": Share, "WindmillPlace": WindmillPlace}
_BY_NAME = {t.__name__: t for t in EVENT_TYPES}


def event_to_json(event: Event) -> dict:
    """An event as a JSON object: its kind (``e``) and its fields."""
    body: dict = {"e": type(event).__name__}
    for name in event.__dataclass_fields__:
        value = getattr(event, name)
        if isinstance(value, tuple):
            value = [[getattr(p, f) for f in p.__dataclass_fields__] if hasattr(p, "__dataclass_fields__") else p for p in value]
        body[name] = value.value if isinstance(value, StrEnum) else value
    return body


def _read(kind: str, value: object) -> object:
    """One field of the annotated ``kind``, read strictly (``ValueError`` if it does not fit)."""
    if kind.endswith(" | None"):
        return None if value is None else _read(kind[: -len(" | None")], value)
    if kind in ("int", "bool", "str"):
        if type(value) is not {"int": int, "bool": bool, "str": str}[kind]:
            raise ValueError(kind)
        return value
    if kind == "Project":
        return Project(value)
    if kind.startswith("tuple[") and kind.endswith(", ...]"):
        if type(value) is not list or len(value) > 16:
            raise ValueError(kind)
        return tuple(_read(kind[6:-6], v) for v in value)
    part = _PARTS[kind]
    names = tuple(part.__dataclass_fields__)
    if type(value) is not list or len(value) != len(names):
        raise ValueError(kind)
    return part(*(_read(part.__dataclass_fields__[n].type, v) for n, v in zip(names, value)))


def event_from_json(data: object) -> Event:
    """Read back ``event_to_json``; ``ValueError`` for anything else."""
    if type(data) is not dict or data.get("e") not in _BY_NAME:
        raise ValueError("not an event")
    kind = _BY_NAME[data["e"]]
    fields = kind.__dataclass_fields__
    if set(data) != {"e", *fields}:
        raise ValueError("fields")
    return kind(**{name: _read(field.type, data[name]) for name, field in fields.items()})
