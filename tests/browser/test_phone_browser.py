"""On the phone (issue 15), in Chromium at 390 × 844: another game with the same players, the
last names offered again, running totals while entering, and a table entered offline.

Several phones are several browser contexts (each its own storage); "offline" is the
context's own network switch (``set_offline``), as when a phone loses its signal.
"""

from __future__ import annotations

import pytest

from scoring import SLUGS
from tests.browser.conftest import axe_violations, podium_totals, settle
from tests.conftest import load_example

pytestmark = pytest.mark.browser

OFFLINE_SCORE = (
    "You are offline: this table is kept on this phone and will be scored when the "
    "connection is back."
)
OFFLINE_EDIT = "You are offline: this button needs the connection."
TOTALS = "[data-running-totals]"
CHIPS = "[data-name-chips]"
ANOTHER_GAME = "section.another-game"
GAME_NAMES = {
    "panorama": "Panorama",
    "solstis": "Solstis",
    "sagrada": "Sagrada with the Panorama expansion",
    "topiary": "Topiary",
    "tsukimi": "Tsukimi",
}


def saved_sample(page, slug: str) -> str:
    """A game's sample table saved through the API (as another phone would have); its page."""
    response = page.request.post(
        "/api/v1/tables", data={"game": slug, "state": load_example(slug)["state"]}
    )
    assert response.status == 201
    url: str = response.json()["url"]
    return url


def open_sample_form(page, slug: str) -> None:
    """The sample table on its game's form, as "Edit a copy of this table" opens it."""
    page.goto(saved_sample(page, slug))
    page.click("text=Edit a copy of this table")
    page.wait_for_selector("form[data-draft]")


def names_on_form(page, count: int) -> list[str]:
    return page.evaluate(
        """count => Array.from(document.querySelectorAll('input[name^="players-"]'))
             .filter(i => /^players-\\d+(-name)?$/.test(i.name)).slice(0, count)
             .map(i => i.value)""",
        count,
    )


def running_totals(page) -> list[str]:
    """The Score bar's totals as the player reads them: ["Ann 11", "Ben 31"]."""
    return [
        " ".join(item.split())
        for item in page.locator(f"{TOTALS} .running-total").all_inner_texts()
    ]


def wait_for_totals(page, expected: list[str]) -> None:
    page.wait_for_function(
        """expected => Array.from(
               document.querySelectorAll('[data-running-totals] .running-total'))
             .map(e => e.textContent.replace(/\\s+/g, ' ').trim())
             .join('|') === expected.join('|')""",
        arg=expected,
    )


