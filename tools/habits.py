"""Count a level's habits in whole games: cards played without rangers, and wild cards.

    python tools/habits.py --level hard --players 2 --variant simple --seeds 1 2 3 [--iterations 150]

Every seat plays at the level (``choose(observe(game, seat), level, seed, iterations=...)``)
on the deals of the seeds given. For each game it prints how many cards were played without
rangers (no location and nothing on the ranger track: 2 points and the card's dollars) in
rounds 1 to 3 and later, how many were played as wild cards (3 dollars), and every card
play's figures; then the totals, with one JSON line at the end.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from australia.actions import PlayCard  # noqa: E402
from australia.bots import choose  # noqa: E402
from australia.observation import observe  # noqa: E402
from australia.rules import apply_action  # noqa: E402
from australia.state import Config, new_game  # noqa: E402

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")
EARLY_ROUNDS = 3


def count(level: str, players: int, variant: str, seed: int, iterations: int) -> dict:
    game = new_game(Config(NAMES[:players], variant), seed)
    tally = {"plays": 0, "no_rangers_early": 0, "no_rangers_later": 0, "wild": 0, "wild_early": 0}
    while not game.is_over:
        action = choose(observe(game, game.current), level, seed, iterations=iterations)
        if type(action) is PlayCard:
            tally["plays"] += 1
            early = game.round <= EARLY_ROUNDS
            if action.location is None and action.track == 0:
                tally["no_rangers_early" if early else "no_rangers_later"] += 1
            if action.wild:
                tally["wild"] += 1
                tally["wild_early"] += early
        apply_action(game, action)
    tally["points"] = [p.points for p in game.players]
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--variant", default="simple")
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--iterations", type=int, default=150)
    args = parser.parse_args()
    totals: dict = {}
    for seed in args.seeds:
        tally = count(args.level, args.players, args.variant, seed, args.iterations)
        print(f"seed {seed}: {tally}", flush=True)
        for key, value in tally.items():
            if key != "points":
                totals[key] = totals.get(key, 0) + value
    print(json.dumps({"level": args.level, "players": args.players, "variant": args.variant,
                      "seeds": args.seeds, "iterations": args.iterations, **totals}))


if __name__ == "__main__":
    main()
