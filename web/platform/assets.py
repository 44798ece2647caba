"""The pages' CSS and JavaScript as a few bundles, built once at start-up, cached for good.

A game's form page needs the shared files and its own (``vantage.js``, ``picker.js``,
``games/solstis.js`` …): sent one by one that is up to six requests on a phone at the table.
Each bundle below is those files joined in order (every script is its own function, so joining
them changes nothing) and minified (rjsmin, rcssmin: issue 24), named by a hash of its content
(``/assets/solstis-form.3f2a9c1b.js``), gzipped once here rather than on every request, and
sent with ``Cache-Control: immutable``: a phone downloads it once, and a new version of a file
gets a new name.

Every page has one stylesheet and links one script (issue 24: a first load in at most 3
requests): ``site.css`` and ``site.js``, the shared styles and scripts, or a game's bundles,
which are the shared ones followed by the game's own code (``SLUG.css``, ``SLUG-form.js``):
the page names them (``page_stylesheet``, ``page_script`` in ``templates/base.html``).

The stylesheet is written into the page's head (``inline_stylesheet``), not linked: a linked
one is a second round trip before the first paint, which on a slow link (400 ms of latency)
was most of the page's first paint over its one-request floor (``bench/first_paint.py``).
The Content-Security-Policy still allows no inline style but that one: each page's policy
names its stylesheet's SHA-256 hash (``style_policy``), worked out once here.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import rcssmin  # type: ignore[import-untyped]
import rjsmin  # type: ignore[import-untyped]
from flask import Blueprint, Flask, Response, abort, current_app, g, request
from markupsafe import Markup

from web.games import ADAPTERS
from web.games.base import GameAdapter
from web.platform.i18n import same_in_every_language
from web.platform.security import content_security_policy
from web.platform.templating import fixed_url

SHARED_CSS = ("vantage.css", "results.css", "social.css", "phone.css", "print.css")
"""Every page's styles (a form's own are :data:`ENTRY_CSS`): the shared components, a
result's, a rule's and a saved table's pieces (and the home page's list), the saved tables' and
groups' lists and another game with the same players, the phone's extras (the last names,
running totals, the offline notice) and a result on paper (``@media print``)."""
ENTRY_CSS = "entry.css"
"""The entry forms' own components (the stepper, the error summary, the grids and the grid-cell
picker), joined right after ``vantage.css`` (where they were until issue 24's fourth round) in
a form's bundles only: a page that shows no form (a result, a rule, a list, a room's own page)
never draws them, and a Sagrada result's stylesheet was the biggest part of its first load."""
FORM_CSS = ("vantage.css", ENTRY_CSS, "phone.css")
"""What a game's own entry form uses (``SLUG-form.css``; issue 24: a form's first load under
20 KB): the shared components, the forms' own and the phone's extras (the last names and the
running totals are drawn by its scripts). A form shows no result, rule, saved table or list of
them, and prints as it is shown (``print.css`` is a result's paper)."""
PART_CSS = ("vantage.css", ENTRY_CSS, *SHARED_CSS[1:])
"""A table room's part of a game's form (``SLUG-part.css``): :data:`SHARED_CSS` (it shows the
room's pieces too) with the forms' own components where they were in ``vantage.css``."""
SITE_JS = ("vantage.js", "scored.js", "share.js", "rules.js")
"""The scripts of every page that is not an entry form, each acting only where its elements
are on the page: ``vantage.js`` the shared controls, ``scored.js`` what ``drafts.js`` does
on a result (the scored table's draft dropped, its names kept for the next form),
``share.js`` the Share button on a saved table's page, ``rules.js`` a result's rule opened
in place."""
FORM_JS = (
    "vantage.js",
    "swap.js",
    "offline-form.js",
    "edits.js",
    "drafts.js",
    "totals.js",
    "install.js",
)
"""An entry form's scripts, before the game's own (in the order every page had them before):
``swap.js`` updates the page in place when an edit button is tapped (it was ``vantage.js``'s
until issue 24's fourth round: only a form has edit buttons, ``form[data-enhance]``),
``offline-form.js`` draws the form again with no connection (it was ``vantage.js``'s until
issue 24, when every page had it but only a form's edit buttons use it), ``edits.js`` makes
an edit button's described change with no connection, ``drafts.js`` keeps the draft as it
is typed, ``totals.js`` the running totals, ``install.js`` registers
the service worker (``static/sw.js``, served by ``web/phone/offline.py``, not a bundle: it
must keep one address). None of them acts on another page (``scored.js`` does there what
``drafts.js`` does after a Score), and no form shares or opens a rule, so each page downloads
only its own (issue 24: a first load under 20 KB). A table room's part of the form links them
all, in this order, with the room's (``SLUG-part.js``)."""
LATER_JS = ("offline-form.js", "edits.js", "totals.js", "install.js")
"""What a game's own form fetches only once it has loaded (``SLUG-later.js``: these, then the
game's own drawing of an edit made with no connection, ``games/SLUG-offline.js`` where it has
one; asked by ``later.js`` at the end of ``SLUG-form.js``; issue 24: a first load under
20 KB): nothing a player needs before then. Not the edit buttons' update in place
(``swap.js``): fetched later, a tap made as an earlier edit's page was swapped in was lost
now and then (Playwright's taps under load: 6 of 84 runs of the Panorama browser tests lost
a card, none of 84 with it in the first script), so it stays first. Later: an edit button
with no connection (the page just came over one; an edit made with none before they come,
such as a draft restored on a reload offline, waits for them: ``window.vantageLater``), the
totals (asked 400 ms after a change anyway) and the service worker (registered at the page's load
before). ``drafts.js`` is not among them: a draft is kept from the first key, which it must
see, and it notes the form as it was drawn."""
FIRST_JS = tuple(name for name in FORM_JS if name not in LATER_JS)
"""A game's own form's first script, before the game's own: the shared controls and the
draft."""

