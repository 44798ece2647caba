"""Merging a part two phones saved at once: three-way, field by field, item by item.

A phone saves its part against the version it started from (the *base*); when someone saved
the part meanwhile (*theirs*), this phone's save (*mine*) is merged with it instead of being
refused or replacing it. Pure functions on the part's JSON (dicts, lists, numbers, text):

- a field only one side changed takes that side's value; a field both changed alike is kept;
- objects merge key by key; a missing key and ``null`` both mean "nothing entered";
- lists merge item by item, in order (a three-way diff of the items, as ``diff3`` merges lines
  of text): items one side added, removed or changed merge by themselves; an item both sides
  changed is merged field by field; items both sides *added at the same place* are all kept:
  for a list whose order the game ignores (``unordered``, from the game's adapter: Tsukimi's
  tiles) theirs then mine, for any other (a panorama's cards left to right) the players are
  asked which come first;
- only what both sides changed differently is a :class:`Conflict`, and it is left as *theirs*
  in :attr:`Merged.value` until a player chooses (``choices``, by :attr:`Conflict.key`).

Nothing either phone entered is dropped unless a player chooses it.

>>> merge({"a": 1, "b": 1}, {"a": 2, "b": 1}, {"a": 1, "b": 3}).value
{'a': 2, 'b': 3}
>>> merge([], ["x"], ["y"], unordered={""}).value
['x', 'y']
>>> found = merge({"n": 1}, {"n": 2}, {"n": 3})
>>> found.value, [(c.key, c.theirs, c.mine) for c in found.conflicts]
({'n': 2}, [('n', 2, 3)])
>>> merge({"n": 1}, {"n": 2}, {"n": 3}, choices={"n": MINE}).value
{'n': 3}
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from itertools import pairwise
from typing import Any, Final, Literal

Choice = Literal["mine", "theirs"]
MINE: Final = "mine"
THEIRS: Final = "theirs"


class _Missing:
    """A key an object does not have (merged as ``null``: nothing entered)."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Final = _Missing()


@dataclass(frozen=True)
class Conflict:
    """One thing both phones changed differently: where it is, and its three values.

    ``key`` names it (``players.0.reserve``; ``cards@3`` for the run of a list's items that
    starts at the base's item 3), ``path`` is the same as a tuple, for the game to say what it
    is. ``inserted`` is True when both phones *added* items at the same place: both are kept
    either way, the choice is whose come first (``mine``: this phone's)."""

    key: str
    path: tuple[str | int, ...]
    base: Any
    theirs: Any
    mine: Any
    inserted: bool = False


@dataclass(frozen=True)
class Merged:
    """The merged value (each unresolved conflict as theirs) and what is left to choose."""

    value: Any
    conflicts: tuple[Conflict, ...] = field(default_factory=tuple)


def merge(
    base: Any,
    theirs: Any,
    mine: Any,
    unordered: Collection[str] = (),
    choices: Mapping[str, str] | None = None,
) -> Merged:
    """``mine`` and ``theirs``, both changed from ``base``, merged (see the module).

    ``unordered`` names the lists whose order does not matter by their path without list
    indices (``"tiles"``; ``""`` for the value itself); ``choices`` resolves conflicts by key.
    """
    merger = _Merger(frozenset(unordered), dict(choices or {}))
    value = merger.value(base, theirs, mine, ())
    return Merged(None if value is MISSING else value, tuple(merger.conflicts))


def conflict_key(path: tuple[str | int, ...]) -> str:
    """A conflict's key from its path: ``("players", 0, "reserve")`` → ``players.0.reserve``."""
    return ".".join(str(step) for step in path)


def _same(one: Any, other: Any) -> bool:
    """Equal as JSON (``true`` is not ``1``), a missing key the same as ``null``."""
    return _item_key(None if one is MISSING else one) == _item_key(
        None if other is MISSING else other
    )


def _item_key(item: Any) -> str:
    return json.dumps(item, sort_keys=True, ensure_ascii=False)


