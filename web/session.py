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
from australia.table import Table

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
    table: Table | None = None  # who sits where (None: people only, as in every older save)
    viewer: int | None = None  # the person who last took the device and saw their cards

    def __post_init__(self) -> None:
        if self.table is None:
            self.table = Table.of_people(len(self.state.players))
        self._pass_device()

    # --- who holds the device ------------------------------------------------------------------

    @property
    def computer_to_move(self) -> bool:
        """The game waits for a computer seat's decision."""
        return self.state.phase != OVER and self.table.is_computer(self.state.current)

    def _pass_device(self) -> None:
        """Ask for the hand-over screen only when the device goes from one person to another."""
        state = self.state
        people = self.table.people
        if len(people) == 1:
            self.viewer = people[0]  # the device never passes: it stays with its one person
        if state.phase == OVER or self.table.is_computer(state.current) or len(people) == 1:
            self.handover = False
        elif state.current == self.viewer:
            self.handover = False
        # else: leave it as it is (set by the last step, or restored from a save)

    def _applied(self, before: int) -> None:
        self.selection = NOTHING
        self.notice = None
        if self.state.phase != OVER and self.state.current != before:
            self.handover = True
        self._pass_device()

    # --- input ---------------------------------------------------------------------------------

    def click(self, target: tuple[str, object]) -> bool:
        """Handle one click; True when the game itself changed (an action was applied)."""
        if self.state.phase == OVER:
            return False
        if self.computer_to_move:
            self.notice = page_reason(PageCode.COMPUTER_TURN, name=self.state.player.name)
            return False
        if target == ("command", CMD_UNDO):
            return self.undo()
        if self.handover:
            if target == ("command", CMD_REVEAL):
                self.handover = False
                self.viewer = self.state.current
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
        self._applied(before)
        return True

    def play_computer(self, action) -> None:
        """Apply the decision of the computer seat to move (checked like any other action)."""
        if not self.computer_to_move:
            raise ValueError("no computer seat is to move")
        before = self.state.current
        apply_action(self.state, action)
        self._applied(before)

    def undo(self) -> bool:
        """Take back the last action of this turn, if the rules allow it."""
        if self.computer_to_move:
            reason = page_reason(PageCode.COMPUTER_TURN, name=self.state.player.name)
        elif self.handover:
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
        return {"handover": self.handover, "selection": self.selection.to_json(), "viewer": self.viewer}

    @classmethod
    def restore(cls, state: State, meta: dict | None, table: Table | None = None) -> "Session":
        meta = meta if isinstance(meta, dict) else {}
        handover = meta.get("handover", True)
        selection = Selection.from_json(meta.get("selection"))
        viewer = meta.get("viewer")
        if type(viewer) is not int or not 0 <= viewer < len(state.players):
            viewer = None
        return cls(
            state,
            selection=valid_selection(state, selection) if not handover else NOTHING,
            handover=handover is not False and state.phase != OVER,
            table=table,
            viewer=viewer,
        )
