"""Teach a judgement from games: play them, then fit a value function to what they went on to score.

A learned judgement (``australia/computer/judgement.py``) judges the positions a search ends in by
every player's expected final points relative to the table, from one row of inputs per
player run through a small network. Its weights are made here: play games, fit the network
to them (with TD(lambda) targets: each position's judgement of the next blended with the
final points), write the weights to a file, and try that file against ``baseline`` with
``weights:FILE`` of ``tools/experiments/styles.py`` and ``tools/sprt.py``. A file is taken
into the package only when the test finds it stronger (docs/computer.md).

The hard level's two judgements came from medium self-play (medium games take a fifth to a
third of a second; the two halves ran on two cores):

    # two players, full game: 20,000 games, 42 minutes -> australia/computer/weights_2p.py
    python tools/learn_hard.py play --level medium --players 2 --variant full --seed 41 --first 0 --games 10000 --out m1.jsonl
    python tools/learn_hard.py play --level medium --players 2 --variant full --seed 41 --first 10000 --games 10000 --out m2.jsonl
    python tools/learn_hard.py fit m1.jsonl m2.jsonl --cache m.npz --hidden 8 --epochs 20 --lam 0.8 --td-rounds 1 --write tools/experiments/td_2p_weights.py

    # four players, full game: 20,000 games, 35 minutes -> australia/computer/weights_4p.py
    python tools/learn_hard.py play --level medium --players 4 --variant full --seed 43 --first 0 --games 10000 --out f1.jsonl
    python tools/learn_hard.py play --level medium --players 4 --variant full --seed 43 --first 10000 --games 10000 --out f2.jsonl
    python tools/learn_hard.py fit f1.jsonl f2.jsonl --cache f.npz --hidden 8 --epochs 20 --lam 0.8 --td-rounds 1 --write tools/experiments/td_4p_weights.py

    # three and five players, full game: about 6,500 games each, most of them in one burst of
    # sixteen processes (six a table, four on the simple game below) of 320 s; each file is one
    # process's run, and the fit reads them in this order (the first file, then the six)
    #   -> australia/computer/weights_3p.py, australia/computer/weights_5p.py
    python tools/learn_hard.py play --level medium --players 3 --variant full --seed 45 --first 0 --games 534 --out p3-a.jsonl
    python tools/learn_hard.py play --level medium --players 3 --variant full --seed 45 --first 10000 --games 1056 --out p3-b.jsonl
    #   and the same from 13000, 16000, 19000, 22000, 25000 with 961, 1038, 1091, 977, 1030 games, appended to p3-b.jsonl
    python tools/learn_hard.py fit p3-a.jsonl p3-b.jsonl --cache p3.npz --hidden 8 --epochs 20 --lam 0.8 --td-rounds 1 --write tools/experiments/td_3p_weights.py
    #   five players: --players 5 --seed 47, 520 games from 0, then from 10000, 13000, 16000, 19000, 22000, 25000
    #   989, 1016, 986, 1067, 986 and 936 games; written to tools/experiments/td_5p_weights.py

    # the simple game, every table size (the mix of SEATS): 5,140 games, one network for all
    python tools/learn_hard.py play --level medium --variant simple --seed 49 --first 0 --games 1345 --out s.jsonl
    #   and the same from 3000, 6000, 9000 with 1301, 1208, 1286 games, appended to s.jsonl
    python tools/learn_hard.py fit s.jsonl --cache s.npz --hidden 8 --epochs 20 --lam 0.8 --td-rounds 1 --write tools/experiments/td_simple_weights.py
    #   -> australia/computer/weights_simple.py, taken table by table as each size's test accepted it

    # expert iteration, two players: hard's own games at 8 iterations a decision (37 minutes on
    # two cores), then training on from the judgement it played by, with TD targets from it
    #   -> australia/computer/weights_2p.py (the first judgement stays in td_2p_weights.py)
    python tools/learn_hard.py play --level hard --iterations 8 --players 2 --variant full --seed 51 --first 0 --games 967 --out h2-0.jsonl
    python tools/learn_hard.py play --level hard --iterations 8 --players 2 --variant full --seed 51 --first 100000 --games 958 --out h2-1.jsonl
    python tools/learn_hard.py fit h2-0.jsonl h2-1.jsonl --cache h2.npz --hidden 8 --epochs 60 --lam 0.8 --td-rounds 1 --rate 0.001 --init tools/experiments/td_2p_weights.py --write tools/experiments/ei_2p_weights.py

    # expert iteration, four players: hard's own games at 8 iterations a decision (51 minutes on
    # two cores, about 3 s a game), trained on from the judgement they were played by
    python tools/learn_hard.py play --level hard --iterations 8 --players 4 --variant full --seed 55 --first 0 --games 989 --out h4-0.jsonl
    python tools/learn_hard.py play --level hard --iterations 8 --players 4 --variant full --seed 55 --first 100000 --games 990 --out h4-1.jsonl
    python tools/learn_hard.py fit h4-0.jsonl h4-1.jsonl --cache h4.npz --hidden 8 --epochs 60 --lam 0.8 --td-rounds 1 --rate 0.001 --init tools/experiments/td_4p_weights.py --write tools/experiments/ei_4p_weights.py

    # expert iteration, two players, a second round: hard's games judging by the judgement
    # above (seed 53; 2,547 games, about 70 minutes of two cores over two sessions), trained
    # on from it with those games and the first round's -> tools/experiments/ei2_2p_weights.py
    python tools/learn_hard.py play --level hard --iterations 8 --players 2 --variant full --seed 53 --first 0 --games 1279 --out r2-0.jsonl
    python tools/learn_hard.py play --level hard --iterations 8 --players 2 --variant full --seed 53 --first 100000 --games 268 --out r2-1.jsonl
    python tools/learn_hard.py fit h2-0.jsonl h2-1.jsonl r2-0.jsonl r2-1.jsonl --cache h2r2.npz --hidden 8 --epochs 60 --lam 0.8 --td-rounds 1 --rate 0.001 --init australia/computer/weights_2p.py --write tools/experiments/ei2_2p_weights.py

    # the experienced player's findings as inputs too (tools/experiments/findings.py): a fresh
    # fit beside the same fit on the judgement's inputs alone, to compare their held-out R²
    python tools/learn_hard.py fit h2-0.jsonl h2-1.jsonl r2-0.jsonl r2-1.jsonl --inputs findings --hidden 8 --epochs 60 --lam 0.8 --td-rounds 1

Other uses:

    python tools/learn_hard.py play --games 600 --seed 1 --iterations 30 --out games-1.jsonl   # hard, every table
    python tools/learn_hard.py fit-flights two-5.jsonl [...]

``play`` needs only the standard library and writes one JSON line per game (the setup, the
levels, every action and the final points), so positions are replayed rather than stored.
It appends, skipping the games a file already holds, so a long run can be stopped and
resumed. ``fit`` needs numpy (the ``test`` extra); it splits games into training, validation
and held-out parts by their number, reports the held-out error per table size beside
baseline's judgement and writes the weights with ``--write``. ``fit-flights`` (numpy too)
fits ``FLY_WEIGHTS`` (``tools/experiments/playouts.py``), how the recorded players chose
where to fly, and prints them.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from australia.actions import action_from_json
from australia.computer import Thinker
from australia.observation import observe
from australia.rules import apply_action
from australia.state import FULL, SIMPLE, Config, new_game

from tools.experiments import findings as experiment_findings
from tools.experiments import judgement as experiment_judgement

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")
SEATS = (2, 2, 3, 4, 4, 5)  # how often each table size is played: mostly two and four
MAX_ROUNDS = 100


def setup(game: int, seed: int, seats: int | None = None, variant: str | None = None) -> tuple[Config, int]:
    """The table size, variant and deal of game number ``game`` of a run: the mix of sizes
    and variants above, or the one size and variant asked for."""
    if seats is None:
        seats = SEATS[game % len(SEATS)]
    if variant is None:
        variant = SIMPLE if game // len(SEATS) % 3 == 2 else FULL  # every size, full twice as often
    return Config(NAMES[:seats], variant), seed * 1_000_003 + game


def play_one(game: int, seed: int, level: str, iterations: int, seats: int | None = None, variant: str | None = None) -> dict | None:
    config, deal = setup(game, seed, seats, variant)
    state = new_game(config, deal)
    while not state.is_over:
        if state.round > MAX_ROUNDS:
            return None
        seat = state.current
        thinker = Thinker(observe(state, seat), level, deal * 7 + seat, iterations=iterations)
        apply_action(state, thinker.decide())
    return {
        "game": game,
        "config": config.to_json(),
        "deal": deal,
        "level": level,
        "iterations": iterations,
        "actions": [a.to_json() for a in state.history],
        "points": [p.points for p in state.players],
        "dollars": [p.dollars for p in state.players],
    }


def play(args: argparse.Namespace) -> None:
    out = Path(args.out)
    done = set()
    if out.exists():
        done = {json.loads(line)["game"] for line in out.read_text().splitlines() if line.strip()}
    start = time.perf_counter()
    with out.open("a") as f:
        for game in range(args.first, args.first + args.games):
            if game in done:
                continue
            record = play_one(game, args.seed, args.level, args.iterations, args.players, args.variant)
            if record is not None:
                f.write(json.dumps(record, separators=(",", ":")) + "\n")
                f.flush()
            print(f"game {game} done, {time.perf_counter() - start:.0f} s", flush=True)


def replay(record: dict):
    """Every position of a recorded game, in order, and the final state."""
    state = new_game(Config.from_json(record["config"]), record["deal"])
    positions = [state.copy(log=False)]
    for data in record["actions"]:
        apply_action(state, action_from_json(data))
        positions.append(state.copy(log=False))
    return positions


# --- fitting -------------------------------------------------------------------------------------


def positions_of(record: dict):
    """The positions of a recorded game where a search's leaves lie: the start of a turn."""
    from australia.state import TURN

    state = new_game(Config.from_json(record["config"]), record["deal"])
    for data in record["actions"]:
        if state.phase == TURN and state.actions_done == 0:
            yield state
        apply_action(state, action_from_json(data))


