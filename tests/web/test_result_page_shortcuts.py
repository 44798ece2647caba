"""The result page's shortcuts (issue 24, fifth round) draw what the template drew.

- Panorama's panoramas, each a ``<details>`` with its card and set lines, its Awards and its
  total, are drawn in Python (``web.games.panorama.result.panorama_sections_markup``): the
  markup is the template loop's it replaced (kept here, :data:`PANORAMAS_LOOP`, as it was in
  ``templates/panorama/result.html``), for every sample, largest and random table, in both
  languages, and for panoramas the scorer never makes (one or three players, five and more
  panoramas or four, values to escape, Awards without a name or a rule).
- A saved table's page words the result it read where it is (``scoring.neutral.worded``
  with ``in_place``): the same result as worded from a copy, for every game's sample,
  largest and random tables in both languages, and odd bodies.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring import get_game
from scoring.i18n import language
from scoring.neutral import worded
from tests.samples import largest_table, sample_state
from tests.scoring.test_words_are_data import STRATEGIES
from web.games import get_adapter
from web.games.panorama.result import PHASE_NAMES, card_lines_markup
from web.tables.kept_language import kept_result, shown_result

PANORAMAS_LOOP = """\
<section aria-labelledby="panoramas-title">
    {% for panorama in view.panoramas %}
      <details class="section" id="panorama-{{ panorama.phase }}-{{ panorama.index }}"{% if view.panoramas|length <= 4 %} open{% endif %}>
        <summary>
          <span>{% if panorama.players|length == 2 %}{{ _("%(phase)s: %(first)s and %(second)s", phase=phase_names[panorama.phase], first=panorama.players[0], second=panorama.players[1]) }}{% else %}{{ _("%(phase)s: %(player)s", phase=phase_names[panorama.phase], player=panorama.players|join(", ")) }}{% endif %}</span>
          <span class="summary-note">{{ ngettext("%(num)d point", "%(num)d points", panorama.total) }}</span>
        </summary>
        <div class="section-body">
          <ol class="items">
            {# Each card's line, then each set's: web/games/panorama/adapter.py card_lines_markup. #}
            {{ card_lines[loop.index0] -}}
            {% for won in panorama.awards %}
              <li class="item">
                <div class="item-head"><span class="item-label">{{ _("Award: %(award)s", award=award_names.get(won.award) or won.name or won.award) }}</span><span class="item-points">{{ won.points }}</span></div>
                {{ rule_link(won.rule) -}}
              </li>
            {% endfor %}
          </ol>
          <p>{% if panorama.players|length == 2 %}{{ _("<strong>Panorama total: %(points)d</strong>, for both %(first)s and %(second)s.", points=panorama.total, first=panorama.players[0], second=panorama.players[1]) }}{% else %}{{ _("<strong>Panorama total: %(points)d</strong>.", points=panorama.total) }}{% endif %}</p>
        </div>
      </details>
    {% endfor %}
  </section>"""  # noqa: E501 (the template's lines, as they were)
"""The template's loop over a Panorama result's panoramas, as it was before it was drawn in
Python, inside the section around it (so its whitespace is the page's)."""

PHONES = {"en": "en-GB,en;q=0.9", "it": "it-IT,it;q=0.9"}


def shown(slug: str, state: Any) -> dict[str, Any]:
    """The table's result as its saved page shows it, in the request's language."""
    return shown_result(slug, state, kept_result(get_game(slug).score_state(state).to_dict()))


def assert_panoramas_drawn_as_the_template_drew_them(app, view: dict[str, Any]) -> None:
    """The page's panoramas (``result_context``) are the template loop's, with the names it
    was given then (the page's Award and phase names, each panorama's card lines)."""
    context = get_adapter("panorama").result_context(view)
    drawn = app.jinja_env.from_string(PANORAMAS_LOOP).render(
        view=view,
        award_names=context["award_names"],
        phase_names={phase: str(name) for phase, name in PHASE_NAMES.items()},
        card_lines=[card_lines_markup(panorama) for panorama in view.get("panoramas") or []],
    )
    sections = context["panorama_sections"]
    assert drawn == f'<section aria-labelledby="panoramas-title">\n{sections}</section>'


def in_both_languages(app, slug: str, state: Any, check) -> None:
    for header in PHONES.values():
        with app.test_request_context(headers={"Accept-Language": header}):
            app.preprocess_request()
            check(shown(slug, state))


@pytest.mark.parametrize("which", ["sample", "largest"])
def test_panorama_sections_are_the_template_loops(app, which: str) -> None:
    state = sample_state("panorama") if which == "sample" else largest_table("panorama")[1]
    in_both_languages(
        app,
        "panorama",
        state,
        lambda view: assert_panoramas_drawn_as_the_template_drew_them(app, view),
    )


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_random_panorama_sections_are_the_template_loops(app, data: st.DataObject) -> None:
    state = data.draw(STRATEGIES["panorama"])
    in_both_languages(
        app,
        "panorama",
        state,
        lambda view: assert_panoramas_drawn_as_the_template_drew_them(app, view),
    )


def odd_panoramas(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Results the scorer never gives, made from ``view``: a panorama of one player and of
    three, names and values to escape, an Award without a name, one without a known key,
    one without a rule, and as few panoramas as show open (four) and one more."""
    odd = copy.deepcopy(view)
    first, second = odd["panoramas"][0], odd["panoramas"][1]
    first["players"] = ["<Ann> & 'Ben'"]
    second["players"] = ["Cat", 'D"ev', "Eve"]
    first["awards"] = [
        {"award": "unknown", "name": "Odd <award>", "points": 3},
        {"award": "also unknown", "points": -2, "rule": "panorama:no-such-rule"},
        {"award": "treescape", "points": 5, "rule": "panorama:award-treescape"},
    ]
    second["awards"] = []
    four = copy.deepcopy(odd)
    four["panoramas"] = four["panoramas"][:4]
    five = copy.deepcopy(odd)
    five["panoramas"] = five["panoramas"][:5]
    none = copy.deepcopy(odd)
    none["panoramas"] = []
    return [odd, four, five, none]


def test_panoramas_the_scorer_never_makes_are_drawn_as_the_template_drew_them(app) -> None:
    def check(view: dict[str, Any]) -> None:
        for odd in odd_panoramas(view):
            assert_panoramas_drawn_as_the_template_drew_them(app, odd)

    in_both_languages(app, "panorama", largest_table("panorama")[1], check)


SLUGS = ("panorama", "sagrada", "solstis", "topiary", "tsukimi")


def assert_worded_in_place_as_copied(slug: str, state: Any) -> None:
    """Worded where it is (``worded(in_place=True)``, as a saved page words the row it read),
    a neutral result is the result worded from a copy, in both languages, whichever language
    scored it; and the kept result's players keep their names and totals."""
    for scored_in in ("en", "it"):
        with language(scored_in):
            kept = kept_result(get_game(slug).score_state(state).to_dict())
        for code in ("en", "it"):
            own = copy.deepcopy(kept)
            assert worded(own, code, in_place=True) == worded(kept, code)
            assert [(p["name"], p["total"]) for p in own["players"]] == [
                (p["name"], p["total"]) for p in kept["players"]
            ]


@pytest.mark.parametrize("slug", SLUGS)
def test_a_result_worded_in_place_is_the_result_worded_from_a_copy(slug: str) -> None:
    for state in (sample_state(slug), largest_table(slug)[1]):
        assert_worded_in_place_as_copied(slug, state)


@pytest.mark.parametrize("slug", SLUGS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_random_result_worded_in_place_is_the_result_worded_from_a_copy(
    slug: str, data: st.DataObject
) -> None:
    assert_worded_in_place_as_copied(slug, data.draw(STRATEGIES[slug]))


def test_odd_bodies_are_worded_in_place_as_from_a_copy() -> None:
    """References at the top, in lists of lists and dicts of lists, a tuple's mark, values
    that are no reference, and the same reference many times."""
    recipes = [["_", "Moon"], ["n", "%(count)s rabbit", "%(count)s rabbits", 2]]
    body = {
        "~words": 1,
        "tiebreak": {"~": 1},
        "players": [],
        "deep": [[{"~": 0}, [{"~": 1}, 3, "Ann"]], {"a": [{"~": 0}], "b": {"c": {"~": 1}}}],
        "pair": {"()": [{"~": 0}, 1]},
        "plain": [None, True, 1.5, "text", {"x": None}],
        "~recipes": recipes,
    }
    for code in ("en", "it"):
        own = copy.deepcopy(body)
        assert worded(own, code, in_place=True) == worded(body, code)
