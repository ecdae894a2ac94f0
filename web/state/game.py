"""The game at the table: clicks on it, the computer's turns, hints, and new games.

Handlers of ``web.state.update``: each takes the model, the message and the context and
returns the new model and the effects. Every step of the game saves it (an effect), so no
move exists only on the screen.
"""

from __future__ import annotations

import random

from australia import HARD, TURN, action_from_json, dump_game, is_legal, new_game

from web import messages as m
from web.computer_kinds import Purpose
from web.dom import RECORD_TITLE
from web.hooks import Command, Hook
from web.storage import PACE_KEY, TIPS_KEY
from web.values import replace
from web.state import effects as fx, extensions
from web.state.handling import handles
from web.state.computer import PACES, pace_ms, request, request_id, why_suggested
from web.state.focus import Shape, game_focus, tab_stop
from web.state.newgame import MAX_SEED, FormError, parse
from web.state.notices import Notice, Problem, say
from web.state.page import (
    GAME,
    SAVED,
    Context,
    GameScreen,
    Model,
    NewGameScreen,
    OnTable,
    ReplayScreen,
    SavedScreen,
    Step,
)
from web.state.recording import finished_here
from web.state.slots import export_name
from web.state.selection import options
from web.state.session import Session


UNDO = (Hook.COMMAND.value, Command.UNDO.value)


# --- saving the game on the table ------------------------------------------------------------


def save(model: Model, ctx: Context, purpose: fx.SaveFor = fx.SaveFor.PLAY, *, why=None, then=None) -> list:
    """The effect that writes the game on the table into its slot (none without a game)."""
    table = model.table
    if table is None:
        return []
    session = table.session
    return [
        fx.Save(table.slot, session.state, table.meta(), table.label, session.seats, ctx.now, purpose, why, then)
    ]


def keeps_unsaved(model: Model, ctx: Context, then: m.Msg) -> list | None:
    """Before another game goes on the table: if this one's moves are only on the screen, try
    to save them first (``then`` follows once saved); None when there is nothing to keep."""
    if model.table is None or not model.table.unsaved:
        return None
    return save(model, ctx, fx.SaveFor.RETRY, then=then)


def put_on_table(model: Model, table: OnTable) -> Model:
    """A (new, opened or imported) game goes on the table and its screen is shown."""
    computer = replace(model.computer.reset_thinking(), hint=None, hint_wanted=None, problem=None, skipping=False)
    return replace(model, table=extensions.tabled(table), screen=GameScreen(), broken=None, computer=computer)


# --- where the keyboard's focus goes ---------------------------------------------------------


def moment(model: Model) -> tuple:
    """What a step changes: when it stays the same, the focus stays where it is."""
    session = model.session
    if not model.playing:
        return (model.screen.name,)
    state = session.state
    return (GAME, state.seed, len(state.log), session.selection, session.handover, session.review, session.computer_to_move)


def _acting(model: Model) -> int | None:
    """The seat of the person acting on the game screen now (cards shown, no hand-over, not
    the computer's turn), else None."""
    session = model.session
    if not model.playing or session.handover or session.review is not None or session.computer_to_move:
        return None
    state = session.state
    return state.current if state.phase == TURN else None


def board_wanted(before: Model, after: Model, msg: m.Msg) -> bool:
    """Whether the map should be brought into view after ``msg`` (``fx.ShowBoard``): when a
    person's turn begins (the first thing they do is on the map), and when the computer has
    just acted (its actions are shown on the map), but not while a person goes on with their
    own turn (an Undo, a card put down)."""
    if not after.playing:
        return False
    if isinstance(msg, m.PlayDecision):
        return before.playing and len(after.session.state.log) != len(before.session.state.log)
    seat = _acting(after)
    return seat is not None and not after.session.state.actions_done and _acting(before) != seat


def remembered_shape(model: Model) -> Shape | None:
    if model.flags.map_focus is None or model.session is None:
        return None
    seat, shape = model.flags.map_focus
    return shape if seat == model.session.state.current else None