def load(paths: list[str], cache: str | None = None, inputs_from: str = "judgement"):
    """Every turn's start of every game as padded arrays: inputs (positions x seats x inputs),
    a mask of the seats, the final points relative to the table, the table size, the game's
    number and the file's index, and the position's index in its game. The seats axis is as
    wide as the largest table in the data (2 for two-player games only), and a game is turned
    into arrays as soon as it is replayed, so twenty thousand games fit in memory.
    ``inputs_from``: the experiment whose ``INPUTS`` and ``inputs`` describe a position (``INPUT_SETS``)."""
    import numpy as np

    names, inputs = input_set(inputs_from)
    from australia.computer import baseline_estimates

    if cache and Path(cache).exists():
        data = np.load(cache)
        if data["x"].shape[-1] != len(names):
            raise SystemExit(f"{cache} holds positions described by other inputs")
        return {k: data[k] for k in data.files}
    records = [
        (f, json.loads(line))
        for f, path in enumerate(paths)
        for line in Path(path).read_text().splitlines()
        if line.strip()
    ]
    width = max(len(record["points"]) for _, record in records)
    parts: dict[str, list] = {k: [] for k in ("x", "mask", "y", "size", "game", "step", "baseline")}
    for f, record in records:
        final = record["points"]
        n = len(final)
        pad = width - n
        mean = sum(final) / n
        target = [v - mean for v in final] + [0.0] * pad
        xs, olds = [], []
        for state in positions_of(record):
            rows = inputs(state, state.current)
            old = baseline_estimates(state)
            olds.append([v - sum(old) / n for v in old] + [0.0] * pad)
            xs.append(rows + [[0.0] * len(names)] * pad)
        count = len(xs)
        if not count:
            continue
        parts["x"].append(np.array(xs, dtype=np.float32))
        parts["baseline"].append(np.array(olds))
        parts["mask"].append(np.tile([1.0] * n + [0.0] * pad, (count, 1)))
        parts["y"].append(np.tile(target, (count, 1)))
        parts["size"].append(np.full(count, n))
        parts["game"].append(np.full(count, f * 1_000_000 + record["game"]))
        parts["step"].append(np.arange(count))
    data = {k: np.concatenate(v) for k, v in parts.items()}
    if cache:
        np.savez(cache, **data)
    return data


