"""The page's one update function: a message in, the new state and its effects out.

``update(model, message, context)`` is pure: it reads nothing but its arguments and changes
nothing (every ``Model`` is a frozen value), and what must happen in the world comes back as
effects (``web.state.effects``) for the browser shell to carry out. The game's handlers are
in ``web.state.game``, the saved games' in ``web.state.saving``; this module routes each
message, moves between screens, interprets keys, and after every step adds what follows from
the new state: a history entry when the screen changed, the saved-games list read again, the
computer asked for the decision the game waits for.
"""

from __future__ import annotations


from web import messages as m
from web.dom import BOARD
from web.hooks import CLICKS, EARLY_COMMANDS, Command, Hook, parse, selector
from web.storage import JOINED_KEY, LANGUAGE_KEY, PACE_KEY, STUN_KEY, TIPS_KEY, ZOOM_KEY
from web.records import replace
from web.state import effects as fx
from web.state import devices, game, guest, host, recording, saving
from web.state.computer import DEFAULT_PACE, PACES
from web.state.focus import ALL_SHAPES, arrow_targets, neighbour, shape_selector
from web.state.keys import meaning
from web.state.newgame import with_fields
from web.state.page import (
    BROKEN,
    GAME,
    NEW,
    RECORD,
    REPLAY,
    RULES,
    SAVED,
    BrokenScreen,
    Context,
    Flags,
    GameScreen,
    Model,
    NewGameScreen,
    Prefs,
    ReplayScreen,
    RulesScreen,
    SavedScreen,
    Step,
    back_to,
)
from web.state.tips import Tips


# Messages that start a new step of the player's: what the banners said goes.
STEPS = (
    m.ShowNewGame, m.StartGame, m.BackToGame, m.ShowSaved, m.OpenRules, m.CloseRules, m.ExportCurrent,
    m.ReplayCurrent, m.ToggleZoom, m.ToggleWholeLog, m.PlayAgain, m.TipSeen, m.TipsOff, m.TipsOn, m.SetPace,
    m.SkipComputer, m.AskSuggestion, m.RetryComputer, m.TakeSeat, m.GameClick, m.ReplayStep, m.ReplayTo,
    m.CloseReplay, m.OpenSlot, m.ReplaySlot, m.RenameSlot, m.SaveName, m.CancelRename, m.ExportSlot,
    m.AskDelete, m.ConfirmDelete, m.CancelDelete, m.FileOffered, m.FileRead, m.HistoryMoved, m.PlayDecision,
    m.ShowRecord, m.CloseRecord, m.AskClearRecord, m.ConfirmClearRecord, m.CancelClearRecord,
    m.Invite, m.InviteAll, m.CloseInvitation, m.ConnectAnswer, m.GiveSeat, m.CopyCode, m.LeaveGame, m.ScanAnswer, m.StopScan,
    m.SaveStun,
)  # not ChooseLanguage: what the banners say is said again in the new language

# Steps that send the focus on themselves (or leave it to the browser).
SELF_FOCUSED = (m.GameClick, m.PlayDecision, m.HistoryMoved, m.OpenRules, m.CloseRules)


def update(model: Model, msg: m.Msg, ctx: Context) -> Step:
    """The page after ``msg``, and the effects to carry out (see the module's docstring)."""
    before = model
    if model.flags.map_key and isinstance(msg, CLICKS) and not (isinstance(msg, m.CloseMapKey) and msg.by_key):
        # A click while the key is open closes it; on the map (which the key covers in part)
        # it does nothing else, so a click meant to dismiss the key never moves a piece.
        model = _close_key(model)
        if isinstance(msg, (m.CloseMapKey, m.ToggleMapKey)) or (
            isinstance(msg, m.GameClick) and msg.kind in (Hook.REGION.value, Hook.LOCATION.value)
        ):
            return model, []
    if isinstance(msg, STEPS):
        model = replace(model, banner=replace(model.banner, notice=None, alert=None, faulted=False))
    if model.flags.aimed is not None and not isinstance(msg, (m.KeyPressed, m.MoveOnMap, m.MapFocused)):
        model = replace(model, flags=replace(model.flags, aimed=None))  # arrow keys one after another only
    model, effects = _route(model, msg, ctx)
    if isinstance(msg, STEPS) and not isinstance(msg, SELF_FOCUSED) and game.moment(model) != game.moment(before):
        if not any(isinstance(e, fx.Focus) for e in effects):
            effects = game.focus_after(model, effects)
    return _follow(before, model, msg, effects, ctx)


