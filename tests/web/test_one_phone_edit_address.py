"""The edit address opened as a link (issue 26): another phone is told why it cannot edit,
with the way back to the table; never "does not accept this kind of request"."""

from __future__ import annotations

from tests.conftest import load_example


def saved_table(client) -> str:
    response = client.post(
        "/api/v1/tables", json={"game": "tsukimi", "state": load_example("tsukimi")["state"]}
    )
    assert response.status_code == 201, response.get_json()
    return f"/t/{response.get_json()['id']}"


def test_another_phone_opening_the_edit_address_is_told_why_and_shown_the_way(app, client):
    address = saved_table(client)
    another_phone = app.test_client()
    response = another_phone.get(f"{address}/edit")
    assert response.status_code == 403
    page = response.get_data(as_text=True)
    assert "Only the phone that saved this table can change or delete it." in page
    assert "edit a copy" in page
    assert f'href="{address}"' in page
    assert "does not accept this kind of request" not in page


def test_a_missing_table_edit_address_says_there_is_none(client):
    response = client.get("/t/nosuchtableatthisaddress00/edit")
    assert response.status_code == 404
    assert "There is no saved table at this address" in response.get_data(as_text=True)
