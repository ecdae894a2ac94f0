"""What a click means: the selection a player builds up, and the one legal action it ends in.

The page never decides what is legal. Every option it offers is read off
``australia.legal_actions`` filtered by what has been picked so far (a card, a location, a
number of rangers ...), and when the picks narrow the list down to one action, that very
action object is returned for dispatch. Words for a refusal come from the rules module
(``why_illegal``); this module only chooses which action to ask about.

A click target is a pair ``(kind, value)`` read from the clicked element's data attributes:
``("region", id)``, ``("location", id)``, ``("card", id)``, ``("stack", kind)``,
``("rangers", n)``, ``("track", n)`` or ``("command", name)``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from australia import DrawCard, EndTurn, Fly, MoveRanger, PlayCard, TakeBack, take_back
from australia.board import ACTIONS_PER_TURN, CARDS, LOCATION_BY_ID, MOVE_COST, TAKE_BACK_MAX, WILD_COST, kind_label
from australia.rules import legal_actions_of, playable_cards, why_illegal, why_unavailable
from australia.state import DRAW, OVER, SETUP, State

PLAY, TAKE_BACK, MOVE = "play", "take_back", "move"
MODES = (PLAY, TAKE_BACK, MOVE)

# Commands of the game screen (buttons carrying data-command).
CMD_TAKE_BACK = "take-back"
CMD_MOVE = "move"
CMD_CONFIRM = "confirm-take-back"
CMD_CANCEL = "cancel"
CMD_END_TURN = "end-turn"


@dataclass(frozen=True)
class Selection:
    """What the player has picked so far towards one action.

    ``mode`` is None (nothing picked), PLAY, TAKE_BACK or MOVE. For PLAY: ``card``, then
    either a ``location`` or ``rangers == 0`` (no ranger on the map), then ``rangers``; the
    ranger track count comes last and completes the action. For TAKE_BACK: ``picks`` as
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
            if card is not None and not isinstance(card, int):
                return cls()
            if rangers is not None and not isinstance(rangers, int):
                return cls()
            for where in (location, source, *(loc for loc, _ in picks)):
                if where is not None and where not in LOCATION_BY_ID:
                    return cls()
            return cls(mode, card, location, rangers, picks, source)
        except (TypeError, ValueError):
            return cls()


NOTHING = Selection()


@dataclass(frozen=True)
class Result:
    """The outcome of one click: the new selection, and an action when one is complete."""

    selection: Selection
    action: object | None = None
    reason: str | None = None  # why the click did nothing


@dataclass(frozen=True)
class Choice:
    """One button the player may press: its value, label, and whether it is enabled (why not)."""

    value: object
    label: str
    enabled: bool = True
    reason: str = ""


@dataclass(frozen=True)
class Options:
    """Everything the page offers for the current selection, all read off the legal actions."""

    prompt: str
    highlight_regions: frozenset = frozenset()
    highlight_locations: frozenset = frozenset()
    selected_location: str | None = None
    cards: tuple[Choice, ...] = ()
    stacks: tuple[Choice, ...] = ()
    rangers: tuple[Choice, ...] = ()
    track: tuple[Choice, ...] = ()
    commands: tuple[Choice, ...] = ()
    fly_regions: frozenset = frozenset()
    wild: bool = False
    take_back_total: int = 0

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


# --- reasons in words ------------------------------------------------------------------------


def _card_words(card: int) -> str:
    c = CARDS[card]
    return f"{c.colour} card ({kind_label(c.kind)})"


def card_reason(state: State, card: int) -> str:
    """Why a card in hand cannot be played now (empty when it can)."""
    if any(a.card == card for a in legal_actions_of(state, PlayCard)):
        return ""
    return why_illegal(state, PlayCard(card, None, 0, 0, _wild(state)))


# --- clicks ----------------------------------------------------------------------------------


def choose(state: State, sel: Selection, target: tuple[str, object]) -> Result:
    """The result of clicking ``target`` with ``sel`` picked so far."""
    kind, value = target
    if state.phase == OVER:
        return Result(NOTHING, None, "the game is over")
    if kind == "command" and value == CMD_CANCEL:
        return Result(NOTHING)
    if kind == "stack":
        action = DrawCard(int(value))
        if action in legal_actions_of(state, DrawCard):
            return Result(NOTHING, action)
        return Result(sel, None, why_illegal(state, action))
    if state.phase in (SETUP, DRAW):
        return Result(sel, None, "first draw a card: choose one of the stacks")
    if kind == "command":
        return _command(state, sel, str(value))
    if kind == "card":
        return _pick_card(state, sel, int(value))
    if sel.mode == PLAY:
        return _play_step(state, sel, kind, value)
    if sel.mode == TAKE_BACK and kind == "location":
        return _take_back_step(state, sel, str(value))
    if sel.mode == MOVE and kind == "location":
        return _move_step(state, sel, str(value))
    if kind == "region":
        if sel.mode is not None:
            return Result(sel, None, "finish or cancel what you started before flying")
        action = Fly(str(value))
        if action in legal_actions_of(state, Fly):
            return Result(NOTHING, action)
        return Result(sel, None, why_illegal(state, action))
    if kind == "location":
        return Result(sel, None, "pick a card first, or take back or move rangers")
    return Result(sel, None, "that is not something to choose now")


