"""Helpers for the room tests: phones that open, join and fill in a room through the API,
and the posted fields of one part of a sample table, as the game's form sends them."""

from __future__ import annotations

import json
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from werkzeug.datastructures import MultiDict

from web.games import get_adapter
from web.rooms.formdata import posted_pairs
from web.rooms.parts import PartSpec, extract, part_by_key, parts, player_names


def send(client: FlaskClient, method: str, path: str, body: Any, token: str | None = None):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return client.open(
        path,
        method=method,
        data=json.dumps(body),
        content_type="application/json",
        headers=headers,
    )


def names_only(game: str, state: dict[str, Any]) -> dict[str, Any]:
    """A table with only its players named: what a room opens with before anyone enters."""
    names = player_names(game, state)
    if game == "panorama":
        return {"players": names}
    return {"players": [{"name": name} for name in names]}


def open_room(client: FlaskClient, game: str, state: dict[str, Any]) -> dict[str, Any]:
    response = send(client, "POST", "/api/v1/rooms", {"game": game, "state": state})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def join(client: FlaskClient, code: str, seat: int, token: str | None = None) -> dict[str, Any]:
    response = send(client, "POST", "/api/v1/rooms/join", {"code": code, "seat": seat}, token)
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def fill_in(client, room_id, game, state, key, token, version=0, done=True):
    """Save part ``key`` of the sample ``state`` from one phone."""
    body = {"version": version, "content": extract(game, state, key), "done": done}
    return send(client, "PUT", f"/api/v1/rooms/{room_id}/parts/{key}", body, token)


def every_part(game: str, state: dict[str, Any]) -> list[PartSpec]:
    return parts(game, player_names(game, state))


def part_fields(app: Flask, game: str, state: dict[str, Any], key: str) -> MultiDict:
    """The fields a phone posts for its part of ``state`` on the game's own form."""
    adapter = get_adapter(game)
    with app.test_request_context("/"):
        form = adapter.filled_form(adapter.form_data_from_state(state))
        adapter.prepare_form(form)
        pairs = posted_pairs(form)
    spec = part_by_key(game, player_names(game, state), key)
    assert spec is not None
    return MultiDict([(name, value) for name, value in pairs if spec.owns_field(name)])


def form_fields(app: Flask, game: str, state: dict[str, Any]) -> MultiDict:
    """Every field the game's form posts for ``state`` (the one-phone form)."""
    adapter = get_adapter(game)
    with app.test_request_context("/"):
        form = adapter.filled_form(adapter.form_data_from_state(state))
        adapter.prepare_form(form)
        return MultiDict(posted_pairs(form))
