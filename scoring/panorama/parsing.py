"""Reading a Panorama table state (spec/panorama.md, "Input") into a :class:`Table`.

Every problem is collected with its path and reported at once as one ``TableError``; nothing
else is ever raised, whatever the JSON holds.
"""

from __future__ import annotations

from scoring.errors import Problem, TableError
from scoring.i18n import _
from scoring.panorama import words
from scoring.panorama.model import (
    AWARDS_IN_PLAY,
    ICON_LABELS,
    ICON_RULES,
    MAX_PANORAMA_CARDS,
    MAX_PANORAMAS_PER_PHASE,
    MAX_PLAYERS,
    MAX_WATCH_POSITIONS,
    MIN_PLAYERS,
    MIN_SHARED_PLAYERS,
    RULE_LABELS,
    SCORING_ICONS,
    WATCH_NEAREST,
    Award,
    Card,
    Icon,
    Panorama,
    Phase,
    Rule,
    Table,
    Watch,
)
from scoring.panorama.words import tell
from scoring.validation import (
    Problems,
    describe_type,
    find_player,
    join_path,
    respelling,
    shown,
    spelling_advice,
)
from scoring.wording import grouped, join_words, printable

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

FACE_DOWN_SHORTHAND = "down"
"""The string shorthand for a face-down card (spec, "Input")."""

ICON_SLUGS: tuple[str, ...] = tuple(icon.value for icon in Icon)
"""Every icon a card may show, as the contract spells it."""

RULE_SLUGS: tuple[str, ...] = tuple(rule.value for rule in Rule)
"""Every value ``scores_as`` may take."""

AWARD_SLUGS: tuple[str, ...] = tuple(award.value for award in Award)
"""Every Award tile's slug."""

SHORTHANDS: tuple[str, ...] = (
    FACE_DOWN_SHORTHAND,
    *(slug for slug in ICON_SLUGS if slug != Icon.WATCHTOWER.value),
)
"""The card strings allowed: "down" or one icon, except "watchtower" (it needs positions)."""

SHORTHAND_ICONS: dict[str, Icon] = {icon.value: icon for icon in Icon if icon.value in SHORTHANDS}
"""Each allowed one-icon shorthand's icon, so that a well-spelt card string becomes its card
without first wording the card for an error it cannot have."""

ICONS_BY_SLUG: dict[str, Icon] = {icon.value: icon for icon in Icon}
"""Every icon by its slug, for reading a well-formed card object at once."""

RULES_BY_SLUG: dict[str, Rule] = {rule.value: rule for rule in Rule}
"""Every ``scores_as`` value by its slug, for reading a well-formed card object at once."""


def parse(data: Any) -> Table:
    """Validate a decoded table state and return the :class:`Table` it describes.

    Raises :class:`~scoring.errors.TableError` carrying every problem found, each with its
    path (``dusk[0].cards[3]``) and a sentence a player understands.

    >>> table = parse({"players": ["Ann"], "dusk": [{"players": ["Ann"], "cards": ["bear"]}],
    ...                "dawn": [{"players": ["Ann"], "cards": ["down", "tree"]}]})
    >>> [card.label for card in table.dawn[0].cards]
    ['face-down card', 'Tree']
    >>> parse({"players": []})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scoring.errors.TableError: players: Panorama is for 1 to 6 players; this table lists none.
    ...
    """
    problems = Problems()
    try:
        table = _Parser(problems).table(data)
    except RecursionError:  # pragma: no cover - the parser never recurses into the input
        raise TableError([Problem("", _(words.STATE_TOO_DEEP))]) from None
    problems.raise_if_any()
    assert table is not None
    return table


def well_formed_card(value: dict[str, Any]) -> Card | None:
    """The card a card object describes when it is written exactly as the contract asks, read
    at once; None for anything else, which :meth:`_Parser.card_object` then reads and reports.

    A post from the form is every Watchtower as such an object: read this way, none of the
    dozen sentences naming its parts for an error ("the Watchtower offset of card 4 of
    Dusk: Ann and Ben") is worded, since it cannot have one. It accepts only what the full
    checks accept, and gives the same card.
    """
    face_down = value.get("face_down")
    if face_down is not None and face_down is not False:
        return None
    icons = _well_formed_icons(value.get("icons"))
    if icons is None:
        return None
    given = value.get("scores_as")
    if given is None:
        scoring = [ICON_RULES[icon] for icon in icons if icon in SCORING_ICONS]
        if len(scoring) > 1:
            return None
        scores_as = scoring[0] if scoring else Rule.NONE
    elif isinstance(given, str) and given in RULES_BY_SLUG:
        scores_as = RULES_BY_SLUG[given]
    else:
        return None
    watch = value.get("watch")
    if scores_as is not Rule.WATCHTOWER:
        return Card(icons, scores_as) if watch is None else None
    positions = _well_formed_watch(watch)
    return None if positions is None else Card(icons, scores_as, positions)


