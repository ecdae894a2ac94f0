"""The page's state as one value: the screen shown, the game on the table, this device's
settings, and what the page has to say.

Each screen holds only what it needs: the new-game form's refusal, the saved-games list with
the slot being renamed or deleted, the replay and where it goes back to, the damaged save,
the rules and the screen under them, the record and the screen it goes back to. What lives
across screens lives beside them: the game on the table (``OnTable``), the form as typed
(nothing typed is lost when moving between screens), the device's settings, the computer's
progress, and the banners.

Everything is a frozen value: ``web.state.update.update`` builds a new ``Model`` for each
message and the old one stays as it was, so a step that fails half-way leaves the page on
the last good one.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Sequence, Union

from australia import Reason, State, Table

from web.values import Value
from web.state.computer import DEFAULT_PACE, Computer
from web.state.focus import Shape
from web.state.newgame import Form
from web.state.record_format import Book, Unreadable
from web.state.slots import SlotInfo, Title
from web.state.session import Session
from web.state.tips import Tips

if TYPE_CHECKING:
    from web.state.replay import Replay

NEW, GAME, SAVED, REPLAY, BROKEN, RULES, RECORD, REVIEW = (
    "new", "game", "saved", "replay", "broken", "rules", "record", "review")


class NewGameScreen(Value):
    error: Reason | None = None  # why the form was refused
    name = NEW


class GameScreen(Value):
    name = GAME


class SavedScreen(Value):
    slots: tuple[SlotInfo, ...] = ()
    renaming: str | None = None  # the slot whose name is being edited
    draft: str | None = None  # the name as typed so far (None: not yet read)
    deleting: str | None = None  # the slot whose deletion waits to be confirmed
    name = SAVED


class ReplayScreen(Value):
    replay: Replay
    back: str = GAME  # where closing it goes: GAME or SAVED
    review: "ReviewScreen | None" = None  # the review it was opened from, which closing it goes back to
    name = REPLAY


class BrokenScreen(Value):
    """A save found at start-up that does not load: kept aside, never written over."""

    slot: str
    reason: Reason
    name = BROKEN


class RulesScreen(Value):
    under: "Screen"  # the screen the rules were opened over, and go back to
    name = RULES


class RecordScreen(Value):
    """"Your record": the games finished on this device, opened over a screen it goes back to."""

    under: "Screen"
    found: Book | Unreadable | None = None  # the record as read (None: not read yet)
    confirming: bool = False  # "Clear the record" waits to be confirmed
    name = RECORD


class ReviewScreen(Value):
    """The review of a finished game (``web.state.reviewing``), opened over a screen it goes back to.

    ``found``: the review so far as plain values (``australia.cli.review.review_json``'s),
    ``done`` from 0 to 1; ``seat``: whose decisions are shown."""

    under: "Screen"
    key: str
    state: State
    title: Title = Title()
    seats: Table | None = None
    slot: str | None = None
    found: Any = None
    done: float = 0.0
    failed: str | None = None
    seat: int = 0
    name = REVIEW


Screen = Union[NewGameScreen, GameScreen, SavedScreen, ReplayScreen, BrokenScreen, RulesScreen, RecordScreen, ReviewScreen]


class OnTable(Value):
    """The game on the table and where it is saved."""

    session: Session
    slot: str | None = None  # its slot (None: not saved yet)
    label: str = ""  # that slot's label
    unsaved: bool = False  # it has moves only this page holds (a save failed)
    copied: float | None = None  # when it was copied from another version (two were kept)
    # Its seats played on other devices: values of the devices' feature (web.devices), which the
    # state does not import (web.state.extensions).
    remotes: Value | None = None  # who plays them (web.devices.hosting.Remotes)
    invitation: Value | None = None  # the invitation shown for one of them (web.devices.state.seats)
    inviting: tuple[int, ...] = ()  # seats to invite next, each once the one before is back
    stun: Value | None = None  # the STUN address being typed in their panel (web.devices.state.seats)
    # the moment (actions so far) at which the one person here asked to see their cards while a
    # seat elsewhere plays: shown until the game moves on (None: hidden)
    peek: int | None = None

    @property
    def title(self) -> Title:
        return Title(self.label, tuple(p.name for p in self.session.state.players), self.copied)

    def meta(self) -> dict:
        meta = self.session.meta()
        if self.copied is not None:
            meta["copy"] = self.copied
        return meta


class Prefs(Value):
    """This device's settings, kept in the browser's storage (never in a save)."""

    language: str = "en"
    pace: str = DEFAULT_PACE
    tips: Tips = Tips()
    stun: str = ""  # the STUN server invitations ask for an internet address ("": none, the default)
    threats: bool = True  # what the rivals could complete next is shown to the player to move


class Banner(Value):
    """What is said above the screen."""

    notice: Reason | None = None  # what just happened (shown once)
    alert: Reason | None = None  # what just went wrong (shown once)
    save_problem: Reason | None = None  # why the game is not saved (until a save succeeds)
    faulted: bool = False  # an unexpected failure was caught (until the next step)
    storage: bool = True  # the browser lets the page keep games at all


class Flags(Value):
    """How the page is shown on this visit."""

    zoom: bool = False  # the map drawn large in a scrolling frame (a phone's choice)
    whole_log: bool = False  # the log shows every line, not only the recent ones
    map_focus: tuple[int, Shape] | None = None  # (seat, shape) last focused on the map
    aimed: Shape | None = None  # where the map's arrow keys last sent the focus
    keyboard: bool = False  # the last input was a key: the focus follows the game's steps
    map_key: bool = False  # the key to the map is open
    motion: bool = True  # pieces move on the map (False: the person asked for less movement)
    camera: bool = False  # the browser lets the page use a camera (to read an answer's QR code)


class Model(Value):
    screen: Screen = NewGameScreen()
    table: OnTable | None = None
    form: Form = Form()
    prefs: Prefs = Prefs()
    computer: Computer = Computer()
    banner: Banner = Banner()
    flags: Flags = Flags()
    failed: tuple[tuple[str, Reason], ...] = ()  # slots found not to load when opened, and why
    broken: BrokenScreen | None = None  # the damaged save met at start-up, for Back
    offline: tuple[str, bool | None] = ("preparing", None)  # web.messages.OfflineStatus
    quick: str = "unavailable"  # web.messages.QuickStartStatus
    guest: Value | None = None  # this device plays a seat of another device's game (web.devices.state.seats)
    address: str = ""  # the page's address without its fragment (invitation links start with it)

    @property
    def shown(self) -> Screen:
        """The screen under the rules, or the screen itself."""
        screen = self.screen
        return screen.under if isinstance(screen, RulesScreen) else screen

    @property
    def session(self) -> Session | None:
        return self.table.session if self.table is not None else None

    @property
    def playing(self) -> bool:
        """The game screen is shown with a game on it (not under the rules)."""
        return isinstance(self.screen, GameScreen) and self.table is not None

    def failure(self, slot: str) -> Reason | None:
        return dict(self.failed).get(slot)


# What every handler of ``web.state.update`` returns: the page's next state and the effects
# the browser shell carries out.
Step = tuple[Model, list]


class Context(Value):
    """What ``update`` is given besides the model and the message: the time, a source of
    random numbers (new games' seeds), and the default names of people's seats in the
    language in use (``web.text`` has them; the state holds no words)."""

    now: float = 0.0
    rand: random.Random | None = None  # None: the system's
    person_names: Sequence[str] = ("Black", "White", "Orange", "Blue", "Brown")


def back_to(model: Model, under: Screen) -> Screen:
    """The screen a screen opened over ``under`` (the rules, the record) goes back to: that
    one, unless it is the game and no game is on the table any more."""
    return NewGameScreen() if isinstance(under, GameScreen) and model.table is None else under
