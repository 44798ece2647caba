"""On the phone at the table (issue 15): what follows the players from one game to the next,
the running totals while a table is entered, and what makes the app installable and usable
with no connection.

- **Another game with these players**: a result offers every game's form with its players'
  names filled in. Each choice is a small form posting a names-only table state to the game's
  existing "edit" endpoint (``POST /SLUG/edit``), so it works without JavaScript and the names
  stay in the request body: a GET link would write them into the server's access log, the
  browser's history and any proxy's log, and names are what players would call private.
- **Running totals** (``POST /SLUG/totals``): the contract's API reads JSON only, so the form
  as the browser posts it is read here through the same adapter and the same ``parse`` and
  ``score`` as "Score", and only each player's total goes back, as JSON. Nothing is saved.
- **Installable**: a web app manifest, icons drawn here (an SVG and PNGs encoded with the
  standard library: no file to keep in step, no outside request) and a service worker
  (``static/sw.js``) that keeps the pages and the versioned assets, named after a hash of
  them so a deploy never mixes an old page with new assets.
"""

from __future__ import annotations

import functools
import hashlib
import json
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from flask import (
    Blueprint,
    Flask,
    Response,
    abort,
    current_app,
    jsonify,
    request,
    session,
    url_for,
)

from scoring import Game, TableError
from web.entry.rendering import render_form
from web.forms.fields import PostedFields, readable_formdata, seat_name
from web.games import get_adapter, web_games
from web.games.base import OfflineVariant
from web.platform.i18n import current_language
from web.platform.templating import fixed_url
from web.platform.translate import gettext as _
from web.platform.translate import ngettext
from web.tables.names import result_names

bp = Blueprint("phone", __name__)

ICON_BACKGROUND = "#14171c"
"""The dark theme's background (``static/vantage.css``), the game-night default look."""
ICON_MARK = "#ffc94a"
"""The accent colour: the brand's "V" on the icon."""
PNG_ICON_SIZES = (192, 512)
"""What Android asks of an installable app (and 180 px for the iPhone's home screen)."""
APPLE_ICON_SIZE = 180
ICON_CACHE = "public, max-age=86400"
"""Icons and the manifest keep their address, so browsers ask again after a day."""


# Another game with these players.


def names_state(game: Game, names: list[str]) -> dict[str, Any]:
    """A table state holding only the players' names, for ``game``'s form: as many as the game
    takes (the first ones), blank seats up to the fewest it needs.

    >>> from scoring import get_game
    >>> names_state(get_game("solstis"), ["Ann", "Ben", "Cat"])
    {'players': [{'name': 'Ann'}, {'name': 'Ben'}]}
    >>> names_state(get_game("panorama"), ["Ann"])
    {'players': ['Ann']}
    """
    seated = names[: game.max_players]
    seated += [""] * (game.min_players - len(seated))
    adapter = get_adapter(game.slug)
    if adapter is not None and adapter.players_as_names:
        return {"players": seated}
    return {"players": [{"name": name} for name in seated]}


@dataclass(frozen=True)
class GameChoice:
    """One game offered for the next table: where its form is, and what to post to it."""

    game: Game
    action: str
    state_json: str
    left_out: str
    """A sentence when some players cannot sit at this game, else empty."""


def another_game_choices(names: list[str]) -> list[GameChoice]:
    """Every game's form, to open with ``names`` filled in (a Jinja global)."""
    choices = []
    for game in web_games():
        left_out = ""
        if len(names) > game.max_players:
            left_out = ngettext(
                "%(game)s takes %(num)d player at most: %(names)s.",
                "%(game)s takes %(num)d players at most: %(names)s.",
                game.max_players,
                game=game.local_name,
                names=", ".join(names[: game.max_players]),
            )
        choices.append(
            GameChoice(
                game=game,
                action=fixed_url("views.edit_table", slug=game.slug),
                state_json=json.dumps(names_state(game, names), ensure_ascii=False),
                left_out=left_out,
            )
        )
    return choices


