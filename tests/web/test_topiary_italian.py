"""Topiary in Italian (issue 13): the sample table scored through the command line, the API and
the form gives the same totals and winner as in English, explained in Italian, with the same
machine fields; the form, its errors and the rules page speak Italian too.

The expected totals are the sample file's own (Ann 13, Ben 15, Cat 14, Ben wins); the Italian
phrases are the catalogue's wording of what the rules make of the sample: Ann's visitor right
of row 2 sees only the Icosahedron 4, and her Pom-Pom 4 in hand scores because her visitor in
the bottom-right corner sees the Pom-Pom 5.
"""

from __future__ import annotations

import json
import re
from html import unescape
from typing import Any

from scoring.errors import TableError
from scoring.i18n import language
from scoring.topiary import describe_spot, parse, score
from scoring.topiary.model import Facing
from tests.conftest import load_example
from tests.scoring.cli import run_scoring
from tests.web.pages import podium as ranking
from tests.web.test_topiary_views import form_fields, rulebook_state

SAMPLE = load_example("topiary")
TOTALS = SAMPLE["expect"]["totals"]
WINNERS = SAMPLE["expect"]["winners"]
ITALIAN = {"Accept-Language": "it-IT,it;q=0.9"}

ANN_SEES_THE_ICOSAHEDRON = "Vede Icosaedro 4 = 4. Guarda oltre 4 tessere coperte (valgono 0)."
ANN_HAND_POMPOM = (
    "Il visitatore di Ann (nell'angolo in basso a destra, guarda in alto a sinistra (NO) lungo "
    "la diagonale lunga) vede Pompon 5 in riga 5, colonna 5, più alta di 4 → 4."
)


def text_of(page: str) -> str:
    """A page's text as a player reads it: tags dropped, entities and spacing undone."""
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", page)))


def machine_fields(value: Any) -> Any:
    """A result with every sentence taken out: what must not depend on the language."""
    words = {"category", "label", "explanation", "spot", "tiebreak", "warnings"}
    if isinstance(value, dict):
        return {key: machine_fields(item) for key, item in value.items() if key not in words}
    if isinstance(value, list):
        return [machine_fields(item) for item in value]
    return value


def items_of(result: dict[str, Any], name: str) -> list[dict[str, Any]]:
    player = next(entry for entry in result["players"] if entry["name"] == name)
    return [item for category in player["breakdown"] for item in category["items"]]


def test_the_command_line_scores_the_sample_in_italian_with_the_same_totals(tmp_path):
    path = tmp_path / "topiary.json"
    path.write_text(json.dumps(SAMPLE["state"]), encoding="utf-8")
    english = run_scoring("topiary", str(path))
    italian = run_scoring("--lang", "it", "topiary", str(path))
    assert english.returncode == italian.returncode == 0, italian.stderr
    en, it = json.loads(english.stdout), json.loads(italian.stdout)
    assert {entry["name"]: entry["total"] for entry in it["players"]} == TOTALS
    assert it["winners"] == WINNERS == en["winners"]
    assert machine_fields(it) == machine_fields(en)
    ann = items_of(it, "Ann")
    assert ann[1]["label"] == "Visitatore di Ann a destra della riga 2, guarda a sinistra (O)"
    assert ann[1]["explanation"] == ANN_SEES_THE_ICOSAHEDRON
    assert ann[-1]["label"] == "Mano: Pompon 4"
    assert ann[-1]["explanation"] == ANN_HAND_POMPOM
    assert it["garden"]["visitors"][1]["spot"] == (
        "a sinistra della riga 4, guarda in basso a destra (SE) lungo una diagonale di 1 tessera"
    )


def test_the_command_line_reports_a_bad_table_in_italian():
    state = json.loads(json.dumps(SAMPLE["state"]))
    state["players"][0]["hand"][0] = "pompom-5"  # the Pom-Pom 5 lies in the garden
    state["visitors"][0]["at"] = [3, 3]  # inside the garden
    completed = run_scoring("--lang", "it", "topiary", stdin=json.dumps(state))
    assert completed.returncode == 2
    lines = completed.stderr.strip().splitlines()
    assert (
        "visitors[0].at: Il visitatore di Ann in riga 3, colonna 3 rivolto a N non è sul bordo: "
        "starebbe in riga 4, colonna 3, dentro il giardino." in lines[0]
    )
    assert lines[1] == (
        "players[0].hand[0]: Pompon 5 è sia nel giardino, riga 5, colonna 5 sia nella mano di "
        "Ann; nel gioco ce n'è una sola."
    )


