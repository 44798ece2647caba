/* Tsukimi form: the "who holds this tile" mark follows every tap, the reserves' labels follow
   the name fields, a second tap takes a colour off, "Clear" empties a row in place, and the
   page keeps the next tile within reach of the thumb. Without this file the Update and Clear
   buttons do the same on the server, and the page scrolls as the player scrolls it. */
(function () {
  "use strict";

  var SEATS = [0, 1];

  // The words written here come from the form (data-empty, data-holds…), in the page's
  // language; "{name}" stands for a player's name.
  function word(key, name) {
    var form = document.querySelector(".tsukimi-form");
    var text = (form && form.dataset[key]) || "";
    return text.replace("{name}", name || "");
  }

  function each(root, selector, action) {
    Array.prototype.forEach.call(root.querySelectorAll(selector), action);
  }

  function playerNames() {
    return SEATS.map(function (seat) {
      var input = document.getElementById("players-" + seat + "-name");
      return input ? input.value.trim() || input.placeholder : "";
    });
  }

  function rabbitCounts(tile) {
    var counts = [];
    each(tile, ".rabbits .count", function (group) {
      var chosen = group.querySelector("input:checked");
      var typed = chosen ? chosen.value.trim() : "";
      counts.push(typed === "" ? 0 : Number(typed));
    });
    return counts;
  }

  function refreshTile(tile, names) {
    var counts = rabbitCounts(tile);
    var value = tile.querySelector(".values input:checked");
    var touched = value || tile.querySelector(".colours input:checked") ||
      counts[0] !== 0 || counts[1] !== 0;
    var text = word("empty");
    var seat = -1;
    if (touched && !value) {
      text = word("valueMissing");
    } else if (touched && !(Number.isInteger(counts[0]) && Number.isInteger(counts[1]))) {
      text = word("checkRabbits");
    } else if (touched && counts[0] === counts[1]) {
      text = word("tie");
    } else if (touched) {
      seat = counts[0] > counts[1] ? 0 : 1;
      text = word("holds", names[seat]);
    }
    var mark = tile.querySelector(".holder");
    mark.classList.toggle("held", seat >= 0);
    if (mark.textContent !== text) { mark.textContent = text; }
  }

  // Keep each reserve stepper's label and button names (vantage.js adds the buttons, named
  // after the label) in step with the players' names.
  function refreshSteppers(names) {
    SEATS.forEach(function (seat) {
      var seatBox = document.getElementById("players-" + seat);
      var box = seatBox && seatBox.querySelector("[data-stepper]");
      if (!box) { return; }
      var label = box.querySelector("label");
      var before = label.textContent.trim();
      var now = word("reserve", names[seat]);
      if (before === now) { return; }
      label.textContent = now;
      each(box, "[data-step]", function (button) {
        var name = button.getAttribute("aria-label") || "";
        button.setAttribute("aria-label", name.replace(before, now));
      });
    });
  }

  function refreshAll() {
    var names = playerNames();
    refreshSteppers(names);
    each(document, ".tsukimi-form .tile", function (tile) { refreshTile(tile, names); });
  }

  // The next tile within reach: when a tap in the players or in a tile leaves the next
  // tile's value chips below the screen (or under the Score bar), the page brings the part
  // being entered to the top, so its other rows and the next tile's values are all in view
  // (for the last tile, its own rows).
  var calm = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  function visibleBottom() {
    var bar = document.querySelector(".action-bar");
    var top = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    return Math.min(top, window.innerHeight);
  }

  function keepNextInReach(step) {
    var steps = Array.prototype.slice.call(document.querySelectorAll(".tsukimi-form .reach"));
    var next = steps[steps.indexOf(step) + 1];
    // After the last tile nothing comes next but the tile's own rows: keep those in reach.
    var needed = next ? next.querySelector(".values") || next : step;
    var bottom = Math.max(needed.getBoundingClientRect().bottom, step.getBoundingClientRect().bottom);
    if (bottom <= visibleBottom()) { return; }
    step.scrollIntoView({ block: "start", behavior: calm ? "auto" : "smooth" });
  }

  function onEdit(event) {
    var target = event.target;
    if (/^players-\d+-name$/.test(target.id)) {
      refreshAll();
    } else if (target.closest && target.closest(".tsukimi-form .tile")) {
      refreshTile(target.closest(".tile"), playerNames());
    }
  }

  document.addEventListener("input", onEdit);
  document.addEventListener("change", onEdit);
  document.addEventListener("change", function (event) {
    var step = event.target.closest && event.target.closest(".tsukimi-form .reach");
    if (step) { keepNextInReach(step); }
  });
  document.addEventListener("vantage:updated", refreshAll);
  document.addEventListener("DOMContentLoaded", refreshAll);

  // A colour is optional: tapping the chosen one again takes it off.
  var colourBefore = null;
  document.addEventListener("pointerdown", function (event) {
    var input = event.target.closest(".tsukimi-form .colours input");
    colourBefore = input && input.checked ? input : null;
  }, true);
  document.addEventListener("click", function (event) {
    var input = event.target.closest(".tsukimi-form .colours input");
    if (input && input === colourBefore) {
      input.checked = false;
      colourBefore = null;
      refreshTile(input.closest(".tile"), playerNames());
    }
  });

  // Capture phase: runs before vantage.js would post the button to the server.
  document.addEventListener("click", function (event) {
    var button = event.target.closest(".tsukimi-form .tile button.clear");
    if (!button) { return; }
    event.preventDefault();
    event.stopPropagation();
    var tile = button.closest(".tile");
    each(tile, ".values input, .colours input", function (input) { input.checked = false; });
    each(tile, '.rabbits .count input[value="0"]', function (input) { input.checked = true; });
    refreshTile(tile, playerNames());
  }, true);
})();
