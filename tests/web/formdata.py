"""Turn nested form data into the flat field names a browser would post (WTForms naming)."""

from __future__ import annotations

from typing import Any

from werkzeug.datastructures import MultiDict

MULTI_VALUE_FIELDS = frozenset({"awards"})


def flatten(data: dict[str, Any], prefix: str = "") -> MultiDict:
    """``{"dusk": [{"cards": [{"icon": "bear"}]}]}`` → ``dusk-0-cards-0-icon=bear``."""
    out: MultiDict = MultiDict()

    def walk(name: str, value: Any) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                walk(f"{name}-{key}" if name else key, inner)
        elif isinstance(value, list) and name.rpartition("-")[2] in MULTI_VALUE_FIELDS:
            for inner in value:
                out.add(name, inner)
        elif isinstance(value, list):
            for index, inner in enumerate(value):
                walk(f"{name}-{index}", inner)
        else:
            out.add(name, "" if value is None else str(value))

    walk(prefix, data)
    return out


def sample_form(app: Any, slug: str) -> MultiDict:
    """The fields a browser posts for a game's sample table (tests/examples), as its form
    fills them in from the table state ("edit this table")."""
    from tests.conftest import load_example
    from web.games import get_adapter

    adapter = get_adapter(slug)
    assert adapter is not None, slug
    with app.test_request_context():
        return flatten(adapter.form_data_from_state(load_example(slug)["state"]))
