"""A scoring post read straight into its form data, without building WTForms objects for it.

Scoring a posted form through WTForms builds a bound field for every input and a form for
every entry of every list: a 6-player Panorama table is 170 forms and 730 fields, most of the
post's time, to end up with the nested lists and dicts that ``form.data`` gives. For a post
that is simply a valid table, this module reads the same data from the posted fields
directly, from a description of the form class made once (``form_schema``), and the game's
adapter turns it into the table state (``GameAdapter.state_from_data``, the game's one reader
of its form's data, the very one the form path runs on ``form.data``).

It gives exactly what WTForms would have given, or nothing. It knows the field kinds and
validators our forms use; a form with anything else has no fast path at all, and a post
with anything WTForms would not take as it is (a value a select does not offer, a name too
long, a list whose entry numbers have gaps, a missing or expired CSRF token) gets
``None``: the view then takes the full form path, which also shows the errors. Nothing is
ever rejected here. ``tests/web/test_fast_post.py`` holds both paths to the same data and
the same table state for every game, on random and edge-case posts.

It reads WTForms' own descriptions of fields (``UnboundField``'s arguments), a shortcut past
WTForms' public API kept for a measured gain (``bench/running_totals.py``, the 6-player
Panorama table, 25 interleaved requests each, medians, 2026-12-02 on a loaded machine): with
it off, a Score took 1.97x as long (74.5 against 37.8 ms) and the running totals 3.0x (58.0
against 19.3 ms).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

import wtforms
from flask import current_app, g
from flask_wtf.csrf import validate_csrf
from wtforms import validators as wtf_validators
from wtforms.fields.core import UnboundField
from wtforms.validators import ValidationError

from web.forms.fields import FieldList, FlaskForm, PostedFields, SelectChoice


class NotFast(Exception):
    """This post must take the full form path (it may be invalid, or unusual)."""


class Unsupported(Exception):
    """This form class holds something the fast reader does not know."""


@dataclass(frozen=True)
class Leaf:
    """One input: how WTForms turns its posted values into ``data``, and what it checks."""

    kind: str
    """"text" (String and Hidden fields), "select" (Select and Radio), "multiple", "boolean"."""
    default: Any
    coerce: Callable[[Any], Any] = str
    acceptable: frozenset[Any] | None = None
    """The coerced values of the choices, when WTForms checks the choice; None otherwise."""
    false_values: tuple[Any, ...] = ()
    checks: tuple[tuple[Any, ...], ...] = ()
    """("optional", strip) and ("length", min, max), in the field's order."""

    plain_select: bool = field(init=False)
    """A select whose posted text is its data as it stands (coerced by ``str``, nothing to
    check but the choice): most of a grid form's inputs, read by the shortest path."""

    def __post_init__(self) -> None:
        plain = self.kind == "select" and self.coerce is str and not self.checks
        object.__setattr__(self, "plain_select", plain)


@dataclass(frozen=True)
class ListOf:
    """A FieldList: its entries' description and its bounds."""

    entry: Node
    min_entries: int
    max_entries: int | None


@dataclass(frozen=True)
class Sub:
    """A FormField: the enclosed form's fields."""

    fields: tuple[tuple[str, Node], ...]


Node = Leaf | ListOf | Sub

_EXACT_LEAVES: dict[type[Any], str] = {
    wtforms.StringField: "text",
    wtforms.HiddenField: "text",
    wtforms.SelectField: "select",
    wtforms.RadioField: "select",
    wtforms.SelectMultipleField: "multiple",
    wtforms.BooleanField: "boolean",
}
_BEHAVIOUR = (
    "process",
    "process_data",
    "process_formdata",
    "pre_validate",
    "post_validate",
    "validate",
    "post_process",
)


_POSITIONAL: dict[type[Any], tuple[str, ...]] = {
    wtforms.SelectField: ("label", "validators", "coerce", "choices"),
    wtforms.SelectMultipleField: ("label", "validators", "coerce", "choices"),
    wtforms.BooleanField: ("label", "validators", "false_values"),
}
"""Arguments a field class takes by position beyond label and validators (all others are
keywords, or passed by keyword in our forms)."""


