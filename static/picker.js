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
   and the empty value, are exempt). The cell's name (its button's label, the sheet's title) is
   its select's label (or aria-label: Solstis's cells), or data-picker-label once a script has set one (static/vantage.js, as a
   player's name is typed): the form writes it once a cell (issue 24: 0.5 KB of Solstis's form
   as sent). */
(function () {
  "use strict";

  var sheet = null;
  var current = null;

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

  function pickText(option) {
    return option.getAttribute("data-pick") || afterGroupName(option) || option.text;
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

  function usedElsewhere(select) {
    var group = select.getAttribute("data-unique");
    var used = {};
    if (!group) { return used; }
    var except = (select.getAttribute("data-unique-except") || "").split(" ");
    document.querySelectorAll('select[data-unique="' + group + '"]').forEach(function (other) {
      if (other !== select && other.value && except.indexOf(other.value) === -1) {
        used[other.value] = true;
      }
    });
    return used;
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

  function ensureSheet() {
    if (sheet) { return sheet; }
    sheet = document.createElement("dialog");
    sheet.className = "picker-sheet";
    sheet.setAttribute("aria-labelledby", "picker-sheet-title");
    sheet.innerHTML =
      '<div class="picker-head"><h2 id="picker-sheet-title"></h2>' +
      '<button type="button" class="picker-close">Close</button></div>' +
      '<div class="picker-choices"></div>';
    document.body.appendChild(sheet);
    sheet.querySelector(".picker-close").addEventListener("click", closeSheet);
    sheet.addEventListener("close", function () {
      if (current && current._pickerButton) { current._pickerButton.focus(); }
      current = null;
    });
    return sheet;
  }

  function closeSheet() {
    if (sheet && sheet.open) { sheet.close(); }
  }

  function addChoice(container, text, tone, disabled, onPick, note) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "picker-choice";
    button.textContent = text;
    if (note) {
      var small = document.createElement("span");
      small.className = "picker-note";
      small.textContent = note;
      button.appendChild(small);
    }
    if (tone) { button.setAttribute("data-tone", tone); }
    if (disabled) { button.disabled = true; }
    button.addEventListener("click", onPick);
    container.appendChild(button);
    return button;
  }

  function showOptions(select, group) {
    var choices = sheet.querySelector(".picker-choices");
    var title = sheet.querySelector("#picker-sheet-title");
    var used = usedElsewhere(select);
    choices.innerHTML = "";
    title.textContent = labelOf(select) + (group ? ": " + group.label : "");
    var items = group ? Array.prototype.slice.call(group.children) :
      Array.prototype.slice.call(select.children);
    items.forEach(function (item) {
      if (item.tagName === "OPTGROUP") {
        var open = Array.prototype.some.call(item.children, function (o) { return !used[o.value]; });
        var tone = item.firstElementChild && toneOf(item.firstElementChild);
        addChoice(choices, item.label, tone, !open, function () { showOptions(select, item); });
      } else {
        var taken = !!used[item.value] && item.value !== select.value;
        addChoice(choices, pickText(item), toneOf(item),
          taken, function () { choose(select, item.value); closeSheet(); }, taken ? "used" : "");
      }
    });
    if (group) {
      addChoice(choices, "← Back", null, false, function () { showOptions(select, null); })
        .classList.add("picker-back");
    }
    var first = choices.querySelector("button:not([disabled])");
    if (first) { first.focus(); }
  }

  function openSheet(select) {
    ensureSheet();
    current = select;
    var option = selectedOption(select);
    var group = option && option.parentElement.tagName === "OPTGROUP" ? option.parentElement : null;
    if (typeof sheet.showModal === "function") { sheet.showModal(); } else { sheet.setAttribute("open", ""); }
    showOptions(select, group);
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
        if (select.getAttribute("data-picker-mode") === "cycle") { cycle(select); } else { openSheet(select); }
      });
      select.addEventListener("change", function () { refresh(select); });
    });
  }

  document.addEventListener("DOMContentLoaded", function () { enhance(document); });
  document.addEventListener("vantage:updated", function () { enhance(document); });
  window.VantagePicker = { enhance: enhance, refresh: refresh, labelOf: labelOf };
})();
