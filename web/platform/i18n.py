"""The language of every page and API answer: English or Italian (issue 13), Flask-Babel 4.

A page's language is, in this order: ``?lang=`` (then remembered in a cookie, so the next page
stays in it), the cookie, the browser's ``Accept-Language``, English. The API is stateless
(no cookies, spec/README.md), so it goes by ``Accept-Language`` alone.

The chosen language also reaches the scoring library for the whole request (its standard
``gettext``, :mod:`scoring.i18n`), so a form or the API scores a table with its explanations in
the same language as the page around them; the numbers never depend on it.

A third language is one catalogue: ``translations/LANG/LC_MESSAGES/messages.po`` (README,
"Translations"), plus its code and its own name in :data:`LANGUAGES`.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel import Locale
from flask import Flask, Response, current_app, g, has_request_context, request, url_for
from flask_babel import Babel, get_locale
from werkzeug.exceptions import HTTPException

from scoring import i18n as scoring_i18n
from web.platform.translate import (
    TEMPLATE_CALLABLES,
    enter_page_language,
    leave_page_language,
    page_translations,
)

TRANSLATIONS_DIRECTORY = Path(__file__).resolve().parent.parent.parent / "translations"
"""Where the catalogues live: the same ones for the web layer and the scoring library."""

LANGUAGES: dict[str, str] = {"en": "English", "it": "Italiano"}
"""The languages offered, each named in itself (the switch shows them so)."""

DEFAULT_LANGUAGE = "en"
"""The language when nothing else says which: the one the source is written in."""

LANGUAGE_PARAMETER = "lang"
"""The query parameter that chooses a language (``/?lang=it``)."""

LANGUAGE_COOKIE = "lang"
"""The cookie that remembers the language chosen with ``?lang=``."""

LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
"""A chosen language is remembered for a year."""

HOME_ENDPOINT = "views.home"
"""Where the switch leads from an address that is no page."""

LOCALES: dict[str, Locale] = {code: Locale.parse(code) for code in LANGUAGES}
"""Each language's Babel locale, made once: Flask-Babel would parse the chosen code into a
new one on every request."""


@dataclass(frozen=True)
class LanguageLink:
    """One link of the language switch: the current page in another language."""

    code: str
    name: str
    url: str
    current: bool


def _is_api() -> bool:
    return request.path.startswith("/api/")


def _supported(code: str | None) -> str | None:
    """``code`` when it names a language offered (any case), otherwise None."""
    if not code:
        return None
    code = code.strip().lower()
    return code if code in LANGUAGES else None


def requested_language() -> str | None:
    """The language asked for with ``?lang=`` on this request, when it is one offered."""
    return _supported(request.args.get(LANGUAGE_PARAMETER))


def select_language() -> str:
    """The language of this request (Flask-Babel's locale selector).

    Pages: ``?lang=``, then the cookie, then ``Accept-Language``, then English. The API:
    ``Accept-Language``, then English.
    """
    if not _is_api():
        chosen = requested_language() or _supported(request.cookies.get(LANGUAGE_COOKIE))
        if chosen:
            return chosen
    return request.accept_languages.best_match(list(LANGUAGES)) or DEFAULT_LANGUAGE


def _select_locale() -> Locale:
    """:func:`select_language`'s locale, as Flask-Babel asks for it (once a request)."""
    return LOCALES[select_language()]


_request_language: ContextVar[str | None] = ContextVar("request_language", default=None)
"""The language of the request being answered, set once it is negotiated (the request's
start) and reset when it ends."""


def current_language() -> str:
    """The language code of this request's locale (``en`` or ``it``), for ``<html lang>``.

    Pages ask for it often (Sagrada's words for each die, some 170 times a page): it is
    negotiated once a request and then read from a context variable, not from Flask-Babel's
    request context each time."""
    language = _request_language.get()
    if language is not None:
        return language
    locale = get_locale()
    return locale.language if locale is not None else DEFAULT_LANGUAGE


def page_locale() -> Locale:
    """The locale dates are written in (Babel's names of days and months): this request's,
    English outside a request (a doctest, the command line)."""
    locale = get_locale() if has_request_context() else None
    return locale if locale is not None else Locale.parse(DEFAULT_LANGUAGE)


def language_links() -> list[LanguageLink]:
    """The language switch: this page in every language.

    Plain links, so they work without JavaScript; a page shown after a POST links to its own
    address, read with GET. They carry nothing from the request's query string (no page
    reads one), so no page echoes what a link put there next to its form token (gzip,
    BREACH). An address that is no page (a 404), or one that only takes a POST, links to
    the home page instead.
    """
    here = current_language()
    endpoint, arguments = _page_read_with_get()
    # Every argument is one of the rule's, so the language is the only query parameter: the
    # page's address is built once, and each link adds its language (a plain code, nothing
    # to quote) as ``url_for`` would.
    page = url_for(endpoint, **arguments)
    return [
        LanguageLink(
            code=code,
            name=name,
            url=f"{page}?{LANGUAGE_PARAMETER}={code}",
            current=code == here,
        )
        for code, name in LANGUAGES.items()
    ]


def _page_read_with_get() -> tuple[str, dict[str, Any]]:
    """The endpoint and arguments a GET of this request's address reaches; the home page when
    it reaches none (no such page, a POST-only address, a redirect).

    A GET that reached its page has matched them already (``request.url_rule``); any other
    request's address is matched again, as a GET."""
    rule = request.url_rule
    if rule is not None and request.method in ("GET", "HEAD") and rule.endpoint:
        return rule.endpoint, dict(request.view_args or {})
    adapter = current_app.create_url_adapter(request)
    if request.url_rule is None or adapter is None:
        return HOME_ENDPOINT, {}
    try:
        endpoint, arguments = adapter.match(request.path, method="GET")
    except HTTPException:  # NotFound, MethodNotAllowed, RequestRedirect
        return HOME_ENDPOINT, {}
    return str(endpoint), dict(arguments)


def _enter_scoring_language() -> None:
    """Find this request's catalogue once, and score its tables in its language (both reset
    when the request ends). The scoring library is handed the same catalogue, so a process
    reads each language's catalogue once, not once for the pages and again for scoring."""
    language = current_language()
    g.request_language_token = _request_language.set(language)
    g.page_language_token = enter_page_language(language)
    g.scoring_language_token = scoring_i18n.set_language(language, page_translations())


def _leave_scoring_language(_error: BaseException | None = None) -> None:
    token = g.pop("scoring_language_token", None)
    if token is not None:
        scoring_i18n.reset_language(token)
    page_token = g.pop("page_language_token", None)
    if page_token is not None:
        leave_page_language(page_token)
    language_token = g.pop("request_language_token", None)
    if language_token is not None:
        _request_language.reset(language_token)


def same_in_every_language() -> None:
    """Say that this request's answer is the same whatever the reader's language and cookies
    (a versioned bundle, ``web/platform/assets.py``): it is sent without ``Content-Language``
    and without ``Vary: Accept-Language, Cookie``, which would only tell caches to keep a copy
    per language for bytes that never change (issue 24: 45 bytes of every form's first load)."""
    g.vantage_same_in_every_language = True


def _remember_language(response: Response) -> Response:
    """Keep a language chosen with ``?lang=`` in a cookie, and say which language was sent.

    ``Vary`` tells caches that the same address answers in several languages; not for an
    answer that is the same in all of them (:func:`same_in_every_language`).
    """
    if g.get("vantage_same_in_every_language"):
        return response
    response.vary.add("Accept-Language")
    response.headers["Content-Language"] = current_language()
    if _is_api():
        return response
    response.vary.add("Cookie")
    chosen = requested_language()
    if chosen and request.cookies.get(LANGUAGE_COOKIE) != chosen:
        response.set_cookie(
            LANGUAGE_COOKIE,
            chosen,
            max_age=LANGUAGE_COOKIE_MAX_AGE,
            secure=request.is_secure or bool(current_app.config.get("SESSION_COOKIE_SECURE")),
            httponly=True,
            samesite="Lax",
        )
    return response


def _template_globals() -> dict[str, Any]:
    return {"current_language": current_language, "language_links": language_links}


def _install_template_gettext(app: Flask) -> None:
    """Templates translate through :func:`page_translations`: the same catalogue and the same
    answers as Flask-Babel's own callables (and Jinja's new-style gettext), in one call each
    (``web.platform.translate.TEMPLATE_CALLABLES``) instead of three."""
    app.jinja_env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=lambda message: page_translations().ugettext(message),
        ngettext=lambda singular, plural, n: page_translations().ungettext(singular, plural, n),
        newstyle=True,
        pgettext=lambda context, message: page_translations().upgettext(context, message),
        npgettext=lambda context, singular, plural, n: page_translations().unpgettext(
            context, singular, plural, n
        ),
    )
    # The extension compiles {% trans %} for the new style above; the calls themselves go
    # straight to the catalogue.
    app.jinja_env.globals.update(TEMPLATE_CALLABLES)


def init_app(app: Flask) -> None:
    """Set up Flask-Babel with the project's catalogues and the language of each request."""
    app.config.setdefault("BABEL_DEFAULT_LOCALE", DEFAULT_LANGUAGE)
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(TRANSLATIONS_DIRECTORY))
    Babel(app, locale_selector=_select_locale)
    _install_template_gettext(app)
    app.context_processor(_template_globals)
    app.before_request(_enter_scoring_language)
    app.teardown_request(_leave_scoring_language)
    app.after_request(_remember_language)
