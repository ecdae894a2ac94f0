"""Saved games in words: their titles and details, the saved-games screen and the replay."""

from __future__ import annotations

from australia import forbidden_character

from web.state.slots import Title
from web.text.i18n import _, pgettext
from web.text.names import players_count, variant


def quoted(text: str) -> str:
    """A title or name quoted the language's way: “…”, „…“."""
    return _("“{text}”").format(text=text)


def versus(players) -> str:
    """A saved game's title when it has no label: "Ann vs Ben"."""
    return _(" vs ").join(players) or _("Saved game")


def title(t: Title) -> str:
    """A game's name as listed: its label, else its players."""
    return t.label or versus(t.players)


def copy_note(when: str | None) -> str:
    """Said of a game kept as a copy (two versions of it were kept), and when if known."""
    if when is None:
        return pgettext("saved game", "copy")
    return _("copy kept {date}").format(date=when)


def file_name(name: str) -> str:
    """A file's name as quoted in a message: one line, no control or direction marks."""
    name = "".join(ch for ch in str(name) if forbidden_character(ch) is None)
    name = " ".join(name.split())[:80]
    return quoted(name) if name else _("The file")


def slot_details(players: int, variant_name: str, over: bool, round_number: int | None, saved: str | None) -> str:
    """"3 players · full game · round 4 · saved 2 Nov 2026, 18:30"."""
    if over:
        where = _("finished")
    elif round_number:
        where = _("round {number}").format(number=round_number)
    else:
        where = _("in progress")
    when = _("saved {date}").format(date=saved) if saved else _("saved")
    return _("{players} · {variant} · {where} · {when}").format(
        players=players_count(players), variant=variant(variant_name), where=where, when=when
    )


def delete_for_good(what: str) -> str:
    return _("Delete {what} for good? It cannot be brought back.").format(what=what)


def this_damaged_save() -> str:
    return _("this damaged save")


def saved_games() -> str:
    return _("Saved games")


def damaged_save() -> str:
    return _("Damaged save")


def kept_aside() -> str:
    return _("It is kept aside unchanged: export it to keep a copy.")


def on_the_table() -> str:
    return _("on the table")


def open_label() -> str:
    return _("Open")


def replay_label() -> str:
    return _("Replay")


def rename() -> str:
    return _("Rename")


def export() -> str:
    return _("Export")


def delete() -> str:
    return _("Delete…")


def new_name() -> str:
    return _("New name")


def save_name() -> str:
    return _("Save name")


def delete_it() -> str:
    return _("Delete it")


def keep_it() -> str:
    return _("Keep it")


def no_saves() -> str:
    return _("No game is saved in this browser yet.")


def import_title() -> str:
    return _("Import a saved game")


def choose_file() -> str:
    return _("Choose a .json file")


def drop_hint() -> str:
    return _(
        "… or drop the file anywhere on this page. It opens as a new saved game; no other "
        "save is touched."
    )


def where_saved() -> str:
    return _(
        "Games are saved in this browser on this device, after every move. Export a game to "
        "keep it elsewhere or to move it to another device."
    )


# --- the replay ---------------------------------------------------------------------------------


def replay_title(t: str) -> str:
    return _("Replay: {title}").format(title=t) if t else _("Replay")


def step_of(step: int, total: int) -> str:
    return _("Step {step} of {total}").format(step=step, total=total)


def to_play(name: str) -> str:
    return _(" · {name} to play").format(name=name)


def set_up() -> str:
    return _("The game is set up; nobody has acted yet.")


def first() -> str:
    return _("« First")


def back() -> str:
    return _("◀ Back")


def forward() -> str:
    return _("Forward ▶")


def last() -> str:
    return _("Last »")


def step_through() -> str:
    return _("Step through the game")


def close_replay() -> str:
    return _("Close the replay")


def go_to_step() -> str:
    return _("Go to step")

