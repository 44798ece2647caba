"""Small helpers the templates share."""

from __future__ import annotations

import re
import types
from collections.abc import Callable
from typing import Any

from flask import Flask, current_app, request, url_for
from flask_babel import format_decimal
from jinja2 import Environment
from jinja2.ext import Extension
from markupsafe import Markup, escape

from scoring.registry import find_rule
from scoring.rules import Rule
from scoring.wording import grouped_text, join_words
from scoring.wording import plural as counted
from web.forms.fields import FieldErrors
from web.platform.i18n import current_language
from web.platform.translate import gettext as _

FIXED_URLS_LIMIT = 256
"""At most this many fixed addresses are kept per app: the templates name a few dozen."""


def fixed_url(endpoint: str, **values: Any) -> str:
    """``url_for(endpoint, **values)`` for an address that is the same on every page: the
    icons, the manifest, the home page, a game's form and rules, a bundle (``values`` are
    constants of the templates and the code, never what a request brings, such as a table's
    id).

    Every page's chrome links about ten such addresses, and building one walks the URL map
    each time (a tenth of a small page's time); each is built once per app and script root
    (the prefix a server mounts the app under) instead.
    """
    key = (request.script_root, endpoint, tuple(sorted(values.items())))
    urls: dict[tuple[Any, ...], str] = current_app.extensions.setdefault("vantage_fixed_urls", {})
    url = urls.get(key)
    if url is None:
        url = url_for(endpoint, **values)
        if len(urls) < FIXED_URLS_LIMIT:
            urls[key] = url
    return url


def field_attrs(errors: FieldErrors, field_id: str, **attrs: Any) -> dict[str, Any]:
    """A field's HTML attributes, pointing screen readers at its errors when it has some."""
    if errors.get(field_id):
        attrs["aria-describedby"] = f"{field_id}-errors"
        attrs["aria-invalid"] = "true"
    return attrs


class DropIndentation(Extension):
    """Templates are indented for people; the phone should not download the indentation.

    Removes each line's leading spaces from the template source when it is compiled (a
    quarter of a long result page), so it costs nothing per request. Templates keep no
    preformatted text whose indentation matters.
    """

    def preprocess(self, source: str, name: str | None, filename: str | None = None) -> str:
        return re.sub(r"\n[ \t]+", "\n", source)


MINUS_SIGN = "\u2212"
"""The minus sign every explanation writes ("× −1 = −4"): a hyphen ("-1") is shorter, sits
lower and reads as a dash."""


def points_text(points: int) -> str:
    """A number of points or a total as every page writes it: thousands grouped as the page's
    language groups them, a negative number with :data:`MINUS_SIGN`.

    >>> points_text(-1), points_text(19), points_text(-12000)
    ('−1', '19', '−12,000')

    The text of ``scoring.wording.grouped`` (with the minus sign), without its recipe: a page
    needs only the words, and a result page writes a few hundred numbers, each of which
    made three worded texts there (the separator, the number, the minus sign replaced;
    Sagrada's page: a fifth of its template, issue 24, fourth round). The separator is asked
    for only for a number that has one. ``tests/web/test_score_path_shortcuts.py`` holds it
    to ``grouped`` in both languages.
    """
    return str.replace(grouped_text(points), "-", MINUS_SIGN)


def capitalize_first_text(text: str) -> str:
    """``scoring.wording.capitalize_first``'s text, without its recipe (a page needs only the
    words; on a worded text it made four more, a slice, ``upper``, ``+`` and its own).

    >>> capitalize_first_text("visitors"), capitalize_first_text("")
    ('Visitors', '')
    """
    text = str(text)
    return text[:1].upper() + text[1:]


def points_class(points: int) -> str:
    """The CSS classes for a number of points: negative and zero points look different."""
    if points < 0:
        return "item-points negative"
    return "item-points zero" if points == 0 else "item-points"


