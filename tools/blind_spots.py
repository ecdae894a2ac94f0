"""Hard's known blind spots, counted in games against another level: the windmill and supply.

    python tools/blind_spots.py [--levels hard,baseline] [--deals 10] [--seed 1] [--variant full]
        [--iterations 150] [--jobs 2] [--log FILE]

Plays each deal twice, the two levels swapping seats (so each plays every deal from both
seats; two players), every decision at the same iteration budget (the page's: 150), with
the arena's ``play_game``. For each level it counts, per game:

* ``windmill``: the points it scored at the windmill's scorings, and how many of those
  scorings it won (the most points there), tied and lost;
* ``bare``: cards it played placing no ranger (neither at the location nor on the track)
  while it had rangers in its supply, and ``bare_empty``: such cards played with none left;
  ``bare_last``: those of ``bare`` played once every stack was empty (the last cards, where a
  ranger placed has little left to score and the 2 points are often the better play);
* ``wild``: cards it played as wild cards (three dollars, no colour to match);
* ``empty``: its turns that ended with no ranger in its supply;
* its final points, and the margin over the other level.

Each game is one JSON line in ``--log`` (after a header line saying the levels, the budget
and the commit), written as it ends; the summary is printed at the end.

    python tools/blind_spots.py --probe 40 [--levels hard,bare_early:0] [--seed 7] [--players 2]
    python tools/blind_spots.py --probe 40 --level hard --level bare_early:0,wilds:0

    python tools/blind_spots.py --weigh 12 [--seed 5] [--players 2]

``--weigh N`` plays N medium games and weighs the windmill: at every turn's start, one more
ranger for a seat on the ranger track, where it changes what the windmill would pay now,
against how much each judgement's value of the position moves (``weigh_windmill``).

``--probe N`` plays no whole game of the levels: it finds N positions of medium self-play (one
a game, drawn from those where the player to move may play a card either placing rangers or
placing none, with rangers in its supply) and asks each level there for its decision, at the
same budget and seed, so a cure for the card played bare can be tried in a minute rather than
in twenty games. Levels may be hard's style changed (``FIELD:VALUE,...``, as ``tools/sprt.py``
takes them); a style of more than one field needs ``--level``, once for each level. A
measuring tool (docs/computer.md gives its figures with the command that made them); the page
does not load it.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from australia.actions import EndTurn, PlayCard
from australia.cli.arena import play_game
from australia.computer import Thinker, is_bare
from australia.events import WindmillScored
from australia.observation import observe
from australia.rules import apply_action, legal_actions_of
from australia.state import FULL, TURN, State, new_game

from tools.sprt import level as level_of

COUNTS = ("windmill", "won", "tied", "lost", "bare", "bare_last", "bare_empty", "wild", "empty")


class Tally:
    """What each seat did, counted from the actions as they are played (``watch``)."""

    def __init__(self, players: int) -> None:
        self.seats = [dict.fromkeys(COUNTS, 0) for _ in range(players)]

    def watch(self, state, action, events) -> None:
        """After ``action`` was played in ``state``: ``events``, what it led to."""
        actor = state.log[-1].player if state.log else state.current
        counts = self.seats[actor]
        if type(action) is PlayCard:
            if action.wild:
                counts["wild"] += 1
            if is_bare(action):  # nothing left the supply: it is as it was
                supply = state.players[actor].supply
                counts["bare" if supply else "bare_empty"] += 1
                if supply and not any(state.stacks.values()):
                    counts["bare_last"] += 1
        elif type(action) is EndTurn and not state.players[actor].supply:
            counts["empty"] += 1
        for event in events:
            if type(event) is WindmillScored:
                self._windmill(event)

    def _windmill(self, event: WindmillScored) -> None:
        points = {place.player: place.points for place in event.places}
        best = max(points.values(), default=0)
        if not best:
            return
        leaders = sum(1 for p in points.values() if p == best)
        for seat, counts in enumerate(self.seats):
            mine = points.get(seat, 0)
            counts["windmill"] += mine
            counts["lost" if mine < best else "won" if leaders == 1 else "tied"] += 1


def play(levels: tuple[str, ...], variant: str, deal: int, iterations: int) -> dict:
    """One game, ``levels[i]`` in seat i: its counts by seat. A level may be hard's style
    changed (``FIELD:VALUE,...``), made here: a worker process knows only the game's own."""
    levels = tuple(level_of(name) for name in levels)
    tally = Tally(len(levels))
    state, _timings, stalled = play_game(list(levels), variant, deal, iterations=iterations, watch=tally.watch)
    points = [p.points for p in state.players]
    return {"deal": deal, "seats": list(levels), "points": points, "stalled": stalled,
            "actions": len(state.history), "counts": tally.seats}


