"""A saved table reads in its reader's language, whatever language it was scored in.

Tsukimi's sample (spec/examples: Ann 11, Ben 31, Ben wins) is scored on an Italian phone and
opened on an English one, and the other way round. What is saved is the language-neutral
result (scoring/neutral.py), and a page or API answer words it in its own language, without
scoring the table again (web/tables/kept_language.py). A row saved before, as English text, is shown
by the legacy reader: scored again in Italian only when its figures are the saved ones.
"""

from __future__ import annotations

import json
import re

import pytest
import sqlalchemy as sa

from scoring import get_game
from scoring.i18n import language
from scoring.neutral import is_neutral, worded
from tests.conftest import load_example
from tests.web.formdata import flatten
from web.games import get_adapter
from web.models import SavedTable
from web.platform.db import db
from web.tables.kept_language import figures

ENGLISH = "Ben has more rabbits around the tile"
ITALIAN = "Ben ha più conigli attorno alla tessera"
ITALIAN_PHONE = {"Accept-Language": "it-IT,it;q=0.9"}
ENGLISH_PHONE = {"Accept-Language": "en-GB,en;q=0.9"}


def score_on_the_form(client, headers) -> str:
    """Score Tsukimi's sample on the form; the saved table's address."""
    with client.application.test_request_context():
        fields = flatten(
            get_adapter("tsukimi").form_data_from_state(load_example("tsukimi")["state"])
        )
    response = client.post("/tsukimi/", data=fields, headers=headers)
    assert response.status_code == 303, response.get_data(as_text=True)[:500]
    return response.headers["Location"]


def saved_result(app, location: str) -> dict:
    with app.app_context():
        table = db.session.get(SavedTable, location.rsplit("/", 1)[1])
        return table.result


def test_a_table_scored_in_italian_is_kept_without_its_language(client, app) -> None:
    location = score_on_the_form(client, ITALIAN_PHONE)
    kept = saved_result(app, location)
    assert is_neutral(kept)
    assert ITALIAN not in str(kept)
    assert ENGLISH in str(worded(kept, "en"))
    assert ITALIAN in str(worded(kept, "it"))
    assert [(p["name"], p["total"]) for p in kept["players"]] == [("Ann", 11), ("Ben", 31)]
    assert kept["winners"] == ["Ben"]


def test_a_saved_table_is_never_scored_again_to_be_shown(client, app, monkeypatch) -> None:
    """Its page and its API answer, in Italian and in English, word the saved result: the
    game's scorer is not called."""
    location = score_on_the_form(client, ENGLISH_PHONE)
    table_id = location.rsplit("/", 1)[1]
    calls = []
    game = get_game("tsukimi")
    module = game.module
    scorer = module.score

    def counted(*args, **kwargs):
        calls.append(args)
        return scorer(*args, **kwargs)

    monkeypatch.setattr(module, "score", counted)
    for headers in (ITALIAN_PHONE, ENGLISH_PHONE):
        page = app.test_client().get(location, headers=headers).get_data(as_text=True)
        assert re.search(r"\b31\b", page)
        answer = client.get(f"/api/v1/tables/{table_id}", headers=headers)
        assert answer.status_code == 200
    assert calls == []


def test_a_table_scored_in_italian_reads_in_english_on_an_english_phone(client, app) -> None:
    location = score_on_the_form(client, ITALIAN_PHONE)
    page = app.test_client().get(location, headers=ENGLISH_PHONE).get_data(as_text=True)
    assert ENGLISH in page
    assert ITALIAN not in page


def test_a_table_scored_in_english_reads_in_italian_on_an_italian_phone(client, app) -> None:
    location = score_on_the_form(client, ENGLISH_PHONE)
    page = app.test_client().get(location, headers=ITALIAN_PHONE).get_data(as_text=True)
    assert ITALIAN in page
    assert ENGLISH not in page
    assert re.search(r"\b31\b", page)


