// The service worker of the browser game. It keeps the game's files in a
// cache of their version, so that the game (all but the online club,
// which needs the server) starts and plays with no network; a new build
// on the server is a new version, which installs beside the old one and
// waits until the page asks for it (its "New version: Reload"). The
// server (package webfiles) writes the version and the files above this
// text.
"use strict";

const cacheName = "mancala-" + version;
const scopePath = new URL(self.registration.scope).pathname;
const kept = new Set(files.map((f) => new URL(f, self.registration.scope).pathname));

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(files)));
});

// A version that takes over drops the caches of the versions before it.
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("mancala-") && key !== cacheName) {
        await caches.delete(key);
      }
    }
    await self.clients.claim();
  })());
});

// The page sends "update" when the player asks for the new version.
self.addEventListener("message", (event) => {
  if (event.data === "update") {
    self.skipWaiting();
  }
});

// The game's files come from the cache (the page from any address of
// the scope's root, such as an invite's /?join=CODE); everything else,
// the club above all, goes to the network untouched.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin) {
    return;
  }
  const page = event.request.mode === "navigate" && url.pathname === scopePath;
  if (!page && !kept.has(url.pathname)) {
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(cacheName);
    const hit = await cache.match(page ? scopePath : event.request, { ignoreSearch: page });
    return hit || fetch(event.request);
  })());
});
