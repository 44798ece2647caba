"""The contract between a game and the web pages: one ``GameAdapter`` subclass per game.

As python-chess's variants subclass one ``Board``, each game's adapter (``web.games.SLUG``)
subclasses :class:`GameAdapter`, names its form class and overrides only the hooks it needs;
the base class gives every optional hook a default that does nothing. The views call these
hooks and nothing else, so a game's module never needs to guess what the views look for.

A game reads its form in one place: :meth:`GameAdapter.state_from_data`, on the form's data
(``form.data``, or the same data read straight from the post by ``web.fastpost``); the base
class derives :meth:`GameAdapter.state_from_form` from it, so the scoring of a valid post, of
an invalid one, a room part's save and the running totals all read a form alike.

A hook never keeps anything between calls: what one call finds out that a later one needs
(Sagrada's map from the table state's list indices back to its form entries) is returned with
its answer, as a :class:`FormState`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from werkzeug.datastructures import MultiDict

from scoring import Game, Result
from web.fastpost import read_post
from web.forms import FlaskForm, PostedFields

IndexMaps = Mapping[str, Sequence[int]]
"""For a list of the table state, the form entry each of its entries came from (by list name):
blank entries are left out of the state, so a problem at ``final_round_order[0]`` may be about
the form's second entry."""

NO_INDEX_MAPS: IndexMaps = {}


@dataclass(frozen=True)
class FormState:
    """The table state a form describes, with what placing its problems on the form needs."""

    state: dict[str, Any]
    index_maps: IndexMaps = field(default_factory=dict)


FormT = TypeVar("FormT", bound=FlaskForm)


class GameAdapter(ABC, Generic[FormT]):
    """One game's entry form and how it becomes the contract's table state, and back.

    Subclasses set ``form_class`` and implement :meth:`state_from_data` (or, for a game whose
    reader walks the form itself, :meth:`state_from_form`) and :meth:`form_data_from_state`;
    every other hook is optional.
    """

    form_class: type[FormT]
    """The Flask-WTF form class for the whole table."""

    choices_set_by_prepare_form: frozenset[type[Any]] = frozenset()
    """Sub-form classes whose selects :meth:`prepare_form` gives their choices: the fast path
    leaves their choices to :meth:`has_offered_choices` to check."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if (
            cls.state_from_data is GameAdapter.state_from_data
            and cls.state_from_form is GameAdapter.state_from_form
        ):
            raise TypeError(f"{cls.__name__} reads no form: it needs a state_from_data")

    def __init__(self, game: Game) -> None:
        self.game = game

    @property
    def slug(self) -> str:
        return self.game.slug

    # Forms.

    def blank_form(self) -> FormT:
        """The form for a new table."""
        return self.form_class(formdata=None)

    def posted_form(self, formdata: MultiDict[str, str]) -> FormT:
        """The form as a browser posted it."""
        return self.form_class(formdata=formdata)

    def filled_form(self, data: dict[str, Any]) -> FormT:
        """A form showing ``data`` (from :meth:`form_data_from_state` or :meth:`apply_action`)."""
        return self.form_class(formdata=None, data=data)

    # Hooks every game has.

    def state_from_data(self, data: dict[str, Any]) -> FormState | None:
        """The table state the form's data describes, in the contract's shape: the game's one
        reader of its form. Forgiving: it never rejects anything itself, the game's ``parse``
        reports what is wrong.

        ``data`` is ``form.data`` of a form as posted or filled in (any value a field can hold,
        a valid one or not), before or after :meth:`prepare_form`: both give the same state, so
        a post read without WTForms (``web.fastpost``, which gives the data before it) is read
        exactly as its form. None (the default) for a game that implements
        :meth:`state_from_form` instead; it has no fast path."""
        return None

    def state_from_form(self, form: FormT) -> FormState:
        """The table state a form describes, once :meth:`prepare_form` has run on it (as every
        caller does): :meth:`state_from_data` of its data.

        A game whose reader walks the form's fields itself (Sagrada) overrides this instead,
        and may give :meth:`state_from_data` as this very reader run on a
        ``web.fastpost.FormView`` of the data."""
        described = self.state_from_data(form.data)
        if described is None:
            raise NotImplementedError(f"{type(self).__name__}.state_from_data")
        return described

    @abstractmethod
    def form_data_from_state(self, state: dict[str, Any]) -> dict[str, Any]:
        """Form data that shows a table state again, for "edit this table" on the result page.
        Any part of ``state`` may be missing or of the wrong type."""

    # Optional hooks: the defaults do nothing.

    def has_offered_choices(self, data: dict[str, Any]) -> bool:
        """Whether every select of :attr:`choices_set_by_prepare_form` holds one of the choices
        :meth:`prepare_form` offers it, in a post read without WTForms: when not, the post
        takes the form path, which shows the error. True by default (no such select)."""
        return True

    def fast_state(self, posted: PostedFields, check_token: bool = True) -> FormState | None:
        """The table state of a post that is a valid table form as it stands, read without
        building the form; None whenever the full form path is needed (errors, doubts).
        ``check_token=False`` reads a post whose form token does not matter (nothing saved)."""
        data = read_post(self.form_class, posted, self.choices_set_by_prepare_form, check_token)
        if data is None or not self.has_offered_choices(data):
            return None
        return self.state_from_data(data)

    def prepare_form(self, form: FormT) -> None:
        """Bring the form's lists in line with its counts (lists the browser sent nothing for
        still get their entries). Runs before every render and before reading the form."""

    def template_context(self, form: FormT) -> dict[str, Any]:
        """Extra names the game's form template draws with."""
        return {}

    def error_anchor(self, field_id: str, index_maps: IndexMaps = NO_INDEX_MAPS) -> str:
        """The field a problem about ``field_id`` is shown beside (a card gathers its own)."""
        return field_id

    def result_context(self, result: Result) -> dict[str, Any]:
        """Extra names the game's result template draws with."""
        return {}

    def apply_action(self, data: dict[str, Any], action: str) -> dict[str, Any]:
        """The form data after a server-side edit button, so the form works without
        JavaScript. Reads the button's numbers with ``web.forms.action_index``, which raises
        ``UnreadableRequest`` (a 400) for one that passes for digits but is not ours. Unknown
        or stale buttons change nothing."""
        return data