class Net:
    """Every player's final points relative to the table from their row: tanh units (none for
    a linear function) and a weighted sum, fitted on predictions centred on the table's mean
    (only differences between players matter)."""

    def __init__(self, inputs: int, hidden: int, seed: int) -> None:
        import numpy as np

        rng = np.random.default_rng(seed)
        self.hidden = hidden
        if hidden:
            self.w1 = rng.normal(0.0, 1.0 / np.sqrt(inputs), (hidden, inputs))
            self.b1 = np.zeros(hidden)
            self.w2 = rng.normal(0.0, 1.0 / np.sqrt(hidden), hidden)
        else:
            self.w2 = np.zeros(inputs)
        self.mu = np.zeros(inputs)
        self.sigma = np.ones(inputs)

    def params(self):
        return [self.w1, self.b1, self.w2] if self.hidden else [self.w2]

    def forward(self, x):
        import numpy as np

        z = (x - self.mu) / self.sigma
        if self.hidden:
            a = np.tanh(z @ self.w1.T + self.b1)
            return a @ self.w2, (z, a)
        return z @ self.w2, (z, None)

    def centred(self, x, mask):
        out, cache = self.forward(x)
        n = mask.sum(axis=1, keepdims=True)
        mean = (out * mask).sum(axis=1, keepdims=True) / n
        return (out - mean) * mask, cache

    def gradients(self, x, mask, y, l2: float):
        import numpy as np

        pred, (z, a) = self.centred(x, mask)
        rows = mask.sum()
        err = (pred - y) * mask
        g = 2.0 * err / rows
        n = mask.sum(axis=1, keepdims=True)
        g_out = (g - g.sum(axis=1, keepdims=True) / n) * mask
        if self.hidden:
            g_w2 = np.einsum("pk,pkh->h", g_out, a) + l2 * self.w2
            g_z = g_out[..., None] * self.w2 * (1.0 - a * a)
            g_w1 = np.einsum("pkh,pki->hi", g_z, z) + l2 * self.w1
            g_b1 = g_z.sum(axis=(0, 1))
            grads = [g_w1, g_b1, g_w2]
        else:
            grads = [np.einsum("pk,pki->i", g_out, z) + l2 * self.w2]
        return float((err ** 2).sum() / rows), grads

    def export(self):
        """(HIDDEN, OUTPUT) for ``tools/experiments/hard_weights.py``, the inputs' scaling folded in."""
        if self.hidden:
            w1 = self.w1 / self.sigma
            b1 = self.b1 - w1 @ self.mu
            hidden = tuple((_figure(b), tuple(_figure(v) for v in w)) for b, w in zip(b1, w1))
            return hidden, (0.0, tuple(_figure(v) for v in self.w2))
        w = self.w2 / self.sigma
        return (), (_figure(-(w @ self.mu)), tuple(_figure(v) for v in w))


