"""CSRF protection is on by default (issue 28): every form view refuses a post without its
token before it runs, and each blueprint answers kindly, everything typed kept.

The walk goes over the app's URL map, so a POST view added later is covered without being
named here; only the stateless JSON APIs and the views that change nothing are exempt.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask, url_for
from flask.testing import FlaskClient
from werkzeug.datastructures import MultiDict

from tests.conftest import load_example
from tests.rooms.phones import names_only, part_fields
from tests.rooms.phones import open_room as open_room_by_api
from tests.web.formdata import sample_form
from web.platform.db import db
from web.rooms.common import cookie_name
from web.rooms.parts import extract, parts, player_names

GAME = "tsukimi"
JSON_APIS = {"api", "tables_api", "rooms_api"}
"""Stateless JSON with no cookies (or a Bearer token): no form, so no form token."""
CHANGE_NOTHING = {"views.edit_table", "phone.running_totals"}
"""Views that only answer (a form filled in, the running totals) and save nothing."""
TYPED_NAME = "Zelda"
TYPED_GROUP = "Typed group name"


def form_token(client: FlaskClient) -> str:
    page = client.get(f"/{GAME}/").get_data(as_text=True)
    match = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page)
    assert match
    return match.group(1)


def typed_table(app: Flask) -> MultiDict:
    fields = sample_form(app, GAME)
    fields.setlist("players-0-name", [TYPED_NAME])
    return fields


def everything_stored(app: Flask) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table of the database."""
    with app.app_context():
        return {
            table.name: sorted(
                (tuple(row) for row in db.session.execute(sa.select(table))), key=repr
            )
            for table in db.metadata.sorted_tables
        }


@pytest.fixture
def phone(csrf_app: Flask) -> dict[str, Any]:
    """A phone that saved a table, started a group and hosts a room, each with its token."""
    client = csrf_app.test_client()
    token = form_token(client)
    fields = sample_form(csrf_app, GAME)
    fields["csrf_token"] = token
    saved = client.post(f"/{GAME}/", data=fields)
    assert saved.status_code == 303
    table_id = saved.headers["Location"].rsplit("/", 1)[1]
    assert client.post("/g/", data={"name": "Friday", "csrf_token": token}).status_code == 303
    state = load_example(GAME)["state"]
    room = open_room_by_api(client, GAME, names_only(GAME, state))
    client.set_cookie(cookie_name(room["id"]), room["token"])
    [key] = [spec.key for spec in parts(GAME, player_names(GAME, state))][:1]
    return {
        "client": client,
        "arguments": {"slug": GAME, "table_id": table_id, "room_id": room["id"], "key": key},
        "state": state,
    }


def guarded_form_views(app: Flask) -> list[tuple[str, Any]]:
    """Every rule that takes a POST, PUT, PATCH or DELETE, but the JSON APIs' and the views
    that change nothing."""
    return [
        (rule.endpoint, rule)
        for rule in app.url_map.iter_rules()
        if rule.methods & {"POST", "PUT", "PATCH", "DELETE"}
        and rule.endpoint.partition(".")[0] not in JSON_APIS
        and rule.endpoint not in CHANGE_NOTHING
    ]


def test_the_walk_finds_every_form_view(csrf_app) -> None:
    found = {endpoint for endpoint, _rule in guarded_form_views(csrf_app)}
    assert found >= {
        "views.score_form",
        "saved.edit",
        "saved.delete",
        "groups.create",
        "groups.file_table",
        "rooms.open_room",
        "rooms.take_seat",
        "rooms.answer_reclaim",
        "rooms.save_part",
        "rooms.score",
    }


def test_every_form_view_refuses_a_post_without_its_token_kindly(csrf_app, phone) -> None:
    client: FlaskClient = phone["client"]
    body = typed_table(csrf_app)
    body.update(part_fields(csrf_app, GAME, phone["state"], phone["arguments"]["key"]))
    body.setlist("players-0-name", [TYPED_NAME])
    body.update({"name": TYPED_GROUP, "seat": "0", "answer": "approve", "version": "0"})
    before = everything_stored(csrf_app)
    for endpoint, rule in guarded_form_views(csrf_app):
        arguments = {name: phone["arguments"].get(name, 0) for name in rule.arguments}
        with csrf_app.test_request_context():
            address = url_for(endpoint, **arguments)
        method = sorted(rule.methods & {"POST", "PUT", "PATCH", "DELETE"})[0]
        response = client.open(address, method=method, data=body)
        assert response.status_code in (303, 400), (endpoint, response.status_code)
        if response.status_code == 303:  # A message on the page it came from.
            page = client.get(response.headers["Location"]).get_data(as_text=True)
            assert "open for a very long time" in page, endpoint
        else:
            page = response.get_data(as_text=True)
            assert "open for a very long time" in page, endpoint
        assert TYPED_GROUP not in page, endpoint
        assert everything_stored(csrf_app) == before, f"{endpoint} changed the database"


