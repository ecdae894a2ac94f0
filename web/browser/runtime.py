"""The page's loop: a message in, the state updated, its effects carried out, the page drawn.

``Runtime`` holds the one ``Model`` and hands every message to ``web.state.update.update``;
it carries out the effects that come back through adapters it is given (the store, the
computer's thinking, the clock, the files, the browser's history and the document itself), and
the outcome of an effect returns as a message, handled in the same turn, before the page is
drawn once. It imports no browser module: ``web.browser.main`` gives it the real adapters, and the
tests give it fakes, so the whole page runs under CPython.

Nothing here may cost a game. An unexpected failure in a step is caught: its details go to the
browser's console, the page keeps the state from before that step (every state is a value,
so nothing is half done) and says calmly that the game is saved, with export and reload at
hand. A drawing that fails is tried once more on the state before the failing step; if that
fails too, the page says so plainly with a button to reload.
"""

from __future__ import annotations

import random
import traceback
from collections import deque
from typing import Any, Callable, Protocol

from web import messages as m
from web.values import replace
from web.state import effects as fx
from web.state.game import default_focus
from web.state.keys import KeyRule, keys_taken
from web.state.page import Context, Model
from web.state.reviews import KEPT_KEY, keep_review, kept_review
from web.state.update import initial, update
from web.text import i18n, names

from web.browser import record_store as record
from web.devices.browser import EFFECTS as DEVICE_EFFECTS
from web.browser.store import StaleSlot, Storage, StorageError


class Clock(Protocol):
    def now(self) -> float: ...  # seconds since 1970
    def later(self, ms: float, call: Callable[[], None]) -> Any: ...
    def cancel(self, handle: Any) -> None: ...


class Document(Protocol):
    """The drawn page (``web.browser.draw.Drawer`` in the browser)."""

    def draw(self, model: Model) -> None: ...
    def draw_broken(self) -> None: ...
    def speak(self, language: str) -> None: ...
    def focus(self, selectors: tuple[str, ...], prevent_scroll: bool = False, within: str | None = None) -> bool: ...
    def keep_focus(self, fallback: tuple[str, ...]) -> None: ...
    def rules_opened(self) -> None: ...
    def rules_closed(self) -> None: ...
    def take_keys(self, rules: tuple[KeyRule, ...]) -> None: ...
    def flush(self) -> bool: ...  # the end of a step: what it asked of the page; False if not done
    def show_progress(self, done: float) -> None: ...
    def download(self, name: str, text: str) -> None: ...
    def reload(self) -> None: ...
    def log_fault(self, detail: str) -> None: ...


# How each effect of ``web.state.effects`` is carried out: one carrier for each type, registered
# with ``@carries`` on the method of ``Runtime`` that carries it out, during the step (its outcome
# comes back as a message) or after the page is drawn (``after_draw``: focus and scrolling).
CARRIERS: dict[type, Callable[[Runtime, Any], m.Msg | None]] = {}
AFTER_DRAW: dict[type, Callable[[Runtime, Any], bool]] = {}
# Effects that carry nothing out but mark the step: the event was the page's; nothing to draw.
MARKS = (fx.Handled, fx.Quiet)


def carries(*kinds: type, after_draw: bool = False) -> Callable:
    table = AFTER_DRAW if after_draw else CARRIERS

    def register(carrier: Callable) -> Callable:
        for kind in kinds:
            if kind in CARRIERS or kind in AFTER_DRAW:
                raise TypeError(f"{kind.__name__} has a carrier already")
            table[kind] = carrier
        return carrier

    return register