def wait_for_the_service_worker(page, slug: str) -> None:
    """Until the service worker runs this page and has kept ``slug``'s form (which a game's
    form asks it to keep, issue 24)."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    for _ in range(100):
        if page.evaluate(
            """slug => caches.keys().then(names => names.length === 1 &&
                 caches.open(names[0]).then(cache => cache.match('/' + slug + '/',
                   { ignoreSearch: true })))
               .then(kept => !!kept)""",
            slug,
        ):
            return
        page.wait_for_timeout(100)
    raise AssertionError("the service worker kept no form")


def kept_paths(page) -> list[str]:
    return list(
        page.evaluate(
            """() => caches.keys().then(names => Promise.all(names.map(n => caches.open(n)
                 .then(c => c.keys()).then(keys => keys.map(k => new URL(k.url).pathname)))))
                 .then(lists => lists.flat())"""
        )
    )


def score_here(page) -> None:
    page.click("text=Score this game")
    page.wait_for_selector("#podium-title")


# Score another game with these players.


def test_another_game_opens_topiary_with_the_four_panorama_players(phone):
    page = phone()
    page.goto(saved_sample(page, "panorama"))
    section = page.locator(ANOTHER_GAME)
    assert section.locator("h2").inner_text() == "Score another game with these players"
    assert section.locator("button").all_inner_texts() == [GAME_NAMES[slug] for slug in SLUGS]
    assert axe_violations(page) == []
    section.get_by_role("button", name="Topiary").click()
    page.wait_for_selector("#players-0-name")
    assert page.input_value("#player_count") == "4"
    assert names_on_form(page, 4) == ["Ann", "Ben", "Cat", "Dev"]
    assert page.query_selector("#error-summary") is None


def test_another_game_of_two_seats_the_first_two_and_says_so(phone):
    page = phone()
    page.goto(saved_sample(page, "panorama"))
    solstis = page.locator(ANOTHER_GAME).get_by_role("button", name="Solstis")
    assert solstis.get_attribute("aria-describedby") == "another-game-solstis-note"
    assert (
        page.inner_text("#another-game-solstis-note")
        == "Solstis takes 2 players at most: Ann, Ben."
    )
    solstis.click()
    page.wait_for_selector("#players-1-name")
    assert [page.input_value(f"#players-{seat}-name") for seat in range(2)] == ["Ann", "Ben"]


def test_another_game_works_without_javascript(phone):
    page = phone(javascript=False)
    page.goto(saved_sample(page, "topiary"))
    page.locator(ANOTHER_GAME).get_by_role("button", name=GAME_NAMES["sagrada"]).click()
    page.wait_for_selector("#players-2-name")
    assert page.input_value("#player_count") == "3"
    assert names_on_form(page, 3) == ["Ann", "Ben", "Cat"]
    # Nothing of the phone's extras without JavaScript: no chips, no totals, no notice.
    assert page.query_selector(CHIPS) is None
    assert page.query_selector(TOTALS) is None
    assert page.is_hidden("[data-offline-notice]")


# The last names, offered again on this phone.


def test_the_last_names_fill_a_blank_form_and_its_player_count_in_one_tap(phone):
    page = phone()
    open_sample_form(page, "panorama")
    score_here(page)  # Scored on this phone: its names are remembered here.
    page.goto("/topiary/")
    chips = page.locator(CHIPS)
    assert chips.locator(".chip").all_inner_texts() == [
        "Everyone: Ann, Ben, Cat, Dev",
        "Ann",
        "Ben",
        "Cat",
        "Dev",
    ]
    assert axe_violations(page) == []
    chips.get_by_role("button", name="Everyone: Ann, Ben, Cat, Dev").click()
    settle(page)
    page.wait_for_function("document.querySelector('#players-3-name')?.value === 'Dev'")
    assert page.input_value("#player_count") == "4"
    assert names_on_form(page, 4) == ["Ann", "Ben", "Cat", "Dev"]
    assert page.query_selector(CHIPS) is None  # Every name is in: nothing left to offer.
    # The headings follow (the shared data-name-of hook sees the filled names).
    assert "Dev" in page.inner_text("#main")


def test_each_name_chip_fills_the_next_empty_name_field(phone):
    page = phone()
    open_sample_form(page, "tsukimi")
    score_here(page)
    page.goto("/sagrada/")
    page.locator(CHIPS).get_by_role("button", name="Ben", exact=True).click()
    assert page.input_value("#players-0-name") == "Ben"
    assert page.locator(f"{CHIPS} .chip").all_inner_texts() == ["Ann"]  # "Everyone" is gone.
    page.locator(CHIPS).get_by_role("button", name="Ann", exact=True).click()
    assert page.input_value("#players-1-name") == "Ann"
    assert page.query_selector(CHIPS) is None


def test_another_phone_is_offered_no_names(phone):
    first, second = phone(), phone()
    open_sample_form(first, "tsukimi")
    score_here(first)
    first.goto("/tsukimi/")
    first.wait_for_selector(CHIPS)
    second.goto("/tsukimi/")
    second.wait_for_selector("#players-0-name")
    assert second.query_selector(CHIPS) is None


def test_a_result_only_seen_is_not_remembered_as_this_phones_names(phone):
    page = phone()
    page.goto(saved_sample(page, "tsukimi"))  # Another phone scored it; this one just looks.
    page.goto("/tsukimi/")
    page.wait_for_selector("#players-0-name")
    assert page.query_selector(CHIPS) is None


# Running totals while entering.


@pytest.mark.parametrize("slug", SLUGS)
def test_running_totals_show_the_sample_tables_expected_totals(phone, slug):
    page = phone()
    open_sample_form(page, slug)
    expected = load_example(slug)["expect"]["totals"]
    wait_for_totals(page, [f"{name} {total}".replace("-", "−") for name, total in expected.items()])
    assert axe_violations(page) == []


def test_running_totals_wait_for_typing_to_stop_and_dash_a_table_with_problems(phone):
    page = phone()
    asked: list[str] = []
    page.on(
        "request", lambda request: asked.append(request.url) if "/totals" in request.url else None
    )
    open_sample_form(page, "tsukimi")
    wait_for_totals(page, ["Ann 11", "Ben 31"])
    before = len(asked)
    page.fill("#players-1-name", "")
    page.locator("#players-1-name").press_sequentially("Bea", delay=60)
    wait_for_totals(page, ["Ann 11", "Bea 31"])
    assert len(asked) - before <= 2  # Not one request per key.
    page.fill("#players-1-name", "ann")  # Names must differ: the table has a problem.
    wait_for_totals(page, ["Ann —", "ann —"])
    page.fill("#players-1-name", "Ben")
    wait_for_totals(page, ["Ann 11", "Ben 31"])


def test_running_totals_of_six_players_leave_the_score_bar_as_tall_as_without_them(phone):
    # Beside the button, not above it: the bar covers no more of the page than before.
    plain, live = phone(javascript=False), phone()
    plain.goto("/sagrada/")
    live.goto("/sagrada/")
    live.select_option("#player_count", "6")
    settle(live)
    wait_for_totals(live, [f"Player {seat} —" for seat in range(1, 7)])
    height = "document.querySelector('.action-bar').getBoundingClientRect().height"
    assert live.evaluate(height) <= plain.evaluate(height) + 0.5


def test_running_totals_cover_no_control(phone):
    page = phone()
    open_sample_form(page, "sagrada")
    page.wait_for_selector(f"{TOTALS} .running-total")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    covered = page.evaluate(
        """() => {
          const bar = document.querySelector('.action-bar').getBoundingClientRect();
          const controls = '#main button, #main a, #main input, #main select';
          return Array.from(document.querySelectorAll(controls))
            .filter(e => !e.closest('.action-bar') && e.offsetParent !== null)
            .filter(e => !e.closest('.visually-hidden'))
            .filter(e => {
              const r = e.getBoundingClientRect();
              return r.bottom > bar.top && r.top < bar.bottom;
            })
            .map(e => e.id || e.textContent.trim());
        }"""
    )
    assert covered == []


# Offline: kept on the phone, scored when the connection is back.


def test_a_table_scored_offline_is_kept_then_scored_when_the_connection_is_back(phone):
    page = phone(offline=True)
    open_sample_form(page, "tsukimi")
    form_url = page.url
    page.context.set_offline(True)
    page.click("text=Score this game")
    page.wait_for_selector("[data-offline-notice]:visible")
    assert page.inner_text("[data-offline-notice]:visible") == OFFLINE_SCORE
    assert page.url == form_url  # Still the form, nothing lost.
    page.context.set_offline(False)
    page.wait_for_url("**/t/*")
    assert podium_totals(page) == {"Ann": 11, "Ben": 31}


def test_a_table_kept_offline_is_scored_from_the_form_reopened_later(phone):
    # Scored with no connection, then the phone opens the game's form again, still offline
    # (the service worker's copy): the table is offered, then scored once the connection is
    # back, with a token of this phone's session.
    page = phone(offline=True)
    open_sample_form(page, "tsukimi")
    wait_for_the_service_worker(page, "tsukimi")
    page.context.set_offline(True)
    page.click("text=Score this game")
    page.wait_for_selector("[data-offline-notice]:visible")
    page.goto("/tsukimi/")
    page.wait_for_selector("[data-draft-banner]", state="visible")
    assert page.inner_text("[data-offline-notice]:visible") == OFFLINE_SCORE
    page.click('button[data-draft-choice="continue"]')  # Drawn from the kept form.
    settle(page)
    assert page.input_value("#players-0-name") == "Ann"
    page.context.set_offline(False)
    page.wait_for_url("**/t/*")
    assert podium_totals(page) == {"Ann": 11, "Ben": 31}


def test_the_service_worker_keeping_pages_never_outdates_the_form_being_filled(phone):
    # A first visit: the worker installs (and keeps every form) while this form is open; the
    # form's token must still be this phone's when Score is tapped.
    page = phone()
    open_sample_form(page, "panorama")
    wait_for_the_service_worker(page, "panorama")
    score_here(page)
    assert podium_totals(page) == {"Ann": 56, "Ben": 30, "Cat": 37, "Dev": 63}


def test_a_games_form_opens_with_no_connection_once_it_was_visited_and_no_other_is_kept(phone):
    page = phone(offline=True)
    page.goto("/solstis/")
    wait_for_the_service_worker(page, "solstis")
    page.context.set_offline(True)
    page.goto("/solstis/")
    assert page.locator("h1").inner_text().startswith("Score Solstis")
    page.fill("#players-0-name", "Ann")
    assert page.input_value("#players-0-name") == "Ann"
    kept = kept_paths(page)
    assert "/solstis/rules" in kept
    assert not [path for path in kept if path.startswith(("/tsukimi", "/panorama"))]
    assert "/" not in kept  # Issue 24: only what the phone asked for.
    page.context.set_offline(False)


def test_an_edit_button_offline_says_it_needs_the_connection_and_keeps_the_form(phone):
    """With no page kept (the service worker kept out: it would keep the game's forms since
    issue 24, so that the change of count works offline), an edit says it needs the
    connection and the form stays as typed."""
    page = phone(offline=True, service_workers="block")
    page.goto("/panorama/")
    page.fill("#players-0", "Ann")
    page.context.set_offline(True)
    page.select_option("#player_count", "4")
    page.wait_for_selector("[data-offline-notice]:visible")
    assert page.inner_text("[data-offline-notice]:visible").startswith(OFFLINE_EDIT)
    assert page.input_value("#players-0") == "Ann"
    page.context.set_offline(False)


def test_saved_tables_are_never_kept_by_the_service_worker(phone):
    page = phone()
    page.goto("/topiary/")
    wait_for_the_service_worker(page, "topiary")
    url = saved_sample(page, "topiary")
    page.goto(url)
    page.reload()
    kept = kept_paths(page)
    assert "/topiary/" in kept and "/topiary/rules" in kept
    assert not [path for path in kept if path.startswith("/t/")]