@pytest.mark.parametrize("address", [f"/{GAME}/", f"/{GAME}/together"])
def test_the_kind_answer_keeps_everything_typed(csrf_app, address) -> None:
    client = csrf_app.test_client()
    fields = typed_table(csrf_app)
    response = client.post(address, data=fields)
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "open for a very long time" in page
    assert f'value="{TYPED_NAME}"' in page
    assert 'name="players-1-name"' in page and 'value="Ben"' in page
    assert re.search(r'name="csrf_token" type="hidden" value="[^"]+"', page)  # A fresh one.


def test_a_part_posted_without_its_token_comes_back_as_typed(csrf_app, phone) -> None:
    arguments = phone["arguments"]
    fields = part_fields(csrf_app, GAME, phone["state"], arguments["key"])
    reserve = "4" if fields["players-0-reserve"] != "4" else "3"
    fields.setlist("players-0-reserve", [reserve])
    fields["version"] = "0"
    response = phone["client"].post(f"/r/{arguments['room_id']}/p/{arguments['key']}", data=fields)
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "open for a very long time" in page
    [reserve_input] = re.findall(r'<[^>]*name="players-0-reserve"[^>]*>', page)
    assert f'value="{reserve}"' in reserve_input


def test_an_edit_button_on_a_stale_form_still_works(csrf_app) -> None:
    # It saves nothing, so the page left open all night still adds a player.
    fields = typed_table(csrf_app)
    fields["action"] = "clear:0"
    client = csrf_app.test_client()
    with_token = typed_table(csrf_app)
    with_token["action"] = "clear:0"
    with_token["csrf_token"] = form_token(client)
    fresh = client.post(f"/{GAME}/", data=with_token)
    stale = csrf_app.test_client().post(f"/{GAME}/", data=fields)
    assert stale.status_code == fresh.status_code
    assert "open for a very long time" not in stale.get_data(as_text=True)


def test_an_unknown_game_without_a_token_is_not_found(csrf_app) -> None:
    assert csrf_app.test_client().post("/chess/", data={}).status_code == 404
    assert csrf_app.test_client().post("/chess/together", data={}).status_code == 404


def test_over_https_the_token_is_enough_without_a_referrer(csrf_app, phone) -> None:
    # The private pages send no referrer (Referrer-Policy: no-referrer), so none comes back.
    client: FlaskClient = phone["client"]
    table_id = phone["arguments"]["table_id"]
    page = client.get(f"/t/{table_id}", base_url="https://localhost").get_data(as_text=True)
    token = re.search(r'name="csrf_token" value="([^"]+)"', page)
    assert token
    response = client.post(
        f"/t/{table_id}/delete", data={"csrf_token": token.group(1)}, base_url="https://localhost"
    )
    assert response.status_code == 303


def test_a_clash_answered_without_its_token_brings_this_phones_side_back_on_its_form(
    csrf_app, phone
) -> None:
    """The merge page left open too long: a tap on a clash no longer saves, and this phone's
    entries come back on its part form (saving it asks about the clash again), never lost."""
    arguments = phone["arguments"]
    mine = extract(GAME, phone["state"], arguments["key"])
    mine["players"][0]["reserve"] = 5
    response = phone["client"].post(
        f"/r/{arguments['room_id']}/p/{arguments['key']}/merge",
        data={
            "mine": json.dumps(mine),
            "chosen": "{}",
            "base_version": "0",
            "keep": "tiles.0.value=mine",
        },
    )
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "open for a very long time" in page
    [reserve_input] = re.findall(r'<[^>]*name="players-0-reserve"[^>]*>', page)
    assert 'value="5"' in reserve_input
    assert 'name="version" value="0"' in page
