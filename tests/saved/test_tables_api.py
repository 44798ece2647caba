"""The contract's saved-tables API (spec/README.md, "Saved tables"), on SQLite and PostgreSQL.

Expected totals come from the spec's sample Panorama table (Ann 56, Ben 30, Cat 37, Dev 63).
A correction renames Ann to Anna everywhere: a name scores nothing, so the totals stay and
only the name changes, which makes the revision easy to tell apart by hand.
"""

from __future__ import annotations

import copy
import json
import re

import sqlalchemy as sa

from tests.conftest import dispose
from tests.saved.conftest import bearer, make_app, post_json
from web.models import Revision, SavedTable
from web.platform.db import db

URL_SAFE_ID = re.compile(r"[A-Za-z0-9_-]{22,}")
"""At least 22 URL-safe base64 characters: at least 128 random bits."""


def totals(result):
    return {player["name"]: player["total"] for player in result["players"]}


def renamed(state, old="Ann", new="Anna"):
    return json.loads(json.dumps(state).replace(f'"{old}"', f'"{new}"'))


def saved_count(app):
    with app.app_context():
        tables = db.session.scalar(sa.select(sa.func.count()).select_from(SavedTable))
        revisions = db.session.scalar(sa.select(sa.func.count()).select_from(Revision))
        return tables, revisions


def create(api, panorama):
    response = post_json(api, "/api/v1/tables", {"game": "panorama", "state": panorama["state"]})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def test_post_saves_the_table_and_answers_201_with_its_id_page_token_and_result(api, panorama):
    response = post_json(api, "/api/v1/tables", {"game": "panorama", "state": panorama["state"]})
    assert response.status_code == 201
    body = response.get_json()
    assert set(body) == {"id", "url", "edit_token", "result"}
    assert URL_SAFE_ID.fullmatch(body["id"])
    assert response.headers["Location"] == f"/api/v1/tables/{body['id']}"
    assert body["url"] == f"/t/{body['id']}"
    assert totals(body["result"]) == {"Ann": 56, "Ben": 30, "Cat": 37, "Dev": 63}
    assert body["result"]["winners"] == ["Dev"]
    assert len(body["edit_token"]) >= 32


def test_get_returns_the_state_the_result_its_times_and_no_revisions_yet(api, panorama):
    created = create(api, panorama)
    response = api.get(f"/api/v1/tables/{created['id']}")
    assert response.status_code == 200
    body = response.get_json()
    assert set(body) == {"id", "game", "state", "result", "created", "updated", "revisions"}
    assert body["id"] == created["id"]
    assert body["game"] == "panorama"
    assert body["state"] == panorama["state"]
    assert body["result"] == created["result"]
    assert body["revisions"] == []
    assert body["created"] == body["updated"]


def test_every_table_gets_its_own_random_id_and_token(api, panorama):
    first, second = create(api, panorama), create(api, panorama)
    assert first["id"] != second["id"]
    assert first["edit_token"] != second["edit_token"]


def test_the_page_of_a_table_saved_through_the_api_shows_its_totals(api, panorama):
    created = create(api, panorama)
    page = api.get(created["url"])
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    for name, total in {"Ann": 56, "Ben": 30, "Cat": 37, "Dev": 63}.items():
        assert re.search(rf'<span class="name">{name}</span>\s*<span class="points">{total}', html)


def test_put_with_the_token_rescores_and_keeps_the_old_version_as_a_revision(api, panorama):
    created = create(api, panorama)
    before = api.get(f"/api/v1/tables/{created['id']}").get_json()
    response = api.put(
        f"/api/v1/tables/{created['id']}",
        json={"state": renamed(panorama["state"])},
        headers=bearer(created["edit_token"]),
    )
    assert response.status_code == 200
    body = response.get_json()
    assert set(body) == {"id", "game", "state", "result", "created", "updated", "revisions"}
    assert totals(body["result"]) == {"Anna": 56, "Ben": 30, "Cat": 37, "Dev": 63}
    assert body["state"] == renamed(panorama["state"])
    assert body["revisions"] == [
        {"state": panorama["state"], "result": before["result"], "saved": before["updated"]}
    ]
    assert body["created"] == before["created"]
    assert body["updated"] > before["updated"]
    assert api.get(f"/api/v1/tables/{created['id']}").get_json() == body


def test_revisions_are_listed_oldest_first(api, panorama):
    created = create(api, panorama)
    path, token = f"/api/v1/tables/{created['id']}", bearer(created["edit_token"])
    for name in ("Anna", "Annie"):
        state = renamed(panorama["state"], new=name)
        assert api.put(path, json={"state": state}, headers=token).status_code == 200
    body = api.get(path).get_json()
    first_names = [revision["result"]["players"][0]["name"] for revision in body["revisions"]]
    assert first_names == ["Ann", "Anna"]
    assert body["result"]["players"][0]["name"] == "Annie"
    assert body["revisions"][0]["saved"] < body["revisions"][1]["saved"] <= body["updated"]


