"""Every game's form refuses two players whose names look alike ("José" typed two ways, "Ann"
with an invisible space), beside the second name, in English and Italian; a room refuses them
when it is opened, since its parts could never be scored together."""

from __future__ import annotations

import html
import re

import pytest

from scoring import SLUGS
from tests.rooms.phones import form_fields, send
from tests.scoring.test_look_alike_names import LOOK_ALIKES, REPEATED, SHOWN, named
from tests.web.formdata import flatten
from web.games import get_adapter

LANGUAGES = {"en": {"Accept-Language": "en"}, "it": {"Accept-Language": "it-IT,it;q=0.9"}}


def errors_beside(page: str, field_id: str) -> str:
    """The text of the error list shown beside a field (empty when there is none)."""
    found = re.search(rf'<ul class="field-errors" id="{field_id}-errors">(.*?)</ul>', page, re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).strip() if found else ""


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize(("first", "second"), LOOK_ALIKES)
@pytest.mark.parametrize("slug", SLUGS)
def test_the_form_refuses_look_alike_names_beside_the_second(client, slug, first, second, code):
    state = named(slug, first, second)
    with client.application.test_request_context():
        data = flatten(get_adapter(slug).form_data_from_state(state))
    response = client.post(f"/{slug}/", data=data, headers=LANGUAGES[code], follow_redirects=True)
    assert response.status_code == 422
    field_id = "players-1" if slug == "panorama" else "players-1-name"
    shown = errors_beside(response.get_data(as_text=True), field_id)
    assert REPEATED[code] % SHOWN[second] in shown


@pytest.mark.parametrize(("first", "second"), LOOK_ALIKES)
def test_a_room_is_not_opened_for_look_alike_names(app, first, second):
    client = app.test_client()
    state = {"players": [first, second, "Cat"]}
    page = client.post("/panorama/together", data=form_fields(app, "panorama", state))
    assert page.status_code == 422
    assert "Every player needs a different name to score together" in page.get_data(as_text=True)
    body = {"game": "panorama", "state": {"players": [first, second]}}
    answer = send(client, "POST", "/api/v1/rooms", body)
    assert answer.status_code == 422
    assert answer.get_json()["errors"][0]["path"] == "state.players"
