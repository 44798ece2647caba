"""The rulebook's paragraphs a line item applies: each game's rules, one id each.

Every :class:`~scoring.result.LineItem` names the rule it applies (``item.rule``, an id such as
``"panorama:bear"``). Each game lists its rules in its ``rulebook`` module (``RULES``): the id,
a short title, the rulebook's words as the seed gives them (``shared/seeds/``), and, where the
rulebook is silent and we made a reading, the readings that apply (the sentences of the game's
``READINGS``, or one written for the rule). A player reads a rule in their language: the seed's
words in the seed's language, otherwise our translation of them, marked as ours.

>>> rule = Rule("demo:bear", "Bear", "Score 2 points for each Tree card next to the Bear.")
>>> rule.anchor
'rule-demo-bear'
>>> rule.words(), rule.translated()
('Score 2 points for each Tree card next to the Bear.', False)
"""

from __future__ import annotations

from scoring.i18n import _, current_language
from scoring.records import dataclass


@dataclass(frozen=True)
class Rule:
    """One rule of a game's rulebook, as its rules page and a result's items cite it.

    ``quote`` is the seed's words in the seed's language (``language``). For a seed in
    English the quote is also the message id of its translation, our own; for a seed in
    another language, ``english`` is our English translation of it. ``readings`` are the
    readings we made (English message ids) that apply to this rule."""

    id: str
    title: str
    quote: str
    readings: tuple[str, ...] = ()
    language: str = "en"
    english: str = ""

    @property
    def anchor(self) -> str:
        """The rule's paragraph on its game's rules page: ``rule-`` and the id, ``:`` as ``-``."""
        return "rule-" + self.id.replace(":", "-")

    @property
    def game(self) -> str:
        """The slug of the rule's game (the id's part before ``:``)."""
        return self.id.partition(":")[0]

    def translated(self) -> bool:
        """Whether :meth:`words` gives our translation rather than the rulebook's own words."""
        return current_language() != self.language

    def words(self) -> str:
        """The rule in the current language: the rulebook's words, or our translation."""
        if not self.translated():
            return self.quote
        if self.language == "en":
            return _(self.quote)
        return _(self.english)

    def title_text(self) -> str:
        """The rule's title in the current language."""
        return _(self.title)

    def reading_texts(self) -> tuple[str, ...]:
        """The readings we made for this rule, in the current language; a reading that quotes
        the rulebook (``%(rulebook)s``) quotes the rule's words."""
        return tuple(
            _(reading) % {"rulebook": self.words()} if "%(rulebook)s" in reading else _(reading)
            for reading in self.readings
        )


def rule_id_ok(rule_id: str) -> bool:
    """Whether ``rule_id`` has the shape of a rule id: ``slug:name``, lower case ASCII.

    >>> rule_id_ok("sagrada:private-objective"), rule_id_ok("Sagrada"), rule_id_ok("")
    (True, False, False)
    """
    slug, colon, name = rule_id.partition(":")
    allowed = set("abcdefghijklmnopqrstuvwxyz0123456789-_")
    return bool(colon and slug and name) and set(slug + name) <= allowed
