"""A sequential test of two computer levels on paired deals, scored by points margin.

    python tools/sprt.py run --candidate easy --baseline random [--players 2] [--variant full]
        [--iterations 150 | --think-ms MS] [--seeds 1-10000] [--worker 1/2]
        [--mu0 0] [--mu1 3] [--alpha 0.05] [--beta 0.05] [--max-deals N] [--log-dir docs/sprt]
    python tools/sprt.py run --duplicate --candidate hard --baseline baseline --players 4 [--others medium] ...
    python tools/sprt.py status --candidate easy --baseline random [same identity options] [--json]

Every deal (a seed: the same tiles and stacks) is played once per rotation of the seats, as the
arena plays it, and the deal is the unit of evidence. A game's score is the candidate's points
minus the best other seat's (with two players: minus the other's); a deal's score is the mean
of its games. With ``--duplicate`` the candidate sits with ``--others`` (three ``medium`` at
four players) in each seat in turn, and the baseline sits in the same seat of the same deal
with the same seeds for the others; a seat's score is the candidate's margin minus the
baseline's there, and the deal's score is the mean over the seats: one searching seat a game.

After every deal a generalized SPRT weighs H0 (mean margin <= mu0) against H1 (mean margin >=
mu1) with the normal approximation of the log-likelihood ratio and the sample variance of the
deal scores (as Fishtest and fastchess do for scores that are not win/draw/loss):

    LLR = (mu1 - mu0) / var * (sum(x) - n * (mu0 + mu1) / 2)

and stops once it leaves [log(beta / (1 - alpha)), log((1 - beta) / alpha)], though never
before ``--min-deals`` deals (``MIN_DEALS``). Reading its report: docs/computer.md.

Each game is one JSON line appended to a log in ``--log-dir`` named by the test (candidate,
baseline, budget, players, variant, mode, then the seed range and worker of the process), so
a test goes on where it stopped, in another session too: ``run`` reads every log of the test,
plays only the games missing, and two processes can run side by side on disjoint ``--seeds``
or on one range with ``--worker 1/2`` and ``--worker 2/2``. ``status`` reads the logs and says
where the test stands without playing. A command-line tool: the page does not load it.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from australia.cli import arena
from australia.computer import level as level_of, names as level_names
from australia.board import MAX_PLAYERS, MIN_PLAYERS
from australia.state import FULL, VARIANTS

from tools.experiments import styles

LOG_DIR = ROOT / "docs" / "sprt"
PAGE_ITERATIONS = 150  # the page's budget for the hard level
PAIRED, DUPLICATE = "paired", "duplicate"
# No verdict on fewer deals: the sample variance of a handful of deals is too often small by
# chance, and a test of equal levels stopped that early accepts H1 about three times as often as
# alpha allows (simulated: 14% with no minimum; about 5.5% from 20 deals, as with 30).
MIN_DEALS = 20
SEED_STRIDE = 16  # bot seeds of a deal: seed * SEED_STRIDE + rotation (rotations < MAX_PLAYERS)


# --- statistics ---------------------------------------------------------------------------------


def bounds(alpha: float = 0.05, beta: float = 0.05) -> tuple[float, float]:
    """The SPRT's stopping bounds on the LLR: (accept H0 at or below, accept H1 at or above)."""
    return (math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha))


def llr(n: int, total: float, var: float, mu0: float, mu1: float) -> float:
    """The normal approximation of the log-likelihood ratio of H1 (mean mu1) against H0 (mu0)
    for ``n`` scores summing to ``total`` with variance ``var``; 0 while it is undefined."""
    if n < 2 or var <= 0:
        return 0.0
    return (mu1 - mu0) / var * (total - n * (mu0 + mu1) / 2)


def mean_var(xs: list[float]) -> tuple[float, float]:
    """The mean and the sample variance (n - 1 in the denominator; 0 below two values)."""
    n = len(xs)
    if n == 0:
        return (0.0, 0.0)
    m = sum(xs) / n
    if n < 2:
        return (m, 0.0)
    return (m, sum((x - m) ** 2 for x in xs) / (n - 1))


def interval(xs: list[float], z: float = arena.Z95) -> tuple[float, float]:
    """The 95% interval of the mean (normal approximation): mean -+ z * sd / sqrt(n)."""
    m, var = mean_var(xs)
    if len(xs) < 2:
        return (-math.inf, math.inf)
    half = z * math.sqrt(var / len(xs))
    return (m - half, m + half)


