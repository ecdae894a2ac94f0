"""Games to draw for the view tests: a game after its opening draws, a game where somebody
just scored, a table with computer seats, and a name that is an attack.
"""

from __future__ import annotations

from australia import Config, DrawCard, apply_action, new_game
from australia.table import Table
from web.view import marks


EVIL = "<img src=x onerror=alert(1)>"


def _drawn(names, variant="simple", seed=2):
    state = new_game(Config(tuple(names), variant, start_player=0), seed)
    while state.phase == "setup":
        apply_action(state, DrawCard(1))
    return state


# --- reading the table at a glance -------------------------------------------------------------


def _glance_game():
    from australia.computer.thinker import choose
    from australia.observation import observe
    from australia.events import ProjectScored as Scored
    from australia.state import TURN

    state = new_game(Config(("Ann", "Ben", "Cat"), "full", 0), 31)
    done = 0
    while not state.is_over:
        if state.phase == TURN and not state.actions_done:
            if any(isinstance(ev, Scored) for entry in marks.since_last_turn(state) for ev in entry.events):
                return state
        apply_action(state, choose(observe(state, state.current), "medium", 31 + done))
        done += 1
    raise AssertionError("nobody scored")


# --- 5. which computer is which ------------------------------------------------------------------


SEATS = ("person", "hard", "easy")


TABLE = Table(SEATS)
