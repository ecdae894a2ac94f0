"""The page's one update function: a message in, the new state and its effects out.

``update(model, message, context)`` is pure: it reads nothing but its arguments and changes
nothing (every ``Model`` is a frozen value), and what must happen in the world comes back as
effects (``web.state.effects``) for the browser shell to carry out. Each message's handler is
registered in its topic module (``web.state.handling``); this module routes each message to
it, with what the message declares about itself (``web.hooks.Message``: a step, a click, what
a guest does with it), and after every step adds what follows from the new state: a history
entry when the screen changed, the saved-games list read again, the computer asked for the
decision the game waits for.
"""

from __future__ import annotations


from web import messages as m
from web.hooks import Guest, Hook
from web.values import replace
from web.state import around, extensions, game, recording, reviewing, saving
from web.state import effects as fx
from web.state.handling import handler_of, whole_step
from web.state.page import BrokenScreen, Context, Flags, Model, NewGameScreen, Prefs, SavedScreen, Step

# The state's topic modules, each registering its handlers as it is imported: always in this
# order. A feature folder registers its own (``web.state.extensions``).
TOPICS = (game, saving, recording, reviewing, around)


@whole_step
def update(model: Model, msg: m.Msg, ctx: Context) -> Step:
    """The page after ``msg``, and the effects to carry out (see the module's docstring)."""
    before = model
    if model.flags.map_key and msg.CLICK and not (isinstance(msg, m.CloseMapKey) and msg.by_key):
        # A click while the key is open closes it; on the map (which the key covers in part)
        # it does nothing else, so a click meant to dismiss the key never moves a piece.
        model = around.close_key(model)
        if isinstance(msg, (m.CloseMapKey, m.ToggleMapKey)) or (
            isinstance(msg, m.GameClick) and msg.kind in (Hook.REGION.value, Hook.LOCATION.value)
        ):
            return model, []
    if msg.STEP:  # not ChooseLanguage: what the banners say is said again in the new language
        model = replace(model, banner=replace(model.banner, notice=None, alert=None, faulted=False))
    if model.flags.aimed is not None and not isinstance(msg, (m.KeyPressed, m.MoveOnMap, m.MapFocused)):
        model = replace(model, flags=replace(model.flags, aimed=None))  # arrow keys one after another only
    model, effects = _route(model, msg, ctx)
    if msg.STEP and not msg.SELF_FOCUSED and game.moment(model) != game.moment(before):
        if not any(isinstance(e, fx.Focus) for e in effects):
            effects = game.focus_after(model, effects)
    return _follow(before, model, msg, effects, ctx)


def _follow(before: Model, model: Model, msg: m.Msg, effects: list, ctx: Context) -> Step:
    """What follows from every step: history, the saved-games list, the computer."""
    if model.screen.name != before.screen.name and model.flags.map_key:
        model = around.close_key(model)
    if model.screen.name != before.screen.name and not isinstance(msg, m.HistoryMoved):
        if not any(isinstance(e, fx.History) for e in effects):
            effects = effects + [fx.History(model.screen.name)]
    if isinstance(model.screen, SavedScreen) and not isinstance(msg, m.SlotsListed):
        if not any(isinstance(e, (fx.Quiet, fx.ListSlots)) for e in effects):
            effects = effects + [fx.ListSlots()]
    if game.board_wanted(before, model, msg):
        effects = effects + [fx.ShowBoard()]
    model, asked = game.ask_computer(model, ctx)
    return model, effects + asked + reviewing.foresee(before, model) + extensions.following(before, model)


def _route(model: Model, msg: m.Msg, ctx: Context) -> Step:
    if model.guest is not None:  # this device plays a seat of another device's game
        if msg.GUEST is Guest.OWN:
            return handler_of(type(msg), guest=True)(model, msg, ctx)
        if msg.GUEST is Guest.IGNORES:
            return model, []
        if msg.GUEST is Guest.LEAVES:
            model, left = extensions.leave(model)
            model, effects = _route(replace(model, screen=NewGameScreen()), msg, ctx)
            return model, left[:1] + effects
    return handler_of(type(msg))(model, msg, ctx)


def initial(language: str = "en", *, storage: bool = True) -> Model:
    """The page before start-up (what the first screen shows to a new player)."""
    return Model(prefs=Prefs(language=language), banner=replace(Model().banner, storage=storage), flags=Flags())


__all__ = ["update", "initial", "Model", "Context", "BrokenScreen"]