def test_put_without_a_token_is_401_and_changes_nothing(api, panorama):
    created = create(api, panorama)
    path = f"/api/v1/tables/{created['id']}"
    response = api.put(path, json={"state": renamed(panorama["state"])})
    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"].startswith("Bearer")
    assert response.get_json()["errors"][0]["message"]
    assert api.get(path).get_json()["revisions"] == []


def test_put_with_another_tables_token_is_403_and_changes_nothing(api, panorama):
    created, other = create(api, panorama), create(api, panorama)
    path = f"/api/v1/tables/{created['id']}"
    for token in (other["edit_token"], created["edit_token"][:-1], "x" * 43):
        response = api.put(path, json={"state": renamed(panorama["state"])}, headers=bearer(token))
        assert response.status_code == 403
        assert response.get_json()["errors"][0]["message"]
    assert api.get(path).get_json()["state"] == panorama["state"]


def test_a_token_in_another_scheme_counts_as_no_token(api, panorama):
    created = create(api, panorama)
    response = api.put(
        f"/api/v1/tables/{created['id']}",
        json={"state": panorama["state"]},
        headers={"Authorization": f"Basic {created['edit_token']}"},
    )
    assert response.status_code == 401


def test_put_with_a_bad_state_is_422_with_every_problem_and_the_table_is_unchanged(api, panorama):
    created = create(api, panorama)
    path = f"/api/v1/tables/{created['id']}"
    broken = copy.deepcopy(panorama["state"])
    broken["players"] = ["Ann", "ann"]
    response = api.put(path, json={"state": broken}, headers=bearer(created["edit_token"]))
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert errors and all({"path", "message"} <= set(error) for error in errors)
    after = api.get(path).get_json()
    assert after["state"] == panorama["state"] and after["revisions"] == []


def test_delete_without_a_token_is_401_and_with_a_wrong_one_403(api, panorama):
    created = create(api, panorama)
    path = f"/api/v1/tables/{created['id']}"
    assert api.delete(path).status_code == 401
    assert api.delete(path, headers=bearer("not-the-token-" * 3)).status_code == 403
    assert api.get(path).status_code == 200


def test_delete_with_the_token_is_204_and_the_table_is_gone(api, saved_app, panorama):
    created = create(api, panorama)
    path, token = f"/api/v1/tables/{created['id']}", bearer(created["edit_token"])
    assert (
        api.put(path, json={"state": renamed(panorama["state"])}, headers=token).status_code == 200
    )
    response = api.delete(path, headers=token)
    assert response.status_code == 204
    assert response.get_data() == b""
    assert api.get(path).status_code == 404
    assert api.put(path, json={"state": panorama["state"]}, headers=token).status_code == 404
    assert api.delete(path, headers=token).status_code == 404
    assert api.get(created["url"]).status_code == 404
    assert saved_count(saved_app) == (0, 0)  # its revisions went with it


def test_an_id_that_never_existed_is_404_with_the_contract_error_body(api):
    for table_id in ("AAAAAAAAAAAAAAAAAAAAAA", "nope", "a" * 200):
        response = api.get(f"/api/v1/tables/{table_id}")
        assert response.status_code == 404
        assert response.get_json()["errors"][0]["message"]


def test_a_body_that_is_not_json_is_400_and_nothing_is_saved(api, saved_app):
    response = api.post("/api/v1/tables", data="{not json", content_type="application/json")
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["message"].startswith("The body is not valid JSON")
    assert saved_count(saved_app) == (0, 0)


def test_a_body_that_is_not_json_by_its_type_is_415_and_nothing_is_saved(api, saved_app, panorama):
    body = json.dumps({"game": "panorama", "state": panorama["state"]})
    response = api.post("/api/v1/tables", data=body, content_type="text/plain")
    assert response.status_code == 415
    assert saved_count(saved_app) == (0, 0)


def test_an_unknown_game_is_404_and_nothing_is_saved(api, saved_app, panorama):
    response = post_json(api, "/api/v1/tables", {"game": "chess", "state": panorama["state"]})
    assert response.status_code == 404
    assert "chess" in response.get_json()["errors"][0]["message"]
    assert saved_count(saved_app) == (0, 0)


def test_a_state_that_breaks_the_rules_is_422_with_paths_and_nothing_is_saved(
    api, saved_app, panorama
):
    broken = copy.deepcopy(panorama["state"])
    broken["players"] = ["Ann", "ann", "Cat", "Dev"]
    response = post_json(api, "/api/v1/tables", {"game": "panorama", "state": broken})
    assert response.status_code == 422
    assert any(error["path"].startswith("players") for error in response.get_json()["errors"])
    assert saved_count(saved_app) == (0, 0)


