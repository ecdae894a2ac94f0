"""The controls of the game screen: the hand and what the player picks next, the commands,
undo, the tip and the suggestion; the computer's turn; the hand-over screen; what happened
since a player's last turn. Pure functions of the game and the page's state."""

from __future__ import annotations

from typing import Sequence

from australia import CARDS, Fly, MoveRanger, PlayCard, Reason, State, TakeBack, location_points, why_no_undo

from web.hooks import Command, Hook
from web.state.computer import PACES, Computer
from web.state.selection import Choice, Options
from web.state.session import Session
from web.text import game as words
from web.text import log as log_words
from web.text.board import rangers_there
from web.text.names import card_back, colour, level, location, pace
from web.text.notices import said
from web.text.reasons import sentence, why
from web.view.html import button, command_attrs, e
from web.view.panels import disabled, log_line, names, swatch


def reason_words(state: State):
    """A function wording a reason with this game's player names."""
    who = names(state)
    return lambda reason: why(reason, who)


def _choice_button(hook: Hook, choice: Choice, label: str, cls: str, why_not) -> str:
    reason = why_not(choice.reason) if not choice.enabled else ""
    note = f'<span class="why">{e(reason)}</span>' if reason else ""
    return (
        f'<button type="button" class="{cls}" {hook.attribute}="{e(choice.value)}"{disabled(choice, reason)}>'
        f"{e(label)}{note}</button>"
    )


def hand_html(state: State, opts: Options, selected_card: int | None, why_not) -> str:
    player = state.player
    if not opts.cards:
        return f'<p class="hand-empty">{e(words.holds_no_card(player.name))}</p>'
    items = []
    # Cards held back for the same reason share one line under the hand: the words repeated
    # on every card filled the panel on a laptop screen.
    reasons = list(dict.fromkeys(why_not(c.reason) for c in opts.cards if not c.enabled and c.reason))
    for choice in opts.cards:
        card = CARDS[choice.value]
        pressed = "true" if choice.value == selected_card else "false"
        wild = f' <span class="tag">{e(words.wild_tag(opts.wild))}</span>' if opts.wild and choice.enabled else ""
        items.append(
            f'<button type="button" class="card card-{card.colour}" data-card="{card.id}" '
            f'data-colour="{card.colour}" aria-pressed="{pressed}"{disabled(choice, why_not(choice.reason))}>'
            f'<span class="card-colour">{e(colour(card.colour))}</span>'
            f'<span class="card-kind">{e(card_back(card.kind))}</span>'
            f"{wild}</button>"
        )
    notes = "".join(f'<p class="why hand-why">{e(r)}</p>' for r in reasons)
    return f'<div class="hand" role="group" aria-label="{e(words.your_cards())}">' + "".join(items) + "</div>" + notes


def _location_buttons(state: State, opts: Options) -> str:
    if not opts.highlight_locations:
        return ""
    buttons = []
    for loc in sorted(opts.highlight_locations, key=location):
        held = state.rangers_at(loc)
        what = words.empty() if held is None else rangers_there(held.count, state.players[held.owner].colour)
        pressed = "true" if loc == opts.selected_location else "false"
        buttons.append(
            f'<button type="button" class="loc" data-location="{loc}" aria-pressed="{pressed}">{e(location(loc))} '
            f"<small>{e(words.location_holds(loc, what, location_points(loc)))}</small></button>"
        )
    return f'<div class="choices locations" role="group" aria-label="{e(words.locations())}">' + "".join(buttons) + "</div>"


def controls_html(session: Session, opts: Options, computer: Computer, tip: str | None, undo_off: Reason | None = None) -> str:
    """The player to move's hand and choices, with Undo (greyed with ``undo_off`` where this
    device may not take a move back) and the suggestion."""
    state = session.state
    why_not = reason_words(state)
    parts = [f'<h2 class="sr-only">{e(words.your_move())}</h2>', tip_html(tip), hand_html(state, opts, session.selection.card, why_not)]
    if opts.rangers:
        parts.append(
            f'<div class="choices" role="group" aria-label="{e(words.rangers_label())}">'
            + "".join(_choice_button(Hook.RANGERS, c, words.rangers_choice(c.value), "count", why_not) for c in opts.rangers)
            + "</div>"
        )
    if opts.track:
        parts.append(
            f'<div class="choices" role="group" aria-label="{e(words.ranger_track())}">'
            + "".join(_choice_button(Hook.TRACK, c, words.track_choice(c.value), "count", why_not) for c in opts.track)
            + "</div>"
        )
    parts.append(_location_buttons(state, opts))
    # The commands, Undo and the suggestion share one grid (a row or two on a wide screen),
    # to keep the panel short.
    commands = "".join(
        _choice_button(Hook.COMMAND, c, words.command(c.value, opts.take_back_total), f"command {c.value}", why_not)
        for c in opts.commands
    )
    hint = hint_html(computer, names(state)) if session.seats.hints else ""
    parts.append(f'<div class="commands">{commands}{undo_html(state, undo_off)}{hint}</div>')
    return "".join(parts)


