"""One game at the table: the rules state plus what the page remembers around it.

Next to the game itself, the page keeps the player's half-built selection, whether the
hand-over screen is up (so the next person's cards stay hidden until they ask), who sits at
each seat (a person or the computer), who last took the device, and the last refusal (a
reason, worded when shown). The selection, the hand-over and the viewer are saved with the
game, so a reload comes back to the same moment.

A ``Session`` is a value: every step returns a new one and leaves the old one as it was (the
rules state is copied before an action is applied), so a step that fails half-way cannot
damage the game on the table.
"""

from __future__ import annotations


from australia import OVER, PERSON, SETUP, DrawCard, Reason, State, Table, apply_action, is_legal, undo, why_no_undo

from web.hooks import Command, Hook
from web.values import Value, replace
from web.state.notices import PageCode, say
from web.state.selection import NOTHING, Selection, Target, choose, valid_selection


class Session(Value):
    state: State
    seats: Table
    selection: Selection = NOTHING
    handover: bool = True  # the next person has not yet asked to see their cards
    viewer: int | None = None  # the person who last took the device and saw their cards
    notice: Reason | None = None  # why the last click did nothing
    # (seat, card): a person has just drawn this card and the device goes to another person
    # next; they look at it first, and say when they are done (the opening draws in hot-seat)
    review: tuple[int, int] | None = None

    @classmethod
    def start(cls, state: State, seats: Table | None = None, *, handover: bool = True, viewer: int | None = None,
              selection: Selection = NOTHING) -> "Session":
        seats = seats if seats is not None else Table.of_people(len(state.players))
        return _pass_device(cls(state, seats, selection, handover, viewer))

    # --- who holds the device ------------------------------------------------------------------

    @property
    def computer_to_move(self) -> bool:
        """The game waits for a computer seat's decision."""
        return self.state.phase != OVER and self.seats.is_computer(self.state.current)

    @property
    def remote_to_move(self) -> bool:
        """The game waits for a seat played on another device."""
        return self.state.phase != OVER and self.seats.is_remote(self.state.current)

    @property
    def over(self) -> bool:
        return self.state.phase == OVER

    # --- input ---------------------------------------------------------------------------------

    def click(self, target: Target) -> tuple["Session", bool]:
        """One click: the session after it, and whether an action was applied."""
        state = self.state
        if state.phase == OVER:
            return self, False
        if self.computer_to_move:
            return replace(self, notice=say(PageCode.COMPUTER_TURN, name=state.player.name)), False
        if self.remote_to_move:
            return replace(self, notice=say(PageCode.REMOTE_TURN, name=state.player.name)), False
        if self.review is not None:
            if target == (Hook.COMMAND, Command.PASS):
                return replace(self, review=None, notice=None), False
            return replace(self, notice=say(PageCode.PASS_FIRST, name=state.players[self.review[0]].name)), False
        if target == (Hook.COMMAND, Command.UNDO):
            return self.undo()
        if self.handover:
            if target == (Hook.COMMAND, Command.REVEAL):
                return replace(self, handover=False, viewer=state.current, notice=None), False
            return replace(self, notice=say(PageCode.SHOW_CARDS_FIRST, name=state.player.name)), False
        result = choose(state, self.selection, target)
        if result.action is None:
            return replace(self, selection=result.selection, notice=result.reason), False
        return self._applied(result.action), True

    def play(self, action) -> tuple["Session", bool]:
        """A person's whole action at once (the suggestion they chose to play), checked as a
        click is: the session after it, and whether it was applied."""
        state = self.state
        if state.phase == OVER or self.computer_to_move or self.remote_to_move or self.review is not None:
            return self.click((Hook.COMMAND, Command.PLAY_HINT))  # says why not
        if self.handover:
            return replace(self, notice=say(PageCode.SHOW_CARDS_FIRST, name=state.player.name)), False
        if action is None or not is_legal(state, action):
            return replace(self, notice=say(PageCode.NOT_NOW)), False
        return self._applied(action), True

    def play_computer(self, action) -> "Session":
        """The decision of the computer seat to move, checked like any other action."""
        if not self.computer_to_move:
            raise ValueError("no computer seat is to move")
        return self._applied(action)

    def play_remote(self, action) -> "Session":
        """The action of the seat to move, played on its own device (checked by the host)."""
        if not self.remote_to_move:
            raise ValueError("no remote seat is to move")
        return self._applied(action)

    def give_seat(self, seat: int, kind: str) -> "Session":
        """A remote seat is played at this device from now on (a person, or the computer)."""
        return _pass_device(replace(self, seats=self.seats.with_seat(seat, kind), handover=True))

    def _applied(self, action) -> "Session":
        before = self.state.current
        state = self.state.copy()
        apply_action(state, action)  # refused (an exception) before anything changes
        handover = self.handover or (state.phase != OVER and state.current != before)
        after = _pass_device(replace(self, state=state, selection=NOTHING, notice=None, handover=handover))
        return replace(after, review=_drawn_card(self, after, action))

    def undo(self) -> tuple["Session", bool]:
        """Take back the last action of this turn, if the rules allow it."""
        if self.computer_to_move:
            reason = say(PageCode.COMPUTER_TURN, name=self.state.player.name)
        elif self.remote_to_move:
            reason = say(PageCode.REMOTE_TURN, name=self.state.player.name)
        elif self.handover:
            reason = say(PageCode.CARDS_HIDDEN)
        else:
            reason = why_no_undo(self.state)
        if reason is not None:
            return replace(self, notice=say(PageCode.CANNOT_UNDO, reason=reason)), False
        return replace(self, state=undo(self.state), selection=NOTHING, notice=None), True

    def person_takes_seat(self) -> "Session":
        """A person plays the computer seat to move from now on (the device is handed over)."""
        seats = list(self.seats.seats)
        seats[self.state.current] = PERSON
        return _pass_device(replace(self, seats=Table(tuple(seats), self.seats.hints), handover=True))

    # --- saving ---------------------------------------------------------------------------------

    def meta(self) -> dict:
        """What a save keeps about the page besides the game."""
        meta = {"handover": self.handover, "selection": self.selection.to_json(), "viewer": self.viewer}
        if self.review is not None:
            meta["review"] = list(self.review)
        return meta

    @classmethod
    def restore(cls, state: State, meta: dict | None, seats: Table | None = None, *, reopened: bool = True) -> "Session":
        """A saved game put on the table again. ``reopened`` (a reload, Saved games, a file,
        not another tab's move of the game already here): with more than one person at this
        device, nobody's hand shows until its owner takes the device, since whoever holds it
        now may not be the person who last looked."""
        meta = meta if isinstance(meta, dict) else {}
        seats = seats if seats is not None else Table.of_people(len(state.players))
        hot_seat = reopened and len(seats.people) > 1
        handover = True if hot_seat else meta.get("handover", True)
        selection = Selection.from_json(meta.get("selection"))
        viewer = meta.get("viewer")
        if hot_seat or type(viewer) is not int or not 0 <= viewer < len(state.players):
            viewer = None
        session = cls.start(
            state,
            seats,
            selection=valid_selection(state, selection) if not handover else NOTHING,
            handover=handover is not False and state.phase != OVER,
            viewer=viewer,
        )
        review = meta.get("review")
        if (
            not hot_seat  # a card just drawn was the drawer's to see, who may not hold the device now
            and isinstance(review, list) and len(review) == 2 and all(type(v) is int for v in review)
            and 0 <= review[0] < len(state.players) and review[1] in state.players[review[0]].hand
            and state.phase != OVER and review[0] != state.current
        ):
            session = replace(session, review=(review[0], review[1]))
        return session


