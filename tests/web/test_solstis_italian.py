"""Solstis in Italian (issue 13): the sample table through the command line, the API and the
form gives the same totals and winner as in English, explained in Italian, with the machine
fields of the result identical; the form, its errors and the rules page speak Italian.

Expected figures are the sample file's stated totals (Ann 47, Ben 12, Ann wins) and what the
rules give on its table: Ann's 21 tiles and the 2 the Squirrel places from her hand (blue 9,
orange 9) are 23 landscape tiles, joined with her 5 rainbows; her lit fires are blue 9 and
purple 4, 5 and 6 and the fire purple 5 and 6 share (5); Ben holds no fire tile. The Italian
phrases are the catalogue's, worded with docs/italian-glossary.md's Solstis terms.
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

from tests.conftest import load_example
from tests.scoring.cli import run_scoring
from tests.web.formdata import flatten
from tests.web.pages import podium
from web.games import get_adapter

EXAMPLE = Path(__file__).parents[1] / "examples" / "solstis.json"
ITALIAN = {"Accept-Language": "it-IT,it;q=0.9"}
ENGLISH = {"Accept-Language": "en"}
TOTALS = {"Ann": 47, "Ben": 12}

ADAPTER = get_adapter("solstis")
assert ADAPTER is not None


def skeleton(value):
    """A result with its text replaced by a marker: what must not depend on the language."""
    if isinstance(value, dict):
        return {key: skeleton(item) for key, item in value.items()}
    if isinstance(value, list):
        return [skeleton(item) for item in value]
    return "text" if isinstance(value, str) else value


def explanations(result: dict, name: str) -> str:
    """Every label and explanation of one player's breakdown, one per line."""
    player = next(p for p in result["players"] if p["name"] == name)
    return "\n".join(
        f"{category['category']}: {item['label']}: {item['explanation']}"
        for category in player["breakdown"]
        for item in category["items"]
    )


def assert_italian_explanations(ann: str, ben: str) -> None:
    assert "area più grande: Area più grande: 28 caselle, 23 tessere + 5 arcobaleni" in ann
    assert "Le sue 23 tessere paesaggio" in ann
    assert "valgono 1 punto ciascuna" in ann
    assert "Fuoco su Blu 9: acceso" in ann
    assert "Il fuoco condiviso da Viola 5 e Viola 6 arriva alla riga in basso" in ann
    assert "Falena: 5 fuochi accesi" in ann
    assert "Scoiattolo: 2 tessere collocate" in ann
    assert "Prima del conteggio lo Scoiattolo ha messo le 2 tessere rimaste in mano" in ann
    assert "Scoiattolo (sfondo blu) è nel panorama → 1 punto." in ann
    assert "Nessun fuoco" in ben
    assert "Lo spirito Castoro (sfondo grigio) è nel panorama → 1 punto." in ben
    for english in ("largest area", "Largest area", "tiles", "Squirrel", "fire on"):
        assert english not in ann + ben


def test_command_line_in_italian_scores_the_sample_as_in_english_with_italian_words():
    english = run_scoring("solstis", str(EXAMPLE))
    italian = run_scoring("--lang", "it", "solstis", str(EXAMPLE))
    assert english.returncode == italian.returncode == 0, italian.stderr
    en, it = json.loads(english.stdout), json.loads(italian.stdout)
    assert {p["name"]: p["total"] for p in it["players"]} == TOTALS
    assert it["winners"] == en["winners"] == ["Ann"]
    assert skeleton(it) == skeleton(en)
    assert it["panoramas"] == en["panoramas"]  # the drawn panoramas are all machine fields
    assert_italian_explanations(explanations(it, "Ann"), explanations(it, "Ben"))
    assert "Largest area: 28 cells, 23 tiles + 5 rainbows" in explanations(en, "Ann")


def test_api_in_italian_scores_the_sample_as_in_english_with_italian_words(client):
    state = load_example("solstis")["state"]
    en = client.post("/api/v1/games/solstis/score", json=state, headers=ENGLISH)
    it = client.post("/api/v1/games/solstis/score", json=state, headers=ITALIAN)
    assert en.status_code == it.status_code == 200
    assert it.headers["Content-Language"] == "it"
    result = it.get_json()
    assert {p["name"]: p["total"] for p in result["players"]} == TOTALS
    assert result["winners"] == ["Ann"]
    assert skeleton(result) == skeleton(en.get_json())
    assert_italian_explanations(explanations(result, "Ann"), explanations(result, "Ben"))


def test_api_in_italian_words_a_tile_in_both_panoramas_at_the_same_path(client):
    """Each landscape tile exists once: red 2 in both panoramas is refused, in Italian, on
    the second player's entry, the same path as in English."""
    state = {
        "players": [
            {"name": "Ann", "tiles": ["red-1", "red-2"]},
            {"name": "Ben", "tiles": ["red-2"], "spirits": ["bee"]},
        ]
    }
    en = client.post("/api/v1/games/solstis/score", json=state, headers=ENGLISH)
    it = client.post("/api/v1/games/solstis/score", json=state, headers=ITALIAN)
    assert en.status_code == it.status_code == 422
    en_errors, it_errors = en.get_json()["errors"], it.get_json()["errors"]
    assert [e["path"] for e in it_errors] == [e["path"] for e in en_errors]
    messages = {e["path"]: e["message"] for e in it_errors}
    assert messages["players[1].tiles[0]"] == (
        "Rosso 2 è nel panorama sia di Ann sia di Ben; "
        "ogni tessera paesaggio esiste una volta sola."
    )
    # Ben's Bee needs a complete 2×2 block and his panorama has none.
    assert messages["players[1].spirits"] == (
        "Ben ha 1 spirito ma il panorama ha solo 0 quadrati 2×2 completi di tessere e "
        "arcobaleni; ogni spirito sta su uno di essi."
    )


