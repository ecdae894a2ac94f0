"""The review of a finished game as HTML text: luck and decisions, the game as it went (two
charts with a table beside them), the turning points, and each player's decisions with their
key moments.

A pure function of the screen's state (``web.state.page.ReviewScreen``), whose ``found`` holds
the review so far as ``australia.computer.review_json`` gives it. Hooks the tests rely on:
``data-phase="review"`` and ``data-done`` on the screen, ``data-seat`` on a player's luck,
``data-index`` on a key moment, ``.review-chart`` charts with ``.turning`` marks.
"""

from __future__ import annotations

from typing import Sequence

from australia import PLAYER_COLOURS, action_from_json

from web.hooks import Command
from web.state.page import ReviewScreen
from web.text import log as log_words
from web.text import review as words
from web.text.names import seat_kind
from web.view.html import button, command_attrs, e, rules_button
from web.view.panels import swatch

REVIEW_TITLE = "review-title"
WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 560, 170, 34, 10, 8, 20  # the charts' frame


def _advice(action_json) -> str:
    try:
        return log_words.advice(action_from_json(action_json))
    except Exception:  # noqa: BLE001 - a kept review is the page's own, but never trusted
        return "?"


def _rounds(found: dict) -> list[tuple[int, list, list]]:
    """(round, points, expected margins) at the end of every round."""
    last: dict[int, dict] = {}
    for moment in found.get("moments", ()):
        last[moment["round"]] = moment
    return [(r, m["points"], m["expected"]) for r, m in sorted(last.items())]


def _x(i: int, count: int) -> float:
    return LEFT + (WIDTH - LEFT - RIGHT) * (i / max(1, count - 1))


