"""Games and positions for the engine's tests: random games and positions met in them (every
phase, 2 to 5 players, both variants), sample positions of real games in every phase, and a
game's hidden twin (the same for what one seat cannot know).
"""

from __future__ import annotations

import random
from functools import cache

from australia import Config, Phase, apply_action, legal_actions, new_game
from australia.board import CARDS, KINDS
from australia.state import State


def positions(count: int):
    """Positions met in random games: every phase, 2 to 5 players, both variants."""
    out = []
    for seed in range(count):
        players = 2 + seed % 4
        variant = ("simple", "full")[seed // 4 % 2]
        state = random_position(100 + seed, players, variant, steps=(seed * 37) % 300)
        if not state.is_over:
            out.append(state)
    return out


NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


def random_position(seed: int, players: int = 4, variant: str = "full", steps: int = 120) -> State:
    rand = random.Random(seed)
    state = new_game(Config(NAMES[:players], variant), seed)
    for _ in range(steps):
        if state.is_over:
            break
        apply_action(state, rand.choice(legal_actions(state)))
    return state


def hidden_twin(state: State, seat: int, seed: int) -> State:
    """The same game but for what ``seat`` cannot know: others' card colours (within their
    kinds), the order of the stacks, the cards left out, the values of face-down tiles."""
    twin = state.copy()
    rand = random.Random(seed)
    mine = set(twin.players[seat].hand)
    for kind in KINDS:
        slots: list[tuple[str, int, int]] = []  # (where, index, card)
        for i, p in enumerate(twin.players):
            if i != seat:
                slots += [("hand", i * 10 + j, c) for j, c in enumerate(p.hand) if CARDS[c].kind == kind]
        slots += [("stack", j, c) for j, c in enumerate(twin.stacks[kind])]
        slots += [("unused", j, c) for j, c in enumerate(twin.unused_cards) if CARDS[c].kind == kind]
        cards = [c for _, _, c in slots]
        assert not mine & set(cards)
        rand.shuffle(cards)
        for (where, index, _), card in zip(slots, cards):
            if where == "hand":
                twin.players[index // 10].hand[index % 10] = card
            elif where == "stack":
                twin.stacks[kind][index] = card
            else:
                twin.unused_cards[index] = card
    down = [r for r in twin.tiles if r not in twin.face_up]
    values = [twin.tiles[r] for r in down]
    rand.shuffle(values)
    twin.tiles.update(zip(down, values))
    twin.seed = state.seed + 1
    return twin


def _random_game(seed: int, variant: str = "full", players: int = 3, steps: int | None = None):
    rand = random.Random(seed)
    game = new_game(Config(("Ann", "Ben", "Cat", "Dan", "Eve")[:players], variant), seed)
    while not game.is_over and (steps is None or len(game.history) < steps):
        apply_action(game, rand.choice(legal_actions(game)))
    return game


# --- helpers ----------------------------------------------------------------------------------


def play_randomly(game: State, rand: random.Random, steps: int) -> State:
    for _ in range(steps):
        if game.is_over:
            break
        apply_action(game, rand.choice(legal_actions(game)))
    return game


def random_game(seed: int, players: int = 3, variant: str = "full", steps: int = 10_000) -> State:
    game = new_game(Config(NAMES[:players], variant), seed)
    return play_randomly(game, random.Random(seed), steps)


def first_position_offering(wanted, seed: int = 3, players: int = 3, variant: str = "full"):
    """The first position of a seeded random game where ``wanted(game, action)`` holds for a
    legal action, with that action (a real position, so its save loads)."""
    for attempt in range(20):
        rand = random.Random(seed + attempt)
        game = new_game(Config(NAMES[:players], variant), seed + attempt)
        while not game.is_over:
            offered = [a for a in legal_actions(game) if wanted(game, a)]
            if offered:
                return game, offered[0]
            apply_action(game, rand.choice(legal_actions(game)))
    raise AssertionError("no seeded game reached such a position")


@cache
def _sample_positions() -> dict[str, State]:
    """Positions of real games in every phase (copy before changing one)."""
    out: dict[str, State] = {}
    for seed, players, variant in ((7, 3, "full"), (8, 2, "simple"), (9, 5, "full")):
        rand = random.Random(seed)
        game = new_game(Config(NAMES[:players], variant), seed)
        out.setdefault(f"setup-{seed}", game.copy())
        while not game.is_over:
            apply_action(game, rand.choice(legal_actions(game)))
            if game.phase == Phase.SETUP:
                out.setdefault(f"setup-later-{seed}", game.copy())
            elif game.phase == Phase.DRAW:
                out.setdefault(f"draw-{seed}", game.copy())
            elif game.actions_done == 0:
                out.setdefault(f"turn-start-{seed}", game.copy())
            elif game.actions_done == 1:
                out.setdefault(f"mid-turn-{seed}", game.copy())
            if len(game.log) == 150:
                out[f"late-{seed}"] = game.copy()
        out[f"over-{seed}"] = game.copy()
    return out


POSITION_NAMES = sorted(_sample_positions())


def sample_position(name: str) -> State:
    return _sample_positions()[name].copy()
