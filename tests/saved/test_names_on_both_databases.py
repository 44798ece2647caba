"""Every name a player types has one limit and one check, on SQLite and PostgreSQL alike
(issue 27, item 10).

PostgreSQL refused what SQLite kept: a room's seat name over 100 characters and a NUL in a
seat or group name answered 500 there (201 or 303 on SQLite). The contract's limit for a
player's name, and so a seat's, is 30 characters (``spec/README.md``, "Names and text"); a
group's name is at most 60. A control character (a NUL, a tab) is in no name: each is
refused with a sentence that names the field, in English and Italian.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.saved.conftest import post_json
from tests.web.social import sample_state, score_on_this_phone

ROOMS = "/api/v1/rooms"
LONG_NAME = "Annabella " * 12  # 120 characters: over the old 100-character column.


def with_first_name(slug: str, name: str) -> dict[str, Any]:
    """The spec's sample table, its first player renamed (everywhere the name is used)."""
    first = sample_state(slug)["players"][0]
    return sample_state(slug, {first if isinstance(first, str) else first["name"]: name})


def first_name_path(slug: str) -> str:
    first = sample_state(slug)["players"][0]
    return "state.players[0]" + ("" if isinstance(first, str) else ".name")


@pytest.mark.parametrize("name", [LONG_NAME.strip(), "A" * 31])
def test_a_seat_name_over_30_characters_is_refused_on_every_database(api, name):
    response = post_json(
        api, ROOMS, {"game": "panorama", "state": with_first_name("panorama", name)}
    )
    assert response.status_code == 422
    [error] = response.get_json()["errors"]
    assert error["path"] == first_name_path("panorama")
    assert "names are at most 30" in error["message"]


@pytest.mark.parametrize("name", ["Ann\x00", "Ann\x1bLee", "Ann\tLee", "\x00"])
def test_a_control_character_in_a_seat_name_is_refused_on_every_database(api, name):
    response = post_json(api, ROOMS, {"game": "tsukimi", "state": with_first_name("tsukimi", name)})
    assert response.status_code == 422, response.get_data(as_text=True)
    [error] = response.get_json()["errors"]
    assert error["path"] == first_name_path("tsukimi")
    assert "hidden control character" in error["message"]


def test_a_name_of_30_characters_still_opens_a_room(api):
    response = post_json(
        api, ROOMS, {"game": "panorama", "state": with_first_name("panorama", "A" * 30)}
    )
    assert response.status_code == 201


def test_score_together_on_the_form_says_which_name_is_wrong(saved_app):
    from tests.web.formdata import flatten
    from web.games import get_adapter

    phone = saved_app.test_client()
    with saved_app.test_request_context():
        data = flatten(
            get_adapter("panorama").form_data_from_state(with_first_name("panorama", "Ann\x00"))
        )
    response = phone.post("/panorama/together", data=data)
    assert response.status_code == 422
    assert "hidden control character" in response.get_data(as_text=True)


def test_a_control_character_in_a_player_name_is_refused_when_scoring(api):
    response = post_json(
        api, "/api/v1/tables", {"game": "tsukimi", "state": with_first_name("tsukimi", "Ann\x00")}
    )
    assert response.status_code == 422
    messages = {error["path"]: error["message"] for error in response.get_json()["errors"]}
    assert "hidden control character" in messages["players[0].name"]
    italian = post_json(
        api,
        "/api/v1/tables",
        {"game": "tsukimi", "state": with_first_name("tsukimi", "Ann\x00")},
        **{"Accept-Language": "it"},
    )
    assert "carattere di controllo nascosto" in italian.get_data(as_text=True)


@pytest.mark.parametrize("name", ["Thursday\x00group", "Thursday\x7fgroup"])
def test_a_control_character_in_a_group_name_is_refused_on_every_database(saved_app, name):
    phone = saved_app.test_client()
    table_id = score_on_this_phone(phone, "tsukimi", sample_state("tsukimi"))
    response = phone.post(f"/t/{table_id}/group", data={"action": "new", "name": name})
    assert response.status_code == 303
    page = phone.get(f"/t/{table_id}").get_data(as_text=True)
    assert "hidden control character" in page
    assert 'href="/g/' not in page  # No group was made.
    created = phone.post("/g/", data={"name": name})
    assert created.status_code == 303
    assert "/g/" not in created.headers["Location"]


def test_a_group_name_is_at_most_60_characters_on_every_database(saved_app):
    phone = saved_app.test_client()
    table_id = score_on_this_phone(phone, "tsukimi", sample_state("tsukimi"))
    refused = phone.post(f"/t/{table_id}/group", data={"action": "new", "name": "G" * 61})
    assert refused.status_code == 303
    assert "up to 60 characters" in phone.get(f"/t/{table_id}").get_data(as_text=True)
    kept = phone.post(f"/t/{table_id}/group", data={"action": "new", "name": "G" * 60})
    assert kept.status_code == 303
    assert "G" * 60 in phone.get(f"/t/{table_id}").get_data(as_text=True)


def test_italian_players_read_the_group_name_message_in_italian(saved_app):
    phone = saved_app.test_client()
    table_id = score_on_this_phone(phone, "tsukimi", sample_state("tsukimi"))
    phone.post(
        f"/t/{table_id}/group",
        data={"action": "new", "name": "Gruppo\x00"},
        headers={"Accept-Language": "it"},
    )
    page = phone.get(f"/t/{table_id}", headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert "Nel nome del gruppo Gruppo\ufffd c&#39;è un carattere di controllo nascosto" in page
