"""Find the player-facing text in a Jinja template, or in Python source, that is not marked
for translation.

Every sentence a player reads goes through ``_()`` (or ``ngettext``, or a ``{% trans %}``
block), so the Italian catalogue can hold it (issue 13). This scanner reads a template's
source the way a browser would see it: the Jinja lexer separates the literal text from the
``{{ … }}`` / ``{% … %}`` parts (each replaced by a placeholder), and an HTML parser then
reports the text nodes, and the attributes a person reads or hears (``title``, ``alt``,
``aria-label``, ``placeholder``), that still contain a letter once the placeholders are
removed. Text inside ``<script>`` and ``<style>``, comments and ``{% trans %}`` blocks is
not player-facing text of the template.

It is a pure function of the source, so a test can widen its scope from the files marked so
far to every template (tests/web/test_i18n.py).

The Python scanner (:func:`untranslated_python`) reads a module with :mod:`ast` and reports
every string constant (and the literal text of every f-string) that reads as words, at least
two of them ("tiles won", "Score this game"), and is not inside a marking call (``_``,
``N_``, ``ngettext``, ``pgettext``, ``lazy_gettext``…). A few places hold words that no
player reads, and are left out, each for its reason (:data:`NOT_PLAYER_FACING_CALLS` and the
checks in :class:`_PythonFinder`): docstrings, the log, errors raised for a developer or an
operator, HTTP headers.
"""

from __future__ import annotations

import ast
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

UNTRANSLATED_WORDS = frozenset({"Vantage", "CSV", "JSON"})
"""Words that stay as they are in every language: the app's name, and the names of the file
formats a group's plays download as."""

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


# --- Python source -------------------------------------------------------------------------

MARKING_CALLS = frozenset(
    {
        "_",
        "N_",
        "_l",
        "gettext",
        "ngettext",
        "pgettext",
        "npgettext",
        "lazy_gettext",
        "lazy_ngettext",
        "lazy_pgettext",
    }
)
"""The calls that mark a sentence for the catalogue (babel.cfg's keywords)."""

NOT_PLAYER_FACING_CALLS = frozenset(
    {"debug", "info", "warning", "error", "exception", "critical", "log", "text"}
)
"""Method calls whose text no player reads: the log (``current_app.logger.error(...)``) and
SQL (``sa.text("SELECT ...")``)."""

DEVELOPER_ERRORS = frozenset(
    {
        "AssertionError",
        "KeyError",
        "LookupError",
        "NotImplementedError",
        "ProductionConfigError",
        "RuntimeError",
        "TypeError",
        "Unsupported",
        "ValueError",
    }
)
"""Errors raised for a developer (a programming mistake: ``unknown part: 'x'``) or for the
operator starting the server (``SECRET_KEY is not set``), never shown on a page.
``Unsupported`` is ``web.forms.fastpost``'s note that a form class needs the full form path."""

_PLACEHOLDER = re.compile(r"%\(\w+\)[sdrf]|%[sdrf]|\{[^{}]*\}")
_PLAIN_WORD = re.compile(r"""[("“]?[^\W\d_]{2,}(['’][^\W\d_]+)*[)"”,.:;!?…]*""")


def reads_as_words(text: str) -> bool:
    """Whether a Python string reads as words a person reads: at least two plain words
    (letters only, not all capitals) once its placeholders are taken out.

    >>> reads_as_words("tiles won"), reads_as_words("{name}'s reserve is {value}.")
    (True, True)
    >>> reads_as_words("players-{i}"), reads_as_words("SELECT version_num FROM alembic_version")
    (False, False)
    >>> reads_as_words("text/css; charset=utf-8"), reads_as_words("Score")
    (False, False)
    """
    previous = None
    while previous != text:  # nested placeholders ("{...}" inside an example object)
        previous, text = text, _PLACEHOLDER.sub(" ", text)
    words = [
        token
        for token in text.split()
        if _PLAIN_WORD.fullmatch(token) and not token.strip('()"“”,.:;!?…').isupper()
    ]
    return len(words) >= 2


@dataclass(frozen=True)
class UnmarkedString:
    """A string in Python source that reads as words and is not marked for translation."""

    line: int
    text: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.text!r}"


def _called_name(call: ast.Call) -> str | None:
    function = call.func
    if isinstance(function, ast.Name):
        return function.id
    if isinstance(function, ast.Attribute):
        return function.attr
    return None


def _is_header_name(node: ast.expr | None) -> bool:
    """A dictionary key or subscript naming an HTTP header (``"X-Robots-Tag"``)."""
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and re.fullmatch(r"[A-Z][A-Za-z]*(-[A-Z][A-Za-z]*)+", node.value) is not None
    )


class _PythonFinder(ast.NodeVisitor):
    def __init__(self) -> None:
        self.found: list[UnmarkedString] = []

    def visit_Call(self, node: ast.Call) -> None:
        name = _called_name(node)
        if name in MARKING_CALLS:
            return
        if name in NOT_PLAYER_FACING_CALLS and isinstance(node.func, ast.Attribute):
            return
        self.generic_visit(node)

    def visit_Raise(self, node: ast.Raise) -> None:
        if isinstance(node.exc, ast.Call) and _called_name(node.exc) in DEVELOPER_ERRORS:
            return
        self.generic_visit(node)

    def visit_Dict(self, node: ast.Dict) -> None:
        for key, value in zip(node.keys, node.values, strict=True):
            if key is not None:
                self.visit(key)
            if not _is_header_name(key):
                self.visit(value)

    def visit_Assign(self, node: ast.Assign) -> None:
        headers = any(
            isinstance(target, ast.Subscript) and _is_header_name(target.slice)
            for target in node.targets
        )
        if not headers:
            self.generic_visit(node)

    def _body(self, body: list[ast.stmt]) -> None:
        for index, statement in enumerate(body):
            docstring = (
                isinstance(statement, ast.Expr)
                and isinstance(statement.value, ast.Constant)
                and isinstance(statement.value.value, str)
            )
            # A string standing alone is a docstring: the first one of a body, or the one
            # after a constant, which documents it (``NAME = ...`` then ``"""What it is."""``).
            documents = index == 0 or isinstance(body[index - 1], (ast.Assign, ast.AnnAssign))
            if not (docstring and documents):
                self.visit(statement)

    def visit_Module(self, node: ast.Module) -> None:
        self._body(node.body)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        for decorator in node.decorator_list:
            self.visit(decorator)
        self._body(node.body)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        for decorator in node.decorator_list:
            self.visit(decorator)
        self.visit(node.args)
        self._body(node.body)

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        text = "".join(
            part.value if isinstance(part, ast.Constant) else "{}" for part in node.values
        )
        if reads_as_words(text):
            self.found.append(UnmarkedString(node.lineno, text))
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                self.visit(part.value)

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and reads_as_words(node.value):
            self.found.append(UnmarkedString(node.lineno, node.value))


def untranslated_python(source: str) -> list[UnmarkedString]:
    """Every string in a Python module's source that reads as words a player could read and
    is not marked for translation, in the order found.

    >>> untranslated_python('MESSAGE = "The tiles are missing."')
    [UnmarkedString(line=1, text='The tiles are missing.')]
    >>> untranslated_python('MESSAGE = N_("The tiles are missing.")')
    []
    """
    finder = _PythonFinder()
    finder.visit(ast.parse(source))
    return finder.found
