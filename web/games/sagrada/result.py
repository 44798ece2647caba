"""How a Sagrada result is drawn beyond its line items: the dice of each window, the objectives'
rows and the shared cards' neighbours (markup the result template places; the words come from
the scorer's result)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from flask_babel import pgettext
from markupsafe import Markup, escape

from scoring.i18n import current_language as words_language
from scoring.sagrada import (
    COLORS,
)
from scoring.sagrada.words import die_shown
from web.games.sagrada.forms import (
    COLOR_LABELS,
    DIE_CODES,
)
from web.platform.i18n import current_language
from web.platform.templating import points_class, points_text
from web.platform.translate import gettext as _

DIE_COLOR_WORDS = {letter: COLOR_LABELS[name] for letter, name in COLORS}


def _die_markup(code: str, counted: bool) -> str:
    """The markup of :func:`_die_html`, escaped, written anew: the colour's class by the
    contract's letter, the tile's text in the current language (``die_shown``)."""
    mark = " k" if counted else ""
    if code:
        return f'<i class="t-{escape(code[0])}{mark}">{escape(die_shown(code))}</i>'
    return f'<i class="e{mark}">·</i>'


def _language_markup() -> dict[tuple[str, bool], str]:
    """Every die's markup (and an empty space's), outlined or not, in the current language."""
    return {
        (code, counted): _die_markup(code, counted)
        for code in ("", *DIE_CODES)
        for counted in (False, True)
    }


DIE_MARKUP: dict[str, dict[tuple[str, bool], str]] = {}
"""Every die's markup by language, each written once (the app's few languages): a result page
draws each of the 31 a dozen times."""


def _die_html(code: str | None, counted: bool) -> str:
    """A die of a small window: its code on its colour (``t-G``), outlined when ``counted``,
    from :data:`DIE_MARKUP` (a code no window holds, as an old saved table might, written
    anew).

    >>> _die_html("G2", counted=True), _die_html(None, counted=False)
    ('<i class="t-G k">G2</i>', '<i class="e">·</i>')
    """
    key = (code or "", counted)
    language = words_language()  # The language die_shown writes in.
    markup = DIE_MARKUP.get(language)
    if markup is None:
        markup = DIE_MARKUP[language] = _language_markup()
    found = markup.get(key)
    return found if found is not None else _die_markup(*key)


@lru_cache(maxsize=512)  # 6 colours × 6 values and "empty", per language: bounded all the same.
def _die_words(code: str, language: str) -> str:
    """A die as players name it ("Green 2"), for screen readers (the tiles show the code), in
    ``language`` (the page's: the cache is keyed by it). A result page names every die of
    every window: each is worded once per language.

    >>> _die_words("G2", "en"), _die_words("", "en")
    ('Green 2', 'empty')
    """
    if not code:
        return str(pgettext("window space", "empty"))
    colour = DIE_COLOR_WORDS.get(code[0], code[0])
    return str(_("%(colour)s %(value)s", colour=colour, value=code[1:]))


def window_dice(rows: list[list[str | None]], refs: list[Any] | None = None) -> Markup:
    """Every die of a small window, row by row, as :func:`_die_html` writes each; with ``refs``
    (the ``[row, column]`` spaces, from 1, that an item counted) those outlined.

    A 6-player result page draws some 400 dice: one call per window rather than per die.

    >>> window_dice([["G2", None]], [[1, 2]])
    Markup('<i class="t-G">G2</i><i class="e k">·</i>')
    """
    counted = {tuple(ref) for ref in refs or ()}
    return Markup(
        "".join(
            _die_html(code, (r, c) in counted)
            for r, row in enumerate(rows, start=1)
            for c, code in enumerate(row, start=1)
        )
    )


def row_of_dice(text: Any) -> list[str | None] | None:
    """A window row as the state writes it (``"R5 Y2 . B6 G1"``) as five die codes (None:
    empty); None when it is not such a row (then it is shown as typed).

    >>> row_of_dice("r5 . B6"), row_of_dice(7)
    (['R5', None, 'B6'], None)
    """
    if not isinstance(text, str) or not text.split():
        return None
    codes = [None if code == "." else code.upper() for code in text.split()]
    if any(code is not None and code not in DIE_CODES for code in codes):
        return None
    return codes


def row_words(codes: list[str | None]) -> str:
    """A row of dice in words, in the page's language: "Green 2, empty, Blue 6"."""
    language = current_language()
    return ", ".join(_die_words(code or "", language) for code in codes)


def row_drawn(codes: list[str | None]) -> Markup:
    """A row of dice drawn as a result window draws them (its words are beside it)."""
    return Markup('<span class="dice result-window merge-dice" aria-hidden="true">') + (
        window_dice([codes]) + Markup("</span>")
    )


def window_words(name: str, rows: list[list[str | None]]) -> Markup:
    """A window as a screen reader reads it: "Ann's window; row 1: Green 2, empty, …"."""
    language = current_language()
    row_words = Markup(_("row %(row)d: %(dice)s"))
    parts = [Markup(_("%(name)s's window")) % {"name": name}]
    for number, row in enumerate(rows, start=1):
        dice = ", ".join(_die_words(code or "", language) for code in row)
        parts.append(row_words % {"row": number, "dice": dice})
    return Markup("; ").join(parts)


def objective_rows(breakdown: list[dict[str, Any]], rows: list[list[str | None]]) -> Markup:
    """Every item of a player's breakdown as the window section lists it: label, points,
    and the small window of the spaces it counted (when it counted some), one ``<li>`` each.

    A 6-player page lists some 40 items: written here, each value escaped once, rather than
    by a template loop of a dozen lookups and tests an item."""
    shown = []
    for category in breakdown:
        for item in category["items"]:
            refs = item.get("refs")
            if refs:
                body = (
                    '<div class="objective-body">\n'
                    '<div class="dice result-window small" aria-hidden="true">\n'
                    f"{window_dice(rows, refs)}</div>\n"
                )
            else:
                body = '<div class="objective-body no-window">\n'
            points = item["points"]
            shown.append(
                '<li class="objective">\n<div class="item-head">\n'
                f'<span class="item-label">{escape(item.get("label", ""))}</span>\n'
                f'<span class="{points_class(points)}">{points_text(points)}</span>\n'
                f'</div>\n{body}<p class="item-explanation">{escape(item.get("explanation", ""))}'
                "</p>\n</div>\n</li>\n"
            )
    return Markup("".join(shown))


def neighbour_column(card: dict[str, Any], side: str) -> Markup:
    """One side of a shared objective: its owner's column, captioned, its dice (those the card
    counted outlined) and the words a screen reader reads for them."""
    owner, spaces = card[side], card["spaces"][side]
    counted = {tuple(space) for space in card.get("counted") or ()}
    language = current_language()
    counted_words = Markup(_("%(die)s (counted)"))
    dice_words, dice = [], []
    for space in spaces:
        is_counted = (side, space["row"], space["column"]) in counted
        words = _die_words(space["die"] or "", language)
        dice_words.append(counted_words % {"die": words} if is_counted else escape(words))
        dice.append(_die_html(space["die"], is_counted))
    column = spaces[0]["column"]
    caption = Markup(_("%(name)s, column %(column)d")) % {"name": owner, "column": column}
    label = Markup(_("%(name)s's column %(column)d, top to bottom: %(dice)s")) % {
        "name": owner,
        "column": column,
        "dice": Markup(", ").join(dice_words),
    }
    return Markup(
        f"<figure>\n<figcaption>{caption}</figcaption>\n"
        f'<div class="dice column-dice" role="img" aria-label="{label}">\n{"".join(dice)}</div>\n'
        "</figure>"
    )
