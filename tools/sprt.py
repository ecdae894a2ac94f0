"""A sequential test of two computer levels on paired deals, scored by points margin.

    python tools/sprt.py run --candidate easy --baseline random [--players 2] [--variant full]
        [--iterations 150 | --think-ms MS] [--seeds 1-10000] [--worker 1/2]
        [--mu0 0] [--mu1 3] [--alpha 0.05] [--beta 0.05] [--max-deals N] [--log-dir docs/sprt]
    python tools/sprt.py run --duplicate --candidate hard --baseline baseline --players 4 [--others medium] ...
    python tools/sprt.py status --candidate easy --baseline random [same identity options] [--json]
    python tools/sprt.py confirm --candidate hard --baseline baseline --deals 100 --seeds 10001 [--worker 1/2]

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

The test is held to its own rule. The verdict is read only over the unbroken run of deals from
the range's first seed: a deal missing, or begun and not finished, ends the run, and the deals
past it wait; ``status`` names the missing deals, and ``run`` plays them before anything else
(``--gaps-only``: and then stops). A new log's first line is a header (``{"header": ...}``):
the rule (mu0, mu1, alpha, beta, min and max deals, how the verdict is read), the arms and what
defines them, the table, the budget, the seeds, the time, and a sha256 of the code that decides
the games (``code_files``). ``run`` adds to a log only under the same rule and the same code,
and to a log written before headers only with ``--adopt-header``, which replays the latest of its
games and writes a header only if the code now plays it exactly as logged. ``confirm`` plays a
number of deals declared in its header before the first (no early stop) on seeds no log of the
same arms has, and gives the mean margin with its 95% interval once all are in.

Each game is one JSON line appended to a log in ``--log-dir`` named by the test (candidate,
baseline, budget, players, variant, mode, then the seed range and worker of the process), so
a test goes on where it stopped, in another session too: ``run`` reads every log of the test,
plays only the games missing, and two processes can run side by side on disjoint ``--seeds``
or on one range with ``--worker 1/2`` and ``--worker 2/2``. ``status`` reads the logs and says
where the test stands without playing. A command-line tool: the page does not load it.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import math
import re
import subprocess
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
SEQUENTIAL, CONFIRM = "sprt", "confirm"  # the kinds of log: a sequential test, a confirmation
HEADER_FORMAT = 1
# How the verdict is read off the deals, held in every header's rule.
VERDICT_RULE = "the first bound reached over the unbroken run of deals from the first seed"
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

    def log_path(self, log_dir: Path, seeds: tuple[int, int], worker: tuple[int, int] = (1, 1),
                 kind: str = SEQUENTIAL) -> Path:
        name = self.stem() + (".confirm" if kind == CONFIRM else "") + f".s{seeds[0]}-{seeds[1]}"
        if worker[1] > 1:
            name += f".w{worker[0]}of{worker[1]}"
        return Path(log_dir) / f"{name}.jsonl"

    def logs(self, log_dir: Path, kind: str = SEQUENTIAL, seeds: tuple[int, int] | None = None) -> list[Path]:
        """The test's logs of that kind (a confirmation's: of that seed range only)."""
        tag = r"\.confirm" if kind == CONFIRM else ""
        span = rf"\.s{seeds[0]}-{seeds[1]}" if seeds else r"\.s\d+-\d+"
        pattern = re.compile(re.escape(self.stem()) + tag + span + r"(\.w\d+of\d+)?\.jsonl")
        return sorted(p for p in Path(log_dir).glob("*.jsonl") if pattern.fullmatch(p.name))

    def every_log(self, log_dir: Path) -> list[Path]:
        """Every log of the same arms at the same table: the tests' and the confirmations'."""
        pattern = re.compile(re.escape(self.stem()) + r"(\.confirm)?\.s\d+-\d+(\.w\d+of\d+)?\.jsonl")
        return sorted(p for p in Path(log_dir).glob("*.jsonl") if pattern.fullmatch(p.name))


def seed_range(path: Path) -> tuple[int, int] | None:
    """The seed range a log's name declares."""
    found = re.search(r"\.s(\d+)-(\d+)(\.w\d+of\d+)?\.jsonl$", Path(path).name)
    return (int(found.group(1)), int(found.group(2))) if found else None


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
                if "header" in record:
                    continue  # what the log is: see ``read_headers``
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


