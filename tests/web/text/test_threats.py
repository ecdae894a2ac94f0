"""The threats in words: each project, the windmill's majority and the ranger track's race."""

from __future__ import annotations

from web.text import threats as words


def test_a_threat_says_who_what_it_pays_what_is_left_and_how_likely():
    said = words.project("Ann", "conservation", "kimberley", 11, 1, 0.634)
    assert said == "Ann could complete the conservation of Kimberley: +11 for them (1 location left; 63 % likely)."
    assert "(3 locations left; 100 % likely)" in words.project("Ben", "industrialization", "pilbara", 9, 3, 1.0)


def test_the_windmill_says_who_leads_by_how_much_or_on_the_tie_break_and_when_it_scores():
    assert words.windmill("Ann", 2, 6, 1, ()) == "Windmill (value 6): Ann leads by 2 rangers. It scores after 1 more project."
    tie = words.windmill("Ben", 0, 4, 3, ("Ann", "Cat"))
    assert "Ben leads on the tie-break (the higher ranger)" in tie and "Ann and Cat could take the lead" in tie
    assert "nobody has a ranger on the ranger track yet" in words.windmill(None, 0, 2, 6, ())


def test_the_track_says_its_last_spaces_the_tie_and_who_takes_it_with_one_more():
    assert words.track(1, (), ()) == "Ranger track: 1 space left."
    said = words.track(4, ("Cat",), ("Ann", "Ben"))
    assert "Ann and Ben are level: the tie goes to Ann, whose ranger stands higher." in said
    assert "Cat would take first place with one more ranger." in said
