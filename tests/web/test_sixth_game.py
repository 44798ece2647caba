"""The README's "Adding a game", proven: a made-up sixth game whose scoring package, adapter
and templates live in the test tree only (``tests/sixth_game/``) is registered through the two
public registries, and then every page and API of the app either works for it or is cleanly
absent (no 500), with no list of games edited anywhere.

The steps, as the README lists them: the scoring package (``tests/sixth_game/pebbles``), its
registry entry (``register_game``), the adapter (``tests/sixth_game/adapter.py``) and its
registration (``register_adapter``), the three templates (``tests/sixth_game/templates``: the
app finds them on its template path, here extended by the ``app`` fixture), and nothing else:
no bundles (it has no static files), no offline variants, no room parts (the default: no
"Score together").
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from jinja2 import ChoiceLoader, FileSystemLoader

from app import create_app
from scoring import Game, get_game, register_game, unregister_game
from tests.conftest import dispose
from tests.sixth_game.adapter import PebblesAdapter, PebblesTogetherAdapter
from tests.web.formdata import flatten
from tests.web.pages import podium
from web.games import get_adapter, register_adapter, unregister_adapter, web_games
from web.games.base import GameAdapter

SLUG = "pebbles"
TEMPLATES = Path(__file__).parents[1] / "sixth_game" / "templates"
STATE = {
    "players": [
        {"name": "Ann", "pebbles": 4},
        {"name": "Ben", "pebbles": 7},
        {"name": "Cat", "pebbles": 2},
    ]
}
TOTALS = {"Ann": 4, "Ben": 10, "Cat": 2}
"""A pebble a point, and 3 more for Ben's seven, the most."""


def registered(adapter_class: type[GameAdapter]) -> Iterator[None]:
    """Pebbles in both registries for one test, taken out again after it."""
    register_game(Game(SLUG, "Pebbles", 2, 4, "tests.sixth_game.pebbles"))
    try:
        register_adapter(SLUG, adapter_class)
        yield
    finally:
        unregister_adapter(SLUG)
        unregister_game(SLUG)


@pytest.fixture
def sixth_game() -> Iterator[None]:
    yield from registered(PebblesAdapter)