def test_form_in_italian_scores_the_sample_as_in_english_with_italian_words(client):
    state = load_example("solstis")["state"]
    data = flatten(ADAPTER.form_data_from_state(state))
    page = client.post("/solstis/", data=data, headers=ITALIAN, follow_redirects=True)
    assert page.status_code == 200
    html = unescape(page.get_data(as_text=True))
    assert '<html lang="it">' in html
    assert dict(podium(html)) == TOTALS
    assert "Le sue 23 tessere paesaggio" in html
    assert "Falena: 5 fuochi accesi" in html
    assert "Fuochi accesi (collegati alla riga rossa in basso): Blu 9, Viola 4" in html
    assert "Lo Scoiattolo ha collocato 2 tessere dalla mano prima del conteggio." in html
    assert "area più grande 28 caselle, 23 tessere + 5 arcobaleni; 1 area" in html
    assert "Arancione 9, tessera, nell'area più grande, collocata dalla mano dallo Scoiattolo" in (
        html
    )
    # The same table as in English: a state holds no words of a language.
    english = client.post("/solstis/", data=data, headers=ENGLISH, follow_redirects=True)
    english_html = unescape(english.get_data(as_text=True))
    assert dict(podium(english_html)) == TOTALS
    assert carried_state(html) == carried_state(english_html)


def carried_state(html: str) -> dict:
    """The table state a result page carries for editing."""
    match = re.search(r'<textarea id="table-state" name="state"[^>]*>([^<]+)</textarea>', html)
    assert match is not None
    return json.loads(match.group(1))


def test_form_in_italian_names_cells_players_and_spirits_in_italian(client):
    raw = client.get("/solstis/", headers=ITALIAN).get_data(as_text=True)
    html = unescape(raw)
    assert "<h1>Calcola il punteggio di Solstis</h1>" in html
    assert 'placeholder="Giocatore 2"' in html
    assert 'data-name-default="Giocatore 1">Giocatore 1</span>' in html
    assert "Panorama di <span" in html and "Spiriti incontrati da <span" in html
    cell = re.search(r'<select[^>]*name="players-0-panorama-blue-9".*?</select>', html, re.S)
    assert cell is not None
    assert [option for option in re.findall(r">([^<]+)</option>", cell.group(0))] == [
        "Vuota",
        "Tessera",
        "Arcobaleno",
        "In mano",
    ]
    assert 'data-short="🌈A"' in cell.group(0) and 'data-short="✋M"' in cell.group(0)
    assert '<span class="spirit-name">Scoiattolo</span>' in html
    assert "Posseduto, copre lo spirito Scoiattolo" in html
    assert '<span class="row-name" aria-hidden="true">Arancione</span>' in html
    assert 'aria-label="Un tocco su una casella mette"' in html
    words = json.loads(unescape(re.search(r'data-words="([^"]*)"', raw).group(1)))
    assert words["tile"] == ["%(num)d tessera", "%(num)d tessere"]
    assert words["taken"] == "%(cell)s, già presa: %(owner)s ha questa tessera"


def test_rules_page_in_italian_gives_each_term_its_english_name_once(client):
    html = unescape(client.get("/solstis/rules", headers=ITALIAN).get_data(as_text=True))
    assert "Come calcoliamo il punteggio di Solstis" in html
    for term in (
        # The English name marked as English, for a screen reader (issue 23).
        'tessera paesaggio (<span lang="en">landscape tile</span>)',
        'arcobaleno (<span lang="en">rainbow</span>)',
        'Scoiattolo (<span lang="en">Squirrel</span>)',
        'Coccinella (<span lang="en">Ladybug</span>)',
        'Spirito maligno (<span lang="en">Evil Spirit</span>)',
    ):
        assert html.count(term) == 1, term
    assert "Rosso (la riga in basso)" in html
    # The readings, the rulebook's quote among them, in Italian.
    assert "Il Lupo conta ogni area separata, anche un'area fatta solo di arcobaleni." in html
    assert "Il regolamento dice: «Nella tua area più grande di tessere adiacenti" in html
    english_page = unescape(client.get("/solstis/rules", headers=ENGLISH).get_data(as_text=True))
    assert "(Squirrel)" not in english_page and "Squirrel" in english_page


@pytest.mark.parametrize("headers", [ITALIAN, ENGLISH])
def test_the_readings_follow_the_language_of_the_request(client, headers):
    """The package's READINGS are read for each request, never fixed at import."""
    html = unescape(client.get("/solstis/rules", headers=headers).get_data(as_text=True))
    wolf = {
        "it": "Il Lupo conta ogni area separata",
        "en": "The Wolf counts every separate area",
    }
    language = "it" if headers is ITALIAN else "en"
    assert wolf[language] in html
    assert wolf["en" if language == "it" else "it"] not in html


def test_api_in_italian_warns_of_tiles_in_hand_without_the_squirrel(client):
    state = {
        "players": [
            {"name": "Ann", "tiles": ["red-1", "red-2"], "hand": ["red-3", "red-4"]},
            {"name": "Ben", "tiles": ["red-9"]},
        ]
    }
    response = client.post("/api/v1/games/solstis/score", json=state, headers=ITALIAN)
    assert response.status_code == 200
    result = response.get_json()
    assert {p["name"]: p["total"] for p in result["players"]} == {"Ann": 2, "Ben": 1}
    assert result["warnings"] == [
        "Ann ha 2 tessere segnate in mano ma non ha incontrato lo Scoiattolo, quindi restano in "
        "mano e non danno punti. Spunta lo Scoiattolo se Ann lo ha incontrato."
    ]
