"""What the pages of every feature share to show a game's form: its adapter by slug, the
form page itself and the problems beside their fields.

Not a blueprint: the entry pages (``web.entry.views``), the saved tables' edit page, the
rooms and the phone's pages all import from here, so no view module is used as a library by
another.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from flask import abort, render_template

from scoring import Problem
from web.forms.fields import FieldErrors, FlaskForm, place_errors
from web.games import get_adapter
from web.games.base import NO_INDEX_MAPS, GameAdapter, IndexMaps
from web.tables.service import posted_table_id

Adapter = GameAdapter[Any]


def game_adapter(slug: str) -> Adapter:
    """The web adapter of the game called ``slug``, or a 404 page for a slug with none."""
    adapter = get_adapter(slug)
    if adapter is None:
        abort(404)
    return adapter


def render_form(
    adapter: Adapter,
    form: FlaskForm,
    errors: FieldErrors | None = None,
    status: int = 200,
    correcting: str | None = None,
) -> tuple[str, int]:
    """The game's entry form page, with any errors beside their fields. ``correcting``: the
    saved table the form corrects (otherwise the one the posted form names, if any)."""
    adapter.prepare_form(form)
    page = render_template(
        f"{adapter.slug}/form.html",
        game=adapter.game,
        form=form,
        errors=errors or FieldErrors({}, []),
        together=adapter.scores_together,
        correcting=correcting or posted_table_id(),
        **adapter.template_context(form),
    )
    return page, status


def errors_beside_fields(
    adapter: Adapter,
    form: FlaskForm,
    problems: Iterable[Problem],
    index_maps: IndexMaps = NO_INDEX_MAPS,
) -> FieldErrors:
    """``problems`` beside their fields, as the game gathers them."""
    shown = adapter.form_problems(form, problems)
    return place_errors(form, shown, lambda field_id: adapter.error_anchor(field_id, index_maps))