def _figure(value) -> float:
    """A weight as written: eight decimals are plenty."""
    return round(float(value), 8)


def scale_to(net: Net, x, mask) -> None:
    """Standardise the net's inputs as they are spread among the seated players of ``x``."""
    rows = x[mask > 0]
    net.mu = rows.mean(axis=0)
    net.sigma = rows.std(axis=0) + 1e-6


def start_from(net: Net, path: str, x, mask) -> Net:
    """``net`` holding the weights of a file ``--write`` wrote (the judgement being improved
    on), rescaled to inputs standardised as in ``x``: it judges every position as the file's
    weights do, and training goes on from there rather than from random weights."""
    import numpy as np

    from tools.experiments.styles import load_weights

    hidden, output = load_weights(path)
    if len(hidden) != net.hidden:
        raise SystemExit(f"{path} has {len(hidden)} tanh units, not {net.hidden}: pass --hidden {len(hidden)}")
    scale_to(net, x, mask)
    out = np.array(output[1], dtype=float)
    if hidden:
        w = np.array([row for _, row in hidden])
        net.w1 = w * net.sigma
        net.b1 = np.array([b for b, _ in hidden]) + w @ net.mu
        net.w2 = out
    else:
        net.w2 = out * net.sigma
    return net


def train(net: Net, x, mask, y, xv, mv, yv, *, seed: int, epochs: int, l2: float, rate: float, batch: int = 256,
          scaled: bool = False):
    """Adam on batches of positions; keeps the weights of the epoch best on the validation part
    (or the weights it started from, when no epoch does better: ``scaled``, the net's inputs
    already standardised by ``start_from``)."""
    import copy

    import numpy as np

    if not scaled:
        scale_to(net, x, mask)
    rng = np.random.default_rng(seed)
    m = [np.zeros_like(p) for p in net.params()]
    v = [np.zeros_like(p) for p in net.params()]
    t = 0
    best = (mse(net, xv, mv, yv), copy.deepcopy(net), -1) if scaled else (float("inf"), copy.deepcopy(net), 0)
    for epoch in range(epochs):
        order = rng.permutation(len(x))
        for start in range(0, len(x), batch):
            idx = order[start : start + batch]
            _, grads = net.gradients(x[idx], mask[idx], y[idx], l2)
            t += 1
            for p, g, mp, vp in zip(net.params(), grads, m, v):
                mp *= 0.9
                mp += 0.1 * g
                vp *= 0.999
                vp += 0.001 * g * g
                p -= rate * (mp / (1 - 0.9 ** t)) / (np.sqrt(vp / (1 - 0.999 ** t)) + 1e-8)
        loss = mse(net, xv, mv, yv)
        if loss < best[0]:
            best = (loss, copy.deepcopy(net), epoch)
    return best[1], best[2]


