"""The computer's thinking (``web.state.thinking``): a request in, a decision out, a slice at a time.
"""

from __future__ import annotations

import pytest

from australia import Config, DrawCard, Fly, apply_action, new_game
from australia import Observation
from web.computer_kinds import ThinkingAnswer
from web.state import thinking
from web.state.computer import Request, request
from web.values import replace


def answer(wanted, ms: float = thinking.SLICE_MS) -> list[dict]:
    """A whole request answered in one go, slice after slice, as ``Slices`` answers it."""
    try:
        job = thinking.Job(wanted)
        out = []
        while True:
            out.append(job.step(ms))
            if out[-1]["kind"] == ThinkingAnswer.DECIDED:
                return out
    except Exception as error:  # noqa: BLE001 - a failure is an answer too
        return [thinking.failed(wanted, error)]


def test_the_same_request_gives_the_same_decision_and_reports_progress():
    game = new_game(Config(("Ann", "Bot"), "full", start_player=0), 21)
    for stack in (1, 2, 3, 4):
        apply_action(game, DrawCard(stack))
    apply_action(game, Fly("pilbara"))
    wanted = replace(request(game, 0, "hard"), iterations=12)
    first, second = answer(wanted, ms=5), answer(wanted, ms=50)
    assert first[-1] == second[-1] and first[-1]["kind"] == ThinkingAnswer.DECIDED
    progress = [r["done"] for r in first if r["kind"] == ThinkingAnswer.PROGRESS]
    assert progress == sorted(progress) and all(0 <= p <= 1 for p in progress)
    assert isinstance(wanted.observation, Observation)  # handed over as it is, never as JSON


def test_the_searching_levels_are_asked_the_same_budget_and_report_progress_of_their_own_share():
    game = new_game(Config(("Ann", "Bot"), "full", start_player=0), 21)
    for stack in (1, 2, 3, 4):
        apply_action(game, DrawCard(stack))
    apply_action(game, Fly("pilbara"))
    asked = {level: request(game, 0, level).iterations for level in ("easy", "medium", "medium_hard", "hard")}
    assert asked == {"easy": None, "medium": None, "medium_hard": 150, "hard": 150}
    replies = answer(request(game, 0, "medium_hard"), ms=1)
    progress = [r["done"] for r in replies if r["kind"] == ThinkingAnswer.PROGRESS]
    assert replies[-1]["kind"] == ThinkingAnswer.DECIDED and len(progress) > 2
    assert progress == sorted(progress) and progress[-1] > 0.5 and all(0 <= p <= 1 for p in progress)


def _bad_requests() -> list:
    game = new_game(Config(("Ann", "Bot"), "full", start_player=0), 21)
    good = request(game, 0, "easy")
    return [
        None,
        {"id": "x", "level": "easy", "observation": good.observation},  # not a request
        replace(good, id=1),
        replace(good, level="grand"),
        replace(good, observation=good.observation.to_json()),  # JSON, not the observation
    ]


@pytest.mark.parametrize("request_", _bad_requests())
def test_a_request_the_thinking_cannot_read_is_answered_with_a_failure(request_):
    (reply,) = answer(request_)
    assert reply["kind"] == ThinkingAnswer.FAILED
    assert reply["id"] == (request_.id if isinstance(request_, Request) else None)