def _leaf_kind(field_class: type[Any]) -> tuple[str, type[Any]]:
    """The kind of a field class and the WTForms class it reads data as: a subclass may
    change how a field looks (``MultiCheckboxField``), not how it reads data."""
    for base in field_class.__mro__:
        if base in _EXACT_LEAVES:
            if any(getattr(field_class, name) is not getattr(base, name) for name in _BEHAVIOUR):
                raise Unsupported(field_class.__name__)
            return _EXACT_LEAVES[base], base
    raise Unsupported(field_class.__name__)


def _arguments(unbound: UnboundField[Any], names: tuple[str, ...]) -> dict[str, Any]:
    """The field's constructor arguments by name (positional ones in the given order)."""
    given = dict(zip(names, unbound.args, strict=False))
    given.update(unbound.kwargs)
    return given


def _choice_values(options: Any, coerce: Callable[[Any], Any]) -> frozenset[Any]:
    if callable(options):
        options = options()  # web.forms.fields.fixed: no arguments; anything else raises TypeError.
    if not isinstance(options, list | tuple):
        raise Unsupported("choices")
    return frozenset(coerce(_option_value(option)) for option in options)


def _option_value(option: Any) -> Any:
    """The value of a choice as WTForms reads it (``SelectChoice.from_input``)."""
    if isinstance(option, tuple):
        return option[0]
    if isinstance(option, str):
        return option
    if isinstance(option, SelectChoice):
        return option.value
    raise Unsupported(f"choice {option!r}")


def _checks(validators: Any) -> tuple[tuple[Any, ...], ...]:
    found: list[tuple[Any, ...]] = []
    for validator in validators or ():
        if type(validator) is wtf_validators.Optional:
            found.append(("optional", validator.string_check))
        elif type(validator) is wtf_validators.Length:
            found.append(("length", validator.min, validator.max))
        else:
            raise Unsupported(type(validator).__name__)
    return tuple(found)


def _leaf(unbound: UnboundField[Any], checked: bool) -> Leaf:
    kind, base = _leaf_kind(unbound.field_class)
    given = _arguments(unbound, _POSITIONAL.get(base, ("label", "validators")))
    if given.get("filters") or callable(given.get("default")):
        raise Unsupported("filters or callable defaults")
    default = given.get("default")
    coerce = given.get("coerce", str)
    acceptable = None
    if checked and kind in ("select", "multiple") and given.get("validate_choice", True):
        acceptable = _choice_values(given.get("choices"), coerce)
    false_values = tuple(given.get("false_values") or wtforms.BooleanField.false_values)
    checks = _checks(given.get("validators"))
    return Leaf(kind, default, coerce, acceptable, false_values, checks)


def _node(unbound: UnboundField[Any], checked: bool, unchecked: frozenset[type[Any]]) -> Node:
    field_class = unbound.field_class
    if field_class is FieldList:
        given = _arguments(unbound, ("unbound_field", "label", "validators"))
        if given.get("validators") or given.get("default") or given.get("separator", "-") != "-":
            raise Unsupported("list options")
        entry = given["unbound_field"]
        inner = _node(entry, checked, unchecked)
        return ListOf(inner, given.get("min_entries", 0), given.get("max_entries"))
    if field_class is wtforms.FormField:
        given = _arguments(unbound, ("form_class", "label", "validators"))
        if given.get("default") is not None or given.get("separator", "-") != "-":
            raise Unsupported("form field options")
        return Sub(_form_fields(given["form_class"], unchecked))
    if issubclass(field_class, wtforms.FieldList | wtforms.FormField):
        raise Unsupported(field_class.__name__)
    return _leaf(unbound, checked)


