"""Saved games: opening, replaying, renaming, deleting, importing, exporting, other tabs.

Handlers of ``web.state.update``. Nothing here may cost a game: a save that does not load is
kept aside, an imported file only ever goes into a new slot, and a game that another page
changed is never written over (this page's version goes into a new slot instead, and the
players are told). The store answers through the outcome messages of the effects
(``web.messages.Saved``, ``SlotRead``, ``StoreDone`` ...), handled here too.
"""

from __future__ import annotations


from australia import MAX_SAVE_BYTES, SaveError

from web import messages as m
from web.storage import RECORD_KEY, SLOT_PREFIX, STORE_PREFIX, TIPS_KEY
from web.values import replace
from web.state import effects as fx
from web.state.handling import again, handles
from web.state import extensions, recording
from web.state.game import keeps_unsaved, put_on_table, save
from web.state.notices import Notice, Problem, StoreCode, say
from web.state.page import (
    BROKEN,
    GAME,
    RULES,
    SAVED,
    BrokenScreen,
    Context,
    GameScreen,
    Model,
    NewGameScreen,
    OnTable,
    ReplayScreen,
    SavedScreen,
    Step,
)
from web.state.slots import Broken, Loaded, Unchanged, clean_label, copied_at, read_import, too_big
from web.state.session import Session
from web.state.tips import Tips


def _alert(model: Model, reason) -> Model:
    return replace(model, banner=replace(model.banner, alert=reason))


def _notice(model: Model, reason) -> Model:
    return replace(model, banner=replace(model.banner, notice=reason))


def taken(found: Loaded, *, reopened: bool = True) -> OnTable:
    """The game of a save, as it goes on the table (``reopened``: not another tab's move of
    the game already here)."""
    session = Session.restore(found.state, found.meta, found.seats, reopened=reopened)
    return extensions.tabled(OnTable(session, found.slot, clean_label(found.meta.get("label")), copied=copied_at(found.meta)))


def keep_both(model: Model, ctx: Context, why: Notice) -> Step:
    """Another page changed this game's slot: keep that, and this page's game in a new slot."""
    table = replace(model.table, slot=None, copied=ctx.now)
    model = replace(model, table=table)
    return model, save(model, ctx, fx.SaveFor.BOTH, why=why)


# --- outcomes of the store ---------------------------------------------------------------------


@handles(m.Saved)
def saved(model: Model, msg: m.Saved, ctx: Context) -> Step:
    """A save's outcome (and the message a retry was waiting for, handled once saved)."""
    request: fx.Save = msg.request
    table = model.table
    if table is None:
        return model, []
    if msg.problem is not None:
        banner = replace(model.banner, save_problem=say(Problem.NOT_SAVED, problem=msg.problem))
        if request.purpose == fx.SaveFor.RETRY:
            banner = replace(banner, alert=say(Problem.UNSAVED_MOVES))
        return replace(model, table=replace(table, unsaved=True), banner=banner), []
    if msg.stale:
        if msg.gone:  # deleted in another tab: save it again, anew
            model = replace(model, table=replace(table, slot=None))
            return model, save(model, ctx, fx.SaveFor.AGAIN)
        return keep_both(model, ctx, Notice.CHANGED_AT_ONCE)
    model = replace(model, table=replace(table, slot=msg.slot, unsaved=False), banner=replace(model.banner, save_problem=None))
    effects: list = [fx.SetCurrent(msg.slot)] if request.slot is None else []
    if request.purpose == fx.SaveFor.AGAIN:
        model = _notice(model, say(Notice.SAVED_AGAIN))
    elif request.purpose == fx.SaveFor.BOTH:
        model = _notice(model, say(Notice.BOTH_KEPT, why=request.why, title=model.table.title))
    elif request.purpose == fx.SaveFor.IMPORT and msg.twin is not None:
        model = replace(model, table=replace(model.table, copied=request.updated))
        model = _notice(model, say(Notice.IMPORTED_AGAIN, name=request.why, title=msg.twin))
    elif request.purpose == fx.SaveFor.RETRY and request.then is not None:
        model, more = again(model, request.then, ctx)
        effects += more
    return model, effects


