"""Frozen records: the part of :func:`dataclasses.dataclass` the scoring library uses, built
for less.

Every value of the library (a table, a card, a line item, a result) is a small frozen class
whose ``__init__``, ``__repr__``, ``__eq__`` and ``__hash__`` follow from its annotated fields.
The standard :mod:`dataclasses` builds them, but importing it costs 13 ms of CPU
(it imports :mod:`inspect`, and with it :mod:`ast`, :mod:`dis` and :mod:`tokenize`), and it
compiles six methods from source for every class: 7 to 10 ms more for the twenty classes a
command line run loads. Together, a third of ``python -m scoring``'s time (issue 24).

:func:`dataclass` here gives a class the same methods, with the same behaviour, for the
options the library writes: ``frozen``, ``order``, and fields with ``default``,
``default_factory``, ``init``, ``repr`` and ``compare`` (:func:`field`). Only ``__init__`` is
compiled from source (one small function a class, so that making a record costs what a
dataclass's does); the comparisons, the hash and the repr are shared functions that read the
class's fields. ``tests/scoring/test_records.py`` holds them to :mod:`dataclasses`' own on
classes declared both ways. What it does not do: ``dataclasses.fields``, ``replace`` and
``asdict`` do not know these classes, and an assignment raises this module's
:class:`FrozenInstanceError` (an ``AttributeError``, as the standard one is).

Type checkers read :func:`dataclass` as the standard one (:pep:`681`,
``typing.dataclass_transform``), so a record's constructor is checked as a dataclass's.

>>> @dataclass(frozen=True)
... class Point:
...     x: int
...     y: int = 0
>>> Point(1), Point(1) == Point(1, 0), len({Point(1), Point(1, 0)})
(Point(x=1, y=0), True, 1)
"""

from __future__ import annotations

from operator import attrgetter

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar, dataclass_transform

    _Class = TypeVar("_Class", bound=type)
else:

    def dataclass_transform(**_options):
        """Read by type checkers only (``typing`` costs 2 ms to import at run time)."""
        return lambda function: function


class FrozenInstanceError(AttributeError):
    """An assignment to a frozen record's field (as :class:`dataclasses.FrozenInstanceError`)."""


class _Missing:
    """No default given."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()
_HAS_DEFAULT_FACTORY: Any = _Missing()
"""The default ``__init__`` gives a field made by a factory: the factory is called for it."""


class Field:
    """A field declared with :func:`field`: its default and where it takes part."""

    __slots__ = ("compare", "default", "default_factory", "init", "name", "repr")

    def __init__(
        self,
        default: Any,
        default_factory: Callable[[], Any] | Any,
        init: bool,
        repr: bool,
        compare: bool,
    ) -> None:
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.compare = compare


def field(
    *,
    default: Any = MISSING,
    default_factory: Callable[[], Any] | Any = MISSING,
    init: bool = True,
    repr: bool = True,
    compare: bool = True,
) -> Any:
    """A field with options, as :func:`dataclasses.field` declares one."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, compare)


def _class_fields(cls: type) -> list[Field]:
    """The fields of ``cls``: its bases' records' first, then its own annotations, in order
    (with ``from __future__ import annotations`` every annotation is a string; a ``ClassVar``
    is not a field)."""
    fields: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for inherited in getattr(base, "__record_fields__", ()):
            fields[inherited.name] = inherited
    # Not ``inspect.get_annotations``: importing ``inspect`` is the cost this module saves.
    own_annotations = cls.__dict__.get("__annotations__", {})  # noqa: RUF063
    for name, annotation in own_annotations.items():
        if isinstance(annotation, str) and annotation.startswith(("ClassVar", "typing.ClassVar")):
            continue
        value = cls.__dict__.get(name, MISSING)
        declared = value if isinstance(value, Field) else Field(value, MISSING, True, True, True)
        declared.name = name
        if isinstance(value, Field):
            if declared.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, declared.default)
        if isinstance(declared.default, (list, dict, set)):
            raise ValueError(
                f"mutable default {type(declared.default)} for field {name} is not allowed: "
                "use default_factory"
            )
        fields[name] = declared
    return list(fields.values())


