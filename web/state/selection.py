"""What a click means: the selection a player builds up, and the one legal action it ends in.

The page never decides what is legal. Every option it offers is read off
``australia.legal_actions`` filtered by what has been picked so far (a card, a location, a
number of rangers ...), and when the picks narrow the list down to one action, that very
action object is returned for dispatch. Refusals are reasons as data: the engine's own
(``why_illegal``, ``why_unavailable``) or the page's (``web.state.notices.PageCode``); the
prompt of the moment is data too (``Ask`` and its parameters). ``web.text`` words them.

A click target is a pair ``(kind, value)``: a ``web.hooks.Hook`` value and the id, number
or command name it carries.
"""

from __future__ import annotations

from enum import StrEnum

from australia import (
    DRAW,
    LOCATION_BY_ID,
    MOVE_COST,
    OVER,
    SETUP,
    TAKE_BACK_MAX,
    Code,
    DrawCard,
    EndTurn,
    Fly,
    MoveRanger,
    PlayCard,
    Reason,
    State,
    TakeBack,
    legal_actions_of,
    playable_cards,
    take_back,
    why_illegal,
    why_unavailable,
    wild_cost,
)

from web.hooks import Command, Hook
from web.values import Value, replace
from web.state.notices import PageCode, say

PLAY, TAKE_BACK, MOVE = "play", "take_back", "move"
MODES = (PLAY, TAKE_BACK, MOVE)

Target = tuple[str, object]


class Ask(StrEnum):
    """What the player to act is asked to do now (the prompt, worded by ``web.text``)."""

    GAME_OVER = "game_over"
    DRAW_OPENING = "draw_opening"
    DRAW = "draw"
    PLACE = "place"  # card, cost (0: not wild), no_ranger (bool)
    HOW_MANY = "how_many"  # location
    TRACK = "track"
    TAKE_BACK = "take_back"  # most, chosen
    MOVE_FROM = "move_from"  # cost
    MOVE_TO = "move_to"  # location
    TURN = "turn"  # can_end, can_move, cost, plane_on_board, can_play, can_take_back


class Selection(Value):
    """What the player has picked so far towards one action.

    ``mode`` is None (nothing picked), PLAY, TAKE_BACK or MOVE. For PLAY: ``card``, then one
    of the choices where it goes: a ``location`` (then how many ``rangers``, then, where the
    track is allowed and rangers are left, how many go on the ranger track), no ranger at all
    (2 points), or only the ranger track (how many, at once). For TAKE_BACK: ``picks`` as
    ((location, n), ...). For MOVE: ``source``.
    """

    mode: str | None = None
    card: int | None = None
    location: str | None = None
    rangers: int | None = None
    picks: tuple[tuple[str, int], ...] = ()
    source: str | None = None

    def to_json(self) -> dict:
        return {
            "mode": self.mode,
            "card": self.card,
            "location": self.location,
            "rangers": self.rangers,
            "picks": [[loc, n] for loc, n in self.picks],
            "source": self.source,
        }

    @classmethod
    def from_json(cls, data: object) -> "Selection":
        """A selection from a save's meta; anything odd gives the empty selection."""
        if not isinstance(data, dict):
            return cls()
        try:
            mode = data.get("mode")
            card = data.get("card")
            location = data.get("location")
            rangers = data.get("rangers")
            source = data.get("source")
            picks = tuple((str(loc), int(n)) for loc, n in data.get("picks") or ())
            if mode not in (None, *MODES):
                return cls()
            if card is not None and type(card) is not int:
                return cls()
            if rangers is not None and type(rangers) is not int:
                return cls()
            for where in (location, source, *(loc for loc, _ in picks)):
                if where is not None and where not in LOCATION_BY_ID:
                    return cls()
            return cls(mode, card, location, rangers, picks, source)
        except (TypeError, ValueError):
            return cls()


NOTHING = Selection()


class Result(Value):
    """The outcome of one click: the new selection, and an action when one is complete."""

    selection: Selection
    action: object | None = None
    reason: Reason | None = None  # why the click did nothing


