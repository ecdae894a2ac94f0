"""The end screen (``web.view.end``): the ranking, each score by source, a shared victory, and
the computer seats' levels.
"""

from __future__ import annotations

import re

from australia import Config, DrawCard, EndTurn, Fly, PlayCard, apply_action, new_game
from australia.events import SOURCES
from web.browser.store import slot_key
from web.storage import CURRENT_KEY
from web.view import end

from tests.e2e.play import played, save_text
from tests.page import Page, Store, game_html
from tests.web.view.games import EVIL, SEATS, TABLE, _drawn


def _finish(state):
    """Play to the end: a card whenever one can be played, else fly to its colour."""
    from australia import legal_actions
    from australia.board import CARDS, REGION_BY_ID

    while not state.is_over:
        legal = legal_actions(state)
        plays = [a for a in legal if isinstance(a, PlayCard)]
        colours = {CARDS[c].colour for c in state.player.hand}
        flights = [a for a in legal if isinstance(a, Fly) and REGION_BY_ID[a.region].colour in colours]
        others = [a for a in legal if isinstance(a, (DrawCard, EndTurn))]
        apply_action(state, (plays[-1:] or flights[:1] or others[:1] or legal)[0])
    return state


def test_end_screen_breakdown_sums_to_points_and_ranks_everyone():
    state = _finish(_drawn(["Ann", EVIL, "Cat"], variant="full", seed=4))
    html = end.end_html(state)
    assert EVIL not in html
    assert 'data-phase="over"' in html
    heads = re.findall(r'<th scope="col" class="rank" data-player="(\d)" data-place="(\d)" data-points="(\d+)">', html)
    assert len(heads) == 3
    for seat, _place, points in heads:
        parts = [int(v) for v in re.findall(rf'<td data-player="{seat}" data-source="[a-z_]+">(-?\d+)</td>', html)]
        assert len(parts) == len(SOURCES)
        assert sum(parts) == int(points) == state.players[int(seat)].points
    assert [int(p) for _, _, p in heads] == sorted((int(p) for _, _, p in heads), reverse=True)
    assert heads[0][1] == "1"
    assert "data-tie-break=" in html
    assert game_html(state) == html


def _level_finish(points, dollars):
    """A finished simple game whose players end with these points and dollars."""
    state = _finish(_drawn(["Ann", "Ben", "Cat"][: len(points)], seed=4))
    for player, p, d in zip(state.players, points, dollars):
        player.points, player.dollars = p, d
        player.points_by_source = dict.fromkeys(player.points_by_source, 0)
        player.points_by_source[SOURCES[0]] = p
    return state


def test_the_simple_games_end_screen_has_no_windmill_row():
    state = _finish(_drawn(["Ann", "Ben"], variant="simple", seed=5))
    html = end.end_html(state)
    assert 'data-source="windmill"' not in html and ">Windmill<" not in html
    assert html.count('data-source="dollars"') == 2


def test_a_shared_victory_is_not_called_a_tie_break_and_places_are_shared():
    html = end.end_html(_level_finish((20, 20, 9), (3, 3, 1)))
    assert "Ann and Ben share the victory" in html
    assert 'data-tie-break="false"' in html and "dollars decided" not in html
    places = re.findall(r'data-player="(\d)" data-place="(\d)"', html)
    assert places == [("0", "1"), ("1", "1"), ("2", "3")]
    assert ">1st<" in html and ">3rd<" in html and ">2nd<" not in html
    decided = end.end_html(_level_finish((20, 20, 9), (3, 2, 1)))
    assert "Ann wins" in decided and 'data-tie-break="true"' in decided and "most dollars" in decided


def test_the_end_screen_names_the_finishing_bonus_as_the_rules_do():
    from australia.computer.thinker import choose
    from australia.observation import observe

    state = new_game(Config(("Ann", "Ben")), 2)
    while not state.is_over:
        apply_action(state, choose(observe(state, state.current), "easy", len(state.log)))
    html = end.end_html(state)
    assert "Initiator" not in html and "Bonuses for finishing projects" in html


def test_the_end_screen_and_the_saved_list_name_each_computer_seats_level():
    state = played(("Ann", "Matilda", "Jarrah"), "simple", 12, lambda s: s.is_over, level="easy")
    html = game_html(state, seats=TABLE)
    ranks = re.findall(r'<th[^>]*class="rank".*?</th>', html, re.S)
    assert len(ranks) == 3
    tagged = {re.search(r'class="rank-name">([^<]*)<', r).group(1): re.findall(r"<span class=\"sr-only\">Computer: (\w+)</span>", r) for r in ranks}
    assert tagged == {"Ann": [], "Matilda": ["hard"], "Jarrah": ["easy"]}
    store = {slot_key("g1"): save_text(state, seats=SEATS), CURRENT_KEY: "g1"}
    page = Page(store=Store(store))
    page.command("saved-games")
    listed = re.search(r'<p class="slot-players">(.*?)</p>', page.html()).group(1)
    assert listed == "Ann, Matilda (computer, hard), Jarrah (computer, easy)"


def test_the_end_screen_lists_every_project_completed_with_who_scored_what():
    from australia.events import ProjectScored
    from tests.web.reviewed import finished

    state = finished()
    html = end.end_html(state)
    done = [ev for entry in state.log for ev in entry.events if isinstance(ev, ProjectScored)]
    listed = re.search(r'<details class="projects-list"><summary>(.*?)</summary><ol class="projects-done">(.*?)</ol>',
                       html, re.S)
    assert listed and listed.group(1).endswith(f"({len(done)})")
    items = re.findall(r"<li>(.*?)</li>", listed.group(2))
    assert len(items) == len(done) and done
    first = done[0]
    assert state.players[first.shares[0].player].name in items[0]
    assert f"+{first.shares[0].points}" in items[0]
