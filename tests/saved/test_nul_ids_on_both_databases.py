"""An address holding a NUL is "not found" on every database, never a PostgreSQL-only 500
(issue 27, item 10: a room id with a NUL answered 500 there; PostgreSQL refuses a NUL in any
text it is sent, SQLite looks it up and finds nothing)."""

from __future__ import annotations

import pytest

NUL_ID = "abcdefgh\x00ijklmnopq"


@pytest.mark.parametrize(
    "path",
    [
        "/t/{id}",
        "/t/{id}/qr.svg",
        "/g/{id}",
        "/r/{id}",
        "/api/v1/tables/{id}",
        "/api/v1/rooms/{id}",
    ],
)
def test_an_id_with_a_nul_is_not_found(api, path):
    response = api.get(path.format(id=NUL_ID.replace("\x00", "%00")))
    assert response.status_code == 404, response.get_data(as_text=True)[:300]
