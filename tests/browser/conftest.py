"""Browser tier: real Chromium (Debian's package, never a downloaded browser) at a phone size.

The app runs on a loopback port in a thread; Playwright drives /usr/bin/chromium through
``executable_path``. Without Chromium the tier is skipped locally, but fails under CI, where
``.ci/run`` installs it and the tier must run.
"""

from __future__ import annotations

import os
import re
import shutil
import threading
from collections.abc import Iterator

import pytest
from werkzeug.serving import make_server

from app import create_app

PHONE_VIEWPORT = {"width": 390, "height": 844}
NARROW_PHONE_VIEWPORT = {"width": 360, "height": 740}
CHROMIUM_FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
WCAG_A_AA = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}


def chromium_path() -> str | None:
    for candidate in (os.environ.get("CHROMIUM"), "chromium", "/usr/bin/chromium"):
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


@pytest.fixture(scope="session")
def live_server() -> Iterator[str]:
    app = create_app({"SECRET_KEY": "browser-tests"})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    executable = chromium_path()
    if executable is None:
        if os.environ.get("CI"):
            pytest.fail("Chromium is not installed; .ci/run must install Debian's chromium.")
        pytest.skip("Chromium is not installed (apt-get install chromium); browser tier skipped.")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser, live_server):
    context = browser.new_context(
        viewport=PHONE_VIEWPORT, is_mobile=True, has_touch=True, base_url=live_server
    )
    page = context.new_page()
    outside: list[str] = []
    page.on(
        "request",
        lambda request: (
            None if request.url.startswith((live_server, "data:")) else outside.append(request.url)
        ),
    )
    console_errors: list[str] = []
    page.on(
        "console",
        lambda m: (
            console_errors.append(m.text)
            if m.type == "error" and "the server responded with a status of 4" not in m.text
            else None
        ),
    )
    yield page
    context.close()
    assert outside == [], f"the page made requests outside the app: {outside}"
    assert console_errors == [], f"the page logged errors (CSP?): {console_errors}"


ITALIAN_PHONE = {
    "locale": "it-IT",
    "extra_http_headers": {"Accept-Language": "it-IT,it;q=0.9,en;q=0.5"},
}
"""What an Italian phone's browser says of its language (a context's options)."""


@pytest.fixture
def italian_page(browser, live_server):
    """A phone whose browser asks for Italian first, as an Italian phone does."""
    context = browser.new_context(
        viewport=PHONE_VIEWPORT,
        is_mobile=True,
        has_touch=True,
        base_url=live_server,
        **ITALIAN_PHONE,
    )
    yield context.new_page()
    context.close()


def reachable_without_a_scroll(page, selector: str) -> bool:
    """Wholly inside the viewport and above the sticky Score bar: a thumb reaches it where the
    page stands."""
    return page.evaluate(
        """selector => {
          const box = document.querySelector(selector).getBoundingClientRect();
          const bar = document.querySelector(".action-bar").getBoundingClientRect();
          return box.top >= 0 && box.bottom <= Math.min(innerHeight, bar.top);
        }""",
        selector,
    )


def scrolling_stopped(page) -> None:
    """Wait for a smooth scroll to end (5 frames without moving)."""
    page.evaluate(
        """() => new Promise(resolve => {
          let last = null, same = 0;
          const look = () => {
            same = scrollY === last ? same + 1 : 0;
            last = scrollY;
            same >= 5 ? resolve() : requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        })"""
    )


def axe_violations(page) -> list[str]:
    """WCAG 2 A/AA violations axe finds on the current page, one line each."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, options=WCAG_A_AA)
    return [
        f"{v['id']}: {v['help']} ({len(v['nodes'])}× e.g. {v['nodes'][0]['target']})"
        for v in results.response["violations"]
    ]


def assert_no_horizontal_scroll(page) -> None:
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px"


def small_tap_targets(page) -> list[str]:
    """Visible buttons, links, selects and inputs smaller than 44 × 44 px (checkboxes aside:
    they sit inside a label chip that is the tap target)."""
    return page.evaluate(
        """() => Array.from(document.querySelectorAll(
              'button, a.button, select, ' +
              'input:not([type=hidden]):not([type=checkbox]):not([type=radio])'))
            .filter(e => e.offsetParent !== null && !e.closest('.visually-hidden'))
            .filter(e => {
              const r = e.getBoundingClientRect();
              return r.height < 44 || r.width < 44;
            })
            .map(e => (e.id || e.name || e.textContent.trim()).slice(0, 40))"""
    )


def settle(page) -> None:
    """Wait until every queued in-place edit (vantage.js) has come back from the server."""
    page.wait_for_selector("html:not([data-pending])", state="attached")


def podium_totals(page) -> dict[str, int]:
    """Every player's total as the result page's ranking shows it."""
    rows = page.locator(".ranking li")
    return {
        rows.nth(i).locator(".name").inner_text(): int(
            rows.nth(i).locator(".points").inner_text().split()[0].replace("−", "-")
        )
        for i in range(rows.count())
    }


def ranked_points(page, rank: int) -> int:
    """The total shown for the player ranked ``rank`` on the result page (exact, signed)."""
    return int(page.inner_text(f".ranking li.rank-{rank} .points").split()[0].replace("−", "-"))


SCORE_BUTTON = re.compile(r"^(Score this game|Calcola il punteggio)$")
"""The Score button's name in each language the app speaks."""


def score_the_game(page) -> None:
    """Tap Score (in English or Italian, as the page speaks) and wait for the result, failing
    with the error summary if one shows."""
    page.get_by_role("button", name=SCORE_BUTTON).click()
    page.wait_for_selector("#podium-title, #error-summary")
    assert page.query_selector("#error-summary") is None, page.inner_text("#error-summary")
