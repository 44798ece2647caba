"""Fixtures shared by every test tier: the app, its test client and the sample tables."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from hypothesis import HealthCheck, settings
from jinja2 import BytecodeCache
from jinja2.bccache import Bucket
from werkzeug.routing import Rule

from app import create_app
from web.platform.db import db

# Property tests check rules, not speed: a slow or busy CI machine must not fail them with
# Hypothesis's per-example deadline or its "too slow" health check. Locally the quick "dev"
# profile tries a few examples of each property, so the fast tier stays fast; CI (the CI
# variable set) runs the full "ci" profile: 100 examples a property, Hypothesis's own default
# (200 held the whole CI run over its 20 minutes). HYPOTHESIS_PROFILE picks one explicitly.
_PATIENT = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``'s number of test processes: one per core for the tiers that compute, two
    per core when the browser tests run. A browser test spends most of its time waiting (on
    a page, a poll, a timeout), so on a 2-core machine the browser tier took 8 min 26 s with
    4 processes, where with 2 it held the whole run near 20 minutes (README, "The quick
    tier")."""
    cores = os.cpu_count() or 1
    browsers_skipped = "not browser" in (config.getoption("markexpr", "") or "")
    return cores if browsers_skipped else 2 * cores


# The test files that take longest, slowest first (measured with pytest's --durations and
# --junitxml on the whole CI run, 2026-12-03: these 13 files were 44 % of its test time). They
# are handed out first, so the other tests fill in around them: left in path order, two of
# them began last and the whole run waited minutes on one or two processes.
SLOW_FIRST = (
    "tests/browser/test_offline_entry.py",
    "tests/fuzz/test_fuzz_forms.py",
    "tests/web/test_robustness.py",
    "tests/browser/test_offline_topiary.py",
    "tests/fuzz/test_fuzz_api.py",
    "tests/browser/test_offline_sagrada.py",
    "tests/web/test_totals_fast_path.py",
    "tests/web/test_fast_post.py",
    "tests/web/test_hostile_memory.py",
    "tests/rooms/test_renaming_seats.py",
    "tests/upgrade/test_upgrade.py",
    "tests/browser/test_phone_browser.py",
    "tests/browser/test_solstis_entry_browser.py",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Put the slowest files' tests first (:data:`SLOW_FIRST`), in that order, every other
    test after them in the order collected. Every test process sorts the same way, as
    pytest-xdist requires."""
    rank = {path: index for index, path in enumerate(SLOW_FIRST)}
    root = config.rootpath

    def slowness(item: pytest.Item) -> int:
        try:
            path = item.path.relative_to(root).as_posix()
        except ValueError:
            return len(SLOW_FIRST)
        return rank.get(path, len(SLOW_FIRST))

    items.sort(key=slowness)  # Stable: each file keeps its own order.


settings.register_profile("ci", max_examples=100, **_PATIENT)
settings.register_profile("dev", max_examples=15, **_PATIENT)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
)

EXAMPLES = Path(__file__).parent / "examples"


def load_example(slug: str) -> dict[str, Any]:
    """A sample table from the spec (copied from shared/examples): its state and totals."""
    data: dict[str, Any] = json.loads((EXAMPLES / f"{slug}.json").read_text(encoding="utf-8"))
    return data


class CompiledTemplates(BytecodeCache):
    """Jinja's compiled templates, kept in memory and shared by every app the tests create.

    Each test makes an app of its own, and each app's Jinja environment would compile every
    template it renders from the source again: four fifths of a test's time went into that
    (four pages: 0.82 s of CPU for a new app's first renders, 0.10 s once compiled). Jinja's
    bytecode cache is its documented way to skip it: a template is compiled once per session
    and loaded from here by every later app, keyed by its name and file and checked against
    its source (an edited template is compiled again). Every app comes from ``create_app``,
    so every environment compiles a template to the same code.
    """

    def __init__(self) -> None:
        self.code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        code = self.code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self.code[bucket.key] = bucket.bytecode_to_string()


_BUILDERS: dict[tuple[Any, ...], Any] = {}


class BuiltOnceRule(Rule):
    """A URL rule whose URL builder is compiled once per session, not once per app.

    Werkzeug compiles two small Python functions for every rule of every app (they build the
    rule's URLs); the app has about a hundred rules, and compiling them was two thirds of
    ``create_app`` (56 ms of CPU an app; 19 ms with this). A builder depends only on what the
    key below holds (the rule's parsed parts, its defaults and domain, whether unknown values
    are appended) and reads the rule's converters through the rule it is bound to, so the
    same function serves every app's equal rule. ``tests/test_conftest_shortcuts.py`` pins
    that every endpoint builds the same URLs with it and without it.
    """

    def _compile_builder(self, append_unknown: bool = True) -> Any:
        key = (
            type(self.map),
            self.rule,
            self.subdomain,
            self.host,
            self.merge_slashes,
            append_unknown,
            tuple(self._trace),
            tuple(sorted(self.map.converters.items())),
            repr(sorted((self.defaults or {}).items())),
        )
        builder = _BUILDERS.get(key)
        if builder is None:
            builder = _BUILDERS[key] = super()._compile_builder(append_unknown)
        return builder


@pytest.fixture(scope="session", autouse=True)
def cheaper_apps() -> Iterator[None]:
    """Every app created in this session shares :class:`CompiledTemplates` and builds its
    rules as :class:`BuiltOnceRule` (Flask reads both from these class attributes when an
    app creates its Jinja environment and its rules)."""
    options, rule_class = Flask.jinja_options, Flask.url_rule_class
    Flask.jinja_options = {**options, "bytecode_cache": CompiledTemplates()}
    Flask.url_rule_class = BuiltOnceRule
    yield
    Flask.jinja_options, Flask.url_rule_class = options, rule_class


@pytest.fixture(scope="session", autouse=True)
def no_real_database(tmp_path_factory) -> Iterator[None]:
    """An app a test creates without naming a database uses a throwaway SQLite file, never
    the developer's ``instance/`` database or whatever ``DATABASE_URL`` points at."""
    before = os.environ.get("DATABASE_URL")
    os.environ["DATABASE_URL"] = f"sqlite:///{tmp_path_factory.mktemp('db') / 'any.sqlite3'}"
    yield
    if before is None:
        del os.environ["DATABASE_URL"]
    else:
        os.environ["DATABASE_URL"] = before


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory) -> Path:
    """A SQLite database brought up to date by the migrations once, copied for each test."""
    path = tmp_path_factory.mktemp("template") / "vantage.sqlite3"
    template = create_app({"SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{path}"})
    dispose(template)
    return path


@pytest.fixture
def database_uri(tmp_path, migrated_sqlite) -> str:
    """A fresh, migrated SQLite file of this test's own."""
    target = tmp_path / "vantage.sqlite3"
    shutil.copyfile(migrated_sqlite, target)
    return f"sqlite:///{target}"


def dispose(app: Flask) -> None:
    """Close the app's database connections (a test's app does not outlive the test)."""
    with app.app_context():
        db.engine.dispose()


@pytest.fixture
def app(database_uri) -> Iterator[Flask]:
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "WTF_CSRF_ENABLED": False,
            "SQLALCHEMY_DATABASE_URI": database_uri,
        }
    )
    yield app
    dispose(app)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def csrf_app(database_uri) -> Iterator[Flask]:
    """The app with CSRF protection on, as it runs for real."""
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": database_uri}
    )
    yield app
    dispose(app)