class Carriers:
    """The methods of ``Runtime`` that carry out the effects, one for each type (``carries``)."""

    storage: Storage
    document: Document
    clock: Clock
    history: Any
    computer: Any
    files: Any
    devices: Any
    reviews: Any
    dispatch: Callable[..., bool]
    _saves: dict

    @carries(fx.SetCurrent)
    def _set_current(self, effect: fx.SetCurrent) -> None:
        try:
            self.storage.set_current(effect.slot)
        except StorageError:
            pass  # only decides which game opens after a reload

    @carries(fx.Load)
    def _load(self, effect: fx.Load) -> m.SlotRead:
        storage = self.storage
        if effect.slot is None:
            found = storage.load_current()
        else:
            found = storage.load(effect.slot, if_changed=effect.if_changed)
        others = bool(storage.slot_ids()) if effect.purpose == fx.LoadFor.BOOT else False
        return m.SlotRead(effect, found, others)

    @carries(fx.ListSlots)
    def _list_slots(self, _effect: fx.ListSlots) -> m.SlotsListed:
        return m.SlotsListed(tuple(self.storage.slots()))

    @carries(fx.Rename)
    def _rename(self, effect: fx.Rename) -> m.StoreDone:
        try:
            self.storage.rename(effect.slot, effect.label)
        except StaleSlot:
            return m.StoreDone(effect, stale=True)
        except StorageError as error:
            return m.StoreDone(effect, problem=error.reason)
        except ValueError as error:  # a save that no longer loads (SaveError)
            return m.StoreDone(effect, problem=getattr(error, "reason", None))
        return m.StoreDone(effect)

    @carries(fx.Delete)
    def _delete(self, effect: fx.Delete) -> m.StoreDone:
        try:
            self.storage.delete(effect.slot)
        except StorageError as error:
            return m.StoreDone(effect, problem=error.reason)
        return m.StoreDone(effect)

    @carries(fx.ExportSlot)
    def _export_slot(self, effect: fx.ExportSlot) -> m.Exported:
        found = self.storage.export(effect.slot, damaged=effect.damaged)
        if found is None:
            return m.Exported(None)
        self.document.download(*found)
        return m.Exported(found[0])

    @carries(fx.Download)
    def _download(self, effect: fx.Download) -> None:
        self.document.download(effect.name, effect.text)

    @carries(fx.RecordGame, fx.ReadRecord, fx.ClearRecord)
    def _record(self, effect) -> m.Msg:
        return record.carry_out(self.storage, effect)

    @carries(fx.WritePreference)
    def _write_preference(self, effect: fx.WritePreference) -> None:
        self.storage.set_preference(effect.key, effect.text)

    @carries(fx.Think)
    def _think(self, effect: fx.Think) -> None:
        if self.computer is not None:
            self.computer.think(effect.request, effect.round)

    @carries(fx.WarmComputer)
    def _warm(self, effect: fx.WarmComputer) -> None:
        if self.computer is not None:
            self.computer.warm(effect.round)

    @carries(fx.StartReview)
    def _start_review(self, effect: fx.StartReview) -> None:
        if self.reviews is not None:
            kept = kept_review(self.storage.preference(KEPT_KEY), effect.key)
            self.reviews.start(effect.key, effect.state, effect.first, kept)

    @carries(fx.StopReview)
    def _stop_review(self, _effect: fx.StopReview) -> None:
        if self.reviews is not None:
            self.reviews.stop()

    @carries(fx.Foresee)
    def _foresee(self, effect: fx.Foresee) -> None:
        if self.reviews is not None:
            self.reviews.foresee(effect.state, effect.people)

    @carries(fx.KeepReview)
    def _keep_review(self, effect: fx.KeepReview) -> None:
        self.storage.set_preference(KEPT_KEY, keep_review(self.storage.preference(KEPT_KEY), effect.key, effect.data))

    @carries(fx.After)
    def _after(self, effect: fx.After) -> None:
        message = effect.message
        self.clock.later(effect.ms, lambda: self.dispatch(message))

    @carries(fx.ReadFile)
    def _read_file(self, effect: fx.ReadFile) -> None:
        if self.files is not None:
            self.files.read(effect.token, effect.name, self.dispatch)

    @carries(fx.History)
    def _history(self, effect: fx.History) -> None:
        if self.history is not None:
            self.history.show(effect.screen, replace=effect.replace)

    @carries(fx.Reload)
    def _reload(self, _effect: fx.Reload) -> None:
        self.document.reload()

    @carries(*DEVICE_EFFECTS)
    def _devices(self, effect) -> None:
        if self.devices is not None:
            self.devices.carry_out(effect, self.dispatch)

    @carries(fx.LogFault)
    def _log_fault(self, effect: fx.LogFault) -> None:
        self.document.log_fault(effect.detail)

    @carries(fx.Save)
    def _save(self, effect: fx.Save) -> m.Saved:
        storage = self.storage
        try:
            twin = None
            if effect.slot is None:
                meta = effect.meta
                if effect.purpose == fx.SaveFor.IMPORT:
                    twin = storage.same_game(effect.state, effect.seats)
                    if twin is not None:  # imported twice: the new one is marked as a copy
                        meta = {**meta, "copy": effect.updated}
                slot = storage.save_new(effect.state, meta, updated=effect.updated, label=effect.label, table=effect.seats)
            else:
                slot = effect.slot
                storage.save(slot, effect.state, effect.meta, updated=effect.updated, table=effect.seats)
        except StaleSlot:
            return m.Saved(effect, stale=True, gone=storage.raw(effect.slot) is None)
        except StorageError as error:
            return m.Saved(effect, problem=error.reason)
        self._saves[slot] = replace(effect, slot=slot, purpose=fx.SaveFor.PLAY, then=None)
        return m.Saved(effect, slot=slot, twin=twin)

    # After the page is drawn: each carrier says whether it placed the focus.

    @carries(fx.Focus, after_draw=True)
    def _focus(self, effect: fx.Focus) -> bool:
        return self.document.focus(effect.selectors, effect.prevent_scroll, effect.within)

    @carries(fx.RulesOpened, after_draw=True)
    def _rules_opened(self, _effect: fx.RulesOpened) -> bool:
        self.document.rules_opened()
        return True

    @carries(fx.RulesClosed, after_draw=True)
    def _rules_closed(self, _effect: fx.RulesClosed) -> bool:
        self.document.rules_closed()
        return True

    @carries(fx.ShowProgress, after_draw=True)
    def _show_progress(self, effect: fx.ShowProgress) -> bool:
        self.document.show_progress(effect.done)
        return False

    @carries(fx.ShowBoard, after_draw=True)
    def _show_board(self, _effect: fx.ShowBoard) -> bool:
        self.document.show_board()
        return False