def solve_linear(net: Net, x, mask, y, xv, mv, yv, *, ridges=(0.01, 1.0, 10.0, 100.0, 1000.0)):
    """A linear function fitted exactly: least squares on the inputs centred on their table
    (a centred prediction is the centred inputs times the weights), on standardised inputs,
    with the ridge that does best on the validation part."""
    import numpy as np

    rows = x[mask > 0]
    net.mu = rows.mean(axis=0)
    net.sigma = rows.std(axis=0) + 1e-6

    z = (x - net.mu) / net.sigma
    z = z - (z * mask[..., None]).sum(axis=1, keepdims=True) / mask.sum(axis=1, keepdims=True)[..., None]
    z = z[mask > 0]  # every seated player's inputs, centred on their table
    target = y[mask > 0]
    gram, moment = z.T @ z, z.T @ target
    best = None
    for ridge in ridges:
        net.w2 = np.linalg.solve(gram + ridge * np.eye(len(gram)), moment)
        loss = mse(net, xv, mv, yv)
        if best is None or loss < best[0]:
            best = (loss, net.w2.copy(), ridge)
    net.w2 = best[1]
    return net, best[2]


def mse(net: Net, x, mask, y) -> float:
    pred, _ = net.centred(x, mask)
    return float((((pred - y) * mask) ** 2).sum() / mask.sum())


def td_targets(net: Net, data, lam: float):
    """TD(lambda) targets: each position's target blends the judgement of the positions
    after it in its game with the final points, G_t = (1 - lambda) V(t + 1) + lambda G_t+1."""
    pred, _ = net.centred(data["x"], data["mask"])
    y = data["y"].copy()
    game, step = data["game"], data["step"]
    for i in range(len(y) - 2, -1, -1):
        if game[i + 1] == game[i] and step[i + 1] == step[i] + 1:
            y[i] = (1 - lam) * pred[i + 1] + lam * y[i + 1]
    return y * data["mask"]


def report(net: Net | None, data, where) -> dict:
    """Held-out figures per table size: R² of every player's relative final points, and how
    often the player judged best is the winner (for the baseline's judgement without a net)."""
    import numpy as np

    if net is None:
        pred = data["baseline"][where]
    else:
        pred, _ = net.centred(data["x"][where], data["mask"][where])
    y, mask, size = data["y"][where], data["mask"][where], data["size"][where]
    out = {}
    for n in sorted(set(size.tolist())):
        m = size == n
        err = ((pred[m] - y[m]) * mask[m]) ** 2
        r2 = 1 - err.sum() / ((y[m] * mask[m]) ** 2).sum()
        guess = np.where(mask[m] > 0, pred[m], -1e9).argmax(axis=1)
        truth = np.where(mask[m] > 0, y[m], -1e9).argmax(axis=1)
        out[n] = {"rows": int(mask[m].sum()), "r2": round(float(r2), 4),
                  "rms": round(float(np.sqrt(err.sum() / mask[m].sum())), 3),
                  "winner": round(float((guess == truth).mean()), 4)}
    return out


# What a fit may read, by name: ``judgement``, the inputs every learned judgement reads, or
# ``findings``, those and the experienced player's findings after them (weights fitted to these
# are for comparing fits: no judgement reads them).
INPUT_SETS = {"judgement": experiment_judgement, "findings": experiment_findings}


