/* Sagrada's form, enhanced (issue 15). Without JavaScript every window space is a plain select
   and typed rows are put into the spaces by the server; nothing here is needed.

   - Each window space (select[data-die]) becomes a big button showing its die ("R5"). Tapping
     it opens the sheet of all 30 dice, one row per colour, written by the form template
     (<template id="dice-sheet">, so its words are translated with the page): a die is one
     tap. After a die (or "Empty") the sheet moves on to the next space of the same window in
     reading order, so a window is entered at one tap per space; "Done" (or Escape) closes it.
   - A typed row is read once the form has loaded (static/games/sagrada-rows.js).
   - The favor tokens' − and + buttons are named after the player as the name is typed.
   - What comes next in the table's reading order arrives under the thumb, on the player's own
     action only (never while they read): the keyboard's Next key goes from a name to the next
     one, then on to the public objectives; after a window's last die its private objective,
     favor tokens and the next player's window (or the first shared objective) come into view;
     picking a shared objective's card brings its numbers into view, or else the next pair's
     card. The page moves only as far as needed, above the Score bar, and without sliding when
     the phone asks for reduced motion. Without JavaScript nothing moves (the page may scroll). */
(function () {
  "use strict";

  var sheet = null;
  var current = null;

  function fill(pattern, values) {
    return pattern.replace(/\{(\w+)\}/g, function (whole, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? values[key] : whole;
    });
  }

  function toneOf(code) {
    var choice = sheet && code && sheet.querySelector('[data-code="' + CSS.escape(code) + '"]');
    return choice ? choice.getAttribute("data-tone") : null;
  }

  function emptyWord() {
    return (ensureSheet() && sheet.getAttribute("data-empty")) || "Empty";
  }

  // A space's die as its tile shows it, in the page's language (the option's text: "Ve5" on
  // an Italian page, where the posted value stays the contract's "G5"), or "·" when empty.
  function shownOf(select) {
    var option = select.value && select.options[select.selectedIndex];
    return option ? option.text : "·";
  }

  // A space's die as players name it ("Verde 5": its colour group's label and its value).
  function wordsOf(select) {
    var option = select.value && select.options[select.selectedIndex];
    var group = option && option.parentElement;
    if (!option) { return emptyWord(); }
    return group && group.label ? group.label + " " + select.value.slice(1) : option.text;
  }

  // A space's name ("Row 1, column 3"): its select's label, or data-die where the label says
  // more (a row read from what was typed).
  function spaceOf(select) {
    return select.getAttribute("data-die") || select.getAttribute("aria-label") || "";
  }

  // The button standing in for a window space's select.
  function refresh(select) {
    var button = select._dieButton;
    if (!button) { return; }
    var code = select.value;
    button.textContent = shownOf(select);
    button.setAttribute("aria-label", spaceOf(select) + ": " + wordsOf(select));
    var tone = toneOf(code);
    if (tone) { button.setAttribute("data-tone", tone); } else { button.removeAttribute("data-tone"); }
    button.classList.toggle("is-empty", !code);
  }

  function enhance(root) {
    if (!ensureSheet()) { return; }
    root.querySelectorAll("select[data-die]").forEach(function (select) {
      if (select._dieButton && select._dieButton.isConnected) { return; }
      var button = document.createElement("button");
      button.type = "button";
      button.className = "picker-button";
      select._dieButton = button;
      select._pickerButton = button; // vantage.js: an error link to the space lands here
      select.classList.add("picker-select");
      select.setAttribute("tabindex", "-1");
      select.setAttribute("aria-hidden", "true");
      select.insertAdjacentElement("afterend", button);
      refresh(select);
      button.addEventListener("click", function () { openSheet(select); });
    });
  }

  // The sheet.

  function ensureSheet() {
    if (sheet) { return sheet; }
    var template = document.getElementById("dice-sheet");
    if (!template) { return null; }
    var space = document.querySelector("select[data-die]");
    if (!space) { return null; }
    sheet = template.content.firstElementChild.cloneNode(true);
    // One row of 6 dice per colour, from a space's option groups (the page stays light).
    var dice = sheet.querySelector("[data-sheet-dice]");
    var empty = dice.querySelector("[data-code]");
    Array.prototype.forEach.call(space.querySelectorAll("optgroup"), function (group) {
      var row = document.createElement("div");
      row.className = "dice-row";
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", group.label);
      Array.prototype.forEach.call(group.children, function (option) {
        var choice = document.createElement("button");
        choice.type = "button";
        choice.className = "picker-choice";
        choice.setAttribute("data-code", option.value);
        choice.setAttribute("data-tone", group.getAttribute("data-tone"));
        choice.textContent = option.text;
        row.appendChild(choice);
      });
      dice.insertBefore(row, empty);
    });
    document.body.appendChild(sheet);
    sheet.querySelector("[data-sheet-close]").addEventListener("click", closeSheet);
    sheet.querySelectorAll("[data-code]").forEach(function (choice) {
      choice.addEventListener("click", function () { pick(choice.getAttribute("data-code")); });
    });
    sheet.addEventListener("close", function () {
      if (current && current._dieButton && current._dieButton.isConnected) {
        current._dieButton.focus();
      }
      current = null;
    });
    return sheet;
  }

  function spacesOf(select) {
    var window = select.closest("[data-window]");
    return window ? Array.prototype.slice.call(window.querySelectorAll("select[data-die]")) : [select];
  }

  function ownerName(select) {
    var match = /^players-(\d+)-/.exec(select.id);
    var mark = match && document.querySelector('[data-name-of="players-' + match[1] + '-name"]');
    return mark ? mark.textContent.trim() : "";
  }

  function showSpace(select) {
    current = select;
    sheet.querySelector("#dice-sheet-title").textContent = fill(sheet.getAttribute("data-title"), {
      name: ownerName(select),
      space: spaceOf(select)
    });
    // A small copy of the window, the space being filled outlined: where the sheet is.
    var small = sheet.querySelector("[data-sheet-window]");
    small.innerHTML = "";
    spacesOf(select).forEach(function (other) {
      var die = document.createElement("i");
      die.textContent = shownOf(other);
      var tone = toneOf(other.value);
      if (tone) { die.setAttribute("data-tone", tone); } else { die.className = "e"; }
      if (other === select) { die.classList.add("here"); }
      small.appendChild(die);
    });
    sheet.querySelectorAll("[data-code]").forEach(function (choice) {
      choice.setAttribute("aria-pressed", String(choice.getAttribute("data-code") === select.value));
    });
  }

  function openSheet(select) {
    ensureSheet();
    showSpace(select);
    sheet.querySelector("[data-sheet-status]").textContent = "";
    if (typeof sheet.showModal === "function") { sheet.showModal(); } else { sheet.setAttribute("open", ""); }
    var chosen = sheet.querySelector('[data-code="' + CSS.escape(select.value) + '"]');
    (chosen || sheet.querySelector("[data-code]")).focus();
  }

  function closeSheet() {
    if (sheet && sheet.open) { sheet.close(); }
  }

  function pick(code) {
    var select = current;
    if (!select) { return; }
    select.value = code;
    select.dispatchEvent(new Event("change", { bubbles: true }));
    sheet.querySelector("[data-sheet-status]").textContent = fill(sheet.getAttribute("data-picked"), {
      space: spaceOf(select),
      die: wordsOf(select)
    });
    var spaces = spacesOf(select);
    var next = spaces[spaces.indexOf(select) + 1];
    if (next) { showSpace(next); } else { finishWindow(select); }
  }

  // After the window's last space the sheet closes and the player's next part (the private
  // objective) gets the focus on its first choice: the sheet has moved on. The private
  // objective, the favor tokens and what follows the player (the next window's first space,
  // or the first shared objective's card) come into view together, as far as they fit.
  function finishWindow(select) {
    var fieldset = select.closest("fieldset");
    var next = fieldset && fieldset.nextElementSibling;
    while (next && next.tagName !== "FIELDSET" && !next.querySelector("input")) {
      next = next.nextElementSibling;
    }
    var control = next && (next.querySelector("input:checked") || next.querySelector("input"));
    current = null;
    closeSheet();
    if (!control) { return; }
    control.focus({ preventScroll: true });
    var section = next.closest("details.section");
    bringIntoView(next, (section && controlAfter(section)) || section || next);
  }

  // Picking (from the sheet, a typed row or a restored draft) refreshes the space's button and
  // the player's one-line summary ("16/20 dice").
  document.addEventListener("change", function (event) {
    var select = event.target.closest && event.target.closest("select[data-die]");
    if (!select) { return; }
    refresh(select);
    var section = select.closest("details.section");
    var count = section && section.querySelector("[data-dice-count]");
    if (!count) { return; }
    count.textContent = String(spacesOf(select).filter(function (other) {
      return other.value !== "";
    }).length);
  });

  // The − and + buttons vantage.js adds take their names from the label once; a label that
  // shows a player's name ("Ann's unused favor tokens") changes as the name is typed.
  function renameSteppers() {
    document.querySelectorAll("[data-stepper]").forEach(function (stepper) {
      var label = stepper.querySelector("label");
      if (!label || !label.querySelector("[data-name-of]")) { return; }
      var words = label.textContent.trim();
      stepper.querySelectorAll("[data-step]").forEach(function (button) {
        var was = button.getAttribute("data-words") || words;
        var name = button.getAttribute("aria-label") || "";
        button.setAttribute("aria-label", name.replace(was, words));
        button.setAttribute("data-words", words);
      });
    });
  }

  document.addEventListener("input", function (event) {
    if (/^players-\d+-name$/.test(event.target.id || "")) { renameSteppers(); }
  });

  // Moving on: what comes next is brought into view, on the player's action only.

  function calmScroll() {
    return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches ?
      "auto" : "smooth";
  }

  // Scroll just enough that `first` to `last` (both elements) sit between the top of the
  // screen and the Score bar; when they cannot both fit, `first` keeps its place at the top.
  function bringIntoView(first, last) {
    var margin = 8;
    var bar = document.querySelector(".action-bar");
    var limit = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    var top = first.getBoundingClientRect().top;
    var bottom = last.getBoundingClientRect().bottom;
    var by = Math.max(0, bottom + margin - limit);
    if (top - by < margin) { by = top - margin; }
    if (Math.abs(by) >= 1) { window.scrollBy({ top: by, behavior: calmScroll() }); }
  }

  var CONTROLS = "button, select, input:not([type=hidden]), textarea, a[href]";

  function shown(element) {
    return element.getClientRects().length > 0 && !element.closest(".visually-hidden, [aria-hidden=true]");
  }

  // The first control a player would tap inside `node` (or `node` itself): a field, a chip or a
  // space's button; a closed section's summary when nothing else is showing.
  function firstControl(node) {
    if (node.matches(CONTROLS) && shown(node)) { return node; }
    var inside = Array.prototype.filter.call(node.querySelectorAll(CONTROLS), shown)[0];
    if (inside) { return inside; }
    var summary = node.tagName === "DETAILS" && node.querySelector("summary");
    return summary && shown(summary) ? summary : null;
  }

  // The first control after `element` in the page's order, within the form.
  function controlAfter(element) {
    for (var node = element; node && node.tagName !== "FORM"; node = node.parentElement) {
      for (var next = node.nextElementSibling; next; next = next.nextElementSibling) {
        var control = firstControl(next);
        if (control) { return control; }
      }
    }
    return null;
  }

  // The keyboard's Next key (Enter) in a name goes to the next name, and from the last one on
  // to the public objectives (not to Score): their chips come into view, and the first
  // window's first space below them as far as it fits.
  document.addEventListener("keydown", function (event) {
    var field = event.target;
    var match = event.key === "Enter" && !event.isComposing && /^players-(\d+)-name$/.exec(field.id || "");
    if (!match || !field.form) { return; }
    event.preventDefault();
    var name = document.getElementById("players-" + (Number(match[1]) + 1) + "-name");
    if (name && shown(name)) {
      name.focus();
      return;
    }
    var next = controlAfter(field.closest("fieldset") || field);
    if (!next) { return; }
    next.focus({ preventScroll: true });
    var part = next.closest("fieldset, section") || next;
    bringIntoView(part, controlAfter(part) || part);
  });

  function nameKeys() {
    document.querySelectorAll('input[id^="players-"][id$="-name"]').forEach(function (field) {
      field.setAttribute("enterkeyhint", "next");
    });
  }

  // A shared objective's card, once picked (the form comes back from the server with its
  // fields): its numbers come into view when it needs them, or else the next pair's card; the
  // focus stays on the card's select (the form was written anew around it).
  var pickedCard = null;

  document.addEventListener("change", function (event) {
    var select = event.target;
    pickedCard = select.matches && select.matches(".shared-card select[data-apply]") ? select.id : null;
  });

  function afterCard() {
    var select = pickedCard && document.getElementById(pickedCard);
    pickedCard = null;
    var card = select && select.closest(".shared-card");
    if (!card) { return; }
    select.focus({ preventScroll: true });
    var numbers = Array.prototype.filter.call(card.querySelectorAll(CONTROLS), function (control) {
      return shown(control) && control !== select && control.type !== "submit" &&
        !/-name$/.test(control.id);
    });
    if (numbers.length) {
      var last = numbers[numbers.length - 1];
      var hint = last.getAttribute("aria-describedby");
      bringIntoView(select, (hint && document.getElementById(hint)) || last);
      return;
    }
    var nextCard = card.nextElementSibling && card.nextElementSibling.matches(".shared-card") ?
      card.nextElementSibling.querySelector("select[data-apply]") : null;
    if (nextCard) { bringIntoView(select, nextCard); }
  }

  // The server's words for what the phone draws (<template id="sagrada-words">, written once).
  function offlineWords(root) {
    var holder = root.querySelector("#sagrada-words");
    return holder ? JSON.parse(holder.getAttribute("data-words")) : null;
  }

  // The helpers the typed rows and the drawing of an edit made with no connection use
  // (static/games/sagrada-rows.js and sagrada-offline.js, fetched once the form has loaded:
  // issue 24).
  window.vantageSagrada = { fill: fill, offlineWords: offlineWords, spaceOf: spaceOf };

  document.addEventListener("DOMContentLoaded", function () { enhance(document); renameSteppers(); nameKeys(); });
  document.addEventListener("vantage:updated", function () {
    enhance(document);
    renameSteppers();
    nameKeys();
    afterCard();
  });
})();
