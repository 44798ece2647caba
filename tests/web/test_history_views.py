""" "Your tables": the tables saved from this phone, newest first (web/tables/history.py)."""

from __future__ import annotations

import re

from tests.web.social import sample_state, score_on_this_phone, start_group


def lines(page: str) -> list[str]:
    """Each listed table's text, tags and spacing dropped, in the page's order."""
    found = re.findall(r'<a class="saved-link" href="/t/[^"]+">(.*?)</a>', page, flags=re.S)
    return [" ".join(re.sub(r"<[^>]+>", " ", line).split()) for line in found]


def test_no_tables_yet_explains_how_they_get_here(client):
    page = client.get("/tables").get_data(as_text=True)
    assert "<h1>Your tables</h1>" in page
    assert "No tables here yet" in page
    assert "When you score a game on this phone, its result is saved and listed here" in page
    assert lines(page) == []


def test_tables_saved_here_are_listed_newest_first_with_players_and_winner(client):
    panorama = score_on_this_phone(client, "panorama", sample_state("panorama"))
    sagrada = score_on_this_phone(client, "sagrada", sample_state("sagrada"))
    page = client.get("/tables").get_data(as_text=True)
    assert page.index(f'href="/t/{sagrada}"') < page.index(f'href="/t/{panorama}"')
    newest, oldest = lines(page)
    # The samples: Sagrada is won by Ben (Ann 19, Ben 21, Cat -1); Panorama by Dev (63).
    assert newest.startswith("Sagrada")
    assert newest.endswith("Ann, Ben, Cat Ben won")
    assert oldest.startswith("Panorama")
    assert oldest.endswith("Ann, Ben, Cat, Dev Dev won")
    date = re.search(r"\w{3} \d{1,2} \w{3} \d{4}", oldest)
    assert date, oldest


def test_another_phone_has_its_own_list(client, app):
    table = score_on_this_phone(client, "panorama", sample_state("panorama"))
    other_phone = app.test_client()
    assert other_phone.get(f"/t/{table}").status_code == 200  # it can open the link...
    page = other_phone.get("/tables").get_data(as_text=True)
    assert lines(page) == []  # ...but the table is listed only on the phone that saved it


def test_a_deleted_table_drops_out_of_the_list(client):
    kept = score_on_this_phone(client, "panorama", sample_state("panorama"))
    gone = score_on_this_phone(client, "panorama", sample_state("panorama"))
    token = dict(remembered(client))[gone]
    response = client.delete(f"/api/v1/tables/{gone}", headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 204
    page = client.get("/tables").get_data(as_text=True)
    assert f'href="/t/{kept}"' in page
    assert f'href="/t/{gone}"' not in page


def remembered(client) -> list[tuple[str, str]]:
    from web.tables.service import TABLES_COOKIE

    cookie = client.get_cookie(TABLES_COOKIE)
    assert cookie is not None
    return [tuple(pair.split(".", 1)) for pair in cookie.value.split("~")]


def test_the_groups_of_this_phone_are_listed_and_a_group_can_be_started(client):
    table = score_on_this_phone(client, "panorama", sample_state("panorama"))
    group_id = start_group(client, table, "Thursday group")
    page = client.get("/tables").get_data(as_text=True)
    assert f'href="/g/{group_id}"' in page
    assert "Thursday group" in page
    assert lines(page)[0].endswith("Dev won · Thursday group")
    response = client.post("/g/", data={"name": "  Sunday   lunch "})
    assert response.status_code == 303
    assert "<h1>Sunday lunch</h1>" in client.get(response.headers["Location"]).get_data(
        as_text=True
    )


def test_history_is_private_and_linked_from_home(client):
    response = client.get("/tables")
    assert "noindex" in response.headers["X-Robots-Tag"]
    assert '<meta name="robots" content="noindex, nofollow">' in response.get_data(as_text=True)
    assert 'href="/tables"' in client.get("/").get_data(as_text=True)


def test_the_result_page_links_to_your_tables(client):
    table = score_on_this_phone(client, "panorama", sample_state("panorama"))
    assert 'href="/tables"' in client.get(f"/t/{table}").get_data(as_text=True)