def test_the_api_scores_the_sample_in_italian_with_the_same_totals(client):
    url = "/api/v1/games/topiary/score"
    english = client.post(url, json=SAMPLE["state"], headers={"Accept-Language": "en"})
    italian = client.post(url, json=SAMPLE["state"], headers=ITALIAN)
    assert english.status_code == italian.status_code == 200
    assert italian.headers["Content-Language"] == "it"
    en, it = english.get_json(), italian.get_json()
    assert {entry["name"]: entry["total"] for entry in it["players"]} == TOTALS
    assert it["winners"] == WINNERS
    assert machine_fields(it) == machine_fields(en)
    assert items_of(it, "Ann")[-1]["explanation"] == ANN_HAND_POMPOM
    assert items_of(en, "Ann")[-1]["explanation"].startswith(
        "Ann's visitor at the bottom-right corner"
    )


def test_the_form_scores_the_sample_in_italian_with_the_same_totals(client):
    response = client.post(
        "/topiary/", data=form_fields(SAMPLE["state"]), headers=ITALIAN, follow_redirects=True
    )
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert dict(ranking(page)) == TOTALS
    assert ranking(page)[0][0] == WINNERS[0]
    text = text_of(page)
    assert "Cosa vede ogni visitatore" in text
    assert "A destra della riga 2, guarda a sinistra (O) 4 punti" in text
    assert "Viste: Icosaedro 4 = 4 punti. Nessun bonus. Totale 4 ." in text
    assert "Pompon 4 vale 4 ✓ " + ANN_HAND_POMPOM in text
    # Cat's visitor above column 5: the Pyramid 5 hides the Pom-Pom 5 behind it.
    assert "Pompon 5: nascosta ✗ dietro Piramide 5" in text
    assert "Ba Balena" in text and "Coperta" in text


