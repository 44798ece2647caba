"""The language of the scoring library's sentences, through the standard ``gettext`` module.

Explanations, warnings, tie-break sentences and error messages are written in English in the
source and marked with :func:`_` (or :func:`ngettext` for a count, :func:`pgettext` for a short
text that needs its context, :func:`N_` for a constant translated where it is used). They are
translated from the project's catalogues, ``translations/LANG/LC_MESSAGES/messages.mo``, the
same ones the web layer uses, so a term reads the same on a page and in an explanation
(docs/italian-glossary.md).

The language is chosen per call, never per process: the command line's ``--lang``, the web
layer's negotiated language for each request (``web/i18n.py``). :func:`language` (a context
manager) or :func:`set_language` sets it for the current context only (a
:class:`contextvars.ContextVar`), so two threads scoring in two languages never mix.

A language without a catalogue falls back to the English source, silently. The machine fields
of a result (slugs, numbers, paths, structure) never depend on the language: only text does.

>>> with language("it"):
...     current_language()
'it'
>>> current_language()
'en'
>>> ngettext("%(count)d point", "%(count)d points", 2) % {"count": 2}
'2 points'
"""

from __future__ import annotations

import functools
import gettext
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from dataclasses import dataclass
from pathlib import Path

LOCALE_DIRECTORY = Path(__file__).resolve().parent.parent / "translations"
"""The catalogues: ``translations/LANG/LC_MESSAGES/messages.mo`` beside ``scoring/``."""

DOMAIN = "messages"
"""The catalogue's name: one catalogue per language for the whole project."""

SOURCE_LANGUAGE = "en"
"""The language the source is written in, and the one used when none is chosen."""


@dataclass(frozen=True)
class _Chosen:
    """A chosen language and its translations (``gettext`` and its like, bound once: every
    sentence of a result goes through one of them)."""

    code: str
    translations: gettext.NullTranslations
    gettext: Callable[[str], str]
    ngettext: Callable[[str, str, int], str]
    pgettext: Callable[[str, str], str]


def _chosen_language(code: str, chosen: gettext.NullTranslations) -> _Chosen:
    return _Chosen(code, chosen, chosen.gettext, chosen.ngettext, chosen.pgettext)


@functools.cache
def translations(code: str) -> gettext.NullTranslations:
    """The translations for a language code (``"it"``); English (the source) without a
    catalogue. Read once per process and language."""
    return gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIRECTORY), languages=[code], fallback=True
    )


def available_languages() -> tuple[str, ...]:
    """The language codes that have a compiled catalogue, and the source language, sorted.

    >>> "en" in available_languages()
    True
    """
    compiled = {
        path.parent.parent.name for path in LOCALE_DIRECTORY.glob(f"*/LC_MESSAGES/{DOMAIN}.mo")
    }
    return tuple(sorted(compiled | {SOURCE_LANGUAGE}))


def _normalised(code: str) -> str:
    """``"it-IT"``, ``"IT"``, ``"it_IT"`` → ``"it"``: catalogues are per language."""
    return code.strip().replace("-", "_").split("_")[0].lower() or SOURCE_LANGUAGE


_SOURCE = _Chosen(
    SOURCE_LANGUAGE,
    gettext.NullTranslations(),
    # The source's own words, as ``NullTranslations`` gives them, by a call into C: a
    # result's thousand sentences pass through here (``str`` of a ``str`` is that string).
    str,
    gettext.NullTranslations().ngettext,
    lambda context, message: message,
)
_chosen: ContextVar[_Chosen] = ContextVar("scoring_language", default=_SOURCE)


def set_language(code: str, catalogue: gettext.NullTranslations | None = None) -> Token[_Chosen]:
    """Choose the language for the current context; returns the token to undo it with
    :func:`reset_language`.

    ``catalogue``, when given, is that language's catalogue as the caller already read it
    (the web layer's, read from the same ``.mo`` file), so a process keeps one copy of it."""
    normalised = _normalised(code)
    if normalised == SOURCE_LANGUAGE:
        return _chosen.set(_SOURCE)
    return _chosen.set(_chosen_language(normalised, catalogue or translations(normalised)))


def reset_language(token: Token[_Chosen]) -> None:
    """Undo a :func:`set_language`: back to the language chosen before it."""
    _chosen.reset(token)


@contextmanager
def language(code: str) -> Iterator[None]:
    """Score (and word errors) in ``code`` inside the ``with`` block, then go back."""
    token = set_language(code)
    try:
        yield
    finally:
        reset_language(token)


def current_language() -> str:
    """The code of the language chosen for the current context (``"en"`` by default)."""
    return _chosen.get().code


def _(message: str) -> str:
    """``message`` (English, marked for translation) in the current language."""
    return _chosen.get().gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural form for ``count`` in the current language, by that language's
    own plural rule (never by adding a letter)."""
    return _chosen.get().ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart by ``context`` from the same English
    used elsewhere (``pgettext("thousands separator", ",")``)."""
    return _chosen.get().pgettext(context, message)


def N_(message: str) -> str:
    """Mark a constant for translation without translating it now (a table built at import
    time); translate it with :func:`_` where it is shown.

    >>> N_("Largest area")
    'Largest area'
    """
    return message
