"""Random complete games with every invariant checked after every action.

Used by the test suite and by ``python -m australia simulate``. A violation is any broken
invariant; the report counts them and names the first few.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, field

from ..actions import DrawCard, EndTurn, Fly, MoveRanger, PlayCard, action_from_json, take_back
from ..board import (
    CARDS,
    HAND_SIZE,
    KINDS,
    LOCATION_IDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    RANGER_TRACK_SPACES,
    RANGERS_PER_PLAYER,
    REGION_IDS,
    WINDMILL_TRACK_SPACES,
)
from ..errors import IllegalActionError, MalformedActionError
from ..events import CONSERVATION, INDUSTRIALIZATION, SOURCES
from ..rules import apply_action, legal_actions
from ..save import dump_game, load_game
from ..scoring import conservation_done, industrialization_done
from ..state import FULL, VARIANTS, Config, State, new_game

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


@dataclass
class Report:
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    violations: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {
            "games": self.games,
            "actions": self.actions,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else None,
            "violations": len(self.violations),
            "first_violations": self.violations[:5],
        }


def random_action(rand: random.Random, state: State):
    """Any well-formed action at all, legal or not: the illegal ones must be refused."""
    kind = rand.randrange(6)
    if kind == 0:
        return Fly(rand.choice(REGION_IDS))
    if kind == 1:
        placed = rand.randrange(5)
        return PlayCard(
            rand.randrange(len(CARDS)),
            rand.choice(LOCATION_IDS) if placed else None,
            placed,
            rand.randrange(3),
            rand.random() < 0.3,
        )
    if kind == 2:
        return DrawCard(rand.choice(KINDS))
    if kind == 3:
        return take_back({rand.choice(LOCATION_IDS): rand.randrange(1, 6)})
    if kind == 4:
        return MoveRanger(*rand.sample(LOCATION_IDS, 2))
    return EndTurn()


def check_invariants(state: State, before_points: list[int]) -> list[str]:
    """Every invariant of a position, as a list of what is broken (empty when all hold)."""
    problems: list[str] = []
    seats = len(state.players)
    per_player = RANGERS_PER_PLAYER[seats]
    for i, p in enumerate(state.players):
        total = p.supply + state.rangers_on_board(i) + state.ranger_track.count(i)
        if total != per_player:
            problems.append(f"player {i} has {total} rangers in all, not {per_player}")
        if p.supply < 0 or p.dollars < 0:
            problems.append(f"player {i} has a negative supply or purse")
        if p.points < before_points[i]:
            problems.append(f"player {i}'s points went down")
        if sum(p.points_by_source[s] for s in SOURCES) != p.points:
            problems.append(f"player {i}'s points by source do not add up")
        if len(p.hand) > HAND_SIZE:
            problems.append(f"player {i} holds {len(p.hand)} cards")
    cards = [c for p in state.players for c in p.hand]
    cards += [c for stack in state.stacks.values() for c in stack]
    cards += state.played_cards + state.unused_cards
    if sorted(cards) != list(range(len(CARDS))):
        problems.append("cards are not conserved")
    gone = state.windmill_track + state.spent_tiles
    industry = set(state.tiles) | {t.region for t in gone if t.project == INDUSTRIALIZATION}
    conservation = set(state.conservation) | {t.region for t in gone if t.project == CONSERVATION}
    placed = len(state.tiles) + len(state.windmill_track) + len(state.spent_tiles) + len(state.conservation)
    if industry != set(REGION_IDS) or conservation != set(REGION_IDS) or placed != 2 * len(REGION_IDS):
        problems.append("tiles are not conserved")
    # a full windmill track is scored and emptied at once: it never stays full
    if len(state.windmill_track) >= WINDMILL_TRACK_SPACES or len(state.ranger_track) > RANGER_TRACK_SPACES:
        problems.append("a track is over-full")
    for loc, here in state.rangers.items():
        if here.count <= 0 or not 0 <= here.owner < seats:
            problems.append(f"{loc} holds {here}")
    for region in REGION_IDS:
        if conservation_done(state, region) or industrialization_done(state, region):
            problems.append(f"a completed project in {region} was not scored")
    if state.is_over != (not legal_actions(state)):
        problems.append("legal actions are empty exactly when the game is over: broken")
    return problems


def play_one(seed: int, players: int, variant: str, report: Report, *, deep: bool = True) -> State:
    rand = random.Random(seed)
    config = Config(NAMES[:players], variant)
    state = new_game(config, seed)
    shadow = new_game(config, seed)  # fed the JSON round trip of every action
    while not state.is_over:
        legal = legal_actions(state)
        action = rand.choice(legal)
        before = [p.points for p in state.players]
        if deep:
            wrong = random_action(rand, state)
            if wrong not in legal:
                snapshot = state.snapshot(whole_history=False)
                try:
                    apply_action(state, wrong)
                    report.violations.append(f"seed {seed}: illegal {wrong} was applied")
                except (IllegalActionError, MalformedActionError):
                    if state.snapshot(whole_history=False) != snapshot:
                        report.violations.append(f"seed {seed}: refused {wrong} changed the game")
        apply_action(state, action)
        report.actions += 1
        apply_action(shadow, action_from_json(json.loads(json.dumps(action.to_json()))))
        if deep:
            for problem in check_invariants(state, before):
                report.violations.append(f"seed {seed}, action {len(state.history)}: {problem}")
            # compared after every action: the last one and the count stand for the history
            if shadow.snapshot(whole_history=False) != state.snapshot(whole_history=False):
                report.violations.append(f"seed {seed}: JSON round trip of {action} differs")
    if load_game(dump_game(state)) != state:
        report.violations.append(f"seed {seed}: the saved game does not load back equal")
    report.games += 1
    return state


def simulate(players: int, variant: str, games: int, seed: int, *, deep: bool = True) -> Report:
    report = Report()
    start = time.perf_counter()
    for g in range(games):
        play_one(seed + g, players, variant, report, deep=deep)
    report.seconds = time.perf_counter() - start
    return report


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m australia simulate", description=__doc__)
    parser.add_argument("--players", type=int, default=4, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    parser.add_argument("--variant", choices=VARIANTS, default=FULL)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    args = parser.parse_args(argv)
    report = simulate(args.players, args.variant, args.games, args.seed)
    data = report.to_json()
    print(
        f"{data['games']} games, {data['actions']} actions, {data['seconds']} s, "
        f"{data['games_per_second']} games/s, {data['violations']} violations"
    )
    for line in report.violations[:10]:
        print("  violation:", line)
    if args.json:
        print(json.dumps(data))
    return 1 if report.violations else 0
