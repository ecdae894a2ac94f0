"""The browser's storage keys, shared by the page's Python and its scripts.

``tools/prerender.py`` writes the ones the first script needs into its constants, so the
script and Python cannot disagree.
"""

from __future__ import annotations


# --- the browser's storage (localStorage) --------------------------------------------------------

STORE_PREFIX = "australia."
CURRENT_KEY = STORE_PREFIX + "current"  # the slot of the game on the table
SLOT_PREFIX = STORE_PREFIX + "slot."  # + a slot id: one saved game
LANGUAGE_KEY = STORE_PREFIX + "language"
PACE_KEY = STORE_PREFIX + "pace"
TIPS_KEY = STORE_PREFIX + "tips"
RECORD_KEY = STORE_PREFIX + "record"  # the finished games of this device (docs/record-format.md)
ZOOM_KEY = STORE_PREFIX + "zoom"  # "on" or "off": the map drawn large on a small screen
STUN_KEY = STORE_PREFIX + "stun"  # the STUN server invitations ask for an internet address ("": none)
# The seat of another device's game this device was playing: {"seat", "players"} as JSON
# ("": none), so that a reload comes back to saying so (web.devices.state.guest).
JOINED_KEY = STORE_PREFIX + "joined"
THREATS_KEY = STORE_PREFIX + "threats"  # "on" or "off": what rivals could complete is shown (on by default)
PREFERENCE_KEYS = (PACE_KEY, TIPS_KEY, ZOOM_KEY, STUN_KEY, JOINED_KEY, THREATS_KEY)  # read at start-up (web.messages.Boot)
