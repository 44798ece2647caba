"""A result without its language, and worded again in any language: explanations as data.

Every text of a result (labels, explanations, category names, the tie-break sentence,
warnings, words inside ``details`` and a game's sections) is a :class:`~scoring.i18n.Worded`:
the text in the language it was scored in, and its recipe, the message ids and values it was
worded from. :func:`neutral` keeps the recipes and drops the text: a JSON value that reads in
no language in particular, what a saved table stores. :func:`worded` words it in a language by
calling, for each recipe, the very function that worded it first, in that language's
catalogue: the result exactly as scoring the table in that language gives it, without scoring
it again (tests/scoring/test_words_are_data.py holds every game to that).

Each distinct recipe is kept once, in the result's ``"~recipes"`` list, as ``[kind,
argument, …]`` (:data:`scoring.i18n.REPLAY` lists the kinds); an argument is a recipe (an
earlier one of the list, ``{"~": INDEX}``), a literal (text a player typed, a number), a
list, a tuple written ``{"()": […]}``, or a dict. In the result, a worded text is
``{"~": INDEX}``; any other string is a literal and kept as it is. The neutral result carries
``"~words": 1`` (:data:`MARK`), so a reader tells it from a result saved as worded text.

>>> from scoring.i18n import language, ngettext
>>> with language("it"):
...     text = ngettext("%(count)s rabbit", "%(count)s rabbits", 3) % {"count": 3}
>>> text
'3 conigli'
>>> kept = neutral({"label": text, "name": "Ann"})
>>> kept["label"], kept["~recipes"]
({'~': 1}, [['n', '%(count)s rabbit', '%(count)s rabbits', 3], ['%', {'~': 0}, {'count': 3}]])
>>> worded(kept, "en")
{'label': '3 rabbits', 'name': 'Ann'}
"""

from __future__ import annotations

from scoring.i18n import REPLAY, Recipe, Worded, language

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

MARK = "~words"
"""The key a neutral result carries (value ``1``, the form's version)."""

RECIPES = "~recipes"
"""The key of a neutral result's recipes, each once: ``[kind, argument, …]``, an argument
that is a recipe written ``{"~": INDEX}`` (an earlier one of the list)."""

RECIPE = "~"
TUPLE = "()"


def neutral(result: dict[str, Any]) -> dict[str, Any]:
    """``result`` (a result's ``to_dict()``) with every worded text replaced by a reference to
    its recipe, as JSON (lists, dicts, strings, numbers), marked with :data:`MARK`.

    Each distinct recipe is kept once (:data:`RECIPES`): a 6-player Panorama table words the
    same card, phase and panorama hundreds of times, and is worded again recipe by recipe."""
    recipes = _Recipes()
    kept: dict[str, Any] = {MARK: 1}
    for key, value in result.items():
        kept[str(key)] = recipes.neutral(value)
    kept[RECIPES] = recipes.entries
    return kept


def neutral_document(
    result: dict[str, Any], key: Callable[[list[Any]], Any] | None = None
) -> tuple[dict[str, Any], Callable[[Any], Any]]:
    """What a JSON writer that hands every value it cannot write itself to a hook (orjson's
    ``default``, with subclasses passed to it) needs to write :func:`neutral` of ``result``
    in one pass, without the neutral dict being made: ``result`` between :data:`MARK` and
    :data:`RECIPES`, and the hook. The writer writes the body as it is, and the hook turns
    each worded text it meets into its reference (a ``StrEnum`` member into its text, a
    ``dict``, ``list`` or number subclass into the plain one); the recipes' list fills as the
    body is written, so it is complete when the writer reaches it, last. The text is the
    writer's text of ``neutral(result)``, at a third less of the time for a 6-player Panorama
    table (web.tables.kept_language.kept_result_text); a key that is not text is the
    writer's to refuse (``neutral`` writes it as text: write ``neutral(result)`` then).

    ``key`` tells the recipes apart, as :data:`_key` does (the default): any function of a
    recipe's JSON form that gives two of them the same key only when they are equal, as the
    writer's own text of it (``web.tables.kept_language.recipe_key``); the recipes, their
    order and the references are the same whatever it is."""
    recipes = _Recipes(key or _key)
    return {MARK: 1, **result, RECIPES: recipes.entries}, recipes.written