def offered(model: Model, opts=None) -> frozenset:
    """The locations the map offers now (none behind the hand-over screen or on the computer's turn)."""
    session = model.session
    if not model.playing or session.handover or session.review is not None or session.computer_to_move:
        return frozenset()
    return (opts or options(session.state, session.selection)).highlight_locations


def map_stop(model: Model, opts=None) -> Shape:
    plane = model.session.state.player.plane if model.session is not None else None
    return tab_stop(remembered_shape(model), offered(model, opts), plane)


SCREEN_FOCUS = {
    "new": ('#setup [data-field="name0"]',),
    "record": (f"#{RECORD_TITLE}",),
    SAVED: ('.slot.current [data-command="open"]', '.slot [data-command="open"]', "#import-file"),
    "replay": ('[data-command="replay-forward"]',),
    "broken": ('.broken [data-command="new-game"]',),
}


def default_focus(model: Model, *, acted=None, before=None) -> tuple[str, ...]:
    """Where the focus belongs on the screen shown (after ``acted``, when a click just acted),
    as CSS selectors, best first; the page focuses the first one it finds."""
    if model.playing:
        session = model.session
        opts = options(session.state, session.selection)
        return game_focus(session, opts, map_stop=map_stop(model, opts), acted=acted, before=before)
    return SCREEN_FOCUS.get(model.screen.name, ())


def focus_after(model: Model, effects: list, *, acted=None, before=None) -> list:
    """Send the keyboard's focus on after a step (only for a keyboard player)."""
    if not model.flags.keyboard:
        return effects
    found = default_focus(model, acted=acted, before=before)
    return effects + [fx.Focus(found)] if found else effects


# --- clicks on the game ------------------------------------------------------------------------


@handles(m.GameClick)
def game_click(model: Model, msg: m.GameClick, ctx: Context) -> Step:
    if not model.playing:
        return model, []
    table = model.table
    session = table.session
    tip = model.prefs.tips.current(session)  # the tip in view as the player acted
    before, selection = moment(model), session.selection
    if msg.target == (Hook.COMMAND, Command.PLAY_HINT):  # the suggestion, played in one click
        after, applied = session.play(model.computer.hint)
    else:
        after, applied = session.click(msg.target)
    model = replace(model, table=replace(table, session=after))
    effects: list = []
    if applied:
        model = replace(model, computer=replace(model.computer, hint=None, hint_wanted=None))
        if tip is not None:
            model, effects = seen_tip(model, tip)
    if applied or after.meta() != session.meta() or after.state is not session.state:
        effects += save(model, ctx)  # a refused click changes nothing that is kept
    effects += finished_here(session, after, ctx)  # the game ended here: into the record
    if moment(model) != before and msg.target != UNDO:
        effects = focus_after(model, effects, acted=msg.target, before=selection)
    return model, effects


def seen_tip(model: Model, tip: str) -> Step:
    tips = model.prefs.tips.with_seen(tip)
    if tips == model.prefs.tips:
        return model, []
    return replace(model, prefs=replace(model.prefs, tips=tips)), [fx.WritePreference(TIPS_KEY, tips.to_text())]


@handles(m.TipSeen)
def tip_seen(model: Model, msg: m.TipSeen, _ctx: Context) -> Step:
    return seen_tip(model, msg.tip)


# --- the computer --------------------------------------------------------------------------------


def wanted(model: Model) -> tuple[str, str] | None:
    """(purpose, level) of what the computer must think about now, or None."""
    if not model.playing or model.computer.problem is not None:
        return None
    session = model.session
    if session.review is not None:
        return None  # a person looks at the card they drew: the game waits for them
    if session.computer_to_move:
        return Purpose.THINK, session.seats.level(session.state.current)
    if model.computer.hint_wanted is not None:
        return Purpose.SUGGEST, HARD
    return None


def wanted_id(model: Model) -> str | None:
    want = wanted(model)
    if want is None:
        return None
    state = model.session.state
    return request_id(state, state.current, want[0])


