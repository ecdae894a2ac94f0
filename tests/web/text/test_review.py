"""The review in words (``web.text.review``): the luck sentence for a win, a loss and a tie,
signs, and the labels in every language."""

from __future__ import annotations

from web.text import i18n
from web.text import review as words


def test_the_luck_sentence_says_the_margin_and_every_part_with_its_sign():
    assert words.luck("Ben", -9, -1, -6, -3, 1) == (
        "Ben lost by 9: the deal gave −1, the cards drawn and tiles turned up −6, their own decisions −3 "
        "and the rivals' decisions +1.")
    assert words.luck("Ann", 9, 1, 6, 0, 2).startswith("Ann won by 9: the deal gave +1")
    assert words.luck("Cat", 0, 0, 0, 0, 0).startswith("Cat finished level with the best of the others")


def test_labels_and_moments_in_every_language():
    try:
        i18n.use("it")
        assert words.moment(5, "blunder", 8.25) == "5º round: errore grave, 8.2 punti persi"
        i18n.use("de")
        assert words.label("mistake") == "Fehler" and words.open_button() == "Diese Partie analysieren"
    finally:
        i18n.use("en")
    assert words.moment(5, "inaccuracy", 1.0) == "Round 5: inaccuracy, 1.0 points lost"
