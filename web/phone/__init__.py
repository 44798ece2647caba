"""On the phone at the table (issue 15): what follows the players from one game to the next,
the running totals while a table is entered, and what makes the app installable and usable
with no connection. One module a feature:

- ``another_game``: a result offers every game's form with its players' names filled in;
- ``totals``: the running totals (``POST /SLUG/totals``) while a table is entered;
- ``install``: the web app manifest and the icons drawn here;
- ``offline``: the blank forms a phone keeps and the service worker that keeps them.

They share the one blueprint in ``blueprint``. Importing the package imports none of them:
``init_app`` does, so a module that needs one of them does not bring in the others (and cannot
close an import cycle).
"""

from __future__ import annotations

from flask import Flask


def init_app(app: Flask) -> None:
    """The phone's routes, and the templates' ``another_game_choices`` and ``result_names``."""
    from web.phone import install, offline, totals  # noqa: F401  (each adds its routes to bp)
    from web.phone.another_game import another_game_choices
    from web.phone.blueprint import bp
    from web.tables.names import result_names

    app.register_blueprint(bp)
    # The totals save nothing: a page open a whole night still gets them without its token.
    app.extensions["csrf"].exempt(totals.running_totals)
    app.jinja_env.globals["another_game_choices"] = another_game_choices
    app.jinja_env.globals["result_names"] = result_names
