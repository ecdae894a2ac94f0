"""The page around the game, in words: the top bar, the new-game form, the first screens,
the damaged save, offline play, and the few texts shown before Python runs.
"""

from __future__ import annotations

from web.text.i18n import _


def language() -> str:
    return _("Language")


def new_game() -> str:
    return _("New game")


def back_to_game() -> str:
    return _("Back to the game")


def saved_games() -> str:
    return _("Saved games")


def rules_button() -> str:
    return _("Rules")


def rules_button_title() -> str:
    return _("How to play, in short (the game stays as it is)")


def export_game() -> str:
    return _("Export this game")


# --- before and while Python starts (tools/prerender.py writes them into the page) --------------


def loading() -> str:
    return _("Loading the game…")


def loading_python() -> str:
    return _("Loading Python…")


def keeping_offline() -> str:
    return _("Keeping the game for offline play…")


def starting() -> str:
    return _("Starting the game…")


def start_failed() -> str:
    return _("The game failed to start. Details are in the browser's console.")


def engine_stopped() -> str:
    return _("The game’s engine stopped working. Your game is saved: reload the page to resume it.")


def reload() -> str:
    return _("Reload")


def starting_soon() -> str:
    return _("Starting as soon as the game has loaded…")


def opening_soon() -> str:
    return _("Opening as soon as the game has loaded…")


def your_record() -> str:
    """The button of the top bar (and the end screen) that opens the record, and its title."""
    return _("Your record")


def resume_title() -> str:
    return _("Resume your game")


def resume_text() -> str:
    return _("Your game is being set out on the board, just as you left it.")


# --- the new-game form ---------------------------------------------------------------------------


def players() -> str:
    return _("Players")


def players_legend() -> str:
    return _("Players")


def player_number(seat: int, colour_word: str) -> str:
    return _("Player {number} ({colour})").format(number=seat + 1, colour=colour_word)


def who_plays(seat: int) -> str:
    return _("Who plays seat {number}").format(number=seat + 1)


def hints_option() -> str:
    return _("People may ask the computer to suggest a move")


def game() -> str:
    return _("Game")


def simple_game() -> str:
    return _("Simple game")


def full_game() -> str:
    return _("Full game (with the windmill)")


def start_player() -> str:
    return _("Start player")


def windmill_starts() -> str:
    return _("Windmill starts in")


def at_random() -> str:
    return _("At random")


def seed() -> str:
    return _("Seed")


def seed_random() -> str:
    return _("random")


def start_game() -> str:
    return _("Start the game")


def game_kept() -> str:
    return _("The game in progress stays in Saved games: you can go back to it any time.")


# --- a save that does not load -------------------------------------------------------------------


def not_loaded_title() -> str:
    return _("The saved game could not be loaded")


def broken_kept() -> str:
    return _(
        "It is kept unchanged in this browser, listed as damaged in Saved games, where you can "
        "export its text. You can start a new game; the old save stays."
    )


def export_damaged() -> str:
    return _("Export the damaged save")


# --- offline play ---------------------------------------------------------------------------------

DEVELOPMENT, PREPARING, READY, UNAVAILABLE = "development", "preparing", "ready", "unavailable"


def offline_status(status: str) -> str:
    return {
        DEVELOPMENT: _("This copy is served for development: it is not kept for offline play."),
        PREPARING: _("Getting the game ready to play offline…"),
        READY: _("Offline play is ready: this page opens and plays without a network."),
        UNAVAILABLE: _(
            "Offline play is not available in this browser (a private window, or no room to "
            "keep the game): the game needs the network to open."
        ),
    }[status]


# How Python started on this visit, and whether the quick start is ready for the next: the
# states web/static/quickstart.js writes into <html data-quickstart>.
QUICK_STATES = ("snapshot", "ready", "normal", "making", "failed", "skipped", "unavailable")


def quick_start(status: str) -> str:
    if status == "snapshot":
        return _("Quick start: this visit started from the game's memory kept on this device.")
    if status == "ready":
        return _("Quick start is ready: the next visit starts in a moment.")
    if status in ("normal", "making"):
        return _("Preparing the quick start for the next visit…")
    if status == "failed":
        return _("Quick start is not available on this device: the game starts as usual.")
    return _("Quick start needs offline play: the game starts as usual.")


def persisted(granted: bool | None) -> str:
    if granted is True:
        return _("The browser has agreed to keep the saved games.")
    if granted is False:
        return _(
            "The browser may clear saved games when it runs short of space or after weeks "
            "without a visit: export the games you want to keep."
        )
    return _("Export the games you want to keep: this browser does not say how long it keeps them.")


def update_ready() -> str:
    return _("A new version is ready —")


def update_reload() -> str:
    return _("reload")


def update_reload_label() -> str:
    return _("Reload the page to use the new version; the game on the table resumes.")


# The texts the page's scripts show by the names they know them by: before Python runs
# (web/static/boot.js), and the update banner (web/static/offline.js).
PAGE_TEXTS = {
    "LOADING": loading,
    "LOADING_PYTHON": loading_python,
    "KEEPING_OFFLINE": keeping_offline,
    "STARTING": starting,
    "START_FAILED": start_failed,
    "ENGINE_STOPPED": engine_stopped,
    "RELOAD": reload,
    "LANGUAGE": language,
    "YOUR_RECORD": your_record,
    "UPDATE_READY": update_ready,
    "UPDATE_RELOAD": update_reload,
    "UPDATE_RELOAD_LABEL": update_reload_label,
}
