"""Pages for people: the game list, each game's entry form and its rules.

Scoring a form saves the table and redirects to its own page, ``/t/ID`` (``web.saved``).

Every game goes through the same few views: the game's adapter (``web.games``) turns its form
into the contract's table state, and the same ``parse`` and ``score`` as the API and the
command line do the rest.
"""

from __future__ import annotations

import json
from types import ModuleType
from typing import Any

from flask import Blueprint, abort, render_template, request
from flask_wtf import FlaskForm

from scoring import GAMES, Game, Problem, TableError, UnknownGameError, get_game
from web.forms import FieldErrors, place_errors
from web.games import get_adapter
from web.tables import save_from_form

bp = Blueprint("views", __name__)

EXPIRED_FORM_MESSAGE = (
    "This page was open for a very long time, so for your safety it needs a fresh start: "
    "everything you entered is still here, tap Score again."
)
SCORE_ACTION = "score"
RECHECK_FIELD = "recheck"
"""Sent by a form that shows errors, so an edit button brings them back up to date instead of
dropping them: a player fixing one mistake still sees the others."""


def web_games() -> list[Game]:
    """The games that have a web form."""
    return [game for game in GAMES if get_adapter(game.slug) is not None]


def game_and_adapter(slug: str) -> tuple[Game, ModuleType]:
    """The game and its web adapter, or a 404 page for a slug that has neither."""
    try:
        game = get_game(slug)
    except UnknownGameError:
        abort(404)
    adapter = get_adapter(slug)
    if adapter is None:
        abort(404)
    return game, adapter


def render_form(
    game: Game,
    adapter: ModuleType,
    form: FlaskForm,
    errors: FieldErrors | None = None,
    status: int = 200,
) -> tuple[str, int]:
    """The game's entry form page, with any errors beside their fields."""
    prepare = getattr(adapter, "prepare_form", None)
    if prepare is not None:
        prepare(form)
    context_for = getattr(adapter, "template_context", None)
    page = render_template(
        f"{game.slug}/form.html",
        game=game,
        form=form,
        errors=errors or FieldErrors({}, []),
        **(context_for(form) if context_for is not None else {}),
    )
    return page, status


def table_errors(game: Game, adapter: ModuleType, form: FlaskForm) -> FieldErrors | None:
    """The problems of the table a form describes, beside their fields; None when there are
    none. Used after an edit button on a form that was showing errors."""
    prepare = getattr(adapter, "prepare_form", None)
    if prepare is not None:
        prepare(form)
    try:
        game.parse(adapter.state_from_form(form))
    except TableError as error:
        return place_errors(form, error.problems, getattr(adapter, "error_anchor", None))
    return None


@bp.get("/")
def home() -> str:
    """The list of games."""
    return render_template("home.html", games=web_games())


@bp.get("/<slug>/")
def game_form(slug: str) -> tuple[str, int]:
    """A blank entry form for one game."""
    game, adapter = game_and_adapter(slug)
    return render_form(game, adapter, adapter.TableForm(formdata=None))


@bp.post("/<slug>/")
def score_form(slug: str) -> Any:
    """Apply an edit button, or score the table the form describes."""
    game, adapter = game_and_adapter(slug)
    form = adapter.TableForm()
    prepare = getattr(adapter, "prepare_form", None)
    if prepare is not None:
        prepare(form)  # Lists the browser sent nothing for (no cards yet) still get entries.
    action = request.form.get("action", SCORE_ACTION)
    if action != SCORE_ACTION:
        data = adapter.apply_action(form.data, action)
        edited = adapter.TableForm(formdata=None, data=data)
        errors = table_errors(game, adapter, edited) if request.form.get(RECHECK_FIELD) else None
        return render_form(game, adapter, edited, errors)

    form_is_valid = form.validate()
    token = getattr(form, "csrf_token", None)  # Absent when a test switches CSRF off.
    if token is not None and token.errors:
        token.errors = []
        problems = [Problem("", EXPIRED_FORM_MESSAGE)]
        return render_form(game, adapter, form, place_errors(form, problems), status=400)

    anchor = getattr(adapter, "error_anchor", None)
    state = adapter.state_from_form(form)
    try:
        table = game.parse(state)
    except TableError as error:
        errors = place_errors(form, error.problems, anchor)
        return render_form(game, adapter, form, errors, status=422)
    if not form_is_valid:
        return render_form(game, adapter, form, place_errors(form, [], anchor), status=422)

    # Saved, then shown at its own address (POST → 303 → GET /t/ID): see web/saved.py.
    return save_from_form(game.slug, state, game.score(table).to_dict())


@bp.post("/<slug>/edit")
def edit_table(slug: str) -> Any:
    """The entry form again, filled in with a table posted back as JSON, to change and score:
    "Edit a copy" on a saved table's page (scoring it saves a new table) and for API users."""
    game, adapter = game_and_adapter(slug)
    form = adapter.TableForm(formdata=None)
    # No token check here: this view only shows a form, it changes nothing; scoring the form
    # afterwards checks the token as usual.
    try:
        state = json.loads(request.form.get("state", ""))
    except (ValueError, RecursionError):
        state = None
    if not isinstance(state, dict):
        problems = [Problem("", "That table could not be read back; please enter it again.")]
        return render_form(game, adapter, form, place_errors(form, problems), status=400)
    form = adapter.TableForm(formdata=None, data=adapter.form_data_from_state(state))
    return render_form(game, adapter, form)


@bp.get("/<slug>/rules")
def rules(slug: str) -> str:
    """How we score the game, and every reading we made where the rulebook is silent."""
    game, _adapter = game_and_adapter(slug)
    return render_template(f"{game.slug}/rules.html", game=game, module=game.module)
