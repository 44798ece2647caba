"""Secure by default: strict CSP, size limit, CSRF on forms, escaped output."""

from __future__ import annotations

import json
import re

import pytest

from app import create_app
from scoring import SLUGS
from tests.conftest import load_example
from tests.web.formdata import flatten
from web.config import CSRF_TOKEN_LIFETIME_SECONDS
from web.games import get_adapter
from web.tables.bgstats import CREATE_PLAY as BGSTATS_IMPORT


def test_every_page_sends_a_strict_content_security_policy(client):
    response = client.get("/")
    policy = response.headers["Content-Security-Policy"]
    assert "default-src 'none'" in policy
    assert "script-src 'self'" in policy
    assert "unsafe-inline" not in policy
    assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_pages_have_no_inline_script_or_style(client):
    html = client.get("/").get_data(as_text=True)
    assert "<script>" not in html
    assert "style=" not in html


def test_csrf_token_survives_a_long_game_night():
    app = create_app({"TESTING": True, "SECRET_KEY": "x"})
    assert app.config["WTF_CSRF_TIME_LIMIT"] >= 12 * 60 * 60
    assert CSRF_TOKEN_LIFETIME_SECONDS >= 12 * 60 * 60


def test_secret_key_comes_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("SECRET_KEY", "from-env")
    app = create_app({"TESTING": True})
    assert app.config["SECRET_KEY"] == "from-env"


def test_secret_key_default_is_random_and_kept_in_the_instance_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    from web.config import secret_key

    first = secret_key(str(tmp_path))
    assert len(first) >= 32
    assert secret_key(str(tmp_path)) == first
    assert (tmp_path / "secret_key").read_text() == first


def test_request_size_is_limited(client):
    response = client.post("/panorama/", data={"x": "y" * 400_000}, follow_redirects=True)
    assert response.status_code == 413


def test_unknown_page_is_a_friendly_404(client):
    response = client.get("/no-such-game/")
    assert response.status_code == 404
    assert "There is no page here" in response.get_data(as_text=True)


def test_session_cookie_is_not_sent_on_cross_site_posts(app):
    """With gzip on, this is what keeps the CSRF token from being probed (BREACH)."""
    assert app.config["SESSION_COOKIE_SAMESITE"] == "Lax"


@pytest.mark.parametrize("slug", SLUGS)
def test_form_pages_echo_nothing_from_the_query_string(client, slug):
    page = client.get(f"/{slug}/?guess=zq7xw&players-0=zq7xw").get_data(as_text=True)
    assert "zq7xw" not in page


PAGES_BY_GAME = {slug: [f"/{slug}/", f"/{slug}/rules"] for slug in SLUGS}


@pytest.mark.parametrize("slug", SLUGS)
def test_no_page_has_inline_code_or_outside_addresses(client, slug):
    """Form, form with errors, result and rules of every game, checked against the CSP."""
    example = load_example(slug)["state"]
    pages = [client.get(path).get_data(as_text=True) for path in PAGES_BY_GAME[slug]]
    refilled = client.post(f"/{slug}/edit", data={"state": json.dumps(example)})
    pages.append(refilled.get_data(as_text=True))
    pages.append(
        client.post(f"/{slug}/", data={"players-0": "x" * 40}, follow_redirects=True).get_data(
            as_text=True
        )
    )
    with client.application.test_request_context():
        form_data = flatten(get_adapter(slug).form_data_from_state(example))
    result = client.post(f"/{slug}/", data=form_data, follow_redirects=True)
    assert result.status_code == 200 and 'id="podium-title"' in result.get_data(as_text=True)
    pages.append(result.get_data(as_text=True))
    for html in pages:
        assert not re.search(r"<script(?![^>]*\ssrc=)", html), "inline script"
        assert not re.search(r"\sstyle=", html), "inline style attribute"
        assert "<style" not in html
        assert not re.search(r"\son[a-z]+=", html), "inline event handler"
        assert not re.search(r"(?:src|action)=\"(?:https?:)?//", html), "outside address"
        # The one link out is the result's "Send to BG Stats", followed by the player (issue 25).
        outside = re.findall(r"href=\"((?:https?:)?//[^\"]*)\"", html)
        assert all(link.startswith(BGSTATS_IMPORT) for link in outside), "outside address"