class Choice(Value):
    """One button the player may press: its value, and whether it is enabled (why not)."""

    value: object
    enabled: bool = True
    reason: Reason | None = None


class Options(Value):
    """Everything the page offers for the current selection, all read off the legal actions."""

    prompt: Reason
    highlight_locations: frozenset = frozenset()
    selected_location: str | None = None
    cards: tuple[Choice, ...] = ()
    stacks: tuple[Choice, ...] = ()
    rangers: tuple[Choice, ...] = ()
    track: tuple[Choice, ...] = ()
    commands: tuple[Choice, ...] = ()
    fly_regions: frozenset = frozenset()
    wild: int = 0  # what playing a card as wild costs now (0: no card needs to be wild)
    take_back_total: int = 0
    take_back_picks: tuple[tuple[str, int], ...] = ()  # rangers picked so far, by location

    def command(self, name: str) -> Choice | None:
        return next((c for c in self.commands if c.value == name), None)


# --- the legal actions narrowed by a selection ---------------------------------------------


def _plays_of(state: State, sel: Selection) -> list[PlayCard]:
    plays = [a for a in legal_actions_of(state, PlayCard) if a.card == sel.card]
    if sel.location is not None:
        plays = [a for a in plays if a.location == sel.location]
    elif sel.rangers == 0:
        plays = [a for a in plays if a.location is None]
    if sel.rangers is not None:
        plays = [a for a in plays if a.rangers == sel.rangers]
    return plays


def _take_backs_extending(state: State, picks: dict[str, int]) -> list[TakeBack]:
    """Legal take-backs that include at least the picked rangers."""
    out = []
    for action in legal_actions_of(state, TakeBack):
        counts = dict(action.rangers)
        if all(counts.get(loc, 0) >= n for loc, n in picks.items()):
            out.append(action)
    return out


def _is_valid(state: State, sel: Selection) -> bool:
    """Whether a (restored or stale) selection still leads to some legal action."""
    if sel.mode is None:
        return True
    if sel.mode == PLAY:
        return bool(_plays_of(state, sel))
    if sel.mode == TAKE_BACK:
        return bool(_take_backs_extending(state, dict(sel.picks)))
    if sel.mode == MOVE:
        moves = legal_actions_of(state, MoveRanger)
        return bool(moves) and (sel.source is None or any(m.source == sel.source for m in moves))
    return False


def valid_selection(state: State, sel: Selection) -> Selection:
    return sel if _is_valid(state, sel) else NOTHING


# --- reasons -----------------------------------------------------------------------------------


def card_reason(state: State, card: int) -> Reason | None:
    """Why a card in hand cannot be played now (None when it can)."""
    if any(a.card == card for a in legal_actions_of(state, PlayCard)):
        return None
    return why_illegal(state, PlayCard(card, None, 0, 0, _wild(state)))


# --- clicks ----------------------------------------------------------------------------------


def _number(value: object) -> int | None:
    if type(value) is int:
        return value
    text = str(value)
    return int(text) if text.isascii() and text.isdigit() and len(text) < 10 else None


