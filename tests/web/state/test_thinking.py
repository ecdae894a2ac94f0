"""The computer's thinking (``web.state.thinking``): a request in, a decision out, a slice at a time.
"""

from __future__ import annotations

import json

import pytest

from australia import Config, DrawCard, Fly, apply_action, new_game
from web.state import thinking
from web.computer_kinds import ThinkingAnswer
from web.state.computer import request


def test_the_same_request_gives_the_same_decision_and_reports_progress():
    game = new_game(Config(("Ann", "Bot"), "full", start_player=0), 21)
    for stack in (1, 2, 3, 4):
        apply_action(game, DrawCard(stack))
    apply_action(game, Fly("pilbara"))
    wanted = request(game, 0, "hard")
    wanted["iterations"] = 12
    first, second = thinking.answer(wanted, ms=5), thinking.answer(wanted, ms=50)
    assert first[-1] == second[-1] and first[-1]["kind"] == ThinkingAnswer.DECIDED
    progress = [r["done"] for r in first if r["kind"] == ThinkingAnswer.PROGRESS]
    assert progress == sorted(progress) and all(0 <= p <= 1 for p in progress)
    json.dumps(wanted)  # the request is plain JSON, as a worker receives it


def test_the_searching_levels_are_asked_the_same_budget_and_report_progress_of_their_own_share():
    game = new_game(Config(("Ann", "Bot"), "full", start_player=0), 21)
    for stack in (1, 2, 3, 4):
        apply_action(game, DrawCard(stack))
    apply_action(game, Fly("pilbara"))
    asked = {level: request(game, 0, level)["iterations"] for level in ("easy", "medium", "medium_hard", "hard")}
    assert asked == {"easy": None, "medium": None, "medium_hard": 150, "hard": 150}
    replies = thinking.answer(request(game, 0, "medium_hard"), ms=1)
    progress = [r["done"] for r in replies if r["kind"] == ThinkingAnswer.PROGRESS]
    assert replies[-1]["kind"] == ThinkingAnswer.DECIDED and len(progress) > 2
    assert progress == sorted(progress) and progress[-1] > 0.5 and all(0 <= p <= 1 for p in progress)


@pytest.mark.parametrize("request_", [None, {"id": 1}, {"id": "x", "level": "grand"}, {"id": "x", "level": "easy", "observation": []}])
def test_a_request_the_worker_cannot_read_is_answered_with_a_failure(request_):
    (reply,) = thinking.answer(request_)
    assert reply["kind"] == ThinkingAnswer.FAILED