def input_set(name: str):
    """(INPUTS, inputs) of the input set ``name`` (``INPUT_SETS``)."""
    module = INPUT_SETS[name]
    return module.INPUTS, module.inputs


def fit(args: argparse.Namespace) -> None:
    names, _ = input_set(args.inputs)
    if args.inputs != "judgement" and (args.init or args.write):
        raise SystemExit("--init and --write take the judgement's inputs only")
    data = load(args.data, args.cache, args.inputs)
    game = data["game"]
    test = game % 5 == 0  # held out: never seen while fitting or choosing the epoch
    valid = game % 5 == 1  # chooses the epoch
    train_part = ~test & ~valid
    y = data["y"]
    print(json.dumps({"baseline": report(None, data, test)}), flush=True)
    net = start = None
    rounds = range(1 + (args.td_rounds if args.lam < 1 else 0))
    if args.init:
        # expert iteration: the judgement being improved on gives the first targets (round 0
        # is its own), and each round trains on from its weights
        net = start = start_from(Net(len(names), args.hidden, args.seed), args.init, data["x"], data["mask"])
        print(json.dumps({"init": args.init, "held_out": report(net, data, test)}), flush=True)
        rounds = rounds[1:] or range(1, 2)
    for rnd in rounds:
        if rnd and args.lam < 1:
            y = td_targets(net, data, args.lam)
        net = copy.deepcopy(start) if start else Net(len(names), args.hidden, args.seed)
        parts = (
            data["x"][train_part], data["mask"][train_part], y[train_part],
            data["x"][valid], data["mask"][valid], data["y"][valid],
        )
        if args.hidden:
            net, epoch = train(net, *parts, seed=args.seed, epochs=args.epochs, l2=args.l2, rate=args.rate,
                               scaled=bool(args.init))
            how = {"epoch": epoch}
        else:
            net, ridge = solve_linear(net, *parts)
            how = {"ridge": ridge}
        print(json.dumps({"round": rnd, **how, "held_out": report(net, data, test)}), flush=True)
    if args.write:
        hidden, output = net.export()
        check_export(net, hidden, output, data["x"][test], data["mask"][test])
        write_weights(hidden, output, args)


def flights_of(record: dict):
    """(features of each region the mover could fly to with a matching card, the one flown
    to) at every flight of a recorded game to such a region, when there was a choice."""
    from australia.actions import Fly
    from australia.state import TURN
    from australia.computer import matching_regions
    from australia.computer import finishing_regions
    from tools.experiments.playouts import fly_features

    state = new_game(Config.from_json(record["config"]), record["deal"])
    for data in record["actions"]:
        action = action_from_json(data)
        if state.phase == TURN and type(action) is Fly:
            regions = sorted(matching_regions(state) - {state.player.plane})
            if len(regions) > 1 and action.region in regions:
                finishing = set(finishing_regions(state, regions))
                planes = {p.plane for i, p in enumerate(state.players) if i != state.current}
                rows = [[float(v) for v in fly_features(state, r, finishing, planes)] for r in regions]
                yield rows, regions.index(action.region)
        apply_action(state, action)


def fit_flights(args: argparse.Namespace) -> None:
    """Softmax weights of ``fly_features`` that best predict where the recorded players
    flew (maximum likelihood with a small L2 penalty, by full-batch gradient steps); held out:
    every fifth game."""
    import numpy as np

    from tools.experiments.playouts import FLY_FEATURES

    train_part, test_part = [], []
    for path in args.data:
        for line in Path(path).read_text().splitlines():
            if line.strip():
                record = json.loads(line)
                part = test_part if record["game"] % 5 == 0 else train_part
                part.extend((np.array(rows), chosen) for rows, chosen in flights_of(record))
    weights = np.zeros(len(FLY_FEATURES))
    for _ in range(args.steps):
        grad = -args.l2 * weights
        for x, chosen in train_part:
            p = np.exp(x @ weights - (x @ weights).max())
            grad += (x[chosen] - (p / p.sum()) @ x) / len(train_part)
        weights += args.rate * grad

    def held_out(score):
        return round(sum(int(np.argmax(score(x)) == chosen) for x, chosen in test_part) / len(test_part), 4)

    print(json.dumps({
        "flights": {"train": len(train_part), "held_out": len(test_part)},
        "held_out_top1": held_out(lambda x: x @ weights),
        "held_out_top1_by_chance": round(float(np.mean([1 / len(x) for x, _ in test_part])), 4),
        "FLY_WEIGHTS": [round(float(w), 2) for w in weights],
    }))


