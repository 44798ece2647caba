"""The shortcuts past a library's public API that are kept, each held to the library's answer.

A shortcut stays only with a measured gain written beside it and a test here that pins its
equivalence with the library it stands in for (issue 28):

- ``web.platform.templating.dict_first_getattr`` for Jinja's ``Environment.getattr``: every kind of
  object a template reads, and every game's result page rendered both ways, byte for byte;
- ``web.platform.translate`` for ``flask_babel.gettext`` and ``ngettext``: every catalogue entry, in
  every language offered.
"""

from __future__ import annotations

import collections
import json
import re
import types
from pathlib import Path

import flask_babel
import pytest
from babel.messages.pofile import read_po
from jinja2 import Environment, Undefined

from scoring import SLUGS
from web.platform import translate
from web.platform.i18n import LANGUAGES
from web.platform.templating import dict_first_getattr

ROOT = Path(__file__).parents[2]


class WithAttributes:
    """An object a template reads attributes of, one shadowing an item name."""

    label = "attribute"
    items = "attribute items"

    def __getitem__(self, key: str) -> str:
        return f"item {key}"


OBJECTS = [
    {"label": "Ann", "points": 3},
    {"items": "a key named like a dict method", "keys": 1, "get": 2},
    {},
    collections.OrderedDict(label="ordered"),
    collections.defaultdict(int, label="default"),
    WithAttributes(),
    ["a", "list"],
    "a string",
    7,
    None,
]
ATTRIBUTES = ["label", "points", "items", "keys", "get", "missing", "__class__", "upper"]


def same_answer(first: object, second: object) -> bool:
    """Equal answers, or two undefined ones for the same name (Undefined never compares equal)."""
    if isinstance(first, Undefined) or isinstance(second, Undefined):
        return (
            type(first) is type(second) and first._undefined_name == second._undefined_name  # type: ignore[union-attr]
        )
    if isinstance(first, types.MethodType | types.BuiltinMethodType):
        return first == second
    return first == second


@pytest.mark.parametrize("obj", OBJECTS, ids=lambda obj: type(obj).__name__)
@pytest.mark.parametrize("attribute", ATTRIBUTES)
def test_dict_first_getattr_answers_as_jinja_does(obj, attribute):
    environment = Environment()
    ours = dict_first_getattr(environment, obj, attribute)
    jinjas = Environment.getattr(environment, obj, attribute)
    assert same_answer(ours, jinjas), (ours, jinjas)


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("language", ["en", "it"])
def test_result_page_renders_the_same_without_the_getattr_shortcut(app, client, slug, language):
    example = json.loads((ROOT / "tests" / "examples" / f"{slug}.json").read_text("utf-8"))
    saved = client.post("/api/v1/tables", json={"game": slug, "state": example["state"]})
    assert saved.status_code == 201
    page = f"/t/{saved.get_json()['id']}?lang={language}"

    with_shortcut = client.get(page)
    app.jinja_env.getattr = types.MethodType(Environment.getattr, app.jinja_env)  # type: ignore[method-assign]
    without_shortcut = client.get(page)

    assert with_shortcut.status_code == without_shortcut.status_code == 200
    assert with_shortcut.get_data() == without_shortcut.get_data()


def catalogue_entries(language: str) -> list[tuple[str, str | None]]:
    """Every (singular, plural) message of ``language``'s catalogue (plural None if it has none)."""
    path = ROOT / "translations" / language / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as po_file:
        catalogue = read_po(po_file)
    entries: list[tuple[str, str | None]] = []
    for message in catalogue:
        if not message.id or message.context:
            continue
        if isinstance(message.id, tuple | list):
            entries.append((message.id[0], message.id[1]))
        else:
            entries.append((message.id, None))
    return entries


def placeholder_values(message: str) -> dict[str, int]:
    """A value for each ``%(name)s`` placeholder of ``message`` (a number reads as any kind)."""
    return {name: 3 for name in re.findall(r"%\((\w+)\)", message)}


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_web_translate_answers_as_flask_babel_does_for_every_catalogue_entry(app, language):
    entries = catalogue_entries("it")  # the English catalogue is the source: the same ids
    assert len(entries) > 100
    compared = 0
    with app.test_request_context(f"/?lang={language}"):
        app.preprocess_request()
        for singular, plural in entries:
            values = placeholder_values(singular + (plural or ""))
            if plural is None:
                ours = translate.gettext(singular, **values)
                assert ours == str(flask_babel.gettext(singular, **values))
            else:
                values.pop("num", None)
                for count in (0, 1, 2, 5):
                    ours = translate.ngettext(singular, plural, count, **values)
                    assert ours == str(flask_babel.ngettext(singular, plural, count, **values))
            compared += 1
    assert compared > 100
