"""The small helpers every game uses to write for players: lists, counts, ordinals, articles,
and the tie-break sentences every result ends with.

They live here once, so that every game says "Ann, Ben and Cat" and "1 point, 2 points" the
same way, and so that a second language needs only the catalogue (and each game's sentences)
translated, never the rules themselves. Every word they add goes through
:mod:`scoring.i18n`, so in Italian the list reads "Ann, Ben e Cat" and a count "1 punto,
2 punti" (``ngettext``, never a letter added).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from scoring.i18n import (
    N_,
    REPLAY,
    SOURCE_LANGUAGE,
    Worded,
    _,
    _chosen,
    _new_str,
    current_language,
    ngettext,
    pgettext,
    replayable,
    worded_text,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

    def formatter_parser(
        sentence: str, /
    ) -> Iterator[tuple[str, str | None, str | None, str | None]]: ...

else:
    # ``string.Formatter().parse`` is this C function; importing ``string`` for it would
    # compile ``string.Template``'s expression, half a millisecond of every command line run
    # (issue 24).
    from _string import formatter_parser


def say(sentence: str, /, **values: object) -> str:
    """A sentence from a game's ``words`` module, translated, with its named placeholders
    filled in.

    Every sentence a player reads passes through here whole, so this is the one place it is
    translated: the sentence is looked up in the current language's catalogue (mark it with
    ``N_`` where it is defined, so ``pybabel extract`` finds it), and a translator can move
    the placeholders freely. Placeholders are gettext's own ``%(name)s`` (Babel checks that a
    translation keeps them) or, as the words modules first wrote them, ``{name}``; a sentence
    already translated by its caller passes through unchanged.

    >>> say("{name} wins on {points} points.", name="Ann", points=12)
    'Ann wins on 12 points.'
    >>> say("%(name)s wins on %(points)d points.", name="Ann", points=12)
    'Ann wins on 12 points.'
    """
    kept = _new_str(Worded, _said(sentence, values))  # worded_text(), one call fewer
    kept.recipe = ("say", sentence, values)
    return kept


def _said(sentence: str, values: dict[str, object]) -> str:
    """:func:`say`'s text, without its recipe."""
    translated = _chosen.get().gettext(sentence)  # _(sentence), one call fewer
    if "%(" in translated:
        return str.__mod__(translated, values)
    template = _as_percent(translated)
    if template is None:
        return str.format(translated, **values)
    return template % values


REPLAY["say"] = _said


@functools.lru_cache(maxsize=4096)
def _as_percent(sentence: str) -> str | None:
    """A ``{name}`` sentence rewritten once with ``%(name)s`` placeholders, or None when it
    has one that ``%`` cannot say the same way (a format spec such as ``{count:,}``, a
    conversion, an index or attribute).

    Filling ``%(name)s`` is three times as fast as ``str.format`` parsing the sentence anew on
    each call, and a 6-player Panorama table says some 640 sentences. Both write a value as
    ``str`` does (``format(value, "")`` is ``str(value)`` for the numbers, text and
    ``StrEnum`` members sentences are given). At most a few thousand sentences per language:
    the cache holds every one.

    >>> _as_percent("{name} scores {points}% of {{all}}")
    '%(name)s scores %(points)s%% of {all}'
    >>> _as_percent("{count:,} tiles") is None
    True
    """
    parts: list[str] = []
    for literal, field, spec, conversion in formatter_parser(sentence):
        parts.append(literal.replace("%", "%%"))
        if field is None:
            continue
        if spec or conversion or not field.isidentifier():
            return None
        parts.append(f"%({field})s")
    return "".join(parts)


def fill(sentence: str, /, **values: object) -> str:
    """A sentence marked with ``N_`` (``%(name)s`` placeholders only) in the current
    language, filled in by gettext's own formatting (``%%`` included); :func:`say` also
    reads ``{name}`` placeholders.

    >>> fill("%(name)s takes %(count)d tiles.", name="Ann", count=3)
    'Ann takes 3 tiles.'
    """
    kept = _new_str(Worded, str.__mod__(_chosen.get().gettext(sentence), values))
    kept.recipe = ("fill", sentence, values)  # worded_text(_filled(…)), two calls fewer
    return kept


