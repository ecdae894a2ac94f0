"""The review of a finished game, worked out in the page's own interpreter a slice at a time.

``Reviews`` runs one ``australia.computer.Reviewer`` at a time, in slices of about
``SLICE_MS`` scheduled one after the other (``soon``), so the page's records are handled between
two slices and a click waits at most one slice, as the computer's thinking does
(``web.state.thinking``); and after each thing the person does it waits until they pause
(``REST_MS`` since the page last ``heard`` from them), so the clicks that follow find the page
idle. It tells the page how far it has come with
``web.messages.ReviewProgress``, carrying the review so far as plain values
(``australia.computer.review_json``): first once the course of the game and the luck are
known (a few seconds), then every ``REPORT_MS`` while the decisions are reviewed, and once
more when all are. A review kept on this device (``KEPT_KEY``, the latest ``KEPT``) is given
at once.

While a game goes on, the people's decisions are judged as they are made, while the page
waits for a person (``foresee``; ``australia.computer.Foresight``), so that the review at the
game's end finds most of them done: in shorter slices (``FORESEE_MS``), and only once the
person has paused (``REST_MS`` since the page last ``heard`` from them), so that their clicks
come to an idle page, and the first after a pause waits for one short slice at most.
Everything here is pure Python, tested under CPython exactly as the page runs it.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from australia import State

from web import messages as m
from web.state.computer import SEARCH_ITERATIONS
from web.storage import STORE_PREFIX

SLICE_MS = 10  # a slice of reviewing, as of the computer's thinking: the page's records wait at most about this long
FORESEE_MS = 4  # a slice of judging in advance: short, for a person's click may come at any moment
REST_MS = 500  # the review and the judging in advance wait until the person has paused this long
REPORT_MS = 500  # how often the page is told how far the review has come
KEPT_KEY = STORE_PREFIX + "reviews"  # the latest complete reviews, so that they open at once
KEPT = 4
FORMAT = 1  # of what KEPT_KEY holds: {"format": 1, "reviews": [{"key": ..., "review": ...}, ...]}
WEIGHED = 3  # the actions weighed a decision's account keeps (and the one played)


def kept_review(text: str | None, key: str) -> Any:
    """The review of game ``key`` among the kept ones (None: not kept, or unreadable)."""
    try:
        body = json.loads(text) if text else None
    except ValueError:
        return None
    if not isinstance(body, dict) or body.get("format") != FORMAT or not isinstance(body.get("reviews"), list):
        return None
    for item in body["reviews"]:
        if isinstance(item, dict) and item.get("key") == key and isinstance(item.get("review"), dict):
            return item["review"]
    return None


def keep_review(text: str | None, key: str, review: Any) -> str:
    """What ``KEPT_KEY`` holds once ``review`` is kept: it first, then the latest others."""
    try:
        body = json.loads(text) if text else None
    except ValueError:
        body = None
    others = body.get("reviews") if isinstance(body, dict) and body.get("format") == FORMAT else None
    others = [item for item in (others if isinstance(others, list) else [])
              if isinstance(item, dict) and item.get("key") != key]
    return json.dumps({"format": FORMAT, "reviews": [{"key": key, "review": review}, *others][:KEPT]},
                      separators=(",", ":"))


class Reviews:
    """The reviews the page asks for (``web.state.effects.StartReview``), one at a time.

    ``soon(call)`` runs ``call`` after whatever the page has waiting, ``later(ms, call)`` once
    ``ms`` have passed, ``now()`` is the time in seconds; ``iterations``: the search's budget
    for each decision (the hard level's). ``in_advance``: whether the people's decisions are
    judged while the game goes on (``foresee``)."""

    def __init__(self, *, soon: Callable, later: Callable, now: Callable[[], float],
                 iterations: int = SEARCH_ITERATIONS, slice_ms: float = SLICE_MS, report_ms: float = REPORT_MS,
                 foresee_ms: float = FORESEE_MS, rest_ms: float = REST_MS, in_advance: bool = True) -> None:
        self.soon, self.later, self.now = soon, later, now
        self.iterations, self.slice_ms, self.report_ms = iterations, slice_ms, report_ms
        self.foresee_ms, self.rest_ms = foresee_ms, rest_ms
        self.in_advance = in_advance  # False: nothing judged before the review is asked for (a quick test's page)
        self.heard_at = float("-inf")  # when the page last heard from the person (``heard``)
        self.dispatch: Callable[..., Any] | None = None
        self.generation = 0  # each review's slices carry its number; older ones stop
        self.ahead = None  # australia.computer.Foresight: the game in progress, judged in advance
        self.target: tuple[State, tuple[int, ...]] | None = None  # the game to follow; None: wait
        self.foreseeing = False  # a slice of judging in advance is scheduled
        self._followed: State | None = None  # the game's state the judging in advance last followed
        self.reviewing = False

    def listen(self, dispatch: Callable[..., Any]) -> None:
        self.dispatch = dispatch

    def start(self, key: str, state: State, first: tuple[int, ...] = (), kept: Any = None) -> None:
        self.generation += 1
        generation = self.generation
        if kept is not None:
            self.soon(lambda: self._tell(generation, m.ReviewProgress(key, 1.0, kept)))
            return
        from australia.computer import Reviewer  # loaded once a review is asked for

        self.reviewing, self.target = True, None
        try:
            reviewer = Reviewer(state, iterations=self.iterations, first=first, seed=state.seed,
                                known=self._known(state))
        except Exception as error:  # noqa: BLE001 - a failure is an answer too
            self.reviewing = False
            said = m.ReviewFailed(key, f"{type(error).__name__}: {error}")
            self.soon(lambda: self._tell(generation, said))
            return
        self.soon(lambda: self._slice(generation, key, reviewer, None))

    def stop(self) -> None:
        self.generation += 1
        self.reviewing = False

    # --- judging in advance ------------------------------------------------------------------

    def foresee(self, state: State | None, people: tuple[int, ...] = ()) -> None:
        """The game in progress as it is now, whose ``people``'s decisions are judged while the
        page waits; None: wait. The work is done in slices, never in this call."""
        self.target = (state, tuple(people)) if state is not None and people and self.in_advance else None
        self._foresee_next()

    def heard(self) -> None:
        """The person did something on the page (a click, a key): judging in advance waits
        until they have paused ``rest_ms``, so that their next clicks find the page idle."""
        self.heard_at = self.now()

    def _resting(self) -> float:
        """How many milliseconds the person's pause has still to last (0: judge now)."""
        left = self.rest_ms - (self.now() - self.heard_at) * 1000.0
        return left if left >= 1.0 else 0.0  # a timer's rounding never makes it wait again

    def _foresee_next(self) -> None:
        if self.target is not None and not self.foreseeing and not self.reviewing:
            self.foreseeing = True
            resting = self._resting()
            if resting:
                self.later(resting, self._foresee_slice)
            else:
                self.soon(self._foresee_slice)

    def _foresee_slice(self) -> None:
        self.foreseeing = False
        if self.target is None or self.reviewing:
            return
        if self._resting():  # heard from the person since: wait for their pause
            self._foresee_next()
            return
        state, people = self.target
        try:
            ahead = self.ahead
            if ahead is None or not ahead.same_game(state) or ahead.seats != people:
                from australia.computer import Foresight

                ahead = self.ahead = Foresight(state, seats=people, iterations=self.iterations, seed=state.seed)
            elif state is not self._followed and ahead.told != list(state.history):
                ahead.follow(state.history)
            self._followed = state  # the page's states are never changed in place: a new one is a new step
            done = ahead.step(self.foresee_ms)
        except Exception:  # noqa: BLE001 - judging in advance is a help: the review judges it anyway
            self.ahead, done = None, True
        if not done:
            self._foresee_next()

    def _known(self, state: State) -> dict:
        """What was judged in advance of the finished game ``state``'s decisions."""
        ahead = self.ahead
        if ahead is None or not ahead.same_game(state):
            return {}
        ahead.follow(state.history)
        return dict(ahead.known)

    def _tell(self, generation: int, message) -> None:
        if generation == self.generation and self.dispatch is not None:
            self.dispatch(message)

    def _slice(self, generation: int, key: str, reviewer, reported: float | None) -> None:
        if generation != self.generation:
            return
        resting = self._resting()
        if resting:  # the person is clicking through the review: it goes on once they pause
            self.later(resting, lambda: self._slice(generation, key, reviewer, reported))
            return
        from australia.computer import review_json

        try:
            was = reviewer.course_done
            done = reviewer.step(self.slice_ms)
            now = self.now()
            due = (reviewer.course_done and not was) or done or (
                reviewer.course_done and reported is not None and (now - reported) * 1000 >= self.report_ms)
            if due:
                reported = now
                self._tell(generation, m.ReviewProgress(key, 1.0 if done else reviewer.progress(),
                                                        review_json(reviewer.review(), WEIGHED)))
        except Exception as error:  # noqa: BLE001 - a failure is an answer too
            self.reviewing = False
            self._tell(generation, m.ReviewFailed(key, f"{type(error).__name__}: {error}"))
            return
        if not done:
            self.soon(lambda: self._slice(generation, key, reviewer, reported))
        else:
            self.reviewing = False
