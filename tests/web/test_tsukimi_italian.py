"""Tsukimi in Italian (issue 13), through the API and the form: the sample table gives the
same totals and winner as in English (the sample file says Ben 31, Ann 11), with the Italian
of the game help; the machine fields are identical; the pages are Italian throughout.
"""

from __future__ import annotations

import html
import re
from typing import Any

import pytest

from scoring import tsukimi
from scoring.i18n import _, language
from tests.conftest import load_example
from tests.web.pages import podium
from tests.web.test_tsukimi_views import errors_beside, sample_form, table_form
from tests.web.untranslated import untranslated_text

ITALIAN = {"Accept-Language": "it-IT,it;q=0.9"}
SAMPLE = load_example("tsukimi")
TEXT_FIELDS = {"label", "explanation", "category", "tiebreak", "warnings"}


def machine_fields(value: Any) -> Any:
    """A result without its sentences: slugs, names, numbers, paths and structure only."""
    if isinstance(value, dict):
        return {key: machine_fields(item) for key, item in value.items() if key not in TEXT_FIELDS}
    if isinstance(value, list):
        return [machine_fields(item) for item in value]
    return value


def visible_text(page: str) -> str:
    """The page's words as a player reads them: no tags, one space between words."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def test_api_in_italian_scores_the_sample_like_english_with_italian_explanations(client):
    url = "/api/v1/games/tsukimi/score"
    english = client.post(url, json=SAMPLE["state"], headers={"Accept-Language": "en"})
    italian = client.post(url, json=SAMPLE["state"], headers=ITALIAN)
    assert italian.status_code == english.status_code == 200
    assert italian.headers["Content-Language"] == "it"
    result = italian.get_json()
    assert {p["name"]: p["total"] for p in result["players"]} == SAMPLE["expect"]["totals"]
    assert result["winners"] == SAMPLE["expect"]["winners"] == ["Ben"]
    assert machine_fields(result) == machine_fields(english.get_json())
    ben = next(p for p in result["players"] if p["name"] == "Ben")
    explanations = [item["explanation"] for c in ben["breakdown"] for item in c["items"]]
    assert (
        "5 (blu): Ann 0 – Ben 2 → Ben. Ben ha più conigli attorno alla tessera, quindi Ben la "
        "conquista e guadagna punti pari al suo valore: 5 punti."
    ) in explanations
    assert "Ben ha ancora 1 coniglio nella riserva." in explanations[-1]


def test_api_in_italian_refuses_a_bad_table_with_the_same_paths(client):
    state = {"players": [{"name": "Aki", "reserve": 16}, {"name": "Ren", "reserve": 0}]}
    url = "/api/v1/games/tsukimi/score"
    english = client.post(url, json=state, headers={"Accept-Language": "en"})
    italian = client.post(url, json=state, headers=ITALIAN)
    assert italian.status_code == english.status_code == 422
    errors = italian.get_json()["errors"]
    assert [e["path"] for e in errors] == [e["path"] for e in english.get_json()["errors"]]
    assert errors == [
        {
            "path": "players[0].reserve",
            "message": "La riserva di Aki è 16; deve essere da 0 a 15 (ogni giocatore ha 15 "
            "conigli).",
        },
        {
            "path": "tiles",
            "message": "Mancano le tessere; elenca le tessere sul tabellone della luna (una "
            "partita finita ne ha 18).",
        },
    ]


def test_form_in_italian_scores_the_sample_and_shows_the_italian_result(client):
    response = client.post("/tsukimi/", data=sample_form(), headers=ITALIAN, follow_redirects=True)
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert '<html lang="it">' in page
    assert podium(page) == [("Ben", 31), ("Ann", 11)]
    text = visible_text(page)
    for phrase in (
        "Variante: Standard.",
        "Tessere conquistate e riserve",
        "Ann ha conquistato le tessere 2, 3, 5, 7, 12, 17.",
        "Ben ha conquistato le tessere 1, 4, 9, 10, 11, 14, 15, 18.",
        "Il tabellone della luna, tessera per tessera",
        "Tessera 1 5 blu",  # the moon board: the swatch's colour named in Italian
        "Tessere conquistate",
        "Per lo spareggio (nessun punto)",
        "Tessera 3: 3 (rosso)",
        "3 (rosso): Ann 3 – Ben 0 → Ann.",
    ):
        assert phrase in text, phrase
    assert text.count("Parità: nessuno") == 4  # tiles 6, 8, 13 and 16


def test_form_in_italian_is_italian_throughout_and_follows_the_names(client):
    page = client.get("/tsukimi/", headers=ITALIAN).get_data(as_text=True)
    text = visible_text(page)
    for phrase in (
        "Calcola il punteggio di Tsukimi",
        "Tessere sul tabellone della luna",
        "Giocatore 1",
        "Conigli di Giocatore 1 rimasti nella riserva",
        "Tessera 18",
        "Conigli di Giocatore 2",
        "Rosso",
        "Il lato oscuro della Luna",
        "Svuota",
    ):
        assert phrase in text, phrase
    assert 'aria-label="Valore della tessera 3"' in page
    assert 'data-holds="È di {name}"' in page and 'data-empty="Vuota"' in page
    named = client.post(
        "/tsukimi/",
        data={"players-0-name": "Ann", "players-1-name": "Ben", "action": "update"},
        headers=ITALIAN,
    ).get_data(as_text=True)
    assert "Conigli di Ann rimasti nella riserva" in visible_text(named)
    assert "Conigli di Ben" in visible_text(named)


def test_form_errors_in_italian_sit_beside_their_fields(client):
    form = table_form([("Ann", 3), ("Ben", "")], [(2, "red", 1, 0), ("", "blue", 2, 1)])
    response = client.post("/tsukimi/", data=form, headers=ITALIAN, follow_redirects=True)
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert errors_beside(page, "players-1-reserve") == (
        "Manca la riserva di Ben; indica i conigli che Ben ha ancora davanti (da 0 a 15)."
    )
    assert errors_beside(page, "tiles-1-value") == (
        "La tessera 2 non ha un valore; indica il numero stampato sopra (da 0 a 5)."
    )
    assert "Manca il valore" in page  # the row's mark


def test_rules_page_in_italian_gives_the_english_names_in_brackets(client):
    page = client.get("/tsukimi/rules", headers=ITALIAN).get_data(as_text=True)
    text = visible_text(page)
    assert "Come calcoliamo il punteggio di Tsukimi" in text
    for first in ("tessere (tiles)", "tabellone della luna (moon board)", "conigli (rabbits)"):
        assert first in text.split("Punteggio", 1)[0], first
    assert "riserva (reserve)" in text
    assert "Il lato oscuro della Luna (Dark side of the Moon)" in text
    assert "Vince chi ha conquistato il maggior numero di tessere." in text
    with language("it"):
        readings = [_(reading) for reading in tsukimi.READINGS]
    for english, italian in zip(tsukimi.READINGS, readings, strict=True):
        assert italian != english and italian in text, english
    assert (
        "Il tabellone non si inserisce: per ogni tessera i giocatori contano quanti conigli di "
        "ciascun giocatore la toccano, da 0 a 6 per giocatore."
    ) in readings


@pytest.mark.parametrize("name", ["form.html", "result.html", "rules.html"])
def test_tsukimi_templates_show_no_text_outside_gettext(name):
    from tests.web.test_i18n import TEMPLATES

    found = untranslated_text((TEMPLATES / "tsukimi" / name).read_text(encoding="utf-8"))
    assert found == []
