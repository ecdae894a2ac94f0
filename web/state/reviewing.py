"""The review of a finished game: opening it, following its progress, and going from it to the
board at a moment or to a new game from there.

Handlers of ``web.state.update``. The review is asked of the shell (``fx.StartReview``, run by
``web.state.reviews.Reviews``) and its answers (``web.messages.ReviewProgress``) fill the
screen as they come: the course of the game and the luck first, the decisions after. It is
offered for a game that is over, from the end screen, the replay and the saved games; a
device playing a seat of another's game reviews it once it is over, when the game's device
sends it whole (``web.devices.state.guest``).
"""

from __future__ import annotations

import hashlib
import json

from australia import State, Table, replay

from web import messages as m
from web.values import replace
from web.state import effects as fx
from web.state.game import keeps_unsaved, put_on_table, save
from web.state.handling import handles
from web.state.page import (
    Context,
    Model,
    OnTable,
    ReplayScreen,
    ReviewScreen,
    RulesScreen,
    Step,
    back_to,
)
from web.state.session import Session
from web.state.slots import Title


def game_key(state: State) -> str:
    """What names a game whatever its slot: its setup, seed and actions."""
    body = json.dumps([state.config.to_json(), state.seed, [a.to_json() for a in state.history]],
                      separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(body.encode()).hexdigest()[:24]


def _people(seats: Table | None, players: int) -> tuple[int, ...]:
    """The seats people played (at this device or another): reviewed first, and shown first."""
    if seats is None:
        return tuple(range(players))
    return tuple(s for s in range(players) if seats.level(s) is None)


def open_review(model: Model, state: State, *, title: Title = Title(), seats: Table | None = None,
                slot: str | None = None, own: int | None = None) -> Step:
    """The review of ``state``'s game over the screen shown (nothing for a game not over);
    ``own``: the seat this device plays, reviewed and shown first."""
    if not state.is_over:
        return model, []
    under = model.screen.under if isinstance(model.screen, RulesScreen) else model.screen
    if isinstance(under, ReviewScreen):
        under = under.under
    people = _people(seats, len(state.players))
    if own in people:
        people = (own,) + tuple(s for s in people if s != own)
    key = game_key(state)
    screen = ReviewScreen(under, key, state, title, seats, slot, seat=people[0] if people else 0)
    return replace(model, screen=screen), [fx.StartReview(key, state, people)]


def foreseen(model: Model) -> tuple[State, tuple[int, ...]] | None:
    """The game whose people's decisions the page judges while it waits for one of them: the
    game in progress held on this device, while the computer thinks of nothing."""
    if model.guest is not None or model.table is None or model.computer.asked is not None:
        return None
    session = model.session
    if session.over:
        return None
    people = _people(session.seats, len(session.state.players))
    return (session.state, people) if people else None


def foresee(before: Model, model: Model) -> list:
    """What follows from a step for the decisions judged in advance: the game as it is now,
    or a pause, when that changed."""
    was, now = foreseen(before), foreseen(model)
    if was is None and now is None:
        return []
    if was is not None and now is not None and was[0] is now[0] and was[1] == now[1]:
        return []  # the same game's state (a new step makes a new one): nothing compared deeper
    return [fx.Foresee(*now)] if now is not None else [fx.Foresee()]


@handles(m.ReviewCurrent)
def review_current(model: Model, _msg: m.ReviewCurrent, _ctx: Context) -> Step:
    screen = model.screen
    if isinstance(screen, ReplayScreen):
        r = screen.replay
        return open_review(model, replay(r.config, r.seed, r.actions), title=r.title, seats=r.seats, slot=r.slot)
    table = model.table
    if table is None:
        return model, []
    session = table.session
    return open_review(model, session.state, title=table.title, seats=session.seats, slot=table.slot)


@handles(m.ReviewSlot)
def review_slot(model: Model, msg: m.ReviewSlot, _ctx: Context) -> Step:
    return model, [fx.Load(msg.slot, fx.LoadFor.REVIEW)]


def _reviewed(model: Model) -> ReviewScreen | None:
    """The review on the screen, or under the rules or the replay opened over it."""
    screen = model.screen
    if isinstance(screen, RulesScreen):
        screen = screen.under
    if isinstance(screen, ReplayScreen):
        screen = screen.review
    return screen if isinstance(screen, ReviewScreen) else None


def _with_review(model: Model, review: ReviewScreen) -> Model:
    def put(screen):
        if isinstance(screen, RulesScreen):
            return replace(screen, under=put(screen.under))
        if isinstance(screen, ReplayScreen):
            return replace(screen, review=review)
        return review

    return replace(model, screen=put(model.screen))


@handles(m.CloseReview)
def close_review(model: Model, _msg: m.CloseReview, _ctx: Context) -> Step:
    screen = model.screen
    if not isinstance(screen, ReviewScreen):
        return model, []
    stop = [] if screen.done >= 1 else [fx.StopReview()]
    return replace(model, screen=back_to(model, screen.under)), stop


@handles(m.ReviewProgress)
def progress(model: Model, msg: m.ReviewProgress, _ctx: Context) -> Step:
    review = _reviewed(model)
    if review is None or review.key != msg.key or not isinstance(msg.data, dict):
        return model, [fx.Quiet()]
    done = max(0.0, min(1.0, float(msg.done)))
    model = _with_review(model, replace(review, found=msg.data, done=done, failed=None))
    keep = [fx.KeepReview(msg.key, msg.data)] if done >= 1 and review.done < 1 else []
    quiet = [fx.Quiet()] if not isinstance(model.screen, ReviewScreen) else []
    return model, keep + quiet


@handles(m.ReviewFailed)
def failed(model: Model, msg: m.ReviewFailed, _ctx: Context) -> Step:
    review = _reviewed(model)
    if review is None or review.key != msg.key:
        return model, [fx.Quiet()]
    return _with_review(model, replace(review, failed=msg.detail or "?")), []


@handles(m.ReviewSeat)
def review_seat(model: Model, msg: m.ReviewSeat, _ctx: Context) -> Step:
    screen = model.screen
    if not isinstance(screen, ReviewScreen) or not 0 <= msg.seat < len(screen.state.players):
        return model, []
    return replace(model, screen=replace(screen, seat=msg.seat)), []


@handles(m.ReviewMoment)
def review_moment(model: Model, msg: m.ReviewMoment, _ctx: Context) -> Step:
    """The board before an action of the reviewed game, in the replay (closing it comes back)."""
    screen = model.screen
    if not isinstance(screen, ReviewScreen):
        return model, []
    from web.state.replay import Replay  # the replay is not needed to start

    r = Replay.of(screen.state, title=screen.title, slot=screen.slot, step=msg.step, seats=screen.seats)
    return replace(model, screen=ReplayScreen(r, review=screen)), []


@handles(m.TryAgain)
def try_again(model: Model, msg: m.TryAgain, ctx: Context) -> Step:
    """A new game from the reviewed game's position before its action ``step``, the same
    players in the same seats, in a new slot: the reviewed game stays as it was."""
    review = _reviewed(model)
    if review is None:
        return model, []
    state = review.state
    if not 0 <= msg.step < len(state.history):
        return model, []
    retry_first = keeps_unsaved(model, ctx, msg)
    if retry_first is not None:
        return model, retry_first
    position = replay(state.config, state.seed, tuple(state.history[: msg.step]))
    stop = [] if review.done >= 1 else [fx.StopReview()]
    model = put_on_table(model, OnTable(Session.start(position, review.seats)))
    return model, stop + save(model, ctx, fx.SaveFor.NEW)
