"""Pages for people: the game list, each game's entry form and its rules.

Scoring a form saves the table and redirects to its own page, ``/t/ID`` (``web.tables.views``).

Every game goes through the same few views: the game's adapter (``web.games``) turns its form
into the contract's table state, and the same ``parse`` and ``score`` as the API and the
command line do the rest.
"""

from __future__ import annotations

import json

from flask import Blueprint, Flask, render_template, request
from flask.typing import ResponseReturnValue
from flask_wtf.csrf import CSRFError

from scoring import Game, Problem, TableError
from scoring.i18n import N_
from web.entry.blank_pages import blank_page
from web.entry.rendering import Adapter, errors_beside_fields, game_adapter, render_form
from web.extensions import answers_stale_forms
from web.forms.fields import (
    UNREADABLE_FIELD_MESSAGE,
    UNSHOWABLE_TEXT_MESSAGE,
    FieldErrors,
    FlaskForm,
    UnreadableRequest,
    place_errors,
    readable_formdata,
    showable,
    unshowable_paths,
)
from web.games import web_games
from web.platform.translate import gettext as _
from web.platform.unavailable import CANNOT_SAVE, answers_unavailable
from web.tables.service import save_from_form

bp = Blueprint("views", __name__)

EXPIRED_FORM_MESSAGE = N_(
    "This page was open for a very long time, so for your safety it needs a fresh start: "
    "everything you entered is still here, tap Score again."
)
UNREADABLE_TABLE_MESSAGE = N_("That table could not be read back; please enter it again.")
SCORE_ACTION = "score"
RECHECK_FIELD = "recheck"
"""Sent by a form that shows errors, so an edit button brings them back up to date instead of
dropping them: a player fixing one mistake still sees the others."""


def table_errors(adapter: Adapter, form: FlaskForm) -> FieldErrors | None:
    """The problems of the table a form describes, beside their fields; None when there are
    none. Used after an edit button on a form that was showing errors."""
    adapter.prepare_form(form)
    described = adapter.state_from_form(form)
    try:
        adapter.game.parse(described.state)
    except TableError as error:
        return errors_beside_fields(adapter, form, error.problems, described.index_maps)
    return None


@bp.get("/")
def home() -> str:
    """The list of games."""
    return render_template("home.html", games=web_games())


@bp.get("/<slug>/")
def game_form(slug: str) -> tuple[bytes | str, int]:
    """A blank entry form for one game."""
    adapter = game_adapter(slug)
    return blank_page(lambda: render_form(adapter, adapter.blank_form()))


@bp.post("/<slug>/")
def score_form(slug: str) -> ResponseReturnValue:
    """Apply an edit button, or score the table the form describes."""
    adapter = game_adapter(slug)
    game = adapter.game
    formdata, left_out = readable_formdata(request.form)
    action = request.form.get("action", SCORE_ACTION)
    if not left_out and action == SCORE_ACTION:
        # Most posts are a table to score, as it stands: read without building the form.
        described = adapter.fast_state(formdata)
        if described is not None:
            try:
                table = game.parse(described.state)
            except TableError:
                pass  # The full path below places the problems beside their fields.
            else:
                return save_from_form(game.slug, described.state, game.score(table).to_dict())
    form = adapter.posted_form(formdata)
    adapter.prepare_form(form)  # Lists the browser sent nothing for (no cards yet) get entries.
    if left_out:
        # A key no page of ours sends (``players-²-name``): the rest comes back filled in.
        problems = [Problem("", _(UNREADABLE_FIELD_MESSAGE))]
        return render_form(adapter, form, place_errors(form, problems), status=400)
    if action != SCORE_ACTION:
        try:
            data = adapter.apply_action(form.data, action)
        except UnreadableRequest as error:
            problems = [Problem("", error.message)]
            return render_form(adapter, form, place_errors(form, problems), status=400)
        edited = adapter.filled_form(data)
        errors = table_errors(adapter, edited) if request.form.get(RECHECK_FIELD) else None
        return render_form(adapter, edited, errors)

    form_is_valid = form.validate()  # Its token was checked before the view (CSRFProtect).
    described = adapter.state_from_form(form)
    try:
        table = game.parse(described.state)
    except TableError as error:
        errors = errors_beside_fields(adapter, form, error.problems, described.index_maps)
        return render_form(adapter, form, errors, status=422)
    if not form_is_valid:
        errors = errors_beside_fields(adapter, form, [], described.index_maps)
        return render_form(adapter, form, errors, status=422)

    # Saved, then shown at its own address (POST → 303 → GET /t/ID): see web/tables/views.py.
    return save_from_form(game.slug, described.state, game.score(table).to_dict())


