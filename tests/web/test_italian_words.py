"""Italian pages, downloads and API answers without English or English number formats
(issue 23): every expected string here is written by hand from the Italian a player reads."""

from __future__ import annotations

import csv
import io
import re
from html import unescape
from typing import Any

from tests.samples import sample_state
from tests.web.social import score_on_this_phone, start_group

IT = {"Accept-Language": "it-IT,it;q=0.9"}
EN = {"Accept-Language": "en"}


def text_of(page: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", page)).split())


def test_the_italian_api_says_why_a_body_is_not_json_without_pythons_english(client):
    for url in ("/api/v1/games/tsukimi/score", "/api/v1/tables"):
        response = client.post(url, data="{bad", headers={**IT, "Content-Type": "application/json"})
        assert response.status_code == 400
        assert response.get_json()["errors"][0]["message"] == (
            "Il corpo della richiesta non è JSON valido: ci vuole il nome di un campo tra "
            "virgolette doppie (riga 1, colonna 2)"
        )


def test_the_english_api_says_where_a_body_stops_being_json(client):
    response = client.post(
        "/api/v1/games/tsukimi/score",
        data='{"players": [1,]}',
        headers={**EN, "Content-Type": "application/json"},
    )
    assert response.get_json()["errors"][0]["message"] == (
        "The body is not valid JSON: a value is missing or is not JSON (line 1, column 16)"
    )


def test_the_group_csv_has_an_italian_header_and_si_no_on_an_italian_request(client):
    table = score_on_this_phone(client, "tsukimi", sample_state("tsukimi"))
    group_id = start_group(client, table, "Giovedì")
    italian = client.get(f"/g/{group_id}/plays.csv", headers=IT).get_data(as_text=True)
    rows = list(csv.reader(io.StringIO(italian)))
    assert rows[0] == [
        "data",
        "gioco",
        "partita",
        "indirizzo",
        "giocatore",
        "totale",
        "posizione",
        "vincitore",
    ]
    assert sorted(row[-1] for row in rows[1:]) == ["no", "sì"]
    english = client.get(f"/g/{group_id}/plays.csv", headers=EN).get_data(as_text=True)
    rows = list(csv.reader(io.StringIO(english)))
    assert rows[0][0] == "date" and sorted(row[-1] for row in rows[1:]) == ["no", "yes"]


def test_a_count_in_the_thousands_is_grouped_the_italian_way(client):
    """1,500 would read as one and a half in Italian: it is 1.500."""
    state = sample_state("tsukimi")
    state["tiles"] = (state["tiles"] * 1500)[:1500]
    url = "/api/v1/games/tsukimi/score"
    italian = client.post(url, json=state, headers=IT).get_json()["errors"]
    english = client.post(url, json=state, headers=EN).get_json()["errors"]
    assert italian[0]["message"] == ("Questa partita elenca 1.500 tessere; il gioco ne ha solo 18.")
    assert english[0]["message"] == "This table lists 1,500 tiles; the game has only 18."


# A window of 19 dice and no purple one, private objective purple, no public objective: its
# one empty space costs 1 and nothing scores, so the total is −1. Ben's full window has four
# purple dice, 5 + 6 + 2 + 6 = 19.
MINUS_ONE = ["R1 Y2 G3 B4 R5", "Y3 G4 B5 R6 Y1", "G5 B6 R4 Y2 G1", "B2 R3 Y6 G1 ."]
FULL = ["R1 Y2 G3 B4 P5", "Y3 G4 B5 P6 R1", "G5 B6 R4 P2 Y1", "B2 R3 P6 G1 R5"]


def minus_one_table() -> dict[str, Any]:
    return {
        "players": [
            {"name": "Ann", "window": MINUS_ONE, "private": "purple", "favor_tokens": 0},
            {"name": "Ben", "window": FULL, "private": "purple", "favor_tokens": 0},
        ],
        "public_objectives": [],
    }


def test_minus_one_point_is_singular_in_both_languages(client):
    saved = client.post("/api/v1/tables", json={"game": "sagrada", "state": minus_one_table()})
    assert saved.status_code == 201, saved.get_json()
    path = f"/t/{saved.get_json()['id']}"
    italian = text_of(client.get(path, headers=IT).get_data(as_text=True))
    english = text_of(client.get(path, headers=EN).get_data(as_text=True))
    assert "Ann −1 punto" in italian and "Ben 19 punti" in italian
    assert "−1 punti" not in italian
    assert "Ann −1 point" in english and "Ben 19 points" in english
