"""Garbage collection between requests, not during them: a steady 95th percentile.

A form post builds thousands of small objects that point at each other (every WTForms field
knows its form), so only Python's cyclic collector frees them. Left as it is, the collector
runs in the middle of requests: objects still in use are moved on to its oldest generation,
whose full passes (a few times every hundred Panorama posts, tens of milliseconds each) then
land on some unlucky player's request. So:

- everything made at start-up is frozen out of the collector's sight (``gc.freeze()``): it
  lives as long as the app, and a full pass need not look at it again;
- the youngest generation is collected after 20,000 new objects, not Python's 700
  (``YOUNGEST_GENERATION_THRESHOLD``): a result page's JSON read back, or a Panorama table
  scored, makes thousands, almost all freed by reference counting anyway; at 700 the
  collector walked them a dozen times in every such request, and at 5,000 still twice in
  each 6-player Panorama Score (its post and page peak at some 8,000 objects more than
  before it): 0.3 to 1.2 ms each, about 1 ms a Score with the full collections they start,
  against 0.12 now (measured with ``gc.callbacks``, issue 24). At 20,000 no game's
  largest Score starts one (``tests/web/test_memory.py``): what a request makes is
  collected once, after its response;
- the middle generation is left to fill up for far longer than any request
  (``MIDDLE_GENERATION_THRESHOLD``), so what a request is still using is not moved on;
- once a response has been sent, when everything its request made is garbage, the two young
  generations are collected, which frees it at once; every 50th response, all three
  (``FULL_COLLECTION_EVERY``), and the pages the C library's malloc then holds free are
  handed back to the system (:func:`release_free_memory`).

Two more of the C library's own settings keep a gunicorn worker's resident memory down
(issue 24; glibc's ``malloc_trim`` and ``mallopt``, through :mod:`ctypes`; on a C library
without them, such as musl's, they do nothing): the warm master hands back what its start-up
freed before it forks (``web/platform/warm.py``), and each worker's threads share one malloc
arena (:func:`one_malloc_arena`, from ``gunicorn.conf.py``'s ``post_fork``).

The youngest generation is still collected automatically, so a response that is never
closed (a test client's) leaks nothing.
"""

from __future__ import annotations

import ctypes
import gc
import itertools
from collections.abc import Callable, Iterator
from typing import Any

from flask import Flask, Response

YOUNGEST_GENERATION_THRESHOLD = 20_000
"""New objects (allocations less deallocations) between two automatic collections of the
youngest generation (Python 3.11's default is 700; 3.13 raised it to 2,000): above what a
request of ours holds at once (a 6-player Panorama Score's post and page, some 8,000), so
that the collection after its response is the only one it pays for."""
MIDDLE_GENERATION_THRESHOLD = 1000
"""Young collections between two automatic collections of the middle generation (Python's
default is 10, which a long Panorama post reaches several times)."""


FULL_COLLECTION_EVERY = 50
"""Responses between two full collections, made after a response as the young ones are."""

M_ARENA_MAX = -8
"""glibc's ``mallopt`` parameter for the most malloc arenas a process makes (``malloc.h``)."""


def _glibc_malloc() -> Any:
    """The C library, where it is glibc's (it has ``malloc_trim`` and ``mallopt``), else
    ``None``."""
    try:
        library = ctypes.CDLL(None)
        library.malloc_trim.argtypes = [ctypes.c_size_t]
        library.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    except (AttributeError, OSError, TypeError):  # musl, macOS, Windows: no such functions.
        return None
    return library


GLIBC_MALLOC = _glibc_malloc()


def release_free_memory() -> bool:
    """Hand the pages malloc holds free back to the system (``malloc_trim(0)``); whether any
    were. Python frees its objects into malloc, which keeps the space for later. About 0.4 ms
    (measured after a few hundred requests).

    After the master's warm-up that is 3.1 MB of its 83.7 MB, and so of every worker's
    resident set at its fork; after each full collection in a worker, about 2 MB of its
    resident set after 5,000 requests (``bench/memory.py --gunicorn``, issue 24)."""
    return GLIBC_MALLOC is not None and bool(GLIBC_MALLOC.malloc_trim(0))


def one_malloc_arena() -> bool:
    """Let every thread of this process allocate from one malloc arena; whether it could.
    Called in a worker before its threads start.

    glibc gives each thread that allocates at the same time as another an arena of its own
    (up to eight per core), and each keeps its own freed space: a worker's four threads held
    some 7 MB in four arenas after 5,000 requests. Python's own allocator takes its lock
    anyway (the GIL), so the threads wait for no one they did not already wait for: the
    server's CPU per request measured the same (``bench/load.py``, 3.2 and 3.2 ms, 3.6 and
    3.4), and a worker's resident set is 3 to 5 MB smaller (``bench/memory.py --gunicorn``)."""
    return GLIBC_MALLOC is not None and bool(GLIBC_MALLOC.mallopt(M_ARENA_MAX, 1))


def collect_young_generations() -> None:
    """Free what the request just answered made (a millisecond or two, after it was sent)."""
    gc.collect(1)


def collect_everything() -> None:
    """Free what the oldest generation holds that is garbage too.

    What a request still held when its response was closed (a test client keeps each
    response's request) moves on to the oldest generation, whose full passes Python only
    starts from an automatic young collection: with those rare, this frees it at a pace of
    its own. Start-up is frozen, so a full pass is short (about 2 ms). Then what malloc holds
    free is handed back (:func:`release_free_memory`)."""
    gc.collect(2)
    release_free_memory()


def collect_once_sent(sent: Iterator[int]) -> Callable[[Response], Response]:
    """An ``after_request`` hook: once each response is sent, collect the young generations,
    and every :data:`FULL_COLLECTION_EVERY` responses (``sent`` counts them) all three."""

    def after(response: Response) -> Response:
        full = next(sent) % FULL_COLLECTION_EVERY == 0
        response.call_on_close(collect_everything if full else collect_young_generations)
        return response

    return after


def init_app(app: Flask) -> None:
    """Freeze what start-up made and collect after each response; not under test, where
    many apps come and go in one process."""
    if app.testing:
        return
    gc.freeze()
    _youngest, _middle, oldest = gc.get_threshold()
    gc.set_threshold(YOUNGEST_GENERATION_THRESHOLD, MIDDLE_GENERATION_THRESHOLD, oldest)
    app.after_request(collect_once_sent(itertools.count(1)))