def _form_fields(
    form_class: type[Any], unchecked: frozenset[type[Any]]
) -> tuple[tuple[str, Node], ...]:
    """A form class's fields, as WTForms lists them (``FormMeta``), each described."""
    for name in ("validate", "process", "post_process"):
        if getattr(form_class, name) is not getattr(wtforms.Form, name):
            raise Unsupported(f"{form_class.__name__}.{name}")
    fields = []
    for name in dir(form_class):
        unbound = getattr(form_class, name) if not name.startswith("_") else None
        if isinstance(unbound, UnboundField):
            if hasattr(form_class, f"validate_{name}") or hasattr(form_class, f"filter_{name}"):
                raise Unsupported(f"{form_class.__name__}: inline validator or filter")
            if unbound.name is not None:
                raise Unsupported(f"{form_class.__name__}.{name}: named field")
            fields.append((unbound.creation_counter, name, unbound))
    checked = form_class not in unchecked
    return tuple((name, _node(unbound, checked, unchecked)) for _, name, unbound in sorted(fields))


_SCHEMAS: dict[tuple[type[Any], frozenset[type[Any]]], Sub | None] = {}


def form_schema(form_class: type[Any], unchecked: frozenset[type[Any]] = frozenset()) -> Sub | None:
    """What the fast reader knows of a form class; None when it holds anything else.

    The choices of the selects in the ``unchecked`` form classes are not checked: the game's
    ``prepare_form`` sets them from other fields (Solstis offers "in hand" to a player with
    the Squirrel), so its adapter checks them itself (``has_offered_choices``)."""
    key = (form_class, unchecked)
    if key not in _SCHEMAS:
        try:
            _SCHEMAS[key] = Sub(_form_fields(form_class, unchecked))
        except Unsupported:
            _SCHEMAS[key] = None
    return _SCHEMAS[key]


NO_VALUES: list[str] = []

posted_values = cast("Callable[[PostedFields, str], list[str] | None]", dict.get)
"""A posted key's values: ``posted.getlist(name)`` without its copy (a MultiDict keeps each
key's values as a list in the dict it is, and nothing here changes them), or None. Typed
once here, not with a ``cast`` at each of a post's fields (a call, and a ``dict[...]`` type
made each time: 0.6 of a 6-player Panorama post's 2.9 ms of reading, issue 24, sixth
round)."""


def _read_leaf(leaf: Leaf, name: str, posted: PostedFields) -> Any:
    """``field.data`` after WTForms' ``process`` and ``validate``; NotFast on any error."""
    raw: list[str] = posted_values(posted, name) or NO_VALUES
    if raw and leaf.plain_select:  # str(text) is the text itself.
        if leaf.acceptable is not None and raw[0] not in leaf.acceptable:
            raise NotFast(name)
        return raw[0]
    if leaf.kind == "text":
        data = raw[0] if raw else leaf.default
    elif leaf.kind == "boolean":
        data = not (not raw or raw[0] in leaf.false_values)
    elif leaf.kind == "select":
        try:
            if raw:
                data = leaf.coerce(raw[0])
            else:
                data = leaf.coerce(leaf.default) if leaf.default is not None else None
        except (ValueError, TypeError) as error:
            raise NotFast(name) from error
        if leaf.acceptable is not None and data not in leaf.acceptable:
            raise NotFast(name)
    else:
        try:
            data = [leaf.coerce(value) for value in raw]
        except (ValueError, TypeError) as error:
            raise NotFast(name) from error
        if leaf.acceptable is not None and any(value not in leaf.acceptable for value in data):
            raise NotFast(name)
    for check in leaf.checks:
        if check[0] == "optional":
            if not raw or (isinstance(raw[0], str) and not check[1](raw[0])):
                break
        else:
            length = (data and len(data)) or 0
            if not (length >= check[1] and (check[2] == -1 or length <= check[2])):
                raise NotFast(name)
    return data


