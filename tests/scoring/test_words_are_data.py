"""Explanations are data: a result kept without its language reads, worded again in any
language, exactly as scoring the table in that language gives it (scoring/neutral.py).

For each game and each pair of languages (English and Italian, either way round): the
result scored in one language, made neutral, worded in the other, equals the result scored
directly in the other. A text worded outside the recipes (an f-string, ``str()`` of a worded
text, a ``", ".join``) is kept as a literal and reads in the wrong language here.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring import TableError, get_game
from scoring.i18n import Worded, language
from scoring.neutral import MARK, is_neutral, neutral, worded
from tests.conftest import load_example
from tests.scoring import (
    test_panorama_properties,
    test_sagrada_properties,
    test_solstis_properties,
    test_topiary_properties,
    test_tsukimi,
)

SLUGS = ("panorama", "sagrada", "solstis", "topiary", "tsukimi")
PAIRS = (("en", "it"), ("it", "en"), ("en", "en"), ("it", "it"))


def scored(slug: str, state: Any, code: str) -> dict[str, Any]:
    with language(code):
        return get_game(slug).score_state(state).to_dict()


def assert_words_are_data(slug: str, state: Any) -> None:
    """The neutral result of ``state`` words in each language as scoring in it does."""
    try:
        by_language = {code: scored(slug, state, code) for code in ("en", "it")}
    except TableError:
        return  # Not a table: nothing is kept.
    for scored_in, shown_in in PAIRS:
        kept = neutral(by_language[scored_in])
        # What is stored: JSON, and not a word of the language it was scored in is lost.
        assert json.loads(json.dumps(kept, ensure_ascii=False)) == kept
        assert is_neutral(kept)
        # Names players typed stay as typed (saved-table lists and groups read them).
        assert all(isinstance(p["name"], str) for p in kept["players"])
        assert all(isinstance(name, str) for name in kept["winners"])
        assert worded(kept, shown_in) == by_language[shown_in], (scored_in, shown_in)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_sample_table_is_worded_again_as_scored(slug: str) -> None:
    assert_words_are_data(slug, load_example(slug)["state"])


@pytest.mark.parametrize("slug", SLUGS)
def test_each_games_largest_table_is_worded_again_as_scored(slug: str) -> None:
    """The largest tables the benchmarks score (a 6-player Panorama and Sagrada table, a
    4-player Topiary garden): every line item, Award, tie-break and warning."""
    samples = pytest.importorskip("tests.samples")
    assert_words_are_data(slug, samples.largest_table(slug)[1])


STRATEGIES = {
    "panorama": test_panorama_properties.tables(),
    "sagrada": test_sagrada_properties.tables(),
    "solstis": test_solstis_properties.tables(),
    "topiary": test_topiary_properties.table_states(),
    "tsukimi": test_tsukimi.table_states,
}


@pytest.mark.parametrize("slug", SLUGS)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_property_any_table_is_worded_again_as_scored(slug: str, data: st.DataObject) -> None:
    assert_words_are_data(slug, data.draw(STRATEGIES[slug]))


def test_a_tie_break_sentence_is_worded_again() -> None:
    """Tsukimi's tie-breakers (the worked examples of tests/scoring/test_tsukimi.py): a tie
    broken on tiles won, on the reserve, and one that stands."""
    tile, table = test_tsukimi.tile, test_tsukimi.table
    for state in (
        table([tile(3, 1, 0), tile(2, 1, 0), tile(0, 1, 0), tile(5, 0, 1)], 0, 9),
        table([tile(3, 2, 0), tile(0, 1, 0), tile(3, 0, 2)], 5, 5),
        table([tile(3, 1, 0), tile(3, 0, 1)], 4, 4),
        table([tile(3, 1, 0), tile(3, 0, 1)], 2, 4),
        table([tile(5, 3, 0), tile(2, 1, 0), tile(4, 0, 2), tile(1, 2, 2)], variant="dark_side"),
    ):
        assert_words_are_data("tsukimi", state)


def test_a_neutral_result_keeps_names_and_figures_as_they_are() -> None:
    """Names players typed, points, ranks and winners are stored as they are: only words
    become recipes, and the mark says the result is neutral."""
    result = scored("tsukimi", load_example("tsukimi")["state"], "it")
    kept = neutral(result)
    assert kept[MARK] == 1
    assert [(p["name"], p["total"], p["rank"]) for p in kept["players"]] == [
        (p["name"], p["total"], p["rank"]) for p in result["players"]
    ]
    assert kept["winners"] == result["winners"] == ["Ben"]
    label = kept["players"][0]["breakdown"][0]["category"]
    assert isinstance(label, dict) and "~" in label
    assert "punti" not in json.dumps(kept, ensure_ascii=False)
    assert not is_neutral(result)


def test_a_worded_text_is_a_str_that_keeps_its_recipe() -> None:
    with language("it"):
        result = get_game("tsukimi").score_state(load_example("tsukimi")["state"])
    item = result.players[1].categories[0].items[0]
    assert isinstance(item.explanation, Worded) and isinstance(item.explanation, str)
    assert item.explanation.recipe
