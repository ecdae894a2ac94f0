"""Where the windmill's races stand (the full game), as data: the windmill's majority (what a
scoring would pay now, how many projects are left before it scores, who could take first
place on their next turn) and the ranger track's race (who leads, who would take it with one
more ranger, who a tie goes to, the spaces left).

Everything here is public: the ranger track, the windmill and the kinds of the cards each
player holds. ``threats.threats`` reports both races beside the projects a seat's rivals
could complete.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..board import NEIGHBOURS, RANGER_TRACK_SPACES, WINDMILL_TRACK_SPACES
from ..events import WindmillPlace
from ..observation import Observation
from ..scoring import windmill_payout, windmill_ranking


@dataclass(frozen=True, slots=True)
class WindmillRace:
    """The windmill's majority (full game): what a scoring would pay now, how many projects
    are left before it scores, and who could take first place on their next turn.

    ``lead``: the leader's rangers on the ranger track beyond the second's (0: ahead on the
    tie-break only); ``reach``: per seat, the most rangers it could add to the ranger track
    on its next turn (its cards' kinds, both if its plane is already by the windmill; its
    supply; the spaces left); ``challengers``: the seats that would be first with that many."""

    region: str | None
    value: int
    tiles: int
    tiles_left: int
    places: tuple[WindmillPlace, ...]
    leader: int | None
    lead: int
    reach: tuple[int, ...]
    challengers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TrackSeat:
    """A seat on the ranger track: its rangers there and the space of its highest (0: top)."""

    seat: int
    rangers: int
    highest: int


@dataclass(frozen=True, slots=True)
class TrackRace:
    """The ranger track's race (full game). ``seats``: as the windmill ranks them, first
    first; ``one_more``: the seats that would be first with one more ranger there (a new
    ranger takes the top free space, so it never raises a seat's highest); ``tied``: the seats
    level on the most rangers, the one the tie goes to (the higher ranger) first, or ()."""

    spaces: int
    spaces_left: int
    seats: tuple[TrackSeat, ...]
    leader: int | None
    one_more: tuple[int, ...]
    tied: tuple[int, ...]


def _highest(track: tuple[int, ...]) -> dict[int, int]:
    """Each seat on the ranger track and the space of its highest ranger (0: the top)."""
    out: dict[int, int] = {}
    for space, owner in enumerate(track):
        out.setdefault(owner, space)
    return out


def _first_with(track: tuple[int, ...], seat: int, more: int) -> bool:
    """Whether ``seat`` would be first on the ranger track with ``more`` rangers added."""
    counts = Counter(track)
    high = _highest(track)
    mine = counts[seat] + more
    for other, n in counts.items():
        if other == seat:
            continue
        if n > mine or (n == mine and (seat not in high or high[other] < high[seat])):
            return False
    return mine > 0


def reach(observation: Observation, seat: int) -> int:
    """The most rangers ``seat`` could add to the ranger track on its next turn, from what
    everyone knows: a card after flying by the windmill, both held cards if the plane is
    already there; no more than its supply and the spaces left."""
    obs = observation
    view = obs.players[seat]
    left = RANGER_TRACK_SPACES - len(obs.ranger_track)
    windmill = obs.windmill_region
    if windmill is None or not view.hand_kinds or left <= 0:
        return 0
    near = view.plane == windmill or view.plane in NEIGHBOURS[windmill]
    most = sum(view.hand_kinds) if near else max(view.hand_kinds)
    return max(0, min(most, view.supply, left))


def windmill_race(observation: Observation) -> WindmillRace:
    """Where the windmill's majority stands (the full game)."""
    obs = observation
    ranking = windmill_ranking(obs)  # reads only the ranger track and the windmill's value
    leader = ranking[0][0] if ranking else None
    lead = ranking[0][1] - (ranking[1][1] if len(ranking) > 1 else 0) if ranking else 0
    reaches = tuple(reach(obs, s) for s in range(len(obs.players)))
    challengers = tuple(
        s for s, k in enumerate(reaches) if s != leader and k > 0 and _first_with(obs.ranger_track, s, k)
    )
    return WindmillRace(
        obs.windmill_region,
        obs.windmill_value,
        len(obs.windmill_track),
        WINDMILL_TRACK_SPACES - len(obs.windmill_track),
        windmill_payout(obs),
        leader,
        lead,
        reaches,
        challengers,
    )


def track_race(observation: Observation) -> TrackRace:
    """Where the ranger track's race stands (the full game)."""
    track = observation.ranger_track
    high = _highest(track)
    ranking = windmill_ranking(observation)
    seats = tuple(TrackSeat(s, n, high[s]) for s, n, _ in ranking)
    leader = seats[0].seat if seats else None
    left = RANGER_TRACK_SPACES - len(track)
    one_more = tuple(
        s for s in range(len(observation.players)) if left > 0 and s != leader and _first_with(track, s, 1)
    )
    most = seats[0].rangers if seats else 0
    tied = tuple(t.seat for t in seats if t.rangers == most)
    return TrackRace(RANGER_TRACK_SPACES, left, seats, leader, one_more, tied if len(tied) > 1 else ())
