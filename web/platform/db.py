"""The database: SQLAlchemy 2 through Flask-SQLAlchemy, migrations with Alembic (Flask-Migrate).

``DATABASE_URL`` chooses the database. Without it the app keeps a SQLite file in Flask's
``instance/`` folder, so the README's first command runs with nothing else to install or
start; PostgreSQL (``postgresql+psycopg://…``) is the database for more than one machine.

Either way the schema is brought up to date when the app starts, under a lock, so several
gunicorn workers starting at once migrate it exactly once. Alembic and Flask-Migrate (10.8 MB
of every process's memory, Mako and Pygments with them) are imported only when the database
lacks a migration or a ``flask db`` command runs (:func:`migrations`): a server whose database
is up to date never loads them (issue 24). SQLite runs in WAL mode (readers
never wait for the writer) with a busy timeout, and every transaction that writes starts with
``BEGIN IMMEDIATE``, so concurrent saves queue for the lock instead of failing half-way.
"""

from __future__ import annotations

import ast
import contextlib
import fcntl
import functools
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click
import orjson
import sqlalchemy as sa
from flask import Flask, current_app
from flask.cli import ScriptInfo
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy.orm import DeclarativeBase

from web.config import ProductionConfigError

if TYPE_CHECKING:
    from flask_migrate import Migrate

MIGRATIONS_DIRECTORY = str(Path(__file__).resolve().parent.parent.parent / "migrations")
DEFAULT_DATABASE_FILE = "vantage.sqlite3"
DATABASE_WAIT_SECONDS = 2
"""The longest a request waits on a database server (issue 22): to connect, for a pooled
connection, for a statement; then it is answered "try again in a moment" (503)."""
STATEMENT_TIMEOUT_MS = 10_000
"""The most a PostgreSQL statement may run: no query of the app takes a fraction of it, so a
statement that does is stuck (a lock held by something else) and its request answers 503."""
SQLITE_BUSY_TIMEOUT_MS = 15_000
"""How long a writer waits for another one before giving up: far longer than any save takes,
so a burst of saves at the end of game night queues instead of failing (sixteen saves at once
on a busy machine take several seconds: tests/saved/test_persistence.py). A file locked
beyond it by something else is answered "try again" (503). The config key of the same name
overrides it (the tests' locked file)."""

WRITE = {"sqlite_begin": "IMMEDIATE"}
"""Execution options for a session that is going to write: on SQLite its transaction takes the
write lock up front (``BEGIN IMMEDIATE``), so it waits its turn (busy timeout) rather than
failing when a read-then-write meets another writer. Other databases ignore it."""

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
"""Named constraints, so migrations can alter them on every database (SQLite included)."""


class Base(DeclarativeBase):
    """The base of every model; constraint names follow ``NAMING_CONVENTION``."""

    metadata = sa.MetaData(naming_convention=NAMING_CONVENTION)


db = SQLAlchemy(model_class=Base, session_options={"expire_on_commit": False})
"""One request, one unit of work: what a request just saved stays readable after the commit
without being loaded again (a saved table's state and result are large)."""


@functools.cache
def _migrate() -> Migrate:
    from flask_migrate import Migrate

    return Migrate(compare_type=True, render_as_batch=True)


def __getattr__(name: str) -> Any:
    """``migrate``, Flask-Migrate's extension, made (and Alembic imported) when first asked for."""
    if name == "migrate":
        return _migrate()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def migrations(app: Flask) -> Any:
    """Flask-Migrate bound to ``app`` (its ``app.extensions["migrate"]``, which
    ``migrations/env.py`` and the ``flask db`` commands read), bound on first use."""
    if "migrate" not in app.extensions:
        _migrate().init_app(app, db, directory=MIGRATIONS_DIRECTORY)
    return app.extensions["migrate"]


class MigrationCommands(click.Group):
    """``flask db``: Flask-Migrate's own group, imported (and bound to the app) once asked for.

    Flask-Migrate registers its group as ``db`` when bound to an app; this stands in for it
    until then: listing it, asking for its help or running one of its commands hands over to
    the real group, so the CLI lists and runs exactly the same commands."""

    def _real(self, ctx: click.Context | None) -> click.Group:
        info = ctx.ensure_object(ScriptInfo) if ctx is not None else ScriptInfo()
        migrations(info.load_app())
        from flask_migrate.cli import db as commands

        group: click.Group = commands
        return group

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        return self._real(parent).make_context(info_name, args, parent=parent, **extra)