def ask_computer(model: Model, ctx: Context) -> Step:
    """After every step: ask the computer for what the game waits for, or show its decision
    once the pace allows (a step of its own, ``PlayDecision``)."""
    want = wanted(model)
    if want is None:
        return model, []
    purpose, level = want
    state = model.session.state
    ident = request_id(state, state.current, purpose)
    c = model.computer
    if c.decided is not None and c.decided[0] == ident:
        if c.due:
            return model, []
        wait = max(0.0, pace_ms(model.prefs.pace, c.skipping, model.flags.motion) - (ctx.now - c.last_shown) * 1000)
        return replace(model, computer=replace(c, due=True)), [fx.After(wait, m.PlayDecision(ident, c.decided[1]))]
    if c.asked == ident:
        return model, []
    computer = replace(c, asked=ident, progress=None, decided=None, due=False)
    return replace(model, computer=computer), [fx.Think(request(state, state.current, level, purpose=purpose), c.round)]


@handles(m.ComputerProgress)
def computer_progress(model: Model, msg: m.ComputerProgress, _ctx: Context) -> Step:
    if msg.id != model.computer.asked:
        return model, [fx.Quiet()]
    done = max(0.0, min(1.0, float(msg.done)))
    return replace(model, computer=replace(model.computer, progress=done)), [fx.ShowProgress(done), fx.Quiet()]


@handles(m.ComputerDecided)
def computer_decided(model: Model, msg: m.ComputerDecided, _ctx: Context) -> Step:
    c = model.computer
    if msg.id != c.asked:
        return model, [fx.Quiet()]  # about a moment that has passed
    computer = replace(c, asked=None, progress=None, decided=(msg.id, msg.action), weighed=msg.weighed, due=False)
    return replace(model, computer=computer), [fx.Quiet()]


@handles(m.PlayDecision)
def play_decision(model: Model, msg: m.PlayDecision, ctx: Context) -> Step:
    c = replace(model.computer, due=False)
    model = replace(model, computer=c)
    if c.decided is None or c.decided[0] != msg.id or wanted_id(model) != msg.id:
        return model, [fx.Quiet()]  # the game moved on, or waits (the rules are open)
    action = action_from_json(c.decided[1])  # a malformed answer is a failure of the page
    session = model.session
    if wanted(model)[0] == Purpose.SUGGEST:
        hint = action if is_legal(session.state, action) else None
        why = why_suggested(session.state, hint, c.weighed) if hint is not None else ()
        computer = replace(c, decided=None, weighed=(), hint=hint, why=why, hint_wanted=None)
        return replace(model, computer=computer), []
    after = session.play_computer(action)
    computer = replace(c, decided=None, weighed=(), hint=None, last_shown=ctx.now)
    if not after.computer_to_move:
        computer = replace(computer, skipping=False)  # a person's turn: back to the chosen pace
    model = replace(model, table=replace(model.table, session=after), computer=computer)
    effects = save(model, ctx) + finished_here(session, after, ctx)
    if not after.computer_to_move:
        effects = focus_after(model, effects)
    return model, effects


@handles(m.ComputerFailed)
def computer_failed(model: Model, msg: m.ComputerFailed, _ctx: Context) -> Step:
    c = model.computer
    if model.table is None or (msg.id is not None and msg.id != c.asked):
        return model, [fx.Quiet()]
    computer = replace(c.reset_thinking(), hint_wanted=None, problem=say(Problem.COMPUTER_STOPPED, detail=msg.detail))
    return replace(model, computer=computer), []


@handles(m.SetPace)
def set_pace(model: Model, msg: m.SetPace, _ctx: Context) -> Step:
    if msg.pace not in PACES:
        return model, []
    return replace(model, prefs=replace(model.prefs, pace=msg.pace)), [fx.WritePreference(PACE_KEY, msg.pace)]


@handles(m.SkipComputer)
def skip(model: Model, _msg: m.SkipComputer, _ctx: Context) -> Step:
    return replace(model, computer=replace(model.computer, skipping=True)), []


