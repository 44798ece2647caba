"""Alembic and Flask-Migrate are imported only when the database needs them (issue 24).

A start on an up-to-date database checks its revision against the newest migrations read from
the files themselves (``web.platform.db._head_revisions``); ``flask db`` still lists and runs
every Flask-Migrate command.
"""

from __future__ import annotations

from alembic.script import ScriptDirectory

from tests.conftest import dispose
from tests.saved.conftest import make_app
from tests.starting import imported_by_a_start
from web.platform.db import MIGRATIONS_DIRECTORY, _head_revisions, _revision_names, migrate


def test_the_newest_migrations_are_alembics_heads():
    app = make_app("sqlite://", DATABASE_AUTO_UPGRADE=False)
    with app.app_context():
        config = migrate.get_config(MIGRATIONS_DIRECTORY)
        heads = ScriptDirectory.from_config(config).get_heads()
    assert _head_revisions() == set(heads)


def test_a_merge_follows_each_of_its_revisions_and_annotations_are_read():
    source = 'revision: str = "m"\ndown_revision: tuple[str, str] = ("a", "b")\nother = 1\n'
    assert _revision_names(source) == ("m", {"a", "b"})
    assert _revision_names('revision = "0001"\ndown_revision = None\n') == ("0001", set())


def test_a_start_on_an_up_to_date_database_imports_no_alembic(tmp_path):
    url = f"sqlite:///{tmp_path / 'up-to-date.sqlite3'}"
    dispose(make_app(url))  # Created and migrated here, so the next start finds it up to date.
    assert imported_by_a_start(url, ("alembic", "flask_migrate", "mako")) == []


def test_flask_db_runs_flask_migrates_commands_on_an_up_to_date_database(tmp_path):
    url = f"sqlite:///{tmp_path / 'up-to-date.sqlite3'}"
    dispose(make_app(url))
    app = make_app(url)
    assert "migrate" not in app.extensions  # Nothing to migrate: not bound yet.
    runner = app.test_cli_runner()
    listed = runner.invoke(args=["db", "--help"])
    assert listed.exit_code == 0, listed.output
    assert "upgrade" in listed.output and "downgrade" in listed.output
    current = runner.invoke(args=["db", "current"])
    assert current.exit_code == 0, (current.output, current.exception)
    checked = runner.invoke(args=["db", "check"])
    assert checked.exit_code == 0, (checked.output, checked.exception)
    dispose(app)
