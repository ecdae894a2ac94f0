"""The translations: complete, faithful to their placeholders, compiled exactly, up to date.

Every text of the page is marked in the code and extracted into ``web/text/locales/messages.pot``;
each language's ``messages.po`` translates every one of them. A text missing, empty or fuzzy
in a language would show in English there; a placeholder lost or renamed would fail or show
the wrong value at the moment the text is used. These tests read the catalogs with Babel,
independently of the page's own reader and compiler (``web.text.catalogs``), and check the
compiled ``.mo`` against them.
"""

from __future__ import annotations

import gettext
import io
import re

import pytest
from babel.messages.pofile import read_po

from tools import catalogs
from web.text.catalogs import compile_po, parse_po
from web.text.i18n import LANGUAGES

TRANSLATED = [language for language in LANGUAGES if language != "en"]
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def _read(path):
    with path.open("rb") as handle:
        return read_po(handle)


def _template():
    return _read(catalogs.TEMPLATE)


def _english_forms(message) -> list[str]:
    return list(message.id) if isinstance(message.id, (tuple, list)) else [message.id]


def _translated_forms(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (tuple, list)) else [message.string]


def _messages(catalog) -> set:
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in catalog if m.id}


def test_the_template_holds_every_marked_text_of_the_code():
    extracted = read_po(io.BytesIO(catalogs.extract_template().encode("utf-8")))
    assert _messages(_template()) == _messages(extracted), (
        "web/text/locales/messages.pot is out of date: run `python3 tools/catalogs.py extract` and `update`"
    )


def test_languages_offered_are_those_with_a_catalog():
    assert set(TRANSLATED) == {"it", "de"}
    for language in TRANSLATED:
        assert catalogs.po_path(language).exists()


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_text_is_translated_confirmed_and_not_empty(language):
    catalog = _read(catalogs.po_path(language))
    template = _template()
    wanted = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in template if m.id}
    have = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}
    assert wanted - have == set(), f"{language}: texts of the code not in the catalog"
    assert have - wanted == set(), f"{language}: texts in the catalog the code no longer has (run update)"
    problems = []
    for message in catalog:
        if not message.id:
            continue
        if message.fuzzy:
            problems.append(f"fuzzy: {message.id!r}")
        forms = _translated_forms(message)
        if len(forms) != len(_english_forms(message)) or not all(f.strip() for f in forms):
            problems.append(f"untranslated: {message.id!r}")
    assert problems == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_has_the_placeholders_of_its_text(language):
    problems = []
    for message in _read(catalogs.po_path(language)):
        if not message.id:
            continue
        english = _english_forms(message)
        for index, text in enumerate(_translated_forms(message)):
            source = english[min(index, len(english) - 1)]
            want = sorted(PLACEHOLDER.findall(source))
            got = sorted(PLACEHOLDER.findall(text))
            if want != got:
                problems.append(f"{message.id!r} form {index}: {got} instead of {want}")
            try:
                text.format(**{name: "x" for name in want})
            except (KeyError, IndexError, ValueError) as error:
                problems.append(f"{message.id!r} form {index}: does not format ({error})")
    assert problems == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalog_gives_exactly_the_translations(language):
    source = catalogs.po_path(language).read_text(encoding="utf-8")
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po(source)))
    checked = 0
    for message in _read(catalogs.po_path(language)):
        if not message.id:
            continue
        forms = _translated_forms(message)
        if isinstance(message.id, str):
            got = compiled.pgettext(message.context, message.id) if message.context else compiled.gettext(message.id)
            assert got == forms[0]
        else:
            for n, form in ((1, forms[0]), (2, forms[1]), (5, forms[1])):
                if message.context:
                    got = compiled.npgettext(message.context, message.id[0], message.id[1], n)
                else:
                    got = compiled.ngettext(message.id[0], message.id[1], n)
                assert got == form
        checked += 1
    assert checked == len([m for m in _template() if m.id])


def test_the_compiler_leaves_out_fuzzy_and_empty_translations():
    text = (
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=utf-8\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        '#, fuzzy\nmsgid "Cancel"\nmsgstr "Annulla"\n\n'
        'msgid "Rules"\nmsgstr ""\n\n'
        'msgctxt "colour"\nmsgid "red"\nmsgstr "rosso"\n\n'
        'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} carta"\nmsgstr[1] "{n} "\n"carte"\n\n'
        '#~ msgid "Old"\n#~ msgstr "Vecchio"\n'
    )
    assert [e.msgid for e in parse_po(text)] == ["", "Cancel", "Rules", "red", "{n} card"]
    compiled = gettext.GNUTranslations(io.BytesIO(compile_po(text)))
    assert compiled.gettext("Cancel") == "Cancel"  # fuzzy: not confirmed, shown in English
    assert compiled.gettext("Rules") == "Rules"
    assert compiled.pgettext("colour", "red") == "rosso"
    assert compiled.gettext("red") == "red"  # the context is part of the key
    assert compiled.ngettext("{n} card", "{n} cards", 1) == "{n} carta"
    assert compiled.ngettext("{n} card", "{n} cards", 3) == "{n} carte"
    assert compiled.gettext("Old") == "Old"
