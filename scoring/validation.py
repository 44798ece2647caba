"""Reading untrusted JSON into typed values without ever crashing.

Every game's ``parse`` walks a decoded JSON document that may hold anything: a string where a
list belongs, ``true`` where a number belongs, a list nested ten deep. The :class:`Problems`
collector offers small readers that return the value when it has the right shape and record a
problem (and return ``None``) when it does not, so a parser can keep going and report every
mistake at once.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator

from scoring.errors import Problem, TableError
from scoring.i18n import N_, _, ngettext
from scoring.wording import grouped, join_words, printable, quoted

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

MAX_NAME_LENGTH = 30
"""Player names are 1–30 characters after trimming (spec/README.md, "Names and text")."""

MAX_LABEL_LENGTH = 60
"""A free label (a tile's colour, a card's name) is at most 60 characters, as the entry forms
allow: longer than any printed name, short enough that a result repeating it stays small."""

MAX_REPORTED_PROBLEMS = 100
"""At most this many problems are reported for one table, then one that counts the rest: a
player fixes the first ones and scores again, and a body of thousands of bad entries costs no
more to answer than a short one."""


def more_problems(count: int) -> str:
    """The last problem reported when more than :data:`MAX_REPORTED_PROBLEMS` were found.

    >>> more_problems(1)
    '…and 1 more problem, not listed here; fix the ones above and score again to see it.'
    >>> more_problems(4902)
    '…and 4,902 more problems, not listed here; fix the ones above and score again to see them.'
    """
    return ngettext(
        "…and %(count)s more problem, not listed here; fix the ones above and score again to "
        "see it.",
        "…and %(count)s more problems, not listed here; fix the ones above and score again to "
        "see them.",
        count,
    ) % {"count": grouped(count)}


CONTROL_CHARACTER = re.compile("[\x00-\x1f\x7f-\x9f]")
"""A control character (Unicode's Cc: NUL, tab, line breaks, escape...): never part of a name,
and a NUL cannot be saved by PostgreSQL at all."""


def has_control_character(text: str) -> bool:
    """Whether ``text`` holds a control character (:data:`CONTROL_CHARACTER`).

    >>> has_control_character("Ann"), has_control_character("Ann\\x00")
    (False, True)
    >>> has_control_character("Ann\\tLee"), has_control_character("Zoë 🎲")
    (True, False)
    """
    return CONTROL_CHARACTER.search(text) is not None


def without_control_characters(text: str) -> str:
    """``text`` as a message may quote it: each control character shown as U+FFFD.

    >>> without_control_characters("Ann\\x00")
    'Ann\ufffd'
    """
    return CONTROL_CHARACTER.sub("\ufffd", text)


NAME_HAS_CONTROL_CHARACTER = N_(
    "The name %(name)s has a hidden control character in it (shown as \ufffd) that cannot be "
    "saved; retype the name."
)


def is_encodable(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8: JSON's ``"\\ud800"`` decodes to a lone
    surrogate, which no page, file or terminal can show.

    >>> is_encodable("Zoë 🎲"), is_encodable("Ann\\ud800")
    (True, False)
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def writable(text: str) -> str:
    """``text`` as a message or path may carry it: any character UTF-8 cannot write (a lone
    surrogate) spelt as its escape, so an error about bad text can itself always be shown.

    >>> writable("Ann\\ud800")
    'Ann\\\\ud800'
    """
    return text if is_encodable(text) else text.encode("utf-8", "backslashreplace").decode()


UNENCODABLE_TEXT = N_(
    "contains a broken character (such as half of an emoji) that cannot be shown or saved; "
    "retype it."
)
"""The end of the message for text that is not valid Unicode, after "This name" and the like
(in English; :func:`unencodable_text` gives it in the current language)."""


def unencodable_text() -> str:
    """:data:`UNENCODABLE_TEXT` in the current language."""
    return _(UNENCODABLE_TEXT)


def join_path(parent: str, key: str | int) -> str:
    """The contract's path notation: ``join_path("players", 1) == "players[1]"``.

    >>> join_path(join_path("players", 1), "window")
    'players[1].window'
    """
    if isinstance(key, int):
        return f"{parent}[{key}]"
    return f"{parent}.{key}" if parent else key


def shown(value: object, limit: int = 40) -> str:
    """A value as a message may quote it: short, and safe for numbers of any size."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**15:
        return _("a very large number")
    if isinstance(value, str):  # Quoted in the language's marks, cut inside them.
        text = printable(value)
        return quoted(text if len(text) <= limit - 2 else text[: limit - 3] + "…")
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def describe_type(value: object) -> str:
    """A player-friendly name for a JSON value's type, for error messages ("should be a list,
    not a number"), in the current language."""
    if value is None:
        return _("nothing (null)")
    if isinstance(value, bool):
        return _("true/false")
    if isinstance(value, (int, float)):
        return _("a number")
    if isinstance(value, str):
        return _("text")
    if isinstance(value, list):
        return _("a list")
    if isinstance(value, dict):
        return _("an object")
    return type(value).__name__


_SEPARATORS = re.compile(r"[\s_-]+")


def _spelling_key(text: str) -> str:
    """A form of ``text`` that ignores case, surrounding spaces and the kind of separator."""
    return "_".join(part for part in _SEPARATORS.split(text.casefold()) if part)


def respelling(value: str, choices: Iterable[str]) -> str | None:
    """The one choice ``value`` was meant to be, when it differs only in the way it is written.

    Enum values are exact (spec/README.md, "Names and text"): ``"Bear"`` is not ``"bear"``.
    This finds the spelling to suggest in the error message: the choice that matches once case,
    surrounding spaces and separators (space, dash, underscore) are ignored. None when
    ``value`` is itself a choice, matches no choice, or could be more than one.

    >>> respelling("Light Shades", ["light_shades", "row_color_variety"])
    'light_shades'
    >>> respelling(" ne ", ["N", "NE"])
    'NE'
    >>> respelling("bear", ["bear"]) is None, respelling("wolf", ["bear"]) is None
    (True, True)
    """
    options = tuple(choices)
    if value in options:
        return None
    key = _spelling_key(value)
    if not key:
        return None
    found = [choice for choice in options if _spelling_key(choice) == key]
    return found[0] if len(found) == 1 else None


def spelling_advice(value: str, exact: str) -> str:
    """How to write ``value`` as the contract does, ending with the exact spelling to use.

    >>> spelling_advice("Bear", "bear")
    "write it in lower case: 'bear'"
    >>> spelling_advice(" light shades", "light_shades")
    "write it with underscores between the words and without spaces around it: 'light_shades'"
    >>> spelling_advice("ne", "NE")
    "write it in upper case: 'NE'"
    """
    ways: list[str] = []
    core = value.strip()
    if _SEPARATORS.sub("", core) != _SEPARATORS.sub("", exact):
        if exact == exact.lower():
            ways.append(_("in lower case"))
        elif exact == exact.upper():
            ways.append(_("in upper case"))
        else:
            ways.append(_("with exactly these capitals"))
    if core.lower() != exact.lower():
        if "_" in exact:
            ways.append(_("with underscores between the words"))
        elif "-" in exact:
            ways.append(_("with a dash and no spaces"))
        else:
            ways.append(_("as one word"))
    if core != value:
        ways.append(_("without spaces around it"))
    return _("write it %(ways)s: %(exact)s") % {
        "ways": join_words(ways or [_("exactly")]),
        "exact": quoted(exact),
    }


THIS = N_("This")
"""What a message calls the value it is about when the caller names nothing ("This 'bear' is
not known"); translated where it is used."""


def unknown_choice(value: str, choices: Iterable[str], what: str = THIS) -> str:
    """The message for text that is not one of ``choices``: the exact spelling when only the
    way it is written is wrong (case, spaces, separators), otherwise every choice."""
    options = tuple(choices)
    exact = respelling(value, options)
    if exact is not None:
        return _("%(what)s %(value)s is not written as the rules list it; %(advice)s.") % {
            "what": _(what),
            "value": shown(value),
            "advice": spelling_advice(value, exact),
        }
    return _("%(what)s %(value)s is not known; use one of %(choices)s.") % {
        "what": _(what),
        "value": shown(value),
        "choices": ", ".join(options),
    }


class Problems:
    """Collects the problems found while parsing one table state, in the order found.

    The same problem (same path, same message) is kept once. Recording costs the same however
    many are already kept (they are keys of a dict, which keeps its insertion order), so
    validating a table of many bad entries takes time in proportion to its length. Iterating
    gives at most :data:`MAX_REPORTED_PROBLEMS`, then one problem counting the rest;
    ``len()`` counts every distinct problem recorded.

    >>> problems = Problems()
    >>> for index in range(103):
    ...     problems.add(f"tiles[{index}]", "Not a tile.")
    >>> problems.add("tiles[0]", "Not a tile.")
    >>> len(problems), len(list(problems))
    (103, 101)
    >>> str(list(problems)[-1])  # doctest: +ELLIPSIS
    '…and 3 more problems, not listed here; ...'
    """

    def __init__(self) -> None:
        self._problems: dict[Problem, None] = {}

    def __bool__(self) -> bool:
        return bool(self._problems)

    def __iter__(self) -> Iterator[Problem]:
        return iter(self.reported())

    def __len__(self) -> int:
        return len(self._problems)

    def add(self, path: str, message: str) -> None:
        """Record one problem (once, however often it is found). A path or message quoting
        unwritable text (a key with a lone surrogate) is kept with that text escaped."""
        self._problems.setdefault(Problem(writable(path), writable(message)))

    def reported(self) -> list[Problem]:
        """The problems as a player sees them: the first :data:`MAX_REPORTED_PROBLEMS`, then
        one that says how many more there are."""
        if len(self._problems) <= MAX_REPORTED_PROBLEMS:
            return list(self._problems)
        shown_problems: list[Problem] = []
        for problem in self._problems:
            if len(shown_problems) == MAX_REPORTED_PROBLEMS:
                break
            shown_problems.append(problem)
        rest = len(self._problems) - MAX_REPORTED_PROBLEMS
        return [*shown_problems, Problem("", more_problems(rest))]

    def raise_if_any(self) -> None:
        """Raise one :class:`TableError` with everything recorded so far (bounded as
        :meth:`reported` says)."""
        if self._problems:
            raise TableError(self.reported())

    # Readers: each returns the value when it fits, otherwise records a problem and returns None.

    def as_object(self, value: Any, path: str, what: str = THIS) -> dict[str, Any] | None:
        """``value`` if it is a JSON object, else None with a problem recorded."""
        if isinstance(value, dict):
            return value
        self.add(
            path,
            _("%(what)s should be an object with named fields, not %(type)s.")
            % {"what": _(what), "type": describe_type(value)},
        )
        return None

    def as_list(
        self,
        value: Any,
        path: str,
        what: str = THIS,
        min_length: int = 0,
        max_length: int | None = None,
        too_long: Callable[[int], str] | None = None,
    ) -> list[Any] | None:
        """``value`` if it is a list, else None with a problem recorded.

        A list shorter than ``min_length`` is still returned, with the problem recorded, so
        its entries can be checked too. A list longer than ``max_length`` (the game's real
        limit) is one problem at its path and None: its entries are not read, so no table can
        make the scorer read more entries than a real game holds. ``too_long`` builds that
        problem's sentence from the length found.

        >>> problems = Problems()
        >>> problems.as_list([0] * 19, "tiles", "The tiles", max_length=18) is None
        True
        >>> [str(problem) for problem in problems]
        ['tiles: The tiles has 19 entries; at most 18 are allowed.']
        """
        if not isinstance(value, list):
            self.add(
                path,
                _("%(what)s should be a list, not %(type)s.")
                % {"what": _(what), "type": describe_type(value)},
            )
            return None
        if max_length is not None and len(value) > max_length:
            if too_long is not None:
                self.add(path, too_long(len(value)))
            else:
                self.add(
                    path,
                    ngettext(
                        "%(what)s has %(count)s entry; at most %(most)s are allowed.",
                        "%(what)s has %(count)s entries; at most %(most)s are allowed.",
                        len(value),
                    )
                    % {"what": _(what), "count": grouped(len(value)), "most": grouped(max_length)},
                )
            return None
        if len(value) < min_length:
            if min_length == 1:
                self.add(
                    path, _("%(what)s is empty; it needs at least one entry.") % {"what": _(what)}
                )
            else:
                self.add(
                    path,
                    ngettext(
                        "%(what)s has %(count)s entry; it needs at least %(least)s.",
                        "%(what)s has %(count)s entries; it needs at least %(least)s.",
                        len(value),
                    )
                    % {"what": _(what), "count": grouped(len(value)), "least": grouped(min_length)},
                )
        return value

    def as_integer(
        self,
        value: Any,
        path: str,
        what: str = THIS,
        minimum: int | None = None,
        maximum: int | None = None,
    ) -> int | None:
        """``value`` as a whole number within the limits (``3.0`` counts as 3), else None with
        a problem recorded."""
        number: int
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, float) and value.is_integer():
            number = int(value)
        elif isinstance(value, float):
            self.add(
                path,
                _("%(what)s is %(value)s; it should be a whole number.")
                % {"what": _(what), "value": shown(value)},
            )
            return None
        else:
            self.add(
                path,
                _("%(what)s should be a whole number, not %(type)s.")
                % {"what": _(what), "type": describe_type(value)},
            )
            return None
        if (minimum is not None and number < minimum) or (maximum is not None and number > maximum):
            values = {"what": _(what), "value": shown(number), "least": minimum, "most": maximum}
            if minimum is not None and maximum is not None:
                message = _("%(what)s is %(value)s; it must be from %(least)s to %(most)s.")
            elif minimum is not None:
                message = _("%(what)s is %(value)s; it must be at least %(least)s.")
            else:
                message = _("%(what)s is %(value)s; it must be at most %(most)s.")
            self.add(path, message % values)
            return None
        return number

    def as_text(
        self,
        value: Any,
        path: str,
        what: str = THIS,
        max_length: int | None = MAX_LABEL_LENGTH,
    ) -> str | None:
        """``value`` if it is text that can be written as UTF-8 and is at most ``max_length``
        characters, else None with a problem recorded. Every free text the scorer keeps
        (names, colours, card names) is read here or by :meth:`player_name`, so none can break
        the page, the file or the terminal that shows the result, or swell it.

        >>> problems = Problems()
        >>> problems.as_text("Gate\\udc00", "name", "The card's name") is None
        True
        >>> print(*(problem.message for problem in problems))  # doctest: +ELLIPSIS
        The card's name 'Gate\\udc00' contains a broken character (such as half of an emoji) ...
        """
        if not isinstance(value, str):
            self.add(
                path,
                _("%(what)s should be text, not %(type)s.")
                % {"what": _(what), "type": describe_type(value)},
            )
            return None
        if not is_encodable(value):
            self.add(
                path,
                _(
                    "%(what)s %(value)s contains a broken character (such as half of an emoji) "
                    "that cannot be shown or saved; retype it."
                )
                % {"what": _(what), "value": shown(value)},
            )
            return None
        if max_length is not None and len(value) > max_length:
            self.add(
                path,
                _("%(what)s %(value)s is %(length)s characters long; it is at most %(most)s.")
                % {
                    "what": _(what),
                    "value": shown(value),
                    "length": grouped(len(value)),
                    "most": max_length,
                },
            )
            return None
        return value

    def as_choice(
        self, value: Any, path: str, choices: tuple[str, ...] | list[str], what: str = THIS
    ) -> str | None:
        """A slug from a closed set, e.g. an icon or objective name, written exactly as listed.

        Case and surrounding spaces are not ignored (spec/README.md, "Names and text"); when
        only the way it is written is wrong, the message gives the exact spelling to use.

        >>> problems = Problems()
        >>> problems.as_choice("bear", "icon", ("bear", "fox"), "The icon")
        'bear'
        >>> problems.as_choice(" Bear", "icon", ("bear", "fox"), "The icon") is None
        True
        >>> [problem.message for problem in problems]  # doctest: +NORMALIZE_WHITESPACE
        ["The icon ' Bear' is not written as the rules list it; write it in lower case and
        without spaces around it: 'bear'."]
        """
        if not isinstance(value, str):
            self.add(
                path,
                _("%(what)s should be one of %(choices)s, not %(type)s.")
                % {"what": _(what), "choices": ", ".join(choices), "type": describe_type(value)},
            )
            return None
        if value in choices:
            return value
        self.add(path, unknown_choice(value, choices, what))
        return None

    def player_name(self, value: Any, path: str) -> str | None:
        """A player name: 1–30 characters after trimming, all of them writable (see
        :meth:`as_text`), none a control character (a NUL, a tab), and something that shows:
        a name made only of invisible characters (a zero-width space) reads as empty on every
        page, so it is refused as empty."""
        text = self.as_text(value, path, _("A player name"), max_length=None)
        if text is None:
            return None
        name = text.strip()
        if not name or not name_key(name):
            self.add(path, _("A player name is empty; give every player a name."))
            return None
        if has_control_character(name):
            shown = without_control_characters(name[:MAX_NAME_LENGTH])
            self.add(path, _(NAME_HAS_CONTROL_CHARACTER) % {"name": shown})
            return None
        if len(name) > MAX_NAME_LENGTH:
            self.add(
                path,
                _("The name %(name)s… is %(length)s characters long; names are at most %(most)s.")
                % {
                    "name": name[:MAX_NAME_LENGTH],
                    "length": grouped(len(name)),
                    "most": MAX_NAME_LENGTH,
                },
            )
            return None
        return name

    def unique_names(self, names: list[tuple[str, str]]) -> None:
        """Check that names (each with its path) are unique, compared by :func:`name_key`: a
        name typed twice in ways that look alike ("José" with one accented letter or with an
        accent after the "e", "Ann" with an invisible space) is refused like one typed twice
        the same way. The message quotes the later name as a page shows it
        (:func:`visible_name`)."""
        seen: dict[str, str] = {}
        for path, name in names:
            key = name_key(name)
            if key in seen:
                self.add(
                    path,
                    _("Two players are called %(name)s; give each a different name.")
                    % {"name": visible_name(name)},
                )
            else:
                seen[key] = name


