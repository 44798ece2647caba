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
from typing import TypeVar

K = TypeVar("K", bound=Hashable)
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


class BytesBoundedCache(dict[K, R]):
    """``function`` of one argument, remembered in at most ``budget`` bytes (see the module).

    The memo is the dict itself: a call that finds its answer is one dict look-up in C, as
    fast as ``lru_cache`` (the posted keys of every form post are read through one); only a
    miss runs Python (``__missing__``). Entries leave in the order they came (first in,
    first out): the keys a form sends on every post come back at once.
    """

    def __init__(self, function: Callable[[K], R], budget: int) -> None:
        super().__init__()
        functools.update_wrapper(self, function)
        self.function = function
        self.budget = budget
        self.largest_entry = budget // 10
        self.size = 0
        """The bytes the kept entries hold (keys and answers), as :func:`size_of` counts them."""
        self._costs: dict[K, int] = {}
        self._lock = threading.Lock()

    __call__ = dict.__getitem__
    """``memo(key)`` is ``memo[key]``: the answer kept, or worked out by ``__missing__``."""

    def __missing__(self, key: K) -> R:
        answer = self.function(key)
        cost = size_of(key) + size_of(answer)
        if cost > self.largest_entry:
            return answer
        with self._lock:
            if key not in self._costs:
                self[key] = answer
                self._costs[key] = cost
                self.size += cost
                while self.size > self.budget:
                    oldest = next(iter(self._costs))
                    self.size -= self._costs.pop(oldest)
                    del self[oldest]
        return answer

    def cache_clear(self) -> None:
        with self._lock:
            self.clear()
            self._costs.clear()
            self.size = 0


def bytes_bounded_cache(budget: int) -> Callable[[Callable[[K], R]], BytesBoundedCache[K, R]]:
    """A decorator: :class:`BytesBoundedCache` with ``budget`` bytes."""

    def decorate(function: Callable[[K], R]) -> BytesBoundedCache[K, R]:
        return BytesBoundedCache(function, budget)

    return decorate
