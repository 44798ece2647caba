"""The phone's one blueprint: its routes live in the feature modules beside it
(``totals``, ``install``, ``offline``), each adding its own to ``bp``."""

from __future__ import annotations

from flask import Blueprint

bp = Blueprint("phone", __name__)
