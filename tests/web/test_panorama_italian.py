"""Panorama in Italian (issue 13): the sample table scored through the command line, the API
and the form gives the totals and winner the sample file states, with Italian explanations,
and the machine fields of the result are the same in both languages.

The expected totals are the sample's own (``expect`` in tests/examples/panorama.json: Ann 56,
Ben 30, Cat 37, Dev 63, Dev wins); the Italian phrases are the ones written for the catalogue
(docs/italian-glossary.md, Panorama).
"""

from __future__ import annotations

import html as html_text
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import load_example
from tests.web.formdata import flatten
from tests.web.test_panorama_views import (
    ADAPTER,
    blank_data,
    card,
    page_text,
    totals_on_page,
)

ROOT = Path(__file__).parents[2]
SAMPLE = ROOT / "tests" / "examples" / "panorama.json"
ITALIAN = {"Accept-Language": "it-IT,it;q=0.9"}
EXPECTED = {"Ann": 56, "Ben": 30, "Cat": 37, "Dev": 63}

SLUG = re.compile(r"^[a-z_]+$")
"""A machine string of the result: a slug ("dusk", "treescape", "watchtower")."""


def command_line(*arguments: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-m", "scoring", *arguments, "panorama", str(SAMPLE)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        check=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def totals(result: dict[str, Any]) -> dict[str, int]:
    return {player["name"]: player["total"] for player in result["players"]}


def assert_same_machine_fields(english: Any, italian: Any, path: str = "") -> None:
    """Same keys, same list lengths, the same numbers and booleans, and the same slugs;
    only the words may differ."""
    if isinstance(english, dict):
        assert isinstance(italian, dict) and english.keys() == italian.keys(), path
        for key in english:
            assert_same_machine_fields(english[key], italian[key], f"{path}.{key}")
    elif isinstance(english, list):
        assert isinstance(italian, list) and len(english) == len(italian), path
        for index, (one, other) in enumerate(zip(english, italian, strict=True)):
            assert_same_machine_fields(one, other, f"{path}[{index}]")
    elif isinstance(english, str):
        assert isinstance(italian, str), path
        if SLUG.match(english):
            assert italian == english, path
    else:
        assert italian == english, path


def explanations(result: dict[str, Any]) -> str:
    """Every sentence of the result, one per line: what a player reads."""
    lines = [*result.get("warnings", [])]
    for panorama in result["panoramas"]:
        lines += [note["explanation"] for note in panorama["cards"]]
        lines += [line["explanation"] for line in panorama["sets"]]
    lines += [award["explanation"] for award in result["awards"]]
    return "\n".join(lines)


@pytest.fixture(scope="module")
def english_result() -> dict[str, Any]:
    return command_line()


@pytest.fixture(scope="module")
def italian_result() -> dict[str, Any]:
    return command_line("--lang", "it")


def test_sample_table_in_italian_on_the_command_line_scores_its_stated_totals(
    italian_result, english_result
):
    example = load_example("panorama")
    assert totals(italian_result) == example["expect"]["totals"] == EXPECTED
    assert italian_result["winners"] == english_result["winners"] == ["Dev"]


def test_machine_fields_are_the_same_in_both_languages(italian_result, english_result):
    assert_same_machine_fields(english_result, italian_result)


def test_sample_explanations_are_italian(italian_result, english_result):
    text = explanations(italian_result)
    # Ben and Cat's Dusk panorama: a Bear with a Tree at its left end (Bear + Tree, card 1).
    assert "Orso: niente alla sua sinistra (fine del panorama)" in text
    assert "Torre di avvistamento: Lago 3 carte alla sua destra: oltre la fine del panorama" in text
    assert "Volpe: nessuna regola di punteggio propria" in text
    assert "più carte con un Albero: 2 (Tramonto Dev–Ann, Alba Ann–Dev)" in text
    # 4 players are dealt 10 cards each: the sample's Dusk phase holds 27 of the 40.
    assert "La fase di Tramonto ha 27 carte nei suoi panorami" in text
    for english in ("nothing on its left", "capped at", "cards with a Tree", "The Dusk phase"):
        assert english not in text
    assert "nothing on its left (end of the panorama)" in explanations(english_result)


def test_award_names_and_categories_are_italian(italian_result):
    names = {award["award"]: award["name"] for award in italian_result["awards"]}
    assert names == {
        "treescape": "Paesaggio alberato",
        "in_focus": "A fuoco",
        "wide_angle": "Grandangolo",
        "originality": "Originalità",
    }
    ann = next(player for player in italian_result["players"] if player["name"] == "Ann")
    categories = [category["category"] for category in ann["breakdown"]]
    assert "Tramonto, con Ben" in categories and "Alba, con Dev" in categories


def test_sample_table_through_the_api_in_italian(client, english_result):
    state = load_example("panorama")["state"]
    response = client.post("/api/v1/games/panorama/score", json=state, headers=ITALIAN)
    assert response.status_code == 200
    result = response.get_json()
    assert totals(result) == EXPECTED and result["winners"] == ["Dev"]
    assert "Orso: niente alla sua sinistra (fine del panorama)" in explanations(result)
    english = client.post("/api/v1/games/panorama/score", json=state).get_json()
    assert_same_machine_fields(english, result)


def test_sample_table_through_the_form_in_italian(client):
    state = load_example("panorama")["state"]
    body = ADAPTER.form_data_from_state(state)
    response = client.post("/panorama/", data=flatten(body), headers=ITALIAN, follow_redirects=True)
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert totals_on_page(page) == EXPECTED
    text = page_text(page)
    assert "Ogni carta, panorama per panorama" in text
    assert "Tramonto: Ben e Cat" in text
    assert "Orso: niente alla sua sinistra (fine del panorama)" in text
    assert "Premio: Grandangolo" in text


def test_form_in_italian_names_the_cards_and_the_panoramas(client):
    page = client.get("/panorama/", headers=ITALIAN).get_data(as_text=True)
    text = page_text(page)
    assert '<html lang="it"' in page
    assert "Le 4 tessere Premio sul tavolo" in text
    assert "Tramonto: Giocatore 1 e Giocatore 2" in text
    assert "Volpe + Albero" in text and "Torre di avvistamento + Volpe" in text
    assert "Fase dell'Alba" in html_text.unescape(text)


def test_form_error_in_italian_uses_the_headings_words(client):
    """Two face-up Moons in Ann and Ben's Dusk panorama: the Italian message names it as its
    heading does, "Tramonto: Ann e Ben"."""
    data = blank_data(3)
    data["dusk"][0]["cards"] = [card("moon"), card("moon")]
    response = client.post("/panorama/", data=flatten(data), headers=ITALIAN)
    assert response.status_code == 422
    text = page_text(response.get_data(as_text=True))
    assert "Tramonto: Ann e Ben hanno una seconda Luna scoperta alla carta 2" in text


def test_rules_page_in_italian_gives_the_english_name_in_brackets(client):
    text = page_text(client.get("/panorama/rules", headers=ITALIAN).get_data(as_text=True))
    for term in ("Orso (Bear)", "Torre di avvistamento (Watchtower)", "Grandangolo (Wide Angle)"):
        assert term in text
    assert "Come calcoliamo il punteggio di Panorama" in text
    assert "Le carte fanno punti per le loro icone" in text
