"""The language of the scoring library's sentences, through the standard ``gettext`` module.

Explanations, warnings, tie-break sentences and error messages are written in English in the
source and marked with :func:`_` (or :func:`ngettext` for a count, :func:`pgettext` for a short
text that needs its context, :func:`N_` for a constant translated where it is used). They are
translated from the project's catalogues, ``translations/LANG/LC_MESSAGES/messages.mo``, the
same ones the web layer uses, so a term reads the same on a page and in an explanation
(docs/italian-glossary.md).

The language is chosen per call, never per process: the command line's ``--lang``, the web
layer's negotiated language for each request (``web/platform/i18n.py``). :func:`language` (a context
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
import os
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token

from scoring.records import dataclass, field

TYPE_CHECKING = False
if TYPE_CHECKING:
    import gettext
    from typing import Any

LOCALE_DIRECTORY = os.path.join(
    os.path.dirname(os.path.dirname(os.path.realpath(__file__))), "translations"
)
"""The catalogues: ``translations/LANG/LC_MESSAGES/messages.mo`` beside ``scoring/``. Written
with ``os.path``, not ``pathlib``: the command line then does not import ``pathlib`` (and
``fnmatch``, ``urllib.parse`` with it), 2 to 4 ms of every run."""

DOMAIN = "messages"
"""The catalogue's name: one catalogue per language for the whole project."""

SOURCE_LANGUAGE = "en"
"""The language the source is written in, and the one used when none is chosen."""


@dataclass(frozen=True)
class _Chosen:
    """A chosen language and its translations (``gettext`` and its like, bound once: every
    sentence of a result goes through one of them)."""

    code: str
    translations: gettext.NullTranslations | None
    """The language's catalogue; ``None`` for the source, whose words need none."""
    gettext: Callable[[str], str]
    ngettext: Callable[[str, str, int], str]
    pgettext: Callable[[str, str], str]
    words: dict[str, Worded] = field(default_factory=dict, compare=False, repr=False)
    """What :func:`_` gave for each message in this language, given again (a text and its
    recipe never change): a 6-player Panorama table asks for some 430 labels, most of them
    the same few dozen."""


@functools.lru_cache(maxsize=64)
def _chosen_language(code: str, chosen: gettext.NullTranslations) -> _Chosen:
    """One per language and catalogue (the web layer's, for every request), so the words
    :func:`_` keeps are kept across requests."""
    kept = _KeptTranslations(chosen.gettext)
    return _Chosen(code, chosen, kept.__getitem__, chosen.ngettext, chosen.pgettext)


_KEPT_WORDS = 8192
"""At most this many messages kept per language (a message is a constant of the source, so
far fewer in practice): past it, the kept words start again."""


class _KeptTranslations(dict[str, str]):
    """A catalogue's translation of each message asked for, kept: ``kept[message]`` is
    ``gettext(message)``, found by a call into C once known. A sentence of a result goes
    through gettext's Python method each time otherwise (``GNUTranslations.gettext``: two
    look-ups and a fallback test), some 480 times for a 6-player Panorama table in Italian
    (issue 24, fourth round: the scorers). At most :data:`_KEPT_WORDS` messages (each a
    constant of the source), then they start again; the text kept is a plain ``str``."""

    __slots__ = ("_gettext",)

    def __init__(self, gettext: Callable[[str], str]) -> None:
        super().__init__()
        self._gettext = gettext

    def __missing__(self, message: str) -> str:
        if len(self) >= _KEPT_WORDS:
            self.clear()
        text = self[str(message)] = str(self._gettext(message))
        return text


@functools.cache
def translations(code: str) -> gettext.NullTranslations:
    """The translations for a language code (``"it"``); English (the source) without a
    catalogue. Read once per process and language.

    ``gettext`` is imported here, for a language other than the source: the command line
    scoring in English never imports it (1 ms of a run, with the expression it compiles)."""
    import gettext

    return gettext.translation(DOMAIN, localedir=LOCALE_DIRECTORY, languages=[code], fallback=True)


