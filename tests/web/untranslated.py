"""Find the player-facing text in a Jinja template that is not marked for translation.

Every sentence a player reads goes through ``_()`` (or ``ngettext``, or a ``{% trans %}``
block), so the Italian catalogue can hold it (issue 13). This scanner reads a template's
source the way a browser would see it: the Jinja lexer separates the literal text from the
``{{ … }}`` / ``{% … %}`` parts (each replaced by a placeholder), and an HTML parser then
reports the text nodes, and the attributes a person reads or hears (``title``, ``alt``,
``aria-label``, ``placeholder``), that still contain a letter once the placeholders are
removed. Text inside ``<script>`` and ``<style>``, comments and ``{% trans %}`` blocks is
not player-facing text of the template.

It is a pure function of the source, so a test can widen its scope from the files marked so
far (tests/web/test_i18n.py, ``MARKED_TEMPLATES``) to every template.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser

from jinja2 import Environment

PLACEHOLDER = "\x00"
"""Stands for a ``{{ … }}`` expression in the text handed to the HTML parser: part of the
sentence around it ("Dark side of the Moon: {{ n }} to start" is one sentence)."""

BLOCK = "\x01"
"""Stands for a ``{% … %}`` tag: it ends one piece of text and starts another."""

ATTRIBUTE_LIST = re.compile(r'\s*([\w:-]+="[^"]*"\s*)+')
"""Text that is a list of HTML attributes (a block filling in a tag's attributes)."""

READ_ATTRIBUTES = frozenset({"title", "alt", "aria-label", "placeholder", "aria-description"})
"""Attributes whose value a person reads or hears."""

NOT_TEXT_ELEMENTS = frozenset({"script", "style"})
"""Elements whose content is code, not text."""

UNTRANSLATED_WORDS = frozenset({"Vantage"})
"""Words that stay as they are in every language (the app's name)."""

_LETTER = re.compile(r"[^\W\d_]")


@dataclass(frozen=True)
class Untranslated:
    """A piece of text a player reads that is not marked for translation."""

    line: int
    text: str
    where: str  # "text" or the attribute's name

    def __str__(self) -> str:
        return f"line {self.line}: {self.where}: {self.text!r}"


def _readable(text: str) -> str | None:
    """The text without placeholders and spacing, when it still holds a word to translate."""
    if ATTRIBUTE_LIST.fullmatch(text.replace(PLACEHOLDER, "")):
        return None
    words = " ".join(text.replace(PLACEHOLDER, " ").split())
    remaining = " ".join(word for word in words.split() if word not in UNTRANSLATED_WORDS)
    return words if _LETTER.search(remaining) else None


def _template_text(source: str, environment: Environment) -> str:
    """The template as HTML with every Jinja part replaced by one placeholder, the text of
    ``{% trans %}`` blocks and of comments left out, each line where it was in the source."""
    pieces: list[str] = []
    line = 1
    in_trans = False
    previous = ""
    for token_line, token, value in environment.lexer.tokeniter(source, None):
        if token_line > line:  # the lexer drops what "{%-" strips: keep the lines aligned
            pieces.append("\n" * (token_line - line))
            line = token_line
        if token == "data":
            pieces.append(re.sub(r"[^\n]", " ", value) if in_trans else value)
        else:
            if token == "variable_begin":
                pieces.append(PLACEHOLDER)
            elif token == "block_begin":
                pieces.append(BLOCK)
            elif token == "name" and previous == "block_begin":
                in_trans = {"trans": True, "endtrans": False}.get(value, in_trans)
            pieces.append("\n" * value.count("\n"))
            if token != "whitespace":
                previous = token
        line += value.count("\n")
    return "".join(pieces)


class _TextFinder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[Untranslated] = []
        self._code_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in NOT_TEXT_ELEMENTS:
            self._code_depth += 1
        for name, value in attrs:
            if name in READ_ATTRIBUTES and value:
                for piece in value.split(BLOCK):
                    if text := _readable(piece):
                        self.found.append(Untranslated(self.getpos()[0], text, name))

    def handle_endtag(self, tag: str) -> None:
        if tag in NOT_TEXT_ELEMENTS and self._code_depth:
            self._code_depth -= 1

    def handle_data(self, data: str) -> None:
        if self._code_depth:
            return
        line = self.getpos()[0]
        for piece in data.split(BLOCK):
            if text := _readable(piece):
                leading = piece[: len(piece) - len(piece.lstrip())]
                self.found.append(Untranslated(line + leading.count("\n"), text, "text"))
            line += piece.count("\n")


def untranslated_text(source: str, environment: Environment | None = None) -> list[Untranslated]:
    """Every piece of player-facing text in a template's source not marked for translation.

    >>> untranslated_text('<h1>{{ _("Sorry") }}</h1><p>Back to the games</p>')
    [Untranslated(line=1, text='Back to the games', where='text')]
    >>> untranslated_text('<a title="Home" href="{{ url }}">{{ _("Home") }}</a>')
    [Untranslated(line=1, text='Home', where='title')]
    """
    environment = environment or Environment(extensions=["jinja2.ext.i18n"])
    finder = _TextFinder()
    finder.feed(_template_text(source, environment))
    finder.close()
    return finder.found
