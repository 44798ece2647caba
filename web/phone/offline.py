"""Offline: the blank form for every number of players (and each game's offline variants), and
the service worker (``static/sw.js``) that keeps a game's pages and versioned assets once a
phone opens that game's form (issue 24: nothing before, nothing for another game), named
after a hash of them so a deploy never mixes an old page with new assets."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from flask import (
    Response,
    abort,
    current_app,
    jsonify,
    url_for,
)

from scoring import Game
from web.entry.blank_pages import blank_page
from web.entry.rendering import render_form
from web.forms.fields import PostedFields
from web.games import get_adapter, web_games
from web.games.base import OfflineVariant
from web.phone.blueprint import bp
from web.platform.assets import link_stylesheet, minified


def player_counts(game: Game) -> range:
    """The numbers of players a game's form offers (none to choose for a 2-player game)."""
    if game.min_players == game.max_players:
        return range(0)
    return range(game.min_players, game.max_players + 1)


@bp.get("/<slug>/blank/<int:count>")
def blank_for_players(slug: str, count: int) -> tuple[bytes | str, int]:
    """The blank form for ``count`` players, exactly as the server draws it when the number
    of players of a blank form is changed to ``count`` (the "players" edit button).

    The service worker keeps one per number of players, so with no connection
    ``static/vantage.js`` can change the number of players: it takes the kept form for the new
    count and carries every value entered over by field name.
    """
    adapter = get_adapter(slug)
    if adapter is None or count not in player_counts(adapter.game):
        abort(404)

    def draw() -> tuple[str, int]:
        link_stylesheet()  # Kept for its form, never shown.
        form = adapter.posted_form(PostedFields({"player_count": str(count)}))
        adapter.prepare_form(form)
        filled = adapter.filled_form(adapter.apply_action(form.data, "players"))
        return render_form(adapter, filled)

    return blank_page(draw)


def offline_variants_of(slug: str) -> tuple[OfflineVariant, ...]:
    """The choices that change the shape of ``slug``'s form, each kept offline
    (``GameAdapter.offline_variants``); none for a game without a form."""
    adapter = get_adapter(slug)
    return () if adapter is None else adapter.offline_variants


def variant_fields(slug: str, count: int, value: str) -> dict[str, str]:
    """The posted fields of a blank form for ``count`` players where every choice that has
    ``value`` among its variants is set to it."""
    fields = {"player_count": str(count)}
    for variant in offline_variants_of(slug):
        if value in variant.values:
            pattern = variant.field.removeprefix("^").removesuffix("$").replace(r"(\d+)", "{}")
            for entry in range(count):
                fields[pattern.format(entry)] = value
    return fields


def variant_values(slug: str) -> list[str]:
    return sorted({value for variant in offline_variants_of(slug) for value in variant.values})


@bp.get("/<slug>/blank/<int:count>/<value>")
def blank_variant(slug: str, count: int, value: str) -> tuple[bytes | str, int]:
    """The blank form for ``count`` players with every choice of its ``offline_variants`` that
    offers ``value`` set to it, kept by the service worker for the phone to take those parts
    from with no connection."""
    adapter = get_adapter(slug)
    if adapter is None or count not in player_counts(adapter.game):
        abort(404)
    if value not in variant_values(slug):
        abort(404)

    def draw() -> tuple[str, int]:
        link_stylesheet()  # Kept for its form, never shown.
        form = adapter.posted_form(PostedFields(variant_fields(slug, count, value)))
        adapter.prepare_form(form)
        filled = adapter.filled_form(adapter.apply_action(form.data, "refresh"))
        return render_form(adapter, filled)

    return blank_page(draw)


@bp.get("/<slug>/offline.json")
def offline_variants(slug: str) -> Response:
    """What ``static/vantage.js`` reads to draw a form's parts with no connection (kept)."""
    if get_adapter(slug) is None:
        abort(404)
    body = [
        {"field": variant.field, "values": list(variant.values), "element": variant.element}
        for variant in offline_variants_of(slug)
    ]
    response = jsonify(body)
    response.headers["Cache-Control"] = "no-cache"
    return response


def game_pages(slug: str) -> list[str]:
    """The pages a phone keeps to enter ``slug``'s table offline, once it opens that game's
    form: the form and rules page, what the phone reads to draw its variants, its blank form
    for every number of players and, for each variant, one blank form where every seat and
    entry makes that choice (for the most players: each part is drawn the same whatever
    the number, so the phone takes the one it needs by its id)."""
    adapter = get_adapter(slug)
    if adapter is None:
        return []
    game = adapter.game
    counts = player_counts(game)
    most = max(counts, default=0)
    return [
        url_for("views.game_form", slug=slug),
        url_for("views.rules", slug=slug),
        url_for("phone.offline_variants", slug=slug),
        *(url_for("phone.blank_for_players", slug=slug, count=count) for count in counts),
        *(
            url_for("phone.blank_variant", slug=slug, count=most, value=value)
            for value in (variant_values(slug) if most else ())
        ),
    ]


def game_assets(slug: str) -> list[str]:
    """The versioned bundles ``slug``'s form and rules pages link: the site's script, the
    game's form script and what that fetches once the form has loaded (never its room
    part's). Their stylesheets are in the pages."""
    bundles = current_app.extensions["vantage_assets"]
    linked = ("site.js", f"{slug}-form.js", f"{slug}-later.js")
    names = [name for name in bundles if name in linked]
    return [url_for("assets.serve", filename=bundles[name].filename) for name in names]


def games_to_keep() -> dict[str, dict[str, list[str]]]:
    """What the worker keeps for each game, by slug, once a phone opens its form: nothing
    before. Saved tables (``/t/ID``), join links, rooms and the API never are."""
    return {
        game.slug: {"pages": game_pages(game.slug), "assets": game_assets(game.slug)}
        for game in web_games()
    }


def pages_to_keep() -> list[str]:
    """Every page the worker may keep (any game's), each once."""
    return [page for kept in games_to_keep().values() for page in kept["pages"]]


def assets_to_keep() -> list[str]:
    """Every versioned bundle (``/assets/…``) and the icons."""
    bundles = current_app.extensions["vantage_assets"].values()
    kept = [url_for("assets.serve", filename=bundle.filename) for bundle in bundles]
    return [*kept, *shared_files()]


def shared_files() -> list[str]:
    """What every page links besides its bundles: the icon and the manifest."""
    return [url_for("phone.svg_icon"), url_for("phone.manifest")]


def service_worker_source() -> bytes:
    """``static/sw.js`` with what it keeps written in, and its version: a hash of the worker
    and of every asset's versioned name, so a deploy that changes any asset is a new worker,
    which keeps the new files and drops the old ones. Minified as the bundles are."""
    source = Path(current_app.static_folder or "static", "sw.js").read_text(encoding="utf-8")
    source = minified("js", source)
    games, shared = games_to_keep(), shared_files()
    pages, assets = pages_to_keep(), assets_to_keep()
    version = hashlib.sha256("\n".join([source, *pages, *assets]).encode()).hexdigest()[:12]
    filled = (
        source.replace('"__VERSION__"', json.dumps(version))
        .replace('"__GAMES__"', json.dumps(games))
        .replace('"__SHARED__"', json.dumps(shared))
    )
    return filled.encode()


@bp.get("/sw.js")
def service_worker() -> Response:
    """The service worker, at the root so it may keep every page of the app. Never cached by
    the browser's HTTP cache, so a deploy is noticed at the next visit."""
    response = Response(service_worker_source(), content_type="text/javascript; charset=utf-8")
    response.headers["Cache-Control"] = "no-cache"
    return response