def is_neutral(result: Any) -> bool:
    """Whether ``result`` is a neutral result (:func:`neutral`), not one kept as text."""
    return isinstance(result, dict) and result.get(MARK) == 1


def worded(kept: dict[str, Any], code: str, *, in_place: bool = False) -> dict[str, Any]:
    """The neutral result ``kept`` worded in the language ``code``: the result dict scoring
    would have given in that language (``MARK`` and ``RECIPES`` dropped).

    ``in_place``: ``kept`` is the caller's own, read for this call alone (a saved page's row,
    parsed for its request), so its body's dicts and lists are worded where they are, not
    copied: the same result, made of ``kept``'s own containers (``kept`` is left holding
    them, worded). A 6-player Panorama page reads, words and frees its result in 1.55 ms
    instead of 1.81 (issue 24, fifth round; tests/web/test_result_page_shortcuts.py holds it
    to the copy)."""
    with language(code):
        texts: list[str] = []
        append = texts.append
        for recipe in kept[RECIPES]:
            kind = recipe[0]
            if (
                len(recipe) == 3
                and type(values := recipe[2]) is dict
                and RECIPE not in values
                and TUPLE not in values
            ):
                # ``[kind, sentence, values]`` (``say``, ``fill``, ``%``): three in four of a
                # result's recipes, worded here as below, without a call to read its values.
                sentence = recipe[1]
                if type(sentence) is dict and RECIPE in sentence:
                    sentence = texts[sentence[RECIPE]]
                elif type(sentence) not in _PLAIN:
                    sentence = _decoded(sentence, texts)
                replay = REPLAY.get(kind) or _registered(kind)
                append(
                    replay(
                        sentence,
                        {
                            key: item
                            if (of := type(item)) in _PLAIN
                            else texts[item[RECIPE]]
                            if of is dict and RECIPE in item
                            else _decoded(item, texts)
                            for key, item in values.items()
                        },
                    )
                )
                continue
            arguments = recipe[1:]
            replay = REPLAY.get(kind) or _registered(kind)
            append(
                replay(
                    *[
                        argument
                        if (of := type(argument)) in _PLAIN
                        else texts[argument[RECIPE]]
                        if of is dict and RECIPE in argument
                        else _decoded(argument, texts)
                        for argument in arguments
                    ]
                )
            )
        decoded = _decoded_in_place if in_place else _decoded
        return {
            key: decoded(value, texts)
            for key, value in kept.items()
            if key != MARK and key != RECIPES
        }