@contextlib.contextmanager
def write_transaction() -> Iterator[None]:
    """One write transaction, committed on success and rolled back on any error.

    A read transaction the request already opened is ended first, so this one starts as a
    writer (``BEGIN IMMEDIATE`` on SQLite, :data:`WRITE`): it queues for the lock (busy
    timeout) instead of failing when it would have to upgrade a read lock under load.
    """
    db.session.rollback()
    db.session.connection(execution_options=WRITE)
    try:
        yield
        db.session.commit()
    except BaseException:
        db.session.rollback()
        raise


def database_uri(instance_path: str, environment_url: str | None) -> str:
    """The SQLAlchemy URL to use: ``DATABASE_URL`` when set, else the SQLite file.

    Hosts often hand out ``postgres://`` or ``postgresql://`` URLs; both mean psycopg 3 here,
    the driver Vantage installs.

    >>> database_uri("/srv/instance", None)
    'sqlite:////srv/instance/vantage.sqlite3'
    >>> database_uri("/i", "postgres://u:p@db/vantage")
    'postgresql+psycopg://u:p@db/vantage'
    """
    if not environment_url:
        return f"sqlite:///{Path(instance_path) / DEFAULT_DATABASE_FILE}"
    for prefix in ("postgres://", "postgresql://"):
        if environment_url.startswith(prefix):
            return "postgresql+psycopg://" + environment_url[len(prefix) :]
    return environment_url


DIGITS_AS_ZEROS = bytes.maketrans(b"123456789", b"000000000")
LONG_NUMBER = b"0" * 19
"""A run of 19 digits (once every digit reads 0), which may be an integer beyond 64 bits:
found with ``bytes.translate`` and ``in``, some twenty times faster than a regular
expression on a long document."""


class WrittenJSON(str):
    """A JSON document already written as its text (``web.tables.kept_language.kept_result_text``):
    :func:`json_text` keeps it as it is, so a JSON column takes it without writing it again."""


def json_text(value: Any) -> str:
    """A JSON document as the database keeps it: written by orjson, several times faster
    than ``json`` on a 100 KB result (a 6-player Panorama table's).

    Exactly what ``json.dumps`` keeps: what orjson refuses (an integer beyond 64 bits, a key
    that is not text) is written by ``json`` instead. The one thing orjson would write
    differently, a number that is not finite, never gets here:
    ``web.tables.service.unstorable_values`` refuses it on every way in, and forms and scoring make
    none. A :class:`WrittenJSON` is the text it holds.
    """
    if type(value) is WrittenJSON:
        return str(value)
    try:
        return orjson.dumps(value).decode("utf-8")
    except TypeError:
        return json.dumps(value)


def json_value(text: str | bytes) -> Any:
    """A JSON document read back (orjson, as fast as it writes). A document holding a long
    run of digits (a number orjson would round to a float) or anything orjson does not read
    (``NaN``, which ``json`` wrote before this) is read by ``json``, exactly."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    if LONG_NUMBER not in data.translate(DIGITS_AS_ZEROS):
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            pass
    return json.loads(data)


def _is_sqlite(engine: sa.Engine) -> bool:
    return engine.dialect.name == "sqlite"


def _tune_sqlite(engine: sa.Engine, busy_timeout_ms: int = SQLITE_BUSY_TIMEOUT_MS) -> None:
    """WAL, a busy timeout and foreign keys on every SQLite connection; explicit BEGINs.

    pysqlite's own transaction handling starts transactions late and never as IMMEDIATE;
    turning it off and emitting BEGIN ourselves (SQLAlchemy's documented recipe) makes SQLite
    transactions behave like everyone else's, DDL included.
    """

    @sa.event.listens_for(engine, "connect")
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        if engine.url.database not in (None, "", ":memory:"):
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = NORMAL")  # Safe with WAL: no corruption.
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @sa.event.listens_for(engine, "begin")
    def on_begin(connection: sa.Connection) -> None:
        # Straight to the driver: through ``exec_driver_sql`` this one statement went through
        # SQLAlchemy's whole execution path (a context, a cursor result, events), a third of
        # the time a save spends outside SQLite itself.
        mode = connection.get_execution_options().get("sqlite_begin", "DEFERRED")
        cursor = connection.connection.cursor()
        cursor.execute(f"BEGIN {mode}")
        cursor.close()


@contextlib.contextmanager
def _migration_lock(app: Flask, engine: sa.Engine) -> Iterator[None]:
    """Held while the schema is checked and upgraded, so one process migrates at a time.

    SQLite: an exclusive lock on a file beside the database. PostgreSQL: an advisory lock.
    """
    if _is_sqlite(engine):
        database = engine.url.database
        if database in (None, "", ":memory:"):
            yield  # A private in-memory database: nobody else can see it.
            return
        lock_path = Path(str(database) + ".migrate-lock")
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        with lock_path.open("a") as lock_file:
            fcntl.flock(lock_file, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock_file, fcntl.LOCK_UN)
        return
    if engine.dialect.name == "postgresql":
        key = int.from_bytes(hashlib.sha256(b"vantage migrations").digest()[:4], "big")
        with engine.connect() as connection:
            connection.execute(sa.text("SELECT pg_advisory_lock(:key)"), {"key": key})
            connection.commit()
            try:
                yield
            finally:
                connection.execute(sa.text("SELECT pg_advisory_unlock(:key)"), {"key": key})
                connection.commit()
        return
    yield


def _revision_names(source: str) -> tuple[str, set[str]]:
    """A migration file's ``revision`` and the ones it follows (``down_revision``: none, one,
    or several for a merge), read as the literals Alembic's template writes them."""
    names: dict[str, Any] = {}
    for statement in ast.parse(source).body:
        target: ast.expr
        if isinstance(statement, ast.AnnAssign):
            target, value = statement.target, statement.value
        elif isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            target, value = statement.targets[0], statement.value
        else:
            continue
        name = target.id if isinstance(target, ast.Name) else ""
        if name in ("revision", "down_revision") and value is not None:
            names[name] = ast.literal_eval(value)
    follows = names.get("down_revision") or ()
    return names["revision"], {follows} if isinstance(follows, str) else set(follows)


