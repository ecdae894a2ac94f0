"""Building the site (``tools/build_site.py``): what offline play precaches, and the version
sealed into the page and the interpreter module.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import load_tool


build_site = load_tool("build_site")


def test_the_precache_list_leaves_out_what_play_does_not_need(tmp_path: Path) -> None:
    for name in ("index.html", "app.zip", "docs/board.svg", "vendor/versions.json", "vendor/pyodide/x.wasm", "sw.js"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name, encoding="utf-8")
    files = build_site.precache_list(tmp_path)
    assert sorted(files) == ["app.zip", "index.html", "vendor/pyodide/x.wasm"]
    assert build_site.version_of(files) == build_site.version_of(dict(files))
    changed = {**files, "app.zip": "0" * 64}
    assert build_site.version_of(changed) != build_site.version_of(files)


def test_sealing_writes_the_version_into_the_page_and_the_interpreter_module(tmp_path: Path) -> None:
    """The page's Python runs in a worker whose interpreter module cannot be given the version
    in its address: a built site's quickstart.js carries it, the same as index.html's."""
    root = Path(build_site.ROOT)
    (tmp_path / "web/static").mkdir(parents=True)
    (tmp_path / "index.html").write_text((root / "index.html").read_text(encoding="utf-8"), encoding="utf-8")
    quick = tmp_path / build_site.QUICKSTART
    quick.write_text((root / build_site.QUICKSTART).read_text(encoding="utf-8"), encoding="utf-8")

    def written() -> tuple[str, str]:
        page = build_site.VERSION_META.search((tmp_path / "index.html").read_text(encoding="utf-8")).group(0)
        module = build_site.QUICKSTART_VERSION.search(quick.read_text(encoding="utf-8")).group(0)
        return page, module

    version = build_site.seal(tmp_path)
    assert written() == (f'<meta name="australia-version" content="{version}">',
                         f'export const BUILT_VERSION = "{version}";')
    assert build_site.seal(tmp_path) == version  # sealing again over its own output: the same
    (tmp_path / "app.zip").write_bytes(b"another build")
    newer = build_site.seal(tmp_path)
    assert newer != version and written()[1] == f'export const BUILT_VERSION = "{newer}";'