def _init(cls: type, fields: list[Field], frozen: bool) -> Callable[..., None]:
    """``cls.__init__``, compiled from source as :mod:`dataclasses` writes it."""
    namespace: dict[str, Any] = {
        "_HAS_DEFAULT_FACTORY": _HAS_DEFAULT_FACTORY,
        "_setattr": object.__setattr__,
    }
    parameters, body = ["self"], []
    seen_default = False
    for declared in fields:
        name = declared.name
        if declared.init:
            if declared.default is not MISSING:
                namespace[f"_default_{name}"] = declared.default
                parameters.append(f"{name}=_default_{name}")
                seen_default = True
            elif declared.default_factory is not MISSING:
                parameters.append(f"{name}=_HAS_DEFAULT_FACTORY")
                seen_default = True
            elif seen_default:
                raise TypeError(f"non-default argument {name!r} follows default argument")
            else:
                parameters.append(name)
        if declared.default_factory is not MISSING:
            namespace[f"_factory_{name}"] = declared.default_factory
            value = (
                f"_factory_{name}() if {name} is _HAS_DEFAULT_FACTORY else {name}"
                if declared.init
                else f"_factory_{name}()"
            )
        elif declared.init:
            value = name
        elif declared.default is not MISSING:
            namespace[f"_default_{name}"] = declared.default
            value = f"_default_{name}"
        else:
            continue
        body.append(
            f"  _setattr(self, {name!r}, {value})" if frozen else f"  self.{name} = {value}"
        )
    if "__post_init__" in cls.__dict__ or any(
        "__post_init__" in base.__dict__ for base in cls.__mro__[1:]
    ):
        body.append("  self.__post_init__()")
    source = f"def __init__({', '.join(parameters)}):\n" + ("\n".join(body) or "  pass")
    exec(source, namespace)
    init: Callable[..., None] = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _key(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple of a record's compared fields, as ``dataclasses`` compares and hashes it."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        single = attrgetter(names[0])
        return lambda record: (single(record),)
    return lambda record: ()


def _methods(cls: type, fields: list[Field], frozen: bool, order: bool) -> dict[str, Any]:
    """The methods ``cls`` gets (those it does not write itself)."""
    compared = _key(tuple(declared.name for declared in fields if declared.compare))
    shown = tuple(declared.name for declared in fields if declared.repr)

    def __repr__(self: Any) -> str:
        values = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{self.__class__.__qualname__}({values})"

    def __eq__(self: Any, other: object) -> bool:
        if other.__class__ is self.__class__:
            equal: bool = compared(self) == compared(other)
            return equal
        return NotImplemented

    methods: dict[str, Any] = {
        "__init__": _init(cls, fields, frozen),
        "__repr__": __repr__,
        "__eq__": __eq__,
    }
    if order:

        def __lt__(self: Any, other: object) -> bool:
            if other.__class__ is self.__class__:
                less: bool = compared(self) < compared(other)
                return less
            return NotImplemented

        def __le__(self: Any, other: object) -> bool:
            if other.__class__ is self.__class__:
                less: bool = compared(self) <= compared(other)
                return less
            return NotImplemented

        def __gt__(self: Any, other: object) -> bool:
            if other.__class__ is self.__class__:
                more: bool = compared(self) > compared(other)
                return more
            return NotImplemented

        def __ge__(self: Any, other: object) -> bool:
            if other.__class__ is self.__class__:
                more: bool = compared(self) >= compared(other)
                return more
            return NotImplemented

        methods |= {"__lt__": __lt__, "__le__": __le__, "__gt__": __gt__, "__ge__": __ge__}
    if frozen:
        names = frozenset(declared.name for declared in fields)

        def __setattr__(self: Any, name: str, value: Any) -> None:
            if type(self) is cls or name in names:
                raise FrozenInstanceError(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)  # type: ignore[arg-type]

        def __delattr__(self: Any, name: str) -> None:
            if type(self) is cls or name in names:
                raise FrozenInstanceError(f"cannot delete field {name!r}")
            super(cls, self).__delattr__(name)  # type: ignore[arg-type]

        methods |= {"__setattr__": __setattr__, "__delattr__": __delattr__}
    for name, method in methods.items():
        if name != "__init__":
            method.__qualname__ = f"{cls.__qualname__}.{name}"
    return methods


def _hash(cls: type, fields: list[Field], frozen: bool) -> Any:
    """``cls.__hash__`` as :mod:`dataclasses` sets it (``eq`` always on): the compared
    fields' when frozen, none (unhashable) otherwise, the class's own when it writes one."""
    own = cls.__dict__.get("__hash__", MISSING)
    if own is not MISSING and not (own is None and "__eq__" in cls.__dict__):
        return own
    if not frozen:
        return None
    compared = _key(tuple(declared.name for declared in fields if declared.compare))

    def __hash__(self: Any) -> int:
        return hash(compared(self))

    __hash__.__qualname__ = f"{cls.__qualname__}.__hash__"
    return __hash__


@dataclass_transform(field_specifiers=(field, Field))
def dataclass(*, frozen: bool = False, order: bool = False) -> Callable[[_Class], _Class]:
    """A class decorator making a record of the class's annotated fields, as
    ``dataclasses.dataclass(frozen=..., order=...)`` does (``eq`` and ``init`` always on;
    always called, ``@dataclass()``, never bare)."""

    def make(cls: _Class) -> _Class:
        fields = _class_fields(cls)
        if frozen and ("__setattr__" in cls.__dict__ or "__delattr__" in cls.__dict__):
            raise TypeError(f"cannot overwrite attribute __setattr__ in class {cls.__name__}")
        for name, method in _methods(cls, fields, frozen, order).items():
            if name not in cls.__dict__:
                setattr(cls, name, method)
        cls.__hash__ = _hash(cls, fields, frozen)  # type: ignore[method-assign]
        cls.__record_fields__ = tuple(fields)  # type: ignore[attr-defined]
        if "__match_args__" not in cls.__dict__:
            cls.__match_args__ = tuple(  # type: ignore[attr-defined, misc]
                declared.name for declared in fields if declared.init
            )
        return cls

    return make
