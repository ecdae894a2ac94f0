"""The page's HTML: escaping, the numbers in the panels, the log's words and the end screen."""

from __future__ import annotations

import re

from australia import Config, DrawCard, EndTurn, Fly, PlayCard, apply_action, legal_actions, new_game
from australia.board import LOCATION_BY_ID
from australia.events import SOURCES
from web.state.newgame import Form
from web.state.selection import NOTHING, Selection, options
from web.text.reasons import why
from web.view import controls, end, game, marks, newgame, panels
from tests.page import game_html, model_with
from tests.positions import BLACK, WHITE, hand, plane, position, put, tile
from australia import Reason
from australia.reasons import Code


def log_lines(state) -> list[str]:
    return [line for _, line in panels.log_items(state)]

EVIL = "<img src=x onerror=alert(1)>"


def _drawn(names, variant="simple", seed=2):
    state = new_game(Config(tuple(names), variant, start_player=0), seed)
    while state.phase == "setup":
        apply_action(state, DrawCard(1))
    return state


def test_player_names_are_escaped_everywhere():
    state = _drawn([EVIL, "Ben"])
    apply_action(state, Fly("kimberley"))
    for handover in (True, False):
        html = game_html(state, handover=handover)
        assert EVIL not in html
        assert "&lt;img src=x onerror=alert(1)&gt;" in html
    form = newgame.new_game_html(Form(names=(EVIL, '"><b>', None, None, None)), error=Reason(Code.NAME_MISSING, seat=0))
    assert EVIL not in form and '"><b>' not in form and "&lt;img" in form


def test_panels_show_the_numbers_of_each_player():
    state = position(players=3)
    state.players[WHITE].points = 17
    state.players[WHITE].dollars = 5
    put(state, "tanami", WHITE, 2)
    plane(state, WHITE, "pilbara")
    html = panels.players_html(state)
    white = re.search(r'<li class="player" data-player="1".*?</li>', html).group(0)
    assert 'data-points="17"' in white and 'data-dollars="5"' in white
    assert "<dt>Rangers</dt><dd>12</dd>" in white  # 14 for three players, 2 on the map
    assert "<dt>Cards</dt><dd>2</dd>" in white
    assert "Pilbara" in white
    assert 'data-player="0" data-points="0"' in html and 'aria-current="true"' in html


def test_stacks_show_kind_and_cards_left():
    state = position()
    html = panels.stacks_html(state, options(state, NOTHING).stacks, why)
    for kind, n in state.stack_sizes().items():
        assert f'data-stack="{kind}" data-cards="{n}"' in html
    assert "Stack 3: 3 rangers + 1 dollar" in html


def test_game_root_carries_phase_current_and_step():
    state = position()
    html = game_html(state)
    assert '<div class="game" data-phase="turn" data-current="0" data-step="Action 1 of 2"' in html


def test_handover_hides_the_hand():
    state = position()
    hidden = game_html(state, handover=True)
    assert "data-card=" not in hidden
    assert "Black’s turn — show my cards" in hidden
    shown = game_html(state)
    assert shown.count("data-card=") == 2


def test_face_down_tile_values_never_reach_the_page():
    state = position()
    board = game.board_view(state, None)
    assert all(value == 0 and not up for value, up in board.tiles.values())
    apply_action(state, Fly("pilbara"))
    assert game.board_view(state, None).tiles["pilbara"] == (state.tiles["pilbara"], True)


def test_log_words_for_a_flight_a_play_and_a_scoring():
    state = position(variant="full", windmill="goldfields")
    tile(state, "kimberley", 6, face_up=False)
    apply_action(state, Fly("kimberley"))
    assert log_lines(state)[0] == "Black flew to Kimberley and revealed a 6 — the windmill moves there (value 3)"
    red, = hand(state, BLACK, ("red", 2))
    apply_action(state, PlayCard(red, None, 0))
    assert log_lines(state)[0] == "Black played a red card in Kimberley (+2 $) and placed no ranger (+2 points)"


def test_log_words_for_a_conservation_scoring():
    state = position()
    plane(state, BLACK, "kimberley")
    locations = ["kununurra", "halls_creek", "tanami", "eighty_mile_beach", "cape_leveque"]
    from australia.board import LOCATIONS_OF
    assert sorted(LOCATIONS_OF["kimberley"]) == sorted(locations)
    put(state, "kununurra", WHITE, 1)
    put(state, "halls_creek", BLACK, 1)
    put(state, "tanami", BLACK, 1)
    put(state, "eighty_mile_beach", WHITE, 1)
    red, = hand(state, BLACK, ("red", 2))
    apply_action(state, PlayCard(red, "cape_leveque", 2))
    lines = log_lines(state)
    assert "Conservation of Kimberley: Black +3 bonus, +2 camps, +4 ships = 9; White +2" in lines
    assert marks.scoring_region(state) == "kimberley"
    assert game.board_view(state, None).scoring == "kimberley"


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
    for seat, place, points in heads:
        parts = [int(v) for v in re.findall(rf'<td data-player="{seat}" data-source="[a-z_]+">(-?\d+)</td>', html)]
        assert len(parts) == len(SOURCES)
        assert sum(parts) == int(points) == state.players[int(seat)].points
    assert [int(p) for _, _, p in heads] == sorted((int(p) for _, _, p in heads), reverse=True)
    assert heads[0][1] == "1"
    assert "data-tie-break=" in html
    assert game_html(state) == html


