"""Edit buttons described once: what a button does to the form, as data both sides read.

A game's edit button (add a card, remove a visitor, open a place …) is an ordinary submit
button: without JavaScript the server reads its ``action`` and changes the form data. With no
connection the phone has no server to ask, so the page carries the same change, described: the
button's ``data-edit`` attribute (:func:`edit_attribute`) holds a short list of the operations
below, and ``static/edits.js`` performs them on the form's fields, while the game's
``apply_action`` turns the posted action into the same list and performs it here
(:func:`apply_edit`). The description is written in one place, the game's adapter; the two
performers know only these operations, never a game.

The operations, each a dict with ``op`` and its arguments; a *list* is a FieldList's name as its
fields are named (``dusk-0-cards``, ``visitors``), an entry's id is the list's name and the
entry's number (``dusk-0-cards-2``), a *field* a top-level field's name (``editing``):

- ``require``: the edit applies only when ``list`` has entry ``index`` (a stale button, from a
  page older than the form, changes nothing);
- ``room``: the edit applies only when ``list`` has fewer than ``most`` entries;
- ``set``: ``field`` takes ``value``;
- ``toggle``: ``field`` takes ``value``, or ``""`` when it already holds it;
- ``insert``: ``entry`` goes into ``list`` before the entry that the ``mark`` field names (its
  id; then the mark moves on to the entry after the new one), or at the end (the mark, if any,
  then cleared); ``opens``, if given, names the field that takes the new entry's id;
- ``remove``: entry ``index`` leaves ``list``, the entries after it move up one; a ``mark``
  field naming a later entry follows it, and is cleared when the list is left empty;
- ``move``: entry ``index`` of ``list`` swaps places with the entry ``by`` places on (-1: the
  one before it; nothing when there is none);
- ``choose``: in ``list``, the first entry whose fields hold ``match`` (compared without spaces
  or letter case) takes ``value`` in ``field``, or leaves the list when ``value`` is ``None`` or
  what it already holds; with no such entry, and room below ``most``, a new entry of ``match``
  and ``field`` is added at the end.

The checks (``require``, ``room``) read the form as it was posted, before any change: an edit
either applies whole or changes nothing.
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Iterable
from typing import Any

from markupsafe import Markup

Edit = list[dict[str, Any]]
"""One button's change to the form: the operations above, in order."""

NOTHING: Edit = []
"""A button that changes no field (the page is only drawn again)."""

CHECKS = ("require", "room")


def require(list_name: str, index: int) -> dict[str, Any]:
    return {"op": "require", "list": list_name, "index": index}


def room(list_name: str, most: int) -> dict[str, Any]:
    return {"op": "room", "list": list_name, "most": most}


def set_field(field: str, value: str) -> dict[str, Any]:
    return {"op": "set", "field": field, "value": value}


def toggle(field: str, value: str) -> dict[str, Any]:
    return {"op": "toggle", "field": field, "value": value}


def insert(
    list_name: str, entry: dict[str, Any], mark: str | None = None, opens: str | None = None
) -> dict[str, Any]:
    operation: dict[str, Any] = {"op": "insert", "list": list_name, "entry": entry}
    if mark:
        operation["mark"] = mark
    if opens:
        operation["opens"] = opens
    return operation


def remove(list_name: str, index: int, mark: str | None = None) -> dict[str, Any]:
    operation: dict[str, Any] = {"op": "remove", "list": list_name, "index": index}
    if mark:
        operation["mark"] = mark
    return operation


def move(list_name: str, index: int, by: int) -> dict[str, Any]:
    return {"op": "move", "list": list_name, "index": index, "by": by}


def choose(
    list_name: str, match: dict[str, str], field: str, value: str | None, most: int
) -> dict[str, Any]:
    return {
        "op": "choose",
        "list": list_name,
        "match": match,
        "field": field,
        "value": value,
        "most": most,
    }


def edit_attribute(edit: Edit) -> Markup:
    """A button's ``data-edit`` attribute, with a space before it, for the phone's copy of
    the change (single-quoted: the JSON is safe there, as Flask's ``tojson`` filter writes it).

    >>> edit_attribute([set_field("editing", "")])
    Markup(' data-edit=\\'[{"op":"set","field":"editing","value":""}]\\'')
    """
    return _attribute(json.dumps(edit, separators=(",", ":")))


@functools.lru_cache(maxsize=4096)
def _attribute(text: str) -> Markup:
    # The same few hundred buttons are drawn on every page of a form: each written once.
    safe = (
        text.replace("&", "\\u0026")
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("'", "\\u0027")
    )
    return Markup(f" data-edit='{safe}'")


# Performed on the form data (``form.data``: lists of entries, each a dict or a value).