class Runtime(Carriers):
    def __init__(
        self,
        *,
        storage: Storage,
        document: Document,
        clock: Clock,
        history=None,
        computer=None,
        files=None,
        devices=None,
        reviews=None,
        rand: random.Random | None = None,
        language: str = i18n.ENGLISH,
    ) -> None:
        self.storage = storage
        self.document = document
        self.clock = clock
        self.history = history
        self.computer = computer
        self.files = files
        self.devices = devices  # web.devices.browser.Devices: the connections to other devices
        self.reviews = reviews  # web.state.reviews.Reviews: finished games reviewed in slices
        self.rand = rand or random.SystemRandom()
        self.model: Model = initial(i18n.use(language), storage=storage.available)
        self._language: str | None = None
        self._busy = False
        self._waiting: deque = deque()  # messages that arrived during a dispatch
        self._keys: tuple[KeyRule, ...] | None = None  # the keys the page's script was told it takes
        self._redrawn_after_failure = False  # a late drawing failure was answered by a whole drawing
        self._saves: dict[str, fx.Save] = {}  # slot -> its last save, while the page may refuse it late
        if computer is not None:
            computer.listen(self.dispatch)
        if reviews is not None:
            reviews.listen(self.dispatch)

    # --- the loop ---------------------------------------------------------------------------

    def context(self) -> Context:
        return Context(now=self.clock.now(), rand=self.rand, person_names=names.default_person_names())

    def heard(self) -> None:
        """The person did something on the page: what the page does in the background in the
        meantime (judging their decisions in advance) waits until they pause."""
        if self.reviews is not None:
            self.reviews.heard()

    def dispatch(self, *messages: m.Msg) -> bool:
        """Handle the messages, and every outcome they lead to, then draw the page once.

        True when the page took the event as its own (the browser should do nothing more with
        it: a key it answered, a drop it took)."""
        if self._busy:  # an adapter answered at once: handled in this same turn
            self._waiting.extend(messages)
            return False
        self._busy = True
        try:
            return self._run(deque(messages))
        finally:
            self._busy = False

    def _run(self, queue: deque) -> bool:
        start = self.model
        handled = draw = False
        after: list = []
        while queue or self._waiting:
            msg = queue.popleft() if queue else self._waiting.popleft()
            self._use_language()
            try:
                model, effects = update(self.model, msg, self.context())
            except Exception:  # noqa: BLE001 - the net under every step: nothing may escape
                self._fault(traceback.format_exc())
                draw = True
                continue
            self.model = model
            if not any(isinstance(e, fx.Quiet) for e in effects):
                draw = True
            for effect in effects:
                if isinstance(effect, fx.Handled):
                    handled = True
                elif type(effect) in AFTER_DRAW:
                    after.append(effect)
                elif not isinstance(effect, MARKS):
                    try:
                        outcome = self._carry_out(effect)
                    except Exception:  # noqa: BLE001 - an effect that fails is a fault said, never a lost step
                        self._fault(traceback.format_exc())
                        draw = True
                        continue
                    if outcome is not None:
                        queue.append(outcome)
        if draw:
            self._draw(start)
        self._after_draw(after, drawn=draw)
        self._hand_keys()
        self._flush()
        return handled

    def _flush(self) -> None:
        """What the step asked of the page, carried out. If the page could not (a drawing that
        failed there), it draws the screen whole with the failure said, else says so plainly."""
        self._redrawn_after_failure = False
        if self.document.flush() is not False:
            return
        self._fault("Australia: the page could not carry out a drawing (see above).")
        self._draw(self.model)
        if self.document.flush() is False:
            self.document.draw_broken()
            self.document.flush()

    def drawing_failed(self) -> None:
        """The page said late that it could not carry out a drawing (the page's Python in a
        worker): the screen drawn whole with the failure said, as ``_flush`` does at once; a
        second failure, the plain failure screen."""
        if self._redrawn_after_failure:
            self._redrawn_after_failure = False
            self.document.draw_broken()
            self.document.flush()
            return
        self._redrawn_after_failure = True
        self._fault("Australia: the page could not carry out a drawing (see above).")
        self._draw(self.model)
        self.document.flush()

    def _hand_keys(self) -> None:
        """The page's script decides at once, before any Python runs, whether a key is the
        page's: it is told the keys this state takes (``web.state.keys``) whenever they change."""
        rules = keys_taken(self.model)
        if rules != self._keys:
            self._keys = rules
            self.document.take_keys(rules)

    def store_answered(self, key: str, answer, now: str | None, frame: int) -> None:
        """The page refused a write of frame number ``frame`` (the next record after that
        frame): a save it refused reaches the state as that save's outcome, as if refused at
        once."""
        late = self.storage.answered(key, answer, now, frame)
        if late is None:
            return
        request = self._saves.get(late.slot)
        table = self.model.table
        if request is None or table is None or table.slot != late.slot:
            return  # not the game on the table: its text in the store is what the player finds
        self.dispatch(m.Saved(request, stale=late.stale, gone=late.gone, problem=late.problem))

    def fail(self, detail: str) -> None:
        """A failure outside any step (a listener of the shell): say so, and draw."""
        self._fault(detail)
        self._draw(self.model)
        self._flush()

    def _fault(self, detail: str) -> None:
        """An unexpected failure: the page stays on its last good state and says so."""
        self.document.log_fault(detail)
        self.model = replace(self.model, banner=replace(self.model.banner, faulted=True))

    def _use_language(self) -> None:
        language = self.model.prefs.language
        if language != self._language:
            self._language = language
            i18n.use(language)
            self.document.speak(i18n.current())

    def _draw(self, start: Model) -> None:
        """Draw the page; if that fails, draw it whole with the failure said (the same state,
        which is what is saved), else the state before this turn, else say so plainly."""
        self._use_language()
        tries = (self.model, replace(self.model, banner=replace(self.model.banner, faulted=True)))
        tries += (replace(start, banner=replace(start.banner, faulted=True)),)
        for model in tries:
            self.model = model
            self._use_language()
            try:
                self.document.draw(model)
                return
            except Exception:  # noqa: BLE001 - a page that cannot draw must still say something
                self.document.log_fault(traceback.format_exc())
        self.document.draw_broken()

    def _after_draw(self, effects: list, *, drawn: bool) -> None:
        focused = False
        for effect in effects:
            try:
                focused = AFTER_DRAW[type(effect)](self, effect) or focused
            except Exception:  # noqa: BLE001 - focus and scrolling are never worth a fault
                self.document.log_fault(traceback.format_exc())
        if drawn and not focused:
            self.document.keep_focus(default_focus(self.model) if self.model.flags.keyboard else ())

    # --- effects ------------------------------------------------------------------------------

    def _carry_out(self, effect) -> m.Msg | None:
        """Carry out one effect by its carrier; its outcome, if any, comes back as a message."""
        carrier = CARRIERS.get(type(effect))
        if carrier is None:
            raise TypeError(f"unknown effect: {type(effect).__name__}")
        return carrier(self, effect)
