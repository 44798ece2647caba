"""Reading a table state's JSON text, strictly, for the command line and the API alike.

Python's ``json`` module also reads ``NaN``, ``Infinity`` and ``-Infinity``, which are not
JSON (RFC 8259); left in, they would reach the scorer as numbers and be reported as odd field
values. The contract treats them as what they are: text that is not JSON.
"""

from __future__ import annotations

import json
from typing import Any


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse_json(text: str | bytes) -> Any:
    """The JSON value in ``text``; ``ValueError`` (or ``json.JSONDecodeError``) if it is not
    strict JSON, ``RecursionError`` if it nests too deeply to read.

    >>> parse_json('{"reserve": 3}')
    {'reserve': 3}
    >>> parse_json('{"reserve": NaN}')
    Traceback (most recent call last):
    ...
    ValueError: NaN is not a JSON number
    """
    return json.loads(text, parse_constant=_refuse_constant)