@functools.cache
def _head_revisions(directory: str = MIGRATIONS_DIRECTORY) -> frozenset[str]:
    """The newest migration(s), read once per process: the revisions no other one follows.

    Read from the files' ``revision`` and ``down_revision`` without Alembic, so a start with
    the database up to date imports none of it (10.8 MB of every process, Mako and Pygments
    included); ``tests/saved/test_persistence.py`` holds it to Alembic's
    ``ScriptDirectory.get_heads()``."""
    revisions: set[str] = set()
    followed: set[str] = set()
    for path in sorted(Path(directory, "versions").glob("*.py")):
        revision, follows = _revision_names(path.read_text(encoding="utf-8"))
        revisions.add(revision)
        followed |= follows
    return frozenset(revisions - followed)


def _current_revisions(engine: sa.Engine) -> set[str]:
    with engine.connect() as connection:
        if not sa.inspect(connection).has_table("alembic_version"):
            return set()
        rows = connection.execute(sa.text("SELECT version_num FROM alembic_version"))
        return {row[0] for row in rows}


def upgrade_database(app: Flask) -> None:
    """Create the database if needed and apply every migration it lacks (none: a quick check).

    Runs inside an app context; Alembic's own logging setup is skipped, so the app's logging
    is left as it is.
    """
    engine = db.engine
    if _current_revisions(engine) == _head_revisions():
        return
    with _migration_lock(app, engine):
        if _current_revisions(engine) == _head_revisions():
            return  # Another worker migrated while this one waited for the lock.
        from alembic import command

        config = migrations(app).migrate.get_config(MIGRATIONS_DIRECTORY)
        config.attributes["configure_logger"] = False
        command.upgrade(config, "head")


def rollback_on_error(error: BaseException | None) -> None:
    """A request that failed leaves nothing half-done: its transaction is rolled back.

    Flask-SQLAlchemy removes the session after every request; rolling back first makes the
    intent explicit and holds even when an error page is rendered after a failed write.
    """
    if error is not None:
        try:
            db.session.rollback()
        except Exception:  # The database is what failed: the error's own answer stands.
            current_app.logger.debug("Rolling back after a failed request failed too")


def roll_back_then_report(error: sa.exc.SQLAlchemyError) -> Any:
    """A database error: roll the session back first, then answer as for any other error.

    The app's own handler for unexpected errors (``web.platform.errors``) then renders its page on a
    clean session (PostgreSQL refuses every statement in a failed transaction); without one
    (under test) the error goes on as usual.
    """
    try:
        db.session.rollback()
    except Exception:  # A lost connection cannot roll back; the pool drops it.
        current_app.logger.debug("Rolling back failed", exc_info=True)
    handlers = current_app.error_handler_spec.get(None, {}).get(None, {})
    for cause in type(error).__mro__[1:]:
        handler = handlers.get(cause)
        if handler is not None and handler is not roll_back_then_report:
            return handler(error)
    raise error


