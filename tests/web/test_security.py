"""Secure by default: strict CSP, size limit, CSRF on forms, escaped output."""

from __future__ import annotations

import base64
import gzip
import hashlib
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


def hash_source(text: str) -> str:
    """The CSP hash-source of ``text``, worked out here as a browser does."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def the_policy(style: str) -> str:
    """The whole policy of a page whose one inline stylesheet is ``style``."""
    return (
        "default-src 'none'; script-src 'self'; "
        f"style-src 'self' {hash_source(style)}; "
        "img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; "
        "worker-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    )


INLINE_STYLE = re.compile(r'<style data-css="[a-z-]+\.css">([^<]*)</style>')


def test_every_page_sends_a_strict_content_security_policy(client):
    response = client.get("/")
    [style] = INLINE_STYLE.findall(response.get_data(as_text=True))
    assert response.headers["Content-Security-Policy"] == the_policy(style)
    assert "unsafe-inline" not in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_pages_have_no_inline_script_or_style_but_their_stylesheet(client):
    html = client.get("/").get_data(as_text=True)
    assert "<script>" not in html
    assert "style=" not in html
    assert html.count("<style") == 1


@pytest.mark.parametrize("slug", SLUGS)
def test_each_page_s_policy_allows_its_own_stylesheet_only(client, slug):
    # Issue 24: the stylesheet is in the page (no round trip before the first paint); the
    # policy names its exact text's hash, on the blank form drawn, the one kept and
    # drawn no more (web/entry/blank_pages.py), its rules page and a 304.
    other = "sagrada" if slug != "sagrada" else "panorama"
    [other_style] = INLINE_STYLE.findall(client.get(f"/{other}/").get_data(as_text=True))
    for address in (f"/{slug}/", f"/{slug}/", f"/{slug}/rules"):
        response = client.get(address, headers={"Accept-Encoding": "gzip"})
        html = gzip.decompress(response.get_data()).decode()
        [style] = INLINE_STYLE.findall(html)
        policy = response.headers["Content-Security-Policy"]
        assert policy == the_policy(style), address
        if style != other_style:
            assert hash_source(other_style) not in policy
        again = client.get(address, headers={"If-None-Match": response.headers["ETag"]})
        if again.status_code == 304:  # A form's token may have been signed anew.
            assert again.headers["Content-Security-Policy"] == policy
    assert (
        client.get("/rules/no-such-page").headers["Content-Security-Policy"].count("'sha256-") == 1
    )  # The friendly 404 holds the site's stylesheet too.


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
    responses = [client.get(path) for path in PAGES_BY_GAME[slug]]
    responses.append(client.post(f"/{slug}/edit", data={"state": json.dumps(example)}))
    responses.append(client.post(f"/{slug}/", data={"players-0": "x" * 40}, follow_redirects=True))
    with client.application.test_request_context():
        form_data = flatten(get_adapter(slug).form_data_from_state(example))
    result = client.post(f"/{slug}/", data=form_data, follow_redirects=True)
    assert result.status_code == 200 and 'id="podium-title"' in result.get_data(as_text=True)
    responses.append(result)
    for response in responses:
        html = response.get_data(as_text=True)
        assert not re.search(r"<script(?![^>]*\ssrc=)", html), "inline script"
        assert not re.search(r"\sstyle=", html), "inline style attribute"
        # The one <style> element: the page's stylesheet, which its policy allows by hash.
        [style] = INLINE_STYLE.findall(html)
        assert html.count("<style") == 1
        assert response.headers["Content-Security-Policy"] == the_policy(style)
        assert not re.search(r"\son[a-z]+=", html), "inline event handler"
        assert not re.search(r"(?:src|action)=\"(?:https?:)?//", html), "outside address"
        # The one link out is the result's "Send to BG Stats", followed by the player (issue 25).
        outside = re.findall(r"href=\"((?:https?:)?//[^\"]*)\"", html)
        assert all(link.startswith(BGSTATS_IMPORT) for link in outside), "outside address"