class _Recipes:
    """The recipes of one result, each once, in an order where a recipe comes after every
    recipe it is made of."""

    def __init__(self, key: Callable[[list[Any]], Any] | None = None) -> None:
        self.entries: list[list[Any]] = []
        self._key = key or _key
        self._by_key: dict[Any, int] = {}
        self._by_text: dict[int, int] = {}
        """The index of each text looked at, by its ``id``: each is kept in :attr:`_texts`, so
        no other object takes its ``id`` while these recipes are made."""
        self._texts: list[Worded] = []

    def neutral(self, value: Any) -> Any:
        kind = type(value)
        if kind in _PLAIN:
            return value
        if kind is Worded:
            return {RECIPE: self.index(value)}
        if kind is dict:
            # Most values are numbers, literals and worded texts: looked at here, without a
            # call each (a worded text seen before is one look-up in ``index``).
            return {
                str(key): item
                if (of := type(item)) in _PLAIN
                else {RECIPE: self.index(item)}
                if of is Worded
                else self.neutral(item)
                for key, item in value.items()
            }
        if kind is list or kind is tuple:
            return [
                item
                if (of := type(item)) in _PLAIN
                else {RECIPE: self.index(item)}
                if of is Worded
                else self.neutral(item)
                for item in value
            ]
        if isinstance(value, Worded):
            return {RECIPE: self.index(value)}
        if isinstance(value, dict):
            return {str(key): self.neutral(item) for key, item in value.items()}
        if isinstance(value, list | tuple):
            return [self.neutral(item) for item in value]
        if isinstance(value, str):
            return str(value)  # A literal (a StrEnum member: its value).
        return value

    def written(self, value: Any) -> Any:
        """A value of a result's body as :meth:`neutral` keeps it, for a JSON writer that
        could not write it itself (:func:`neutral_document`): its items are the writer's."""
        if type(value) is Worded:
            known = self._by_text.get(id(value))  # seen before: as ``index`` finds it
            return {RECIPE: self.unseen(value) if known is None else known}
        if isinstance(value, Worded):
            return {RECIPE: self.index(value)}
        if isinstance(value, str):
            return str(value)  # A literal (a StrEnum member: its value).
        if isinstance(value, dict):
            return dict(value)
        if isinstance(value, list | tuple):
            return list(value)
        if isinstance(value, int):
            return int(value)
        if isinstance(value, float):
            return float(value)
        raise TypeError(f"{type(value).__name__} is not JSON")

    def index(self, text: Worded) -> int:
        """The index of ``text``'s recipe among :attr:`entries` (added when new)."""
        known = self._by_text.get(id(text))
        return self.unseen(text) if known is None else known

    def unseen(self, text: Worded) -> int:
        """:meth:`index` of a text not looked at before (a caller that has looked it up)."""
        recipe = text.recipe
        if len(recipe) == 3 and type(values := recipe[2]) is dict and type(recipe[0]) is str:
            return self._with_values(text, recipe[0], recipe[1], values)
        return self._indexed(text, recipe)

    def _indexed(self, text: Worded, recipe: Recipe) -> int:
        """:meth:`index` of a text not seen before, for any recipe."""
        for argument in recipe:
            if type(argument) is not str and type(argument) is not int:
                break
        else:  # Only message ids and numbers (``_``, ``ngettext``): the recipe is its key.
            index = self._by_key.get(recipe)
            if index is None:
                index = self._by_key[recipe] = len(self.entries)
                self.entries.append(list(recipe))
            self._by_text[id(text)] = index
            self._texts.append(text)
            return index
        encoded = [
            argument if type(argument) is str else self.argument(argument) for argument in recipe
        ]
        # The recipe as JSON tells it apart from every other: a tuple (``{"()": …}``) from a
        # list, ``True`` from ``1``, ``1.0`` from ``1``; its ``repr`` (or the key given), written
        # by C in one call.
        whole = self._key(encoded)
        index = self._by_key.get(whole)
        if index is None:
            index = self._by_key[whole] = len(self.entries)
            self.entries.append(encoded)
        self._by_text[id(text)] = index
        self._texts.append(text)
        return index

    def _with_values(self, text: Worded, kind: str, sentence: Any, values: dict[Any, Any]) -> int:
        """:meth:`index` of a recipe ``(kind, sentence, values)`` with a dict of values
        (``say``, ``fill``, ``%``): three in four of a result's recipes (373 of a 6-player
        Panorama table's 476 are ``say``). The same entry and key as the general path,
        ``[kind, argument(sentence), argument(values)]`` made in that order, with a worded
        value seen before looked up here, without a call (issue 24, fourth round)."""
        by_text = self._by_text
        encoded_sentence = sentence if type(sentence) is str else self.argument(sentence)
        encoded_values: dict[str, Any] = {}
        for key, item in values.items():
            of = type(item)
            if type(key) is not str:
                key = str(key)
            if of is str or of is int:
                encoded_values[key] = item
            elif of is Worded:
                known = by_text.get(id(item))
                encoded_values[key] = {RECIPE: self.unseen(item) if known is None else known}
            else:
                encoded_values[key] = self.argument(item)
        encoded = [kind, encoded_sentence, encoded_values]
        whole = self._key(encoded)
        index = self._by_key.get(whole)
        if index is None:
            index = self._by_key[whole] = len(self.entries)
            self.entries.append(encoded)
        by_text[id(text)] = index
        self._texts.append(text)
        return index

    def argument(self, value: Any) -> Any:
        """An argument of a recipe as JSON."""
        kind = type(value)
        if kind is str or kind is int:
            return value
        if kind is Worded:
            return {RECIPE: self.index(value)}
        if kind is dict:
            # Most values are numbers and literals: looked at here, without a call each.
            return {
                str(key): item if type(item) is str or type(item) is int else self.argument(item)
                for key, item in value.items()
            }
        if kind is tuple:
            # The words a ``join`` joins (a card's notes, a list of cells): worded texts seen
            # before and literals looked at here, without a call each.
            by_text = self._by_text
            return {
                TUPLE: [
                    item
                    if (of := type(item)) is str or of is int
                    else {RECIPE: known}
                    if of is Worded and (known := by_text.get(id(item))) is not None
                    else self.argument(item)
                    for item in value
                ]
            }
        if isinstance(value, Worded):
            return {RECIPE: self.index(value)}
        if isinstance(value, str):
            return str(value)
        if isinstance(value, bool) or value is None or isinstance(value, float):
            return value
        if isinstance(value, int):
            return int(value)  # An IntEnum member: its number.
        if isinstance(value, tuple):
            return {TUPLE: [self.argument(item) for item in value]}
        if isinstance(value, list):
            return [self.argument(item) for item in value]
        if isinstance(value, dict):
            return {str(key): self.argument(item) for key, item in value.items()}
        return str(value)  # As ``%s`` and ``{}`` write it.


