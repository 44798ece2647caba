/* Fetched once the form has loaded, after the forms' later scripts (web/platform/assets.py
   topiary-later.js; issue 24: a first load under 20 KB): it acts only on an edit with no
   connection, which waits for it (window.vantageLater). */
/* With no connection (issue 15) the places, the chips of the open place, "Done with this
   place" and a visitor's ✕ still work on the phone. static/vantage.js draws the form again
   from the blank one the service worker kept; each of those buttons carries the change it
   makes to the form's fields (data-edit, written by web/games/topiary/adapter.py place_edit,
   visit_edit and drop_edit, the changes apply_action makes too), which static/edits.js
   performs; here the ring's marks, the open place's chooser and the visitor list are drawn
   into the kept form from the server's own markup (the <template>s of form.html's
   offline_templates, its macros with placeholders), so that the form posts exactly what the
   server's page would after the same taps (tests/browser/test_offline_topiary.py compares).
   Online the server draws them all. */
(function () {
  "use strict";
  var offline = window.vantageOffline;
  if (!offline) { return; }
  var VISITOR_FIELD = /^visitors-(\d+)-(player|at|facing)$/;
  var DIGITS = /^\d+$/;

  function words(root) {
    var holder = root.querySelector("[data-offline-topiary]");
    if (!holder) { return null; }
    var said = JSON.parse(holder.getAttribute("data-offline-topiary"));
    said.count = Number(holder.getAttribute("data-count")); // This form's number of players,
    said.allowed = Number(holder.getAttribute("data-allowed")); // and visitors each.
    return said;
  }

  function fill(pattern, values) {
    return pattern.replace(/\{(\w+)\}/g, function (whole, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? values[key] : whole;
    });
  }

  // The visitors in the order of their numbers (as WTForms reads a list) and the open place.
  function readModel(fields) {
    var numbered = {};
    var model = { visitors: [], openPlace: "" };
    fields.forEach(function (pair) {
      var match = VISITOR_FIELD.exec(pair[0]);
      if (!match) {
        if (pair[0] === "open_place") { model.openPlace = pair[1]; }
        return;
      }
      var visitor = numbered[match[1]] = numbered[match[1]] || { player: "", at: "", facing: "" };
      visitor[match[2]] = pair[1];
    });
    model.visitors = Object.keys(numbered).map(Number).sort(function (a, b) { return a - b; })
      .map(function (number) { return numbered[number]; });
    return model;
  }

  // web/games/topiary/adapter.py visitor_key: the spot a visitor's fields name, or null.
  function visitorKey(visitor, said) {
    var key = (visitor.at || "").replace(/ /g, "").split(",").join("-") + "-" +
      (visitor.facing || "").trim().toUpperCase();
    return Object.prototype.hasOwnProperty.call(said.spots, key) ? key : null;
  }

  function placeOf(text, said) {
    return typeof text === "string" && Object.prototype.hasOwnProperty.call(said.places, text) &&
      /^\d+-\d+$/.test(text) ? text : null;
  }

  // web/games/topiary/adapter.py player_marks.
  function playerMarks(names) {
    return names.map(function (name, index) {
      var mark = name.slice(0, 1).toUpperCase();
      var clashes = names.filter(function (other) { return other.slice(0, 1).toUpperCase() === mark; });
      if (clashes.length > 1) {
        mark = name.slice(0, 1).toUpperCase() + name.slice(1, 2).toLowerCase();
        var same = names.filter(function (other) {
          return other.slice(0, 2).toLowerCase() === name.slice(0, 2).toLowerCase();
        });
        if (same.length > 1) { mark = String(index + 1); }
      }
      return mark || String(index + 1);
    });
  }

  // web/games/topiary/adapter.py seat_of: a seat number below the most players, else null.
  function seatOf(value, said) {
    var text = typeof value === "string" ? value.trim() : "";
    return DIGITS.test(text) && Number(text) < said.maxPlayers ? Number(text) : null;
  }

  function escapeHtml(text) {
    return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  }

  // A copy of one of the server's templates, its placeholders (__NAME__, and the numbers the
  // counts and the visitor's number are written with) filled in, in one pass.
  function copy(root, kind, values, said) {
    var template = root.querySelector('[data-offline-topiary] template[data-topiary="' + kind + '"]');
    var numbers = {};
    numbers[String(said.placed)] = values.PLACED;
    numbers[String(said.index)] = values.INDEX;
    var html = template.innerHTML.replace(/__([A-Z0-9]+)__|\d+/g, function (whole, key) {
      if (key !== undefined) {
        return Object.prototype.hasOwnProperty.call(values, key) ? escapeHtml(values[key]) : whole;
      }
      return numbers[whole] !== undefined ? String(numbers[whole]) : whole;
    });
    var holder = root.ownerDocument.createElement("template");
    holder.innerHTML = html;
    return holder.content;
  }

  // What the server's template_context works out from the fields.
  function tableOf(fields, said, count) {
    var typed = {};
    fields.forEach(function (pair) {
      var match = /^players-(\d+)-name$/.exec(pair[0]);
      if (match) { typed[match[1]] = pair[1]; }
    });
    var names = [];
    for (var seat = 0; seat < count; seat += 1) {
      names.push((typed[seat] || "").trim() || said.defaults[seat]);
    }
    var model = readModel(fields);
    var owners = {};
    var bySeat = { stranger: [] };
    model.visitors.forEach(function (visitor, index) {
      var seatHere = seatOf(visitor.player, said);
      var key = visitorKey(visitor, said);
      if (key !== null && !Object.prototype.hasOwnProperty.call(owners, key)) { owners[key] = seatHere; }
      var group = seatHere !== null && seatHere < count ? seatHere : "stranger";
      (bySeat[group] = bySeat[group] || []).push({ index: index, visitor: visitor, key: key });
    });
    return {
      names: names, marks: playerMarks(names), owners: owners, bySeat: bySeat,
      openPlace: placeOf(model.openPlace, said), count: count
    };
  }

  function seatValues(table) {
    var values = {};
    table.names.forEach(function (name, seat) {
      values["NAME" + seat] = name;
      values["MARK" + seat] = table.marks[seat];
    });
    return values;
  }

  // The ring's places: their marks, their names read out, which one is open.
  function drawPlaces(kept, table, said) {
    kept.querySelectorAll("button.place").forEach(function (button) {
      var where = button.value.replace(/^place:/, "");
      var place = said.places[where];
      if (!place) { return; }
      var open = table.openPlace === where;
      var taken = place.keys.filter(function (key) {
        return Object.prototype.hasOwnProperty.call(table.owners, key);
      });
      button.classList.toggle("is-open", open);
      button.setAttribute("aria-pressed", open ? "true" : "false");
      var action = button.getAttribute("formaction") || "";
      button.setAttribute("formaction", action.replace(/#.*$/, "") + (open ? "#garden" : "#place-panel"));
      var read = taken.map(function (key) {
        var seat = table.owners[key];
        var known = seat !== null && seat < table.count;
        return fill(said.looking, { name: known ? table.names[seat] : said.another, way: said.spots[key].way });
      });
      button.setAttribute("aria-label", place.words + ": " + (read.length ? read.join("; ") : said.noVisitor));
      var marks = taken.map(function (key) {
        var seat = table.owners[key];
        var text = (seat !== null && seat < table.count ? table.marks[seat] : "?") + said.spots[key].arrow;
        return seat === null ?
          copy(kept, "mark-stranger", { TEXT: text }, said) :
          copy(kept, "mark", { NUMBER: String(seat + 1), TEXT: text }, said);
      });
      button.replaceChildren.apply(button, marks.length ? marks : [copy(kept, "mark-free", {}, said)]);
    });
  }

  // The open place's chooser, after the suits' key as the server puts it.
  function drawPanel(kept, table, said) {
    var old = kept.querySelector("#place-panel");
    if (old) { old.remove(); }
    if (!table.openPlace) { return; }
    var place = said.places[table.openPlace];
    var panel = copy(kept, "panel", { WHERE: table.openPlace, TITLE: place.words }, said).firstElementChild;
    var done = panel.querySelector(".close-panel");
    place.keys.forEach(function (key) {
      var spot = said.spots[key];
      var values = seatValues(table);
      values.KEY = key;
      values.ARROW = spot.arrow;
      values.LOOK = spot.look;
      values.AT = spot.at; // The chips' change (data-edit): the spot's fields.
      values.FACING = spot.facing;
      var look = copy(kept, "look", values, said).firstElementChild;
      var owner = Object.prototype.hasOwnProperty.call(table.owners, key) ? table.owners[key] : -1;
      look.querySelectorAll("button.chip").forEach(function (chip) {
        var seat = chip.value.split(":").pop();
        var mine = seat === "none" ? owner === -1 : owner === Number(seat);
        chip.setAttribute("aria-pressed", mine ? "true" : "false");
      });
      panel.insertBefore(look, done);
    });
    var key = kept.querySelector("#garden .legend-line");
    if (key) { key.after(panel); }
  }

  // The visitor list, each player's visitors under their name with their count.
  function drawVisitors(kept, table, said) {
    var fieldset = kept.querySelector("fieldset#visitors");
    if (!fieldset) { return; }
    fieldset.querySelectorAll(".visitor-group").forEach(function (group) { group.remove(); });
    var seats = [];
    for (var seat = 0; seat < table.count; seat += 1) { seats.push(seat); }
    if (table.bySeat.stranger.length) { seats.push("stranger"); }
    seats.forEach(function (seatHere) {
      var entries = table.bySeat[seatHere] || [];
      var stranger = seatHere === "stranger";
      var title = stranger ? said.stranger : table.names[seatHere];
      var group = copy(kept, "group-" + seatHere, { MARK: stranger ? "" : table.marks[seatHere] }, said)
        .firstElementChild;
      if (!stranger) {
        var name = group.querySelector("[data-name-of]");
        if (name) { name.textContent = title; }
        var allowed = said.allowed;
        var kind = entries.length > allowed ? "count-over" : entries.length === allowed ? "count-done" : "count-under";
        group.querySelector(".visitor-count").replaceWith(copy(kept, kind, { PLACED: entries.length }, said));
      }
      if (entries.length) {
        var list = copy(kept, "list", {}, said).firstElementChild;
        entries.forEach(function (entry) {
          var visitor = entry.visitor;
          var spot = entry.key !== null ? said.spots[entry.key].spot :
            fill(said.tampered, { at: visitor.at || "?", facing: visitor.facing || "?" });
          var item = copy(kept, "item", { INDEX: entry.index, SPOT: spot, TITLE: title }, said)
            .firstElementChild;
          // The three fields the server writes first in the line: id, name, type, value.
          item.prepend.apply(item, ["player", "at", "facing"].map(function (key) {
            var input = kept.ownerDocument.createElement("input");
            input.id = input.name = "visitors-" + entry.index + "-" + key;
            input.type = "hidden";
            input.value = visitor[key];
            return input;
          }));
          list.appendChild(item);
        });
        group.appendChild(list);
      } else {
        group.appendChild(copy(kept, "empty", {}, said));
      }
      fieldset.appendChild(group);
    });
  }

  function drawGarden(kept, fields) {
    if (!kept.classList.contains("topiary")) { return; }
    var said = words(kept);
    if (!said) { return; }
    var table = tableOf(fields, said, said.count);
    drawPlaces(kept, table, said);
    drawPanel(kept, table, said);
    drawVisitors(kept, table, said);
  }
  offline.builders.push(drawGarden);
})();