def _filled(sentence: str, values: dict[str, object]) -> str:
    """:func:`fill`'s text, without its recipe."""
    return str.__mod__(_chosen.get().gettext(sentence), values)  # _(sentence), one call fewer


REPLAY["fill"] = _filled


def join_words(words: Iterable[str]) -> str:
    """Words as a sentence lists them: "A", "A and B", "A, B and C" ("A, B e C" in Italian).

    >>> join_words(["Ann"]), join_words(["Ann", "Ben"]), join_words(["Ann", "Ben", "Cat"])
    ('Ann', 'Ann and Ben', 'Ann, Ben and Cat')
    >>> join_words([])
    ''
    """
    words = list(words)
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    return _("%(first)s and %(last)s") % {
        "first": pgettext("list separator", ", ").join(words[:-1]),
        "last": words[-1],
    }


@replayable("grouped")
def grouped(number: int) -> str:
    """A whole number with its thousands grouped as the current language writes them:
    "12,000" in English, "12.000" in Italian (where "12,000" would read as twelve).

    >>> grouped(12000), grouped(-4902), grouped(7)
    ('12,000', '-4,902', '7')
    """
    return grouped_text(number)


def grouped_text(number: int) -> str:
    """:func:`grouped`'s text as a plain ``str``, without its recipe, for a page that only
    writes it (a result page writes a few hundred numbers: ``web.platform.templating``'s
    ``points_text``); the separator is asked for only when the number has one.

    >>> grouped_text(12000), type(grouped_text(-4902)) is str
    ('12,000', True)
    """
    text = f"{number:,}"
    if "," in text:
        return str.replace(text, ",", pgettext("thousands separator", ","))
    return text


def plural(count: int, word: str, many: str | None = None) -> str:
    """A count with its English noun: "1 point", "3 points", "0 visitors".

    English only: it adds a letter, which no other language does. A sentence that is
    translated uses ``ngettext`` instead, with both forms written where it is called (so
    ``pybabel extract`` finds the pair) and the count :func:`grouped`.

    ``many`` is the plural when it is not ``word`` + "s" ("1 tile is", "2 tiles are"). Large
    counts are grouped by thousands, as a pasted list of thousands is told back.

    >>> plural(1, "point"), plural(-2, "point"), plural(0, "visitor")
    ('1 point', '-2 points', '0 visitors')
    >>> plural(1, "tile is", "tiles are"), plural(3, "tile is", "tiles are")
    ('1 tile is', '3 tiles are')
    >>> plural(12000, "visitor")
    '12,000 visitors'
    """
    if count == 1:
        return f"{count} {word}"
    return f"{count:,} {many or word + 's'}"