def pearson(xs: list[float], ys: list[float]) -> float | None:
    """Pearson's correlation of paired values; None when it is undefined."""
    n = len(xs)
    if n < 2 or n != len(ys):
        return None
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    if sxx <= 0 or syy <= 0:
        return None
    return sxy / math.sqrt(sxx * syy)


def within_correlation(rows: list[list[float]]) -> float | None:
    """How alike the games of one deal are: for two games a deal, Pearson's correlation of the
    first game's score with the second's; for more, the intraclass correlation (one-way)."""
    rows = [r for r in rows if r]
    if len(rows) < 2:
        return None
    k = len(rows[0])
    if k == 2:
        return pearson([r[0] for r in rows], [r[1] for r in rows])
    n = len(rows)
    grand = sum(map(sum, rows)) / (n * k)
    means = [sum(r) / k for r in rows]
    between = k * sum((m - grand) ** 2 for m in means) / (n - 1)
    within = sum((x - m) ** 2 for r, m in zip(rows, means) for x in r) / (n * (k - 1))
    if between + (k - 1) * within <= 0:
        return None
    return (between - within) / (between + (k - 1) * within)


class Sequential:
    """The SPRT's running state over deal scores added one at a time (Welford's sums)."""

    def __init__(self, mu0: float = 0.0, mu1: float = 3.0, alpha: float = 0.05, beta: float = 0.05,
                 min_deals: int = MIN_DEALS) -> None:
        self.mu0, self.mu1 = mu0, mu1
        self.lower, self.upper = bounds(alpha, beta)
        self.min_deals = max(2, min_deals)
        self.n, self.total, self._mean, self._m2 = 0, 0.0, 0.0, 0.0

    def add(self, x: float) -> None:
        self.n += 1
        self.total += x
        delta = x - self._mean
        self._mean += delta / self.n
        self._m2 += delta * (x - self._mean)

    @property
    def var(self) -> float:
        return self._m2 / (self.n - 1) if self.n > 1 else 0.0

    @property
    def llr(self) -> float:
        return llr(self.n, self.total, self.var, self.mu0, self.mu1)

    @property
    def verdict(self) -> str:
        if self.n >= self.min_deals:
            value = self.llr
            if value >= self.upper:
                return H1
            if value <= self.lower:
                return H0
        return GOING


H1, H0, GOING = "H1 accepted", "H0 accepted", "continuing"


def run_sequential(scores, **hypotheses) -> tuple[str, int]:
    """Feed scores one by one until a bound is reached: (verdict, deals used)."""
    test = Sequential(**hypotheses)
    for x in scores:
        test.add(x)
        if test.verdict != GOING:
            break
    return test.verdict, test.n


# --- the test's identity and its logs -----------------------------------------------------------


@dataclass(frozen=True)
class Test:
    candidate: str
    baseline: str
    players: int = 2
    variant: str = FULL
    iterations: int | None = PAGE_ITERATIONS
    think_ms: float | None = None
    mode: str = PAIRED
    others: str = "medium"

    def seats(self, first: str) -> list[str]:
        """The table in rotation 0: ``first`` in seat 0 (paired: the baseline in seat 1)."""
        if self.mode == DUPLICATE:
            return [first] + [self.others] * (self.players - 1)
        return [self.candidate, self.baseline] + [self.others] * (self.players - 2)

    @property
    def levels(self) -> list[str]:
        table = [self.candidate, self.baseline]
        if self.players > 2 or self.mode == DUPLICATE:
            table.append(self.others)
        return table

    @property
    def budget(self) -> str | None:
        """What the searching levels are given; None when no level of the test searches."""
        if not any(level_of(name).searches for name in self.levels):
            return None
        return f"ms{self.think_ms:g}" if self.think_ms is not None else f"it{self.iterations}"

    @property
    def games_per_deal(self) -> int:
        return self.players * (2 if self.mode == DUPLICATE else 1)

    def identity(self) -> dict:
        out = {"candidate": self.candidate, "baseline": self.baseline, "players": self.players,
               "variant": self.variant, "budget": self.budget, "mode": self.mode}
        if self.players > 2 or self.mode == DUPLICATE:
            out["others"] = self.others
        return out

    def stem(self) -> str:
        """The start of the test's log names: what the test is, without seed range or worker."""
        parts = [f"{_safe(self.candidate)}-vs-{_safe(self.baseline)}", f"{self.players}p", self.variant]
        if self.budget:
            parts.append(self.budget)
        if self.mode == DUPLICATE:
            parts.append(f"dup-{_safe(self.others)}")
        elif self.players > 2:
            parts.append(f"with-{_safe(self.others)}")
        return ".".join(parts)

    def log_path(self, log_dir: Path, seeds: tuple[int, int], worker: tuple[int, int] = (1, 1)) -> Path:
        name = f"{self.stem()}.s{seeds[0]}-{seeds[1]}"
        if worker[1] > 1:
            name += f".w{worker[0]}of{worker[1]}"
        return Path(log_dir) / f"{name}.jsonl"

    def logs(self, log_dir: Path) -> list[Path]:
        pattern = re.compile(re.escape(self.stem()) + r"\.s\d+-\d+(\.w\d+of\d+)?\.jsonl")
        return sorted(p for p in Path(log_dir).glob("*.jsonl") if pattern.fullmatch(p.name))


