"""The language the page speaks, and the catalogs that translate it.

Every text a player reads is written in English in the modules of ``web.text``, marked for
translation (``_``, ``ngettext``, ``pgettext``, ``npgettext``, and ``N_`` / ``NP_`` / ``NN_``
for texts kept in tables keyed by the game's data and translated when they are used), and
looked up at the moment it is shown in the catalog of the language in use. Catalogs are
standard gettext files: ``web/text/locales/<language>/LC_MESSAGES/messages.po``, written by
translators, compiled to ``messages.mo`` when the page is built (``tools/catalogs.py``); the
page reads the ``.mo``.

Switching the language changes what every later call returns, so the page simply draws
itself again: nothing worded is kept anywhere (saves and the game log hold data only).

``PSEUDO`` is a language for the tests, never offered to players: it marks every translated
text with ``⟦ ⟧``, so a test can find visible text that bypasses the catalogs.
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

ENGLISH = "en"
PSEUDO = "qps"
# Each language by its own name, in the order the switch offers them.
LANGUAGES = {"en": "English", "it": "Italiano", "de": "Deutsch"}
DOMAIN = "messages"
LOCALES = Path(__file__).resolve().parent / "locales"
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"


class _Pseudo(_gettext.NullTranslations):
    """English text, each message marked, so unmarked visible text stands out."""

    def gettext(self, message):
        return f"{PSEUDO_OPEN}{message}{PSEUDO_CLOSE}"

    def ngettext(self, singular, plural, n):
        return self.gettext(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return self.gettext(message)

    def npgettext(self, context, singular, plural, n):
        return self.ngettext(singular, plural, n)


_catalogs: dict[str, _gettext.NullTranslations] = {}
_language = ENGLISH
_active: _gettext.NullTranslations = _gettext.NullTranslations()


def catalog_path(language: str, suffix: str = ".mo") -> Path:
    return LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def _catalog(language: str, suffix: str) -> bytes | None:
    """A catalog's bytes, read through the package's loader: the page imports the game from
    its archive (``app.zip`` on ``sys.path``), where no file of it is on the disk."""
    from importlib.resources import files

    entry = files(__package__).joinpath("locales", language, "LC_MESSAGES", f"{DOMAIN}{suffix}")
    return entry.read_bytes() if entry.is_file() else None


def _load(language: str) -> _gettext.NullTranslations:
    import io

    if language == ENGLISH:
        return _gettext.NullTranslations()
    if language == PSEUDO:
        return _Pseudo()
    compiled = _catalog(language, ".mo")
    if compiled is not None:
        return _gettext.GNUTranslations(io.BytesIO(compiled))
    # A source tree without a build: compile the catalog in memory (the built page has .mo).
    from web.text.catalogs import compile_po

    source = catalog_path(language, ".po").read_text(encoding="utf-8")
    return _gettext.GNUTranslations(io.BytesIO(compile_po(source)))


def use(language: str) -> str:
    """Speak ``language`` from now on (English for one this page does not have); returns it."""
    global _language, _active
    if language not in LANGUAGES and language != PSEUDO:
        language = ENGLISH
    if language not in _catalogs:
        _catalogs[language] = _load(language)
    _language, _active = language, _catalogs[language]
    return language


def current() -> str:
    return _language


def supported(language: object) -> str:
    """``language`` if the page speaks it, else English."""
    return language if isinstance(language, str) and (language in LANGUAGES or language == PSEUDO) else ENGLISH


# --- the marking functions ----------------------------------------------------------------------


def _(message: str) -> str:
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _active.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _active.npgettext(context, singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - gettext's marker names, which the catalog extractor looks for
    """Mark a text for the catalogs without translating it yet (tables of texts)."""
    return message


def NP_(context: str, message: str) -> tuple[str, str]:  # noqa: N802 - gettext's marker names
    """Mark a text with its context for the catalogs, to be translated by ``tr`` when used."""
    return (context, message)


def NN_(singular: str, plural: str) -> tuple[str, str]:  # noqa: N802 - gettext's marker names
    """Mark a plural pair for the catalogs, to be translated by ``plural`` when used."""
    return (singular, plural)


def tr(marked: str | tuple[str, str]) -> str:
    """A text marked by ``N_`` or ``NP_``, in the language in use."""
    if isinstance(marked, tuple):
        return pgettext(*marked)
    return _(marked)


def plural(pair: tuple[str, str], n: int, **values: object) -> str:
    """A pair marked by ``NN_``, in the language in use, for ``n`` (``{n}`` filled in)."""
    return ngettext(pair[0], pair[1], n).format(n=n, **values)
