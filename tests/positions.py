"""Building positions for scenario tests in a few lines.

A position starts as a real game after its opening draws; the helpers then place rangers,
hand out cards and turn tiles the way a player setting up the board by hand would, keeping
rangers and cards conserved so the invariants still hold.
"""

from __future__ import annotations

from australia import Config, DrawCard, apply_action, new_game
from australia.board import CARDS, KINDS
from australia.state import Rangers, State

NAMES = ("Black", "White", "Orange", "Blue", "Brown")
BLACK, WHITE, ORANGE, BLUE, BROWN = range(5)


def position(players: int = 2, variant: str = "simple", windmill: str | None = None, seed: int = 1) -> State:
    """A game after the opening draws, Black (seat 0) to play the first action."""
    config = Config(NAMES[:players], variant, start_player=0, windmill_region=windmill)
    state = new_game(config, seed)
    while state.phase == "setup":
        apply_action(state, DrawCard(next(k for k in KINDS if state.stacks[k])))
    return state


def put(state: State, location: str, player: int, rangers: int) -> None:
    """Place rangers from the player's supply, as if placed earlier in the game."""
    here = state.rangers.get(location)
    assert here is None or here.owner == player
    state.players[player].supply -= rangers
    state.rangers[location] = Rangers(player, rangers + (here.count if here else 0))


def give(state: State, player: int, colour: str, kind: int) -> int:
    """Put a card of this colour and kind in the player's hand (from the unused cards or a
    stack); the hand's other cards go to the unused pile so the hand stays legal."""
    for card in CARDS:
        if card.colour != colour or card.kind != kind:
            continue
        if card.id in state.unused_cards:
            state.unused_cards.remove(card.id)
            break
        stack = state.stacks[kind]
        if card.id in stack:
            stack.remove(card.id)
            # keep stack sizes: refill from the unused cards of that kind
            spare = next((c for c in state.unused_cards if CARDS[c].kind == kind), None)
            if spare is not None:
                state.unused_cards.remove(spare)
                stack.insert(0, spare)
            break
    else:
        raise AssertionError(f"no free {colour} card of kind {kind}")
    state.players[player].hand.append(card.id)
    return card.id


def hand(state: State, player: int, *cards: tuple[str, int]) -> list[int]:
    """Replace the player's hand by cards of these (colour, kind)."""
    held = state.players[player].hand
    state.unused_cards.extend(held)
    held.clear()
    return [give(state, player, colour, kind) for colour, kind in cards]


def tile(state: State, region: str, value: int, face_up: bool = True) -> None:
    """Set a region's industrialization tile (swapping values with another region so the
    24 tiles keep their counts)."""
    current = state.tiles[region]
    if current != value:
        other = next(r for r, v in state.tiles.items() if v == value and r != region)
        state.tiles[other] = current
        state.tiles[region] = value
    if face_up:
        state.face_up.add(region)
    else:
        state.face_up.discard(region)


def plane(state: State, player: int, region: str) -> None:
    state.players[player].plane = region


def kimberley_to_complete(variant: str = "simple", windmill: str | None = None) -> State:
    """Black to move, in Kimberley with a red card: placing in its ship, the one empty location
    there, completes its conservation, and White's rangers there score with it."""
    state = position(2, variant, windmill=windmill)
    put(state, "kununurra", WHITE, 1)
    put(state, "halls_creek", BLACK, 2)
    put(state, "tanami", WHITE, 1)
    put(state, "eighty_mile_beach", BLACK, 1)
    hand(state, BLACK, ("red", 3), ("green", 1))
    plane(state, BLACK, "kimberley")
    return state
