"""No English word reaches an Italian page (issue 23): every page and every sample result,
rendered for an Italian phone (``Accept-Language: it``, as the other Italian tests ask), may
hold only words an Italian reader is meant to read.

An allow-list, not a list of English words to look for: a word on the page must be a word of
the Italian catalogue's translations (which also hold the English names the rules pages give
in brackets, "Orso (Bear)"), a word Babel writes in Italian dates, a word of the table itself
(player names, card and Focal Point labels the players typed) or one of the few words kept as
they are in every language (:data:`KEPT_AS_IS`, each with its reason). Anything else, like
"Visitors" or "yes", fails the test with the page it is on."""

from __future__ import annotations

import json
import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from babel import Locale
from babel.messages.pofile import read_po

from scoring import SLUGS
from tests.samples import sample_state
from tests.web.formdata import sample_form
from tests.web.social import score_on_this_phone, start_group

ROOT = Path(__file__).parents[2]
IT = {"Accept-Language": "it-IT,it;q=0.9"}

KEPT_AS_IS = {
    "vantage": "the app's name",
    "json": "a file format's name",
    "csv": "a file format's name",
    "api": "the JSON API's name, as Italian developers say it",
    "qr": "the QR code, as Italians say it",
    "ok": "as Italians say it",
    "english": "the language switch names each language in itself",
    "italiano": "the language switch names each language in itself",
    "utc": "the time zone a saved table's time is written in",
    "sagrada": "a game's title",
    "panorama": "a game's title",
    "solstis": "a game's title",
    "topiary": "a game's title",
    "tsukimi": "a game's title",
}
"""Words that stay as they are in every language, each with its reason."""

WORD = re.compile(r"[^\W\d_]+")
ADDRESS = re.compile(r"https?://\S+|__[A-Z]+__")
"""A link's address shown as text (a saved table's): letters of an id, not words; and the
placeholders (``__NAMED__``) of a row the page's script copies and fills in."""

VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)


class VisibleText(HTMLParser):
    """The text a reader sees or hears: text nodes (not scripts, styles or templates) and the
    attributes read aloud or shown."""

    READ = ("title", "alt", "aria-label", "placeholder", "content")
    SKIP = frozenset({"script", "style", "template", "svg"})

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.skipping = 0
        self.open: list[tuple[str, bool]] = []  # each open element and whether it is skipped

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        # Text marked English on purpose (a card's printed name in brackets, lang="en") is
        # English for the reader's screen reader too: not a stray word.
        skipped = (
            tag in self.SKIP
            or attributes.get("lang") == "en"
            # The table state as the API reads it, shown to developers: the contract's keys
            # and slugs, the same in every language.
            or attributes.get("id") == "table-state"
        )
        if tag not in VOID:
            self.open.append((tag, skipped))
            self.skipping += skipped
        for name in self.READ:
            value = attributes.get(name)
            if value and not (tag == "meta" and attributes.get("name") not in ("description",)):
                self.parts.append(value)

    def handle_endtag(self, tag: str) -> None:
        # Close up to the element this tag ends: <li>, <p> and <option> may be left open.
        if tag in VOID or tag not in (name for name, _ in self.open):
            return
        while self.open:
            name, skipped = self.open.pop()
            self.skipping -= skipped
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.parts.append(data)


def words_of(text: str) -> set[str]:
    return {word.lower() for word in WORD.findall(text)}


@cache
def italian_words() -> frozenset[str]:
    """Every word of the Italian translations, and of Italian dates as Babel writes them."""
    with (ROOT / "translations/it/LC_MESSAGES/messages.po").open("rb") as file:
        catalogue = read_po(file, locale="it")
    found: set[str] = set()
    for message in catalogue:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for string in strings:
            # Placeholders are not words: %(name)s, {name}.
            found |= words_of(re.sub(r"%\(\w+\)\w|\{\w*\}", " ", string or ""))
    locale = Locale.parse("it")
    for names in (
        locale.months["format"]["wide"],
        locale.months["format"]["abbreviated"],
        locale.days["format"]["wide"],
        locale.days["format"]["abbreviated"],
    ):
        for name in names.values():
            found |= words_of(name)
    return frozenset(found)


def table_words(state: Any) -> set[str]:
    """The words of a table state's own text: player names, card and objective labels."""
    return words_of(json.dumps(state, ensure_ascii=False))


def foreign_words(page: str, allowed: set[str]) -> list[str]:
    parser = VisibleText()
    parser.feed(page)
    seen = words_of(ADDRESS.sub(" ", " ".join(parser.parts)))
    return sorted(seen - italian_words() - allowed - set(KEPT_AS_IS))


def italian_page(client, path: str) -> str:
    response = client.get(path, headers=IT)
    assert response.status_code in (200, 404), (path, response.status_code)
    page: str = response.get_data(as_text=True)
    assert '<html lang="it">' in page, path
    return page


@pytest.mark.parametrize("slug", SLUGS)
def test_an_italian_game_page_has_no_english_word(app, client, slug):
    state = sample_state(slug)
    allowed = table_words(state)
    pages = {
        f"/{slug}/": italian_page(client, f"/{slug}/"),
        f"/{slug}/rules": italian_page(client, f"/{slug}/rules"),
    }
    data = sample_form(app, slug)
    data["action"] = "refresh"
    filled = client.post(f"/{slug}/", data=data, headers=IT)
    pages[f"/{slug}/ filled"] = filled.get_data(as_text=True)
    # Scored with nothing entered: the form comes back with its errors.
    pages[f"/{slug}/ blank"] = client.post(f"/{slug}/", data={}, headers=IT).get_data(as_text=True)
    table = score_on_this_phone(client, slug, state)
    pages[f"/t/{table}"] = italian_page(client, f"/t/{table}")
    pages[f"/t/{table}/delete"] = italian_page(client, f"/t/{table}/delete")
    found = {path: foreign_words(page, allowed) for path, page in pages.items()}
    english = {path: words for path, words in found.items() if words}
    assert not english, json.dumps(english, indent=1, ensure_ascii=False)


def test_the_italian_shared_pages_have_no_english_word(client):
    state = sample_state("tsukimi")
    table = score_on_this_phone(client, "tsukimi", state)
    group = start_group(client, table, "Giovedì")
    pages = {
        path: italian_page(client, path)
        for path in ("/", "/tables", f"/g/{group}", "/j", "/no-such-page/")
    }
    allowed = table_words(state) | {"giovedì"}
    found = {path: foreign_words(page, allowed) for path, page in pages.items()}
    english = {path: words for path, words in found.items() if words}
    assert not english, json.dumps(english, indent=1, ensure_ascii=False)


def test_the_allow_list_catches_an_english_word():
    """The test above cannot pass by accident: "Visitors" and "yes" are not Italian words."""
    page = '<html lang="it"><body><h3>Visitors</h3><p>sì</p><p>yes</p></body></html>'
    assert foreign_words(page, set()) == ["visitors", "yes"]
