"""Reading a table state's JSON text, strictly, for the command line and the API alike.

Python's ``json`` module also reads ``NaN``, ``Infinity`` and ``-Infinity``, which are not
JSON (RFC 8259); left in, they would reach the scorer as numbers and be reported as odd field
values. The contract treats them as what they are: text that is not JSON.
"""

from __future__ import annotations

import json
from typing import Any

from scoring.i18n import N_, _


class NotAJsonNumber(ValueError):
    """``NaN``, ``Infinity`` or ``-Infinity`` in the text: Python reads them, JSON has none."""

    def __init__(self, name: str) -> None:
        super().__init__(f"{name} is not a JSON number")
        self.name = name


def _refuse_constant(name: str) -> Any:
    raise NotAJsonNumber(name)


JSON_PROBLEMS = {
    "Expecting value": N_("a value is missing or is not JSON"),
    "Expecting property name enclosed in double quotes": N_(
        "a field name in double quotes is expected"
    ),
    "Expecting ',' delimiter": N_("a comma is missing"),
    "Expecting ':' delimiter": N_("a colon is missing after a field name"),
    "Extra data": N_("there is more text after the JSON value"),
    "Unterminated string starting at": N_("a text in double quotes is not closed"),
    "Invalid control character at": N_("a text holds a tab or a line break"),
    "Invalid \\escape": N_("a text holds a backslash that starts no escape"),
    "Invalid \\uXXXX escape": N_("a text holds a \\u escape without 4 hexadecimal digits"),
}
"""What Python's ``json`` reports (its English, by its message), as a reader is told it."""


def json_problem(error: ValueError | RecursionError) -> str:
    """Why a text is not JSON, in the current language, from the error :func:`parse_json`
    raised: what is wrong and where, never Python's own English.

    >>> try:
    ...     parse_json('{bad')
    ... except ValueError as error:
    ...     json_problem(error)
    'a field name in double quotes is expected (line 1, column 2)'
    """
    if isinstance(error, RecursionError):
        return _("it nests too deeply to read")
    if isinstance(error, NotAJsonNumber):
        return _("%(name)s is not a JSON number") % {"name": error.name}
    if isinstance(error, json.JSONDecodeError):
        where = _("line %(line)s, column %(column)s") % {
            "line": error.lineno,
            "column": error.colno,
        }
        problem = JSON_PROBLEMS.get(error.msg)
        return f"{_(problem)} ({where})" if problem else where
    return _("a number in it is too long to read")


def parse_json(text: str | bytes) -> Any:
    """The JSON value in ``text``; ``ValueError`` (or ``json.JSONDecodeError``) if it is not
    strict JSON, ``RecursionError`` if it nests too deeply to read.

    >>> parse_json('{"reserve": 3}')
    {'reserve': 3}
    >>> parse_json('{"reserve": NaN}')
    Traceback (most recent call last):
    ...
    scoring.jsontext.NotAJsonNumber: NaN is not a JSON number
    """
    return json.loads(text, parse_constant=_refuse_constant)