_INVISIBLE_LETTERS = re.compile(
    "[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180d\u180f\u3164\ufe00-\ufe0f\uffa0"
    "\U000e0100-\U000e01ef]"
)
"""Characters that show nothing but are not format characters (category Cf): the combining
grapheme joiner, Hangul fillers, Mongolian and other variation selectors, Khmer's inherent
vowels. With the format characters they are Unicode's "default ignorable" code points."""


def visible_name(name: str) -> str:
    """A name quoted as a page shows it: without the characters that show nothing (those
    :func:`name_key` leaves out) and with nothing escaped, so "Ann" typed with a zero-width
    space reads 'Ann', not 'Ann\\u200b' as ``repr`` has it. The quotes are single ones
    unless the name holds one.

    >>> visible_name("Ann\u200b"), visible_name("ANN\u00ad"), visible_name("O'Neil")
    ("'Ann'", "'ANN'", '"O\\'Neil"')
    """
    visible = _without_invisible(name)
    quote = '"' if "'" in visible and '"' not in visible else "'"
    return f"{quote}{visible}{quote}"


def _without_invisible(name: str) -> str:
    """``name`` without its format characters (category Cf) and :data:`_INVISIBLE_LETTERS`."""
    visible = "".join(character for character in name if unicodedata.category(character) != "Cf")
    return _INVISIBLE_LETTERS.sub("", visible)


