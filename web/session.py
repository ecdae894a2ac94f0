"""One game at the table: the rules state plus what the page needs to remember around it.

The page keeps, next to the game itself, the player's half-built selection, whether the
hand-over screen is up (so the next player's cards stay hidden until they ask) and the last
refusal (a reason, put into words when shown). The selection and the hand-over are saved
with the game, so a reload comes back to the same moment. Pure Python: the browser glue
only turns clicks into ``Session.click`` calls.
"""

from __future__ import annotations

from dataclasses import dataclass

from australia import Reason, apply_action, undo, why_no_undo
from australia.state import OVER, State

from web.controller import NOTHING, Selection, choose, valid_selection
from web.words import PageCode, page_reason

CMD_REVEAL = "reveal"
CMD_UNDO = "undo"


@dataclass
class Session:
    state: State
    selection: Selection = NOTHING
    handover: bool = True  # the next player has not yet asked to see their cards
    notice: Reason | None = None  # why the last click did nothing

    def click(self, target: tuple[str, object]) -> bool:
        """Handle one click; True when the game itself changed (an action was applied)."""
        if self.state.phase == OVER:
            return False
        if target == ("command", CMD_UNDO):
            return self.undo()
        if self.handover:
            if target == ("command", CMD_REVEAL):
                self.handover = False
                self.notice = None
            else:
                self.notice = page_reason(PageCode.SHOW_CARDS_FIRST, name=self.state.player.name)
            return False
        result = choose(self.state, self.selection, target)
        if result.action is None:
            self.selection = result.selection
            self.notice = result.reason
            return False
        before = self.state.current
        apply_action(self.state, result.action)
        self.selection = NOTHING
        self.notice = None
        if self.state.phase != OVER and self.state.current != before:
            self.handover = True
        return True

    def undo(self) -> bool:
        """Take back the last action of this turn, if the rules allow it."""
        if self.handover:
            reason = page_reason(PageCode.CARDS_HIDDEN)
        else:
            reason = why_no_undo(self.state)
        if reason is not None:
            self.notice = page_reason(PageCode.CANNOT_UNDO, reason=reason)
            return False
        self.state = undo(self.state)
        self.selection = NOTHING
        self.notice = None
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
