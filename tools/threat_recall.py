"""How well ``threats`` foresees the rivals' completions, measured in self-play games.

    python tools/threat_recall.py --players 2 --games 200 [--variant full] [--seed 1] [--json]

Plays games among medium computer players (the arena's ``play_game``). At the start of every
turn it asks ``threats`` for the player to move; once each rival has had its next turn, it
compares what was shown for that rival with the projects the rival really completed then
(``ProjectScored`` with the rival as initiator). With more than two players each completion
is compared with the list of every seat that moved since the rival's previous turn.

Reported:
* recall: completions that were shown / all completions; and the same for the completions
  possible with cards the rival held when its turn began (a completion with a card it drew
  during that turn could not be foreseen from anything public);
* the same once more at the rival's own turn start, from the seat that moved just before
  (the "last look": the board then is the board the rival plays on, so what the seats moving
  in between changed is no longer a reason to miss);
* precision: of the threats shown, how many came true on that turn: all of them, those with
  a ``chance`` (the rival can) of at least one half, those with a ``likely`` (it is the
  rival's best-paying completion) of at least one half; and the mean of each shown, to
  set beside the share that came true (calibration).

A measuring tool: its figures are in docs/threats.md with the command that made them.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from australia.actions import EndTurn, PlayCard
from australia.cli.arena import play_game
from australia.computer import threats
from australia.events import ProjectScored
from australia.observation import observe
from australia.state import FULL, TURN, VARIANTS

LEVEL = "medium"
NAMES = tuple(
    prefix + name
    for prefix in ("", "last_look_")
    for name in ("recall_all", "recall_held", "precision_all", "precision_chance_half", "precision_likely_half")
)


@dataclass
class Tally:
    """Counts by name: ``<name>`` hits and ``<name>_of`` the cases, and sums for the means."""

    games: int = 0
    stalls: int = 0
    turns: int = 0
    counts: Counter = field(default_factory=Counter)
    missed_by: Counter = field(default_factory=Counter)  # held completions missed, by the completing action
    seconds: float = 0.0

    def count(self, name: str, hit: bool) -> None:
        self.counts[name] += bool(hit)
        self.counts[name + "_of"] += 1

    def shown(self, prefix: str, shown: dict, completed: set) -> None:
        """The threats shown for one rival's turn, against what it completed."""
        for key, (chance, likely) in shown.items():
            true = key in completed
            self.count(prefix + "precision_all", true)
            if chance >= 0.5:
                self.count(prefix + "precision_chance_half", true)
            if likely >= 0.5:
                self.count(prefix + "precision_likely_half", true)
            self.counts[prefix + "sum_chance"] += chance
            self.counts[prefix + "sum_likely"] += likely

    def report(self) -> dict:
        out: dict = {"games": self.games, "stalls": self.stalls, "turns": self.turns}
        c = self.counts
        for name in NAMES:
            total = c[name + "_of"]
            out[name] = [c[name], total, round(c[name] / total, 4) if total else None]
        for prefix in ("", "last_look_"):
            shown = c[prefix + "precision_all_of"]
            for what in ("chance", "likely"):
                out[f"{prefix}mean_{what}"] = round(c[f"{prefix}sum_{what}"] / shown, 4) if shown else None
        out["missed_held_by_action"] = dict(self.missed_by)
        out["seconds"] = round(self.seconds, 1)
        return out


class Watcher:
    """Follows one game action by action (``play_game``'s ``watch``)."""

    def __init__(self, tally: Tally) -> None:
        self.tally = tally
        self.turn = -1
        self.seat = -1  # whose turn it is
        self.held: set[int] = set()  # that seat's cards at its turn's start
        self.pending: dict[tuple[int, int], dict] = {}  # (viewer, rival) -> {(region, project): (chance, likely)}
        self.last_look: dict = {}  # for the seat to move, from the seat before, at its turn's start
        self.done: list[tuple[str, object, bool, str]] = []  # this turn's completions

    def __call__(self, state, action, events) -> None:
        for e in events:
            if type(e) is ProjectScored and e.initiator == self.seat:
                held = type(action) is not PlayCard or action.card in self.held
                self.done.append((e.region, e.project, held, type(action).__name__))
        if type(action) is EndTurn:
            self.turn_over()
        if state.phase == TURN and not state.is_over and state.turn != self.turn:
            self.turn_starts(state)

    def turn_starts(self, state) -> None:
        self.turn, self.seat = state.turn, state.current
        self.tally.turns += 1
        self.held = set(state.players[self.seat].hand)
        seen = threats(observe(state, self.seat, log=False))
        n = len(state.players)
        for rival in range(n):
            if rival != self.seat:
                self.pending[self.seat, rival] = {(t.region, t.project): (t.chance, t.likely) for t in seen.of(rival)}
        look = threats(observe(state, (self.seat - 1) % n, log=False)).of(self.seat)
        self.last_look = {(t.region, t.project): (t.chance, t.likely) for t in look}
        self.done = []

    def turn_over(self) -> None:
        tally, rival = self.tally, self.seat
        completed = {(region, project) for region, project, _, _ in self.done}
        for viewer in [v for (v, r) in self.pending if r == rival]:
            shown = self.pending.pop((viewer, rival))
            for region, project, held, how in self.done:
                hit = (region, project) in shown
                tally.count("recall_all", hit)
                if held:
                    tally.count("recall_held", hit)
                    tally.missed_by[how] += not hit
            tally.shown("", shown, completed)
        for region, project, held, _ in self.done:
            hit = (region, project) in self.last_look
            tally.count("last_look_recall_all", hit)
            if held:
                tally.count("last_look_recall_held", hit)
        tally.shown("last_look_", self.last_look, completed)
        self.done = []


def measure(players: int, games: int, variant: str = FULL, seed: int = 1) -> Tally:
    tally = Tally()
    start = time.perf_counter()
    for g in range(games):
        watcher = Watcher(tally)
        _, _, stalled = play_game([LEVEL] * players, variant, seed * 100_003 + g, bot_seed=seed * 1_000 + g, watch=watcher)
        tally.games += 1
        tally.stalls += stalled
    tally.seconds = time.perf_counter() - start
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", default="2", help="player counts, e.g. 2 or 2,3,4")
    parser.add_argument("--games", type=int, default=200, help="games per player count")
    parser.add_argument("--variant", choices=VARIANTS, default=FULL)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    args = parser.parse_args(argv)
    results = {}
    for players in (int(p) for p in args.players.split(",")):
        r = measure(players, args.games, args.variant, args.seed).report()
        results[players] = r
        print(f"{players} players, {r['games']} {LEVEL} games ({args.variant}), {r['turns']} turns, "
              f"{r['stalls']} stalled, {r['seconds']} s")
        for name in NAMES:
            hits, total, rate = r[name]
            print(f"  {name:27} {hits:6} / {total:6} = {rate}")
        print(f"  mean chance shown {r['mean_chance']}, mean likely {r['mean_likely']}; "
              f"held completions missed, by action: {dict(sorted(r['missed_held_by_action'].items()))}")
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
