/* Vantage's service worker (issue 15): a table can be entered with no connection.

   Served as /sw.js by web/phone/offline.py, which writes in VERSION (a hash of this file and of every
   asset's versioned name), PAGES (the list of games, each game's form and rules page) and
   ASSETS (every /assets/ bundle, the icon, the manifest). Each version keeps its own cache
   and drops the others once it is in charge, so a deploy never mixes old pages and new
   assets.

   - /assets/…: cache first. A versioned name never changes its content (immutable).
   - PAGES: the network first, so a page is always the newest when there is a connection; the
     copy kept from the last visit when there is none, in the language asked for. PAGES holds
     each game's blank form for every number of players, so static/vantage.js can change the
     number of players with no connection.
   - Everything else, POSTs above all, saved tables (/t/ID: private, and another person's on
     a shared phone), rooms and the API: the network only, never kept. */
"use strict";

var VERSION = "__VERSION__";
var PAGES = "__PAGES__";
var ASSETS = "__ASSETS__";
var CACHE = "vantage-" + VERSION;

function keepable(response) {
  var control = response.headers.get("Cache-Control") || "";
  return response.ok && response.type === "basic" && !response.redirected &&
    !/no-store|private/.test(control);
}

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(ASSETS).then(function () {
      return Promise.all(PAGES.map(function (page) {
        // Without cookies: a response here must never set the phone's session (its form
        // token) behind the back of the page being filled in. The copy kept is replaced by
        // the page as the phone itself sees it at its next visit.
        return fetch(page, { credentials: "omit" }).then(function (response) {
          if (keepable(response)) { return keepPage(cache, page, response, false); }
        }).catch(function () {}); // A page not kept now is kept at its next visit.
      }));
    });
  }).then(function () {
    return self.skipWaiting();
  }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf("vantage-") === 0 && name !== CACHE;
    }).map(function (name) {
      return caches.delete(name);
    }));
  }).then(function () {
    return self.clients.claim();
  }));
});

function cacheFirst(request) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request).then(function (kept) {
      return kept || fetch(request).then(function (response) {
        if (keepable(response)) { cache.put(request, response.clone()); }
        return response;
      });
    });
  });
}

// A page is kept by its path and its language (the server's Content-Language): "?lang=it"
// opens the Italian copy; a page asked for with no language opens the copy in the language
// this phone read last (kept beside the pages), else any copy of it.
var LAST_LANGUAGE = "/__vantage-last-language";

function pageKey(path, language) {
  return path + "?lang=" + encodeURIComponent(language);
}

// ``read``: the phone itself read this page (not a copy kept for later), so its language is
// the one the phone reads in now. The page is also kept by its bare path (whichever language
// came last), the copy given when none is kept in the language asked for.
function keepPage(cache, path, response, read) {
  var language = response.headers.get("Content-Language") || "";
  var kept = [cache.put(pageKey(path, language), response.clone()), cache.put(path, response)];
  if (read) { kept.push(cache.put(LAST_LANGUAGE, new Response(language))); }
  return Promise.all(kept);
}

function keptPage(cache, url) {
  var asked = url.searchParams.get("lang");
  // A language asked for is the phone's from now on, as the server's cookie would make it.
  var wanted = asked ? cache.put(LAST_LANGUAGE, new Response(asked)).then(function () {
    return asked;
  }) : cache.match(LAST_LANGUAGE).then(function (last) {
    return last ? last.text() : "";
  });
  return wanted.then(function (language) {
    return cache.match(pageKey(url.pathname, language));
  }).then(function (kept) {
    // Any language rather than none: the form works the same in each.
    return kept || cache.match(url.pathname);
  });
}

function networkFirst(request, url) {
  return fetch(request).then(function (response) {
    if (keepable(response)) {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { return keepPage(cache, url.pathname, copy, true); });
    }
    return response;
  }).catch(function (error) {
    // A page asked for with no cache (static/drafts.js's fresh form token) wants the
    // server's own answer or none: a kept copy's token is not this phone's.
    if (request.cache === "no-store") { throw error; }
    return caches.open(CACHE).then(function (cache) {
      return keptPage(cache, url);
    }).then(function (kept) {
      return kept || Response.error();
    });
  });
}

// A page in another language than the one kept at install (static/install.js asks once the
// worker is in charge): every page is kept in that language too, so with no connection
// every form, and the blank form for each number of players, opens in the phone's language.
self.addEventListener("message", function (event) {
  var language = event.data && event.data.keepLanguage;
  if (typeof language !== "string" || !/^[a-z]{2,3}$/.test(language)) { return; }
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return Promise.all(PAGES.map(function (page) {
      return cache.match(pageKey(page, language)).then(function (kept) {
        if (kept) { return null; }
        return fetch(page + "?lang=" + language, { credentials: "omit" }).then(function (response) {
          if (keepable(response) && response.headers.get("Content-Language") === language) {
            return keepPage(cache, page, response, false);
          }
          return null;
        }).catch(function () {});
      });
    }));
  }));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") { return; }
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) { return; }
  if (url.pathname.indexOf("/assets/") === 0 || ASSETS.indexOf(url.pathname) !== -1) {
    event.respondWith(cacheFirst(request));
  } else if (PAGES.indexOf(url.pathname) !== -1) {
    event.respondWith(networkFirst(request, url));
  }
});
