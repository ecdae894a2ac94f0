"""Fit the weights of the baseline level's value function (``baseline.BASELINE_WEIGHTS``).

Kept to show how they were made: the weights are frozen with the baseline level (the hard
level as it was), whose search judges a position by every player's expected final points,
a linear function of ``baseline.features``. The weights are least-squares fits of the final
points of games among medium bots to the features of the positions those games passed
through (the start of every turn), for every player of every position:

    python tools/fit_value.py generate --games 3000 --out /tmp/positions.pickle
    python tools/fit_value.py fit /tmp/positions.pickle

``generate`` needs only the standard library; ``fit`` needs numpy (the ``train`` extra).
Games are split into a training and a held-out part by deal, and ``fit`` reports the R² of
both parts per number of players before printing the weights to paste into
``australia/computer/baseline.py``.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from australia.computer import Thinker
from australia.observation import observe
from australia.rules import apply_action
from australia.state import FULL, TURN, Config, new_game
from australia.computer import FEATURES, features

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")
SEATS = (2, 2, 3, 4, 4, 5)  # how often each table size is played: mostly two and four


def play(seats: int, deal: int) -> tuple[list, list[int]]:
    """One game of medium bots: the positions at the start of every turn, and the final points."""
    state = new_game(Config(NAMES[:seats], FULL), deal)
    positions = []
    while not state.is_over:
        if state.phase == TURN and state.actions_done == 0:
            positions.append(state.copy(log=False))
        thinker = Thinker(observe(state, state.current), "medium", deal * 7 + state.current)
        thinker.step()
        apply_action(state, thinker.best())
        if state.round > 100:
            return [], []
    return positions, [p.points for p in state.players]


def generate(args: argparse.Namespace) -> None:
    games = []
    for g in range(args.games):
        seats = SEATS[g % len(SEATS)]
        positions, final = play(seats, args.seed * 1_000_003 + g)
        if positions:
            games.append((g, positions, final))
        if (g + 1) % 100 == 0:
            print(f"{g + 1} games", flush=True)
    with open(args.out, "wb") as f:
        pickle.dump(games, f)


def fit(args: argparse.Namespace) -> None:
    import numpy as np

    with open(args.data, "rb") as f:
        games = pickle.load(f)
    rows: dict[bool, list] = {True: [], False: []}
    for g, positions, final in games:
        test = g % 5 == 0
        mean_final = sum(final) / len(final)
        for state in positions:
            table = np.array(features(state))
            table -= table.mean(axis=0)
            for i, row in enumerate(table):
                rows[test].append((len(final), row, final[i] - mean_final))

    def arrays(part):
        n = np.array([r[0] for r in part])
        x = np.array([r[1] for r in part])
        y = np.array([r[2] for r in part], dtype=float)
        return n, x, y

    n_tr, x_tr, y_tr = arrays(rows[False])
    n_te, x_te, y_te = arrays(rows[True])
    ridge = args.ridge * np.eye(x_tr.shape[1])
    w = np.linalg.solve(x_tr.T @ x_tr + ridge, x_tr.T @ y_tr)
    for name, n, x, y in (("train", n_tr, x_tr, y_tr), ("held out", n_te, x_te, y_te)):
        for seats in sorted(set(n)):
            m = n == seats
            residual = y[m] - x[m] @ w
            r2 = 1 - (residual ** 2).mean() / (y[m] ** 2).mean()
            print(f"{name:8} {seats} players: {m.sum():6} rows  R² {r2:.3f}  rms {np.sqrt((residual ** 2).mean()):.2f}")
    print("BASELINE_WEIGHTS = (")
    for name, v in zip(FEATURES, w):
        print(f"    {v:.4f},  # {name}")
    print(")")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="play games among medium bots and keep their positions")
    g.add_argument("--games", type=int, default=3000)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--out", required=True)
    f = sub.add_parser("fit", help="fit the weights and print them")
    f.add_argument("data")
    f.add_argument("--ridge", type=float, default=1.0)
    args = parser.parse_args()
    generate(args) if args.command == "generate" else fit(args)


if __name__ == "__main__":
    main()
