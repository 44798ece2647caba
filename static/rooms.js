// Table rooms (issue 12): the room page keeps itself up to date.
//
// Every 2 seconds it asks the server for the room's state with the ETag it last saw; an
// unchanged room answers 304 (almost free). A change replaces the live part of the page with
// the HTML the server rendered (one place for every sentence), and a scored room sends the
// phone to its result. Without JavaScript the Refresh button does the same by hand.
(function () {
  "use strict";
  var status = document.querySelector("[data-room-poll]");
  if (!status) {
    return;
  }
  var url = status.getAttribute("data-room-poll");
  var seconds = Number(status.getAttribute("data-poll-seconds")) || 2;
  var etag = null;
  var refresh = document.getElementById("room-refresh");
  if (refresh) {
    refresh.hidden = true; // The page refreshes itself.
  }

  function poll() {
    var headers = { "Accept": "application/json" };
    if (etag) {
      headers["If-None-Match"] = etag;
    }
    fetch(url, { headers: headers, credentials: "same-origin", cache: "no-store" })
      .then(function (response) {
        if (response.status === 304) {
          return null;
        }
        if (!response.ok) {
          throw new Error("room state " + response.status);
        }
        etag = response.headers.get("ETag");
        return response.json();
      })
      .then(function (room) {
        if (!room) {
          return;
        }
        if (room.table_url) {
          window.location.assign(room.table_url);
          return;
        }
        if (status.getAttribute("data-revision") !== String(room.revision)) {
          status.setAttribute("data-revision", String(room.revision));
          status.innerHTML = room.html;
        }
      })
      .catch(function () {
        if (refresh) {
          refresh.hidden = false; // Offline for now: the button is there again.
        }
      })
      .then(function () {
        window.setTimeout(poll, seconds * 1000);
      });
  }

  window.setTimeout(poll, seconds * 1000);
}());
