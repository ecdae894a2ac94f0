"""Rules of thumb for a search's playouts that differ from the engine's ``quick_action``.

``scored_flights``: the flight that ends ``quick_action``'s choices (no card to play, nothing
to take back) is drawn as hard itself flies, by ``FLY_WEIGHTS`` with Gumbel noise, instead of
at random among the regions a held card matches. ``moves``: with the turn's actions done, a
move for dollars that completes a project and pays is made before the turn ends.
"""

from __future__ import annotations

import math
import random
from operator import mul
from typing import AbstractSet, Callable

from australia.actions import Fly, PlayCard, TakeBack
from australia.board import ACTIONS_PER_TURN, MOVE_COST
from australia.rules import legal_actions_of
from australia.state import DRAW, SETUP, State
from australia.computer import LOCATIONS_IN, finishing_regions, matching_regions, quick_action, ranger_moves

# How hard itself chooses where to fly among the regions a held card matches, as weights of
# ``fly_features``: fitted to its flights in two-player games by ``tools/learn_hard.py
# fit-flights`` (see docs/computer.md).
FLY_WEIGHTS = (0.3, 0.65, 0.56, 1.11, 0.31, -0.81, 0.6)
FLY_FEATURES = ("finishing", "conservation", "tile_up", "tile_down", "mine", "empty", "plane")


def fly_features(state: State, region: str, finishing: AbstractSet[str], planes: AbstractSet[str]) -> tuple:
    """What ``FLY_WEIGHTS`` weigh of a region to fly to, for the player to move: whether a
    held card completes a project there (``finishing``), an open conservation project, a
    face-up and a face-down industrialization tile, the player's rangers there, the share of
    its locations still empty, and another player's plane there (``planes``)."""
    locs = LOCATIONS_IN[region]
    rangers = state.rangers
    me = state.current
    tile = region in state.tiles
    up = region in state.face_up
    return (
        region in finishing,
        region in state.conservation,
        tile and up,
        tile and not up,
        sum(1 for loc in locs if loc in rangers and rangers[loc].owner == me),
        sum(1 for loc in locs if loc not in rangers) / 4.0,
        region in planes,
    )


def fly_scored(state: State, regions: list, finishing: list, rand: random.Random) -> str:
    """A region drawn as hard would fly there: the best by ``FLY_WEIGHTS`` with Gumbel noise,
    i.e. each with the chance its softmax gives it."""
    me = state.current
    planes = {p.plane for i, p in enumerate(state.players) if i != me}
    done = set(finishing)
    log = math.log
    best, best_score = None, -math.inf
    for region in regions:
        score = sum(map(mul, FLY_WEIGHTS, fly_features(state, region, done, planes)))
        score -= log(-log(rand.random() or 1e-300))
        if score > best_score:
            best, best_score = region, score
    return best


def policy(scored_flights: bool, moves: bool) -> Callable:
    """``quick_action`` with the switches given (itself with none)."""
    if not (scored_flights or moves):
        return quick_action

    def play(state: State, rand: random.Random, last_action: object = None):
        if state.phase not in (SETUP, DRAW):
            if state.actions_done >= ACTIONS_PER_TURN:
                if moves and state.player.dollars >= MOVE_COST:
                    paying = ranger_moves(state)
                    if paying:
                        return paying[0]
            elif scored_flights and _flies_at_random(state, last_action):
                matching = [r for r in matching_regions(state) if r != state.player.plane]
                if matching:
                    return Fly(fly_scored(state, sorted(matching), finishing_regions(state, matching), rand))
        return quick_action(state, rand, last_action)

    return play


def _flies_at_random(state: State, last_action: object) -> bool:
    """Whether ``quick_action`` ends in its last flight here: no card to play, and no
    take-back after a flight."""
    if legal_actions_of(state, PlayCard):
        return False
    return not (type(last_action) is Fly and legal_actions_of(state, TakeBack))