# Running totals.


def state_names(state: dict[str, Any]) -> list[str]:
    """The players' names in a table state built from a form (bare names or objects)."""
    players = state.get("players")
    names = []
    for seat, player in enumerate(players if isinstance(players, list) else []):
        typed = player.get("name") if isinstance(player, dict) else player
        names.append(seat_name(typed, seat))
    return names


@bp.post("/<slug>/totals")
def running_totals(slug: str) -> Response:
    """Each player's total for the form as posted, while it is being entered (JSON).

    ``{"players": [{"name": "Ann", "total": 43}, …], "problems": 0}``; while the table has
    problems every total is null and ``problems`` counts them (the form's Score shows them,
    with their explanations, beside their fields). Nothing is saved and no token is needed:
    the answer only repeats what the page already holds.
    """
    adapter = get_adapter(slug)
    if adapter is None:
        abort(404)
    formdata, left_out = readable_formdata(request.form)
    # As the Score does (``views.score_form``): a post that is a valid form as it stands is
    # read without building the form, by the same reader as the form's data. Its token does
    # not matter here: nothing is saved. For the 6-player Panorama table this makes the
    # totals 0.74-0.78x a whole Score instead of 2.45-2.70x (bench/running_totals.py, three
    # runs each on a loaded machine); tests/web/test_totals_fast_path.py pins the answers.
    described = adapter.fast_state(formdata, check_token=False)
    form_problems = 0
    if described is None:
        form = adapter.posted_form(formdata)
        adapter.prepare_form(form)
        form.validate()
        form_problems = sum(
            len(messages) if isinstance(messages, list) else 1
            for name, messages in form.errors.items()
            if name != "csrf_token"
        )
        described = adapter.state_from_form(form)
    names = state_names(described.state)
    problems = len(left_out) + form_problems
    totals: list[int | None] = [None] * len(names)
    try:
        table = adapter.game.parse(described.state)
    except TableError as error:
        problems += len(error.problems)
        # Parts not entered yet (a Panorama panorama without cards): the rest scores so far.
        table = None
        so_far = adapter.running_state(described.state) if not form_problems else None
        if so_far is not None:
            try:
                table = adapter.game.parse(so_far)
            except TableError:
                table = None
        if table is not None:
            result = adapter.game.score(table)
            names = [player.name for player in result.players]
            totals = [player.total for player in result.players]
    else:
        if not problems:
            result = adapter.game.score(table)
            names = [player.name for player in result.players]
            totals = [player.total for player in result.players]
    response = jsonify(
        players=[{"name": name, "total": total} for name, total in zip(names, totals, strict=True)],
        problems=problems,
    )
    response.headers["Cache-Control"] = "no-store"
    # Reading the form gave it a token, which a phone with no session yet would keep: a new
    # session cookie here could outdate the token of the page being filled in. Never set one.
    session.modified = False
    return response


# Installable: the manifest and the icons.


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    """The web app manifest: Vantage on the home screen, opening on the list of games."""
    body = {
        "name": "Vantage",
        "short_name": "Vantage",
        "description": _("Score a finished tabletop game at the table, every point explained."),
        "lang": current_language(),
        "start_url": url_for("views.home"),
        "scope": url_for("views.home"),
        "display": "standalone",
        "background_color": ICON_BACKGROUND,
        "theme_color": ICON_BACKGROUND,
        "icons": [
            {"src": url_for("phone.svg_icon"), "sizes": "any", "type": "image/svg+xml"},
            *(
                {
                    "src": url_for("phone.png_icon", size=size),
                    "sizes": f"{size}x{size}",
                    "type": "image/png",
                    "purpose": "any maskable",
                }
                for size in PNG_ICON_SIZES
            ),
        ],
    }
    response = Response(json.dumps(body), content_type="application/manifest+json")
    response.headers["Cache-Control"] = ICON_CACHE
    response.vary.update(
        ("Accept-Language", "Cookie")
    )  # Its description is in the page's language.
    return response