def _follow(before: Model, model: Model, msg: m.Msg, effects: list, ctx: Context) -> Step:
    """What follows from every step: history, the saved-games list, the computer."""
    if model.screen.name != before.screen.name and model.flags.map_key:
        model = _close_key(model)
    if model.screen.name != before.screen.name and not isinstance(msg, m.HistoryMoved):
        if not any(isinstance(e, fx.History) for e in effects):
            effects = effects + [fx.History(model.screen.name)]
    if isinstance(model.screen, SavedScreen) and not isinstance(msg, m.SlotsListed):
        if not any(isinstance(e, (fx.Quiet, fx.ListSlots)) for e in effects):
            effects = effects + [fx.ListSlots()]
    if game.board_wanted(before, model, msg):
        effects = effects + [fx.ShowBoard()]
    model, asked = game.ask_computer(model, ctx)
    return model, effects + asked + host.sync(before, model)


def _language(model: Model, msg: m.ChooseLanguage) -> Step:
    return replace(model, prefs=replace(model.prefs, language=msg.language)), [fx.WritePreference(LANGUAGE_KEY, msg.language)]


def _tips(model: Model, msg: m.Msg) -> Step:
    tips = model.prefs.tips.turned_off() if isinstance(msg, m.TipsOff) else model.prefs.tips.turned_on()
    return replace(model, prefs=replace(model.prefs, tips=tips)), [fx.WritePreference(TIPS_KEY, tips.to_text())]


def _flag(name: str):
    def toggle(model: Model, _msg, _ctx) -> Step:
        return replace(model, flags=replace(model.flags, **{name: not getattr(model.flags, name)})), []

    return toggle


def _zoom(model: Model) -> Step:
    zoom = not model.flags.zoom
    return replace(model, flags=replace(model.flags, zoom=zoom)), [fx.WritePreference(ZOOM_KEY, "on" if zoom else "off")]


def _close_key(model: Model) -> Model:
    return replace(model, flags=replace(model.flags, map_key=False))


def _form_edited(model: Model, msg: m.FormEdited) -> Step:
    before = model.form.has_computer
    model = replace(model, form=with_fields(model.form, msg.values, msg.defaults))
    if isinstance(model.screen, NewGameScreen):
        model = replace(model, screen=NewGameScreen())  # the refusal goes with the change
    return model, _warm(model) if model.form.has_computer and not before else []


def _warm(model: Model) -> list:
    """The computer's worker started while the player fills in the form (it takes a moment)."""
    return [fx.WarmComputer(model.computer.round)]


def _back_to_game(model: Model) -> Step:
    return (replace(model, screen=GameScreen()), []) if model.table is not None else (model, [])


def _said_on_saved_games(model: Model) -> Step:
    """A status the Saved games screen says (offline play, the quick start): drawn only there."""
    return model, [] if model.screen.name == SAVED else [fx.Quiet()]


