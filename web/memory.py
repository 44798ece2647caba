"""Garbage collection between requests, not during them: a steady 95th percentile.

A form post builds thousands of small objects that point at each other (every WTForms field
knows its form), so only Python's cyclic collector frees them. Left as it is, the collector
runs in the middle of requests: objects still in use are moved on to its oldest generation,
whose full passes (a few times every hundred Panorama posts, tens of milliseconds each) then
land on some unlucky player's request. So:

- everything made at start-up is frozen out of the collector's sight (``gc.freeze()``): it
  lives as long as the app, and a full pass need not look at it again;
- the middle generation is left to fill up for far longer than any request
  (``MIDDLE_GENERATION_THRESHOLD``), so what a request is still using is not moved on;
- once a response has been sent, when everything its request made is garbage, the two young
  generations are collected, which frees it at once.

The youngest generation is still collected as usual, so a response that is never closed (a
test client's) leaks nothing.
"""

from __future__ import annotations

import gc

from flask import Flask, Response

MIDDLE_GENERATION_THRESHOLD = 1000
"""Young collections between two automatic collections of the middle generation (Python's
default is 10, which a long Panorama post reaches several times)."""


def collect_young_generations() -> None:
    """Free what the request just answered made (a millisecond or two, after it was sent)."""
    gc.collect(1)


def collect_once_sent(response: Response) -> Response:
    response.call_on_close(collect_young_generations)
    return response


def init_app(app: Flask) -> None:
    """Freeze what start-up made and collect after each response; not under test, where
    many apps come and go in one process."""
    if app.testing:
        return
    gc.freeze()
    youngest, _middle, oldest = gc.get_threshold()
    gc.set_threshold(youngest, MIDDLE_GENERATION_THRESHOLD, oldest)
    app.after_request(collect_once_sent)
