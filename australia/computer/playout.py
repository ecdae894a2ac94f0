"""How a card is drawn, and the cheap rule of thumb (``quick_action``) by which everyone plays
out a few turns inside the hard level's search.
"""

from __future__ import annotations

import random

from ..actions import DrawCard, EndTurn, Fly, PlayCard, TakeBack
from ..board import ACTIONS_PER_TURN, CARDS, kind_dollars, NO_RANGER_POINTS, WILD_COST
from .candidates import completing_counts, matching_regions
from ..rules import legal_actions_of
from ..state import DRAW, SETUP, State
from .features import CARD_COLOUR, REGION_COLOUR, LOCATIONS_IN, IS_SHIP

def draw_preference(state: State, kind: int) -> float:
    """How much the player to decide likes a card of this kind, before seeing its colour."""
    supply = state.player.supply
    return 1.0 * kind_dollars(kind) + 1.25 * min(kind, supply)


def quick_draw(state: State) -> DrawCard:
    draws = legal_actions_of(state, DrawCard)
    return max(draws, key=lambda a: draw_preference(state, a.stack))


def finishing_regions(state: State, regions: list) -> list:
    """Of ``regions`` (where a held card matches), those where playing such a card can
    complete a project: a conservation project missing one location, or a face-up tile
    that lacks no more rangers than a matching card places (and the supply holds)."""
    player = state.player
    rangers = state.rangers
    most: dict[str, int] = {}
    for card in player.hand:
        colour = CARD_COLOUR[card]
        most[colour] = max(most.get(colour, 0), min(CARDS[card].kind, player.supply))
    out = []
    for region in sorted(regions):
        reach = most.get(REGION_COLOUR[region], 0)
        if reach <= 0:
            continue
        if region in state.conservation and sum(1 for loc in LOCATIONS_IN[region] if loc not in rangers) == 1:
            out.append(region)
            continue
        value = state.tiles.get(region)
        if value is not None and region in state.face_up:
            lack = value - state.region_rangers(region)
            if 1 <= lack <= reach:
                out.append(region)
    return out


def quick_action(state: State, rand: random.Random, last_action: object = None):  # noqa: C901 - the playout's one policy: a rule of thumb a branch, in the order they apply
    """A cheap sensible action for the player to decide: play a card that completes a project,
    else, with the turn's first action, fly where a held card completes one, else play the
    card with as many rangers as possible, else fly where a card can be played (where one
    completes a project, if any). The others play by it inside the hard level's search, so
    it must see the projects they are likely to complete: flying at random among the regions
    a card matches, they hardly ever reached one, and the search took leaving a project one
    card short of done for safe."""
    phase = state.phase
    if phase in (SETUP, DRAW):
        return quick_draw(state)
    if state.actions_done >= ACTIONS_PER_TURN:
        return EndTurn()
    plays = legal_actions_of(state, PlayCard)
    if plays:
        best = None
        best_score = -1e9
        finishes = False
        completing: dict[str, set[int]] = {}  # by location: a card's plays share their locations
        for action in plays:
            if action.track and action.location is None:
                score = 0.8 * action.track
            elif action.location is None:
                score = NO_RANGER_POINTS - (WILD_COST if action.wild else 0) + (2 if state.player.supply == 0 else 0)
            else:
                score = action.rangers + 0.5 * action.track
                counts = completing.get(action.location)
                if counts is None:
                    counts = completing[action.location] = completing_counts(state, action.location)
                done = action.rangers in counts
                if done:
                    score += 6
                    finishes = True
                if IS_SHIP[action.location]:
                    score += 0.5 * action.rangers
            if action.wild:
                score -= WILD_COST
            score += rand.random()
            if score > best_score:
                best, best_score = action, score
        if not finishes and state.actions_done == 0 and type(last_action) is not Fly:
            # Nothing to complete here: fly first where a held card completes a project.
            matching = [r for r in matching_regions(state) if r != state.player.plane]
            finishing = finishing_regions(state, matching)
            if finishing:
                return Fly(rand.choice(finishing))
        return best
    if type(last_action) is Fly:
        backs = legal_actions_of(state, TakeBack)
        if backs:
            return rand.choice(backs)
    matching = [r for r in matching_regions(state) if r != state.player.plane]
    if matching:
        finishing = finishing_regions(state, matching)
        if finishing:
            return Fly(rand.choice(finishing))
        return Fly(rand.choice(sorted(matching)))
    flights = legal_actions_of(state, Fly)
    return rand.choice(flights)
