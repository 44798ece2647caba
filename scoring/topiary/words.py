"""How the Topiary scorer writes for players: ordinals, plurals, articles, short quotes."""

from __future__ import annotations


def shorten(text: str, limit: int = 30) -> str:
    """``text`` cut to ``limit`` characters, so a pasted essay does not flood an error message."""
    return text if len(text) <= limit else text[:limit] + "…"


def ordinal(number: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``11th``…

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '22nd']
    """
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def plural(count: int, word: str) -> str:
    """``1 visitor``, ``2 visitors``."""
    return f"{count} {word}" if count == 1 else f"{count:,} {word}s"


def article(word: str) -> str:
    """``a`` or ``an`` before a suit name: ``an Elephant``, ``a Swan``."""
    return "an" if word[:1].lower() in "aeiou" else "a"
