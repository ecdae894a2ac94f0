"""The page's screens and how a click moves between them, with saving after every step.

Screens: the new-game form, the game itself (with its hand-over screen and, once the game is
over, the end screen), the saved-games list, the replay of a game, the message about a save
that does not load, and the rules, which open over any of them and close back to it. ``App``
is pure: the store, the clock and the date format are injected, ``html()`` returns the whole
screen as text, a requested download waits in ``download`` for the browser glue to hand over,
and a change made by another page of the same browser arrives through ``storage_changed``.
A test drives it exactly as the page does.

Nothing here may cost a game: a save that does not load is kept aside, an imported file only
ever goes into a new slot, and a game that another page changed is never written over (this
page's version goes into a new slot instead, and the players are told).
"""

from __future__ import annotations

import random
import time
import traceback
from dataclasses import replace
from typing import Callable, TypeVar

from australia import SaveError, action_from_json, dump_game, is_legal, new_game, replay
from australia.table import HARD, PERSON, Table
from australia.save import MAX_SAVE_BYTES, parse_save, save_data
from australia.state import OVER

from web import i18n, keymap, newgame, rules_view, saved_view, thinking, view, words
from web.controller import options
from web.replay import FORWARD, GO_PREFIX, STEPS, Replay
from web.session import CMD_UNDO, Session
from web.tips import TIPS_KEY, Tips
from web.storage import (
    LABEL_MAX,
    PREFIX,
    Broken,
    Loaded,
    StaleSlot,
    Storage,
    SlotInfo,
    StorageError,
    clean_label,
    export_name,
    read_import,
    slot_key,
    too_big,
)

NEW, GAME, BROKEN, SAVED, REPLAY, RULES = "new", "game", "broken", "saved", "replay", "rules"
CMD_RELOAD = "reload-page"

T = TypeVar("T")

PACE_KEY = "australia.pace"
PACES = {"slow": 1500, "normal": 700, "fast": 250, "instant": 0}  # ms a computer action stays


def _read_pace(storage: Storage) -> str:
    try:
        pace = storage.store.get(PACE_KEY)
    except Exception:  # noqa: BLE001
        pace = None
    return pace if pace in PACES else "normal"



def _default_when(t: float) -> str:
    return time.strftime("%d %b %Y, %H:%M", time.localtime(t))


