"""Hypothesis strategies for the fuzz tier: the sample tables (tests/examples) and their real
form posts, mutated the way an attacker or a clumsy player would.

Every entry point gets its inputs from here: the API and the command line get mutated table
states, the entry forms get mutated form posts (keys dropped, duplicated, renamed; values
replaced by nasty text, huge numbers, ``²``, lone surrogates, long strings; edit buttons with
such numbers), the edit page gets mutated table states as its ``state`` field.

The number of examples is small by default and a few thousand in all when ``CI`` is set
(``.ci/run`` sets it): 2,150, each of five games with 60 form posts, 20 edit pages, 200 API
bodies and 150 command-line files. Every answer must come within ``ANSWER_SECONDS``.
"""

from __future__ import annotations

import copy
import json
import os
from typing import Any
from urllib.parse import quote_from_bytes

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from werkzeug.datastructures import MultiDict

IN_CI = bool(os.environ.get("CI"))

ANSWER_SECONDS = 1.0
"""The longest any single answer may take (issue 14, "Done when")."""


def fuzz_settings(ci: int, local: int) -> settings:
    """The loaded profile (tests/conftest.py) with this test's number of examples: ``ci`` when
    the CI variable is set, ``local`` otherwise. The time limit is checked per answer by the
    tests themselves, so Hypothesis's own deadline stays off."""
    return settings(
        max_examples=ci if IN_CI else local,
        deadline=None,
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
            HealthCheck.large_base_example,
        ],
    )


# Nasty pieces of text and numbers.

HUGE_DIGITS = "9" * 5000
"""More digits than Python's ``int()`` reads (4,300)."""

SURROGATES = ("\ud800", "\udbff", "\udc00", "\udfff")

NASTY_STRINGS = (
    "",
    " ",
    "²",
    "¹²³",
    "١٢",  # Arabic-Indic digits: isdigit() and int() both accept them.
    "-1",
    "0",
    "00",
    "999999",
    "1234567",
    HUGE_DIGITS,
    "-" + HUGE_DIGITS,
    "1e999",
    "NaN",
    "Infinity",
    "null",
    "true",
    "0x10",
    "1_000",
    "<script>alert(1)</script>",
    '"><img src=x>',
    "{{ 7 * 7 }}",
    "%s%n",
    "\x00",
    "\ufeff",
    "\u202e",
    "\U0001d518",
    "🐻" * 40,
    "x" * 3000,
    "Ann\ud800",
    "\udfffBen",
)

nasty_text = st.one_of(
    st.sampled_from(NASTY_STRINGS),
    st.text(max_size=30),
    st.tuples(st.text(max_size=6), st.sampled_from(SURROGATES), st.text(max_size=6)).map("".join),
    st.characters(categories=["Cs"]),
    st.integers(min_value=-(10**40), max_value=10**40).map(str),
)

nasty_index = st.one_of(
    st.sampled_from(["²", "١", "-1", "", "00", "999999", "1234567", HUGE_DIGITS, "x", "1.5"]),
    st.integers(min_value=0, max_value=60).map(str),
)

HUGE_NUMBER = "\u2063huge number\u2063"
"""Stands for a 5,000-digit number in a JSON value: ``json.dumps`` cannot write one, so
``json_text`` puts the digits in the text itself."""

json_leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-(10**400), max_value=10**400),
    st.sampled_from([0, -1, 10**18, 2**63, 10**300]),
    st.floats(allow_nan=False, allow_infinity=False),
    nasty_text,
    st.just(HUGE_NUMBER),
)

json_values = st.recursive(
    json_leaves,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(nasty_text, inner, max_size=4),
    max_leaves=10,
)


def json_text(value: Any) -> str:
    """``value`` as JSON text, lone surrogates escaped (``\\ud800``) as any client sends them,
    and each ``HUGE_NUMBER`` written as the 5,000-digit number it stands for."""
    return json.dumps(value).replace(json.dumps(HUGE_NUMBER), HUGE_DIGITS)


