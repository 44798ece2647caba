"""The web layer's ``gettext`` and ``ngettext``: Flask-Babel's answers, found faster.

Flask-Babel looks the request's catalogue up anew for every sentence (several context
lookups each), and a result page words hundreds of them (every die, every cell). The
request's catalogue is found once, when the request starts (:func:`enter_page_language`, from
``web/platform/i18n.py``), and kept in a context variable for the rest of it; these then translate
exactly as ``flask_babel.gettext`` and ``ngettext`` do: the message in the page's language,
its ``%(name)s`` placeholders filled. The templates' own ``_``, ``gettext`` and ``ngettext``
(:data:`TEMPLATE_CALLABLES`) read the same catalogue and answer as Jinja's i18n extension's
"new style" ones do, with one call instead of three each. Outside a request (start-up, a
doctest) they fall back to Flask-Babel, which answers in English.
"""

from __future__ import annotations

from contextvars import ContextVar, Token
from typing import Any

import flask_babel
from flask import current_app, g, has_request_context
from jinja2 import pass_eval_context
from jinja2.nodes import EvalContext
from markupsafe import Markup

_page: ContextVar[Any] = ContextVar("page_translations", default=None)
"""The catalogue of the request being answered, set when it starts and reset when it ends."""


def enter_page_language(language: str) -> Token[Any]:
    """Find this request's catalogue, in ``language`` (negotiated by then), and keep it for
    the request; returns the token :func:`leave_page_language` resets it with.

    Flask-Babel finds the catalogue of a language the same every time (its own cache, keyed
    by the locale's name, made anew each time): the app keeps each language's, one per
    language offered."""
    catalogues: dict[str, Any] = current_app.extensions.setdefault("vantage_catalogues", {})
    translations = catalogues.get(language)
    if translations is None:
        translations = catalogues[language] = flask_babel.get_translations()
    g.page_translations = translations
    return _page.set(translations)


def leave_page_language(token: Token[Any]) -> None:
    _page.reset(token)


def page_translations() -> Any:
    """This request's catalogue: the one found when it started, or (a request context made
    by hand, without the app's hooks) found once now and kept in ``g``."""
    translations = _page.get()
    if translations is not None:
        return translations
    try:
        return g.page_translations
    except AttributeError:
        g.page_translations = flask_babel.get_translations()
        return g.page_translations


def gettext(string: str, **variables: Any) -> str:
    """``flask_babel.gettext``: ``string`` in the page's language, placeholders filled."""
    translations = _page.get()
    if translations is None:
        if not has_request_context():
            return str(flask_babel.gettext(string, **variables))
        translations = page_translations()
    translated: str = translations.ugettext(string)
    return translated % variables if variables else translated


def ngettext(singular: str, plural: str, num: int, **variables: Any) -> str:
    """``flask_babel.ngettext``: the form for ``num`` in the page's language, with ``num``
    among the placeholders as Flask-Babel puts it there."""
    translations = _page.get()
    if translations is None:
        if not has_request_context():
            return str(flask_babel.ngettext(singular, plural, num, **variables))
        translations = page_translations()
    variables.setdefault("num", num)
    translated: str = translations.ungettext(singular, plural, abs(num))
    return translated % variables


# The templates' callables. Each answers as ``jinja2.ext``'s new-style gettext does: the
# translation marked safe where the template escapes (so a translator's entities and tags
# stay as they are, and only the filled-in values are escaped), then always formatted with
# its placeholders, even with none (so ``%%`` reads ``%`` everywhere alike).


@pass_eval_context
def template_gettext(eval_ctx: EvalContext, string: str, /, **variables: Any) -> Any:
    translated = page_translations().ugettext(string)
    if eval_ctx.autoescape:
        translated = Markup(translated)
    # Most of a page's words have no placeholder and no ``%%``: formatting them would give
    # them back unchanged, at four times the cost of the lookup.
    return translated % variables if variables or "%" in translated else translated


@pass_eval_context
def template_ngettext(
    eval_ctx: EvalContext, singular: str, plural: str, num: int, /, **variables: Any
) -> Any:
    variables.setdefault("num", num)
    # A negative count takes its size's form: "−1 point", "−1 punto" (never "−1 punti").
    translated = page_translations().ungettext(singular, plural, abs(num))
    if eval_ctx.autoescape:
        translated = Markup(translated)
    return translated % variables


@pass_eval_context
def template_pgettext(eval_ctx: EvalContext, context: str, string: str, /, **variables: Any) -> Any:
    variables.setdefault("context", context)
    translated = page_translations().upgettext(context, string)
    if eval_ctx.autoescape:
        translated = Markup(translated)
    return translated % variables


@pass_eval_context
def template_npgettext(
    eval_ctx: EvalContext, context: str, singular: str, plural: str, num: int, /, **variables: Any
) -> Any:
    variables.setdefault("context", context)
    variables.setdefault("num", num)
    translated = page_translations().unpgettext(context, singular, plural, abs(num))
    if eval_ctx.autoescape:
        translated = Markup(translated)
    return translated % variables


TEMPLATE_CALLABLES = {
    "_": template_gettext,
    "gettext": template_gettext,
    "ngettext": template_ngettext,
    "pgettext": template_pgettext,
    "npgettext": template_npgettext,
}
"""What the templates call to translate (their globals of these names)."""