@handles(m.AskSuggestion)
def ask_suggestion(model: Model, _msg: m.AskSuggestion, _ctx: Context) -> Step:
    session = model.session
    if not model.playing or not session.seats.hints or session.computer_to_move or session.handover or session.over:
        return model, []
    if session.review is not None or session.remote_to_move:
        return model, []
    ident = request_id(session.state, session.state.current, Purpose.SUGGEST)
    return replace(model, computer=replace(model.computer, hint=None, hint_wanted=ident)), []


@handles(m.RetryComputer)
def retry(model: Model, _msg: m.RetryComputer, _ctx: Context) -> Step:
    c = model.computer
    return replace(model, computer=replace(c.reset_thinking(), problem=None, round=c.round + 1)), []


@handles(m.TakeSeat)
def take_seat(model: Model, _msg: m.TakeSeat, ctx: Context) -> Step:
    session = model.session
    if session is None or not session.computer_to_move:
        return model, []
    table = replace(model.table, session=session.person_takes_seat())
    model = replace(model, table=table, computer=replace(model.computer.reset_thinking(), problem=None))
    return model, save(model, ctx)


# --- new games, export and replay ----------------------------------------------------------------


@handles(m.StartGame)
def start(model: Model, msg: m.StartGame, ctx: Context) -> Step:
    if not isinstance(model.screen, NewGameScreen):
        return model, []
    try:
        config, seed, seats = parse(model.form, ctx.person_names, ctx.rand)
    except FormError as error:
        return replace(model, screen=NewGameScreen(error=error.reason)), []
    retry_first = keeps_unsaved(model, ctx, msg)
    if retry_first is not None:
        return model, retry_first
    model = put_on_table(model, OnTable(Session.start(new_game(config, seed), seats)))
    return model, save(model, ctx, fx.SaveFor.NEW)


@handles(m.PlayAgain)
def play_again(model: Model, msg: m.PlayAgain, ctx: Context) -> Step:
    """A new game with the same players in the same seats and the same setup, newly shuffled;
    the finished game stays in its slot and the new one goes into a new slot."""
    session = model.session
    if session is None or not session.over:
        return model, []
    retry_first = keeps_unsaved(model, ctx, msg)
    if retry_first is not None:
        return model, retry_first
    old = session.state
    rand = ctx.rand or random.SystemRandom()
    seed = rand.randrange(MAX_SEED)
    while seed == old.seed:
        seed = rand.randrange(MAX_SEED)
    model = put_on_table(model, OnTable(Session.start(new_game(old.config, seed), session.seats)))
    return model, save(model, ctx, fx.SaveFor.NEW)


@handles(m.ExportCurrent)
def export_current(model: Model, _msg: m.ExportCurrent, ctx: Context) -> Step:
    table = model.table
    if table is None:
        return model, []
    state = table.session.state
    meta = {**table.meta(), "label": table.label, "saved": ctx.now, "round": state.round, "over": state.is_over}
    name = export_name([p.name for p in state.players], ctx.now)
    text = dump_game(state, meta, table.session.seats)
    banner = replace(model.banner, notice=say(Notice.EXPORTED, file=name))
    # The players hold it now, whatever the store does.
    return replace(model, table=replace(table, unsaved=False), banner=banner), [fx.Download(name, text)]


@handles(m.ReplayCurrent)
def replay_current(model: Model, _msg: m.ReplayCurrent, _ctx: Context) -> Step:
    table = model.table
    if table is None:
        return model, []
    back = model.screen.name if model.screen.name in (GAME, SAVED) else GAME
    from web.state.replay import Replay  # the replay is not needed to start

    replay = Replay.of(table.session.state, title=table.title, slot=table.slot, step=0, seats=table.session.seats)
    return replace(model, screen=ReplayScreen(replay, back)), []


@handles(m.CloseReplay)
def close_replay(model: Model, _msg: m.CloseReplay, _ctx: Context) -> Step:
    screen = model.screen
    if not isinstance(screen, ReplayScreen):
        return model, []
    if screen.review is not None:  # opened from a review: back to it
        return replace(model, screen=screen.review), []
    if screen.back == GAME and model.table is not None:
        return replace(model, screen=GameScreen()), []
    return replace(model, screen=SavedScreen()), []
