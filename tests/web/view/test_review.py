"""The review screen's HTML (``web.view.review``): while it works, once done, when it failed;
its charts with the table beside them, the turning points and the key moments to click."""

from __future__ import annotations

import re

from australia import Table
from australia.computer import Reviewer, review_json
from web.state.page import GameScreen, ReviewScreen
from web.view.review import review_html

from tests.web.reviewed import finished


def _screen(**changes):
    state = finished()
    found = review_json(Reviewer(state, seats=(0,), iterations=3, only=frozenset(range(40))).run(), 3)
    values = dict(under=GameScreen(), key="k", state=state, seats=Table(("person", "hard")), found=found, done=1.0)
    values.update(changes)
    return ReviewScreen(**values), found


def test_the_whole_review():
    screen, found = _screen()
    html = review_html(screen, "Ann vs Ben")
    assert 'data-phase="review"' in html and 'data-done="1.00"' in html and "<progress" not in html
    rounds = sorted({m["round"] for m in found["moments"]})
    table = re.search(r'<details class="chart-table">.*?</details>', html, re.S).group(0)
    assert len(re.findall(r'<tr><th scope="row">', table)) == len(rounds)
    marks = re.findall(r'<g class="turning" data-command="review-moment" data-arg="(\d+)"', html)
    assert [int(i) for i in marks] == found["turning"] and len(marks) == 5
    moments = re.findall(r'class="key-moment" data-index="(\d+)"', html)
    losses = {d["index"]: d["loss"] for d in found["decisions"] if d["seat"] == 0}
    assert moments and all(losses[int(i)] >= 1.0 for i in moments)
    assert [losses[int(i)] for i in moments] == sorted((losses[int(i)] for i in moments), reverse=True)
    for i in moments:
        assert f'data-command="try-again" data-arg="{i}"' in html and f'data-command="review-moment" data-arg="{i}"' in html
    assert re.search(r'data-command="review-seat" data-arg="0" aria-pressed="true"', html)
    assert "Ben&#x27;s decisions (Computer: hard)" in html or "Ben's decisions (Computer: hard)" in html


def test_while_working_and_when_stopped():
    screen, _ = _screen(found=None, done=0.0)
    assert "Going over the game" in review_html(screen, "t") and "review-chart" not in review_html(screen, "t")
    screen, found = _screen(done=0.42)
    html = review_html(screen, "t")
    assert "Reviewing the decisions: 42 %" in html and '<progress max="1" value="0.42">' in html
    screen, _ = _screen(failed="MemoryError: out of memory")
    assert 'role="alert">The review stopped: MemoryError: out of memory' in review_html(screen, "t")
