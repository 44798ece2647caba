/* Installable and usable offline (issue 15): registers the service worker (/sw.js, made
   from static/sw.js by web/phone.py) that keeps the pages and the versioned assets. Without
   JavaScript, or in a browser without service workers, nothing changes. */
(function () {
  "use strict";
  if (!("serviceWorker" in navigator)) { return; }
  window.addEventListener("load", function () {
    var url = document.body && document.body.getAttribute("data-service-worker");
    if (!url) { return; }
    navigator.serviceWorker.register(url).catch(function () {
      // Refused (a private window, storage off): the app works as a plain website.
    });
  });
})();