@handles(m.SlotRead)
def slot_read(model: Model, msg: m.SlotRead, ctx: Context) -> Step:
    request: fx.Load = msg.request
    found = msg.found
    purpose = request.purpose
    if purpose == fx.LoadFor.BOOT:
        return _booted(model, msg, ctx)
    if purpose == fx.LoadFor.OTHER_TAB:
        return _moved_elsewhere(model, msg, ctx)
    if isinstance(found, Unchanged):
        if model.table is not None and model.table.slot == found.slot:
            return replace(model, screen=GameScreen()), []
        return model, []
    if isinstance(found, Broken):
        failed = tuple(item for item in model.failed if item[0] != found.slot) + ((found.slot, found.reason),)
        model = replace(model, failed=failed, screen=SavedScreen())
        return _alert(model, say(Problem.NOT_LOADED, reason=found.reason)), []
    if not isinstance(found, Loaded):
        return _alert(replace(model, screen=SavedScreen()), say(Problem.GONE_FROM_STORE)), []
    if purpose == fx.LoadFor.REVIEW:
        from web.state.reviewing import open_review

        return open_review(model, found.state, title=found.title, seats=found.seats, slot=found.slot)
    if purpose == fx.LoadFor.REPLAY:
        from web.state.replay import Replay  # the replay is not needed to start

        back = SAVED if isinstance(model.screen, SavedScreen) else GAME
        replay = Replay.of(found.state, title=found.title, slot=found.slot, step=0, seats=found.seats)
        return replace(model, screen=ReplayScreen(replay, back)), []
    retry_first = keeps_unsaved(model, ctx, msg)
    if retry_first is not None:
        return model, retry_first
    return put_on_table(model, taken(found)), [fx.SetCurrent(found.slot)]


def _booted(model: Model, msg: m.SlotRead, ctx: Context) -> Step:
    found = msg.found
    if isinstance(found, Loaded):
        model = replace(model, table=taken(found), screen=GameScreen())
    elif isinstance(found, Broken):
        broken = BrokenScreen(found.slot, found.reason)
        model = replace(model, screen=broken, broken=broken)
    else:
        model = replace(model, screen=SavedScreen() if msg.others else NewGameScreen())
    effects: list = []
    pending = msg.request.then
    if pending is not None:
        if isinstance(pending, (m.StartGame, m.OpenRules)):
            model = replace(model, screen=NewGameScreen())  # the form was on the screen when it was pressed
        model, effects = again(model, pending, ctx)
    return model, effects + [fx.History(model.screen.name, replace=True)]


def _moved_elsewhere(model: Model, msg: m.SlotRead, ctx: Context) -> Step:
    """Another page changed the slot of the game on the table."""
    found = msg.found
    table = model.table
    if isinstance(found, Unchanged) or table is None or table.slot != msg.request.slot:
        return model, [fx.Quiet()]
    if table.unsaved:
        return keep_both(model, ctx, Notice.CHANGED_WHILE_UNSAVED)
    if isinstance(found, Loaded):  # the newer position waits where the player left the game
        shown = model.screen.name in (GAME, SAVED, BROKEN)  # else it shows once the game is back
        moved = taken(found, reopened=False)
        return _notice(replace(model, table=moved), say(Notice.MOVED_ON_ELSEWHERE)), [] if shown else [fx.Quiet()]
    if isinstance(found, Broken):
        return keep_both(model, ctx, Notice.DAMAGED_ELSEWHERE)
    return _notice(model, say(Notice.DELETED_ELSEWHERE)), []


@handles(m.SlotsListed)
def slots_listed(model: Model, msg: m.SlotsListed, _ctx: Context) -> Step:
    screen = model.screen
    if not isinstance(screen, SavedScreen):
        return model, [fx.Quiet()]
    failed = dict(model.failed)
    slots = tuple(
        s if s.damaged or s.id not in failed else replace(s, damaged=failed[s.id]) for s in msg.slots
    )
    return replace(model, screen=replace(screen, slots=slots)), []


@handles(m.StoreDone)
def store_done(model: Model, msg: m.StoreDone, _ctx: Context) -> Step:
    request = msg.request
    if isinstance(request, fx.Rename):
        if msg.stale:
            return _alert(model, say(Problem.RENAME_STALE)), []
        if msg.problem is not None:
            if isinstance(msg.problem.code, StoreCode):
                return _alert(model, say(Problem.NAME_NOT_SAVED, problem=msg.problem)), []
            return _alert(model, say(Problem.NOT_RENAMED, reason=msg.problem)), []
        table = model.table
        if table is not None and table.slot == request.slot:
            model = replace(model, table=replace(table, label=request.label))
        screen = model.screen
        if isinstance(screen, SavedScreen):
            model = replace(model, screen=replace(screen, renaming=None))
        return _notice(model, say(Notice.RENAMED, label=request.label)), []
    if isinstance(request, fx.Delete):
        if msg.problem is not None:
            return _alert(model, say(Problem.NOT_DELETED, problem=msg.problem)), []
        slot = request.slot
        model = replace(model, failed=tuple(item for item in model.failed if item[0] != slot))
        if model.table is not None and model.table.slot == slot:
            model = replace(model, table=None)
        if model.broken is not None and model.broken.slot == slot:
            model = replace(model, broken=None)
        return _notice(model, say(Notice.DELETED)), []
    return model, []


@handles(m.Exported)
def exported(model: Model, msg: m.Exported, _ctx: Context) -> Step:
    if msg.name is None:
        return _alert(model, say(Problem.NO_LONGER_SAVED)), []
    return _notice(model, say(Notice.EXPORTED, file=msg.name)), []


# --- the saved-games screen ------------------------------------------------------------------


@handles(m.OpenSlot)
def open_slot(model: Model, msg: m.OpenSlot, _ctx: Context) -> Step:
    same = model.table is not None and model.table.slot == msg.slot
    return model, [fx.Load(msg.slot, fx.LoadFor.OPEN, if_changed=same)]


