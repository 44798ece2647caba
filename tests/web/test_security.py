"""Secure by default: strict CSP, size limit, CSRF on forms, escaped output."""

from __future__ import annotations

from app import CSRF_TOKEN_LIFETIME_SECONDS, create_app
from web.security import CONTENT_SECURITY_POLICY


def test_every_page_sends_a_strict_content_security_policy(client):
    response = client.get("/")
    policy = response.headers["Content-Security-Policy"]
    assert policy == CONTENT_SECURITY_POLICY
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
    from app import _secret_key

    first = _secret_key(str(tmp_path))
    assert len(first) >= 32
    assert _secret_key(str(tmp_path)) == first
    assert (tmp_path / "secret_key").read_text() == first


def test_request_size_is_limited(client):
    response = client.post("/panorama/", data={"x": "y" * 400_000})
    assert response.status_code == 413


def test_unknown_page_is_a_friendly_404(client):
    response = client.get("/no-such-game/")
    assert response.status_code == 404
    assert "There is no page here" in response.get_data(as_text=True)
