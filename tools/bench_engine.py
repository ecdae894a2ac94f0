"""Benchmark of the rules engine: random complete games and legal-action listing.

    python tools/bench_engine.py [--games 50] [--players 4] [--variant full]

Reports complete random games per second (playouts as a computer opponent will run them:
list the legal actions, pick one at random, apply it; no invariant checks) and the mean
time of one ``legal_actions`` call over the positions met in those games, and of one
``State.copy(log=False)`` of a late-game 4-player full state. Figures from a shared machine
vary; compare runs made side by side.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from australia import Config, apply_action, legal_actions, new_game  # noqa: E402


def playouts(games: int, players: int, variant: str, seed: int = 0) -> tuple[float, int, float]:
    """(seconds for the games, actions played, seconds of those spent listing legal actions)."""
    names = ("Ann", "Ben", "Cat", "Dan", "Eve")[:players]
    actions = 0
    listing = 0.0
    clock = time.perf_counter
    start = clock()
    for g in range(games):
        rand = random.Random(seed + g)
        game = new_game(Config(names, variant), seed + g)
        while not game.is_over:
            before = clock()
            legal = legal_actions(game)
            listing += clock() - before
            apply_action(game, rand.choice(legal))
            actions += 1
    return clock() - start, actions, listing


def microseconds_per_copy(copies: int = 20_000, seed: int = 0) -> float:
    """Mean time of ``State.copy(log=False)`` (what a search does) on a late-game 4-player full
    state: a random game stopped 50 actions before its end."""
    names = ("Ann", "Ben", "Cat", "Dan")
    rand = random.Random(seed)
    game = new_game(Config(names, "full"), seed)
    actions = []
    while not game.is_over:
        action = rand.choice(legal_actions(game))
        actions.append(action)
        apply_action(game, action)
    late = new_game(Config(names, "full"), seed)
    for action in actions[:-50]:
        apply_action(late, action)
    clock = time.perf_counter
    start = clock()
    for _ in range(copies):
        late.copy(log=False)
    return (clock() - start) / copies * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", default="full", choices=("simple", "full"))
    args = parser.parse_args()
    seconds, actions, listing = playouts(args.games, args.players, args.variant)
    result = {
        "games": args.games,
        "players": args.players,
        "variant": args.variant,
        "games_per_second": round(args.games / seconds, 1),
        "actions_per_game": round(actions / args.games, 1),
        "microseconds_per_action": round(seconds / actions * 1e6, 1),
        "microseconds_per_legal_actions": round(listing / actions * 1e6, 1),
        "microseconds_per_copy": round(microseconds_per_copy(), 1),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