@pytest.fixture
def app(sixth_game, database_uri) -> Iterator[Flask]:
    """The app with the game registered before it starts (as a game in ``web/games`` is) and
    the test tree's templates on its template path."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "WTF_CSRF_ENABLED": False,
            "SQLALCHEMY_DATABASE_URI": database_uri,
        }
    )
    app.jinja_loader = ChoiceLoader([app.jinja_loader, FileSystemLoader(TEMPLATES)])
    yield app
    dispose(app)


def form_post(app: Flask, state: dict = STATE) -> dict:
    adapter = get_adapter(SLUG)
    assert adapter is not None
    with app.test_request_context():
        return flatten(adapter.form_data_from_state(state))


def test_registering_offers_the_game_everywhere_and_taking_it_out_undoes_it() -> None:
    assert SLUG not in [game.slug for game in web_games()]
    with pytest.raises(ValueError, match="already called 'panorama'"):
        register_game(Game("panorama", "Panorama", 1, 6, "scoring.panorama"))
    for _ in registered(PebblesAdapter):
        assert [game.slug for game in web_games()][-1] == SLUG
        assert get_game(SLUG).score_state(STATE).winners == ("Ben",)
    assert SLUG not in [game.slug for game in web_games()]
    assert get_adapter(SLUG) is None


def test_the_home_page_lists_it_and_its_form_and_rules_render(client) -> None:
    assert f'href="/{SLUG}/"' in client.get("/").get_data(as_text=True)
    form = client.get(f"/{SLUG}/")
    assert form.status_code == 200
    page = form.get_data(as_text=True)
    assert 'name="players-0-pebbles"' in page
    rules = client.get(f"/{SLUG}/rules")
    assert rules.status_code == 200
    assert "Players tied for the most pebbles all score the bonus." in rules.get_data(as_text=True)


def test_a_posted_form_is_scored_saved_and_shown_with_its_totals(app, client) -> None:
    response = client.post(f"/{SLUG}/", data=form_post(app))
    assert response.status_code == 303
    location = response.headers["Location"]
    assert location.startswith("/t/")
    page = client.get(location).get_data(as_text=True)
    assert dict(podium(page)) == TOTALS
    assert "Ben has the most pebbles (7)." in page


def test_a_form_with_a_problem_shows_it_beside_its_field(app, client) -> None:
    post = form_post(app)
    post["players-1-pebbles"] = "many"
    response = client.post(f"/{SLUG}/", data=post)
    assert response.status_code == 422
    assert "Count the pebbles: 0 or more." in response.get_data(as_text=True)


def test_the_json_api_lists_and_scores_it(client) -> None:
    games = client.get("/api/v1/games").get_json()["games"]
    assert {"slug": SLUG, "name": "Pebbles", "min_players": 2, "max_players": 4} in games
    response = client.post(f"/api/v1/games/{SLUG}/score", json=STATE)
    assert response.status_code == 200
    assert {p["name"]: p["total"] for p in response.get_json()["players"]} == TOTALS


def test_the_tables_api_saves_it_and_reads_it_back(client) -> None:
    created = client.post("/api/v1/tables", json={"game": SLUG, "state": STATE})
    assert created.status_code == 201
    body = created.get_json()
    read = client.get(f"/api/v1/tables/{body['id']}")
    assert read.status_code == 200
    assert read.get_json()["state"] == STATE
    assert client.get(body["url"]).status_code == 200


def test_score_together_is_cleanly_absent_for_a_game_without_room_parts(app, client) -> None:
    page = client.get(f"/{SLUG}/").get_data(as_text=True)
    assert f"/{SLUG}/together" not in page and "Score together" not in page
    assert "/panorama/together" in client.get("/panorama/").get_data(as_text=True)
    assert client.post(f"/{SLUG}/together", data=form_post(app)).status_code == 404
    opened = client.post("/api/v1/rooms", json={"game": SLUG, "state": STATE})
    assert opened.status_code == 404
    assert opened.get_json()["errors"][0]["path"] == "game"


def test_score_together_works_once_its_adapter_names_room_parts(app, client) -> None:
    """Only ``room_parts``: the default ``extract_part``/``insert_part`` (part ``seat-N`` is
    the N-th player) split and assemble the table."""
    unregister_adapter(SLUG)
    register_adapter(SLUG, PebblesTogetherAdapter)
    assert f"/{SLUG}/together" in client.get(f"/{SLUG}/").get_data(as_text=True)
    names_only = {"players": [{"name": player["name"]} for player in STATE["players"]]}
    opened = client.post("/api/v1/rooms", json={"game": SLUG, "state": names_only})
    assert opened.status_code == 201, opened.get_json()
    room, code, host = (opened.get_json()[key] for key in ("id", "code", "token"))
    for seat, player in enumerate(STATE["players"]):
        phone = client if seat == 0 else app.test_client()
        headers = {"Authorization": f"Bearer {host}"} if seat == 0 else {}
        joined = phone.post(
            "/api/v1/rooms/join", json={"code": code, "seat": seat}, headers=headers
        )
        assert joined.status_code == 200, joined.get_json()
        saved = phone.put(
            f"/api/v1/rooms/{room}/parts/seat-{seat}",
            json={"version": 0, "content": {"pebbles": player["pebbles"]}, "done": True},
            headers={"Authorization": f"Bearer {joined.get_json()['token']}"},
        )
        assert saved.status_code == 200, saved.get_json()
    scored = client.post(f"/api/v1/rooms/{room}/score", headers={"Authorization": f"Bearer {host}"})
    assert scored.status_code == 201, scored.get_json()
    table = client.get(f"/api/v1/tables/{scored.get_json()['table_id']}").get_json()
    assert table["state"] == STATE
    assert {p["name"]: p["total"] for p in table["result"]["players"]} == TOTALS
    form = client.post(f"/{SLUG}/together", data=form_post(app))
    assert form.status_code == 303
    assert form.headers["Location"].startswith("/r/")


def test_running_totals_and_the_edit_round_trip_work(app, client) -> None:
    totals = client.post(f"/{SLUG}/totals", data=form_post(app)).get_json()
    assert {p["name"]: p["total"] for p in totals["players"]} == TOTALS
    assert totals["problems"] == 0
    edit = client.post(f"/{SLUG}/edit", data={"state": json.dumps(STATE)})
    assert edit.status_code == 200
    assert 'value="Ben"' in edit.get_data(as_text=True)


def test_offline_pieces_work_or_are_cleanly_absent(client) -> None:
    assert client.get(f"/{SLUG}/blank/3").status_code == 200
    assert client.get(f"/{SLUG}/blank/5").status_code == 404
    assert client.get(f"/{SLUG}/blank/3/focal_point").status_code == 404  # No variants.
    assert client.get(f"/{SLUG}/offline.json").get_json() == []
    worker = client.get("/sw.js").get_data(as_text=True)
    for page in (f"/{SLUG}/", f"/{SLUG}/rules", f"/{SLUG}/blank/2", f"/{SLUG}/blank/4"):
        assert json.dumps(page) in worker
    assert f"/assets/{SLUG}." not in worker  # No stylesheet of its own: the site's.
    assert f"/assets/{SLUG}-form." in worker  # Its form's script: the forms' shared ones.
    assert client.get("/manifest.webmanifest").status_code == 200


def test_italian_pages_render(app, client) -> None:
    for path in (f"/{SLUG}/?lang=it", f"/{SLUG}/rules?lang=it"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert '<html lang="it"' in response.get_data(as_text=True)
    location = client.post(f"/{SLUG}/?lang=it", data=form_post(app)).headers["Location"]
    shown = client.get(f"{location}?lang=it")
    assert shown.status_code == 200
    assert dict(podium(shown.get_data(as_text=True))) == TOTALS
