"""Groups and "Your tables" on SQLite and on a live PostgreSQL: the same pages, the same
figures (the group queries and the JSON results they read behave alike on both)."""

from __future__ import annotations

from tests.web.social import file_into, sample_state, score_on_this_phone, start_group


def test_a_group_adds_up_alike_on_every_database(saved_app):
    phone = saved_app.test_client()
    first = score_on_this_phone(phone, "panorama", sample_state("panorama"))
    group_id = start_group(phone, first, "Thursday group")
    # The same table a week later, Ben and Dev swapped and names typed differently.
    names = {"Ann": "ANN", "Ben": "Dev", "Dev": "ben "}
    second = score_on_this_phone(phone, "panorama", sample_state("panorama", names))
    assert file_into(phone, second, group_id).status_code == 303

    body = phone.get(f"/g/{group_id}/plays.json").get_json()
    assert [(row["table"], row["player"], row["total"]) for row in body["rows"]] == [
        (second, "ANN", 56),
        (second, "Dev", 30),
        (second, "Cat", 37),
        (second, "ben", 63),
        (first, "Ann", 56),
        (first, "Ben", 30),
        (first, "Cat", 37),
        (first, "Dev", 63),
    ]
    page = phone.get(f"/g/{group_id}").get_data(as_text=True)
    # Ben: 30 and 63, one win, average 46.5 (the figures of tests/web/test_groups_views.py).
    assert (
        '<tr><th scope="row">ben</th><td class="num">2</td><td class="num">1</td>'
        '<td class="num">63</td><td class="num">46.5</td></tr>'
    ) in page
    history = phone.get("/tables").get_data(as_text=True)
    assert history.index(f'href="/t/{second}"') < history.index(f'href="/t/{first}"')


def test_deleting_a_filed_table_leaves_its_group(saved_app):
    phone = saved_app.test_client()
    table = score_on_this_phone(phone, "panorama", sample_state("panorama"))
    group_id = start_group(phone, table, "Thursday group")
    assert phone.post(f"/t/{table}/delete").status_code == 303
    page = phone.get(f"/g/{group_id}").get_data(as_text=True)
    assert "No plays yet" in page
    assert f'href="/t/{table}"' not in phone.get("/tables").get_data(as_text=True)
