// Table rooms (issues 12 and 21): the room page and a part's page keep themselves up to date.
//
// The room page asks for the room's state with the ETag it last saw (an unchanged room
// answers 304, almost free); a change replaces the live part of the page with the HTML the
// server rendered (one place for every sentence), and a scored room sends the phone to its
// result. A part's page asks who else is on the part (and says it is still there itself).
// Both ask every 2 seconds while things change, then less and less often (up to every 15
// seconds) while nothing does; not at all while the tab is hidden (once more as soon as it is
// shown); never again once the room is gone (404, 410). Without JavaScript the room page's
// Refresh button does the same by hand.
(function () {
  "use strict";
  var FASTEST = 2;
  var SLOWEST = 15;
  var STEP = 1.5;

  // While the server cannot answer (503: its database blinked; or no network), the page says
  // "Reconnecting…" (the words are the page's own, in its language) and asks again after the
  // server's Retry-After, backing off as when nothing changes; the next answer clears it.
  function reconnecting(element, on) {
    var notice = element.previousElementSibling;
    if (!notice || !notice.hasAttribute("data-reconnecting-notice")) {
      if (!on) {
        return;
      }
      notice = document.createElement("p");
      notice.className = "warnings";
      notice.setAttribute("role", "status");
      notice.setAttribute("data-reconnecting-notice", "");
      notice.textContent = element.getAttribute("data-reconnecting") || "…";
      element.parentNode.insertBefore(notice, element);
    }
    notice.hidden = !on;
  }

  function poller(url, onAnswer, onTrouble, element) {
    var seconds = FASTEST;
    var timer = null;
    var stopped = false;
    var etag = null;

    function later() {
      window.clearTimeout(timer);
      timer = null;
      if (!stopped && !document.hidden) {
        timer = window.setTimeout(ask, seconds * 1000);
      }
    }

    function ask() {
      timer = null;
      var headers = { "Accept": "application/json" };
      if (etag) {
        headers["If-None-Match"] = etag;
      }
      fetch(url, { headers: headers, credentials: "same-origin", cache: "no-store" })
        .then(function (response) {
          if (response.status === 304) {
            return null;
          }
          if (response.status === 404 || response.status === 410) {
            stopped = true; // The room closed: nothing will change any more.
            return null;
          }
          if (!response.ok) {
            var wait = parseInt(response.headers.get("Retry-After") || "", 10);
            if (wait > 0) {
              seconds = Math.min(SLOWEST, Math.max(seconds, wait));
            }
            throw new Error("room state " + response.status);
          }
          etag = response.headers.get("ETag");
          return response.json();
        })
        .then(function (answer) {
          reconnecting(element, false);
          var changed = answer ? onAnswer(answer) : false;
          seconds = changed ? FASTEST : Math.min(SLOWEST, seconds * STEP);
        })
        .catch(function () {
          seconds = Math.min(SLOWEST, seconds * STEP);
          reconnecting(element, true);
          onTrouble();
        })
        .then(later);
    }

    document.addEventListener("visibilitychange", function () {
      if (document.hidden) {
        window.clearTimeout(timer);
        timer = null;
      } else if (!stopped && timer === null) {
        seconds = FASTEST;
        ask(); // Shown again: catch up at once.
      }
    });
    later();
  }

  // Whether ``element`` already shows ``html`` (node for node): the first poll answers what
  // the page was drawn with, and redrawing it then would swap a button under a tap.
  function shows(element, html) {
    var fresh = document.createElement("template");
    fresh.innerHTML = html.trim();
    var now = document.createElement("template");
    now.innerHTML = element.innerHTML.trim();
    // A form token is signed anew each second; the one the page holds is still good.
    [fresh, now].forEach(function (copy) {
      copy.content.querySelectorAll('input[name="csrf_token"]').forEach(function (input) {
        input.removeAttribute("value");
      });
    });
    return fresh.content.isEqualNode(now.content);
  }

  var status = document.querySelector("[data-room-poll]");
  if (status) {
    var refresh = document.getElementById("room-refresh");
    if (refresh) {
      refresh.hidden = true; // The page refreshes itself.
    }
    poller(
      status.getAttribute("data-room-poll"),
      function (room) {
        if (room.table_url) {
          window.location.assign(room.table_url);
          return true;
        }
        // Redrawn only when the room or who is on which part changed: not for a form
        // token signed anew (shows), so nothing is swapped under a tap for nothing.
        var changed = status.getAttribute("data-revision") !== String(room.revision) ||
          !shows(status, room.html);
        if (changed) {
          status.setAttribute("data-revision", String(room.revision));
          status.innerHTML = room.html;
        }
        return changed;
      },
      function () {
        if (refresh) {
          refresh.hidden = false; // Offline for now: the button is there again.
        }
      },
      status
    );
  }

  var here = document.querySelector("[data-part-poll]");
  if (here) {
    var asked = false;
    poller(
      here.getAttribute("data-part-poll"),
      function (part) {
        if (part.table_url) {
          window.location.assign(part.table_url);
          return true;
        }
        var first = !asked;
        asked = true;
        if (shows(here, part.html)) { return false; }
        here.innerHTML = part.html;
        return !first;
      },
      function () {},
      here
    );
  }
}());
