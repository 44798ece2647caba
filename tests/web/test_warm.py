"""The app warmed in gunicorn's master before its workers fork (``web/platform/warm.py``)."""

from __future__ import annotations

import sqlalchemy as sa

from app import create_app
from tests.conftest import dispose
from web.platform.db import db
from web.platform.warm import LANGUAGES, addresses, warm_up


def test_warming_up_answers_every_page_and_leaves_no_connection_open(tmp_path):
    app = create_app(
        {"SECRET_KEY": "warm" * 8, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'w.db'}"}
    )
    pages = [address for address in addresses() if address != "/no-such-page"]
    checked_out = []
    with app.app_context():
        sa.event.listen(db.engine, "checkout", lambda *_: checked_out.append(1))
    assert warm_up(app) == len(pages) * len(LANGUAGES)
    assert checked_out == []  # Nothing it asks for reads or writes the database.
    with app.app_context():
        assert db.engine.pool.checkedin() == 0  # Nothing a forked worker could share.
    client = app.test_client()
    assert client.get("/panorama/?lang=it").status_code == 200
    dispose(app)


def test_warming_up_ends_by_handing_back_the_memory_it_freed(tmp_path, monkeypatch):
    import web.platform.warm

    steps: list[str] = []
    monkeypatch.setattr(web.platform.warm.gc, "freeze", lambda: steps.append("freeze"))
    monkeypatch.setattr(web.platform.warm, "release_free_memory", lambda: steps.append("release"))
    app = create_app(
        {"SECRET_KEY": "warm" * 8, "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'w.db'}"}
    )
    warm_up(app)
    assert steps[-2:] == ["freeze", "release"]
    dispose(app)