def choose(state: State, sel: Selection, target: Target) -> Result:  # noqa: C901 - one branch for each thing on the table a click can choose
    """The result of clicking ``target`` with ``sel`` picked so far."""
    role, value = target
    if state.phase == OVER:
        return Result(NOTHING, None, Reason(Code.GAME_OVER))
    if role == Hook.COMMAND and value == Command.CANCEL:
        return Result(NOTHING)
    if role in (Hook.STACK, Hook.CARD, Hook.RANGERS, Hook.TRACK):
        value = _number(value)
        if value is None:
            return Result(sel, None, say(PageCode.NOT_NOW))
    if role == Hook.STACK:
        action = DrawCard(value)
        if action in legal_actions_of(state, DrawCard):
            return Result(NOTHING, action)
        return Result(sel, None, why_illegal(state, action))
    if state.phase in (SETUP, DRAW):
        return Result(sel, None, say(PageCode.DRAW_FIRST))
    if role == Hook.COMMAND:
        return _command(state, sel, str(value))
    if role == Hook.CARD:
        return _pick_card(state, sel, value)
    if sel.mode == PLAY:
        return _play_step(state, sel, role, value)
    if sel.mode == TAKE_BACK and role == Hook.LOCATION:
        return _take_back_step(state, sel, str(value))
    if sel.mode == MOVE and role == Hook.LOCATION:
        return _move_step(state, sel, str(value))
    if role == Hook.REGION:
        if sel.mode is not None:
            return Result(sel, None, say(PageCode.FINISH_BEFORE_FLYING))
        action = Fly(str(value))
        if action in legal_actions_of(state, Fly):
            return Result(NOTHING, action)
        return Result(sel, None, why_illegal(state, action))
    if role == Hook.LOCATION:
        return Result(sel, None, say(PageCode.PICK_A_CARD_FIRST))
    return Result(sel, None, say(PageCode.NOT_NOW))


def _command(state: State, sel: Selection, name: str) -> Result:
    if name == Command.END_TURN:
        action = EndTurn()
        if action in legal_actions_of(state, EndTurn):
            return Result(NOTHING, action)
        return Result(sel, None, why_unavailable(state, EndTurn))
    if name == Command.TAKE_BACK:
        if legal_actions_of(state, TakeBack):
            return Result(Selection(mode=TAKE_BACK))
        return Result(sel, None, why_unavailable(state, TakeBack))
    if name == Command.MOVE:
        if legal_actions_of(state, MoveRanger):
            return Result(Selection(mode=MOVE))
        return Result(sel, None, why_unavailable(state, MoveRanger))
    if name == Command.CONFIRM_TAKE_BACK and sel.mode == TAKE_BACK:
        action = take_back(dict(sel.picks))
        if action.rangers and action in legal_actions_of(state, TakeBack):
            return Result(NOTHING, action)
        return Result(sel, None, say(PageCode.CHOOSE_RANGERS_TO_TAKE_BACK))
    return Result(sel, None, say(PageCode.NOT_NOW))


def _pick_card(state: State, sel: Selection, card: int) -> Result:
    if sel.mode == PLAY and sel.card == card:
        return Result(NOTHING)  # a second click puts the card down again
    new = Selection(mode=PLAY, card=card)
    if _plays_of(state, new):
        return Result(new)
    return Result(sel, None, card_reason(state, card) or Reason(Code.NOT_LEGAL))


def _finish_play(sel: Selection, plays: list[PlayCard]) -> Result:
    """Dispatch when the picks leave a single action, else wait for the track count."""
    if len(plays) == 1:
        return Result(NOTHING, plays[0])
    return Result(sel)


def _play_step(state: State, sel: Selection, role: str, value: object) -> Result:
    if role == Hook.LOCATION:
        loc = str(value)
        if loc not in LOCATION_BY_ID:
            return Result(sel, None, say(PageCode.NOT_NOW))
        if sel.rangers is not None:
            return Result(sel, None, say(PageCode.RANGERS_ALREADY_CHOSEN))
        new = replace(sel, location=loc)
        if _plays_of(state, new):
            return Result(new)
        return Result(sel, None, say(PageCode.NOT_OPEN_FOR_CARD, location=loc, reason=_location_reason(state, sel, loc)))
    if role == Hook.RANGERS:
        n = int(value)
        new = replace(sel, rangers=n, location=None if n == 0 else sel.location)
        if n and sel.location is None:
            return Result(sel, None, say(PageCode.LOCATION_FIRST))
        plays = _plays_of(state, new)
        if n == 0:  # no ranger at all (the 2 points): the ranger track is a choice of its own
            plays = [a for a in plays if a.track == 0]
        if not plays:
            return Result(sel, None, why_illegal(state, PlayCard(sel.card, sel.location if n else None, n, 0, _wild(state))))
        return _finish_play(new, plays)
    if role == Hook.TRACK:
        if sel.rangers is None and sel.location is None:  # only the ranger track, chosen at once
            sel = replace(sel, rangers=0)
        if sel.rangers is None:
            return Result(sel, None, say(PageCode.RANGERS_FIRST))
        plays = [a for a in _plays_of(state, sel) if a.track == int(value)]
        if plays:
            return Result(NOTHING, plays[0])
        return Result(sel, None, say(PageCode.TRACK_TOO_MANY))
    if role == Hook.REGION:
        return Result(sel, None, say(PageCode.CHOOSE_A_LOCATION))
    return Result(sel, None, say(PageCode.NOT_NOW))


