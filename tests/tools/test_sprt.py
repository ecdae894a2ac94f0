"""The sequential test of two levels (``tools/sprt.py``): its statistics against figures worked
out by hand, its error rates on simulated deals, its logs across runs, duplicate scoring, and a
real run of fast levels."""

from __future__ import annotations

import importlib.util
import json
import math
import random
import sys
from pathlib import Path

import pytest

from australia.computer import levels

TOOL = Path(__file__).resolve().parent.parent.parent / "tools" / "sprt.py"


def _tool():
    spec = importlib.util.spec_from_file_location("sprt_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


sprt = _tool()


# --- statistics, by hand -------------------------------------------------------------------------


def test_bounds_are_log_beta_over_one_minus_alpha_and_back():
    low, high = sprt.bounds(0.05, 0.05)
    assert low == pytest.approx(-2.944438979, abs=1e-8)  # log(0.05 / 0.95)
    assert high == pytest.approx(2.944438979, abs=1e-8)  # log(0.95 / 0.05)
    low, high = sprt.bounds(0.05, 0.10)
    assert (low, high) == pytest.approx((math.log(0.10 / 0.95), math.log(0.90 / 0.05)))


def test_llr_of_small_lists_worked_by_hand():
    # 1..5: sum 15, sample variance 2.5; (3 - 0) / 2.5 * (15 - 5 * 1.5) = 1.2 * 7.5 = 9
    assert sprt.llr(5, 15.0, 2.5, 0.0, 3.0) == pytest.approx(9.0)
    seq = sprt.Sequential(0.0, 3.0)
    for x in (1, 2, 3, 4, 5):
        seq.add(x)
    assert seq.var == pytest.approx(2.5)
    assert seq.llr == pytest.approx(9.0)
    # -2, 0, 2: sum 0, variance 4; 3 / 4 * (0 - 3 * 1.5) = -3.375
    seq = sprt.Sequential(0.0, 3.0)
    for x in (-2, 0, 2):
        seq.add(x)
    assert seq.llr == pytest.approx(-3.375)
    # other hypotheses: H0 1, H1 2 on 1..5: (2 - 1) / 2.5 * (15 - 5 * 1.5) = 3
    assert sprt.llr(5, 15.0, 2.5, 1.0, 2.0) == pytest.approx(3.0)
    assert sprt.llr(1, 5.0, 0.0, 0.0, 3.0) == 0.0  # one deal: no variance, no evidence


def test_verdict_waits_for_the_minimum_and_then_follows_the_bounds():
    seq = sprt.Sequential(0.0, 3.0, min_deals=5)
    for x in (1, 2, 3, 4):
        seq.add(x)
    assert seq.llr > seq.upper and seq.verdict == sprt.GOING  # 4 deals: too few to stop
    seq.add(5)
    assert seq.verdict == sprt.H1
    seq = sprt.Sequential(0.0, 3.0, min_deals=3)
    for x in (-2, 0, 2):
        seq.add(x)
    assert seq.verdict == sprt.H0


def test_interval_and_correlations_worked_by_hand():
    low, high = sprt.interval([1, 2, 3, 4, 5])  # 3 -+ 1.959964 * sqrt(2.5 / 5)
    assert (low, high) == pytest.approx((3 - 1.385904, 3 + 1.385904), abs=1e-6)
    # (1, 2, 3) against (2, 4, 7): sxy 5, sxx 2, syy 38/3
    assert sprt.pearson([1, 2, 3], [2, 4, 7]) == pytest.approx(5 / math.sqrt(2 * 38 / 3))
    assert sprt.pearson([1, 2, 3], [3, 2, 1]) == pytest.approx(-1.0)
    assert sprt.within_correlation([[1, 2], [2, 4], [3, 7]]) == pytest.approx(5 / math.sqrt(2 * 38 / 3))
    # three games a deal: between-deal mean square 13.5, within 1: (13.5 - 1) / (13.5 + 2)
    assert sprt.within_correlation([[1, 2, 3], [4, 5, 6]]) == pytest.approx(12.5 / 15.5)


def test_a_game_scores_the_seat_against_the_best_other():
    assert sprt.margin([10, 15, 12], 1) == 3
    assert sprt.margin([10, 15, 12], 0) == -5
    assert sprt.margin([40, 31], 1) == -9


# --- simulated deals ------------------------------------------------------------------------------


def test_a_candidate_five_points_better_is_accepted():
    rng = random.Random(5)
    accepted = 0
    for _ in range(50):
        verdict, deals = sprt.run_sequential(rng.gauss(5.0, 20.0) for _ in range(5_000))
        accepted += verdict == sprt.H1
    assert accepted >= 46  # power 1 - beta = 0.95 at +3; more at +5


def test_equal_candidates_are_accepted_no_more_often_than_alpha_allows():
    rng = random.Random(9)
    runs, accepted = 1_000, 0
    for _ in range(runs):
        verdict, _ = sprt.run_sequential(rng.gauss(0.0, 15.0) for _ in range(5_000))
        accepted += verdict == sprt.H1
    # alpha 0.05 at the boundary of H0 (mean exactly 0); with the variance estimated as the test
    # goes the simulated rate is about 0.055; 0.075 is three standard errors above 0.05
    assert accepted / runs <= 0.075


# --- logs and scoring without playing -------------------------------------------------------------


def _record(test, seed, rotation, side, points, seat):
    return {"test": test.identity(), "seed": seed, "rotation": rotation, "side": side,
            "levels": ["x"] * len(points), "seat": seat, "points": points, "dollars": [0] * len(points),
            "winners": [points.index(max(points))], "margin": sprt.margin(points, seat), "stalled": False,
            "rounds": 20, "moves": [10] * len(points), "ms": [1.0] * len(points), "at": "t"}


def test_paired_deals_are_scored_by_the_mean_of_their_games():
    test = sprt.Test("easy", "random")
    games = {}
    for seed, rotation, points in ((1, 0, [30, 20]), (1, 1, [26, 30]), (2, 0, [18, 20]), (2, 1, [24, 30]),
                                   (3, 0, [50, 10])):  # seed 3 is missing a game: not a deal yet
        games[(seed, rotation, None)] = _record(test, seed, rotation, None, points, (-rotation) % 2)
    scores = sprt.deal_scores(test, games)
    assert [(s, x) for s, x, _ in scores] == [(1, 7.0), (2, 2.0)]  # (10 + 4) / 2, (-2 + 6) / 2
    summary = sprt.summarize(test, games, min_deals=2)
    assert summary["deals"] == 2 and summary["games"] == 4 and summary["games_logged"] == 5
    assert summary["mean_margin"] == 4.5
    assert summary["win_share"] == 0.75  # won three of its four games
    assert summary["llr"] == pytest.approx(3 / 12.5 * (9 - 3), abs=1e-4)  # variance of 7, 2: 12.5


def test_duplicate_scores_a_seat_by_the_candidates_margin_minus_the_baselines():
    test = sprt.Test("hard", "baseline", players=3, mode=sprt.DUPLICATE, others="medium")
    assert len(sprt.games_of_deal(test, 4)) == 6
    for _rotation, side, seated, seat in sprt.games_of_deal(test, 4):
        searcher = "hard" if side == "candidate" else "baseline"
        assert seated[seat] == searcher and seated.count("medium") == 2
    games = {}
    table = {  # seed 4, by rotation (the searcher in seat 0, 2, 1): candidate's points, baseline's
        0: ([40, 30, 20], [25, 30, 20]),  # seat 0: candidate +10, baseline -5: +15
        1: ([30, 20, 35], [28, 29, 30]),  # seat 2: candidate +5, baseline +1: +4
        2: ([30, 29, 20], [20, 31, 30]),  # seat 1: candidate -1, baseline +1: -2
    }
    for rotation, (mine, theirs) in table.items():
        seat = (-rotation) % 3
        games[(4, rotation, "candidate")] = _record(test, 4, rotation, "candidate", mine, seat)
        games[(4, rotation, "baseline")] = _record(test, 4, rotation, "baseline", theirs, seat)
    [(seed, score, parts)] = sprt.deal_scores(test, games)
    assert parts == [15, 4, -2] and score == pytest.approx(17 / 3)


def test_lines_of_other_tests_and_torn_lines_are_skipped(tmp_path):
    test = sprt.Test("easy", "random")
    other = sprt.Test("medium", "random")
    path = tmp_path / "log.jsonl"
    sprt.append(path, _record(test, 1, 0, None, [30, 20], 0))
    sprt.append(path, _record(other, 1, 1, None, [30, 20], 1))
    sprt.append(path, _record(test, 1, 0, None, [99, 0], 0))  # a repeat: the first line stands
    with open(path, "a") as handle:
        handle.write('{"test": {"cand')  # a process killed while writing
    games, skipped = sprt.read_logs(test, [path])
    assert list(games) == [(1, 0, None)] and games[(1, 0, None)]["margin"] == 10
    assert skipped == 2


def test_a_log_is_named_by_the_test_and_a_styled_level_by_its_fields(tmp_path, monkeypatch):
    monkeypatch.setattr(levels, "TABLE", dict(levels.TABLE))
    name = sprt.level("budget_share:2,halving:1")
    assert levels.level(name).budget_share == 2 and levels.level(name).style.halving
    test = sprt.Test(name, "baseline", iterations=150)
    assert test.log_path(tmp_path, (1, 500)).name == "budget_share-2+halving-1-vs-baseline.2p.full.it150.s1-500.jsonl"
    assert test.log_path(tmp_path, (1, 500), (2, 3)).name.endswith(".s1-500.w2of3.jsonl")
    assert sprt.Test("easy", "random").log_path(tmp_path, (1, 9)).name == "easy-vs-random.2p.full.s1-9.jsonl"
    dup = sprt.Test("hard", "baseline", players=4, think_ms=300, mode=sprt.DUPLICATE)
    assert dup.stem() == "hard-vs-baseline.4p.full.ms300.dup-medium"
    with pytest.raises(ValueError):
        sprt.level("grandmaster")


# --- real games -----------------------------------------------------------------------------------


def _lines(path):
    """The games of a log (its header aside)."""
    return [r for r in map(json.loads, path.read_text().splitlines()) if "header" not in r]


def test_a_run_logs_its_games_and_the_next_run_plays_only_the_missing_ones(tmp_path, capsys):
    base = ["run", "--candidate", "easy", "--baseline", "random", "--log-dir", str(tmp_path), "--quiet"]
    assert sprt.main(base + ["--seeds", "1-2"]) == 0
    path = tmp_path / "easy-vs-random.2p.full.s1-2.jsonl"
    first = _lines(path)
    assert [(r["seed"], r["rotation"]) for r in first] == [(1, 0), (1, 1), (2, 0), (2, 1)]
    assert first[1]["levels"] == ["random", "easy"] and first[1]["seat"] == 1
    assert "played 4 games" in capsys.readouterr().out

    assert sprt.main(base + ["--seeds", "1-2"]) == 0  # nothing left to play
    assert "played 0 games" in capsys.readouterr().out and len(_lines(path)) == 4

    path.write_text("".join(line + "\n" for line in path.read_text().splitlines()[:4]))  # cut short
    assert sprt.main(base + ["--seeds", "1-2"]) == 0
    again = _lines(path)
    assert "played 1 games" in capsys.readouterr().out and len(again) == 4
    same = ("seed", "rotation", "levels", "points", "dollars", "margin", "rounds")
    assert {k: again[3][k] for k in same} == {k: first[3][k] for k in same}  # reproducible

    # another range, and a worker taking every second deal of a third: one test, three logs
    assert sprt.main(base + ["--seeds", "3-3"]) == 0
    assert sprt.main(base + ["--seeds", "4-7", "--worker", "2/2"]) == 0
    worker = tmp_path / "easy-vs-random.2p.full.s4-7.w2of2.jsonl"
    assert sorted({r["seed"] for r in _lines(worker)}) == [5, 7]
    capsys.readouterr()
    assert sprt.main(["status", "--candidate", "easy", "--baseline", "random", "--log-dir", str(tmp_path),
                      "--json"]) == 0
    out = capsys.readouterr().out
    summary = json.loads(out.splitlines()[-1])
    # deals 1, 2, 3, 5, 7 are in; 4 and 6 are worker 1/2's, never run: the run from seed 1 breaks at 4
    assert summary["deals"] == 3 and summary["games"] == 6 and summary["games_logged"] == 10
    assert summary["missing"] == [4, 6] and summary["beyond_gap"] == [5, 7]
    assert summary["mean_margin"] > 50 and summary["verdict"] == sprt.GOING  # 3 deals: under the minimum
    assert "deals 3, games 6" in out and "missing deals: 4, 6" in out and "verdict: continuing" in out


def test_a_run_stops_at_a_bound(tmp_path, capsys):
    assert sprt.main(["run", "--candidate", "easy", "--baseline", "random", "--log-dir", str(tmp_path),
                      "--seeds", "1-40", "--min-deals", "3", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert summary["verdict"] == sprt.H1 and 3 <= summary["deals"] <= 6
    assert summary["llr"] >= summary["bounds"][1] and summary["win_share"] > 0.9


def test_duplicate_games_of_one_level_against_itself_score_nothing():
    # the same level in the same seat of the same deal with the same seeds plays the same game
    test = sprt.Test("easy", "easy", players=3, mode=sprt.DUPLICATE, others="random")
    games = {}
    for rotation, side, seated, seat in sprt.games_of_deal(test, 2):
        games[(2, rotation, side)] = sprt.play(test, 2, rotation, side, seated, seat)
    [(_, score, parts)] = sprt.deal_scores(test, games)
    assert parts == [0, 0, 0] and score == 0
    assert {games[(2, r, "candidate")]["points"] == games[(2, r, "baseline")]["points"] for r in range(3)} == {True}


def test_the_verdict_is_the_first_bound_reached_in_the_order_of_seeds():
    """Two workers side by side: one sees the bound reached and stops, the other finishes a
    deal after it that pulls the LLR back. The verdict stays the first bound reached with the
    deals taken by seed (logged in any order), and says at which deal."""
    test = sprt.Test("easy", "random")
    games = {}

    def deal(seed, margin_a, margin_b):
        games[(seed, 0, None)] = _record(test, seed, 0, None, [20 + margin_a, 20], 0)
        games[(seed, 1, None)] = _record(test, seed, 1, None, [20, 20 + margin_b], 1)

    for seed in (4, 2, 3, 1):  # logged out of order; each deal +12 or +8: H1 from the third
        deal(seed, 12, 12 if seed % 2 else 4)
    deal(5, -60, -60)  # a deal finished later, far below
    summary = sprt.summarize(test, games, min_deals=3)
    assert summary["deals"] == 5 and summary["mean_margin"] == pytest.approx((12 + 8 + 12 + 8 - 60) / 5)
    assert summary["llr"] < summary["bounds"][1]  # every deal together: no longer past the bound
    assert summary["verdict"] == sprt.H1 and summary["decided_at"] == 3
    var = sum((x - 32 / 3) ** 2 for x in (12, 8, 12)) / 2
    assert summary["llr_then"] == pytest.approx(3 / var * (32 - 3 * 1.5), abs=1e-4)
    assert "verdict: H1 accepted (at deal 3 in the order of seeds" in sprt.format_summary(summary, [])
    # while the third deal by seed is half played, nothing is decided, whatever came after it
    del games[(3, 1, None)]
    assert sprt.summarize(test, games, min_deals=3)["verdict"] == sprt.GOING


# --- held to its own rule: an unbroken run of deals, a header, a confirmation -----------------------


def _fake_play(margins, played=None):
    """A game player for the tool that plays nothing: the candidate wins a deal's games by
    ``margins(seed)`` points; ``played`` collects the (seed, rotation) of each game asked for."""

    def play(test, seed, rotation, side, levels, seat):
        if played is not None:
            played.append((seed, rotation))
        points = [20] * test.players
        points[seat] += margins(seed)
        return _record(test, seed, rotation, side, points, seat)

    return play


def _log(path, test, seeds, header=True, **rule):
    """A log written as ``run`` writes it: its header, then both games of each deal given."""
    if header:
        sprt.append(path, sprt.make_header(test, sprt.SEQUENTIAL, {**_RULE, **rule}, (1, 100)))
    for seed in seeds:
        for rotation in (0, 1):
            sprt.append(path, _record(test, seed, rotation, None, [20 + 10 + seed % 3, 20][::1 - 2 * rotation],
                                      rotation))


_RULE = {"mu0": 0.0, "mu1": 3.0, "alpha": 0.05, "beta": 0.05, "min_deals": 6, "max_deals": None,
         "verdict": sprt.VERDICT_RULE}
RUN = ["run", "--candidate", "easy", "--baseline", "random", "--seeds", "1-100", "--min-deals", "6", "--quiet"]


def test_no_verdict_past_a_gap_and_a_run_plays_the_gap_first(tmp_path, monkeypatch, capsys):
    test = sprt.Test("easy", "random")
    path = test.log_path(tmp_path, (1, 100))
    _log(path, test, [1, 2, 3, 4, 6, 7, 8])  # deal 5 never played: seven deals, ten points up each
    games, _ = sprt.read_logs(test, [path])
    summary = sprt.summarize(test, games, min_deals=6, first=1)
    assert summary["verdict"] == sprt.GOING  # seven deals counted by seed would reach H1
    assert summary["deals"] == 4 and summary["seeds"] == [1, 4]
    assert summary["missing"] == [5] and summary["beyond_gap"] == [6, 7, 8]
    assert sprt.main(["status", "--candidate", "easy", "--baseline", "random", "--min-deals", "6",
                      "--log-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "missing deals: 5; no verdict past them (3 complete deals after them, 6, 7, 8" in out
    assert "verdict: continuing" in out

    played = []
    monkeypatch.setattr(sprt, "play", _fake_play(lambda seed: 10, played))
    assert sprt.main(RUN + ["--log-dir", str(tmp_path), "--json"]) == 0
    out = capsys.readouterr().out
    assert "filling the gaps first: deals 5" in out
    assert played == [(5, 0), (5, 1)]  # the gap, and then the verdict: nothing past deal 8
    summary = json.loads(out.splitlines()[-1])
    assert summary["verdict"] == sprt.H1 and summary["decided_at"] == 6 and summary["missing"] == []


def test_a_run_may_fill_the_gaps_and_stop_there(tmp_path, monkeypatch, capsys):
    test = sprt.Test("easy", "random")
    path = test.log_path(tmp_path, (1, 100))
    _log(path, test, [1, 2, 4])
    played = []
    monkeypatch.setattr(sprt, "play", _fake_play(lambda seed: seed % 3, played))
    assert sprt.main(RUN + ["--log-dir", str(tmp_path), "--gaps-only", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert played == [(3, 0), (3, 1)] and summary["deals"] == 4 and summary["verdict"] == sprt.GOING
    assert sprt.main(RUN + ["--log-dir", str(tmp_path), "--max-deals", "6"]) == 2  # the limit is the rule's


def test_a_deal_half_played_by_a_worker_ends_the_unbroken_run(tmp_path):
    test = sprt.Test("easy", "random")
    games = {}
    for seed in range(1, 9):
        for rotation in (0, 1):
            games[(seed, rotation, None)] = _record(test, seed, rotation, None, [30, 20][::1 - 2 * rotation], rotation)
    del games[(3, 1, None)]
    summary = sprt.summarize(test, games, min_deals=2, first=1)
    assert summary["deals"] == 2 and summary["missing"] == [3] and summary["beyond_gap"] == [4, 5, 6, 7, 8]
    # the range's first seed, not the first logged: deals 2-8 without deal 1 weigh nothing
    del games[(1, 0, None)], games[(1, 1, None)]
    games[(3, 1, None)] = _record(test, 3, 1, None, [20, 30], 1)
    assert sprt.summarize(test, games, min_deals=2, first=1)["deals"] == 0
    assert sprt.summarize(test, games, min_deals=2, first=2)["deals"] == 7


def test_a_header_is_the_first_line_of_a_new_log(tmp_path, monkeypatch):
    monkeypatch.setattr(sprt, "play", _fake_play(lambda seed: 10))
    assert sprt.main(RUN + ["--log-dir", str(tmp_path), "--mu1", "2.5", "--max-deals", "3"]) == 0
    lines = [json.loads(line) for line in (tmp_path / "easy-vs-random.2p.full.s1-100.jsonl").read_text().splitlines()]
    header = lines[0]["header"]
    assert [("header" in r) for r in lines] == [True] + [False] * 6  # three deals, one header before them
    assert header["rule"] == {**_RULE, "mu1": 2.5, "max_deals": 3}
    assert header["kind"] == "sprt" and header["seeds"] == [1, 100] and header["worker"] == [1, 1]
    assert header["test"] == sprt.Test("easy", "random").identity()
    assert header["arms"]["candidate"]["name"] == "easy" and header["arms"]["candidate"]["way"] == "one_action"
    assert header["code"]["sha256"] == sprt.code_hash(sprt.Test("easy", "random"))["sha256"]
    assert header["code"]["from"] == ["australia"]


def test_an_experiments_arm_is_defined_by_its_weights_and_their_hash(monkeypatch):
    monkeypatch.setattr(levels, "TABLE", dict(levels.TABLE))
    name = sprt.level("weights:tools/experiments/td_2p_weights.py")
    test = sprt.Test(name, "baseline")
    files = [str(p.relative_to(TOOL.parent.parent)) for p in sprt.code_files(test)]
    assert "tools/experiments/td_2p_weights.py" in files and "australia/computer/search.py" in files
    arm = sprt.arm(name)
    assert arm["weights"] == ["tools/experiments/td_2p_weights.py"] and arm["style"]["root_width"] == 8
    assert sprt.arm("baseline")["style"]["judge"] == "australia.computer.baseline.baseline_judge"
    assert sprt.code_hash(test)["sha256"] != sprt.code_hash(sprt.Test("hard", "baseline"))["sha256"]


def test_a_run_refuses_to_go_on_under_another_rule_or_other_code(tmp_path, monkeypatch, capsys):
    source = tmp_path / "search.py"
    source.write_text("ROOT_WIDTH = 8\n")
    monkeypatch.setattr(sprt, "code_files", lambda test: [source])
    monkeypatch.setattr(sprt, "play", _fake_play(lambda seed: seed % 5 - 2))
    logs = tmp_path / "logs"
    base = RUN + ["--log-dir", str(logs)]
    assert sprt.main(base + ["--max-deals", "3"]) == 0
    path = logs / "easy-vs-random.2p.full.s1-100.jsonl"
    before = path.read_bytes()
    capsys.readouterr()

    assert sprt.main(base + ["--max-deals", "3", "--mu1", "2"]) == 2  # another H1
    out = capsys.readouterr().out
    assert "refused" in out and '"mu1": 3.0' in out and '"mu1": 2.0' in out
    assert sprt.main(base + ["--max-deals", "5"]) == 2  # another limit
    assert path.read_bytes() == before

    source.write_text("ROOT_WIDTH = 12\n")  # the code that plays has changed
    assert sprt.main(base + ["--max-deals", "3"]) == 2
    assert "played by code of sha256" in capsys.readouterr().out and path.read_bytes() == before
    source.write_text("ROOT_WIDTH = 8\n")  # back as it was: the test goes on
    assert sprt.main(base + ["--max-deals", "3"]) == 0
    assert path.read_bytes() == before  # three deals in: nothing to add under its limit


def test_a_log_written_before_headers_is_read_and_adopted_only_if_the_code_replays_it(tmp_path, monkeypatch,
                                                                                      capsys):
    test = sprt.Test("easy", "random")
    path = test.log_path(tmp_path, (1, 100))
    _log(path, test, [1, 2, 3], header=False)
    status = ["status", "--candidate", "easy", "--baseline", "random", "--log-dir", str(tmp_path)]
    assert sprt.main(status) == 0
    out = capsys.readouterr().out
    assert "no header: written before headers (6 games)" in out and "deals 3, games 6" in out

    before = path.read_bytes()
    monkeypatch.setattr(sprt, "play", _fake_play(lambda seed: 99))  # plays otherwise than the log
    assert sprt.main(RUN + ["--log-dir", str(tmp_path)]) == 2
    assert "no header (written before headers)" in capsys.readouterr().out and path.read_bytes() == before
    assert sprt.main(RUN + ["--log-dir", str(tmp_path), "--adopt-header"]) == 2
    assert "otherwise than its log" in capsys.readouterr().out and path.read_bytes() == before

    margins = {1: 11, 2: 12, 3: 10}  # as _log wrote them: 10 + seed % 3
    monkeypatch.setattr(sprt, "play", _fake_play(lambda seed: margins.get(seed, 10)))
    assert sprt.main(RUN + ["--log-dir", str(tmp_path), "--adopt-header", "--max-deals", "4"]) == 0
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert [("header" in r) for r in lines] == [False] * 6 + [True, False, False]  # adopted after six games
    adopted = lines[6]["header"]["adopted"]
    assert adopted["games_before"] == 6 and adopted["replayed"]["same"] and "not recorded" in adopted["note"]
    assert sprt.main(status) == 0
    assert "adopted after 6 games" in capsys.readouterr().out


def test_a_confirmation_is_played_on_fresh_seeds_to_its_declared_size(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(sprt, "play", _fake_play(lambda seed: seed % 4))  # deal scores 1, 2, 3, 0, ...
    assert sprt.main(RUN + ["--log-dir", str(tmp_path), "--max-deals", "3"]) == 0  # the test: seeds 1-100
    confirm = ["confirm", "--candidate", "easy", "--baseline", "random", "--log-dir", str(tmp_path), "--quiet"]
    capsys.readouterr()
    assert sprt.main(confirm + ["--seeds", "90", "--deals", "20"]) == 2
    out = capsys.readouterr().out
    assert "refused" in out and "overlap" in out and "s1-100.jsonl has seeds 1-100" in out
    assert not list(tmp_path.glob("*.confirm.*"))

    assert sprt.main(confirm + ["--seeds", "101", "--deals", "8", "--json"]) == 0
    out = capsys.readouterr().out
    path = tmp_path / "easy-vs-random.2p.full.confirm.s101-108.jsonl"
    header = json.loads(path.read_text().splitlines()[0])["header"]
    assert header["kind"] == "confirm" and header["rule"] == {"deals": 8} and header["seeds"] == [101, 108]
    result = json.loads(out.splitlines()[-1])
    scores = [s % 4 for s in range(101, 109)]  # 1, 2, 3, 0, 1, 2, 3, 0: no early stop at any
    low, high = sprt.interval(scores)
    assert result["deals"] == 8 and result["games"] == 16 and result["mean_margin"] == 1.5
    assert result["ci95"] == [round(low, 3), round(high, 3)]
    assert "N = 8 deals" in out and f"[{low:+.2f}, {high:+.2f}]" in out
    assert result["ms_per_decision"] == {"candidate": 0.1, "baseline": 0.1} and "ms a decision: candidate 0.1" in out
    # another size on overlapping seeds is another confirmation: refused
    assert sprt.main(confirm + ["--seeds", "101", "--deals", "10"]) == 2
    assert "confirm.s101-108.jsonl has seeds 101-108" in capsys.readouterr().out


def test_a_confirmation_gives_no_figures_before_all_its_deals_are_in(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(sprt, "play", _fake_play(lambda seed: 5))
    confirm = ["confirm", "--candidate", "easy", "--baseline", "random", "--log-dir", str(tmp_path), "--quiet",
               "--seeds", "201", "--deals", "6", "--json"]
    assert sprt.main(confirm + ["--worker", "1/2"]) == 0
    result = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert result["deals"] == 3 and not result["complete"] and "mean_margin" not in result
    assert sprt.main(confirm + ["--worker", "2/2"]) == 0
    out = capsys.readouterr().out
    assert json.loads(out.splitlines()[-1])["mean_margin"] == 5 and "N = 6 deals" in out


def test_workers_started_together_read_each_others_logs_and_stop_at_the_verdict(tmp_path, monkeypatch, capsys):
    """Two workers begin a new test at once: the second's log does not exist yet when the first
    starts. The first reads it as it appears, so it stops at the verdict their deals reach
    together instead of playing its share of the range alone."""
    test = sprt.Test("easy", "random")
    other = test.log_path(tmp_path, (1, 40), (2, 2))
    played = []

    def alongside(test_, seed, rotation, side, levels_, seat):
        if rotation == 0:  # the second worker, alongside, finishes the deal after this one
            if not other.exists():
                sprt.append(other, sprt.make_header(test, sprt.SEQUENTIAL, _RULE, (1, 40), (2, 2)))
            for r in (0, 1):
                sprt.append(other, _record(test, seed + 1, r, None, [30 + seed % 3, 20][::1 - 2 * r], r))
        played.append(seed)
        points = [20, 20]
        points[seat] += 10 + seed % 5
        return _record(test, seed, rotation, side, points, seat)

    monkeypatch.setattr(sprt, "play", alongside)
    run = ["run", "--candidate", "easy", "--baseline", "random", "--seeds", "1-40", "--min-deals", "6",
           "--log-dir", str(tmp_path), "--quiet", "--json"]
    assert sprt.main(run + ["--worker", "1/2"]) == 0
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert summary["verdict"] == sprt.H1 and summary["decided_at"] <= 6 and summary["deals"] <= 8, summary
    assert max(played) <= 7  # three or four deals of its share, not all twenty


def test_a_confirmations_worker_reports_over_a_log_begun_after_it_started(tmp_path, monkeypatch, capsys):
    test = sprt.Test("easy", "random")
    other = test.log_path(tmp_path, (301, 304), (2, 2), sprt.CONFIRM)

    def alongside(test_, seed, rotation, side, levels_, seat):
        if rotation == 0:  # the second worker finishes the deal after this one meanwhile
            if not other.exists():
                sprt.append(other, sprt.make_header(test, sprt.CONFIRM, {"deals": 4}, (301, 304), (2, 2)))
            for r in (0, 1):
                sprt.append(other, _record(test, seed + 1, r, None, [24, 20][::1 - 2 * r], r))
        points = [20, 20]
        points[seat] += 6
        return _record(test, seed, rotation, side, points, seat)

    monkeypatch.setattr(sprt, "play", alongside)
    assert sprt.main(["confirm", "--candidate", "easy", "--baseline", "random", "--log-dir", str(tmp_path), "--quiet",
                      "--seeds", "301", "--deals", "4", "--worker", "1/2", "--json"]) == 0
    result = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert result["complete"] and result["deals"] == 4 and result["mean_margin"] == 5


def test_a_duplicate_confirmation_gives_the_baselines_win_share_in_the_same_seats(tmp_path, monkeypatch, capsys):
    def play(test, seed, rotation, side, levels_, seat):  # the candidate wins each seat, baseline none
        points = [20] * test.players
        points[seat] += 5 if side == "candidate" else -5
        return _record(test, seed, rotation, side, points, seat)

    monkeypatch.setattr(sprt, "play", play)
    assert sprt.main(["confirm", "--duplicate", "--candidate", "easy", "--baseline", "random", "--players", "3",
                      "--others", "random", "--log-dir", str(tmp_path), "--quiet", "--seeds", "401", "--deals", "3",
                      "--json"]) == 0
    out = capsys.readouterr().out
    result = json.loads(out.splitlines()[-1])
    assert result["games"] == 18 and result["win_share"] == 1.0 and result["baseline_win_share"] == 0.0
    assert "win share 1.000 (baseline in the same seats 0.000)" in out
