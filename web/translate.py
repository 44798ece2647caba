"""The web layer's ``gettext`` and ``ngettext``: Flask-Babel's answers, found faster.

Flask-Babel looks the request's catalogue up anew for every sentence (several context
lookups each), and a result page words hundreds of them (every die, every cell). These find it
once per request, keep it in ``g``, and then translate exactly as ``flask_babel.gettext`` and
``ngettext`` do: the message in the page's language, its ``%(name)s`` placeholders filled.
Outside a request (start-up, a doctest) they fall back to Flask-Babel, which answers in English.
"""

from __future__ import annotations

from typing import Any

import flask_babel
from flask import g, has_request_context


def page_translations() -> Any:
    """This request's catalogue, found once per request."""
    try:
        return g.page_translations
    except AttributeError:
        g.page_translations = flask_babel.get_translations()
        return g.page_translations


def gettext(string: str, **variables: Any) -> str:
    """``flask_babel.gettext``: ``string`` in the page's language, placeholders filled."""
    if not has_request_context():
        return str(flask_babel.gettext(string, **variables))
    translated: str = page_translations().ugettext(string)
    return translated % variables if variables else translated


def ngettext(singular: str, plural: str, num: int, **variables: Any) -> str:
    """``flask_babel.ngettext``: the form for ``num`` in the page's language, with ``num``
    among the placeholders as Flask-Babel puts it there."""
    if not has_request_context():
        return str(flask_babel.ngettext(singular, plural, num, **variables))
    variables.setdefault("num", num)
    translated: str = page_translations().ungettext(singular, plural, num)
    return translated % variables