def test_the_italian_form_labels_its_fields_and_places_in_italian(client):
    page = client.get("/topiary/", headers=ITALIAN).get_data(as_text=True)
    text = text_of(page)
    assert "Calcola il punteggio di Topiary" in text
    assert "Giocatori, nell'ordine di turno" in text
    assert "Mano di Giocatore 1" in text
    assert '">Tessera 2 nella mano di Giocatore 1</label>' in page
    assert '">Giardino, riga 3, colonna 4</label>' in page
    assert 'aria-label="Sopra la colonna 2: nessun visitatore"' in page
    assert '<optgroup label="Balena">' in page and ">Balena 3</option>" in page
    assert ">Coperta</option>" in page
    # The English page keeps its own words: each language has its own choice lists.
    english = client.get("/topiary/", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert '<optgroup label="Whale">' in english and ">Face down</option>" in english


def test_an_italian_chooser_names_its_place_and_ways_in_italian(client):
    fields = form_fields(rulebook_state())
    fields.setlist("action", ["place:4-0"])
    page = client.post("/topiary/", data=fields, headers=ITALIAN).get_data(as_text=True)
    assert '<h3 id="place-panel-title">A sinistra della riga 4</h3>' in page
    assert "Guarda in basso a destra (SE) lungo una diagonale di 1 tessera" in page
    assert "Guarda a destra (E) lungo la riga 4" in page


def test_italian_form_errors_sit_beside_their_fields_in_italian(client):
    state = rulebook_state()
    state["players"][0]["hand"] = ["swan-4"]  # Swan 4 is in the garden already
    response = client.post(
        "/topiary/", data=form_fields(state), headers=ITALIAN, follow_redirects=True
    )
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert re.search(
        r'id="players-0-hand-0-errors">\s*<li>Cigno 4 è sia nel giardino, riga 3, colonna 3 sia '
        r"nella mano di Red; nel gioco ce n&#39;è una sola\.",
        page,
    )


def test_the_italian_rules_page_gives_the_english_names_in_brackets(client):
    text = text_of(client.get("/topiary/rules", headers=ITALIAN).get_data(as_text=True))
    assert "Come calcoliamo il punteggio di Topiary" in text
    assert "Ogni visitatore (visitor) sta sul bordo del giardino (garden)" in text
    # The English names marked as English, for a screen reader (issue 23).
    page = client.get("/topiary/rules", headers=ITALIAN).get_data(as_text=True)
    assert (
        'Balena (<span lang="en">Whale</span>), Cigno (<span lang="en">Swan</span>), Elefante '
        '(<span lang="en">Elephant</span>), T-Rex, Spirale (<span lang="en">Spiral</span>)'
    ) in page
    assert "Pompon ( Pom-Pom ): ognuno con una tessera per ogni valore da 1 a 5." in text
    english = text_of(client.get("/topiary/rules").get_data(as_text=True))
    assert "Whale, Swan, Elephant, T-Rex, Spiral, Pyramid, Icosahedron, Pom-Pom: each" in english


def test_italian_words_a_place_and_its_count_by_the_languages_own_rules():
    # A 1-tile diagonal and a 3-tile diagonal: Italian's singular and plural, never a letter
    # added to the English; W is Ovest (O) in Italian.
    with language("it"):
        assert describe_spot((1, 1), Facing.NE) == (
            "a sinistra della riga 2, guarda in alto a destra (NE) lungo una diagonale di 1 tessera"
        )
        assert describe_spot((3, 5), Facing.SW) == (
            "a destra della riga 2, guarda in basso a sinistra (SO) lungo una diagonale di "
            "3 tessere"
        )
        warnings = score(parse(rulebook_state())).warnings
    assert warnings == (
        "Red ha piazzato 0 visitatori; con 2 giocatori ogni giocatore ne piazza 8, quindi la "
        "partita potrebbe non essere finita.",
        "Blue ha piazzato 1 visitatore; con 2 giocatori ogni giocatore ne piazza 8, quindi la "
        "partita potrebbe non essere finita.",
        # 5 tiles face up, but the centre and 1 per visitor placed make 2 at most.
        "Il giardino mostra 5 tessere scoperte, ma con 1 visitatore piazzato ne possono essere "
        "scoperte al massimo 2 (la tessera centrale, poi al massimo una per turno).",
    )


def test_two_players_of_the_same_name_are_told_apart_by_seat_in_italian():
    """Two "Ann" with a bad first hand tile each and the same Swan 3: in Italian too each
    problem names its seat ("Giocatore 2 (ann)"), so no sentence is listed twice."""
    state = {
        "players": [
            {"name": "Ann", "hand": ["swan-9", "swan-3"]},
            {"name": "ann", "hand": ["seal-2", "swan-3"]},
        ],
        "garden": [["down"] * 5 for _ in range(5)],
        "visitors": [],
    }
    with language("it"):
        try:
            parse(state)
        except TableError as error:
            messages = [problem.message for problem in error.problems]
        else:
            raise AssertionError("two players of the same name were accepted")
    assert len(messages) == len(set(messages)), messages
    assert messages[0] == (
        "Tessera 1 nella mano di Giocatore 1 (Ann): «swan-9» ha valore 9; i valori delle tessere "
        "vanno da 1 a 5."
    )
    assert messages[1].startswith("Tessera 1 nella mano di Giocatore 2 (ann): «seal-2» non ha")
    assert messages[3] == (
        "Cigno 3 è sia nella mano di Giocatore 1 (Ann) sia nella mano di Giocatore 2 (ann); "
        "nel gioco ce n'è una sola."
    )


def test_the_categories_are_named_in_italian_in_the_api_and_on_the_page(client):
    """Issue 23: "Visitors" / "Hand" headed every Italian Topiary result."""
    url = "/api/v1/games/topiary/score"
    italian = client.post(url, json=SAMPLE["state"], headers=ITALIAN).get_json()
    english = client.post(url, json=SAMPLE["state"], headers={"Accept-Language": "en"}).get_json()
    for player in italian["players"]:
        assert [category["category"] for category in player["breakdown"]] == ["visitatori", "mano"]
    for player in english["players"]:
        assert [category["category"] for category in player["breakdown"]] == ["visitors", "hand"]
    saved = client.post("/api/v1/tables", json={"game": "topiary", "state": SAMPLE["state"]})
    page = text_of(
        client.get(f"/t/{saved.get_json()['id']}", headers=ITALIAN).get_data(as_text=True)
    )
    assert "Visitatori" in page and "Mano" in page
    assert "Visitors" not in page and "Hand " not in page
