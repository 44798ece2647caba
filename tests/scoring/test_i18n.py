"""The scoring library in English and Italian (issue 13): standard ``gettext``, one catalogue.

The library's sentences are translated from the same catalogue as the web pages
(``translations/it/LC_MESSAGES/messages.mo``); a language is chosen per context, never for
the process; and the machine fields of a result are the same in every language.
"""

from __future__ import annotations

import io
import json
import threading
from pathlib import Path

import pytest

import scoring.__main__ as command_line
from scoring import SLUGS, i18n
from tests.scoring.cli import run_scoring

EXAMPLES = Path(__file__).parents[1] / "examples"

A_WEB_MESSAGE = "There is no page here."
"""A message the web layer marks (web/platform/errors.py): the library reads the same catalogue."""


def skeleton(value):
    """A result with its text replaced by a marker: what must not depend on the language."""
    if isinstance(value, dict):
        return {key: skeleton(item) for key, item in value.items()}
    if isinstance(value, list):
        return [skeleton(item) for item in value]
    return "text" if isinstance(value, str) else value


def test_italian_comes_from_the_projects_catalogue() -> None:
    with i18n.language("it"):
        assert i18n._(A_WEB_MESSAGE) == "Qui non c'è nessuna pagina."
    assert i18n._(A_WEB_MESSAGE) == A_WEB_MESSAGE


def test_a_language_with_no_catalogue_falls_back_to_the_english_source() -> None:
    with i18n.language("fr"):
        assert i18n._(A_WEB_MESSAGE) == A_WEB_MESSAGE
        assert i18n.ngettext("%(n)d tile", "%(n)d tiles", 2) == "%(n)d tiles"


@pytest.mark.parametrize("code", ["it", "it-IT", "it_IT", "IT"])
def test_a_regional_code_chooses_its_language(code: str) -> None:
    with i18n.language(code):
        assert i18n.current_language() == "it"


def test_languages_nest_and_come_back() -> None:
    with i18n.language("it"):
        with i18n.language("en"):
            assert i18n._(A_WEB_MESSAGE) == A_WEB_MESSAGE
        assert i18n.current_language() == "it"
    assert i18n.current_language() == "en"


def test_two_threads_score_in_two_languages_without_mixing() -> None:
    both_inside = threading.Barrier(2)
    seen: dict[str, str] = {}

    def work(code: str) -> None:
        with i18n.language(code):
            both_inside.wait(timeout=10)
            seen[code] = i18n._(A_WEB_MESSAGE)

    threads = [threading.Thread(target=work, args=(code,)) for code in ("en", "it")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=10)
    assert seen == {"en": A_WEB_MESSAGE, "it": "Qui non c'è nessuna pagina."}


def test_italian_has_a_compiled_catalogue() -> None:
    assert "it" in i18n.available_languages()


# The command line


@pytest.mark.parametrize("slug", SLUGS)
def test_lang_it_scores_every_sample_table_with_the_same_machine_fields(slug: str) -> None:
    path = str(EXAMPLES / f"{slug}.json")
    english = run_scoring(slug, path)
    italian = run_scoring("--lang", "it", slug, path)
    assert english.returncode == italian.returncode == 0, italian.stderr
    en, it = json.loads(english.stdout), json.loads(italian.stdout)
    assert [(p["name"], p["total"]) for p in it["players"]] == [
        (p["name"], p["total"]) for p in en["players"]
    ]
    assert it["winners"] == en["winners"]
    assert skeleton(it) == skeleton(en)


def test_lang_equals_form_is_accepted() -> None:
    completed = run_scoring("--lang=it", "tsukimi", str(EXAMPLES / "tsukimi.json"))
    assert completed.returncode == 0, completed.stderr


def test_the_table_is_scored_inside_the_chosen_language(monkeypatch) -> None:
    """``--lang it`` is in force while the game scores, and only then."""
    languages: list[str] = []

    class Recording:
        def score_state(self, _state):
            languages.append(i18n.current_language())
            raise SystemExit("scored")

    monkeypatch.setattr(command_line, "get_game", lambda _slug: Recording())
    with pytest.raises(SystemExit):
        command_line.main(
            ["--lang", "it", "tsukimi", "-"], io.StringIO("{}"), io.StringIO(), io.StringIO()
        )
    assert languages == ["it"]
    assert i18n.current_language() == "en"


@pytest.mark.parametrize("args", [("--lang",), ("--lang=", "tsukimi"), ("--lang", "it")])
def test_lang_without_a_language_or_a_game_prints_the_usage(args) -> None:
    completed = run_scoring(*args)
    assert completed.returncode == 2
    assert "usage: python -m scoring [--lang LANG] SLUG [FILE]" in completed.stderr


def test_an_unknown_language_exits_2_naming_the_languages() -> None:
    completed = run_scoring("--lang", "xx", "tsukimi", str(EXAMPLES / "tsukimi.json"))
    assert completed.returncode == 2
    assert "unknown language: 'xx'" in completed.stderr
    assert f"LANG is one of: {', '.join(i18n.available_languages())}" in completed.stderr
    assert completed.stdout == ""