def _drawn_card(before: Session, after: Session, action) -> tuple[int, int] | None:
    """(seat, card) when a person's draw hands the device to another person: the opening draws
    of a game of several people, where the next person would otherwise take the device before
    the drawer saw the card."""
    seat = before.state.current
    if not isinstance(action, DrawCard) or after.state.phase == OVER or after.state.current == seat:
        return None
    if before.viewer != seat:  # drawn on the shared screen (the opening's first round): seen later
        return None
    seats = after.seats
    if seat not in seats.people or len(seats.people) < 2:
        return None
    new = [c for c in after.state.players[seat].hand if c not in before.state.players[seat].hand]
    return (seat, new[-1]) if new else None


def _pass_device(session: Session) -> Session:
    """Ask for the hand-over screen only when the device goes from one person to another who
    holds cards: in the opening's first round nobody holds one yet, so the people draw one after
    another on the shared screen (which stack is public) and see their card at their next draw."""
    state, seats = session.state, session.seats
    people = seats.people
    viewer = people[0] if len(people) == 1 else session.viewer  # one person: the device never passes
    handover = session.handover
    if state.phase == OVER or state.current not in people or len(people) == 1 or state.current == viewer:
        handover = False
    elif state.phase == SETUP and not state.player.hand:
        handover = False
    if handover == session.handover and viewer == session.viewer:
        return session
    return replace(session, handover=handover, viewer=viewer)
