"""A saved table's result is written in one pass (``web.tables.kept_language.kept_result_text``):
orjson writes the body and hands each worded text to the recipes, instead of
``scoring.neutral.neutral`` copying the body first. The text must be, byte for byte, what the
database wrote before: ``json_text(neutral(result))``, for every game's tables in both
languages, random tables included, and for the odd values a result could hold.
"""

from __future__ import annotations

import enum
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring import TableError, get_game
from scoring.i18n import language
from scoring.neutral import neutral
from scoring.wording import say
from tests.conftest import load_example
from tests.scoring.test_words_are_data import SLUGS, STRATEGIES
from web.platform.db import WrittenJSON, json_text
from web.tables.kept_language import kept_result_text, recipe_key


def assert_written_as_before(result: dict[str, Any]) -> None:
    text = kept_result_text(result)
    assert type(text) is WrittenJSON
    assert text == json_text(neutral(result))
    assert json_text(text) == text  # The column writes it as it is.


def assert_tables_written_as_before(slug: str, state: Any) -> None:
    for code in ("en", "it"):
        with language(code):
            try:
                result = get_game(slug).score_state(state).to_dict()
            except TableError:
                return
            assert_written_as_before(result)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_sample_and_largest_table_is_written_as_before(slug: str) -> None:
    samples = pytest.importorskip("tests.samples")
    assert_tables_written_as_before(slug, load_example(slug)["state"])
    assert_tables_written_as_before(slug, samples.largest_table(slug)[1])


@pytest.mark.parametrize("slug", SLUGS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_property_any_table_is_written_as_before(slug: str, data: st.DataObject) -> None:
    assert_tables_written_as_before(slug, data.draw(STRATEGIES[slug]))


class Colour(enum.StrEnum):
    RED = "red"


class Count(enum.IntEnum):
    TWO = 2


class Items(list[Any]):
    pass


class Fields(dict[str, Any]):
    pass


@pytest.mark.parametrize(
    "body",
    [
        {"colour": Colour.RED, Colour.RED: Count.TWO, "pair": (1, Colour.RED)},
        {"items": Items([Fields(a=1.5), None, True]), "nested": [[say("{n} ok", n=Colour.RED)]]},
        {"said": [say("{n} and {m}", n=say("{x}!", x=3), m=(1, 2.0, True)), say("{x}!", x=3)]},
        {"huge": 2**70, "said": say("{n}", n=1)},  # orjson refuses: json writes it, as before
        {1: "a key that is not text", "said": say("{n}", n=1)},
        {"deep": {"er": {"still": [{"text": say("{n}", n=[Count.TWO, {"k": Colour.RED}])}]}}},
        # Recipes whose JSON text is the same but for what orjson writes as ``null`` (None,
        # NaN, the infinities), or that orjson refuses: told apart as ``repr`` tells them.
        {"a": say("{n}", n=None), "b": say("{n}", n=float("nan")), "c": say("{n}", n=None)},
        {"a": say("{n}", n=float("inf")), "b": say("{n}", n=float("-inf")), "c": say("null")},
        {"a": say("{n}", n=0.0), "b": say("{n}", n=-0.0), "c": say("{n}", n=(0, 0.0, False))},
        {"a": say("{n}", n=[2**70]), "b": say("{n}", n=[2**70]), "c": say("{n}", n=[1])},
    ],
)
def test_odd_values_are_written_as_before(body: dict[str, Any]) -> None:
    assert_written_as_before(body)


JSON_FORMS = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats()
    | st.sampled_from([0.0, -0.0, 1.0, 1, True, "null", None, float("nan")])
    | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=8,
)
"""What a recipe's JSON form holds (``scoring.neutral._Recipes``): lists, dicts with text keys,
text (lone surrogates included), numbers of any size, floats that are not finite, booleans and
None."""


@settings(max_examples=300, deadline=None)
@given(first=JSON_FORMS, second=JSON_FORMS)
def test_property_recipe_key_tells_recipes_apart_as_repr_does(first: Any, second: Any) -> None:
    """Two recipes share a key exactly when their ``repr`` is the same (the library's own
    key), so the recipes kept, and their references, are the same whichever is used."""
    assert (recipe_key([first]) == recipe_key([second])) == (repr([first]) == repr([second]))
    assert recipe_key([first]) == recipe_key([first])
