"""Reading a table state's JSON text, strictly, for the command line and the API alike, and
writing a result's as the command line prints it (:func:`indented_json`).

Python's ``json`` module also reads ``NaN``, ``Infinity`` and ``-Infinity``, which are not
JSON (RFC 8259); left in, they would reach the scorer as numbers and be reported as odd field
values. The contract treats them as what they are: text that is not JSON.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from json.encoder import INFINITY, encode_basestring, encode_basestring_ascii

from scoring.i18n import N_, _

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


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


class _NotPlainJson(Exception):
    """A value :func:`indented_json` leaves to ``json.dumps`` (which writes it or says why
    not): neither a container nor a number, text, boolean or null."""


def _float_text(number: float) -> str:
    """A float as ``json.dumps`` writes it (``NaN`` and the infinities included)."""
    if number != number:
        return "NaN"
    if number == INFINITY:
        return "Infinity"
    if number == -INFINITY:
        return "-Infinity"
    return float.__repr__(number)


def _key_text(key: object, encode: Callable[[str], str]) -> str:
    """A dict key as ``json.dumps`` writes it: text as it is, numbers, booleans and null as
    their JSON text in quotes."""
    if isinstance(key, str):
        return encode(key)
    if isinstance(key, float):
        return encode(_float_text(key))
    if key is True:
        return '"true"'
    if key is False:
        return '"false"'
    if key is None:
        return '"null"'
    if isinstance(key, int):
        return encode(int.__repr__(key))
    raise _NotPlainJson


def _indented_writer(encode: Callable[[str], str]) -> Callable[[Any, str], str]:
    """A function writing a value as ``json.dumps(value, indent=2)`` does, its text encoded
    by ``encode`` (``json``'s own C functions: with or without ``\\u`` escapes)."""
    # A scalar of one of these exact types is written by one call, with no call of
    # ``written``: most of a result's 5,000 values are (subclasses, such as the library's
    # worded texts, are added as they are met).
    scalars: dict[type, Callable[[Any], str]] = {
        str: encode,
        int: int.__repr__,
        bool: {True: "true", False: "false"}.__getitem__,
        type(None): lambda _none: "null",
        float: _float_text,
    }
    scalar = scalars.get

    def written(value: Any, indent: str) -> str:
        if isinstance(value, (list, tuple)):
            if not value:
                return "[]"
            inner = indent + "  "
            items = [
                (write(item) if (write := scalar(type(item))) else written(item, inner))
                for item in value
            ]
            return "[" + inner + ("," + inner).join(items) + indent + "]"
        if isinstance(value, dict):
            if not value:
                return "{}"
            inner = indent + "  "
            members = [
                (encode(key) if type(key) is str else _key_text(key, encode))
                + ": "
                + (write(item) if (write := scalar(type(item))) else written(item, inner))
                for key, item in value.items()
            ]
            return "{" + inner + ("," + inner).join(members) + indent + "}"
        if write := scalar(type(value)):  # a document that is a scalar
            return write(value)
        if isinstance(value, str):
            scalars[type(value)] = encode
            return encode(value)
        if isinstance(value, int):
            scalars[type(value)] = int.__repr__
            return int.__repr__(value)
        if isinstance(value, float):
            scalars[type(value)] = _float_text
            return _float_text(value)
        raise _NotPlainJson

    return written


_WRITE_INDENTED = {
    False: _indented_writer(encode_basestring),
    True: _indented_writer(encode_basestring_ascii),
}


def indented_json(document: Any, *, ensure_ascii: bool) -> str:
    """``json.dumps(document, indent=2, ensure_ascii=ensure_ascii)``, the same text, written
    twice as fast: ``json`` writes indented text in Python, one generator per container and
    a ``yield`` per piece (4.6 ms for a 6-player Panorama result's 200 KB, against 1.7 here,
    issue 24). A value it does not know (another type, a cycle, nesting too deep) is left to
    ``json.dumps``, so what it writes or raises is ``json``'s own.
    ``tests/scoring/test_jsontext.py`` holds the two to the same text.

    >>> print(indented_json({"a": [1, 2.5, None], "b": {}}, ensure_ascii=True))
    {
      "a": [
        1,
        2.5,
        null
      ],
      "b": {}
    }
    """
    try:
        return _WRITE_INDENTED[ensure_ascii](document, "\n")
    except (_NotPlainJson, RecursionError):
        return json.dumps(document, indent=2, ensure_ascii=ensure_ascii)