@replayable("ordinal")
def ordinal(number: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``11th``… (in Italian ``1º``, ``2º``: the masculine form,
    for "posto" and "turno"; a feminine noun needs a sentence of its own).

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 111)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '111th']
    """
    if 10 <= number % 100 <= 20:
        form = _("%(number)dth")
    else:
        form = {
            1: _("%(number)dst"),
            2: _("%(number)dnd"),
            3: _("%(number)drd"),
        }.get(number % 10) or _("%(number)dth")
    return form % {"number": number}


@replayable("article")
def article(word: str) -> str:
    """``a`` or ``an`` before a word: "an Elephant", "a Swan".

    English only (an Italian article follows the noun's gender, so an Italian sentence
    carries its own article in its translation); in another language it is empty.

    >>> article("Elephant"), article("swan")
    ('an', 'a')
    """
    if current_language() != SOURCE_LANGUAGE:
        return ""
    return "an" if word[:1].lower() in "aeiou" else "a"


@replayable("capitalize_first")
def capitalize_first(text: str) -> str:
    """``text`` opening a sentence: its first letter in capitals, the rest as it is.

    >>> capitalize_first("visitors"), capitalize_first("the fire on Blue 9, with Ben")
    ('Visitors', 'The fire on Blue 9, with Ben')
    >>> capitalize_first("")
    ''
    """
    return text[:1].upper() + text[1:]


QUOTED = N_("'%(text)s'")
"""A value a message quotes (a name, a code as typed), in the language's own quotation marks:
'Zed' in English, «Zed» in Italian (docs/italian-glossary.md)."""


def quoted(text: str) -> str:
    """``text`` in the current language's quotation marks, as a message quotes what a player
    typed; worded again in a reader's language like any other part of a sentence.

    >>> print(quoted("Zed"))
    'Zed'
    """
    return fill(QUOTED, text=text)


def printable(text: str) -> str:
    """``text`` as a message may quote it: what Python would escape in it escaped (a lone
    surrogate as ``\\ud800``, so the message can be written anywhere), quotes not added.

    >>> print(printable("Ann"), printable("a\\ud800b"))
    Ann a\\ud800b
    """
    return repr(text)[1:-1]


@replayable("shorten")
def shorten(text: str, limit: int = 30) -> str:
    """``text`` cut to ``limit`` characters, so a pasted essay does not flood an error message.

    >>> shorten("Ann"), shorten("x" * 40, 10)
    ('Ann', 'xxxxxxxxxx…')
    """
    return text if len(text) <= limit else text[:limit] + "…"


# --- The tie-break sentence every game's result ends with (scoring.result.rank_players) -------
# Each step is a whole sentence that takes the sentence so far as ``so_far``, so a translator
# can word each step its own way. ``breaker`` is a tie-breaker's description (TieBreaker): a
# phrase that completes "wins on …" ("most points from the hand"); in Italian it follows
# "per" ("vince Ann per più punti dalla mano").


def tied(names: list[str], points: int) -> str:
    """The start: who is tied for the win, and on how many points.

    >>> tied(["Ann", "Ben"], 10)
    'Ann and Ben tied on 10 points'
    """
    return ngettext(
        "%(names)s tied on %(points)s point", "%(names)s tied on %(points)s points", points
    ) % {"names": join_words(names), "points": grouped(points)}


def tie_without_tiebreaker(so_far: str) -> str:
    """The end when the game's rules give no tie-breaker."""
    return _("%(so_far)s; the rules give no tie-breaker, so they share the win.") % {
        "so_far": so_far
    }


def tie_won_on(so_far: str, winner: str, breaker: str, shown: str, others: list[str]) -> str:
    """The end when one tie-breaker names the winner; ``others`` are :func:`tie_rival`."""
    return _("%(so_far)s; %(winner)s wins on %(breaker)s (%(shown)s against %(others)s).") % {
        "so_far": so_far,
        "winner": winner,
        "breaker": breaker,
        "shown": shown,
        "others": pgettext("list separator", ", ").join(others),
    }


def tie_rival(name: str, shown: str) -> str:
    """A player beaten on a tie-breaker, with their figure ("Ben 1 tile")."""
    return _("%(name)s %(shown)s") % {"name": name, "shown": shown}


def tie_falls_behind(so_far: str, dropped: list[str], breaker: str) -> str:
    """Tied players dropped by a tie-breaker that still leaves others level: one player
    "falls behind", several "fall behind" (a whole sentence each, so the verb agrees)."""
    sentence = (
        _("%(so_far)s; %(dropped)s falls behind on %(breaker)s")
        if len(dropped) == 1
        else _("%(so_far)s; %(dropped)s fall behind on %(breaker)s")
    )
    return sentence % {"so_far": so_far, "dropped": join_words(dropped), "breaker": breaker}


def tie_level_on(so_far: str, breaker: str, shown: str) -> str:
    """A tie-breaker that leaves every tied player level."""
    return _("%(so_far)s, level on %(breaker)s (%(shown)s each)") % {
        "so_far": so_far,
        "breaker": breaker,
        "shown": shown,
    }


def tie_stands(so_far: str, names: list[str]) -> str:
    """The end when every tie-breaker leaves some players level: they share the win."""
    return _("%(so_far)s; the tie stands, so %(names)s share the win.") % {
        "so_far": so_far,
        "names": join_words(names),
    }


def joined(separator: str, words: Iterable[str]) -> str:
    """``separator.join(words)`` that keeps the recipes of the words it joins (a plain
    separator's ``join`` gives a plain ``str``, which reads in one language only): for a list
    written with a fixed mark ("; ", " + ", " → "), not one a language words ("Ann, Ben and
    Cat": :func:`join_words`).

    >>> joined("; ", ["a", "b"])
    'a; b'
    """
    words = tuple(words)
    text = separator.join(words)
    # Looked for in C (a garden's or a window's cells are joined by the dozen, none worded).
    if Worded in map(type, words):
        return worded_text(text, ("join", separator, words))
    return text