@handles(m.ReplaySlot)
def replay_slot(model: Model, msg: m.ReplaySlot, _ctx: Context) -> Step:
    return model, [fx.Load(msg.slot, fx.LoadFor.REPLAY)]


def on_saved(model: Model, **changes) -> Step:
    screen = model.screen
    if not isinstance(screen, SavedScreen):
        return model, []
    return replace(model, screen=replace(screen, **changes)), []


@handles(m.CancelRename)
def cancel_rename(model: Model, _msg: m.CancelRename, _ctx: Context) -> Step:
    return on_saved(model, renaming=None)


@handles(m.CancelDelete)
def cancel_delete(model: Model, _msg: m.CancelDelete, _ctx: Context) -> Step:
    return on_saved(model, deleting=None)


@handles(m.RenameSlot)
def rename_slot(model: Model, msg: m.RenameSlot, _ctx: Context) -> Step:
    return on_saved(model, renaming=msg.slot, deleting=None, draft=None)


@handles(m.SaveName)
def save_name(model: Model, msg: m.SaveName, _ctx: Context) -> Step:
    screen = model.screen
    if not isinstance(screen, SavedScreen) or screen.renaming != msg.slot:
        return model, []
    draft = screen.draft
    if draft is None:
        draft = next((s.label for s in screen.slots if s.id == msg.slot), "")
    return model, [fx.Rename(msg.slot, clean_label(draft))]


@handles(m.AskDelete)
def ask_delete(model: Model, msg: m.AskDelete, _ctx: Context) -> Step:
    return on_saved(model, deleting=msg.slot, renaming=None)


@handles(m.ConfirmDelete)
def confirm_delete(model: Model, msg: m.ConfirmDelete, _ctx: Context) -> Step:
    model, _ = on_saved(model, deleting=None)
    return model, [fx.Delete(msg.slot)]


@handles(m.ExportSlot)
def export_slot(model: Model, msg: m.ExportSlot, _ctx: Context) -> Step:
    return model, [fx.ExportSlot(msg.slot, damaged=model.failure(msg.slot) is not None)]


# --- files -------------------------------------------------------------------------------------


@handles(m.FileOffered)
def file_offered(model: Model, msg: m.FileOffered, _ctx: Context) -> Step:
    """A chosen or dropped file: refused by its size before it is read."""
    if msg.size > MAX_SAVE_BYTES:
        return _alert(model, say(Problem.NOT_IMPORTED, name=msg.name, reason=too_big(msg.size).reason)), []
    return model, [fx.ReadFile(msg.token, msg.name)]


@handles(m.FileRead)
def file_read(model: Model, msg: m.FileRead, ctx: Context) -> Step:
    """Open the game in a file as a new saved game; a bad file changes nothing."""
    try:
        state, label, seats = read_import(msg.data)
    except SaveError as error:
        return _alert(model, say(Problem.NOT_IMPORTED, name=msg.name, reason=error.reason)), []
    retry_first = keeps_unsaved(model, ctx, msg)
    if retry_first is not None:
        return model, retry_first
    model = put_on_table(model, OnTable(Session.restore(state, None, seats), None, label))
    return _notice(model, say(Notice.IMPORTED, name=msg.name)), save(model, ctx, fx.SaveFor.IMPORT, why=msg.name)


@handles(m.FileUnreadable)
def file_unreadable(model: Model, msg: m.FileUnreadable, _ctx: Context) -> Step:
    reason = say(Problem.FILE_UNREADABLE, detail=msg.detail)
    return _alert(model, say(Problem.NOT_IMPORTED, name=msg.name, reason=reason)), []


# --- other tabs ---------------------------------------------------------------------------------


@handles(m.StoreChanged)
def store_changed(model: Model, msg: m.StoreChanged, _ctx: Context) -> Step:
    """Another page of this browser changed the store: never write over it, show what it did."""
    key = msg.key
    if key is not None and not key.startswith(STORE_PREFIX):
        return model, [fx.Quiet()]
    listed = model.screen.name in (SAVED, BROKEN)
    if key == TIPS_KEY:  # tips turned off, on or seen in another page of this browser
        model = replace(model, prefs=replace(model.prefs, tips=Tips.parse(msg.value)))
        return model, [] if model.screen.name in (GAME, RULES) else [fx.Quiet()]
    if key == RECORD_KEY:  # a game recorded, or the record cleared, in another page
        return model, recording.other_tab(model) or [fx.Quiet()]
    table = model.table
    effects: list = recording.other_tab(model) if key is None else []  # the store was cleared
    if table is not None and table.slot is not None and key in (None, SLOT_PREFIX + table.slot):
        effects.append(fx.Load(table.slot, fx.LoadFor.OTHER_TAB, if_changed=True))  # its outcome may draw
    if not listed and not any(isinstance(e, fx.ReadRecord) for e in effects):
        effects.append(fx.Quiet())
    return model, effects
