"""No English word reaches an Italian room page (issue 23, the allow-list of
``test_no_english_on_italian_pages``, on the pages of a table room): the room page as the host
sees it, the seat page, a part page, the names page with a refused name, the confirmation
before scoring early."""

from __future__ import annotations

import json

import pytest

from tests.rooms.phones import names_only, part_fields
from tests.rooms.test_rooms_pages import open_from_form
from tests.samples import sample_state
from tests.web.test_no_english_on_italian_pages import IT, foreign_words, table_words, words_of

ROOM_GAMES = ["panorama", "sagrada", "solstis", "topiary", "tsukimi"]


@pytest.mark.parametrize("slug", ROOM_GAMES)
def test_an_italian_room_has_no_english_word(app, slug):
    state = sample_state(slug)
    host, guest = app.test_client(), app.test_client()
    room_url = open_from_form(app, host, slug, names_only(slug, state))
    host.post(f"{room_url}/seat", data={"seat": 0}, headers=IT)
    room = host.get(room_url, headers=IT).get_data(as_text=True)
    code = room.split('id="room-code">', 1)[1].split("<", 1)[0]
    first_part = next(key for key in ("seat-0", "dusk-0", "board") if f"/p/{key}" in room)
    fields = part_fields(app, slug, state, first_part).to_dict(flat=False)
    host.post(f"{room_url}/p/{first_part}", data={**fields, "version": "0"}, headers=IT)
    pages = {
        "room": host.get(room_url, headers=IT).get_data(as_text=True),
        "seats": guest.get(f"/j/{code}", headers=IT).get_data(as_text=True),
        "part": host.get(f"{room_url}/p/{first_part}", headers=IT).get_data(as_text=True),
        "names": host.post(f"{room_url}/names", data={"name-0": "x" * 31}, headers=IT).get_data(
            as_text=True
        ),
        "score": host.get(f"{room_url}/score", headers=IT).get_data(as_text=True),
    }
    assert "31" in pages["names"]  # The refused name's reason is on the page, in Italian.
    for name, page in pages.items():
        assert '<html lang="it">' in page, name
    # The room's code (random letters and digits) and the name typed are not words to check.
    allowed = table_words(state) | words_of(code) | {"x" * 31, "x" * 30}
    found = {name: foreign_words(page, allowed) for name, page in pages.items()}
    english = {name: words for name, words in found.items() if words}
    assert not english, json.dumps(english, indent=1, ensure_ascii=False)
