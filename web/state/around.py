"""The page around the game: moving between screens, the preferences, the fields, the keys
and the focus, and start-up. Each handler is registered for its message (``web.state.handling``).
"""

from __future__ import annotations

from web import messages as m
from web.dom import BOARD
from web.hooks import EARLY_COMMANDS, Command, Hook, parse, selector
from web.values import replace
from web.state import effects as fx
from web.state import extensions, game, recording
from web.state.computer import DEFAULT_PACE, PACES
from web.state.focus import ALL_SHAPES, arrow_targets, neighbour, shape_selector
from web.state.handling import again, handles
from web.state.keys import meaning
from web.state.newgame import with_fields
from web.state.page import (
    BROKEN,
    GAME,
    NEW,
    RECORD,
    REPLAY,
    REVIEW,
    RULES,
    SAVED,
    Context,
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
from web.storage import LANGUAGE_KEY, PACE_KEY, THREATS_KEY, TIPS_KEY, ZOOM_KEY


@handles(m.ChooseLanguage)
def _language(model: Model, msg: m.ChooseLanguage, _ctx: Context) -> Step:
    return replace(model, prefs=replace(model.prefs, language=msg.language)), [fx.WritePreference(LANGUAGE_KEY, msg.language)]


@handles(m.ToggleThreats)
def _threats(model: Model, _msg: m.ToggleThreats, _ctx: Context) -> Step:
    """The threats shown or hidden, remembered on this device."""
    shown = not model.prefs.threats
    model = replace(model, prefs=replace(model.prefs, threats=shown))
    return model, [fx.WritePreference(THREATS_KEY, "on" if shown else "off")]


@handles(m.TipsOff, m.TipsOn)
def _tips(model: Model, msg: m.TipsOff | m.TipsOn, _ctx: Context) -> Step:
    tips = model.prefs.tips.turned_off() if isinstance(msg, m.TipsOff) else model.prefs.tips.turned_on()
    return replace(model, prefs=replace(model.prefs, tips=tips)), [fx.WritePreference(TIPS_KEY, tips.to_text())]


def _flag(name: str):
    def toggle(model: Model, _msg: m.Msg, _ctx: Context) -> Step:
        return replace(model, flags=replace(model.flags, **{name: not getattr(model.flags, name)})), []

    return toggle


handles(m.ToggleWholeLog)(_flag("whole_log"))
handles(m.ToggleMapKey)(_flag("map_key"))


@handles(m.CloseMapKey)
def _close_map_key(model: Model, msg: m.CloseMapKey, _ctx: Context) -> Step:
    return close_key(model), [fx.Focus((selector(Hook.COMMAND, Command.MAP_KEY),))] if msg.by_key else []


@handles(m.ShowNewGame)
def _show_new_game(model: Model, _msg: m.ShowNewGame, _ctx: Context) -> Step:
    return replace(model, screen=NewGameScreen()), []


@handles(m.ShowSaved)
def _show_saved(model: Model, _msg: m.ShowSaved, _ctx: Context) -> Step:
    return replace(model, screen=SavedScreen()), []


@handles(m.ReloadPage)
def _reload(model: Model, _msg: m.ReloadPage, _ctx: Context) -> Step:
    return model, [fx.Reload()]


@handles(m.FieldsRead)
def _fields_read(model: Model, msg: m.FieldsRead, _ctx: Context) -> Step:
    return _fields(model, msg), [fx.Quiet()]


@handles(m.MapFocused)
def _map_focused_step(model: Model, msg: m.MapFocused, _ctx: Context) -> Step:
    return _map_focused(model, msg), [fx.Quiet()]


@handles(m.PointerUsed)
def _pointer_used(model: Model, _msg: m.PointerUsed, _ctx: Context) -> Step:
    return replace(model, flags=replace(model.flags, keyboard=False)), [fx.Quiet()]


@handles(m.OfflineStatus)
def _offline_status(model: Model, msg: m.OfflineStatus, _ctx: Context) -> Step:
    return _said_on_saved_games(replace(model, offline=(msg.status, msg.persisted)))


@handles(m.QuickStartStatus)
def _quick_start_status(model: Model, msg: m.QuickStartStatus, _ctx: Context) -> Step:
    return _said_on_saved_games(replace(model, quick=msg.status))


@handles(m.ToggleZoom)
def _zoom(model: Model, _msg: m.ToggleZoom, _ctx: Context) -> Step:
    zoom = not model.flags.zoom
    return replace(model, flags=replace(model.flags, zoom=zoom)), [fx.WritePreference(ZOOM_KEY, "on" if zoom else "off")]


def close_key(model: Model) -> Model:
    return replace(model, flags=replace(model.flags, map_key=False))


@handles(m.FormEdited)
def _form_edited(model: Model, msg: m.FormEdited, _ctx: Context) -> Step:
    before = model.form.has_computer
    model = replace(model, form=with_fields(model.form, msg.values, msg.defaults))
    if isinstance(model.screen, NewGameScreen):
        model = replace(model, screen=NewGameScreen())  # the refusal goes with the change
    return model, _warm(model) if model.form.has_computer and not before else []


def _warm(model: Model) -> list:
    """The computer's thinking started while the player fills in the form (it takes a moment)."""
    return [fx.WarmComputer(model.computer.round)]


@handles(m.BackToGame)
def _back_to_game(model: Model, _msg: m.BackToGame, _ctx: Context) -> Step:
    return (replace(model, screen=GameScreen()), []) if model.table is not None else (model, [])


def _said_on_saved_games(model: Model) -> Step:
    """A status the Saved games screen says (offline play, the quick start): drawn only there."""
    return model, [] if model.screen.name == SAVED else [fx.Quiet()]


# --- start-up ------------------------------------------------------------------------------------


@handles(m.Boot)
def _boot(model: Model, msg: m.Boot, _ctx: Context) -> Step:
    """Come back to the game on the table, exactly where it was left; keep what was typed on
    the first screen, and carry out a button pressed there once the game is read."""
    stored = msg.preferences
    pace = stored.get(PACE_KEY)
    prefs = Prefs(
        language=msg.language, pace=pace if pace in PACES else DEFAULT_PACE, tips=Tips.parse(stored.get(TIPS_KEY)),
    )
    prefs = replace(prefs, threats=stored.get(THREATS_KEY) != "off")
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
    model, taken = extensions.booted(model, msg, warm)
    if taken is not None:  # opened from an invitation, or reloaded while playing another's game
        return model, taken
    pending = parse(Hook.COMMAND.value, msg.pending) if msg.pending in EARLY_COMMANDS else None
    return model, [*warm, fx.Load(None, fx.LoadFor.BOOT, then=pending)]


# --- fields, keys and focus ----------------------------------------------------------------------


def _fields(model: Model, msg: m.FieldsRead) -> Model:
    """Keep what is typed in the page's fields across a redraw."""
    if isinstance(model.screen, NewGameScreen):
        values = {k: v for k, v in msg.values.items() if k != "label"}
        model = replace(model, form=with_fields(model.form, values, msg.defaults))
    model = extensions.typed(model, msg.values)
    screen = model.screen
    if "label" in msg.values and isinstance(screen, SavedScreen):
        model = replace(model, screen=replace(screen, draft=str(msg.values["label"])[:200]))
    return model


@handles(m.KeyPressed)
def _key(model: Model, msg: m.KeyPressed, ctx: Context) -> Step:
    """A key: what the keymap says it stands for here (``web.state.keys``), else nothing."""
    means = meaning(model, msg)
    moving = isinstance(means, m.MoveOnMap)
    model = replace(model, flags=replace(model.flags, keyboard=True, aimed=model.flags.aimed if moving else None))
    if means is None:
        return model, [fx.Quiet()]
    return _as(model, means, ctx)


@handles(m.MoveOnMap)
def _move_on_map(model: Model, msg: m.MoveOnMap, _ctx: Context) -> Step:
    """An arrow, Home or End on the map: the focus to the next shape offered that way. Keys
    pressed faster than the page carries out the moves: each goes on from the last."""
    press, aimed = msg.press, model.flags.aimed
    start = aimed if press.behind and aimed is not None else press.shape
    found = neighbour(start, press.key, arrow_targets(game.offered(model)))
    model = replace(model, flags=replace(model.flags, aimed=found or start))
    return model, [fx.Quiet()] + ([fx.Focus((shape_selector(found),), within=BOARD)] if found else [])


def _as(model: Model, msg: m.Msg, ctx: Context) -> Step:
    """A key that stands for another message: that message, and the key is the page's."""
    new, effects = again(model, msg, ctx)
    return new, [fx.Handled()] + effects


def _map_focused(model: Model, msg: m.MapFocused) -> Model:
    shape = (msg.kind, msg.id)
    if model.session is None or shape not in ALL_SHAPES:
        return model
    return replace(model, flags=replace(model.flags, map_focus=(model.session.state.current, shape)))


# --- moving between screens ----------------------------------------------------------------------


@handles(m.OpenRules)
def _open_rules(model: Model, _msg: m.OpenRules | None = None, _ctx: Context | None = None) -> Step:
    if isinstance(model.screen, RulesScreen):
        return model, []
    return replace(model, screen=RulesScreen(model.screen)), [fx.RulesOpened()]


@handles(m.CloseRules)
def _close_rules(model: Model, _msg: m.CloseRules, _ctx: Context) -> Step:
    """Back to exactly the screen the rules were opened from (if it can still be shown)."""
    screen = model.screen
    if not isinstance(screen, RulesScreen):
        return model, []
    return replace(model, screen=back_to(model, screen.under)), [fx.RulesClosed()]


@handles(m.HistoryMoved)
def _go_back_to(model: Model, msg: m.HistoryMoved, _ctx: Context) -> Step:
    """The browser's Back (or Forward) asks for a screen the page showed before: go there
    when it can still be shown, else stay."""
    name, screen = msg.screen, model.screen
    if name == GAME and model.table is not None:
        screen = GameScreen()
    elif name == REPLAY and isinstance(screen, RulesScreen) and isinstance(screen.under, ReplayScreen):
        screen = screen.under
    elif name == REVIEW and isinstance(screen, ReplayScreen) and screen.review is not None:
        screen = screen.review  # Back from the board at a moment of the review
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


@handles(m.ReplayStep, m.ReplayTo)
def _replay_step(model: Model, msg: m.ReplayStep | m.ReplayTo, _ctx: Context) -> Step:
    screen = model.screen
    if not isinstance(screen, ReplayScreen):
        return model, []
    replay = screen.replay.go(msg.step) if isinstance(msg, m.ReplayTo) else screen.replay.towards(msg.where)
    return replace(model, screen=replace(screen, replay=replay)), []