def _task(args: tuple) -> dict:
    return play(*args)


def summary(games: list[dict], levels: tuple[str, ...]) -> dict:
    """By level: the counts' totals and means a game, its mean points and margin."""
    out = {}
    for level in levels:
        rows = [(game, game["seats"].index(level)) for game in games if level in game["seats"]]
        totals = {k: sum(game["counts"][seat][k] for game, seat in rows) for k in COUNTS}
        margins = [game["points"][seat] - max(p for i, p in enumerate(game["points"]) if i != seat) for game, seat in rows]
        n = max(1, len(rows))
        out[level] = {"games": len(rows), **{k: totals[k] for k in COUNTS},
                      **{k + "_a_game": round(totals[k] / n, 2) for k in COUNTS},
                      "points_a_game": round(sum(game["points"][seat] for game, seat in rows) / n, 2),
                      "margin_a_game": round(sum(margins) / n, 2)}
    return out


def may_play_bare(state: State) -> bool:
    """Whether the player to move may play a card placing rangers or placing none, with
    rangers in its supply: where a card played bare is a choice."""
    if state.phase != TURN or not state.player.supply:
        return False
    plays = legal_actions_of(state, PlayCard)
    return any(is_bare(a) for a in plays) and any(a.location is not None for a in plays)


def bare_positions(count: int, seed: int, players: int = 2, variant: str = FULL) -> list[State]:
    """``count`` positions of medium self-play where a card may be played bare
    (``may_play_bare``): one a game, drawn at random among the game's, deals from
    ``seed * 1000 + 1`` on (a game with none is skipped)."""
    rand = random.Random(seed)
    out: list[State] = []
    deal = seed * 1000
    while len(out) < count:
        deal += 1
        state, _timings, _stalled = play_game(["medium"] * players, variant, deal)
        replay = new_game(state.config, state.seed)
        chances = []
        for index, action in enumerate(state.history):
            if may_play_bare(replay):
                chances.append(index)
            apply_action(replay, action)
        if chances:
            at = rand.choice(chances)
            position = new_game(state.config, state.seed)
            for action in state.history[:at]:
                apply_action(position, action)
            out.append(position)
    return out


def probe(levels: tuple[str, ...], positions: list[State], iterations: int) -> dict:
    """Each level's decision at each position, as the seat to move sees it: how many of them
    are a card played bare, and which (by position)."""
    out = {}
    for name in levels:
        bare = [i for i, state in enumerate(positions)
                if is_bare(Thinker(observe(state, state.current), level_of(name), 1000 + i, iterations=iterations).decide())]
        out[name] = {"positions": len(positions), "bare": len(bare), "where": bare}
    return out