def _chart(rows: list, pick: int, names: Sequence[str], low: float, high: float, label: str,
           marks: str = "") -> str:
    span = (high - low) or 1.0

    def y(value: float) -> float:
        return TOP + (HEIGHT - TOP - BOTTOM) * (1 - (value - low) / span)

    lines = []
    for seat, _name in enumerate(names):
        points = " ".join(f"{_x(i, len(rows)):.1f},{y(row[pick][seat]):.1f}" for i, row in enumerate(rows))
        lines.append(f'<polyline class="line seat-{PLAYER_COLOURS[seat]}" points="{points}"></polyline>')
    axis = [f'<line class="axis" x1="{LEFT}" y1="{y(low):.1f}" x2="{WIDTH - RIGHT}" y2="{y(low):.1f}"></line>']
    if low < 0 < high:
        axis.append(f'<line class="zero" x1="{LEFT}" y1="{y(0):.1f}" x2="{WIDTH - RIGHT}" y2="{y(0):.1f}"></line>')
    ticks = "".join(
        f'<text class="tick" x="{LEFT - 4}" y="{y(v) + 4:.1f}" text-anchor="end">{round(v)}</text>' for v in (low, high)
    )
    step = max(1, len(rows) // 8)
    rounds = "".join(
        f'<text class="tick" x="{_x(i, len(rows)):.1f}" y="{HEIGHT - 4}" text-anchor="middle">{row[0]}</text>'
        for i, row in enumerate(rows) if i % step == 0 or i == len(rows) - 1
    )
    return (
        f'<svg class="review-chart" role="img" aria-label="{e(label)}" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'preserveAspectRatio="xMidYMid meet" focusable="false"><title>{e(label)}</title>'
        f'{"".join(axis)}{ticks}{rounds}{"".join(lines)}{marks}</svg>'
    )


def _swing(found: dict, index: int) -> float:
    moments = found["moments"]
    before = found["start"] if index == 0 else moments[index - 1]["expected"]
    return max(abs(a - b) for a, b in zip(moments[index]["expected"], before))


def _charts(found: dict, names: Sequence[str]) -> str:
    rows = _rounds(found)
    if not rows:
        return ""
    top = max(max(r[1]) for r in rows) or 1
    reach = max(1.0, *(abs(v) for r in rows for v in r[2]))
    where = {r[0]: i for i, r in enumerate(rows)}
    turning = [found["moments"][i] for i in found.get("turning", ()) if 0 <= i < len(found["moments"])]
    marks = "".join(
        f'<g class="turning" {command_attrs(Command.REVIEW_MOMENT, m["index"])}>'
        f'<title>{e(words.turning(m["round"], names[m["seat"]], _swing(found, m["index"])))}</title>'
        f'<circle cx="{_x(where[m["round"]], len(rows)):.1f}" cy="{TOP + 6}" r="6"></circle>'
        f'<text x="{_x(where[m["round"]], len(rows)):.1f}" y="{TOP + 10}" text-anchor="middle">{n}</text></g>'
        for n, m in enumerate(turning, start=1)
    )
    key = "".join(f'<li>{swatch(PLAYER_COLOURS[s])}{e(name)}</li>' for s, name in enumerate(names))
    head = "".join(f'<th scope="col">{e(words.points_of(n))}</th>' for n in names) + "".join(
        f'<th scope="col">{e(words.expected_of(n))}</th>' for n in names)
    body = "".join(
        f'<tr><th scope="row">{r}</th>' + "".join(f"<td>{p}</td>" for p in points)
        + "".join(f"<td>{words.signed(round(v))}</td>" for v in expected) + "</tr>"
        for r, points, expected in rows
    )
    moments = "".join(
        f'<li>{button(Command.REVIEW_MOMENT, f"{n}. " + words.turning(m["round"], names[m["seat"]], _swing(found, m["index"])), arg=m["index"])}</li>'
        for n, m in enumerate(turning, start=1)
    )
    return (
        '<section class="review-course" aria-labelledby="review-course-title">'
        f'<h3 id="review-course-title">{e(words.chart_heading())}</h3>'
        f'<ul class="review-key">{key}</ul>'
        f'<figure><figcaption>{e(words.points_chart(len(rows)))}</figcaption>'
        f'{_chart(rows, 1, names, 0, top, words.points_chart(len(rows)))}</figure>'
        f'<figure><figcaption>{e(words.margin_chart())}</figcaption>'
        f'{_chart(rows, 2, names, -reach, reach, words.margin_chart(), marks)}</figure>'
        f'<h4>{e(words.turning_heading())}</h4><ol class="turning-points">{moments}</ol>'
        f'<details class="chart-table"><summary>{e(words.chart_table())}</summary>'
        f'<table><thead><tr><th scope="col">{e(words.round_column())}</th>{head}</tr></thead><tbody>{body}</tbody></table>'
        "</details></section>"
    )


def _luck(found: dict, names: Sequence[str]) -> str:
    rows = found.get("luck") or ()
    if not rows:
        return ""
    said = "".join(
        f'<p class="luck" data-seat="{k["seat"]}">{e(words.luck(names[k["seat"]], round(k["margin"]), *k["whole"]))}</p>'
        for k in rows
    )
    head = "".join(f'<th scope="col">{e(c)}</th>' for c in words.luck_columns())
    body = "".join(
        f'<tr data-seat="{k["seat"]}"><th scope="row">{swatch(PLAYER_COLOURS[k["seat"]])}{e(names[k["seat"]])}</th>'
        f'<td>{words.signed(round(k["margin"]))}</td>' + "".join(f"<td>{words.signed(v)}</td>" for v in k["whole"]) + "</tr>"
        for k in rows
    )
    return (
        '<section class="review-luck" aria-labelledby="review-luck-title">'
        f'<h3 id="review-luck-title">{e(words.luck_heading())}</h3>{said}'
        f'<div class="table-scroll"><table class="luck-table"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>'
        f'<p class="review-note">{e(words.luck_explained())}</p></section>'
    )


def _decisions(screen: ReviewScreen, found: dict, names: Sequence[str]) -> str:
    seat = screen.seat
    tabs = "".join(
        button(Command.REVIEW_SEAT, words.whose(name) + (f" ({seat_kind(screen.seats.seats[s])})"
                                                         if screen.seats is not None and screen.seats.level(s) else ""),
               arg=s, extra=f' aria-pressed="{"true" if s == seat else "false"}"')
        for s, name in enumerate(names)
    )
    mine = [d for d in found.get("decisions", ()) if d["seat"] == seat]
    lost = sum(d["loss"] for d in mine)
    count = {label: sum(1 for d in mine if d["label"] == label) for label in ("mistake", "blunder")}
    key = sorted((d for d in mine if d["loss"] >= 1.0), key=lambda d: (-d["loss"], d["index"]))[:5]
    items = "".join(
        f'<li class="key-moment" data-index="{d["index"]}" data-label="{e(d["label"])}">'
        f'<p class="moment-head">{e(words.moment(d["round"], d["label"], d["loss"]))}</p>'
        f'<p>{e(words.played(_advice(d["played"])))} {e(words.instead(_advice(d["best"])))}</p>'
        f'<p class="moment-buttons">{button(Command.REVIEW_MOMENT, words.show_board(), arg=d["index"])}'
        f'{button(Command.TRY_AGAIN, words.try_again(), arg=d["index"])}</p></li>'
        for d in key
    )
    keys = f'<ol class="key-moments">{items}</ol>' if items else (f'<p>{e(words.no_key_moments())}</p>' if mine else "")
    rows = "".join(
        f'<tr data-label="{e(d["label"])}"><td>{d["round"]}</td><td>{e(_advice(d["played"]))}</td>'
        f'<td>{e(words.label(d["label"]))}</td><td>{d["loss"]:.1f}</td></tr>'
        for d in mine
    )
    head = "".join(f'<th scope="col">{e(c)}</th>' for c in words.decision_columns())
    every = (
        f'<details class="every-decision"><summary>{e(words.every_decision())}</summary>'
        f'<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></details>' if mine else ""
    )
    summary = f'<p class="decisions-summary">{e(words.summary(names[seat], len(mine), lost, count["mistake"], count["blunder"]))}</p>'
    return (
        '<section class="review-decisions" aria-labelledby="review-decisions-title">'
        f'<h3 id="review-decisions-title">{e(words.decisions_heading())}</h3>'
        f'<div class="review-seats" role="group">{tabs}</div>{summary}'
        f'<h4>{e(words.key_heading())}</h4>{keys}{every}'
        f'<p class="review-note">{e(words.thresholds())}</p></section>'
    )


def review_html(screen: ReviewScreen, game_title: str) -> str:
    found = screen.found if isinstance(screen.found, dict) else {}
    names = [p.name for p in screen.state.players]
    if screen.failed:
        status = f'<p class="review-status" role="alert">{e(words.stopped(screen.failed))}</p>'
    elif not found:
        status = f'<p class="review-status" role="status">{e(words.working_course())}</p>'
    elif screen.done < 1:
        status = (f'<p class="review-status" role="status">{e(words.working(screen.done))} '
                  f'<progress max="1" value="{screen.done:.2f}"></progress></p>')
    else:
        status = ""
    body = (_luck(found, names) + _charts(found, names) + _decisions(screen, found, names)) if found else ""
    return (
        f'<div class="review-screen" data-phase="review" data-done="{screen.done:.2f}" id="review">'
        f'<div class="record-head"><h2 id="{REVIEW_TITLE}" tabindex="-1">{e(words.title(game_title))}</h2>'
        f'<div class="form-buttons">{button(Command.CLOSE_REVIEW, words.close(), cls="primary")}{rules_button()}</div></div>'
        f'<p class="record-about">{e(words.about())}</p>{status}{body}</div>'
    )