# --- what a log is: its header ----------------------------------------------------------------
#
# A log's first line, written before its first game, fixes what its games are evidence of: the
# rule (the hypotheses, error rates and deal limits, or a confirmation's number of deals), the
# arms and what defines them, the table, the budget, the seeds, the time, and a hash of the code
# that decides the games. ``run`` goes on with a log only under the same rule and the same code.


def code_files(test: Test) -> list[Path]:
    """The files whose content decides the test's games: the rules and the computer
    (``australia/``), and for an arm of ``tools/experiments`` those modules and any weights file
    it names."""
    files = sorted((ROOT / "australia").glob("**/*.py"))
    if any(":" in name for name in test.levels):
        files += sorted((ROOT / "tools" / "experiments").glob("**/*.py"))
        for name in test.levels:
            for item in name.split(","):
                key, _, value = item.partition(":")
                path = (ROOT / value) if key == "weights" else None
                if path is not None and path not in files:
                    files.append(path)
    return files


def code_hash(test: Test) -> dict:
    """A sha256 over the names and contents of ``code_files``."""
    digest = hashlib.sha256()
    files = code_files(test)
    for path in files:
        digest.update(str(_shown(path)).encode() + b"\0" + Path(path).read_bytes() + b"\0")
    folders = sorted({str(_shown(Path(p).parent)) for p in files})
    return {"sha256": digest.hexdigest(), "files": len(files),
            "from": [f for f in folders if not any(f.startswith(g + "/") for g in folders)]}


def _described(value):
    if callable(value):
        return f"{getattr(value, '__module__', '?')}.{getattr(value, '__qualname__', repr(value))}"
    return value


def arm(name: str) -> dict:
    """What defines a level: its entry of the level table, its search style if it searches, and
    the spec and weights file of an experiment's arm."""
    entry = level_of(name)
    out = {"name": name, "way": str(entry.way), "rank": entry.rank}
    if entry.style is not None:
        style = entry.style
        out["style"] = {"class": _described(type(style)),
                        **{f.name: _described(getattr(style, f.name)) for f in dataclasses.fields(style)}}
    if ":" in name:
        out["spec"] = name
        weights = [item.partition(":")[2] for item in name.split(",") if item.startswith("weights:")]
        if weights:
            out["weights"] = weights
    return out


def _commit() -> str | None:
    try:
        done = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=10)
    except OSError:  # no git here: the hash of the code still says what played
        return None
    return done.stdout.strip() or None


def make_header(test: Test, kind: str, rule: dict, seeds: tuple[int, int], worker: tuple[int, int] = (1, 1),
                **extra) -> dict:
    """The header record of a new log (``{"header": ...}``)."""
    arms = {"candidate": arm(test.candidate), "baseline": arm(test.baseline)}
    if "others" in test.identity():
        arms["others"] = arm(test.others)
    return {"header": {
        "format": HEADER_FORMAT, "kind": kind, "test": test.identity(), "rule": rule, "arms": arms,
        "budget": {"iterations": test.iterations, "think_ms": test.think_ms},
        "seeds": list(seeds), "worker": list(worker), "code": code_hash(test), "commit": _commit(),
        "at": time.strftime("%Y-%m-%dT%H:%M:%S"), **extra,
    }}


def read_headers(path: Path) -> tuple[list[tuple[int, dict]], int]:
    """A log's headers, each with the number of games logged before it (0: written before its
    first game; more: adopted by a log written before headers), and its number of games."""
    headers, games = [], 0
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if "header" in record:
                headers.append((games, record["header"]))
            elif "seed" in record:
                games += 1
    return headers, games


