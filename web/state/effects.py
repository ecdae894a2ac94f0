"""What the page's state asks the world to do: the effects ``update`` returns.

``web.state.update.update`` never touches the store, the computer's thinking, the clock or the document; it
returns these values and the browser shell carries them out (``web.browser.runtime``, one
carrier for each type), handing back the outcome of those that have one as a message
(``web.messages``). A test carries them out with fakes. Effects that act on the drawn page
(focus, scrolling, the computer's progress) are carried out after the page is drawn. Like the
messages, effects are records (``web.values``).
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any

from australia import State, Table

from web.values import Value

if TYPE_CHECKING:
    from web.state.computer import Request


class SaveFor(StrEnum):
    """Why a game is being saved, which decides what its outcome means."""

    PLAY = "play"  # after a step of the game
    NEW = "new"  # a game just started or imported
    AGAIN = "again"  # its slot was deleted in another tab: saved anew
    BOTH = "both"  # another tab changed its slot: this page's version in a new slot
    RETRY = "retry"  # its moves were not saved: try before another game goes on the table
    IMPORT = "import"  # a game imported from a file: marked as a copy when the same game is saved already


class Save(Value):
    """Write the game on the table into ``slot`` (None: a new slot), never over a newer save
    of another page. Outcome: ``web.messages.Saved``."""

    slot: str | None
    state: State
    meta: dict
    label: str
    seats: Table
    updated: float
    purpose: SaveFor = SaveFor.PLAY
    why: Any = None  # for BOTH: the web.state.notices.Notice saying why; for IMPORT: the file's name
    then: Any = None  # for RETRY: the message to handle once saved


class SetCurrent(Value):
    """Remember ``slot`` as the game to come back to after a reload (None: none)."""

    slot: str | None


class LoadFor(StrEnum):
    BOOT = "boot"  # the game on the table at start-up (slot None: the current one)
    OPEN = "open"
    REPLAY = "replay"
    REVIEW = "review"
    OTHER_TAB = "other-tab"  # another page changed the slot of the game on the table


class Load(Value):
    """Read a saved game. With ``if_changed``, only when its text is not what this page last
    read or wrote there (else ``Unchanged``). Outcome: ``web.messages.SlotRead``."""

    slot: str | None
    purpose: LoadFor
    if_changed: bool = False
    then: Any = None  # for BOOT: the button pressed on the first screen


class ListSlots(Value):
    """Read every saved game's line for the list. Outcome: ``web.messages.SlotsListed``."""


class Rename(Value):
    slot: str
    label: str


class Delete(Value):
    slot: str


class ExportSlot(Value):
    """Hand a saved game's text, exactly as stored, to the browser as a file."""

    slot: str
    damaged: bool = False


class Download(Value):
    name: str
    text: str


class WritePreference(Value):
    """Keep a setting of this device (language, pace, tips) in the browser's storage."""

    key: str
    text: str


class RecordGame(Value):
    """Add a game just finished at this table to the record of this device (read, add unless
    that game is there already, write; never over a record that cannot be read). ``game`` is a
    ``web.state.record_format.Game``. Outcome: ``web.messages.RecordKept``."""

    game: Any


class ReadRecord(Value):
    """Read the record. Outcome: ``web.messages.RecordRead``."""


class ClearRecord(Value):
    """Forget the record (the player confirmed). Outcome: ``web.messages.RecordCleared``."""


class Think(Value):
    """Ask the computer for a decision (``web.state.computer.request``). A new ``round``
    starts its thinking anew."""

    request: Request
    round: int


class WarmComputer(Value):
    """Start the computer's thinking before anything is asked of it (a computer seat was just
    chosen on the new-game form): its start overlaps the player's filling in of the form.
    Nothing if it runs already."""

    round: int


class StartReview(Value):
    """Review the finished game ``state`` (its key: ``web.state.reviewing.game_key``), the
    decisions of the seats in ``first`` before the others', in slices between the page's
    records; a review kept on this device is given at once. Outcome: ``web.messages.ReviewProgress``
    now and then, the last with ``done`` 1 (or ``ReviewFailed``). A newer one replaces it."""

    key: str
    state: State
    first: tuple[int, ...] = ()


class StopReview(Value):
    """Stop the review in progress (its screen was closed)."""


class Foresee(Value):
    """Judge the decisions of ``people`` in the game in progress ``state`` as its review will,
    in slices while the page waits for a person, so that the review at its end finds them done
    (``australia.computer.Foresight``); None: wait (the computer thinks, or no game goes on)."""

    state: State | None = None
    people: tuple[int, ...] = ()


class KeepReview(Value):
    """Keep a complete review on this device (the latest few), so that it opens at once."""

    key: str
    data: Any


class ShowProgress(Value):
    """Move the computer's progress bar (nothing else on the page changes)."""

    done: float


class After(Value):
    """Hand ``message`` back after ``ms`` milliseconds."""

    ms: float
    message: Any


class ReadFile(Value):
    """Read the file the files adapter holds as ``token``. Outcome: ``FileRead`` or
    ``FileUnreadable``."""

    token: int
    name: str


class History(Value):
    """Make the screen now shown an entry of the browser's history (``replace``: this one)."""

    screen: str
    replace: bool = False


class Reload(Value):
    pass


class Handled(Value):
    """The key or event was the page's: the browser does nothing more with it."""


class Quiet(Value):
    """Nothing to draw: the page on the screen shows this step already."""


class LogFault(Value):
    """An unexpected failure: its details go to the browser's console."""

    detail: str


# --- after drawing ------------------------------------------------------------------------------


class Focus(Value):
    """Focus the first element matching one of ``selectors``."""

    selectors: tuple[str, ...]
    prevent_scroll: bool = False
    # only while the focus is still inside this element: a move on the map comes a moment
    # after its key, and a person who has tabbed away meanwhile is not pulled back
    within: str | None = None


class RulesOpened(Value):
    """The rules opened over a screen: remember where the page was scrolled, go to their top
    and focus their heading."""


class RulesClosed(Value):
    """Back from the rules: scroll to where the page was and focus the Rules button."""


class ShowBoard(Value):
    """Bring the map into view on a small screen, where it can be scrolled away: a person's
    turn begins, or the computer has just acted on it. The shell leaves the page alone when
    the board is already in view, on a wide screen (the board never leaves it) and while the
    person is scrolling."""
