/* Fetched once the form has loaded, after the forms' later scripts (web/platform/assets.py
   panorama-later.js; issue 24: a first load under 20 KB): it acts only on an edit with no
   connection, which waits for it (window.vantageLater). */
/* With no connection (issue 15): adding, inserting, removing, moving and opening cards work
   on the phone. static/vantage.js draws the form again from the blank one the service worker
   kept; each edit button carries the change it makes to the form's fields (data-edit, written
   by web/games/panorama/adapter.py card_edit, the description apply_action performs too), which
   static/edits.js performs; here the cards are drawn into the kept form from the server's own
   markup (form.html's card_templates), so that the form posts exactly what the server's page
   would after the same taps (tests/browser/test_offline_entry.py compares). */
(function () {
  "use strict";
  var offline = window.vantageOffline;
  if (!offline) { return; }
  var CARD_FIELD = /^((?:dusk|dawn)-\d+)-cards-(\d+)-(icon|second_icon|scores_as|watch-(\d+)-(offset|icon))$/;

  function words(root) {
    var holder = (root || document).querySelector("[data-offline-cards]");
    return holder ? JSON.parse(holder.getAttribute("data-offline-cards")) : null;
  }

  function byNumber(map) {
    return Object.keys(map).map(Number).sort(function (a, b) { return a - b; }).map(function (key) {
      return map[key];
    });
  }

  // The fields as lists of cards (WTForms reads a list's entries in the order of their
  // numbers, whatever the numbers), each card's fields as they were named.
  function readCards(fields) {
    var panoramas = {};
    var model = { panoramas: {}, editing: "", inserting: "" };
    fields.forEach(function (pair) {
      var match = CARD_FIELD.exec(pair[0]);
      if (pair[0] === "editing" || pair[0] === "inserting") {
        model[pair[0]] = pair[1];
      } else if (match) {
        var cards = panoramas[match[1]] = panoramas[match[1]] || {};
        var card = cards[match[2]] = cards[match[2]] ||
          { icon: "", second_icon: "", scores_as: "", rows: {}, names: [] };
        card.names.push(pair[0]);
        if (match[4] === undefined) {
          card[match[3]] = pair[1];
        } else {
          var row = card.rows[match[4]] = card.rows[match[4]] || { offset: "", icon: "" };
          row[match[5]] = pair[1];
        }
      }
    });
    Object.keys(panoramas).forEach(function (id) {
      model.panoramas[id] = byNumber(panoramas[id]).map(function (card) {
        card.watch = byNumber(card.rows);
        delete card.rows;
        return card;
      });
    });
    return model;
  }

  // What the server's page posts for a card (prepare_form, form.html's hidden_card): a
  // Watchtower its position rows and no other card any, a closed card its icons and rule only
  // when chosen. The fields of a card leave ``fields`` where the page would not post them.
  function postedAsTheServersPage(fields, model, said) {
    var dropped = {};
    Object.keys(model.panoramas).forEach(function (id) {
      model.panoramas[id].forEach(function (card, position) {
        var open = model.editing === id + "-cards-" + position;
        var rows = isWatchtower(card, said) ? said.rows : 0;
        card.names.forEach(function (name) {
          var match = CARD_FIELD.exec(name);
          var key = match[3];
          if (match[4] !== undefined ? Number(match[4]) >= rows : !open && !card[key]) {
            dropped[name] = true;
          }
        });
      });
    });
    for (var index = fields.length - 1; index >= 0; index -= 1) {
      if (dropped[fields[index][0]]) { fields.splice(index, 1); }
    }
  }

  function insertPosition(inserting, id) {
    var prefix = id + "-cards-";
    if (typeof inserting !== "string" || inserting.indexOf(prefix) !== 0) { return null; }
    var number = inserting.slice(prefix.length);
    return /^\d+$/.test(number) ? Number(number) : null;
  }

  // Drawing the cards: the words the server's card_words and watch_words would write.
  function fill(pattern, values) {
    return pattern.replace(/\{(\w+)\}/g, function (whole, key) {
      return Object.prototype.hasOwnProperty.call(values, key) ? values[key] : whole;
    });
  }

  function iconWords(icon, said) {
    return Object.prototype.hasOwnProperty.call(said.icons, icon) ? said.icons[icon] : icon;
  }

  function chosenIcons(card) {
    var icons = [];
    [card.icon, card.second_icon].forEach(function (icon) {
      if (icon && icons.indexOf(icon) === -1) { icons.push(icon); }
    });
    return icons;
  }

  function cardWords(card, said) {
    var icons = chosenIcons(card);
    if (!icons.length) { return said.none; }
    if (icons[0] === said.faceDown) { return said.down; }
    if (icons.length === 1) { return iconWords(icons[0], said); }
    return fill(said["with"], { icon: iconWords(icons[0], said), second: iconWords(icons[1], said) });
  }

  function offsetMark(offset) {
    if (!/^[+-]?\d+$/.test(offset)) { return offset; }
    var number = Number(offset);
    return number < 0 ? "−" + (-number) : "+" + number;
  }

  function watchWords(card, said) {
    return card.watch.filter(function (row) { return row.offset || row.icon; }).map(function (row) {
      return fill(said.position, {
        position: row.offset ? offsetMark(row.offset) : "?",
        icon: row.icon ? iconWords(row.icon, said) : "?"
      });
    }).join(" · ");
  }

  function isWatchtower(card, said) {
    return card.scores_as === said.watchRule ||
      (!card.scores_as && (card.icon === said.watchtower || card.second_icon === said.watchtower));
  }

  function escapeHtml(text) {
    return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  }

  // A copy of one of the server's templates, its placeholders filled in.
  function copy(root, kind, values, said) {
    var template = root.querySelector('[data-offline-cards] template[data-card="' + kind + '"]');
    var place = said.placeholder;
    var html = template.innerHTML
      .split(place.panorama).join(values.id)
      .split(String(place.position + 1)).join(String(values.position + 1))
      .split(String(place.position)).join(String(values.position));
    ["WORDS", "LOOKS", "NAMED", "EMOJI"].forEach(function (key) {
      html = html.split("__" + key + "__").join(escapeHtml(values[key.toLowerCase()] || ""));
    });
    var holder = root.ownerDocument.createElement("template");
    holder.innerHTML = html;
    return holder.content;
  }

  function hiddenInput(doc, name, value) {
    var input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    return input;
  }

  function drawCard(root, id, card, position, total, model, said) {
    var doc = root.ownerDocument;
    var cardId = id + "-cards-" + position;
    var open = model.editing === cardId;
    var watch = isWatchtower(card, said);
    var rows = [];
    for (var number = 0; number < (watch ? said.rows : 0); number += 1) {
      rows.push(card.watch[number] || { offset: "", icon: "" });
    }
    card.watch = rows;
    var cardWordsText = cardWords(card, said);
    var looks = watchWords(card, said);
    var item = copy(root, open ? (watch ? "watch" : "plain") : "closed", {
      id: id,
      position: position,
      words: cardWordsText,
      looks: looks || said.noPositions,
      named: looks ? fill(said.named, { card: cardWordsText, positions: looks }) : cardWordsText,
      emoji: (said.emoji[card.icon] || "") + (said.emoji[card.second_icon] || "")
    }, said).firstElementChild;
    if (!watch) {
      var shown = item.querySelector(".card-watch");
      if (shown) { shown.remove(); }
    }
    var mark = insertPosition(model.inserting, id);
    item.classList.toggle("insert-before", mark === position);
    item.querySelector('button[value^="left:"]').disabled = position === 0;
    item.querySelector('button[value^="right:"]').disabled = position + 1 === total;
    var prefix = cardId + "-";
    if (!open) {
      var button = item.querySelector(".card-name");
      ["icon", "second_icon", "scores_as"].forEach(function (key) {
        if (card[key]) { item.insertBefore(hiddenInput(doc, prefix + key, card[key]), button); }
      });
      rows.forEach(function (row, index) {
        item.insertBefore(hiddenInput(doc, prefix + "watch-" + index + "-offset", row.offset), button);
        item.insertBefore(hiddenInput(doc, prefix + "watch-" + index + "-icon", row.icon), button);
      });
      return item;
    }
    ["icon", "second_icon", "scores_as"].forEach(function (key) {
      var select = item.querySelector('select[name="' + prefix + key + '"]');
      if (select) { select.value = card[key]; }
    });
    var scoring = said.scoring;
    var rule = item.querySelector('select[name="' + prefix + 'scores_as"]');
    var ruleShown = (scoring.indexOf(card.icon) !== -1 && scoring.indexOf(card.second_icon) !== -1 &&
      card.icon !== card.second_icon) || card.scores_as;
    if (rule && !ruleShown) { rule.closest(".field").remove(); }
    rows.forEach(function (row, index) {
      ["offset", "icon"].forEach(function (key) {
        item.querySelectorAll('input[name="' + prefix + "watch-" + index + "-" + key + '"]').forEach(function (radio) {
          radio.checked = radio.value === row[key];
        });
      });
    });
    return item;
  }

  function setText(element, text) {
    if (element) { element.textContent = text; }
  }

  function templateText(root, kind, values, said) {
    return copy(root, kind, values, said).textContent.trim();
  }

  // Each panorama on the kept form gets its cards, its count, its insert mark.
  function drawPanoramas(kept, fields) {
    var said = words(kept);
    if (!said) { return; }
    var model = readCards(fields);
    postedAsTheServersPage(fields, model, said);
    kept.querySelectorAll("details.section[id]").forEach(function (section) {
      var id = section.id;
      if (!/^(dusk|dawn)-\d+$/.test(id)) { return; }
      var cards = model.panoramas[id] || [];
      var count = templateText(kept, cards.length === 1 ? "count-one" : "count-other", { id: id, position: 0 }, said);
      setText(section.querySelector(".summary-note"), count.replace(/\d+/, String(cards.length)));
      var list = section.querySelector("#" + CSS.escape(id + "-cards"));
      var name = section.querySelector("#" + CSS.escape(id + "-cards-name"));
      if (name) { name.remove(); }
      var drawn = copy(kept, cards.length ? "list" : "empty", { id: id, position: 0 }, said);
      var ol = drawn.querySelector("ol");
      cards.forEach(function (card, position) {
        ol.appendChild(drawCard(kept, id, card, position, cards.length, model, said));
      });
      list.replaceWith(drawn);
      var note = section.querySelector(".insert-note");
      if (note) { note.remove(); }
      var mark = insertPosition(model.inserting, id);
      mark = mark !== null && mark < cards.length ? mark : null;
      var block = section.querySelector(".palette-block");
      if (mark !== null) {
        var marked = cards[mark];
        block.before(copy(kept, "insert-note", { id: id, position: mark, words: cardWords(marked, said) }, said));
      }
      var values = { id: id, position: mark === null ? 0 : mark };
      setText(section.querySelector("#" + CSS.escape(id + "-palette-name")),
        templateText(kept, mark === null ? "palette-name-end" : "palette-name-mark", values, said));
      setText(section.querySelector("#" + CSS.escape(id + "-palette-of")),
        templateText(kept, mark === null ? "palette-of-end" : "palette-of-mark", values, said));
    });
  }
  offline.builders.push(drawPanoramas);
})();