def init_app(app: Flask) -> None:
    """Bind the database to the app and bring its schema up to date.

    ``SQLALCHEMY_DATABASE_URI`` set by the caller (tests) wins, then ``DATABASE_URL`` (from the
    test config or the environment, see ``web/config.py``); the config key
    ``DATABASE_AUTO_UPGRADE`` (default on) can turn the start-up migration off.
    """
    url = app.config.get("DATABASE_URL")
    app.config.setdefault("SQLALCHEMY_DATABASE_URI", database_uri(app.instance_path, url))
    options = app.config.setdefault("SQLALCHEMY_ENGINE_OPTIONS", {})
    if not app.config["SQLALCHEMY_DATABASE_URI"].startswith("sqlite"):
        # A server's connections can be dropped under a pooled one (a restart, an idle
        # timeout): each is pinged as it is taken from the pool. A SQLite file has no server
        # to lose, so its saves and pages skip that extra statement (one in four a request).
        options.setdefault("pool_pre_ping", True)
        # Bounded waits (issue 22): a server that does not answer fails a request within
        # about two seconds ("try again", web.platform.unavailable) instead of holding a
        # thread: connecting, and any data sent that the server does not acknowledge (a
        # server gone mid-statement, a network cut: TCP_USER_TIMEOUT, Linux). A statement
        # the server runs is bounded too, more loosely (it includes queueing for a row
        # lock behind other saves of the same table, milliseconds each).
        connect_args = options.setdefault("connect_args", {})
        connect_args.setdefault("connect_timeout", DATABASE_WAIT_SECONDS)
        connect_args.setdefault("tcp_user_timeout", DATABASE_WAIT_SECONDS * 1000)
        connect_args.setdefault("options", f"-c statement_timeout={STATEMENT_TIMEOUT_MS}")
    options.setdefault("json_serializer", json_text)
    options.setdefault("json_deserializer", json_value)
    db.init_app(app)
    app.cli.add_command(MigrationCommands("db", help="Perform database migrations."))
    app.teardown_request(rollback_on_error)
    app.register_error_handler(sa.exc.SQLAlchemyError, roll_back_then_report)
    try:
        _start(app)
    except (OSError, sa.exc.OperationalError) as error:
        _refuse_to_start(app, error)


def _refuse_to_start(app: Flask, error: BaseException) -> NoReturn:
    """The database cannot be opened or written at start-up (a read-only ``instance/``, a
    server that refuses the connection): the app does not start, and says why in one line
    (gunicorn prints ``Error: ...`` and exits 1), as for any other bad setting."""
    url = sa.engine.make_url(app.config["SQLALCHEMY_DATABASE_URI"])
    shown = url.render_as_string(hide_password=True)
    reason = getattr(error, "orig", None) or error
    if url.get_backend_name() == "sqlite":
        where = Path(url.database or app.instance_path).parent
        raise ProductionConfigError(
            f"The database {shown} cannot be opened for writing ({reason}). The server must "
            f"be able to write to the folder {where} (it keeps the SQLite file, its journal "
            "and its lock file there): make it writable by the user the server runs as, or "
            "set DATABASE_URL to a database it can write."
        ) from None
    raise ProductionConfigError(
        f"The database {shown} cannot be used ({reason}). Check DATABASE_URL and that the "
        "database server is running and accepts this user."
    ) from None


def _start(app: Flask) -> None:
    """Create the SQLite folder, tune SQLite, migrate, and leave no connection open."""
    if app.config["SQLALCHEMY_DATABASE_URI"].startswith("sqlite"):
        Path(app.instance_path).mkdir(parents=True, exist_ok=True)
    with app.app_context():
        engine = db.engine
        if _is_sqlite(engine):
            _tune_sqlite(engine, app.config.get("SQLITE_BUSY_TIMEOUT_MS", SQLITE_BUSY_TIMEOUT_MS))
        if app.config.get("DATABASE_AUTO_UPGRADE", True):
            upgrade_database(app)
        if engine.url.database not in (None, "", ":memory:"):
            # No connection is left open from start-up: a server that forks its workers
            # after creating the app (gunicorn --preload) must not share one between them.
            # (A private in-memory database lives in its one connection: it stays.)
            engine.dispose()
