"""Tips for a first game: which short tip fits the moment, and which ones this device has seen.

A tip belongs to the device, not to a game: it is shown once per browser, at the first moment
it fits, and stays seen (kept in the browser's storage under ``web.storage.TIPS_KEY``, never
in a save). Players may dismiss one tip, or turn all of them off, which also stays so until
they are turned on again from the rules screen.

The moment is read from the game on the table only: the phase, the selection being built,
and the legal actions asked of the engine (which play would complete a project, which may use
the ranger track). A tip is never offered on a computer seat's turn nor behind the hand-over
screen, so it never shows anything of a hand to the wrong person.
"""

from __future__ import annotations

import json

from australia import ACTIONS_PER_TURN, SETUP, TURN, PlayCard, State, completes_project, legal_actions_of

from web.values import Value
from web.state.selection import PLAY

# In the order they are offered when more than one fits the moment.
STACKS, FLY, PROJECT, WINDMILL, PLACE, END_TURN = "stacks", "fly", "project", "windmill", "place", "end-turn"
ORDER = (STACKS, FLY, PROJECT, WINDMILL, PLACE, END_TURN)


def completing_plays(state: State) -> bool:
    """Whether a card the player may play now would complete a project (asked of the rules)."""
    return any(completes_project(state, action) for action in legal_actions_of(state, PlayCard))


def track_plays(state: State) -> bool:
    """Whether a card the player may play now may send rangers to the ranger track."""
    return state.is_full and any(a.track for a in legal_actions_of(state, PlayCard))


def fits(tip: str, session) -> bool:
    """Whether ``tip`` fits the moment of the game on the table (the person to move sees it)."""
    state = session.state
    mode = session.selection.mode
    if tip == STACKS:
        return state.phase == SETUP
    if state.phase != TURN:
        return False
    if tip == FLY:
        return state.player.plane is None and mode is None
    if tip == PROJECT:
        return mode in (None, PLAY) and state.actions_done < ACTIONS_PER_TURN and completing_plays(state)
    if tip == WINDMILL:
        return mode in (None, PLAY) and state.actions_done < ACTIONS_PER_TURN and track_plays(state)
    if tip == PLACE:  # while the card's place is chosen, never once a location is
        return mode == PLAY and session.selection.location is None
    if tip == END_TURN:
        return state.actions_done >= ACTIONS_PER_TURN and mode is None
    return False


class Tips(Value):
    """This device's tips: on or off, and which have been seen."""

    off: bool = False
    seen: frozenset[str] = frozenset()

    @classmethod
    def parse(cls, text: object) -> "Tips":
        """The tips as kept in the store (anything unreadable: tips on, none seen)."""
        try:
            data = json.loads(text) if isinstance(text, str) else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            return cls()
        seen = data.get("seen")
        return cls(data.get("off") is True, frozenset(t for t in seen if t in ORDER) if isinstance(seen, list) else frozenset())

    def to_text(self) -> str:
        return json.dumps({"off": self.off, "seen": sorted(self.seen)})

    def current(self, session) -> str | None:
        """The tip to show now, or None (tips off, a computer's turn, the hand-over screen)."""
        if self.off or session is None or session.handover or session.review is not None or session.computer_to_move or session.over:
            return None
        for tip in ORDER:
            if tip not in self.seen and fits(tip, session):
                return tip
        return None

    def with_seen(self, tip: str) -> "Tips":
        return Tips(self.off, self.seen | {tip}) if tip in ORDER and tip not in self.seen else self

    def turned_off(self) -> "Tips":
        return Tips(True, self.seen)

    def turned_on(self) -> "Tips":
        """Tips on again, every one of them to be shown afresh."""
        return Tips(False, frozenset())