def _wild(state: State) -> bool:
    return playable_cards(state)[1]


def _location_reason(state: State, sel: Selection, loc: str) -> Reason:
    return why_illegal(state, PlayCard(sel.card, loc, 1, 0, _wild(state)))


def _take_back_step(state: State, sel: Selection, loc: str) -> Result:
    if loc not in LOCATION_BY_ID:
        return Result(sel, None, say(PageCode.NOT_NOW))
    picks = dict(sel.picks)
    picks[loc] = picks.get(loc, 0) + 1
    if _take_backs_extending(state, picks):
        return Result(replace(sel, picks=take_back(picks).rangers))
    return Result(sel, None, why_illegal(state, take_back(picks)))


def _move_step(state: State, sel: Selection, loc: str) -> Result:
    moves = legal_actions_of(state, MoveRanger)
    if loc not in LOCATION_BY_ID:
        return Result(sel, None, say(PageCode.NOT_NOW))
    if sel.source is None:
        if any(m.source == loc for m in moves):
            return Result(replace(sel, source=loc))
        return Result(sel, None, say(PageCode.NOTHING_TO_MOVE_AT, location=loc))
    if loc == sel.source:
        return Result(replace(sel, source=None))  # put the ranger down again
    action = MoveRanger(sel.source, loc)
    if action in moves:
        return Result(NOTHING, action)
    return Result(sel, None, why_illegal(state, action))


# --- what to offer -----------------------------------------------------------------------------


def options(state: State, sel: Selection) -> Options:
    """Prompt, highlights and buttons for ``sel``: every enabled one leads to a legal action."""
    if state.phase == OVER:
        return Options(prompt=say(Ask.GAME_OVER))
    player = state.player
    hand = tuple(player.hand)
    draws = set(legal_actions_of(state, DrawCard))
    stacks = tuple(
        Choice(kind, DrawCard(kind) in draws, None if DrawCard(kind) in draws else why_illegal(state, DrawCard(kind)))
        for kind in sorted(state.stacks)
    )
    if state.phase in (SETUP, DRAW):
        first_draw = say(PageCode.DRAW_FIRST)
        cards = tuple(Choice(c, False, first_draw) for c in hand)
        return Options(prompt=say(Ask.DRAW_OPENING if state.phase == SETUP else Ask.DRAW), cards=cards, stacks=stacks)

    plays = legal_actions_of(state, PlayCard)
    can_play = {a.card for a in plays}
    cost = wild_cost(state)
    cards = tuple(Choice(c, c in can_play, None if c in can_play else card_reason(state, c)) for c in hand)
    flights = legal_actions_of(state, Fly)
    fly_regions = frozenset(a.region for a in flights) if sel.mode is None else frozenset()
    take_backs = legal_actions_of(state, TakeBack)
    moves = legal_actions_of(state, MoveRanger)
    ends = legal_actions_of(state, EndTurn)
    base = dict(cards=cards, stacks=stacks, wild=cost, fly_regions=fly_regions)
    if sel.mode == PLAY:
        return _placing(state, sel, cost, base)
    if sel.mode == TAKE_BACK:
        return _taking_back(state, sel, take_backs, base)
    if sel.mode == MOVE:
        return _moving(sel, moves, base)

    commands = (
        Choice(Command.TAKE_BACK, bool(take_backs), why_unavailable(state, TakeBack)),
        Choice(Command.MOVE, bool(moves), why_unavailable(state, MoveRanger)),
        Choice(Command.END_TURN, bool(ends), why_unavailable(state, EndTurn)),
    )
    prompt = say(
        Ask.TURN,
        can_end=bool(ends),
        can_move=bool(moves),
        cost=MOVE_COST,
        plane_on_board=player.plane is not None,
        can_play=bool(can_play),
        can_take_back=bool(take_backs),
    )
    return Options(prompt=prompt, commands=commands, **base)


