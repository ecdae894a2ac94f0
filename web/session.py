"""One game at the table: the rules state plus what the page needs to remember around it.

The page keeps, next to the game itself, the player's half-built selection, whether the
hand-over screen is up (so the next player's cards stay hidden until they ask) and the last
refusal in words. All of it is saved with the game, so a reload comes back to the same
moment. Pure Python: the browser glue only turns clicks into ``Session.click`` calls.
"""

from __future__ import annotations

from dataclasses import dataclass

from australia import DrawCard, EndTurn, apply_action, can_undo, undo
from australia.events import TileRevealed
from australia.state import OVER, State

from web.controller import NOTHING, Selection, choose, valid_selection

CMD_REVEAL = "reveal"
CMD_UNDO = "undo"

NOTHING_TO_UNDO = "nothing to undo this turn"
HIDDEN_SEEN = "a drawn card or a revealed tile cannot be taken back"


def undo_reason(state: State) -> str:
    """Why the Undo button is off ("" when it is on). Whether it is on is ``can_undo``'s call."""
    if can_undo(state):
        return ""
    if state.phase == OVER:
        return "the game is over"
    last = state.log[-1] if state.log else None
    if last is None or isinstance(last.action, EndTurn):
        return NOTHING_TO_UNDO
    if isinstance(last.action, DrawCard) or any(isinstance(e, TileRevealed) for e in last.events):
        return HIDDEN_SEEN
    return NOTHING_TO_UNDO


@dataclass
class Session:
    state: State
    selection: Selection = NOTHING
    handover: bool = True  # the next player has not yet asked to see their cards
    notice: str = ""  # why the last click did nothing

    def click(self, target: tuple[str, object]) -> bool:
        """Handle one click; True when the game itself changed (an action was applied)."""
        if self.state.phase == OVER:
            return False
        if target == ("command", CMD_UNDO):
            return self.undo()
        if self.handover:
            if target == ("command", CMD_REVEAL):
                self.handover = False
                self.notice = ""
            else:
                self.notice = f"{self.state.player.name}: first show your cards"
            return False
        result = choose(self.state, self.selection, target)
        if result.action is None:
            self.selection = result.selection
            self.notice = result.reason or ""
            return False
        before = self.state.current
        apply_action(self.state, result.action)
        self.selection = NOTHING
        self.notice = ""
        if self.state.phase != OVER and self.state.current != before:
            self.handover = True
        return True

    def undo(self) -> bool:
        """Take back the last action of this turn, if the rules allow it."""
        reason = undo_reason(self.state)
        if reason or self.handover:
            self.notice = f"Cannot undo: {reason or 'first show your cards'}"
            return False
        self.state = undo(self.state)
        self.selection = NOTHING
        self.notice = ""
        return True

    def meta(self) -> dict:
        """What a save keeps about the page besides the game."""
        return {"handover": self.handover, "selection": self.selection.to_json()}

    @classmethod
    def restore(cls, state: State, meta: dict | None) -> "Session":
        meta = meta if isinstance(meta, dict) else {}
        handover = meta.get("handover", True)
        selection = Selection.from_json(meta.get("selection"))
        return cls(
            state,
            selection=valid_selection(state, selection) if not handover else NOTHING,
            handover=bool(handover) and state.phase != OVER,
        )