def header_problems(path: Path, kind: str, rule: dict, code: dict) -> list[str]:
    """Why a log's games may not be added to under this rule and code (nothing: they may)."""
    headers, games = read_headers(path)
    if not headers:
        return [f"{_shown(path)}: no header (written before headers), {games} games; "
                "its rule and code are not recorded"] if games else []
    problems = []
    for _, header in headers:
        if header.get("kind", SEQUENTIAL) != kind:
            problems.append(f"{_shown(path)}: a log of a {header.get('kind')}, not of a {kind}")
        if header.get("rule") != rule:
            problems.append(f"{_shown(path)}: its rule {json.dumps(header.get('rule'))} "
                            f"is not this run's {json.dumps(rule)}")
        if header.get("code", {}).get("sha256") != code["sha256"]:
            problems.append(f"{_shown(path)}: its games were played by code of sha256 "
                            f"{header.get('code', {}).get('sha256', '?')[:12]}, the code now is {code['sha256'][:12]}")
    return problems


def describe_header(path: Path, code: dict | None = None) -> str:
    """One line on a log's header, for ``status``."""
    headers, games = read_headers(path)
    if not headers:
        return f"{_shown(path)}: no header: written before headers ({games} games)"
    before, header = headers[0]
    rule = ", ".join(f"{k} {v}" for k, v in header["rule"].items())
    sha = header["code"]["sha256"]
    now = "" if code is None else (", the same code now" if code["sha256"] == sha else ", the code has changed since")
    adopted = f"adopted after {before} games, " if before else ""
    return f"{_shown(path)}: {header['kind']}, {adopted}rule {rule}; code {sha[:12]}{now} ({games} games)"


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


def unbroken(test: Test, games: dict, first: int | None = None) -> tuple[list, list[int], list]:
    """The deals the verdict may weigh: the longest run of complete deals with no gap from the
    range's ``first`` seed (by default the lowest seed logged); the deals missing or unfinished
    between there and the last seed logged; and the complete deals past the gap."""
    complete = {seed: (seed, x, parts) for seed, x, parts in deal_scores(test, games)}
    if first is None:
        first = min((key[0] for key in games), default=0)
    run, seed = [], first
    while seed in complete:
        run.append(complete[seed])
        seed += 1
    last = max((key[0] for key in games), default=seed - 1)
    missing = [s for s in range(seed, last + 1) if s not in complete]
    beyond = [complete[s] for s in sorted(complete) if s > seed]
    return run, missing, beyond


