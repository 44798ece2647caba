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
from scoring.i18n import Worded, language
from scoring.neutral import MARK, RECIPE, RECIPES, TUPLE, neutral
from scoring.wording import joined, say
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


def plain_neutral(result: dict[str, Any]) -> dict[str, Any]:
    """``scoring.neutral.neutral`` the plain way, to hold its shortcuts to (the look-ups by
    ``id``, the encoders for a dict of values and for a join's words, the writer's key): every
    text encoded afresh wherever it is met (the same recipe, so the same key and index), its
    recipe keyed by a tuple when it holds only text and whole numbers, by ``repr`` otherwise."""
    entries: list[list[Any]] = []
    index_of: dict[Any, int] = {}

    def index(text: Worded) -> int:
        recipe = text.recipe
        if all(type(argument) in (str, int) for argument in recipe):
            key: Any = recipe
            encoded = list(recipe)
        else:
            encoded = [a if type(a) is str else argument(a) for a in recipe]
            key = repr(encoded)
        if key not in index_of:
            index_of[key] = len(entries)
            entries.append(encoded)
        return index_of[key]

    def argument(value: Any) -> Any:
        if isinstance(value, Worded):
            return {RECIPE: index(value)}
        if isinstance(value, str):
            return str(value)
        if isinstance(value, bool) or value is None or isinstance(value, float):
            return value
        if isinstance(value, int):
            return int(value)
        if isinstance(value, tuple):
            return {TUPLE: [argument(item) for item in value]}
        if isinstance(value, list):
            return [argument(item) for item in value]
        if isinstance(value, dict):
            return {str(key): argument(item) for key, item in value.items()}
        return str(value)

    def body(value: Any) -> Any:
        if isinstance(value, Worded):
            return {RECIPE: index(value)}
        if isinstance(value, dict):
            return {str(key): body(item) for key, item in value.items()}
        if isinstance(value, list | tuple):
            return [body(item) for item in value]
        if isinstance(value, str):
            return str(value)
        return value

    kept = {MARK: 1, **{str(key): body(value) for key, value in result.items()}}
    return {**kept, RECIPES: entries}


def assert_neutral_as_the_plain_way(slug: str, state: Any) -> None:
    for code in ("en", "it"):
        with language(code):
            try:
                result = get_game(slug).score_state(state).to_dict()
            except TableError:
                return
            plain = plain_neutral(result)
            assert repr(neutral(result)) == repr(plain)
            assert kept_result_text(result) == json_text(plain)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_sample_and_largest_table_is_kept_as_the_plain_way(slug: str) -> None:
    samples = pytest.importorskip("tests.samples")
    assert_neutral_as_the_plain_way(slug, load_example(slug)["state"])
    assert_neutral_as_the_plain_way(slug, samples.largest_table(slug)[1])


@pytest.mark.parametrize("slug", SLUGS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_property_any_table_is_kept_as_the_plain_way(slug: str, data: st.DataObject) -> None:
    assert_neutral_as_the_plain_way(slug, data.draw(STRATEGIES[slug]))


@pytest.mark.parametrize(
    "body",
    [
        {"said": [say("{w}", w=(say("a"), "b", 1, (2, say("a")), [say("a")], Colour.RED))]},
        {"said": joined("; ", [say("{n}", n=1), "plain", say("{n}", n=1)])},
        {"said": say("{n}", n=Count.TWO), "again": say("{n}", n=2), "bool": say("{n}", n=True)},
    ],
)
def test_odd_recipes_are_kept_as_the_plain_way(body: dict[str, Any]) -> None:
    assert repr(neutral(body)) == repr(plain_neutral(body))
    assert kept_result_text(body) == json_text(plain_neutral(body))