# Mutating a table state (a JSON document).


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a part of a JSON value, the document itself first."""
    found = [prefix]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += paths(inner, (*prefix, index))
    return found


def part_at(document: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        document = document[key]
    return document


MAX_COPIES = 60
"""A duplicated list item is repeated at most this often: lists far longer than a real game's
are the scorer's bounds to check (and its own tests'); the fuzz looks for crashes."""


@st.composite
def mutated_document(draw: st.DrawFn, document: Any) -> Any:
    """``document`` with one to four mutations: a part replaced, removed, repeated, a key
    renamed or added."""
    mutated = copy.deepcopy(document)
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        path = draw(st.sampled_from(paths(mutated)))
        if not path:
            if draw(st.booleans()):
                mutated = draw(json_values)
            continue
        parent, key = part_at(mutated, path[:-1]), path[-1]
        operation = draw(st.sampled_from(["replace", "remove", "repeat", "rename", "add"]))
        if operation == "replace":
            parent[key] = draw(json_values)
        elif operation == "remove":
            del parent[key]
        elif operation == "repeat" and isinstance(parent, list):
            copies = draw(st.integers(min_value=1, max_value=MAX_COPIES))
            parent[key:key] = [copy.deepcopy(parent[key]) for _ in range(copies)]
        elif operation == "rename" and isinstance(parent, dict):
            parent[draw(nasty_text)] = parent.pop(key)
        elif operation == "add" and isinstance(parent, dict):
            parent[draw(nasty_text)] = draw(json_values)
        elif operation == "add" and isinstance(parent, list):
            parent.insert(key, draw(json_values))
    return mutated


# Mutating a form post (a list of key, value pairs).

ACTION_TEMPLATES = (
    "score",
    "players",
    "refresh",
    "update",
    "add:dusk-{i}:bear",
    "add:dawn-{i}:watchtower",
    "add:dusk-0:{t}",
    "remove:dusk-{i}:{j}",
    "left:dusk-0:{i}",
    "right:dawn-{i}:{j}",
    "edit:dusk-{i}:{j}",
    "update:dusk-0:{i}",
    "rows:{i}",
    "clear:{i}",
    "drop:{i}",
    "place:{i}-{j}",
    "visit:0-{i}-S:{j}",
    "visit:1-0-E:{t}",
    "{t}",
    "{t}:{i}",
)


@st.composite
def actions(draw: st.DrawFn) -> str:
    """An edit button as posted, often with a number that is not one."""
    template = draw(st.sampled_from(ACTION_TEMPLATES))
    return template.format(i=draw(nasty_index), j=draw(nasty_index), t=draw(nasty_text))


def renamed_key(key: str, index: str, position: int) -> str:
    """``key`` with one of its numeric parts (or, without one, its last part) replaced."""
    parts = key.split("-")
    numeric = [at for at, part in enumerate(parts) if part.isdigit()] or [len(parts) - 1]
    parts[numeric[position % len(numeric)]] = index
    return "-".join(parts)


@st.composite
def mutated_form(draw: st.DrawFn, form: MultiDict) -> list[tuple[str, str]]:
    """A real form post with one to five mutations: a field dropped, repeated, its value or
    its key's index replaced, a new field, or an edit button."""
    pairs = list(form.items(multi=True))
    for _ in range(draw(st.integers(min_value=1, max_value=5))):
        operation = draw(
            st.sampled_from(["drop", "repeat", "value", "key", "new", "action", "action"])
        )
        at = draw(st.integers(min_value=0, max_value=max(len(pairs) - 1, 0)))
        if operation == "drop" and pairs:
            pairs.pop(at)
        elif operation == "repeat" and pairs:
            key, value = pairs[at]
            pairs.insert(at, (key, draw(st.one_of(st.just(value), nasty_text))))
        elif operation == "value" and pairs:
            pairs[at] = (pairs[at][0], draw(nasty_text))
        elif operation == "key" and pairs:
            index, position = draw(nasty_index), draw(st.integers(min_value=0, max_value=5))
            pairs[at] = (renamed_key(pairs[at][0], index, position), pairs[at][1])
        elif operation == "new":
            base = pairs[at][0] if pairs else "players-0-name"
            key = draw(st.one_of(st.just(base + "-" + draw(nasty_index)), nasty_text))
            pairs.append((key, draw(nasty_text)))
        elif operation == "action":
            pairs = [(key, value) for key, value in pairs if key != "action"]
            pairs.append(("action", draw(actions())))
    return pairs


def form_body(pairs: list[tuple[str, str]]) -> bytes:
    """The urlencoded body a client sends for ``pairs``; text a browser could not encode (a lone
    surrogate) is sent as the bytes an attacker would send for it."""

    def encoded(text: str) -> str:
        return quote_from_bytes(text.encode("utf-8", "surrogatepass"), safe="")

    return "&".join(f"{encoded(key)}={encoded(value)}" for key, value in pairs).encode("ascii")