def available_languages() -> tuple[str, ...]:
    """The language codes that have a compiled catalogue, and the source language, sorted.

    >>> "en" in available_languages()
    True
    """
    compiled = {
        code
        for code in os.listdir(LOCALE_DIRECTORY)
        if os.path.isfile(os.path.join(LOCALE_DIRECTORY, code, "LC_MESSAGES", f"{DOMAIN}.mo"))
    }
    return tuple(sorted(compiled | {SOURCE_LANGUAGE}))


def _normalised(code: str) -> str:
    """``"it-IT"``, ``"IT"``, ``"it_IT"`` → ``"it"``: catalogues are per language."""
    return code.strip().replace("-", "_").split("_")[0].lower() or SOURCE_LANGUAGE


def _source_ngettext(singular: str, plural: str, count: int) -> str:
    """The source's own words for a count, as ``gettext.NullTranslations().ngettext`` gives
    them."""
    return singular if count == 1 else plural


_SOURCE = _Chosen(
    SOURCE_LANGUAGE,
    None,
    # The source's own words, as ``NullTranslations`` gives them, by a call into C: a
    # result's thousand sentences pass through here (``str`` of a ``str`` is that string).
    str,
    _source_ngettext,
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
    if catalogue is None:
        # The language already chosen (a saved result worded in the request's language)
        # keeps the catalogue it was chosen with: the web layer's, so a worker does not read
        # the same catalogue a second time for ``worded`` (half a megabyte each).
        chosen = _chosen.get()
        if chosen.code == normalised:
            return _chosen.set(chosen)
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
    chosen = _chosen.get()
    if type(message) is not str:  # A worded text, a StrEnum member: recipe as it comes.
        return worded_text(chosen.gettext(message), ("_", message))
    words = chosen.words
    kept = words.get(message)
    if kept is None:
        if len(words) >= _KEPT_WORDS:
            words.clear()
        kept = words[message] = worded_text(chosen.gettext(message), ("_", message))
    return kept


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural form for ``count`` in the current language, by that language's
    own plural rule (never by adding a letter); a negative count takes its size's form
    ("−1 point", "−1 punto")."""
    return worded_text(
        _chosen.get().ngettext(singular, plural, abs(count)), ("n", singular, plural, count)
    )


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart by ``context`` from the same English
    used elsewhere (``pgettext("thousands separator", ",")``)."""
    return worded_text(_chosen.get().pgettext(context, message), ("p", context, message))


def N_(message: str) -> str:
    """Mark a constant for translation without translating it now (a table built at import
    time); translate it with :func:`_` where it is shown.

    >>> N_("Largest area")
    'Largest area'
    """
    return message


# --- Worded text: a translated text that keeps how it was worded ----------------------------
# A result's explanations are data (STYLE rule 2): every text the entry points above give (and
# scoring.wording's helpers) is a Worded, the text in the current language AND its recipe, the
# message id and values it was made from. A saved table keeps the recipes
# (scoring.neutral.neutral) and words them again in its reader's language
# (scoring.neutral.worded), never scoring the table again.

Recipe = tuple["Any", ...]
"""``(kind, *arguments)``: a kind of :data:`REPLAY` and what it was given. An argument is a
:class:`Worded` (a recipe of its own), a plain ``str`` (a literal: a name a player typed, never
translated), a number, or a tuple, list or dict of those."""


class Worded(str):
    """A text in the current language that keeps its :attr:`recipe`.

    Being a ``str``, it is used as one everywhere (pages, JSON, comparisons). The operations a
    sentence is built with keep a recipe too: ``%``, ``+``, ``join``, ``format`` and the
    methods listed in :data:`KEPT_METHODS`; anything else (an f-string, ``str()``, a method
    not listed) gives a plain ``str``, a literal that reads the same in every language, which
    tests/scoring/test_words_are_data.py finds.

    >>> text = _("%(count)s tiles") % {"count": 3}
    >>> text, text.recipe[0]
    ('3 tiles', '%')
    """

    recipe: Recipe

    def __mod__(self, values: Any) -> Worded:
        kept = _new_str(Worded, str.__mod__(self, values))
        kept.recipe = ("%", self, values)
        return kept

    def __rmod__(self, template: Any) -> Any:
        if not isinstance(template, str):
            return NotImplemented
        return worded_text(str.__mod__(template, self), ("%", template, self))

    def __add__(self, other: str) -> Worded:
        kept = _new_str(Worded, str.__add__(self, other))
        kept.recipe = ("+", self, other)
        return kept

    def __radd__(self, other: str) -> Worded:
        return worded_text(str.__add__(other, self), ("+", other, self))

    def join(self, words: Iterable[str]) -> Worded:
        words = tuple(words)
        return worded_text(str.join(self, words), ("join", self, words))

    def format(self, *args: Any, **kwargs: Any) -> Worded:
        return worded_text(str.format(self, *args, **kwargs), ("format", self, args, kwargs))

    def __getitem__(self, key: Any) -> Worded:
        if isinstance(key, slice):
            key = ("slice", key.start, key.stop, key.step)
            return worded_text(str.__getitem__(self, _slice(key)), ("m", "__getitem__", self, key))
        return worded_text(str.__getitem__(self, key), ("m", "__getitem__", self, key))

    def __reduce__(self) -> tuple[Any, ...]:
        return (worded_text, (str(self), self.recipe))


def _kept_method(name: str) -> Callable[..., Worded]:
    method = getattr(str, name)

    def kept(self: Worded, *args: Any) -> Worded:
        return worded_text(method(self, *args), ("m", name, self, *args))

    kept.__name__ = name
    kept.__doc__ = method.__doc__
    return kept


KEPT_METHODS = (
    "capitalize",
    "casefold",
    "lower",
    "lstrip",
    "removeprefix",
    "removesuffix",
    "replace",
    "rstrip",
    "strip",
    "title",
    "upper",
)
"""The ``str`` methods whose answer keeps the recipe (a method and its arguments)."""

for _name in KEPT_METHODS:
    setattr(Worded, _name, _kept_method(_name))
del _name

_new_str = str.__new__


def worded_text(text: str, recipe: Recipe) -> Worded:
    """``text`` with the recipe it was worded from."""
    kept = _new_str(Worded, text)
    kept.recipe = recipe
    return kept


def _slice(key: Any) -> Any:
    """A slice from its recipe form, ``("slice", start, stop, step)``; any other key as is."""
    if isinstance(key, tuple) and key[:1] == ("slice",):
        return slice(*key[1:])
    return key


def _method(name: str, text: str, *args: Any) -> str:
    if name == "__getitem__":
        return text[_slice(args[0])]
    if name not in KEPT_METHODS:
        raise ValueError(f"not a kept method: {name}")
    return getattr(text, name)(*args)  # type: ignore[no-any-return]


def _format(template: str, args: Any, kwargs: Any) -> str:
    return template.format(*args, **kwargs)


REPLAY: dict[str, Callable[..., str]] = {
    "_": lambda message: _(message),
    "n": lambda singular, plural, count: ngettext(singular, plural, count),
    "p": lambda context, message: pgettext(context, message),
    "%": lambda template, values: template % values,
    "+": lambda left, right: left + right,
    "join": lambda separator, words: separator.join(words),
    "format": _format,
    "m": _method,
}
"""How each kind of recipe is worded again (in the current language): by the very function
that worded it first. :func:`replayable` adds the helpers of ``scoring.wording`` and the
games'."""


def replayable(kind: str) -> Callable[[Callable[..., str]], Callable[..., str]]:
    """Register a function that words a text (in the current language) under ``kind``: its
    answer is a :class:`Worded` whose recipe is ``(kind, *arguments)``, worded again by
    calling it with the same arguments. For a helper that words a text in a way the
    operations of :class:`Worded` do not keep (an f-string, a number grouped by hand, a test
    of the current language)."""

    def register(function: Callable[..., str]) -> Callable[..., str]:
        if kind in REPLAY:
            raise ValueError(f"recipe kind {kind!r} is already registered")
        REPLAY[kind] = function

        @functools.wraps(function)
        def keeping(*args: Any) -> str:
            return worded_text(function(*args), (kind, *args))

        return keeping

    return register