_key = repr
"""A recipe's key among those of a result: the text of its JSON form, which tells every one
apart (it holds only lists, dicts, ``str``, ``int``, ``float``, ``bool`` and ``None``)."""


_PLAIN = frozenset({str, int, float, bool, type(None)})
"""The types of a result's values that are kept as they are: literals and numbers."""


def _registered(kind: str) -> Any:
    """The function of a recipe kind a game registers (``"topiary.facing_letter"``): every
    game's scoring package is imported first (the registry imports one on first use)."""
    from scoring.registry import GAMES

    for game in GAMES:
        game.module  # noqa: B018 (imported for the recipes it registers)
    return REPLAY[kind]


def _decoded(value: Any, texts: list[str]) -> Any:
    """``value`` with every ``{"~": i}`` reference replaced by text ``i`` (and a recipe
    argument's tuple made again): the one reader of a result's body and of its recipes'
    arguments alike (a result's own JSON holds no tuple)."""
    kind = type(value)
    if kind is dict:
        index = value.get(RECIPE)
        if index is not None:
            return texts[index]
        if TUPLE in value:
            return tuple([_decoded(item, texts) for item in value[TUPLE]])
        # Most values are numbers and literals, kept as they are by the copy (in C); worded
        # texts are looked at here, without a call each (a 6-player Panorama result's body:
        # 0.63 -> 0.53 ms against a dict comprehension, issue 24, fourth round).
        decoded = value.copy()
        for key, item in value.items():
            of = type(item)
            if of is dict:
                decoded[key] = texts[item[RECIPE]] if RECIPE in item else _decoded(item, texts)
            elif of is list:
                decoded[key] = _decoded(item, texts)
        return decoded
    if kind is list:
        return [
            item
            if (of := type(item)) in _PLAIN
            else texts[item[RECIPE]]
            if of is dict and RECIPE in item
            else _decoded(item, texts)
            for item in value
        ]
    return value


def _decoded_in_place(value: Any, texts: list[str]) -> Any:
    """:func:`_decoded` of a value read for this call alone (``worded(in_place=True)``): each
    dict and list is written over instead of copied, each reference read as there."""
    kind = type(value)
    if kind is dict:
        index = value.get(RECIPE)
        if index is not None:
            return texts[index]
        if TUPLE in value:
            return tuple([_decoded(item, texts) for item in value[TUPLE]])
        for key, item in value.items():
            of = type(item)
            if of is dict:
                value[key] = (
                    texts[item[RECIPE]] if RECIPE in item else _decoded_in_place(item, texts)
                )
            elif of is list:
                value[key] = _decoded_in_place(item, texts)
        return value
    if kind is list:
        for position, item in enumerate(value):
            of = type(item)
            if of is dict:
                value[position] = (
                    texts[item[RECIPE]] if RECIPE in item else _decoded_in_place(item, texts)
                )
            elif of is list:
                value[position] = _decoded_in_place(item, texts)
        return value
    return value