def _placing(state: State, sel: Selection, cost: int, base: dict) -> Options:
    """A card chosen: where it goes, then how many rangers, then which track."""
    cancel = (Choice(Command.CANCEL),)
    mine = _plays_of(state, replace(sel, location=None, rangers=None))
    if sel.location is None and sel.rangers is None:
        # Where the card's rangers go, each a choice: a location, none at all (2 points), or
        # only the ranger track (where it is allowed).
        targets = frozenset(a.location for a in mine if a.location)
        zero = [a for a in mine if a.location is None]
        rangers = (Choice(0),) if any(a.track == 0 for a in zero) else ()
        tracks = tuple(Choice(t) for t in sorted({a.track for a in zero if a.track}))
        prompt = say(Ask.PLACE, card=sel.card, cost=cost, no_ranger=bool(rangers), track=bool(tracks))
        return Options(prompt=prompt, highlight_locations=targets, rangers=rangers, track=tracks, commands=cancel, **base)
    if sel.rangers is None:
        at = [a for a in mine if a.location == sel.location]
        counts = sorted({a.rangers for a in at})
        return Options(
            prompt=say(Ask.HOW_MANY, location=sel.location),
            highlight_locations=frozenset(a.location for a in mine if a.location),
            selected_location=sel.location,
            rangers=tuple(Choice(n) for n in counts),
            commands=cancel,
            **base,
        )
    tracks = sorted({a.track for a in _plays_of(state, sel)})
    return Options(
        prompt=say(Ask.TRACK),
        selected_location=sel.location,
        track=tuple(Choice(t) for t in tracks),
        commands=cancel,
        **base,
    )


def _taking_back(state: State, sel: Selection, take_backs: list[TakeBack], base: dict) -> Options:
    """Rangers picked one by one to take back: the locations that can take one more."""
    picks = dict(sel.picks)
    extending = _take_backs_extending(state, picks)
    targets = set()
    for loc in {loc for a in extending for loc, _ in a.rangers}:
        more = dict(picks)
        more[loc] = more.get(loc, 0) + 1
        if _take_backs_extending(state, more):
            targets.add(loc)
    total = sum(picks.values())
    action = take_back(picks)
    ok = bool(action.rangers) and action in take_backs
    confirm = Choice(Command.CONFIRM_TAKE_BACK, ok, None if ok else say(PageCode.CHOOSE_RANGERS_TO_TAKE_BACK))
    return Options(
        prompt=say(Ask.TAKE_BACK, most=TAKE_BACK_MAX, chosen=total),
        highlight_locations=frozenset(targets),
        commands=(confirm, Choice(Command.CANCEL)),
        take_back_total=total,
        take_back_picks=action.rangers,
        **base,
    )


def _moving(sel: Selection, moves: list[MoveRanger], base: dict) -> Options:
    """A ranger moved: from where, then to where."""
    if sel.source is None:
        targets = frozenset(m.source for m in moves)
        prompt = say(Ask.MOVE_FROM, cost=MOVE_COST)
    else:
        targets = frozenset(m.target for m in moves if m.source == sel.source)
        prompt = say(Ask.MOVE_TO, location=sel.source)
    return Options(
        prompt=prompt,
        highlight_locations=targets,
        selected_location=sel.source,
        commands=(Choice(Command.CANCEL),),
        **base,
    )