def test_a_saved_result_whose_figures_differ_from_a_new_scoring_is_shown_as_saved(
    client, app
) -> None:
    """A saved table never changes its figures behind its players' backs: when scoring its
    state again would give other points (the rules were read anew since), the page shows the
    saved result as it was scored, in its reader's language."""
    location = score_on_the_form(client, ENGLISH_PHONE)
    table_id = location.rsplit("/", 1)[1]
    with app.app_context():
        table = db.session.get(SavedTable, table_id)
        result = dict(table.result)
        players = [dict(player) for player in result["players"]]
        players[1]["total"] = 30  # As if an older reading had given Ben one point fewer.
        result["players"] = players
        db.session.execute(
            sa.update(SavedTable).where(SavedTable.id == table_id).values(result=result)
        )
        db.session.commit()
    page = app.test_client().get(location, headers=ITALIAN_PHONE).get_data(as_text=True)
    assert ITALIAN in page
    assert ENGLISH not in page
    assert re.search(r"\b30\b", page)


def test_a_row_saved_as_english_text_whose_figures_differ_is_shown_as_saved(client, app) -> None:
    """The legacy reader (rows saved as English text, before results were kept neutral):
    when scoring its state again would give other points, the page shows the saved result
    as it was scored, in English."""
    location = score_on_the_form(client, ENGLISH_PHONE)
    table_id = location.rsplit("/", 1)[1]
    with app.app_context():
        table = db.session.get(SavedTable, table_id)
        result = worded(table.result, "en")  # As such a row was saved.
        players = [dict(player) for player in result["players"]]
        players[1]["total"] = 30  # As if an older reading had given Ben one point fewer.
        result["players"] = players
        db.session.execute(
            sa.update(SavedTable).where(SavedTable.id == table_id).values(result=result)
        )
        db.session.commit()
    page = app.test_client().get(location, headers=ITALIAN_PHONE).get_data(as_text=True)
    assert ENGLISH in page
    assert ITALIAN not in page


def test_a_row_saved_as_english_text_reads_in_italian_when_its_figures_hold(client, app) -> None:
    location = score_on_the_form(client, ENGLISH_PHONE)
    table_id = location.rsplit("/", 1)[1]
    with app.app_context():
        table = db.session.get(SavedTable, table_id)
        result = json.loads(json.dumps(worded(table.result, "en")))  # Saved as English text.
        db.session.execute(
            sa.update(SavedTable).where(SavedTable.id == table_id).values(result=result)
        )
        db.session.commit()
    page = app.test_client().get(location, headers=ITALIAN_PHONE).get_data(as_text=True)
    assert ITALIAN in page
    assert ENGLISH not in page
    page = app.test_client().get(location, headers=ENGLISH_PHONE).get_data(as_text=True)
    assert ENGLISH in page


def test_the_tables_api_reads_a_saved_table_in_the_requests_language(client, app) -> None:
    location = score_on_the_form(client, ENGLISH_PHONE)
    table_id = location.rsplit("/", 1)[1]
    english = client.get(f"/api/v1/tables/{table_id}", headers=ENGLISH_PHONE).get_json()
    italian = client.get(f"/api/v1/tables/{table_id}", headers=ITALIAN_PHONE).get_json()
    assert ENGLISH in str(english["result"])
    assert ITALIAN in str(italian["result"])
    assert [(p["name"], p["total"], p["rank"]) for p in italian["result"]["players"]] == [
        ("Ann", 11, 2),
        ("Ben", 31, 1),
    ]
    assert italian["result"]["winners"] == english["result"]["winners"] == ["Ben"]


@pytest.mark.parametrize("slug", ["panorama", "sagrada", "solstis", "topiary", "tsukimi"])
def test_every_sample_table_has_the_same_figures_in_both_languages(slug) -> None:
    """So a saved table of every game can be shown in Italian (the comparison does not take
    a translated word, an Award's name say, for a changed figure)."""
    state = load_example(slug)["state"]
    with language("en"):
        english = get_game(slug).score_state(state).to_dict()
    with language("it"):
        italian = get_game(slug).score_state(state).to_dict()
    assert english != italian
    assert figures(english) == figures(italian)


def test_a_changed_total_rank_or_winner_is_a_changed_figure() -> None:
    with language("en"):
        result = get_game("tsukimi").score_state(load_example("tsukimi")["state"]).to_dict()
    for change in (("total", 30), ("rank", 2)):
        changed = json.loads(json.dumps(result))
        changed["players"][1][change[0]] = change[1]
        assert figures(changed) != figures(result), change
    changed = json.loads(json.dumps(result))
    changed["winners"] = ["Ann"]
    assert figures(changed) != figures(result)