# What each message does, by its type: (model, message, context) -> (model, effects).
HANDLERS = {
    # the game at the table and the computer
    m.GameClick: game.game_click,
    m.ComputerProgress: lambda model, msg, ctx: game.computer_progress(model, msg),
    m.ComputerDecided: lambda model, msg, ctx: game.computer_decided(model, msg),
    m.PlayDecision: game.play_decision,
    m.ComputerFailed: lambda model, msg, ctx: game.computer_failed(model, msg),
    m.SetPace: lambda model, msg, ctx: game.set_pace(model, msg),
    m.SkipComputer: lambda model, msg, ctx: game.skip(model),
    m.AskSuggestion: lambda model, msg, ctx: game.ask_suggestion(model),
    m.RetryComputer: lambda model, msg, ctx: game.retry(model),
    m.TakeSeat: lambda model, msg, ctx: game.take_seat(model, ctx),
    m.StartGame: game.start,
    m.PlayAgain: game.play_again,
    m.ExportCurrent: lambda model, msg, ctx: game.export_current(model, ctx),
    m.ReplayCurrent: lambda model, msg, ctx: game.replay_current(model),
    m.CloseReplay: lambda model, msg, ctx: game.close_replay(model),
    m.ReplayStep: lambda model, msg, ctx: _replay_step(model, msg),
    m.ReplayTo: lambda model, msg, ctx: _replay_step(model, msg),
    # saved games, files, other tabs, and the store's answers
    m.Saved: lambda model, msg, ctx: saving.saved(model, msg, ctx, update),
    m.SlotRead: lambda model, msg, ctx: saving.slot_read(model, msg, ctx, update),
    m.SlotsListed: lambda model, msg, ctx: saving.slots_listed(model, msg),
    m.StoreDone: lambda model, msg, ctx: saving.store_done(model, msg),
    m.Exported: lambda model, msg, ctx: saving.exported(model, msg),
    m.OpenSlot: lambda model, msg, ctx: saving.open_slot(model, msg),
    m.ReplaySlot: lambda model, msg, ctx: saving.replay_slot(model, msg),
    m.RenameSlot: lambda model, msg, ctx: saving.rename_slot(model, msg),
    m.SaveName: lambda model, msg, ctx: saving.save_name(model, msg),
    m.CancelRename: lambda model, msg, ctx: saving.on_saved(model, renaming=None),
    m.AskDelete: lambda model, msg, ctx: saving.ask_delete(model, msg),
    m.CancelDelete: lambda model, msg, ctx: saving.on_saved(model, deleting=None),
    m.ConfirmDelete: lambda model, msg, ctx: saving.confirm_delete(model, msg),
    m.ExportSlot: lambda model, msg, ctx: saving.export_slot(model, msg),
    m.FileOffered: lambda model, msg, ctx: saving.file_offered(model, msg),
    m.FileRead: saving.file_read,
    m.FileUnreadable: lambda model, msg, ctx: saving.file_unreadable(model, msg),
    m.StoreChanged: lambda model, msg, ctx: saving.store_changed(model, msg),
    # the record of this device
    m.ShowRecord: lambda model, msg, ctx: recording.show(model),
    m.CloseRecord: lambda model, msg, ctx: recording.close(model),
    m.AskClearRecord: lambda model, msg, ctx: recording.ask_clear(model),
    m.CancelClearRecord: lambda model, msg, ctx: recording.cancel_clear(model),
    m.ConfirmClearRecord: lambda model, msg, ctx: recording.confirm_clear(model),
    m.RecordRead: lambda model, msg, ctx: recording.read(model, msg),
    m.RecordKept: lambda model, msg, ctx: recording.kept(model, msg),
    m.RecordCleared: lambda model, msg, ctx: recording.cleared(model, msg),
    # the page around the game
    m.Boot: lambda model, msg, ctx: _boot(model, msg),
    m.ShowNewGame: lambda model, msg, ctx: (replace(model, screen=NewGameScreen()), []),
    m.BackToGame: lambda model, msg, ctx: _back_to_game(model),
    m.ShowSaved: lambda model, msg, ctx: (replace(model, screen=SavedScreen()), []),
    m.OpenRules: lambda model, msg, ctx: _open_rules(model),
    m.CloseRules: lambda model, msg, ctx: _close_rules(model),
    m.HistoryMoved: lambda model, msg, ctx: _go_back_to(model, msg.screen),
    m.ReloadPage: lambda model, msg, ctx: (model, [fx.Reload()]),
    m.ChooseLanguage: lambda model, msg, ctx: _language(model, msg),
    m.ToggleZoom: lambda model, _msg, _ctx: _zoom(model),
    m.ToggleWholeLog: _flag("whole_log"),
    m.ToggleMapKey: _flag("map_key"),
    m.CloseMapKey: lambda model, msg, ctx: (
        _close_key(model), [fx.Focus((selector(Hook.COMMAND, Command.MAP_KEY),))] if msg.by_key else []
    ),
    m.MoveOnMap: lambda model, msg, ctx: _move_on_map(model, msg),
    m.TipSeen: lambda model, msg, ctx: game.seen_tip(model, msg.tip),
    m.TipsOff: lambda model, msg, ctx: _tips(model, msg),
    m.TipsOn: lambda model, msg, ctx: _tips(model, msg),
    m.FieldsRead: lambda model, msg, ctx: (_fields(model, msg), [fx.Quiet()]),
    m.FormEdited: lambda model, msg, ctx: _form_edited(model, msg),
    m.KeyPressed: lambda model, msg, ctx: _key(model, msg, ctx),
    m.MapFocused: lambda model, msg, ctx: (_map_focused(model, msg), [fx.Quiet()]),
    m.PointerUsed: lambda model, msg, ctx: (replace(model, flags=replace(model.flags, keyboard=False)), [fx.Quiet()]),
    m.OfflineStatus: lambda model, msg, ctx: _said_on_saved_games(replace(model, offline=(msg.status, msg.persisted))),
    m.QuickStartStatus: lambda model, msg, ctx: _said_on_saved_games(replace(model, quick=msg.status)),
    # other devices: the host's remote seats, and this device joining another's game
    m.Invite: host.invite,
    m.InviteAll: lambda model, msg, ctx: host.invite_all(model, ctx),
    m.CloseInvitation: lambda model, msg, ctx: host.close_invitation(model),
    m.ConnectAnswer: lambda model, msg, ctx: host.connect_answer(model, msg),
    m.InvitationReady: lambda model, msg, ctx: host.invitation_ready(model, msg),
    m.ChannelOpened: lambda model, msg, ctx: devices.channel_opened(model, msg),
    m.ChannelSaid: devices.channel_said,
    m.ChannelClosed: lambda model, msg, ctx: devices.channel_closed(model, msg),
    m.GiveSeat: host.give_seat,
    m.AnswerReady: lambda model, msg, ctx: guest.answer_ready(model, msg),
    m.CopyCode: lambda model, msg, ctx: devices.copy_code(model),
    m.LeaveGame: lambda model, msg, ctx: devices.leave(model),
    m.LinkOpened: lambda model, msg, ctx: guest.link_opened(model, msg),
    m.ScanAnswer: lambda model, msg, ctx: host.scan_answer(model, msg),
    m.StopScan: lambda model, msg, ctx: host.stop_scan(model),
    m.Scanned: lambda model, msg, ctx: host.scanned(model, msg),
    m.CameraFailed: lambda model, msg, ctx: host.camera_failed(model, msg),
    m.SaveStun: lambda model, msg, ctx: host.save_stun(model),
}

