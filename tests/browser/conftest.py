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
from collections.abc import Callable, Iterator
from typing import Any

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


LANGUAGES = {
    "en": {"locale": "en-GB", "extra_http_headers": {"Accept-Language": "en"}},
    "it": {"locale": "it-IT", "extra_http_headers": {"Accept-Language": "it-IT,it;q=0.9,en;q=0.5"}},
}
"""What a phone's browser says of its language (a context's options), by the language's code:
an Italian phone asks for Italian first, as an Italian phone does."""

NO_CONNECTION = ("ERR_INTERNET_DISCONNECTED", "ERR_FAILED", "Failed to fetch")
"""What Chromium logs for a request tried with no connection (ERR_FAILED: refused by the
service worker, which then had no network either): allowed on an ``offline`` phone only, the
one console error such a phone is expected to log."""

A_4XX_ANSWER = "the server responded with a status of 4"
"""What Chromium logs when a page is answered 4xx (a form with mistakes is a 422): expected."""


class Guards:
    """What every phone's pages did that fails a test: a request outside the app (anything
    not to the live server's own origin or a ``data:`` URL), a console error (a CSP
    violation is one) or an uncaught exception, each unless the phone allows it."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.outside: list[str] = []
        self.errors: list[str] = []

    def watch(self, page, allowed: tuple[str, ...]) -> None:
        page.on("request", lambda request: self.request(request.url))
        page.on("console", lambda message: self.console(message.type, message.text, allowed))
        page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))

    def request(self, url: str) -> None:
        if not (url.startswith("data:") or url == self.origin or url.startswith(self.origin + "/")):
            self.outside.append(url)

    def console(self, kind: str, text: str, allowed: tuple[str, ...]) -> None:
        if kind == "error" and not any(part in text for part in (A_4XX_ANSWER, *allowed)):
            self.errors.append(text)

    def check(self) -> None:
        assert self.outside == [], f"the page made requests outside the app: {self.outside}"
        assert self.errors == [], f"the page logged errors (CSP?): {self.errors}"


class Phones:
    """Phones opened on one browser, each a context of its own (its own cookies, storage and
    service worker), all watched by one :class:`Guards`; :meth:`close` closes them and fails
    on what the guards saw. The :func:`phone` fixture is the usual way to get one."""

    def __init__(self, browser, live_server: str) -> None:
        self.browser = browser
        self.live_server = live_server
        self.guards = Guards(live_server)
        self.contexts: list[Any] = []

    def open(
        self,
        *,
        viewport: dict[str, int] = PHONE_VIEWPORT,
        language: str | None = None,
        javascript: bool = True,
        mobile: bool = True,
        reduced_motion: str | None = None,
        timeout: float | None = None,
        offline: bool = False,
        service_workers: str | None = None,
        allowed_errors: tuple[str, ...] = (),
        timezone: str | None = None,
    ) -> Any:
        """A new phone's page (see :func:`phone` for the options)."""
        options: dict[str, Any] = {"viewport": viewport, "base_url": self.live_server}
        if mobile:
            options.update(is_mobile=True, has_touch=True)
        if not javascript:
            options["java_script_enabled"] = False
        if reduced_motion is not None:
            options["reduced_motion"] = reduced_motion
        if language is not None:
            options.update(LANGUAGES[language])
        if service_workers is not None:
            options["service_workers"] = service_workers
        if timezone is not None:
            options["timezone_id"] = timezone
        context = self.browser.new_context(**options)
        self.contexts.append(context)
        if timeout is not None:
            context.set_default_timeout(timeout)
        page = context.new_page()
        self.guards.watch(page, (*allowed_errors, *(NO_CONNECTION if offline else ())))
        return page

    def close(self) -> None:
        """Close every phone, then fail on any outside request or console error they made."""
        for context in self.contexts:
            context.close()
        self.guards.check()


@pytest.fixture
def phone(browser, live_server) -> Iterator[Callable[..., Any]]:
    """Opens a phone: a browser context of its own at a phone's size, and a page in it,
    returned. Every phone the test opened is closed after it, and the test fails if any page
    of theirs requested anything outside the app or logged a console error (a CSP violation
    is one; :class:`Guards`).

    ``viewport`` (a phone's by default), ``language`` ("en" or "it", :data:`LANGUAGES`; the
    browser's own when ``None``), ``javascript`` on or off, ``mobile`` (a phone's screen and
    touch; off for a plain small window), ``reduced_motion`` ("reduce"), ``timeout`` (the
    page's default wait, ms). ``offline=True`` says the phone will lose its connection
    (``context.set_offline``): the errors Chromium logs for requests then tried
    (:data:`NO_CONNECTION`) are allowed, and no other. ``allowed_errors`` allows console
    errors containing one of its texts, for a test that expects one; never a blanket switch.
    ``service_workers="block"`` keeps the service worker out (a test of looks, not offline).
    ``timezone`` is the phone's IANA zone ("Europe/Rome"; the machine's when ``None``).
    Several phones in one test: call it once for each."""
    phones = Phones(browser, live_server)
    try:
        yield phones.open
    finally:
        phones.close()


@pytest.fixture
def page(phone):
    """A phone's page, English by the browser's own default, guarded (:func:`phone`)."""
    return phone()


@pytest.fixture
def italian_page(phone):
    """A phone whose browser asks for Italian first, as an Italian phone does."""
    return phone(language="it")


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


def later_scripts_in(page) -> None:
    """Wait until the form's later scripts have run (static/later.js, once the page has loaded:
    Sagrada's typed rows are read by them; until then by the server, as without JavaScript)."""
    page.evaluate("() => window.vantageLater && window.vantageLater.then(() => true)")


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