def name_key(name: str) -> str:
    """What two player names are compared by: names with the same key look alike on a page,
    so they cannot tell two players apart.

    The key is the name without invisible characters (format characters such as a zero-width
    space or a soft hyphen, and :data:`_INVISIBLE_LETTERS`), in Unicode's compatibility form
    (NFKC: an accented letter typed as one character or as a letter and an accent, full-width
    letters, ligatures), case-folded, with its spaces trimmed and runs of spaces inside it made
    one space.

    >>> name_key("José") == name_key("Jose\u0301"), name_key("Ann") == name_key("ANN\u200b")
    (True, True)
    >>> name_key(" Ann \u00a0 Lee "), name_key("Ａｎｎ"), name_key("Straße")
    ('ann lee', 'ann', 'strasse')
    """
    if len(name) <= _REMEMBERED_NAME_LENGTH:
        return _remembered_name_key(name)
    return _name_key(name)


_REMEMBERED_NAME_LENGTH = 64
"""Names up to this long have their keys remembered (a table compares every reference, each
tile's or visitor's owner, with every player's name); a longer text, which only the API can
send, is worked out each time, so the memory kept stays small."""


def _name_key(name: str) -> str:
    visible = _without_invisible(name)
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", visible).casefold())
    return " ".join(folded.split())


