/* Vantage grid-cell picker (DESIGN.md, "Grid cell picker"): progressive enhancement of the
   plain <select> in every grid cell. Without JavaScript the selects work as they are. With it,
   each becomes a large button showing its choice; tapping it opens a sheet of big buttons
   (groups first, such as colours or suits, then the values in the chosen group), or, in
   "cycle" mode, steps to the next choice (empty → tile → rainbow).

   Markup (see the grid_select macro):
     <label class="visually-hidden" for="c">Row 1, column 2</label>
     <select id="c" data-picker [data-picker-label="Row 1, column 2"]
             [data-picker-mode="cycle"] [data-unique="tiles"] [data-unique-except="down"]>
       <option value="" data-short="·">Empty</option>
       <optgroup label="Red"><option value="R1" data-short="R1" data-tone="red">Red 1</option>…
   Options may carry data-short (the text on the cell), data-pick (the text on the sheet's
   button) and data-tone (copied to the cell button for the game's CSS). In an optgroup they
   default from the group, so a long list stays light: "Whale 3" under "Whale" reads "3" on
   the sheet, "Wh3" on the cell ("TR3" under "T-Rex") with tone "whale". Selects sharing a
   data-unique group cannot pick the same value twice (values listed in data-unique-except,
   and the empty value, are exempt). The sheet is static/picker-sheet.js, in the form's first
   script with this one where a form has a picker that opens one (Topiary's: a game's
   form_scripts); Solstis's cells only cycle, and its form goes without it (issue 24).
   The cell's name (its button's label, the sheet's title) is its select's label (or its
   aria-label: Solstis's cells), or data-picker-label once a script has set one
   (static/vantage.js, as a player's name is typed): the form writes it once a cell (issue 24:
   0.5 KB of Solstis's form as sent). */
(function () {
  "use strict";

  function groupOf(option) {
    var parent = option.parentElement;
    return parent && parent.tagName === "OPTGROUP" ? parent : null;
  }

  function groupShort(label) {
    var parts = label.split("-");
    return parts.length > 1 ?
      parts.map(function (part) { return part.charAt(0).toUpperCase(); }).join("") :
      label.slice(0, 2);
  }

  // "Whale 3" in the group "Whale": the part after the group's name ("3"), or null when the
  // option's text does not start with it (then the option's own text is used as it is).
  function afterGroupName(option) {
    var group = groupOf(option);
    return group && option.text.indexOf(group.label + " ") === 0 ?
      option.text.slice(group.label.length + 1) : null;
  }

  function toneOf(option) {
    var group = option && groupOf(option);
    var own = option && option.getAttribute("data-tone");
    if (own || !group) { return own || null; }
    if (group.getAttribute("data-tone")) { return group.getAttribute("data-tone"); }
    return afterGroupName(option) ? group.label.toLowerCase().replace(/[^a-z]/g, "") : null;
  }

  function shortText(option) {
    if (!option) { return ""; }
    var rest = afterGroupName(option);
    return option.getAttribute("data-short") ||
      (rest ? groupShort(groupOf(option).label) + rest : option.text);
  }

  function labelOf(select) {
    var label = select.labels && select.labels[0];
    return select.getAttribute("data-picker-label") || (label ? label.textContent : "") ||
      select.getAttribute("aria-label") || "";
  }

  function selectedOption(select) {
    return select.options[select.selectedIndex] || null;
  }

  function refresh(select) {
    var button = select._pickerButton;
    var option = selectedOption(select);
    var label = labelOf(select);
    button.textContent = shortText(option);
    button.setAttribute("aria-label", label + ": " + (option ? option.text : ""));
    var tone = toneOf(option);
    if (tone) { button.setAttribute("data-tone", tone); } else { button.removeAttribute("data-tone"); }
    button.classList.toggle("is-empty", !select.value);
    // Game scripts add to the label (Solstis: "taken") once the picker has written it.
    select.dispatchEvent(new CustomEvent("picker:refreshed", { bubbles: true }));
  }

  function choose(select, value) {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
    refresh(select);
  }

  function cycle(select) {
    var next = (select.selectedIndex + 1) % select.options.length;
    choose(select, select.options[next].value);
  }

  function enhance(root) {
    root.querySelectorAll("select[data-picker]").forEach(function (select) {
      if (select._pickerButton && select._pickerButton.isConnected) { return; }
      var button = document.createElement("button");
      button.type = "button";
      button.className = "picker-button";
      select._pickerButton = button;
      select.classList.add("picker-select");
      select.setAttribute("tabindex", "-1");
      select.setAttribute("aria-hidden", "true");
      select.insertAdjacentElement("afterend", button);
      refresh(select);
      button.addEventListener("click", function () {
        if (select.getAttribute("data-picker-mode") === "cycle") {
          cycle(select);
        } else if (picker.open) {
          picker.open(select); // static/picker-sheet.js
        }
      });
      select.addEventListener("change", function () { refresh(select); });
    });
  }

  document.addEventListener("DOMContentLoaded", function () { enhance(document); });
  document.addEventListener("vantage:updated", function () { enhance(document); });
  var picker = window.VantagePicker = {
    enhance: enhance, refresh: refresh, labelOf: labelOf, open: null,
    groupOf: groupOf, afterGroupName: afterGroupName, toneOf: toneOf, choose: choose,
    selectedOption: selectedOption
  };
})();