def item_rows(
    items: list[dict[str, Any]], rule_link: Callable[[Any], Markup] | None = None
) -> Markup:
    """A category's items as a result page lists them: label, points (not for a fact shown
    without points, ``not_points``) and explanation, one ``<li>`` each.

    Every result page but Panorama's lists a few hundred items; drawn through a template
    macro each cost a call and a dozen lookups. Here each value is escaped once and the
    constant markup is written once (:func:`category_blocks`). ``rule_link``: the page's
    :func:`rule_links`, when the caller has it (one look-up for all of a player's categories,
    not one a category: Sagrada's page has thirty)."""
    rows = []
    if rule_link is None:
        rule_link = rule_links()
    for item in items:
        details = item.get("details")
        label = _shown(item, "label")
        head = (
            f'<li class="item">\n<div class="item-head">\n<span class="item-label">{label}</span>\n'
        )
        if not (details and details.get("not_points")):
            points = item["points"]
            head += f'<span class="{points_class(points)}">{points_text(points)}</span>'
        rows.append(
            f'{head}</div>\n<p class="item-explanation">{_shown(item, "explanation")}</p>\n'
            f"{rule_link(item.get('rule'))}</li>"
        )
    return Markup("".join(rows))


def rule_link(rule_id: Any) -> Markup:
    """The line an item shows under its explanation: a link to the rule it applies on its
    game's rules page (``/SLUG/rules#rule-…``), which ``static/rules.js`` opens in place from
    the result's rules (:func:`cited_rules`); nothing for an item that cites no rule (one
    saved before items did) or a rule its game no longer has."""
    return rule_links()(rule_id)


def rule_links() -> Callable[[Any], Markup]:
    """:func:`rule_link` for one page's many items (a 6-player Panorama result has some 150):
    the request's script root, language and the app's kept links looked up once, not once
    an item (two context lookups each; issue 24, fourth round)."""
    script_root, language = request.script_root, current_language()
    links: dict[tuple[str, str, Any], Markup] = current_app.extensions.setdefault(
        "vantage_rule_links", {}
    )

    def link_to(rule_id: Any) -> Markup:
        if not rule_id:
            return EMPTY_MARKUP
        key = (script_root, language, rule_id)
        link = links.get(key)
        if link is None:
            rule = find_rule(rule_id)
            if rule is None:
                return EMPTY_MARKUP
            href = f"{fixed_url('views.rules', slug=rule.game)}#{rule.anchor}"
            text = escape(_("Rule: %(rule)s", rule=rule.title_text()))
            link = Markup(f'<p class="item-rule"><a href="{href}">{text}</a></p>\n')
            if len(links) < RULE_LINKS_LIMIT:  # A few dozen rules in each language.
                links[key] = link
        return link

    return link_to


EMPTY_MARKUP = Markup("")
RULE_LINKS_LIMIT = 1024
"""At most this many rule links are kept per app (each rule's, per language and script root)."""


def cited_rules(players: list[dict[str, Any]]) -> list[Rule]:
    """Every rule the items of a result's players cite, each once, in the order first cited:
    the result's own short glossary, which an item's rule link opens in place."""
    seen: dict[str, Rule] = {}
    for player in players:
        for category in player["breakdown"]:
            for item in category["items"]:
                rule_id = item.get("rule")
                if rule_id and rule_id not in seen and (rule := find_rule(rule_id)) is not None:
                    seen[rule_id] = rule
    return list(seen.values())


def used_rule(game: Any, rule: Rule) -> Markup:
    """One rule of a result's rules (``rules_used`` in ``templates/macros.html``): its
    ``<details>`` block, drawn by the macro ``used_rule_drawn`` the first time in this app for
    its game, language and script root, then written as drawn (a rule's words, title and
    readings are the same on every result page in a language). Drawing the fifteen rules of
    a 6-player Panorama result was a third of its template (0.6 of 2.0 ms of CPU, issue 24,
    fourth round). Drawn afresh each time while templates reload."""
    app = current_app
    if app.debug or app.config.get("TEMPLATES_AUTO_RELOAD"):
        return _drawn_rule(game, rule)
    key = (request.script_root, current_language(), game.slug, rule.id)
    blocks: dict[tuple[str, str, str, str], Markup] = app.extensions.setdefault(
        "vantage_used_rules", {}
    )
    block = blocks.get(key)
    if block is None:
        block = _drawn_rule(game, rule)
        if len(blocks) < USED_RULES_LIMIT:
            blocks[key] = block
    return block


def _drawn_rule(game: Any, rule: Rule) -> Markup:
    """A rule's block in a result's rules, drawn now by its macro (``used_rule_drawn``)."""
    macros = current_app.jinja_env.get_template("macros.html").module
    return Markup(macros.used_rule_drawn(game, rule))  # type: ignore[attr-defined]


