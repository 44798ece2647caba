/* The grid-cell picker's sheet (static/picker.js, DESIGN.md "Grid cell picker"): tapping a
   cell opens a sheet of big buttons, groups first (colours, suits), then the values in the
   chosen group; selects sharing a data-unique group cannot pick the same value twice. Split
   from picker.js (issue 24): a form whose pickers all cycle (Solstis's) goes without it. */
(function () {
  "use strict";
  var picker = window.VantagePicker;
  if (!picker) { return; }
  var groupOf = picker.groupOf;
  var afterGroupName = picker.afterGroupName;
  var toneOf = picker.toneOf;
  var choose = picker.choose;
  var selectedOption = picker.selectedOption;
  var labelOf = picker.labelOf;
  var sheet = null;
  var current = null;

  function pickText(option) {
    return option.getAttribute("data-pick") || afterGroupName(option) || option.text;
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

  picker.open = openSheet;
})();
