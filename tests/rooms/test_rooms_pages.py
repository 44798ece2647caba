"""The room pages, without JavaScript: Score together, join by code, a part on the game's own
form, a stale save shown to merge, errors on the phone whose part they concern."""

from __future__ import annotations

import re

from tests.conftest import load_example
from tests.rooms.phones import form_fields, names_only, part_fields


def open_from_form(app, client, game, state):
    """Tap "Score together" on the game's form: the room's address."""
    response = client.post(f"/{game}/together", data=form_fields(app, game, state))
    assert response.status_code == 303, response.get_data(as_text=True)
    return response.headers["Location"]


def room_code(page: str) -> str:
    return re.search(r'id="room-code">(\w+)<', page)[1]


def sit(client, room_url, seat):
    response = client.post(f"{room_url}/seat", data={"seat": seat})
    assert response.status_code == 303


def test_score_together_is_on_every_games_form_and_the_form_still_scores_on_one_phone(app):
    client = app.test_client()
    for game in ("panorama", "sagrada", "solstis", "topiary", "tsukimi"):
        page = client.get(f"/{game}/").get_data(as_text=True)
        assert f'formaction="/{game}/together"' in page
        assert f'action="/{game}/"' in page  # The form itself still scores here.
    scored = client.post(
        "/sagrada/", data=form_fields(app, "sagrada", load_example("sagrada")["state"])
    )
    assert scored.status_code == 303
    assert scored.headers["Location"].startswith("/t/")


def test_score_together_opens_a_room_with_its_code_qr_code_and_link(app):
    client = app.test_client()
    room_url = open_from_form(
        app, client, "sagrada", names_only("sagrada", load_example("sagrada")["state"])
    )
    page = client.get(room_url).get_data(as_text=True)
    code = room_code(page)
    assert f"/j/{code}" in page
    assert '<svg aria-hidden="true"' in page  # The QR code, inline.
    assert "Ann not here yet · Ben not here yet · Cat not here yet" in page
    assert "Score anyway" in page  # The host may score before every part is done.


def test_players_need_different_names_to_score_together(app):
    client = app.test_client()
    state = {"players": [{"name": "Ann"}, {"name": "Ann"}]}
    response = client.post("/sagrada/together", data=form_fields(app, "sagrada", state))
    assert response.status_code == 422
    assert "Every player needs a different name" in response.get_data(as_text=True)


def test_a_typed_code_in_small_letters_finds_the_room_and_lists_its_seats(app):
    host = app.test_client()
    room_url = open_from_form(
        app, host, "sagrada", names_only("sagrada", load_example("sagrada")["state"])
    )
    code = room_code(host.get(room_url).get_data(as_text=True))
    phone = app.test_client()
    typed = phone.get(f"/j?code={code.lower()}")
    assert typed.status_code == 303
    seats = phone.get(typed.headers["Location"])
    assert seats.status_code == 200
    assert [
        name for name in ("Ann", "Ben", "Cat") if f">{name}" in seats.get_data(as_text=True)
    ] == [
        "Ann",
        "Ben",
        "Cat",
    ]
    assert phone.get("/j/NOPE99").status_code == 404


def test_a_seats_part_page_shows_only_its_own_window(app):
    state = load_example("sagrada")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "sagrada", names_only("sagrada", state))
    ben = app.test_client()
    sit(ben, room_url, 1)
    page = ben.get(f"{room_url}/p/seat-1").get_data(as_text=True)
    assert 'id="players-1"' in page
    assert 'id="players-0"' not in page
    assert 'id="players-2"' not in page
    assert 'id="public_objectives"' not in page
    assert 'name="version" value="0"' in page
    assert ben.get(f"{room_url}/p/seat-0").status_code == 403


def test_a_stale_save_on_the_page_is_merged_and_asks_only_whose_cards_come_first(app):
    """Issue 21: Ann's card and Ben's, both added to an empty panorama, are both kept; the
    only question is their order, one tap (was: a refusal showing raw lines)."""
    state = load_example("panorama")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "panorama", names_only("panorama", state))
    ann, ben = app.test_client(), app.test_client()
    sit(ann, room_url, 0)
    sit(ben, room_url, 1)
    fields = part_fields(app, "panorama", state, "dusk-0")  # Ann–Ben's dusk panorama: a tree.
    saved = ben.post(f"{room_url}/p/dusk-0", data={**fields.to_dict(flat=False), "version": "0"})
    assert saved.status_code == 303
    attempt = part_fields(
        app,
        "panorama",
        {**state, "dusk": [{"players": ["Ann", "Ben"], "cards": ["bear"]}, *state["dusk"][1:]]},
        "dusk-0",
    )
    late = ann.post(f"{room_url}/p/dusk-0", data={**attempt.to_dict(flat=False), "version": "0"})
    assert late.status_code == 409
    page = late.get_data(as_text=True)
    assert "Saved by Ben meanwhile" in page
    assert ">Tree<" in page and ">Bear<" in page  # Both cards, as the form names them …
    assert '<span class="icon" aria-hidden="true">🌲</span>' in page  # … and draws them.
    assert '<span class="icon" aria-hidden="true">🐻</span>' in page
    assert "cards: tree" not in page
    chosen = ann.post(
        f"{room_url}/p/dusk-0/merge",
        data={
            "mine": re.search(r'name="mine" value="([^"]*)"', page)[1].replace("&#34;", '"'),
            "chosen": "{}",
            "base_version": "0",
            "keep": "cards@0=theirs",
        },
    )
    assert chosen.status_code == 303
    room_page = ann.get(f"{room_url}/p/dusk-0").get_data(as_text=True)
    assert 'name="version" value="2"' in room_page