def _read(node: Node, name: str, posted: PostedFields) -> Any:
    if type(node) is Leaf:
        return _read_leaf(node, name, posted)
    if type(node) is Sub:
        prefix = f"{name}-" if name else ""
        return {
            key: _read_leaf(inner, prefix + key, posted)
            if type(inner) is Leaf
            else _read(inner, prefix + key, posted)
            for key, inner in node.fields
        }
    assert isinstance(node, ListOf)
    indices = sorted(posted.list_indices(name))
    if node.max_entries:
        indices = indices[: node.max_entries]
    if indices != list(range(len(indices))):
        raise NotFast(name)  # WTForms renumbers such a list; the full path does it.
    count = max(len(indices), node.min_entries)
    return [_read(node.entry, f"{name}-{index}", posted) for index in range(count)]


def read_post(
    form_class: type[Any],
    posted: PostedFields,
    unchecked: frozenset[type[Any]] = frozenset(),
    check_token: bool = True,
) -> dict[str, Any] | None:
    """The ``form.data`` WTForms gives for this post (without the CSRF token), when the form
    would be valid as posted; None when it would not, or may not be, or the form class is
    one the fast reader does not know. (``unchecked``: see :func:`form_schema`.) With
    ``check_token=False`` the form token is not checked, for a view that changes nothing and
    needs none (the running totals).

    A token ``CSRFProtect`` already checked in this request (``g.csrf_valid``, before every
    view of ours that scores) is not checked again: Flask-WTF's ``FlaskForm`` skips its own
    check then too (``_FlaskFormCSRF.validate_csrf_token``), so the form path would take the
    post as this does (a signature checked once a Score, not twice: 0.06 ms)."""
    schema = form_schema(form_class, unchecked)
    if schema is None or not issubclass(form_class, FlaskForm):
        return None
    if (
        check_token
        and not g.get("csrf_valid", False)
        and current_app.config.get("WTF_CSRF_ENABLED", True)
    ):
        field_name = current_app.config.get("WTF_CSRF_FIELD_NAME", "csrf_token")
        try:
            validate_csrf(posted.get(field_name))
        except ValidationError:
            return None
    try:
        data: dict[str, Any] = _read(schema, "", posted)
    except NotFast:
        return None
    return data


class FormView:
    """A form's data seen through the few parts of the WTForms API an adapter's hooks read:
    ``.data`` (which may be set), ``.form``, ``.entries``, a field by attribute or by name.

    For a game whose ``prepare_form`` and ``state_from_form`` walk the form (Sagrada), so that
    its fast path runs those very hooks on the posted data rather than a copy of them.
    """

    __slots__ = ("_container", "_key")

    def __init__(self, container: Any, key: Any) -> None:
        self._container = container
        self._key = key

    @property
    def data(self) -> Any:
        return self._container[self._key]

    @data.setter
    def data(self, value: Any) -> None:
        self._container[self._key] = value

    @property
    def form(self) -> FormView:
        return self

    @property
    def entries(self) -> Entries:
        items = self.data
        if not isinstance(items, list):
            raise AttributeError("entries")
        return Entries(items)

    def __getitem__(self, name: str) -> FormView:
        fields = self.data
        if not isinstance(fields, dict) or name not in fields:
            raise KeyError(name)
        return FormView(fields, name)

    def __getattr__(self, name: str) -> FormView:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __iter__(self) -> Any:
        value = self.data
        keys = range(len(value)) if isinstance(value, list) else list(value)
        return iter([FormView(value, key) for key in keys])

    def __len__(self) -> int:
        return len(self.data)


class Entries:
    """A list's entries as :class:`FormView` s, each made when it is asked for."""

    __slots__ = ("_items",)

    def __init__(self, items: list[Any]) -> None:
        self._items = items

    def __getitem__(self, index: int | slice) -> Any:
        positions = range(len(self._items))[index]  # An IndexError as a list gives it.
        if isinstance(positions, range):
            return [FormView(self._items, position) for position in positions]
        return FormView(self._items, positions)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Any:
        return iter([FormView(self._items, index) for index in range(len(self._items))])


def form_view(data: dict[str, Any]) -> FormView:
    """The whole form's data as a :class:`FormView` (changes to it change ``data``)."""
    return FormView({"": data}, "")
