"""Every response says its type is not to be guessed (issue 27, item 12).

The pages had ``X-Content-Type-Options: nosniff``; the JSON answers, the QR code's SVG, the
CSV downloads and the assets had none, so an old browser could read a JSON body holding a
player's text as a page.
"""

from __future__ import annotations

import pytest

from tests.conftest import load_example


@pytest.mark.parametrize(
    "method, path, body",
    [
        ("GET", "/api/v1/games", None),
        ("POST", "/api/v1/games/tsukimi/score", {"players": "not a table"}),
        ("POST", "/api/v1/games/tsukimi/score", "tables"),
        ("GET", "/api/v1/tables/no-such-table", None),
        ("GET", "/manifest.webmanifest", None),
        ("GET", "/sw.js", None),
    ],
)
def test_json_and_other_answers_carry_nosniff(client, method, path, body):
    response = client.open(path, method=method, json=body if body != "tables" else None)
    assert response.status_code < 500
    assert response.headers.get("X-Content-Type-Options") == "nosniff", path


def test_a_saved_tables_json_and_qr_code_carry_nosniff(client):
    state = load_example("tsukimi")["state"]
    saved = client.post("/api/v1/tables", json={"game": "tsukimi", "state": state})
    assert saved.status_code == 201
    assert saved.headers["X-Content-Type-Options"] == "nosniff"
    table_id = saved.get_json()["id"]
    for path in (f"/api/v1/tables/{table_id}", f"/t/{table_id}/qr.svg"):
        response = client.get(path)
        assert response.status_code == 200
        assert response.headers["X-Content-Type-Options"] == "nosniff", path
