/* Running totals while a table is entered (issue 15): each player's total so far, in the
   Score bar, from the scorer itself (POST /SLUG/totals, web/phone/totals.py: the form as it would be
   posted, read by the same adapter, parse and score as Score). Asked 400 ms after the last
   change, one request at a time; "—" while the table has problems (Score shows them, with
   every explanation, on the result). Only on a game's own form (form[data-draft]), never in
   a room's part; without JavaScript nothing changes. */
(function () {
  "use strict";

  var DELAY_MS = 400;
  var DASH = "—";
  var timer = null;
  var asking = false;
  var askAgain = false;

  function entryForm() {
    return document.querySelector("form[data-draft]");
  }

  function totalsUrl(form) {
    var action = form.getAttribute("action") || window.location.pathname;
    return action.replace(/\/?$/, "/") + "totals";
  }

  function word(name) {
    var words = document.getElementById("phone-words");
    return (words && words.getAttribute(name)) || "";
  }

  // One line in the Score bar, above the button; made once per drawing of the form.
  function line(form) {
    var existing = form.querySelector("[data-running-totals]");
    if (existing) { return existing; }
    var bar = form.querySelector(".action-bar");
    if (!bar) { return null; }
    var output = document.createElement("p");
    output.className = "running-totals";
    output.setAttribute("data-running-totals", "");
    bar.insertBefore(output, bar.firstChild);
    return output;
  }

  // Each total is kept whole, with the separator before it ("· Ben 31"): the list starts
  // one separator's width left of the line, which clips it (static/phone.css), so the
  // separator of a total that starts a line is never seen and none ends a line.
  function show(form, answer) {
    var output = line(form);
    if (!output || !answer || !Array.isArray(answer.players)) { return; }
    output.textContent = "";
    var label = document.createElement("span");
    label.className = "visually-hidden";
    label.textContent = word("data-totals") + ": ";
    output.appendChild(label);
    var list = document.createElement("span");
    list.className = "running-totals-list";
    answer.players.forEach(function (player) {
      var entry = document.createElement("span");
      entry.className = "running-total-entry";
      var gap = document.createElement("span");
      gap.className = "running-total-gap";
      gap.setAttribute("aria-hidden", "true");
      gap.textContent = "·";
      var item = document.createElement("span");
      item.className = "running-total";
      var name = document.createElement("span");
      name.className = "running-total-name";
      name.textContent = player.name;
      var points = document.createElement("b");
      // A negative total with the minus sign explanations use ("−1"), as the pages write it.
      points.textContent = typeof player.total === "number"
        ? String(player.total).replace("-", "\u2212") : DASH;
      item.appendChild(name);
      item.appendChild(document.createTextNode(" "));
      item.appendChild(points);
      entry.appendChild(gap);
      entry.appendChild(item);
      list.appendChild(entry);
      list.appendChild(document.createTextNode(" "));
    });
    output.appendChild(list);
    output.setAttribute("data-problems", String(answer.problems || 0));
  }

  function ask() {
    timer = null;
    var form = entryForm();
    if (!form) { return; }
    if (asking) { askAgain = true; return; }
    if (navigator.onLine === false) { return; } // Asked again when the connection is back.
    asking = true;
    var data = new FormData(form);
    data.delete("action");
    fetch(totalsUrl(form), {
      method: "POST",
      body: new URLSearchParams(data),
      headers: { "X-Requested-With": "fetch" },
      credentials: "same-origin"
    }).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (answer) {
      var now = entryForm();
      if (answer && now) { show(now, answer); }
    }).catch(function () {
      // No answer (offline, server away): the last totals stay until the next change.
    }).then(function () {
      asking = false;
      if (askAgain) {
        askAgain = false;
        soon();
      }
    });
  }

  function soon() {
    clearTimeout(timer);
    timer = setTimeout(ask, DELAY_MS);
  }

  function changed(event) {
    if (event.target.closest && event.target.closest("form[data-draft]")) { soon(); }
  }
  document.addEventListener("input", changed);
  document.addEventListener("change", changed);
  document.addEventListener("vantage:updated", soon); // An edit button redrew the form.
  window.addEventListener("online", soon);
  function start() {
    var form = entryForm();
    if (form && line(form)) { ask(); }
  }
  // Fetched once the page has loaded (static/later.js), or linked as a room's part is.
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