def weigh_windmill(deals: int, seed: int, players: int = 2) -> dict:
    """How the judgements value the windmill's majority: at the start of every turn of
    ``deals`` medium games (the full game, deals from ``seed * 1000 + 1``), each seat with a
    ranger in its supply is given one more on the ranger track. Where that changes what the
    windmill would pay now, the change (the seat's points against its rivals') is set beside
    the change in each judgement's value of the position to the seat, and in
    ``judgement.windmill_term``; grouped by the tiles on the windmill track (six: it scores)."""
    from australia.board import RANGER_TRACK_SPACES
    from australia.computer import baseline_judge, hard_judge
    from australia.computer.judgement import windmill_lead, windmill_term

    rows: dict[int, list] = {}
    for deal in range(seed * 1000 + 1, seed * 1000 + 1 + deals):
        game, _timings, _stalled = play_game(["medium"] * players, FULL, deal)
        state = new_game(game.config, game.seed)
        for action in game.history:
            if state.phase == TURN and state.actions_done == 0 and len(state.ranger_track) < RANGER_TRACK_SPACES:
                for seat, player in enumerate(state.players):
                    if not player.supply:
                        continue
                    more = state.copy(log=False)
                    more.ranger_track.append(seat)
                    more.players[seat].supply -= 1
                    pay = windmill_lead(more, seat) - windmill_lead(state, seat)
                    if pay:
                        rows.setdefault(len(state.windmill_track), []).append((
                            pay,
                            hard_judge(more, seat) - hard_judge(state, seat),
                            baseline_judge(more, seat) - baseline_judge(state, seat),
                            windmill_term(more, seat) - windmill_term(state, seat),
                        ))
            apply_action(state, action)
    out = {}
    for tiles in sorted(rows):
        found = rows[tiles]
        out[str(tiles)] = {"positions": len(found), **{
            name: round(sum(r[i] for r in found) / len(found), 2)
            for i, name in enumerate(("pays", "hard", "baseline", "term"))}}
    return out


def _commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", help="level names, comma-separated (hard,baseline unless --level is given)")
    parser.add_argument("--level", action="append", default=[],
                        help="a level, or hard's style changed (FIELD:VALUE,...); once each, instead of --levels")
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", choices=("simple", "full"), default="full")
    parser.add_argument("--iterations", type=int, default=150)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--log", type=Path)
    parser.add_argument("--probe", type=int, default=0, help="N positions where a card may be played bare")
    parser.add_argument("--players", type=int, default=2, help="the table of --probe's positions and --weigh's games")
    parser.add_argument("--weigh", type=int, default=0,
                        help="N medium games: how the judgements value one more ranger on the ranger track")
    args = parser.parse_args(argv)
    if args.weigh:
        result = weigh_windmill(args.weigh, args.seed, args.players)
        print(json.dumps({"commit": _commit(), "seed": args.seed, "players": args.players,
                          "deals": args.weigh, "by_tiles": result}))
        return 0
    if args.level and args.levels:
        parser.error("--level and --levels name the levels two ways: give one of them")
    levels = tuple(args.level) or tuple((args.levels or "hard,baseline").split(","))
    if args.probe:
        positions = bare_positions(args.probe, args.seed, args.players, args.variant)
        result = probe(levels, positions, args.iterations)
        result["rounds"] = [state.round for state in positions]
        print(json.dumps({"commit": _commit(), "seed": args.seed, "players": args.players,
                          "variant": args.variant, "iterations": args.iterations, **result}))
        return 0
    if len(levels) != 2:
        parser.error("whole games take two levels")
    first, second = levels
    tasks = [(seats, args.variant, deal, args.iterations)
             for deal in range(args.seed, args.seed + args.deals) for seats in ((first, second), (second, first))]
    log = args.log.open("w") if args.log else None
    if log:
        log.write(json.dumps({"tool": "blind_spots", "commit": _commit(), "levels": [first, second],
                              "variant": args.variant, "deals": [args.seed, args.seed + args.deals - 1],
                              "iterations": args.iterations}) + "\n")
        log.flush()
    games = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for game in pool.map(_task, tasks):
            games.append(game)
            if log:
                log.write(json.dumps(game) + "\n")
                log.flush()
            print(f"deal {game['deal']} {game['seats']}: points {game['points']}", file=sys.stderr, flush=True)
    if log:
        log.close()
    result = summary(games, (first, second))
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
