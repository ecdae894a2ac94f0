"""Reading gettext catalogs (``.po``) and compiling them to the binary form (``.mo``).

The build compiles every ``web/text/locales/*/LC_MESSAGES/messages.po`` into the ``.mo`` that the
page reads with Python's own ``gettext`` (``tools/catalogs.py``, ``tools/app_archive.py``);
``web.text.i18n`` also compiles in memory when run from a source tree without a build. Written
against the GNU gettext file formats, standard library only. Fuzzy and obsolete entries are
left out, as ``msgfmt`` does: a translation a translator has not confirmed is not shown.
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Entry:
    msgid: str
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: list[str] = field(default_factory=list)  # one per plural form
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)  # "#." notes for translators
    references: list[str] = field(default_factory=list)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.msgctxt, self.msgid)


class CatalogError(ValueError):
    pass


def _unquote(text: str, line_number: int) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise CatalogError(f"line {line_number}: expected a quoted string")
    try:
        return ast.literal_eval(text)  # C-style escapes, as in Python string literals
    except (SyntaxError, ValueError) as error:
        raise CatalogError(f"line {line_number}: {error}") from None


def parse_po(text: str) -> list[Entry]:  # noqa: C901 - one branch for each kind of line a .po file holds
    """Every entry of a catalog, the header (msgid "") included, obsolete ones left out."""
    entries: list[Entry] = []
    current: Entry | None = None
    target: tuple[str, int] | None = None  # which field a continued string adds to
    pending_flags: set[str] = set()
    pending_comments: list[str] = []
    pending_refs: list[str] = []

    def finish() -> None:
        nonlocal current
        if current is not None:
            entries.append(current)
        current = None

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#~"):
            continue
        if line.startswith("#"):
            if line.startswith("#,"):
                pending_flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            elif line.startswith("#."):
                pending_comments.append(line[2:].strip())
            elif line.startswith("#:"):
                pending_refs.extend(line[2:].split())
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if current is None or target is None:
                raise CatalogError(f"line {number}: a string continues nothing")
            name, index = target
            value = _unquote(line, number)
            if name == "msgstr":
                current.msgstr[index] += value
            else:
                setattr(current, name, (getattr(current, name) or "") + value)
            continue
        starts = keyword == "msgctxt" or (keyword == "msgid" and (target is None or target[0] != "msgctxt"))
        if starts:
            finish()
            current = Entry(msgid="", flags=pending_flags, comments=pending_comments, references=pending_refs)
            pending_flags, pending_comments, pending_refs = set(), [], []
        if current is None:
            raise CatalogError(f"line {number}: {keyword} outside an entry")
        if keyword == "msgctxt":
            current.msgctxt = _unquote(rest, number)
            target = ("msgctxt", 0)
        elif keyword == "msgid":
            current.msgid = _unquote(rest, number)
            target = ("msgid", 0)
        elif keyword == "msgid_plural":
            current.msgid_plural = _unquote(rest, number)
            target = ("msgid_plural", 0)
        elif keyword == "msgstr":
            current.msgstr = [_unquote(rest, number)]
            target = ("msgstr", 0)
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            index = int(keyword[7:-1])
            if index != len(current.msgstr):
                raise CatalogError(f"line {number}: plural forms out of order")
            current.msgstr.append(_unquote(rest, number))
            target = ("msgstr", index)
        else:
            raise CatalogError(f"line {number}: unknown keyword {keyword!r}")
    finish()
    return entries


def compile_po(text: str) -> bytes:
    """The ``.mo`` file of a ``.po`` text: confirmed, non-empty translations and the header."""
    pairs: dict[bytes, bytes] = {}
    for entry in parse_po(text):
        if entry.msgid and (entry.fuzzy or not all(entry.msgstr)):
            continue
        key = entry.msgid if entry.msgid_plural is None else f"{entry.msgid}\0{entry.msgid_plural}"
        if entry.msgctxt is not None:
            key = f"{entry.msgctxt}\x04{key}"
        pairs[key.encode("utf-8")] = "\0".join(entry.msgstr).encode("utf-8")
    keys = sorted(pairs)
    count = len(keys)
    originals_at = 7 * 4
    translations_at = originals_at + count * 8
    data_at = translations_at + count * 8
    originals, translations, blob = [], [], b""
    for key in keys:
        originals.append((len(key), data_at + len(blob)))
        blob += key + b"\0"
    for key in keys:
        value = pairs[key]
        translations.append((len(value), data_at + len(blob)))
        blob += value + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, count, originals_at, translations_at, 0, data_at)
    tables = b"".join(struct.pack("<2I", *pair) for pair in originals + translations)
    return header + tables + blob


def compiled_catalogs(root: Path) -> dict[str, bytes]:
    """Every catalog of the page compiled, by the path of its ``.mo`` relative to ``root``
    (``web/text/locales/<language>/LC_MESSAGES/messages.mo``, beside its ``.po``)."""
    found = {}
    for source in sorted((root / "web" / "text" / "locales").glob("*/LC_MESSAGES/*.po")):
        relative = source.with_suffix(".mo").relative_to(root).as_posix()
        found[relative] = compile_po(source.read_text(encoding="utf-8"))
    return found