# What a device playing a seat of another device's game does not do with that game (it is not
# this device's to save, export, replay or replace): leave it first, or nothing.
GUEST_LEAVES = (m.StartGame, m.OpenSlot, m.PlayAgain, m.FileRead)
GUEST_IGNORES = (m.ExportCurrent, m.ReplayCurrent, m.TakeSeat, m.AskSuggestion)


def _route(model: Model, msg: m.Msg, ctx: Context) -> Step:
    if model.guest is not None:
        if isinstance(msg, m.GameClick):
            return guest.guest_click(model, msg)
        if isinstance(msg, GUEST_IGNORES):
            return model, []
        if isinstance(msg, GUEST_LEAVES):
            model, left = devices.leave(model)
            model, effects = _route(replace(model, screen=NewGameScreen()), msg, ctx)
            return model, left[:1] + effects
    handler = HANDLERS.get(type(msg))
    if handler is None:
        raise TypeError(f"no handler for {type(msg).__name__}")
    return handler(model, msg, ctx)


# --- start-up ------------------------------------------------------------------------------------


def _boot(model: Model, msg: m.Boot) -> Step:
    """Come back to the game on the table, exactly where it was left; keep what was typed on
    the first screen, and carry out a button pressed there once the game is read."""
    stored = msg.preferences
    pace = stored.get(PACE_KEY)
    prefs = Prefs(
        language=msg.language, pace=pace if pace in PACES else DEFAULT_PACE, tips=Tips.parse(stored.get(TIPS_KEY)),
        stun=host.stored_stun(stored.get(STUN_KEY)),
    )
    model = replace(model, prefs=prefs, banner=replace(model.banner, storage=msg.storage_available))
    # On a phone the map opens large, its names legible and its camps big enough to tap, until
    # the person chooses the whole map (remembered on this device).
    zoom = {"on": True, "off": False}.get(stored.get(ZOOM_KEY) or "", msg.small_screen)
    model = replace(model, flags=replace(model.flags, zoom=zoom, motion=not msg.reduced_motion, camera=msg.camera))
    warm = []
    if msg.typed is not None:
        model = _fields(replace(model, screen=NewGameScreen()), msg.typed)
        warm = _warm(model) if model.form.has_computer else []  # chosen while Python loaded
    model = replace(model, address=msg.address)
    joined = guest.read_join(msg.join)
    if joined is not None:  # opened from an invitation link: this device plays a seat of another's game
        model, effects = guest.join(model, joined)
        return model, [*warm, *effects]
    was = guest.away(stored.get(JOINED_KEY)) if msg.pending is None else None
    if was is not None:  # reloaded while playing a seat of another device's game: say so first
        return replace(model, guest=was, table=None, screen=GameScreen()), [fx.History(GAME, replace=True)]
    pending = parse(Hook.COMMAND.value, msg.pending) if msg.pending in EARLY_COMMANDS else None
    return model, [*warm, fx.Load(None, fx.LoadFor.BOOT, then=pending)]


