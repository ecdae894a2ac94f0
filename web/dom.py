"""The names the browser shell and the page's scripts look up in the page: the keys it answers
to, the ids and attributes of the elements it reads, its selectors and media queries.

``tools/prerender.py`` writes the ones the page's scripts need into their constants, so the
scripts and Python cannot disagree.
"""

from __future__ import annotations

from web import messages as m


# --- keys ------------------------------------------------------------------------------------

ARROW_KEYS = ("ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp")
HOME, END = "Home", "End"
MAP_KEYS = (*ARROW_KEYS, HOME, END)  # move between the shapes of the map
ESCAPE, ENTER, SPACE = "Escape", "Enter", " "
UNDO_KEY = "z"  # with Ctrl (or Cmd): take back the last action
REPLAY_KEYS = {
    "ArrowLeft": m.ReplayWhere.BACK,
    "ArrowRight": m.ReplayWhere.FORWARD,
    "Home": m.ReplayWhere.FIRST,
    "End": m.ReplayWhere.LAST,
}


# --- elements the shell looks up by id --------------------------------------------------------

LANGUAGE_SWITCH = "language"
IMPORT_INPUT = "import-file"
REPLAY_SLIDER = "replay-slider"
RULES_TITLE = "rules-title"
RECORD_TITLE = "record-title"
FIELD = "data-field"  # a field of a form: its name
SLOT_LABEL = "data-slot-label"  # the text box renaming a saved game: its slot
DEFAULT = "data-default"  # a name field showing the seat's default name: that default
BOARD = "#board"  # the map: its regions and locations take keys as one group
MAP_KEY_BOX = ".map-key"  # the key to the map, open: a click outside it closes it
JOIN_FRAGMENT = "#join="  # an address's fragment inviting this device to play a seat elsewhere
SCROLL_KEYS = ("PageDown", "PageUp", "ArrowDown", "ArrowUp", "Home", "End", " ")  # keys that scroll a page
CONTROLS = "button, input, select, textarea, summary, [role=button], [tabindex]"  # where those keys do something else
STACKED = "(max-width: 999px)"  # where the page stacks the map above the panels (app.css)
CALM = "(prefers-reduced-motion:reduce)"  # the person asked for less movement
IN_VIEW = 0.8  # of the map's height (or of the screen under the status bar): in view enough
HANDS_OFF_MS = 1500  # after the person last scrolled, the page does not scroll for them
