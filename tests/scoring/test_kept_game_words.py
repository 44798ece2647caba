"""The scorers keep the words of the game they word again and again (a card's label, a
neighbour's phrase, a die in its space, a garden cell named for problems) once per language,
in bounded caches (issue 24, fourth round: the scorers), and Italian's translations in a dict
read by C (``scoring.i18n._KeptTranslations``). A result must be what it is when every word
is worded afresh: the same texts and the same recipes (``neutral``), whichever tables and
languages were scored before it.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring import TableError, get_game, i18n
from scoring.i18n import language, translations
from scoring.neutral import neutral
from tests.samples import largest_table, sample_state
from tests.scoring.test_words_are_data import SLUGS, STRATEGIES


def forget_kept_words() -> None:
    """Every cache of the library's modules emptied, and the languages chosen afresh: each
    word is worded again on its next use."""
    for name, module in list(sys.modules.items()):
        if name != "scoring" and not name.startswith("scoring."):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "__wrapped__"):
                value.cache_clear()
    i18n._SOURCE.words.clear()


def scored(slug: str, state: Any, code: str) -> tuple[str, str] | None:
    """A table's result in ``code``: its ``to_dict()`` and its ``neutral`` form, as JSON."""
    with language(code):
        try:
            result = get_game(slug).score_state(state).to_dict()
        except TableError:
            return None
    return (
        json.dumps(result, ensure_ascii=False),
        json.dumps(neutral(result), ensure_ascii=False),
    )


def afresh(slug: str, state: Any, code: str) -> tuple[str, str] | None:
    forget_kept_words()
    return scored(slug, state, code)


def assert_kept_words_change_nothing(slug: str, state: Any) -> None:
    fresh = {code: afresh(slug, state, code) for code in ("en", "it")}
    # Scored again with every word kept, in turn, and after the other language's words.
    for code in ("en", "it", "it", "en"):
        assert scored(slug, state, code) == fresh[code]


TABLES = [
    (slug, which)
    for slug in SLUGS
    for which in ("sample", "largest")
    if which == "sample" or largest_table(slug)[0] != "sample table"
]


@pytest.mark.parametrize(("slug", "which"), TABLES)
def test_a_table_reads_the_same_with_its_words_kept(slug: str, which: str) -> None:
    state = sample_state(slug) if which == "sample" else largest_table(slug)[1]
    assert_kept_words_change_nothing(slug, state)


def test_one_table_s_words_kept_change_no_other_table() -> None:
    """Every game's tables scored after every other's, in both languages, read as they read
    afresh."""
    states = [(slug, sample_state(slug)) for slug in SLUGS]
    states += [(slug, largest_table(slug)[1]) for slug in SLUGS]
    fresh = {
        (index, code): afresh(slug, state, code)
        for index, (slug, state) in enumerate(states)
        for code in ("it", "en")
    }
    for code in ("en", "it"):
        for index, (slug, state) in reversed(list(enumerate(states))):
            assert scored(slug, state, code) == fresh[index, code]


@pytest.mark.parametrize("slug", SLUGS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_random_table_reads_the_same_with_its_words_kept(slug: str, data: Any) -> None:
    assert_kept_words_change_nothing(slug, data.draw(STRATEGIES[slug]))


def test_a_kept_translation_is_the_catalogue_s() -> None:
    catalogue = translations("it")
    kept = i18n._KeptTranslations(catalogue.gettext)
    messages = [key for key in catalogue._catalog if isinstance(key, str) and key]  # type: ignore[attr-defined]
    assert len(messages) > 100
    for message in [*messages, "not a message of the catalogue", *messages]:
        assert kept[message] == catalogue.gettext(message)
        assert type(kept[message]) is str
    worded = i18n.worded_text("Bear", ("_", "Bear"))
    assert kept[worded] == catalogue.gettext("Bear")
    assert type(kept[worded]) is str


def test_kept_translations_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_KEPT_WORDS", 10)
    kept = i18n._KeptTranslations(str.upper)
    for number in range(25):
        assert kept[f"word {number}"] == f"WORD {number}"
        assert len(kept) <= 10