SITE_BUNDLES: dict[str, tuple[str, ...]] = {
    "site.css": (*SHARED_CSS,),
    "site.js": SITE_JS,
    "rooms.js": (*SITE_JS, "rooms.js"),
}
"""The bundles of every page that is no game's own; a table room's page links ``rooms.js``
(the shared scripts and the room's polling) instead of ``site.js``."""


def game_bundles(adapter: GameAdapter[Any], static_folder: Path) -> dict[str, tuple[str, ...]]:
    """A game's bundles, each the shared files followed by the game's own, so that a page
    links one stylesheet and one script (issue 24: a first load in at most 3 requests):
    ``SLUG.css`` (the shared styles, then ``games/SLUG.css``), ``SLUG-form.js`` (a form's
    first scripts, :data:`FIRST_JS`, then the ones its adapter names in ``form_scripts``,
    such as the picker Solstis's and Topiary's scripts work on, ``games/SLUG.js``, and
    ``later.js``, which fetches ``SLUG-later.js`` once the page has loaded: :data:`LATER_JS`,
    the game's own that act only on an edit, ``later_scripts`` (Sagrada's typed rows), and
    ``games/SLUG-offline.js``, the game's drawing of an edit made with no connection) and
    ``SLUG-part.js`` (:data:`FORM_JS`, the game's, then ``rooms.js``: the game's form as a
    table room's part, all at once as before). A game's own form's stylesheet,
    ``SLUG-form.css``, is :data:`FORM_CSS`, the game's and its form's own
    (``games/SLUG-entry.css``, where it has one); a room's part's, ``SLUG-part.css``,
    :data:`PART_CSS`, the game's, its form's own and its result's; its other pages' (its
    result, its rules), ``SLUG.css``, :data:`SHARED_CSS`, the game's and its result's, none
    of the forms' own rules (issue 24, fourth round: they were most of a Sagrada result's
    stylesheet). Each form's own file comes right after the one it was cut from, so a form
    and a part keep every rule in the order it had.

    The price: a phone keeps the shared code once per game it opens (about 14 KB as sent),
    not once for every game; a page that is no game's own links ``site.css`` and ``site.js``.
    """
    slug = adapter.slug
    bundles: dict[str, tuple[str, ...]] = {}
    if (static_folder / "games" / f"{slug}.css").is_file():
        own_css = (f"games/{slug}.css",)
        entry: tuple[str, ...] = ()
        if (static_folder / "games" / f"{slug}-entry.css").is_file():
            entry = (f"games/{slug}-entry.css",)
        result: tuple[str, ...] = ()
        if (static_folder / "games" / f"{slug}-result.css").is_file():
            result = (f"games/{slug}-result.css",)
        bundles[f"{slug}.css"] = (*SHARED_CSS, *own_css, *result)
        bundles[f"{slug}-form.css"] = (*FORM_CSS, *own_css, *entry)
        bundles[f"{slug}-part.css"] = (*PART_CSS, *own_css, *entry, *result)
    own = adapter.form_scripts
    if (static_folder / "games" / f"{slug}.js").is_file():
        own = (*own, f"games/{slug}.js")
    offline: tuple[str, ...] = ()
    if (static_folder / "games" / f"{slug}-offline.js").is_file():
        offline = (f"games/{slug}-offline.js",)
    later = adapter.later_scripts
    bundles[f"{slug}-form.js"] = (*FIRST_JS, *own, "later.js")
    bundles[f"{slug}-later.js"] = (*LATER_JS, *later, *offline)
    bundles[f"{slug}-part.js"] = (*FORM_JS, *own, *later, *offline, "rooms.js")
    return bundles


