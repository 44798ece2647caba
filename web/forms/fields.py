"""What every game's form shares: problem paths mapped onto fields, form walking, and the one
safe reader for every number that comes from a form key or an edit button.

Form field names mirror the table state's paths (WTForms names ``dusk[0].cards[3]`` as
``dusk-0-cards-3``), so a problem the scorer reports lands beside the field it is about.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

import wtforms
import wtforms.widgets
from flask_babel import LazyString
from flask_babel import lazy_gettext as _l
from flask_wtf.i18n import translations as request_translations
from markupsafe import Markup, escape
from werkzeug.datastructures import MultiDict
from wtforms import Field, FormField, SelectField
from wtforms.fields.choices import SelectFieldBase
from wtforms.form import BaseForm
from wtforms.meta import DefaultMeta

from scoring import Problem
from scoring.i18n import N_
from web.platform.bounded import bytes_bounded_cache
from web.platform.translate import gettext as _
from web.platform.translate import ngettext

if TYPE_CHECKING:
    # Flask-WTF ships no type information; its FlaskForm is a WTForms Form that also checks
    # the CSRF token, so the type checker sees it as the Form it is. WTForms 3.3's
    # SelectChoice is newer than its stubs (types-WTForms 3.2), so it is described here.
    from wtforms import Form as FlaskForm

    @dataclass
    class SelectChoice:
        value: Any
        label: str = ""
        render_kw: dict[str, Any] = dataclasses.field(default_factory=dict)
        optgroup: str | None = None

    FieldListBase = wtforms.FieldList[Any]
else:
    from flask_wtf import FlaskForm
    from wtforms.fields.choices import SelectChoice

    FieldListBase = wtforms.FieldList

__all__ = [
    "CachedSelect",
    "EntryForm",
    "FieldList",
    "FlaskForm",
    "PostedFields",
    "SelectChoice",
    "fixed",
]


class EntryMeta(DefaultMeta):
    """WTForms' own messages ("Field cannot be longer than 30 characters.") in the request's
    language, from WTForms' own catalogues, as Flask-WTF gives them to a whole form
    (``WTF_I18N_ENABLED``, on by default)."""

    def get_translations(self, form: Any) -> Any:
        return request_translations


class EntryForm(wtforms.Form):
    """A form inside a game's form (a player, a card: a ``FormField``'s form). A plain WTForms
    ``Form`` there speaks English only: its fields do not share the page's language, which
    Flask-WTF sets on the outer ``FlaskForm`` alone."""

    Meta = EntryMeta


FORM_LEVEL = "form"
"""The id errors fall back to when no field matches their path: the top of the form."""

MAX_INDEX_DIGITS = 6
"""The longest index a form key or an edit button may carry: every list of every form holds
fewer than a hundred entries, so a number this long is already a tampered post; one longer
than this is refused before anything reads it (``int`` itself gives up at 4,300 digits)."""

# Messages, in English, marked for the catalogue and translated where a problem is made.
UNREADABLE_FIELD_MESSAGE = N_(
    "Part of this form could not be read and was left out. Check the table below, then tap "
    "Score again."
)
UNREADABLE_BUTTON_MESSAGE = N_(
    "That button could not be read, so nothing was changed. Check the table below and try again."
)
UNSHOWABLE_TEXT_MESSAGE = N_(
    "This holds a character that cannot be shown (half of an emoji, perhaps); it was replaced "
    "by \ufffd. Please retype it."
)
REPLACEMENT_CHARACTER = "\ufffd"


def read_index(text: object) -> int | None:
    """A list index from a form key or an edit button: plain ASCII digits, at most
    ``MAX_INDEX_DIGITS`` of them; None for anything else.

    ``str.isdigit`` alone also accepts ``²`` and other digits ``int`` cannot read, and numbers
    thousands of digits long, which ``int`` refuses too: this is the one reader to use.

    >>> read_index("3"), read_index("0012"), read_index("²"), read_index("١"), read_index("-1")
    (3, 12, None, None, None)
    >>> read_index("999999"), read_index("1234567"), read_index(""), read_index(7)
    (999999, None, None, None)
    """
    if not isinstance(text, str) or not 0 < len(text) <= MAX_INDEX_DIGITS:
        return None
    return int(text) if text.isascii() and text.isdigit() else None


class UnreadableRequest(ValueError):
    """A form key or an edit button that no page of ours sends (``players-²-name``,
    ``rows:²``): answered with the form again and a 400, never a crash."""

    def __init__(self, message: str = UNREADABLE_BUTTON_MESSAGE) -> None:
        message = _(message)  # in the request's language (English outside a request)
        super().__init__(message)
        self.message = message


def action_index(text: str) -> int | None:
    """The index an edit button carries (``drop:3`` → 3); None when it carries no number at
    all (``clear:abc``, an unknown button that changes nothing, as a stale one does).

    Text that passes ``str.isdigit`` but that ``read_index`` cannot read (``²``, ``١``, a
    5,000-digit number) did not come from our page: ``UnreadableRequest``, answered with a 400.

    >>> action_index("3"), action_index("abc"), action_index("")
    (3, None, None)
    >>> action_index("²")
    Traceback (most recent call last):
    ...
    web.forms.fields.UnreadableRequest: That button could not be read, so nothing was changed. \
