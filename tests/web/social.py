"""Helpers for the history and group tests: tables scored on "this phone" through the form."""

from __future__ import annotations

import copy
import re
from typing import Any

from tests.conftest import load_example
from tests.web.formdata import flatten
from web.games import get_adapter

TABLE_PATH = re.compile(r"/t/([A-Za-z0-9_-]+)$")
GROUP_PATH = re.compile(r"/g/([A-Za-z0-9_-]+)$")


def renamed(state: Any, names: dict[str, str]) -> Any:
    """The state with every player name replaced as ``names`` says (in lists and pairs)."""
    if isinstance(state, dict):
        return {key: renamed(value, names) for key, value in state.items()}
    if isinstance(state, list):
        return [renamed(value, names) for value in state]
    return names.get(state, state) if isinstance(state, str) else state


def sample_state(slug: str, names: dict[str, str] | None = None) -> dict[str, Any]:
    state = copy.deepcopy(load_example(slug)["state"])
    return renamed(state, names) if names else state


def score_on_this_phone(client, slug: str, state: dict[str, Any]) -> str:
    """Score a table through the game's form, as a phone does; returns the saved table's id
    (the form answers with a redirect to /t/ID, and the browser keeps its edit token)."""
    with client.application.test_request_context():
        data = flatten(get_adapter(slug).form_data_from_state(state))
    data.add("action", "score")
    response = client.post(f"/{slug}/", data=data)
    assert response.status_code == 303, response.get_data(as_text=True)[:1000]
    match = TABLE_PATH.search(response.headers["Location"])
    assert match, response.headers["Location"]
    return match.group(1)


def start_group(client, table_id: str, name: str) -> str:
    """File a table into a new group from its result page; returns the group's id."""
    response = client.post(f"/t/{table_id}/group", data={"action": "new", "name": name})
    assert response.status_code == 303
    page = client.get(f"/t/{table_id}").get_data(as_text=True)
    found = re.search(r'href="/g/([A-Za-z0-9_-]+)"', page)
    assert found, "the result page links to its group"
    return found.group(1)


def file_into(client, table_id: str, group_id: str):
    return client.post(f"/t/{table_id}/group", data={"action": "file", "group": group_id})