def all_bundles(static_folder: Path) -> dict[str, tuple[str, ...]]:
    """Every bundle a page may link (``asset_url("solstis.css")``), and the static files in it:
    the site's and every game's."""
    games: dict[str, tuple[str, ...]] = {}
    for adapter in ADAPTERS.values():
        games.update(game_bundles(adapter, static_folder))
    ordered = sorted(games, key=lambda name: (name.endswith(".js"), name))  # Styles first.
    return {**SITE_BUNDLES, **{name: games[name] for name in ordered}}


CONTENT_TYPES = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8"}
CACHE_FOREVER = "public, max-age=31536000, immutable"
"""A versioned file never changes under its name, so a browser may keep it a year unasked."""

bp = Blueprint("assets", __name__, url_prefix="/assets")


@dataclass(frozen=True)
class Bundle:
    """One bundle as it is served: its versioned file name, its bytes raw and gzipped."""

    filename: str
    body: bytes
    gzipped: bytes
    content_type: str

    @property
    def hash_source(self) -> str:
        """The CSP hash-source of this bundle written into a page (``'sha256-…'``)."""
        return "'sha256-" + base64.b64encode(hashlib.sha256(self.body).digest()).decode() + "'"


def build_bundle(name: str, static_folder: Path, files: tuple[str, ...]) -> Bundle:
    """Join ``files`` (a newline between each), name the result by its hash, gzip it once.

    Every app of a process that joins the same files as they stand on disk gets the bundle
    built the first time (:data:`_BUILT`): gzip at level 9 was most of ``create_app``'s cost,
    paid again by every test's app. An edited file (its size or time changed) is built anew.
    """
    sources = tuple(static_folder / file for file in files)
    key = (
        name,
        tuple((str(path), path.stat().st_mtime_ns, path.stat().st_size) for path in sources),
    )
    built = _BUILT.get(key)
    if built is None:
        built = _BUILT[key] = _joined_bundle(name, sources)
    return built


_BUILT: dict[tuple[Any, ...], Bundle] = {}
"""The bundles built in this process, by name and the files' paths, times and sizes. Not
state: each is worked out from the files alone, the same in every process."""


def minified(extension: str, source: str) -> str:
    """``source`` (CSS or JavaScript) without its comments and needless spaces: rcssmin and
    rjsmin, which keep every string, regular expression and ``/*! … */`` comment as written."""
    if extension == "css":
        return str(rcssmin.cssmin(source))
    return str(rjsmin.jsmin(source))


def _joined_bundle(name: str, sources: tuple[Path, ...]) -> Bundle:
    stem, _, extension = name.rpartition(".")
    # Each file minified on its own and joined by a line: a script's last statement ends
    # where the next file starts, as when each is sent alone.
    body = (
        "\n".join(minified(extension, path.read_text(encoding="utf-8")) for path in sources) + "\n"
    ).encode()
    digest = hashlib.sha256(body).hexdigest()[:12]
    return Bundle(
        f"{stem}.{digest}.{extension}",
        body,
        gzip.compress(body, compresslevel=9, mtime=0),
        CONTENT_TYPES[f".{extension}"],
    )


def asset_url(name: str) -> str:
    """The versioned URL of the bundle called ``name`` (a key of :func:`all_bundles`)."""
    bundle: Bundle = current_app.extensions["vantage_assets"][name]
    return fixed_url("assets.serve", filename=bundle.filename)


STYLE_MARK = b'<style data-css="'
"""How a page's inline stylesheet starts: its bundle's name follows, then its text."""
STYLE_MARK_WITHIN = 2048
"""Where the stylesheet is looked for: in the head, after two meta tags."""


