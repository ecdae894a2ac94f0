"""What the site ships beside the page's code: the web app manifest, and how the page
describes itself to search engines. (Building and serving the site: ``tests/tools/``.)
"""

from __future__ import annotations

import json
import re
from pathlib import Path


ROOT = Path(__file__).resolve().parents[2]


def test_the_manifest_is_relative_and_names_its_icons() -> None:
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == manifest["scope"] == "./"
    for icon in manifest["icons"]:
        assert icon["src"].startswith("./") and (ROOT / icon["src"]).is_file()


def test_the_page_describes_itself_to_search_engines():
    from pathlib import Path

    head = (Path(__file__).resolve().parents[2] / "index.html").read_text(encoding="utf-8").split("</head>")[0]
    found = re.search(r'<meta name="description" content="([^"]+)">', head)
    assert found and "Australia" in found.group(1) and 50 <= len(found.group(1)) <= 200
