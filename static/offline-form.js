/* Edit buttons with no connection (issue 15), the form drawn again on the phone: from the
   blank form the service worker kept for the number of players (web/phone/offline.py
   /SLUG/blank/N), every value entered carried over by field name, the lists a button changes
   as static/edits.js performs its described change, and a game's own lists drawn by its script
   (window.vantageOffline.builders). Fetched with edits.js once a game's form has loaded
   (static/later.js, issue 24: no part of the first load); static/vantage.js asks here
   (window.vantageOffline.redraw) when an edit button has no connection. */
(function () {
  "use strict";
  var offline = window.vantageOffline;
  if (!offline) { return; }

  // The form's fields as it would post them: [name, value] pairs, in order.
  var NOT_CARRIED = { action: true, recheck: true };

  function formFields(form) {
    var fields = [];
    new FormData(form).forEach(function (value, name) {
      if (typeof value === "string" && !NOT_CARRIED[name]) { fields.push([name, value]); }
    });
    return fields;
  }

  // An edit with no connection: the edits every form has (the number of players; "restore",
  // a draft's fields put back), or one its button describes (static/edits.js). Any other
  // says that it needs the connection, the form kept as it is.
  offline.redraw = function (form, name, value) {
    var fields = formFields(form);
    // "refresh": a choice that changes which fields show (Sagrada's), drawn again as it is.
    var edited = value === "players" || value === "restore" || value === "refresh" ? fields : null;
    offline.edits.some(function (edit) {
      edited = edited || edit(fields, value, form);
      return edited;
    });
    if (!edited) {
      form.removeAttribute("aria-busy");
      offline.notice();
      return Promise.resolve();
    }
    return redrawOffline(form, edited, name, value);
  };

  // The blank form the service worker kept: for the number of players in ``fields`` where
  // the game has a choice, else the game's form itself; in the page's language. A variant
  // (below) is kept once, for the most players the form offers: each of its parts is drawn
  // the same whatever the number of players (web/phone/offline.py game_pages).
  function keptFormUrl(form, fields, variant) {
    var base = form.getAttribute("action") || window.location.pathname;
    var count = null;
    var select = form.querySelector('select[name="player_count"]');
    if (select && variant) {
      Array.prototype.forEach.call(select.options, function (option) {
        if (/^\d+$/.test(option.value) && (count === null || +option.value > +count)) { count = option.value; }
      });
    } else if (select) {
      fields.forEach(function (pair) { if (pair[0] === "player_count") { count = pair[1]; } });
    }
    var path = count && /^\d+$/.test(count) ? base + "blank/" + count : base;
    if (variant) { path += "/" + encodeURIComponent(variant); }
    return path + "?lang=" + encodeURIComponent(document.documentElement.lang || "");
  }

  function keptPage(url) {
    return fetch(url).then(function (response) {
      if (!response.ok) { throw new Error("not kept: " + url); }
      return response.text();
    }).then(function (html) {
      return new DOMParser().parseFromString(html, "text/html");
    });
  }

  // Parts the server draws only for some choices (the adapters' offline_variants, web/phone/offline.py: Sagrada's
  // focal point card, a shared objective's numbers) come from the kept form where that
  // choice is made, by the part's id.
  function drawVariants(form, kept, fields) {
    var base = form.getAttribute("action") || window.location.pathname;
    if (!kept.querySelector('select[name="player_count"]')) { return Promise.resolve(); }
    return fetch(base + "offline.json").then(function (response) {
      return response.ok ? response.json() : [];
    }).catch(function () { return []; }).then(function (variants) {
      var wanted = [];
      variants.forEach(function (variant) {
        var pattern = new RegExp(variant.field);
        fields.forEach(function (pair) {
          var match = pattern.exec(pair[0]);
          if (match && variant.values.indexOf(pair[1]) !== -1) {
            wanted.push({ id: variant.element.replace("{}", match[1]), value: pair[1] });
          }
        });
      });
      var pages = {};
      return Promise.all(wanted.map(function (part) {
        if (!pages[part.value]) { pages[part.value] = keptPage(keptFormUrl(form, fields, part.value)); }
        return pages[part.value].then(function (page) {
          var drawn = page.getElementById(part.id);
          var here = kept.querySelector("#" + CSS.escape(part.id));
          if (drawn && here) {
            // The part's legend and the hint under it name its place at this table (a shared
            // card's two neighbours), which the number of players changes: kept from here.
            [":scope > legend + p.hint", ":scope > legend"].forEach(function (selector) {
              var own = here.querySelector(selector), theirs = drawn.querySelector(selector);
              if (own && theirs) { theirs.replaceWith(own.cloneNode(true)); }
            });
            here.replaceWith(kept.ownerDocument.adoptNode(drawn));
          }
        });
      }));
    });
  }

  // ``fields`` put into ``form`` by name: a box takes the next value posted under its name,
  // a tick or a choice is on when its value was posted under its name (off when its name was
  // in the form before and that value was not; left as drawn for a name the form never had,
  // such as a new seat's). A name the kept form has no field for (a seat above the number of
  // players, an Award kept for more players) travels as a hidden field, as the server keeps it.
  function fillForm(form, fields, known) {
    var values = {};
    fields.forEach(function (pair) { (values[pair[0]] = values[pair[0]] || []).push(pair[1]); });
    var used = {};
    Array.prototype.forEach.call(form.elements, function (element) {
      var name = element.name;
      if (!name || name === "csrf_token" || element.tagName === "BUTTON" || element.disabled) { return; }
      var posted = values[name];
      if (element.type === "checkbox" || element.type === "radio") {
        if (posted || known[name]) { element.checked = !!posted && posted.indexOf(element.value) !== -1; }
        if (posted) { used[name] = posted.length; }
      } else if (element.type === "select-multiple") {
        Array.prototype.forEach.call(element.options, function (option) {
          if (posted || known[name]) { option.selected = !!posted && posted.indexOf(option.value) !== -1; }
        });
        if (posted) { used[name] = posted.length; }
      } else if (posted) {
        var next = used[name] || 0;
        if (next < posted.length) {
          element.value = posted[next];
          if (element.tagName === "SELECT" && element.value !== posted[next]) {
            // A value this list does not offer (a kept form older than the draft): kept as posted.
            var option = document.createElement("option");
            option.value = option.textContent = posted[next];
            element.appendChild(option);
            element.value = posted[next];
          }
          used[name] = next + 1;
        }
      }
    });
    Object.keys(values).forEach(function (name) {
      if (name === "csrf_token") { return; }
      values[name].slice(used[name] || 0).forEach(function (value) {
        var input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.appendChild(input);
      });
    });
  }

  function redrawOffline(form, fields, name, value) {
    var known = {};
    Array.prototype.forEach.call(form.elements, function (element) {
      if (element.name) { known[element.name] = true; }
    });
    var token = form.querySelector('input[name="csrf_token"]');
    var page = null, kept = null;
    return keptPage(keptFormUrl(form, fields)).then(function (keptDocument) {
      page = keptDocument;
      kept = page.getElementById("form");
      if (!kept) { throw new Error("no form in the kept page"); }
      return drawVariants(form, kept, fields);
    }).then(function () {
      offline.builders.forEach(function (build) { build(kept, fields); });
      fillForm(kept, fields, known);
      var keptToken = kept.querySelector('input[name="csrf_token"]');
      if (token && keptToken) { keptToken.value = token.value; } // This phone's, not the copy's.
      // The form keeps its own opening state (blank, saved…) for static/drafts.js.
      ["data-draft-start"].forEach(function (attribute) {
        if (form.hasAttribute(attribute)) {
          kept.setAttribute(attribute, form.getAttribute(attribute));
        } else {
          kept.removeAttribute(attribute);
        }
      });
      var keptMain = page.getElementById("main");
      keptMain.setAttribute("data-filled-here", "");
      offline.swapMain(keptMain, name, value);
    }).catch(function () {
      form.removeAttribute("aria-busy");
      offline.notice(); // No kept form (the app was never opened online on this phone).
    });
  }
})();
