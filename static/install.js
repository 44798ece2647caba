/* Installable and usable offline (issues 15 and 24): on a game's entry form only (base.html's
   data-service-worker, set by game_form.html), registers the service worker (/sw.js, made
   from static/sw.js by web/phone/offline.py) and asks it to keep that game's pages and
   assets (data-offline-game) in this page's language. Any other page (a saved table, a join
   link) registers nothing and downloads nothing for it. Without JavaScript, or in a browser
   without service workers, nothing changes. */
(function () {
  "use strict";
  if (!("serviceWorker" in navigator)) { return; }
  function register() {
    var url = document.body && document.body.getAttribute("data-service-worker");
    var game = document.body && document.body.getAttribute("data-offline-game");
    if (!url || !game) { return; }
    navigator.serviceWorker.register(url).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      if (registration.active && navigator.onLine !== false) {
        registration.active.postMessage({ keepGame: game, language: document.documentElement.lang });
      }
    }).catch(function () {
      // Refused (a private window, storage off): the app works as a plain website.
    });
  }
  // With no connection there is no worker to fetch (Chromium logs the failed fetch as an
  // error): register once the connection is back. This script may come after the page's
  // load (static/later.js), by when a phone may have lost its signal.
  function registerOnline() {
    if (navigator.onLine === false) {
      window.addEventListener("online", register, { once: true });
    } else {
      register();
    }
  }
  // Fetched once the page has loaded (static/later.js), or linked as a room's part is.
  if (document.readyState === "complete") { registerOnline(); } else { window.addEventListener("load", registerOnline); }
})();