def _safe(spec: str) -> str:
    """A level's spec as part of a file name: ':' as '-', ',' as '+', other odd characters '_'."""
    return re.sub(r"[^A-Za-z0-9_.+-]", "_", spec.replace(":", "-").replace(",", "+"))


def level(spec: str) -> str:
    """A level of the engine by name, or hard's style with fields changed (``FIELD:VALUE,...`` of
    ``tools/experiments/styles.py``, e.g. ``scored_flights:1,halving:1`` or ``from:baseline,root_width:6``):
    such a level is made under the spec itself as its name."""
    spec = spec.strip()
    if ":" in spec:
        if spec not in level_names():
            styles.define(spec, spec)
        return spec
    if spec not in level_names():
        raise ValueError(f"unknown level {spec!r}: one of {', '.join(level_names())} or FIELD:VALUE,...")
    return spec


def read_logs(test: Test, paths: list[Path]) -> tuple[dict, int]:
    """The games of the test in the logs, by (seed, rotation, side), the first of any repeat;
    and how many lines were skipped (another test's, or torn)."""
    games: dict = {}
    skipped = 0
    identity = test.identity()
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                except json.JSONDecodeError:
                    skipped += 1  # a line torn by a process killed while writing
                    continue
                if record.get("test") != identity:
                    skipped += 1
                    continue
                games.setdefault((record["seed"], record["rotation"], record["side"]), record)
    return games, skipped