def test_new_game_form_keeps_what_was_typed_and_shows_the_error():
    form = Form(count=3, names=("Ann", "Ann", "Cat", None, None), variant="full", seed="12")
    html = newgame.new_game_html(form, Reason(Code.NAME_TAKEN, seat=1, other=0))
    assert 'value="Ann"' in html and 'value="Cat"' in html and 'value="12"' in html
    assert 'role="alert"' in html and "cannot share a name" in html
    assert html.count('class="name-row"') == 5
    # Rows beyond the count are hidden by the style sheet from the selected count (so the form
    # also works before Python runs): every row is there, none hidden by markup.
    assert re.findall(r'class="name-row" data-seat="(\d)">', html) == ["0", "1", "2", "3", "4"]
    assert '<option value="3" selected>' in html


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


def test_the_regions_a_player_may_fly_to_are_marked_on_the_map():
    state = position()
    plane(state, BLACK, "pilbara")
    html = game_html(state)
    flyable = set(re.findall(r'<g class="region[a-z ]*flyable[a-z ]*" data-region="([a-z_]+)"', html))
    assert "pilbara" not in flyable and len(flyable) == 23
    hidden = game_html(state, handover=True)  # nothing is offered behind the hand-over
    assert not re.findall(r'<g class="region[a-z ]*flyable', hidden)


# --- reading the table at a glance -------------------------------------------------------------


def _glance_game():
    from australia.bots import choose
    from australia.observation import observe
    from australia.events import ProjectScored as Scored
    from australia.state import TURN

    state = new_game(Config(("Ann", "Ben", "Cat"), "full", 0), 31)
    done = 0
    while not state.is_over:
        if state.phase == TURN and not state.actions_done:
            if any(isinstance(ev, Scored) for entry in marks.since_last_turn(state) for ev in entry.events):
                return state
        apply_action(state, choose(observe(state, state.current), "medium", 31 + done))
        done += 1
    raise AssertionError("nobody scored")


def test_since_last_turn_lists_the_others_actions_until_the_player_acts():
    state = _glance_game()
    since = marks.since_last_turn(state)
    assert since and all(entry.player != state.current for entry in since)
    # everything after the player's own last entry, in order
    last_own = max(i for i, entry in enumerate(state.log) if entry.player == state.current)
    assert list(since) == list(state.log[last_own + 1:])
    html = controls.since_html(state, since)
    assert 'class="scoring"' in html and state.player.name in html
    marked = marks.change_marks(state, since)
    assert marked["scored"] and marked["changed_regions"]
    # once the player acts, the summary is gone
    fly = next(a for a in legal_actions(state) if isinstance(a, Fly))
    apply_action(state, fly)
    assert marks.since_last_turn(state) == []
    assert controls.since_html(state, []) == ""


def test_the_log_shows_its_recent_lines_and_the_whole_game_on_request():
    from australia.bots import choose
    from australia.observation import observe

    state = _glance_game()
    while len(panels.log_items(state, None)) <= panels.LOG_LIMIT:
        apply_action(state, choose(observe(state, state.current), "easy", len(state.log)))
    recent = panels.log_html(state)
    whole = panels.log_html(state, whole=True)
    total = len(panels.log_items(state, None))
    assert total > panels.LOG_LIMIT
    assert recent.count("<li") == panels.LOG_LIMIT and 'data-command="whole-log"' in recent
    assert whole.count("<li") == total and 'aria-pressed="true"' in whole
    assert 'class="scoring"' in whole  # the scoring that _glance_game waited for


def test_the_board_view_counts_rangers_and_empty_locations_per_region():
    from australia.board import LOCATIONS_OF

    state = _glance_game()
    board = game.board_view(state, None)
    for region in state.tiles:
        assert board.counts[region] == state.region_rangers(region)
    for region in state.conservation:
        assert board.empty[region] == sum(1 for loc in LOCATIONS_OF[region] if loc not in state.rangers)
    assert board.current == state.player.colour


def test_the_game_screen_in_parts_is_the_game_screen():
    import re as _re
    from web.view.board import LAYERS, board_svg

    state = _glance_game()
    parts = game.game_parts(model_with(state))
    html = game_html(state)
    assert game.join_game(parts) == html
    ids = [ident for ident, _ in parts.sections]
    assert len(ids) == len(set(ids))
    for ident, section in parts.sections:  # each section is one element with its own id
        assert _re.match(rf'<[a-z]+ [^>]*id="{ident}"', section), ident
        assert html.count(f'id="{ident}"') == 1
    # the board is its fixed drawing around the layers the page redraws
    assert set(parts.layers) == set(LAYERS)
    assert board_svg(parts.layers) in dict(parts.sections)["board"]
    for layer in LAYERS:
        assert html.count(f'<g class="{layer}">') == 1


