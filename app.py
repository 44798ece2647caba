"""Vantage: score a finished tabletop game at the table, with every point explained.

Run it with ``flask --app app run`` (or ``python app.py``); nothing else needs installing or
starting. ``create_app`` is the application factory, as in Flask's tutorial; it lives in
``web/__init__.py``. In production: ``gunicorn -c gunicorn.conf.py 'app:create_app()'``.
"""

from web import create_app

__all__ = ["create_app"]

if __name__ == "__main__":
    create_app().run()
