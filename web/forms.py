"""What every game's form shares: problem paths mapped onto fields, and form walking.

Form field names mirror the table state's paths (WTForms names ``dusk[0].cards[3]`` as
``dusk-0-cards-3``), so a problem the scorer reports lands beside the field it is about.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from wtforms import Field, FieldList, FormField, SelectField
from wtforms.fields.choices import SelectChoice
from wtforms.form import BaseForm

from scoring import Problem

FORM_LEVEL = "form"
"""The id errors fall back to when no field matches their path: the top of the form."""


def choices(pairs: Iterable[tuple[object, str]]) -> list[SelectChoice]:
    """Select options from (value, label) pairs, in the form WTForms 3.3 asks for."""
    return [SelectChoice(value, label) for value, label in pairs]  # type: ignore[arg-type]


def player_count_field(fewest: int, most: int, default: int) -> SelectField:
    """The "Number of players" select every game with a choice of table size opens with."""
    return SelectField(
        "Number of players",
        choices=choices(
            (n, f"{n} player" + ("s" if n > 1 else "")) for n in range(fewest, most + 1)
        ),
        coerce=int,
        default=default,
    )


def seat_name(typed: object, seat: int) -> str:
    """A player's name as typed, or 'Player 2' (the field's placeholder) when left blank.

    >>> seat_name("  Ann ", 0), seat_name("", 1)
    ('Ann', 'Player 2')
    """
    name = typed.strip() if isinstance(typed, str) else ""
    return name or f"Player {seat + 1}"


def list_at(mapping: object, key: str) -> list[Any]:
    """``mapping[key]`` when it is a list, else ``[]``: for reading a table state back into a
    form, where any part may be missing or of the wrong type."""
    value = mapping.get(key) if isinstance(mapping, dict) else None
    return value if isinstance(value, list) else []


def field_id_for_path(path: str) -> str:
    """The form field id for a table-state path.

    >>> field_id_for_path("dusk[0].cards[3]")
    'dusk-0-cards-3'
    >>> field_id_for_path("players[1].window[2]")
    'players-1-window-2'
    """
    return re.sub(r"\[(\d+)\]", r"-\1", path).replace(".", "-").strip("-")


def walk_fields(fields: Iterable[Field]) -> Iterator[Field]:
    """Every field of a form, descending into lists and sub-forms."""
    for field in fields:
        yield field
        if isinstance(field, FieldList):
            yield from walk_fields(field.entries)
        elif isinstance(field, FormField):
            yield from walk_fields(field.form)


@dataclass
class FieldErrors:
    """Messages by field id, and the same messages in order for the summary at the top."""

    by_field: dict[str, list[str]]
    summary: list[tuple[str, str]]

    def __bool__(self) -> bool:
        return bool(self.summary)

    def get(self, field_id: str) -> list[str]:
        return self.by_field.get(field_id, [])


def place_errors(
    form: BaseForm,
    problems: Iterable[Problem],
    anchor: Callable[[str], str] | None = None,
) -> FieldErrors:
    """Put each problem beside the closest field its path names.

    A path with no field of its own (``awards[2]`` when awards are checkboxes) goes to its
    nearest ancestor that has one; failing that, to the top of the form. Validation errors
    WTForms found itself (a number that is not a number) are included too. ``anchor`` lets a
    game gather the errors of a small group of fields in one place (all of a card's errors on
    the card).
    """
    known = {field.id for field in walk_fields(form)}
    errors = FieldErrors({}, [])
    anchored = anchor or (lambda field_id: field_id)

    def add(field_id: str, message: str) -> None:
        errors.by_field.setdefault(field_id, []).append(message)
        errors.summary.append((field_id, message))

    for field in walk_fields(form):
        if isinstance(field, (FieldList, FormField)):
            continue
        for message in field.errors if isinstance(field.errors, list) else []:
            add(anchored(field.id), message)
    for problem in problems:
        # The game's anchor sees the full path first (``tiles-3-rabbits-Ann``), so it can
        # place an error more precisely than the nearest field would.
        field_id = anchored(field_id_for_path(problem.path))
        while field_id and field_id not in known:
            field_id = field_id.rpartition("-")[0]
        add(field_id or FORM_LEVEL, problem.message)
    return errors
