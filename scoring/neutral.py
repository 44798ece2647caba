"""A result without its language, and worded again in any language: explanations as data.

Every text of a result (labels, explanations, category names, the tie-break sentence,
warnings, words inside ``details`` and a game's sections) is a :class:`~scoring.i18n.Worded`:
the text in the language it was scored in, and its recipe, the message ids and values it was
worded from. :func:`neutral` keeps the recipes and drops the text: a JSON value that reads in
no language in particular, what a saved table stores. :func:`worded` words it in a language by
calling, for each recipe, the very function that worded it first, in that language's
catalogue: the result exactly as scoring the table in that language gives it, without scoring
it again (tests/scoring/test_words_are_data.py holds every game to that).

A recipe is written ``{"~": [kind, argument, …]}`` (:data:`scoring.i18n.REPLAY` lists the
kinds); an argument is a recipe, a literal (text a player typed, a number), a list, a tuple
written ``{"()": […]}``, or a dict. Any other string of a result is a literal and kept as it
is. The neutral result carries ``"~words": 1`` (:data:`MARK`), so a reader tells it from a
result saved as worded text.

>>> from scoring.i18n import language, ngettext
>>> with language("it"):
...     text = ngettext("%(count)s rabbit", "%(count)s rabbits", 3) % {"count": 3}
>>> text
'3 conigli'
>>> kept = neutral({"label": text, "name": "Ann"})
>>> kept["label"]
{'~': ['%', {'~': ['n', '%(count)s rabbit', '%(count)s rabbits', 3]}, {'count': 3}]}
>>> worded(kept, "en")
{'label': '3 rabbits', 'name': 'Ann'}
"""

from __future__ import annotations

from typing import Any

from scoring.i18n import REPLAY, Worded, language

MARK = "~words"
"""The key a neutral result carries (value ``1``, the form's version)."""

RECIPE = "~"
TUPLE = "()"


def neutral(result: dict[str, Any]) -> dict[str, Any]:
    """``result`` (a result's ``to_dict()``) with every worded text replaced by its recipe,
    as JSON (lists, dicts, strings, numbers), marked with :data:`MARK`."""
    kept: dict[str, Any] = {MARK: 1}
    for key, value in result.items():
        kept[str(key)] = _neutral(value)
    return kept


def is_neutral(result: Any) -> bool:
    """Whether ``result`` is a neutral result (:func:`neutral`), not one kept as text."""
    return isinstance(result, dict) and result.get(MARK) == 1


def worded(kept: dict[str, Any], code: str) -> dict[str, Any]:
    """The neutral result ``kept`` worded in the language ``code``: the result dict scoring
    would have given in that language (``MARK`` dropped)."""
    with language(code):
        return {key: _worded(value) for key, value in kept.items() if key != MARK}


def _neutral(value: Any) -> Any:
    if isinstance(value, Worded):
        return _recipe(value)
    if isinstance(value, dict):
        return {str(key): _neutral(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_neutral(item) for item in value]
    if isinstance(value, str):
        return str(value)  # A literal (a StrEnum member: its value).
    return value


def _recipe(text: Worded) -> dict[str, Any]:
    kind, *arguments = text.recipe
    return {RECIPE: [kind, *(_argument(argument) for argument in arguments)]}


def _argument(value: Any) -> Any:
    """An argument of a recipe as JSON: a tuple is told apart from a list (``%`` reads them
    differently)."""
    if isinstance(value, Worded):
        return _recipe(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return value
    if isinstance(value, int):
        return int(value)  # An IntEnum member: its number.
    if isinstance(value, tuple):
        return {TUPLE: [_argument(item) for item in value]}
    if isinstance(value, list):
        return [_argument(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _argument(item) for key, item in value.items()}
    return str(value)  # As ``%s`` and ``{}`` write it.


def _worded(value: Any) -> Any:
    if isinstance(value, dict):
        recipe = value.get(RECIPE)
        if recipe is not None:
            return _replay(recipe)
        return {key: _worded(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_worded(item) for item in value]
    return value


def _replay(recipe: list[Any]) -> str:
    kind, *arguments = recipe
    replay = REPLAY.get(kind)
    if replay is None:
        replay = _registered(kind)
    return replay(*[_decoded(argument) for argument in arguments])


def _registered(kind: str) -> Any:
    """The function of a recipe kind a game registers (``"topiary.facing_letter"``): every
    game's scoring package is imported first (the registry imports one on first use)."""
    from scoring.registry import GAMES

    for game in GAMES:
        game.module  # noqa: B018 (imported for the recipes it registers)
    return REPLAY[kind]


def _decoded(value: Any) -> Any:
    if isinstance(value, dict):
        if RECIPE in value:
            return _replay(value[RECIPE])
        if TUPLE in value:
            return tuple([_decoded(item) for item in value[TUPLE]])
        return {key: _decoded(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_decoded(item) for item in value]
    return value
