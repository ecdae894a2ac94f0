"""``python -m australia review SAVE``: a saved game reviewed from the command line, in words
and as JSON, and a file that is no save refused."""

from __future__ import annotations

import io
import json
import subprocess
import sys

from australia import Config, apply_action, new_game
from australia.cli.review import main as review_main
from australia.computer import choose
from australia.observation import observe
from australia.save import dump_game
from australia.state import SIMPLE


def _saved(tmp_path):
    state = new_game(Config(("Ann", "Ben"), SIMPLE, 0), 5)
    n = 0
    while not state.is_over:
        apply_action(state, choose(observe(state, state.current), "medium", seed=n))
        n += 1
    path = tmp_path / "game.json"
    path.write_text(dump_game(state))
    return state, path


def test_a_saved_game_is_reviewed_as_json(tmp_path):
    state, path = _saved(tmp_path)
    out = io.StringIO()
    assert review_main([str(path), "--json", "--seats", "1", "--iterations", "4", "--worlds", "2"], out) == 0
    review = json.loads(out.getvalue())
    assert review["players"] == ["Ann", "Ben"] and len(review["moments"]) == len(state.history)
    points = [p.points for p in state.players]
    for luck in review["luck"]:
        margin = points[luck["seat"]] - points[1 - luck["seat"]]
        assert luck["margin"] == margin
        assert abs(luck["deal"] + luck["chance"] + luck["own"] + luck["rivals"] - margin) < 0.05  # two decimals each
    assert review["decisions"] and {d["seat"] for d in review["decisions"]} == {1}
    assert all(d["label"] in ("best", "good", "inaccuracy", "mistake", "blunder") for d in review["decisions"])


def test_the_review_in_words_and_a_file_that_is_no_save(tmp_path):
    _, path = _saved(tmp_path)
    run = subprocess.run([sys.executable, "-m", "australia", "review", str(path), "--seats", "0", "--iterations", "3"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert "Ann: " in run.stdout and "= deal " in run.stdout and "the costliest" in run.stdout
    bad = tmp_path / "bad.json"
    bad.write_text("{not a save")
    run = subprocess.run([sys.executable, "-m", "australia", "review", str(bad)], capture_output=True, text=True,
                         check=False)
    assert run.returncode == 2 and "cannot read" in run.stderr and not run.stdout
    assert review_main([str(path), "--seats", "7"], io.StringIO()) == 2
