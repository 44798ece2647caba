"""The small helpers every game uses to write for players: lists, counts, ordinals, articles.

They live here once, so that every game says "Ann, Ben and Cat" and "1 point, 2 points" the
same way, and so that a second language needs only this module (and each game's sentences)
translated, never the rules themselves.
"""

from __future__ import annotations

from collections.abc import Iterable

# --- The tie-break sentence every game's result ends with (scoring.result.rank_players) -------
# Each step takes the sentence so far as ``so_far``.

TIED = "{names} tied on {points} points"
TIE_WITHOUT_TIEBREAKER = "{so_far}; the rules give no tie-breaker, so they share the win."
TIE_WON_ON = "{so_far}; {winner} wins on {breaker} ({shown} against {others})."
TIE_RIVAL = "{name} {shown}"
"""A player beaten on a tie-breaker, with their figure ("Ben 1 tiles")."""
TIE_FALLS_BEHIND = "{so_far}; {dropped} falls behind on {breaker}"
"""One tied player dropped by a tie-breaker that still leaves others level."""
TIE_FALL_BEHIND = "{so_far}; {dropped} fall behind on {breaker}"
"""Several tied players dropped at once (a whole sentence each, so a translator can agree
the verb)."""
TIE_LEVEL_ON = "{so_far}, level on {breaker} ({shown} each)"
TIE_STANDS = "{so_far}; the tie stands, so {names} share the win."


def say(sentence: str, /, **values: object) -> str:
    """A sentence from a game's ``words`` module with its named placeholders filled in.

    Every sentence a player reads passes through here whole, so this is the one place a
    translation will hook in (``gettext(sentence).format(...)``), and a translator can move
    the placeholders freely.

    >>> say("{name} wins on {points} points.", name="Ann", points=12)
    'Ann wins on 12 points.'
    """
    return sentence.format(**values)


def join_words(words: Iterable[str]) -> str:
    """Words as a sentence lists them: "A", "A and B", "A, B and C".

    >>> join_words(["Ann"]), join_words(["Ann", "Ben"]), join_words(["Ann", "Ben", "Cat"])
    ('Ann', 'Ann and Ben', 'Ann, Ben and Cat')
    >>> join_words([])
    ''
    """
    words = list(words)
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def plural(count: int, word: str, many: str | None = None) -> str:
    """A count with its noun: "1 point", "3 points", "0 visitors".

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


def ordinal(number: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``11th``…

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 111)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '111th']
    """
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def article(word: str) -> str:
    """``a`` or ``an`` before a word: "an Elephant", "a Swan".

    >>> article("Elephant"), article("swan")
    ('an', 'a')
    """
    return "an" if word[:1].lower() in "aeiou" else "a"


def capitalize_first(text: str) -> str:
    """``text`` opening a sentence: its first letter in capitals, the rest as it is.

    >>> capitalize_first("visitors"), capitalize_first("the fire on Blue 9, with Ben")
    ('Visitors', 'The fire on Blue 9, with Ben')
    >>> capitalize_first("")
    ''
    """
    return text[:1].upper() + text[1:]


def shorten(text: str, limit: int = 30) -> str:
    """``text`` cut to ``limit`` characters, so a pasted essay does not flood an error message.

    >>> shorten("Ann"), shorten("x" * 40, 10)
    ('Ann', 'xxxxxxxxxx…')
    """
    return text if len(text) <= limit else text[:limit] + "…"
