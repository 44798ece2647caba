/* Solstis form, progressive enhancement on top of static/picker.js: lays the panorama out as
   the stepped mountain once its cells are tappable; the brushes say what a tap places (Tile
   steps a cell empty → tile → rainbow, Rainbow and In hand place theirs in one tap, a second
   tap empties the cell); a cell whose tile the other player already has is marked taken, and
   a tap there never places that tile; marking a tile in hand ticks the Squirrel (only it
   places the hand); the Next key of the first name goes to the second; each player's
   one-line summary stays up to date; and the part that comes next (a player's spirits after
   their mountain, the next player's mountain after those spirits) is kept in view. */
(function () {
  "use strict";

  var CELL = /^players-(\d+)-panorama-([a-z]+-\d+)$/;
  var HOLDS_TILE = { tile: true, hand: true };
  var TILE_STEPS = ["", "tile", "rainbow"];

  function cellSelect(form, player, cell) {
    return form.querySelector('select[name="players-' + player + "-panorama-" + cell + '"]');
  }

  function twinOf(select) {
    var match = CELL.exec(select.name);
    return match ? cellSelect(select.form, match[1] === "0" ? 1 : 0, match[2]) : null;
  }

  function otherHoldsTile(select) {
    var other = twinOf(select);
    return other && HOLDS_TILE[other.value] ? other : null;
  }

  function playerName(form, player) {
    var input = form.querySelector('input[name="players-' + player + '-name"]');
    return (input && (input.value.trim() || input.placeholder)) || "";
  }

  // The page's words (data-words on each summary, from web/games/solstis/adapter.py: script_words),
  // so that what this script writes is in the page's language.
  function wordsOf(form) {
    var holder = form.querySelector("[data-words]");
    try { return JSON.parse(holder.getAttribute("data-words")); } catch (error) { return null; }
  }

  function fill(sentence, values) {
    return sentence.replace(/%\((\w+)\)[sd]/g, function (_, key) { return values[key]; });
  }

  function markCell(select) {
    var match = CELL.exec(select.name);
    var slot = select.closest(".slot");
    var button = select.nextElementSibling;
    if (!match || !slot || !button || !button.classList.contains("picker-button")) { return; }
    var other = otherHoldsTile(select);
    var clash = !!other && !!HOLDS_TILE[select.value];
    slot.classList.toggle("is-taken", !!other && !clash);
    slot.classList.toggle("is-clash", clash);
    var option = select.options[select.selectedIndex];
    var label = window.VantagePicker.labelOf(select) + ": " + (option ? option.text : "");
    var words = wordsOf(select.form);
    if (other && words) {
      var owner = playerName(select.form, match[1] === "0" ? 1 : 0);
      label = fill(clash ? words.clash : words.taken, { cell: label, owner: owner });
    }
    button.setAttribute("aria-label", label);
    // The select is hidden from screen readers once it is a button; so is its label.
    var hidden = select.parentElement.querySelector("label.visually-hidden");
    if (hidden) { hidden.setAttribute("aria-hidden", "true"); }
    var mountain = select.closest(".mountain");
    if (mountain) { mountain.classList.add("is-tappable"); }
  }

  function markCells(form) {
    form.querySelectorAll("select[data-picker]").forEach(markCell);
  }

  function brushOf(player) {
    var checked = document.querySelector('input[name="brush-' + player + '"]:checked');
    return checked ? checked.value : "tile";
  }

  // What a tap on a cell holding `value` leaves there, with the player's brush.
  function nextValue(select, value, brush) {
    var taken = !!otherHoldsTile(select);
    if (brush !== "tile") {
      if (value === brush || (taken && HOLDS_TILE[brush])) { return ""; }
      return brush;
    }
    var index = TILE_STEPS.indexOf(value);
    var next = TILE_STEPS[(index + 1) % TILE_STEPS.length];
    return taken && HOLDS_TILE[next] ? TILE_STEPS[(TILE_STEPS.indexOf(next) + 1) % TILE_STEPS.length] : next;
  }

  function tickSquirrel(form, player) {
    var box = form.querySelector('input[name="players-' + player + '-spirits-squirrel"]');
    if (box && !box.checked) {
      box.checked = true;
      box.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }

  // The next part within reach (issue 15). A player enters a mountain, then its spirits,
  // then the next player's mountain and spirits. When a tap in one part leaves the part that
  // comes next below the screen (or under the Score bar), the page brings the part being
  // entered to the top, so that it and the whole next part are in view: the next thing to
  // enter arrives under the thumb. Only ever after a tap or a key of the player's own (never
  // while they read), and without the animation when they ask for reduced motion.
  var PARTS = ".solstis-player .mountain, .solstis-player .spirit-groups";

  function visibleBottom() {
    var bar = document.querySelector(".action-bar");
    var top = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    return Math.min(top, window.innerHeight);
  }

  function shown(element) {
    return element.getClientRects().length > 0;
  }

  function inView(element) {
    var box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= visibleBottom();
  }

  function keepNextInReach(part) {
    var parts = Array.prototype.filter.call(document.querySelectorAll(PARTS), shown);
    var index = parts.indexOf(part);
    if (index < 0) { return; }
    // After the last player's spirits nothing comes next but Score: keep those in reach.
    var next = parts[index + 1] || part;
    if (inView(next) && inView(part)) { return; }
    var calm = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    part.scrollIntoView({ block: "start", behavior: calm ? "auto" : "smooth" });
  }

  function partOf(element) {
    var player = element.closest && element.closest(".solstis-player");
    if (!player) { return null; }
    if (element.closest(".spirit-groups")) { return player.querySelector(".spirit-groups"); }
    if (element.closest(".panorama-fieldset")) { return player.querySelector(".mountain"); }
    return null;
  }

  // A spirit ticked or a brush picked by the player (a change the script makes itself, such
  // as the Squirrel ticked for a tile in hand, is not the player's and moves nothing).
  document.addEventListener("change", function (event) {
    if (!event.isTrusted) { return; }
    var part = partOf(event.target);
    if (part) { keepNextInReach(part); }
  });

  // A tap on a cell: the brush decides, before the picker's own cycle (capture phase).
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest(".mountain .picker-button");
    if (!button) { return; }
    var select = button.previousElementSibling;
    var match = select && CELL.exec(select.name);
    if (!match) { return; }
    event.stopPropagation();
    event.preventDefault();
    select.value = nextValue(select, select.value, brushOf(match[1]));
    select.dispatchEvent(new Event("change", { bubbles: true }));
    if (select.value === "hand") { tickSquirrel(select.form, match[1]); }
    if (event.isTrusted) { keepNextInReach(partOf(select)); }
  }, true);

  function plural(words, count, word) {
    return fill(words[word][count === 1 ? 0 : 1], { num: count });
  }

  function updateSummaries(form) {
    form.querySelectorAll("[data-summary]").forEach(function (note) {
      var player = note.getAttribute("data-summary");
      var counts = { tile: 0, rainbow: 0, hand: 0 };
      form.querySelectorAll('select[name^="players-' + player + '-panorama-"]').forEach(function (s) {
        if (counts[s.value] !== undefined) { counts[s.value] += 1; }
      });
      var spirits = form.querySelectorAll('input[name^="players-' + player + '-spirits-"]:checked').length;
      var words = wordsOf(form);
      if (!words) { return; }
      note.textContent = fill(counts.hand ? words.summary_hand : words.summary, {
        tiles: plural(words, counts.tile, "tile"),
        rainbows: plural(words, counts.rainbow, "rainbow"),
        spirits: plural(words, spirits, "spirit"),
        hand: counts.hand
      });
    });
  }

  function refreshAll() {
    var form = document.getElementById("form");
    if (!form) { return; }
    markCells(form);
    updateSummaries(form);
  }

  document.addEventListener("change", function (event) {
    if (event.target.form) { updateSummaries(event.target.form); }
  });
  // The picker has just written a cell's label: add "taken" to it and to the other player's
  // same cell, whose state depends on this one. Synchronous, so no tap can read a stale label.
  document.addEventListener("picker:refreshed", function (event) {
    var select = event.target;
    markCell(select);
    var twin = twinOf(select);
    if (twin) { markCell(twin); }
  });
  document.addEventListener("input", function (event) {
    if (event.target.name && /-name$/.test(event.target.name)) { refreshAll(); }
  });
  // The keyboard's Next key (Enter) in the first name goes to the second, not to Score.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" || !event.target.form || event.target.name !== "players-0-name") { return; }
    var second = event.target.form.querySelector('input[name="players-1-name"]');
    if (second) {
      event.preventDefault();
      second.focus();
    }
  });
  document.addEventListener("DOMContentLoaded", refreshAll);
  document.addEventListener("vantage:updated", refreshAll);
})();