def inline_stylesheet(name: str) -> Markup:
    """The bundle called ``name`` (a stylesheet) as the page's ``<style>`` element, which the
    page's policy allows by its hash (:func:`style_policy`); linked instead on a page drawn
    after :func:`link_stylesheet`."""
    bundle: Bundle = current_app.extensions["vantage_assets"][name]
    if g.get("vantage_linked_stylesheet"):
        return Markup(f'<link rel="stylesheet" href="{asset_url(name)}">')
    return Markup(f'<style data-css="{name}">{bundle.body.decode()}</style>')


def link_stylesheet() -> None:
    """Draw this request's page with its stylesheet linked, not in it: a page the service
    worker keeps only for its parts (``/SLUG/blank/N``, which ``static/offline-form.js``
    takes the form from and never shows), each of which would carry 5 to 6 KB of styles
    into the background download of a game's first visit (issue 24: at most 150 KB)."""
    g.vantage_linked_stylesheet = True


def kept_for_its_form() -> bool:
    """Whether this request's page is drawn for the service worker to keep for its form
    (:func:`link_stylesheet`): a template writes what only the phone's drawing of the form
    with no connection reads there (Topiary's ``<template>``s, issue 24: not in the form a
    player opens, which never reads them)."""
    return bool(g.get("vantage_linked_stylesheet"))


def style_policy(response: Response) -> Response:
    """Give a page with an inline stylesheet the policy that allows that stylesheet's text
    only (an ``after_request`` hook run before gzip, which must see the page as drawn: a kept
    blank form is not drawn again, so the page itself says which stylesheet it holds)."""
    if (
        response.mimetype != "text/html"
        or response.direct_passthrough
        or response.is_streamed
        or "Content-Encoding" in response.headers
        or "Content-Security-Policy" in response.headers
    ):
        return response
    body = response.get_data()
    start = body.find(STYLE_MARK, 0, STYLE_MARK_WITHIN)
    if start < 0:
        return response
    start += len(STYLE_MARK)
    name = body[start : body.find(b'"', start, start + 64)].decode()
    policy = current_app.extensions["vantage_style_policies"].get(name)
    if policy is not None:
        response.headers["Content-Security-Policy"] = policy
    return response


def stylesheet_of(slug: str) -> str | None:
    """The game's stylesheet bundle of a room's part (the site's styles, the forms' and its
    own: ``SLUG-part.css``), linked instead of the site's by a page about game ``slug`` that
    draws its dice and tiles as its form does (a room's merge of two edits); None when it has
    none."""
    name = f"{slug}-part.css"
    return name if name in current_app.extensions["vantage_assets"] else None


@bp.get("/<filename>")
def serve(filename: str) -> Response:
    """A bundle, gzipped when the browser accepts it; cached for a year (its name changes), the
    same in every language."""
    bundle = current_app.extensions["vantage_asset_files"].get(filename)
    if bundle is None:
        abort(404)
    same_in_every_language()
    gzipped = "gzip" in request.headers.get("Accept-Encoding", "").lower()
    response = Response(
        bundle.gzipped if gzipped else bundle.body, content_type=bundle.content_type
    )
    if gzipped:
        response.headers["Content-Encoding"] = "gzip"
    response.headers["Cache-Control"] = CACHE_FOREVER
    response.vary.add("Accept-Encoding")
    return response


def init_app(app: Flask) -> None:
    """Build every bundle from ``static/`` and serve them under ``/assets/``."""
    static_folder = Path(app.static_folder or "static")
    bundles = {
        name: build_bundle(name, static_folder, files)
        for name, files in all_bundles(static_folder).items()
    }
    app.extensions["vantage_assets"] = bundles
    app.extensions["vantage_asset_files"] = {bundle.filename: bundle for bundle in bundles.values()}
    app.extensions["vantage_style_policies"] = {
        name: content_security_policy(bundle.hash_source)
        for name, bundle in bundles.items()
        if name.endswith(".css")
    }
    for name, bundle in bundles.items():
        if name.endswith(".css") and b"</" in bundle.body:
            raise ValueError(f"{name} would end its page's <style> element early")
    app.jinja_env.globals["asset_url"] = asset_url
    app.jinja_env.globals["inline_stylesheet"] = inline_stylesheet
    app.jinja_env.globals["kept_for_its_form"] = kept_for_its_form
    app.register_blueprint(bp)


def init_style_policy(app: Flask) -> None:
    """Register :func:`style_policy`; call it after every hook that changes a page's body
    (``conditional.init_app``), so that it runs first (Flask runs ``after_request`` hooks
    last registered first) and sees the page as drawn, before a 304 or gzip."""
    app.after_request(style_policy)
