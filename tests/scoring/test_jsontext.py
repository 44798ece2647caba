"""The command line's JSON writer, ``scoring.jsontext.indented_json``, writes exactly what
``json.dumps(indent=2)`` writes (issue 24: it is twice as fast; the command line's output
must stay the same bytes)."""

from __future__ import annotations

import enum
import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import SLUGS, get_game
from scoring.i18n import language
from scoring.jsontext import indented_json
from tests.samples import largest_table, sample_state


def same_as_json(document):
    for ensure_ascii in (False, True):
        expected = json.dumps(document, indent=2, ensure_ascii=ensure_ascii)
        assert indented_json(document, ensure_ascii=ensure_ascii) == expected


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize("slug", SLUGS)
def test_every_sample_result_is_written_as_json_writes_it(slug, code):
    with language(code):
        for state in (sample_state(slug), largest_table(slug)[1]):
            same_as_json(get_game(slug).score_state(state).to_dict())


class Colour(enum.StrEnum):
    RED = "red"


class Count(enum.IntEnum):
    ONE = 1


class Text(str):
    pass


def test_odd_values_are_written_as_json_writes_them():
    same_as_json(
        {
            "floats": [0.1, -0.0, 1e300, math.inf, -math.inf, math.nan, 3.0],
            "subclasses": [Colour.RED, Count.ONE, Text("a\u00e9\u2192\U0001f600"), True],
            "empty": [[], {}, (), [[]], {"a": {}}],
            "tuple": (1, (2, "b")),
            1: "int key",
            2.5: "float key",
            None: "null key",
            "": ["", '"\\\n\t\x00\x7f\u2028'],
        }
    )
    # Keys equal to 1 (and so to each other): one dict each.
    same_as_json([{True: "true key"}, {False: 0}, {Count.ONE: "int enum key"}, {math.inf: 1}])
    for scalar in ("text", 3, 2.5, None, False, [], {}):
        same_as_json(scalar)


def test_what_json_refuses_is_refused_the_same_way():
    circular: list[object] = []
    circular.append(circular)
    for document, error in (({"a": object()}, TypeError), (circular, ValueError)):
        with pytest.raises(error) as expected:
            json.dumps(document, indent=2)
        with pytest.raises(error) as got:
            indented_json(document, ensure_ascii=False)
        assert str(got.value) == str(expected.value)
    with pytest.raises(TypeError) as expected:
        json.dumps({(1, 2): 3}, indent=2)
    with pytest.raises(TypeError) as got:
        indented_json({(1, 2): 3}, ensure_ascii=False)
    assert str(got.value) == str(expected.value)


def test_deep_nesting_is_written_as_json_writes_it():
    document: object = []
    for depth in range(300):
        document = [depth, {"k": document}]
    same_as_json(document)
    for _ in range(10_000):
        document = [document]
    with pytest.raises(RecursionError):
        json.dumps(document, indent=2)
    with pytest.raises(RecursionError):
        indented_json(document, ensure_ascii=False)


scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text()
)
keys = st.text() | st.integers() | st.booleans() | st.none() | st.floats(allow_nan=False)
documents = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=5)
        | st.tuples(children, children)
        | st.dictionaries(keys, children, max_size=5)
    ),
    max_leaves=40,
)


@settings(max_examples=300, deadline=None)
@given(documents)
def test_random_documents_are_written_as_json_writes_them(document):
    same_as_json(document)
