"""The command line in the reader's language (issue 23): ``--lang`` after the file as before
the slug, and why a file cannot be read or is not JSON said without Python's English."""

from __future__ import annotations

import json

import pytest

from scoring import i18n
from scoring.jsontext import json_problem, parse_json
from tests.conftest import load_example
from tests.scoring.cli import run_scoring


@pytest.mark.parametrize(
    "arguments",
    [
        ("--lang", "it", "tsukimi", "TABLE"),
        ("tsukimi", "TABLE", "--lang", "it"),
        ("tsukimi", "TABLE", "--lang=it"),
        ("tsukimi", "--lang", "it", "TABLE"),
    ],
)
def test_lang_is_read_before_the_slug_and_after_the_file(tmp_path, arguments):
    table = tmp_path / "table.json"
    table.write_text(json.dumps(load_example("tsukimi")["state"]), encoding="utf-8")
    completed = run_scoring(*(str(table) if arg == "TABLE" else arg for arg in arguments))
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert result["players"][0]["breakdown"][0]["category"] == "tessere conquistate"


def test_lang_given_twice_or_without_a_language_prints_the_usage(tmp_path):
    twice = run_scoring("--lang", "it", "tsukimi", "x.json", "--lang", "en")
    alone = run_scoring("tsukimi", "x.json", "--lang")
    assert twice.returncode == alone.returncode == 2
    assert twice.stderr.startswith("usage: python -m scoring")
    assert alone.stderr.startswith("usage: python -m scoring")


def test_a_missing_file_is_said_in_italian():
    completed = run_scoring("tsukimi", "/nonexistent/table.json", "--lang", "it")
    assert completed.returncode == 2
    assert (
        completed.stderr.strip()
        == "impossibile leggere /nonexistent/table.json: il file non esiste"
    )


def test_text_that_is_not_json_says_what_and_where_in_italian(tmp_path):
    table = tmp_path / "bad.json"
    table.write_text("{bad", encoding="utf-8")
    completed = run_scoring("tsukimi", str(table), "--lang", "it")
    assert completed.stderr.strip() == (
        "lo stato della partita non è JSON valido: ci vuole il nome di un campo tra virgolette "
        "doppie (riga 1, colonna 2)"
    )


@pytest.mark.parametrize(
    ("text", "italian"),
    [
        ('{"a" 1}', "mancano i due punti dopo il nome di un campo (riga 1, colonna 6)"),
        ('{"a": 1 "b": 2}', "manca una virgola (riga 1, colonna 9)"),
        ("[1] 2", "c'è altro testo dopo il valore JSON (riga 1, colonna 5)"),
        ('"abc', "un testo tra virgolette doppie non è chiuso (riga 1, colonna 1)"),
        ("", "manca un valore o non è JSON (riga 1, colonna 1)"),
        ('{"reserve": NaN}', "NaN non è un numero JSON"),
    ],
)
def test_every_json_problem_is_worded_in_italian(text, italian):
    with pytest.raises(ValueError) as raised, i18n.language("it"):
        parse_json(text)
    with i18n.language("it"):
        assert json_problem(raised.value) == italian