def _command(state: State, sel: Selection, name: str) -> Result:
    if name == CMD_END_TURN:
        action = EndTurn()
        if action in legal_actions_of(state, EndTurn):
            return Result(NOTHING, action)
        return Result(sel, None, why_unavailable(state, EndTurn))
    if name == CMD_TAKE_BACK:
        if legal_actions_of(state, TakeBack):
            return Result(Selection(mode=TAKE_BACK))
        return Result(sel, None, why_unavailable(state, TakeBack))
    if name == CMD_MOVE:
        if legal_actions_of(state, MoveRanger):
            return Result(Selection(mode=MOVE))
        return Result(sel, None, why_unavailable(state, MoveRanger))
    if name == CMD_CONFIRM and sel.mode == TAKE_BACK:
        action = take_back(dict(sel.picks))
        if action.rangers and action in legal_actions_of(state, TakeBack):
            return Result(NOTHING, action)
        return Result(sel, None, "choose the rangers to take back first")
    return Result(sel, None, "that is not something to choose now")


def _pick_card(state: State, sel: Selection, card: int) -> Result:
    if sel.mode == PLAY and sel.card == card:
        return Result(NOTHING)  # a second click puts the card down again
    new = Selection(mode=PLAY, card=card)
    if _plays_of(state, new):
        return Result(new)
    return Result(sel, None, card_reason(state, card) or "that card cannot be played now")


def _finish_play(sel: Selection, plays: list[PlayCard]) -> Result:
    """Dispatch when the picks leave a single action, else wait for the track count."""
    if len(plays) == 1:
        return Result(NOTHING, plays[0])
    return Result(sel)


def _play_step(state: State, sel: Selection, kind: str, value: object) -> Result:
    if kind == "location":
        loc = str(value)
        if sel.rangers is not None:
            return Result(sel, None, "the rangers are chosen: now the ranger track")
        new = replace(sel, location=loc)
        if _plays_of(state, new):
            return Result(new)
        return Result(sel, None, f"{LOCATION_BY_ID[loc].name} is not open for this card: " + _location_reason(state, sel, loc))
    if kind == "rangers":
        n = int(value)
        new = replace(sel, rangers=n, location=None if n == 0 else sel.location)
        if n and sel.location is None:
            return Result(sel, None, "choose a location for the rangers first")
        plays = _plays_of(state, new)
        if not plays:
            return Result(sel, None, why_illegal(state, PlayCard(sel.card, sel.location if n else None, n, 0, _wild(state))))
        return _finish_play(new, plays)
    if kind == "track":
        if sel.rangers is None:
            return Result(sel, None, "choose how many rangers go on the map first")
        plays = [a for a in _plays_of(state, sel) if a.track == int(value)]
        if plays:
            return Result(NOTHING, plays[0])
        return Result(sel, None, "the ranger track cannot take that many rangers")
    if kind == "region":
        return Result(sel, None, "choose a highlighted location for the card, or cancel")
    return Result(sel, None, "that is not something to choose now")


def _wild(state: State) -> bool:
    return playable_cards(state)[1]


def _location_reason(state: State, sel: Selection, loc: str) -> str:
    return why_illegal(state, PlayCard(sel.card, loc, 1, 0, _wild(state)))


def _take_back_step(state: State, sel: Selection, loc: str) -> Result:
    picks = dict(sel.picks)
    picks[loc] = picks.get(loc, 0) + 1
    if _take_backs_extending(state, picks):
        return Result(replace(sel, picks=take_back(picks).rangers))
    return Result(sel, None, why_illegal(state, take_back(picks)))


