"""One part of a table on the game's own form: what a phone posts, merged with the rest.

A phone editing its part sees only that part's sections of the game's form; what it posts
therefore holds only its own fields. ``merged_formdata`` lays those over the fields of the
whole table as the room holds it (written out here as the browser would have posted them),
so the game's adapter reads a whole table as usual and the part's fragment is then taken from
the state it gives (``web.rooms.parts.extract``): nothing outside the part can change.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from werkzeug.datastructures import MultiDict
from wtforms import Field

from web.rooms.parts import PartSpec

NOT_FORM_FIELDS = {"csrf_token", "action", "version", "recheck", "done", "saved_table"}
"""Posted names that are the room's or the page's, not the table's."""


def _leaves(fields: Any) -> Iterator[Field]:
    for field in fields:
        if field.type == "FormField":
            yield from _leaves(field.form)
        elif field.type == "FieldList":
            for entry in field.entries:
                if entry.type in ("FormField", "FieldList"):
                    yield from _leaves([entry])
                else:
                    yield entry
        else:
            yield field


def posted_pairs(form: Any) -> list[tuple[str, str]]:
    """The (name, value) pairs a browser would post for ``form`` as it stands: the inverse of
    building a form from posted data, for every kind of field the games use."""
    pairs: list[tuple[str, str]] = []
    for field in _leaves(form):
        if field.type in ("CSRFTokenField", "SubmitField"):
            continue
        data = field.data
        if field.type == "BooleanField":
            if data:
                pairs.append((field.name, "y"))
        elif field.type in ("SelectMultipleField", "MultiCheckboxField") or isinstance(
            data, list | tuple
        ):
            pairs.extend((field.name, str(value)) for value in data or [])
        elif data is not None:
            pairs.append((field.name, str(data)))
    return pairs


def merged_formdata(
    base_form: Any, posted: MultiDict[str, str], part: PartSpec
) -> MultiDict[str, str]:
    """The whole table's fields with ``part``'s own taken from what the phone ``posted``."""
    merged: MultiDict[str, str] = MultiDict(
        [(name, value) for name, value in posted_pairs(base_form) if not part.owns_field(name)]
    )
    for name, value in posted.items(multi=True):
        if part.owns_field(name) and name not in NOT_FORM_FIELDS:
            merged.add(name, value)
    return merged