def _well_formed_icons(value: Any) -> tuple[Icon, ...] | None:
    """A card object's icons when they are a list of distinct icon slugs, else None."""
    if not isinstance(value, list) or not value:
        return None
    if not all(isinstance(slug, str) and slug in ICONS_BY_SLUG for slug in value):
        return None
    if len(set(value)) != len(value):
        return None
    return tuple(ICONS_BY_SLUG[slug] for slug in value)


def _well_formed_watch(value: Any) -> tuple[Watch, ...] | None:
    """A Watchtower's positions when they are 1 to 4 objects, each a whole-number offset at
    least :data:`WATCH_NEAREST` away and an icon slug, else None."""
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_WATCH_POSITIONS:
        return None
    positions: list[Watch] = []
    for entry in value:
        if not isinstance(entry, dict):
            return None
        offset, icon = entry.get("offset"), entry.get("icon")
        if type(offset) is not int or abs(offset) < WATCH_NEAREST:
            return None
        if not isinstance(icon, str) or icon not in ICONS_BY_SLUG:
            return None
        positions.append(Watch(offset, ICONS_BY_SLUG[icon]))
    return tuple(positions)


def _too_near(what: str, offset: int) -> str:
    """Why a Watchtower position of 0, −1 or +1 is refused: the Watchtower itself, or the card
    the rulebook says never scores for it (spec, "Interpretations")."""
    # The sentences write out WATCH_NEAREST (2) and WATCHTOWER_BESIDE_IT whole, for translators.
    nearest = _(words.CHOOSE_TWO_AWAY)
    if offset == 0:
        return tell(words.OFFSET_ZERO, what=what, nearest=nearest)
    sentence = words.BESIDE_ON_ITS_LEFT if offset < 0 else words.BESIDE_ON_ITS_RIGHT
    return tell(sentence, what=what, offset=offset, nearest=nearest)


