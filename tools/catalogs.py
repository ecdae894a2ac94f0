"""The page's gettext catalogs: extract the English texts, update and compile the translations.

    python3 tools/catalogs.py extract    # web/text/locales/messages.pot from the page's modules (Babel)
    python3 tools/catalogs.py init LANG  # start a new language's .po from the template (Babel)
    python3 tools/catalogs.py update     # merge the template into every language's .po (Babel)
    python3 tools/catalogs.py compile [DIR]
                                         # every .po to its .mo (standard library only), into
                                         # DIR (default: beside each .po)
    python3 tools/catalogs.py check      # the template is up to date with the code (Babel)

Extracting and updating need Babel (installed by ``make test`` in ``.venv``); compiling needs
nothing but Python, so building the site does not depend on Babel. The marking functions
are those of ``web.text.i18n`` (``_``, ``ngettext``, ``pgettext``, ``npgettext``, ``N_``, ``NP_``
and ``NN_`` for plural pairs kept in tables); only ``web/text/`` makes sentences.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from web.text.catalogs import compiled_catalogs
from web.text.i18n import DOMAIN, LANGUAGES, LOCALES

TEMPLATE = LOCALES / f"{DOMAIN}.pot"
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "NP_": ((1, "c"), 2),
    "NN_": (1, 2),
}
SOURCES = ("web/text/*.py", "web/devices/text.py")


def translated_languages() -> list[str]:
    return [language for language in LANGUAGES if language != "en"]


def po_path(language: str) -> Path:
    return LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract_template() -> str:
    """The catalog template (.pot) of every marked text of the page's modules, as text."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file
    from babel.messages.pofile import write_po

    catalog = Catalog(project="Australia", version="1", charset="utf-8", fuzzy=False)
    files = sorted(p for pattern in SOURCES for p in ROOT.glob(pattern))
    for path in files:
        relative = path.relative_to(ROOT).as_posix()
        for line, message, comments, context in extract_from_file(
            "python", str(path), keywords=KEYWORDS, comment_tags=("Translators:",)
        ):
            catalog.add(message, None, [(relative, line)], auto_comments=comments, context=context)
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=True, sort_output=True, include_lineno=False)
    return out.getvalue().decode("utf-8")


def extract() -> None:
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_text(extract_template(), encoding="utf-8")
    print(f"wrote {TEMPLATE.relative_to(ROOT)}")


def update() -> None:
    """Merge the template into each language's catalog: new texts appear untranslated, changed
    ones are marked fuzzy (shown in English until a translator confirms them)."""
    from babel.messages.pofile import read_po, write_po

    with TEMPLATE.open("rb") as handle:
        template = read_po(handle)
    for language in translated_languages():
        path = po_path(language)
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=language)
        catalog.update(template, no_fuzzy_matching=False)
        out = io.BytesIO()
        write_po(out, catalog, width=100, sort_output=True, ignore_obsolete=True, include_lineno=False)
        _write_catalog(path, out.getvalue())
        print(f"updated {path.relative_to(ROOT)}")


def _write_catalog(path: Path, data: bytes) -> None:
    """Write a .po without the header fields that would only hold placeholders or dates."""
    unused = ("EMAIL@ADDRESS", "YEAR-MO-DA", "LL@li.org", "POT-Creation-Date", "PO-Revision-Date")
    lines = data.decode("utf-8").splitlines(keepends=True)
    path.write_text("".join(line for line in lines if not any(u in line for u in unused)), encoding="utf-8")


def init(language: str) -> None:
    """Start the catalog of a new language from the template (every text untranslated)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    path = po_path(language)
    if path.exists():
        raise SystemExit(f"{path.relative_to(ROOT)} exists already: use update")
    with TEMPLATE.open("rb") as handle:
        template = read_po(handle)
    catalog = Catalog(
        locale=language, project="Australia", version="1", charset="utf-8", fuzzy=False,
        header_comment=f"# {LANGUAGES.get(language, language)}: the texts of the page of Australia, the board game.\n"
        "# Updated by tools/catalogs.py update; the words of the game are in GLOSSARY.md.",
        msgid_bugs_address="", last_translator="", language_team="",
    )
    catalog.update(template)
    path.parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, include_lineno=False)
    _write_catalog(path, out.getvalue())
    print(f"wrote {path.relative_to(ROOT)}")


def compile_all(destination: Path | None = None) -> None:
    for relative, data in compiled_catalogs(ROOT).items():
        target = (destination or ROOT) / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        print(f"wrote {target}")


def check() -> int:
    if TEMPLATE.read_text(encoding="utf-8") != extract_template():
        print("web/text/locales/messages.pot is out of date: run python3 tools/catalogs.py extract and update")
        return 1
    return 0


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "extract":
        extract()
    elif command == "init" and len(argv) == 2:
        init(argv[1])
    elif command == "update":
        update()
    elif command == "compile":
        compile_all(Path(argv[1]) if len(argv) > 1 else None)
    elif command == "check":
        return check()
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
