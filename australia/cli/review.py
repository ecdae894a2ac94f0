"""``python -m australia review SAVE [--json]``: a finished game reviewed (``australia.computer.review``).

    python -m australia review game.json [--seats 0,1] [--iterations 150] [--worlds 8] [--seed 0] [--json]

Prints, for every seat, its final margin split into what the deal, chance, its own decisions
and its rivals' gave; then the turning points of the game and, for every seat reviewed, its
costliest decisions with the hard level's choice beside them. ``--json`` prints the whole
review as one JSON object instead (``australia.computer.review.review_json``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..errors import SaveError
from ..save import load_save
from ..computer.review import Review, Reviewer, review_json


def _seats(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(s) for s in text.split(",") if s.strip())
    except ValueError:
        raise argparse.ArgumentTypeError("--seats is a list of seat numbers: 0,1") from None


def _report(review: Review, out) -> None:
    names = review.players
    print("Final margins (points less the best of the others'), by cause:", file=out)
    for k in review.luck:
        deal, chance, own, rivals = k.whole()
        print(f"  {names[k.seat]}: {int(k.margin):+d} = deal {int(deal):+d}, chance {int(chance):+d}, "
              f"own decisions {int(own):+d}, rivals' decisions {int(rivals):+d}", file=out)
    print("Turning points (the largest swings of an expected margin):", file=out)
    for m in review.turning_points():
        print(f"  round {m.round}, {names[m.seat]}: {json.dumps(m.action.to_json())}", file=out)
    seats = sorted({d.seat for d in review.decisions})
    for seat in seats:
        mine = [d for d in review.decisions if d.seat == seat]
        print(f"{names[seat]}: {len(mine)} decisions, {review.lost(seat):.1f} points lost in all; "
              "the costliest:", file=out)
        for d in review.key_moments(seat):
            print(f"  round {d.round}: {d.label.value}, {d.loss:.1f} points: played {json.dumps(d.played.to_json())},"
                  f" the hard level's choice {json.dumps(d.best.to_json())}", file=out)


def main(argv: list[str], out=None) -> int:
    out = out or sys.stdout
    parser = argparse.ArgumentParser(prog="python -m australia review", description=__doc__.split("\n\n")[0])
    parser.add_argument("save", type=Path, help="a saved game (the page's export)")
    parser.add_argument("--seats", type=_seats, default=None, help="whose decisions to review (all by default)")
    parser.add_argument("--iterations", type=int, default=150, help="the search's budget for each decision")
    parser.add_argument("--worlds", type=int, default=8, help="dealt worlds per expectation, where needed")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="the whole review as one JSON object")
    args = parser.parse_args(argv)
    try:
        saved = load_save(args.save.read_bytes())
    except (OSError, SaveError) as error:
        print(f"review: cannot read {args.save}: {error}", file=sys.stderr)
        return 2
    players = len(saved.state.players)
    if args.seats is not None and not all(0 <= s < players for s in args.seats):
        print(f"review: --seats must name seats 0 to {players - 1}", file=sys.stderr)
        return 2
    if args.iterations < 1 or args.worlds < 1:
        print("review: --iterations and --worlds are at least 1", file=sys.stderr)
        return 2
    review = Reviewer(saved.state, seats=args.seats, iterations=args.iterations, worlds=args.worlds,
                      seed=args.seed).run()
    if args.json:
        print(json.dumps(review_json(review)), file=out)
    else:
        _report(review, out)
    return 0
