/* Vantage's service worker (issues 15 and 24): a table can be entered with no connection.

   Served as /sw.js by web/phone/offline.py, which writes in VERSION (a hash of this file and of every
   asset's versioned name), GAMES (for each game, by slug, the pages and the /assets/ bundles
   a phone needs to enter its table offline) and SHARED (the icon, the manifest). Each version
   keeps its own cache and drops the others once it is in charge (keeping again, in the new
   version, the games the old one kept), so a deploy never mixes old pages and new assets.

   Nothing is kept at install (issue 24): static/install.js registers the worker on a game's
   entry form only, and asks it then to keep that game (a "keepGame" message), in the page's
   language. A phone that only opened a saved table or a join link downloads nothing for it.

   - /assets/…: cache first. A versioned name never changes its content (immutable).
   - A game's pages: the network first, so a page is always the newest when there is a
     connection; the copy kept from the last visit when there is none, in the language asked
     for. Each page is kept once, by its path and language. A game's pages hold its blank
     form for every number of players, so static/vantage.js can change the number of players
     with no connection.
   - Everything else, POSTs above all, saved tables (/t/ID: private, and another person's on
     a shared phone), rooms and the API: the network only, never kept. */
"use strict";

var VERSION = "__VERSION__";
var GAMES = "__GAMES__";
var SHARED = "__SHARED__";
var CACHE = "vantage-" + VERSION;
var KEPT_GAMES = "/__vantage-kept-games";
var PAGES = [];
var ASSETS = SHARED.slice();
Object.keys(GAMES).forEach(function (slug) {
  PAGES = PAGES.concat(GAMES[slug].pages);
  ASSETS = ASSETS.concat(GAMES[slug].assets);
});

function keepable(response) {
  var control = response.headers.get("Cache-Control") || "";
  return response.ok && response.type === "basic" && !response.redirected &&
    !/no-store|private/.test(control);
}

self.addEventListener("install", function () {
  self.skipWaiting(); // Nothing to download: what is kept is asked for by the pages.
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    var old = names.filter(function (name) {
      return name.indexOf("vantage-") === 0 && name !== CACHE;
    });
    // The games the old version kept are kept again in this one, then the old copies go.
    return Promise.all(old.map(function (name) {
      return caches.open(name).then(function (cache) {
        return cache.match(KEPT_GAMES);
      }).then(function (kept) {
        return kept ? kept.json() : {};
      }).catch(function () { return {}; });
    })).then(function (lists) {
      var again = [];
      lists.forEach(function (games) {
        Object.keys(games).forEach(function (key) {
          var parts = key.split("|");
          again.push(keepGame(parts[0], parts[1] || ""));
        });
      });
      return Promise.all(again);
    }).then(function () {
      return Promise.all(old.map(function (name) { return caches.delete(name); }));
    });
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
// the one the phone reads in now. Each page is kept once, by its path and language.
function keepPage(cache, path, response, read) {
  var language = response.headers.get("Content-Language") || "";
  var kept = [cache.put(pageKey(path, language), response)];
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
    return kept || cache.match(url.pathname, { ignoreSearch: true });
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

// A game's pages and assets, kept in ``language`` (static/install.js asks from that game's
// form), each unless already kept: with no connection its form, and the blank form for each
// number of players, opens in the phone's language.
function keepGame(slug, language) {
  var game = Object.prototype.hasOwnProperty.call(GAMES, slug) ? GAMES[slug] : null;
  if (!game) { return Promise.resolve(); }
  return caches.open(CACHE).then(function (cache) {
    var pages = game.pages.map(function (page) {
      return cache.match(pageKey(page, language)).then(function (kept) {
        if (kept) { return null; }
        // Without cookies: a response here must never set the phone's session (its form
        // token) behind the back of the page being filled in. The copy kept is replaced by
        // the page as the phone itself sees it at its next visit.
        var asked = language ? page + "?lang=" + language : page;
        return fetch(asked, { credentials: "omit" }).then(function (response) {
          var spoken = response.headers.get("Content-Language") || "";
          if (keepable(response) && (!language || spoken === language)) {
            return keepPage(cache, page, response, false);
          }
          return null;
        }).catch(function () {}); // A page not kept now is kept at its next visit.
      });
    });
    var assets = SHARED.concat(game.assets).map(function (asset) {
      return cache.match(asset).then(function (kept) {
        return kept || fetch(asset).then(function (response) {
          if (keepable(response)) { return cache.put(asset, response); }
          return null;
        }).catch(function () {});
      });
    });
    return Promise.all(pages.concat(assets)).then(function () {
      return cache.match(KEPT_GAMES);
    }).then(function (kept) {
      return kept ? kept.json() : {};
    }).then(function (games) {
      games[slug + "|" + language] = true;
      return cache.put(KEPT_GAMES, new Response(JSON.stringify(games)));
    });
  });
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  var language = typeof data.language === "string" ? data.language : "";
  if (typeof data.keepGame !== "string" || !/^([a-z]{2,3})?$/.test(language)) { return; }
  event.waitUntil(keepGame(data.keepGame, language));
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
