"""Benchmark of the rules engine: random complete games, legal-action listing and copying.

    python tools/bench_engine.py [--games 50] [--players 4] [--variant full]

Reports complete random games per second, played two ways: as a user interface plays
(``apply_action``, which checks every action against the legal list) and as a search plays
(``apply_trusted`` on actions taken from ``legal_actions``). Also the mean time of one
``legal_actions`` call over the positions met, and of one ``State.copy(log=False)`` of a
late-game position. Figures from a shared machine vary; compare runs made side by side.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from australia import Config, apply_action, legal_actions, new_game
from australia.rules import apply_trusted

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


def playouts(games: int, players: int, variant: str, seed: int = 0, *, trusted: bool = False) -> tuple[float, int, float]:
    """(seconds for the games, actions played, seconds of those spent listing legal actions)."""
    names = NAMES[:players]
    actions = 0
    listing = 0.0
    clock = time.perf_counter
    start = clock()
    for g in range(games):
        rand = random.Random(seed + g)
        game = new_game(Config(names, variant), seed + g)
        if trusted:
            game = game.copy(log=False)
        while not game.is_over:
            before = clock()
            legal = legal_actions(game)
            listing += clock() - before
            if trusted:
                apply_trusted(game, rand.choice(legal), record=False)
            else:
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
    trusted_seconds, _, _ = playouts(args.games, args.players, args.variant, trusted=True)
    result = {
        "games": args.games,
        "players": args.players,
        "variant": args.variant,
        "games_per_second": round(args.games / seconds, 1),
        "games_per_second_trusted": round(args.games / trusted_seconds, 1),
        "actions_per_game": round(actions / args.games, 1),
        "microseconds_per_action": round(seconds / actions * 1e6, 1),
        "microseconds_per_legal_actions": round(listing / actions * 1e6, 1),
        "microseconds_per_copy": round(microseconds_per_copy(), 1),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
