"""The review's 30 worst Italian strings (shared/reviews/italian-and-rules.md, "The 30 worst
strings"), each pinned to the Italian it now reads, written by hand (issue 23). Strings whose
fix is in the code rather than the catalogue (#1 the Topiary categories, #2 the dice initials,
#3 the colour list, #7 the Panorama count warning, #28 the JSON error) are pinned where they
are rendered: test_topiary_italian, test_sagrada_italian, tests/scoring/test_rules_read_as_rules
and test_italian_words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

PO = Path(__file__).parents[2] / "translations/it/LC_MESSAGES/messages.po"


def italian(msgid: str, form: int = 0) -> str:
    with PO.open("rb") as file:
        catalogue = read_po(file, locale="it")
    message = catalogue.get(msgid)
    assert message is not None, msgid
    string = message.string
    return string[form] if isinstance(string, tuple) else string


REVIEWED = [
    # 4, 5, 6: tie-break phrases.
    (
        "coming later in the final round's turn order",
        "essere venuto dopo nell'ordine di turno dell'ultimo round",
    ),
    ("playing later in turn order", "aver giocato dopo nell'ordine di turno"),
    ("%(name)s %(shown)s", "%(shown)s di %(name)s"),
    # 8: vetrata is feminine.
    (
        "{name}'s window: {die} at {at} and {other} at {other_at} are {beside} and share a colour "
        "({colour}), which the placement rules forbid; scored as entered.",
        "Vetrata di {name}: {die} in {at} e {other} in {other_at} sono {beside} e hanno lo stesso "
        "colore ({colour}), cosa che le restrizioni di piazzamento vietano; la vetrata è "
        "calcolata così com'è stata inserita.",
    ),
    # 11: "il suo 1 arcobaleno" is not Italian.
    (
        "Its %(rainbows)s (%(rainbow_cells)s) expands the area but scores nothing.",
        "Ha anche %(rainbows)s (%(rainbow_cells)s), che amplia l'area ma non dà punti.",
    ),
    # 12: the article.
    (
        "The %(spirit)s (plain background) is in the panorama → %(points)s point.",
        "Lo spirito %(spirit)s (sfondo grigio) è nel panorama → %(points)s punto.",
    ),
    # 15: the article on every Panorama card line.
    ("card {position} on its left ({card})", "la carta {position} alla sua sinistra ({card})"),
    # 16, 18, 19, 20: partita, not tavolo; no calque of "Done with".
    ("Join a table", "Unisciti a una partita"),
    ("Join the %(game)s table", "Unisciti alla partita di %(game)s"),
    ("Your tables and groups", "Le tue partite e i tuoi gruppi"),
    (
        "%(your_tables)s: every table scored on this phone, and its groups.",
        "%(your_tables)s: ogni partita calcolata su questo telefono e i relativi gruppi.",
    ),
    ("Done with this card", "Carta completata"),
    ("Done with this place", "Ho finito con questo posto"),
    (
        "Tables filed into this group are listed here, with who wins each game and who beats whom.",
        "Le partite archiviate in questo gruppo compaiono qui, con chi vince ogni partita e chi "
        "batte chi.",
    ),
    # 23: nella mano di (no euphonic d to get wrong).
    ("%(who)s's hand tile %(number)d", "Tessera %(number)d nella mano di %(who)s"),
    # 24: the app's own order, "il Cigno da 4".
    (
        "The rulebook's example: Blue sees 2, 3 and 5 T-Rex and a 4 Swan (the 5 Swan behind the "
        "5 T-Rex is hidden): 2 + 3 + 5 + 4 = 14, +3 bonus for the three T-Rex = 17.",
        "L'esempio del regolamento: Blu vede i T-Rex da 2, 3 e 5 e il Cigno da 4 (il Cigno da 5, "
        "dietro il T-Rex da 5, è nascosto): 2 + 3 + 5 + 4 = 14, +3 di bonus per i tre T-Rex = 17.",
    ),
    # 29: not a calque of "That is a lot of codes".
    (
        "That is a lot of wrong codes: wait a minute, then type the recovery code again.",
        "Troppi codici sbagliati di seguito: aspetta un minuto, poi scrivi di nuovo il codice di "
        "recupero.",
    ),
]


@pytest.mark.parametrize(("msgid", "expected"), REVIEWED, ids=[m[:40] for m, _ in REVIEWED])
def test_the_reviewed_string_reads_as_corrected(msgid, expected):
    assert italian(msgid) == expected


@pytest.mark.parametrize(
    ("msgid", "form", "expected"),
    [
        # 10: "la sua 1 tessera paesaggio" is not Italian.
        (
            "Area %(id)s is the largest area: %(size)s → %(points)s. Its %(tiles)s "
            "(%(tile_cells)s) scores %(each)s point: %(count)s × %(each)s = %(points)s.",
            0,
            "L'area %(id)s è l'area più grande: %(size)s → %(points)s. Ha %(tiles)s "
            "(%(tile_cells)s), che vale %(each)s punto: %(count)s × %(each)s = %(points)s.",
        ),
        # 30: "grande uguale" is colloquial.
        (
            "%(areas)s is as large (%(cells)s) but holds fewer tiles: between areas of the same "
            "size, the one with more landscape tiles counts.",
            0,
            "%(areas)s è altrettanto grande (%(cells)s) ma ha meno tessere: tra aree della "
            "stessa grandezza conta quella con più tessere paesaggio.",
        ),
    ],
)
def test_the_reviewed_plural_string_reads_as_corrected(msgid, form, expected):
    with PO.open("rb") as file:
        catalogue = read_po(file, locale="it")
    message = next(m for m in catalogue if isinstance(m.id, tuple) and m.id[0] == msgid)
    assert message.string[form] == expected


def test_no_italian_translation_quotes_with_curly_or_english_quotes():
    """Review, systemic problem 4: « » throughout (code and JSON keep their straight quotes)."""
    with PO.open("rb") as file:
        catalogue = read_po(file, locale="it")
    curly = [
        message.id
        for message in catalogue
        for string in (message.string if isinstance(message.string, tuple) else (message.string,))
        if any(mark in (string or "") for mark in "“”’")
    ]
    assert curly == []


# Review, systemic problem 1: a game as played, entered or saved is a *partita*; *tavolo* is the
# furniture. Each phrase below is the physical table, with why (docs/italian-glossary.md).
PHYSICAL_TABLE = {
    "sul tavolo": "something lying on the table (Award tiles, objective cards)",
    "al tavolo": "being at the table (every phone at the table, scoring at the table)",
    "attorno a un tavolo di": "players seated around the table (Sagrada's neighbouring pairs)",
    "giro del tavolo": "going round the table in seating order (Sagrada's player order)",
    "situazione finale del tavolo": "the cards as they lie on the table at the end",
    "che non sono a questo tavolo": "people not sitting at this table (Topiary's visitors' owners)",
}


def test_no_italian_translation_calls_a_game_tavolo():
    with PO.open("rb") as file:
        catalogue = read_po(file, locale="it")
    allowed = "|".join(PHYSICAL_TABLE)
    tavolo = [
        (message.id, string)
        for message in catalogue
        for string in (message.string if isinstance(message.string, tuple) else (message.string,))
        if re.search(r"\btavol[oi]\b", re.sub(allowed, "", string or ""), re.IGNORECASE)
    ]
    assert tavolo == []


@pytest.mark.parametrize("phrase", PHYSICAL_TABLE)
def test_each_physical_table_phrase_is_still_used(phrase):
    """An allow-list entry no message uses any more is taken out, not kept."""
    with PO.open("rb") as file:
        catalogue = read_po(file, locale="it")
    assert any(
        phrase in string
        for message in catalogue
        for string in (message.string if isinstance(message.string, tuple) else (message.string,))
        if string
    )


def test_a_topiary_suit_is_a_tipo_never_a_forma():
    """Review's term table: the reviews of the Italian edition say *tipo* ("8 tipi di tessere
    giardino", "sculture dello stesso tipo"); docs/italian-glossary.md, Topiary."""
    with PO.open("rb") as file:
        catalogue = read_po(file, locale="it")
    forma = [
        string
        for message in catalogue
        if any(
            place.startswith(("scoring/topiary", "templates/topiary"))
            for place, _ in message.locations
        )
        for string in (message.string if isinstance(message.string, tuple) else (message.string,))
        if re.search(r"\bform[ae]\b", string or "", re.IGNORECASE)
    ]
    assert forma == []
    assert italian("Same-suit bonus: %(groups)s. Total %(base)d + %(bonus)d = %(points)d.") == (
        "Bonus per sculture dello stesso tipo: %(groups)s. Totale %(base)d + %(bonus)d = "
        "%(points)d."
    )
    assert italian("'%(code)s' has no known suit; the suits are %(suits)s.") == (
        "«%(code)s» non ha un tipo noto; i tipi sono %(suits)s."
    )


def strings_of(*places: str) -> list[str]:
    """Every Italian translation of a message used in one of ``places`` (all when none)."""
    with PO.open("rb") as file:
        catalogue = read_po(file, locale="it")
    return [
        string
        for message in catalogue
        if message.id
        and (not places or any(place.startswith(places) for place, _ in message.locations))
        for string in (message.string if isinstance(message.string, tuple) else (message.string,))
    ]


def test_a_sagrada_window_square_is_a_casella():
    """Review's term table: the Italian edition's tool cards say *casella* ("piazzalo in una
    casella"); *spazio* stays only for the blank between typed pairs ("con uno spazio")."""
    places = ("scoring/sagrada", "templates/sagrada", "web/games/sagrada")
    spazio = [
        string
        for string in strings_of(*places)
        if re.search(r"\bspazi[oi]?\b", string.replace("con uno spazio", ""), re.IGNORECASE)
    ]
    assert spazio == []


def test_a_list_is_an_elenco_throughout():
    """Review, systemic problem 6: *elenco*, not *lista* as well."""
    assert [s for s in strings_of() if re.search(r"\blist[ae]\b", s, re.IGNORECASE)] == []
