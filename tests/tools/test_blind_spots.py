"""The counts of hard's blind spots (``tools/blind_spots.py``) agree with the game itself."""

from __future__ import annotations

import json

import pytest

from australia import PlayCard, apply_action, legal_actions_of, new_game
from australia.computer import Thinker
from australia.observation import observe
from australia.cli.arena import play_game
from australia.events import WINDMILL, WindmillScored

from tests.conftest import load_tool


tool = load_tool("blind_spots")


# the second game has cards played bare in its last cards, with rangers left; the first none
@pytest.mark.parametrize("levels, deal, in_the_last_cards", [(("easy", "medium"), 3, False), (("easy", "easy"), 11, True)])
def test_the_counts_are_the_games_own_windmill_points_and_the_cards_played_bare(levels, deal, in_the_last_cards):
    tally = tool.Tally(2)
    state, _, stalled = play_game(list(levels), "full", deal, watch=tally.watch)
    assert not stalled
    # replayed independently: each card played with no ranger, with the supply it had then
    replayed = new_game(state.config, state.seed)
    bare, bare_last, bare_empty, wild, scorings = [0, 0], [0, 0], [0, 0], [0, 0], 0
    for action in state.history:
        seat = replayed.current
        if isinstance(action, PlayCard):
            wild[seat] += action.wild
            if action.rangers == 0 and action.track == 0:
                (bare if replayed.players[seat].supply else bare_empty)[seat] += 1
                if replayed.players[seat].supply and all(not cards for cards in replayed.stacks.values()):
                    bare_last[seat] += 1
        events = apply_action(replayed, action)
        scorings += sum(1 for e in events if isinstance(e, WindmillScored) and any(p.points for p in e.places))
    for seat, counts in enumerate(tally.seats):
        assert counts["windmill"] == state.players[seat].points_by_source[WINDMILL]
        assert (counts["bare"], counts["bare_empty"], counts["wild"]) == (bare[seat], bare_empty[seat], wild[seat])
        assert counts["bare_last"] == bare_last[seat] <= counts["bare"]
        assert counts["won"] + counts["tied"] + counts["lost"] == scorings
    assert scorings and sum(c["won"] + c["tied"] for c in tally.seats) >= scorings
    assert sum(bare) + sum(bare_empty) > 0
    assert (sum(bare_last) > 0) == in_the_last_cards


def test_the_summary_takes_each_level_from_whichever_seat_it_held():
    games = [
        {"seats": ["hard", "baseline"], "points": [150, 140], "counts": [dict.fromkeys(tool.COUNTS, 1),
                                                                        dict.fromkeys(tool.COUNTS, 0)]},
        {"seats": ["baseline", "hard"], "points": [160, 150], "counts": [dict.fromkeys(tool.COUNTS, 0),
                                                                        dict.fromkeys(tool.COUNTS, 3)]},
    ]
    out = tool.summary(games, ("hard", "baseline"))
    assert out["hard"]["games"] == 2 and out["hard"]["windmill"] == 4 and out["hard"]["bare_a_game"] == 2
    assert out["hard"]["margin_a_game"] == 0 and out["baseline"]["margin_a_game"] == 0
    assert out["hard"]["points_a_game"] == 150 and out["baseline"]["points_a_game"] == 150


def test_the_probe_asks_each_level_where_a_card_may_be_played_bare_and_counts_its_bare_plays():
    positions = tool.bare_positions(2, 7)
    again = tool.bare_positions(2, 7)
    assert [p.history for p in positions] == [p.history for p in again]  # the same positions each run
    for state in positions:
        plays = legal_actions_of(state, PlayCard)
        assert state.players[state.current].supply > 0
        assert any(a.location is None and not a.track for a in plays)
        assert any(a.location is not None for a in plays)
    out = tool.probe(("medium", "random"), positions, 150)
    for name in ("medium", "random"):
        chosen = [Thinker(observe(s, s.current), name, 1000 + i, iterations=150).decide() for i, s in enumerate(positions)]
        where = [i for i, a in enumerate(chosen) if isinstance(a, PlayCard) and a.location is None and not a.track]
        assert out[name] == {"positions": 2, "bare": len(where), "where": where}


def test_a_card_is_no_bare_choice_with_the_supply_empty():
    state = tool.bare_positions(1, 7)[0]
    assert tool.may_play_bare(state)
    state.players[state.current].supply = 0
    assert not tool.may_play_bare(state)


def test_the_probe_takes_a_style_of_several_fields_once_for_each_level(capsys):
    assert tool.main(["--probe", "1", "--seed", "7", "--iterations", "8",
                      "--level", "medium", "--level", "bare_early:0,wilds:0"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["medium"]["positions"] == 1 and out["bare_early:0,wilds:0"]["positions"] == 1
    assert out["rounds"] == [tool.bare_positions(1, 7)[0].round]


def test_whole_games_refuse_any_number_of_levels_but_two(capsys):
    with pytest.raises(SystemExit):
        tool.main(["--level", "hard", "--deals", "1"])
    assert "two levels" in capsys.readouterr().err


def test_the_levels_named_two_ways_at_once_are_refused(capsys):
    with pytest.raises(SystemExit):
        tool.main(["--probe", "1", "--levels", "hard,baseline", "--level", "medium"])
    assert "give one of them" in capsys.readouterr().err


def test_a_whole_game_makes_a_style_of_hards_search_itself(monkeypatch):
    """A worker process knows only the game's own levels: a level named by a spec
    (``FIELD:VALUE,...``) is made where the game is played."""
    from australia.computer import levels

    monkeypatch.setattr(levels, "TABLE", dict(levels.TABLE))
    spec = "from:medium_hard,bare:0"
    assert spec not in levels.TABLE
    game = tool.play((spec, "easy"), "full", 3, 2)
    assert game["seats"] == [spec, "easy"] and len(game["counts"]) == 2 and not game["stalled"]


def test_weighing_the_windmill_sets_each_judgements_change_beside_what_it_pays(capsys):
    """One more ranger on the ranger track, where it changes what the windmill would pay: the
    payout rises for the seat, and the term grows as the windmill track fills (at least its
    share filled of the payout's change, never more than all of it)."""
    found = tool.weigh_windmill(3, 5)
    assert found and sum(group["positions"] for group in found.values()) > 20
    for tiles, group in found.items():
        assert 0 <= int(tiles) < 6
        assert group["pays"] > 0
        assert group["pays"] * int(tiles) / 6 - 0.01 <= group["term"] <= group["pays"] + 0.01
        assert group["hard"] != 0 and group["baseline"] != 0
    assert tool.main(["--weigh", "3", "--seed", "5"]) == 0
    assert json.loads(capsys.readouterr().out)["by_tiles"] == found