# --- fields, keys and focus ----------------------------------------------------------------------


def _fields(model: Model, msg: m.FieldsRead) -> Model:
    """Keep what is typed in the page's fields across a redraw."""
    if isinstance(model.screen, NewGameScreen):
        values = {k: v for k, v in msg.values.items() if k != "label"}
        model = replace(model, form=with_fields(model.form, values, msg.defaults))
    model = host.answer_typed(model, msg.values)
    model = host.stun_typed(model, msg.values)
    screen = model.screen
    if "label" in msg.values and isinstance(screen, SavedScreen):
        model = replace(model, screen=replace(screen, draft=str(msg.values["label"])[:200]))
    return model


def _key(model: Model, msg: m.KeyPressed, ctx: Context) -> Step:
    """A key: what the keymap says it stands for here (``web.state.keys``), else nothing."""
    means = meaning(model, msg)
    moving = isinstance(means, m.MoveOnMap)
    model = replace(model, flags=replace(model.flags, keyboard=True, aimed=model.flags.aimed if moving else None))
    if means is None:
        return model, [fx.Quiet()]
    return _as(model, means, ctx)


def _move_on_map(model: Model, msg: m.MoveOnMap) -> Step:
    """An arrow, Home or End on the map: the focus to the next shape offered that way. Keys
    pressed faster than the page carries out the moves: each goes on from the last."""
    press, aimed = msg.press, model.flags.aimed
    start = aimed if press.behind and aimed is not None else press.shape
    found = neighbour(start, press.key, arrow_targets(game.offered(model)))
    model = replace(model, flags=replace(model.flags, aimed=found or start))
    return model, [fx.Quiet()] + ([fx.Focus((shape_selector(found),), within=BOARD)] if found else [])


def _as(model: Model, msg: m.Msg, ctx: Context) -> Step:
    """A key that stands for another message: that message, and the key is the page's."""
    new, effects = update(model, msg, ctx)
    return new, [fx.Handled()] + effects


def _map_focused(model: Model, msg: m.MapFocused) -> Model:
    shape = (msg.kind, msg.id)
    if model.session is None or shape not in ALL_SHAPES:
        return model
    return replace(model, flags=replace(model.flags, map_focus=(model.session.state.current, shape)))


# --- moving between screens ----------------------------------------------------------------------


def _open_rules(model: Model) -> Step:
    if isinstance(model.screen, RulesScreen):
        return model, []
    return replace(model, screen=RulesScreen(model.screen)), [fx.RulesOpened()]


def _close_rules(model: Model) -> Step:
    """Back to exactly the screen the rules were opened from (if it can still be shown)."""
    screen = model.screen
    if not isinstance(screen, RulesScreen):
        return model, []
    return replace(model, screen=back_to(model, screen.under)), [fx.RulesClosed()]


def _go_back_to(model: Model, name: str) -> Step:
    """The browser's Back (or Forward) asks for a screen the page showed before: go there
    when it can still be shown, else stay."""
    screen = model.screen
    if name == GAME and model.table is not None:
        screen = GameScreen()
    elif name == REPLAY and isinstance(screen, RulesScreen) and isinstance(screen.under, ReplayScreen):
        screen = screen.under
    elif name == BROKEN and model.broken is not None:
        screen = model.broken
    elif name == RULES:
        return _open_rules(model)
    elif name == RECORD:
        return recording.show(model)
    elif name == SAVED:
        screen = SavedScreen()
    elif name == NEW:
        screen = NewGameScreen()
    model = replace(model, screen=screen)
    return model, [fx.History(screen.name, replace=True)]


def _replay_step(model: Model, msg) -> Step:
    screen = model.screen
    if not isinstance(screen, ReplayScreen):
        return model, []
    replay = screen.replay.go(msg.step) if isinstance(msg, m.ReplayTo) else screen.replay.towards(msg.where)
    return replace(model, screen=replace(screen, replay=replay)), []


def initial(language: str = "en", *, storage: bool = True) -> Model:
    """The page before start-up (what the first screen shows to a new player)."""
    return Model(prefs=Prefs(language=language), banner=replace(Model().banner, storage=storage), flags=Flags())


__all__ = ["update", "initial", "Model", "Context", "BrokenScreen"]