_remembered_name_key = functools.lru_cache(maxsize=2048)(_name_key)


def shared_names(entries: Any) -> frozenset[str]:
    """The :func:`name_key` of every name that more than one of the table's players goes by
    (``entries``: the state's player objects, each with its ``name``), compared as the check
    for repeated names compares them: those players' problems then say which seat they mean
    ("Player 2 (Ann)"), since "Ann's hand" twice would not tell the two apart.

    >>> sorted(shared_names([{"name": "Ann"}, {"name": "ANN "}, {"name": "Ben"}, "Cat"]))
    ['ann']
    """
    if not isinstance(entries, list):
        return frozenset()
    keys = [
        name_key(entry["name"])
        for entry in entries
        if isinstance(entry, dict) and isinstance(entry.get("name"), str)
    ]
    return frozenset(key for key in keys if key and keys.count(key) > 1)


def find_player(name: str, names: list[str] | tuple[str, ...]) -> str | None:
    """The seated player a reference names (compared by :func:`name_key`), or None."""
    key = name_key(name)
    for candidate in names:
        if name_key(candidate) == key:
            return candidate
    return None


def names_tell_players_apart(names: list[str], player_count: int) -> bool:
    """Whether each of ``player_count`` players has a readable name of their own.

    ``names`` are the player names that could be read. Only when this is true can a name used
    elsewhere (a visitor's owner, a turn, a tile's rabbits) be reported as matching no player:
    otherwise it may be the name of the player whose own name is missing or repeated.

    >>> names_tell_players_apart(["Ann", "Ben"], 2)
    True
    >>> names_tell_players_apart(["Ann", "ann"], 2), names_tell_players_apart(["Ann"], 2)
    (False, False)
    """
    return 0 < player_count == len(names) == len({name_key(name) for name in names})