def summarize(test: Test, games: dict, *, mu0=0.0, mu1=3.0, alpha=0.05, beta=0.05, min_deals=None,
              first: int | None = None) -> dict:
    """Where the test stands on the games given (see ``format_summary``): every figure and the
    verdict over the unbroken run of deals from the range's ``first`` seed, none past a gap."""
    deals, missing, beyond = unbroken(test, games, first)
    seq = Sequential(mu0, mu1, alpha, beta, MIN_DEALS if min_deals is None else min_deals)
    # The verdict is the first bound reached with the deals taken in the order of their seeds,
    # whichever process played them and whenever: a deal finished by one worker after another
    # reached a bound neither undoes the verdict nor decides it by its timing. The run stops
    # at the first deal missing or begun and not finished, so none can slip in before later.
    verdict, decided_at, llr_then = GOING, None, None
    for k, (_seed, x, _) in enumerate(deals, 1):
        seq.add(x)
        if decided_at is None and seq.verdict != GOING:
            verdict, decided_at, llr_then = seq.verdict, k, seq.llr
    scores = [x for _, x, _ in deals]
    counted = [games[(seed, r, side)] for seed, _, _ in deals
               for r, side, _, _ in games_of_deal(test, seed)]
    mine = [g for g in counted if g["side"] in (None, "candidate")]
    low, high = interval(scores)
    out = {
        "test": test.identity(),
        "deals": len(deals),
        "seeds": [deals[0][0], deals[-1][0]] if deals else None,
        "missing": missing,  # deals missing or unfinished after the unbroken run
        "beyond_gap": [seed for seed, _, _ in beyond],  # complete deals past it, not weighed
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
    theirs = None
    if test.mode == DUPLICATE:
        theirs = [g for g in counted if g["side"] == "baseline"]
        out["baseline_win_share"] = round(sum(map(_share, theirs)) / len(theirs), 4) if theirs else None
        pairs = [(games[(s, r, "candidate")]["margin"], games[(s, r, "baseline")]["margin"])
                 for s, _, _ in deals for r in range(test.players)]
        out["seat_correlation"] = _round(pearson([a for a, _ in pairs], [b for _, b in pairs]))
    out["ms_per_decision"] = _ms_per_decision(test, mine, theirs)
    return out


def _ms_per_decision(test: Test, mine: list[dict], theirs: list[dict] | None) -> dict:
    """Each arm's time a decision, from the candidate's games and the baseline's own (duplicate);
    ``theirs`` None: paired, the baseline in the seat after the candidate's of the same games
    (seat 1 of the table in rotation 0)."""
    if theirs is None:
        theirs = [dict(g, seat=(g["seat"] + 1) % test.players) for g in mine]
    return {"candidate": _round(_ms_per_move(mine)), "baseline": _round(_ms_per_move(theirs))}


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
    if s.get("seeds"):
        lines.append(f"deals weighed: seeds {s['seeds'][0]}-{s['seeds'][1]}, unbroken from the first")
    if s.get("missing"):
        lines.append(f"missing deals: {_seeds_text(s['missing'])}; no verdict past them"
                     + (f" ({len(s['beyond_gap'])} complete deals after them, {_seeds_text(s['beyond_gap'])}, "
                        "are not weighed until they are in)" if s["beyond_gap"] else ""))
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


def _seeds_text(seeds: list[int], most: int = 12) -> str:
    shown = ", ".join(map(str, seeds[:most]))
    return shown + (f" and {len(seeds) - most} more" if len(seeds) > most else "")


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
    helps = {"run": "play the test", "status": "say where the test stands",
             CONFIRM: "play a confirmation: a number of deals declared before the first, on fresh seeds"}
    for name in ("run", "status", CONFIRM):
        p = sub.add_parser(name, help=helps[name])
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
        p.add_argument("--log-dir", type=Path, default=LOG_DIR)
        p.add_argument("--json", action="store_true", help="end with one JSON line")
        if name != CONFIRM:
            p.add_argument("--mu0", type=float, default=0.0, help="H0: mean margin <= mu0")
            p.add_argument("--mu1", type=float, default=3.0, help="H1: mean margin >= mu1")
            p.add_argument("--alpha", type=float, default=0.05)
            p.add_argument("--beta", type=float, default=0.05)
            p.add_argument("--min-deals", type=int, default=MIN_DEALS,
                           help=f"no verdict on fewer deals (default {MIN_DEALS})")
        if name == "status":
            p.add_argument("logs", nargs="*", type=Path, help="these logs instead of all the test's in --log-dir")
            continue
        p.add_argument("--worker", type=_worker, default=(1, 1),
                       help="I/K: this process plays every K-th deal of the range, from the I-th")
        p.add_argument("--quiet", action="store_true", help="no line a deal")
        if name == "run":
            p.add_argument("--seeds", type=_range, default=(1, 10_000), help="deals FIRST-LAST (default 1-10000)")
            p.add_argument("--max-deals", type=int, default=None, help="stop the test here without a verdict")
            p.add_argument("--gaps-only", action="store_true",
                           help="play the deals missing before the last logged, then stop (the rule unchanged)")
            p.add_argument("--adopt-header", action="store_true",
                           help="give the test's logs written before headers a header, if the code now "
                                "replays the latest of their games exactly")
            p.add_argument("--adopt-note", default=None, help="a note for the adopted header")
        else:
            p.add_argument("--deals", type=int, required=True, help="the number of deals, fixed before the first")
            p.add_argument("--seeds", type=_range, required=True,
                           help="FIRST (or FIRST-LAST, LAST = FIRST + deals - 1): seeds no log of these arms has")
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


def rule_of(args) -> dict:
    """The rule a sequential test is run under, as its header holds it."""
    return {"mu0": args.mu0, "mu1": args.mu1, "alpha": args.alpha, "beta": args.beta,
            "min_deals": args.min_deals, "max_deals": getattr(args, "max_deals", None), "verdict": VERDICT_RULE}


def first_seed(logs: list[Path]) -> int | None:
    """The first seed of the ranges the logs' names declare (None: none declares one)."""
    ranges = [r for r in map(seed_range, logs) if r]
    return min(r[0] for r in ranges) if ranges else None


def _report(test: Test, args, logs: list[Path], out, first: int | None) -> dict:
    games, _ = read_logs(test, logs)
    summary = summarize(test, games, **_hypotheses(args), first=first)
    print(format_summary(summary, logs), file=out, flush=True)
    if args.json:
        print(json.dumps(summary), file=out, flush=True)
    return summary


def _hypotheses(args) -> dict:
    return {"mu0": args.mu0, "mu1": args.mu1, "alpha": args.alpha, "beta": args.beta, "min_deals": args.min_deals}


def _status(test: Test, args, out) -> int:
    logs = args.logs or test.logs(args.log_dir)
    code = code_hash(test)
    rule = rule_of(args)
    for path in logs:
        print(describe_header(path, code), file=out)
        headers, _ = read_headers(path)
        fixed = {k: v for k, v in headers[0][1]["rule"].items() if k != "max_deals"} if headers else None
        asked = {k: v for k, v in rule.items() if k != "max_deals"}
        if fixed is not None and fixed != asked:
            print("  (the hypotheses asked for are not the ones this log's test was fixed under: "
                  "the verdict below is not the test's)", file=out)
    _games, skipped = read_logs(test, logs)
    if skipped:
        print(f"({skipped} lines of other tests or torn skipped)", file=out)
    _report(test, args, logs, out, first_seed(logs))
    return 0


def _refuse(out, problems: list[str], advice: str) -> int:
    print("refused: nothing played, nothing written", file=out)
    for problem in problems:
        print(f"  {problem}", file=out)
    print(advice, file=out, flush=True)
    return 2


REPLAYED = ("points", "dollars", "margin", "rounds", "moves", "winners")


def adopt(test: Test, args, rule: dict, bare: list[Path], out) -> list[str]:
    """Give the logs written before headers a header, once the code now replays the latest of
    their games (by the time logged) exactly; the reasons it may not otherwise."""
    games, _ = read_logs(test, bare)
    if not games:
        return []
    latest = max(games.values(), key=lambda g: g["at"])
    again = play(test, latest["seed"], latest["rotation"], latest["side"], latest["levels"], latest["seat"])
    differ = {k: (latest[k], again[k]) for k in REPLAYED if latest[k] != again[k]}
    replayed = {"seed": latest["seed"], "rotation": latest["rotation"], "side": latest["side"],
                "logged_at": latest["at"], "same": not differ}
    if differ:
        return [f"the code now plays deal {latest['seed']}, rotation {latest['rotation']} (logged {latest['at']}) "
                f"otherwise than its log: " + "; ".join(f"{k} {a} logged, {b} now" for k, (a, b) in differ.items())
                + ". The code has changed since those games: adopting them would weigh two codes as one"]
    for path in bare:
        _, before = read_headers(path)
        name_range = seed_range(path) or args.seeds
        worker = re.search(r"\.w(\d+)of(\d+)\.jsonl$", path.name)
        note = ("written before headers: the rule and the code its games were played under were not recorded; "
                "the code hashed here is the code at adoption, which replayed the latest of the test's games "
                "exactly (replayed)")
        append(path, make_header(test, SEQUENTIAL, rule, name_range,
                                 (int(worker.group(1)), int(worker.group(2))) if worker else (1, 1),
                                 adopted={"games_before": before, "note": note, "replayed": replayed,
                                          **({"by_hand": args.adopt_note} if args.adopt_note else {})}))
        print(f"adopted {_shown(path)}: header after its {before} games", file=out)
    return []


def _written_before_headers(path: Path) -> bool:
    headers, games = read_headers(path)
    return not headers and games > 0


def _check(test: Test, args, kind: str, rule: dict, code: dict, logs: list[Path], out) -> int | None:
    """Refuse (an exit status) unless every log goes on under this rule and code."""
    bare = [p for p in logs if _written_before_headers(p)]
    problems = [x for p in logs if p not in bare for x in header_problems(p, kind, rule, code)]
    if problems:
        return _refuse(out, problems, "A test goes on only under the rule and the code it was begun with: "
                                      "run it at the code and with the options its header names, or begin a new one.")
    if bare and not getattr(args, "adopt_header", False):
        return _refuse(out, [x for p in bare for x in header_problems(p, kind, rule, code)],
                       "Its games may be added to only once the log has a header: --adopt-header writes one "
                       "if the code now replays the latest of its games exactly.")
    if bare:
        refused = adopt(test, args, rule, bare, out)
        if refused:
            return _refuse(out, refused, "Play on at the commit that played those games, or begin a new test.")
    return None


def _append_game(path: Path, header: dict, game: dict) -> None:
    """A game into a log, the header first when the log is new."""
    if not path.exists() or path.stat().st_size == 0:
        append(path, header)
    append(path, game)


def _play_deal(test: Test, seed: int, games: dict, path: Path, header: dict) -> int:
    played = 0
    for rotation, side, levels, seat in games_of_deal(test, seed):
        if (seed, rotation, side) not in games:
            _append_game(path, header, play(test, seed, rotation, side, levels, seat))
            played += 1
    return played


def _existing(named: list[Path], path: Path) -> list[Path]:
    """A test's logs as they are now, this worker's own among them: the other workers' logs
    appear once their first game is in, so they are listed again before each deal."""
    return [p for p in sorted({*named, path}) if p.exists()]


def _run(test: Test, args, out) -> int:
    rule, code = rule_of(args), code_hash(test)
    refused = _check(test, args, SEQUENTIAL, rule, code, test.logs(args.log_dir), out)
    if refused is not None:
        return refused
    path = test.log_path(args.log_dir, args.seeds, args.worker)
    header = make_header(test, SEQUENTIAL, rule, args.seeds, args.worker)
    first, last = args.seeds
    index, stride = args.worker
    mine = range(first + index - 1, last + 1, stride)

    def logs() -> list[Path]:
        return _existing(test.logs(args.log_dir), path)

    start = first_seed([*test.logs(args.log_dir), path])
    games, _ = read_logs(test, logs())
    gaps = [seed for seed in summarize(test, games, **_hypotheses(args), first=start)["missing"] if seed in mine]
    if gaps:
        print(f"filling the gaps first: deals {_seeds_text(gaps)}", file=out, flush=True)
    played = 0
    for seed in gaps:  # deals the test owes before any verdict is read past them
        played += _play_deal(test, seed, read_logs(test, logs())[0], path, header)
        if not args.quiet:
            print(f"deal {seed} in", file=out, flush=True)
    for seed in [] if args.gaps_only else [s for s in mine if s not in set(gaps)]:
        games, _ = read_logs(test, logs())
        summary = summarize(test, games, **_hypotheses(args), first=start)
        if summary["verdict"] != GOING:
            break
        if args.max_deals is not None and summary["deals"] >= args.max_deals:
            break
        done = _play_deal(test, seed, games, path, header)
        played += done
        if done and not args.quiet:
            games, _ = read_logs(test, logs())
            s = summarize(test, games, **_hypotheses(args), first=start)
            score = next((x for sd, x, _ in deal_scores(test, games) if sd == seed), None)
            print(f"deal {seed}: {score:+.2f} | deals {s['deals']} mean {s['mean_margin'] or 0:+.2f} "
                  f"LLR {s['llr']:+.3f} [{s['bounds'][0]:+.2f}, {s['bounds'][1]:+.2f}] {s['verdict']}",
                  file=out, flush=True)
    print(f"played {played} games into {_shown(path)}", file=out)
    _report(test, args, logs(), out, start)
    return 0


def confirmation(test: Test, games: dict, seeds: tuple[int, int]) -> dict:
    """A confirmation's result: nothing but its progress until all its declared deals are in."""
    first, last = seeds
    deals = [(s, x, parts) for s, x, parts in deal_scores(test, games) if first <= s <= last]
    out = {"test": test.identity(), "kind": CONFIRM, "seeds": [first, last], "declared": last - first + 1,
           "deals": len(deals), "complete": len(deals) == last - first + 1}
    if out["complete"]:
        scores = [x for _, x, _ in deals]
        mean, var = mean_var(scores)
        low, high = interval(scores)
        mine = [games[(s, r, side)] for s, _, _ in deals for r, side, _, _ in games_of_deal(test, s)
                if side in (None, "candidate")]
        out.update({"games": sum(len(parts) for _, _, parts in deals) * (2 if test.mode == DUPLICATE else 1),
                    "mean_margin": round(mean, 3), "ci95": [round(low, 3), round(high, 3)],
                    "sd": round(math.sqrt(var), 3), "win_share": round(sum(map(_share, mine)) / len(mine), 4)})
        theirs = None
        if test.mode == DUPLICATE:
            theirs = [games[(s, r, "baseline")] for s, _, _ in deals for r in range(test.players)]
            out["baseline_win_share"] = round(sum(map(_share, theirs)) / len(theirs), 4)
        out["ms_per_decision"] = _ms_per_decision(test, mine, theirs)
    return out


def format_confirmation(c: dict) -> str:
    span = f"seeds {c['seeds'][0]}-{c['seeds'][1]}"
    if not c["complete"]:
        return (f"confirmation: {c['deals']} of the {c['declared']} deals declared are in ({span}); "
                "its result comes once all are")
    share = f"win share {c['win_share']:.3f}"
    if c.get("baseline_win_share") is not None:
        share += f" (baseline in the same seats {c['baseline_win_share']:.3f})"
    ms = c["ms_per_decision"]
    timing = (f"\nms a decision: candidate {ms['candidate']:.1f}, baseline {ms['baseline']:.1f}"
              if None not in (ms["candidate"], ms["baseline"]) else "")
    return (f"confirmation: N = {c['deals']} deals ({c['games']} games, {span}, the number declared before the first)\n"
            f"mean margin a deal: {c['mean_margin']:+.2f} points, 95% interval [{c['ci95'][0]:+.2f}, "
            f"{c['ci95'][1]:+.2f}], sd of a deal {c['sd']:.2f}, {share}{timing}")


def _confirm(test: Test, args, out) -> int:
    first = args.seeds[0]
    seeds = (first, first + args.deals - 1)
    if args.deals < 2 or args.seeds[1] not in (first, seeds[1]):
        print(f"refused: --deals {args.deals} from seed {first} is seeds {seeds[0]}-{seeds[1]}; "
              "a confirmation has two deals or more", file=out)
        return 2
    rule, code = {"deals": args.deals}, code_hash(test)
    own = test.logs(args.log_dir, CONFIRM, seeds)
    overlap = [p for p in test.every_log(args.log_dir) if p not in own and (r := seed_range(p))
               and r[0] <= seeds[1] and seeds[0] <= r[1]]
    if overlap:
        return _refuse(out, [f"{_shown(p)} has seeds {seed_range(p)[0]}-{seed_range(p)[1]}" for p in overlap],
                       f"A confirmation is played on fresh deals: seeds {seeds[0]}-{seeds[1]} overlap the logs "
                       "above of the same arms; take seeds past them.")
    refused = _check(test, args, CONFIRM, rule, code, own, out)
    if refused is not None:
        return refused
    path = test.log_path(args.log_dir, seeds, args.worker, CONFIRM)
    header = make_header(test, CONFIRM, rule, seeds, args.worker)

    def logs() -> list[Path]:
        return _existing(test.logs(args.log_dir, CONFIRM, seeds), path)

    played = 0
    for seed in range(seeds[0] + args.worker[0] - 1, seeds[1] + 1, args.worker[1]):
        games, _ = read_logs(test, logs())
        done = _play_deal(test, seed, games, path, header)
        played += done
        if done and not args.quiet:
            print(f"deal {seed} in", file=out, flush=True)
    games, _ = read_logs(test, logs())
    result = confirmation(test, games, seeds)
    print(f"played {played} games into {_shown(path)}", file=out)
    print(format_confirmation(result), file=out, flush=True)
    if args.json:
        print(json.dumps(result), file=out, flush=True)
    return 0


def main(argv: list[str] | None = None, out=None) -> int:
    out = out or sys.stdout
    parser = _parser()
    args = parser.parse_args(argv)
    test = _test(args, parser)
    if args.command == "status":
        return _status(test, args, out)
    if args.command == CONFIRM:
        return _confirm(test, args, out)
    return _run(test, args, out)


if __name__ == "__main__":
    sys.exit(main())
