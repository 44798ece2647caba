"""Issue 23, the review's systemic problem 4: a value a message quotes (a name, a code as
typed) is in « » on an Italian page, never in Python's own quotes ('ANN') and never with a
repr placeholder the translator cannot move (%(name)r, {name!r})."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scoring import TableError, get_game
from scoring.i18n import language
from scoring.validation import shown
from scoring.wording import quoted

PO = Path(__file__).parents[2] / "translations" / "it" / "LC_MESSAGES" / "messages.po"


def strings(message):
    return message.string if isinstance(message.string, tuple) else (message.string,)


def strings_of_id(message):
    return message.id if isinstance(message.id, tuple) else (message.id,)


def test_no_message_quotes_a_value_with_pythons_repr():
    with PO.open("rb") as file:
        catalogue = read_po(file, locale="it")
    repr_placeholders = [
        message.id
        for message in catalogue
        if message.id
        and any(
            re.search(r"%\(\w+\)r|\{\w+!r\}", text or "")
            for text in (*strings_of_id(message), *strings(message))
        )
    ]
    assert repr_placeholders == []


def test_no_italian_translation_quotes_a_value_in_straight_quotes():
    with PO.open("rb") as file:
        catalogue = read_po(file, locale="it")
    straight = [
        (message.id, text)
        for message in catalogue
        if message.id
        for text in strings(message)
        if re.search(r"'(%\(\w+\)s|\{\w+\})'", text or "")
    ]
    assert straight == []


def test_a_quoted_value_is_in_the_readers_quotation_marks():
    assert quoted("Zed") == "'Zed'"
    with language("it"):
        assert quoted("Zed") == "«Zed»"
        assert shown("ANN") == "«ANN»"
        assert shown(7) == "7"
        assert shown("a\ud800b") == "«a\\ud800b»"  # Escaped, so it can be written anywhere.


def test_an_italian_problem_quotes_what_the_player_typed_in_guillemets():
    state = {
        "players": ["Ann", "Ben", "Cat"],
        "dusk": [{"players": ["Ann", "Zed"], "cards": ["tree"]}],
    }
    with language("it"), pytest.raises(TableError) as raised:
        get_game("panorama").parse(state)
    problems = [problem.message for problem in raised.value.problems]
    assert any("«Zed» non è un giocatore di questa partita" in text for text in problems), problems
