"""Benchmark of the board drawing: milliseconds per render of a plain and of a busy board.

    python tools/bench_render.py

The page redraws the board after every click, so this is the pure-Python part of the
click-to-board latency (``tools/bench_page.py`` measures the whole of it in Chromium).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from australia.board import LOCATION_IDS, REGION_IDS  # noqa: E402
from web.view.board import BoardView, render_board  # noqa: E402


def per_render_ms(view: BoardView | None, runs: int = 200) -> float:
    render_board(view)  # the fixed parts are built on first use
    samples = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(runs):
            render_board(view)
        samples.append((time.perf_counter() - start) / runs * 1000)
    return round(statistics.median(samples), 3)


def main() -> None:
    busy = BoardView(
        rangers={loc: ("blue", 2) for loc in LOCATION_IDS[::2]},
        planes={"kimberley": ("black", "white", "orange", "blue", "brown")},
        tiles={r: (6, i % 2 == 0) for i, r in enumerate(REGION_IDS)},
        highlight_locations=frozenset(LOCATION_IDS[:6]),
        windmill=("pilbara", 4),
    )
    print(json.dumps({"plain_ms": per_render_ms(None), "busy_ms": per_render_ms(busy)}))


if __name__ == "__main__":
    main()