class App:
    def __init__(
        self,
        storage: Storage,
        *,
        now: Callable[[], float] = time.time,
        rand: random.Random | None = None,
        when: Callable[[float], str] = _default_when,
    ) -> None:
        self.storage = storage
        self.now = now
        self.rand = rand
        self.when = when
        self.screen = NEW
        self.session: Session | None = None
        self.slot: str | None = None  # where the game on the table is saved (None: not yet)
        self.label = ""  # that slot's label
        self.unsaved = False  # the game on the table has moves that only this page holds
        self.form = newgame.defaults()
        self.form_error = ""
        self.broken: Broken | None = None
        self.save_problem = ""  # stays up until a save succeeds
        self.notice = ""  # what just happened, shown once
        self.alert = ""  # what just went wrong, shown once
        self.download: tuple[str, str] | None = None  # (file name, text) for the browser to hand over
        self.replay: Replay | None = None
        self.replay_from = GAME
        self.renaming: str | None = None
        self.label_draft = ""
        self.deleting: str | None = None
        self.failed: dict[str, object] = {}  # slots found not to load when opened, and why
        self.zoom = False  # the map drawn large in a scrolling frame (a phone's choice, not saved)
        self.whole_log = False  # the game log shows every line, not only the recent ones
        self.fault = ""  # an unexpected failure's details, for the browser's console (then cleared)
        self.faulted = False  # say "something went wrong" until the next successful step
        # the computer at the table
        self.pace = _read_pace(storage)  # how long each computer action stays on screen
        self.skipping = False  # show the computer's actions at once until a person's turn
        self.thinking: tuple[str, float] | None = None  # (request id, share done) while it thinks
        self.hint_wanted: str | None = None  # the request id of a hint a person asked for
        self.hint = None  # the suggested action, until the game moves on
        self.computer_problem = ""  # why the computer cannot play now ("" when it can)
        self.worker_restarts = 0  # the page glue starts a new worker when this grows
        # the keyboard (web.keymap)
        self.map_focus: tuple[int, keymap.Shape] | None = None  # (seat, shape) last focused on the map
        self.focus: tuple[str, ...] = ()  # where the focus goes after the step just taken
        # learning the game
        self.rules_from = NEW  # the screen the rules were opened from, and go back to
        self.tips = Tips(storage.store)  # this device's tips for a first game (not saved in games)
        self.tip_shown: str | None = None  # the tip on the screen now, seen once the game moves on

    # --- the safety net --------------------------------------------------------------------

    def set_language(self, language: str) -> str:
        """Speak ``language`` from now on, on this device; everything is worded again when drawn.

        Saves hold no words, so every game, in any language, opens in this one."""
        defaults = [newgame.default_name(seat) for seat in range(newgame.SEATS)]
        chosen = i18n.use(language)
        self.form = newgame.renamed_defaults(self.form, defaults)
        try:
            self.storage.store[i18n.STORAGE_KEY] = chosen
        except Exception:  # noqa: BLE001 - storage off or full: the choice lasts this visit
            pass
        return chosen

    def guarded(self, work: Callable[[], T], *args: object) -> T | None:
        """Run one step of the page so that an unexpected failure never takes the page down.

        The details go to ``fault`` (the browser glue logs them to the console), the game on
        the table comes back to its last complete action, and the page tells the players
        calmly that the game is saved, with export and reload at hand.
        """
        try:
            result = work(*args)
        except Exception:  # noqa: BLE001 - the net under every handler: nothing may escape
            self.fault = traceback.format_exc()
            self._recover()
            return None
        return result

    def _recover(self) -> None:
        """Put the page back on its feet after an unexpected failure, losing no game."""
        self.faulted = True
        self.download = None
        self.renaming = self.deleting = None
        if self.session is not None:
            state = self.session.state
            try:
                # The log holds only complete actions: replaying it undoes any half-done step.
                again = replay(state.config, state.seed, state.history)
            except Exception:  # noqa: BLE001 - then the saved game is the one to trust
                again = None
            if again is not None:
                old = self.session
                self.session = Session(again, handover=old.handover, table=old.table, viewer=old.viewer)
                try:
                    if not self._holds(again):
                        self._save()  # keeps the last complete action (never over another tab's)
                except Exception:  # noqa: BLE001
                    self.unsaved = True
            else:
                # The game cannot be rebuilt here: leave it in its slot, untouched, and go to
                # the list of saved games, from where it can be exported or opened again.
                self.session = None
                self.screen = SAVED
        if self.screen == REPLAY:
            self.screen = GAME if self.session is not None else SAVED
            self.replay = None

    # --- start-up ------------------------------------------------------------------------

    def boot(self, typed: dict[str, str] | None = None, pending: str | None = None) -> None:
        """Come back to the game on the table, exactly where it was left.

        The page shows its first screen before Python runs (``tools/prerender.py``): a new
        player may already have filled in the new-game form (``typed``) and pressed one of its
        buttons (``pending``, a command). Nothing typed is lost, and the button does what it
        says now that it can.
        """
        found = self.storage.load_current()
        if isinstance(found, Loaded):
            self._take(found)
        elif isinstance(found, Broken):
            self.broken = found
            self.screen = BROKEN
        else:
            self.screen = SAVED if self.storage.slot_ids() else NEW
        if typed is None:
            return
        known = {k: v for k, v in typed.items() if k in self.form and isinstance(v, str)}
        self.form = newgame.seats_changed(self.form, {**self.form, **known})
        if pending in (view.CMD_START, view.CMD_SAVED, rules_view.CMD_RULES):
            if pending in (view.CMD_START, rules_view.CMD_RULES):
                self.screen = NEW  # the form was on the screen when the button was pressed
            self.handle(("command", pending))

    def _take(self, found: Loaded) -> None:
        self.session = Session.restore(found.state, found.meta, found.table)
        self.slot = found.slot
        self.label = clean_label(found.meta.get("label"))
        self.unsaved = False
        self.screen = GAME

    @property
    def game_in_progress(self) -> bool:
        return self.session is not None and self.session.state.phase != OVER

    # --- input ---------------------------------------------------------------------------

    def form_changed(self, values: dict[str, str]) -> None:
        """A field of the new-game form changed (player count, variant, a seat): redraw with it."""
        self.form = newgame.seats_changed(self.form, {**self.form, **values})
        self.form_error = ""

    def remember(self, values: dict[str, str]) -> None:
        """Keep what is typed in the page's fields across a redraw."""
        if self.screen == NEW:
            self.form.update({k: v for k, v in values.items() if k != "label"})
        if "label" in values:
            self.label_draft = values["label"][: LABEL_MAX * 2]

    # --- the computer at the table -------------------------------------------------------

    def set_pace(self, pace: str) -> None:
        if pace in PACES:
            self.pace = pace
            try:
                self.storage.store[PACE_KEY] = pace
            except Exception:  # noqa: BLE001 - a preference that cannot be kept is no loss
                pass

    @property
    def pace_ms(self) -> int:
        """How long a computer action stays on screen before the next one is shown."""
        return 0 if self.skipping else PACES[self.pace]

    def _wanted(self) -> tuple[str, str] | None:
        """(purpose, level) of what the worker must think about now, or None."""
        session = self.session
        if self.screen != GAME or session is None or self.computer_problem:
            return None
        if session.computer_to_move:
            return thinking.THINK, session.table.level(session.state.current)
        if self.hint_wanted is not None:
            return thinking.SUGGEST, HARD
        return None

    def computer_wanted_id(self) -> str | None:
        """The id of the request the game waits for (None: nothing), without building it."""
        wanted = self._wanted()
        if wanted is None:
            return None
        state = self.session.state
        return thinking.request_id(state, state.current, wanted[0])

    def computer_request(self) -> dict | None:
        """What the page's worker must think about now: a computer seat's move, or a hint."""
        wanted = self._wanted()
        if wanted is None:
            return None
        state = self.session.state
        return thinking.request(state, state.current, wanted[1], purpose=wanted[0])

    def at_table(self) -> view.AtTable:
        thinking_now = self.thinking[1] if self.thinking else None
        tip = self.tips.current(self.session) if self.screen == GAME else None
        return view.AtTable(
            tip=tip,
            pace=self.pace,
            skipping=self.skipping,
            thinking=thinking_now,
            problem=self.computer_problem,
            hint=self.hint,
            hint_pending=self.hint_wanted is not None,
            whole_log=self.whole_log,
        )

    def computer_progress(self, ident: str, done: float) -> None:
        self.thinking = (ident, max(0.0, min(1.0, float(done))))

    def computer_answer(self, message: dict) -> bool:
        """The worker's decision; True when it changed the game on the table."""
        self.notice = self.alert = ""
        self.faulted = False
        wanted = self._wanted()
        if wanted is None or not isinstance(message, dict) or message.get("id") != self.computer_wanted_id():
            return False  # an answer for a moment that has passed
        self.thinking = None
        action = action_from_json(message.get("action"))  # a malformed answer is a fault
        if wanted[0] == thinking.SUGGEST:
            self.hint_wanted = None
            self.hint = action if is_legal(self.session.state, action) else None
            return False
        self.session.play_computer(action)
        self.hint = None
        if not self.session.computer_to_move:
            self.skipping = False  # a person's turn: back to the chosen pace
            self.focus = self.default_focus()
        self._save()
        return True

    def computer_failed(self, detail: str) -> None:
        """The worker died or could not think: say so, and offer a retry or a person instead."""
        if self.session is None:
            return
        self.thinking = None
        self.hint_wanted = None
        self.computer_problem = words.computer_stopped(detail)

    def _ask_hint(self) -> None:
        session = self.session
        if session is None or not session.table.hints or session.computer_to_move or session.handover:
            return
        self.hint = None
        self.hint_wanted = thinking.request_id(session.state, session.state.current, thinking.SUGGEST)

    def _person_takes_seat(self) -> None:
        session = self.session
        if session is None or not session.computer_to_move:
            return
        seats = list(session.table.seats)
        seats[session.state.current] = PERSON
        session.table = Table(tuple(seats), session.table.hints)
        session.handover = True
        session._pass_device()
        self.computer_problem = ""
        self.thinking = None
        self._save()

    def _holds(self, state) -> bool:
        """Whether this game's slot already holds exactly this game (same setup and actions)."""
        text = self.storage.raw(self.slot) if self.slot is not None else None
        if text is None:
            return False
        try:
            return parse_save(text)["digest"] == save_data(state, None, self.session.table)["digest"]
        except SaveError:
            return False

    def handle(self, target: tuple[str, object], form: dict[str, str] | None = None) -> None:
        """One click (or Enter on a control), then where the focus should go after it."""
        before = self._moment()
        selection = self.session.selection if self.session is not None else None
        self.focus = ()
        self._handle(target, form)
        if self._moment() != before and target != ("command", CMD_UNDO):
            self.focus = self.default_focus(acted=target, before=selection)

    def _handle(self, target: tuple[str, object], form: dict[str, str] | None = None) -> None:
        kind, value = target
        self.notice = self.alert = ""
        self.faulted = False
        if form:
            self.remember(form)
        if kind == "command" and self._command(str(value)):
            return
        if self.screen != GAME or self.session is None:
            return
        if self.session.click(target):
            self.hint = None
            self.hint_wanted = None
            if self.tip_shown is not None:  # the player acted with the tip in view: it is seen
                self.tips.mark_seen(self.tip_shown)
                self.tip_shown = None
        self._save()

    def go_back_to(self, screen: str) -> None:
        """The browser's Back (or Forward) asks for a screen the page showed before: go there
        when it can still be shown, else stay."""
        self.notice = self.alert = ""
        self.renaming = self.deleting = None
        if screen == GAME and self.session is not None:
            self.screen = GAME
        elif screen == REPLAY and self.replay is not None:
            self.screen = REPLAY
        elif screen == BROKEN and self.broken is not None:
            self.screen = BROKEN
        elif screen == RULES:
            self._open_rules()  # Forward to the rules: over the screen shown now
        elif screen in (SAVED, NEW):
            self.screen = screen
            self.form_error = ""
        if self.screen != REPLAY and not (self.screen == RULES and self.rules_from == REPLAY):
            self.replay = None

    def _command(self, value: str) -> bool:
        """Commands of the page around the game; False for the game's own commands."""
        if ":" in value:
            name, slot = value.split(":", 1)
            return self._slot_command(name, slot)
        if value == view.CMD_NEW_GAME:
            self.screen = NEW
            self.form_error = ""
        elif value == view.CMD_BACK:
            if self.session is not None:
                self.screen = GAME
        elif value == view.CMD_START:
            if self.screen == NEW:
                self._start()
        elif value == view.CMD_SAVED:
            self.screen = SAVED
            self.renaming = self.deleting = None
        elif value == view.CMD_EXPORT:
            self._export_current()
        elif value == view.CMD_ZOOM:
            self.zoom = not self.zoom
        elif value == view.CMD_WHOLE_LOG:
            self.whole_log = not self.whole_log
        elif value.startswith(view.CMD_PACE_PREFIX):
            self.set_pace(value[len(view.CMD_PACE_PREFIX):])
        elif value == view.CMD_SKIP:
            self.skipping = True
        elif value == view.CMD_SUGGEST:
            self._ask_hint()
        elif value == view.CMD_RETRY_COMPUTER:
            self.computer_problem = ""
            self.worker_restarts += 1
        elif value == view.CMD_TAKE_SEAT:
            self._person_takes_seat()
        elif value == view.CMD_REPLAY:
            if self.session is not None:
                self._open_replay(Replay.of(self.session.state, title=self._title(), slot=self.slot, step=0))
        elif value in STEPS or value.startswith(GO_PREFIX):
            if self.screen == REPLAY and self.replay is not None:
                self.replay.command(value)
        elif value == rules_view.CMD_RULES:
            self._open_rules()
        elif value == rules_view.CMD_CLOSE_RULES:
            self._close_rules()
        elif value == rules_view.CMD_TIPS_OFF:
            self.tips.turn_off()
            self.tip_shown = None
        elif value == rules_view.CMD_TIPS_ON:
            self.tips.turn_on()
        elif value.startswith(view.CMD_TIP_SEEN_PREFIX):
            self.tips.mark_seen(value[len(view.CMD_TIP_SEEN_PREFIX):])
            self.tip_shown = None
        elif value == view.CMD_PLAY_AGAIN:
            self._play_again()
        elif value == saved_view.CMD_CLOSE_REPLAY:
            back = self.replay_from
            self.screen = back if back != GAME or self.session is not None else SAVED
            self.replay = None
        else:
            return False
        return True

    def _slot_command(self, name: str, slot: str) -> bool:
        if name == saved_view.OPEN:
            self._open(slot)
        elif name == saved_view.REPLAY:
            found = self.storage.load(slot)
            if isinstance(found, Loaded):
                title = self.storage.info(slot)
                self._open_replay(Replay.of(found.state, title=title.title if title else "", slot=slot, step=0))
            else:
                self._not_loaded(slot, found)
        elif name == saved_view.RENAME:
            info = self.storage.info(slot)
            self.renaming = slot
            self.deleting = None
            self.label_draft = info.title if info else ""
        elif name == saved_view.RENAME_SAVE:
            self._rename(slot)
        elif name == saved_view.RENAME_CANCEL:
            self.renaming = None
        elif name == saved_view.EXPORT:
            self._export_slot(slot)
        elif name == saved_view.DELETE:
            self.deleting = slot
            self.renaming = None
        elif name == saved_view.DELETE_CANCEL:
            self.deleting = None
        elif name == saved_view.DELETE_CONFIRM:
            self._delete(slot)
        else:
            return False
        return True

    # --- games on the table ----------------------------------------------------------------

    def _keeps_unsaved(self) -> bool:
        """Refuse to put another game on the table while this one's moves exist only here."""
        if self.session is None or not self.unsaved:
            return False
        self._save()
        if self.unsaved:
            self.alert = words.UNSAVED_MOVES
            return True
        return False

    def _start(self) -> None:
        try:
            config, seed, table = newgame.parse(self.form, self.rand)
        except newgame.FormError as error:
            self.form_error = words.sentence(words.why(error.reason))
            return
        if self._keeps_unsaved():
            return
        self.form_error = ""
        self.broken = None
        self.session = Session(new_game(config, seed), table=table)
        self.slot = None  # a new game always goes into a new slot: no other save is touched
        self.label = ""
        self.screen = GAME
        self._save()

    def _play_again(self) -> None:
        """A new game with the same players in the same seats and the same setup, newly shuffled.

        The finished game stays in its slot; the new one goes into a new slot.
        """
        if self.session is None or self.session.state.phase != OVER or self._keeps_unsaved():
            return
        old = self.session.state
        rand = self.rand or random.SystemRandom()
        seed = rand.randrange(newgame.MAX_SEED)
        while seed == old.seed:
            seed = rand.randrange(newgame.MAX_SEED)
        self.session = Session(new_game(old.config, seed), table=self.session.table)
        self.slot = None
        self.label = ""
        self.screen = GAME
        self.hint = None
        self.hint_wanted = None
        self.skipping = False
        self._save()

    # --- the rules ---------------------------------------------------------------------------

    def _open_rules(self) -> None:
        if self.screen != RULES:
            self.rules_from = self.screen
            self.screen = RULES

    def _close_rules(self) -> None:
        """Back to exactly the screen the rules were opened from (if it is still there)."""
        if self.screen != RULES:
            return
        back = self.rules_from
        if back == GAME and self.session is None:
            back = NEW
        elif back == REPLAY and self.replay is None:
            back = GAME if self.session is not None else SAVED
        elif back == BROKEN and self.broken is None:
            back = NEW
        self.screen = back

    def _open(self, slot: str) -> None:
        if slot == self.slot and self.session is not None and not self.storage.changed(slot):
            self.screen = GAME
            return
        found = self.storage.load(slot)
        if not isinstance(found, Loaded):
            self._not_loaded(slot, found)
            return
        if self._keeps_unsaved():
            return
        self._take(found)
        self.broken = None
        self._set_current()

    def _not_loaded(self, slot: str, found: Broken | None) -> None:
        if isinstance(found, Broken):
            self.failed[slot] = found.reason
            self.alert = words.not_loaded(found.message)
        else:
            self.alert = words.GONE_FROM_STORE
        self.screen = SAVED

    def _set_current(self) -> None:
        try:
            self.storage.set_current(self.slot)
        except StorageError:
            pass  # only decides which game opens after a reload

    def _title(self) -> str:
        if self.label:
            return self.label
        return words.versus([p.name for p in self.session.state.players]) if self.session else ""

    def _save(self) -> None:
        """Write the game on the table into its slot, never over what another page wrote."""
        if self.session is None:
            return
        meta = self.session.meta()
        try:
            if self.slot is None:
                self.slot = self.storage.save_new(
                    self.session.state, meta, updated=self.now(), label=self.label, table=self.session.table
                )
                self._set_current()
            else:
                self.storage.save(self.slot, self.session.state, meta, updated=self.now(), table=self.session.table)
        except StaleSlot:
            if self.storage.raw(self.slot) is None:  # deleted in another tab: save it again, anew
                self.slot = None
                self._save()
                if self.slot is not None:
                    self.notice = words.SAVED_AGAIN
            else:
                self._keep_both(words.CHANGED_AT_ONCE)
            return
        except StorageError as error:
            self.save_problem = words.not_saved(str(error))
            self.unsaved = True
            return
        self.save_problem = ""
        self.unsaved = False

    def _keep_both(self, why: str) -> None:
        """Another page changed this game's slot: keep that, and this page's game in a new slot."""
        self.label = clean_label(words.copy_label(self._title()))
        self.slot = None
        self._save()
        if self.slot is not None:
            self.notice = words.both_kept(why, self.label)

    def storage_changed(self, key: str | None) -> bool:
        """Another page of this browser changed the store (``key`` None: cleared it).

        True when the screen should be drawn again.
        """
        if key is not None and not key.startswith(PREFIX):
            return False
        if key == TIPS_KEY:  # tips turned off, on or seen in another page of this browser
            self.tips = Tips(self.storage.store)
            return self.screen in (GAME, RULES)
        redraw = self.screen in (SAVED, BROKEN)
        slot = self.slot
        if self.session is None or slot is None or (key is not None and key != slot_key(slot)):
            return redraw
        if not self.storage.changed(slot):
            return redraw
        if self.unsaved:
            self._keep_both(words.CHANGED_WHILE_UNSAVED)
            return True
        found = self.storage.load(slot)
        if isinstance(found, Loaded):
            screen = self.screen
            self._take(found)
            self.screen = screen  # the newer position waits where the player left the game
            self.notice = words.MOVED_ON_ELSEWHERE
        elif isinstance(found, Broken):
            self._keep_both(words.DAMAGED_ELSEWHERE)
        else:
            self.notice = words.DELETED_ELSEWHERE
        return self.screen in (GAME, SAVED, BROKEN)

    # --- saved games -----------------------------------------------------------------------

    def _rename(self, slot: str) -> None:
        label = clean_label(self.label_draft)
        try:
            self.storage.rename(slot, label)
        except StaleSlot:
            self.alert = words.RENAME_STALE
            return
        except SaveError as error:
            self.alert = words.rename_refused(words.why(error.reason))
            return
        except StorageError as error:
            self.alert = words.name_not_saved(str(error))
            return
        if slot == self.slot:
            self.label = label
        self.renaming = None
        self.notice = words.renamed(label)

    def _delete(self, slot: str) -> None:
        self.deleting = None
        try:
            self.storage.delete(slot)
        except StorageError as error:
            self.alert = words.not_deleted(str(error))
            return
        self.failed.pop(slot, None)
        if slot == self.slot:
            self.session = None
            self.slot = None
            self.unsaved = False
        if self.broken is not None and self.broken.slot == slot:
            self.broken = None
        self.notice = words.DELETED

    def _export_current(self) -> None:
        if self.session is None:
            return
        state = self.session.state
        meta = {**self.session.meta(), "label": self.label, "saved": self.now(), "round": state.round, "over": state.is_over}
        self.download = (export_name([p.name for p in state.players], self.now()), dump_game(state, meta, self.session.table))
        self.unsaved = False  # the players hold it now, whatever the store does
        self.notice = words.exported(self.download[0])

    def _export_slot(self, slot: str) -> None:
        text = self.storage.raw(slot)  # exactly as stored, damaged or not
        if text is None:
            self.alert = words.NO_LONGER_SAVED
            return
        info = self.storage.info(slot)
        damaged = bool(info is None or info.damaged or slot in self.failed)
        players = info.players if info and info.players else [slot]
        self.download = (export_name(players, info.saved if info else None, damaged=damaged), text)
        self.notice = words.exported(self.download[0])

    def take_download(self) -> tuple[str, str] | None:
        found, self.download = self.download, None
        return found

    # --- import ----------------------------------------------------------------------------

    def import_refused(self, name: str, size: int) -> bool:
        """Check a file's size before reading it: True (and a message) when it is too big."""
        self.notice = self.alert = ""
        if size > MAX_SAVE_BYTES:
            self.alert = words.not_imported(name, words.why(too_big(size).reason))
            return True
        return False

    def import_data(self, name: str, data: bytes | str) -> None:
        """Open the game in a file as a new saved game; a bad file changes nothing."""
        self.notice = self.alert = ""
        try:
            state, label, table = read_import(data)
        except SaveError as error:
            self.alert = words.not_imported(name, words.why(error.reason))
            return
        if self._keeps_unsaved():
            return
        self.session = Session.restore(state, None, table)
        self.slot = None
        self.label = label
        self.broken = None
        self.screen = GAME
        self._save()
        self.notice = words.imported(name)

    def import_unreadable(self, name: str, reason: str) -> None:
        self.alert = words.not_imported(name, words.unreadable(reason))

    def import_file(self, name: str, data: bytes) -> None:
        """Both steps at once (what the page does with a dropped or chosen file)."""
        if not self.import_refused(name, len(data)):
            self.import_data(name, data)

    def _open_replay(self, replay: Replay) -> None:
        self.replay = replay
        self.replay_from = self.screen if self.screen in (GAME, SAVED) else GAME
        self.screen = REPLAY

    # --- the keyboard ------------------------------------------------------------------------

    def _moment(self) -> tuple:
        """What a step changes: when it stays the same, the focus stays where it is."""
        session = self.session
        if self.screen != GAME or session is None:
            return (self.screen,)
        state = session.state
        return (self.screen, id(session), len(state.history), session.selection, session.handover, session.computer_to_move)

    def default_focus(self, *, acted: tuple[str, object] | None = None, before=None) -> tuple[str, ...]:
        """Where the focus belongs on this screen (after ``acted``, when a click just acted),
        as CSS selectors, best first; the page focuses the first one it finds."""
        if self.screen == GAME and self.session is not None:
            session = self.session
            opts = options(session.state, session.selection)
            return keymap.game_focus(session, opts, map_stop=self._map_stop(opts), acted=acted, before=before)
        return SCREEN_FOCUS.get(self.screen, ())

    def take_focus(self) -> tuple[str, ...]:
        found, self.focus = self.focus, ()
        return found

    def _remembered_shape(self) -> keymap.Shape | None:
        if self.map_focus is None or self.session is None:
            return None
        seat, shape = self.map_focus
        return shape if seat == self.session.state.current else None

    def _offered(self, opts=None) -> frozenset:
        """The locations the map offers now (none behind the hand-over screen or on the computer's turn)."""
        session = self.session
        if self.screen != GAME or session is None or session.handover or session.computer_to_move:
            return frozenset()
        return (opts or options(session.state, session.selection)).highlight_locations

    def _map_stop(self, opts=None) -> keymap.Shape:
        plane = self.session.state.player.plane if self.session is not None else None
        return keymap.tab_stop(self._remembered_shape(), self._offered(opts), plane)

    def map_focused(self, shape: keymap.Shape) -> None:
        """A shape of the map took the focus: it is the map's stop in the Tab order from now on."""
        if self.session is not None and shape in keymap.ALL_SHAPES:
            self.map_focus = (self.session.state.current, shape)

    def map_key(self, shape: keymap.Shape, key: str) -> str | None:
        """The selector of the shape an arrow key (or Home, End) moves to, or None."""
        found = keymap.neighbour(shape, key, keymap.arrow_targets(self._offered()))
        return keymap.shape_selector(found) if found else None

    @property
    def can_cancel(self) -> bool:
        """Whether Escape has a half-built move to put down."""
        session = self.session
        return self.screen == GAME and session is not None and session.selection.mode is not None

    # --- output --------------------------------------------------------------------------

    def html(self) -> str:
        self.tip_shown = None
        if self.screen == GAME and self.session is not None:
            at = self.at_table()
            self.tip_shown = at.tip if self.session.state.phase != OVER else None
            page = view.game_html(self.session, zoom=self.zoom, at=at, map_focus=self._remembered_shape())
        elif self.screen == RULES:
            page = rules_view.rules_html(tips_off=self.tips.off)
        elif self.screen == BROKEN and self.broken is not None:
            page = view.broken_html(self.broken.message, self.broken.slot)
        elif self.screen == REPLAY and self.replay is not None:
            page = saved_view.replay_html(self.replay)
        elif self.screen == SAVED:
            slots = [
                s if s.damaged or s.id not in self.failed else _damaged(s, self.failed[s.id])
                for s in self.storage.slots()
            ]
            page = saved_view.saved_games_html(
                slots,
                when=self.when,
                current=self.slot if self.session is not None else None,
                has_game=self.session is not None,
                renaming=self.renaming,
                label_draft=self.label_draft,
                deleting=self.deleting,
            )
        else:
            page = view.new_game_html(self.form, self.form_error, game_in_progress=self.game_in_progress)
        return self._banners() + page

    def game_parts(self) -> view.GameParts | None:
        """The game screen in parts (``view.game_parts``) when it is on the page alone (no
        banner above it), so the page can redraw only what a click changed; else None."""
        if self.screen != GAME or self.session is None or self.session.state.phase == OVER or self._banners():
            return None
        at = self.at_table()
        self.tip_shown = at.tip
        return view.game_parts(self.session, zoom=self.zoom, at=at, map_focus=self._remembered_shape())

    def _banners(self) -> str:
        """What is said above the screen: a failure, a storage problem, an alert, a notice."""
        banners = []
        if self.faulted:
            banners.append(
                '<div class="app-fault" role="alert">'
                f"<p>{view.e(words.SOMETHING_WENT_WRONG)}</p>"
                '<p class="form-buttons">'
                + (f'<button type="button" data-command="{view.CMD_EXPORT}">{view.e(words.EXPORT_GAME)}</button>' if self.session else "")
                + f'<button type="button" data-command="{CMD_RELOAD}">{view.e(words.RELOAD)}</button></p></div>'
            )
        if not self.storage.available:
            banners.append(f'<p class="save-problem" role="alert">{view.e(words.STORAGE_UNAVAILABLE)}</p>')
        if self.save_problem:
            banners.append(f'<p class="save-problem" role="alert">{view.e(self.save_problem)}</p>')
        if self.alert:
            banners.append(f'<p class="app-alert" role="alert">{view.e(self.alert)}</p>')
        if self.notice:
            banners.append(f'<p class="app-notice" role="status">{view.e(self.notice)}</p>')
        return "".join(banners)


# Where the focus goes when a screen opens (the game screen asks web.keymap).
SCREEN_FOCUS = {
    NEW: ('#setup [data-field="name0"]',),
    SAVED: ('.slot.current [data-command^="open:"]', '.slot [data-command^="open:"]', "#import-file"),
    REPLAY: (f'[data-command="{FORWARD}"]',),
    BROKEN: ('.broken [data-command="new-game"]',),
}


def _damaged(info: SlotInfo, reason) -> SlotInfo:
    return replace(info, damaged=reason)
