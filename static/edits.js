/* Edit buttons with no connection (issue 28): the change a button makes, as the server
   described it. Every game's edit button that changes the form's lists carries its change in
   data-edit (web/forms/edits.py, written by the game's adapter, the same description its
   apply_action performs on the server); with no connection static/vantage.js asks here, and
   the operations are performed on the form's fields ([name, value] pairs, as the form posts
   them) exactly as web/forms/edits.py performs them on the form data. Nothing here knows a game. */
(function () {
  "use strict";
  var offline = window.vantageOffline;
  if (!offline) { return; }
  var NUMBER = /^\d+$/;
  var CHECKS = { require: true, room: true };

  // The entries of the list ``name`` ("dusk-0-cards"), in the order of their numbers (as
  // WTForms reads them, whatever the numbers): each its fields as [rest of name, value].
  function entriesOf(fields, name) {
    var prefix = name + "-";
    var numbered = {};
    fields.forEach(function (pair) {
      if (pair[0].indexOf(prefix) !== 0) { return; }
      var rest = pair[0].slice(prefix.length);
      var dash = rest.indexOf("-");
      var number = dash === -1 ? rest : rest.slice(0, dash);
      if (!NUMBER.test(number)) { return; }
      (numbered[Number(number)] = numbered[Number(number)] || []).push(
        [dash === -1 ? "" : rest.slice(dash), pair[1]]);
    });
    return Object.keys(numbered).map(Number).sort(function (a, b) { return a - b; })
      .map(function (number) { return numbered[number]; });
  }

  // The list's fields written again, its entries numbered from 0 in their new order.
  function writeList(fields, name, entries) {
    var prefix = name + "-";
    var kept = fields.filter(function (pair) {
      if (pair[0].indexOf(prefix) !== 0) { return true; }
      var rest = pair[0].slice(prefix.length);
      return !NUMBER.test(rest.split("-")[0]);
    });
    entries.forEach(function (entry, number) {
      entry.forEach(function (part) { kept.push([prefix + number + part[0], part[1]]); });
    });
    return kept;
  }

  // An entry of the description ({"icon": "bear", "watch": []}) as the fields it posts.
  function flatten(value, rest, into) {
    if (Array.isArray(value)) {
      value.forEach(function (inner, number) { flatten(inner, rest + "-" + number, into); });
    } else if (value !== null && typeof value === "object") {
      Object.keys(value).forEach(function (key) { flatten(value[key], rest + "-" + key, into); });
    } else {
      into.push([rest, value === null || value === undefined ? "" : String(value)]);
    }
    return into;
  }

  function valueOf(fields, name) {
    var found = null;
    fields.forEach(function (pair) { if (pair[0] === name) { found = pair[1]; } });
    return found;
  }

  function setValue(fields, name, value) {
    var seen = false;
    fields.forEach(function (pair) {
      if (pair[0] === name) { pair[1] = value; seen = true; }
    });
    if (!seen) { fields.push([name, value]); }
  }

  function entryValue(entry, key) {
    var found = null;
    entry.forEach(function (part) { if (part[0] === "-" + key) { found = part[1]; } });
    return found;
  }

  // web/forms/edits.py marked: the entry number a mark names in the list, or null.
  function marked(value, name) {
    var prefix = name + "-";
    if (typeof value !== "string" || value.indexOf(prefix) !== 0) { return null; }
    var number = value.slice(prefix.length);
    return NUMBER.test(number) ? Number(number) : null;
  }

  // web/forms/edits.py loose: a text without spaces, in capitals.
  function loose(text) {
    return typeof text === "string" ? text.replace(/\s+/g, "").toUpperCase() : "";
  }

  function passes(fields, operation) {
    var entries = entriesOf(fields, operation.list);
    if (operation.op === "require") { return operation.index < entries.length; }
    return entries.length < operation.most;
  }

  // One operation (web/forms/edits.py _perform); the fields it leaves.
  function perform(fields, operation) {
    var name = operation.list;
    var entries = name ? entriesOf(fields, name) : null;
    var mark = operation.mark ? marked(valueOf(fields, operation.mark), name) : null;
    if (operation.op === "set") {
      setValue(fields, operation.field, operation.value);
    } else if (operation.op === "toggle") {
      var now = valueOf(fields, operation.field);
      setValue(fields, operation.field, now === operation.value ? "" : operation.value);
    } else if (operation.op === "insert") {
      var at = mark === null || mark > entries.length ? entries.length : mark;
      entries.splice(at, 0, flatten(operation.entry, "", []));
      fields = writeList(fields, name, entries);
      if (operation.mark) { setValue(fields, operation.mark, mark === null ? "" : name + "-" + (at + 1)); }
      if (operation.opens) { setValue(fields, operation.opens, name + "-" + at); }
    } else if (operation.op === "remove") {
      if (operation.index >= entries.length) { return fields; }
      entries.splice(operation.index, 1);
      fields = writeList(fields, name, entries);
      if (mark !== null && operation.index < mark) { setValue(fields, operation.mark, name + "-" + (mark - 1)); }
      if (mark !== null && !entries.length) { setValue(fields, operation.mark, ""); }
    } else if (operation.op === "move") {
      var to = operation.index + operation.by;
      if (operation.index < entries.length && to >= 0 && to < entries.length) {
        var moved = entries[operation.index];
        entries[operation.index] = entries[to];
        entries[to] = moved;
        fields = writeList(fields, name, entries);
      }
    } else if (operation.op === "choose") {
      fields = choose(fields, operation, entries);
    }
    return fields;
  }

  function choose(fields, operation, entries) {
    var match = operation.match, field = operation.field, value = operation.value;
    var index = -1;
    entries.some(function (entry, number) {
      var same = Object.keys(match).every(function (key) {
        return loose(entryValue(entry, key)) === loose(match[key]);
      });
      if (same) { index = number; }
      return same;
    });
    if (index !== -1) {
      var entry = entries[index];
      if (value === null || entryValue(entry, field) === value) {
        entries.splice(index, 1);
      } else if (entryValue(entry, field) === null) {
        entry.push(["-" + field, value]);
      } else {
        entry.forEach(function (part) { if (part[0] === "-" + field) { part[1] = value; } });
      }
    } else if (value !== null && entries.length < operation.most) {
      var added = {};
      added[field] = value;
      Object.keys(match).forEach(function (key) { added[key] = match[key]; });
      entries.push(flatten(added, "", []));
    } else {
      return fields;
    }
    return writeList(fields, operation.list, entries);
  }

  // web/forms/edits.py apply_edit: the checks read the fields as posted; then every operation.
  function applyEdit(fields, edit) {
    var changed = fields.map(function (pair) { return pair.slice(); });
    var applies = edit.every(function (operation) {
      return !CHECKS[operation.op] || passes(changed, operation);
    });
    if (!applies) { return changed; }
    edit.forEach(function (operation) {
      if (!CHECKS[operation.op]) { changed = perform(changed, operation); }
    });
    return changed;
  }

  // The element that carries the edit: the button pressed, or a select that applies itself
  // (data-apply) beside its button for pages without JavaScript.
  function describedEdit(form, action) {
    var found = null;
    form.querySelectorAll("[data-edit]").forEach(function (element) {
      if (!found && (element.value === action || element.getAttribute("data-apply") === action)) {
        found = element;
      }
    });
    return found;
  }

  offline.edits.push(function (fields, action, form) {
    var element = form && describedEdit(form, action);
    return element ? applyEdit(fields, JSON.parse(element.getAttribute("data-edit"))) : null;
  });
})();
