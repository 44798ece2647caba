"""The JSON API, as the contract describes it (spec/README.md, "Entry points")."""

from __future__ import annotations

import io
import json

import pytest

from scoring import SLUGS
from tests.conftest import load_example


def post_json(client, slug, body, content_type="application/json"):
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post(f"/api/v1/games/{slug}/score", data=data, content_type=content_type)


def test_games_lists_every_game_with_its_player_range(client):
    response = client.get("/api/v1/games")
    assert response.status_code == 200
    games = response.get_json()["games"]
    assert [game["slug"] for game in games] == list(SLUGS)
    panorama = games[0]
    assert panorama == {"slug": "panorama", "name": "Panorama", "min_players": 1, "max_players": 6}


@pytest.mark.parametrize("slug", ["panorama", "tsukimi", "topiary", "solstis", "sagrada"])
def test_sample_table_scores_its_expected_totals(client, slug):
    example = load_example(slug)
    response = post_json(client, slug, example["state"])
    assert response.status_code == 200, response.get_data(as_text=True)
    result = response.get_json()
    assert {p["name"]: p["total"] for p in result["players"]} == example["expect"]["totals"]
    assert sorted(result["winners"]) == sorted(example["expect"]["winners"])
    assert result["game"] == slug


def test_unknown_game_is_404_with_the_list_of_games(client):
    response = post_json(client, "chess", {})
    assert response.status_code == 404
    assert "panorama" in response.get_json()["errors"][0]["message"]


def test_body_that_is_not_json_is_400(client):
    response = post_json(client, "tsukimi", "{not json")
    assert response.status_code == 400
    assert "not valid JSON" in response.get_json()["errors"][0]["message"]


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_json_so_the_body_is_400(client, constant):
    response = post_json(
        client, "tsukimi", '{"players": [{"name": "Aki", "reserve": ' + constant + "}]}"
    )
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["message"] == (
        f"The body is not valid JSON: {constant} is not a JSON number"
    )


def test_body_in_another_content_type_is_415(client):
    response = post_json(client, "tsukimi", "players=2", content_type="text/plain")
    assert response.status_code == 415


def post_chunked(client, path, body: bytes, content_type="application/json"):
    """A body sent with Transfer-Encoding: chunked, so no Content-Length announces its size."""
    return client.post(
        path,
        input_stream=io.BytesIO(body),
        headers={"Content-Type": content_type, "Transfer-Encoding": "chunked"},
        environ_overrides={"wsgi.input_terminated": True},
    )


def test_oversized_body_sent_in_chunks_is_413_not_a_cut_off_table(client):
    body = json.dumps({"players": [{"name": "x" * 400_000}]}).encode()
    response = post_chunked(client, "/api/v1/games/tsukimi/score", body)
    assert response.status_code == 413
    assert response.get_json()["errors"][0]["message"]


def test_small_body_sent_in_chunks_is_scored(client):
    body = json.dumps(load_example("tsukimi")["state"]).encode()
    response = post_chunked(client, "/api/v1/games/tsukimi/score", body)
    assert response.status_code == 200
    assert response.get_json()["game"] == "tsukimi"


def test_oversized_form_sent_in_chunks_is_413(client):
    body = ("players-0-name=" + "x" * 400_000).encode()
    response = post_chunked(client, "/tsukimi/", body, "application/x-www-form-urlencoded")
    assert response.status_code == 413


def test_oversized_body_is_413_in_json(client):
    response = post_json(client, "tsukimi", "[" + "0," * 200_000 + "0]")
    assert response.status_code == 413
    assert response.get_json()["errors"][0]["message"]


def test_table_that_breaks_the_rules_is_422_with_paths(client):
    response = post_json(client, "tsukimi", {"players": [{"name": "Aki", "reserve": 99}]})
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert errors and all(set(error) == {"path", "message"} for error in errors)
    assert any(error["path"].startswith("players") for error in errors)


@pytest.mark.parametrize(
    ("body", "status"),
    [
        # Read as JSON, then refused as a table: not an object.
        *(pytest.param(body, 422, id=body) for body in ["null", "[]", '"text"', "42", "true"]),
        # Nested deeper than the reader goes: not read at all.
        pytest.param("[" * 5000 + "]" * 5000, 400, id="nested-5000-deep"),
    ],
)
def test_any_json_value_is_answered_without_a_crash(client, body, status):
    response = post_json(client, "panorama", body)
    assert response.status_code == status
    assert "errors" in response.get_json()


def test_api_sets_no_cookie_and_needs_no_csrf_token(csrf_app):
    client = csrf_app.test_client()
    response = post_json(client, "tsukimi", load_example("tsukimi")["state"])
    assert response.status_code == 200
    assert "Set-Cookie" not in response.headers


def test_get_on_the_score_endpoint_is_405_in_json(client):
    response = client.get("/api/v1/games/tsukimi/score")
    assert response.status_code == 405
    assert response.get_json()["errors"]