USED_RULES_LIMIT = 1024
"""At most this many rules' blocks are kept per app (every game's rules, per language and
script root: a few hundred)."""


def category_blocks(categories: list[dict[str, Any]]) -> Markup:
    """A player's categories as a result page's breakdown shows them, one ``<details>``
    each: its name, its points (not for a category of facts only, :func:`only_facts`), and
    its items (:func:`item_rows`) or "Nothing scored here.".

    Drawn through a template macro, each category cost a macro call and a dozen lookups, and
    Sagrada's page has thirty. The translation is written as a template writes one: as the
    translator wrote it, not escaped."""
    nothing = _("Nothing scored here.")
    rule_link = rule_links()
    blocks = []
    for category in categories:
        items = category["items"]
        name = escape(capitalize_first_text(category["category"]))
        block = f'<details class="category">\n<summary>\n<span class="category-name">{name}'
        block += "</span>\n"
        if not only_facts(items):
            block += f'<span class="category-points">{points_text(category["points"])}</span>'
        if items:
            body = f'<ul class="items">\n{item_rows(items, rule_link)}</ul>\n'
        else:
            body = f'<p class="item-explanation">{nothing}</p>\n'
        blocks.append(f"{block}</summary>\n{body}</details>")
    return Markup("".join(blocks))


def _shown(item: dict[str, Any], key: str) -> str:
    """``{{ item.key }}`` as Jinja writes it: escaped, and nothing for a key that is not there."""
    return escape(item[key]) if key in item else ""


def only_facts(items: list[dict[str, Any]]) -> bool:
    """True when every item of a category is a fact shown without points (``not_points``)."""
    return bool(items) and all((item.get("details") or {}).get("not_points") for item in items)


def one_decimal(number: float) -> str:
    """A number with one decimal, rounded as ``"%.1f"`` rounds it, written as the page's
    language writes decimals: "2.5" in English, "2,5" in Italian."""
    return str(format_decimal(float(f"{number:.1f}"), "0.0"))


DICT_ATTRIBUTES = frozenset(dir(dict))


def dict_first_getattr(environment: Environment, obj: Any, attribute: str) -> Any:
    """Jinja's ``obj.attribute``, looking into a plain dict straight away.

    Jinja tries the attribute first and the item second, and a result page reads a thousand
    keys of its result (``card.label``) through a failed attribute lookup each: an exception
    every time, most of a millisecond per page. A plain dict has no attributes but its
    methods, so for any other name the item is what Jinja would find: the same answer,
    without the exception (``dict.items`` and its like still mean the method, as before).

    Kept for a measured gain (a saved result page, CPU time, medians of 60 interleaved GETs,
    2026-12-02): without it Panorama's 6-player page took 1.08x as long (16.4 against 15.3 ms)
    and Sagrada's 1.09x; Topiary, Tsukimi and Solstis 1.01-1.03x. Its answers are held to
    Jinja's by ``tests/web/test_library_shortcuts.py``.
    """
    if type(obj) is dict and attribute not in DICT_ATTRIBUTES:
        try:
            return obj[attribute]
        except KeyError:
            pass
    return type(environment).getattr(environment, obj, attribute)


def init_app(app: Flask) -> None:
    app.jinja_env.getattr = types.MethodType(dict_first_getattr, app.jinja_env)  # type: ignore[method-assign]
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    app.jinja_env.add_extension(DropIndentation)
    app.jinja_env.globals["field_attrs"] = field_attrs
    app.jinja_env.globals["fixed_url"] = fixed_url
    app.jinja_env.globals["item_rows"] = item_rows
    app.jinja_env.globals["category_blocks"] = category_blocks
    app.jinja_env.globals["rule_link"] = rule_link
    app.jinja_env.globals["cited_rules"] = cited_rules
    app.jinja_env.globals["used_rule"] = used_rule
    app.jinja_env.filters["capitalize_first"] = capitalize_first_text
    app.jinja_env.filters["counted"] = counted  # English only: new text uses ngettext
    app.jinja_env.filters["join_words"] = join_words  # "Ann and Ben", "Ann e Ben"
    app.jinja_env.filters["points_class"] = points_class
    app.jinja_env.filters["points_text"] = points_text  # "−1", as explanations write it
    app.jinja_env.filters["one_decimal"] = one_decimal
    app.jinja_env.tests["only_facts"] = only_facts