ICON_SVG = f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" fill="{ICON_BACKGROUND}"/>
<path d="M150 160 L256 360 L362 160" fill="none" stroke="{ICON_MARK}" stroke-width="60"
 stroke-linecap="round" stroke-linejoin="round"/>
</svg>
"""
"""The icon: the accent "V" on the dark background. Its mark sits inside the middle 80 %,
so a launcher that crops it to a circle ("maskable") keeps it whole."""


@bp.get("/icon.svg")
def svg_icon() -> Response:
    """The app's icon as SVG (also the pages' favicon)."""
    response = Response(ICON_SVG, content_type="image/svg+xml")
    response.headers["Cache-Control"] = ICON_CACHE
    return response


def hex_colour(colour: str) -> bytes:
    """``"#14171c"`` → its three bytes."""
    return bytes.fromhex(colour.removeprefix("#"))


def distance_to_segment(
    x: float, y: float, a: tuple[float, float], b: tuple[float, float]
) -> float:
    """How far the point (x, y) is from the segment a–b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    along = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return float(((x - ax - along * dx) ** 2 + (y - ay - along * dy) ** 2) ** 0.5)


@functools.lru_cache(maxsize=4)
def icon_png(size: int) -> bytes:
    """The icon as a PNG of ``size`` × ``size`` pixels, drawn as the SVG is (the same "V",
    its edges smoothed over one pixel) and encoded with ``zlib``: no imaging library.

    Drawn on first use and kept (a 512 px icon takes a fraction of a second once), so starting
    the app costs nothing.
    """
    scale = size / 512
    left, bottom, right = (
        (150 * scale, 160 * scale),
        (256 * scale, 360 * scale),
        (362 * scale, 160 * scale),
    )
    half_width = 30 * scale
    background, mark = hex_colour(ICON_BACKGROUND), hex_colour(ICON_MARK)
    # Only the rows and columns around the V need the distance; the rest is background.
    top_row, bottom_row = int(left[1] - half_width) - 1, int(bottom[1] + half_width) + 2
    first_column, last_column = int(left[0] - half_width) - 1, int(right[0] + half_width) + 2
    plain_row = b"\x00" + background * size
    rows = []
    for row in range(size):
        if not top_row <= row <= bottom_row:
            rows.append(plain_row)
            continue
        pixels = bytearray(b"\x00" + background * size)
        y = row + 0.5
        for column in range(max(0, first_column), min(size, last_column)):
            x = column + 0.5
            distance = min(
                distance_to_segment(x, y, left, bottom), distance_to_segment(x, y, bottom, right)
            )
            cover = max(0.0, min(1.0, half_width + 0.5 - distance))
            if cover:
                start = 1 + 3 * column
                pixels[start : start + 3] = bytes(
                    round(b + (m - b) * cover) for b, m in zip(background, mark, strict=True)
                )
        rows.append(bytes(pixels))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB, no interlace.
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


@bp.get("/icon-<int:size>.png")
def png_icon(size: int) -> Response:
    """The app's icon as a PNG, at the sizes phones ask for."""
    if size not in (*PNG_ICON_SIZES, APPLE_ICON_SIZE):
        abort(404)
    response = Response(icon_png(size), content_type="image/png")
    response.headers["Cache-Control"] = ICON_CACHE
    return response


# Offline: the blank form for every number of players, and the service worker.


def player_counts(game: Game) -> range:
    """The numbers of players a game's form offers (none to choose for a 2-player game)."""
    if game.min_players == game.max_players:
        return range(0)
    return range(game.min_players, game.max_players + 1)


