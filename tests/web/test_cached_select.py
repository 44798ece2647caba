"""The grid cells' selects are written from cached options, exactly as WTForms writes them."""

from __future__ import annotations

from wtforms import Form, SelectField
from wtforms.widgets import Select

from web.forms.fields import CachedSelect, choices

TONES = choices([("", "Empty"), ("tile", "Tile"), ("rainbow", "Rainbow")])


class CellForm(Form):
    cell = SelectField("Cell", choices=TONES, default="", widget=CachedSelect())


def test_a_cached_select_is_written_as_wtforms_writes_it_whatever_is_chosen() -> None:
    for chosen in ("", "tile", "rainbow"):
        form = CellForm(data={"cell": chosen})
        cached = form.cell(**{"data-picker": "", "class": "big"})
        assert cached == Select()(form.cell, **{"data-picker": "", "class": "big"})
        assert cached.count("selected") == 1
        assert f'<option selected value="{chosen}">' in cached


def test_a_value_no_option_holds_is_shown_but_not_cached() -> None:
    widget = CachedSelect()
    form = CellForm(data={"cell": "forged"})
    form.cell.widget = widget
    assert 'value="forged"' not in widget(form.cell)  # No option holds it: none is selected.
    assert widget.options == {}
    form.cell.data = "tile"
    widget(form.cell)
    assert len(widget.options) == 1