@answers_stale_forms(bp)
def expired_form(_error: CSRFError) -> ResponseReturnValue:
    """A form posted without its token, or with one too old (a page open all night): the form
    comes back as it was posted, everything typed kept, with a message and a fresh token.

    An edit button or a post with a key no page sends saves nothing, so it is answered as
    always (the view returns before it would save)."""
    slug = (request.view_args or {}).get("slug", "")
    _formdata, left_out = readable_formdata(request.form)
    if left_out or request.form.get("action", SCORE_ACTION) != SCORE_ACTION:
        return score_form(slug)
    return form_as_posted(slug, EXPIRED_FORM_MESSAGE, 400)


@answers_unavailable(bp)
def unsaved_form(_error: Exception) -> ResponseReturnValue:
    """Score tapped while the database cannot be reached (issue 22): the form comes back as it
    was posted, everything typed kept, saying so on top (``web.platform.unavailable`` makes
    it a 503 with ``Retry-After``). Tapping Score again saves it once the database is back."""
    return form_as_posted((request.view_args or {}).get("slug", ""), CANNOT_SAVE, 503)


def form_as_posted(slug: str, message: str, status: int) -> ResponseReturnValue:
    """The game's form filled in as posted, with ``message`` (marked with ``N_``) on top and
    none of the token's own complaints (said once, in words a player reads)."""
    adapter = game_adapter(slug)
    formdata, _left_out = readable_formdata(request.form)
    form = adapter.posted_form(formdata)
    adapter.prepare_form(form)
    form.validate()
    token = getattr(form, "csrf_token", None)
    if token is not None:
        token.errors = []
    problems = [Problem("", _(message))]
    return render_form(adapter, form, place_errors(form, problems), status=status)


@bp.post("/<slug>/edit")
def edit_table(slug: str) -> ResponseReturnValue:
    """The entry form again, filled in with a table posted back as JSON, to change and score:
    "Edit a copy" on a saved table's page (scoring it saves a new table) and for API users."""
    adapter = game_adapter(slug)
    # Exempt from the token check (web.entry.views.init_app): this view only shows a form, it
    # changes nothing, and "Edit a copy" on anyone's saved table and programs post here;
    # scoring the form afterwards checks the token as usual.
    try:
        state = json.loads(request.form.get("state", ""))
    except (ValueError, RecursionError):
        state = None
    if not isinstance(state, dict):
        form = adapter.blank_form()
        problems = [Problem("", _(UNREADABLE_TABLE_MESSAGE))]
        return render_form(adapter, form, place_errors(form, problems), status=400)
    unshowable = unshowable_paths(state)
    if unshowable:
        # Text no page can carry (a lone surrogate from a ``\ud800`` escape): show the rest,
        # with each such field flagged, instead of failing to write the page.
        form = adapter.filled_form(adapter.form_data_from_state(showable(state)))
        adapter.prepare_form(form)  # The game gives its fields their ids first.
        problems = [Problem(path, _(UNSHOWABLE_TEXT_MESSAGE)) for path in unshowable]
        return render_form(adapter, form, errors_beside_fields(adapter, form, problems), 422)
    return render_form(adapter, adapter.filled_form(adapter.form_data_from_state(state)))


@bp.get("/<slug>/rules")
def rules(slug: str) -> str:
    """How we score the game, and every reading we made where the rulebook is silent."""
    game: Game = game_adapter(slug).game
    return render_template(f"{game.slug}/rules.html", game=game, module=game.module)


def init_app(app: Flask) -> None:
    """The game list, the entry forms and the rules. Every POST here needs its form token
    (CSRFProtect) but "Edit a copy", which only shows a form."""
    app.register_blueprint(bp)
    app.extensions["csrf"].exempt(edit_table)
