"""Computer opponents play each other: who wins how often, and how long each one thinks.

    python -m australia arena --seats hard,medium,medium,medium --variant full --games 200 \\
        --seed 1 [--think-ms 500] [--iterations N] [--json]

Seats are rotated game by game so that every level sits in every seat equally often, and
each deal is played once per rotation (the same tiles and stacks for every seating), which
takes the luck of the deal out of the comparison. A game still running after 100 rounds is
stopped and counted as a stall, never looped. Bots are handed observations only.
A command-line tool: the page does not load it.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from dataclasses import dataclass, field

from ..board import MAX_PLAYERS, MIN_PLAYERS
from ..computer import levels
from ..computer.thinker import Thinker
from ..observation import observe
from ..rules import apply_action
from ..state import FULL, VARIANTS, Config, new_game

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")
MAX_ROUNDS = 100
Z95 = 1.959963984540054


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (wins may be fractional: shared wins)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    low = 0.0 if wins <= 0 else max(0.0, centre - half)
    high = 1.0 if wins >= games else min(1.0, centre + half)
    return (low, high)


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q / 100.0
    low = math.floor(k)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (k - low)


@dataclass
class LevelTally:
    games: int = 0  # seat-games: a level in three seats of a game plays three
    wins: float = 0.0
    points: int = 0
    decisions_ms: list[float] = field(default_factory=list)
    stalls: int = 0

    def summary(self) -> dict:
        low, high = wilson(self.wins, self.games)
        return {
            "games": self.games,
            "wins": round(self.wins, 3),
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "ci95": [round(low, 4), round(high, 4)],
            "mean_points": round(self.points / self.games, 2) if self.games else 0.0,
            "decision_ms": {
                "median": round(percentile(self.decisions_ms, 50), 2),
                "p95": round(percentile(self.decisions_ms, 95), 2),
                "count": len(self.decisions_ms),
            },
            "stalls": self.stalls,
        }


def seating(seats: list[str], rotation: int) -> list[str]:
    """The levels by seat in the given rotation of ``seats``: rotation r puts ``seats[r]`` in seat 0."""
    n = len(seats)
    return [seats[(i + rotation) % n] for i in range(n)]


def winners(state) -> list[int]:
    """The seats that won a finished game: the most points, ties broken by the most dollars."""
    best = max(p.points for p in state.players)
    leaders = [i for i, p in enumerate(state.players) if p.points == best]
    most = max(state.players[i].dollars for i in leaders)
    return [i for i in leaders if state.players[i].dollars == most]


def play_game(
    levels: list[str],
    variant: str,
    deal: int,
    *,
    think_ms: float | None = None,
    iterations: int | None = None,
    bot_seed: int = 0,
    max_rounds: int = MAX_ROUNDS,
    watch=None,
) -> tuple[object, list[tuple[int, float]], bool]:
    """Play one game with ``levels[i]`` in seat i; (final state, (seat, ms) per decision, stalled).

    ``watch(state, action, events)``, if given, is called after every action (a tool measuring
    something in the games: ``tools/threat_recall.py``)."""
    state = new_game(Config(NAMES[: len(levels)], variant), deal)
    timings: list[tuple[int, float]] = []
    clock = time.perf_counter
    while not state.is_over:
        if state.round > max_rounds:
            return state, timings, True
        seat = state.current
        start = clock()
        thinker = Thinker(
            observe(state, seat), levels[seat], bot_seed * 7919 + seat, think_ms=think_ms, iterations=iterations
        )
        action = thinker.decide()
        timings.append((seat, (clock() - start) * 1000.0))
        events = apply_action(state, action)  # the checked path: a bot's illegal action would raise
        if watch is not None:
            watch(state, action, events)
    return state, timings, False


def run_arena(
    seats: list[str],
    variant: str = FULL,
    games: int = 20,
    seed: int = 1,
    *,
    think_ms: float | None = None,
    iterations: int | None = None,
    progress=None,
) -> dict:
    """Play ``games`` games and return the report (see the module docstring)."""
    n = len(seats)
    tallies = {level: LevelTally() for level in dict.fromkeys(seats)}
    stalls = 0
    for g in range(games):
        levels = seating(seats, g % n)
        deal = seed * 100_003 + g // n
        state, timings, stalled = play_game(
            levels, variant, deal, think_ms=think_ms, iterations=iterations, bot_seed=seed * 1_000 + g
        )
        for seat, ms in timings:
            tallies[levels[seat]].decisions_ms.append(ms)
        for level in levels:
            tallies[level].games += 1
        if stalled:
            stalls += 1
            for level in dict.fromkeys(levels):
                tallies[level].stalls += 1
        else:
            won = winners(state)
            for i in won:
                tallies[levels[i]].wins += 1.0 / len(won)
            for seat, level in enumerate(levels):
                tallies[level].points += state.players[seat].points
        if progress is not None:
            progress(g + 1, tallies)
    per_level = {level: t.summary() for level, t in tallies.items()}
    return {
        "games": games,
        "seats": list(seats),
        "variant": variant,
        "seed": seed,
        "think_ms": think_ms,
        "iterations": iterations,
        "levels": per_level,
        "win_rate": {level: s["win_rate"] for level, s in per_level.items()},
        "ci95": {level: s["ci95"] for level, s in per_level.items()},
        "mean_points": {level: s["mean_points"] for level, s in per_level.items()},
        "decision_ms": {level: s["decision_ms"] for level, s in per_level.items()},
        "stalls": stalls,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m australia arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seats", required=True, help="levels in seat order, e.g. hard,medium,medium,medium")
    parser.add_argument("--variant", choices=VARIANTS, default=FULL)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=float, default=None, help="the hard level's budget per decision")
    parser.add_argument("--iterations", type=int, default=None, help="the hard level's iterations per decision")
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    args = parser.parse_args(argv)
    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    known = levels.names()
    unknown = [s for s in seats if s not in known]
    if unknown or not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        parser.error(f"--seats needs {MIN_PLAYERS} to {MAX_PLAYERS} of {', '.join(known)}")
    if args.games < 1:
        parser.error("--games must be at least 1")

    def progress(done: int, tallies: dict) -> None:
        if args.quiet:
            return
        rates = ", ".join(f"{lv} {t.wins:.1f}/{t.games}" for lv, t in tallies.items())
        print(f"game {done}/{args.games}: {rates}", flush=True)

    report = run_arena(
        seats, args.variant, args.games, args.seed, think_ms=args.think_ms, iterations=args.iterations,
        progress=progress,
    )
    print(f"{report['games']} games, seats {','.join(seats)}, {args.variant}, stalls {report['stalls']}")
    for level, s in report["levels"].items():
        low, high = s["ci95"]
        d = s["decision_ms"]
        print(
            f"  {level:7} games {s['games']:4}  wins {s['wins']:7.2f}  win rate {s['win_rate']:.3f} "
            f"[{low:.3f}, {high:.3f}]  mean points {s['mean_points']:6.2f}  "
            f"decision ms median {d['median']:.1f} p95 {d['p95']:.1f}"
        )
    if args.json:
        print(json.dumps(report))
    return 0
