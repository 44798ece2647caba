"""One web adapter per game: its form, and how the form becomes the contract's table state.

An adapter module (``web.games.panorama`` …) provides:

- ``TableForm``: a Flask-WTF form class for the whole table;
- ``state_from_form(form) -> dict``: the table state JSON the form describes (forgiving: it
  never rejects anything itself, the game's ``parse`` reports what is wrong);
- ``form_data_from_state(state) -> dict``: form data that shows a table state again, for
  "edit this table" from the result page;
- ``apply_action(data, action) -> dict``: the form data after a server-side edit button
  ("add a Bear to dusk-0"), so the form works without JavaScript; it reads the button's
  numbers with ``web.forms.action_index``, which raises ``UnreadableRequest`` (a 400) for
  one that passes for digits but is not ours (``rows:²``);
- ``prepare_form(form) -> None`` (optional): bring the form's lists in line with its counts.

The views look adapters up here by slug; a game without one is not offered on the web yet.
"""

from __future__ import annotations

import importlib
from types import ModuleType

ADAPTER_MODULES = {
    "panorama": "web.games.panorama",
    "solstis": "web.games.solstis",
    "sagrada": "web.games.sagrada",
    "topiary": "web.games.topiary",
    "tsukimi": "web.games.tsukimi",
}


def get_adapter(slug: str) -> ModuleType | None:
    """The web adapter for ``slug``, or None when the game has no form yet."""
    module_name = ADAPTER_MODULES.get(slug)
    if module_name is None:
        return None
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name == module_name:
            return None
        raise
