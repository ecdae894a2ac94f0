"""Start-up of the page (a placeholder until the game's UI lands).

Contract with the end-to-end tests: when start-up has finished, ``<html>`` gets
``data-ready="true"``; the tests wait for that marker.
"""

from pyscript import document

import australia
import australia.board

_ = australia  # the rules package must import in the browser, not only in CPython

regions = len(australia.board.REGIONS)
document.documentElement.setAttribute("data-regions", str(regions))
status = document.getElementById("status")
if status is not None:
    status.textContent = f"Python is ready: the board has {regions} regions."

loading = document.getElementById("loading")
if loading is not None:
    loading.hidden = True
document.documentElement.setAttribute("data-ready", "true")