def test_a_body_without_game_or_state_is_422_naming_the_field(api, saved_app, panorama):
    missing_game = post_json(api, "/api/v1/tables", {"state": panorama["state"]})
    assert missing_game.status_code == 422
    assert missing_game.get_json()["errors"][0]["path"] == "game"
    missing_state = post_json(api, "/api/v1/tables", {"game": "panorama"})
    assert missing_state.status_code == 422
    assert missing_state.get_json()["errors"][0]["path"] == "state"
    not_an_object = post_json(api, "/api/v1/tables", ["panorama"])
    assert not_an_object.status_code == 422
    assert saved_count(saved_app) == (0, 0)


def test_an_oversized_body_is_413_and_nothing_is_saved(api, saved_app, panorama):
    body = json.dumps({"game": "panorama", "state": panorama["state"], "pad": "x" * 300_000})
    response = api.post("/api/v1/tables", data=body, content_type="application/json")
    assert response.status_code == 413
    assert response.get_json()["errors"][0]["message"]
    assert saved_count(saved_app) == (0, 0)


def test_the_api_is_stateless_and_its_tables_are_not_indexed(api, panorama):
    response = post_json(api, "/api/v1/tables", {"game": "panorama", "state": panorama["state"]})
    assert "Set-Cookie" not in response.headers
    assert "noindex" in response.headers["X-Robots-Tag"]
    read = api.get(response.headers["Location"])
    assert "noindex" in read.headers["X-Robots-Tag"]
    assert read.headers["Referrer-Policy"] == "no-referrer"


def test_only_the_hash_of_the_edit_token_is_stored(api, saved_app, panorama):
    created = create(api, panorama)
    with saved_app.app_context():
        table = db.session.get(SavedTable, created["id"])
        assert created["edit_token"] not in json.dumps(
            {column: str(getattr(table, column)) for column in ("token_hash", "state", "result")}
        )


def test_the_api_needs_no_csrf_token_even_with_csrf_protection_on(database_url, panorama):
    app = make_app(database_url, WTF_CSRF_ENABLED=True)
    client = app.test_client()
    created = create(client, panorama)
    path, token = f"/api/v1/tables/{created['id']}", bearer(created["edit_token"])
    assert client.put(path, json={"state": panorama["state"]}, headers=token).status_code == 200
    assert client.delete(path, headers=token).status_code == 204
    dispose(app)


def test_a_saved_table_comes_back_with_its_keys_in_the_order_they_were_scored(api, panorama):
    """Pages list what a result holds in its order (a tile's rabbits per player, say): the
    database must not reorder a document's keys (PostgreSQL's jsonb would)."""
    scored = post_json(api, "/api/v1/games/panorama/score", panorama["state"]).get_json()
    created = create(api, panorama)
    body = api.get(f"/api/v1/tables/{created['id']}").get_json()
    assert json.dumps(body["result"]) == json.dumps(scored)
    assert json.dumps(body["state"]) == json.dumps(panorama["state"])


def raw_body(state_text: str) -> str:
    return '{"game": "panorama", "state": ' + state_text + "}"


def test_a_number_too_large_to_keep_is_422_with_its_path_and_nothing_is_saved(
    api, saved_app, panorama
):
    """1e400 is JSON text but reads as infinity, which no JSON document can hold: scoring
    ignores a field it does not read, but a saved table keeps the whole state."""
    state = json.dumps({**panorama["state"], "note": "@"}).replace('"@"', "1e400")
    response = api.post("/api/v1/tables", data=raw_body(state), content_type="application/json")
    assert response.status_code == 422
    [error] = response.get_json()["errors"]
    assert error["path"] == "note" and "too large" in error["message"]
    assert saved_count(saved_app) == (0, 0)


def test_text_that_is_not_unicode_is_422_with_its_path_and_nothing_is_saved(
    api, saved_app, panorama
):
    state = json.dumps(panorama["state"]).replace('"Cat"', '"C\\ud800t"')
    response = api.post("/api/v1/tables", data=raw_body(state), content_type="application/json")
    assert response.status_code == 422
    paths = [error["path"] for error in response.get_json()["errors"]]
    assert "players[2]" in paths
    assert saved_count(saved_app) == (0, 0)


def test_a_correction_nested_absurdly_deep_is_422_and_the_table_is_unchanged(api, panorama):
    created = create(api, panorama)
    deep = json.dumps({**panorama["state"], "note": "@"}).replace('"@"', "[" * 100 + "]" * 100)
    response = api.put(
        f"/api/v1/tables/{created['id']}",
        data='{"state": ' + deep + "}",
        content_type="application/json",
        headers=bearer(created["edit_token"]),
    )
    assert response.status_code == 422
    assert response.get_json()["errors"][0]["path"].startswith("note[0][0]")
    assert api.get(f"/api/v1/tables/{created['id']}").get_json()["revisions"] == []