class _Parser:
    """One pass over a table state, recording problems as it goes."""

    def __init__(self, problems: Problems) -> None:
        self.problems = problems
        # How many players sit at the table, when that much is known even if their names
        # are not (the Awards check needs only the count).
        self.player_count: int | None = None

    def table(self, data: Any) -> Table | None:
        state = self.problems.as_object(data, "", _(words.WHAT_TABLE))
        if state is None:
            return None
        players = self.players(state.get("players"))
        awards = self.awards(state.get("awards"), self.player_count)
        dusk = self.phase(state, Phase.DUSK, players)
        dawn = self.phase(state, Phase.DAWN, players)
        if self.problems or players is None or dusk is None or dawn is None:
            return None
        return Table(tuple(players), awards, dusk, dawn)

    # Seating and Awards

    def players(self, value: Any) -> list[str] | None:
        path = "players"
        if value is None:
            self.problems.add(path, _(words.LIST_THE_PLAYERS))
            return None
        listed = self.problems.as_list(value, path, _(words.THE_PLAYER_LIST))
        if listed is None:
            return None
        if not MIN_PLAYERS <= len(listed) <= MAX_PLAYERS:
            count = grouped(len(listed)) if listed else _(words.NONE_LISTED)
            self.problems.add(
                path, tell(words.PLAYER_COUNT, fewest=MIN_PLAYERS, most=MAX_PLAYERS, count=count)
            )
            return None
        self.player_count = len(listed)
        names: list[tuple[str, str]] = []
        for index, entry in enumerate(listed):
            name = self.problems.player_name(entry, join_path(path, index))
            if name is not None:
                names.append((join_path(path, index), name))
        before = len(self.problems)
        self.problems.unique_names(names)
        if len(names) != len(listed) or len(self.problems) != before:
            return None
        return [name for _path, name in names]

    def awards(self, value: Any, player_count: int | None) -> tuple[Award, ...]:
        path = "awards"
        if value is None:
            return ()
        listed = self.problems.as_list(value, path, _(words.THE_AWARD_LIST))
        if listed is None:
            return ()
        if player_count is not None and player_count < MIN_SHARED_PLAYERS and listed:
            solo = player_count == 1
            self.problems.add(
                path, _(words.NO_AWARDS_SOLO if solo else words.NO_AWARDS_TWO_PLAYERS)
            )
            return ()
        if len(listed) > AWARDS_IN_PLAY:
            self.problems.add(
                path,
                tell(words.TOO_MANY_AWARDS, count=grouped(len(listed)), in_play=AWARDS_IN_PLAY),
            )
            return ()
        awards: list[Award] = []
        for index, entry in enumerate(listed):
            slug = self.problems.as_choice(
                entry, join_path(path, index), AWARD_SLUGS, _(words.THE_AWARD)
            )
            if slug is None:
                continue
            award = Award(slug)
            if award in awards:
                self.problems.add(
                    join_path(path, index),
                    tell(words.AWARD_TWICE, slug=printable(slug)),
                )
                continue
            awards.append(award)
        return tuple(awards)

    # Phases and panoramas

    def phase(
        self, state: dict[str, Any], phase: Phase, players: list[str] | None
    ) -> tuple[Panorama, ...] | None:
        path = phase.value
        value = state.get(path)
        if value is None:
            self.problems.add(path, tell(words.PHASE_MISSING, phase=phase.label))
            return None
        listed = self.problems.as_list(
            value,
            path,
            tell(words.THE_PHASE, phase=phase.label),
            max_length=MAX_PANORAMAS_PER_PHASE,
            too_long=lambda count: tell(
                words.TOO_MANY_PANORAMAS,
                phase=phase.label,
                count=grouped(count),
                most=MAX_PANORAMAS_PER_PHASE,
            ),
        )
        if listed is None:
            return None
        if not listed:
            self.problems.add(path, tell(words.NO_PANORAMAS, phase=phase.label))
            return None
        panoramas: list[Panorama] = []
        owners_seen: dict[frozenset[str], int] = {}
        owners_named: set[int] = set()
        for index, entry in enumerate(listed):
            panorama = self.panorama(entry, phase, index, players, owners_seen, owners_named)
            if panorama is not None:
                panoramas.append(panorama)
        # A pair is missing for sure only when every panorama names seated players (whatever
        # else is wrong with it): one whose owners cannot be read may be the missing one.
        if players is not None and len(owners_named) == len(listed):
            self.missing_panoramas(phase, players, owners_seen)
        if len(panoramas) != len(listed):
            return None
        return tuple(panoramas)

    def missing_panoramas(
        self, phase: Phase, players: list[str], owners_seen: dict[frozenset[str], int]
    ) -> None:
        count = len(players)
        if count >= MIN_SHARED_PLAYERS:
            for seat, name in enumerate(players):
                partner = players[(seat + 1) % count]
                if frozenset({name, partner}) not in owners_seen:
                    self.problems.add(
                        phase.value,
                        tell(
                            words.NO_PANORAMA_FOR_THE_PAIR,
                            phase=phase.label,
                            name=name,
                            partner=partner,
                        ),
                    )
        else:
            for name in players:
                if frozenset({name}) not in owners_seen:
                    self.problems.add(
                        phase.value,
                        tell(words.NO_PANORAMA_FOR_THE_PLAYER, phase=phase.label, name=name),
                    )

    def panorama(
        self,
        value: Any,
        phase: Phase,
        index: int,
        players: list[str] | None,
        owners_seen: dict[frozenset[str], int],
        owners_named: set[int],
    ) -> Panorama | None:
        path = join_path(phase.value, index)
        what = tell(words.PANORAMA_NUMBER, phase=phase.label, number=index + 1)
        entry = self.problems.as_object(value, path, what)
        if entry is None:
            return None
        owners = self.owners(
            entry.get("players"), index, what, phase, players, owners_seen, owners_named
        )
        names = 1  # "Dusk panorama 1", or one player's name
        if owners is not None:
            # The form's heading for it, so an error reads as the page does ("Dusk: Ann and Ben").
            names = len(owners)
            if len(owners) == 2:
                first, second = owners
                what = tell(words.PANORAMA_OF_TWO, phase=phase.label, first=first, second=second)
            else:
                what = tell(words.PANORAMA_OF_ONE, phase=phase.label, player=", ".join(owners))
        cards = self.cards(entry.get("cards"), join_path(path, "cards"), what, names)
        if owners is None or cards is None:
            return None
        return Panorama(phase, index, owners, cards)

    def owners(
        self,
        value: Any,
        index: int,
        what: str,
        phase: Phase,
        players: list[str] | None,
        owners_seen: dict[frozenset[str], int],
        owners_named: set[int],
    ) -> tuple[str, ...] | None:
        """The seated players a panorama names; ``index`` joins ``owners_named`` once they are
        all seated players, even if the pair is then refused (repeated, not neighbours)."""
        path = join_path(join_path(phase.value, index), "players")
        if players is None:
            # The seating is broken (reported there); the names cannot be checked against it.
            if value is None or not isinstance(value, list):
                self.problems.as_list(value, path, tell(words.WHAT_OWNERS, what=what))
            return None
        names = self._owner_names(value, path, what, players)
        if names is None:
            return None
        owners_named.add(index)
        key = frozenset(names)
        if len(names) == 2:
            problem = self._pair_problem(names, what, phase, players, owners_seen)
        elif key in owners_seen:
            problem = tell(
                words.ALREADY_HAS_A_PANORAMA,
                name=names[0],
                phase=phase.label,
                where=f"{phase.value}[{owners_seen[key]}]",
            )
        else:
            problem = None
        if problem is not None:
            self.problems.add(path, problem)
            return None
        owners_seen[key] = index
        return tuple(names)

    def _owner_names(
        self, value: Any, path: str, what: str, players: list[str]
    ) -> list[str] | None:
        """The seated players a panorama's ``players`` list names, when it names as many as a
        panorama has (2 neighbours from 3 players on, else 1) and every one is seated."""
        shared = len(players) >= MIN_SHARED_PLAYERS
        expected = 2 if shared else 1
        if value is None:
            self.problems.add(
                path,
                tell(words.NAME_THE_NEIGHBOURS if shared else words.NAME_THE_BUILDER, what=what),
            )
            return None
        # Worded only when it is not a list: a posted form's always is.
        listed = (
            value
            if isinstance(value, list)
            else self.problems.as_list(value, path, tell(words.WHAT_OWNERS, what=what))
        )
        if listed is None:
            return None
        if len(listed) != expected:
            if shared:
                wrong = words.NAME_TWO
            else:
                wrong = words.NAME_ONE_OF_ONE if len(players) <= 1 else words.NAME_ONE
            self.problems.add(path, tell(wrong, what=what, named=len(listed), players=len(players)))
            return None
        names: list[str] = []
        for position, entry in enumerate(listed):
            entry_path = join_path(path, position)
            name = self.problems.player_name(entry, entry_path)
            if name is None:
                continue
            seated = find_player(name, players)
            if seated is None:
                self.problems.add(
                    entry_path,
                    tell(
                        words.NOT_AT_THIS_TABLE, name=printable(name), players=join_words(players)
                    ),
                )
                continue
            names.append(seated)
        return names if len(names) == expected else None

    @staticmethod
    def _pair_problem(
        names: list[str],
        what: str,
        phase: Phase,
        players: list[str],
        owners_seen: dict[frozenset[str], int],
    ) -> str | None:
        """What is wrong with two players sharing a panorama, or None: the same player twice,
        players who do not sit side by side, or a pair that already has one this phase."""
        first, second = names
        if first == second:
            return tell(words.SAME_OWNER_TWICE, what=what, name=first)
        seat = players.index(first)
        left, right = players[(seat - 1) % len(players)], players[(seat + 1) % len(players)]
        if second not in {left, right}:
            return tell(words.NOT_NEIGHBOURS, first=first, second=second, left=left, right=right)
        key = frozenset(names)
        if key in owners_seen:
            return tell(
                words.PAIR_ALREADY_SHARES,
                first=first,
                second=second,
                phase=phase.label,
                where=f"{phase.value}[{owners_seen[key]}]",
            )
        return None

    # Cards

    def cards(self, value: Any, path: str, what: str, names: int) -> tuple[Card, ...] | None:
        """A panorama's cards; ``what`` names the panorama, by ``names`` players' names (the
        sentences' verb agrees with it)."""
        if value is None:
            self.problems.add(path, words.no_cards_listed(names, what))
            return None
        if isinstance(value, list) and len(value) <= MAX_PANORAMA_CARDS:
            listed: list[Any] | None = value  # as a posted form's are: nothing to word
        else:
            listed = self.problems.as_list(
                value,
                path,
                tell(words.THE_CARDS_OF, what=what),
                max_length=MAX_PANORAMA_CARDS,
                too_long=lambda count: words.too_many_cards(
                    names, what, most=MAX_PANORAMA_CARDS, count=grouped(count)
                ),
            )
        if listed is None:
            return None
        if not listed:
            self.problems.add(path, words.no_cards(names, what))
            return None
        cards = [self.listed_card(entry, path, what, index) for index, entry in enumerate(listed)]
        self.one_face_up(cards, path, what, names, Icon.MOON)
        self.one_face_up(cards, path, what, names, Icon.SUN)
        complete = [card for card in cards if card is not None]
        if len(complete) != len(cards):
            return None
        return tuple(complete)

    def one_face_up(
        self, cards: list[Card | None], path: str, what: str, names: int, icon: Icon
    ) -> None:
        """Only one face-up Moon (or Sun) may be in a panorama (spec, "Scoring rules")."""
        positions = [
            index for index, card in enumerate(cards) if card is not None and card.has(icon)
        ]
        second = words.second_face_up_moon if icon is Icon.MOON else words.second_face_up_sun
        for index in positions[1:]:
            self.problems.add(
                join_path(path, index), second(names, what, index + 1, positions[0] + 1)
            )

    def listed_card(self, value: Any, path: str, what: str, index: int) -> Card | None:
        """The card at ``index`` of a panorama's list; a well-spelt shorthand is read at once,
        anything else is checked with its own words ("card 3 of Ann's Dusk panorama")."""
        if value == FACE_DOWN_SHORTHAND:
            return Card.down()
        icon = SHORTHAND_ICONS.get(value) if isinstance(value, str) else None
        if icon is not None:
            return Card((icon,), ICON_RULES[icon])
        if isinstance(value, dict):
            card = well_formed_card(value)
            if card is not None:
                return card
        where = tell(words.CARD_OF, what=what, number=index + 1)
        return self.card(value, join_path(path, index), where)

    def card(self, value: Any, path: str, what: str) -> Card | None:
        if isinstance(value, str):
            return self.shorthand(value, path, what)
        if isinstance(value, dict):
            return self.card_object(value, path, what)
        self.problems.add(
            path,
            tell(words.NOT_A_CARD_VALUE, what=what, kind=describe_type(value)),
        )
        return None

    def shorthand(self, value: str, path: str, what: str) -> Card | None:
        if value == FACE_DOWN_SHORTHAND:
            return Card.down()
        if value == Icon.WATCHTOWER.value or respelling(value, ICON_SLUGS) == Icon.WATCHTOWER.value:
            self.problems.add(
                path,
                tell(words.WATCHTOWER_SHORTHAND, what=what),
            )
            return None
        if value not in ICON_SLUGS:
            exact = respelling(value, SHORTHANDS)
            if exact is not None:
                self.problems.add(
                    path,
                    tell(
                        words.NOT_SPELLED_AS_THE_RULES,
                        what=what,
                        shown=shown(value),
                        advice=spelling_advice(value, exact),
                    ),
                )
                return None
            self.problems.add(
                path,
                tell(
                    words.NOT_A_CARD, what=what, shown=shown(value), icons=", ".join(SHORTHANDS[1:])
                ),
            )
            return None
        icon = Icon(value)
        return Card((icon,), ICON_RULES[icon])

    def card_object(self, value: dict[str, Any], path: str, what: str) -> Card | None:
        face_down = value.get("face_down", False)
        if face_down is None:
            face_down = False
        if not isinstance(face_down, bool):
            self.problems.add(
                join_path(path, "face_down"),
                tell(words.FACE_DOWN_NOT_TRUE_OR_FALSE, what=what, kind=describe_type(face_down)),
            )
            return None
        if face_down:
            extra = [key for key in ("icons", "scores_as", "watch") if value.get(key) is not None]
            if extra:
                self.problems.add(
                    join_path(path, extra[0]),
                    tell(words.FACE_DOWN_WITH_ICONS, what=what, extra=join_words(extra)),
                )
                return None
            return Card.down()
        icons = self.icons(value.get("icons"), join_path(path, "icons"), what)
        scores_as = self.scores_as(value, path, what, icons)
        watch = self.watch(value.get("watch"), join_path(path, "watch"), what, scores_as)
        if icons is None or scores_as is None or watch is None:
            return None
        return Card(icons, scores_as, watch)

    def icons(self, value: Any, path: str, what: str) -> tuple[Icon, ...] | None:
        if value is None:
            self.problems.add(
                path,
                tell(words.ICONS_NEEDED, what=what),
            )
            return None
        listed = self.problems.as_list(
            value,
            path,
            tell(words.THE_ICONS_OF, what=what),
            max_length=len(ICON_SLUGS),
            too_long=lambda count: tell(
                words.TOO_MANY_ICONS, what=what, count=grouped(count), icons=len(ICON_SLUGS)
            ),
        )
        if listed is None:
            return None
        if not listed:
            self.problems.add(
                path,
                tell(words.NO_ICONS, what=what),
            )
            return None
        icons: list[Icon] = []
        complete = True
        for index, entry in enumerate(listed):
            slug = self.problems.as_choice(
                entry, join_path(path, index), ICON_SLUGS, tell(words.THE_ICON, what=what)
            )
            if slug is None:
                complete = False
                continue
            icon = Icon(slug)
            if icon in icons:
                self.problems.add(
                    join_path(path, index),
                    tell(words.ICON_TWICE, what=what, icon=_(ICON_LABELS[icon])),
                )
                complete = False
                continue
            icons.append(icon)
        return tuple(icons) if complete else None

    def scores_as(
        self, value: dict[str, Any], path: str, what: str, icons: tuple[Icon, ...] | None
    ) -> Rule | None:
        given = value.get("scores_as")
        if given is not None:
            slug = self.problems.as_choice(
                given, join_path(path, "scores_as"), RULE_SLUGS, tell(words.THE_RULE, what=what)
            )
            return None if slug is None else Rule(slug)
        if icons is None:
            return None
        scoring = [icon for icon in icons if icon in SCORING_ICONS]
        if len(scoring) > 1:
            labels = join_words(_(ICON_LABELS[icon]) for icon in scoring)
            options = ", ".join(ICON_RULES[icon].value for icon in scoring)
            self.problems.add(
                join_path(path, "scores_as"),
                tell(words.TWO_SCORING_ICONS, what=what, icons=labels, options=options),
            )
            return None
        return ICON_RULES[scoring[0]] if scoring else Rule.NONE

    def watch(
        self, value: Any, path: str, what: str, scores_as: Rule | None
    ) -> tuple[Watch, ...] | None:
        if scores_as is not Rule.WATCHTOWER:
            if value is not None:
                rule = _(RULE_LABELS[scores_as] if scores_as is not None else words.ANOTHER_RULE)
                self.problems.add(path, tell(words.NOT_A_WATCHTOWER, what=what, rule=rule))
                return None
            return ()
        if value is None:
            self.problems.add(
                path,
                tell(words.WATCH_NEEDED, what=what),
            )
            return None
        listed = self.problems.as_list(value, path, tell(words.THE_WATCHTOWER_POSITIONS, what=what))
        if listed is None:
            return None
        if not listed:
            self.problems.add(path, tell(words.NO_WATCH_POSITIONS, what=what))
            return None
        if len(listed) > MAX_WATCH_POSITIONS:
            self.problems.add(
                path,
                tell(
                    words.TOO_MANY_POSITIONS,
                    what=what,
                    count=grouped(len(listed)),
                    most=MAX_WATCH_POSITIONS,
                ),
            )
            return None
        positions: list[Watch] = []
        for index, entry in enumerate(listed):
            position = self.watch_position(entry, join_path(path, index), what)
            if position is not None:
                positions.append(position)
        return tuple(positions) if len(positions) == len(listed) else None

    def watch_position(self, value: Any, path: str, what: str) -> Watch | None:
        entry = self.problems.as_object(value, path, tell(words.A_WATCHTOWER_POSITION, what=what))
        if entry is None:
            return None
        offset_value = entry.get("offset")
        offset: int | None = None
        if offset_value is None:
            self.problems.add(
                join_path(path, "offset"),
                tell(words.OFFSET_NEEDED, what=what),
            )
        else:
            offset = self.problems.as_integer(
                offset_value,
                join_path(path, "offset"),
                tell(words.THE_WATCHTOWER_OFFSET, what=what),
            )
            if offset is not None and abs(offset) < WATCH_NEAREST:
                self.problems.add(join_path(path, "offset"), _too_near(what, offset))
                offset = None
        icon_value = entry.get("icon")
        slug: str | None = None
        if icon_value is None:
            self.problems.add(
                join_path(path, "icon"),
                tell(words.WATCH_ICON_NEEDED, what=what),
            )
        else:
            slug = self.problems.as_choice(
                icon_value,
                join_path(path, "icon"),
                ICON_SLUGS,
                tell(words.THE_WATCHTOWER_ICON, what=what),
            )
        if offset is None or slug is None:
            return None
        return Watch(offset, Icon(slug))