def apply_edit(data: dict[str, Any], edit: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """``data`` changed as ``edit`` says (in place, and returned); unchanged when a check fails.

    >>> data = {"editing": "", "cards": [{"icon": "fox"}]}
    >>> apply_edit(data, [insert("cards", {"icon": "bear"}, opens="editing")])
    {'editing': 'cards-1', 'cards': [{'icon': 'fox'}, {'icon': 'bear'}]}
    >>> apply_edit(data, [require("cards", 5), remove("cards", 5)])["cards"][1]
    {'icon': 'bear'}
    """
    operations = list(edit)
    for operation in operations:
        if operation["op"] in CHECKS and not _check(data, operation):
            return data
    for operation in operations:
        _perform(data, operation)
    return data


def _check(data: dict[str, Any], operation: dict[str, Any]) -> bool:
    entries = _list(data, operation["list"])
    if operation["op"] == "require":
        return bool(0 <= operation["index"] < len(entries))
    return bool(len(entries) < operation["most"])


def _list(data: dict[str, Any], name: str, create: bool = False) -> list[Any]:
    """The entries of the list ``name`` (``dusk-0-cards``: ``data["dusk"][0]["cards"]``); an
    empty list for one the data does not hold (made in the data when ``create``)."""
    holder: Any = data
    parts = name.split("-")
    for part in parts[:-1]:
        if isinstance(holder, dict):
            holder = holder.get(part)
        elif isinstance(holder, list) and part.isdecimal() and int(part) < len(holder):
            holder = holder[int(part)]
        else:
            return []
    if not isinstance(holder, dict):
        return []
    entries = holder.get(parts[-1])
    if isinstance(entries, list):
        return entries
    if create:
        holder[parts[-1]] = entries = []
        return entries
    return []


def marked(value: Any, list_name: str) -> int | None:
    """The entry number a mark field names in ``list_name`` (``dusk-0-cards-2`` → 2), or None.

    >>> marked("dusk-0-cards-2", "dusk-0-cards"), marked("dusk-1-cards-2", "dusk-0-cards")
    (2, None)
    """
    prefix = f"{list_name}-"
    if not isinstance(value, str) or not value.startswith(prefix):
        return None
    number = value[len(prefix) :]
    return int(number) if number.isdecimal() and number.isascii() else None


def loose(text: Any) -> str:
    """A field's text as ``choose`` compares it: without spaces, in capitals."""
    return "".join(text.split()).upper() if isinstance(text, str) else ""


def _perform(data: dict[str, Any], operation: dict[str, Any]) -> None:
    kind = operation["op"]
    if kind == "set":
        data[operation["field"]] = operation["value"]
    elif kind == "toggle":
        value = operation["value"]
        data[operation["field"]] = "" if data.get(operation["field"]) == value else value
    elif kind == "insert":
        _insert(data, operation)
    elif kind == "remove":
        _remove(data, operation)
    elif kind == "move":
        entries = _list(data, operation["list"])
        index = operation["index"]
        to = index + operation["by"]
        if 0 <= index < len(entries) and 0 <= to < len(entries):
            entries[index], entries[to] = entries[to], entries[index]
    elif kind == "choose":
        _choose(data, operation)


def _insert(data: dict[str, Any], operation: dict[str, Any]) -> None:
    name = operation["list"]
    entries = _list(data, name, create=True)
    mark_field = operation.get("mark")
    mark = marked(data.get(mark_field), name) if mark_field else None
    position = len(entries) if mark is None or mark > len(entries) else mark
    entries.insert(position, copy.deepcopy(operation["entry"]))
    if mark_field:
        data[mark_field] = "" if mark is None else f"{name}-{position + 1}"
    if operation.get("opens"):
        data[operation["opens"]] = f"{name}-{position}"


def _remove(data: dict[str, Any], operation: dict[str, Any]) -> None:
    name, index = operation["list"], operation["index"]
    entries = _list(data, name)
    if not 0 <= index < len(entries):
        return
    entries.pop(index)
    mark_field: str | None = operation.get("mark")
    if mark_field is None:
        return
    mark = marked(data.get(mark_field), name)
    if mark is not None and index < mark:
        data[mark_field] = f"{name}-{mark - 1}"
    if mark is not None and not entries:
        data[mark_field] = ""


def _choose(data: dict[str, Any], operation: dict[str, Any]) -> None:
    entries = _list(data, operation["list"], create=True)
    match, field, value = operation["match"], operation["field"], operation["value"]
    for index, entry in enumerate(entries):
        if isinstance(entry, dict) and all(
            loose(entry.get(key)) == loose(wanted) for key, wanted in match.items()
        ):
            if value is None or entry.get(field) == value:
                entries.pop(index)
            else:
                entry[field] = value
            return
    if value is not None and len(entries) < operation["most"]:
        entries.append({field: value, **match})