@bp.get("/<slug>/blank/<int:count>")
def blank_for_players(slug: str, count: int) -> tuple[str, int]:
    """The blank form for ``count`` players, exactly as the server draws it when the number
    of players of a blank form is changed to ``count`` (the "players" edit button).

    The service worker keeps one per number of players, so with no connection
    ``static/vantage.js`` can change the number of players: it takes the kept form for the new
    count and carries every value entered over by field name.
    """
    adapter = get_adapter(slug)
    if adapter is None or count not in player_counts(adapter.game):
        abort(404)
    form = adapter.posted_form(PostedFields({"player_count": str(count)}))
    adapter.prepare_form(form)
    return render_form(adapter, adapter.filled_form(adapter.apply_action(form.data, "players")))


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
def blank_variant(slug: str, count: int, value: str) -> tuple[str, int]:
    """The blank form for ``count`` players with every choice of its ``offline_variants`` that
    offers ``value`` set to it, kept by the service worker for the phone to take those parts
    from with no connection."""
    adapter = get_adapter(slug)
    if adapter is None or count not in player_counts(adapter.game):
        abort(404)
    if value not in variant_values(slug):
        abort(404)
    form = adapter.posted_form(PostedFields(variant_fields(slug, count, value)))
    adapter.prepare_form(form)
    return render_form(adapter, adapter.filled_form(adapter.apply_action(form.data, "refresh")))


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


def pages_to_keep() -> list[str]:
    """The pages a phone keeps for entering a table offline: the list of games, each game's
    form and rules page, and its blank form for every number of players. Saved tables
    (``/t/ID``), rooms and the API never are."""
    pages = [url_for("views.home")]
    for game in web_games():
        pages += [
            url_for("views.game_form", slug=game.slug),
            url_for("views.rules", slug=game.slug),
            url_for("phone.offline_variants", slug=game.slug),
            *(
                url_for("phone.blank_for_players", slug=game.slug, count=count)
                for count in player_counts(game)
            ),
            *(
                url_for("phone.blank_variant", slug=game.slug, count=count, value=value)
                for count in player_counts(game)
                for value in variant_values(game.slug)
            ),
        ]
    return pages


def assets_to_keep() -> list[str]:
    """Every versioned bundle (``/assets/…``) and the icons."""
    bundles = current_app.extensions["vantage_assets"].values()
    kept = [url_for("assets.serve", filename=bundle.filename) for bundle in bundles]
    return [*kept, url_for("phone.svg_icon"), url_for("phone.manifest")]


def service_worker_source() -> bytes:
    """``static/sw.js`` with what it keeps written in, and its version: a hash of the worker
    and of every asset's versioned name, so a deploy that changes any asset is a new worker,
    which keeps the new files and drops the old ones."""
    source = Path(current_app.static_folder or "static", "sw.js").read_text(encoding="utf-8")
    pages, assets = pages_to_keep(), assets_to_keep()
    version = hashlib.sha256("\n".join([source, *pages, *assets]).encode()).hexdigest()[:12]
    filled = (
        source.replace('"__VERSION__"', json.dumps(version))
        .replace('"__PAGES__"', json.dumps(pages))
        .replace('"__ASSETS__"', json.dumps(assets))
    )
    return filled.encode()


@bp.get("/sw.js")
def service_worker() -> Response:
    """The service worker, at the root so it may keep every page of the app. Never cached by
    the browser's HTTP cache, so a deploy is noticed at the next visit."""
    response = Response(service_worker_source(), content_type="text/javascript; charset=utf-8")
    response.headers["Cache-Control"] = "no-cache"
    return response


def init_app(app: Flask) -> None:
    """The phone's routes, and the templates' ``another_game_choices`` and ``result_names``."""
    app.register_blueprint(bp)
    # The totals save nothing: a page open a whole night still gets them without its token.
    app.extensions["csrf"].exempt(running_totals)
    app.jinja_env.globals["another_game_choices"] = another_game_choices
    app.jinja_env.globals["result_names"] = result_names