def check_export(net: Net, hidden, output, x, mask) -> None:
    """The exported weights, applied to the raw inputs as ``tools/experiments/judgement.py`` does,
    give the fitted net's estimates (up to the rounding of the written figures)."""
    import numpy as np

    bias, weights = output
    w = np.array(weights)
    if hidden:
        b1 = np.array([b for b, _ in hidden])
        w1 = np.array([row for _, row in hidden])
        out = np.tanh(x @ w1.T + b1) @ w + bias
    else:
        out = x @ w + bias
    n = mask.sum(axis=1, keepdims=True)
    out = (out - (out * mask).sum(axis=1, keepdims=True) / n) * mask
    want, _ = net.centred(x, mask)
    gap = float(np.abs(out - want).max())
    print(json.dumps({"export_max_gap": gap}))
    assert gap < 1e-4, gap


def write_weights(hidden, output, args) -> None:
    lines = [
        '"""The weights of the hard level\'s judgement (``tools/experiments/judgement.py``), in ``INPUTS`` order.',
        "",
        "Written by ``tools/learn_hard.py fit " + " ".join(Path(d).name for d in args.data)
        + f" --hidden {args.hidden} --lam {args.lam} --td-rounds {args.td_rounds} --epochs {args.epochs}"
        + f" --l2 {args.l2} --rate {args.rate} --seed {args.seed}"
        + (f" --init {Path(args.init).name}" if args.init else "") + "``; data only.",
        '"""',
        "",
        f"# {len(experiment_judgement.INPUTS)} inputs, {len(hidden)} tanh units",
        "HIDDEN: tuple = (",
    ]
    for bias, weights in hidden:
        lines.append(f"    ({bias!r}, (" + ", ".join(repr(w) for w in weights) + ")),")
    lines.append(")")
    bias, weights = output
    lines.append(f"OUTPUT: tuple = ({bias!r}, (" + ", ".join(repr(w) for w in weights) + "))")
    Path(args.write).write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play games among bots of one level and record them")
    p.add_argument("--games", type=int, default=600)
    p.add_argument("--first", type=int, default=0, help="the number of the first game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", default="hard")
    p.add_argument("--iterations", type=int, default=30)
    p.add_argument("--out", required=True)
    p.add_argument("--players", type=int, choices=range(2, 6), help="only this table size (default: the mix)")
    p.add_argument("--variant", choices=(FULL, SIMPLE), help="only this variant (default: the mix)")
    f = sub.add_parser("fit", help="fit the judgement to recorded games (needs numpy)")
    f.add_argument("data", nargs="+")
    f.add_argument("--cache", help="keep the replayed positions in this .npz file")
    f.add_argument("--hidden", type=int, default=16, help="tanh units (0: a linear function, solved exactly)")
    f.add_argument("--lam", type=float, default=1.0, help="lambda of TD(lambda) targets (1: final points)")
    f.add_argument("--td-rounds", type=int, default=2)
    f.add_argument("--epochs", type=int, default=60)
    f.add_argument("--l2", type=float, default=1e-4)
    f.add_argument("--rate", type=float, default=3e-3)
    f.add_argument("--seed", type=int, default=1)
    f.add_argument("--init", help="train on from this weights file (the judgement the games were played by)")
    f.add_argument("--write", help="write the weights to this file (tools/experiments/hard_weights.py)")
    f.add_argument("--inputs", choices=tuple(INPUT_SETS), default="judgement",
                   help="the inputs a position is described by (findings: the judgement's and the experienced player's findings)")
    g = sub.add_parser("fit-flights", help="fit FLY_WEIGHTS to the recorded flights (needs numpy)")
    g.add_argument("data", nargs="+")
    g.add_argument("--steps", type=int, default=300)
    g.add_argument("--rate", type=float, default=0.5)
    g.add_argument("--l2", type=float, default=1e-3)
    args = parser.parse_args()
    if args.command == "play":
        play(args)
    elif args.command == "fit-flights":
        fit_flights(args)
    else:
        fit(args)


if __name__ == "__main__":
    main()
