"""The two shortcuts ``tests/conftest.py`` takes to make each test's app cheaper change nothing
an app does: a rule built as :class:`BuiltOnceRule` builds every URL Werkzeug's own rule
builds, and a page rendered from :class:`CompiledTemplates` is the page compiled afresh."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask
from werkzeug.routing import IntegerConverter, Rule

from app import create_app
from tests.conftest import BuiltOnceRule, CompiledTemplates, dispose


@pytest.fixture
def plain_app(database_uri) -> Iterator[Flask]:
    """An app made without either shortcut: Werkzeug's rules and no bytecode cache."""
    options, rule_class = Flask.jinja_options, Flask.url_rule_class
    Flask.jinja_options = {k: v for k, v in options.items() if k != "bytecode_cache"}
    Flask.url_rule_class = Rule
    try:
        app = create_app(
            {
                "TESTING": True,
                "SECRET_KEY": "test",
                "WTF_CSRF_ENABLED": False,
                "SQLALCHEMY_DATABASE_URI": database_uri,
            }
        )
    finally:
        Flask.jinja_options, Flask.url_rule_class = options, rule_class
    yield app
    dispose(app)


def sample_values(rule: Rule) -> dict[str, object]:
    """A value for each of a rule's arguments (a number where it takes one)."""
    return {
        name: 7 if isinstance(converter, IntegerConverter) else "a b/ç"
        for name, converter in rule._converters.items()
    }


def test_the_apps_under_test_use_both_shortcuts(app):
    assert isinstance(app.jinja_env.bytecode_cache, CompiledTemplates)
    assert all(isinstance(rule, BuiltOnceRule) for rule in app.url_map.iter_rules())


def test_every_rule_builds_the_urls_werkzeugs_own_rule_builds(app, plain_app):
    ours = {rule.endpoint: rule for rule in app.url_map.iter_rules()}
    werkzeugs = {rule.endpoint: rule for rule in plain_app.url_map.iter_rules()}
    assert ours.keys() == werkzeugs.keys()
    assert not any(isinstance(rule, BuiltOnceRule) for rule in werkzeugs.values())
    for endpoint, rule in werkzeugs.items():
        values = sample_values(rule)
        for extra in ({}, {"lang": "it", "x": "1 2"}):
            for append_unknown in (True, False):
                assert ours[endpoint].build({**values, **extra}, append_unknown) == rule.build(
                    {**values, **extra}, append_unknown
                ), endpoint


@pytest.mark.parametrize("path", ["/", "/panorama/", "/sagrada/rules", "/tsukimi/?lang=it"])
def test_a_page_from_the_shared_compiled_templates_is_the_page_compiled_afresh(
    app, plain_app, database_uri, path
):
    app.test_client().get(path)  # compiled into the shared cache, if no test did it before
    cache = app.jinja_env.bytecode_cache
    assert isinstance(cache, CompiledTemplates) and cache.code
    later = create_app(dict(app.config))  # its templates come from the shared cache
    try:
        again = later.test_client().get(path)
    finally:
        dispose(later)
    afresh = plain_app.test_client().get(path)
    assert again.status_code == afresh.status_code == 200
    assert again.get_data() == afresh.get_data()
