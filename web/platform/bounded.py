"""A memo bounded by the bytes it holds, for work keyed by what a request sends.

``functools.lru_cache(maxsize=N)`` bounds a cache by its number of entries, which bounds its
memory only if every entry is small. A cache keyed by something a client chooses (a posted
field's name, a ``Host`` header in a page's address) is not: 4,096 posted keys of 250 KB each
are a gigabyte a worker (issue 27). :func:`bytes_bounded_cache` counts the bytes of each key
and answer it keeps (:func:`size_of`) and forgets the oldest entries once the total passes
its budget; an entry larger than a tenth of the budget is worked out and not kept at all, so
one huge request can never push out what every ordinary request uses.
"""

from __future__ import annotations

import functools
import sys
import threading
from collections.abc import Callable, Hashable
from typing import Generic, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


def size_of(value: object) -> int:
    """The bytes ``value`` holds, counting what its tuples, lists and dicts hold (a memo's
    keys and answers are made of those, text, bytes and numbers)."""
    size = sys.getsizeof(value)
    if isinstance(value, tuple | list | frozenset | set):
        size += sum(size_of(item) for item in value)
    elif isinstance(value, dict):
        size += sum(size_of(key) + size_of(item) for key, item in value.items())
    return size


class BytesBoundedCache(Generic[P, R]):
    """``function`` remembered by its arguments, in at most ``budget`` bytes (see the module).

    Entries leave in the order they came (first in, first out): the keys a form sends on
    every post come back at once, and a hit costs a dict look-up and nothing more.
    """

    def __init__(self, function: Callable[P, R], budget: int) -> None:
        functools.update_wrapper(self, function)
        self._function = function
        self.budget = budget
        self.largest_entry = budget // 10
        self._entries: dict[Hashable, tuple[R, int]] = {}
        self.size = 0
        """The bytes the kept entries hold (keys and answers), as :func:`size_of` counts them."""
        self._lock = threading.Lock()

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key: Hashable = args if not kwargs else (args, tuple(sorted(kwargs.items())))
        found = self._entries.get(key)
        if found is not None:
            return found[0]
        answer = self._function(*args, **kwargs)
        cost = size_of(key) + size_of(answer)
        if cost > self.largest_entry:
            return answer
        with self._lock:
            if key not in self._entries:
                self._entries[key] = (answer, cost)
                self.size += cost
                while self.size > self.budget:
                    oldest = next(iter(self._entries))
                    self.size -= self._entries.pop(oldest)[1]
        return answer

    def __len__(self) -> int:
        return len(self._entries)

    def cache_clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self.size = 0


def bytes_bounded_cache(budget: int) -> Callable[[Callable[P, R]], BytesBoundedCache[P, R]]:
    """A decorator: :class:`BytesBoundedCache` with ``budget`` bytes."""

    def decorate(function: Callable[P, R]) -> BytesBoundedCache[P, R]:
        return BytesBoundedCache(function, budget)

    return decorate