Check the table below and try again.
    """
    index = read_index(text)
    if index is None and text.isdigit():
        raise UnreadableRequest()
    return index


def is_readable_key(key: str) -> bool:
    """Whether every number in a posted field name is one ``read_index`` reads.

    WTForms reads the parts of a key that ``str.isdigit`` accepts with ``int``
    (``players-²-name`` would crash it), so unreadable keys must not reach it.

    >>> is_readable_key("dusk-0-cards-12-icon"), is_readable_key("players-²-name")
    (True, False)
    >>> is_readable_key("players-" + "9" * 5000 + "-name"), is_readable_key("csrf_token")
    (False, True)
    """
    return all(read_index(part) is not None for part in key.split("-") if part.isdigit())


class PostedFields(MultiDict[str, str]):
    """Posted fields that know, for every list in them, which entry numbers were posted.

    WTForms finds a list's entries by reading every posted key once per list, and a form has
    a list in each of its entries (a panorama's cards, a card's Watchtower positions): that
    grows with the square of the form. Here every key is read once, whatever the lists.
    """

    _indices: dict[str, set[int]] | None = None

    def list_indices(self, prefix: str) -> set[int]:
        """The entry numbers posted for the list called ``prefix``.

        >>> posted = PostedFields([("dusk-0-cards-0-icon", "fox"), ("dusk-0-cards-1-icon", "")])
        >>> sorted(posted.list_indices("dusk-0-cards")), sorted(posted.list_indices("dusk"))
        ([0, 1], [0])
        >>> posted.list_indices("dawn")
        set()
        """
        if self._indices is None:
            self._indices = {}
            for key in self.keys():
                parts = key.split("-")
                for position in range(1, len(parts)):
                    index = read_index(parts[position])
                    if index is not None:
                        head = "-".join(parts[:position])
                        self._indices.setdefault(head, set()).add(index)
        return self._indices.get(prefix, set())


class FieldList(FieldListBase):
    """WTForms' FieldList, reading its entry numbers from :class:`PostedFields` when it can,
    so reading a posted form costs as much as the fields in it, no more."""

    def _extract_indices(self, prefix: str, formdata: Any) -> Iterator[int]:
        posted = formdata if isinstance(formdata, PostedFields) else PostedFields(formdata)
        return iter(posted.list_indices(prefix))


def readable_formdata(formdata: MultiDict[str, str]) -> tuple[PostedFields, list[str]]:
    """The posted fields whose keys are readable, and the keys that were left out.

    One pass over the keys does both this and :meth:`PostedFields.list_indices`' work (a
    6-player Panorama post has 700 keys): a key is kept when every number in it is one
    ``read_index`` reads (``is_readable_key``), and each number after its first part
    numbers an entry of the list its key names up to there.
    """
    kept = PostedFields()
    left_out: list[str] = []
    indices: dict[str, set[int]] = {}
    lists: dict[str, list[str]] = {}
    # A MultiDict is a dict of each key's values: read it as one, without a pair per value.
    for key, values in dict.items(cast(dict[str, list[str]], formdata)):
        entries = key_entries(key)
        if entries is None:
            left_out.extend([key] * len(values))
            continue
        lists[key] = values[:]
        for head, index in entries:
            found = indices.get(head)
            if found is None:
                indices[head] = {index}
            else:
                found.add(index)
    dict.update(kept, lists)
    kept._indices = indices
    return kept, left_out


KEY_ENTRIES_BYTES = 2 * 1024 * 1024
"""What :func:`key_entries` may keep: every key of every game's largest form is under
0.4 MB (``tests/web/test_hostile_memory.py``); any key a client makes up counts against it."""


@bytes_bounded_cache(KEY_ENTRIES_BYTES)
def key_entries(key: str) -> tuple[tuple[str, int], ...] | None:
    """The list entries a posted key names, as (list, entry number) pairs, or None when a
    number in it is not one ``read_index`` reads (the key is left out).

    The same keys come with every post of a form, so each is read once and remembered, in at
    most ``KEY_ENTRIES_BYTES`` (a client chooses the keys it posts: issue 27).

    >>> key_entries("dusk-0-cards-12-icon"), key_entries("players-²-name")
    ((('dusk', 0), ('dusk-0-cards', 12)), None)
    """
    parts = key.split("-")
    found: list[tuple[str, int]] = []
    for position, part in enumerate(parts):
        if part.isdigit():
            index = read_index(part)
            if index is None:
                return None
            if position:
                found.append(("-".join(parts[:position]), index))
    return tuple(found)


def unshowable_paths(value: object, path: str = "") -> list[str]:
    """The paths of every text in a JSON value that cannot be written out as UTF-8 (a lone
    surrogate such as ``"Ann\\ud800"``, which JSON's ``\\u`` escapes can carry): a page
    showing it would fail. A bad key is reported at its object.

    >>> unshowable_paths({"players": [{"name": "Ann\\ud800"}, {"name": "Ben"}]})
    ['players[0].name']
    >>> unshowable_paths({"tiles": [{"rabbits": {"Ann\\udfff": 1}}]})
    ['tiles[0].rabbits']
    """
    found: list[str] = []
    if isinstance(value, str):
        if not is_showable(value):
            found.append(path)
    elif isinstance(value, dict):
        if not all(is_showable(key) for key in value if isinstance(key, str)):
            found.append(path)
        for key, inner in value.items():
            if isinstance(key, str) and is_showable(key):
                found += unshowable_paths(inner, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += unshowable_paths(inner, f"{path}[{index}]")
    return found


def is_showable(text: str) -> bool:
    """Whether ``text`` can be written out as UTF-8 (it holds no lone surrogate)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def showable(value: Any) -> Any:
    """A JSON value with every lone surrogate replaced by U+FFFD, so it can be shown again.

    >>> showable({"Ann\\ud800": ["Ben\\udc00", 3]})
    {'Ann\ufffd': ['Ben\ufffd', 3]}
    """
    if isinstance(value, str):
        return value if is_showable(value) else showable_text(value)
    if isinstance(value, dict):
        return {showable(key): showable(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [showable(inner) for inner in value]
    return value


def showable_text(text: str) -> str:
    return "".join(
        REPLACEMENT_CHARACTER if "\ud800" <= character <= "\udfff" else character
        for character in text
    )


def choices(pairs: Iterable[tuple[object, str]]) -> list[Any]:
    """Select options from (value, label) pairs, in the form WTForms 3.3 asks for.

    Typed loosely: WTForms' stubs predate ``SelectChoice`` and expect plain pairs."""
    return [SelectChoice(value, label) for value, label in pairs]


def quick_html_params(**attributes: Any) -> str:
    """WTForms' ``html_params``, to the byte, without its per-attribute ``Markup.format``
    (the slow part of writing a grid of selects).

    >>> quick_html_params(name="a", data_tone="x", checked=True, hidden=False, title='"<b>"')
    'checked data-tone="x" name="a" title="&#34;&lt;b&gt;&#34;"'
    >>> quick_html_params(name="a", data_tone="x", checked=True, hidden=False, title='"<b>"') == (
    ...     wtforms.widgets.html_params(
    ...         name="a", data_tone="x", checked=True, hidden=False, title='"<b>"'))
    True
    """
    params = []
    for key, value in sorted(attributes.items()):
        name = key.rstrip("_")
        if name.startswith(("data_", "aria_")):
            name = name.replace("_", "-")
        if value is True:
            params.append(name)
        elif value is not False:
            params.append(f'{name}="{escape(value)}"')
    return " ".join(params)


class CachedSelect(wtforms.widgets.Select):
    """A select whose options are written once per choice list and chosen value, then reused.

    The grid forms' cells are selects of up to 41 options each (Topiary's garden and hands,
    Solstis's panoramas): writing every option for every cell was most of a blank form's time.
    Only the ``<select>`` tag itself (its name, id and attributes) is written per field. The
    cache holds the choices it was made from, so their ids stay theirs; a value no option
    holds (a tampered post) is written out as usual, so the cache cannot be grown from outside.
    """

    def __init__(self) -> None:
        super().__init__()
        self.options: dict[tuple[object, ...], tuple[list[Any], str]] = {}

    def __call__(self, field: SelectFieldBase, **kwargs: Any) -> Markup:
        choices = getattr(field, "choices", None)
        data = field.data
        if not isinstance(choices, list | tuple) or not isinstance(data, str | int | None):
            return super().__call__(field, **kwargs)
        key = (*map(id, choices), type(data), data)
        cached = self.options.get(key)
        if cached is None:
            if data not in (None, "") and all(str(choice.value) != str(data) for choice in choices):
                return super().__call__(field, **kwargs)
            whole = str(super().__call__(field))
            cached = (list(choices), whole[whole.index(">") + 1 : -len("</select>")])
            self.options[key] = cached
        kwargs.setdefault("id", field.id)
        return Markup(
            f"<select {quick_html_params(name=field.name, **kwargs)}>{cached[1]}</select>"
        )


def fixed(options: list[Any]) -> Callable[[], list[Any]]:
    """Choices a select reads only when it needs them (to be written out or checked).

    A list given to WTForms is copied and checked for every field it makes, and a posted
    form makes hundreds (three selects on every Panorama card): given this instead, a field
    costs nothing for its choices until it is shown, and every field shares the same list.
    """
    return lambda: options


def player_count_field(fewest: int, most: int, default: int) -> SelectField:
    """The "Number of players" select every game with a choice of table size opens with."""
    # WTForms' own words ("Invalid Choice: could not coerce.") mean nothing to a player. (Its
    # stubs predate these two arguments, hence the dict.)
    messages: dict[str, Any] = {
        "invalid_value_message": player_count_message(fewest, most),
        "invalid_choice_message": player_count_message(fewest, most),
    }
    return SelectField(
        _l("Number of players"),
        # Written in each request's language (six choices: nothing worth caching).
        choices=lambda: choices(
            (n, ngettext("%(num)d player", "%(num)d players", n)) for n in range(fewest, most + 1)
        ),
        coerce=int,
        default=default,
        **messages,
    )


def player_count_message(fewest: int, most: int) -> LazyString:
    """What a player reads when the posted number of players is none the form offers (a lazy
    text: the form is built once, the message is read in each request's language).

    >>> str(player_count_message(2, 4))
    'Choose the number of players from the list: 2 to 4.'
    """
    return _l(
        "Choose the number of players from the list: %(fewest)d to %(most)d.",
        fewest=fewest,
        most=most,
    )


def seat_name(typed: object, seat: int) -> str:
    """A player's name as typed, or 'Player 2' (the field's placeholder, in the request's
    language) when left blank.

    >>> seat_name("  Ann ", 0), seat_name("", 1)
    ('Ann', 'Player 2')
    """
    name = typed.strip() if isinstance(typed, str) else ""
    return name or str(_("Player %(number)d", number=seat + 1))


def list_at(mapping: object, key: str) -> list[Any]:
    """``mapping[key]`` when it is a list, else ``[]``: for reading a table state back into a
    form, where any part may be missing or of the wrong type."""
    value = mapping.get(key) if isinstance(mapping, dict) else None
    return value if isinstance(value, list) else []


def dict_at(mapping: object, key: str) -> dict[Any, Any]:
    """``mapping[key]`` when it is an object, else ``{}`` (as :func:`list_at`)."""
    value = mapping.get(key) if isinstance(mapping, dict) else None
    return value if isinstance(value, dict) else {}


def text_at(mapping: object, key: str) -> str:
    """``mapping[key]`` when it is a text, else ``""`` (as :func:`list_at`)."""
    value = mapping.get(key) if isinstance(mapping, dict) else None
    return value if isinstance(value, str) else ""


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
        if isinstance(field, wtforms.FieldList):
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
        if isinstance(field, (wtforms.FieldList, FormField)):
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