def _move_step(state: State, sel: Selection, loc: str) -> Result:
    moves = legal_actions_of(state, MoveRanger)
    if sel.source is None:
        if any(m.source == loc for m in moves):
            return Result(replace(sel, source=loc))
        return Result(sel, None, f"{state.player.name} has no ranger at {LOCATION_BY_ID[loc].name} to move")
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
        return Options(prompt="The game is over.")
    player = state.player
    hand = tuple(player.hand)
    draws = set(legal_actions_of(state, DrawCard))
    stacks = tuple(
        Choice(kind, kind_label(kind), DrawCard(kind) in draws, "" if DrawCard(kind) in draws else why_illegal(state, DrawCard(kind)))
        for kind in sorted(state.stacks)
    )
    if state.phase in (SETUP, DRAW):
        prompt = "Draw a card: choose a stack." if state.phase == DRAW else "Draw an opening card: choose a stack."
        cards = tuple(Choice(c, _card_words(c), False, "first draw a card") for c in hand)
        return Options(prompt=prompt, cards=cards, stacks=stacks)

    playable, wild = playable_cards(state)
    plays = legal_actions_of(state, PlayCard)
    can_play = {a.card for a in plays}
    cards = tuple(
        Choice(c, _card_words(c), c in can_play, "" if c in can_play else (card_reason(state, c) or "not now"))
        for c in hand
    )
    flights = legal_actions_of(state, Fly)
    fly_regions = frozenset(a.region for a in flights) if sel.mode is None else frozenset()
    take_backs = legal_actions_of(state, TakeBack)
    moves = legal_actions_of(state, MoveRanger)
    ends = legal_actions_of(state, EndTurn)
    commands = [
        Choice(CMD_TAKE_BACK, "Take back rangers", bool(take_backs), why_unavailable(state, TakeBack)),
        Choice(CMD_MOVE, f"Move a ranger ({MOVE_COST} $)", bool(moves), why_unavailable(state, MoveRanger)),
        Choice(CMD_END_TURN, "End turn", bool(ends), why_unavailable(state, EndTurn)),
    ]
    base = dict(cards=cards, stacks=stacks, wild=wild, fly_regions=fly_regions)

    if sel.mode == PLAY:
        mine = _plays_of(state, replace(sel, location=None, rangers=None))
        commands = [Choice(CMD_CANCEL, "Cancel")]
        words = _card_words(sel.card)
        wild_words = f" as wild (pays {WILD_COST} $)" if wild else ""
        if sel.location is None and sel.rangers is None:
            targets = frozenset(a.location for a in mine if a.location)
            zero = [a for a in mine if a.location is None]
            rangers = ()
            if zero:
                rangers = (Choice(0, "No ranger on the map"),)
            prompt = f"Play the {words}{wild_words}: choose a highlighted location"
            prompt += ", or place no ranger." if zero else "."
            return Options(prompt=prompt, highlight_locations=targets, rangers=rangers, commands=tuple(commands), **base)
        if sel.rangers is None:
            at = [a for a in mine if a.location == sel.location]
            counts = sorted({a.rangers for a in at})
            rangers = tuple(Choice(n, f"{n} ranger{'s' if n != 1 else ''}") for n in counts)
            prompt = f"How many rangers go to {LOCATION_BY_ID[sel.location].name}?"
            return Options(
                prompt=prompt,
                highlight_locations=frozenset(a.location for a in mine if a.location),
                selected_location=sel.location,
                rangers=rangers,
                commands=tuple(commands),
                **base,
            )
        tracks = sorted({a.track for a in _plays_of(state, sel)})
        track = tuple(Choice(t, f"{t} on the ranger track") for t in tracks)
        return Options(
            prompt="How many rangers go on the ranger track?",
            selected_location=sel.location,
            track=track,
            commands=tuple(commands),
            **base,
        )

    if sel.mode == TAKE_BACK:
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
        confirm = Choice(
            CMD_CONFIRM,
            f"Take back {total} ranger{'s' if total != 1 else ''}",
            ok,
            "" if ok else "choose the rangers to take back: click their locations",
        )
        prompt = (
            f"Take back up to {TAKE_BACK_MAX} rangers: click a highlighted location once per ranger"
            + (f" ({total} chosen)." if total else ".")
        )
        return Options(
            prompt=prompt,
            highlight_locations=frozenset(targets),
            commands=(confirm, Choice(CMD_CANCEL, "Cancel")),
            take_back_total=total,
            **base,
        )

    if sel.mode == MOVE:
        if sel.source is None:
            targets = frozenset(m.source for m in moves)
            prompt = f"Move a ranger for {MOVE_COST} $: choose one of your locations."
        else:
            targets = frozenset(m.target for m in moves if m.source == sel.source)
            prompt = f"Move a ranger from {LOCATION_BY_ID[sel.source].name}: choose where to."
        return Options(
            prompt=prompt,
            highlight_locations=targets,
            selected_location=sel.source,
            commands=(Choice(CMD_CANCEL, "Cancel"),),
            **base,
        )

    if ends:
        prompt = "Both actions are done: end the turn" + (f" (or move a ranger for {MOVE_COST} $)." if moves else ".")
    elif player.plane is None:
        prompt = "Fly: click a region to put your plane on the board."
    elif can_play:
        prompt = "Fly to a region, pick a card to play" + (", or take back rangers." if take_backs else ".")
    else:
        prompt = "Fly to a region" + (" or take back rangers." if take_backs else ".")
    return Options(prompt=prompt, commands=tuple(commands), **base)


def step_words(state: State) -> str:
    """Which step of the turn it is, as a short heading."""
    if state.phase == SETUP:
        return "Opening draw"
    if state.phase == DRAW:
        return "Draw a card"
    if state.phase == OVER:
        return "Game over"
    if state.actions_done >= ACTIONS_PER_TURN:
        return "End of turn"
    return f"Action {state.actions_done + 1} of {ACTIONS_PER_TURN}"