def tip_html(tip: str | None) -> str:
    """A short tip for a first game, with its own "got it" and the switch that turns tips off."""
    if tip is None:
        return ""
    from web.text import rules as rules_words  # tips are for first games: not needed to start

    return (
        f'<aside class="tip" data-tip="{e(tip)}" aria-labelledby="tip-label">'
        f'<p><strong id="tip-label">{e(rules_words.tip_label())}:</strong> {e(rules_words.tip(tip))}</p>'
        '<p class="tip-buttons">'
        + button(Command.TIP_SEEN, rules_words.tip_dismiss(), arg=tip)
        + button(Command.TIPS_OFF, rules_words.tips_off_button())
        + "</p></aside>"
    )


def hint_html(computer: Computer, players: Sequence[str] = ()) -> str:
    """The "Suggest a move" button, and the suggestion once the computer has one, with why:
    what it does at once, and the best others weighed beside it."""
    pending = computer.hint_wanted is not None
    busy = ' aria-disabled="true" aria-busy="true"' if pending else ""
    said = ""
    if computer.hint is not None:
        play = f'<button type="button" class="command play-hint" {command_attrs(Command.PLAY_HINT)}>{e(words.play_hint())}</button>'
        said = f'<p class="hint" role="status">{e(log_words.suggestion(computer.hint))}</p>{play}{_why_html(computer, players)}'
    elif pending:
        said = f'<p class="hint" role="status">{e(words.thinking_of_a_move())}</p>'
    return (
        f'<div class="hint-row"><button type="button" class="command suggest" {command_attrs(Command.SUGGEST)}{busy}>'
        f"{e(words.suggest_a_move())}</button>{said}</div>"
    )


def _why_html(computer: Computer, players: Sequence[str]) -> str:
    why = computer.why
    if not why or why[0].action != computer.hint:
        return ""
    best, others = why[0], why[1:]
    items = "".join(f"<li>{e(log_words.weighed(other, best.value, players))}</li>" for other in others)
    also = f'<p>{e(log_words.also_weighed())}</p><ul>{items}</ul>' if items else ""
    return f'<div class="hint-why"><p>{e(log_words.suggestion_why(best, players))}</p>{also}</div>'


def undo_html(state: State, off: Reason | None = None) -> str:
    """The Undo button: on exactly when the rules allow taking the last action back (and this
    device may: ``off`` says why not)."""
    reason = why(off or why_no_undo(state), names(state))
    off = f' aria-disabled="true" title="{e(reason)}"' if reason else f' title="{e(words.undo_title())}"'
    note = f'<span class="why">{e(reason)}</span>' if reason else ""
    return (
        f'<div class="undo-row"><button type="button" class="command undo" {command_attrs(Command.UNDO)} '
        f'aria-keyshortcuts="Control+Z"{off}>↶ {e(words.undo())}{note}</button></div>'
    )


def computer_html(session: Session, computer: Computer, chosen_pace: str, peek: int | None = None) -> str:
    """A computer seat's turn: who thinks, how far, the pace, and what to do if it stops."""
    state = session.state
    seat = state.current
    name = state.players[seat].name
    if computer.problem is not None:
        body = (
            f'<div class="computer-problem" role="alert"><p>{e(said(computer.problem))}</p><p class="form-buttons">'
            + button(Command.RETRY_COMPUTER, words.try_again(), cls="primary")
            + button(Command.TAKE_SEAT, words.take_seat(name))
            + "</p></div>"
        )
    else:
        done = computer.progress if computer.progress is not None else 0.0
        thinking = words.computer_thinking(name, level(session.seats.level(seat) or ""))
        body = (
            f'<p class="thinking" role="status">{e(thinking)}</p>'
            f'<progress class="thinking-progress" max="1" value="{done:.2f}" aria-label="{e(words.thinking_progress())}"></progress>'
        )
    paces = "".join(
        f'<button type="button" class="pace" {command_attrs(Command.PACE, p)} '
        f'aria-pressed="{"true" if p == chosen_pace else "false"}">{e(pace(p))}</button>'
        for p in PACES
    )
    pressed = "true" if computer.skipping else "false"
    skip = f'<button type="button" {command_attrs(Command.SKIP)} aria-pressed="{pressed}">{e(words.skip_computer())}</button>'
    mine = waiting_cards_html(session, peek)  # the one person here may look at their own cards meanwhile
    return (
        f'<div class="computer-turn" data-seat="{seat}">{body}'
        f'<div class="pace-row" role="group" aria-label="{e(words.pace_label())}">{paces}{skip}</div>{mine}</div>'
    )


