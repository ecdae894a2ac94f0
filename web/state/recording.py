"""The record of this device: adding the game just finished, and the "Your record" screen.

Handlers of ``web.state.update``. A game goes into the record only when the action that ends
it is taken at this table (by a person or a computer seat): ``finished_here`` gives the effect
for that step, and nothing else does, so a game imported or opened already over, or a replay,
adds nothing. The store answers through ``web.messages.RecordKept``, ``RecordRead`` and
``RecordCleared``; a game that could not be recorded is said quietly, and play goes on.
"""

from __future__ import annotations

from web import messages as m
from web.hooks import Command, Hook, selector
from web.values import replace
from web.state import effects as fx
from web.state.handling import handles
from web.state.notices import Notice, Problem, say
from web.state.page import Context, Model, RecordScreen, RulesScreen, Step, back_to
from web.state.record_format import game_of
from web.state.session import Session


def finished_here(before: Session, after: Session, ctx: Context) -> list:
    """The effect that records the game when this step ended it (none otherwise)."""
    if before.over or not after.over:
        return []
    return [fx.RecordGame(game_of(after.state, after.seats, ctx.now))]


def _on_record(model: Model, **changes) -> Step:
    screen = model.screen
    if not isinstance(screen, RecordScreen):
        return model, []
    return replace(model, screen=replace(screen, **changes)), []


def _focus(model: Model, command: Command) -> list:
    """For a keyboard player, the focus on a button of the page (else where it was)."""
    return [fx.Focus((selector(Hook.COMMAND, command),), prevent_scroll=True)] if model.flags.keyboard else []


@handles(m.ShowRecord)
def show(model: Model, _msg: m.ShowRecord | None = None, _ctx: Context | None = None) -> Step:
    """Open the record over the screen shown (over the rules: over the screen under them)."""
    screen = model.screen
    if isinstance(screen, RecordScreen):
        return model, []
    under = screen.under if isinstance(screen, RulesScreen) else screen
    return replace(model, screen=RecordScreen(under)), [fx.ReadRecord()]


@handles(m.CloseRecord)
def close(model: Model, _msg: m.CloseRecord, _ctx: Context) -> Step:
    """Back to the screen the record was opened from (if it can still be shown)."""
    screen = model.screen
    if not isinstance(screen, RecordScreen):
        return model, []
    model = replace(model, screen=back_to(model, screen.under))
    return model, _focus(model, Command.RECORD)


@handles(m.RecordRead)
def read(model: Model, msg: m.RecordRead, _ctx: Context) -> Step:
    screen = model.screen
    if isinstance(screen, RecordScreen):
        return replace(model, screen=replace(screen, found=msg.found)), []
    if isinstance(screen, RulesScreen) and isinstance(screen.under, RecordScreen):
        return replace(model, screen=RulesScreen(replace(screen.under, found=msg.found))), [fx.Quiet()]
    return model, [fx.Quiet()]


@handles(m.RecordKept)
def kept(model: Model, msg: m.RecordKept, _ctx: Context) -> Step:
    """A finished game's place in the record: nothing to say when it is there."""
    if msg.problem is None:
        return model, [fx.Quiet()]
    return replace(model, banner=replace(model.banner, notice=say(Notice.NOT_RECORDED, problem=msg.problem))), []


@handles(m.AskClearRecord)
def ask_clear(model: Model, _msg: m.AskClearRecord, _ctx: Context) -> Step:
    model, effects = _on_record(model, confirming=True)
    return model, effects + _focus(model, Command.CLEAR_RECORD_CANCEL)


@handles(m.CancelClearRecord)
def cancel_clear(model: Model, _msg: m.CancelClearRecord, _ctx: Context) -> Step:
    model, effects = _on_record(model, confirming=False)
    return model, effects + _focus(model, Command.CLEAR_RECORD)


@handles(m.ConfirmClearRecord)
def confirm_clear(model: Model, _msg: m.ConfirmClearRecord, _ctx: Context) -> Step:
    """Clear the record, only when the player was asked and said yes."""
    screen = model.screen
    if not isinstance(screen, RecordScreen) or not screen.confirming:
        return model, []
    return replace(model, screen=replace(screen, confirming=False)), [fx.ClearRecord()]


@handles(m.RecordCleared)
def cleared(model: Model, msg: m.RecordCleared, _ctx: Context) -> Step:
    if msg.problem is not None:
        return replace(model, banner=replace(model.banner, alert=say(Problem.RECORD_NOT_CLEARED, problem=msg.problem))), []
    model = replace(model, banner=replace(model.banner, notice=say(Notice.RECORD_CLEARED)))
    return model, [fx.ReadRecord()]


def other_tab(model: Model) -> list:
    """Another page changed (or cleared) the record: read it again if it is on the screen."""
    return [fx.ReadRecord()] if isinstance(model.screen, RecordScreen) else []