def test_the_ranger_tracks_order_is_the_windmills_ranking_on_a_tie():
    """Two players with as many rangers on the track: the one whose ranger stands higher comes
    first, as the windmill scoring pays them (the engine's ranking), not by seat."""
    from australia.scoring import windmill_payout, windmill_ranking

    state = position(players=3, variant="full", windmill="red_centre")
    state.ranger_track = [2, 0, 2, 0, 1]  # Orange (seat 2) stands highest; Black and Orange tie on 2
    html = panels.tracks_html(state)
    listed = [int(seat) for seat in re.findall(r'<li data-player="(\d)">', html)]
    assert listed == [seat for seat, *_ in windmill_ranking(state)] == [2, 0, 1]
    pays = re.search(r'class="windmill-now">([^<]*)<', html).group(1)
    first, second = windmill_payout(state)[:2]
    assert pays.index(state.players[first.player].name) < pays.index(state.players[second.player].name)


def test_the_ranger_track_shows_counts_and_what_a_windmill_scoring_would_pay():
    """Moved from the browser: the track's words and numbers, from a game played by the computer."""
    from australia import windmill_payout
    from australia.bots import choose
    from australia.observation import observe

    state = new_game(Config(("Ann", "Ben"), "full", 0), 5)
    done = 0
    while len(set(state.ranger_track)) < 2 or state.phase != "turn" or state.actions_done:
        apply_action(state, choose(observe(state, state.current), "medium", done))
        done += 1
    html = panels.tracks_html(state)
    text = re.sub(r"<[^>]+>", " ", html)
    text = " ".join(text.split())
    for seat, player in enumerate(state.players):
        n = state.ranger_track.count(seat)
        assert f"{player.name}: {n} ranger" in text
    pays = " ".join(re.search(r'class="windmill-now">(.*?)</', html, re.S).group(1).split())
    for place in windmill_payout(state):
        assert f"{state.players[place.player].name} {place.points} point" in pays
    assert len(re.findall(r'<li[^>]*data-top', html)) == 1


def test_panels_and_pieces_drawn_again_for_the_same_game_follow_every_change_that_shows():
    """The panels and the map's pieces are kept between drawings of the very same game (a card
    picked changes no game): a new action, another language, another view draws them anew."""
    from web.text import i18n
    from web.view.board import BoardView, board_layers

    state = _glance_game()
    log = panels.log_html(state)
    assert panels.log_html(state) == log
    after = state.copy()
    apply_action(after, legal_actions(after)[0])
    assert panels.log_html(after) != log  # a new game value: its own log
    assert panels.log_html(state) == log
    board = board_layers(BoardView(tiles={"pilbara": (5, True)}, planes={"pilbara": ("black",)}))
    again = board_layers(BoardView(tiles={"pilbara": (5, True)}, planes={"pilbara": ("black",)}, selected="wiluna"))
    assert board["tokens-layer"] == again["tokens-layer"] and board["locations"] != again["locations"]
    moved = board_layers(BoardView(tiles={"pilbara": (5, True)}, planes={"kimberley": ("black",)}))
    assert moved["tokens-layer"] != board["tokens-layer"] and moved["regions"] != board["regions"]
    i18n.use("it")
    try:
        from web.text import board as board_words

        italian = board_layers(BoardView(tiles={"pilbara": (5, True)}, planes={"kimberley": ("black",)}))
        assert board_words.tile_face_up(5) in italian["regions"]  # the regions' words in Italian
        said = board_words.tile_face_up(5)
        assert panels.log_html(state) != log
    finally:
        i18n.use(i18n.ENGLISH)
    assert said != board_words.tile_face_up(5) and board_words.tile_face_up(5) in board["regions"]


def test_the_first_turn_after_the_opening_draws_tells_the_others_draws_not_zero_actions():
    from australia.bots import choose
    from australia.observation import observe

    state = new_game(Config(("Ann", "Ben", "Cat")), 8)
    while state.phase != "turn":
        apply_action(state, choose(observe(state, state.current), "easy", len(state.log)))
    since = marks.since_last_turn(state)
    html = controls.since_html(state, since)
    assert since and "The other players’ draws" in html
    assert " 0 actions" not in html


def test_the_end_screen_names_the_finishing_bonus_as_the_rules_do():
    from australia.bots import choose
    from australia.observation import observe

    state = new_game(Config(("Ann", "Ben")), 2)
    while not state.is_over:
        apply_action(state, choose(observe(state, state.current), "easy", len(state.log)))
    html = end.end_html(state)
    assert "Initiator" not in html and "Bonuses for finishing projects" in html