def test_an_edit_button_in_a_part_changes_the_form_but_saves_nothing(app):
    state = load_example("panorama")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "panorama", names_only("panorama", state))
    ann = app.test_client()
    sit(ann, room_url, 0)
    added = ann.post(f"{room_url}/p/dawn-0", data={"version": "0", "action": "add:dawn-0:fox"})
    assert added.status_code == 200
    assert "1 card" in added.get_data(as_text=True)
    assert "not started" in ann.get(room_url).get_data(as_text=True)


def test_a_problem_is_shown_beside_the_field_on_the_phone_whose_part_it_is(app):
    state = load_example("sagrada")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "sagrada", state)
    ben = app.test_client()
    sit(ben, room_url, 1)
    fields = part_fields(app, "sagrada", state, "seat-1")
    fields["players-1-favor_tokens"] = "-3"
    assert (
        ben.post(
            f"{room_url}/p/seat-1", data={**fields.to_dict(flat=False), "version": "0"}
        ).status_code
        == 303
    )
    tried = host.post(f"{room_url}/score", data={"anyway": "1"})  # Confirmed: not all done.
    assert tried.status_code == 303 and tried.headers["Location"] == room_url
    assert "needs a look (1)" in host.get(room_url).get_data(as_text=True)
    page = ben.get(f"{room_url}/p/seat-1").get_data(as_text=True)
    assert 'id="players-1-favor_tokens-errors"' in page


def test_scoring_sends_every_phone_to_the_saved_table(app):
    state = load_example("sagrada")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "sagrada", state)
    cat = app.test_client()
    sit(cat, room_url, 2)
    scored = host.post(f"{room_url}/score", data={"anyway": "1"})  # Confirmed: not all done.
    assert scored.status_code == 303
    table_url = scored.headers["Location"]
    assert table_url.startswith("/t/")
    assert cat.get(room_url).headers["Location"] == table_url
    assert cat.get(f"{room_url}/state").get_json()["table_url"] == table_url
    assert "Edit this table" in host.get(table_url).get_data(
        as_text=True
    )  # The scorer keeps the edit token.


def test_room_pages_are_private_links_not_indexed_and_sent_without_referrer(app):
    client = app.test_client()
    state = names_only("sagrada", load_example("sagrada")["state"])
    room_url = open_from_form(app, client, "sagrada", state)
    for path in (room_url, f"{room_url}/state"):
        response = client.get(path)
        assert response.headers["X-Robots-Tag"] == "noindex, nofollow"
        assert response.headers["Referrer-Policy"] == "no-referrer"
        assert "private" in response.headers["Cache-Control"]


def test_a_phone_asking_for_a_held_seat_is_told_the_host_decides(app):
    client = app.test_client()
    state = names_only("sagrada", load_example("sagrada")["state"])
    room_url = open_from_form(app, client, "sagrada", state)
    sit(app.test_client(), room_url, 1)
    again = app.test_client()
    sit(again, room_url, 1)
    page = again.get(room_url).get_data(as_text=True)
    assert "You asked for Ben's seat" in page
    host_page = client.get(room_url).get_data(as_text=True)
    assert "Another phone asks for Ben's seat" in host_page


def test_a_topiary_seat_sees_its_own_hand_its_visitors_and_the_garden_to_place_them(app):
    state = load_example("topiary")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "topiary", state)
    ben = app.test_client()
    sit(ben, room_url, 1)
    page = ben.get(f"{room_url}/p/seat-1").get_data(as_text=True)
    assert 'id="players-1"' in page
    assert 'id="players-0"' not in page
    assert 'id="garden"' in page and 'id="visitors"' in page
    assert f'formaction="{room_url}/p/seat-1' in page  # Placing a visitor stays in the room.
    garden = host.get(f"{room_url}/p/shared").get_data(as_text=True)
    assert 'id="garden"' in garden
    assert 'id="visitors"' not in garden and 'id="players"' not in garden