def handover_html(state: State) -> str:
    name = state.player.name
    return (
        '<div class="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">'
        f'<p id="handover-title" class="handover-title">{swatch(state.player.colour)}{e(words.whose_turn(name))}</p>'
        f"<p>{e(words.take_the_device(name))}</p>"
        + button(Command.REVEAL, words.show_my_cards(name), cls="primary")
        + "</div>"
    )


def waiting_cards_html(session: Session, peek: int | None) -> str:
    """While another seat plays, the one person at this device may look at their own cards,
    never anyone else's. With seats played on other devices this device is the table's, so
    their cards show only when they ask (``peek``: the moment they did), until the game moves
    on."""
    people = session.seats.people
    if len(people) != 1:
        return ""
    state = session.state
    owner = state.players[people[0]]
    if not session.seats.remote:
        return own_hand_html(owner)
    if peek == len(state.history):
        return own_hand_html(owner) + f'<p class="form-buttons">{button(Command.SHOW_HAND, words.hide_cards(owner.name))}</p>'
    return f'<p class="form-buttons">{button(Command.SHOW_HAND, words.show_cards(owner.name))}</p>'


def own_hand_html(player, drawn: int | None = None) -> str:
    """A person's cards to look at, not to play (``drawn``: the card just drawn, tagged new)."""
    cards = "".join(
        f'<span class="card card-{CARDS[c].colour}{" drawn" if c == drawn else ""}" data-colour="{CARDS[c].colour}">'
        f'<span class="card-colour">{e(colour(CARDS[c].colour))}</span>'
        f'<span class="card-kind">{e(card_back(CARDS[c].kind))}</span>'
        + (f'<span class="tag">{e(words.new_card())}</span>' if c == drawn else "")
        + "</span>"
        for c in player.hand
    )
    return f'<div class="hand own-hand" role="group" aria-label="{e(words.cards_of(player.name))}">{cards}</div>'


def review_html(state: State, review: tuple[int, int]) -> str:
    """The card a person just drew, shown to them before the device goes to the next person."""
    seat, drawn = review
    player = state.players[seat]
    return (
        '<div class="review" role="group" aria-labelledby="review-title">'
        f'<p id="review-title" class="review-title">{swatch(player.colour)}{e(words.you_drew(player.name, drawn))}</p>'
        + own_hand_html(player, drawn)
        + button(Command.PASS, words.done_pass_to(state.player.name), cls="primary")
        + "</div>"
    )


def since_html(state: State, entries: list) -> str:
    """"Since your last turn": the scorings the others caused, with everyone's points; their
    flights, cards and draws, and the scorings in full, one click away (the map marks where
    they were)."""
    if not entries:
        return ""
    who = names(state)
    items = [item for entry in entries for item in log_words.entry_items(entry, who)]
    # Each scoring in one short line (a turn can follow five of them); the whole line, with
    # the points' breakdown, is its tooltip and stands in the list of all their actions.
    scorings = "".join(
        f'<li class="scoring" title="{e(log_words.event(ev, who))}">{e(short)}</li>'
        for entry in entries
        for ev in entry.events
        if (short := log_words.brief(ev, who)) is not None
    )
    every = "".join(log_line(kind, line) for kind, line in items)
    actions = sum(1 for entry in entries if isinstance(entry.action, (Fly, PlayCard, TakeBack, MoveRanger)))
    return (
        '<section class="since" aria-labelledby="since-title">'
        f'<h3 id="since-title">{e(words.since_your_turn(state.player.name))}</h3>'
        + (f'<ul class="since-list">{scorings}</ul>' if scorings else f'<p class="since-none">{e(words.nothing_scored())}</p>')
        + f'<details class="since-all"><summary>{e(words.all_their_actions(actions))}</summary>'
        f'<ul class="since-list">{every}</ul></details></section>'
    )


def notice_html(session: Session) -> str:
    """Why the last click did nothing, as a sentence."""
    return sentence(why(session.notice, names(session.state)))
