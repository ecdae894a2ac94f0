"""What a windmill scoring would pay and what a play would complete, asked without doing it."""

from __future__ import annotations

import random

from australia import Config, PlayCard, apply_action, apply_trusted, completes_project, legal_actions, new_game
from australia.events import ProjectScored
from australia.rules import completions, legal_actions_of
from australia.scoring import windmill_ranking
from australia.state import FULL, SIMPLE


def test_windmill_payout_is_what_a_windmill_scoring_then_pays():
    from australia import windmill_payout
    from australia.scoring import score_windmill

    state = new_game(Config(("Ann", "Ben", "Cat"), FULL, 0), 3)
    state.ranger_track.extend([1, 0, 1, 2, 0, 1])
    state.windmill_value = 9
    payout = windmill_payout(state)
    assert [(p.player, p.rangers, p.points) for p in payout] == [(1, 3, 9), (0, 2, 4), (2, 1, 2)]
    before = [p.points for p in state.players]
    assert state.ranger_track == [1, 0, 1, 2, 0, 1]  # asking changes nothing
    event = score_windmill(state)
    assert event.places == payout
    assert [p.points - b for p, b in zip(state.players, before)] == [4, 9, 2]


def test_the_windmill_ranking_breaks_ties_by_the_highest_ranger_and_pays_three_places():
    state = new_game(Config(("Ann", "Ben", "Cat", "Dan"), FULL, 0), 3)
    state.ranger_track.extend([2, 3, 0, 3, 2, 1, 0])  # 2, 3 and 0 hold two each, 1 holds one
    state.windmill_value = 7
    assert windmill_ranking(state) == [(2, 2, 7), (3, 2, 3), (0, 2, 1), (1, 1, 0)]


def test_what_a_play_completes_is_what_playing_it_scores():
    """``completions`` and ``completes_project`` answer without playing: the same as playing."""
    completing = 0
    for seed in range(6):
        rand = random.Random(seed)
        state = new_game(Config(("Ann", "Ben", "Cat")[: 2 + seed % 2], FULL if seed % 3 else SIMPLE), seed)
        while not state.is_over:
            for play in legal_actions_of(state, PlayCard):
                trial = state.copy(log=False)
                events = apply_trusted(trial, play, record=False)
                scored = {(e.region, e.project) for e in events if isinstance(e, ProjectScored)}
                told = set()
                if play.location is not None:
                    told = {(c.region, c.project) for c in completions(state, play.location) if c.completed_by(play.rangers)}
                assert told == scored, play
                assert completes_project(state, play) == bool(scored), play
                completing += bool(scored)
            apply_action(state, rand.choice(legal_actions(state)))
    assert completing > 50
