"""The app made ready in gunicorn's master, before it forks its workers (issue 24).

A fresh worker used to spend about a second of CPU on its first pages (compiling templates,
reading the Italian catalogue, drawing each game's blank form, loading a card image's fonts),
and again after every recycle (``max_requests``). With the app loaded in
the master (``preload_app``), :func:`warm_up` does that work there once: every worker forks
from a warm app and shares those pages with the master, copy-on-write, instead of making its
own copy. What it asks for reads nothing and writes nothing in the database: the home page,
each game's blank form and rules, the phone's service worker and manifest, a page that is
not there, and the API's answer to an empty table, each in both languages, and one card
image of made-up players (kept in the cards' memo like any other). Called from
``gunicorn.conf.py``'s ``when_ready`` hook; then everything is frozen out of the garbage
collector's sight again (``gc.freeze()``), the database's pool emptied (a connection must
never be shared by two processes), and the memory start-up and warm-up freed handed back to
the system (``web.platform.memory.release_free_memory``), so no worker forks with it resident.
"""

from __future__ import annotations

import gc

from flask import Flask

from web.games import ADAPTERS
from web.platform.db import db
from web.platform.memory import release_free_memory
from web.tables.card_image import CardData, CardLine, card_png

LANGUAGES = ("en", "it")
SAMPLE_CARD = CardData(
    "Panorama",
    "Ann wins",
    (CardLine("1", "Ann", "63 points", True), CardLine("2", "Ben", "56 points", False)),
)
"""A card like a two-player table's, drawn once so its fonts are loaded in the master."""


def addresses() -> list[str]:
    """What a phone asks for first and no request changes: every blank form and rules page."""
    pages = ["/", "/sw.js", "/manifest.webmanifest", "/no-such-page"]
    for slug in sorted(ADAPTERS):
        pages += [f"/{slug}/", f"/{slug}/rules"]
    return pages


def warm_up(app: Flask) -> int:
    """Ask ``app`` for every page of :func:`addresses` in each language, and compile every
    template; the number of requests answered 200. Nothing it asks for is saved."""
    client = app.test_client()
    answered = 0
    for language in LANGUAGES:
        for address in addresses():
            with client.get(address, query_string={"lang": language}) as response:
                answered += response.status_code == 200
        for slug in sorted(ADAPTERS):
            with client.post(
                f"/api/v1/games/{slug}/score", json={}, query_string={"lang": language}
            ):
                pass
    for name in app.jinja_env.list_templates(extensions=("html", "svg", "js", "txt")):
        app.jinja_env.get_template(name)
    # A card image loads its fonts (FreeType's, at each size a card uses) on the first one.
    card_png(SAMPLE_CARD)
    with app.app_context():
        if db.engine.url.database not in (None, "", ":memory:"):  # As web.platform.db does.
            db.engine.dispose()
    gc.collect()
    gc.freeze()
    release_free_memory()
    return answered