def append(path: Path, record: dict) -> None:
    """One line, written in one call and flushed: processes appending side by side never mix lines."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(record, separators=(",", ":")) + "\n")
        handle.flush()


# --- playing ----------------------------------------------------------------------------------


def margin(points: list[int], seat: int) -> int:
    """A seat's points minus the best other seat's."""
    return points[seat] - max(p for i, p in enumerate(points) if i != seat)


def games_of_deal(test: Test, seed: int) -> list[tuple[int, str | None, list[str], int]]:
    """(rotation, side, levels by seat, the seat scored) of every game a deal is played in."""
    out = []
    for rotation in range(test.players):  # rotation r puts seat 0's level of the table in seat -r
        if test.mode == DUPLICATE:
            for side, first in (("candidate", test.candidate), ("baseline", test.baseline)):
                seats = test.seats(first)
                levels = arena.seating(seats, rotation)
                out.append((rotation, side, levels, (-rotation) % test.players))
        else:
            levels = arena.seating(test.seats(test.candidate), rotation)
            out.append((rotation, None, levels, (-rotation) % test.players))
    return out


def play(test: Test, seed: int, rotation: int, side: str | None, levels: list[str], seat: int) -> dict:
    """Play one game of a deal and return its log line."""
    state, timings, stalled = arena.play_game(
        levels, test.variant, seed, think_ms=test.think_ms, iterations=test.iterations,
        bot_seed=seed * SEED_STRIDE + rotation,
    )
    ms = [0.0] * len(levels)
    moves = [0] * len(levels)
    for s, t in timings:
        ms[s] += t
        moves[s] += 1
    points = [p.points for p in state.players]
    won = [] if stalled else arena.winners(state)
    return {
        "test": test.identity(), "seed": seed, "rotation": rotation, "side": side, "levels": levels,
        "seat": seat, "points": points, "dollars": [p.dollars for p in state.players], "winners": won,
        "margin": margin(points, seat), "stalled": stalled, "rounds": state.round,
        "moves": moves, "ms": [round(t, 1) for t in ms], "at": time.strftime("%Y-%m-%dT%H:%M:%S"),
    }


# --- where a test stands ------------------------------------------------------------------------


def _share(record: dict) -> float:
    won = record["winners"]
    return 1.0 / len(won) if record["seat"] in won else 0.0


def _ms_per_move(records: list[dict]) -> float | None:
    moves = sum(r["moves"][r["seat"]] for r in records)
    return sum(r["ms"][r["seat"]] for r in records) / moves if moves else None


def deal_scores(test: Test, games: dict) -> list[tuple[int, float, list[float]]]:
    """(seed, deal score, the scores of its rotations) of every deal whose games are all played,
    by seed."""
    seeds = sorted({key[0] for key in games})
    out = []
    for seed in seeds:
        keys = [(seed, rotation, side) for rotation, side, _, _ in games_of_deal(test, seed)]
        if not all(k in games for k in keys):
            continue
        if test.mode == DUPLICATE:
            parts = [games[(seed, r, "candidate")]["margin"] - games[(seed, r, "baseline")]["margin"]
                     for r in range(test.players)]
        else:
            parts = [float(games[(seed, r, None)]["margin"]) for r in range(test.players)]
        out.append((seed, sum(parts) / len(parts), parts))
    return out


def summarize(test: Test, games: dict, *, mu0=0.0, mu1=3.0, alpha=0.05, beta=0.05, min_deals=None) -> dict:
    """Where the test stands on the games given (see ``format_summary``)."""
    deals = deal_scores(test, games)
    seq = Sequential(mu0, mu1, alpha, beta, MIN_DEALS if min_deals is None else min_deals)
    # The verdict is the first bound reached with the deals taken in the order of their seeds,
    # whichever process played them and whenever: a deal finished by one worker after another
    # reached a bound neither undoes the verdict nor decides it by its timing. The order stops
    # at a deal begun and not finished (a worker is on it), so none can slip in before later.
    complete = {seed for seed, _, _ in deals}
    unfinished = min((key[0] for key in games if key[0] not in complete), default=None)
    verdict, decided_at, llr_then = GOING, None, None
    for k, (seed, x, _) in enumerate(deals, 1):
        seq.add(x)
        if (decided_at is None and seq.verdict != GOING
                and (unfinished is None or seed < unfinished)):
            verdict, decided_at, llr_then = seq.verdict, k, seq.llr
    scores = [x for _, x, _ in deals]
    counted = [games[(seed, r, side)] for seed, _, _ in deals
               for r, side, _, _ in games_of_deal(test, seed)]
    mine = [g for g in counted if g["side"] in (None, "candidate")]
    low, high = interval(scores)
    out = {
        "test": test.identity(),
        "deals": len(deals),
        "games": len(counted),
        "games_logged": len(games),
        "stalls": sum(1 for g in counted if g["stalled"]),
        "mean_margin": round(seq.total / seq.n, 3) if seq.n else None,
        "ci95": [round(low, 3), round(high, 3)] if deals and len(deals) > 1 else None,
        "sd": round(math.sqrt(seq.var), 3) if seq.n > 1 else None,
        "win_share": round(sum(map(_share, mine)) / len(mine), 4) if mine else None,
        "llr": round(seq.llr, 4),
        "bounds": [round(seq.lower, 4), round(seq.upper, 4)],
        "hypotheses": {"mu0": mu0, "mu1": mu1, "alpha": alpha, "beta": beta},
        "correlation": _round(within_correlation([parts for _, _, parts in deals])),
        "verdict": verdict,
        "decided_at": decided_at,  # the deal, in the order of seeds, whose score reached the bound
        "llr_then": None if llr_then is None else round(llr_then, 4),
    }
    if test.mode == DUPLICATE:
        theirs = [g for g in counted if g["side"] == "baseline"]
        out["baseline_win_share"] = round(sum(map(_share, theirs)) / len(theirs), 4) if theirs else None
        pairs = [(games[(s, r, "candidate")]["margin"], games[(s, r, "baseline")]["margin"])
                 for s, _, _ in deals for r in range(test.players)]
        out["seat_correlation"] = _round(pearson([a for a, _ in pairs], [b for _, b in pairs]))
        out["ms_per_decision"] = {"candidate": _round(_ms_per_move(mine)), "baseline": _round(_ms_per_move(theirs))}
    else:
        out["ms_per_decision"] = {
            "candidate": _round(_ms_per_move(mine)),
            # the baseline sits in the seat after the candidate's (seat 1 of the table in rotation 0)
            "baseline": _round(_ms_per_move([dict(g, seat=(g["seat"] + 1) % test.players) for g in mine])),
        }
    return out


def _round(x: float | None, digits: int = 3) -> float | None:
    return None if x is None else round(x, digits)


def format_summary(s: dict, logs: list[Path] | None = None) -> str:
    t = s["test"]
    h = s["hypotheses"]
    mode = "duplicate with " + t["others"] if t["mode"] == DUPLICATE else (
        "paired" + (f", others {t['others']}" if "others" in t else ""))
    lines = [
        f"test: {t['candidate']} against {t['baseline']}, {t['players']} players, {t['variant']}, "
        f"budget {t['budget'] or '-'}, {mode}",
    ]
    if logs is not None:
        lines.append("logs: " + (", ".join(str(_shown(p)) for p in logs) or "none"))
    lines.append(f"deals {s['deals']}, games {s['games']} (logged {s['games_logged']}), stalls {s['stalls']}")
    if s["deals"]:
        ci = s["ci95"]
        ci_text = f"[{ci[0]:+.2f}, {ci[1]:+.2f}]" if ci else "[-, -]"
        sd = f"{s['sd']:.2f}" if s["sd"] is not None else "-"
        what = "candidate's margin minus baseline's in the same seat" if t["mode"] == DUPLICATE else "margin"
        lines.append(f"mean {what}: {s['mean_margin']:+.2f} points, 95% interval {ci_text}, sd of a deal {sd}")
        share = f"win share {s['win_share']:.3f}"
        if t["mode"] == DUPLICATE and s.get("baseline_win_share") is not None:
            share += f" (baseline in the same seats {s['baseline_win_share']:.3f})"
        lines.append(share)
        corr = s["correlation"]
        line = f"correlation within a deal: {corr:+.3f}" if corr is not None else "correlation within a deal: -"
        if s.get("seat_correlation") is not None:
            line += f"; candidate's and baseline's margins in the same seat: {s['seat_correlation']:+.3f}"
        lines.append(line)
        ms = s["ms_per_decision"]
        lines.append("ms a decision: " + ", ".join(
            f"{who} {ms[who]:.1f}" if ms[who] is not None else f"{who} -" for who in ("candidate", "baseline")))
    lines.append(
        f"LLR {s['llr']:+.3f}, bounds [{s['bounds'][0]:+.3f}, {s['bounds'][1]:+.3f}] "
        f"(H0: margin <= {h['mu0']:g}, H1: margin >= {h['mu1']:g}, alpha {h['alpha']:g}, beta {h['beta']:g})"
    )
    decided = s.get("decided_at")
    lines.append(f"verdict: {s['verdict']}" + (
        f" (at deal {decided} in the order of seeds, LLR {s['llr_then']:+.3f}; the figures above count every deal)"
        if decided is not None else ""))
    return "\n".join(lines)


def _shown(path: Path) -> Path:
    try:
        return Path(path).resolve().relative_to(ROOT)
    except ValueError:
        return Path(path)


# --- the command line ---------------------------------------------------------------------------


def _range(text: str) -> tuple[int, int]:
    first, _, last = text.partition("-")
    a, b = int(first), int(last or first)
    if a < 0 or b < a:
        raise argparse.ArgumentTypeError("seeds are FIRST-LAST with 0 <= FIRST <= LAST")
    return (a, b)


def _worker(text: str) -> tuple[int, int]:
    i, _, k = text.partition("/")
    i, k = int(i), int(k or 1)
    if not 1 <= i <= k:
        raise argparse.ArgumentTypeError("--worker is I/K with 1 <= I <= K")
    return (i, k)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python tools/sprt.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("run", "status"):
        p = sub.add_parser(name, help="play the test" if name == "run" else "say where the test stands")
        p.add_argument("--candidate", required=True, help="a level, or hard's style changed: FIELD:VALUE,...")
        p.add_argument("--baseline", required=True, help="a level, or hard's style changed: FIELD:VALUE,...")
        p.add_argument("--players", type=int, default=None, help="2 (4 with --duplicate)")
        p.add_argument("--variant", choices=VARIANTS, default=FULL)
        p.add_argument("--iterations", type=int, default=None,
                       help=f"search iterations a decision (default {PAGE_ITERATIONS}, the page's)")
        p.add_argument("--think-ms", type=float, default=None, help="think by the clock instead")
        p.add_argument("--duplicate", action="store_true",
                       help="candidate and baseline each with --others, in the same seats of the same deals")
        p.add_argument("--others", default="medium", help="the level of the other seats")
        p.add_argument("--mu0", type=float, default=0.0, help="H0: mean margin <= mu0")
        p.add_argument("--mu1", type=float, default=3.0, help="H1: mean margin >= mu1")
        p.add_argument("--alpha", type=float, default=0.05)
        p.add_argument("--beta", type=float, default=0.05)
        p.add_argument("--min-deals", type=int, default=MIN_DEALS,
                       help=f"no verdict on fewer deals (default {MIN_DEALS})")
        p.add_argument("--log-dir", type=Path, default=LOG_DIR)
        p.add_argument("--json", action="store_true", help="end with one JSON line")
        if name == "run":
            p.add_argument("--seeds", type=_range, default=(1, 10_000), help="deals FIRST-LAST (default 1-10000)")
            p.add_argument("--worker", type=_worker, default=(1, 1),
                           help="I/K: this process plays every K-th deal of the range, from the I-th")
            p.add_argument("--max-deals", type=int, default=None, help="stop the test here without a verdict")
            p.add_argument("--quiet", action="store_true", help="no line a deal")
        else:
            p.add_argument("logs", nargs="*", type=Path, help="these logs instead of all the test's in --log-dir")
    return parser


def _test(args, parser) -> Test:
    try:
        candidate, baseline, others = level(args.candidate), level(args.baseline), level(args.others)
    except ValueError as error:
        parser.error(str(error))
    players = args.players or (4 if args.duplicate else 2)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        parser.error(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}")
    if candidate == baseline:
        parser.error("the candidate and the baseline are the same level")
    if args.iterations is not None and args.think_ms is not None:
        parser.error("give --iterations or --think-ms, not both")
    iterations = None if args.think_ms is not None else (args.iterations or PAGE_ITERATIONS)
    return Test(candidate, baseline, players, args.variant, iterations, args.think_ms,
                DUPLICATE if args.duplicate else PAIRED, others)


def main(argv: list[str] | None = None, out=None) -> int:
    out = out or sys.stdout
    parser = _parser()
    args = parser.parse_args(argv)
    test = _test(args, parser)
    hyp = {"mu0": args.mu0, "mu1": args.mu1, "alpha": args.alpha, "beta": args.beta, "min_deals": args.min_deals}

    def report(games: dict, logs: list[Path]) -> dict:
        summary = summarize(test, games, **hyp)
        print(format_summary(summary, logs), file=out, flush=True)
        if args.json:
            print(json.dumps(summary), file=out, flush=True)
        return summary

    if args.command == "status":
        logs = args.logs or test.logs(args.log_dir)
        games, skipped = read_logs(test, logs)
        if skipped:
            print(f"({skipped} lines of other tests or torn skipped)", file=out)
        report(games, logs)
        return 0

    path = test.log_path(args.log_dir, args.seeds, args.worker)
    first, last = args.seeds
    index, stride = args.worker
    played = 0
    for seed in range(first + index - 1, last + 1, stride):
        games, _ = read_logs(test, test.logs(args.log_dir))
        summary = summarize(test, games, **hyp)
        if summary["verdict"] != GOING:
            break
        if args.max_deals is not None and summary["deals"] >= args.max_deals:
            break
        missing = [g for g in games_of_deal(test, seed) if (seed, g[0], g[1]) not in games]
        if not missing:
            continue
        for rotation, side, levels, seat in missing:
            append(path, play(test, seed, rotation, side, levels, seat))
            played += 1
        if not args.quiet:
            games, _ = read_logs(test, test.logs(args.log_dir))
            s = summarize(test, games, **hyp)
            score = next((x for sd, x, _ in deal_scores(test, games) if sd == seed), None)
            print(f"deal {seed}: {score:+.2f} | deals {s['deals']} mean {s['mean_margin']:+.2f} "
                  f"LLR {s['llr']:+.3f} [{s['bounds'][0]:+.2f}, {s['bounds'][1]:+.2f}] {s['verdict']}",
                  file=out, flush=True)
    print(f"played {played} games into {_shown(path)}", file=out)
    games, _ = read_logs(test, test.logs(args.log_dir))
    report(games, test.logs(args.log_dir))
    return 0


if __name__ == "__main__":
    sys.exit(main())
