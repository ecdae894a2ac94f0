"""The controls of the game screen (``web.view.controls``): the location buttons, and the summary
of the others' turns since the player's last one.
"""

from __future__ import annotations

import re

from australia import Config, apply_action, new_game
from australia.board import LOCATION_BY_ID
from australia.state import TURN
from web.state.selection import Selection
from web.view import controls, marks

from tests.e2e.play import played
from tests.page import game_html
from tests.positions import BLACK, hand, plane, position


def test_location_buttons_say_a_ship_scores_double():
    state = position()
    hand(state, BLACK, ("blue", 2))
    plane(state, BLACK, "coral_sea")
    card = state.players[BLACK].hand[0]
    html = game_html(state, selection=Selection(mode="play", card=card))
    buttons = re.findall(r'<button type="button" class="loc" data-location="([a-z_]+)"[^>]*>[^<]*<small>([^<]*)</small>', html)
    assert buttons
    for loc, small in buttons:
        assert ("×2" in small) == LOCATION_BY_ID[loc].is_ship, (loc, small)


def test_the_first_turn_after_the_opening_draws_tells_the_others_draws_not_zero_actions():
    from australia.computer.thinker import choose
    from australia.observation import observe

    state = new_game(Config(("Ann", "Ben", "Cat")), 8)
    while state.phase != "turn":
        apply_action(state, choose(observe(state, state.current), "easy", len(state.log)))
    since = marks.since_last_turn(state)
    html = controls.since_html(state, since)
    assert since and "The other players’ draws" in html
    assert " 0 actions" not in html


# --- 6. the summary of the others' turns in short lines ------------------------------------------


def test_the_summary_gives_each_scoring_one_short_line_and_keeps_the_whole_line_a_click_away():
    from australia.events import ProjectScored
    from web.text import log as log_words
    from web.view.controls import since_html
    from web.view.marks import since_last_turn

    def after_scorings(s) -> bool:
        return s.phase == TURN and not s.actions_done and sum(
            isinstance(ev, ProjectScored) for entry in since_last_turn(s) for ev in entry.events) >= 2

    state = played(("Ann", "Ben", "Cy", "Dan", "Eve"), "full", 31, after_scorings, level="medium")
    entries = since_last_turn(state)
    html = since_html(state, entries)
    names = [p.name for p in state.players]
    shown = html.split('<details class="since-all">')[0]
    for entry in entries:
        for ev in entry.events:
            if isinstance(ev, ProjectScored):
                short = log_words.brief(ev, names)
                assert short.endswith(", ".join(f"{names[s.player]} +{s.points}" for s in ev.shares))
                assert f'title="{log_words.event(ev, names)}">{short}</li>' in shown.replace("&#x27;", "'")
                assert log_words.event(ev, names) in html.split('<details class="since-all">')[1]