class _Merger:
    def __init__(self, unordered: frozenset[str], choices: dict[str, str]) -> None:
        self.unordered = unordered
        self.choices = choices
        self.conflicts: list[Conflict] = []

    def value(self, base: Any, theirs: Any, mine: Any, path: tuple[str | int, ...]) -> Any:
        if _same(theirs, mine) or _same(base, mine):
            return theirs
        if _same(base, theirs):
            return mine
        if isinstance(theirs, dict) and isinstance(mine, dict):
            return self.objects(base if isinstance(base, dict) else {}, theirs, mine, path)
        if isinstance(theirs, list) and isinstance(mine, list):
            return self.lists(base if isinstance(base, list) else [], theirs, mine, path)
        return self.conflict(path, base, theirs, mine)

    def conflict(
        self,
        path: tuple[str | int, ...],
        base: Any,
        theirs: Any,
        mine: Any,
        inserted: bool = False,
        key: str | None = None,
    ) -> Any:
        key = conflict_key(path) if key is None else key
        choice = self.choices.get(key)
        if inserted:
            return list(mine) + list(theirs) if choice == MINE else list(theirs) + list(mine)
        if choice == MINE:
            return mine
        if choice == THEIRS:
            return theirs
        self.conflicts.append(Conflict(key, path, base, theirs, mine, inserted))
        return theirs

    def objects(
        self,
        base: dict[str, Any],
        theirs: dict[str, Any],
        mine: dict[str, Any],
        path: tuple[str | int, ...],
    ) -> dict[str, Any]:
        merged: dict[str, Any] = {}
        for name in [*theirs, *(name for name in mine if name not in theirs)]:
            value = self.value(
                base.get(name, MISSING),
                theirs.get(name, MISSING),
                mine.get(name, MISSING),
                (*path, name),
            )
            if value is not MISSING:
                merged[name] = value
        return merged

    def lists(
        self, base: list[Any], theirs: list[Any], mine: list[Any], path: tuple[str | int, ...]
    ) -> list[Any]:
        """A three-way merge of the items: runs between items all three still share."""
        if len(base) == len(theirs) == len(mine):  # A grid, a row of seats: item by item.
            return [
                self.value(b, t, m, (*path, index))
                for index, (b, t, m) in enumerate(zip(base, theirs, mine, strict=True))
            ]
        pattern = ".".join(step for step in path if isinstance(step, str))
        unordered = pattern in self.unordered
        to_theirs = _matches(base, theirs)
        to_mine = _matches(base, mine)
        anchors = [(-1, -1, -1)]
        kept = [i for i in range(len(base)) if i in to_theirs and i in to_mine]
        anchors += [(i, to_theirs[i], to_mine[i]) for i in kept]
        anchors.append((len(base), len(theirs), len(mine)))
        merged: list[Any] = []
        for (b0, t0, m0), (b1, t1, m1) in pairwise(anchors):
            runs = base[b0 + 1 : b1], theirs[t0 + 1 : t1], mine[m0 + 1 : m1]
            merged.extend(self.run(*runs, path, b0 + 1, unordered))
            if b1 < len(base):
                merged.append(base[b1])
        return merged

    def run(
        self,
        base: list[Any],
        theirs: list[Any],
        mine: list[Any],
        path: tuple[str | int, ...],
        start: int,
        unordered: bool,
    ) -> list[Any]:
        if _same(theirs, mine) or _same(base, mine):
            return theirs
        if _same(base, theirs):
            return mine
        if not base:
            if unordered:
                return self.unordered_additions(theirs, mine, path, start)
            key = f"{conflict_key(path)}@{start}"
            if key in self.choices:
                return list(self.conflict(path, base, theirs, mine, inserted=True, key=key))
            self.conflicts.append(Conflict(key, path, base, theirs, mine, inserted=True))
            return theirs + mine
        if len(base) == len(theirs) == len(mine):
            return [
                self.value(b, t, m, (*path, start + offset))
                for offset, (b, t, m) in enumerate(zip(base, theirs, mine, strict=True))
            ]
        key = f"{conflict_key(path)}@{start}"
        return list(self.conflict(path, base, theirs, mine, key=key))

    def unordered_additions(
        self, theirs: list[Any], mine: list[Any], path: tuple[str | int, ...], start: int
    ) -> list[Any]:
        """Items both phones added to a list whose order does not matter.

        When the phones share few items (Ann entered tiles 1–9, Ben 10–18; two tiles alike
        happen) every item is kept. When they share most (at least as many as either has of
        its own), both entered the same items: the ones that differ are taken as the same items
        entered differently, paired in order and merged field by field (a tile's value both set
        differently is asked), and the items added alike are kept once."""
        in_mine = Counter(_item_key(item) for item in mine)
        alike = Counter(_item_key(item) for item in theirs) & in_mine
        shared, to_skip = [], Counter(alike)
        for index, item in enumerate(theirs):
            if to_skip[_item_key(item)] > 0:
                to_skip[_item_key(item)] -= 1
                shared.append(index)
        mine_rest, to_skip = [], Counter(alike)
        for item in mine:
            if to_skip[_item_key(item)] > 0:
                to_skip[_item_key(item)] -= 1
            else:
                mine_rest.append(item)
        theirs_rest = [index for index in range(len(theirs)) if index not in shared]
        if len(shared) < max(len(mine_rest), len(theirs_rest)):
            return theirs + mine  # Mostly different items: every one of them is kept.
        if not mine_rest or not theirs_rest:
            return theirs + mine_rest
        merged = list(theirs)
        for index, item in zip(theirs_rest, mine_rest, strict=False):
            merged[index] = self.value(MISSING, theirs[index], item, (*path, start + index))
        return merged + mine_rest[len(theirs_rest) :]


def _matches(base: list[Any], other: list[Any]) -> dict[int, int]:
    """Each base item kept unchanged in ``other``, by index: base index → other's index."""
    matcher = SequenceMatcher(
        None, [_item_key(item) for item in base], [_item_key(item) for item in other], False
    )
    found: dict[int, int] = {}
    for block in matcher.get_matching_blocks():
        for offset in range(block.size):
            found[block.a + offset] = block.b + offset
    return found
